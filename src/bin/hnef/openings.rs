//! `hnef openings`: builds the opening suite of `hnef match` from recorded
//! human games.
//!
//! ```text
//! hnef openings [--from FILE] [--out FILE] [--min-ply N] [--max-ply N]
//!               [--nodes N] [--margin CP] [--count N]
//! ```
//!
//! Every game of `--from` (default `tests/data/copenhagen-games.csv`, the
//! CSV format of `tests/data/README.md`) is replayed under Copenhagen. The
//! positions after `--min-ply` to `--max-ply` plies (default 6 to 12) that
//! the game reached while still on are scored by the expert search at
//! `--nodes` nodes (default 3000, a fresh table each time, so the result
//! does not depend on the order or the clock), from the attackers' view.
//! Each game gives at most one opening: its candidate with the smallest
//! absolute score, if that is within `--margin` (default 40). Positions are
//! deduplicated (the same board and side to move reached in several games
//! counts once, from the first game). The `--count` (default 200) openings
//! closest to equal are kept, then written in the order of the games, one
//! move list a line with the game's line number, the ply and the score in a
//! comment. The output is the same on every run and machine.
//!
//! `hnef match` plays each opening twice, colours swapped; the suite built
//! by the default settings ships as `src/bin/hnef/data/openings.txt` and is the match's
//! default.

use crate::args::{say, usage, Args, Failure};
use hnef::search::{Level, Limits, Searcher};
use hnef::{notation, Game, Side, COPENHAGEN};
use std::collections::HashSet;
use std::fmt::Write as _;

/// One candidate opening.
struct Candidate {
    /// 1-based line of the game in the CSV.
    game: usize,
    ply: usize,
    /// Expert score from the attackers' view.
    score: i32,
    moves: String,
    key: u64,
}

/// Runs the command.
///
/// # Errors
///
/// Usage errors for bad options, run errors for an unreadable input or an
/// unwritable output.
pub fn main(args: &[String]) -> Result<(), Failure> {
    let a = Args::parse(
        "openings",
        args,
        &[
            "from", "out", "min-ply", "max-ply", "nodes", "margin", "count",
        ],
        &[],
    )?;
    if let Some(p) = a.positional.first() {
        return Err(usage(format!("openings: unexpected argument '{p}'")));
    }
    let from = a.value("from").unwrap_or("tests/data/copenhagen-games.csv");
    let min_ply = a.number("openings", "min-ply", 6)? as usize;
    let max_ply = a.number("openings", "max-ply", 12)? as usize;
    let nodes = a.number("openings", "nodes", 3000)?;
    let margin = a.number("openings", "margin", 40)? as i32;
    let count = a.number("openings", "count", 200)? as usize;
    if min_ply > max_ply || max_ply > 200 {
        return Err(usage("openings: need --min-ply <= --max-ply <= 200"));
    }
    if nodes == 0 || count == 0 {
        return Err(usage("openings: --nodes and --count must be positive"));
    }
    let text = std::fs::read_to_string(from).map_err(|e| Failure::Run(format!("{from}: {e}")))?;
    let mut searcher = Searcher::new(4);
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let mut chosen: Vec<Candidate> = Vec::new();
    let mut seen = HashSet::new();
    let mut games = 0usize;
    for (line_no, line) in text.lines().enumerate() {
        let Some(moves) = line.split(',').next() else {
            continue;
        };
        games += 1;
        let mut game = Game::new(&COPENHAGEN);
        let mut best: Option<Candidate> = None;
        for tok in moves.split_whitespace() {
            if game.played().len() >= max_ply || game.outcome().is_some() {
                break;
            }
            let Ok(parsed) = notation::parse_move(tok) else {
                break;
            };
            if game.play(parsed.mv).is_err() {
                break;
            }
            let ply = game.played().len();
            if ply < min_ply || game.outcome().is_some() {
                continue;
            }
            let key = game.position().key();
            if seen.contains(&key) {
                continue;
            }
            let Some(root) = game.search_root() else {
                continue;
            };
            searcher.clear();
            let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
            let score = if game.side_to_move() == Side::Attackers {
                out.score
            } else {
                -out.score
            };
            if score.abs() > margin || best.as_ref().is_some_and(|b| b.score.abs() <= score.abs()) {
                continue;
            }
            let list: Vec<String> = game.played().iter().map(|p| p.mv.to_string()).collect();
            best = Some(Candidate {
                game: line_no + 1,
                ply,
                score,
                moves: list.join(" "),
                key,
            });
        }
        if let Some(b) = best {
            seen.insert(b.key);
            chosen.push(b);
        }
    }
    let found = chosen.len();
    chosen.sort_by_key(|c| (c.score.abs(), c.game));
    chosen.truncate(count);
    chosen.sort_by_key(|c| c.game);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# The opening suite of `hnef match`: {} balanced positions after {min_ply}-{max_ply} plies\n\
         # of recorded human games, each played twice by a match with colours swapped.\n\
         # Made by: hnef openings --from {from} --min-ply {min_ply} --max-ply {max_ply} \
         --nodes {nodes} --margin {margin} --count {count}\n\
         # Source: tests/data/copenhagen-games.csv (public domain, CC0 1.0; see tests/data/README.md).\n\
         # Each line: the moves from the start; the comment names the game (its CSV line),\n\
         # the ply and the expert's score at {nodes} nodes from the attackers' view.",
        chosen.len()
    );
    for c in &chosen {
        let _ = writeln!(
            out,
            "{}  # game {}, ply {}, score {:+}",
            c.moves, c.game, c.ply, c.score
        );
    }
    match a.value("out") {
        Some(path) => {
            std::fs::write(path, &out).map_err(|e| Failure::Run(format!("{path}: {e}")))?;
            say!(
                "{games} games read, {found} balanced openings found, {} written to {path}",
                chosen.len()
            );
        }
        None => say!("{}", out.trim_end()),
    }
    Ok(())
}
