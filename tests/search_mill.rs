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

/// Plays on from `g`, the expert for both sides at 200,000 nodes a move
/// (one searcher, fixed seed: the same game every time), at most `plies`
/// moves: each move with what it captured, and the line in notation.
fn play_on(g: &mut Game, plies: usize) -> (Vec<(Move, hnef::Bitboard)>, String) {
    let mut searcher = search::Searcher::new(16);
    let limits = Limits {
        nodes: Some(200_000),
        seed: 7,
        ..Limits::default()
    };
    let mut moves = Vec::new();
    let mut line = Vec::new();
    for _ in 0..plies {
        let Some(root) = g.search_root() else { break };
        let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
        let m = out.best.expect("a move");
        let played = g.play(m).expect("legal");
        line.push(played.notation());
        moves.push((m, played.captured));
    }
    (moves, line.join(" "))
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
    let (moves, line) = play_on(&mut g, 40);
    let mut fed = std::collections::HashMap::new();
    // The attackers move first: each of their blocks against the very
    // next move's captures.
    for pair in moves.chunks(2) {
        if let [(a, _), (_, captured)] = pair {
            if captured.has(a.to) {
                *fed.entry(a.to.to_string()).or_insert(0) += 1;
            }
        }
    }
    assert!(fed.values().all(|&n| n < 2), "fed twice: {fed:?} in {line}");
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

/// The first 36 plies of a self-play game at 1 s a move (engine of
/// ca526de, docs/MATCHES.md, "The mill: self-play at 1 s a move, 54 pairs
/// more"). The king stands on f11 and sees a11 along the top rank. At ply
/// 33 the attackers blocked on e11 (e3-e11) and the defender took the block
/// against the king (d10-d11xe11); the attackers brought a piece to e7
/// (a7-e7), the defender stepped back (d11-d10), and the king sees a11
/// again. The engine blocked on e11 again (e7-e11, taken by d10-d11), its
/// third piece lost on that square.
const E11_GAME: &str = "d1-d3 f8-i8 d11-d9 f4-c4 e1-e3 e7-e10 d9-d10 f7-b7 h11-h9 e5-b5 \
    f2-b2 b7-b10 j6-j2 f6-f9 d10-d9 f9-g9 g11-i11 i8-i9 f10-j10 c4-c9 d9-e9 g9-f9 f1-f4 \
    c9-d9 a4-c4 d9-d11 e11-e9 d6-d9 f11-e11 f9-f11 a6-d6 d11-d10 e3-e11 d10-d11 a7-e7 d11-d10";

/// The first 58 plies of another game of that self-play: the attackers
/// refilled b3 at plies 49, 55 and 59, each time taken by a defender
/// sliding a8-a3 against the defender on c3, which then stepped back to
/// a8. No escape threat stands, so the search's mill never fires; the
/// engine refilled b3 (b9-b3) a third time here.
const B3_GAME: &str = "h1-h3 d6-d3 a5-b5 f8-i8 d11-d9 g7-g9 f10-i10 g9-k9 f2-b2 f7-j7 \
    k8-j8 k9-k8 h11-h9 e7-j7 a7-i7 h6-i6 a4-c4 f6-f7 j6-j10 f7-c7 a8-c8 c7-b7 e11-b11 \
    e6-e11 b11-b10 e11-c11 h9-k9 d3-c3 d9-b9 e5-c5 d1-d5 b7-c7 k7-i7 i8-e8 k5-i5 g6-i6 \
    k4-i4 f5-f9 f1-f3 f4-a4 k6-k3 f9-c9 d5-d9 e8-i8 a6-a9 c7-c4 e1-c1 a4-a8 b5-b3 a8-a3 \
    d9-d3 c11-e11 d3-d11 a3-a8 b6-b3 a8-a3 d11-c11 a3-a8";

/// The game of `moves` from the start, played to its first `plies` moves.
fn played(moves: &str, plies: usize) -> Game {
    let mut g = Game::new(&COPENHAGEN);
    for tok in moves.split_whitespace().take(plies) {
        let mv = hnef::notation::parse_move(tok).expect("a move").mv;
        g.play(mv).expect("legal");
    }
    g
}

/// The same position as `g`'s, without the moves that led to it.
fn without_history(g: &Game) -> Game {
    Game::from_position(&COPENHAGEN, *g.position())
}

fn squares(b: hnef::Bitboard) -> Vec<String> {
    b.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_root_knows_the_square_whose_block_was_taken_with_the_defence_back() {
    // Attackers to move, e11 fed twice: the attacker moved there at ply 29
    // taken at once by the king (f9-f11xe11), then e3-e11 at ply 33 taken at
    // once (d10-d11xe11), and the defence stands where it stood when
    // e3-e11 was played: e11 is a refeed.
    let g = played(E11_GAME, 36);
    assert_eq!(squares(g.search_root().unwrap().refeeds), ["e11"]);
    // The defenders to move: none.
    assert!(played(E11_GAME, 35)
        .search_root()
        .unwrap()
        .refeeds
        .is_empty());
    // Attackers to move at ply 32: only the piece of ply 29 was taken on
    // e11 so far (and the king now stands on f11, not f9 as then): no
    // refeed.
    assert!(played(E11_GAME, 32)
        .search_root()
        .unwrap()
        .refeeds
        .is_empty());
    // The pieces taken at once on b3 ten plies back (b5-b3 at ply 49) and
    // four plies back (b6-b3 at ply 55), the defender back on a8.
    let g = played(B3_GAME, 58);
    assert_eq!(squares(g.search_root().unwrap().refeeds), ["b3"]);
    // Without the moves there is nothing to know.
    assert!(without_history(&g)
        .search_root()
        .unwrap()
        .refeeds
        .is_empty());
}

#[test]
fn a_block_taken_twice_is_not_fed_a_third_time() {
    // From the position alone the search blocks on e11 again: every line
    // after it looks like a defence (the attackers expect to break the
    // cycle with c4-c11 next turn), while the other moves lose. With the
    // game's moves the root knows pieces were taken on e11 twice, the last
    // a turn ago with the defence as it stands now, ranks the block as a
    // mill, and plays something else.
    fed_without_history_only(&played(E11_GAME, 36), "e11");
}

/// The expert at 200,000 nodes puts a piece on `square` from `g`'s
/// position alone, and not with the moves that led to it.
fn fed_without_history_only(g: &Game, square: &str) {
    let alone = expert(&without_history(g), 200_000).best.expect("a move");
    assert_eq!(
        alone.to.to_string(),
        square,
        "the test position no longer feeds {square}: {alone}"
    );
    let m = expert(g, 200_000).best.expect("a move");
    assert_ne!(m.to.to_string(), square, "{m} feeds {square} a third time");
}

#[test]
fn a_guard_taken_twice_is_not_refilled_a_third_time() {
    // No escape threat: the in-tree mill does not apply, and from the
    // position alone the search refills b3 (b9-b3) for the third time, as
    // every other move scores worse. With the game's moves it does not.
    fed_without_history_only(&played(B3_GAME, 58), "b3");
}

/// The first 114 plies of a third game of that self-play: the attackers
/// blocked on j2 at ply 111 (i2-j2), taken at once (i1-i2xj2xi3), then on
/// j1 (c1-j1), taken at once (i2-i1xj1), and the defence stands as it
/// stood at ply 111. One piece taken on j2 is no refeed yet (that takes
/// two), and the block on j2 again (b2-j2) is no mill but a real loss: the
/// king escapes by force whatever the attackers do, and b2-j2 puts it off
/// longest (lost at the sixth ply; the game ended in an escape at ply
/// 120). Scores of the rules rank the moves as they are.
const J2_GAME: &str =
    "b6-b10 f4-c4 a4-b4 d6-d4 d1-d3 e6-b6 e1-c1 e5-e2 d11-d5 f6-d6 a8-d8 c4-d4 a5-d5 \
    g5-g2 f1-f4 d6-c6 d8-c8 g2-j2 b4-b2 h6-h5 k8-i8 g6-g5 h11-h9 g7-j7 f10-j10 h5-j5 \
    a6-a3 f7-h7 d5-b5 j7-j9 h1-i1 c6-d6 a7-b7 j5-j3 k4-h4 j9-k9 e11-c11 d6-g6 g11-g9 \
    g6-j6 k5-k3 j3-h3 h4-j4 h3-h1 f11-f9 f8-d8 f9-a9 j6-j9 i8-i9 k9-k8 i1-i8 j9-k9 \
    j10-k10 k9-j9 k10-j10 e2-f2 i8-e8 f2-f1 k6-e6 g5-k5 k7-j7 j9-k9 j10-k10 k9-j9 \
    k10-j10 k8-j8 e6-j6 k5-k7 j6-i6 j9-k9 j10-k10 k9-j9 k10-j10 h7-i7 b7-h7 j8-i8 d3-j3 \
    f1-e1 e8-e3 h1-h5 j4-j7 i8-i7 j3-j7 e1-i1 g9-g5 j9-k9 j10-k10 k9-j9 k10-j10 j9-k9 \
    j10-k10 k9-k8 i9-k9 k8-i8 j7-j9 i8-i11 j9-j11 i11-i7 c8-i8 h5-i5 k10-j10 i5-i4 \
    g5-g2 i7-i5 f4-h4 i5-j5 e3-i3 j5-j3 g2-i2 j2-k2 i2-j2 i1-i2 c1-j1 i2-i1";

#[test]
fn one_block_taken_is_no_refeed_and_a_lost_position_blocks_longest() {
    let g = played(J2_GAME, 114);
    assert!(g.search_root().unwrap().refeeds.is_empty());
    let out = expert(&g, 200_000);
    let m = out.best.expect("a move");
    assert_eq!(
        search::mate_in(out.score),
        Some(-6),
        "{m}: score {} is not the longest loss",
        out.score
    );
    assert_eq!(
        m.to.to_string(),
        "j2",
        "{m} loses sooner than the block on j2"
    );
}

/// The mill a turn slower (docs/MATCHES.md, "Blocks taken one turn
/// later"), from a self-play game at 1 s a move (d5e5cbe), ply 390: the
/// king on j9 with a defender on j8 below it, a defender on j11 has just
/// taken the block on j10 against the king (i11-j11xj10). j10 empty, the
/// king goes j9-j10 and on to k10, which sees k11: the attackers must
/// block j10 again (c10-j10). In the game the defender then stepped off to
/// h11 and back, taking j10 each time, and the attackers refilled it five
/// times and lost by escape.
const SLOW_MILL: &str = "
    11  . . . . . . . . . d .
    10  . a a . . . . . . . .
     9  a . . . . . . . a k a
     8  . . . . . . . . a d .
     7  . . . . . . . . . . .
     6  . . . . . . . . . . .
     5  . . . . . . . . . . .
     4  . . . . . . . . . . .
     3  a . . . . . . . . . a
     2  . a . . . . . . . a .
     1  . . a . . . . . . . .
         a b c d e f g h i j k";

#[test]
fn played_on_from_the_slower_mill_no_square_is_fed_three_times() {
    // The expert for both sides, 200,000 nodes a move, 40 plies. The
    // engine before fed j10 three times, each block taken by the king or
    // the defender stepping off and back (c10-j10 j11-h11 k3-k8xj8
    // h11-j11xj10 b10-j10 j9-j3 b2-b10 j3-j9xj10 ...), and lost by escape
    // at ply 20. Now no square takes three blocks taken at once or a turn
    // later, and the king does not get out.
    let mut g = game(SLOW_MILL, Side::Attackers);
    let (plies, line) = play_on(&mut g, 40);
    let mut fed = std::collections::HashMap::new();
    // The attackers move on even plies here.
    for p in (0..plies.len()).step_by(2) {
        let to = plies[p].0.to;
        let at_once = plies.get(p + 1).is_some_and(|q| q.1.has(to));
        let soon = plies.get(p + 3).is_some_and(|q| q.1.has(to)) && plies[p + 2].0.from != to;
        if at_once || soon {
            *fed.entry(to.to_string()).or_insert(0) += 1;
        }
    }
    assert!(fed.values().all(|&n| n < 3), "fed {fed:?}: {line}");
    assert!(
        g.outcome()
            .is_none_or(|o| o.winner != Some(Side::Defenders)),
        "the defenders won: {line}"
    );
}
