//! Endgame search tests: the horizon case of issue 17 (an attacker that
//! blocks a king's route on a square where a defender captures it at once,
//! again and again, until the blocks run out), the endgame suite's data,
//! a lone king of the suite won at the budget, and a lone king
//! that must move (no null move for it).
//! Node budgets only, never the clock.

mod common;

use common::{after, forced_win};
use hnef::search::{self, Level, Limits};
use hnef::{Board, Game, Move, Position, Side, COPENHAGEN};

fn game(diagram: &str, side: Side) -> Game {
    let board = Board::from_diagram(diagram).expect("diagram");
    Game::from_position(&COPENHAGEN, Position::new(board, side).expect("position"))
}

fn mv(text: &str) -> Move {
    hnef::notation::parse_move(text).expect("move").mv
}

fn choose(game: &Game, nodes: u64, seed: u64) -> Move {
    let limits = Limits {
        nodes: Some(nodes),
        seed,
        ..Limits::default()
    };
    let root = game.search_root().expect("the game goes on");
    search::choose_move(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {}).expect("a move")
}

/// The king on g5 threatens g5-g1, after which a1 and k1 are both open.
/// j2-g2 blocks on a square the defender on h6 takes at once (h6-h2, with
/// f2); c3-g3 blocks where no defender can reach either side in one move.
const SACRIFICE_OR_BLOCK: &str = "
    11  . . . . . . . . . . .
    10  . a a a . . . a a . .
     9  . a a a a . . . . . .
     8  . . . . . . . . a a .
     7  . . . . . . a . . . .
     6  . . . . . . . d . . .
     5  . . . . a . k . a . .
     4  . . . . . . . . . . .
     3  . . a . . . . . . . .
     2  . . . . . d . . . a .
     1  . . . . . . . . . . .
         a b c d e f g h i j k";

/// Attacker moves in `game` whose piece the defenders capture with their
/// very next move: the pattern of the horizon case.
fn given_away(game: &Game) -> Vec<String> {
    let played = game.played();
    let mut out = Vec::new();
    for (i, w) in played.windows(2).enumerate() {
        let side = if (i % 2 == 0) == (game.start().side_to_move() == Side::Attackers) {
            Side::Attackers
        } else {
            Side::Defenders
        };
        if side == Side::Attackers && w[1].captured.has(w[0].mv.to) {
            out.push(format!("ply {}: {} taken by {}", i + 1, w[0].mv, w[1].mv));
        }
    }
    out
}

#[test]
fn the_position_is_what_the_test_says() {
    let g = game(SACRIFICE_OR_BLOCK, Side::Attackers);
    // The sacrifice is taken at once...
    let took = after(&after(&g, mv("j2-g2")), mv("h6-h2"));
    assert!(took.played()[1].captured.has(mv("j2-g2").to));
    // ...and doing nothing loses: g5-g1 forks a1 and k1.
    let idle = after(&g, mv("b10-b11"));
    assert!(forced_win(&idle, 3));
    // A real block holds for now.
    assert!(!forced_win(&after(&g, mv("c3-g3")), 3));
}

#[test]
fn expert_blocks_for_good_instead_of_giving_a_piece_away() {
    let g = game(SACRIFICE_OR_BLOCK, Side::Attackers);
    for nodes in [2_000, 10_000, 50_000] {
        for seed in [1, 2] {
            let m = choose(&g, nodes, seed);
            assert_ne!(
                m,
                mv("j2-g2"),
                "{nodes} nodes: the block that is taken at once"
            );
            assert!(
                !forced_win(&after(&g, m), 3),
                "{nodes} nodes: {m} lets the king escape within 3 plies"
            );
        }
    }
}

#[test]
fn self_play_gives_no_blocker_away() {
    let mut g = game(SACRIFICE_OR_BLOCK, Side::Attackers);
    for ply in 0..30u64 {
        if g.outcome().is_some() {
            break;
        }
        let m = choose(&g, 20_000, ply);
        g.play(m).expect("legal");
    }
    let given = given_away(&g);
    assert!(
        given.is_empty(),
        "{given:?}\n{}",
        hnef::notation::record_text(&g)
    );
}

/// Lone king no. 22 of the endgame suite (`hnef endgames`, king + 0 against
/// 21 attackers, king on g1). To win it the attackers need their moves to
/// the squares where a quiet move might win at once searched in full, not
/// only played, at the nodes where late-move pruning would skip them: with
/// them only played it ran to 200 plies unfinished at this budget.
const LONE_KING_22: &str = "
    11  . . . . . . . . . . .
    10  . . a a . . . . . . .
     9  a . a . . . . . . . .
     8  . a . . . . . . . a .
     7  . . . . . a . . . . .
     6  a . . . a . . . . . .
     5  . a . . . . . . a . a
     4  . a . . . . . a a . .
     3  . . a . . . . . . . .
     2  . a . . . . . a . a .
     1  . . . a . . k . a . .
         a b c d e f g h i j k";

#[test]
fn lone_king_22_is_won_at_the_bars_budget() {
    // The bar: expert against expert at 200,000 nodes a move, a
    // searcher per side kept for the whole game (as `hnef endgames run`).
    let mut g = game(LONE_KING_22, Side::Attackers);
    assert_eq!(
        hnef::notation::position_text(g.start()),
        "11/2aa7/a1a8/1a7a1/5a5/a3a6/1a6a1a/1a5aa2/2a8/1a5a1a1/3a2k1a2 a"
    );
    let mut attackers = search::Searcher::default();
    let mut defenders = search::Searcher::default();
    while g.outcome().is_none() && g.played().len() < 100 {
        let searcher = match g.side_to_move() {
            Side::Attackers => &mut attackers,
            Side::Defenders => &mut defenders,
        };
        let limits = Limits {
            nodes: Some(200_000),
            seed: g.played().len() as u64,
            ..Limits::default()
        };
        let root = g.search_root().expect("the game goes on");
        let m = searcher
            .choose_move(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {})
            .expect("a move");
        g.play(m).expect("legal");
    }
    let outcome = g.outcome();
    assert!(
        outcome.is_some_and(
            |o| o.winner == Some(Side::Attackers) && o.reason != hnef::Reason::Repetition
        ),
        "{outcome:?} after {} plies\n{}",
        g.played().len(),
        hnef::notation::record_text(&g)
    );
}

/// Lone king no. 10 of `src/bin/hnef/data/lone.txt` (1 s self-play, king
/// alone against 15): the king on d1 can only run along the first rank and
/// up a few files, and every move it makes brings the trap closer; left
/// where it is, it would be safe. A search that lets the king pass (a null
/// move) sees none of that: the attackers' mate in 5 took over 4 million
/// nodes with it (a mate in 7 after 2.4 million), 0.6 million without.
const LONE_KING_ZUGZWANG: &str = "
    11  . . a . . . . . . . .
    10  . a . . . . . . . a .
     9  a . . . . . . . . . a
     8  . . . . . . . . . . .
     7  . . . . a . . . . . .
     6  . . . . . . a . . . .
     5  . . . . . . . . . . .
     4  . . . . . . a . . . .
     3  . . . . . a . a . . .
     2  . a . . a . . . . a .
     1  . . a k . . . . a . .
         a b c d e f g h i j k";

#[test]
fn a_lone_king_is_never_let_pass() {
    let g = game(LONE_KING_ZUGZWANG, Side::Attackers);
    assert_eq!(
        hnef::notation::position_text(g.start()),
        "2a8/1a7a1/a9a/11/4a6/6a4/11/6a4/5a1a3/1a2a4a1/2ak4a2 a"
    );
    let limits = Limits {
        nodes: Some(1_000_000),
        ..Limits::default()
    };
    let root = g.search_root().expect("the game goes on");
    let out =
        search::Searcher::default().search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    let mate = search::mate_in(out.score);
    let pv: Vec<String> = out.pv.iter().map(ToString::to_string).collect();
    assert!(
        mate.is_some_and(|n| n > 0),
        "score {} (mate {mate:?}) at depth {} after {} nodes, pv {}",
        out.score,
        out.depth,
        out.nodes,
        pv.join(" ")
    );
    // The mate plays out to the attackers' win within its plies, and not by
    // repetition. The principal variation ends at the last iteration's
    // depth: a mate found deeper, through the king-threat extensions or
    // the quiescence search, is played on by searching again from where
    // the line stops (with the same limits, both sides).
    let plies = 2 * mate.unwrap() - 1;
    let mut line = g.clone();
    let mut played = pv.clone();
    let mut next = out.pv.clone();
    while line.outcome().is_none() && line.played().len() < plies as usize {
        if next.is_empty() {
            let root = line.search_root().expect("the game goes on");
            next = search::Searcher::default()
                .search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {})
                .pv;
            assert!(!next.is_empty(), "no move after {}", played.join(" "));
            played.extend(next.iter().map(ToString::to_string));
        }
        line.play(next.remove(0)).expect("legal");
    }
    assert!(
        line.outcome().is_some_and(
            |o| o.winner == Some(Side::Attackers) && o.reason != hnef::Reason::Repetition
        ) && line.played().len() <= plies as usize,
        "{:?} after {} plies of {} (mate in {plies} plies claimed)",
        line.outcome(),
        line.played().len(),
        played.join(" ")
    );
}
