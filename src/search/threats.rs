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
#[inline]
pub fn rook_fill(from: Bitboard, empty: Bitboard) -> Bitboard {
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
