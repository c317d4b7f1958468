//! Helpers shared by the `rules_*` and `search_*` tests: diagrams to
//! games, moves from text, and `play` that asserts the exact captures and
//! the result.
//!
//! The tests are written from `docs/RULES.md`, clause by clause, as an
//! independent check of the engine: each builds a position from an 11-line
//! diagram (rank 11 at the top; `a` attacker, `d` defender, `k` king, `.`
//! empty), plays a move and checks legality, the captured set and the
//! outcome.

// Each test binary uses its own subset of these helpers.
#![allow(dead_code)]

use hnef::rules::RULESETS;
use hnef::{
    Bitboard, Board, Game, GameError, IllegalMove, Move, Outcome, Piece, Played, Position, Reason,
    Ruleset, Side, Square, CLASSIC, COPENHAGEN,
};

/// No result yet: the game goes on.
pub const ONGOING: Option<Outcome> = None;

/// Both rulesets, for clauses they share.
pub fn both() -> [&'static Ruleset; 2] {
    RULESETS
}

/// The attackers win for `reason`.
// An `Option` on purpose: it compares directly with `Game::outcome()`.
#[allow(clippy::unnecessary_wraps)]
pub fn attackers_win(reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(Side::Attackers, reason))
}

/// The defenders win for `reason`.
// An `Option` on purpose: it compares directly with `Game::outcome()`.
#[allow(clippy::unnecessary_wraps)]
pub fn defenders_win(reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(Side::Defenders, reason))
}

/// A square from its name, e.g. `"f6"`.
#[track_caller]
pub fn sq(name: &str) -> Square {
    name.parse()
        .unwrap_or_else(|e| panic!("bad square {name:?} in a test: {e:?}"))
}

/// A move from `"f2-f4"`.
#[track_caller]
pub fn mv(text: &str) -> Move {
    let (from, to) = text
        .split_once('-')
        .unwrap_or_else(|| panic!("a test move needs from-to, got {text:?}"));
    Move::new(sq(from), sq(to))
}

/// A set of squares from a space-separated list (`""` is the empty set).
#[track_caller]
pub fn set(names: &str) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    for name in names.split_whitespace() {
        b.set(sq(name));
    }
    b
}

/// The squares of `b` as text, for failure messages.
pub fn names(b: Bitboard) -> String {
    let v: Vec<String> = b.iter().map(|s| s.to_string()).collect();
    format!("[{}]", v.join(" "))
}

/// The position drawn in `diagram` with `side` to move.
#[track_caller]
pub fn position(side: Side, diagram: &str) -> Position {
    let board = Board::from_diagram(diagram).unwrap_or_else(|e| panic!("bad diagram: {e}"));
    Position::new(board, side).unwrap_or_else(|e| panic!("bad set-up: {e}"))
}

/// A game under `rules` set up from `diagram` with `side` to move.
#[track_caller]
pub fn game(rules: &'static Ruleset, side: Side, diagram: &str) -> Game {
    Game::from_position(rules, position(side, diagram))
}

/// A Copenhagen game set up from `diagram`.
#[track_caller]
pub fn copenhagen(side: Side, diagram: &str) -> Game {
    game(&COPENHAGEN, side, diagram)
}

/// A classic game set up from `diagram`.
#[track_caller]
pub fn classic(side: Side, diagram: &str) -> Game {
    game(&CLASSIC, side, diagram)
}

/// Plays `text` (which must be legal) and asserts that it captures exactly
/// the ordinary pieces on `captured` and that the game's result is then
/// `outcome`.
#[track_caller]
pub fn play(game: &mut Game, text: &str, captured: &str, outcome: Option<Outcome>) -> Played {
    let before = game.position().board().diagram();
    let rules = game.rules().id;
    let played = game
        .play(mv(text))
        .unwrap_or_else(|e| panic!("{rules}: {text} should be legal in\n{before}\nbut: {e}"));
    assert_eq!(
        names(played.captured),
        names(set(captured)),
        "{rules}: captures of {text} in\n{before}"
    );
    assert_eq!(
        game.outcome(),
        outcome,
        "{rules}: result after {text} in\n{before}"
    );
    played
}

/// Plays a space-separated list of moves, each legal, capturing nothing
/// and deciding nothing.
#[track_caller]
pub fn play_quiet(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        play(game, text, "", ONGOING);
    }
}

/// Asserts that `text` is refused as an illegal move, that the game is
/// unchanged, and returns the reason.
#[track_caller]
pub fn illegal(game: &mut Game, text: &str) -> IllegalMove {
    let before = game.position().board().diagram();
    let key = game.position().key();
    let plies = game.played().len();
    let rules = game.rules().id;
    let err = match game.play(mv(text)) {
        Ok(p) => panic!(
            "{rules}: {text} should be illegal in\n{before}\nbut was played, capturing {}",
            names(p.captured)
        ),
        Err(e) => e,
    };
    assert_eq!(game.position().key(), key, "game changed by refused {text}");
    assert_eq!(game.played().len(), plies, "game changed by refused {text}");
    match err {
        GameError::Illegal(m, why) => {
            assert_eq!(m, mv(text));
            assert!(
                !game.legal_moves().as_slice().contains(&m),
                "{rules}: {text} refused but listed among the legal moves"
            );
            why
        }
        other => panic!("{rules}: {text} refused for a reason other than the rules: {other}"),
    }
}

/// Asserts that the piece on `from` may move to exactly `expected`, both
/// through `Game::targets` and through the legal move list.
#[track_caller]
pub fn assert_targets(game: &Game, from: &str, expected: &str) {
    let rules = game.rules().id;
    let got = game.targets(sq(from));
    assert_eq!(
        names(got),
        names(set(expected)),
        "{rules}: targets of {from} in\n{}",
        game.position().board().diagram()
    );
    let mut listed = Bitboard::EMPTY;
    for m in game.legal_moves().as_slice() {
        if m.from == sq(from) {
            listed.set(m.to);
        }
    }
    assert_eq!(
        names(listed),
        names(got),
        "{rules}: legal moves from {from}"
    );
}

/// The piece on `square`.
pub fn piece(game: &Game, square: &str) -> Option<Piece> {
    game.position().board().piece_at(sq(square))
}

/// Asserts that the current board is exactly `diagram`.
#[track_caller]
pub fn assert_board(game: &Game, diagram: &str) {
    let want = Board::from_diagram(diagram).unwrap_or_else(|e| panic!("bad diagram: {e}"));
    let got = *game.position().board();
    assert!(
        got == want,
        "board is\n{}\nexpected\n{}",
        got.diagram(),
        want.diagram()
    );
}

/// The game after `m` (which must be legal).
pub fn after(game: &Game, m: Move) -> Game {
    let mut g = game.clone();
    g.play(m).expect("legal");
    g
}

/// Whether the side to move in `game` wins within `plies` (odd) of its own
/// moves against every defence: an exhaustive check of a tactic, for the
/// search tests.
pub fn forced_win(game: &Game, plies: u32) -> bool {
    let me = game.side_to_move();
    game.legal_moves().iter().any(|&m| {
        let g = after(game, m);
        match g.outcome() {
            Some(o) => o.winner == Some(me),
            None if plies <= 1 => false,
            None => g.legal_moves().iter().all(|&r| {
                let h = after(&g, r);
                match h.outcome() {
                    Some(o) => o.winner == Some(me),
                    None => forced_win(&h, plies - 2),
                }
            }),
        }
    })
}
