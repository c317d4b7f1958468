//! `hnef calibrate [--data CSV] [--games N] [--nodes N] [--from-ply P]
//! [--min-moves M] [--every K] [--expert-every K] [--expert-ms MS]
//! [--threads T] [--levels easy,normal,expert,reference] [--cache FILE]`:
//! how good the AI levels are, measured against people.
//!
//! A move's *loss* is the win chance (`hnef::search::winchance`) it gives
//! away: the mover's chance before it, minus the mover's chance after it,
//! or 0 when it gains. Both chances come from one reference search of each
//! position (the expert at `--nodes`, default 20,000, from a cleared table,
//! so a position's score does not depend on the order of the work); a
//! position where the game has ended counts as won or lost.
//!
//! 1. **People.** `--games` recorded games (default 300) of at least 30
//!    plies, evenly spread over the CSV (`tests/data/copenhagen-games.csv`),
//!    every move from ply `--from-ply` (default 4) on. Each side of each
//!    game with at least `--min-moves` moves (default 10) is one sample:
//!    its average loss. The recorded games carry no player names, so the
//!    people are these game sides.
//! 2. **Levels.** At every `--every`-th of those positions (default 8), and
//!    every `--expert-every`-th for the expert (default 48), each level
//!    chooses its move as the page would (its shipped limits: easy 50,000
//!    nodes and a seed from the position's number, normal its depth cap within
//!    500 ms, the expert within `--expert-ms`, default 2,000), and the
//!    reference scores the position after it. Beside each level's average
//!    loss stands the people's average loss at the same positions and the
//!    share of game sides whose average loss is higher (the percentile it
//!    plays at). A last row, `reference`, plays the reference's own moves:
//!    the scale's floor (the reference judging its own choice after one
//!    more move charges it a little).
//!
//! The reference is a search of fixed size, so it misjudges some moves of
//! both; a stronger reference (more `--nodes`) spreads the scale. The
//! output is the same for the same options and thread count does not
//! change it, except the moves of normal and the expert, which may depend
//! on the clock. `--cache FILE` keeps the people's part (the reference's
//! chances), keyed by the data and the options it depends on, so runs that
//! change a level skip it; `--levels` picks the rows.

use crate::args::{grouped, say, Args, Failure};
use hnef::search::winchance::win_chance;
use hnef::search::{Level, Limits, Searcher};
use hnef::{notation, Game, Side, COPENHAGEN};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Table size of each thread's searchers, in MiB (cleared per position).
const TT_MB: usize = 4;
/// Shortest recorded game used, in plies.
const MIN_GAME_PLIES: usize = 30;

/// One position of a recorded game, with the move the person played there.
struct Spot {
    /// Index of the game among the chosen ones.
    game: usize,
    /// The game up to this position.
    before: Game,
    /// The game after the person's move.
    after: Game,
}

/// Runs the subcommand.
pub fn main(raw: &[String]) -> Result<(), Failure> {
    let args = Args::parse(
        "calibrate",
        raw,
        &[
            "data",
            "games",
            "nodes",
            "from-ply",
            "min-moves",
            "every",
            "expert-every",
            "expert-ms",
            "threads",
            "levels",
            "cache",
        ],
        &[],
    )?;
    let data = args
        .value("data")
        .unwrap_or("tests/data/copenhagen-games.csv");
    let games_wanted = args.number("calibrate", "games", 300)? as usize;
    let nodes = args.number("calibrate", "nodes", 20_000)?;
    let from_ply = args.number("calibrate", "from-ply", 4)? as usize;
    let min_moves = args.number("calibrate", "min-moves", 10)? as usize;
    let every = args.number("calibrate", "every", 8)?.max(1) as usize;
    let expert_every = args.number("calibrate", "expert-every", 48)?.max(1) as usize;
    let expert_ms = args.number("calibrate", "expert-ms", 2_000)?;
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get) as u64;
    let threads = args.number("calibrate", "threads", cores)?.max(1) as usize;
    if nodes == 0 || games_wanted == 0 || expert_ms == 0 {
        return Err(crate::args::usage(
            "calibrate: --nodes, --games and --expert-ms must be above 0",
        ));
    }
    let rows = ["easy", "normal", "expert", "reference"];
    let wanted: Vec<&str> = match args.value("levels") {
        None => rows.to_vec(),
        Some(list) => list
            .split(',')
            .map(|name| {
                rows.iter()
                    .copied()
                    .find(|r| *r == name.trim())
                    .ok_or_else(|| {
                        crate::args::usage(format!(
                        "calibrate: --levels takes easy, normal, expert and reference, got '{name}'"
                    ))
                    })
            })
            .collect::<Result<_, _>>()?,
    };
    let text = std::fs::read_to_string(data).map_err(|e| Failure::Run(format!("{data}: {e}")))?;
    let started = Instant::now();

    // The games long enough, then an even spread of `games_wanted` of them.
    let long: Vec<Game> = text
        .lines()
        .map(replay)
        .filter(|g| g.played().len() >= MIN_GAME_PLIES)
        .collect();
    let chosen: Vec<&Game> = if long.len() <= games_wanted {
        long.iter().collect()
    } else {
        (0..games_wanted)
            .map(|i| &long[i * long.len() / games_wanted])
            .collect()
    };
    let mut spots: Vec<Spot> = Vec::new();
    for (index, full) in chosen.iter().enumerate() {
        let mut game = Game::new(&COPENHAGEN);
        for (ply, played) in full.played().iter().enumerate() {
            let before = game.clone();
            if game.play(played.mv).is_err() {
                break;
            }
            if ply >= from_ply {
                spots.push(Spot {
                    game: index,
                    before,
                    after: game.clone(),
                });
            }
        }
    }
    say!(
        "calibrate: {} games ({} of at least {MIN_GAME_PLIES} plies in {data}), {} moves from ply {from_ply}, reference: expert at {} nodes, {threads} threads",
        chosen.len(),
        long.len(),
        grouped(spots.len() as u64),
        grouped(nodes),
    );

    // The reference's win chance for the mover, before and after each move.
    let reference = |searcher: &mut Searcher, game: &Game, mover: Side| -> f64 {
        if let Some(outcome) = game.outcome() {
            return match outcome.winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        let root = game.search_root().expect("the game goes on");
        searcher.clear();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let found = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
        let chance = win_chance(found.score, game.side_to_move());
        if mover == Side::Attackers {
            chance.attackers
        } else {
            chance.defenders
        }
    };
    // The people's part depends only on the data and these options: a
    // cache file (`--cache`) keeps it for runs that change a level.
    let key = format!(
        "hnef calibrate cache 1 {data} games={} nodes={nodes} from-ply={from_ply} moves={}",
        chosen.len(),
        spots.len()
    );
    let cached = args
        .value("cache")
        .and_then(|path| read_cache(path, &key, spots.len()));
    let (before_chance, after_chance) = if let Some(pair) = cached {
        pair
    } else {
        let before_chance: Vec<f64> = parallel(threads, spots.len(), |searcher, i| {
            let spot = &spots[i];
            reference(searcher, &spot.before, spot.before.side_to_move())
        });
        // The chance after a move is the chance before the next one, when the
        // next position is in the list; otherwise one more search.
        let after_chance: Vec<f64> = parallel(threads, spots.len(), |searcher, i| {
            let spot = &spots[i];
            let mover = spot.before.side_to_move();
            match spots.get(i + 1) {
                Some(next) if next.game == spot.game && spot.after.outcome().is_none() => {
                    1.0 - before_chance[i + 1]
                }
                _ => reference(searcher, &spot.after, mover),
            }
        });
        if let Some(path) = args.value("cache") {
            write_cache(path, &key, &before_chance, &after_chance)?;
        }
        (before_chance, after_chance)
    };
    let loss = |i: usize| (before_chance[i] - after_chance[i]).max(0.0);
    say!(
        "people: {} moves scored in {:.0} s",
        grouped(spots.len() as u64),
        started.elapsed().as_secs_f64()
    );

    // One sample per game side: its average loss.
    let mut sums: Vec<[(f64, usize); 2]> = vec![[(0.0, 0); 2]; chosen.len()];
    for (i, spot) in spots.iter().enumerate() {
        let side = usize::from(spot.before.side_to_move() == Side::Defenders);
        sums[spot.game][side].0 += loss(i);
        sums[spot.game][side].1 += 1;
    }
    let mut sides: Vec<f64> = sums
        .iter()
        .flat_map(|s| s.iter())
        .filter(|(_, n)| *n >= min_moves)
        .map(|(sum, n)| sum / *n as f64)
        .collect();
    sides.sort_by(f64::total_cmp);
    if sides.is_empty() {
        return Err(Failure::Run(
            "calibrate: no game side has enough moves".into(),
        ));
    }
    let quantile = |q: f64| sides[((sides.len() - 1) as f64 * q).round() as usize];
    say!("");
    say!(
        "People: average win chance lost per move, per game side ({} sides with at least {min_moves} moves); lower is better",
        sides.len()
    );
    say!("| best | 10 % | 25 % | median | 75 % | 90 % | worst |");
    say!("|---|---|---|---|---|---|---|");
    say!(
        "| {} | {} | {} | {} | {} | {} | {} |",
        pct(sides[0]),
        pct(quantile(0.1)),
        pct(quantile(0.25)),
        pct(quantile(0.5)),
        pct(quantile(0.75)),
        pct(quantile(0.9)),
        pct(sides[sides.len() - 1]),
    );
    say!("(the game sides' average losses at these ranks, from the best side to the worst: a quarter of the sides lose less than the 25 % column)");

    // The levels at a spread of the same positions.
    say!("");
    say!("| level | positions | its average loss | people's average loss there | plays better than |");
    say!("|---|---|---|---|---|");
    // The last row: the reference's own moves, judged by itself (a search
    // of the same size from the next position): the scale's floor, what a
    // player who always agrees with the reference would be charged.
    let levels = [
        ("easy", Level::Easy, every, Limits::default()),
        ("normal", Level::Normal, every, Limits::default()),
        (
            "expert",
            Level::Expert,
            expert_every,
            Limits {
                time_ms: Some(expert_ms as f64),
                ..Limits::default()
            },
        ),
        (
            "reference",
            Level::Expert,
            every,
            Limits {
                nodes: Some(nodes),
                ..Limits::default()
            },
        ),
    ];
    for (name, level, step, limits) in levels
        .into_iter()
        .filter(|(name, ..)| wanted.contains(name))
    {
        let picked: Vec<usize> = (0..spots.len())
            .step_by(step)
            .filter(|&i| spots[i].before.outcome().is_none())
            .collect();
        let clock = Instant::now();
        let losses: Vec<f64> = parallel(threads, picked.len(), |searcher, k| {
            let i = picked[k];
            let spot = &spots[i];
            let root = spot.before.search_root().expect("the game goes on");
            searcher.clear();
            let limits = Limits {
                seed: i as u64,
                ..limits
            };
            let now = || clock.elapsed().as_secs_f64() * 1000.0;
            let found = searcher.search(&root, level, &limits, &now, &mut |_| {});
            let Some(mv) = found.best else {
                return 0.0;
            };
            let mut after = spot.before.clone();
            after.play(mv).expect("the search chooses a legal move");
            let mover = spot.before.side_to_move();
            (before_chance[i] - reference(searcher, &after, mover)).max(0.0)
        });
        let mean = losses.iter().sum::<f64>() / losses.len().max(1) as f64;
        let people = picked.iter().map(|&i| loss(i)).sum::<f64>() / picked.len().max(1) as f64;
        let worse = sides.iter().filter(|&&s| s > mean).count();
        say!(
            "| {} | {} | {} | {} | {:.0} % of the game sides |",
            name,
            grouped(picked.len() as u64),
            pct(mean),
            pct(people),
            100.0 * worse as f64 / sides.len() as f64,
        );
    }
    say!("");
    say!("done in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// A recorded game replayed as far as its moves are legal (a game of the
/// CSV ends at its first token that is not a legal move, such as `timeout`).
fn replay(line: &str) -> Game {
    let moves = line.split(',').next().unwrap_or("");
    let mut game = Game::new(&COPENHAGEN);
    for tok in moves.split_whitespace() {
        let Ok(parsed) = notation::parse_move(tok) else {
            break;
        };
        if game.outcome().is_some() || game.play(parsed.mv).is_err() {
            break;
        }
    }
    game
}

/// The reference's chances before and after each move from a cache file
/// written for the same `key`, or `None`.
fn read_cache(path: &str, key: &str, n: usize) -> Option<(Vec<f64>, Vec<f64>)> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    if lines.next()? != key {
        return None;
    }
    let mut before = Vec::with_capacity(n);
    let mut after = Vec::with_capacity(n);
    for line in lines {
        let (b, a) = line.split_once(' ')?;
        before.push(b.parse().ok()?);
        after.push(a.parse().ok()?);
    }
    (before.len() == n).then_some((before, after))
}

/// Writes the cache [`read_cache`] reads.
fn write_cache(path: &str, key: &str, before: &[f64], after: &[f64]) -> Result<(), Failure> {
    let mut text = format!("{key}\n");
    for (b, a) in before.iter().zip(after) {
        let _ = writeln!(text, "{b} {a}");
    }
    std::fs::write(path, text).map_err(|e| Failure::Run(format!("{path}: {e}")))
}

/// A win chance lost, in percentage points.
fn pct(loss: f64) -> String {
    format!("{:.1} %", 100.0 * loss)
}

/// `work(searcher, i)` for every `i` in `0..n` on `threads` threads, each
/// with its own searcher; the results in index order.
fn parallel<F>(threads: usize, n: usize, work: F) -> Vec<f64>
where
    F: Fn(&mut Searcher, usize) -> f64 + Sync,
{
    let next = AtomicUsize::new(0);
    let out = Mutex::new(vec![0.0; n]);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(n.max(1)) {
            scope.spawn(|| {
                let mut searcher = Searcher::new(TT_MB);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let value = work(&mut searcher, i);
                    out.lock().expect("no thread panicked")[i] = value;
                }
            });
        }
    });
    out.into_inner().expect("no thread panicked")
}
