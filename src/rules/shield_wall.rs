//! Shield-wall capture along the edges (C3).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::Side;
use crate::square::{Direction, Square};

/// The edges through `s` (two at a corner, one elsewhere on the rim): for
/// each, the two directions along it and the direction towards the interior.
fn edges_through(s: Square) -> impl Iterator<Item = ([Direction; 2], Direction)> {
    const ALONG_RANK: [Direction; 2] = [Direction::East, Direction::West];
    const ALONG_FILE: [Direction; 2] = [Direction::North, Direction::South];
    [
        (s.rank() == 0).then_some((ALONG_RANK, Direction::North)),
        (s.rank() == 10).then_some((ALONG_RANK, Direction::South)),
        (s.file() == 0).then_some((ALONG_FILE, Direction::East)),
        (s.file() == 10).then_some((ALONG_FILE, Direction::West)),
    ]
    .into_iter()
    .flatten()
}

/// The ordinary enemy pieces captured by a shield wall that the piece of
/// `mover`, just landed on `s`, closes as a bracket (C3). The king of a
/// captured run stays (it is never returned here). The board is the one
/// after the move.
pub fn shield_wall(board: &Board, mover: Side, s: Square) -> Bitboard {
    if !s.is_edge() {
        return Bitboard::EMPTY;
    }
    let own = board.side(mover);
    let enemy = board.side(mover.opponent());
    let mut captured = Bitboard::EMPTY;
    for (along, inward) in edges_through(s) {
        for dir in along {
            let mut run = Bitboard::EMPTY;
            let mut len = 0;
            let mut cur = s.step(dir);
            while let Some(sq) = cur {
                if !enemy.has(sq) {
                    break;
                }
                run.set(sq);
                len += 1;
                cur = sq.step(dir);
            }
            if len < 2 {
                continue;
            }
            // `cur` is the square past the far end.
            let bracketed = match cur {
                Some(far) => own.has(far) || far.is_corner(),
                None => false,
            };
            if !bracketed {
                continue;
            }
            let fronted = run
                .iter()
                .all(|sq| sq.step(inward).is_some_and(|f| own.has(f)));
            if fronted {
                captured |= run;
            }
        }
    }
    captured & !board.king
}
