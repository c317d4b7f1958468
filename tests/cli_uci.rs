//! `hnef uci` under malformed and hostile input: every line gets a defined
//! answer (a reply, `info string error: ...`, or documented silence), no
//! input makes the process hang, panic or abort, `stop`, `quit` and the end
//! of input reach a running search, and options are clamped to what `uci`
//! advertises.
//!
//! Each test spawns the built binary. A hang guard kills an engine that has
//! not answered after [`GUARD`] and fails the test: it catches hangs and is
//! never a speed requirement (searches here are bounded by nodes or
//! depth, or ended by `stop`).

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long an answer may take before the engine counts as hung.
const GUARD: Duration = Duration::from_secs(60);

/// A running `hnef uci`.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Receiver<String>,
    /// Every line read so far, for messages.
    seen: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hnef"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start hnef uci");
        let mut stdout = child.stdout.take().expect("piped");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut buf = [0u8; 8192];
            loop {
                match stdout.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => bytes.extend_from_slice(&buf[..n]),
                }
                while let Some(i) = bytes.iter().position(|&b| b == b'\n') {
                    let line: Vec<u8> = bytes.drain(..=i).collect();
                    let text = String::from_utf8_lossy(&line[..i]).into_owned();
                    if tx.send(text).is_err() {
                        return;
                    }
                }
            }
            if !bytes.is_empty() {
                let _ = tx.send(String::from_utf8_lossy(&bytes).into_owned());
            }
        });
        let mut err = child.stderr.take().expect("piped");
        let (etx, stderr) = mpsc::channel();
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = err.read_to_end(&mut text);
            let _ = etx.send(String::from_utf8_lossy(&text).into_owned());
        });
        Engine {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
            seen: Vec::new(),
        }
    }

    /// Writes `bytes` to the engine. An engine that already quit may have
    /// closed its end: that is not an error here (the exit is checked).
    fn send(&mut self, bytes: &[u8]) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = stdin.write_all(bytes).and_then(|()| stdin.flush());
        }
    }

    /// Closes the engine's input: the end of input.
    fn close(&mut self) {
        self.stdin = None;
    }

    /// Waits for the next line that satisfies `want` and returns it, with
    /// the lines read before it.
    fn expect(&mut self, what: &str, want: impl Fn(&str) -> bool) -> (String, Vec<String>) {
        let deadline = Instant::now() + GUARD;
        let mut before = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if want(&line) {
                        return (line, before);
                    }
                    before.push(line);
                }
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.child.kill();
                    panic!(
                        "hung: no {what} after {GUARD:?}; output so far:\n{}",
                        self.seen.join("\n")
                    );
                }
                Err(RecvTimeoutError::Disconnected) => panic!(
                    "the engine ended before {what}; output:\n{}\nstderr:\n{}",
                    self.seen.join("\n"),
                    self.stderr.recv().unwrap_or_default()
                ),
            }
        }
    }

    /// Closes the input, waits for the engine to exit, and returns the rest
    /// of its output. Fails on a hang, a non-zero exit, a signal (an abort)
    /// or a panic message.
    fn finish(mut self) -> Vec<String> {
        self.close();
        let deadline = Instant::now() + GUARD;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait for hnef") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!(
                    "hung: no exit {GUARD:?} after the end of input; output:\n{}",
                    self.seen.join("\n")
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let rest: Vec<String> = self.lines.iter().collect();
        self.seen.extend(rest.iter().cloned());
        let stderr = self.stderr.recv().unwrap_or_default();
        assert!(
            status.success() && stderr.is_empty(),
            "exit {status:?}, stderr:\n{stderr}\noutput:\n{}",
            self.seen.join("\n")
        );
        rest
    }
}

/// Feeds `input` whole, then the end of input; the whole output.
fn session(input: &[u8]) -> Vec<String> {
    let mut engine = Engine::start();
    let mut stdin = engine.stdin.take().expect("piped");
    let input = input.to_vec();
    // A separate writer: a large input must not wait on unread output.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = engine.finish();
    writer.join().expect("writer");
    out
}

fn errors(out: &[String]) -> usize {
    out.iter()
        .filter(|l| l.starts_with("info string error: "))
        .count()
}

fn count(out: &[String], prefix: &str) -> usize {
    out.iter().filter(|l| l.starts_with(prefix)).count()
}

/// The output split at each `readyok`: one part per line sent before an
/// `isready`.
fn answers(out: &[String]) -> Vec<Vec<String>> {
    let mut parts = vec![Vec::new()];
    for l in out {
        if l == "readyok" {
            parts.push(Vec::new());
        } else {
            parts.last_mut().expect("one").push(l.clone());
        }
    }
    parts
}

/// Words that are not finite numbers, for every place a number is read.
const NOT_NUMBERS: [&str; 12] = [
    "nan", "NaN", "inf", "-inf", "+inf", "infinity", "1e999", "-1e999", "abc", "0x10", "1..2",
    "\u{fffd}",
];

#[test]
fn uci_go_refuses_every_non_finite_number_and_goes_on() {
    let keys = [
        "movetime",
        "nodes",
        "depth",
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
    ];
    let mut input = String::new();
    let mut sent = Vec::new();
    for key in keys {
        for word in NOT_NUMBERS {
            // The bad value after a good one, so the whole `go` is refused.
            sent.push(format!("go nodes 100 {key} {word}"));
        }
        sent.push(format!("go {key}"));
    }
    sent.push("go ponder".into());
    sent.push("go movetime 10 bogus 3".into());
    for line in &sent {
        input.push_str(line);
        input.push_str("\nisready\n");
    }
    let out = session(input.as_bytes());
    let parts = answers(&out);
    assert_eq!(parts.len(), sent.len() + 1, "{out:#?}");
    for (line, part) in sent.iter().zip(&parts) {
        assert!(
            part.len() == 1 && part[0].starts_with("info string error: go: "),
            "{line:?} -> {part:?}"
        );
    }
    assert_eq!(count(&out, "bestmove"), 0, "{out:#?}");
}

#[test]
fn uci_go_clamps_finite_numbers_out_of_range_and_answers_a_move() {
    // Each search is bounded by nodes (or depth 1, or a tiny clock) after
    // clamping, or ended by the `stop` behind it.
    let lines = [
        "go movetime -5",
        "go nodes -5",
        "go nodes 0",
        "go depth -1",
        "go depth 0",
        "go depth 1e300 nodes 2000",
        "go depth 99999999999999999999999 nodes 2000",
        "go nodes 1e300",
        "go nodes 18446744073709551616",
        "go movetime 1e300",
        "go movetime 1_000_000_000_000 nodes 3000",
        "go wtime -100 btime -100",
        "go wtime 100 btime 100 movestogo 0",
        "go wtime 100 btime 100 movestogo -7",
        "go wtime 1e300 btime 1e300 nodes 2000",
        "go wtime 1000 btime 1000 winc 1e300 binc 1e300 nodes 2000",
        "go wtime 1000 btime 1000 winc -1 binc -1 movestogo 1e300",
    ];
    let mut input = String::new();
    for line in lines {
        input.push_str(line);
        input.push_str("\nstop\nisready\n");
    }
    let out = session(input.as_bytes());
    let parts = answers(&out);
    assert_eq!(parts.len(), lines.len() + 1, "{out:#?}");
    for (line, part) in lines.iter().zip(&parts) {
        assert!(
            part.iter().any(|l| l.starts_with("info string ")
                && l.contains(" clamped to ")
                && !l.contains("error")),
            "{line:?} -> {part:?}"
        );
        assert_eq!(count(part, "bestmove "), 1, "{line:?} -> {part:?}");
        assert_eq!(errors(part), 0, "{line:?} -> {part:?}");
    }
}

#[test]
fn uci_go_movetime_nan_is_refused_not_searched_forever() {
    let out = session(b"go movetime nan\nisready\nquit\n");
    assert_eq!(
        out,
        [
            "info string error: go: movetime: 'nan' is not a finite number; no search started",
            "readyok"
        ]
    );
}

#[test]
fn uci_stop_right_behind_go_ends_the_search() {
    // Piped in one write, with the input left open: the `stop` must not be
    // lost while the `go` starts.
    let mut engine = Engine::start();
    engine.send(b"go infinite\nstop\nisready\n");
    let (best, _) = engine.expect("bestmove", |l| l.starts_with("bestmove "));
    assert_ne!(best, "bestmove (none)");
    engine.expect("readyok", |l| l == "readyok");
    engine.send(b"quit\n");
    assert!(engine.finish().is_empty());
}

#[test]
fn uci_stop_reaches_a_running_search_and_isready_is_answered_during_it() {
    let mut engine = Engine::start();
    engine.send(b"go infinite\n");
    // The search is running: it has reported a finished iteration.
    engine.expect("an info line", |l| l.starts_with("info depth "));
    engine.send(b"isready\n");
    let (_, before) = engine.expect("readyok", |l| l == "readyok");
    assert_eq!(count(&before, "bestmove"), 0, "{before:?}");
    engine.send(b"stop\n");
    engine.expect("bestmove", |l| l.starts_with("bestmove "));
    // The session goes on after the search.
    engine.send(b"isready\n");
    engine.expect("readyok", |l| l == "readyok");
    engine.send(b"quit\n");
    engine.finish();
}

#[test]
fn uci_end_of_input_stops_the_search_then_quits() {
    for go in [
        "go infinite",
        "go movetime 1e300",
        "go nodes 1e300",
        "go depth 100 movetime 1000000000",
        "go wtime 1000000000 btime 1000000000",
    ] {
        let out = session(format!("{go}\n").as_bytes());
        assert_eq!(count(&out, "bestmove "), 1, "{go}: {out:#?}");
        assert_eq!(errors(&out), 0, "{go}: {out:#?}");
    }
}

#[test]
fn uci_quit_during_a_search_answers_and_exits() {
    let out = session(b"go infinite\nquit\nisready\n");
    assert_eq!(count(&out, "bestmove "), 1, "{out:#?}");
    // Nothing after `quit` is handled.
    assert_eq!(count(&out, "readyok"), 0, "{out:#?}");
}

#[test]
fn uci_a_new_go_during_a_search_stops_the_running_one() {
    let out = session(b"go infinite\ngo infinite\nstop\nisready\n");
    assert_eq!(count(&out, "bestmove "), 2, "{out:#?}");
    assert_eq!(out.last().map(String::as_str), Some("readyok"), "{out:#?}");
}

#[test]
fn uci_bench_stops_at_quit_stop_and_the_end_of_input() {
    // Depth 20 is far more than any bench finishes before its `quit`.
    let out = session(b"bench 20\nquit\nisready\n");
    assert_eq!(count(&out, "info string bench stopped"), 1, "{out:#?}");
    assert_eq!(count(&out, "readyok"), 0, "{out:#?}");

    let out = session(b"bench 20\nstop\nisready\n");
    assert_eq!(count(&out, "info string bench stopped"), 1, "{out:#?}");
    assert_eq!(out.last().map(String::as_str), Some("readyok"), "{out:#?}");

    let out = session(b"bench 1e300\n");
    assert!(out[0].contains("clamped to 20"), "{out:#?}");
    assert_eq!(count(&out, "info string bench stopped"), 1, "{out:#?}");
}

#[test]
fn uci_bench_numbers_are_refused_or_clamped() {
    let mut input = String::new();
    for word in NOT_NUMBERS {
        let _ = write!(input, "bench {word}\nisready\n");
    }
    input.push_str("bench 1 2\nisready\n");
    let out = session(input.as_bytes());
    let parts = answers(&out);
    assert_eq!(parts.len(), NOT_NUMBERS.len() + 2, "{out:#?}");
    for part in &parts[..parts.len() - 1] {
        assert!(
            part.len() == 1 && part[0].starts_with("info string error: bench"),
            "{part:?}"
        );
    }
}

/// `bench` inside uci searches with a clock that hears `stop`; left alone
/// it prints the library's bench signature all the same.
#[test]
fn uci_bench_prints_the_library_signature() {
    let depth = 2;
    let mut engine = Engine::start();
    // `-5` is clamped to depth 1.
    // (A second `bench` sent during the first would stop it: one at a time.)
    engine.send(b"bench -5\n");
    let (line, before) = engine.expect("the bench line", |l| l.starts_with("bench depth "));
    assert!(before[0].contains("clamped to 1"), "{before:?}");
    assert_eq!(
        line.split_whitespace().nth(4),
        Some(
            hnef::search::bench::run(1)
                .iter()
                .map(|l| l.nodes)
                .sum::<u64>()
                .to_string()
                .as_str()
        ),
        "{line}"
    );
    engine.send(format!("bench {depth}\n").as_bytes());
    let (line, _) = engine.expect("the bench line", |l| l.starts_with("bench depth "));
    assert_eq!(
        line.split_whitespace().nth(4),
        Some(
            hnef::search::bench::run(depth)
                .iter()
                .map(|l| l.nodes)
                .sum::<u64>()
                .to_string()
                .as_str()
        ),
        "{line}"
    );
    engine.send(b"quit\n");
    engine.finish();
}

/// The advertised `min`/`max` of a spin option in the `uci` reply.
fn advertised(out: &[String], name: &str) -> (u64, u64) {
    let line = out
        .iter()
        .find(|l| l.starts_with(&format!("option name {name} type spin")))
        .unwrap_or_else(|| panic!("no {name} option in {out:#?}"));
    let word = |key: &str| -> u64 {
        let w: Vec<&str> = line.split_whitespace().collect();
        let i = w.iter().position(|&x| x == key).expect("min and max");
        w[i + 1].parse().expect("a number")
    };
    (word("min"), word("max"))
}

#[test]
fn uci_setoption_values_are_clamped_to_the_advertised_range() {
    let mut engine = Engine::start();
    engine.send(b"uci\n");
    let (_, options) = engine.expect("uciok", |l| l == "uciok");
    for name in ["Hash", "Seed"] {
        let (min, max) = advertised(&options, name);
        for (value, want) in [
            // The issue's Hash value, and one above the Seed's range.
            ((max / 4096 * 100_000_000).to_string(), max),
            ("18446744073709551615".to_string(), max),
            ("1e300".to_string(), max),
            ((max + 1).to_string(), max),
            ("-1".to_string(), min),
            ("-1e300".to_string(), min),
        ] {
            engine.send(format!("setoption name {name} value {value}\n").as_bytes());
            let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
            assert_eq!(
                line,
                format!("info string {name} {value} clamped to {want}"),
                "{name} {value}"
            );
        }
        for value in NOT_NUMBERS {
            engine.send(format!("setoption name {name} value {value}\n").as_bytes());
            let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
            assert!(
                line.starts_with(&format!("info string error: {name}: ")),
                "{name} {value}: {line}"
            );
        }
        // In range: no answer, the session goes on.
        engine.send(format!("setoption name {name} value {min}\nisready\n").as_bytes());
        let (_, before) = engine.expect("readyok", |l| l == "readyok");
        assert!(before.is_empty(), "{before:?}");
    }
    // The table is made at the next search: a small one here.
    engine.send(b"setoption name Hash value 2\ngo nodes 3000\n");
    engine.expect("bestmove", |l| l.starts_with("bestmove "));
    for bad in [
        "setoption",
        "setoption name",
        "setoption name Hash",
        "setoption name Hash value",
        "setoption name Nope value 1",
        "setoption name Level value godlike",
        "setoption name Ruleset value chess",
    ] {
        engine.send(format!("{bad}\n").as_bytes());
        let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
        assert!(line.starts_with("info string error: "), "{bad}: {line}");
    }
    engine.send(b"quit\n");
    engine.finish();
}

/// Threads: advertised 1 to 64, clamped like the other spin options, and a
/// search on several threads (a clock, then a depth) answers a legal move;
/// a later `go nodes` on one thread answers as a fresh engine does.
#[test]
fn uci_threads_option() {
    let mut engine = Engine::start();
    engine.send(b"uci\n");
    let (_, options) = engine.expect("uciok", |l| l == "uciok");
    assert_eq!(advertised(&options, "Threads"), (1, 64));
    for (value, want) in [("1000", 64), ("0", 1), ("1e300", 64)] {
        engine.send(format!("setoption name Threads value {value}\n").as_bytes());
        let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
        assert_eq!(
            line,
            format!("info string Threads {value} clamped to {want}")
        );
    }
    engine.send(b"setoption name Threads value nan\n");
    let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
    assert!(line.starts_with("info string error: Threads: "), "{line}");
    engine.send(b"setoption name Threads value 3\nposition startpos moves d1-d3\n");
    for go in ["go movetime 150", "go depth 6"] {
        engine.send(format!("{go}\n").as_bytes());
        let (line, before) = engine.expect("bestmove", |l| l.starts_with("bestmove "));
        let mv = hnef::notation::parse_move(&line["bestmove ".len()..]).expect("a move");
        let mut game = hnef::Game::new(&hnef::COPENHAGEN);
        game.play(hnef::notation::parse_move("d1-d3").unwrap().mv)
            .unwrap();
        let root = game.search_root().expect("the game goes on");
        assert!(
            hnef::rules::movegen::is_legal(&root.position, root.rules, mv.mv),
            "{go}: {line}"
        );
        assert!(
            before.iter().any(|l| l.starts_with("info depth ")),
            "{go}: {before:?}"
        );
    }
    engine.send(b"quit\n");
    engine.finish();
}

#[test]
fn uci_invalid_utf8_is_an_unknown_word_not_the_end() {
    let input: &[u8] = b"\xff\xfe\nisready\ngo \xff\nisready\n\xc3\nisready\n\
        position startpos moves d1-d3\xff\nisready\n\x80uci\nisready\n\
        setoption name Seed value 1\xff\nisready\n";
    let out = session(input);
    let parts = answers(&out);
    assert_eq!(parts.len(), 7, "{out:#?}");
    for part in &parts[..6] {
        assert!(
            part.len() == 1 && part[0].starts_with("info string error: "),
            "{part:?}"
        );
    }
}

#[test]
fn uci_long_lines_are_refused_whole_and_the_session_goes_on() {
    let mut input = Vec::new();
    // 10 MB of one word, then of a valid command repeated.
    input.extend(vec![b'a'; 10 << 20]);
    input.extend(b"\nisready\n");
    input.extend(b"go ".repeat(10 << 20 >> 2));
    input.extend(b"\nisready\n");
    // A long line under the limit is read: spaces, then a command.
    input.extend(vec![b' '; 100_000]);
    input.extend(b"isready\n");
    // And a long line cut by the end of input.
    input.extend(vec![b'x'; 10 << 20]);
    let out = session(&input);
    let parts = answers(&out);
    assert_eq!(parts.len(), 4, "{:#?}", &parts);
    for part in &parts[..2] {
        assert!(
            part.len() == 1 && part[0].starts_with("info string error: a line of "),
            "{part:?}"
        );
    }
    assert!(parts[2].is_empty(), "{:?}", parts[2]);
    assert_eq!(parts[3].len(), 1, "{:?}", parts[3]);
    assert!(parts[3][0].starts_with("info string error: a line of "));
}

#[test]
fn uci_every_line_gets_a_defined_answer() {
    // (line, whether it is refused with `info string error`)
    let lines: &[(&str, bool)] = &[
        ("", false),
        ("   ", false),
        ("\t\t", false),
        ("\r", false),
        ("stop", false),
        ("ucinewgame", false),
        ("xyzzy", true),
        ("UCI", true),
        ("\u{1b}[2J", true),
        ("position", true),
        ("position startpos extra", true),
        ("position fen", true),
        ("position fen junk", true),
        ("position fen 11/11/11/11/11/11/11/11/11/11/11 a", true),
        ("position startpos moves", false),
        ("position startpos moves z9-z9", true),
        ("position startpos moves d1-d4 d4-d1", true),
        ("position startpos moves d1-d3 h6-h3", false),
        (
            "position fen 3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 d",
            false,
        ),
        ("d", false),
        (
            "setoption name Ruleset value viking-chess-classic-11x11",
            false,
        ),
        ("setoption name Level value easy", false),
        ("go nodes 2000", false),
        ("setoption name Level value expert", false),
        ("go depth 1", false),
    ];
    let mut input = String::new();
    for (line, _) in lines {
        input.push_str(line);
        input.push_str("\nisready\n");
    }
    let out = session(input.as_bytes());
    let parts = answers(&out);
    assert_eq!(parts.len(), lines.len() + 1, "{out:#?}");
    for ((line, refused), part) in lines.iter().zip(&parts) {
        assert_eq!(errors(part) > 0, *refused, "{line:?} -> {part:?}");
    }
    // `isready` is answered during a search, so a `bestmove` may come after
    // the `readyok` that follows its `go`: count them all.
    let searches = lines.iter().filter(|(l, _)| l.starts_with("go ")).count();
    assert_eq!(count(&out, "bestmove "), searches, "{out:#?}");
}

/// The word after `key` in an `info` line.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let w: Vec<&str> = line.split_whitespace().collect();
    let i = w
        .iter()
        .position(|&x| x == key)
        .unwrap_or_else(|| panic!("no {key} in {line}"));
    w[i + 1]
}

/// A score as one number for comparing lines: mates beyond any centi-unit
/// score, sooner wins higher, sooner losses lower.
fn score_of(line: &str) -> i64 {
    match field(line, "score") {
        "cp" => field(line, "cp").parse().expect("cp"),
        "mate" => {
            let n: i64 = field(line, "mate").parse().expect("mate");
            if n > 0 {
                1_000_000 - n
            } else {
                -1_000_000 - n
            }
        }
        other => panic!("score {other}"),
    }
}

#[test]
fn uci_multipv_is_advertised_and_clamped() {
    let mut engine = Engine::start();
    engine.send(b"uci\n");
    let (_, options) = engine.expect("uciok", |l| l == "uciok");
    assert_eq!(advertised(&options, "MultiPV"), (1, 10));
    for (value, want) in [("0", 1), ("-5", 1), ("11", 10), ("1e9", 10)] {
        engine.send(format!("setoption name MultiPV value {value}\n").as_bytes());
        let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
        assert_eq!(
            line,
            format!("info string MultiPV {value} clamped to {want}")
        );
    }
    for value in NOT_NUMBERS {
        engine.send(format!("setoption name MultiPV value {value}\n").as_bytes());
        let (line, _) = engine.expect("an answer", |l| l.starts_with("info string"));
        assert!(
            line.starts_with("info string error: MultiPV: "),
            "{value}: {line}"
        );
    }
    engine.send(b"quit\n");
    engine.finish();
}

/// `MultiPV 3`: `info multipv K` lines for each line while it is searched,
/// then the three lines again in order (distinct moves, scores that never
/// rise); `bestmove` and line 1 are the `MultiPV 1` search's move and score
/// at the same depth.
#[test]
fn uci_multipv_reports_each_line_and_line_one_is_the_best_move() {
    let position = "position startpos moves d1-d3 e5-e2 g1-g3\n";
    let single = {
        let mut engine = Engine::start();
        engine.send(format!("{position}go depth 4 nodes 100000000\n").as_bytes());
        let (best, before) = engine.expect("bestmove", |l| l.starts_with("bestmove "));
        engine.send(b"quit\n");
        engine.finish();
        let last = before.last().expect("an info line").clone();
        assert!(
            !last.contains("multipv"),
            "MultiPV 1 prints as before: {last}"
        );
        (best, last)
    };
    let mut engine = Engine::start();
    engine.send(
        format!("setoption name MultiPV value 3\n{position}go depth 4 nodes 100000000\n")
            .as_bytes(),
    );
    let (best, before) = engine.expect("bestmove", |l| l.starts_with("bestmove "));
    engine.send(b"quit\n");
    engine.finish();
    let infos: Vec<&String> = before
        .iter()
        .filter(|l| l.starts_with("info multipv "))
        .collect();
    for k in 1..=3 {
        let per_depth: Vec<u32> = infos
            .iter()
            .filter(|l| field(l, "multipv") == k.to_string())
            .map(|l| field(l, "depth").parse().expect("depth"))
            .collect();
        // Each line's iterations (1 to 4), then its final report.
        assert_eq!(per_depth, vec![1, 2, 3, 4, 4], "line {k}: {infos:#?}");
    }
    let last3: Vec<&String> = infos[infos.len() - 3..].to_vec();
    let moves: Vec<&str> = last3.iter().map(|l| field(l, "pv")).collect();
    for (i, l) in last3.iter().enumerate() {
        assert_eq!(field(l, "multipv"), (i + 1).to_string());
        assert!(l.contains(" seldepth ") && l.contains(" nodes "), "{l}");
    }
    assert!(moves[0] != moves[1] && moves[1] != moves[2] && moves[0] != moves[2]);
    assert!(score_of(last3[0]) >= score_of(last3[1]) && score_of(last3[1]) >= score_of(last3[2]));
    assert_eq!(best, format!("bestmove {}", moves[0]));
    assert_eq!(best, single.0, "line 1 is the single-line search's move");
    assert_eq!(score_of(last3[0]), score_of(&single.1), "and its score");
    assert_eq!(field(last3[0], "pv"), field(&single.1, "pv"));
}
