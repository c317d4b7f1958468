//! The exit fort (W2): a static test, never a search result.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::square::Direction;

/// Whether the defenders have an exit fort on `board` (W2).
///
/// 1. The king stands on an edge square that is not a corner.
/// 2. `I`, the empty squares orthogonally connected to the king (the king's
///    square included), gives the king at least one empty neighbour.
/// 3. No square of `I` touches an attacker.
/// 4. `W`, the largest set of defenders (king included) each of which, on
///    both axes, has a neighbour off the board, on a non-hostile square of
///    `I`, or in `W`, contains every defender that touches `I`.
pub fn exit_fort(board: &Board) -> bool {
    fort_inside(board).is_some()
}

/// The pieces of a standing exit fort (W2), for a board to show: the king
/// and every defender around the fort's inside `I`, orthogonally or
/// diagonally (the diagonal ones close the wall's corners); `None` when
/// there is no fort.
pub fn fort_pieces(board: &Board) -> Option<Bitboard> {
    let inside = fort_inside(board)?;
    let row = inside | inside.shift(Direction::East) | inside.shift(Direction::West);
    let around = row | row.shift(Direction::North) | row.shift(Direction::South);
    Some(board.king | (around & board.defenders))
}

/// The fort's inside `I` when the defenders have an exit fort, else `None`.
fn fort_inside(board: &Board) -> Option<Bitboard> {
    let king = board.king_square()?;
    if !king.is_edge() || king.is_corner() {
        return None;
    }
    let empty = !board.occupied();
    let king_bb = board.king;
    if (king_bb.neighbours() & empty).is_empty() {
        return None;
    }
    let inside = Bitboard::flood(king_bb, empty);
    if (inside.neighbours() & board.attackers).any() {
        return None;
    }
    // Empty throne and empty corners are hostile and support nothing.
    let safe_inside = inside & !(Bitboard::RESTRICTED & empty);
    let defenders = board.defenders | board.king;
    let mut wall = defenders;
    loop {
        let support = safe_inside | wall;
        let horizontal = Bitboard::FILE_A
            | Bitboard::FILE_K
            | support.shift(Direction::East)
            | support.shift(Direction::West);
        let vertical = Bitboard::RANK_1
            | Bitboard::RANK_11
            | support.shift(Direction::North)
            | support.shift(Direction::South);
        let next = wall & horizontal & vertical;
        if next == wall {
            break;
        }
        wall = next;
    }
    let touching = defenders & inside.neighbours();
    (touching & !wall).is_empty().then_some(inside)
}
