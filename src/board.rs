//! Piece placement: where the attackers, defenders and king stand.

use crate::bitboard::Bitboard;
use crate::piece::{Piece, Side};
use crate::square::Square;
use std::fmt;
use std::fmt::Write as _;

/// The pieces on the board, one set per kind. The sets are disjoint.
///
/// The king stays on the board after it is captured (the game has ended
/// then, and the picture of the capture is worth keeping).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    /// Squares holding an attacker.
    pub attackers: Bitboard,
    /// Squares holding an ordinary defender (not the king).
    pub defenders: Bitboard,
    /// The king's square (one bit).
    pub king: Bitboard,
}

/// The start position, rank 11 first.
const START: [&str; 11] = [
    "...aaaaa...",
    ".....a.....",
    "...........",
    "a....d....a",
    "a...ddd...a",
    "aa.ddkdd.aa",
    "a...ddd...a",
    "a....d....a",
    "...........",
    ".....a.....",
    "...aaaaa...",
];

/// [`START`] read at compile time (a test checks it against
/// [`Board::from_diagram`]), so the start position costs no parsing, and
/// the package's wasm carries no diagram reader. Squares come from
/// [`Square::new`], so the layout has one home; its `panic!` could only
/// stop the build.
const START_BOARD: Board = {
    let mut board = Board::EMPTY;
    let mut row = 0;
    while row < 11 {
        let cells = START[row].as_bytes();
        let mut file = 0;
        while file < 11 {
            let Some(sq) = Square::new(file as u8, 10 - row as u8) else {
                panic!("the start diagram is 11 by 11");
            };
            let bit = Bitboard::from_square(sq).0;
            match cells[file] {
                b'a' => board.attackers.0 |= bit,
                b'd' => board.defenders.0 |= bit,
                b'k' => board.king.0 |= bit,
                _ => {}
            }
            file += 1;
        }
        row += 1;
    }
    board
};

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board {
        attackers: Bitboard::EMPTY,
        defenders: Bitboard::EMPTY,
        king: Bitboard::EMPTY,
    };

    /// The Copenhagen start position: 24 attackers, 12 defenders, the king on
    /// the throne.
    pub fn start() -> Board {
        START_BOARD
    }

    /// Reads a diagram: 11 rows of 11 cells, rank 11 first; `a` attacker,
    /// `d` defender, `k` king, `.` empty. Spaces are ignored, and so is a
    /// leading rank number and a trailing file-letter line, so the diagrams
    /// drawn in tests and docs can be pasted as they are.
    ///
    /// # Errors
    ///
    /// A message when the diagram does not have 11 rows of 11 cells.
    ///
    /// # Panics
    ///
    /// Never: the rows and cells are counted (11 each) before any square
    /// is made.
    pub fn from_diagram(text: &str) -> Result<Board, String> {
        let mut rows = Vec::new();
        for line in text.lines() {
            let cells: String = line
                .trim_start()
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            if cells.is_empty() || cells == "abcdefghijk" {
                continue;
            }
            rows.push(cells);
        }
        if rows.len() != 11 {
            return Err(format!("a diagram needs 11 rows, found {}", rows.len()));
        }
        let mut board = Board::EMPTY;
        for (i, row) in rows.iter().enumerate() {
            let rank = 10 - i as u8;
            if row.chars().count() != 11 {
                return Err(format!(
                    "row {} has {} cells, not 11",
                    rank + 1,
                    row.chars().count()
                ));
            }
            for (file, c) in row.chars().enumerate() {
                let sq = Square::new(file as u8, rank).expect("in range");
                match c {
                    '.' => {}
                    'a' | 'A' => board.attackers.set(sq),
                    'd' | 'D' => board.defenders.set(sq),
                    'k' | 'K' => board.king.set(sq),
                    _ => return Err(format!("unknown cell '{c}' at {sq}")),
                }
            }
        }
        Ok(board)
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.attackers | self.defenders | self.king
    }

    /// The pieces of `side` (the king counts for the defenders).
    #[inline]
    pub fn side(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders | self.king,
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.has(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.has(sq) {
            Some(Piece::Defender)
        } else if self.king.has(sq) {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The king's square, if the king is on the board.
    #[inline]
    pub fn king_square(&self) -> Option<Square> {
        self.king.first()
    }

    /// The set holding pieces of kind `piece`.
    #[inline]
    pub fn set_of_mut(&mut self, piece: Piece) -> &mut Bitboard {
        match piece {
            Piece::Attacker => &mut self.attackers,
            Piece::Defender => &mut self.defenders,
            Piece::King => &mut self.king,
        }
    }

    /// An 11-line diagram, rank 11 first, with rank numbers and file letters.
    ///
    /// # Panics
    ///
    /// Never: it walks the 11x11 squares only.
    pub fn diagram(&self) -> String {
        let mut s = String::new();
        for rank in (0..11u8).rev() {
            let _ = write!(s, "{:>2} ", rank + 1);
            for file in 0..11u8 {
                let sq = Square::new(file, rank).expect("in range");
                s.push(' ');
                s.push(self.piece_at(sq).map_or('.', super::piece::Piece::letter));
            }
            s.push('\n');
        }
        s.push_str("    a b c d e f g h i j k\n");
        s
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagram())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_board_read_at_compile_time_is_the_start_diagram() {
        let read = Board::from_diagram(&START.join("\n")).unwrap();
        assert_eq!(Board::start(), read);
        assert_eq!(read.attackers.count(), 24);
        assert_eq!(read.defenders.count(), 12);
        assert_eq!(
            read.king_square().map(|s| s.to_string()).as_deref(),
            Some("f6")
        );
    }
}
