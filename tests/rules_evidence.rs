//! The evidence of a verdict (`hnef::rules::evidence`): the squares that
//! decided a game, formed a shield wall, or stand in an exit fort. Each test
//! plays the deciding move from a diagram and checks the squares named.

mod common;

use common::*;
use hnef::rules::evidence::{self, ShieldWall};
use hnef::{Bitboard, Game, Reason, Side, COPENHAGEN};

/// The deciding squares of a finished game.
fn deciding(g: &Game) -> Bitboard {
    let outcome = g.outcome().expect("the game is over");
    evidence::deciding_squares(g.position(), outcome, g.played().last().map(|p| p.mv))
}

#[test]
fn w1_escape_names_the_king_on_its_corner() {
    let diagram = "
11  . . . . . . . . k . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . d . . . . . . .
 4  . . . . . . . . . . .
 3  . . a . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    play(&mut g, "i11-k11", "", defenders_win(Reason::Escape));
    assert_eq!(names(deciding(&g)), names(set("k11")));
}

#[test]
fn k1_king_capture_names_the_king_and_its_four_captors() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . a . . . . . .
 8  . . . a k a . . . . .
 7  . . a . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . d .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "c7-e7", "", attackers_win(Reason::KingCaptured));
    assert_eq!(names(deciding(&g)), names(set("e8 d8 f8 e9 e7")));
    assert_eq!(
        names(evidence::king_captors(g.position().board()).unwrap()),
        names(set("d8 f8 e9 e7"))
    );
}

#[test]
fn k1_king_capture_beside_the_empty_throne_names_the_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . a . . . . .
 7  . . . . a k . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . d .
 1  . . . . . . a . . . .
    a b c d e f g h i j k
";
    // f6 below the king is the empty throne; g1-g7 closes the last side.
    let mut g = copenhagen(Side::Attackers, diagram);
    play(&mut g, "g1-g7", "", attackers_win(Reason::KingCaptured));
    assert_eq!(names(deciding(&g)), names(set("f7 e7 g7 f8 f6")));
}

#[test]
fn w2_exit_fort_names_the_king_and_the_wall() {
    let diagram = "
11  . . . . . . . . . . .
10  . a . . . . . . . a .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . d d . . d . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Defenders, diagram);
    // The fort already stands (each wall piece has one neighbour per axis
    // in the wall, the fort or off the board); any defenders' move wins.
    assert_eq!(
        evidence::fort_pieces(g.position().board()),
        Some(set("f1 e1 g1 e2 g2 e3 f3"))
    );
    play(&mut g, "i3-g3", "", defenders_win(Reason::ExitFort));
    let fort = set("f1 e1 g1 e2 g2 e3 f3 g3");
    assert_eq!(names(deciding(&g)), names(fort));
    assert_eq!(evidence::fort_pieces(g.position().board()), Some(fort));
}

#[test]
fn w2_no_fort_while_an_attacker_touches_the_inside() {
    let diagram = "
11  . . . . . . . . . . .
10  . a . . . . . . . a .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . d . d . . . .
 2  . . . . d . d . . . .
 1  . . . . d k d . . . .
    a b c d e f g h i j k
";
    // f3 is open: the king's space reaches f4 and beyond, where attackers roam.
    let g = copenhagen(Side::Defenders, diagram);
    assert_eq!(evidence::fort_pieces(g.position().board()), None);
}

#[test]
fn w4_encirclement_names_the_ring() {
    let diagram = "
11  . . . . . . . . . . .
10  . . a a a . . . . . .
 9  . a k . d . . . . a .
 8  . . a a a . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    assert_eq!(evidence::encircling_ring(g.position().board()), None);
    play(&mut g, "j9-f9", "", attackers_win(Reason::Encirclement));
    let ring = set("b9 c10 d10 e10 c8 d8 e8 f9");
    assert_eq!(names(deciding(&g)), names(ring));
}

#[test]
fn e2_repetition_names_the_repeating_move() {
    let mut g = Game::new(&COPENHAGEN);
    play_quiet(&mut g, "d1-d2 f4-e4 d2-d3 e4-f4 d3-d2 f4-e4 d2-d3 e4-f4");
    play(&mut g, "d3-d2", "", attackers_win(Reason::Repetition));
    assert_eq!(names(deciding(&g)), names(set("d3 d2")));
}

#[test]
fn e1_no_moves_names_the_stuck_side() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . . .
 1  . a k a . . . . . . .
    a b c d e f g h i j k
";
    let g = copenhagen(Side::Defenders, diagram);
    assert_eq!(g.outcome(), attackers_win(Reason::NoMoves));
    assert_eq!(names(deciding(&g)), names(set("c1")));
}

#[test]
fn e3_agreement_resignation_and_timeout_name_nothing() {
    let mut g = Game::new(&COPENHAGEN);
    g.offer_draw(Side::Attackers).unwrap();
    g.accept_draw(Side::Defenders).unwrap();
    assert!(deciding(&g).is_empty());
    let mut g = Game::new(&COPENHAGEN);
    g.resign(Side::Defenders).unwrap();
    assert!(deciding(&g).is_empty());
    let mut g = Game::new(&COPENHAGEN);
    g.lose_on_time(Side::Attackers).unwrap();
    assert!(deciding(&g).is_empty());
}

#[test]
fn c3_shield_wall_names_brackets_front_and_run() {
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
    let g = copenhagen(Side::Attackers, diagram);
    let wall = evidence::shield_wall(g.position(), mv("c5-c1")).expect("a shield wall");
    assert_eq!(
        wall,
        ShieldWall {
            brackets: set("c1 f1"),
            front: set("d2 e2"),
            runs: set("d1 e1"),
            captured: set("d1 e1"),
        }
    );
    // A move that captures nothing by C3 has no wall.
    assert_eq!(evidence::shield_wall(g.position(), mv("c5-c2")), None);
}

#[test]
fn c3_shield_wall_against_a_corner_keeps_the_king_in_the_run() {
    // The defenders' run b1 c1 (king) d1 is bracketed by the empty corner
    // a1 and the attacker landing on e1; the king stays, b1 and d1 go.
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . a . . . . . .
 3  . . . . . . . . . . .
 2  . a a a . . . . . . .
 1  . d k d . . . . . . .
    a b c d e f g h i j k
";
    let mut g = copenhagen(Side::Attackers, diagram);
    let wall = evidence::shield_wall(g.position(), mv("e4-e1")).expect("a shield wall");
    assert_eq!(wall.brackets, set("e1 a1"));
    assert_eq!(wall.front, set("b2 c2 d2"));
    assert_eq!(wall.runs, set("b1 c1 d1"));
    assert_eq!(wall.captured, set("b1 d1"));
    play(&mut g, "e4-e1", "b1 d1", ONGOING);
}
