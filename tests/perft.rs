//! Perft: leaf counts of named positions (tests/data/perft.txt), checked
//! against the engine (`hnef::perft`) and against the independent naive
//! reference in tests/reference, so the counts are not just the engine
//! agreeing with itself.
//!
//! The default run covers the depths with few leaves; the rest is behind
//! `#[ignore]` (`cargo test --release --test perft -- --ignored`).

mod reference;

use hnef::rules::{self, movegen};
use hnef::{notation, perft, MoveList, Position, Ruleset};
use reference::{name, RefPos, Variant};

/// One line of the data file.
struct Case {
    name: String,
    text: String,
    rules: &'static Ruleset,
    counts: Vec<u64>,
}

impl Case {
    fn position(&self) -> Position {
        notation::parse_position(&self.text)
            .unwrap_or_else(|e| panic!("{}: bad position: {e}", self.name))
    }

    fn variant(&self) -> Variant {
        Variant::from_id(self.rules.id)
    }
}

/// Reads `name; position; ruleset; d1 d2 ...` lines; `#` starts a comment.
fn cases() -> Vec<Case> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split(';').map(str::trim).collect();
            assert_eq!(fields.len(), 4, "bad data line: {line}");
            Case {
                name: fields[0].to_string(),
                text: fields[1].to_string(),
                rules: Ruleset::by_id(fields[2]).expect("known ruleset"),
                counts: fields[3]
                    .split_whitespace()
                    .map(|n| n.parse().expect("a count"))
                    .collect(),
            }
        })
        .collect()
}

/// Leaves per depth the engine checks in the default run (the whole table
/// takes well under a second in release at this budget).
const ENGINE_BUDGET: u64 = 20_000_000;
/// The same for the naive reference, which is some 30 times slower.
const REFERENCE_BUDGET: u64 = 1_500_000;

/// Walks down the first line where the engine and the reference disagree
/// and names it: the moves from the case's position and the first node
/// whose move lists (or child counts) differ.
fn divergence(pos: &Position, rpos: &RefPos, rules: &'static Ruleset, depth: u32) -> String {
    let v = Variant::from_id(rules.id);
    let mut list = MoveList::new();
    movegen::generate(pos, rules, &mut list);
    let mut engine: Vec<(usize, usize)> = list
        .iter()
        .map(|m| (m.from.index(), m.to.index()))
        .collect();
    let mut naive = rpos.moves(v);
    engine.sort_unstable();
    naive.sort_unstable();
    if engine != naive {
        let only_engine: Vec<String> = engine
            .iter()
            .filter(|m| !naive.contains(m))
            .map(|m| format!("{}-{}", name(m.0), name(m.1)))
            .collect();
        let only_naive: Vec<String> = naive
            .iter()
            .filter(|m| !engine.contains(m))
            .map(|m| format!("{}-{}", name(m.0), name(m.1)))
            .collect();
        return format!(
            "at {}: moves only the engine generates {only_engine:?}, only the reference {only_naive:?}",
            notation::position_text(pos)
        );
    }
    for &mv in list.iter() {
        let mut next = *pos;
        let captured = rules::play(&mut next, rules, mv);
        let won = rules::mover_wins(&next, rules, mv);
        let a = rpos.apply(v, (mv.from.index(), mv.to.index()));
        let caps: Vec<usize> = captured.iter().map(hnef::Square::index).collect();
        let won_name = won.map(|o| (o.winner.map(hnef::Side::name), o.reason.name()));
        let ref_won = a.win.map(|o| (Some(o.winner.name()), o.reason));
        if caps != a.captured || won_name != ref_won || RefPos::from_engine(&next) != a.next {
            return format!(
                "at {} move {mv}: engine captures {:?} and wins {won_name:?}, reference captures {:?} and wins {ref_won:?}",
                notation::position_text(pos),
                caps.iter().map(|&i| name(i)).collect::<Vec<_>>(),
                a.captured.iter().map(|&i| name(i)).collect::<Vec<_>>(),
            );
        }
        if depth > 1 && won.is_none() {
            let e = perft::perft(&next, rules, depth - 1);
            let r = a.next.perft(v, depth - 1);
            if e != r {
                return format!("{mv} {}", divergence(&next, &a.next, rules, depth - 1));
            }
        }
    }
    "no divergence found".into()
}

fn check_engine(budget: Option<u64>) {
    for case in cases() {
        let pos = case.position();
        for (i, &want) in case.counts.iter().enumerate() {
            if budget.is_some_and(|b| want > b) {
                continue;
            }
            let depth = i as u32 + 1;
            let got = perft::perft(&pos, case.rules, depth);
            assert_eq!(
                got, want,
                "engine perft {} ({}) depth {depth}",
                case.name, case.rules.id
            );
        }
    }
}

fn check_reference(budget: Option<u64>) {
    for case in cases() {
        let pos = case.position();
        let rpos = RefPos::from_text(&case.text);
        for (i, &want) in case.counts.iter().enumerate() {
            if budget.is_some_and(|b| want > b) {
                continue;
            }
            let depth = i as u32 + 1;
            let got = rpos.perft(case.variant(), depth);
            assert!(
                got == want,
                "reference perft {} ({}) depth {depth}: reference {got}, data {want}; first divergence from the engine: {}",
                case.name,
                case.rules.id,
                divergence(&pos, &rpos, case.rules, depth)
            );
        }
    }
}

#[test]
fn perft_engine_cheap_depths() {
    check_engine(Some(ENGINE_BUDGET));
}

#[test]
#[ignore = "expensive: every depth of every case (about 5 s in release)"]
fn perft_engine_all_depths() {
    check_engine(None);
}

#[test]
fn perft_reference_cheap_depths() {
    check_reference(Some(REFERENCE_BUDGET));
}

#[test]
#[ignore = "expensive: the naive reference at every depth (about 40 s in release)"]
fn perft_reference_all_depths() {
    check_reference(None);
}

/// The counts published independently for Copenhagen's start position.
#[test]
fn perft_copenhagen_start_known_values() {
    let start = Position::start();
    assert_eq!(perft::perft(&start, &hnef::COPENHAGEN, 1), 116);
    assert_eq!(perft::perft(&start, &hnef::COPENHAGEN, 2), 6_788);
    let starts: Vec<Case> = cases().into_iter().filter(|c| c.name == "start").collect();
    assert_eq!(starts.len(), 2, "the start position for both rulesets");
    for c in starts {
        assert_eq!(c.position(), start);
        assert_eq!(c.counts[..2], [116, 6_788]);
    }
}

/// The data is what it says: each position reads the same through the
/// engine's parser and the reference's own, and writes back to the same
/// text; names are unique per ruleset; every theme the file promises is
/// there in both rulesets.
#[test]
fn perft_data_is_well_formed() {
    let cases = cases();
    assert!(
        cases.len() >= 2 + 2 * 6,
        "start twice plus at least six themes"
    );
    let mut seen = std::collections::HashSet::new();
    for c in &cases {
        assert!(
            seen.insert((c.name.clone(), c.rules.id)),
            "duplicate {}",
            c.name
        );
        let pos = c.position();
        assert_eq!(notation::position_text(&pos), c.text, "{}", c.name);
        assert_eq!(
            RefPos::from_engine(&pos),
            RefPos::from_text(&c.text),
            "{}",
            c.name
        );
        assert!(c.counts.len() >= 4, "{}: depths 1-4", c.name);
    }
    for c in &cases {
        for r in hnef::RULESETS {
            assert!(
                cases.iter().any(|o| o.name == c.name && o.rules.id == r.id),
                "{} lacks {}",
                c.name,
                r.id
            );
        }
    }
}

/// `divide` splits `perft` exactly: its parts add up, each part is the
/// count below that move, and it lists the moves the generator lists.
#[test]
fn perft_divide_adds_up() {
    for case in cases() {
        let pos = case.position();
        let split = perft::divide(&pos, case.rules, 3);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        assert_eq!(total, case.counts[2], "{} ({})", case.name, case.rules.id);
        assert_eq!(split.len() as u64, case.counts[0]);
        let ones = perft::divide(&pos, case.rules, 1);
        assert!(ones.iter().all(|&(_, n)| n == 1));
    }
}

/// The themes the data file's comments promise really are in its positions:
/// each named move captures and ends the game as stated, in the engine and
/// in the reference alike.
#[test]
fn perft_data_themes_hold() {
    use hnef::{Game, Move};
    const CPH: &str = "copenhagen-hnefatafl-11x11-2025-v1";
    const CLS: &str = "viking-chess-classic-11x11";
    // (case, ruleset, moves, what the last move captures, the outcome ("" when
    // the game goes on, "illegal" when the last move is refused))
    let themes = [
        ("shield-wall-attackers", CPH, "c9-c11", "d11 e11 f11", ""),
        ("shield-wall-attackers", CLS, "c9-c11", "", ""),
        ("shield-wall-attackers", CPH, "e5-a5", "a2 a3 a4", ""),
        ("shield-wall-attackers", CLS, "e5-a5", "", ""),
        ("shield-wall-attackers", CPH, "e3-k3", "k4 k6", ""),
        ("shield-wall-attackers", CLS, "e3-k3", "", ""),
        ("shield-wall-defenders", CPH, "c2-c1", "d1 e1 f1", ""),
        ("shield-wall-defenders", CLS, "c2-c1", "", ""),
        ("shield-wall-defenders", CPH, "c2-a2", "a3 a4", ""),
        ("shield-wall-defenders", CPH, "g7-k7", "k8 k9 k10", ""),
        ("shield-wall-defenders", CLS, "g7-k7", "", ""),
        ("throne-passage", CPH, "d11-c11 d9-d6", "e6", ""),
        ("throne-passage", CLS, "d11-c11 d9-d6", "e6", ""),
        ("throne-passage", CPH, "k6-h6", "g6", ""),
        ("throne-passage", CLS, "k6-h6", "g6", ""),
        ("throne-passage", CPH, "f10-f3", "", ""),
        ("throne-passage", CLS, "f10-f3", "", "illegal"),
        ("king-near-corners", CPH, "a5-a11", "", "defenders escape"),
        ("king-near-corners", CLS, "a5-a11", "", "defenders escape"),
        ("king-near-corners", CPH, "d1-c1", "b1", ""),
        ("king-near-corners", CLS, "j3-k3", "k2", ""),
        (
            "king-beside-empty-throne",
            CPH,
            "f10-f8",
            "",
            "attackers king_captured",
        ),
        (
            "king-beside-empty-throne",
            CLS,
            "f10-f8",
            "",
            "attackers king_captured",
        ),
        (
            "exit-fort-building",
            CPH,
            "e5-e3",
            "",
            "defenders exit_fort",
        ),
        ("exit-fort-building", CLS, "e5-e3", "", ""),
        (
            "encirclement-closing",
            CPH,
            "f1-f3",
            "",
            "attackers encirclement",
        ),
        ("encirclement-closing", CLS, "f1-f3", "", ""),
        ("king-boxed-on-edge", CPH, "e4-e2", "", "attackers no_moves"),
        ("king-boxed-on-edge", CLS, "h2-e2", "", "attackers no_moves"),
    ];
    let cases = cases();
    for (case_name, id, mv_text, want_caps, want_end) in themes {
        let ctx = format!("{case_name} ({id}) {mv_text}");
        let case = cases
            .iter()
            .find(|c| c.name == case_name && c.rules.id == id)
            .unwrap_or_else(|| panic!("{ctx}: no such case"));
        let mut game = Game::from_position(case.rules, case.position());
        let mut rgame = reference::RefGame::new(case.variant(), RefPos::from_text(&case.text));
        let moves: Vec<Move> = mv_text
            .split_whitespace()
            .map(|t| notation::parse_move(t).expect("move").mv)
            .collect();
        let (&mv, before) = moves.split_last().expect("a move");
        for &m in before {
            game.play(m).unwrap_or_else(|e| panic!("{ctx}: {e}"));
            rgame
                .play((m.from.index(), m.to.index()))
                .unwrap_or_else(|e| panic!("{ctx}: reference: {e}"));
        }
        let engine = game.play(mv);
        let naive = rgame.play((mv.from.index(), mv.to.index()));
        if want_end == "illegal" {
            assert!(
                engine.is_err() && naive.is_err(),
                "{ctx}: should be illegal"
            );
            continue;
        }
        let played = engine.unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let naive = naive.unwrap_or_else(|e| panic!("{ctx}: reference: {e}"));
        let caps: Vec<String> = played.captured.iter().map(|s| s.to_string()).collect();
        assert_eq!(caps.join(" "), want_caps, "{ctx}: engine captures");
        let ncaps: Vec<String> = naive.iter().map(|&i| name(i)).collect();
        assert_eq!(ncaps.join(" "), want_caps, "{ctx}: reference captures");
        let end = game
            .outcome()
            .map(|o| format!("{} {}", o.winner.expect("a win").name(), o.reason.name()))
            .unwrap_or_default();
        assert_eq!(end, want_end, "{ctx}: engine outcome");
        let nend = rgame
            .outcome
            .map(|o| format!("{} {}", o.winner.name(), o.reason))
            .unwrap_or_default();
        assert_eq!(nend, want_end, "{ctx}: reference outcome");
    }
}
