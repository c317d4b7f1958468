//! The tactics suite: positions with a known right move, drawn as diagrams.
//! Normal and expert solve every one at a fixed node budget (never a time
//! budget: machines are shared and noisy); easy takes every win in one.

mod common;

use common::{after, forced_win};
use hnef::search::{self, Level, Limits};
use hnef::{Board, Game, Move, Position, Side, COPENHAGEN};

/// The node budget every tactic must be solved within.
const NODES: u64 = 30_000;

fn game(diagram: &str, side: Side) -> Game {
    let board = Board::from_diagram(diagram).expect("diagram");
    Game::from_position(&COPENHAGEN, Position::new(board, side).expect("position"))
}

fn mv(text: &str) -> Move {
    hnef::notation::parse_move(text).expect("move").mv
}

fn choose(game: &Game, level: Level) -> Move {
    let limits = Limits {
        nodes: Some(NODES),
        seed: 7,
        ..Limits::default()
    };
    let root = game.search_root().expect("the game goes on");
    search::choose_move(&root, level, &limits, &|| 0.0, &mut |_| {}).expect("a move")
}

const LEVELS: [Level; 2] = [Level::Normal, Level::Expert];

const ESCAPE_IN_ONE: &str = "
    11  . . . a a a a a . . .
    10  . . . . . a . . . . .
     9  . . . . . . . . . . .
     8  a . . . . d . . . . a
     7  a . . . d d . . . . a
     6  a a . d d . d d . a a
     5  . . . . d d d . . . a
     4  k . . . . d . . . . a
     3  . . . . . . . . . . .
     2  . . . . . a . . . . .
     1  . . . a a a a a . . .
         a b c d e f g h i j k";

#[test]
fn escape_in_one() {
    let g = game(ESCAPE_IN_ONE, Side::Defenders);
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        assert_eq!(choose(&g, level), mv("a4-a1"), "{level:?}");
    }
}

const DOUBLE_THREAT: &str = "
    11  . . . . . . . . . . .
    10  . . . . . . . . . . .
     9  . . . k . . . . . . .
     8  a . . . . . . . . . a
     7  a . . . . d . . . . a
     6  a a . . d . d . . a a
     5  a . . . d d d . . . a
     4  a . . . . d . . . . a
     3  . . . . . . . . . . .
     2  . . . . . a . . . . .
     1  . . . a a a a a . . .
         a b c d e f g h i j k";

#[test]
fn escape_by_double_threat() {
    let g = game(DOUBLE_THREAT, Side::Defenders);
    for level in LEVELS {
        let m = choose(&g, level);
        let next = after(&g, m);
        // Every attacker reply leaves an escape in one.
        assert!(forced_win(&g, 3), "the position has a forced win");
        assert!(
            next.legal_moves().iter().all(|&r| {
                let h = after(&next, r);
                h.outcome()
                    .is_some_and(|o| o.winner == Some(Side::Defenders))
                    || forced_win(&h, 1)
            }),
            "{level:?} played {m}, which is not the double threat"
        );
    }
}

#[test]
fn block_the_only_threat() {
    let g = game(ESCAPE_IN_ONE, Side::Attackers);
    for level in LEVELS {
        let m = choose(&g, level);
        let next = after(&g, m);
        assert!(
            !forced_win(&next, 1),
            "{level:?} played {m} and the king still escapes"
        );
        assert!(["a2", "a3"].contains(&m.to.to_string().as_str()), "{m}");
    }
}

const KING_CAPTURE: &str = "
    11  . . . a a a . . . . .
    10  . . . . . . . . . . .
     9  . . . . . . . . d . .
     8  . . . . . . . . . . .
     7  . . . . . . . . . . .
     6  . . . . . . . . d . .
     5  . . . a . . . . . . .
     4  . . a k a . . . . . .
     3  . . . . . . . . . . .
     2  . . . . . . . . . . .
     1  . . . a . . . . . . .
         a b c d e f g h i j k";

#[test]
fn king_capture_in_one() {
    let g = game(KING_CAPTURE, Side::Attackers);
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        let m = choose(&g, level);
        assert_eq!(m, mv("d1-d3"), "{level:?}");
        let o = after(&g, m).outcome().expect("game over");
        assert_eq!(o.winner, Some(Side::Attackers));
        assert_eq!(o.reason, hnef::Reason::KingCaptured);
    }
}

const ENCIRCLEMENT: &str = "
    11  . . . . . . . . . . .
    10  . . . . . . . . . . .
     9  . . . . . . . . . . .
     8  . . . . a a a . . . .
     7  . . . a . d . a . . .
     6  . . . a d k d . . a .
     5  . . . a . . . a . . .
     4  . . . . a a a . . . .
     3  . . . . . . . . . . .
     2  . . . . . . . . . . .
     1  . a . . . . . . . . .
         a b c d e f g h i j k";

#[test]
fn completing_an_encirclement() {
    let g = game(ENCIRCLEMENT, Side::Attackers);
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        let m = choose(&g, level);
        assert_eq!(m, mv("j6-h6"), "{level:?}");
        let o = after(&g, m).outcome().expect("game over");
        assert_eq!(o.reason, hnef::Reason::Encirclement);
    }
}

/// Puzzle g1170p84 of the recorded games (game 1170, after ply 84): the
/// attackers close the ring in two moves, j10-j8 and then k9-i9 or k9-j9
/// whatever the defenders do. Both closing moves are quiet ones that late-
/// move pruning at a shallow node may skip without playing them.
const ENCIRCLEMENT_IN_TWO: &str = "
    11  . . . . . . . a . . .
    10  . . . . a . a . a a .
     9  . . . . . a . . . . a
     8  . . . . a . . . d . .
     7  . . . . a . d d . . a
     6  . . . . a . . k . . a
     5  . . . . . a . d . . a
     4  a . . . . . a a . a .
     3  . a . . . a a . a . .
     2  . . a . . . . . . . .
     1  . . . . . . . . . . .
         a b c d e f g h i j k";

#[test]
fn encirclement_in_two_from_a_recorded_game() {
    let g = game(ENCIRCLEMENT_IN_TWO, Side::Attackers);
    assert!(forced_win(&g, 3), "the position is what the test says");
    let m = choose(&g, Level::Expert);
    let h = after(&g, m);
    assert!(h.outcome().is_none(), "no win in one here");
    // After the expert's move every defence loses at once to a closing move.
    for &r in h.legal_moves().iter() {
        let k = after(&h, r);
        let lost = k.outcome().map(|o| o.winner) == Some(Some(Side::Attackers));
        assert!(
            lost || forced_win(&k, 1),
            "the expert played {m:?}; {r:?} holds"
        );
    }
}

const EXIT_FORT: &str = "
    11  . . . . . a . . . . .
    10  . . . . . . . . . . .
     9  . . . . . . . . . . .
     8  . . . . . . . . . . .
     7  . . . . . . . . . . .
     6  a . . . . . . . . . a
     5  . . . . . d . . . . .
     4  . . . . . . . . . . .
     3  . . . . d . . . . . .
     2  . . . . d . d . . . .
     1  . . . . d k d . . . .
         a b c d e f g h i j k";

#[test]
fn completing_an_exit_fort() {
    let g = game(EXIT_FORT, Side::Defenders);
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        let m = choose(&g, level);
        assert_eq!(m, mv("f5-f3"), "{level:?}");
        let o = after(&g, m).outcome().expect("game over");
        assert_eq!(o.reason, hnef::Reason::ExitFort);
    }
}

/// From the start position with `first` to move, plays a two-piece
/// shuffle so the next move of the shuffle would make a third occurrence.
fn shuffle(first: Side, moves: &[&str]) -> Game {
    let start = Position::start().with_side(first);
    let mut g = Game::from_position(&COPENHAGEN, start);
    for m in moves {
        g.play(mv(m)).expect("shuffle move");
    }
    g
}

#[test]
fn defenders_avoid_a_losing_third_repetition() {
    let g = shuffle(
        Side::Attackers,
        &[
            "f10-i10", "f8-i8", "i10-f10", "i8-f8", "f10-i10", "f8-i8", "i10-f10",
        ],
    );
    // The shuffle's next move repeats the start a third time and loses.
    let back = after(&g, mv("i8-f8"));
    assert_eq!(
        back.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Side::Attackers), hnef::Reason::Repetition))
    );
    for level in LEVELS {
        let m = choose(&g, level);
        assert_ne!(m, mv("i8-f8"), "{level:?} walked into the third repetition");
        assert!(after(&g, m).outcome().is_none());
    }
}

#[test]
fn attackers_steer_into_the_third_repetition() {
    let g = shuffle(
        Side::Defenders,
        &[
            "f8-i8", "f10-i10", "i8-f8", "i10-f10", "f8-i8", "f10-i10", "i8-f8",
        ],
    );
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        let m = choose(&g, level);
        assert_eq!(m, mv("i10-f10"), "{level:?}");
        let o = after(&g, m).outcome().expect("game over");
        assert_eq!(o.winner, Some(Side::Attackers));
        assert_eq!(o.reason, hnef::Reason::Repetition);
    }
}

#[test]
fn search_reports_mate_scores() {
    let g = game(DOUBLE_THREAT, Side::Defenders);
    let mut searcher = search::Searcher::new(4);
    let limits = Limits {
        nodes: Some(NODES),
        ..Limits::default()
    };
    let root = g.search_root().expect("the game goes on");
    let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    assert_eq!(search::mate_in(out.score), Some(3), "win in three plies");
}

const NEXT_TO_CORNER: &str = "
    11  . k . a . . . . . . .
    10  . . . . . . . . . . .
     9  . . . . . . . . . . .
     8  a . . . . d . . . . a
     7  a . . . d d . . . . a
     6  a a . d d . d d . a a
     5  . . . . d d d . . . a
     4  a . . . . d . . . . a
     3  . . . . . . . . . . .
     2  . . . . . a . . . . .
     1  . . . a a a a a . . .
         a b c d e f g h i j k";

#[test]
fn a_king_next_to_a_corner_cannot_be_blocked() {
    // Nothing stands between b11 and a11: every attacker move loses.
    let g = game(NEXT_TO_CORNER, Side::Attackers);
    let mut searcher = search::Searcher::new(4);
    let limits = Limits {
        nodes: Some(NODES),
        ..Limits::default()
    };
    let root = g.search_root().expect("the game goes on");
    let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    assert_eq!(search::mate_in(out.score), Some(-2));
}

#[test]
fn quiescence_sees_the_escape_next_to_a_corner() {
    // Defenders to move: b9-b11 wins (a11 next to it cannot be blocked, and
    // c11 shuts the other side only after the fact).
    let g = game(
        "
    11  . . . a . . . . . . .
    10  . . . . . . . . . . .
     9  . k . . . . . . . . .
     8  a . . . . d . . . . a
     7  a . . . d d . . . . a
     6  a a . d d . d d . a a
     5  . . . . d d d . . . a
     4  a . . . . d . . . . a
     3  . . . . . . . . . . .
     2  . . . . . a . . . . .
     1  . . . a a a a a . . .
         a b c d e f g h i j k",
        Side::Defenders,
    );
    for level in LEVELS {
        let m = choose(&g, level);
        let n = after(&g, m);
        assert!(
            n.legal_moves()
                .iter()
                .all(|&r| forced_win(&after(&n, r), 1)),
            "{level:?} played {m}"
        );
    }
}

/// A lone king whose two moves each walk into a pocket the attackers shut
/// with a quiet move: the defenders, to move, lose in two plies by E1.
const LAST_MOVE_TAKEN: &str = "
    11  . . . . . . . . . . .
    10  . . . . . . . . . . .
     9  . . . . . . . . . . .
     8  . . . . . . . . . . .
     7  . . . . . . . . . . .
     6  . . . . . . . . . . .
     5  . . . . . . . . . . .
     4  . . . . . . . . . . .
     3  . . . . . . . . . . .
     2  . . . . a a a . . . .
     1  . . . a . k . a . . .
         a b c d e f g h i j k";

#[test]
fn a_move_that_takes_the_last_move_wins_below_the_root() {
    // After f1-e1 or f1-g1, f2-f1 leaves the king no move. The
    // attackers' node is one ply above the horizon at depth 2, so the
    // loss is seen only if the move that leaves no move ends the line
    // where it is played.
    let g = game(LAST_MOVE_TAKEN, Side::Defenders);
    assert_eq!(g.legal_moves().len(), 2);
    assert!(!forced_win(&g, 1));
    let mut searcher = search::Searcher::new(4);
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    let root = g.search_root().expect("the game goes on");
    let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    assert_eq!(out.depth, 2);
    assert_eq!(search::mate_in(out.score), Some(-2));
}
