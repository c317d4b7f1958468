//! Tafl tactics the search must never get wrong, as cheap bitboard tests:
//! the king's escape lines (W1 in one move), the attackers' king capture in
//! one (K1), and the squares where a move captures (C1).
//!
//! These are *detectors*, not rules: the rules in [`crate::rules`] stay the
//! only judge of what a move does. The search uses them to return a win or
//! loss at once, to keep only the moves that block an escape, and to order
//! and select moves for quiescence.

use crate::bitboard::{ray, slides, Bitboard};
use crate::board::Board;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::{capture, Ruleset};
use crate::square::{Direction, Square};

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

/// The squares from which a king would see corner `c` along an empty line,
/// one set per corner (a1, k1, a11, k11).
#[inline]
pub fn corner_lines(board: &Board) -> [Bitboard; 4] {
    let empty = !board.occupied();
    Square::CORNERS.map(|c| rook_fill(Bitboard::from_square(c), empty))
}

/// Whether the king sees a corner: on an edge with an empty line to it, so
/// the defenders, if to move, escape at once (W1).
#[inline]
pub fn king_sees_corner(board: &Board) -> bool {
    let Some(k) = board.king_square() else {
        return false;
    };
    (slides(k, board.occupied()) & Bitboard::CORNERS).any()
}

/// The empty squares between the king and every corner it sees: an
/// attacker's move must land on one of them to stop the escape. Empty when
/// the king sees no corner.
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

/// Number of distinct corners the king sees.
#[inline]
pub fn corners_seen(board: &Board) -> u32 {
    match board.king_square() {
        Some(k) => (slides(k, board.occupied()) & Bitboard::CORNERS).count(),
        None => 0,
    }
}

/// The square where an attacker's move captures the king at once (K1), if
/// one exists and an attacker can reach it. Only the attackers' view: call
/// it when the attackers are to move.
#[inline]
pub fn king_capture_square(board: &Board, rules: &Ruleset) -> Option<Square> {
    let k = board.king_square()?;
    if k.is_edge() {
        return None;
    }
    let around = Bitboard::from_square(k).neighbours();
    // A neighbouring throne is empty (the king is not on it) and counts as
    // a fourth side; the king on the throne has no throne neighbour.
    let missing = around & !(board.attackers | Bitboard::THRONE);
    if missing.count() != 1 {
        return None;
    }
    let m = missing.first()?;
    if board.occupied().has(m) {
        return None;
    }
    // Slides from `m` find the attackers that can land there; where the
    // throne blocks ordinary pieces it is a wall for this look-up too.
    let mut blockers = board.occupied();
    if rules.throne_blocks {
        blockers |= Bitboard::THRONE;
    }
    // `slides` stops before a blocker, so an attacker that can land on `m`
    // is a square one step beyond the slide along its ray.
    let reach = slides(m, blockers) | Bitboard::from_square(m);
    Direction::ALL
        .into_iter()
        .any(|dir| (reach.shift(dir) & ray(m, dir) & board.attackers).any())
        .then_some(m)
}

/// The empty squares where a piece of `us` landing would capture at least
/// one enemy ordinary piece by custodial capture (C1), judged on the board
/// before the move. Shield walls (C3) are not included, and a king leaving
/// the throne can change the throne's hostility: the rules decide the real
/// captures; this set orders and selects moves.
#[inline]
pub fn capture_targets(board: &Board, us: Side) -> Bitboard {
    let victims = match us {
        Side::Attackers => board.defenders,
        Side::Defenders => board.attackers,
    };
    let anvils = board.side(us) | capture::hostile_to(board, us.opponent());
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

/// Whether the defenders, to move in `pos`, have a king move that lands on
/// a square from which it sees a corner (an escape threat), and the squares
/// where such moves land.
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
    use crate::rules::COPENHAGEN;

    fn board(d: &str) -> Board {
        Board::from_diagram(d).unwrap()
    }

    #[test]
    fn sees_corner_and_lines() {
        let b = board(
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
        );
        assert!(king_sees_corner(&b));
        assert_eq!(corners_seen(&b), 2);
        assert_eq!(escape_lines(&b).count(), 8);
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
