//! `hnef uci`: the UCI-like engine protocol `TaflZero` speaks, so hnef can
//! play other tafl engines and sit inside their tools.
//!
//! Commands (one per line on stdin; replies on stdout):
//!
//! - `uci` -> `id name ..`, `id author ..`, the options, `uciok`
//! - `isready` -> `readyok` (answered at once, during a search too)
//! - `ucinewgame` (forgets the table and history)
//! - `position startpos|fen <position text> [moves m1 m2 ...]` (moves as
//!   `f2f4` or `f2-f4`, captures may be appended)
//! - `go [movetime MS] [nodes N] [depth D] [wtime MS btime MS winc MS binc
//!   MS movestogo N] [infinite]` -> `info depth .. seldepth .. score cp
//!   ..|mate .. nodes .. nps .. time .. pv ..` per iteration, then `bestmove
//!   FROM-TO` (`bestmove (none)` when the game is over). Without a time
//!   (`movetime`, or a clock), a `depth` or `nodes` limit is searched to its
//!   end or to `stop`, as `infinite` is; a bare `go` takes the level's own
//!   time per move
//! - `stop` (ends a running `go` or `bench`; nothing to do otherwise),
//!   `quit`
//! - `setoption name Level value easy|normal|expert`,
//!   `setoption name Ruleset value ID`, `setoption name Hash value MB`
//!   (the table is allocated at the next `go`), `setoption name Seed value
//!   N`, `setoption name MultiPV value N` (1 to [`MAX_MULTIPV`]; above 1,
//!   `go` analyses that many lines at full strength: `info multipv K depth
//!   .. seldepth .. score cp ..|mate .. [lowerbound] nodes .. pv ..` per
//!   iteration of each line, the lines searched one after another, then
//!   every line again in order; `bestmove` is line 1's; see
//!   `hnef::search::multipv`), `setoption name Threads value N` (1 to
//!   `hnef::search::MAX_THREADS`, default 1: helper threads share the
//!   table, "lazy SMP"; a `go nodes` search still runs on one thread, so
//!   its result does not depend on timing)
//! - extras: `d` (show the position), `bench [depth]` (the search's node
//!   signature and nodes/second)
//!
//! Every line gets a defined answer: the replies above, silence for empty
//! lines, `stop` while idle and a successful `ucinewgame`/`position`/
//! `setoption`, and `info string error: ...` for anything refused (an
//! unknown command, a bad argument, a line longer than [`MAX_LINE`] bytes).
//! A refused `go` starts no search and answers no `bestmove`. Input bytes
//! that are not UTF-8 are read as U+FFFD, so they make an unknown word, not
//! the end of the session.
//!
//! Numbers: every number the protocol reads (`go` limits, `bench` depth,
//! spin options) is a decimal number, `_` allowed between digits and an
//! exponent allowed (`1e6`). Anything that is not a finite number (`nan`,
//! `inf`, `-inf`, `1e999`, words) is refused; a finite number outside its
//! range is clamped into it, with an `info string` saying so; fractions of
//! counts are dropped. The ranges: times (`movetime`, `wtime`, `btime`,
//! `winc`, `binc`) 0 to [`MAX_TIME_MS`] ms, `nodes` 1 to [`MAX_NODES`],
//! `depth` 1 to [`MAX_DEPTH`], `movestogo` 1 to [`MAX_MOVES_TO_GO`], `bench`
//! depth 1 to [`MAX_BENCH_DEPTH`], and the options as `uci` advertises them
//! (Hash 1 to [`MAX_HASH_MB`], Seed 0 to [`MAX_SEED`], `MultiPV` 1 to
//! [`MAX_MULTIPV`], Threads 1 to `hnef::search::MAX_THREADS`).
//!
//! Input is read on a thread of its own and forwarded line by line, so
//! `stop`, `quit` and the end of input take effect during a search: the
//! search's clock closure looks at the new lines (the main search thread
//! reads the clock; helper threads stop when it ends) and reports "time is
//! up" once one of them asks it to stop. A new `go` or `bench` during a
//! search stops the running one first, like `stop`; `isready` is answered at once; other
//! lines wait for the search to end. The end of input means `stop`, then
//! `quit`.

use hnef::notation;
use hnef::rules::Ruleset;
use hnef::search::{self, bench, Level, Limits, Report, SearchRoot, Searcher};
use hnef::{Game, COPENHAGEN};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Instant;

/// The longest line read, in bytes: a `position ... moves` line of a very
/// long game fits many times over; longer lines are refused whole.
pub const MAX_LINE: usize = 1 << 20;
/// The longest time a `go` reads, in milliseconds (about 11.6 days): also
/// the budget of `go infinite` and of a `go` that gives only `nodes`, so
/// that `stop` can always end the search.
pub const MAX_TIME_MS: f64 = 1e9;
/// The largest `go nodes`.
pub const MAX_NODES: u64 = 1_000_000_000_000_000;
/// The largest `go depth`.
pub const MAX_DEPTH: u32 = 100;
/// The largest `go movestogo`.
pub const MAX_MOVES_TO_GO: u32 = 1000;
/// The largest `bench` depth.
pub const MAX_BENCH_DEPTH: u32 = 20;
/// The largest Hash, in MiB, as `uci` advertises it.
pub const MAX_HASH_MB: usize = 4096;
/// The largest `MultiPV`, as `uci` advertises it.
pub const MAX_MULTIPV: usize = 10;
/// The largest Seed, as `uci` advertises it.
pub const MAX_SEED: u64 = u32::MAX as u64;
/// The table of each bench search, in MiB: the one `search::bench::run`
/// uses, so that `bench` here prints the library's signature (a test
/// compares them).
const BENCH_TT_MB: usize = 4;
/// How much of a refused word an error message repeats.
const SHOWN_CHARS: usize = 40;
/// Share of the remaining clock time one move may take when the GUI gives
/// no `movestogo`.
const DEFAULT_MOVES_TO_GO: f64 = 30.0;
/// Share of the increment spent on top of the clock share.
const INCREMENT_SHARE: f64 = 0.8;
/// No move takes more than this share of the remaining clock.
const MAX_CLOCK_SHARE: f64 = 0.5;
/// No clock move is given less than this, in milliseconds.
const MIN_CLOCK_MOVE_MS: f64 = 10.0;

/// What the reader thread forwards.
enum Input {
    /// A line, decoded lossily, without its line ending.
    Line(String),
    /// A line longer than [`MAX_LINE`]: its length in bytes; refused whole.
    TooLong(usize),
    /// The end of input (or an input error).
    End,
}

impl Input {
    /// The command word, if any.
    fn command(&self) -> Option<&str> {
        match self {
            Input::Line(l) => l.split_whitespace().next(),
            Input::TooLong(_) | Input::End => None,
        }
    }
}

/// Reads one line of at most `cap` bytes kept; the rest of a longer line is
/// read and dropped. `None` at the end of input. The flag says whether the
/// line was longer than `cap`.
fn read_capped(r: &mut impl BufRead, cap: usize) -> std::io::Result<Option<(Vec<u8>, usize)>> {
    let mut line = Vec::new();
    let mut total = 0usize;
    let mut any = false;
    loop {
        let buf = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(any.then_some((line, total)));
        }
        any = true;
        let newline = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..newline.unwrap_or(buf.len())];
        let room = cap.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        total = total.saturating_add(chunk.len());
        let used = newline.map_or(buf.len(), |i| i + 1);
        r.consume(used);
        if newline.is_some() {
            return Ok(Some((line, total)));
        }
    }
}

/// Starts the reader thread: lines of stdin into the channel, then
/// [`Input::End`].
fn spawn_reader() -> Receiver<Input> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut r = stdin.lock();
        loop {
            let input = match read_capped(&mut r, MAX_LINE) {
                Ok(Some((_, total))) if total > MAX_LINE => Input::TooLong(total),
                Ok(Some((bytes, _))) => {
                    let text = String::from_utf8_lossy(&bytes);
                    Input::Line(text.trim_end_matches('\r').to_string())
                }
                Ok(None) | Err(_) => Input::End,
            };
            let end = matches!(input, Input::End);
            if tx.send(input).is_err() || end {
                break;
            }
        }
    });
    rx
}

/// Replies on stdout, a line at a time, flushed (a GUI waits on each).
struct Out;

impl Out {
    // A method on a handle, not a free function: whoever holds an `Out` may
    // print, and the type says so in every signature.
    #[allow(clippy::unused_self)]
    fn say(&self, line: &str) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        out.write_all(line.as_bytes())?;
        out.write_all(b"\n")?;
        out.flush()
    }

    fn error(&self, what: &str) -> std::io::Result<()> {
        self.say(&format!("info string error: {what}"))
    }
}

/// The lines not yet handled: the channel, and those taken from it during a
/// search that wait their turn.
struct Inbox {
    rx: Receiver<Input>,
    pending: VecDeque<Input>,
}

impl Inbox {
    /// The next input, waiting for one.
    fn next(&mut self) -> Input {
        self.pending
            .pop_front()
            .unwrap_or_else(|| self.rx.recv().unwrap_or(Input::End))
    }

    /// During a search: takes the lines that arrived and says whether the
    /// search must stop. `stop` is used up; `quit`, the end of input and a
    /// new `go`/`bench` stop the search and wait to be handled; `isready` is
    /// answered now; the rest wait. Reading ends at the first line that
    /// stops, so a later `stop` is left for the command it belongs to.
    fn stop_requested(&mut self, out: &Out) -> bool {
        loop {
            let input = match self.rx.try_recv() {
                Ok(input) => input,
                Err(TryRecvError::Empty) => return false,
                Err(TryRecvError::Disconnected) => Input::End,
            };
            let stops = match input.command() {
                Some("stop") => return true,
                Some("isready") => {
                    let _ = out.say("readyok");
                    continue;
                }
                Some("quit" | "go" | "bench") => true,
                _ => matches!(input, Input::End),
            };
            self.pending.push_back(input);
            if stops {
                return true;
            }
        }
    }
}

/// A search clock for one `go` or `bench`: milliseconds since it started,
/// until a line asks the search to stop; from then on `f64::MAX`, which is
/// past any deadline the search can compute (`start + budget` rounds to
/// `f64::MAX` too when the stop came before the search read its start).
struct Clock<'a> {
    t0: Instant,
    inbox: RefCell<&'a mut Inbox>,
    stopped: std::cell::Cell<bool>,
    out: &'a Out,
}

impl<'a> Clock<'a> {
    fn new(inbox: &'a mut Inbox, out: &'a Out) -> Clock<'a> {
        Clock {
            t0: Instant::now(),
            inbox: RefCell::new(inbox),
            stopped: std::cell::Cell::new(false),
            out,
        }
    }

    fn now_ms(&self) -> f64 {
        if !self.stopped.get() && self.inbox.borrow_mut().stop_requested(self.out) {
            self.stopped.set(true);
        }
        if self.stopped.get() {
            f64::MAX
        } else {
            self.elapsed_ms()
        }
    }

    /// The real time since the start (for the reports).
    fn elapsed_ms(&self) -> f64 {
        self.t0.elapsed().as_secs_f64() * 1000.0
    }
}

struct State {
    rules: &'static Ruleset,
    level: Level,
    /// The Hash size asked for; the table is made at the next `go`.
    hash_mb: usize,
    /// The Hash size the current table was made for.
    table_mb: usize,
    seed: u64,
    /// Lines to analyse (`MultiPV`); 1 is plain play at the level.
    multipv: usize,
    searcher: Searcher,
    game: Game,
}

impl State {
    /// A session's start: the expert, Copenhagen, the default table, seed 0,
    /// one line, the start position.
    fn new() -> State {
        State {
            rules: &COPENHAGEN,
            level: Level::Expert,
            hash_mb: search::DEFAULT_TT_MB,
            table_mb: search::DEFAULT_TT_MB,
            seed: 0,
            multipv: 1,
            searcher: Searcher::new(search::DEFAULT_TT_MB),
            game: Game::new(&COPENHAGEN),
        }
    }

    /// Makes the table for the Hash size asked for, if it changed. Asks the
    /// allocator first, halving the size until it agrees, so that a size
    /// the machine cannot give becomes a smaller table instead of an abort.
    fn make_table(&mut self, out: &Out) -> std::io::Result<()> {
        if self.table_mb == self.hash_mb {
            return Ok(());
        }
        // Free the old table before the new one is allocated.
        let threads = self.searcher.threads();
        self.searcher = Searcher::new(1);
        let mut mb = self.hash_mb;
        while mb > 1 && Vec::<u8>::new().try_reserve_exact(mb << 20).is_err() {
            mb /= 2;
        }
        if mb != self.hash_mb {
            out.say(&format!(
                "info string Hash: {} MB could not be allocated, using {mb} MB",
                self.hash_mb
            ))?;
        }
        self.searcher = Searcher::new(mb);
        self.searcher.set_threads(threads);
        self.table_mb = self.hash_mb;
        Ok(())
    }
}

/// Runs the protocol on stdin/stdout.
///
/// # Errors
///
/// Only when stdout cannot be written (a closed pipe ends the session
/// quietly).
pub fn main(args: &[String]) -> Result<(), String> {
    if let Some(a) = args.first() {
        return Err(format!("uci takes no arguments (got '{a}')"));
    }
    let mut inbox = Inbox {
        rx: spawn_reader(),
        pending: VecDeque::new(),
    };
    let mut st = State::new();
    match session(&mut st, &mut inbox, &Out) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("cannot write the output: {e}")),
    }
}

/// Handles lines until `quit` or the end of input.
fn session(st: &mut State, inbox: &mut Inbox, out: &Out) -> std::io::Result<()> {
    loop {
        let line = match inbox.next() {
            Input::Line(line) => line,
            Input::TooLong(n) => {
                out.error(&format!(
                    "a line of {n} bytes is longer than {MAX_LINE} bytes; ignored"
                ))?;
                continue;
            }
            Input::End => return Ok(()),
        };
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else { continue };
        match cmd {
            "uci" => {
                out.say(&format!("id name hnef {}", env!("CARGO_PKG_VERSION")))?;
                out.say("id author the hnef engineers")?;
                out.say(
                    "option name Level type combo default expert var easy var normal var expert",
                )?;
                let ids: Vec<String> = hnef::RULESETS
                    .iter()
                    .map(|r| format!("var {}", r.id))
                    .collect();
                out.say(&format!(
                    "option name Ruleset type combo default {} {}",
                    COPENHAGEN.id,
                    ids.join(" ")
                ))?;
                out.say(&format!(
                    "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                    search::DEFAULT_TT_MB
                ))?;
                out.say(&format!(
                    "option name Seed type spin default 0 min 0 max {MAX_SEED}"
                ))?;
                out.say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ))?;
                out.say(&format!(
                    "option name Threads type spin default 1 min 1 max {}",
                    search::MAX_THREADS
                ))?;
                out.say("uciok")?;
            }
            "isready" => out.say("readyok")?,
            "ucinewgame" => {
                st.searcher.clear();
                st.game = Game::new(st.rules);
            }
            "setoption" => match set_option(st, &tokens) {
                Ok(notes) => {
                    for n in notes {
                        out.say(&format!("info string {n}"))?;
                    }
                }
                Err(e) => out.error(&e)?,
            },
            "position" => match parse_position(st.rules, &tokens) {
                Ok(g) => st.game = g,
                Err(e) => out.error(&e)?,
            },
            "go" => match go_limits(st, &tokens) {
                Ok((limits, notes)) => {
                    for n in notes {
                        out.say(&format!("info string {n}"))?;
                    }
                    st.make_table(out)?;
                    let best = go(st, limits, inbox, out);
                    out.say(&format!("bestmove {best}"))?;
                }
                Err(e) => out.error(&format!("go: {e}; no search started"))?,
            },
            "d" => {
                out.say(&st.game.position().board().diagram())?;
                out.say(&format!(
                    "position {}",
                    notation::position_text(st.game.position())
                ))?;
            }
            "bench" => {
                let depth = match &tokens[1..] {
                    [] => Ok((bench::DEPTH, None)),
                    [d] => bounded_count("bench depth", d, 1, u64::from(MAX_BENCH_DEPTH))
                        .map(|(d, note)| (d as u32, note)),
                    [_, extra, ..] => Err(format!("bench: unexpected '{}'", shown(extra))),
                };
                match depth {
                    Ok((depth, note)) => {
                        if let Some(n) = note {
                            out.say(&format!("info string {n}"))?;
                        }
                        for l in bench_lines(depth, inbox, out) {
                            out.say(&l)?;
                        }
                    }
                    Err(e) => out.error(&e)?,
                }
            }
            // Nothing is running: a late `stop` has nothing to end.
            "stop" => {}
            "quit" => return Ok(()),
            other => out.error(&format!("unknown command '{}'", shown(other)))?,
        }
    }
}

/// A word from the input as an error message repeats it: at most
/// [`SHOWN_CHARS`] characters, control characters escaped.
fn shown(word: &str) -> String {
    let mut s: String = word
        .chars()
        .take(SHOWN_CHARS)
        .flat_map(|c| {
            if c.is_control() {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect();
    if word.chars().nth(SHOWN_CHARS).is_some() {
        s.push('…');
    }
    s
}

/// A finite number as the protocol reads it (see the module doc), or why
/// not. Only digits, signs, `.`, `e`/`E` and `_` are read, so words like
/// `inf` and `nan`, which Rust's float parser would take, are refused.
fn finite(word: &str) -> Result<f64, String> {
    let plain = word
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.' | b'e' | b'E' | b'_'));
    let digits: String = word.chars().filter(|&c| c != '_').collect();
    match digits.parse::<f64>() {
        Ok(v) if plain && v.is_finite() => Ok(v),
        _ => Err(format!("'{}' is not a finite number", shown(word))),
    }
}

/// `word` as a number clamped into `min..=max`, and a note when it was
/// clamped.
fn bounded(name: &str, word: &str, min: f64, max: f64) -> Result<(f64, Option<String>), String> {
    let v = finite(word).map_err(|e| format!("{name}: {e}"))?;
    let c = v.clamp(min, max);
    // Exact on purpose: clamp returns `v` itself when it is in range.
    #[allow(clippy::float_cmp)]
    let note = (c != v).then(|| format!("{name} {} clamped to {c}", shown(word)));
    Ok((c, note))
}

/// As [`bounded`], for counts: the fraction is dropped.
fn bounded_count(
    name: &str,
    word: &str,
    min: u64,
    max: u64,
) -> Result<(u64, Option<String>), String> {
    let (v, note) = bounded(name, word, min as f64, max as f64)?;
    // `max as f64` may round up for a large `max`: `min` keeps the count
    // within it.
    Ok(((v.floor() as u64).min(max), note))
}

fn set_option(st: &mut State, tokens: &[&str]) -> Result<Vec<String>, String> {
    let usage = "expected 'setoption name X value Y'";
    let text = tokens[1..].join(" ");
    let rest = text.strip_prefix("name ").ok_or(usage)?;
    let (name, value) = rest.split_once(" value ").ok_or(usage)?;
    let value = value.trim();
    let mut notes = Vec::new();
    match name.trim().to_ascii_lowercase().as_str() {
        "level" => {
            st.level = Level::from_name(value)
                .ok_or_else(|| format!("unknown level '{}'", shown(value)))?;
        }
        "ruleset" => {
            st.rules = Ruleset::by_id(value).map_err(|_| {
                format!(
                    "unknown ruleset '{}' (known: {})",
                    shown(value),
                    hnef::RULESETS.map(|r| r.id).join(", ")
                )
            })?;
            st.game = Game::new(st.rules);
        }
        "hash" => {
            let (mb, note) = bounded_count("Hash", value, 1, MAX_HASH_MB as u64)?;
            st.hash_mb = mb as usize;
            notes.extend(note);
        }
        "seed" => {
            let (seed, note) = bounded_count("Seed", value, 0, MAX_SEED)?;
            st.seed = seed;
            notes.extend(note);
        }
        "multipv" => {
            let (n, note) = bounded_count("MultiPV", value, 1, MAX_MULTIPV as u64)?;
            st.multipv = n as usize;
            notes.extend(note);
        }
        "threads" => {
            let (n, note) = bounded_count("Threads", value, 1, search::MAX_THREADS as u64)?;
            st.searcher.set_threads(n as usize);
            notes.extend(note);
        }
        other => return Err(format!("unknown option '{}'", shown(other))),
    }
    Ok(notes)
}

/// `position startpos|fen TEXT [moves ...]` into a game.
pub fn parse_position(rules: &'static Ruleset, tokens: &[&str]) -> Result<Game, String> {
    let moves_at = tokens.iter().position(|&t| t == "moves");
    let head = &tokens[1..moves_at.unwrap_or(tokens.len())];
    let mut game = match head.first() {
        Some(&"startpos") if head.len() == 1 => Game::new(rules),
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
            game.play(mv).map_err(|e| format!("{}: {e}", shown(tok)))?;
        }
    }
    Ok(game)
}

/// The limits of a `go` line, and notes on what was clamped; every value is
/// checked before anything is searched.
fn go_limits(st: &State, tokens: &[&str]) -> Result<(Limits, Vec<String>), String> {
    let mut limits = Limits {
        seed: st.seed,
        ..Limits::default()
    };
    let mut notes = Vec::new();
    let (mut wtime, mut btime, mut winc, mut binc) = (None, None, 0.0, 0.0);
    let mut moves_to_go = None;
    let mut infinite = false;
    let mut it = tokens[1..].iter();
    while let Some(&word) = it.next() {
        if word == "infinite" {
            infinite = true;
            continue;
        }
        let known = [
            "movetime",
            "wtime",
            "btime",
            "winc",
            "binc",
            "nodes",
            "depth",
            "movestogo",
        ];
        if !known.contains(&word) {
            return Err(format!("unknown parameter '{}'", shown(word)));
        }
        let Some(&value) = it.next() else {
            return Err(format!("'{word}' needs a value"));
        };
        let (max, count) = match word {
            "nodes" => (MAX_NODES, true),
            "depth" => (u64::from(MAX_DEPTH), true),
            "movestogo" => (u64::from(MAX_MOVES_TO_GO), true),
            _ => (0, false),
        };
        if count {
            let (v, note) = bounded_count(word, value, 1, max)?;
            notes.extend(note);
            match word {
                "nodes" => limits.nodes = Some(v),
                "depth" => limits.depth = Some(v as u32),
                _ => moves_to_go = Some(v as f64),
            }
        } else {
            let (v, note) = bounded(word, value, 0.0, MAX_TIME_MS)?;
            notes.extend(note);
            match word {
                "movetime" => limits.time_ms = Some(v),
                "wtime" => wtime = Some(v),
                "btime" => btime = Some(v),
                "winc" => winc = v,
                _ => binc = v,
            }
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
            let share = left / moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO);
            limits.time_ms = Some(
                (share + inc * INCREMENT_SHARE)
                    .min(left * MAX_CLOCK_SHARE)
                    .max(MIN_CLOCK_MOVE_MS),
            );
        }
    }
    // The search reads its clock only under a time budget, and only its
    // clock hears `stop`: give `infinite`, a bare node limit and a bare
    // depth limit the longest budget there is (a depth asked for is
    // searched to the end, not cut by the level's own time per move).
    if infinite || (limits.time_ms.is_none() && (limits.nodes.is_some() || limits.depth.is_some()))
    {
        limits.time_ms = Some(MAX_TIME_MS);
    }
    Ok((limits, notes))
}

/// Searches the current game under `limits`, printing a report per
/// iteration; the best move in notation, `(none)` when the game is over.
fn go(st: &mut State, limits: Limits, inbox: &mut Inbox, out: &Out) -> String {
    let clock = Clock::new(inbox, out);
    let now = || clock.now_ms();
    // Each report is printed as it comes, timed by the real clock (the
    // search's clock jumps when it is stopped).
    if st.multipv > 1 {
        return go_multipv(st, &limits, &clock, out);
    }
    let mut printer = |r: &Report| {
        let _ = out.say(&info_line(r, clock.elapsed_ms()));
    };
    let best = st.game.search_root().and_then(|root| {
        st.searcher
            .choose_move(&root, st.level, &limits, &now, &mut printer)
    });
    best.map_or_else(|| "(none)".to_string(), |m| m.to_string())
}

/// `go` with `MultiPV` above 1: the analysis at full strength (the level
/// is for play), an `info multipv K ..` line per iteration of each line as
/// it comes (the lines are searched one after another; `nodes` counts all
/// lines so far), then every line once more in order with its final
/// figures; the best move is line 1's.
fn go_multipv(st: &mut State, limits: &Limits, clock: &Clock, out: &Out) -> String {
    let now = || clock.now_ms();
    let mut finished: Vec<u64> = Vec::new();
    let mut printer = |k: usize, r: &Report| {
        finished.resize(k + 1, 0);
        let before: u64 = finished[..k].iter().sum();
        finished[k] = r.nodes;
        let shown = Report {
            nodes: before + r.nodes,
            ..r.clone()
        };
        let line = info_line(&shown, clock.elapsed_ms());
        let _ = out.say(&line.replacen("info ", &format!("info multipv {} ", k + 1), 1));
    };
    let Some(root) = st.game.search_root() else {
        return "(none)".to_string();
    };
    let a = st
        .searcher
        .analyse(&root, st.multipv, limits, &now, &mut printer);
    let elapsed = clock.elapsed_ms();
    for (k, l) in a.lines.iter().enumerate() {
        let r = Report {
            depth: l.depth,
            score: l.score,
            nodes: a.nodes,
            nps: 0,
            pv: l.pv.clone(),
            seldepth: l.seldepth,
            elapsed_ms: elapsed,
        };
        let mut line =
            info_line(&r, elapsed).replacen("info ", &format!("info multipv {} ", k + 1), 1);
        if l.lower_bound {
            line = line.replacen(" nodes ", " lowerbound nodes ", 1);
        }
        let _ = out.say(&line);
    }
    a.lines
        .first()
        .map_or_else(|| "(none)".to_string(), |l| l.mv.to_string())
}

/// The bench report: one line per position, then the signature and speed;
/// a bench stopped by `stop`, `quit`, a new command that searches or the
/// end of input says so instead of printing a signature.
fn bench_lines(depth: u32, inbox: &mut Inbox, out: &Out) -> Vec<String> {
    let clock = Clock::new(inbox, out);
    let now = || clock.now_ms();
    let limits = Limits {
        depth: Some(depth),
        nodes: Some(u64::MAX),
        // Only so that the search reads the clock, which hears `stop`: no
        // bench position comes near it, so the nodes are the library's.
        time_ms: Some(MAX_TIME_MS),
        ..Limits::default()
    };
    let mut lines = Vec::new();
    let mut total = 0;
    for bench in &bench::POSITIONS {
        let root = SearchRoot::new(bench.position(), &COPENHAGEN);
        let mut searcher = Searcher::new(BENCH_TT_MB);
        let r = searcher.search(&root, Level::Expert, &limits, &now, &mut |_| {});
        if clock.stopped.get() {
            lines.push(format!(
                "info string bench stopped after {} of {} positions",
                lines.len(),
                bench::POSITIONS.len()
            ));
            return lines;
        }
        total += r.nodes;
        let best = r.best.map_or("-".into(), |m| m.to_string());
        lines.push(format!(
            "info string bench {} nodes {} best {best} score {}",
            bench.name, r.nodes, r.score
        ));
    }
    let ms = clock.elapsed_ms();
    lines.push(format!(
        "bench depth {depth} nodes {total} time {ms:.0} ms nps {}",
        (total as f64 * 1000.0 / ms.max(1e-3)) as u64
    ));
    lines
}

/// One `info` line; `elapsed_ms` is the real time since the search began.
fn info_line(r: &Report, elapsed_ms: f64) -> String {
    let score = match search::mate_in(r.score) {
        Some(n) => format!("mate {}", if n > 0 { (n + 1) / 2 } else { n / 2 }),
        None => format!("cp {}", r.score),
    };
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    let nps = if elapsed_ms > 0.0 {
        (r.nodes as f64 * 1000.0 / elapsed_ms) as u64
    } else {
        0
    };
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {nps} time {elapsed_ms:.0} pv {}",
        r.depth,
        r.seldepth,
        score,
        r.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(line: &str) -> Limits {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        go_limits(&State::new(), &tokens)
            .expect("a valid go line")
            .0
    }

    #[test]
    fn a_bare_depth_or_node_limit_is_not_cut_by_the_levels_time() {
        for line in [
            "go depth 12",
            "go nodes 5000",
            "go depth 3 nodes 5000",
            "go infinite",
        ] {
            assert_eq!(limits(line).time_ms, Some(MAX_TIME_MS), "{line}");
        }
        assert_eq!(limits("go depth 12").depth, Some(12));
        // A time given, or none at all (the level plays its own time).
        assert_eq!(limits("go depth 12 movetime 300").time_ms, Some(300.0));
        assert_eq!(limits("go").time_ms, None);
        assert!(limits("go wtime 60000 btime 60000")
            .time_ms
            .is_some_and(|t| t < MAX_TIME_MS));
    }
}
