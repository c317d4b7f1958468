//! Custodial capture (C1), hostile squares (C2) and king capture (K1).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::Side;
use crate::square::{Direction, Square};

/// The squares hostile to ordinary pieces of `victim` (C2): empty corners
/// for both sides; the throne always for attackers, and for defenders only
/// while it is empty.
///
/// Both rulesets agree here: classic's "empty throne hostile to both, not to
/// defenders while the king is on it" gives the same captures, because the
/// king on the throne is itself an armed defender.
#[inline]
pub fn hostile_to(board: &Board, victim: Side) -> Bitboard {
    let empty = !board.occupied();
    match victim {
        Side::Attackers => (Bitboard::CORNERS & empty) | Bitboard::THRONE,
        Side::Defenders => Bitboard::RESTRICTED & empty,
    }
}

/// The ordinary enemy pieces captured by custodial capture when the piece of
/// `mover` has just landed on `to` (C1). The board is the one after the move.
#[inline]
pub fn custodial(board: &Board, mover: Side, to: Square) -> Bitboard {
    let victims = match mover {
        Side::Attackers => board.defenders,
        Side::Defenders => board.attackers,
    };
    let anvils = board.side(mover) | hostile_to(board, mover.opponent());
    let origin = Bitboard::from_square(to);
    let mut captured = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let n = origin.shift(dir) & victims;
        if n.any() && (n.shift(dir) & anvils).any() {
            captured |= n;
        }
    }
    captured
}

/// Whether the attacker that just landed on `to` captured the king (K1):
/// the king is off the edge, `to` touches it, and each of its four
/// neighbours is an attacker or the empty throne.
#[inline]
pub fn king_captured(board: &Board, to: Square) -> bool {
    let Some(king) = board.king_square() else {
        return false;
    };
    if king.is_edge() {
        return false;
    }
    let around = Bitboard::from_square(king).neighbours();
    if !around.has(to) {
        return false;
    }
    // The king is not on the throne here whenever the throne neighbours it,
    // so a neighbouring throne is empty.
    let walls = board.attackers | Bitboard::THRONE;
    (around & !walls).is_empty()
}
