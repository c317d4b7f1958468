//! The classic ruleset `viking-chess-classic-11x11`: what differs from
//! Copenhagen (throne blocks, throne hostility, no C3, W2, W4, mover loses
//! on repetition, no draws) and that the rest is the same.

mod common;

use common::*;
use hnef::{Game, GameError, IllegalMove, Position, Reason, Ruleset, Side, CLASSIC, COPENHAGEN};

#[test]
fn classic_ruleset_names() {
    assert_eq!(COPENHAGEN.id, "copenhagen-hnefatafl-11x11-2025-v1");
    assert_eq!(CLASSIC.id, "viking-chess-classic-11x11");
    assert_eq!(
        Ruleset::by_id("viking-chess-classic-11x11").map(|r| r.id),
        Ok(CLASSIC.id)
    );
    assert!(Ruleset::by_id("no-such-rules").is_err());
}

#[test]
fn classic_same_start_and_first_moves() {
    let g = Game::new(&CLASSIC);
    assert!(*g.position() == Position::start());
    assert_eq!(g.side_to_move(), Side::Attackers);
    assert_eq!(
        g.legal_moves().len(),
        Game::new(&COPENHAGEN).legal_moves().len()
    );
}

#[test]
fn classic_empty_throne_blocks_attackers_and_defenders() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . a . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . d . . . . .
 2  . . . . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Attackers, diagram);
    assert_eq!(illegal(&mut g, "c6-g6"), IllegalMove::ThroneBlocks);
    play(&mut g, "c6-e6", "", ONGOING);
    assert_eq!(illegal(&mut g, "f3-f8"), IllegalMove::ThroneBlocks);
    assert_eq!(illegal(&mut g, "f3-f6"), IllegalMove::Restricted(sq("f6")));
    play(&mut g, "f3-f5", "", ONGOING);
}

#[test]
fn classic_king_passes_and_returns_to_the_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . d . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . k . . . . .
 3  . . . . . . . . . . .
 2  . . a . . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Defenders, diagram);
    play(&mut g, "f4-f9", "", ONGOING);
    play(&mut g, "j2-j3", "", ONGOING);
    play(&mut g, "f9-f6", "", ONGOING);
    play(&mut g, "j3-j2", "", ONGOING);
    play(&mut g, "f6-f2", "", ONGOING);
}

#[test]
fn classic_empty_throne_hostile_to_attackers() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . a . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . d . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Defenders, diagram);
    play(&mut g, "d2-d6", "e6", ONGOING);
}

#[test]
fn classic_empty_throne_hostile_to_defenders() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . d . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Attackers, diagram);
    play(&mut g, "d2-d6", "e6", ONGOING);
}

#[test]
fn classic_throne_with_the_king_not_hostile_to_defenders() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . d k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . a . . . . . a .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Attackers, diagram);
    play(&mut g, "d2-d6", "", ONGOING);
}

#[test]
fn classic_no_shield_wall_for_either_side() {
    // Attackers with a corner bracket; defenders with the king as bracket
    // and as front piece.
    let attackers = "
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
    let mut g = classic(Side::Attackers, attackers);
    play(&mut g, "e5-e1", "", ONGOING);
    let defenders = "
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
    let mut g = classic(Side::Defenders, defenders);
    play(&mut g, "c7-c11", "", ONGOING);
}

#[test]
fn classic_custodial_capture_on_the_edge_still_works() {
    // Without C3 the edge piece is still taken by ordinary C1.
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
    let mut g = classic(Side::Attackers, diagram);
    play(&mut g, "c5-c1", "d1", ONGOING);
}

#[test]
fn classic_no_exit_fort() {
    let corridor = "
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
    let mut g = classic(Side::Defenders, corridor);
    play(&mut g, "a8-e8", "", ONGOING);
    let pocket = "
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
    let mut g = classic(Side::Attackers, pocket);
    play(&mut g, "b8-b7", "", ONGOING);
    play(&mut g, "j5-j6", "", ONGOING);
}

#[test]
fn classic_no_encirclement() {
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
    let mut g = classic(Side::Attackers, diagram);
    play(&mut g, "k6-h6", "", ONGOING);
    play(&mut g, "f6-g6", "", ONGOING);
    play(&mut g, "b2-b3", "", ONGOING);
}

#[test]
fn classic_king_capture_is_k1() {
    let four = "
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
    let mut g = classic(Side::Attackers, four);
    play(&mut g, "d1-d3", "", attackers_win(Reason::KingCaptured));
    let beside_throne = "
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
";
    let mut g = classic(Side::Attackers, beside_throne);
    play(&mut g, "f11-f8", "", attackers_win(Reason::KingCaptured));
    let edge = "
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
    let mut g = classic(Side::Attackers, edge);
    play(&mut g, "e5-b5", "", ONGOING);
}

#[test]
fn classic_escape() {
    let diagram = "
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
";
    let mut g = classic(Side::Defenders, diagram);
    play(&mut g, "f11-a11", "", defenders_win(Reason::Escape));
}

#[test]
fn classic_repetition_set_up_counts_and_mover_loses() {
    // Attackers to move in the set-up: the defenders' move at ply 8 brings
    // it back a third time, so the defenders lose; with the defenders to
    // move in the set-up, the attackers make the third occurrence and lose.
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
    let mut g = classic(Side::Attackers, diagram);
    play_quiet(&mut g, "c2-c3 h4-h5 c3-c2 h5-h4 c2-c3 h4-h5 c3-c2");
    play(&mut g, "h5-h4", "", attackers_win(Reason::Repetition));
    let mut g = classic(Side::Defenders, diagram);
    play_quiet(&mut g, "h4-h5 c2-c3 h5-h4 c3-c2 h4-h5 c2-c3 h5-h4");
    play(&mut g, "c3-c2", "", defenders_win(Reason::Repetition));
}

#[test]
fn classic_no_draw_even_by_agreement() {
    let mut g = Game::new(&CLASSIC);
    play(&mut g, "d1-d3", "", ONGOING);
    for side in [Side::Attackers, Side::Defenders] {
        assert!(matches!(g.offer_draw(side), Err(GameError::NoDraws(_))));
        assert!(matches!(g.accept_draw(side), Err(GameError::NoDraws(_))));
    }
    assert_eq!(g.draw_offer(), None);
    assert_eq!(g.outcome(), ONGOING);
}

#[test]
fn classic_and_copenhagen_agree_on_a_quiet_opening() {
    // The first moves of a game that touch none of the differences give
    // the same positions and captures in both rulesets.
    let moves = "d1-d3 e5-e2 g1-g3 f4-d4";
    let mut a = Game::new(&COPENHAGEN);
    let mut b = Game::new(&CLASSIC);
    for m in moves.split_whitespace() {
        let pa = a.play(mv(m)).expect("legal");
        let pb = b.play(mv(m)).expect("legal");
        assert_eq!(pa.captured, pb.captured, "{m}");
        assert!(*a.position() == *b.position(), "{m}");
    }
}
