//! The stable codes of the engine's refusals.
//!
//! The JavaScript package reports every error with a `snake_case` `code`
//! (`err.code`) beside the English message, so that a program (or a page in
//! another language) can tell the refusals apart without reading English.
//! The codes of refusals that come from the rules live here, with the core
//! types, so that native tests check them; `src/api/hnef.d.ts` lists the
//! whole set (`ErrorCode`) and `src/api/README.md` says what each means.

use crate::game::GameError;
use crate::notation::RecordFault;
use crate::rules::IllegalMove;
use crate::square::Square;

/// Every code the JavaScript package may put on an error, in the order the
/// package README lists them (a JS test checks `hnef.d.ts` names the same).
pub const CODES: &[&str] = &[
    "not_loaded",
    "load_failed",
    "loading",
    "not_a_game",
    "freed",
    "busy",
    "bad_argument",
    "bad_square",
    "unknown_ruleset",
    "unknown_side",
    "unknown_level",
    "bad_position",
    "bad_record",
    "no_piece",
    "not_your_piece",
    "illegal_move",
    "game_over",
    "no_draws",
    "no_draw_offer",
    "aborted",
    "closed",
    "internal",
];

impl GameError {
    /// The error's code: `illegal_move`, `no_piece`, `not_your_piece`,
    /// `game_over`, `no_draws` or `no_draw_offer`.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::Illegal(_, why) => why.code(),
            GameError::GameOver(_) => "game_over",
            GameError::NoDraws(_) => "no_draws",
            GameError::NoDrawOffer(_) => "no_draw_offer",
        }
    }
}

impl IllegalMove {
    /// The code of a move refused for this reason: the wrong piece picked up
    /// (`no_piece`, `not_your_piece`), the game over (`game_over`), or a
    /// path the piece may not take (`illegal_move`, [`IllegalMove::rule`]
    /// says which).
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::NoPiece(_) => "no_piece",
            IllegalMove::NotYourPiece(..) => "not_your_piece",
            IllegalMove::GameOver => "game_over",
            IllegalMove::NullMove(_)
            | IllegalMove::NotStraight(_)
            | IllegalMove::Blocked(_)
            | IllegalMove::ThroneBlocks
            | IllegalMove::Restricted(_) => "illegal_move",
        }
    }

    /// Which movement rule the move breaks, as a `snake_case` word:
    /// `no_piece`, `not_your_piece`, `null_move`, `not_straight`, `blocked`
    /// (a piece in the way or on the target), `throne` (an ordinary piece
    /// passing the empty throne), `restricted` (only the king may stop
    /// there), `game_over`.
    pub fn rule(&self) -> &'static str {
        match self {
            IllegalMove::NoPiece(_) => "no_piece",
            IllegalMove::NotYourPiece(..) => "not_your_piece",
            IllegalMove::NullMove(_) => "null_move",
            IllegalMove::NotStraight(_) => "not_straight",
            IllegalMove::Blocked(_) => "blocked",
            IllegalMove::ThroneBlocks => "throne",
            IllegalMove::Restricted(_) => "restricted",
            IllegalMove::GameOver => "game_over",
        }
    }

    /// The square the refusal is about (the empty or foreign start square,
    /// the occupied square in the way, the throne or corner), if any.
    pub fn square(&self) -> Option<Square> {
        match self {
            IllegalMove::NoPiece(s)
            | IllegalMove::NotYourPiece(s, _)
            | IllegalMove::NullMove(s)
            | IllegalMove::Blocked(s)
            | IllegalMove::Restricted(s) => Some(*s),
            IllegalMove::NotStraight(_) | IllegalMove::ThroneBlocks | IllegalMove::GameOver => None,
        }
    }
}

impl RecordFault {
    /// The fault as a `snake_case` word (`details.fault` of a `bad_record`
    /// error): `header`, `not_a_move`, `illegal`, `captures`, `after_end`,
    /// `result`.
    pub fn name(self) -> &'static str {
        match self {
            RecordFault::Header => "header",
            RecordFault::NotAMove => "not_a_move",
            RecordFault::Illegal => "illegal",
            RecordFault::Captures => "captures",
            RecordFault::AfterEnd => "after_end",
            RecordFault::Result => "result",
        }
    }

    /// Whether the fault is at a move (then the record's ply is known).
    pub fn at_move(self) -> bool {
        !matches!(self, RecordFault::Header | RecordFault::Result)
    }
}
