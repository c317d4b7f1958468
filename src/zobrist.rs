//! Zobrist keys: one random 64-bit number per (piece, square) and one for the
//! side to move, fixed (computed from a seed) so keys are the same on every platform
//! (native and wasm agree, and transposition tables can be compared).

use crate::piece::{Piece, Side};
use crate::square::Square;

/// The increment of `SplitMix64`'s state.
const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;
/// The keys' seed: "hnefkeys".
const SEED: u64 = 0x6866_6e65_6b65_7973;

/// `SplitMix64`'s output function: a state to a well-mixed 64-bit number.
#[inline]
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One step of `SplitMix64`, the crate's one random generator (the keys
/// here, [`crate::playout::Rng`] for playouts and the easy level): the next
/// state and the 64-bit output.
#[inline]
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(GAMMA);
    (s, mix(s))
}

/// The `n`-th output (from 1) of `SplitMix64` seeded with [`SEED`]: its
/// state after `n` steps is `SEED + n * GAMMA`, so any key is computed
/// directly. The keys are the generator's outputs in order, piece by piece,
/// square by square, then the side to move; computing them on the spot
/// instead of keeping a table keeps 2.9 KB of incompressible numbers out of
/// the wasm.
#[inline]
const fn nth(n: u64) -> u64 {
    mix(SEED.wrapping_add(n.wrapping_mul(GAMMA)))
}

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    nth((piece.index() * 121 + sq.index()) as u64 + 1)
}

/// Xored in when the defenders are to move.
pub const DEFENDERS_TO_MOVE: u64 = nth(3 * 121 + 1);

/// The key term of the side to move.
#[inline]
pub const fn side_key(side: Side) -> u64 {
    match side {
        Side::Attackers => 0,
        Side::Defenders => DEFENDERS_TO_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are `SplitMix64`'s outputs drawn one after another from the
    /// seed (as the crate has always defined them), computed directly.
    #[test]
    fn keys_are_the_generators_outputs_in_order() {
        let mut state = SEED;
        for piece in [Piece::Attacker, Piece::Defender, Piece::King] {
            for i in 0..121 {
                let (s, v) = splitmix64(state);
                state = s;
                assert_eq!(piece_key(piece, Square::from_index(i).unwrap()), v);
            }
        }
        assert_eq!(splitmix64(state).1, DEFENDERS_TO_MOVE);
        // Pinned: transposition tables and the bench's node counts depend on them.
        assert_eq!(
            piece_key(Piece::Attacker, Square::from_index(0).unwrap()),
            0x6129_bad8_b694_49bf
        );
        assert_eq!(DEFENDERS_TO_MOVE, 0x3aeb_9232_de52_ef50);
    }
}
