//! Encirclement (W4).

use crate::bitboard::Bitboard;
use crate::board::Board;

/// Whether the attackers have encircled the king and every defender (W4):
/// the flood fill from the king over squares without an attacker reaches no
/// edge square and holds every remaining defender.
pub fn encircled(board: &Board) -> bool {
    enclosure(board).is_some()
}

/// The attackers that close an encirclement (W4) on `board`: those next to
/// the enclosed region; `None` when there is no encirclement.
pub fn ring(board: &Board) -> Option<Bitboard> {
    enclosure(board).map(|fill| fill.neighbours() & board.attackers)
}

/// The region of W4 (the flood fill from the king over squares without an
/// attacker) when it is an encirclement, else `None`.
fn enclosure(board: &Board) -> Option<Bitboard> {
    if board.king.is_empty() {
        return None;
    }
    let open = !board.attackers;
    let mut fill = board.king;
    loop {
        if (fill & Bitboard::EDGE).any() {
            return None;
        }
        let next = fill | (fill.neighbours() & open);
        if next == fill {
            break;
        }
        fill = next;
    }
    (board.defenders & !fill).is_empty().then_some(fill)
}
