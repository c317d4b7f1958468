//! The rules of both rulesets as pure functions of a ruleset and a position.
//!
//! [`play`] applies a move with its captures (C1, C3); [`mover_wins`] checks
//! the mover's wins in the order docs/RULES.md gives (attackers: W3 then W4;
//! defenders: W1 then W2). Repetition (E2) needs the game's history and lives
//! in [`crate::game`]; [`movegen::has_move`] answers E1.

pub mod capture;
pub mod encirclement;
pub mod evidence;
pub mod fort;
pub mod movegen;
pub mod outcome;
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
            if board.king.has(mv.to) && mv.to.is_corner() {
                return Some(Outcome::win(Side::Defenders, Reason::Escape));
            }
            if rules.exit_fort && fort::exit_fort(board) {
                return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
            }
        }
    }
    None
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
