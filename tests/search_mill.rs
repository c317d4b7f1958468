//! The mill (issue 17's horizon case): the king stands next to the square
//! the attackers must block, a defender steps off the king's line to open
//! an escape threat, the attackers block, the defender steps back and takes
//! the block against the armed king, and so on, a piece a turn. Both
//! positions come from a self-play game at 1 s a move (engine of 2118159,
//! docs/MATCHES.md) in which the attackers fed c2 seven times.
//! Fixed node budgets, never time.

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
fn played_on_from_the_mill_no_square_is_fed_twice() {
    // The game went on a6-c6 b2-b3 c6-c2 b3-b2xc2, six times more. Played
    // on by the expert for both sides (fixed nodes a move, so the same
    // game every time), no square may take two blocks that the very next
    // move captures: the search sees the mill turn and breaks it (j3-b3
    // takes the square the defender steps back to) or stops feeding it.
    let mut g = game(AFTER_THE_FIRST_TURN, Side::Attackers);
    let mut searcher = search::Searcher::new(16);
    let limits = Limits {
        nodes: Some(200_000),
        seed: 7,
        ..Limits::default()
    };
    let mut fed = std::collections::HashMap::new();
    let mut last_attackers_move: Option<Move> = None;
    let mut line = Vec::new();
    for _ in 0..40 {
        let Some(root) = g.search_root() else { break };
        let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
        let m = out.best.expect("a move");
        let mover = g.side_to_move();
        let played = g.play(m).expect("legal");
        line.push(played.notation());
        if mover == Side::Defenders {
            if let Some(a) = last_attackers_move.take() {
                if played.captured.has(a.to) {
                    *fed.entry(a.to.to_string()).or_insert(0) += 1;
                }
            }
        } else {
            last_attackers_move = Some(m);
        }
    }
    assert!(
        fed.values().all(|&n| n < 2),
        "fed twice: {fed:?} in {}",
        line.join(" ")
    );
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
