//! `hnef match`: engine-vs-engine matches, with an SPRT like fishtest's.
//!
//! ```text
//! hnef match PLAYER_A PLAYER_B [--pairs N] [--sprt ELO0,ELO1[,ALPHA,BETA]]
//!            [--concurrency N] [--openings FILE] [--random-plies K]
//!            [--max-plies N] [--records FILE] [--ruleset ID] [--seed S]
//!            [--go "movetime 1000"] [--unfinished out|half] [--quiet]
//! ```
//!
//! A player is `easy|normal|expert` with optional limits
//! `:nodes=N`, `:ms=M`, `:depth=D` (e.g. `expert:nodes=200000`) and
//! `:threads=T` (the search's threads, see `Searcher::set_threads`), or
//! `cmd:COMMAND`, an external engine started with `sh -c COMMAND` that
//! speaks the protocol of `hnef uci` (it is sent `go` plus the `--go`
//! text, default `movetime 1000`).
//!
//! Each pair plays one opening twice with colours swapped. By default the
//! openings are the built-in suite `src/bin/hnef/data/openings.txt` (200 balanced
//! positions from recorded human games, made by `hnef openings`), used in
//! turn; `--openings FILE` reads others (one per line: a position text, or
//! a move list from the start) and `--random-plies K` plays K seeded random
//! legal moves from the start instead.
//!
//! `--concurrency N` plays pairs on N threads, each with its own players
//! (and engine processes). Every game's seed depends only on its number,
//! and results are printed and counted in pair order, so with node-limited
//! players the output is the same for every N.
//!
//! `--sprt elo0,elo1[,alpha,beta]` runs a sequential probability ratio test
//! (see `sprt.rs` and docs/MATCHES.md): after each pair the pentanomial
//! log-likelihood ratio is compared with its bounds, and the match stops
//! when one is crossed (`--pairs` is then the maximum, default 5000).
//!
//! Games are adjudicated by our rules only (`Game`). A game that reaches
//! `--max-plies` (default 500) is reported as *unfinished*; it is not a
//! draw (E3: draws happen only by agreement, and engines never agree) and it
//! is left out of the score and the Elo estimate, and its pair out of the
//! pentanomial counts. `--unfinished half` scores it half a point to each
//! side instead, for the score, the Elo and the SPRT only (the records and
//! the table still say unfinished): a test adjudication, so that a change
//! that converts games the other build leaves unfinished is measured (with
//! the default such a pair is left out whenever the other build's game
//! stays unfinished). An engine that sends an illegal move or dies loses
//! that game (reported as a forfeit).
//!
//! The summary gives, for player A, wins/losses/draws as attackers and as
//! defenders, the score, the Elo difference with a 95 % error bar (per
//! game, and from the pentanomial counts), and the SPRT's LLR and decision.

use crate::sprt;
use hnef::notation;
use hnef::rules::Ruleset;
use hnef::search::{Level, Limits, Searcher};
use hnef::{Game, Move, Position, Side, COPENHAGEN};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// One side of the match.
pub(crate) enum Player {
    Builtin {
        name: String,
        level: Level,
        limits: Limits,
        searcher: Box<Searcher>,
    },
    External {
        name: String,
        go: String,
        child: Child,
        /// Taken (closed) when the player is dropped, so that an engine
        /// behind a pipe (`(echo setoption ...; cat) | hnef uci`) sees the
        /// end of its input and exits.
        stdin: Option<ChildStdin>,
        stdout: BufReader<ChildStdout>,
    },
}

impl Player {
    pub(crate) fn parse(spec: &str, go: &str) -> Result<Player, String> {
        if let Some(cmd) = spec.strip_prefix("cmd:") {
            let mut child = Command::new("sh")
                .arg("-c")
                .arg(cmd)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .map_err(|e| format!("cannot start '{cmd}': {e}"))?;
            let stdin = child.stdin.take().ok_or("no stdin")?;
            let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
            let mut p = Player::External {
                name: cmd.to_string(),
                go: go.to_string(),
                child,
                stdin: Some(stdin),
                stdout,
            };
            p.send("uci")?;
            p.wait_for("uciok")?;
            return Ok(p);
        }
        let mut parts = spec.split(':');
        let level_name = parts.next().unwrap_or("");
        let level = Level::from_name(level_name).ok_or_else(|| {
            format!("unknown player '{spec}' (easy|normal|expert[:nodes=N][:ms=M][:depth=D][:threads=T] or cmd:COMMAND)")
        })?;
        let mut limits = Limits::default();
        let mut threads = 1;
        for p in parts {
            let (k, v) = p
                .split_once('=')
                .ok_or_else(|| format!("bad limit '{p}' in '{spec}'"))?;
            let n: f64 = v
                .parse()
                .map_err(|_| format!("bad number '{v}' in '{spec}'"))?;
            match k {
                "nodes" => limits.nodes = Some(n as u64),
                "ms" => limits.time_ms = Some(n),
                "depth" => limits.depth = Some(n as u32),
                "threads" => threads = n as usize,
                _ => return Err(format!("unknown limit '{k}' in '{spec}'")),
            }
        }
        let mut searcher = Box::new(Searcher::new(hnef::search::DEFAULT_TT_MB));
        searcher.set_threads(threads);
        Ok(Player::Builtin {
            name: spec.to_string(),
            level,
            limits,
            searcher,
        })
    }

    pub(crate) fn name(&self) -> &str {
        match self {
            Player::Builtin { name, .. } | Player::External { name, .. } => name,
        }
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        if let Player::External {
            stdin: Some(stdin),
            name,
            ..
        } = self
        {
            writeln!(stdin, "{line}")
                .and_then(|()| stdin.flush())
                .map_err(|e| format!("{name}: {e}"))?;
        }
        Ok(())
    }

    fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        if let Player::External { stdout, name, .. } = self {
            let mut line = String::new();
            loop {
                line.clear();
                let n = stdout
                    .read_line(&mut line)
                    .map_err(|e| format!("{name}: {e}"))?;
                if n == 0 {
                    return Err(format!("{name} closed its output"));
                }
                if line.trim_start().starts_with(prefix) {
                    return Ok(line.trim().to_string());
                }
            }
        }
        Ok(String::new())
    }

    pub(crate) fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Builtin { searcher, .. } => {
                searcher.clear();
                Ok(())
            }
            Player::External { .. } => {
                self.send("ucinewgame")?;
                self.send("isready")?;
                self.wait_for("readyok").map(|_| ())
            }
        }
    }

    /// The player's move in `game`, or an error (a forfeit).
    pub(crate) fn play(&mut self, game: &Game, seed: u64) -> Result<Move, String> {
        match self {
            Player::Builtin {
                level,
                limits,
                searcher,
                ..
            } => {
                let t0 = Instant::now();
                let now = move || t0.elapsed().as_secs_f64() * 1000.0;
                let limits = Limits { seed, ..*limits };
                game.search_root()
                    .and_then(|root| {
                        searcher.choose_move(&root, *level, &limits, &now, &mut |_| {})
                    })
                    .ok_or_else(|| "no move".to_string())
            }
            Player::External { .. } => {
                let mut cmd = if game.from_start() {
                    "position startpos".to_string()
                } else {
                    format!("position fen {}", notation::position_text(game.start()))
                };
                if !game.played().is_empty() {
                    cmd.push_str(" moves");
                    for p in game.played() {
                        cmd.push(' ');
                        cmd.push_str(&p.mv.to_string());
                    }
                }
                self.send(&cmd)?;
                let go = match self {
                    Player::External { go, .. } => format!("go {go}"),
                    Player::Builtin { .. } => unreachable!(),
                };
                self.send(&go)?;
                let line = self.wait_for("bestmove")?;
                let tok = line.split_whitespace().nth(1).unwrap_or("");
                notation::parse_move(tok)
                    .map(|p| p.mv)
                    .map_err(|e| format!("bad bestmove '{tok}': {e}"))
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        if matches!(self, Player::External { .. }) {
            let _ = self.send("quit");
            if let Player::External { child, stdin, .. } = self {
                // The end of input too: a wrapper's `cat` would wait for it.
                drop(stdin.take());
                let _ = child.wait();
            }
        }
    }
}

struct Options {
    pairs: usize,
    openings: Option<String>,
    random_plies: Option<usize>,
    max_plies: usize,
    /// Where the games' records go (rewritten after every pair).
    records: Option<String>,
    rules: &'static Ruleset,
    seed: u64,
    go: String,
    quiet: bool,
    sprt: Option<sprt::Test>,
    concurrency: usize,
    /// `--unfinished half`: an unfinished game scores half a point each.
    unfinished_half: bool,
}

/// How one game ended, from player A's view.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Result3 {
    Win,
    Loss,
    Draw,
    Unfinished,
}

/// One finished game, ready to print and count.
struct GameDone {
    /// The line printed for it.
    line: String,
    /// Its record for `--records`.
    record: String,
    /// Player A's result.
    result: Result3,
}

/// The two games of a pair (A as attackers, then A as defenders).
type PairDone = [GameDone; 2];

/// The maximum number of pairs of an SPRT without `--pairs`.
const SPRT_MAX_PAIRS: usize = 5000;

const USAGE: &str =
    "usage: hnef match PLAYER_A PLAYER_B [--pairs N] [--sprt ELO0,ELO1[,ALPHA,BETA]] \
    [--concurrency N] [--openings FILE] [--random-plies K] [--max-plies N] [--records FILE] \
    [--ruleset ID] [--seed S] [--go TEXT] [--unfinished out|half] [--quiet]\n\
    PLAYER: easy|normal|expert[:nodes=N][:ms=M][:depth=D][:threads=T] or cmd:COMMAND";

fn parse_options(args: &[String]) -> Result<(Vec<String>, Options), String> {
    let mut players = Vec::new();
    let mut pairs = None;
    let mut o = Options {
        pairs: 10,
        openings: None,
        random_plies: None,
        max_plies: 500,
        records: None,
        rules: &COPENHAGEN,
        seed: 1,
        go: "movetime 1000".into(),
        quiet: false,
        sprt: None,
        concurrency: 1,
        unfinished_half: false,
    };
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let mut value = || -> Result<String, String> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{a} needs a value"))
        };
        match a {
            "--pairs" | "--games" => {
                pairs = Some(value()?.parse::<usize>().map_err(|_| "bad --pairs")?);
            }
            "--openings" => o.openings = Some(value()?),
            "--random-plies" => {
                o.random_plies = Some(value()?.parse().map_err(|_| "bad --random-plies")?);
            }
            "--max-plies" => o.max_plies = value()?.parse().map_err(|_| "bad --max-plies")?,
            "--records" => o.records = Some(value()?),
            "--ruleset" => {
                o.rules = Ruleset::by_id(&value()?).map_err(|e| e.to_string())?;
            }
            "--seed" => o.seed = value()?.parse().map_err(|_| "bad --seed")?,
            "--go" => o.go = value()?,
            "--quiet" => o.quiet = true,
            "--unfinished" => {
                o.unfinished_half = match value()?.as_str() {
                    "out" => false,
                    "half" => true,
                    _ => return Err("--unfinished expects 'out' or 'half'".into()),
                };
            }
            "--sprt" => o.sprt = Some(sprt::Test::parse(&value()?)?),
            "--concurrency" => {
                o.concurrency = value()?
                    .parse()
                    .ok()
                    .filter(|&n: &usize| (1..=256).contains(&n))
                    .ok_or("--concurrency expects a number of threads from 1 to 256")?;
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            s => players.push(s.to_string()),
        }
        i += 1;
    }
    if players.len() != 2 {
        return Err(USAGE.into());
    }
    if o.openings.is_some() && o.random_plies.is_some() {
        return Err("give --openings or --random-plies, not both".into());
    }
    o.pairs = pairs.unwrap_or(if o.sprt.is_some() { SPRT_MAX_PAIRS } else { 10 });
    Ok((players, o))
}

/// Runs a match.
///
/// # Errors
///
/// Bad arguments, an unreadable openings file, an engine that cannot be
/// started, or an unwritable records file.
pub fn main(args: &[String]) -> Result<(), String> {
    let (players, o) = parse_options(args)?;
    // Check both players before any thread starts (an external engine is
    // started here once and stopped again).
    let names = [
        Player::parse(&players[0], &o.go)?.name().to_string(),
        Player::parse(&players[1], &o.go)?.name().to_string(),
    ];
    let openings = load_openings(&o)?;
    // The records file is written after every pair, so a match stopped
    // early keeps the games it played; an unwritable path fails here,
    // before any game.
    if let Some(path) = &o.records {
        std::fs::write(path, "").map_err(|e| format!("{path}: {e}"))?;
    }
    let mut records = String::new();
    let mut write_error = None;
    // [attackers, defenders] x [win, loss, draw, unfinished] for player A.
    let mut table = [[0usize; 4]; 2];
    let mut scores = Vec::new();
    let mut penta = sprt::Penta::default();
    let mut broken_pairs = 0usize;
    let mut decision = None;
    let t0 = Instant::now();
    if let Some(t) = &o.sprt {
        let (lo, hi) = sprt::bounds(t.alpha, t.beta);
        println!(
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR bounds {lo:.2} .. {hi:.2}, at most {} pairs",
            t.elo0, t.elo1, t.alpha, t.beta, o.pairs
        );
    }
    let mut on_pair = |pair: usize, done: PairDone| -> bool {
        let mut points = 0.0;
        let mut finished = true;
        for (swap, g) in done.iter().enumerate() {
            if !o.quiet {
                println!("{}", g.line);
            }
            records.push_str(&g.record);
            let col = match g.result {
                Result3::Win => 0,
                Result3::Loss => 1,
                Result3::Draw => 2,
                Result3::Unfinished => 3,
            };
            table[swap][col] += 1;
            match g.result {
                Result3::Win => {
                    scores.push(1.0);
                    points += 1.0;
                }
                Result3::Loss => scores.push(0.0),
                Result3::Unfinished if !o.unfinished_half => finished = false,
                Result3::Draw | Result3::Unfinished => {
                    scores.push(0.5);
                    points += 0.5;
                }
            }
        }
        if let Some(path) = &o.records {
            if let Err(e) = std::fs::write(path, &records) {
                write_error = Some(format!("{path}: {e}"));
                return true;
            }
        }
        if finished {
            penta.add(points);
        } else {
            broken_pairs += 1;
        }
        if let Some(t) = &o.sprt {
            let llr = sprt::llr(&penta, t.elo0, t.elo1);
            if !o.quiet {
                println!(
                    "pair {:>4}: {} points for A; pentanomial {:?}; LLR {llr:.3}",
                    pair + 1,
                    if finished {
                        format!("{points}")
                    } else {
                        "-".into()
                    },
                    penta.0
                );
            }
            decision = t.decide(&penta);
            return decision.is_some();
        }
        false
    };
    run_pairs(&players, &openings, &o, &mut on_pair)?;
    if let Some(e) = write_error {
        return Err(e);
    }
    print_summary(
        &names[0],
        &names[1],
        &table,
        &scores,
        t0.elapsed().as_secs_f64(),
    );
    println!(
        "  pentanomial (pairs scoring 0, 0.5, 1, 1.5, 2 for {}): {:?}{}",
        names[0],
        penta.0,
        if broken_pairs > 0 {
            format!("; left out, with an unfinished game: {broken_pairs} pairs")
        } else if o.unfinished_half && table.iter().any(|t| t[3] > 0) {
            "; unfinished games scored half a point each (--unfinished half)".into()
        } else {
            String::new()
        }
    );
    if let Some((e, lo, hi)) = sprt::elo(&penta) {
        println!("  Elo (pentanomial) {e:+.1} (95 %: {lo:+.1} .. {hi:+.1})");
    }
    if let Some(t) = &o.sprt {
        let (lo, hi) = sprt::bounds(t.alpha, t.beta);
        let llr = sprt::llr(&penta, t.elo0, t.elo1);
        println!(
            "  SPRT [{}, {}] alpha {} beta {}: LLR {llr:.3} (bounds {lo:.3} .. {hi:.3}): {}",
            t.elo0,
            t.elo1,
            t.alpha,
            t.beta,
            match decision {
                Some(true) => "H1 accepted (PASS)",
                Some(false) => "H0 accepted (FAIL)",
                None => "no decision (pair limit reached)",
            }
        );
    }
    Ok(())
}

/// Plays pairs `0..o.pairs` on `o.concurrency` threads, each with its own
/// players, and hands each pair's games to `on_pair` in pair order (so the
/// output does not depend on the threads' timing). Stops taking new pairs
/// once `on_pair` returns true; pairs after that one are dropped.
fn run_pairs(
    players: &[String],
    openings: &[Opening],
    o: &Options,
    on_pair: &mut dyn FnMut(usize, PairDone) -> bool,
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(usize, Result<PairDone, String>)>();
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..o.concurrency.min(o.pairs.max(1)) {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let players = Player::parse(&players[0], &o.go)
                    .and_then(|a| Ok((a, Player::parse(&players[1], &o.go)?)));
                let (mut a, mut b) = match players {
                    Ok(p) => p,
                    Err(e) => {
                        let _ = tx.send((next.fetch_add(1, Ordering::SeqCst), Err(e)));
                        return;
                    }
                };
                while !stop.load(Ordering::SeqCst) {
                    let pair = next.fetch_add(1, Ordering::SeqCst);
                    if pair >= o.pairs {
                        break;
                    }
                    let opening = &openings[pair % openings.len()];
                    let done = play_pair(&mut a, &mut b, pair, opening, o);
                    let failed = done.is_err();
                    if tx.send((pair, done)).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut pending = BTreeMap::new();
        let mut want = 0;
        let result = 'recv: loop {
            let Ok((pair, done)) = rx.recv() else {
                break Ok(());
            };
            pending.insert(pair, done);
            while let Some(done) = pending.remove(&want) {
                match done {
                    Err(e) => break 'recv Err(e),
                    Ok(done) => {
                        if on_pair(want, done) {
                            break 'recv Ok(());
                        }
                    }
                }
                want += 1;
                if want >= o.pairs {
                    break 'recv Ok(());
                }
            }
        };
        stop.store(true, Ordering::SeqCst);
        result
    })
}

/// Plays pair `pair`: the opening with A as attackers, then as defenders.
fn play_pair(
    a: &mut Player,
    b: &mut Player,
    pair: usize,
    opening: &Opening,
    o: &Options,
) -> Result<PairDone, String> {
    let mut one = |swap: bool| -> Result<GameDone, String> {
        let n = pair * 2 + usize::from(swap);
        let (att, def) = if swap {
            (&mut *b, &mut *a)
        } else {
            (&mut *a, &mut *b)
        };
        let (game, winner, note) =
            play_game(att, def, opening.clone(), o, o.seed ^ (n as u64) << 20)?;
        let a_side = if swap {
            Side::Defenders
        } else {
            Side::Attackers
        };
        let result = match (winner, game.outcome()) {
            (Some(w), _) if w == a_side => Result3::Win,
            (Some(_), _) => Result3::Loss,
            (None, Some(_)) => Result3::Draw,
            (None, None) => Result3::Unfinished,
        };
        let status = match (game.outcome(), winner) {
            (Some(out), _) => format!("{} ({})", out.status(), out.reason),
            (None, Some(w)) => format!("{w} win by forfeit"),
            (None, None) => format!("unfinished after {} plies", game.played().len()),
        };
        let line = format!(
            "game {:>3}: {} (attackers) vs {} (defenders): {} in {} plies{}",
            n + 1,
            att.name(),
            def.name(),
            status,
            game.played().len(),
            note
        );
        let record = format!(
            "[attackers:{}]\n[defenders:{}]\n{}\n",
            att.name(),
            def.name(),
            notation::record_text(&game)
        );
        Ok(GameDone {
            line,
            record,
            result,
        })
    };
    Ok([one(false)?, one(true)?])
}

fn print_summary(a: &str, b: &str, t: &[[usize; 4]; 2], scores: &[f64], secs: f64) {
    println!(
        "match {a} vs {b}: {} games in {secs:.0} s",
        t[0].iter().sum::<usize>() + t[1].iter().sum::<usize>()
    );
    for (i, side) in ["attackers", "defenders"].iter().enumerate() {
        println!(
            "  {a} as {side}: W {} L {} D {} unfinished {}",
            t[i][0], t[i][1], t[i][2], t[i][3]
        );
    }
    let n = scores.len() as f64;
    if n == 0.0 {
        println!("  no finished game");
        return;
    }
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    let se = (var / n).sqrt();
    let elo = |s: f64| {
        let s = s.clamp(1e-3, 1.0 - 1e-3);
        -400.0 * (1.0 / s - 1.0).log10()
    };
    let (lo, hi) = (elo(mean - 1.96 * se), elo(mean + 1.96 * se));
    println!(
        "  score {:.1}/{} = {:.1} %; Elo difference {:+.0} (95 %: {:+.0} .. {:+.0}){}",
        scores.iter().sum::<f64>(),
        scores.len(),
        mean * 100.0,
        elo(mean),
        lo,
        hi,
        if mean <= 1e-3 || mean >= 1.0 - 1e-3 {
            " (clamped: every game won by one side)"
        } else {
            ""
        }
    );
}

/// An opening: a start position and moves from it.
#[derive(Clone)]
struct Opening {
    start: Position,
    moves: Vec<Move>,
}

/// The built-in opening suite (`src/bin/hnef/data/openings.txt`, made by `hnef openings`).
pub const SUITE: &str = include_str!("data/openings.txt");

/// Parses an openings text: one opening a line, a position text or a move
/// list from the start (spaces or commas between moves); `#` starts a
/// comment. `name` names the source in errors.
fn parse_openings(text: &str, name: &str, rules: &'static Ruleset) -> Result<Vec<Opening>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let where_ = format!("{name}:{}", n + 1);
        if let Ok(pos) = notation::parse_position(line) {
            out.push(Opening {
                start: pos,
                moves: Vec::new(),
            });
            continue;
        }
        let mut game = Game::new(rules);
        let mut moves = Vec::new();
        for tok in line.split([' ', ',']).filter(|t| !t.is_empty()) {
            let mv = notation::parse_move(tok)
                .map_err(|e| format!("{where_}: {e}"))?
                .mv;
            game.play(mv).map_err(|e| format!("{where_}: {tok}: {e}"))?;
            moves.push(mv);
        }
        if game.outcome().is_some() {
            return Err(format!("{where_}: the opening ends the game"));
        }
        out.push(Opening {
            start: Position::start(),
            moves,
        });
    }
    if out.is_empty() {
        return Err(format!("{name}: no openings"));
    }
    Ok(out)
}

/// The openings of a match: `--openings FILE`, `--random-plies K` seeded
/// random plies, or by default the built-in suite (Copenhagen only; other
/// rulesets get 4 random plies).
fn load_openings(o: &Options) -> Result<Vec<Opening>, String> {
    if let Some(path) = &o.openings {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        return parse_openings(&text, path, o.rules);
    }
    if o.random_plies.is_none() && std::ptr::eq(o.rules, &COPENHAGEN) {
        return parse_openings(SUITE, "src/bin/hnef/data/openings.txt", o.rules);
    }
    let random_plies = o.random_plies.unwrap_or(4);
    // Seeded random openings that end in a live game.
    let mut rng = o.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut out = Vec::new();
    while out.len() < o.pairs.max(1) {
        let mut game = Game::new(o.rules);
        let mut moves = Vec::new();
        for _ in 0..random_plies {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(next() % legal.len() as u64) as usize];
            game.play(mv).map_err(|e| e.to_string())?;
            moves.push(mv);
        }
        if game.outcome().is_none() {
            out.push(Opening {
                start: Position::start(),
                moves,
            });
        }
    }
    Ok(out)
}

fn play_game(
    att: &mut Player,
    def: &mut Player,
    opening: Opening,
    o: &Options,
    seed: u64,
) -> Result<(Game, Option<Side>, String), String> {
    // Our rules have no forfeit, so a forfeit's winner travels beside the
    // game (whose record then reads "ongoing" at the point it stopped).
    let mut game = Game::from_position(o.rules, opening.start);
    for mv in opening.moves {
        game.play(mv).map_err(|e| e.to_string())?;
    }
    att.new_game()?;
    def.new_game()?;
    while game.outcome().is_none() && game.played().len() < o.max_plies {
        let side = game.side_to_move();
        let player = match side {
            Side::Attackers => &mut *att,
            Side::Defenders => &mut *def,
        };
        let ply_seed = seed ^ game.played().len() as u64;
        match player.play(&game, ply_seed) {
            Ok(mv) => {
                if let Err(e) = game.play(mv) {
                    let note = format!(" [forfeit: {} played {mv}: {e}]", player.name());
                    return Ok((game, Some(side.opponent()), note));
                }
            }
            Err(e) => {
                let note = format!(" [forfeit: {}: {e}]", player.name());
                return Ok((game, Some(side.opponent()), note));
            }
        }
    }
    let winner = game.outcome().and_then(|out| out.winner);
    Ok((game, winner, String::new()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_suite_is_200_distinct_live_openings() {
        let suite = parse_openings(SUITE, "suite", &COPENHAGEN).unwrap();
        assert_eq!(suite.len(), 200);
        let mut keys = HashSet::new();
        for o in &suite {
            let mut game = Game::from_position(&COPENHAGEN, o.start);
            for &mv in &o.moves {
                game.play(mv).unwrap();
            }
            assert!(game.outcome().is_none());
            assert!((6..=12).contains(&o.moves.len()));
            assert!(keys.insert(game.position().key()), "duplicate opening");
        }
    }
}
