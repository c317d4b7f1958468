//! `hnef endgames`: the endgame suite (a king alone or with one or two
//! defenders against many attackers) and how fast the attackers win it.
//!
//! ```text
//! hnef endgames build [--pairs N] [--attackers SPEC] [--defenders SPEC]
//!                     [--max-defenders N] [--min-attackers N] [--max-attackers N]
//!                     [--count N] [--seed S] [--boxed] [--sealed] [--out FILE]
//! hnef endgames run   [--file FILE] [--player SPEC] [--max-plies N]
//!                     [--concurrency N] [--seed S] [--moves]
//! ```
//!
//! `build` plays self-play games from the openings of the match suite
//! (`src/bin/hnef/data/openings.txt`, in turn, each once with the attackers to move as
//! there), `--attackers` (default `expert:nodes=4000`) against
//! `--defenders` (default `easy:nodes=3000`, which loses defenders), and
//! keeps from each game, for each number d from 0 to `--max-defenders`
//! (default 2), the first position with the attackers to move where the
//! defenders have the king and d other pieces and the attackers
//! `--min-attackers` to `--max-attackers` (default 15 to 23), and where the
//! expert at 20,000 nodes sees no forced end of the game yet. Positions
//! are deduplicated, and at most `--count` / (`--max-defenders` + 1) kept
//! for each number of defenders (`--count` defaults to 24), ordered by
//! game; written one position text a line, with the game it came from in a
//! comment. Node-limited players and fixed seeds
//! make the output the same on every run. With `--boxed` only positions
//! where the king is boxed (an attacker on every square next to it, see
//! `hnef::search::eval::king_boxed`) are kept: the attackers must then win
//! by hunting down the other defenders. The suite built by the default
//! settings ships as `src/bin/hnef/data/endgames.txt`; the boxed suite
//! made by `--boxed --pairs 1000 --min-attackers 4 --max-attackers 16
//! --count 45` as `src/bin/hnef/data/boxed.txt` (30 positions with one or
//! two defenders: a boxed king alone has no move, E1 at once). With
//! `--sealed` only positions where the attackers alone have cut all four
//! corners off from the king (see `hnef::search::eval::sealed_corners`):
//! the king cannot escape while the seals stand, and the test is whether
//! the attackers convert with the pieces the seals leave free. The sealed
//! suite, made from the expert against itself by `--sealed --pairs 200
//! --attackers expert:nodes=25000 --defenders expert:nodes=25000
//! --max-defenders 3 --min-attackers 12 --count 40`, ships as
//! `src/bin/hnef/data/sealed.txt`. The thin suite,
//! `src/bin/hnef/data/thin.txt`, holds kings with at most one defender
//! against 10-22 attackers, and the two-defender suite,
//! `src/bin/hnef/data/two.txt`, kings with two defenders against 13-24
//! attackers, both taken from match records (see their headers). The
//! lone-king suite, `src/bin/hnef/data/lone.txt`, holds the kings the
//! expert left alone against itself in self-play at 1 s and 100 ms a move
//! (15-23 attackers; see its header).
//!
//! `run` plays each position of `--file` (default: the built-in suite) with
//! `--player` (default `expert:nodes=20000`) on both sides, up to
//! `--max-plies` (default 200), and prints per position the plies played and
//! how the game ended (with `--moves`, the moves too), then the table: attackers' wins by capture (W3),
//! encirclement (W4), the defenders' last move taken (E1) and repetition
//! (E2), defenders' wins, unfinished games, and the median plies of the
//! attackers' wins.

use crate::args::{say, usage, Args, Failure};
use crate::matches::{Player, SUITE};
use hnef::search::eval::{king_boxed, sealed_corners};
use hnef::search::{mate_in, Level, Limits, Searcher};
use hnef::{notation, Game, Position, Reason, Side, COPENHAGEN};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The built-in endgame suite.
pub const ENDGAMES: &str = include_str!("data/endgames.txt");

/// The boxed-king suite (`--file src/bin/hnef/data/boxed.txt`), checked by
/// the tests.
#[cfg(test)]
const BOXED: &str = include_str!("data/boxed.txt");

/// The sealed-corners suite (`--file src/bin/hnef/data/sealed.txt`),
/// checked by the tests.
#[cfg(test)]
const SEALED: &str = include_str!("data/sealed.txt");

/// The thin suite (`--file src/bin/hnef/data/thin.txt`), checked by the
/// tests.
#[cfg(test)]
const THIN: &str = include_str!("data/thin.txt");

/// The two-defender suite (`--file src/bin/hnef/data/two.txt`), checked by
/// the tests.
#[cfg(test)]
const TWO: &str = include_str!("data/two.txt");

/// The lone-king suite from self-play (`--file src/bin/hnef/data/lone.txt`),
/// checked by the tests.
#[cfg(test)]
const LONE: &str = include_str!("data/lone.txt");

/// Runs `hnef endgames build|run`.
///
/// # Errors
///
/// Usage errors for bad options, run errors for files and engines.
pub fn main(args: &[String]) -> Result<(), Failure> {
    match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("run") => run(&args[1..]),
        _ => Err(usage("endgames: expected 'build' or 'run'")),
    }
}

fn run_err(e: String) -> Failure {
    Failure::Run(e)
}

/// Defenders other than the king, and attackers.
fn counts(pos: &Position) -> (u32, u32) {
    let b = pos.board();
    (b.defenders.count(), b.attackers.count())
}

fn build(args: &[String]) -> Result<(), Failure> {
    let a = Args::parse(
        "endgames build",
        args,
        &[
            "pairs",
            "attackers",
            "defenders",
            "max-defenders",
            "min-attackers",
            "max-attackers",
            "count",
            "seed",
            "out",
        ],
        &["boxed", "sealed"],
    )?;
    let boxed = a.has("boxed");
    let sealed = a.has("sealed");
    let games = a.number("endgames build", "pairs", 200)? as usize;
    let max_def = a.number("endgames build", "max-defenders", 2)? as u32;
    let min_att = a.number("endgames build", "min-attackers", 15)? as u32;
    let max_att = a.number("endgames build", "max-attackers", 23)? as u32;
    let count = a.number("endgames build", "count", 24)? as usize;
    let seed = a.number("endgames build", "seed", 1)?;
    let att_spec = a.value("attackers").unwrap_or("expert:nodes=4000");
    let def_spec = a.value("defenders").unwrap_or("easy:nodes=3000");
    if min_att > max_att || max_att > 24 || max_def > 12 {
        return Err(usage(
            "endgames build: need --min-attackers <= --max-attackers <= 24 and --max-defenders <= 12",
        ));
    }
    for spec in [att_spec, def_spec] {
        if spec.starts_with("cmd:") {
            return Err(usage("endgames build: players must be built-in levels"));
        }
    }
    let mut att = Player::parse(att_spec, "").map_err(|e| usage(format!("endgames build: {e}")))?;
    let mut def = Player::parse(def_spec, "").map_err(|e| usage(format!("endgames build: {e}")))?;
    let openings: Vec<&str> = SUITE
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut judge = Searcher::new(4);
    // At most this many positions for each number of defenders.
    let quota = count.div_ceil(max_def as usize + 1);
    let mut per_count = vec![0usize; max_def as usize + 1];
    for g in 0..games {
        if per_count.iter().all(|&c| c >= quota) {
            break;
        }
        let mut game = Game::new(&COPENHAGEN);
        for tok in openings[g % openings.len()].split(' ') {
            let mv = notation::parse_move(tok)
                .map_err(|e| run_err(e.to_string()))?
                .mv;
            game.play(mv).map_err(|e| run_err(e.to_string()))?;
        }
        att.new_game().map_err(run_err)?;
        def.new_game().map_err(run_err)?;
        // The defender counts (bit d: king + d) this game has given already.
        let mut taken = 0u32;
        while game.outcome().is_none() && game.played().len() < 400 {
            let pos = *game.position();
            let (d, n) = counts(&pos);
            if pos.side_to_move() == Side::Attackers
                && d <= max_def
                && (min_att..=max_att).contains(&n)
                && (!boxed || king_boxed(pos.board()))
                && (!sealed || sealed_corners(pos.board()) == 4)
            {
                if taken & (1 << d) == 0
                    && per_count[d as usize] < quota
                    && !seen.contains(&pos.key())
                    && !decided(&mut judge, &game)
                {
                    seen.insert(pos.key());
                    per_count[d as usize] += 1;
                    taken |= 1 << d;
                    out.push((pos, g + 1, game.played().len()));
                }
                if taken.count_ones() > max_def {
                    break;
                }
            }
            let player = match pos.side_to_move() {
                Side::Attackers => &mut att,
                Side::Defenders => &mut def,
            };
            let ply_seed = seed ^ ((g as u64) << 20) ^ game.played().len() as u64;
            let mv = player.play(&game, ply_seed).map_err(run_err)?;
            game.play(mv).map_err(|e| run_err(e.to_string()))?;
        }
    }
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# The endgame suite of `hnef endgames run`: {} positions, the king{} with at most {max_def}\n\
         # defenders against {min_att}-{max_att} attackers{}, attackers to move, from self-play.\n\
         # Made by: hnef endgames build --pairs {games} --attackers {att_spec} --defenders {def_spec} \
         --max-defenders {max_def} --min-attackers {min_att} --max-attackers {max_att} --count {count} --seed {seed}{}{}\n\
         # Each line: a position text; the comment names the opening (line of src/bin/hnef/data/openings.txt\n\
         # among the openings), the ply, the defenders and attackers left.",
        out.len(),
        if boxed { " boxed" } else { "" },
        if sealed {
            ", all four corners sealed"
        } else {
            ""
        },
        if boxed { " --boxed" } else { "" },
        if sealed { " --sealed" } else { "" }
    );
    for (pos, g, ply) in &out {
        let (d, n) = counts(pos);
        let _ = writeln!(
            text,
            "{}  # opening {g}, ply {ply}, king + {d} vs {n}",
            notation::position_text(pos)
        );
    }
    match a.value("out") {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| run_err(format!("{path}: {e}")))?;
            say!("{} endgame positions written to {path}", out.len());
        }
        None => say!("{}", text.trim_end()),
    }
    Ok(())
}

/// Whether the expert at [`JUDGE_NODES`] nodes already sees a forced end
/// of the game (a position the suite would not test).
fn decided(judge: &mut Searcher, game: &Game) -> bool {
    let Some(root) = game.search_root() else {
        return true;
    };
    judge.clear();
    let limits = Limits {
        nodes: Some(JUDGE_NODES),
        ..Limits::default()
    };
    let out = judge.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    mate_in(out.score).is_some()
}

/// The node budget of [`decided`].
const JUDGE_NODES: u64 = 20_000;

/// How one endgame went.
struct Done {
    plies: usize,
    /// The moves played, as `f2-f4` texts separated by spaces.
    moves: String,
    winner: Option<Side>,
    reason: Option<Reason>,
}

fn parse_suite(text: &str, name: &str) -> Result<Vec<Position>, Failure> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let pos = notation::parse_position(line)
            .map_err(|e| run_err(format!("{name}:{}: {e}", n + 1)))?;
        out.push(pos);
    }
    if out.is_empty() {
        return Err(run_err(format!("{name}: no positions")));
    }
    Ok(out)
}

fn run(args: &[String]) -> Result<(), Failure> {
    let a = Args::parse(
        "endgames run",
        args,
        &["file", "player", "max-plies", "concurrency", "seed"],
        &["moves"],
    )?;
    let show_moves = a.has("moves");
    let max_plies = a.number("endgames run", "max-plies", 200)? as usize;
    let threads = a.number("endgames run", "concurrency", 1)? as usize;
    let seed = a.number("endgames run", "seed", 1)?;
    let spec = a
        .value("player")
        .unwrap_or("expert:nodes=20000")
        .to_string();
    if !(1..=256).contains(&threads) {
        return Err(usage("endgames run: --concurrency expects 1 to 256"));
    }
    Player::parse(&spec, "movetime 1000").map_err(|e| usage(format!("endgames run: {e}")))?;
    let positions = match a.value("file") {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| run_err(format!("{path}: {e}")))?;
            parse_suite(&text, path)?
        }
        None => parse_suite(ENDGAMES, "src/bin/hnef/data/endgames.txt")?,
    };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Done, String>>>> =
        Mutex::new((0..positions.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.min(positions.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= positions.len() {
                    break;
                }
                // Fresh players per position: nothing learnt carries over.
                let done = Player::parse(&spec, "movetime 1000")
                    .and_then(|a| Ok((a, Player::parse(&spec, "movetime 1000")?)))
                    .and_then(|(mut att, mut def)| {
                        play_out(
                            &mut att,
                            &mut def,
                            positions[i],
                            max_plies,
                            seed ^ (i as u64) << 20,
                        )
                    });
                results.lock().expect("no thread panics")[i] = Some(done);
            });
        }
    });
    let results = results.into_inner().expect("no thread panics");
    say!(
        "endgames: {} positions, {spec} on both sides, at most {max_plies} plies",
        positions.len()
    );
    let mut att_wins = Vec::new();
    let mut by_reason = [0usize; 4]; // capture, encirclement, no moves, repetition
    let (mut def_wins, mut unfinished) = (0usize, 0usize);
    for (i, r) in results.into_iter().enumerate() {
        let done = r
            .unwrap_or_else(|| Err("not played".into()))
            .map_err(run_err)?;
        let (d, n) = counts(&positions[i]);
        let how = match (done.winner, done.reason) {
            (Some(w), Some(reason)) => format!("{w} win ({})", reason.name()),
            _ => "unfinished".into(),
        };
        say!(
            "  {:>3}: king + {d} vs {n:>2}: {how} in {} plies",
            i + 1,
            done.plies
        );
        if show_moves {
            say!("       moves: {}", done.moves);
        }
        match (done.winner, done.reason) {
            (Some(Side::Attackers), Some(reason)) => {
                att_wins.push(done.plies);
                match reason {
                    Reason::KingCaptured => by_reason[0] += 1,
                    Reason::Encirclement => by_reason[1] += 1,
                    Reason::NoMoves => by_reason[2] += 1,
                    _ => by_reason[3] += 1,
                }
            }
            (Some(Side::Defenders), _) => def_wins += 1,
            _ => unfinished += 1,
        }
    }
    att_wins.sort_unstable();
    let median = |v: &[usize]| -> String {
        if v.is_empty() {
            "-".into()
        } else if v.len() % 2 == 1 {
            v[v.len() / 2].to_string()
        } else {
            format!("{}", (v[v.len() / 2 - 1] + v[v.len() / 2]) as f64 / 2.0)
        }
    };
    say!(
        "attackers win {} of {}: capture {}, encirclement {}, last move taken {}, repetition {}; \
         defenders win {def_wins}; unfinished {unfinished}",
        att_wins.len(),
        positions.len(),
        by_reason[0],
        by_reason[1],
        by_reason[2],
        by_reason[3]
    );
    say!(
        "median plies of the attackers' wins: {} (all positions, a non-win counted as never: {})",
        median(&att_wins),
        {
            let mut all: Vec<usize> = att_wins.clone();
            all.resize(positions.len(), usize::MAX);
            all.sort_unstable();
            let m = all[(all.len() - 1) / 2];
            if m == usize::MAX {
                "none".to_string()
            } else {
                m.to_string()
            }
        }
    );
    Ok(())
}

/// Plays `pos` out between `att` and `def`.
fn play_out(
    att: &mut Player,
    def: &mut Player,
    pos: Position,
    max_plies: usize,
    seed: u64,
) -> Result<Done, String> {
    let mut game = Game::from_position(&COPENHAGEN, pos);
    att.new_game()?;
    def.new_game()?;
    while game.outcome().is_none() && game.played().len() < max_plies {
        let player = match game.side_to_move() {
            Side::Attackers => &mut *att,
            Side::Defenders => &mut *def,
        };
        let mv = player.play(&game, seed ^ game.played().len() as u64)?;
        game.play(mv).map_err(|e| e.to_string())?;
    }
    Ok(Done {
        plies: game.played().len(),
        moves: game
            .played()
            .iter()
            .map(|p| p.mv.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        winner: game.outcome().and_then(|o| o.winner),
        reason: game.outcome().map(|o| o.reason),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `text`, checks it holds `len` distinct live positions with
    /// the attackers to move, and calls `check` with each position, its
    /// defenders besides the king and its attackers.
    fn each_position(
        text: &str,
        name: &str,
        len: usize,
        mut check: impl FnMut(&Position, u32, u32),
    ) {
        let suite = parse_suite(text, name).unwrap();
        assert_eq!(suite.len(), len);
        let mut keys = HashSet::new();
        for pos in &suite {
            assert_eq!(pos.side_to_move(), Side::Attackers);
            assert!(Game::from_position(&COPENHAGEN, *pos).outcome().is_none());
            assert!(keys.insert(pos.key()));
            let (d, n) = counts(pos);
            check(pos, d, n);
        }
    }

    #[test]
    fn the_suite_holds_live_king_endgames() {
        let mut lone = 0;
        each_position(ENDGAMES, "suite", 24, |pos, d, n| {
            assert!(d <= 2 && (15..=23).contains(&n), "king + {d} vs {n}");
            assert!(pos.board().king_square().is_some());
            lone += usize::from(d == 0);
        });
        assert!(lone >= 3, "{lone} lone kings");
    }

    #[test]
    fn the_boxed_suite_holds_boxed_kings_with_runners() {
        each_position(BOXED, "boxed", 30, |pos, d, n| {
            assert!(
                (1..=2).contains(&d) && (4..=16).contains(&n),
                "king + {d} vs {n}"
            );
            assert!(king_boxed(pos.board()));
        });
    }

    #[test]
    fn the_sealed_suite_holds_kings_cut_off_from_every_corner() {
        let mut per_count = [0; 4];
        each_position(SEALED, "sealed", 40, |pos, d, n| {
            assert!(d <= 3 && (12..=23).contains(&n), "king + {d} vs {n}");
            per_count[d as usize] += 1;
            assert_eq!(sealed_corners(pos.board()), 4);
        });
        assert_eq!(per_count, [10; 4]);
    }

    #[test]
    fn the_thin_suite_holds_kings_with_one_defender_at_most() {
        let mut below_four_seals = 0;
        each_position(THIN, "thin", 70, |_, d, n| {
            assert!(d <= 1 && (10..=22).contains(&n), "king + {d} vs {n}");
            below_four_seals += usize::from(n <= 12);
        });
        assert_eq!(below_four_seals, 16);
    }

    #[test]
    fn the_two_defender_suite_holds_kings_with_two_defenders() {
        let mut per_band = [0; 4];
        each_position(TWO, "two", 60, |_, d, n| {
            assert!(d == 2 && (13..=24).contains(&n), "king + {d} vs {n}");
            per_band[match n {
                ..=14 => 0,
                15..=17 => 1,
                18..=20 => 2,
                _ => 3,
            }] += 1;
        });
        assert_eq!(per_band, [15; 4]);
    }

    #[test]
    fn the_lone_suite_holds_lone_kings_with_the_corners_its_header_counts() {
        // How many positions have 0, 1, 2, 3, 4 corners cut off.
        let mut per_sealed = [0; 5];
        each_position(LONE, "lone", 52, |pos, d, n| {
            assert!(d == 0 && (15..=23).contains(&n), "king + {d} vs {n}");
            per_sealed[sealed_corners(pos.board())] += 1;
        });
        assert_eq!(per_sealed, [13, 17, 15, 4, 3]);
    }

    #[test]
    fn bad_suites_are_refused() {
        assert!(parse_suite("# nothing\n", "x").is_err());
        let e = parse_suite("11/11 a\n", "x.txt").err().unwrap();
        assert!(e.message().starts_with("x.txt:1:"), "{}", e.message());
    }
}
