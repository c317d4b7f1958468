//! M1 (movement) and M2 (restricted squares), for both rulesets where they
//! agree; the classic throne that blocks is also in `rules_classic.rs`.

mod common;

use common::*;
use hnef::{IllegalMove, Piece, Reason, Side};

/// An attacker alone on c3 (rank 11 at the top).
const OPEN: &str = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . d . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . a . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";

#[test]
fn m1_rook_move_any_distance() {
    for rules in both() {
        let g = game(rules, Side::Attackers, OPEN);
        assert_targets(
            &g,
            "c3",
            "c1 c2 c4 c5 c6 c7 c8 c9 c10 c11 a3 b3 d3 e3 f3 g3 h3 i3 j3 k3",
        );
        assert_eq!(g.legal_moves().len(), 20, "{}", rules.id);
    }
}

#[test]
fn m1_long_move_is_legal_and_lands() {
    for rules in both() {
        let mut g = game(rules, Side::Attackers, OPEN);
        play(&mut g, "c3-c11", "", ONGOING);
        assert_eq!(piece(&g, "c11"), Some(Piece::Attacker));
        assert_eq!(piece(&g, "c3"), None);
        assert_eq!(g.side_to_move(), Side::Defenders);
    }
}

#[test]
fn m1_no_diagonal_move() {
    for rules in both() {
        let mut g = game(rules, Side::Attackers, OPEN);
        assert!(matches!(
            illegal(&mut g, "c3-d4"),
            IllegalMove::NotStraight(_)
        ));
        assert!(matches!(
            illegal(&mut g, "c3-h8"),
            IllegalMove::NotStraight(_)
        ));
        assert!(matches!(
            illegal(&mut g, "c3-a1"),
            IllegalMove::NotStraight(_) | IllegalMove::Restricted(_)
        ));
    }
}

#[test]
fn m1_no_turn_in_one_move() {
    for rules in both() {
        let mut g = game(rules, Side::Attackers, OPEN);
        assert!(matches!(
            illegal(&mut g, "c3-d5"),
            IllegalMove::NotStraight(_)
        ));
        assert!(matches!(
            illegal(&mut g, "c3-e4"),
            IllegalMove::NotStraight(_)
        ));
    }
}

#[test]
fn m1_zero_move_does_not_exist() {
    for rules in both() {
        let mut g = game(rules, Side::Attackers, OPEN);
        assert!(matches!(illegal(&mut g, "c3-c3"), IllegalMove::NullMove(_)));
        assert!(
            g.legal_moves().as_slice().iter().all(|m| m.from != m.to),
            "{}: a null move is listed",
            rules.id
        );
    }
}

#[test]
fn m1_no_jumping_over_a_piece() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . d . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  a . a . a . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        // Stopped by an enemy above and by friends on either side.
        assert_targets(&g, "c3", "c1 c2 c4 c5 b3 d3");
        assert!(matches!(illegal(&mut g, "c3-c7"), IllegalMove::Blocked(_)));
        assert!(matches!(illegal(&mut g, "c3-f3"), IllegalMove::Blocked(_)));
        assert!(matches!(illegal(&mut g, "c3-a3"), IllegalMove::Blocked(_)));
    }
}

#[test]
fn m1_cannot_land_on_a_piece() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . d . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . a . a . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        // Neither an enemy (no capture by displacement) nor a friend.
        illegal(&mut g, "c3-c6");
        illegal(&mut g, "c3-e3");
    }
}

#[test]
fn m1_only_the_side_to_move_moves() {
    for rules in both() {
        let mut g = game(rules, Side::Attackers, OPEN);
        assert!(matches!(
            illegal(&mut g, "i8-i7"),
            IllegalMove::NotYourPiece(..)
        ));
        assert!(matches!(
            illegal(&mut g, "f6-f7"),
            IllegalMove::NotYourPiece(..)
        ));
        assert!(matches!(illegal(&mut g, "d4-d5"), IllegalMove::NoPiece(_)));
        play(&mut g, "c3-c4", "", ONGOING);
        assert!(matches!(
            illegal(&mut g, "c4-c5"),
            IllegalMove::NotYourPiece(..)
        ));
        play(&mut g, "i8-i7", "", ONGOING);
    }
}

#[test]
fn m1_king_moves_like_a_rook() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . k . . . . . a .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert_targets(
            &g,
            "d4",
            "d1 d2 d3 d5 d6 d7 d8 d9 d10 d11 a4 b4 c4 e4 f4 g4 h4 i4",
        );
        play(&mut g, "d4-d10", "", ONGOING);
        assert_eq!(piece(&g, "d10"), Some(Piece::King));
        play(&mut g, "j4-j5", "", ONGOING);
        illegal(&mut g, "d10-e11");
    }
}

#[test]
fn m1_no_pass_every_listed_move_is_a_rook_move() {
    for rules in both() {
        let g = hnef::Game::new(rules);
        let moves = g.legal_moves();
        assert_eq!(moves.len(), 116, "{}: attackers' first moves", rules.id);
        for m in moves.as_slice() {
            let straight = m.from.file() == m.to.file() || m.from.rank() == m.to.rank();
            assert!(straight && m.from != m.to, "{}: {m}", rules.id);
        }
    }
}

#[test]
fn m1_illegal_move_leaves_the_game_unchanged() {
    for rules in both() {
        let mut g = hnef::Game::new(rules);
        let before = *g.position();
        illegal(&mut g, "d1-e2");
        illegal(&mut g, "d1-d1");
        illegal(&mut g, "e5-e3");
        assert!(*g.position() == before);
        assert_eq!(g.side_to_move(), Side::Attackers);
        assert!(g.played().is_empty());
        assert_eq!(g.outcome(), ONGOING);
    }
}

/// A defender on f3, an attacker on c6, the throne empty.
const THRONE_EMPTY: &str = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . k . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . a . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . d . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";

#[test]
fn m2_defender_cannot_stop_on_the_throne() {
    let mut g = copenhagen(Side::Defenders, THRONE_EMPTY);
    assert_targets(
        &g,
        "f3",
        "f1 f2 f4 f5 f7 f8 f9 f10 f11 a3 b3 c3 d3 e3 g3 h3 i3 j3 k3",
    );
    assert_eq!(illegal(&mut g, "f3-f6"), IllegalMove::Restricted(sq("f6")));
}

#[test]
fn m2_attacker_cannot_stop_on_the_throne() {
    let mut g = copenhagen(Side::Attackers, THRONE_EMPTY);
    assert_targets(
        &g,
        "c6",
        "a6 b6 d6 e6 g6 h6 i6 j6 k6 c1 c2 c3 c4 c5 c7 c8 c9 c10 c11",
    );
    assert_eq!(illegal(&mut g, "c6-f6"), IllegalMove::Restricted(sq("f6")));
}

#[test]
fn m2_ordinary_piece_passes_empty_throne() {
    let mut g = copenhagen(Side::Defenders, THRONE_EMPTY);
    play(&mut g, "f3-f10", "", ONGOING);
    play(&mut g, "c6-k6", "", ONGOING);
    assert_eq!(piece(&g, "f10"), Some(Piece::Defender));
    assert_eq!(piece(&g, "k6"), Some(Piece::Attacker));
}

#[test]
fn m2_ordinary_piece_cannot_stop_on_a_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . k . . . . .
 5  a . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . d
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Attackers, diagram);
        assert_targets(
            &g,
            "a5",
            "a2 a3 a4 a6 a7 a8 a9 a10 b5 c5 d5 e5 f5 g5 h5 i5 j5 k5",
        );
        assert_eq!(illegal(&mut g, "a5-a1"), IllegalMove::Restricted(sq("a1")));
        assert_eq!(
            illegal(&mut g, "a5-a11"),
            IllegalMove::Restricted(sq("a11"))
        );
        play(&mut g, "a5-a4", "", ONGOING);
        // The defender on k2 touches a corner: it may not step onto it.
        assert_targets(
            &g,
            "k2",
            "k3 k4 k5 k6 k7 k8 k9 k10 a2 b2 c2 d2 e2 f2 g2 h2 i2 j2",
        );
        assert_eq!(illegal(&mut g, "k2-k1"), IllegalMove::Restricted(sq("k1")));
        assert_eq!(
            illegal(&mut g, "k2-k11"),
            IllegalMove::Restricted(sq("k11"))
        );
    }
}

#[test]
fn m2_king_may_stop_on_the_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . k . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert!(g.targets(sq("f9")).has(sq("f6")), "{}", rules.id);
        play(&mut g, "f9-f6", "", ONGOING);
        assert_eq!(g.position().king(), sq("f6"));
    }
}

#[test]
fn m2_king_may_return_to_the_throne() {
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
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        play(&mut g, "f6-i6", "", ONGOING);
        play(&mut g, "c1-c2", "", ONGOING);
        assert!(g.targets(sq("i6")).has(sq("f6")), "{}", rules.id);
        play(&mut g, "i6-f6", "", ONGOING);
        assert_eq!(g.position().king(), sq("f6"));
    }
}

#[test]
fn m2_king_passes_through_the_throne() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . k . . . . .
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert_targets(
            &g,
            "f3",
            "f1 f2 f4 f5 f6 f7 f8 f9 f10 f11 a3 b3 c3 d3 e3 g3 h3 i3 j3 k3",
        );
        play(&mut g, "f3-f10", "", ONGOING);
    }
}

#[test]
fn m2_king_may_stop_on_a_corner() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  k . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . . . . . . .
 2  . . . . . . . . . . .
 1  . . . . . a . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let mut g = game(rules, Side::Defenders, diagram);
        assert!(g.targets(sq("a5")).has(sq("a1")));
        assert!(g.targets(sq("a5")).has(sq("a11")));
        play(&mut g, "a5-a1", "", defenders_win(Reason::Escape));
    }
}

#[test]
fn m2_nothing_passes_the_throne_while_the_king_is_on_it() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . a . . . k . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . d . . . . .
 2  . . . . . . . . . . .
 1  . . . . . . . . . . .
    a b c d e f g h i j k
";
    for rules in both() {
        let g = game(rules, Side::Defenders, diagram);
        assert_targets(&g, "f3", "f1 f2 f4 f5 a3 b3 c3 d3 e3 g3 h3 i3 j3 k3");
        let g = game(rules, Side::Attackers, diagram);
        assert_targets(&g, "b6", "a6 c6 d6 e6 b1 b2 b3 b4 b5 b7 b8 b9 b10 b11");
    }
}

#[test]
fn m2_classic_empty_throne_blocks_ordinary_pieces() {
    let mut g = classic(Side::Defenders, THRONE_EMPTY);
    assert_targets(&g, "f3", "f1 f2 f4 f5 a3 b3 c3 d3 e3 g3 h3 i3 j3 k3");
    assert_eq!(illegal(&mut g, "f3-f10"), IllegalMove::ThroneBlocks);
    assert_eq!(illegal(&mut g, "f3-f7"), IllegalMove::ThroneBlocks);
    play(&mut g, "f3-f5", "", ONGOING);
    assert_targets(&g, "c6", "a6 b6 d6 e6 c1 c2 c3 c4 c5 c7 c8 c9 c10 c11");
    assert_eq!(illegal(&mut g, "c6-k6"), IllegalMove::ThroneBlocks);
}

#[test]
fn m2_classic_empty_throne_does_not_block_the_king() {
    let diagram = "
11  . . . . . . . . . . .
10  . . . . . . . . . . .
 9  . . . . . . . . . . .
 8  . . . . . . . . . . .
 7  . . . . . . . . . . .
 6  . . . . . . . . . . .
 5  . . . . . . . . . . .
 4  . . . . . . . . . . .
 3  . . . . . k . . . . .
 2  . . . . . . . . . . .
 1  . . a . . . . . . . .
    a b c d e f g h i j k
";
    let mut g = classic(Side::Defenders, diagram);
    assert!(g.targets(sq("f3")).has(sq("f11")));
    assert!(g.targets(sq("f3")).has(sq("f6")));
    play(&mut g, "f3-f11", "", ONGOING);
}

#[test]
fn m2_copenhagen_and_classic_differ_only_in_passing_the_throne() {
    // The same open position: Copenhagen lets the defender on f3 through
    // the empty throne, classic does not; nothing else differs.
    let cph = copenhagen(Side::Defenders, THRONE_EMPTY);
    let cls = classic(Side::Defenders, THRONE_EMPTY);
    let diff = cph.targets(sq("f3")).0 ^ cls.targets(sq("f3")).0;
    assert_eq!(names(hnef::Bitboard(diff)), names(set("f7 f8 f9 f10 f11")));
}
