//! E1 (no legal move), E2 (repetition), E3 (draws) and the order of checks
//! after a move: captures (C1, C3), then the mover's wins (attackers W3,
//! W4; defenders W1, W2), then E2, then E1 for the side now to move.

mod common;

use common::*;
use hnef::{Game, GameError, Outcome, Reason, Side, CLASSIC, COPENHAGEN};

// ---------------------------------------------------------------- E1

#[test]
fn e1_side_without_moves_loses() {
    // The attackers box the lone king in on the edge (no capture there):
    // the defenders cannot move and lose.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  k . . . a . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e5-b5", "", attackers_win(Reason::NoMoves));
    }
}

#[test]
fn e1_attackers_without_moves_lose() {
    // The last attacker, on b1, is boxed in by the corner and two
    // defenders (it is not captured: the defender on b2 has nothing
    // beyond it, and c1 did not move).
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . k . . . . .
 7  . . . . . . . . . . .
 6  . d . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . a d . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "b6-b2", "", defenders_win(Reason::NoMoves));
    }
}

#[test]
fn e1_attackers_with_no_pieces_left_lose() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . k . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . d a . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . d . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "e2-e4", "d4", defenders_win(Reason::NoMoves));
    }
}

#[test]
fn e1_set_up_position_without_moves_is_lost_at_once() {
    let boxed_king = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  k a . . . . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let boxed_attacker = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . k . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . d . . . . . . . . .
 1  . a d . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, boxed_king);
        assert_eq!(g.outcome(), attackers_win(Reason::NoMoves));
        assert!(g.legal_moves().is_empty());
        assert!(matches!(g.play(mv("a5-a4")), Err(GameError::GameOver(_))));
        let g = game(rules, Side::Attackers, boxed_attacker);
        assert_eq!(g.outcome(), defenders_win(Reason::NoMoves));
        // The same position with the other side to move goes on.
        let g = game(rules, Side::Attackers, boxed_king);
        assert_eq!(g.outcome(), ONGOING);
    }
}

#[test]
fn e1_one_mobile_piece_is_enough() {
    // The king is boxed in but a defender can move.
    let diagram = "
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
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e5-b5", "", ONGOING);
        play(&mut g, "h2-h3", "", ONGOING);
    }
}

#[test]
fn e1_throne_decides_mobility_by_ruleset() {
    // The king is boxed in on the edge; the defender on e6 can only leave
    // through the empty throne: Copenhagen lets it, classic does not.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . a . . . . . .
 6  a . . a d . . . . . .
 5  k a . . a . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let g = copenhagen(Side::Defenders, diagram);
    assert_eq!(g.outcome(), ONGOING);
    assert_targets(&g, "e6", "g6 h6 i6 j6 k6");
    let g = classic(Side::Defenders, diagram);
    assert_eq!(g.outcome(), attackers_win(Reason::NoMoves));
}

// ---------------------------------------------------------------- E2

/// From the start: the attackers shuttle d1-d2, the defenders f4-e4.
const BACK_AND_FORTH: &str = "d1-d2 f4-e4 d2-d1 e4-f4";

#[test]
fn e2_start_position_counts_as_first_occurrence() {
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, BACK_AND_FORTH);
        assert_eq!(g.repetitions(), 2);
        play_quiet(&mut g, "d1-d2 f4-e4 d2-d1");
        // The defenders' move brings the start position back a third time.
        // Copenhagen: the defenders lose; classic: the mover (defenders)
        // loses. The attackers win either way.
        play(&mut g, "e4-f4", "", attackers_win(Reason::Repetition));
        assert_eq!(g.repetitions(), 3);
    }
}

/// A cycle from the start in which the first position to occur a third
/// time is one the attackers' move makes (ply 9).
const ATTACKERS_REPEAT: &str = "d1-d2 f4-e4 d2-d3 e4-f4 d3-d2 f4-e4 d2-d3 e4-f4";

#[test]
fn e2_third_repetition_defenders_lose_even_when_attackers_make_it() {
    let mut g = Game::new(&COPENHAGEN);
    play_quiet(&mut g, ATTACKERS_REPEAT);
    play(&mut g, "d3-d2", "", attackers_win(Reason::Repetition));
}

#[test]
fn e2_classic_the_mover_of_the_third_repetition_loses() {
    let mut g = Game::new(&CLASSIC);
    play_quiet(&mut g, ATTACKERS_REPEAT);
    play(&mut g, "d3-d2", "", defenders_win(Reason::Repetition));
    let mut g = Game::new(&CLASSIC);
    play_quiet(&mut g, BACK_AND_FORTH);
    play_quiet(&mut g, "d1-d2 f4-e4 d2-d1");
    play(&mut g, "e4-f4", "", attackers_win(Reason::Repetition));
}

#[test]
fn e2_third_repetition_move_is_legal() {
    // The newer clause forbidding the defenders this move is not used.
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, BACK_AND_FORTH);
        play_quiet(&mut g, "d1-d2 f4-e4 d2-d1");
        assert!(g.check(mv("e4-f4")).is_ok());
        assert!(g.legal_moves().as_slice().contains(&mv("e4-f4")));
        assert!(g.targets(sq("e4")).has(sq("f4")));
        let mut g = Game::new(rules);
        play_quiet(&mut g, ATTACKERS_REPEAT);
        assert!(g.legal_moves().as_slice().contains(&mv("d3-d2")));
    }
}

#[test]
fn e2_repeating_move_lands_in_full() {
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, ATTACKERS_REPEAT);
        play(&mut g, "d3-d2", "", g_outcome(rules, Side::Attackers));
        assert_eq!(g.played().len(), 9);
        assert_eq!(piece(&g, "d2"), Some(hnef::Piece::Attacker));
        assert_eq!(piece(&g, "d3"), None);
        assert_eq!(g.side_to_move(), Side::Defenders);
        assert_eq!(g.repetitions(), 3);
    }
}

/// The expected result of a third repetition made by `mover`.
fn g_outcome(rules: &hnef::Ruleset, mover: Side) -> Option<Outcome> {
    if rules.id == COPENHAGEN.id {
        attackers_win(Reason::Repetition)
    } else if mover == Side::Attackers {
        defenders_win(Reason::Repetition)
    } else {
        attackers_win(Reason::Repetition)
    }
}

#[test]
fn e2_two_occurrences_decide_nothing() {
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, BACK_AND_FORTH);
        play_quiet(&mut g, BACK_AND_FORTH.split_at(5).0);
        assert_eq!(g.repetitions(), 2);
        assert_eq!(g.outcome(), ONGOING);
    }
}

#[test]
fn e2_set_up_position_counts_as_first_occurrence() {
    // Defenders to move in the set-up; its third occurrence comes from an
    // attackers' move at ply 8.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . . . . k . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . d . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert_eq!(g.repetitions(), 1);
        play_quiet(&mut g, "h4-h5 c2-c3 h5-h4 c3-c2");
        assert_eq!(g.repetitions(), 2);
        play_quiet(&mut g, "h4-h5 c2-c3 h5-h4");
        play(&mut g, "c3-c2", "", g_outcome(rules, Side::Attackers));
    }
}

#[test]
fn e2_side_to_move_is_part_of_the_key() {
    // Five plies later the squares are those of the start but the
    // defenders are to move: a different position, first occurrence.
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, "d1-d3 f4-e4 d3-d2 e4-f4 d2-d1");
        assert!(*g.position().board() == *hnef::Position::start().board());
        assert_eq!(g.side_to_move(), Side::Defenders);
        assert_eq!(g.repetitions(), 1);
    }
}

#[test]
fn e2_undo_takes_back_the_repetition_result() {
    for rules in both() {
        let mut g = Game::new(rules);
        play_quiet(&mut g, ATTACKERS_REPEAT);
        play(&mut g, "d3-d2", "", g_outcome(rules, Side::Attackers));
        assert!(g.undo());
        assert_eq!(g.outcome(), ONGOING);
        play(&mut g, "d3-d4", "", ONGOING);
    }
}

// ---------------------------------------------------------------- E3

#[test]
fn e3_draw_by_agreement() {
    for (offer, accept) in [
        (Side::Attackers, Side::Defenders),
        (Side::Defenders, Side::Attackers),
    ] {
        let mut g = Game::new(&COPENHAGEN);
        g.offer_draw(offer).expect("offer");
        assert_eq!(g.outcome(), ONGOING, "an offer alone is no draw");
        assert_eq!(g.accept_draw(accept), Ok(Outcome::DRAW));
        assert_eq!(g.outcome(), Some(Outcome::DRAW));
        assert_eq!(g.outcome().unwrap().winner, None);
        assert!(g.legal_moves().is_empty());
    }
}

#[test]
fn e3_draw_needs_the_other_side_to_accept() {
    let mut g = Game::new(&COPENHAGEN);
    assert!(matches!(
        g.accept_draw(Side::Defenders),
        Err(GameError::NoDrawOffer(_))
    ));
    g.offer_draw(Side::Attackers).expect("offer");
    assert!(matches!(
        g.accept_draw(Side::Attackers),
        Err(GameError::NoDrawOffer(_))
    ));
    assert_eq!(g.outcome(), ONGOING);
    play(&mut g, "d1-d3", "", ONGOING);
}

#[test]
fn e3_classic_has_no_draws() {
    let mut g = Game::new(&CLASSIC);
    assert!(matches!(
        g.offer_draw(Side::Attackers),
        Err(GameError::NoDraws(_))
    ));
    assert!(matches!(
        g.accept_draw(Side::Defenders),
        Err(GameError::NoDraws(_))
    ));
    assert_eq!(g.outcome(), ONGOING);
}

#[test]
fn e3_no_draw_offer_after_the_game_ended() {
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
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "a5-a1", "", defenders_win(Reason::Escape));
    assert!(matches!(
        g.offer_draw(Side::Attackers),
        Err(GameError::GameOver(_))
    ));
    assert!(matches!(
        g.accept_draw(Side::Attackers),
        Err(GameError::GameOver(_))
    ));
}

#[test]
fn e3_no_draw_by_material() {
    // King alone against one attacker: play goes on.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . a . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play_quiet(&mut g, "f6-f9 b2-b3 f9-e9 b3-c3 e9-e8 c3-c4");
        assert_eq!(g.outcome(), ONGOING);
    }
}

#[test]
fn e3_no_draw_by_move_count_or_lack_of_captures() {
    // 300 plies from the start without a capture and without any position
    // occurring a third time: no result.
    for rules in both() {
        let mut g = Game::new(rules);
        for ply in 0..300 {
            let moves = g.legal_moves();
            let quiet = moves.as_slice().iter().copied().find(|&m| {
                let mut t = g.clone();
                let p = t.play(m).expect("listed moves are legal");
                p.captured.is_empty() && t.outcome().is_none() && t.repetitions() < 3
            });
            let m = quiet.unwrap_or_else(|| panic!("{}: no quiet move at ply {ply}", rules.id));
            play(&mut g, &m.to_string(), "", ONGOING);
        }
        assert_eq!(g.played().len(), 300);
    }
}

// ------------------------------------------------------ order of checks

#[test]
fn order_king_capture_before_third_repetition() {
    // Set up with the king already ringed (defenders to move). The ring
    // stays, the other pieces shuttle: the set-up returns at ply 4; at ply
    // 8 it returns a third time through c6-c7, which also closes K1. The
    // win comes first: in classic E2 would have made the mover (the
    // attackers) lose.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . a . . . . . . . .
 8  . a k a . . . . . . .
 7  . . a . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . d . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play_quiet(&mut g, "h4-h5 j2-j3 h5-h4 j3-j2");
        assert_eq!(g.repetitions(), 2);
        play_quiet(&mut g, "h4-h5 c7-c6 h5-h4");
        play(&mut g, "c6-c7", "", attackers_win(Reason::KingCaptured));
        assert_eq!(g.repetitions(), 3);
    }
}

#[test]
fn order_captures_before_e1() {
    // The capture of b5 frees the boxed king: the defenders can move.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . a . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  k d a . . . . . . . .
 4  a a . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "b9-b6", "b5", ONGOING);
        assert_targets(&g, "a5", "b5");
    }
}

#[test]
fn order_e1_judged_after_captures() {
    // The capture of the defenders' only mobile piece leaves them without
    // a move.
    let diagram = "
11  . . . . a . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . a d . . . . . . .
 7  . . . . . . . . . . .
 6  a . . . . . . . . . .
 5  k a . . . . . . . . .
 4  a . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        play(&mut g, "e11-e8", "d8", attackers_win(Reason::NoMoves));
    }
}

#[test]
fn order_captures_before_w4() {
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
    play(&mut g, "k2-c2", "c3", attackers_win(Reason::Encirclement));
}

#[test]
fn order_captures_before_w2() {
    // g3 arrives and takes the attacker on g2 (g1 beyond): the pocket f1
    // f2 g2 is then a fort.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
 8  . a . . . . . . . . .
 7  . . . . . . d . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . d d . . . . .
 2  . . . . d . a d . . .
 1  . . . . d k d d . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "g7-g3", "g2", defenders_win(Reason::ExitFort));
}

#[test]
fn order_escape_before_e1() {
    // After the escape the attackers (one boxed piece on b1) have no move
    // either: the reason is the escape.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . k
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . d . . . . . . . . .
 1  . a d . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "k5-k11", "", defenders_win(Reason::Escape));
    }
}

#[test]
fn order_fort_before_e1() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . d . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . . . . . .
 2  . . . . d . d . . d .
 1  . . . . d k d . d a .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "f5-f3", "", defenders_win(Reason::ExitFort));
}

#[test]
fn order_king_capture_before_e1() {
    // The lone king is captured: the defenders have no move either.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
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
        play(&mut g, "d1-d3", "", attackers_win(Reason::KingCaptured));
    }
}

#[test]
fn order_king_capture_before_encirclement() {
    // Four attackers round the lone king is also an encirclement (the fill
    // is the king's square): W3 is checked first.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . a .
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
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "d1-d3", "", attackers_win(Reason::KingCaptured));
}

#[test]
fn order_encirclement_before_e1() {
    // The king and one defender in a two-square pocket: ringed, and with
    // no move either. W4 comes first.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . a . . . . . . a .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . a d a . . . . . . .
 3  . a k a . . . . . . .
 2  . . a . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c9-c5", "", attackers_win(Reason::Encirclement));
    // Classic has no encirclement: E1 decides.
    let mut g = classic(Side::Attackers, diagram);
    play(&mut g, "c9-c5", "", attackers_win(Reason::NoMoves));
}
