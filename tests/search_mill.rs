//! The mill (issue 17's horizon case): the king stands next to the square
//! the attackers must block, a defender steps off the king's line to open
//! an escape threat, the attackers block, the defender steps back and takes
//! the block against the armed king, and so on, a piece a turn. Both
//! positions come from a self-play game at 1 s a move (engine of 2118159,
//! docs/MATCHES.md) in which the attackers fed c2 seven times.
//! Fixed node budgets, never time.

mod common;

use common::after;
use hnef::search::{self, Level, Limits};
use hnef::{Board, Game, Move, Position, Side, COPENHAGEN};

fn game(diagram: &str, side: Side) -> Game {
    let board = Board::from_diagram(diagram).expect("diagram");
    Game::from_position(&COPENHAGEN, Position::new(board, side).expect("position"))
}

fn expert(game: &Game, nodes: u64) -> search::Outcome {
    let limits = Limits {
        nodes: Some(nodes),
        seed: 7,
        ..Limits::default()
    };
    let root = game.search_root().expect("the game goes on");
    let mut searcher = search::Searcher::new(16);
    searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {})
}

/// Ply 102 of the game: the attackers blocked on c2 (c11-c2), the defender
/// took the block from b3 (b3-b2xc2). With the attackers to move, b2-b3
/// opens the king's way to a2 (next to the corner) again, and only c2 and
/// a2 block it, both taken at once (from b2 against the king, from b3-a3
/// against the corner).
const AFTER_THE_FIRST_TURN: &str = "
    11  . . . . . a a a . . .
    10  a . . . . . . . . a .
     9  . . . . . . . . . . a
     8  a . . . a . . . . . .
     7  . . . . . . . . . . .
     6  a . . . . . . . . . .
     5  . . . . . . . . . . .
     4  a . . . . . . . . . .
     3  . . . . . . . . . a .
     2  . d . k . . . . a d .
     1  . . a . . . . . a . .
         a b c d e f g h i j k";

#[test]
fn the_attackers_do_not_let_the_mill_turn_again() {
    // The game went a6-c6 b2-b3 c6-c2 b3-b2xc2 ... six times more. After
    // the expert's move no defenders' reply may bring back the defence of
    // ply 100 (b3, j2, the king on d2), where the next block is fed again:
    // the search sees the mill and breaks it (j3-b3 takes the square).
    let g = game(AFTER_THE_FIRST_TURN, Side::Attackers);
    let before = Board::from_diagram(
        "
    11  . . a . . a a a . . .
    10  a . . . . . . . . a .
     9  . . . . . . . . . . a
     8  a . . . a . . . . . .
     7  . . . . . . . . . . .
     6  a . . . . . . . . . .
     5  . . . . . . . . . . .
     4  a . . . . . . . . . .
     3  . d . . . . . . . a .
     2  . . . k . . . . a d .
     1  . . a . . . . . a . .
         a b c d e f g h i j k",
    )
    .expect("diagram");
    let out = expert(&g, 200_000);
    let m: Move = out.best.expect("a move");
    let next = after(&g, m);
    for &r in next.legal_moves().iter() {
        let b = *after(&next, r).position().board();
        assert!(
            !(b.defenders == before.defenders && b.king == before.king),
            "after {m} the defenders bring the mill back with {r}"
        );
    }
}

/// Ply 100 of the game, the defence back on b3, without the attacker on j3
/// (the one that could take b3 after the next capture): every block of
/// the way to a2 is taken at once and the defence steps back, a piece a
/// turn, and nothing else holds either.
const NO_WAY_OUT: &str = "
    11  . . a . . a a a . . .
    10  a . . . . . . . . a .
     9  . . . . . . . . . . a
     8  a . . . a . . . . . .
     7  . . . . . . . . . . .
     6  a . . . . . . . . . .
     5  . . . . . . . . . . .
     4  a . . . . . . . . . .
     3  . d . . . . . . . . .
     2  . . . k . . . . a d .
     1  . . a . . . . . a . .
         a b c d e f g h i j k";

#[test]
fn a_lost_position_is_not_fed_to_the_mill() {
    // The engine before the mill rule played c11-c2 (about -9.5 pawns,
    // b3-b2xc2 next) and would have fed c2 turn after turn. Now the search
    // sees every line lost (a real loss, by the rules) and plays the
    // longest of them rather than a block on c2.
    let g = game(NO_WAY_OUT, Side::Attackers);
    let out = expert(&g, 1_000_000);
    let m = out.best.expect("a move");
    assert_ne!(m.to.to_string(), "c2", "{m} feeds the mill");
    let plies = search::mate_in(out.score);
    assert!(
        plies.is_some_and(|p| p < 0),
        "{m}: score {} is not a loss",
        out.score
    );
}
