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

/// The corners the king could land on with one move (M1, M2: it slides over
/// empty squares; the throne never blocks the king), whoever is to move.
/// Empty without a king.
#[inline]
pub fn corners_in_reach(board: &Board) -> Bitboard {
    let Some(k) = king_on_edge(board) else {
        return Bitboard::EMPTY;
    };
    slides(k, board.occupied()) & Bitboard::CORNERS
}

/// The king's square when it stands on an edge: a corner lies on two
/// edges, so only such a king shares a line with one.
#[inline]
fn king_on_edge(board: &Board) -> Option<Square> {
    if (board.king & Bitboard::EDGE).is_empty() {
        None
    } else {
        board.king_square()
    }
}

/// Whether the king sees a corner along an empty line: the defenders, when
/// they are to move, win by W1 with their next move.
#[inline]
pub fn king_sees_corner(board: &Board) -> bool {
    corners_in_reach(board).any()
}

/// The empty squares between the king and every corner it sees: when the
/// king sees a corner, an attackers' move that stops the escape lands on
/// one of them. Empty when the king sees no corner (and when it stands next
/// to the only corners it sees: nothing can block those).
#[inline]
pub fn escape_lines(board: &Board) -> Bitboard {
    let Some(k) = king_on_edge(board) else {
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

    #[test]
    fn corners_in_reach_of_the_king() {
        let sq = |s: &str| -> Square { s.parse().unwrap() };
        // The king on a6 with an attacker on a3: only a11 is in reach.
        let b = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             k..........
             ...........
             ...........
             a..........
             ...........
             ...........",
        )
        .unwrap();
        let reach = corners_in_reach(&b);
        assert_eq!(reach.count(), 1);
        assert!(reach.has(sq("a11")));
        assert!(king_sees_corner(&b));
        // Next to a corner, along the edge to the other: both corners of the edge.
        let b = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             .k.........",
        )
        .unwrap();
        let reach = corners_in_reach(&b);
        assert_eq!(reach.count(), 2);
        assert!(reach.has(sq("a1")) && reach.has(sq("k1")));
        // The start position: the king on its throne reaches no corner.
        let start = Board::from_diagram(
            "...aaaaa...
             .....a.....
             ...........
             a....d....a
             a...ddd...a
             aa.ddkdd.aa
             a...ddd...a
             a....d....a
             ...........
             .....a.....
             ...aaaaa...",
        )
        .unwrap();
        assert!(corners_in_reach(&start).is_empty());
        assert!(!king_sees_corner(&start));
        // No king: nothing in reach.
        let kingless = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             d..........
             ...........
             ...........
             ...........
             ...........
             ...........",
        )
        .unwrap();
        assert!(corners_in_reach(&kingless).is_empty());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        /// Both answers agree with a walk along the king's four lines from
        /// any square (the edge test that skips the walk included).
        #[test]
        fn reach_and_lines_match_a_walk(king in 0usize..121, a: u128, d: u128, thin: u128) {
            let k = Square::from_index(king).unwrap();
            let king_bb = Bitboard::from_square(k);
            let all = !Bitboard::EMPTY;
            let attackers = Bitboard(a & thin) & all & !king_bb & !Bitboard::CORNERS;
            let defenders = Bitboard(d & !thin & thin.rotate_left(9)) & all & !king_bb & !attackers & !Bitboard::CORNERS;
            let b = Board { attackers, defenders, king: king_bb };
            let occ = b.occupied();
            let (mut reach, mut lines) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for dir in Direction::ALL {
                let mut seen = Bitboard::EMPTY;
                let mut cur = k;
                while let Some(n) = cur.step(dir) {
                    if occ.has(n) {
                        break;
                    }
                    seen.set(n);
                    cur = n;
                }
                if (seen & Bitboard::CORNERS).any() {
                    reach |= seen & Bitboard::CORNERS;
                    lines |= seen & !Bitboard::CORNERS;
                }
            }
            proptest::prop_assert_eq!(corners_in_reach(&b), reach);
            proptest::prop_assert_eq!(king_sees_corner(&b), reach.any());
            proptest::prop_assert_eq!(escape_lines(&b), lines);
        }
    }
}
