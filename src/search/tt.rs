//! The transposition table.
//!
//! # Contract
//!
//! - Keyed by the position's Zobrist key (pieces + side to move). The table
//!   knows nothing of the game's history, so a score that depended on a
//!   repetition can leak to another path (the usual graph-history
//!   interaction every chess engine accepts); win/loss scores are stored
//!   relative to the node ("mate in n from here") and converted back with
//!   the ply on probe.
//! - Buckets of [`BUCKET`] entries, one 64-byte cache line; the bucket is
//!   chosen by the key's high bits scaled to the bucket count, the full key
//!   is stored so a hit is never a false hit (barring a 64-bit collision).
//! - Each entry: best move, score, bound (exact, lower, upper), depth, the
//!   static evaluation, and the search generation that wrote it. The main
//!   search stores depth 1 or more; the quiescence search stores depth 0.
//! - Replacement: a store for a key already in the bucket overwrites that
//!   entry unless the old entry is deeper by more than
//!   [`TT_KEEP_DEEPER_BY`] plies, from the current search, and the new one
//!   is not exact (its move is still
//!   kept when the new one has none). Otherwise the victim is the entry with
//!   the lowest `depth - TT_AGE_WEIGHT * age`, where `age` counts searches since it was
//!   written (so stale entries go first, then shallow ones).
//! - Size is set in MiB at creation, rounded down to whole buckets (at
//!   least one bucket); [`Tt::clear`] forgets everything, [`Tt::new_search`]
//!   ages it.
//! - Shared by the threads of a search without locks: each entry is two
//!   atomic words, its data and its key xor the data, so an entry two
//!   threads wrote at once (one word from each) reads as a miss.

use super::tunables::{TT_AGE_WEIGHT, TT_KEEP_DEEPER_BY};
use crate::moves::Move;
use std::sync::atomic::{AtomicU64, Ordering};

/// Entries per bucket.
pub const BUCKET: usize = 4;

/// Bound kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// No information (an empty entry).
    None = 0,
    /// The score is exact.
    Exact = 1,
    /// The score is a lower bound (fail high).
    Lower = 2,
    /// The score is an upper bound (fail low).
    Upper = 3,
}

/// One entry (16 bytes).
#[derive(Copy, Clone, Default, Debug)]
pub struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    gen_bound: u8,
}

impl Entry {
    /// The stored best move, if any.
    #[inline]
    pub fn mv(&self) -> Option<Move> {
        if self.mv == 0 {
            None
        } else {
            Move::from_code(self.mv)
        }
    }

    /// The stored score (node-relative for wins and losses).
    #[inline]
    pub fn score(&self) -> i32 {
        i32::from(self.score)
    }

    /// The stored static evaluation.
    #[inline]
    pub fn eval(&self) -> i32 {
        i32::from(self.eval)
    }

    /// The depth the score was searched to.
    #[inline]
    pub fn depth(&self) -> i32 {
        i32::from(self.depth)
    }

    /// The bound.
    #[inline]
    pub fn bound(&self) -> Bound {
        match self.gen_bound & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => Bound::None,
        }
    }

    #[inline]
    fn generation(&self) -> u8 {
        self.gen_bound >> 2
    }

    /// The entry's fields but the key, in one word.
    #[inline]
    fn data(&self) -> u64 {
        u64::from(self.mv)
            | u64::from(self.score as u16) << 16
            | u64::from(self.eval as u16) << 32
            | u64::from(self.depth) << 48
            | u64::from(self.gen_bound) << 56
    }

    /// The entry `key` with the fields of `data`.
    #[inline]
    fn unpack(key: u64, data: u64) -> Entry {
        Entry {
            key,
            mv: data as u16,
            score: (data >> 16) as u16 as i16,
            eval: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8,
            gen_bound: (data >> 56) as u8,
        }
    }
}

/// One entry as the table holds it: the data word, and the key xor the
/// data, so that an entry two threads wrote at once (one word from each)
/// reads as another key, a miss, never as a wrong hit.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    #[inline]
    fn load(&self) -> Entry {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        Entry::unpack(check ^ data, data)
    }

    #[inline]
    fn save(&self, e: &Entry) {
        let data = e.data();
        self.data.store(data, Ordering::Relaxed);
        self.check.store(e.key ^ data, Ordering::Relaxed);
    }
}

#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; BUCKET]);

/// The table. Probes and stores take `&self`, so the threads of one search
/// share it (an entry is two atomic words, the key stored xor the data);
/// relaxed atomic loads and stores are plain ones on every target, so one
/// thread pays nothing for it.
pub struct Tt {
    buckets: Vec<Bucket>,
    generation: u8,
}

impl Tt {
    /// A table of about `mb` MiB (at least one bucket).
    pub fn new(mb: usize) -> Tt {
        let n = (mb.saturating_mul(1 << 20) / std::mem::size_of::<Bucket>()).max(1);
        Tt {
            buckets: std::iter::repeat_with(Bucket::default).take(n).collect(),
            generation: 0,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        for b in &mut self.buckets {
            *b = Bucket::default();
        }
        self.generation = 0;
    }

    /// Starts a new search: entries from older searches become replaceable.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        bucket_of(key, self.buckets.len() as u64) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[self.index(key)]
            .0
            .iter()
            .map(Slot::load)
            .find(|e| e.key == key && e.bound() != Bound::None)
    }

    /// Stores a result (see the replacement rule in the module docs).
    #[inline]
    #[allow(clippy::too_many_arguments)] // one value per field of an entry
    pub fn store(
        &self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let generation = self.generation;
        let idx = self.index(key);
        let slots = &self.buckets[idx].0;
        let bucket: [Entry; BUCKET] = std::array::from_fn(|i| slots[i].load());
        let age = |e: &Entry| i32::from((generation + 64 - e.generation()) & 63);
        let slot = if let Some(i) = bucket.iter().position(|e| e.key == key) {
            let old = bucket[i];
            if old.bound() != Bound::None
                && old.generation() == generation
                && old.depth() > depth + TT_KEEP_DEEPER_BY
                && bound != Bound::Exact
            {
                return;
            }
            i
        } else {
            let mut best = 0;
            let mut best_value = i32::MAX;
            for (i, e) in bucket.iter().enumerate() {
                let value = if e.bound() == Bound::None {
                    i32::MIN
                } else {
                    e.depth() - TT_AGE_WEIGHT * age(e)
                };
                if value < best_value {
                    best_value = value;
                    best = i;
                }
            }
            best
        };
        let keep_mv = if bucket[slot].key == key && mv.is_none() {
            bucket[slot].mv
        } else {
            mv.map_or(0, Move::code)
        };
        slots[slot].save(&Entry {
            key,
            mv: keep_mv,
            score: score.clamp(-32000, 32000) as i16,
            eval: eval.clamp(-32000, 32000) as i16,
            depth: depth.clamp(0, 255) as u8,
            gen_bound: (generation << 2) | bound as u8,
        });
    }

    /// Permille of the first thousand buckets' entries written by this
    /// search (the UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(250);
        let used: usize = self.buckets[..n]
            .iter()
            .map(|b| {
                b.0.iter()
                    .map(Slot::load)
                    .filter(|e| e.bound() != Bound::None && e.generation() == self.generation)
                    .count()
            })
            .sum();
        (used * 1000 / (n * BUCKET)) as u32
    }
}

/// The bucket of `key` among `len`: the high 64 bits of `key * len` (so
/// keys spread evenly over any length). Made of 64-bit products when `len`
/// fits in 32 bits, as every table does: WebAssembly has no 128-bit
/// multiply, and `u128` multiplication is a call (`__multi3`) there.
#[inline]
fn bucket_of(key: u64, len: u64) -> u64 {
    if len >> 32 == 0 {
        // key * len = (hi * 2^32 + lo) * len; neither sum below overflows.
        let (hi, lo) = (key >> 32, key & 0xffff_ffff);
        (hi * len + ((lo * len) >> 32)) >> 32
    } else {
        ((u128::from(key) * u128::from(len)) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4000))]
        /// The 64-bit way gives the bucket the 128-bit product gives.
        #[test]
        fn bucket_of_is_the_high_half_of_the_product(key: u64, len in 1u64..=u64::from(u32::MAX), big: u64) {
            let want = |len: u64| ((u128::from(key) * u128::from(len)) >> 64) as u64;
            proptest::prop_assert_eq!(bucket_of(key, len), want(len));
            let big = big.max(1 << 32);
            proptest::prop_assert_eq!(bucket_of(key, big), want(big));
            proptest::prop_assert_eq!(bucket_of(u64::MAX, len), want_max(len));
        }
    }

    fn want_max(len: u64) -> u64 {
        ((u128::from(u64::MAX) * u128::from(len)) >> 64) as u64
    }

    #[test]
    fn store_and_probe() {
        let tt = Tt::new(1);
        let mv = Move::from_code(5 << 7 | 7);
        tt.store(0xdead_beef_1234_5678, mv, 42, 7, 5, Bound::Exact);
        let e = tt.probe(0xdead_beef_1234_5678).unwrap();
        assert_eq!(e.score(), 42);
        assert_eq!(e.eval(), 7);
        assert_eq!(e.depth(), 5);
        assert_eq!(e.bound(), Bound::Exact);
        assert_eq!(e.mv(), mv);
        assert!(tt.probe(0x1234).is_none());
    }

    /// Four threads store into and probe one bucket at once, each entry's
    /// fields made from its key: torn entries happen, wrong hits never.
    #[test]
    fn threads_sharing_a_bucket_never_read_a_wrong_hit() {
        let tt = Tt::new(0);
        assert_eq!(tt.buckets.len(), 1);
        let fields = |key: u64| {
            let score = (key & 0x3fff) as i32 - 8000;
            let eval = ((key >> 14) & 0x3fff) as i32 - 8000;
            let depth = ((key >> 28) & 0x3f) as i32;
            let mv = Move::from_code(((key >> 34) as u16 & 0x7f) << 7 | 7);
            (mv, score, eval, depth)
        };
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for t in 0..4u64 {
                let (tt, hits) = (&tt, &hits);
                scope.spawn(move || {
                    let mut x = 0x9e37_79b9_7f4a_7c15_u64.wrapping_mul(t + 1);
                    for _ in 0..200_000 {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        // Eight keys in all, so probes often find one.
                        let key = (x & 7).wrapping_mul(0x0123_4567_89ab_cdef) | 1;
                        if x >> 60 < 8 {
                            let (mv, score, eval, depth) = fields(key);
                            tt.store(key, mv, score, eval, depth, Bound::Exact);
                        } else if let Some(e) = tt.probe(key) {
                            let (mv, score, eval, depth) = fields(key);
                            assert_eq!(
                                (e.mv(), e.score(), e.eval(), e.depth(), e.bound()),
                                (mv, score, eval, depth, Bound::Exact)
                            );
                            hits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert!(hits.into_inner() > 1000);
    }

    #[test]
    fn bucket_is_a_cache_line() {
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }
}
