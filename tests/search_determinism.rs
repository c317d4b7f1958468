//! Determinism: the same seed, position, history and node limit give the
//! same move, for every level, with a fresh searcher or a reused one.

use hnef::search::{self, Level, Limits, SearchRoot, Searcher};
use hnef::{Game, COPENHAGEN};

fn opening() -> Game {
    let mut g = Game::new(&COPENHAGEN);
    for m in ["d1-d3", "e5-e2", "g1-g3", "f4-c4"] {
        g.play(hnef::notation::parse_move(m).unwrap().mv).unwrap();
    }
    g
}

#[test]
fn same_seed_and_nodes_give_the_same_move() {
    let g = opening().search_root().expect("the game goes on");
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        for seed in [1u64, 2] {
            let limits = Limits {
                nodes: Some(4_000),
                seed,
                ..Limits::default()
            };
            let a = search::choose_move(&g, level, &limits, &|| 0.0, &mut |_| {});
            // A clock that runs wildly must not matter without a time limit.
            let tick = std::cell::Cell::new(0.0);
            let clock = || {
                tick.set(tick.get() + 1e6);
                tick.get()
            };
            let b = search::choose_move(&g, level, &limits, &clock, &mut |_| {});
            assert_eq!(a, b, "{level:?} seed {seed}");
            let mut s = Searcher::new(1);
            let c = s.choose_move(&g, level, &limits, &|| 0.0, &mut |_| {});
            assert_eq!(a, c, "{level:?} seed {seed}, other table size");
        }
    }
}

#[test]
fn easy_varies_with_the_seed() {
    let g = Game::new(&COPENHAGEN)
        .search_root()
        .expect("the game goes on");
    let moves: std::collections::HashSet<_> = (0..12u64)
        .map(|seed| {
            let limits = Limits {
                nodes: Some(3_000),
                seed,
                ..Limits::default()
            };
            search::choose_move(&g, Level::Easy, &limits, &|| 0.0, &mut |_| {})
        })
        .collect();
    assert!(moves.len() >= 3, "easy should not always play one move");
}

#[test]
fn reports_come_once_per_iteration() {
    let g = opening().search_root().expect("the game goes on");
    let limits = Limits {
        depth: Some(3),
        nodes: Some(u64::MAX),
        ..Limits::default()
    };
    let mut depths = Vec::new();
    search::choose_move(&g, Level::Expert, &limits, &|| 0.0, &mut |r| {
        depths.push(r.depth);
        assert!(!r.pv.is_empty());
    });
    assert_eq!(depths, vec![1, 2, 3]);
}

#[test]
fn no_move_when_the_game_is_over() {
    // A finished game has nothing to search from.
    let mut g = Game::new(&COPENHAGEN);
    g.offer_draw(hnef::Side::Attackers).unwrap();
    g.accept_draw(hnef::Side::Defenders).unwrap();
    assert!(g.search_root().is_none());
    // A position whose side to move has no move (E1) gives no move either:
    // the attacker on b1 is boxed in by the corner and two defenders.
    let board = hnef::Board::from_diagram(
        "...........
         ...........
         ...........
         ...........
         ...........
         .....k.....
         ...........
         ...........
         ...........
         .d.........
         .ad........",
    )
    .unwrap();
    let pos = hnef::Position::new(board, hnef::Side::Attackers).unwrap();
    let root = SearchRoot::new(pos, &COPENHAGEN);
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        let m = search::choose_move(&root, level, &Limits::default(), &|| 0.0, &mut |_| {});
        assert_eq!(m, None, "{level:?}");
    }
}
