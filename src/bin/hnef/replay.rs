//! `hnef replay FILE... [--ruleset ID]`: replays recorded games move by move
//! and reports, per game, whether the rules agree with the record.
//!
//! A file named `*.csv` holds lines like `tests/data/copenhagen-games.csv`:
//! the moves in column 1 (`timeout` ends a game), then the attackers' and the
//! defenders' capture counts (which count a square written twice twice, so
//! they are not compared) and the result (`Black` attackers won, `White`
//! defenders won, `Draw`, `Ongoing`). Any other file holds one game record in
//! any form `notation::parse_record` reads (docs/RULES.md, "Notation"): ours
//! with or without tags, `OpenTafl`'s, or a bare move list like `d1-d3 h6-h3`.
//!
//! One parser: a record file and the moves column of a CSV line both go
//! through `notation::read_record`, the code behind `parse_record` (and so
//! behind `Game.fromRecord` in JavaScript), so replay accepts exactly what
//! they accept; it only adds the CSV's columns and names the first
//! disagreement by kind: a token that is not a move, an illegal move and
//! why, captures that differ from the rules' captures, moves after the end,
//! or a result the moves do not reach. `--ruleset` is the ruleset of records
//! that name none (CSV lines never do); it defaults to Copenhagen.

use crate::args::{say, Args, Failure};
use hnef::notation::{self, RecordFault};
use hnef::{Outcome, Ruleset, Side};
use std::fmt;
use std::fmt::Write as _;

/// What a CSV line says the result was.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Claimed {
    Winner(Side),
    Draw,
    /// Resigned, timed out, unfinished or unknown: the moves do not decide.
    Open,
}

impl fmt::Display for Claimed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Claimed::Winner(s) => write!(f, "{s} win"),
            Claimed::Draw => f.write_str("draw"),
            Claimed::Open => f.write_str("undecided"),
        }
    }
}

/// One game read from a file, not yet replayed.
struct Record {
    label: String,
    /// The ruleset when the text names none.
    rules: &'static Ruleset,
    /// The record text (a whole file, or a CSV line's moves column).
    text: String,
    /// The CSV result column; records carry their result in a tag, which
    /// the parser checks itself.
    result: Option<Claimed>,
}

/// The kinds of disagreement, in the order of the summary.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    NotRecord,
    BadToken,
    Illegal,
    Captures,
    AfterEnd,
    Result,
}

impl Kind {
    const ALL: [Kind; 6] = [
        Kind::NotRecord,
        Kind::BadToken,
        Kind::Illegal,
        Kind::Captures,
        Kind::AfterEnd,
        Kind::Result,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::NotRecord => "not a record",
            Kind::BadToken => "not a move",
            Kind::Illegal => "illegal move",
            Kind::Captures => "captures differ",
            Kind::AfterEnd => "moves after the end",
            Kind::Result => "result differs",
        }
    }

    fn of(fault: RecordFault) -> Kind {
        match fault {
            RecordFault::Header => Kind::NotRecord,
            RecordFault::NotAMove => Kind::BadToken,
            RecordFault::Illegal => Kind::Illegal,
            RecordFault::Captures => Kind::Captures,
            RecordFault::AfterEnd => Kind::AfterEnd,
            RecordFault::Result => Kind::Result,
        }
    }
}

/// What replaying one record found.
struct Replayed {
    plies: usize,
    outcome: Option<Outcome>,
    /// Whether the record writes captures (then they were compared).
    captures_written: bool,
    /// The token that ended the record early (`timeout`, ...), if any.
    end_marker: Option<String>,
    /// The first disagreement: its kind and a full description.
    disagreement: Option<(Kind, String)>,
}

/// `1 ply`, `2 plies`.
fn plies(n: usize) -> String {
    if n == 1 {
        "1 ply".into()
    } else {
        format!("{n} plies")
    }
}

/// `text` with its control characters escaped (`\n`, `\t`, `\u{1b}`), so
/// that a token from a broken record cannot break the report into lines.
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

fn replay(rec: &Record) -> Replayed {
    let read = notation::read_record(&rec.text, rec.rules);
    let game = &read.game;
    let mut disagreement = read.fault.map(|(fault, e)| {
        let mut what = one_line(&e.to_string());
        if matches!(fault, RecordFault::Illegal | RecordFault::Captures) {
            // The game stops before the refused move.
            let _ = write!(
                what,
                "\n    position: {}",
                notation::position_text(game.position())
            );
        }
        (Kind::of(fault), what)
    });
    let outcome = game.outcome();
    if let (None, Some(claimed)) = (&disagreement, rec.result) {
        let decided = outcome.and_then(|o| o.winner);
        let differs = match (claimed, decided) {
            (Claimed::Winner(w), Some(d)) => w != d,
            (Claimed::Draw, Some(_)) => true,
            _ => false,
        };
        if differs {
            disagreement = Some((
                Kind::Result,
                format!(
                    "the record says {claimed}, the moves end in {}",
                    outcome.map_or("nothing".into(), |o| o.to_string())
                ),
            ));
        }
    }
    Replayed {
        plies: game.played().len(),
        outcome,
        captures_written: read.captures_written,
        end_marker: read.end_marker,
        disagreement,
    }
}

/// Reads the CSV lines of `text`: the columns are split here, the moves
/// column is a bare move list for the record parser.
fn csv_records(path: &str, text: &str, rules: &'static Ruleset, out: &mut Vec<Record>) {
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split(',').map(str::trim).collect();
        let result = cols.get(3).map(|r| match r.to_ascii_lowercase().as_str() {
            "black" => Claimed::Winner(Side::Attackers),
            "white" => Claimed::Winner(Side::Defenders),
            "draw" => Claimed::Draw,
            _ => Claimed::Open,
        });
        out.push(Record {
            label: format!("{path}:{}", n + 1),
            rules,
            text: cols[0].to_string(),
            result,
        });
    }
}

/// Whether the file holds CSV game lines rather than one record: by its
/// name alone, so that every other file is read exactly as the record
/// parser reads it.
fn is_csv(path: &str) -> bool {
    path.to_ascii_lowercase().ends_with(".csv")
}

/// Runs the subcommand.
pub fn main(raw: &[String]) -> Result<(), Failure> {
    let args = Args::parse("replay", raw, &["ruleset"], &[])?;
    if args.positional.is_empty() {
        return Err(crate::args::usage(
            "replay: name at least one file of game records",
        ));
    }
    let rules = args.ruleset("replay")?;
    let mut records = Vec::new();
    let mut unreadable = Vec::new();
    for path in &args.positional {
        let read = std::fs::read_to_string(path)
            .map_err(|e| format!("{path}: {e}"))
            .map(|text| {
                if is_csv(path) {
                    csv_records(path, &text, rules, &mut records);
                } else {
                    records.push(Record {
                        label: path.clone(),
                        rules,
                        text,
                        result: None,
                    });
                }
            });
        if let Err(e) = read {
            eprintln!("hnef replay: {e}");
            unreadable.push(path.clone());
        }
    }

    let mut counts = [0usize; Kind::ALL.len()];
    let mut matched = 0;
    let mut decided_agree = 0;
    for (i, rec) in records.iter().enumerate() {
        let r = replay(rec);
        let status = match (r.outcome, &r.end_marker) {
            (Some(o), _) => o.to_string(),
            (None, Some(m)) => format!("ongoing ({m})"),
            (None, None) => "ongoing".into(),
        };
        let claimed = rec
            .result
            .map_or(String::new(), |c| format!(" [record: {c}]"));
        match &r.disagreement {
            None => {
                matched += 1;
                if rec.result.is_some() && r.outcome.is_some_and(|o| o.winner.is_some()) {
                    decided_agree += 1;
                }
                let caps = if r.captures_written {
                    "captures match"
                } else {
                    "captures not recorded"
                };
                say!(
                    "game {} {}: {}, {caps}, {status}{claimed}",
                    i + 1,
                    rec.label,
                    plies(r.plies)
                );
            }
            Some((kind, what)) => {
                counts[Kind::ALL.iter().position(|k| k == kind).expect("listed")] += 1;
                say!(
                    "game {} {}: {}, DISAGREES ({}): {what}",
                    i + 1,
                    rec.label,
                    plies(r.plies),
                    kind.name()
                );
            }
        }
    }
    let kinds: Vec<String> = Kind::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| format!("{} {n}", k.name()))
        .collect();
    say!(
        "summary: {} games, {matched} matched ({decided_agree} of them decided by the moves \
         as the record says), {} disagree{}{}",
        records.len(),
        records.len() - matched,
        if kinds.is_empty() {
            String::new()
        } else {
            format!(": {}", kinds.join(", "))
        },
        if unreadable.is_empty() {
            String::new()
        } else {
            format!("; unreadable files: {}", unreadable.join(", "))
        }
    );
    if unreadable.is_empty() {
        Ok(())
    } else {
        Err(Failure::Run(format!(
            "replay: {} file(s) could not be read",
            unreadable.len()
        )))
    }
}
