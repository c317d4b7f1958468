//! Moves and fixed-capacity move lists.

use crate::square::Square;
use std::fmt;

/// A move: a piece slides from `from` to `to` along a rank or file.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Where the piece starts.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
}

impl Move {
    /// A move from `from` to `to` (not checked for legality).
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// A compact 16-bit code (`from * 128 + to`), stable across platforms.
    #[inline]
    pub const fn code(self) -> u16 {
        (self.from.index() as u16) << 7 | self.to.index() as u16
    }

    /// The move with this code, if both squares are on the board.
    pub fn from_code(code: u16) -> Option<Move> {
        let from = Square::from_index((code >> 7) as usize)?;
        let to = Square::from_index((code & 127) as usize)?;
        Some(Move { from, to })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Capacity of a [`MoveList`]. Each empty square can be reached from at most
/// four directions, so no position has more than 4 * 121 moves.
pub const MAX_MOVES: usize = 484;

/// A list of moves on the stack (no allocation in search or playouts).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::THRONE, Square::THRONE); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        debug_assert!(self.len < MAX_MOVES);
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no move.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice (for ordering).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}
