//! Custodial capture (C1), hostile squares (C2) and king capture (K1),
//! with the search's fast detectors beside their clauses: the king capture
//! in one ([`king_capture_square`]) and the squares that close a custodial
//! capture ([`capture_targets`]). `tests/playout_invariants.rs` compares both
//! with brute force over the legal moves at every ply.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::Side;
use crate::rules::{movegen, Ruleset};
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

/// K1's open sides: the king's square and its neighbours that still need
/// an attacker, or `None` when the king cannot be captured (it stands on an
/// edge, or there is no king). A neighbouring throne counts as a closed
/// side: the king is not on the throne whenever the throne neighbours it,
/// so that throne is empty.
#[inline]
fn king_open_sides(board: &Board) -> Option<(Square, Bitboard)> {
    let king = board.king_square()?;
    if king.is_edge() {
        return None;
    }
    let around = Bitboard::from_square(king).neighbours();
    Some((king, around & !(board.attackers | Bitboard::THRONE)))
}

/// Whether the attacker that just landed on `to` captured the king (K1):
/// the king is off the edge, `to` touches it, and each of its four
/// neighbours is an attacker or the empty throne.
#[inline]
pub fn king_captured(board: &Board, to: Square) -> bool {
    let Some((king, open)) = king_open_sides(board) else {
        return false;
    };
    Bitboard::from_square(king).neighbours().has(to) && open.is_empty()
}

/// The square where an attackers' move captures the king at once (K1), if
/// an attacker can reach it: the king's one open side, empty. The attackers'
/// view: it says what the attackers could do if they were to move.
#[inline]
pub fn king_capture_square(board: &Board, rules: &Ruleset) -> Option<Square> {
    let (_, open) = king_open_sides(board)?;
    if open.count() != 1 {
        return None;
    }
    let m = open.first()?;
    if board.occupied().has(m) {
        return None;
    }
    movegen::movers_to(board, rules, Side::Attackers, m)
        .any()
        .then_some(m)
}

/// The empty squares where a piece of `us` landing captures at least one
/// enemy ordinary piece by custodial capture (C1), judged on the board
/// before the move. Restricted squares are left out (only the king may land
/// there), and so are shield walls (C3): [`crate::rules::play`] decides the
/// real captures; this set orders and selects moves for the search.
#[inline]
pub fn capture_targets(board: &Board, us: Side) -> Bitboard {
    let victims = match us {
        Side::Attackers => board.defenders,
        Side::Defenders => board.attackers,
    };
    capture_landings(board, us, victims)
}

/// [`capture_targets`] for the enemy pieces in `victims` only: the empty
/// ordinary squares where a piece of `us` landing captures one of them.
#[inline]
pub fn capture_landings(board: &Board, us: Side, victims: Bitboard) -> Bitboard {
    let anvils = board.side(us) | hostile_to(board, us.opponent());
    let empty = !board.occupied() & !Bitboard::RESTRICTED;
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let back = dir.opposite();
        // Victims whose neighbour in `dir` is an anvil; land on the other side.
        let held = victims & anvils.shift(back);
        out |= held.shift(back) & empty;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::COPENHAGEN;

    fn board(d: &str) -> Board {
        Board::from_diagram(d).unwrap()
    }

    #[test]
    fn capture_in_one() {
        let b = board(
            "...........
             ...........
             ...........
             ...........
             ....a......
             ...aka.....
             ...........
             ...........
             ....a......
             ...........
             ...........",
        );
        let m = king_capture_square(&b, &COPENHAGEN);
        assert_eq!(m, Some("e5".parse().unwrap()));
    }

    #[test]
    fn capture_targets_custodial() {
        let b = board(
            "...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ..ad.......
             ...........",
        );
        let t = capture_targets(&b, Side::Attackers);
        assert!(t.has("e2".parse().unwrap()));
        assert_eq!(t.count(), 1);
    }
}
