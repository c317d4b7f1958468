//! The king's escape threats one move ahead, as cheap bitboard tests: the
//! squares where a king move makes an escape threat, and the squares where
//! an attacker stops every such threat. The search orders moves and
//! extends quiescence with them; they are heuristics of the search, not
//! rules facts. The facts it needs at once (an escape or a king capture in
//! one, the squares that close a custodial capture) are rules detectors,
//! beside their clauses in [`crate::rules::escape`] and
//! [`crate::rules::capture`].

use crate::bitboard::{ray, slides, Bitboard};
use crate::position::Position;
use crate::square::Direction;

/// The squares reachable in one rook move from any square of `from`, over
/// the squares of `empty` (the start squares themselves are not included
/// unless reachable from another start square).
///
/// All sources at once, each direction in four doubling steps (a
/// Kogge-Stone fill: after the steps of 1, 2, 4 and 8 squares every run of
/// up to 15 is covered, and a line has 10), so the cost does not depend on
/// how far the lines run. The evaluation calls it for whole armies.
#[inline]
pub fn rook_fill(from: Bitboard, empty: Bitboard) -> Bitboard {
    let g = from.0 & Bitboard::ALL.0;
    let e = empty.0 & Bitboard::ALL.0;
    // A step east must not wrap from file k onto the next rank's file a,
    // nor a step west from file a onto the rank below's file k.
    let east = e & !Bitboard::FILE_A.0;
    let west = e & !Bitboard::FILE_K.0;
    Bitboard(
        (fill_up::<11>(g, e) << 11 & e)
            | (fill_down::<11>(g, e) >> 11 & e)
            | (fill_up::<1>(g, east) << 1 & east)
            | (fill_down::<1>(g, west) >> 1 & west),
    )
}

/// `g` and every square reached from it through `p` by steps of `S` bits
/// upwards (north: 11, east: 1); a constant, so every shift is one.
#[inline]
fn fill_up<const S: u32>(mut g: u128, mut p: u128) -> u128 {
    g |= p & g << S;
    p &= p << S;
    g |= p & g << (2 * S);
    p &= p << (2 * S);
    g |= p & g << (4 * S);
    p &= p << (4 * S);
    g | p & g << (8 * S)
}

/// [`fill_up`] downwards (south: 11, west: 1).
#[inline]
fn fill_down<const S: u32>(mut g: u128, mut p: u128) -> u128 {
    g |= p & g >> S;
    p &= p >> S;
    g |= p & g >> (2 * S);
    p &= p >> (2 * S);
    g |= p & g >> (4 * S);
    p &= p >> (4 * S);
    g | p & g >> (8 * S)
}

/// The squares where a king move of the defenders, to move in `pos`,
/// lands seeing a corner (an escape threat). Judged on the board before
/// the move: a line the king's landing opens by capturing is not seen
/// (such a capture only adds threats, so every square here is one).
#[inline]
pub fn king_threat_squares(pos: &Position) -> Bitboard {
    let board = pos.board();
    let Some(k) = board.king_square() else {
        return Bitboard::EMPTY;
    };
    let occ = board.occupied();
    let empty = !occ;
    let reach = slides(k, occ) & !Bitboard::CORNERS;
    // The king's own square is empty once it moves.
    let lines = rook_fill(Bitboard::CORNERS, empty | Bitboard::from_square(k));
    reach & lines
}

/// The empty squares where an attacker stops every escape threat the king
/// could make with its next move: the threat squares themselves and the
/// lines from each to the corners it would see. Attackers' moves onto them
/// are never reduced or pruned.
#[inline]
pub fn route_blocks(pos: &Position) -> Bitboard {
    let threat_sq = king_threat_squares(pos);
    if threat_sq.is_empty() {
        return Bitboard::EMPTY;
    }
    let board = pos.board();
    let mut occ = board.occupied();
    if let Some(k) = board.king_square() {
        occ.clear(k);
    }
    let mut out = threat_sq;
    for t in threat_sq {
        let reach = slides(t, occ);
        for dir in Direction::ALL {
            let seen = reach & ray(t, dir);
            if (seen & Bitboard::CORNERS).any() {
                out |= seen & !Bitboard::CORNERS;
            }
        }
    }
    out & !board.occupied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::piece::Side;

    /// The fill one step at a time, as the rule reads: the reference the
    /// doubling fill must equal.
    fn rook_fill_by_steps(from: Bitboard, empty: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for dir in Direction::ALL {
            let mut t = from.shift(dir) & empty;
            while t.any() {
                out |= t;
                t = t.shift(dir) & empty;
            }
        }
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4000))]
        #[test]
        fn rook_fill_equals_the_step_by_step_fill(
            from_lo: u64, from_hi: u64, empty_lo: u64, empty_hi: u64, sparse: u8,
        ) {
            let mut from = u128::from(from_lo) | u128::from(from_hi) << 64;
            // Few sources as often as many: whole armies and single corners.
            if sparse % 2 == 0 {
                from &= from.wrapping_sub(1) & u128::from(from_lo).rotate_left(u32::from(sparse));
            }
            let empty = u128::from(empty_lo) | u128::from(empty_hi) << 64;
            // Boards with free lines as well as crowded ones.
            let empty = if sparse % 3 == 0 { empty | empty >> 1 | empty << 7 } else { empty };
            let (from, empty) = (Bitboard(from) & Bitboard::ALL, Bitboard(empty) & Bitboard::ALL);
            proptest::prop_assert_eq!(rook_fill(from, empty), rook_fill_by_steps(from, empty));
        }
    }

    #[test]
    fn rook_fill_of_lone_pieces_and_corners() {
        let sq = |s: &str| Bitboard::from_square(s.parse().unwrap());
        let all = Bitboard::ALL;
        // A piece on an empty board reaches its rank and file.
        assert_eq!(rook_fill(sq("a1"), all).count(), 20);
        assert_eq!(rook_fill(sq("f6"), all & !sq("f6")).count(), 20);
        // No wrap: k1 east is off the board, a2 west too.
        assert!(!rook_fill(sq("k1"), all).has("a2".parse().unwrap()));
        assert!(!rook_fill(sq("a2"), all).has("k1".parse().unwrap()));
        // A blocker stops the line before it.
        let fill = rook_fill(sq("a1"), all & !sq("a5"));
        assert!(fill.has("a4".parse().unwrap()) && !fill.has("a5".parse().unwrap()));
        assert!(!fill.has("a6".parse().unwrap()));
        for from in [Bitboard::CORNERS, sq("c7") | sq("j2"), Bitboard::EDGE] {
            assert_eq!(
                rook_fill(from, all & !from),
                rook_fill_by_steps(from, all & !from)
            );
        }
    }

    #[test]
    fn threat_squares_and_their_blocks() {
        let board = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             ..k........
             ...........
             ...........
             ...........
             .....a.....
             ...........",
        )
        .unwrap();
        let pos = Position::new(board, Side::Defenders).unwrap();
        let sq = |s: &str| s.parse().unwrap();
        // From c6 the king reaches the edge at c1, c11, a6 (seeing a1 and
        // a11 from each), and k6; nothing blocks a line from c1 or c11.
        let threats = king_threat_squares(&pos);
        for s in ["c1", "c11", "a6", "k6"] {
            assert!(threats.has(sq(s)), "{s}");
        }
        assert!(!threats.has(sq("c5")));
        // Blocking c1 alone leaves the others: every threat square is a block.
        let blocks = route_blocks(&pos);
        assert!((threats & !blocks).is_empty());
        assert!(blocks.has(sq("b1")) && blocks.has(sq("j11")));
    }
}
