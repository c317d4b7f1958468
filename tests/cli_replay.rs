//! `hnef replay` reads game records with the notation module's parser, so it
//! accepts exactly what `notation::parse_record` (and `Game.fromRecord` in
//! JavaScript) accepts: bare move lists, records without tags, ours and
//! `OpenTafl`'s (docs/RULES.md, "Notation"). Each test writes its files into a
//! folder of its own under Cargo's temporary directory and runs the built
//! binary on them.

use hnef::notation::{self, parse_record};
use hnef::playout::Rng;
use hnef::{Game, Ruleset, CLASSIC, COPENHAGEN, RULESETS};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

mod cli;

use cli::Run;

/// A fresh, empty folder for one test's files.
fn scratch(test: &str) -> PathBuf {
    cli::scratch("cli_replay", test)
}

/// What `hnef replay` printed and how it exited.
fn replay(args: &[&str]) -> Run {
    cli::hnef(&[&["replay"], args].concat())
}

/// Writes `texts` to `case-N.txt` files in `dir`, in order.
fn write_cases(dir: &Path, texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let path = dir.join(format!("case-{i:03}.txt"));
            std::fs::write(&path, t).expect("write a case");
            path.to_string_lossy().into_owned()
        })
        .collect()
}

/// The report line of the game read from `path`.
fn line_for<'a>(stdout: &'a str, path: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| {
            l.split_once(": ")
                .is_some_and(|(head, _)| head.ends_with(path))
        })
        .unwrap_or_else(|| panic!("no report line for {path} in:\n{stdout}"))
}

/// An error as replay reports it: on one line, control characters escaped.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// `N plies` / `1 ply` from a report line.
fn plies_in(line: &str) -> usize {
    let after = line.split_once(": ").expect("a report line").1;
    after
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no ply count in {line}"))
}

#[test]
fn replay_reads_a_bare_move_list() {
    let dir = scratch("bare");
    let files = write_cases(&dir, &["d1-d3 h6-h3\n".to_string()]);
    let run = replay(&[&files[0]]);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    let line = line_for(&run.stdout, &files[0]);
    assert!(!line.contains("DISAGREES"), "{line}");
    assert_eq!(plies_in(line), 2, "{line}");
    assert!(
        run.stdout.contains("summary: 1 games, 1 matched"),
        "{}",
        run.stdout
    );
}

#[test]
fn replay_reads_records_without_setup_tags() {
    let dir = scratch("untagged");
    let texts = [
        // Numbered turns, no tags at all.
        "1. d1-d3 h6-h3\n2. k4-k3 g7-g9\n".to_string(),
        // Glued turn numbers and an end marker.
        "1.d1-d3 h6-h3 2.k4-k3 timeout\n".to_string(),
        // Only a result tag: the ruleset and start are the defaults.
        "[result:ongoing]\n1. d1-d3 h6-h3\n".to_string(),
        // A captures-annotated bare list (the recorded games' style).
        "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2\n".to_string(),
    ];
    let files = write_cases(&dir, &texts);
    let args: Vec<&str> = files.iter().map(String::as_str).collect();
    let run = replay(&args);
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    for (path, want) in files.iter().zip([4, 3, 2, 5]) {
        let line = line_for(&run.stdout, path);
        assert!(!line.contains("DISAGREES"), "{line}");
        assert_eq!(plies_in(line), want, "{line}");
    }
    let annotated = line_for(&run.stdout, &files[3]);
    assert!(annotated.contains("captures match"), "{annotated}");
}

/// A record's text, cut and changed at a few random places.
fn mutate(text: &str, rng: &mut Rng) -> String {
    const PIECES: [&str; 12] = [
        " ", "x", "-", "1.", "[", "]", "k11", "a0", "timeout", "\n", "é", "xx",
    ];
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.truncate(at),
            _ => {
                let piece = PIECES[rng.below(PIECES.len())];
                for (i, c) in piece.chars().enumerate() {
                    chars.insert(at + i, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

/// Records of random legal games, and the moves alone.
fn random_records(rules: &'static Ruleset, rng: &mut Rng, games: usize) -> Vec<String> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = Game::new(rules);
        for _ in 0..rng.below(60) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).expect("legal");
        }
        let text = notation::record_text(&game);
        let bare: Vec<String> = game.played().iter().map(hnef::Played::notation).collect();
        out.push(bare.join(" "));
        out.push(text);
    }
    out
}

/// The texts both readers see: hand-picked edge cases, random records in
/// every form, and mutants of them that mostly fail somewhere.
fn corpus(rules: &'static Ruleset, seed: u64) -> Vec<String> {
    let mut texts: Vec<String> = [
        "",
        "   \n\t",
        "d1-d3 h6-h3",
        "d1d3 h6h3",
        "D1-D3 H6-H3",
        "1. d1-d3 h6-h3 2. k4-k3",
        "1. d1-d3 ... h6-h3",
        "d1-d3 d3-d1",
        "d1-d4",
        "d1-d3xd4",
        "d1-d3 h6-h3 timeout",
        "d1-d3 timeout h6-h3",
        "d1-d3 resigns",
        "[ruleset:viking-chess-classic-11x11]\nd1-d3",
        "[ruleset:nope]\nd1-d3",
        "[result:attackers_win]\nd1-d3",
        "[result:draw]\nd1-d3",
        "[result:defenders_win][reason:resignation]\nd1-d3",
        "[result:ongoing][result:ongoing]",
        "[unclosed d1-d3",
        "[comment without a colon] d1-d3",
        "[position:11/11/11/11/11/5k5/11/11/11/11/aaaa7 d]\nf6-f11",
        "[position:11/11/11/11/11/5k5/11/11/11/11/aaaa7 d]\nf6-f10 a1-a2",
        "[position:junk]",
        "Kf6-f3",
        "x",
        "-",
        "1.",
        "k11-k11",
    ]
    .iter()
    .map(|s| (*s).to_string())
    .collect();
    let mut rng = Rng::new(seed);
    let records = random_records(rules, &mut rng, 6);
    for r in &records {
        for _ in 0..4 {
            texts.push(mutate(r, &mut rng));
        }
    }
    texts.extend(records);
    texts
}

/// For every text, in files named `.txt`, replay matches a game exactly
/// when `parse_record` accepts the text, with the same number of plies;
/// when it does not, replay's report carries the parser's own error.
#[test]
fn replay_and_parse_record_accept_exactly_the_same_texts() {
    for (n, rules) in RULESETS.into_iter().enumerate() {
        let dir = scratch(&format!("same-{n}"));
        let texts = corpus(rules, 0x5eed + n as u64);
        let files = write_cases(&dir, &texts);
        let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
        args.extend(["--ruleset", rules.id]);
        let run = replay(&args);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        let mut accepted = 0;
        for (text, path) in texts.iter().zip(&files) {
            let line = line_for(&run.stdout, path);
            match parse_record(text, rules) {
                Ok(game) => {
                    accepted += 1;
                    assert!(!line.contains("DISAGREES"), "{text:?}\n{line}");
                    assert_eq!(plies_in(line), game.played().len(), "{text:?}\n{line}");
                }
                Err(e) => {
                    assert!(line.contains("DISAGREES"), "{text:?} ({e})\n{line}");
                    assert!(
                        line.contains(&one_line(&e.to_string())),
                        "{text:?} ({e})\n{line}"
                    );
                }
            }
        }
        // The corpus holds both kinds, so the comparison can fail both ways.
        assert!(accepted > 10 && accepted < texts.len() - 10, "{accepted}");
    }
}

/// A CSV line's moves column is read like a record: the same acceptance as
/// `parse_record` of the column, plus the result column.
#[test]
fn replay_reads_the_csv_moves_column_with_the_record_parser() {
    let dir = scratch("csv");
    let columns = [
        "d1-d3 h6-h3",
        "1.d1-d3 h6-h3",
        "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe2",
        "d1-d3 e5-e2 g1-g3 f4-c4 g3-e3",
        "d1-d3 timeout h6-h3",
        "d1-d4",
    ];
    let csv: String = columns.iter().fold(String::new(), |mut csv, c| {
        let _ = writeln!(csv, "{c},0,0,Ongoing");
        csv
    });
    let path = dir.join("games.csv");
    std::fs::write(&path, csv).expect("write the csv");
    let path = path.to_string_lossy().into_owned();
    let run = replay(&[&path]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    for (i, column) in columns.iter().enumerate() {
        let line = line_for(&run.stdout, &format!("{path}:{}", i + 1));
        match parse_record(column, &COPENHAGEN) {
            Ok(game) => {
                assert!(!line.contains("DISAGREES"), "{column}\n{line}");
                assert_eq!(plies_in(line), game.played().len(), "{line}");
            }
            Err(e) => {
                assert!(line.contains("DISAGREES"), "{column} ({e})\n{line}");
                assert!(line.contains(&e.to_string()), "{column} ({e})\n{line}");
            }
        }
    }
    // Only the move after `timeout` is refused: each column is a record of
    // its own, so `g3-e3` without its capture is simply not annotated.
    let refused = columns
        .iter()
        .filter(|c| parse_record(c, &COPENHAGEN).is_err())
        .count();
    assert_eq!(refused, 1);
    assert!(run.stdout.contains("6 games, 5 matched"), "{}", run.stdout);
}

/// `--ruleset` is the default of records that name none, as `parse_record`'s
/// `default` argument: a move through the empty throne is legal in
/// Copenhagen and illegal in the classic ruleset.
#[test]
fn replay_ruleset_option_is_the_record_default() {
    let text = "[position:11/11/11/11/11/1a9/11/11/5k5/11/11 a]\nb6-h6";
    assert!(parse_record(text, &COPENHAGEN).is_ok());
    assert!(parse_record(text, &CLASSIC).is_err());
    let dir = scratch("ruleset");
    let files = write_cases(&dir, &[text.to_string()]);
    for rules in RULESETS {
        let run = replay(&[&files[0], "--ruleset", rules.id]);
        let line = line_for(&run.stdout, &files[0]);
        assert_eq!(
            line.contains("DISAGREES"),
            parse_record(text, rules).is_err(),
            "{}: {line}",
            rules.id
        );
    }
}
