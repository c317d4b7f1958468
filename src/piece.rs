//! Sides and pieces.

use std::fmt;

/// One of the two sides. The attackers move first.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// The 24 attackers (dark red), who hunt the king.
    Attackers,
    /// The 12 defenders and the king (light blue).
    Defenders,
}

impl Side {
    /// The other side.
    #[inline]
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// `"attackers"` or `"defenders"`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }

    /// The letter used in position text: `a` or `d`.
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }

    /// Parses `"attackers"`/`"defenders"` (also `a`/`d`, any case).
    pub fn from_name(s: &str) -> Option<Side> {
        match s.to_ascii_lowercase().as_str() {
            "attackers" | "attacker" | "a" => Some(Side::Attackers),
            "defenders" | "defender" | "d" => Some(Side::Defenders),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece on the board.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// An attacker.
    Attacker,
    /// An ordinary defender.
    Defender,
    /// The king (a defender, armed).
    King,
}

impl Piece {
    /// The side the piece plays for.
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    /// The letter used in position text: `a`, `d` or `k`.
    pub const fn letter(self) -> char {
        match self {
            Piece::Attacker => 'a',
            Piece::Defender => 'd',
            Piece::King => 'k',
        }
    }

    /// 0, 1, 2 for attacker, defender, king (table index).
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Piece::Attacker => 0,
            Piece::Defender => 1,
            Piece::King => 2,
        }
    }
}
