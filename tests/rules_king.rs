//! K1 (king capture) and W3 (the attackers win by it), for both rulesets:
//! they share K1.

mod common;

use common::*;
use hnef::{GameError, Reason, Side};

fn captured() -> Option<hnef::Outcome> {
    attackers_win(Reason::KingCaptured)
}

#[test]
fn k1_four_attackers_in_the_open() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . a . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        let played = play(&mut g, "d1-d3", "", captured());
        // The king is never listed among the captured pieces.
        assert!(played.captured.is_empty());
    }
}

#[test]
fn k1_closing_attacker_may_slide_in_along_the_line() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k . . . . . . a
 3  . . . a . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "k4-e4", "", captured());
    }
}

#[test]
fn k1_three_attackers_in_the_open_are_not_enough() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . a k a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d9-d5", "", ONGOING);
    }
}

#[test]
fn k1_a_defender_on_the_fourth_side_saves_the_king() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . a . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . a k a . . . . . .
 3  . . . d . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d9-d5", "", ONGOING);
    }
}

#[test]
fn k1_king_next_to_throne_three_attackers() {
    // The king on each of the throne's four neighbours; the empty throne
    // is the fourth side.
    let cases = [
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . a . . . . . .
 6  . . . a k . . . . . .
 5  a . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "a5-e5",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a d . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . a . . . .
 6  . . . . . . k a . . .
 5  . . . . . . . . . . a
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "k5-g5",
        ),
        (
            "
11  . . . . . a . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . a k a . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "f11-f8",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a d . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . a k a . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . a . . . . .
    a b c d e f g h i j k
",
            "f1-f4",
        ),
    ];
    for rules in both() {
        for (diagram, closing) in cases {
            let mut g = game(rules, Side::Attackers, diagram);
            play(&mut g, closing, "", captured());
        }
    }
}

#[test]
fn k1_king_next_to_throne_two_attackers_are_not_enough() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . a . . . .
 8  . . . . . . . . . . .
 7  . . . . a k . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "g9-g7", "", ONGOING);
    }
}

#[test]
fn k1_king_next_to_throne_with_a_defender_on_the_third_side() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . a . . . .
 8  . . . . . d . . . . .
 7  . . . . a k . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "g9-g7", "", ONGOING);
    }
}

#[test]
fn k1_king_two_squares_from_the_throne_needs_four() {
    let diagram = "
11  . . . . . a . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . a k a . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "f11-f9", "", ONGOING);
    }
}

#[test]
fn k1_king_on_throne_needs_four() {
    let four = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . a . . . . .
 6  . . . . a k a . . . .
 5  . a . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let three = "
11  . . . . . a . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . a k a . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let three_and_defender = "
11  . . . . . a . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . a k a . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . d . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, four);
        play(&mut g, "b5-f5", "", captured());
        let mut g = game(rules, Side::Attackers, three);
        play(&mut g, "f11-f7", "", ONGOING);
        let mut g = game(rules, Side::Attackers, three_and_defender);
        play(&mut g, "f11-f7", "", ONGOING);
    }
}

#[test]
fn k1_king_on_edge_cannot_be_captured() {
    let cases = [
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  k . . . a . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . d . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "e5-b5",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . d . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . a . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . a k a . . . .
    a b c d e f g h i j k
",
            "f5-f2",
        ),
        (
            "
11  . . . . a k a . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . a . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . d . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "f8-f10",
        ),
        (
            "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . d . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . a
 5  . . . . . a . . . . k
 4  . . . . . . . . . . a
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
",
            "f5-j5",
        ),
    ];
    for rules in both() {
        for (diagram, mv) in cases {
            let mut g = game(rules, Side::Attackers, diagram);
            play(&mut g, mv, "", ONGOING);
        }
    }
}

#[test]
fn k1_king_on_edge_beside_a_corner_cannot_be_captured() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  a . . . . . . . . . .
 2  k . . . a . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e2-b2", "", ONGOING);
    }
}

#[test]
fn k1_king_beside_a_corner_off_the_edge_needs_four() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . d . . .
 7  . . . . . . . . . . .
 6  . a . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  a k a . . . . . . . .
 1  . a . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "b6-b3", "", captured());
    }
}

#[test]
fn k1_existing_surround_does_not_capture_until_an_attacker_closes_it() {
    // Set up with four attackers already around the king, attackers to
    // move: a move elsewhere captures nothing.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . a . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "j2-j3", "", ONGOING);
        play(&mut g, "h9-h8", "", ONGOING);
        // Leaving and coming back is a closing move.
        play(&mut g, "d3-g3", "", ONGOING);
        play(&mut g, "h8-h9", "", ONGOING);
        play(&mut g, "g3-d3", "", captured());
    }
}

#[test]
fn k1_defenders_move_never_captures_their_king() {
    // Defenders to move with the king already surrounded: their move does
    // not lose the game.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . a . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert_eq!(g.outcome(), ONGOING);
        play(&mut g, "h9-h8", "", ONGOING);
    }
}

#[test]
fn k1_defender_leaving_the_fourth_side_does_not_lose() {
    // The defender on d3 steps away: three attackers and an empty square.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . d . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "d3-h3", "", ONGOING);
        play(&mut g, "j2-j3", "", ONGOING);
    }
}

#[test]
fn k1_king_moving_into_a_surround_is_not_captured() {
    // The king steps off the throne to f7 between e7, g7 and f8: the empty
    // throne is now the fourth side, but the defenders moved.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . a . . . . .
 7  . . . . a . a . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . d . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "f6-f7", "", ONGOING);
        // An attackers' move that does not land beside the king does not
        // close it either.
        play(&mut g, "j2-j3", "", ONGOING);
        play(&mut g, "h2-h3", "", ONGOING);
        // Leaving and returning does.
        play(&mut g, "e7-e8", "", ONGOING);
        play(&mut g, "h3-h2", "", ONGOING);
        play(&mut g, "e8-e7", "", captured());
    }
}

#[test]
fn k1_king_between_two_attackers_in_the_open_is_not_captured() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . a . . d . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . a k . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e9-e4", "", ONGOING);
    }
}

#[test]
fn k1_capture_closed_while_taking_ordinary_pieces() {
    // c2-c7 closes the ring on c8 and takes d7 (e7 beyond).
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
        play(&mut g, "c2-c7", "d7", captured());
    }
}

#[test]
fn w3_king_capture_ends_the_game() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . a . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d1-d3", "", captured());
        assert!(g.legal_moves().is_empty());
        assert!(g.targets(sq("h9")).is_empty());
        assert!(matches!(
            g.play(mv("h9-h8")),
            Err(GameError::GameOver(o)) if Some(o) == captured()
        ));
    }
}

#[test]
fn w3_king_capture_wins_even_with_defenders_left() {
    let diagram = "
11  . . . . . a . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . a k a . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . d . . . . . . . .
 3  . . d . . . . d . . .
 2  . a d . . . . d . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "f11-f8", "", captured());
    }
}

#[test]
fn w3_undo_takes_back_the_capture() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . a . . . . . . .
 4  . . a k a . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . a . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "d1-d3", "", captured());
        assert!(g.undo());
        assert_eq!(g.outcome(), ONGOING);
        play(&mut g, "d1-d2", "", ONGOING);
    }
}
