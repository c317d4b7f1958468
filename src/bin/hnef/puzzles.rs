//! `hnef puzzles [--data FILE] [--out FILE] [--nodes N] [--scan-nodes N]
//! [--games N] [--max N]`: mines the recorded games for puzzles (see
//! `hnef::puzzles` for what makes one) and writes them as JSON.
//!
//! Every position of every game of the CSV (`tests/data/copenhagen-games.csv`
//! by default) is scanned by a short search (`--scan-nodes`, default 3,000):
//! a position where the side to move sees a win in 3 to 9 plies is solved as
//! a win puzzle, and one where the opponent threatens to win next move as a
//! save puzzle, each at `--nodes` per check (default
//! [`hnef::puzzles::VERIFY_NODES`], which the tests re-prove the file at).
//! Positions already seen, or on the line of a puzzle already taken, are
//! skipped, so one combination gives one puzzle (its earliest position that
//! is unique). The output is the same for the same data and options.
//!
//! The JSON (`www/puzzles.json` in the repository; its format is described
//! in `www/README.md`):
//! `{"version":1, "ruleset", "nodes", "source", "puzzles":[{"id", "position",
//! "last", "solution", "themes", "moves", "difficulty", "game", "ply"}]}`.

use crate::args::{grouped, say, Args, Failure};
use hnef::puzzles::{self, Checker, Solution};
use hnef::search::{mate_in, Level, Limits, Searcher};
use hnef::{notation, Game, Side, COPENHAGEN};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::Instant;

/// One puzzle found.
struct Found {
    game: usize,
    ply: usize,
    position: String,
    last: Option<String>,
    side: Side,
    solution: Solution,
}

/// Runs the subcommand.
pub fn main(raw: &[String]) -> Result<(), Failure> {
    let args = Args::parse(
        "puzzles",
        raw,
        &["data", "out", "nodes", "scan-nodes", "games", "max"],
        &[],
    )?;
    let data = args
        .value("data")
        .unwrap_or("tests/data/copenhagen-games.csv");
    let out = args.value("out").unwrap_or("www/puzzles.json");
    let nodes = args.number("puzzles", "nodes", puzzles::VERIFY_NODES)?;
    let scan_nodes = args.number("puzzles", "scan-nodes", 3_000)?;
    let max_games = args.number("puzzles", "games", u64::MAX)? as usize;
    let max = args.number("puzzles", "max", 600)? as usize;
    let text = std::fs::read_to_string(data).map_err(|e| Failure::Run(format!("{data}: {e}")))?;

    let started = Instant::now();
    let mut scanner = Searcher::new(puzzles::CHECK_TT_MB);
    let mut checker = Checker::new(nodes);
    let mut seen: HashSet<u64> = HashSet::new();
    let mut found: Vec<Found> = Vec::new();
    let mut scanned = 0u64;
    let mut rejects: Vec<(String, usize)> = Vec::new();
    for (index, line) in text.lines().enumerate().take(max_games) {
        let moves = line.split(',').next().unwrap_or("");
        let mut game = Game::new(&COPENHAGEN);
        let mut all = vec![game.clone()];
        for tok in moves.split_whitespace() {
            let Ok(parsed) = notation::parse_move(tok) else {
                break;
            };
            if game.outcome().is_some() || game.play(parsed.mv).is_err() {
                break;
            }
            all.push(game.clone());
        }
        for (ply, at) in all.iter().enumerate() {
            if at.outcome().is_some() || !seen.insert(at.position().key()) {
                continue;
            }
            scanned += 1;
            // The puzzle starts from the position alone.
            let alone = Game::from_position(&COPENHAGEN, *at.position());
            let Some(root) = alone.search_root() else {
                continue;
            };
            scanner.clear();
            let limits = Limits {
                nodes: Some(scan_nodes),
                ..Limits::default()
            };
            let quick = scanner.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
            let solved = match mate_in(quick.score) {
                Some(d) if (3..=9).contains(&d) => checker.solve_win(&alone),
                Some(_) => continue,
                None if puzzles::threatened(&alone) => checker.solve_save(&alone),
                None => {
                    // A threat of a longer win: the opponent's forced win if
                    // the side to move could pass.
                    let passed = Game::from_position(
                        &COPENHAGEN,
                        at.position().with_side(at.side_to_move().opponent()),
                    );
                    let Some(proot) = passed.search_root() else {
                        continue;
                    };
                    scanner.clear();
                    let threat =
                        scanner.search(&proot, Level::Expert, &limits, &|| 0.0, &mut |_| {});
                    if !mate_in(threat.score).is_some_and(|d| (3..=7).contains(&d)) {
                        continue;
                    }
                    checker.solve_save(&alone)
                }
            };
            let solution = match solved {
                Ok(s) => s,
                Err(r) => {
                    if std::env::var_os("HNEF_PUZZLE_DEBUG").is_some() {
                        eprintln!("reject {r:?}: {}", notation::position_text(at.position()));
                    }
                    let name = format!("{r:?}");
                    let name = name.split([' ', '{']).next().unwrap_or("").to_string();
                    match rejects.iter_mut().find(|(k, _)| *k == name) {
                        Some((_, n)) => *n += 1,
                        None => rejects.push((name, 1)),
                    }
                    continue;
                }
            };
            // The positions along the solution belong to this puzzle.
            let mut walk = alone.clone();
            for &mv in &solution.moves {
                if walk.play(mv).is_err() {
                    break;
                }
                seen.insert(walk.position().key());
            }
            found.push(Found {
                game: index + 1,
                ply,
                position: notation::position_text(at.position()),
                last: at.played().last().map(|p| p.mv.to_string()),
                side: at.side_to_move(),
                solution,
            });
        }
        if (index + 1) % 100 == 0 {
            eprintln!(
                "puzzles: {} games, {} positions, {} puzzles, {:.0}s",
                index + 1,
                scanned,
                found.len(),
                started.elapsed().as_secs_f64()
            );
        }
    }

    let total = found.len();
    let found = select(found, max);
    let json = to_json(&found, nodes, data);
    std::fs::write(out, json).map_err(|e| Failure::Run(format!("{out}: {e}")))?;
    say!(
        "{} puzzles (of {total} found) from {} positions in {:.0}s -> {out}",
        found.len(),
        grouped(scanned),
        started.elapsed().as_secs_f64()
    );
    let rejected: Vec<String> = rejects.iter().map(|(k, n)| format!("{k} {n}")).collect();
    say!("candidates rejected: {}", rejected.join(", "));
    summary(&found)
}

/// At most `max` puzzles: every win puzzle and every defenders' puzzle
/// (the rarer kinds), then the attackers' saves spread evenly over their
/// difficulty. The order stays the games' order.
fn select(found: Vec<Found>, max: usize) -> Vec<Found> {
    if found.len() <= max {
        return found;
    }
    let common = |f: &Found| {
        f.side == Side::Attackers && !matches!(f.solution.kind, hnef::puzzles::Kind::Win(_))
    };
    let keep_all = found.iter().filter(|f| !common(f)).count();
    let room = max.saturating_sub(keep_all);
    let mut saves: Vec<(u32, usize)> = found
        .iter()
        .enumerate()
        .filter(|(_, f)| common(f))
        .map(|(i, f)| (f.solution.difficulty(), i))
        .collect();
    saves.sort_unstable();
    let mut chosen: HashSet<usize> = HashSet::new();
    if room > 0 {
        for k in 0..room {
            chosen.insert(saves[k * saves.len() / room].1);
        }
    }
    found
        .into_iter()
        .enumerate()
        .filter(|(i, f)| !common(f) || chosen.contains(i))
        .map(|(_, f)| f)
        .collect()
}

/// The counts per theme and side.
fn summary(found: &[Found]) -> Result<(), Failure> {
    let mut rows: Vec<(String, [usize; 2])> = Vec::new();
    for f in found {
        let key = puzzles::themes(&f.solution).join(" ");
        let col = usize::from(f.side == Side::Defenders);
        if let Some((_, c)) = rows.iter_mut().find(|(k, _)| *k == key) {
            c[col] += 1;
        } else {
            let mut c = [0, 0];
            c[col] = 1;
            rows.push((key, c));
        }
    }
    rows.sort();
    say!("{:<24} {:>9} {:>9}", "themes", "attackers", "defenders");
    for (k, c) in rows {
        say!("{k:<24} {:>9} {:>9}", c[0], c[1]);
    }
    Ok(())
}

fn to_json(found: &[Found], nodes: u64, data: &str) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "{{\"version\":1,\"ruleset\":\"{}\",\"nodes\":{nodes},\"source\":\"{}\",\"puzzles\":[",
        COPENHAGEN.id,
        escape(&format!(
            "{} (public domain, CC0 1.0; see tests/data/README.md)",
            data.rsplit('/').next().unwrap_or(data)
        ))
    );
    for (i, f) in found.iter().enumerate() {
        let moves: Vec<String> = f
            .solution
            .moves
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect();
        let themes: Vec<String> = puzzles::themes(&f.solution)
            .iter()
            .map(|t| format!("\"{t}\""))
            .collect();
        let _ = write!(
            s,
            "{}\n{{\"id\":\"g{}p{}\",\"position\":\"{}\",\"last\":{},\"solution\":[{}],\"themes\":[{}],\"moves\":{},\"difficulty\":{},\"game\":{},\"ply\":{}}}",
            if i == 0 { "" } else { "," },
            f.game,
            f.ply,
            escape(&f.position),
            f.last.as_ref().map_or("null".to_string(), |m| format!("\"{m}\"")),
            moves.join(","),
            themes.join(","),
            f.solution.player_moves(),
            f.solution.difficulty(),
            f.game,
            f.ply
        );
    }
    s.push_str("\n]}\n");
    s
}

/// JSON string escaping for the ASCII texts written here.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}
