//! Seeded random playouts: the throughput benchmark shared by the native
//! `hnef bench` and the wasm `bench` export, so both measure the same work.

use crate::moves::Move;
use crate::position::Position;
use crate::rules::{self, movegen, repetition, Outcome, Ruleset};
use crate::zobrist;

/// A small deterministic PRNG ([`zobrist::splitmix64`]): the same seed
/// gives the same games on every platform. The easy level draws its choices
/// from it too.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let (state, out) = zobrist::splitmix64(self.0);
        self.0 = state;
        out
    }

    /// A number in `0..n` (`n > 0`), by multiply-shift (no modulo bias worth
    /// caring about at these sizes).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// What a run of playouts did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Plies played.
    pub plies: u64,
    /// Games finished.
    pub games: u64,
    /// Finished games by outcome, in order of first appearance.
    pub outcomes: Vec<(Outcome, u64)>,
    /// Pieces captured.
    pub captures: u64,
}

/// Plays random legal games from the start position until at least `plies`
/// plies were played (the last game is finished), with the full rules:
/// captures, then [`rules::end_of_move`] (the mover's wins, third
/// repetition by exact position compare, no legal move).
///
/// # Panics
///
/// Never: a move is picked only among the legal moves counted first.
pub fn random_playouts(rules: &Ruleset, plies: u64, seed: u64) -> PlayoutStats {
    let mut rng = Rng::new(seed);
    let mut stats = PlayoutStats::default();
    let mut pieces = [(
        crate::square::Square::THRONE,
        crate::bitboard::Bitboard::EMPTY,
    ); 25];
    // The run of E2: the positions since the last capture, the current last.
    let mut history: Vec<Position> = Vec::with_capacity(1024);
    while stats.plies < plies {
        let mut pos = Position::start();
        history.clear();
        history.push(pos);
        let outcome = loop {
            // Pick uniformly among all moves without listing them: per-piece
            // target sets, then the chosen index within one set. (Every
            // position after a move has a move: E1 ended the game otherwise.)
            let mut n = 0;
            let mut total = 0;
            movegen::for_each_piece(&pos, rules, |from, t| {
                pieces[n] = (from, t);
                n += 1;
                total += t.count() as usize;
            });
            if total == 0 {
                break rules::no_moves(&pos, rules).expect("no moves means a loss");
            }
            let mut pick = rng.below(total);
            let mut chosen = None;
            for &(from, t) in &pieces[..n] {
                let c = t.count() as usize;
                if pick < c {
                    let to = t.iter().nth(pick).expect("pick < count");
                    chosen = Some(Move::new(from, to));
                    break;
                }
                pick -= c;
            }
            let mv = chosen.expect("pick < total");
            let captured = rules::play(&mut pos, rules, mv).count();
            if captured > 0 {
                history.clear();
            }
            history.push(pos);
            stats.captures += u64::from(captured);
            stats.plies += 1;
            let third = || repetition::occurrences(&history) >= repetition::THIRD;
            if let Some(o) = rules::end_of_move(&pos, rules, mv, third) {
                break o;
            }
        };
        stats.games += 1;
        match stats.outcomes.iter_mut().find(|(o, _)| *o == outcome) {
            Some((_, n)) => *n += 1,
            None => stats.outcomes.push((outcome, 1)),
        }
    }
    stats
}
