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
    let mut captured = Bitboard::EMPTY;
    for_each_wall(board, mover, s, |wall| captured |= wall.run);
    captured & !board.king
}

/// One shield wall closed by a move (C3), square by square, for a board to
/// show: the enemy run it takes (the king included when he stands in it;
/// he stays), the two brackets (the mover's square and the far one, a
/// corner or a piece of the mover) and the mover's pieces in front of the
/// run.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Wall {
    /// The enemy pieces of the run, king included.
    pub run: Bitboard,
    /// The mover's landing square and the square past the run's far end.
    pub brackets: Bitboard,
    /// The mover's pieces one step inward from each piece of the run.
    pub front: Bitboard,
}

/// Every shield wall the piece of `mover` that just landed on `s` closes
/// (C3), in the order of [`shield_wall`]'s walk; empty when it closes none.
pub fn walls(board: &Board, mover: Side, s: Square) -> Vec<Wall> {
    let mut out = Vec::new();
    for_each_wall(board, mover, s, |wall| out.push(wall));
    out
}

/// The one walk of C3: calls `found` with each run that the piece landed on
/// `s` captures as a bracket.
fn for_each_wall(board: &Board, mover: Side, s: Square, mut found: impl FnMut(Wall)) {
    if !s.is_edge() {
        return;
    }
    let own = board.side(mover);
    let enemy = board.side(mover.opponent());
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
            let Some(far) = cur.filter(|&far| own.has(far) || far.is_corner()) else {
                continue;
            };
            let mut front = Bitboard::EMPTY;
            let fronted = run.iter().all(|sq| {
                sq.step(inward).is_some_and(|f| {
                    front.set(f);
                    own.has(f)
                })
            });
            if fronted {
                found(Wall {
                    run,
                    brackets: Bitboard::from_square(s) | Bitboard::from_square(far),
                    front,
                });
            }
        }
    }
}
