//! How a game ends: the winner and the reason.

use crate::piece::Side;
use std::fmt;

/// The rule that ended a game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// W1: the king reached a corner.
    Escape,
    /// W2: the defenders built an exit fort.
    ExitFort,
    /// W3: the attackers captured the king (K1).
    KingCaptured,
    /// W4: the attackers encircled the king and every defender.
    Encirclement,
    /// E2: a third occurrence of a position.
    Repetition,
    /// E1: the side to move had no legal move.
    NoMoves,
    /// E3: both players agreed a draw.
    Agreement,
    /// A player resigned (not a rule of the board, but a way games end).
    Resignation,
    /// A player's clock ran out (not a rule of the board, but a way games
    /// end).
    Timeout,
}

impl Reason {
    /// The snake-case name used by the JS API and records.
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Escape => "escape",
            Reason::ExitFort => "exit_fort",
            Reason::KingCaptured => "king_captured",
            Reason::Encirclement => "encirclement",
            Reason::Repetition => "repetition",
            Reason::NoMoves => "no_moves",
            Reason::Agreement => "agreement",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
        }
    }

    /// Parses [`Reason::name`].
    pub fn from_name(s: &str) -> Option<Reason> {
        [
            Reason::Escape,
            Reason::ExitFort,
            Reason::KingCaptured,
            Reason::Encirclement,
            Reason::Repetition,
            Reason::NoMoves,
            Reason::Agreement,
            Reason::Resignation,
            Reason::Timeout,
        ]
        .into_iter()
        .find(|r| r.name() == s)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: who won (none for a draw) and why.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The winning side; `None` for an agreed draw.
    pub winner: Option<Side>,
    /// The deciding rule.
    pub reason: Reason,
}

impl Outcome {
    /// A win for `side`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// The agreed draw.
    pub const DRAW: Outcome = Outcome {
        winner: None,
        reason: Reason::Agreement,
    };

    /// `attackers_win`, `defenders_win` or `draw`.
    pub const fn status(self) -> &'static str {
        match self.winner {
            Some(Side::Attackers) => "attackers_win",
            Some(Side::Defenders) => "defenders_win",
            None => "draw",
        }
    }

    /// The result text of a game record: `attackers`, `defenders` or `draw`
    /// followed by the reason, e.g. `defenders (escape)`.
    pub fn result_text(self) -> String {
        match self.winner {
            Some(s) => format!("{} ({})", s.name(), self.reason),
            None => format!("draw ({})", self.reason),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(s) => write!(f, "{} win by {}", s, self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}
