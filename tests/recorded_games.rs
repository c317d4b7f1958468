//! Replays the 1,752 recorded human games of
//! `tests/data/copenhagen-games.csv` (see `tests/data/README.md`)
//! under Copenhagen with [`Game::play`], and checks at every ply that the
//! captures the rules make are exactly the captures the record writes.
//!
//! Where our rules end a game they must end it the way the record does: at
//! the record's last move and with the record's winner. A game the record
//! decides without a rule ending (a resignation, a time-out, an agreed draw)
//! is consistent as long as our rules have not ended it first.
//!
//! Where docs/RULES.md must part from a record, the game is listed in
//! [`EXPECTED`] with the clause, the ply and the move; any other
//! disagreement fails the test, and so does an expected one that no longer
//! happens. The moves a record holds after our rules ended the game are moot,
//! but they are still replayed with the bare rules (E2 set aside) and their
//! captures checked, so the tail of such a record still tests C1-C3.
//!
//! Summary figures go to stderr: `cargo test --release --test recorded_games
//! -- --nocapture`.

use hnef::rules::{self, capture, movegen, shield_wall};
use hnef::{notation, Bitboard, Game, Outcome, Position, Reason, Side, COPENHAGEN};
use std::collections::BTreeMap;
use std::fmt;
use std::fmt::Write as _;
use std::path::PathBuf;

// ---------------------------------------------------------------------------
// The games where our rules must disagree with the record.
// ---------------------------------------------------------------------------

/// A game whose record our ruleset must contradict, with the reason.
struct Expected {
    /// The game's 1-based line number in the CSV.
    game: usize,
    /// The ply (1-based) at which our rules end the game.
    ply: usize,
    /// The record's move at that ply.
    token: &'static str,
    /// How our rules end the game there.
    outcome: Outcome,
    /// The docs/RULES.md clause that decides it.
    clause: &'static str,
    /// Why the record goes on.
    why: &'static str,
}

const ATTACKERS_BY_REPETITION: Outcome = Outcome::win(Side::Attackers, Reason::Repetition);

/// Every game where docs/RULES.md must disagree with its record.
///
/// All of them are E2: the source site let play go on after a position (the
/// 121 squares and the side to move) occurred for the third time. Under E2 the
/// move that makes the third occurrence lands and the defenders lose at once,
/// whichever side made it, so the rest of the record is moot. In 9 games the
/// site's result is an attackers' win anyway, only later; in games 513 and
/// 550 the defenders went on to escape (W1, at the record's last move), so
/// the site's result `White` is the opposite of ours.
const EXPECTED: &[Expected] = &[
    Expected {
        game: 298,
        ply: 49,
        token: "j11-j10",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 41, 45, 49), made by the attackers; \
              the record plays 29 more plies and ends in a time-out (Black)",
    },
    Expected {
        game: 443,
        ply: 22,
        token: "i3-i11",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 14, 18, 22), made by the defenders; \
              the record plays 18 more plies and ends in a time-out (Black)",
    },
    Expected {
        game: 509,
        ply: 65,
        token: "j10-j11",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 57, 61, 65), made by the attackers; \
              the record plays 2 more plies (Black)",
    },
    Expected {
        game: 513,
        ply: 37,
        token: "b10-b1",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 29, 33, 37), made by the attackers; \
              the record plays 37 more plies and the king escapes at ply 74 (W1), \
              so the site says White where E2 gives the attackers the game",
    },
    Expected {
        game: 550,
        ply: 32,
        token: "i10-i11",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 24, 28, 32), made by the defenders; \
              the record plays 60 more plies and the king escapes at ply 92 (W1), \
              so the site says White where E2 gives the attackers the game",
    },
    Expected {
        game: 697,
        ply: 95,
        token: "j3-j10",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 87, 91, 95), made by the attackers; \
              the record plays 17 more plies (Black)",
    },
    Expected {
        game: 827,
        ply: 31,
        token: "j9-j1",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 23, 27, 31), made by the attackers; \
              the record plays 94 more plies (Black)",
    },
    Expected {
        game: 898,
        ply: 50,
        token: "c3-a3",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 42, 46, 50), made by the defenders; \
              the record plays 105 more plies (Black)",
    },
    Expected {
        game: 907,
        ply: 29,
        token: "b2-b1",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 21, 25, 29), made by the attackers; \
              the record plays 3 more plies (Black)",
    },
    Expected {
        game: 978,
        ply: 118,
        token: "i11-i10",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 110, 114, 118), made by the defenders; \
              the record plays 4 more plies, a fourth occurrence among them (Black)",
    },
    Expected {
        game: 1542,
        ply: 35,
        token: "j2-j1",
        outcome: ATTACKERS_BY_REPETITION,
        clause: "E2",
        why: "third occurrence (after plies 27, 31, 35), made by the attackers; \
              the record plays 28 more plies (Black)",
    },
];

// ---------------------------------------------------------------------------
// Reading the CSV.
// ---------------------------------------------------------------------------

fn csv_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/copenhagen-games.csv")
}

/// The result column.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Recorded {
    /// The attackers won.
    Black,
    /// The defenders won.
    White,
    /// An agreed draw.
    Draw,
    /// Resignation, time-out or unfinished.
    Ongoing,
}

impl Recorded {
    fn parse(s: &str) -> Option<Recorded> {
        match s {
            "Black" => Some(Recorded::Black),
            "White" => Some(Recorded::White),
            "Draw" => Some(Recorded::Draw),
            "Ongoing" => Some(Recorded::Ongoing),
            _ => None,
        }
    }

    /// Whether our rules' `outcome`, reached at the record's last move, says
    /// what the record says.
    fn agrees_with(self, outcome: Outcome) -> bool {
        match self {
            Recorded::Black => outcome.winner == Some(Side::Attackers),
            Recorded::White => outcome.winner == Some(Side::Defenders),
            // An agreed draw is never the result of a move, and a record
            // that says the game goes on cannot have ended by a rule.
            Recorded::Draw | Recorded::Ongoing => false,
        }
    }
}

/// One line of the CSV.
struct Record {
    /// The 1-based line number: the game's number.
    line: usize,
    /// The move tokens, `timeout` removed.
    moves: Vec<String>,
    /// Whether the record ends with `timeout`.
    timeout: bool,
    /// Column 2: captures written for the attackers.
    attacker_captures: u32,
    /// Column 3: captures written for the defenders.
    defender_captures: u32,
    result: Recorded,
}

fn read_records() -> Vec<Record> {
    let path = csv_path();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}); the file ships in the repository",
            path.display()
        )
    });
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let n = i + 1;
            let cols: Vec<&str> = line.trim_end().split(',').collect();
            assert_eq!(cols.len(), 4, "line {n}: expected 4 columns: {line}");
            let mut moves: Vec<String> = cols[0].split_whitespace().map(str::to_string).collect();
            let timeout = moves.last().is_some_and(|t| t == "timeout");
            if timeout {
                moves.pop();
            }
            assert!(
                !moves.iter().any(|t| t == "timeout"),
                "line {n}: 'timeout' must end the record"
            );
            let count = |s: &str| -> u32 {
                s.parse()
                    .unwrap_or_else(|_| panic!("line {n}: bad capture count '{s}'"))
            };
            Record {
                line: n,
                moves,
                timeout,
                attacker_captures: count(cols[1]),
                defender_captures: count(cols[2]),
                result: Recorded::parse(cols[3])
                    .unwrap_or_else(|| panic!("line {n}: unknown result '{}'", cols[3])),
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Replaying one game.
// ---------------------------------------------------------------------------

/// A disagreement between our rules and a record.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Finding {
    /// Our rules end the game at `ply` but the record plays on.
    EndsEarly {
        ply: usize,
        token: String,
        outcome: Outcome,
    },
    /// The record's move is not a move, or is illegal under our rules.
    Illegal {
        ply: usize,
        token: String,
        position: String,
        error: String,
    },
    /// The captures differ.
    Captures {
        ply: usize,
        token: String,
        position: String,
        written: Vec<String>,
        ruled: Vec<String>,
    },
    /// Our rules end the game at its last move, but not as the record says.
    Result {
        ply: usize,
        outcome: Outcome,
        recorded: Recorded,
    },
    /// The record writes `timeout` after our rules ended the game.
    TimeoutAfterEnd { ply: usize, outcome: Outcome },
    /// A capture-count column differs from the captures the moves write.
    CaptureColumn {
        side: Side,
        column: u32,
        written: u32,
    },
    /// Replaying the moot tail after an E2 end with the bare rules, a
    /// mover's win or E1 comes before the record's last move, or disagrees
    /// with the recorded result.
    TailResult {
        ply: usize,
        outcome: Outcome,
        recorded: Recorded,
    },
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::EndsEarly {
                ply,
                token,
                outcome,
            } => write!(
                f,
                "ply {ply} {token}: our rules end the game ({outcome}) but the record plays on"
            ),
            Finding::Illegal {
                ply,
                token,
                position,
                error,
            } => write!(f, "ply {ply} {token}: {error}; position before: {position}"),
            Finding::Captures {
                ply,
                token,
                position,
                written,
                ruled,
            } => write!(
                f,
                "ply {ply} {token}: the record captures {written:?}, the rules capture \
                 {ruled:?}; position before: {position}"
            ),
            Finding::Result {
                ply,
                outcome,
                recorded,
            } => write!(
                f,
                "ply {ply}: our rules end the game ({outcome}); the record says {recorded:?}"
            ),
            Finding::TimeoutAfterEnd { ply, outcome } => write!(
                f,
                "ply {ply}: our rules end the game ({outcome}) but the record then times out"
            ),
            Finding::CaptureColumn {
                side,
                column,
                written,
            } => write!(
                f,
                "the column says the {side} captured {column}, the moves write {written}"
            ),
            Finding::TailResult {
                ply,
                outcome,
                recorded,
            } => write!(
                f,
                "moot tail, ply {ply}: the bare rules end the game ({outcome}); \
                 the record says {recorded:?}"
            ),
        }
    }
}

/// Figures gathered while replaying.
#[derive(Default)]
struct Stats {
    games: usize,
    /// Plies replayed with `Game::play` (the game still going on).
    plies: usize,
    /// Plies of moot tails replayed with the bare rules.
    tail_plies: usize,
    /// Plies on which the rules captured something (all plies are checked).
    capturing_plies: usize,
    /// Pieces captured, each matched with the record.
    captured: usize,
    /// Of those, pieces that only the shield wall (C3) captures.
    shield_wall_only: usize,
    /// Capture tokens that name a square twice (folded to one capture).
    repeated_squares: usize,
    timeouts: usize,
    /// (record result, our status at the end of the record) -> games.
    status: BTreeMap<(Recorded, String), usize>,
}

/// Squares as sorted names.
fn names(b: Bitboard) -> Vec<String> {
    b.iter().map(|s| s.to_string()).collect()
}

/// The captures of `mv` on `before`, split into what custodial capture (C1)
/// takes and what only the shield wall (C3) takes.
fn split_captures(before: &Position, mv: hnef::Move) -> (Bitboard, Bitboard) {
    let mover = before.side_to_move();
    let mut board = *before.board();
    let piece = board.piece_at(mv.from).expect("checked move");
    let set = board.set_of_mut(piece);
    set.clear(mv.from);
    set.set(mv.to);
    let c1 = capture::custodial(&board, mover, mv.to);
    let c3 = shield_wall::shield_wall(&board, mover, mv.to);
    (c1, c3 & !c1)
}

/// Checks one ply's captures against the record and counts them.
fn check_captures(
    ply: usize,
    token: &str,
    before: &Position,
    parsed: &notation::ParsedMove,
    ruled: Bitboard,
    stats: &mut Stats,
    findings: &mut Vec<Finding>,
) {
    let written = parsed.captures.unwrap_or(Bitboard::EMPTY);
    if written != ruled {
        findings.push(Finding::Captures {
            ply,
            token: token.to_string(),
            position: notation::position_text(before),
            written: names(written),
            ruled: names(ruled),
        });
        return;
    }
    let (c1, c3) = split_captures(before, parsed.mv);
    assert_eq!(
        c1 | c3,
        ruled,
        "ply {ply} {token}: C1 and C3 do not add up to what rules::play captured"
    );
    if ruled.any() {
        stats.capturing_plies += 1;
        stats.captured += ruled.count() as usize;
        stats.shield_wall_only += c3.count() as usize;
    }
    if token.matches('x').count() as u32 > written.count() {
        stats.repeated_squares += 1;
    }
}

/// Replays one record and returns its disagreements with our rules.
fn replay(record: &Record, stats: &mut Stats) -> Vec<Finding> {
    let mut findings = Vec::new();
    let mut game = Game::new(&COPENHAGEN);
    let mut written = [0u32; 2];
    // Where our rules ended the game, if before the record's last move.
    let mut early_end = None;
    for (i, token) in record.moves.iter().enumerate() {
        let ply = i + 1;
        // Ply 1 is the attackers'; a capture column counts `x` marks.
        written[i % 2] += token.matches('x').count() as u32;
        if let Some(outcome) = game.outcome() {
            findings.push(Finding::EndsEarly {
                ply: ply - 1,
                token: record.moves[i - 1].clone(),
                outcome,
            });
            early_end = Some(i);
            break;
        }
        let before = *game.position();
        let parsed = match notation::parse_move(token) {
            Ok(p) => p,
            Err(e) => {
                findings.push(Finding::Illegal {
                    ply,
                    token: token.clone(),
                    position: notation::position_text(&before),
                    error: e.to_string(),
                });
                return findings;
            }
        };
        let played = match game.play(parsed.mv) {
            Ok(p) => p,
            Err(e) => {
                findings.push(Finding::Illegal {
                    ply,
                    token: token.clone(),
                    position: notation::position_text(&before),
                    error: e.to_string(),
                });
                return findings;
            }
        };
        stats.plies += 1;
        check_captures(
            ply,
            token,
            &before,
            &parsed,
            played.captured,
            stats,
            &mut findings,
        );
    }
    let last = game.played().len();
    match (early_end, game.outcome()) {
        (Some(i), Some(_)) => {
            // Count the rest of the capture marks, then replay the moot tail.
            for (j, token) in record.moves.iter().enumerate().skip(i + 1) {
                written[j % 2] += token.matches('x').count() as u32;
            }
            replay_tail(record, i, *game.position(), stats, &mut findings);
        }
        (None, Some(outcome)) => {
            if !record.result.agrees_with(outcome) {
                findings.push(Finding::Result {
                    ply: last,
                    outcome,
                    recorded: record.result,
                });
            }
            if record.timeout {
                findings.push(Finding::TimeoutAfterEnd { ply: last, outcome });
            }
        }
        (_, None) => {
            if record.result == Recorded::Draw {
                // E3: the draw the record reports is one our rules allow.
                let side = game.side_to_move();
                game.offer_draw(side.opponent())
                    .and_then(|()| game.accept_draw(side))
                    .unwrap_or_else(|e| panic!("game {}: draw refused: {e}", record.line));
            }
        }
    }
    for (side, column, written) in [
        (Side::Attackers, record.attacker_captures, written[0]),
        (Side::Defenders, record.defender_captures, written[1]),
    ] {
        if column != written {
            findings.push(Finding::CaptureColumn {
                side,
                column,
                written,
            });
        }
    }
    stats.games += 1;
    stats.timeouts += usize::from(record.timeout);
    let status = match (early_end, game.outcome()) {
        (Some(_), Some(o)) => format!("{} by {}, before the record ends", o.status(), o.reason),
        (None, Some(o)) if o.reason == Reason::Agreement => "draw by agreement".to_string(),
        (None, Some(o)) => format!("{} by {}", o.status(), o.reason),
        (_, None) => "not ended by a rule".to_string(),
    };
    *stats.status.entry((record.result, status)).or_insert(0) += 1;
    findings
}

/// Replays the moves after an early end (index `from` on) with the bare
/// rules, E2 set aside: every move must be legal, its captures must match,
/// and a mover's win or E1 may only come at the last move, with the record's
/// winner.
fn replay_tail(
    record: &Record,
    from: usize,
    mut pos: Position,
    stats: &mut Stats,
    findings: &mut Vec<Finding>,
) {
    for (i, token) in record.moves.iter().enumerate().skip(from) {
        let ply = i + 1;
        let before = pos;
        let illegal = |error: String| Finding::Illegal {
            ply,
            token: token.clone(),
            position: notation::position_text(&before),
            error,
        };
        let parsed = match notation::parse_move(token) {
            Ok(p) => p,
            Err(e) => {
                findings.push(illegal(e.to_string()));
                return;
            }
        };
        if let Err(e) = movegen::check(&pos, &COPENHAGEN, parsed.mv) {
            findings.push(illegal(e.to_string()));
            return;
        }
        let captured = rules::play(&mut pos, &COPENHAGEN, parsed.mv);
        stats.tail_plies += 1;
        check_captures(ply, token, &before, &parsed, captured, stats, findings);
        let end = rules::mover_wins(&pos, &COPENHAGEN, parsed.mv)
            .or_else(|| rules::no_moves(&pos, &COPENHAGEN));
        if let Some(outcome) = end {
            if ply != record.moves.len() || !record.result.agrees_with(outcome) {
                findings.push(Finding::TailResult {
                    ply,
                    outcome,
                    recorded: record.result,
                });
            }
            return;
        }
    }
}

fn print_stats(stats: &Stats) {
    eprintln!("recorded games (Copenhagen, {}):", csv_path().display());
    eprintln!("  games replayed                 {:>7}", stats.games);
    eprintln!("  plies played with Game::play   {:>7}", stats.plies);
    eprintln!(
        "  moot plies after an E2 end     {:>7}  (bare rules, captures still checked)",
        stats.tail_plies
    );
    eprintln!(
        "  captures checked (all plies)   {:>7}  plies",
        stats.plies + stats.tail_plies
    );
    eprintln!(
        "  capturing plies matched        {:>7}  ({} pieces, {} by the shield wall only)",
        stats.capturing_plies, stats.captured, stats.shield_wall_only
    );
    eprintln!(
        "  capture tokens naming a square twice (folded) {}",
        stats.repeated_squares
    );
    eprintln!("  records ending in 'timeout'    {:>7}", stats.timeouts);
    eprintln!("  record result / our status at the end of the record:");
    for ((recorded, status), n) in &stats.status {
        eprintln!("    {n:>5}  {recorded:?} / {status}");
    }
}

// ---------------------------------------------------------------------------
// Tests.
// ---------------------------------------------------------------------------

/// Every record replays under Copenhagen: each ply's captures equal the
/// record's, every end our rules make agrees with the record, and the only
/// disagreements are those of [`EXPECTED`].
#[test]
fn recorded_games_agree_with_the_rules_except_where_listed() {
    let records = read_records();
    assert_eq!(records.len(), 1752, "the CSV holds 1,752 games");
    let mut stats = Stats::default();
    let mut unexpected = Vec::new();
    let mut missing: Vec<&Expected> = Vec::new();
    let mut expected_seen = 0;
    for record in &records {
        let findings = replay(record, &mut stats);
        let expected = EXPECTED.iter().find(|e| e.game == record.line);
        let mut met = false;
        for finding in findings {
            let is_expected = expected.is_some_and(|e| {
                finding
                    == Finding::EndsEarly {
                        ply: e.ply,
                        token: e.token.to_string(),
                        outcome: e.outcome,
                    }
            });
            if is_expected {
                met = true;
            } else {
                unexpected.push(format!("game {}: {finding}", record.line));
            }
        }
        match expected {
            Some(e) if !met => missing.push(e),
            Some(_) => expected_seen += 1,
            None => {}
        }
    }
    print_stats(&stats);
    eprintln!(
        "  expected disagreements met     {:>7}  of {}",
        expected_seen,
        EXPECTED.len()
    );
    let mut report = String::new();
    for line in &unexpected {
        let _ = writeln!(report, "unexpected: {line}");
    }
    for e in &missing {
        let _ = writeln!(
            report,
            "expected but not found: game {} ply {} {}: {} ({}: {})",
            e.game, e.ply, e.token, e.outcome, e.clause, e.why
        );
    }
    assert!(report.is_empty(), "{report}");
}

/// The table itself is well formed: one entry per game, in game order, each
/// naming the clause, and its move really is the record's move at that ply.
#[test]
fn expected_disagreements_are_well_formed() {
    let records = read_records();
    for pair in EXPECTED.windows(2) {
        assert!(pair[0].game < pair[1].game, "EXPECTED is sorted by game");
    }
    for e in EXPECTED {
        let record = &records[e.game - 1];
        assert_eq!(record.moves[e.ply - 1], e.token, "game {}", e.game);
        assert!(
            e.ply < record.moves.len(),
            "game {}: an early end leaves moves in the record",
            e.game
        );
        assert!(!e.clause.is_empty() && !e.why.is_empty());
    }
}

/// E2 in the records, checked without `Game`: in each listed game the
/// position after the listed ply (squares and side to move, compared as
/// text) has occurred exactly twice before, counting the start, and no
/// earlier position of the game reached a third occurrence.
#[test]
fn e2_listed_games_hold_a_first_third_occurrence_at_the_listed_ply() {
    let records = read_records();
    for e in EXPECTED.iter().filter(|e| e.clause == "E2") {
        let record = &records[e.game - 1];
        let mut pos = Position::start();
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        *seen.entry(notation::position_text(&pos)).or_insert(0) += 1;
        for (i, token) in record.moves.iter().enumerate().take(e.ply) {
            let mv = notation::parse_move(token).expect("a move").mv;
            rules::play(&mut pos, &COPENHAGEN, mv);
            let n = seen.entry(notation::position_text(&pos)).or_insert(0);
            *n += 1;
            if i + 1 < e.ply {
                assert!(
                    *n < 3,
                    "game {}: a third occurrence already at ply {}",
                    e.game,
                    i + 1
                );
            } else {
                assert_eq!(
                    *n, 3,
                    "game {}: ply {} is not a third occurrence",
                    e.game, e.ply
                );
            }
        }
    }
}

/// The notation module reads every record's move column as a game record
/// (the recorded-game style: `x` captures, squares written twice, a final
/// `timeout`) and replays the same moves; each listed game is refused at the
/// move after our rules ended it, and the error names that move and why.
#[test]
fn every_record_reads_with_parse_record() {
    for record in read_records() {
        let mut text = record.moves.join(" ");
        if record.timeout {
            text.push_str(" timeout");
        }
        let parsed = notation::parse_record_default(&text);
        if let Some(e) = EXPECTED.iter().find(|e| e.game == record.line) {
            let err = parsed.expect_err("a move after the end is refused");
            assert_eq!(err.token, record.moves[e.ply], "game {}", e.game);
            assert!(
                err.reason.contains(&format!("ply {}", e.ply + 1)) && err.reason.contains("over"),
                "game {}: {err}",
                e.game
            );
        } else {
            let game = parsed.unwrap_or_else(|err| panic!("game {}: {err}", record.line));
            assert_eq!(
                game.played().len(),
                record.moves.len(),
                "game {}",
                record.line
            );
            for (played, token) in game.played().iter().zip(&record.moves) {
                let written = notation::parse_move(token).expect("a move");
                assert_eq!(played.mv, written.mv, "game {}", record.line);
            }
        }
    }
}
