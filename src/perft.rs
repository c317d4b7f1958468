//! Perft: counting the leaves of the legal move tree, the standard check of
//! a move generator. A leaf is a sequence of exactly `depth` legal moves; a
//! game that has ended (by a mover's win or no legal move) has no moves.
//! Repetition is ignored.

use crate::moves::MoveList;
use crate::position::Position;
use crate::rules::{self, movegen, Ruleset};

/// Leaf count at `depth` from `pos` (which is assumed not to be over).
pub fn perft(pos: &Position, rules: &Ruleset, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    movegen::generate(pos, rules, &mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &mv in list.iter() {
        let mut next = *pos;
        rules::play(&mut next, rules, mv);
        if rules::mover_wins(&next, rules, mv).is_some() {
            continue;
        }
        total += perft(&next, rules, depth - 1);
    }
    total
}

/// Leaf counts below each first move, for finding where two generators
/// disagree.
pub fn divide(pos: &Position, rules: &Ruleset, depth: u32) -> Vec<(crate::moves::Move, u64)> {
    let mut list = MoveList::new();
    movegen::generate(pos, rules, &mut list);
    list.iter()
        .map(|&mv| {
            let mut next = *pos;
            rules::play(&mut next, rules, mv);
            let n = if depth <= 1 {
                1
            } else if rules::mover_wins(&next, rules, mv).is_some() {
                0
            } else {
                perft(&next, rules, depth - 1)
            };
            (mv, n)
        })
        .collect()
}
