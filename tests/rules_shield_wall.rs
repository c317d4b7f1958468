//! C3, the shield wall (Copenhagen only; `rules_classic.rs` checks that the
//! classic ruleset has none). Every test here is Copenhagen unless it says
//! otherwise.

mod common;

use common::*;
use hnef::{Piece, Reason, Side, CLASSIC};

#[test]
fn c3_two_piece_run_captured_on_rank_1() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . . d d a . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "d1 e1", ONGOING);
    assert_board(
        &g,
        "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . a . . a . . . . .
    a b c d e f g h i j k
",
    );
}

#[test]
fn c3_four_piece_run_captured() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . a . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a a a a . . . . .
 1  . . d d d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "b6-b1", "c1 d1 e1 f1", ONGOING);
}

#[test]
fn c3_runs_in_both_directions_from_s() {
    // b1 c1 are bracketed by the corner a1, e1 f1 by g1; the mover lands
    // on d1 between the two runs.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . a . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a a . a a . . . . .
 1  . d d . d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "d6-d1", "b1 c1 e1 f1", ONGOING);
}

#[test]
fn c3_only_the_complete_run_is_captured() {
    // Left of d1 the run b1 c1 lacks its front on c2; right of d1 the run
    // e1 f1 is complete.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . a . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a . . a a . . . . .
 1  . d d . d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "d6-d1", "e1 f1", ONGOING);
    assert_eq!(piece(&g, "b1"), Some(Piece::Defender));
    assert_eq!(piece(&g, "c1"), Some(Piece::Defender));
}

#[test]
fn c3_corner_as_bracket() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . a . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a a a . . . . . . .
 1  . d d d . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "e5-e1", "b1 c1 d1", ONGOING);
}

#[test]
fn c3_corner_as_bracket_for_the_defenders() {
    let diagram = "
11  . a a . . . . . . . .
10  . d d . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . d . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . k . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "d7-d11", "b11 c11", ONGOING);
}

#[test]
fn c3_moving_piece_must_be_the_bracket_at_s() {
    // Everything stands but the front on e2: completing the front row
    // captures nothing.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . a . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . a d d a . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "e5-e2", "", ONGOING);
    assert_eq!(piece(&g, "d1"), Some(Piece::Defender));
    assert_eq!(piece(&g, "e1"), Some(Piece::Defender));
}

#[test]
fn c3_shield_wall_front_completed_by_last_move_captures_nothing() {
    // The same with the gap in the middle of a three-piece run.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . a . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . a . . . . .
 1  . . a d d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "e6-e2", "", ONGOING);
}

#[test]
fn c3_far_bracket_arriving_last_captures() {
    // The far end is just the other bracket: the move that lands there is
    // the bracket at its own s, so it captures.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . a . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . a d d . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "f5-f1", "d1 e1", ONGOING);
}

#[test]
fn c3_moving_elsewhere_while_the_shape_stands_captures_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . a d d a . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "j9-j8", "", ONGOING);
    play(&mut g, "h8-h9", "", ONGOING);
    // Even a piece of the shape moving within it (d2 away) captures nothing.
    play(&mut g, "d2-d3", "", ONGOING);
    play(&mut g, "h9-h8", "", ONGOING);
    // Moving the front back in is completing the front row: nothing.
    play(&mut g, "d3-d2", "", ONGOING);
    assert_eq!(piece(&g, "d1"), Some(Piece::Defender));
}

#[test]
fn c3_missing_front_piece_captures_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . a . . . . .
 1  . . . d d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
}

#[test]
fn c3_front_held_by_an_enemy_captures_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a d a . . . . .
 1  . . . d d d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
}

#[test]
fn c3_empty_far_end_captures_nothing() {
    // The run d1 e1 ends at the empty f1 (g1 is past a gap).
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . a . . . .
 1  . . . d d . d a . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
}

#[test]
fn c3_run_of_one_is_left_to_custodial_capture() {
    // A single piece needs no front: plain C1 takes it between c1 and e1.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . d a . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "d1", ONGOING);
    // Against a corner as well.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . d . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "b1", ONGOING);
}

#[test]
fn c3_run_of_the_king_alone_captures_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . d . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . . k a . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
    assert_eq!(g.position().king(), sq("d1"));
}

#[test]
fn c3_king_stays_in_captured_run() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a a . . . . .
 1  . . . d k d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "d1 f1", ONGOING);
    assert_eq!(g.position().king(), sq("e1"));
    assert_board(
        &g,
        "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a a . . . . .
 1  . . a . k . a . . . .
    a b c d e f g h i j k
",
    );
}

#[test]
fn c3_king_next_to_s_stays_in_captured_run() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . . k d a . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "e1", ONGOING);
    assert_eq!(g.position().king(), sq("d1"));
}

#[test]
fn c3_king_in_run_needs_a_front_too() {
    // Every piece of the run needs a front, the king included.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . a . . . . .
 1  . . . d k d a . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
}

#[test]
fn c3_king_as_far_bracket_for_the_defenders() {
    let diagram = "
11  . . . a a k . . . . .
10  . . . d d . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . d . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "c7-c11", "d11 e11", ONGOING);
}

#[test]
fn c3_king_as_front_piece_for_the_defenders() {
    let diagram = "
11  . . . a a d . . . . .
10  . . . d k . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . d . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "c7-c11", "d11 e11", ONGOING);
}

#[test]
fn c3_king_as_the_moving_bracket() {
    let diagram = "
11  . . . a a d . . . . .
10  . . . d d . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . k . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "c7-c11", "d11 e11", ONGOING);
    assert_eq!(g.position().king(), sq("c11"));
}

#[test]
fn c3_shield_wall_on_rank_11_by_the_defenders() {
    let diagram = "
11  . . . a a a d . . . .
10  . . . d d d . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . d . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . k . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "c7-c11", "d11 e11 f11", ONGOING);
}

#[test]
fn c3_shield_wall_on_file_a() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  d a . . . . . . . . .
 4  d a . . . . . . . . .
 3  . . . . a . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "e3-a3", "a4 a5", ONGOING);
}

#[test]
fn c3_shield_wall_on_file_k() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . a . . . . . . . .
 8  . . . . . . . . . . d
 7  . . . . . . . . . d a
 6  . . . . . . . . . d a
 5  . . . . . . d . . . .
 4  . . . k . . . . . . .
 3  . a . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "g5-k5", "k6 k7", ONGOING);
}

#[test]
fn c3_shield_wall_on_file_k_against_a_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a . . . . . . . . .
 8  . . . k . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . a . . . .
 3  . . . . . . . . . a d
 2  . . . . . . . . . a d
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "g4-k4", "k2 k3", ONGOING);
}

#[test]
fn c3_shield_wall_on_file_a_by_the_defenders_against_a_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  a d . . . . . . . . .
 9  a d . . . . . . . . .
 8  a d . . . . . . . . .
 7  . . . . d . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . k . . . .
 3  . . . . . . . . . a .
 2  . . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "e7-a7", "a8 a9 a10", ONGOING);
}

#[test]
fn c3_mover_sliding_along_the_edge_is_the_bracket() {
    // b1 steps to c1: it lands on s, so it brackets d1 e1; it also takes
    // c2 by C1 (c3 beyond).
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . a . . . . . . . .
 2  . . d a a . . . . . .
 1  . a . d d a . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "b1-c1", "c2 d1 e1", ONGOING);
}

#[test]
fn c3_and_c1_in_one_move() {
    // The mover lands on c11: C3 takes d11 e11 along the edge, and C1
    // takes b11 against the corner.
    let diagram = "
11  . a . a a d . . . . .
10  . . . d d . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . d . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . k . . .
 4  . a . . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "c7-c11", "b11 d11 e11", ONGOING);
}

#[test]
fn c3_run_must_be_on_the_edge() {
    // The same shape one rank up (rank 2, front on rank 3) is no shield
    // wall: only edges count.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . a . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . a a . . . . . .
 2  . . . d d a . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c6-c2", "", ONGOING);
}

#[test]
fn c3_classic_has_no_shield_wall() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a a . . . . . .
 1  . . . d d a . . . . .
    a b c d e f g h i j k
";
    let mut g = game(&CLASSIC, Side::Attackers, diagram);
    play(&mut g, "c5-c1", "", ONGOING);
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . a . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a a a . . . . . . .
 1  . d d d . . . . . . .
    a b c d e f g h i j k
";
    let mut g = game(&CLASSIC, Side::Attackers, diagram);
    play(&mut g, "e5-e1", "", ONGOING);
}

#[test]
fn c3_king_escaping_to_a_corner_brackets_a_run() {
    // The king lands on a1, an edge square: C3 takes b1 c1 (fronts b2 c2,
    // d1 beyond), then W1 ends the game.
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
 2  . d d . . . . . . . .
 1  . a a d . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "a5-a1", "b1 c1", defenders_win(Reason::Escape));
}

#[test]
fn c3_king_in_a_run_against_the_corner() {
    // The run b1 (king) c1 ends at the corner: c1 is taken, the king stays.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . a . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a a . . . . . . . .
 1  . k d . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "d6-d1", "c1", ONGOING);
    assert_eq!(g.position().king(), sq("b1"));
}
