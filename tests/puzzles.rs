//! Puzzles from real games (`hnef::puzzles`, `hnef puzzles`): the solver's
//! verdicts on hand-made positions, and every puzzle shipped in
//! `www/puzzles.json` proved again at the file's node budget and traced back
//! to its source game in `tests/data/copenhagen-games.csv`.

use hnef::puzzles::{self, Checker, Kind, Reject, Solution};
use hnef::{notation, Game, Move, Reason, Side, COPENHAGEN};
use std::collections::HashSet;
use std::path::PathBuf;

const GAMES: &str = include_str!("data/copenhagen-games.csv");

fn game(text: &str) -> Game {
    Game::from_position(
        &COPENHAGEN,
        notation::parse_position(text).expect("a position"),
    )
}

fn mv(text: &str) -> Move {
    notation::parse_move(text).expect("a move").mv
}

#[test]
fn the_start_position_is_no_puzzle() {
    let mut c = Checker::new(5_000);
    let start = Game::new(&COPENHAGEN);
    assert_eq!(c.solve_win(&start), Err(Reject::NoWin));
    assert_eq!(c.solve_save(&start), Err(Reject::NotOnlyMove));
}

#[test]
fn a_finished_game_is_no_puzzle() {
    // The king stands on a corner: the defenders have won (W1).
    let over = game("k10/11/11/11/11/2a8/11/11/11/11/5a5 a");
    assert!(over.outcome().is_some());
    let mut c = Checker::new(5_000);
    assert_eq!(c.solve_win(&over), Err(Reject::Over));
    assert_eq!(c.solve_save(&over), Err(Reject::Over));
}

#[test]
fn a_last_move_that_wins_is_accepted_whichever_it_is() {
    // W1 in one: the king on e11 runs to a11 (f11 is blocked).
    let g = game("4ka5/11/11/11/11/2a8/11/11/11/11/5a5 d");
    let s = Checker::new(20_000).solve_win(&g).expect("a win in one");
    assert_eq!(s.moves, vec![mv("e11-a11")]);
    assert_eq!(s.kind, Kind::Win(Reason::Escape));
    assert_eq!(puzzles::themes(&s), vec!["escape", "in1"]);
}

#[test]
fn a_win_with_two_first_moves_is_not_unique() {
    // A king alone in the middle of an empty board wins many ways.
    let g = game("11/11/11/11/4k6/2a8/11/11/11/11/5a5 d");
    assert_eq!(
        Checker::new(20_000).solve_win(&g),
        Err(Reject::NotUnique { turn: 0 })
    );
}

#[test]
fn a_lost_position_has_no_saving_move() {
    // The attackers to move cannot stop the king (open corners both ways).
    let g = game("4ka5/11/11/11/11/2a8/11/11/11/11/5a5 a");
    assert_eq!(
        Checker::new(20_000).solve_save(&g),
        Err(Reject::NotOnlyMove)
    );
}

#[test]
fn a_move_that_only_delays_the_loss_is_no_save() {
    // g44p24 of the recorded games, once shipped as a save: at 40,000 nodes
    // the attackers' d10-j10 is the one move the search does not see lose,
    // but the confirming search after it finds the defenders' forced win.
    let g = game("4aaaad2/3a7/9ka/10a/a3dd5/aa1dd5a/a3dd3a1/a4d2a2/3a2d3a/7a1d1/4aaaa3 a");
    assert_eq!(
        Checker::new(puzzles::VERIFY_NODES).solve_save(&g),
        Err(Reject::LosesDeeper)
    );
}

#[test]
fn verify_finds_a_changed_solution() {
    let g = game("4ka5/11/11/11/11/2a8/11/11/11/11/5a5 d");
    let mut c = Checker::new(20_000);
    let good = c.solve_win(&g).expect("a win");
    assert_eq!(c.verify(&g, &good), Ok(()));
    let wrong_reason = Solution {
        kind: Kind::Win(Reason::ExitFort),
        ..good.clone()
    };
    assert!(c.verify(&g, &wrong_reason).is_err());
    let not_winning = Solution {
        moves: vec![mv("e11-b11")],
        ..good
    };
    assert!(c.verify(&g, &not_winning).is_err());
    let too_long = Solution {
        moves: vec![mv("e11-b11"), mv("c6-c7"), mv("b11-a11")],
        kind: Kind::Win(Reason::Escape),
        nodes_to_find: 0,
    };
    let err = c
        .verify(&g, &too_long)
        .expect_err("the first move is not the only win");
    assert!(err.contains("ply 0"), "{err}");
}

#[test]
fn difficulty_grows_with_search_effort_and_length() {
    let s = |nodes, plies| Solution {
        moves: vec![mv("a4-a3"); plies],
        kind: Kind::Block,
        nodes_to_find: nodes,
    };
    assert_eq!(s(100, 1).difficulty(), 900);
    assert_eq!(s(10_000, 1).difficulty(), 1300);
    assert_eq!(s(10_000, 3).difficulty(), 1450);
    assert_eq!(s(0, 1).difficulty(), 700);
}

/// A puzzle of the shipped file.
struct Shipped {
    id: String,
    position: String,
    last: Option<String>,
    solution: Vec<Move>,
    themes: Vec<String>,
    moves: usize,
    difficulty: u32,
    game: usize,
    ply: usize,
}

fn shipped() -> (u64, Vec<Shipped>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/puzzles.json");
    let text = std::fs::read_to_string(&path).expect("www/puzzles.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(json["version"], 1);
    assert_eq!(json["ruleset"], COPENHAGEN.id);
    let nodes = json["nodes"].as_u64().expect("nodes");
    let list = json["puzzles"].as_array().expect("a puzzle list");
    let out = list
        .iter()
        .map(|p| Shipped {
            id: p["id"].as_str().expect("id").to_string(),
            position: p["position"].as_str().expect("position").to_string(),
            last: p["last"].as_str().map(str::to_string),
            solution: p["solution"]
                .as_array()
                .expect("solution")
                .iter()
                .map(|m| mv(m.as_str().expect("a move text")))
                .collect(),
            themes: p["themes"]
                .as_array()
                .expect("themes")
                .iter()
                .map(|t| t.as_str().expect("a theme").to_string())
                .collect(),
            moves: p["moves"].as_u64().expect("moves") as usize,
            difficulty: p["difficulty"].as_u64().expect("difficulty") as u32,
            game: p["game"].as_u64().expect("game") as usize,
            ply: p["ply"].as_u64().expect("ply") as usize,
        })
        .collect();
    (nodes, out)
}

fn kind_of(themes: &[String]) -> Kind {
    match themes.first().map(String::as_str) {
        Some("escape") => Kind::Win(Reason::Escape),
        Some("fort") => Kind::Win(Reason::ExitFort),
        Some("kingCapture") => Kind::Win(Reason::KingCaptured),
        Some("encirclement") => Kind::Win(Reason::Encirclement),
        Some("noMoves") => Kind::Win(Reason::NoMoves),
        Some("block") => Kind::Block,
        Some("defence") => Kind::Defend,
        other => panic!("unknown first theme {other:?}"),
    }
}

/// The source game's position before ply `ply` and the move that led to it.
fn source(game_no: usize, ply: usize) -> (String, Option<String>) {
    let line = GAMES.lines().nth(game_no - 1).expect("the source game");
    let mut g = Game::new(&COPENHAGEN);
    for tok in line.split(',').next().unwrap().split_whitespace().take(ply) {
        g.play(notation::parse_move(tok).expect("a recorded move").mv)
            .expect("a legal recorded move");
    }
    (
        notation::position_text(g.position()),
        g.played().last().map(|p| p.mv.to_string()),
    )
}

#[test]
fn the_shipped_puzzles_come_from_their_games_and_are_proved_again() {
    let (nodes, list) = shipped();
    assert_eq!(
        nodes,
        puzzles::VERIFY_NODES,
        "the file's budget is the one the tests prove at"
    );
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    for p in &list {
        assert!(ids.insert(p.id.clone()), "{}: id repeated", p.id);
        assert!(
            positions.insert(p.position.clone()),
            "{}: position repeated",
            p.id
        );
        assert_eq!(p.id, format!("g{}p{}", p.game, p.ply));
        assert_eq!(
            source(p.game, p.ply),
            (p.position.clone(), p.last.clone()),
            "{}: not its source game's position",
            p.id
        );
        assert!(
            (600..=2600).contains(&p.difficulty),
            "{}: difficulty {}",
            p.id,
            p.difficulty
        );
    }
    // The proofs (a save's confirming search is ten times the budget) on
    // two threads, each with its own checker: a verdict depends only on the
    // puzzle and the budget, so the split changes none.
    let prove = |part: &[Shipped]| {
        let mut checker = Checker::new(nodes);
        let mut failures = Vec::new();
        for p in part {
            let g = game(&p.position);
            let expected = Solution {
                moves: p.solution.clone(),
                kind: kind_of(&p.themes),
                nodes_to_find: 0,
            };
            if p.moves != expected.player_moves() {
                failures.push(format!(
                    "{}: {} moves, not {}",
                    p.id,
                    p.moves,
                    expected.player_moves()
                ));
            } else if let Err(e) = checker.verify(&g, &expected) {
                failures.push(format!("{}: {e}", p.id));
            } else if p.themes != puzzles::themes(&expected) {
                failures.push(format!("{}: themes {:?}", p.id, p.themes));
            }
        }
        failures
    };
    let (first, second) = list.split_at(list.len() / 2);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let other = scope.spawn(|| prove(second));
        let mut failures = prove(first);
        failures.extend(other.join().expect("the second half's proofs"));
        failures
    });
    assert!(
        failures.is_empty(),
        "{} of {} puzzles failed: {failures:#?}",
        failures.len(),
        list.len()
    );
}

#[test]
fn the_shipped_set_is_large_and_serves_both_sides() {
    let (_, list) = shipped();
    assert!(list.len() >= 300, "{} puzzles", list.len());
    let side = |p: &Shipped| game(&p.position).side_to_move();
    let attackers = list.iter().filter(|p| side(p) == Side::Attackers).count();
    let defenders = list.len() - attackers;
    assert!(
        attackers > 0 && defenders > 0,
        "attackers {attackers}, defenders {defenders}"
    );
    let wins = list
        .iter()
        .filter(|p| matches!(kind_of(&p.themes), Kind::Win(_)))
        .count();
    assert!(wins > 0, "no win puzzles");
}
