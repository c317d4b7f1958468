//! The two rulesets as named values of one type: every difference between
//! them is a field here, so no rule code asks "which ruleset is this?".

use std::fmt;

/// Who loses when a move creates the third occurrence of a position (E2).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RepetitionLoser {
    /// Copenhagen 2025: the defenders lose, whichever side made the move.
    Defenders,
    /// Classic: the side that made the move loses.
    Mover,
}

/// A complete ruleset.
// Each flag switches one clause on or off: a ruleset is data, and the flags
// are independent (no state machine hides in them).
#[allow(clippy::struct_excessive_bools)]
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Ruleset {
    /// The stable identifier, e.g. `copenhagen-hnefatafl-11x11-2025-v1`.
    pub id: &'static str,
    /// A short human name.
    pub name: &'static str,
    /// Whether the empty throne blocks ordinary pieces (they may not pass
    /// through it). When false they may pass but never stop (M2).
    pub throne_blocks: bool,
    /// Shield-wall captures along the edges (C3).
    pub shield_wall: bool,
    /// The exit-fort win (W2).
    pub exit_fort: bool,
    /// The encirclement win (W4).
    pub encirclement: bool,
    /// Who loses on a third repetition (E2).
    pub repetition_loser: RepetitionLoser,
    /// Whether the players may agree a draw (E3).
    pub draw_by_agreement: bool,
}

/// `copenhagen-hnefatafl-11x11-2025-v1`, the default.
pub const COPENHAGEN: Ruleset = Ruleset {
    id: "copenhagen-hnefatafl-11x11-2025-v1",
    name: "Copenhagen Hnefatafl 11x11 (2025)",
    throne_blocks: false,
    shield_wall: true,
    exit_fort: true,
    encirclement: true,
    repetition_loser: RepetitionLoser::Defenders,
    draw_by_agreement: true,
};

/// `viking-chess-classic-11x11`, the simpler computer-game variant.
pub const CLASSIC: Ruleset = Ruleset {
    id: "viking-chess-classic-11x11",
    name: "Viking chess classic 11x11",
    throne_blocks: true,
    shield_wall: false,
    exit_fort: false,
    encirclement: false,
    repetition_loser: RepetitionLoser::Mover,
    draw_by_agreement: false,
};

/// Every ruleset, the default first.
pub const RULESETS: [&Ruleset; 2] = [&COPENHAGEN, &CLASSIC];

impl Ruleset {
    /// The ruleset with this id.
    ///
    /// # Errors
    ///
    /// A message listing the known ids.
    pub fn by_id(id: &str) -> Result<&'static Ruleset, UnknownRuleset> {
        RULESETS
            .iter()
            .copied()
            .find(|r| r.id == id)
            .ok_or_else(|| UnknownRuleset(id.to_string()))
    }
}

impl Default for &'static Ruleset {
    fn default() -> Self {
        &COPENHAGEN
    }
}

/// An id that names no ruleset.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownRuleset(pub String);

impl fmt::Display for UnknownRuleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = RULESETS.iter().map(|r| r.id).collect();
        write!(
            f,
            "unknown ruleset '{}' (known: {})",
            self.0,
            ids.join(", ")
        )
    }
}

impl std::error::Error for UnknownRuleset {}
