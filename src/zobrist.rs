//! Zobrist keys: one random 64-bit number per (piece, square) and one for the
//! side to move, fixed at compile time so keys are the same on every platform
//! (native and wasm agree, and transposition tables can be compared).

use crate::piece::{Piece, Side};
use crate::square::Square;

/// One step of `SplitMix64`, the crate's one random generator (the keys
/// here, [`crate::playout::Rng`] for playouts and the easy level): the next
/// state and the 64-bit output. A `const fn`, so the key tables are built at
/// compile time and are the same on every platform.
#[inline]
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

const fn build() -> ([[u64; 121]; 3], u64) {
    let mut keys = [[0u64; 121]; 3];
    let mut state = 0x6866_6e65_6b65_7973; // "hnefkeys"
    let mut p = 0;
    while p < 3 {
        let mut i = 0;
        while i < 121 {
            let (s, v) = splitmix64(state);
            state = s;
            keys[p][i] = v;
            i += 1;
        }
        p += 1;
    }
    let (_, side) = splitmix64(state);
    (keys, side)
}

const TABLES: ([[u64; 121]; 3], u64) = build();
static PIECE_KEYS: [[u64; 121]; 3] = TABLES.0;

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[piece.index()][sq.index()]
}

/// Xored in when the defenders are to move.
pub const DEFENDERS_TO_MOVE: u64 = TABLES.1;

/// The key term of the side to move.
#[inline]
pub const fn side_key(side: Side) -> u64 {
    match side {
        Side::Attackers => 0,
        Side::Defenders => DEFENDERS_TO_MOVE,
    }
}
