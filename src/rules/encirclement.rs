//! Encirclement (W4).

use crate::bitboard::Bitboard;
use crate::board::Board;

/// Whether the attackers have encircled the king and every defender (W4):
/// the flood fill from the king over squares without an attacker reaches no
/// edge square and holds every remaining defender.
pub fn encircled(board: &Board) -> bool {
    if board.king.is_empty() {
        return false;
    }
    let open = !board.attackers;
    let mut fill = board.king;
    loop {
        if (fill & Bitboard::EDGE).any() {
            return false;
        }
        let next = fill | (fill.neighbours() & open);
        if next == fill {
            break;
        }
        fill = next;
    }
    (board.defenders & !fill).is_empty()
}
