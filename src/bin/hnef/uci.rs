//! `hnef uci`: the UCI-like engine protocol TaflZero speaks, so hnef can
//! play other tafl engines and sit inside their tools.
//!
//! Commands (one per line on stdin; replies on stdout):
//!
//! - `uci` -> `id name ..`, `id author ..`, the options, `uciok`
//! - `isready` -> `readyok`
//! - `ucinewgame` (forgets the table and history)
//! - `position startpos|fen <position text> [moves m1 m2 ...]` (moves as
//!   `f2f4` or `f2-f4`, captures may be appended)
//! - `go [movetime MS] [nodes N] [depth D] [wtime MS btime MS winc MS binc
//!   MS] [infinite]` -> `info depth .. seldepth .. score cp ..|mate .. nodes
//!   .. nps .. time .. pv ..` per iteration, then `bestmove FROM-TO`
//!   (`bestmove (none)` when the game is over)
//! - `stop` (ends a running `go`), `quit`
//! - `setoption name Level value easy|normal|expert`,
//!   `setoption name Ruleset value ID`, `setoption name Hash value MB`,
//!   `setoption name Seed value N`
//! - extras: `d` (show the position), `bench [depth]` (the search's node
//!   signature and nodes/second)
//!
//! A reader thread forwards stdin so `stop` and `quit` take effect during a
//! search: they raise a flag that the search's clock closure turns into "time
//! is up" (the search itself has no threads and only ever reads its clock).

use hnef::notation;
use hnef::rules::Ruleset;
use hnef::search::{self, bench, Level, Limits, Report, Searcher};
use hnef::{Game, COPENHAGEN};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Instant;

struct State {
    rules: &'static Ruleset,
    level: Level,
    hash_mb: usize,
    seed: u64,
    searcher: Searcher,
    game: Game,
}

/// Runs the protocol on stdin/stdout.
///
/// # Errors
///
/// Only when stdout cannot be written.
pub fn main(args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!("uci takes no arguments (got '{a}')"));
    }
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel::<String>();
    {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            let stdin = std::io::stdin();
            for line in stdin.lock().lines() {
                let Ok(line) = line else { break };
                let t = line.trim();
                if t == "stop" || t == "quit" {
                    stop.store(true, Ordering::SeqCst);
                }
                if tx.send(line).is_err() {
                    break;
                }
            }
            // End of input acts as quit.
            stop.store(true, Ordering::SeqCst);
            let _ = tx.send("quit".to_string());
        });
    }
    let mut st = State {
        rules: &COPENHAGEN,
        level: Level::Expert,
        hash_mb: search::DEFAULT_TT_MB,
        seed: 0,
        searcher: Searcher::new(search::DEFAULT_TT_MB),
        game: Game::new(&COPENHAGEN),
    };
    let out = std::io::stdout();
    let mut out = out.lock();
    while let Ok(line) = rx.recv() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else { continue };
        let w = |out: &mut std::io::StdoutLock<'_>, s: &str| -> Result<(), String> {
            writeln!(out, "{s}")
                .and_then(|()| out.flush())
                .map_err(|e| e.to_string())
        };
        match cmd {
            "uci" => {
                w(
                    &mut out,
                    &format!("id name hnef {}", env!("CARGO_PKG_VERSION")),
                )?;
                w(&mut out, "id author the hnef engineers")?;
                w(
                    &mut out,
                    "option name Level type combo default expert var easy var normal var expert",
                )?;
                let ids: Vec<String> = hnef::RULESETS
                    .iter()
                    .map(|r| format!("var {}", r.id))
                    .collect();
                w(
                    &mut out,
                    &format!(
                        "option name Ruleset type combo default {} {}",
                        COPENHAGEN.id,
                        ids.join(" ")
                    ),
                )?;
                w(
                    &mut out,
                    &format!(
                        "option name Hash type spin default {} min 1 max 4096",
                        search::DEFAULT_TT_MB
                    ),
                )?;
                w(
                    &mut out,
                    "option name Seed type spin default 0 min 0 max 4294967295",
                )?;
                w(&mut out, "uciok")?;
            }
            "isready" => w(&mut out, "readyok")?,
            "ucinewgame" => {
                st.searcher.clear();
                st.game = Game::new(st.rules);
            }
            "setoption" => {
                if let Err(e) = set_option(&mut st, &tokens) {
                    w(&mut out, &format!("info string error: {e}"))?;
                }
            }
            "position" => match parse_position(st.rules, &tokens) {
                Ok(g) => st.game = g,
                Err(e) => w(&mut out, &format!("info string error: {e}"))?,
            },
            "go" => {
                stop.store(false, Ordering::SeqCst);
                let best = go(&mut st, &tokens, &stop, &mut out)?;
                w(&mut out, &format!("bestmove {best}"))?;
            }
            "d" => {
                w(&mut out, &st.game.position().board().diagram())?;
                w(
                    &mut out,
                    &format!("position {}", notation::position_text(st.game.position())),
                )?;
            }
            "bench" => {
                let depth = tokens
                    .get(1)
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(bench::DEPTH);
                for l in bench_lines(depth) {
                    w(&mut out, &l)?;
                }
            }
            "stop" => {}
            "quit" => break,
            other => w(&mut out, &format!("info string unknown command '{other}'"))?,
        }
    }
    Ok(())
}

/// The bench report: one line per position, then the signature and speed.
pub fn bench_lines(depth: u32) -> Vec<String> {
    let t0 = Instant::now();
    let lines = bench::run(depth);
    let ms = t0.elapsed().as_secs_f64() * 1000.0;
    let total: u64 = lines.iter().map(|l| l.nodes).sum();
    let mut out: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "info string bench {} nodes {} best {} score {}",
                l.position, l.nodes, l.best, l.score
            )
        })
        .collect();
    out.push(format!(
        "bench depth {depth} nodes {total} time {:.0} ms nps {}",
        ms,
        (total as f64 * 1000.0 / ms.max(1e-3)) as u64
    ));
    out
}

fn set_option(st: &mut State, tokens: &[&str]) -> Result<(), String> {
    let text = tokens[1..].join(" ");
    let rest = text
        .strip_prefix("name ")
        .ok_or("expected 'setoption name X value Y'")?;
    let (name, value) = rest
        .split_once(" value ")
        .ok_or("expected 'setoption name X value Y'")?;
    match name.trim().to_ascii_lowercase().as_str() {
        "level" => {
            st.level = Level::from_name(value.trim())
                .ok_or_else(|| format!("unknown level '{}'", value.trim()))?;
        }
        "ruleset" => {
            st.rules = Ruleset::by_id(value.trim()).map_err(|e| e.to_string())?;
            st.game = Game::new(st.rules);
        }
        "hash" => {
            st.hash_mb = value
                .trim()
                .parse()
                .map_err(|_| format!("bad hash size '{}'", value.trim()))?;
            st.searcher = Searcher::new(st.hash_mb.max(1));
        }
        "seed" => {
            st.seed = value
                .trim()
                .parse()
                .map_err(|_| format!("bad seed '{}'", value.trim()))?;
        }
        other => return Err(format!("unknown option '{other}'")),
    }
    Ok(())
}

/// `position startpos|fen TEXT [moves ...]` into a game.
pub fn parse_position(rules: &'static Ruleset, tokens: &[&str]) -> Result<Game, String> {
    let moves_at = tokens.iter().position(|&t| t == "moves");
    let head = &tokens[1..moves_at.unwrap_or(tokens.len())];
    let mut game = match head.first() {
        Some(&"startpos") => Game::new(rules),
        Some(&"fen") => {
            let text = head[1..].join(" ");
            let pos = notation::parse_position(&text).map_err(|e| e.to_string())?;
            Game::from_position(rules, pos)
        }
        _ => return Err("expected 'position startpos' or 'position fen TEXT'".into()),
    };
    if let Some(i) = moves_at {
        for tok in &tokens[i + 1..] {
            let mv = notation::parse_move(tok).map_err(|e| e.to_string())?.mv;
            game.play(mv).map_err(|e| format!("{tok}: {e}"))?;
        }
    }
    Ok(game)
}

fn go(
    st: &mut State,
    tokens: &[&str],
    stop: &Arc<AtomicBool>,
    out: &mut std::io::StdoutLock<'_>,
) -> Result<String, String> {
    let mut limits = Limits {
        seed: st.seed,
        ..Limits::default()
    };
    let num = |i: usize| -> Option<f64> { tokens.get(i + 1).and_then(|v| v.parse().ok()) };
    let (mut wtime, mut btime, mut winc, mut binc) = (None, None, 0.0, 0.0);
    let mut infinite = false;
    for (i, &t) in tokens.iter().enumerate() {
        match t {
            "movetime" => limits.time_ms = num(i),
            "nodes" => limits.nodes = num(i).map(|n| n as u64),
            "depth" => limits.depth = num(i).map(|d| d as u32),
            "wtime" => wtime = num(i),
            "btime" => btime = num(i),
            "winc" => winc = num(i).unwrap_or(0.0),
            "binc" => binc = num(i).unwrap_or(0.0),
            "infinite" => infinite = true,
            _ => {}
        }
    }
    // Clock games: the attackers are "white" in UCI terms (they move first).
    let attackers = st.game.side_to_move() == hnef::Side::Attackers;
    let (left, inc) = if attackers {
        (wtime, winc)
    } else {
        (btime, binc)
    };
    if limits.time_ms.is_none() {
        if let Some(left) = left {
            limits.time_ms = Some((left / 30.0 + inc * 0.8).min(left * 0.5).max(10.0));
        }
    }
    if infinite {
        limits.time_ms = Some(1e12);
    }
    let t0 = Instant::now();
    let flag = Arc::clone(stop);
    let now = move || {
        if flag.load(Ordering::Relaxed) {
            f64::INFINITY
        } else {
            t0.elapsed().as_secs_f64() * 1000.0
        }
    };
    // Each report is printed as it comes.
    let mut printer = |r: &Report| {
        let _ = writeln!(out, "{}", info_line(r));
        let _ = out.flush();
    };
    let best = st.game.search_root().and_then(|root| {
        st.searcher
            .choose_move(&root, st.level, &limits, &now, &mut printer)
    });
    Ok(best.map_or_else(|| "(none)".to_string(), |m| m.to_string()))
}

/// One `info` line.
pub fn info_line(r: &Report) -> String {
    let score = match search::mate_in(r.score) {
        Some(n) => format!("mate {}", if n > 0 { (n + 1) / 2 } else { n / 2 }),
        None => format!("cp {}", r.score),
    };
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {:.0} pv {}",
        r.depth,
        r.seldepth,
        score,
        r.nodes,
        r.nps,
        r.elapsed_ms,
        pv.join(" ")
    )
}
