//! A set of squares as the low 121 bits of a `u128`, and the precomputed
//! tables the move generator and the rules use.

use crate::square::{Direction, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares; bit `i` is the square with index `i`.
///
/// Only the low 121 bits are ever set: every constructor and operator keeps
/// the high bits clear (`Not` masks them).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u128);

const ALL_BITS: u128 = (1u128 << 121) - 1;

/// The set of one square, by index: a table, because WebAssembly has no
/// 128-bit shift. There `1 << i` (and `x >> i & 1`, which the compiler
/// makes of a test against `1 << i`) is a call (`__ashlti3`, `__lshrti3`)
/// on the search's hottest paths; a load is not.
const SINGLE: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1u128 << i;
        i += 1;
    }
    t
};

/// `1 << i` for a square index `i` (see [`SINGLE`]).
#[inline]
const fn single(i: usize) -> u128 {
    SINGLE[i]
}

const fn file_mask(file: u8) -> u128 {
    let mut m = 0u128;
    let mut r = 0;
    while r < 11 {
        m |= 1u128 << (r * 11 + file as usize);
        r += 1;
    }
    m
}

const fn rank_mask(rank: u8) -> u128 {
    ((1u128 << 11) - 1) << (rank as usize * 11)
}

impl Bitboard {
    /// The squares of `sq`'s file and of its rank.
    #[inline]
    pub fn lines_of(sq: Square) -> (Bitboard, Bitboard) {
        (
            Bitboard(file_mask(0) << sq.file()),
            Bitboard(rank_mask(0) << (11 * sq.rank())),
        )
    }

    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 121 squares.
    pub const ALL: Bitboard = Bitboard(ALL_BITS);
    /// File a.
    pub const FILE_A: Bitboard = Bitboard(file_mask(0));
    /// File k.
    pub const FILE_K: Bitboard = Bitboard(file_mask(10));
    /// Rank 1.
    pub const RANK_1: Bitboard = Bitboard(rank_mask(0));
    /// Rank 11.
    pub const RANK_11: Bitboard = Bitboard(rank_mask(10));
    /// The 40 edge squares, corners included.
    pub const EDGE: Bitboard =
        Bitboard(file_mask(0) | file_mask(10) | rank_mask(0) | rank_mask(10));
    /// The four corners.
    pub const CORNERS: Bitboard = Bitboard(1 | 1 << 10 | 1 << 110 | 1 << 120);
    /// The throne.
    pub const THRONE: Bitboard = Bitboard(1 << 60);
    /// Throne and corners: only the king may stop there.
    pub const RESTRICTED: Bitboard = Bitboard(Self::CORNERS.0 | Self::THRONE.0);

    /// The set holding just `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(single(sq.index()))
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn has(self, sq: Square) -> bool {
        self.0 & single(sq.index()) != 0
    }

    /// Adds `sq`.
    #[inline]
    pub fn set(&mut self, sq: Square) {
        self.0 |= single(sq.index());
    }

    /// Removes `sq`.
    #[inline]
    pub fn clear(&mut self, sq: Square) {
        self.0 &= !single(sq.index());
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set is not empty.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros()))
        }
    }

    /// The highest square, if any.
    #[inline]
    pub fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.ilog2()))
        }
    }

    /// The set shifted one step in `dir`; squares pushed off the board vanish.
    #[inline]
    #[must_use]
    pub const fn shift(self, dir: Direction) -> Bitboard {
        Bitboard(match dir {
            Direction::North => (self.0 << 11) & ALL_BITS,
            Direction::South => self.0 >> 11,
            Direction::East => (self.0 & !file_mask(10)) << 1,
            Direction::West => (self.0 & !file_mask(0)) >> 1,
        })
    }

    /// The set plus every orthogonal neighbour of its squares.
    #[inline]
    #[must_use]
    pub const fn dilate(self) -> Bitboard {
        Bitboard(
            self.0
                | self.shift(Direction::North).0
                | self.shift(Direction::South).0
                | self.shift(Direction::East).0
                | self.shift(Direction::West).0,
        )
    }

    /// Every orthogonal neighbour of the set's squares (the set itself only
    /// where one of its squares neighbours another).
    #[inline]
    #[must_use]
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(
            self.shift(Direction::North).0
                | self.shift(Direction::South).0
                | self.shift(Direction::East).0
                | self.shift(Direction::West).0,
        )
    }

    /// Flood fill: the squares of `within` connected orthogonally to `seed`
    /// (the seed squares are kept even when they are not in `within`).
    #[inline]
    pub fn flood(seed: Bitboard, within: Bitboard) -> Bitboard {
        Bitboard::flood_until(seed, within, |_| false)
    }

    /// [`Bitboard::flood`] stopped early: the fill grows until it is
    /// complete or `enough` holds for it. For a caller that needs only a
    /// property that cannot change once it holds (say, "touches the edge
    /// and has at least 60 squares"), the answer is the full flood's.
    #[inline]
    pub fn flood_until(
        seed: Bitboard,
        within: Bitboard,
        enough: impl Fn(Bitboard) -> bool,
    ) -> Bitboard {
        let mut fill = seed;
        loop {
            let one = Bitboard(fill.0 | (fill.neighbours().0 & within.0));
            let next = Bitboard(one.0 | (one.neighbours().0 & within.0));
            if next == one || enough(next) {
                return next;
            }
            fill = next;
        }
    }

    /// Iterates the squares, lowest first.
    #[inline]
    pub fn iter(self) -> BitboardIter {
        BitboardIter {
            lo: self.0 as u64,
            hi: (self.0 >> 64) as u64,
        }
    }
}

/// Iterator over the squares of a [`Bitboard`]: the low 64 squares, then
/// the rest, each half a machine word (a 128-bit step costs two).
pub struct BitboardIter {
    lo: u64,
    hi: u64,
}

impl Iterator for BitboardIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.lo != 0 {
            let i = self.lo.trailing_zeros();
            self.lo &= self.lo - 1;
            Some(Square::from_index_unchecked(i))
        } else if self.hi != 0 {
            let i = self.hi.trailing_zeros();
            self.hi &= self.hi - 1;
            Some(Square::from_index_unchecked(64 + i))
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.lo.count_ones() + self.hi.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;
    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.set(sq);
        }
        b
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & ALL_BITS)
    }
}

/// For each direction (in [`Direction::ALL`] order) and square: the squares
/// strictly beyond it in that direction up to the board's edge.
static RAYS: [[u128; 121]; 4] = build_rays();

const fn build_rays() -> [[u128; 121]; 4] {
    let mut rays = [[0u128; 121]; 4];
    let mut d = 0;
    while d < 4 {
        let (df, dr) = Direction::ALL[d].delta();
        let mut i = 0;
        while i < 121 {
            let mut f = (i % 11) as i8 + df;
            let mut r = (i / 11) as i8 + dr;
            let mut m = 0u128;
            while f >= 0 && f < 11 && r >= 0 && r < 11 {
                m |= 1u128 << (r as usize * 11 + f as usize);
                f += df;
                r += dr;
            }
            rays[d][i] = m;
            i += 1;
        }
        d += 1;
    }
    rays
}

/// The empty squares a rook-mover on `from` reaches given the blockers `occ`
/// (the square of `from` itself need not be in `occ`).
///
/// North and east rays grow towards higher indices, so their first blocker is
/// the lowest set bit; south and west rays take the highest.
#[inline]
pub fn slides(from: Square, occ: Bitboard) -> Bitboard {
    let i = from.index();
    let occ = occ.0;
    let mut out = 0u128;
    // North (0) and East (1): increasing indices. The squares of the ray
    // below its lowest blocker; with no blocker, `0 - 1` keeps them all.
    for d in [0usize, 1] {
        let ray = RAYS[d][i];
        let blockers = ray & occ;
        out |= ray & (blockers & blockers.wrapping_neg()).wrapping_sub(1);
    }
    // South (2) and West (3): decreasing indices.
    for d in [2usize, 3] {
        let ray = RAYS[d][i];
        let blockers = ray & occ;
        out |= if blockers == 0 {
            ray
        } else {
            let b = 127 - blockers.leading_zeros() as usize;
            ray & !(RAYS[d][b] | single(b))
        };
    }
    Bitboard(out)
}

/// The squares strictly beyond `sq` in `dir` (the board's edge stops it).
#[inline]
pub fn ray(sq: Square, dir: Direction) -> Bitboard {
    let d = match dir {
        Direction::North => 0,
        Direction::East => 1,
        Direction::South => 2,
        Direction::West => 3,
    };
    Bitboard(RAYS[d][sq.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn masks() {
        assert_eq!(Bitboard::EDGE.count(), 40);
        assert_eq!(Bitboard::ALL.count(), 121);
        assert_eq!((!Bitboard::EMPTY), Bitboard::ALL);
        assert!(Bitboard::CORNERS.has(sq("k11")));
    }

    #[test]
    fn shifts_do_not_wrap() {
        let a = Bitboard::from_square(sq("k5"));
        assert!(a.shift(Direction::East).is_empty());
        let a = Bitboard::from_square(sq("a5"));
        assert!(a.shift(Direction::West).is_empty());
        let a = Bitboard::from_square(sq("c11"));
        assert!(a.shift(Direction::North).is_empty());
        assert_eq!(
            Bitboard::from_square(sq("c5")).neighbours(),
            [sq("c6"), sq("c4"), sq("b5"), sq("d5")]
                .into_iter()
                .collect()
        );
    }

    #[test]
    fn slides_stop_before_blockers() {
        let occ: Bitboard = [sq("f8"), sq("c6"), sq("f2")].into_iter().collect();
        let s = slides(sq("f6"), occ);
        let want: Bitboard = [
            "f7", "f5", "f4", "f3", "d6", "e6", "g6", "h6", "i6", "j6", "k6",
        ]
        .iter()
        .map(|s| sq(s))
        .collect();
        assert_eq!(s, want);
    }

    #[test]
    fn slides_match_a_naive_walk() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..2000 {
            let mut occ = Bitboard::EMPTY;
            for sq in Square::all() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if seed % 4 == 0 {
                    occ.set(sq);
                }
            }
            for from in Square::all() {
                let mut want = Bitboard::EMPTY;
                for dir in Direction::ALL {
                    let mut cur = from;
                    while let Some(n) = cur.step(dir) {
                        if occ.has(n) {
                            break;
                        }
                        want.set(n);
                        cur = n;
                    }
                }
                assert_eq!(slides(from, occ), want);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// The iterator gives every square of the set once, lowest first,
        /// across both halves of the word, and knows how many are left.
        #[test]
        fn iteration_lists_the_set_lowest_first(lo: u64, hi: u64) {
            let b = Bitboard(((u128::from(hi) << 64) | u128::from(lo)) & ALL_BITS);
            let want: Vec<usize> = (0..121).filter(|&i| b.0 >> i & 1 == 1).collect();
            let mut it = b.iter();
            let mut got = Vec::new();
            loop {
                let left = it.size_hint();
                proptest::prop_assert_eq!(left, (want.len() - got.len(), Some(want.len() - got.len())));
                match it.next() {
                    Some(sq) => got.push(sq.index()),
                    None => break,
                }
            }
            proptest::prop_assert_eq!(got, want);
            proptest::prop_assert!(it.next().is_none());
        }
    }
}
