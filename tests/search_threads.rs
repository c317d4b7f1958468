//! The search on several threads ("lazy SMP", `Searcher::set_threads`):
//! helpers share the table and never change what a node-limited search
//! finds; a timed or depth-limited search on several threads plays a legal
//! move, completes its iterations and counts the helpers' nodes.

use hnef::rules::movegen;
use hnef::search::{Level, Limits, Outcome, SearchRoot, Searcher, MAX_THREADS};
use hnef::{Game, COPENHAGEN};
use std::time::Instant;

fn opening() -> SearchRoot {
    let mut g = Game::new(&COPENHAGEN);
    for m in ["d1-d3", "e5-e2", "g1-g3", "f4-c4"] {
        g.play(hnef::notation::parse_move(m).unwrap().mv).unwrap();
    }
    g.search_root().expect("the game goes on")
}

fn search(threads: usize, limits: &Limits, reports: &mut Vec<(u32, u64)>) -> Outcome {
    let root = opening();
    let mut s = Searcher::new(4);
    s.set_threads(threads);
    assert_eq!(s.threads(), threads);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    s.search(&root, Level::Expert, limits, &clock, &mut |r| {
        reports.push((r.depth, r.nodes));
    })
}

#[test]
fn a_node_limit_keeps_the_search_on_one_thread() {
    let limits = Limits {
        nodes: Some(30_000),
        ..Limits::default()
    };
    let one = search(1, &limits, &mut Vec::new());
    for threads in [2, 4] {
        let many = search(threads, &limits, &mut Vec::new());
        assert_eq!(
            (many.best, many.score, many.depth, many.nodes, many.pv),
            (one.best, one.score, one.depth, one.nodes, one.pv.clone()),
            "{threads} threads"
        );
    }
}

#[test]
fn a_depth_limited_search_on_three_threads_completes_every_iteration() {
    let root = opening();
    let limits = Limits {
        depth: Some(7),
        ..Limits::default()
    };
    let mut reports = Vec::new();
    let out = search(3, &limits, &mut reports);
    let best = out.best.expect("a move");
    assert!(movegen::is_legal(&root.position, root.rules, best));
    assert_eq!(out.depth, 7);
    let depths: Vec<u32> = reports.iter().map(|r| r.0).collect();
    assert_eq!(depths, (1..=7).collect::<Vec<_>>());
    // Node counts never go back, and the result counts at least the last
    // report's (the helpers' nodes are added as they finish iterations).
    assert!(reports.windows(2).all(|w| w[0].1 <= w[1].1), "{reports:?}");
    assert!(
        out.nodes >= reports.last().unwrap().1,
        "{reports:?} {}",
        out.nodes
    );
}

#[test]
fn a_timed_search_on_two_threads_plays_a_legal_move_every_time() {
    let root = opening();
    let mut s = Searcher::new(2);
    s.set_threads(2);
    let mut game = Game::from_position(&COPENHAGEN, root.position);
    // A few moves of a game, the table and the helpers reused between them.
    for _ in 0..6 {
        let Some(root) = game.search_root() else {
            break;
        };
        let t0 = Instant::now();
        let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
        let limits = Limits {
            time_ms: Some(30.0),
            ..Limits::default()
        };
        let out = s.search(&root, Level::Expert, &limits, &clock, &mut |_| {});
        let mv = out.best.expect("a move");
        assert!(movegen::is_legal(&root.position, root.rules, mv));
        assert!(out.depth >= 1);
        game.play(mv).expect("legal");
    }
}

#[test]
fn the_thread_count_is_clamped() {
    let mut s = Searcher::new(1);
    assert_eq!(s.threads(), 1);
    s.set_threads(0);
    assert_eq!(s.threads(), 1);
    s.set_threads(usize::MAX);
    assert_eq!(s.threads(), MAX_THREADS);
    s.set_threads(1);
    assert_eq!(s.threads(), 1);
}
