//! Escape (W1) and the escape in one move: the clause, and the two fast
//! detectors the search relies on beside it (`tests/playout_invariants.rs`
//! compares both with brute force over the legal moves at every ply).

use crate::bitboard::{ray, slides, Bitboard};
use crate::board::Board;
use crate::square::{Direction, Square};

/// W1: whether the king that just landed on `to` escaped (a corner).
#[inline]
pub fn escaped(board: &Board, to: Square) -> bool {
    board.king.has(to) && to.is_corner()
}

/// W1 in a set-up position: whether the king already stands on a corner
/// (the final position of an escape).
#[inline]
pub fn on_corner(board: &Board) -> bool {
    (board.king & Bitboard::CORNERS).any()
}

/// Whether the king sees a corner along an empty line: the defenders, when
/// they are to move, win by W1 with their next move.
#[inline]
pub fn king_sees_corner(board: &Board) -> bool {
    let Some(k) = board.king_square() else {
        return false;
    };
    (slides(k, board.occupied()) & Bitboard::CORNERS).any()
}

/// The empty squares between the king and every corner it sees: when the
/// king sees a corner, an attackers' move that stops the escape lands on
/// one of them. Empty when the king sees no corner (and when it stands next
/// to the only corners it sees: nothing can block those).
#[inline]
pub fn escape_lines(board: &Board) -> Bitboard {
    let Some(k) = board.king_square() else {
        return Bitboard::EMPTY;
    };
    let reach = slides(k, board.occupied());
    let mut lines = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let seen = reach & ray(k, dir);
        if (seen & Bitboard::CORNERS).any() {
            lines |= seen & !Bitboard::CORNERS;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sees_corner_and_lines() {
        let b = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             k..........
             ...........
             ...........
             ...........
             .....a.....
             ...........",
        )
        .unwrap();
        assert!(king_sees_corner(&b));
        // a7..a10 towards a11, a2..a5 towards a1: both corners are seen.
        assert_eq!(escape_lines(&b).count(), 8);
        assert!(escape_lines(&b).has("a10".parse().unwrap()));
        assert!(escape_lines(&b).has("a2".parse().unwrap()));
    }
}
