//! C1 (custodial capture) and C2 (hostile squares), for both rulesets:
//! they agree on both clauses (the classic throne is hostile to both sides
//! while empty, as the Copenhagen one is).

mod common;

use common::*;
use hnef::{notation, Piece, Reason, Side, COPENHAGEN};

#[test]
fn c1_attacker_captures_defender_between_two_attackers() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . a d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e2-e4", "d4", ONGOING);
        assert_board(
            &g,
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . a . a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
        );
    }
}

#[test]
fn c1_defender_captures_attacker_between_two_defenders() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . d a . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . d . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "e2-e4", "d4", ONGOING);
        assert_eq!(piece(&g, "d4"), None);
        assert_eq!(piece(&g, "e4"), Some(Piece::Defender));
    }
}

#[test]
fn c1_capture_in_the_direction_of_travel() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . a . . . . . . . .
 6  . . d . . . . k . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c2-c5", "c6", ONGOING);
    }
}

#[test]
fn c1_capture_along_an_edge() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . a . . . k . . .
 5  d . . . . . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d6-a6", "a5", ONGOING);
    }
}

#[test]
fn c1_multiple_captures_in_one_move() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . a . . .
 9  . . . . . . . d . . .
 8  . . . . . a d . . . a
 7  . . . . . . . d . . .
 6  . . . . . k . a . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "k8-h8", "g8 h9 h7", ONGOING);
        assert_board(
            &g,
            "
11  . . . . . . . . . . .
10  . . . . . . . a . . .
 9  . . . . . . . . . . .
 8  . . . . . a . a . . .
 7  . . . . . . . . . . .
 6  . . . . . k . a . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
        );
    }
}

#[test]
fn c1_two_captures_by_a_defender() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . d . . . . . . .
 9  . . . a . . . . . . .
 8  . d a . a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . k . . .
 4  . . . . . . . . . . .
 3  . . . d . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        // d8 has c8 (b8 beyond) and d9 (d10 beyond); e8 has nothing beyond.
        play(&mut g, "d3-d8", "c8 d9", ONGOING);
        assert_eq!(piece(&g, "e8"), Some(Piece::Attacker));
    }
}

#[test]
fn c1_moving_between_two_enemies_is_safe() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . d . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . a . a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "d8-d4", "", ONGOING);
        // Another attackers' move does not close it either.
        play(&mut g, "j9-j8", "", ONGOING);
        assert_eq!(piece(&g, "d4"), Some(Piece::Defender));
    }
}

#[test]
fn c1_attacker_moving_between_two_defenders_is_safe() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . d . d . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d9-d4", "", ONGOING);
        play(&mut g, "h6-h7", "", ONGOING);
        assert_eq!(piece(&g, "d4"), Some(Piece::Attacker));
    }
}

#[test]
fn c1_moving_between_an_enemy_and_the_king_is_safe_for_an_attacker() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . k . d . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d9-d4", "", ONGOING);
        assert_eq!(piece(&g, "d4"), Some(Piece::Attacker));
    }
}

#[test]
fn c1_moving_between_an_enemy_and_a_hostile_square_is_safe() {
    // A defender stepping between an attacker and the empty corner, and an
    // attacker stepping between a defender and the empty throne.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . d . . . . . . .
 5  . d . a . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "b5-b1", "", ONGOING);
        play(&mut g, "d5-e5", "", ONGOING);
        assert_eq!(piece(&g, "b1"), Some(Piece::Defender));
        // e5 is not next to the throne (f5 is): step to e6 instead.
        play(&mut g, "h8-h9", "", ONGOING);
        play(&mut g, "e5-e6", "", ONGOING);
        assert_eq!(piece(&g, "e6"), Some(Piece::Attacker));
        play(&mut g, "h9-h8", "", ONGOING);
        assert_eq!(piece(&g, "b1"), Some(Piece::Defender));
        assert_eq!(piece(&g, "e6"), Some(Piece::Attacker));
    }
}

#[test]
fn c1_only_the_moving_piece_closes_a_capture() {
    // Set up with a defender already between two attackers: moving any
    // other attacker captures nothing.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . a d a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "j9-j4", "", ONGOING);
        play(&mut g, "h6-h7", "", ONGOING);
        // Sliding along the line towards it is not a closing move either:
        // e4 is occupied, so j4 stops on f4, next to e4, not next to d4.
        play(&mut g, "j4-f4", "", ONGOING);
        assert_eq!(piece(&g, "d4"), Some(Piece::Defender));
    }
}

#[test]
fn c1_leaving_and_returning_closes_the_capture() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . a d a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e4-e3", "", ONGOING);
        play(&mut g, "h6-h7", "", ONGOING);
        play(&mut g, "e3-e4", "d4", ONGOING);
    }
}

#[test]
fn c1_two_in_a_row_are_not_captured() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . a d d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . a . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "f2-f4", "", ONGOING);
        play(&mut g, "h6-h7", "", ONGOING);
        play(&mut g, "f4-e4", "", ONGOING);
        assert_eq!(piece(&g, "c4"), Some(Piece::Defender));
        assert_eq!(piece(&g, "d4"), Some(Piece::Defender));
    }
}

#[test]
fn c1_empty_square_beyond_captures_nothing() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . . d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . a . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "f2-f4", "", ONGOING);
        play(&mut g, "h6-h7", "", ONGOING);
        play(&mut g, "f4-e4", "", ONGOING);
    }
}

#[test]
fn c1_the_king_does_not_help_the_attackers() {
    // The king beyond a defender is the defenders' own piece, not hostile.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . k d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e2-e4", "", ONGOING);
    }
}

#[test]
fn c1_king_is_armed_as_a_bracket() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . k a . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . d . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "e2-e4", "d4", ONGOING);
    }
}

#[test]
fn c1_king_is_armed_as_the_mover() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . a . a .
 8  . . . a . . . . . . .
 7  . . . . d . . d . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . d a . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . k . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "e2-e4", "d4", ONGOING);
        assert_eq!(g.position().king(), sq("e4"));
        play(&mut g, "j9-j8", "", ONGOING);
        // A king move with no enemy beside the landing square takes nothing.
        play(&mut g, "e4-e5", "", ONGOING);
    }
}

#[test]
fn c1_king_captures_two_at_once() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . d a . a d . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . k . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "e4-e8", "d8 f8", ONGOING);
    }
}

#[test]
fn c1_king_never_captured_custodially_in_the_open() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . . . . .
 8  . . a . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . a k . . . . . . .
 3  . . . . . . . . . . .
 2  . d . . a . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e2-e4", "", ONGOING);
        assert_eq!(g.position().king(), sq("d4"));
        let mut g = game(
            rules,
            Side::Attackers,
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . k . . . . . . .
 3  . . . a . . . . . . .
 2  . d . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
        );
        play(&mut g, "d9-d5", "", ONGOING);
        assert_eq!(g.position().king(), sq("d4"));
    }
}

#[test]
fn c1_king_never_captured_custodially_on_an_edge() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . d . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . a . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . a k . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e5-e1", "", ONGOING);
        assert_eq!(g.position().king(), sq("d1"));
    }
}

#[test]
fn c1_king_never_captured_against_a_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . k . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c5-c1", "", ONGOING);
        assert_eq!(g.position().king(), sq("b1"));
    }
}

#[test]
fn c1_king_never_captured_against_the_empty_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . d . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . k . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d2-d6", "", ONGOING);
        assert_eq!(g.position().king(), sq("e6"));
    }
}

#[test]
fn c1_each_neighbour_is_judged_on_its_own() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . a . . . .
 7  . . . d . . . . . . .
 6  . a d . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . a . . . . . . .
 2  . . . . . . . k . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        // d3-d6: c6 has b6 beyond (captured); d7 has d8 empty beyond (no).
        play(&mut g, "d3-d6", "c6", ONGOING);
        assert_eq!(piece(&g, "d7"), Some(Piece::Defender));
    }
}

#[test]
fn c1_record_with_the_right_captures_replays() {
    let start = position(
        Side::Attackers,
        "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . d . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . a d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
    );
    let record = format!(
        "[ruleset:{}]\n[position:{}]\n1. e2-e4xd4 i8-i7\n",
        COPENHAGEN.id,
        notation::position_text(&start)
    );
    let g = notation::parse_record(&record, &COPENHAGEN).expect("replays");
    assert_eq!(g.played()[0].captured, set("d4"));
}

#[test]
fn c1_record_with_wrong_captures_is_rejected() {
    let start = position(
        Side::Attackers,
        "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . d . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . a d . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
    );
    let pos = notation::position_text(&start);
    for body in [
        "1. e2-e4xd5 i8-i7",
        "1. e2-e4xd4/e5 i8-i7",
        "1. e2-e4 i8-i7 2. j9-j8xi8",
    ] {
        let record = format!("[ruleset:{}]\n[position:{pos}]\n{body}\n", COPENHAGEN.id);
        assert!(
            notation::parse_record(&record, &COPENHAGEN).is_err(),
            "accepted: {body}"
        );
    }
}

#[test]
fn m2_piece_passing_the_empty_throne_captures_on_landing() {
    // Copenhagen: f3-f9 passes the throne and takes e9 (d9 beyond);
    // classic: the throne blocks the move.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a d . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . k . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . a . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = game(&COPENHAGEN, Side::Attackers, diagram);
    play(&mut g, "f3-f9", "e9", ONGOING);
    let mut g = game(&hnef::CLASSIC, Side::Attackers, diagram);
    illegal(&mut g, "f3-f9");
}

#[test]
fn c2_empty_corner_hostile_to_defenders() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . k . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . a . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . a . . . . . . .
 2  d . . . . . . . . . .
 1  . d . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c5-c1", "b1", ONGOING);
        play(&mut g, "f8-f9", "", ONGOING);
        // The piece on the file beside the corner, taken along the file.
        play(&mut g, "d3-a3", "a2", ONGOING);
    }
}

#[test]
fn c2_empty_corner_hostile_to_attackers() {
    let diagram = "
11  . a . . . . . . . . .
10  . . . . . . . . . . a
 9  . . . . . . . d . . .
 8  . . . . . . . . . . .
 7  . . d . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . k . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "c7-c11", "b11", ONGOING);
        play(&mut g, "j2-j3", "", ONGOING);
        play(&mut g, "h9-k9", "k10", ONGOING);
    }
}

#[test]
fn c2_king_captures_against_an_empty_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . k . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . a . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "c5-c1", "b1", ONGOING);
    }
}

#[test]
fn c2_empty_throne_hostile_to_attackers() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . . .
 8  . . . . . . . d . . .
 7  . . . . . a . . . . .
 6  . . . . a . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . d . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "d2-d6", "e6", ONGOING);
        play(&mut g, "j2-j3", "", ONGOING);
        play(&mut g, "h8-f8", "f7", ONGOING);
    }
}

#[test]
fn c2_throne_with_the_king_on_it_is_hostile_to_attackers() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . a k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . d . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "d2-d6", "e6", ONGOING);
    }
}

#[test]
fn c2_king_captures_against_the_empty_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . d . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . a . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . k . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "h3-h6", "g6", ONGOING);
    }
}

#[test]
fn c2_throne_hostile_to_defenders_only_when_empty() {
    // Empty throne: the defender on e6 falls to an attacker on d6.
    let empty = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . . . . d . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    // The king on the throne: the same move takes nothing.
    let king_home = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . . . . d k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, empty);
        play(&mut g, "d2-d6", "e6", ONGOING);
        let mut g = game(rules, Side::Attackers, king_home);
        play(&mut g, "d2-d6", "", ONGOING);
        assert_eq!(piece(&g, "e6"), Some(Piece::Defender));
    }
}

#[test]
fn c2_throne_hostile_to_defenders_on_every_side() {
    // f5, f7 and g6 too, not only e6.
    let diagram = "
11  . . . . . . . . . . .
10  . k . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . a . . . . . . . .
 7  . . . . . d . . . . .
 6  . . . . . . d . . a .
 5  . . a . . d . . . . .
 4  . . a . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        // e5 is beside f5, but the throne is not beyond f5 on that row.
        play(&mut g, "c5-e5", "", ONGOING);
        play(&mut g, "b10-b9", "", ONGOING);
        play(&mut g, "j6-h6", "g6", ONGOING);
        play(&mut g, "b9-b10", "", ONGOING);
        play(&mut g, "c8-f8", "f7", ONGOING);
        play(&mut g, "b10-b9", "", ONGOING);
        play(&mut g, "c4-f4", "f5", ONGOING);
    }
}

#[test]
fn c2_throne_beyond_on_the_file() {
    let diagram = "
11  . . . . . . . . . . .
10  . k . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . a . . . . . . . .
 7  . . . . . d . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . a . . . . . . . .
 3  . . . . . . . . . a .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c4-f4", "f5", ONGOING);
        play(&mut g, "b10-b9", "", ONGOING);
        play(&mut g, "c8-f8", "f7", ONGOING);
    }
}

#[test]
fn c2_board_edge_is_never_hostile() {
    // A defender on a5 with an attacker landing on b5: nothing beyond a5.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a . . . . . . . . .
 8  . . . . . k . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  d . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "b9-b5", "", ONGOING);
    }
    // An attacker on k5 with a defender landing on j5; and on rank 1 and
    // rank 11.
    let diagram = "
11  . . . . . . a . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . d .
 8  . . k . . . d . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . a
 4  . . . . d . . . . . .
 3  . a . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . a . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "j9-j5", "", ONGOING);
        play(&mut g, "b3-b2", "", ONGOING);
        play(&mut g, "e4-e2", "", ONGOING);
        play(&mut g, "b2-b3", "", ONGOING);
        play(&mut g, "g8-g10", "", ONGOING);
    }
}

#[test]
fn c2_hostile_square_does_not_capture_a_piece_not_beside_it() {
    // An attacker on c1 is not between the corner and anything.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . k . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . d . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "c5-c2", "", ONGOING);
        assert_eq!(piece(&g, "c1"), Some(Piece::Attacker));
    }
}

#[test]
fn c1_capture_results_are_the_same_for_play_and_rules_play() {
    // The checked game and the bare rules function agree on the captures.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . a . . .
 9  . . . . . . . d . . .
 8  . . . . . a d . . . a
 7  . . . . . . . d . . .
 6  . . . . . k . a . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut pos = position(Side::Attackers, diagram);
        let captured = hnef::rules::play(&mut pos, rules, mv("k8-h8"));
        assert_eq!(names(captured), names(set("g8 h9 h7")));
        assert_eq!(pos.side_to_move(), Side::Defenders);
    }
}

#[test]
fn c1_king_capture_and_ordinary_captures_in_one_move() {
    // The attacker closing the ring on the king also takes a defender.
    // King on c8 ringed by b8, d8, c9; the fourth attacker lands on c7 and
    // also takes d7 (e7 beyond).
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . a . . . . d . . .
 8  . a k a . . . . . . .
 7  . . . d a . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c2-c7", "d7", attackers_win(Reason::KingCaptured));
    }
}

#[test]
fn c1_passing_by_captures_nothing() {
    // c2-c7 slides past d4 (e4 beyond it): only the landing square counts.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . k . . .
 5  . . . . . . . . . . .
 4  . . . d a . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "c2-c7", "", ONGOING);
        assert_eq!(piece(&g, "d4"), Some(Piece::Defender));
    }
}
