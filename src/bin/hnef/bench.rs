//! `hnef bench [--plies N] [--seed S] [--ruleset ID] [--movegen]`: random
//! playout throughput from the start position. `hnef bench --search
//! [--depth D]`: the search's speed instead (nodes per second).
//!
//! The playouts are `hnef::playout::random_playouts`, the same work the wasm
//! bench measures: random legal games played to their end on the fast path
//! (`rules::play`, then `rules::end_of_move`: the mover's wins, E2 through
//! a history of positions compared exactly, E1) until N plies were played.
//!
//! `--movegen` times move generation alone over positions sampled from
//! random games played here ([`random_game`], which hands each position to a
//! callback; it uses only the crate's public API, so it can join
//! `hnef::playout` if another tool needs it).
//!
//! `--search` searches the start position to depth D (default 8) with a
//! fresh default-size table, as `hnef uci`'s `go depth D` and the package's
//! `new Game().analyse({ lines: 1, depth: D })` do: the same nodes, so the
//! native and wasm rates compare (`tests/js/bench.mjs` prints the wasm one).
//! Then the evaluation alone (nanoseconds a position over positions of
//! random games), and the bench suite (`hnef::search::bench`, the search's
//! signature) at depth 6.

use crate::args::{grouped, rate, say, Args, Failure};
use hnef::playout::{random_playouts, Rng};
use hnef::rules::{self, movegen, repetition};
use hnef::search::{self, Level, Limits, SearchRoot, Searcher};
use hnef::{Move, MoveList, Outcome, Position, Reason, Ruleset, Side};
use std::hint::black_box;
use std::time::Instant;

/// Buffers reused from game to game so a playout allocates nothing.
struct Scratch {
    /// The positions since the last capture, the current one last. A capture
    /// removes a piece for good, so no earlier position can occur again and
    /// E2 only needs this tail of the game.
    history: Vec<Position>,
    list: MoveList,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            history: Vec::with_capacity(256),
            list: MoveList::new(),
        }
    }
}

/// Plays one random legal game from `start` to its end and returns the
/// outcome and the number of plies. Every position where a move is chosen
/// is passed to `visit` with its legal moves.
///
/// Each move is judged by `rules::end_of_move`, in the order of
/// docs/RULES.md: the mover's wins, E2 (third occurrence), then E1 (no
/// legal move).
fn random_game<F: FnMut(&Position, &[Move])>(
    start: &Position,
    rules: &Ruleset,
    rng: &mut Rng,
    scratch: &mut Scratch,
    mut visit: F,
) -> (Outcome, u64) {
    let mut pos = *start;
    let history = &mut scratch.history;
    let list = &mut scratch.list;
    history.clear();
    history.push(pos);
    let mut plies = 0;
    loop {
        list.clear();
        movegen::generate(&pos, rules, list);
        if list.is_empty() {
            // Only a start position can get here: E1 ends a game after a move.
            return (
                Outcome::win(pos.side_to_move().opponent(), Reason::NoMoves),
                plies,
            );
        }
        visit(&pos, list.as_slice());
        let mv = list[rng.below(list.len())];
        let captured = rules::play(&mut pos, rules, mv);
        plies += 1;
        if captured.any() {
            history.clear();
        }
        history.push(pos);
        let third = || repetition::occurrences(history) >= repetition::THIRD;
        if let Some(outcome) = rules::end_of_move(&pos, rules, mv, third) {
            return (outcome, plies);
        }
    }
}

/// The reasons a playout can end, in the order of the tally.
const REASONS: [Reason; 6] = [
    Reason::Escape,
    Reason::ExitFort,
    Reason::KingCaptured,
    Reason::Encirclement,
    Reason::Repetition,
    Reason::NoMoves,
];

/// Wins per side and reason.
#[derive(Default)]
struct Tally {
    wins: [[u64; REASONS.len()]; 2],
}

impl Tally {
    fn add(&mut self, o: Outcome, n: u64) {
        let side = match o.winner {
            Some(Side::Attackers) => 0,
            Some(Side::Defenders) => 1,
            None => return, // playouts never agree a draw
        };
        if let Some(r) = REASONS.iter().position(|&r| r == o.reason) {
            self.wins[side][r] += n;
        }
    }

    fn print(&self, games: u64) -> Result<(), Failure> {
        for (i, side) in [Side::Attackers, Side::Defenders].into_iter().enumerate() {
            let total: u64 = self.wins[i].iter().sum();
            let parts: Vec<String> = REASONS
                .iter()
                .zip(self.wins[i])
                .filter(|(_, n)| *n > 0)
                .map(|(r, n)| format!("{r} {}", grouped(n)))
                .collect();
            say!(
                "{:<9} win {:>9} ({:>5.1}%)  {}",
                side.name(),
                grouped(total),
                100.0 * total as f64 / games.max(1) as f64,
                parts.join(", ")
            );
        }
        Ok(())
    }
}

/// Runs the subcommand.
pub fn main(raw: &[String]) -> Result<(), Failure> {
    let args = Args::parse(
        "bench",
        raw,
        &["plies", "seed", "ruleset", "depth"],
        &["movegen", "search"],
    )?;
    if let Some(extra) = args.positional.first() {
        return Err(crate::args::usage(format!(
            "bench: unexpected argument '{extra}'"
        )));
    }
    let plies = args.number("bench", "plies", 2_000_000)?.max(1);
    let seed = args.number("bench", "seed", 1)?;
    let rules = args.ruleset("bench")?;
    if args.has("search") {
        if args.has("movegen") {
            return Err(crate::args::usage(
                "bench: --search and --movegen measure different things; give one",
            ));
        }
        let max = u64::from(crate::uci::MAX_BENCH_DEPTH);
        let depth = args.number("bench", "depth", 8)?;
        if !(1..=max).contains(&depth) {
            return Err(crate::args::usage(format!(
                "bench: --depth must lie between 1 and {max}, got {depth}"
            )));
        }
        return bench_search(rules, depth as u32);
    }
    if args.value("depth").is_some() {
        return Err(crate::args::usage("bench: --depth goes with --search"));
    }
    say!("ruleset {}  seed {seed}", rules.id);
    if args.has("movegen") {
        bench_movegen(rules, seed, plies)
    } else {
        bench_playouts(rules, seed, plies)
    }
}

fn bench_playouts(rules: &Ruleset, seed: u64, target: u64) -> Result<(), Failure> {
    let start = Instant::now();
    let stats = random_playouts(rules, target, seed);
    let secs = start.elapsed().as_secs_f64();
    let (plies, games) = (stats.plies, stats.games);
    say!(
        "playouts: {} plies in {} games, {secs:.3}s, {:.1} plies/game, {} captures",
        grouped(plies),
        grouped(games),
        plies as f64 / games.max(1) as f64,
        grouped(stats.captures)
    );
    say!("plies/s {}", rate(plies, secs));
    say!("games/s {}", rate(games, secs));
    let mut tally = Tally::default();
    for &(outcome, n) in &stats.outcomes {
        tally.add(outcome, n);
    }
    tally.print(games)
}

/// The search's speed: the start position to `depth`, then the bench suite.
fn bench_search(rules: &'static Ruleset, depth: u32) -> Result<(), Failure> {
    let root = SearchRoot::new(Position::start(), rules);
    let limits = Limits {
        depth: Some(depth),
        nodes: Some(u64::MAX),
        ..Limits::default()
    };
    let mut searcher = Searcher::new(search::DEFAULT_TT_MB);
    let start = Instant::now();
    let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    let secs = start.elapsed().as_secs_f64();
    say!(
        "search: start position ({}), depth {}: {} nodes in {secs:.3}s, {} nodes/s, best {}",
        rules.id,
        out.depth,
        grouped(out.nodes),
        rate(out.nodes, secs),
        out.best.map_or("-".into(), |m| m.to_string())
    );
    bench_eval(rules)?;
    let suite_depth = 6;
    let start = Instant::now();
    let lines = search::bench::run(suite_depth);
    let secs = start.elapsed().as_secs_f64();
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    say!(
        "search: the bench suite ({} positions), depth {suite_depth}: {} nodes in {secs:.3}s, {} nodes/s",
        lines.len(),
        grouped(nodes),
        rate(nodes, secs)
    );
    Ok(())
}

/// The static evaluation alone: nanoseconds per position over positions
/// of random games (the best of five passes, so a busy machine's slow pass
/// does not count).
fn bench_eval(rules: &Ruleset) -> Result<(), Failure> {
    let sample = sample_positions(rules, 7, SAMPLE);
    let mut best = f64::MAX;
    let mut sum = 0i64;
    for _ in 0..5 {
        let start = Instant::now();
        for pos in &sample {
            sum += i64::from(search::eval::evaluate(black_box(pos), rules));
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    say!(
        "evaluation: {:.0} ns a position over {} positions of random games (sum of scores {sum})",
        best * 1e9 / sample.len() as f64,
        grouped(sample.len() as u64)
    );
    Ok(())
}

/// Positions kept for the move-generation and evaluation timings; more
/// only costs memory.
const SAMPLE: usize = 200_000;

/// The first `want` positions where a move is chosen in seeded random
/// games from the start.
fn sample_positions(rules: &Ruleset, seed: u64, want: usize) -> Vec<Position> {
    let start_pos = Position::start();
    let mut rng = Rng::new(seed);
    let mut scratch = Scratch::default();
    let mut sample = Vec::with_capacity(want);
    while sample.len() < want {
        random_game(&start_pos, rules, &mut rng, &mut scratch, |p, _| {
            if sample.len() < want {
                sample.push(*p);
            }
        });
    }
    sample
}

fn bench_movegen(rules: &Ruleset, seed: u64, target: u64) -> Result<(), Failure> {
    let sample = sample_positions(rules, seed, (target as usize).min(SAMPLE));
    let mut list = MoveList::new();
    let (mut positions, mut moves) = (0u64, 0u64);
    let start = Instant::now();
    while positions < target {
        for pos in &sample {
            list.clear();
            movegen::generate(black_box(pos), rules, &mut list);
            moves += black_box(&list).len() as u64;
        }
        positions += sample.len() as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    say!(
        "movegen: {} positions ({} sampled from playouts), {} moves, {secs:.3}s, {:.1} moves/position",
        grouped(positions),
        grouped(sample.len() as u64),
        grouped(moves),
        moves as f64 / positions as f64
    );
    say!("positions/s {}", rate(positions, secs));
    say!("moves/s {}", rate(moves, secs));
    Ok(())
}
