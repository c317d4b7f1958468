//! W1 (escape), W2 (exit fort) and W4 (encirclement). W1 holds in both
//! rulesets; W2 and W4 are Copenhagen only (classic has neither).

mod common;

use common::*;
use hnef::{GameError, Reason, Side, CLASSIC};

fn escape() -> Option<hnef::Outcome> {
    defenders_win(Reason::Escape)
}

fn fort() -> Option<hnef::Outcome> {
    defenders_win(Reason::ExitFort)
}

fn encircled() -> Option<hnef::Outcome> {
    attackers_win(Reason::Encirclement)
}

// ---------------------------------------------------------------- W1

#[test]
fn w1_king_escapes_to_each_corner() {
    let cases = [
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "a5-a1",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "a5-a11",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a . . . . . . . . .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . k
 4  . . . . . . . . . . .
 3  . . d . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "k5-k1",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a . . . . . . . . .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . k
 4  . . . . . . . . . . .
 3  . . d . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "k5-k11",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . k . . . . .
    a b c d e f g h i j k
",
            "f1-a1",
        ),
        (
            "
11  . . . . . k . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "f11-k11",
        ),
    ];
    for rules in both() {
        for (diagram, mv) in cases {
            let mut g = game(rules, Side::Defenders, diagram);
            play(&mut g, mv, "", escape());
        }
    }
}

#[test]
fn w1_ordinary_edge_square_wins_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . k . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        for to in ["d1", "d11", "a4"] {
            let mut g = game(rules, Side::Defenders, diagram);
            play(&mut g, &format!("d4-{to}"), "", ONGOING);
        }
    }
}

#[test]
fn w1_king_next_to_a_corner_has_not_escaped() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . k . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "b5-b1", "", ONGOING);
        play(&mut g, "j9-j8", "", ONGOING);
        play(&mut g, "b1-a1", "", escape());
    }
}

#[test]
fn w1_escape_with_a_capture_on_the_way_in() {
    // The king lands on a1 and takes b1 (c1 beyond): captures first, then
    // the win.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . a d . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "a5-a1", "b1", escape());
    }
}

#[test]
fn w1_escape_ends_the_game() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "a5-a1", "", escape());
        assert!(g.legal_moves().is_empty());
        assert!(matches!(g.play(mv("j9-j8")), Err(GameError::GameOver(_))));
    }
}

#[test]
fn w1_a_set_up_with_the_king_on_a_corner_is_an_escape_already_made() {
    // The final position of an escape (what `w1_escape_ends_the_game`
    // leaves) is a legal position: a game set up from it, in either
    // ruleset and whoever is to move, is already won by the defenders.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  . . . . . . . . . . .
 1  k . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        for side in [Side::Attackers, Side::Defenders] {
            let g = game(rules, side, diagram);
            assert_eq!(g.outcome(), escape(), "{} {side:?}", rules.id);
            assert!(g.legal_moves().is_empty());
        }
        // The same position reached by the escape itself.
        let mut played = game(
            rules,
            Side::Defenders,
            &diagram.replace(" 1  k", " 1  .").replace(" 5  .", " 5  k"),
        );
        play(&mut played, "a5-a1", "", escape());
        assert_eq!(
            *played.position(),
            *game(rules, Side::Attackers, diagram).position()
        );
    }
}

#[test]
fn w1_a_king_next_to_a_corner_in_a_set_up_has_not_escaped() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . d . . .
 2  k . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        assert_eq!(game(rules, Side::Attackers, diagram).outcome(), None);
    }
}

#[test]
fn w1_attackers_blocking_the_corner_path_prevent_escape() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  a . . . . . . d . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        illegal(&mut g, "a5-a1");
        play(&mut g, "a5-a4", "", ONGOING);
    }
}

// ---------------------------------------------------------------- W2

/// The basic fort on rank 1 before its last wall piece: the king on f1,
/// the inside f1 f2; f3 arrives from f5.
const FORT_OPEN: &str = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . . . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";

#[test]
fn w2_true_fort_wins() {
    let mut g = copenhagen(Side::Defenders, FORT_OPEN);
    play(&mut g, "f5-f3", "", fort());
}

#[test]
fn w2_fort_on_each_edge() {
    let cases = [
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . . . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
",
            "f5-f3",
        ),
        (
            "
11  . . . . d k d . . . .
10  . . . . d . d . . . .
 9  . . . . d . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . d . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "f7-f9",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . d . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  d d . . . . . . . . .
 6  k . . . . . . . . . .
 5  d d d . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . a . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "c10-c6",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . d . .
 9  . . a . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . d d
 6  . . . . . . . . . . k
 5  . . . . . . . . d d d
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "i10-i6",
        ),
    ];
    for (diagram, mv) in cases {
        let mut g = copenhagen(Side::Defenders, diagram);
        play(&mut g, mv, "", fort());
    }
}

#[test]
fn w2_fort_with_gap_is_not_a_fort() {
    // g2 missing: the inside runs out through g2 and meets the attackers.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . . . . . .
 2  . . . . d . . . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", ONGOING);
}

#[test]
fn w2_wall_piece_that_can_be_sandwiched_is_not_a_fort() {
    // Without e3, f3 has only empty outside squares on its row: e3 and g3
    // would capture it.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", ONGOING);
    // With a partner on g3 it is supported again.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", fort());
}

#[test]
fn w2_king_that_cannot_move_is_not_a_fort() {
    // f2 arrives: every wall piece is supported, but the king has no empty
    // neighbour.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f2", "", ONGOING);
}

#[test]
fn w2_attacker_touching_the_inside_is_not_a_fort() {
    // An attacker on g2 borders the inside square f2.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . . . . . .
 2  . . . . d . a . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", ONGOING);
}

#[test]
fn w2_attacker_touching_the_king_is_not_a_fort() {
    // An attacker on g1 borders the king's square, which is part of the
    // inside; g3 keeps g2 supported so only that condition fails.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", ONGOING);
}

#[test]
fn w2_king_off_the_edge_is_not_a_fort() {
    // A closed, well-supported pocket around the king on f2: rank 2 is not
    // an edge.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . d . . . . . .
 3  . . . . d . d . . . .
 2  . . . . d k d . . . .
 1  . . . . d d d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f4", "", ONGOING);
}

#[test]
fn w2_empty_corner_inside_supports_nothing() {
    // The inside is a1 b1 c1. Without a3, a2 is held on its file only by
    // the empty corner, which is hostile: no fort.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . a . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . d . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  d d d . . . . . . . .
 1  . . k . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "d5-d1", "", ONGOING);
    // With a3 behind it, the same pocket is a fort.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . a . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . d . . . . . . .
 4  . . . . . . . . . . .
 3  d . . . . . . . . . .
 2  d d d . . . . . . . .
 1  . . k . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "d5-d1", "", fort());
}

/// A corridor fort from f1 up to the empty throne: the inside is f1..f6.
/// e6 and g6 lean on d6 and h6 (the throne beside them supports nothing),
/// and f7 leans on f8 (the throne below it supports nothing).
const THRONE_FORT: &str = "
11  . . . . . . . . . . .
10  a . . . . . . . . . a
 9  . a . . . . . . . . .
 8  d . . . . d . . . . .
 7  . . . . d d . . . . .
 6  . . . d d . d d . . .
 5  . . . d d . d d . . .
 4  . . . . d . d . . . .
 3  . . . . d . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";

#[test]
fn w2_corridor_fort_up_to_the_empty_throne() {
    let mut g = copenhagen(Side::Defenders, THRONE_FORT);
    play(&mut g, "a8-e8", "", fort());
}

#[test]
fn w2_empty_throne_inside_supports_nothing_on_a_file() {
    // f8 without e8 has no support on its row, so f7 has only the throne
    // below it on its file: no fort.
    let mut g = copenhagen(Side::Defenders, THRONE_FORT);
    play(&mut g, "a8-b8", "", ONGOING);
}

#[test]
fn w2_empty_throne_inside_supports_nothing_on_a_rank() {
    // Without d5 d6, e6 has only the throne beside it on its row.
    let diagram = "
11  . . . . . . . . . . .
10  a . . . . . . . . . a
 9  . a . . . . . . . . .
 8  d . . . . d . . . . .
 7  . . . . d d . . . . .
 6  . . . . d . d d . . .
 5  . . . . d . d d . . .
 4  . . . . d . d . . . .
 3  . . . . d . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "a8-e8", "", ONGOING);
}

#[test]
fn w2_fort_only_checked_after_a_defenders_move() {
    // The fort stands from the set-up with the attackers to move: their
    // move decides nothing; any defenders' move then wins.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . d .
 4  . . . . . . . . . . .
 3  . . . . d d . . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, "b8-b7", "", ONGOING);
    play(&mut g, "j5-j6", "", fort());
}

#[test]
fn w2_fort_win_by_the_king_moving_inside() {
    // The king steps from f2 to f1 inside a closed pocket.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . d d . . . . .
 2  . . . . d k d . . . .
 1  . . . . d . d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f2-f1", "", fort());
}

#[test]
fn w2_larger_fort_with_room_inside() {
    // Inside: e1 f1 g1 e2 f2 g2 (king on f1). Walls: d1 d2 e3 f3 g3 h2 h1,
    // each with an off-board, inside or wall neighbour on both axes.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . d . . . .
 5  . . . . . . . . . . a
 4  . . . . . . . . . . .
 3  . . . . d d . . . . .
 2  . . . d . . . d . . .
 1  . . . d . k . d . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "g6-g3", "", fort());
}

#[test]
fn w2_classic_has_no_fort() {
    let mut g = game(&CLASSIC, Side::Defenders, FORT_OPEN);
    play(&mut g, "f5-f3", "", ONGOING);
}

// ---------------------------------------------------------------- W4

/// A ring of attackers around e5..g7 with one square (h6) open; the king
/// and two defenders inside. k6 closes the ring.
const RING_OPEN: &str = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k . . . . a
 5  . . . a . . d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";

#[test]
fn w4_true_encirclement() {
    let mut g = copenhagen(Side::Attackers, RING_OPEN);
    play(&mut g, "k6-h6", "", encircled());
}

#[test]
fn w4_one_defender_outside_ring_is_no_encirclement() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . d . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k . . . . a
 5  . . . a . . d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w4_one_square_gap_to_the_edge_is_no_encirclement() {
    // d6 is open as well: the fill runs out along rank 6 to a6.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . . . k . . . . a
 5  . . . a . . d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w4_defender_in_the_ring_is_a_gap() {
    // The fill passes over defenders: one standing in the ring line lets
    // it out.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . d . k . . . . a
 5  . . . a . . d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w4_diagonal_ring_is_closed() {
    // A diamond touching only corner to corner still stops an orthogonal
    // fill.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . a . . . . .
 7  . . . . a . a . . . .
 6  . . . a d k . . . . a
 5  . . . . a . a . . . .
 4  . . . . . a . . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", encircled());
}

#[test]
fn w4_ring_may_stand_on_the_edge() {
    // Attackers on a2 a3 b1 c1 (edge squares) close the inside b2 b3 c2
    // c3, which touches no edge square.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . a . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a . . . . . . . a .
 3  a . d a . . . . . . .
 2  a k . a . . . . . . .
 1  . a a . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "j4-c4", "", encircled());
}

#[test]
fn w4_inside_touching_the_edge_is_no_encirclement() {
    // The inside c1 c2 contains the edge square c1.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . a . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a k a . . . . . . .
 1  . a . a . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c6-c3", "", ONGOING);
}

#[test]
fn w4_defender_in_a_separate_pocket_is_no_encirclement() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k . . . . a
 5  . . . a . . d a . . .
 4  . . a . a a a . . . .
 3  . a d a . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w4_only_after_an_attackers_move() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k . a . . .
 5  . . . a . . d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, "e7-e6", "", ONGOING);
    play(&mut g, "b2-b3", "", encircled());
}

#[test]
fn w4_capture_of_the_last_outside_defender_completes_it() {
    // The ring is closed; the one defender outside, c3, is taken by the
    // attacker landing on c2 (c4 beyond). Captures come first, so the
    // encirclement check sees no defender outside.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k . a . . .
 5  . . . a . . d a . . .
 4  . . a . a a a . . . .
 3  . . d . . . . . . . .
 2  . . . . . . . . . . a
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k2-c2", "c3", encircled());
}

#[test]
fn w4_classic_has_no_encirclement() {
    let mut g = game(&CLASSIC, Side::Attackers, RING_OPEN);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w2_attacker_diagonal_to_the_inside_does_not_break_the_fort() {
    // d3 touches the walls d2 and e3, not the inside.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . d . . . .
 5  . . . . . . . . . . a
 4  . . . . . . . . . . .
 3  . . . a d d . . . . .
 2  . . . d . . . d . . .
 1  . . . d . k . d . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "g6-g3", "", fort());
}

#[test]
fn w2_support_is_withdrawn_in_a_cascade() {
    // The corridor fort with g7 instead of e7: e8 has no support on its
    // file, so f8 loses its row support, so f7 (throne below) loses its
    // file support, and f7 borders the inside.
    let diagram = "
11  . . . . . . . . . . .
10  a . . . . . . . . . a
 9  . a . . . . . . . . .
 8  d . . . . d . . . . .
 7  . . . . . d d . . . .
 6  . . . d d . d d . . .
 5  . . . d d . d d . . .
 4  . . . . d . d . . . .
 3  . . . . d . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "a8-e8", "", ONGOING);
}

#[test]
fn w4_lone_king_in_a_ring() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . a . . . . . . .
 9  . . a . a . . . . . .
 8  . . a k a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . a .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "d2-d7", "", encircled());
}

#[test]
fn w4_attackers_inside_cutting_off_a_defender() {
    // f5 and g6 cut g5 off from the king inside the ring.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a a a . . . .
 7  . . . a d . . a . . .
 6  . . . a . k a . . . a
 5  . . . a . a d a . . .
 4  . . . . a a a . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
}

#[test]
fn w2_defender_inside_the_fort_is_fine() {
    // A defender on f2 inside the pocket: its neighbours are inside
    // squares and the king, so it is supported on both axes.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . d . . . .
 5  . . . . . . . . . . a
 4  . . . . . . . . . . .
 3  . . . . d d . . . . .
 2  . . . d . d . d . . .
 1  . . . d . k . d . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "g6-g3", "", fort());
}
