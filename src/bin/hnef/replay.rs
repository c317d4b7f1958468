//! `hnef replay FILE... [--ruleset ID]`: replays recorded games move by move
//! and reports, per game, whether the rules agree with the record.
//!
//! A file holds either one game record (our format or OpenTafl's, see
//! docs/RULES.md) or CSV lines like `tests/data/copenhagen-games.csv`: the
//! moves in column 1 (`timeout` ends a game), then the attackers' and the
//! defenders' capture counts (which count a square written twice twice, so
//! they are not compared) and the result (`Black` attackers won, `White`
//! defenders won, `Draw`, `Ongoing`).
//!
//! Each move goes through `Game::play`, so the first disagreement is named
//! exactly: a token that is not a move, an illegal move and why, captures
//! that differ from the rules' captures, or moves after the rules ended the
//! game. `--ruleset` is the ruleset of records that name none (CSV lines
//! never do); it defaults to Copenhagen.

use crate::args::{say, Args, Failure};
use hnef::{notation, Bitboard, Game, GameError, Outcome, Position, Ruleset, Side};
use std::fmt;

/// What a record says the result was.
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
    rules: &'static Ruleset,
    start: Position,
    /// Move tokens, end markers (`timeout`, `resigns`, ...) included.
    tokens: Vec<String>,
    /// Whether the record writes captures (then they must match).
    annotated: bool,
    result: Option<Claimed>,
}

/// The kinds of disagreement, in the order of the summary.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    BadToken,
    Illegal,
    Captures,
    AfterEnd,
    Result,
}

impl Kind {
    const ALL: [Kind; 5] = [
        Kind::BadToken,
        Kind::Illegal,
        Kind::Captures,
        Kind::AfterEnd,
        Kind::Result,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::BadToken => "not a move",
            Kind::Illegal => "illegal move",
            Kind::Captures => "captures differ",
            Kind::AfterEnd => "moves after the end",
            Kind::Result => "result differs",
        }
    }
}

/// What replaying one record found.
struct Replayed {
    plies: usize,
    outcome: Option<Outcome>,
    /// The token that ended the record early (`timeout`, ...), if any.
    end_marker: Option<String>,
    /// The first disagreement: its kind and a full description.
    disagreement: Option<(Kind, String)>,
}

fn squares(b: Bitboard) -> String {
    hnef::notation::squares_text(b)
}

/// `1 ply`, `2 plies`.
fn plies(n: usize) -> String {
    if n == 1 {
        "1 ply".into()
    } else {
        format!("{n} plies")
    }
}

/// Tokens that end a record without being moves (as the notation module
/// reads them).
fn is_end_marker(tok: &str) -> bool {
    matches!(
        tok.to_ascii_lowercase().as_str(),
        "---" | "timeout" | "resigns" | "resign" | "*" | "1-0" | "0-1" | "1/2-1/2"
    )
}

/// Turn numbers (`1.`, `12...`) and ellipses, which are not moves.
fn is_turn_marker(tok: &str) -> bool {
    let t = tok.trim_start_matches(|c: char| c.is_ascii_digit());
    !t.is_empty() && t.chars().all(|c| c == '.')
}

fn replay(rec: &Record) -> Replayed {
    let mut game = Game::from_position(rec.rules, rec.start);
    let mut out = Replayed {
        plies: 0,
        outcome: None,
        end_marker: None,
        disagreement: None,
    };
    for tok in &rec.tokens {
        if is_end_marker(tok) {
            out.end_marker = Some(tok.clone());
            break;
        }
        let ply = game.played().len() + 1;
        let before = notation::position_text(game.position());
        let at = |kind: Kind, what: String| Some((kind, format!("ply {ply} {tok}: {what}")));
        let parsed = match notation::parse_move(tok) {
            Ok(p) => p,
            Err(e) => {
                out.disagreement = at(Kind::BadToken, e.reason);
                break;
            }
        };
        let played = match game.play(parsed.mv) {
            Ok(p) => p,
            Err(GameError::GameOver(o)) => {
                out.disagreement = at(
                    Kind::AfterEnd,
                    format!(
                        "the rules ended the game after ply {} ({o}), the record goes on",
                        ply - 1
                    ),
                );
                break;
            }
            Err(e) => {
                out.disagreement = at(Kind::Illegal, format!("{e}\n    position: {before}"));
                break;
            }
        };
        if rec.annotated {
            let written = parsed.captures.unwrap_or(Bitboard::EMPTY);
            if written != played.captured {
                out.disagreement = at(
                    Kind::Captures,
                    format!(
                        "the record captures {}, the rules capture {}\n    position: {before}",
                        squares(written),
                        squares(played.captured)
                    ),
                );
                break;
            }
        }
    }
    out.plies = game.played().len();
    out.outcome = game.outcome();
    if out.disagreement.is_some() {
        return out;
    }
    if let Some(claimed) = rec.result {
        let decided = out.outcome.and_then(|o| o.winner);
        let differs = match (claimed, decided) {
            (Claimed::Winner(w), Some(d)) => w != d,
            (Claimed::Draw, Some(_)) => true,
            _ => false,
        };
        if differs {
            out.disagreement = Some((
                Kind::Result,
                format!(
                    "the record says {claimed}, the moves end in {}",
                    out.outcome.map_or("nothing".into(), |o| o.to_string())
                ),
            ));
        }
    }
    out
}

/// Reads the CSV lines of `text`.
fn csv_records(
    path: &str,
    text: &str,
    rules: &'static Ruleset,
    out: &mut Vec<Record>,
) -> Result<(), String> {
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split(',').map(str::trim).collect();
        let tokens: Vec<String> = cols[0].split_whitespace().map(String::from).collect();
        let result = cols.get(3).map(|r| match r.to_ascii_lowercase().as_str() {
            "black" => Claimed::Winner(Side::Attackers),
            "white" => Claimed::Winner(Side::Defenders),
            "draw" => Claimed::Draw,
            _ => Claimed::Open,
        });
        out.push(Record {
            label: format!("{path}:{}", n + 1),
            rules,
            start: Position::start(),
            tokens,
            annotated: true,
            result,
        });
    }
    Ok(())
}

/// Reads one record in our format or OpenTafl's: tags in brackets, then the
/// moves. The ruleset and start position come from the tags, read by the
/// notation module itself (a record of the tags alone).
fn game_record(path: &str, text: &str, default: &'static Ruleset) -> Result<Record, String> {
    let mut tags = Vec::new();
    let mut body = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        body.push_str(&rest[..open]);
        body.push(' ');
        let after = &rest[open + 1..];
        let close = after
            .find(']')
            .ok_or_else(|| format!("{path}: a '[' tag is never closed"))?;
        tags.push(after[..close].to_string());
        rest = &after[close + 1..];
    }
    body.push_str(rest);
    let mut setup = String::new();
    let mut result = None;
    for tag in &tags {
        let (key, value) = tag
            .split_once(':')
            .or_else(|| tag.split_once(' '))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().trim_matches('"')))
            .unwrap_or_default();
        match key.as_str() {
            "ruleset" | "position" | "rules" => setup.push_str(&format!("[{key}:{value}]\n")),
            "result" => {
                let status = value.split_whitespace().next().unwrap_or("");
                result = Some(match status.to_ascii_lowercase().as_str() {
                    "attackers_win" | "attackers" => Claimed::Winner(Side::Attackers),
                    "defenders_win" | "defenders" => Claimed::Winner(Side::Defenders),
                    "draw" => Claimed::Draw,
                    _ => Claimed::Open,
                });
            }
            _ => {}
        }
    }
    let start = notation::parse_record(&setup, default).map_err(|e| format!("{path}: {e}"))?;
    let tokens: Vec<String> = body
        .split_whitespace()
        .filter(|t| !is_turn_marker(t))
        .map(String::from)
        .collect();
    let annotated = tokens
        .iter()
        .any(|t| t.contains(['x', 'X']) && !is_end_marker(t));
    Ok(Record {
        label: path.to_string(),
        rules: start.rules(),
        start: *start.start(),
        tokens,
        annotated,
        result,
    })
}

/// Whether `text` is CSV game lines rather than one record.
fn looks_like_csv(path: &str, text: &str) -> bool {
    if path.to_ascii_lowercase().ends_with(".csv") {
        return true;
    }
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    !first.trim_start().starts_with('[') && first.contains(',')
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
            .and_then(|text| {
                if looks_like_csv(path, &text) {
                    csv_records(path, &text, rules, &mut records)
                } else {
                    game_record(path, &text, rules).map(|r| records.push(r))
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
                let caps = if rec.annotated {
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
