//! Bytes as a game: the first byte picks the ruleset, each later byte either
//! takes back a move (0xff) or plays the legal move with that index (modulo
//! the number of legal moves). After every step the invariants must hold:
//! the key equals the recomputed key, the piece sets are disjoint, the
//! generated moves are the ones `check` accepts and `targets` lists, and a
//! finished game offers no move.

#![no_main]

use hnef::rules::movegen;
use hnef::{Bitboard, Game, Move, Position, Square, RULESETS};
use libfuzzer_sys::fuzz_target;

fn check_invariants(game: &Game) {
    let pos = game.position();
    let b = pos.board();
    assert_eq!(pos.key(), Position::compute_key(b, pos.side_to_move()));
    assert!((b.attackers & b.defenders).is_empty());
    assert!((b.attackers & b.king).is_empty());
    assert!((b.defenders & b.king).is_empty());
    assert_eq!(b.king.count(), 1);
    let moves = game.legal_moves();
    if game.outcome().is_some() {
        assert!(moves.is_empty());
        return;
    }
    assert_eq!(movegen::count(pos, game.rules()) as usize, moves.len());
    let mut by_from = [Bitboard::EMPTY; Square::COUNT];
    for m in moves.iter() {
        assert!(game.check(*m).is_ok(), "{m} generated but refused");
        by_from[m.from.index()].set(m.to);
    }
    for sq in Square::all() {
        assert_eq!(game.targets(sq), by_from[sq.index()], "targets of {sq}");
        // A few refused moves: every target the generator does not list.
        for to in !by_from[sq.index()] & Bitboard::from_square(sq).neighbours() {
            assert!(game.check(Move::new(sq, to)).is_err(), "{sq}-{to}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, steps)) = data.split_first() else {
        return;
    };
    let rules = RULESETS[usize::from(first) % RULESETS.len()];
    let mut game = Game::new(rules);
    check_invariants(&game);
    for &byte in steps {
        if byte == 0xff {
            let before = game.played().len();
            assert_eq!(game.undo(), before > 0);
            assert_eq!(game.played().len(), before.saturating_sub(1));
        } else {
            let moves = game.legal_moves();
            if moves.is_empty() {
                assert!(game.outcome().is_some(), "no move but no result");
                continue;
            }
            let mv = moves[usize::from(byte) % moves.len()];
            let before = *game.position();
            let played = game.play(mv).expect("a generated move is legal");
            assert_eq!(played.mv, mv);
            let mine = before.board().side(before.side_to_move());
            assert!((played.captured & mine).is_empty(), "captured own piece");
            let after = game.position().board();
            assert!((played.captured & after.occupied()).is_empty());
            // Take it back and play it again: the same result.
            let outcome = game.outcome();
            let now = *game.position();
            assert!(game.undo());
            assert_eq!(*game.position(), before);
            assert_eq!(game.position().key(), before.key());
            let again = game.play(mv).expect("legal again");
            assert_eq!(again, played);
            assert_eq!(*game.position(), now);
            assert_eq!(game.outcome(), outcome);
        }
        check_invariants(&game);
    }
});
