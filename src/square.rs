//! Squares of the 11x11 board and the four orthogonal directions.

use std::fmt;
use std::str::FromStr;

/// Number of files and ranks on the board.
pub const SIZE: u8 = 11;

/// One of the 121 squares, `a1` = 0, `b1` = 1, ..., `k11` = 120.
///
/// The index is `(rank - 1) * 11 + file`, files `a`..`k` numbered 0..10.
///
/// # Examples
///
/// ```
/// use hnef::Square;
/// let sq: Square = "f6".parse().unwrap();
/// assert_eq!(sq, Square::THRONE);
/// assert_eq!(sq.to_string(), "f6");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// The four orthogonal directions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards rank 11.
    North,
    /// Towards file k.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Direction {
    /// All four directions, in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// File and rank deltas of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }
}

/// Why a square name was rejected.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a square (expected a file a-k and a rank 1-11, e.g. f6)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl Square {
    /// Number of squares.
    pub const COUNT: usize = 121;
    /// The throne, f6.
    pub const THRONE: Square = Square(60);
    /// The four corners a1, k1, a11, k11.
    pub const CORNERS: [Square; 4] = [Square(0), Square(10), Square(110), Square(120)];

    /// The square at `file` (0..=10) and `rank` (0..=10), if on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }

    /// The square with this index (0..=120), if any.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with this index, which the caller guarantees is below 121.
    ///
    /// # Panics
    ///
    /// In debug builds, when `index >= 121`.
    #[inline]
    pub const fn from_index_unchecked(index: u32) -> Square {
        debug_assert!(index < 121);
        Square(index as u8)
    }

    /// The index 0..=120.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file 0..=10 (`a` = 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// The rank 0..=10 (rank 1 = 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// Whether this is one of the four corners.
    pub const fn is_corner(self) -> bool {
        matches!(self.0, 0 | 10 | 110 | 120)
    }

    /// Whether this is the throne.
    pub const fn is_throne(self) -> bool {
        self.0 == 60
    }

    /// Whether only the king may stop here (throne or corner).
    pub const fn is_restricted(self) -> bool {
        self.is_corner() || self.is_throne()
    }

    /// Whether this square lies on one of the four edges (corners included).
    pub const fn is_edge(self) -> bool {
        let (f, r) = (self.file(), self.rank());
        f == 0 || r == 0 || f == SIZE - 1 || r == SIZE - 1
    }

    /// The neighbour one step away in `dir`, if on the board.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// All squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..121u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `a1`..`k11`; upper-case files are accepted.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        let bytes = s.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return Err(err());
        }
        let file = bytes[0].to_ascii_lowercase();
        if !(b'a'..=b'k').contains(&file) {
            return Err(err());
        }
        let digits = &s[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if !(1..=SIZE).contains(&rank) {
            return Err(err());
        }
        Square::new(file - b'a', rank - 1).ok_or_else(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            let s = sq.to_string();
            assert_eq!(s.parse::<Square>().unwrap(), sq);
            assert_eq!(s.to_uppercase().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn rejects_bad_names() {
        for bad in [
            "", "a", "a0", "a12", "l1", "aa", "a01", "1a", "a1 ", "k111", "é1",
        ] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn special_squares() {
        assert_eq!("f6".parse::<Square>().unwrap(), Square::THRONE);
        let corners: Vec<String> = Square::CORNERS
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        assert_eq!(corners, ["a1", "k1", "a11", "k11"]);
        assert_eq!(Square::all().filter(|s| s.is_restricted()).count(), 5);
        assert_eq!(Square::all().filter(|s| s.is_edge()).count(), 40);
    }
}
