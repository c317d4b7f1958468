//! The rules of both rulesets as pure functions of a ruleset and a position.
//!
//! [`play`] applies a move with its captures (C1, C3); [`end_of_move`] then
//! judges it in the order docs/RULES.md gives: the mover's wins
//! ([`mover_wins`]: attackers W3 then W4, defenders W1 then W2), then E2
//! (counted by [`repetition`], from the history the caller keeps), then E1
//! ([`no_moves`]). The game, the playouts and the search all use it.

pub mod capture;
pub mod encirclement;
pub mod escape;
pub mod evidence;
pub mod fort;
pub mod movegen;
pub mod outcome;
pub mod repetition;
pub mod ruleset;
pub mod shield_wall;

pub use movegen::IllegalMove;
pub use outcome::{Outcome, Reason};
pub use ruleset::{RepetitionLoser, Ruleset, UnknownRuleset, CLASSIC, COPENHAGEN, RULESETS};

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::{Piece, Side};
use crate::position::Position;

/// Plays `mv` (which must be legal) on `pos`: moves the piece, removes the
/// captured ordinary pieces and hands the move over. Returns the captured
/// squares (the king is never among them: its capture is an outcome).
///
/// # Panics
///
/// In debug builds, when no piece of the side to move stands on `mv.from`.
#[inline]
pub fn play(pos: &mut Position, rules: &Ruleset, mv: Move) -> Bitboard {
    let mover = pos.side_to_move();
    let piece = pos.board().piece_at(mv.from);
    debug_assert!(piece.is_some_and(|p| p.side() == mover), "no piece to move");
    let piece = piece.unwrap_or(match mover {
        Side::Attackers => Piece::Attacker,
        Side::Defenders => Piece::Defender,
    });
    pos.move_piece(piece, mv.from, mv.to);
    let board = pos.board();
    let mut captured = capture::custodial(board, mover, mv.to);
    if rules.shield_wall {
        captured |= shield_wall::shield_wall(board, mover, mv.to);
    }
    if captured.any() {
        let victim = match mover {
            Side::Attackers => Piece::Defender,
            Side::Defenders => Piece::Attacker,
        };
        pos.remove(victim, captured);
    }
    pos.flip_side();
    captured
}

/// The mover's win after `mv` was played and `pos` is the result (the mover
/// is the side *not* to move in `pos`): attackers W3 then W4, defenders W1
/// then W2.
#[inline]
pub fn mover_wins(pos: &Position, rules: &Ruleset, mv: Move) -> Option<Outcome> {
    let board = pos.board();
    match pos.side_to_move().opponent() {
        Side::Attackers => {
            if capture::king_captured(board, mv.to) {
                return Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
            }
            if rules.encirclement && encirclement::encircled(board) {
                return Some(Outcome::win(Side::Attackers, Reason::Encirclement));
            }
        }
        Side::Defenders => {
            if escape::escaped(board, mv.to) {
                return Some(Outcome::win(Side::Defenders, Reason::Escape));
            }
            if rules.exit_fort && fort::exit_fort(board) {
                return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
            }
        }
    }
    None
}

/// The end of a move, judged in the order of docs/RULES.md: the mover's
/// wins, then E2, then E1 for the side now to move. `pos` is the position
/// after `mv` (see [`play`]); `third_occurrence` says whether `pos` occurs
/// for the third time (see [`repetition::occurrences`]) and is asked only
/// when the mover has not won. `None` while the game goes on.
#[inline]
pub fn end_of_move(
    pos: &Position,
    rules: &Ruleset,
    mv: Move,
    third_occurrence: impl FnOnce() -> bool,
) -> Option<Outcome> {
    let mover = pos.side_to_move().opponent();
    mover_wins(pos, rules, mv)
        .or_else(|| third_occurrence().then(|| repetition_outcome(rules, mover)))
        .or_else(|| no_moves(pos, rules))
}

/// The outcome of a position a game is set up from (no move led to it): an
/// escape already made when the king stands on a corner (W1), else E1 for
/// the side to move. The other wins (W2-W4) are decided by a move only.
pub fn setup_outcome(pos: &Position, rules: &Ruleset) -> Option<Outcome> {
    if escape::on_corner(pos.board()) {
        Some(Outcome::win(Side::Defenders, Reason::Escape))
    } else {
        no_moves(pos, rules)
    }
}

/// E1: the side to move in `pos` loses when it has no legal move.
#[inline]
pub fn no_moves(pos: &Position, rules: &Ruleset) -> Option<Outcome> {
    if movegen::has_move(pos, rules) {
        None
    } else {
        Some(Outcome::win(pos.side_to_move().opponent(), Reason::NoMoves))
    }
}

/// The loser of a third repetition made by `mover` (E2).
#[inline]
pub fn repetition_outcome(rules: &Ruleset, mover: Side) -> Outcome {
    let loser = match rules.repetition_loser {
        RepetitionLoser::Defenders => Side::Defenders,
        RepetitionLoser::Mover => mover,
    };
    Outcome::win(loser.opponent(), Reason::Repetition)
}
