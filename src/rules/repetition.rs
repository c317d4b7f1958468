//! Repetition (E2): counting the occurrences of a position, and the
//! history a look-ahead needs to judge it.
//!
//! A *run* is the stretch of a game since the last capture, the current
//! position last. A capture removes a piece for good, so no position before
//! it can occur again: the run holds every earlier occurrence there is.
//! [`earlier`] is the one counting rule; the game compares whole positions
//! (`Position` equality is the E2 key: the 121 squares plus the side to
//! move), the playouts do the same, and the search compares Zobrist keys.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::rules::Ruleset;

/// The indices in `run` of the earlier occurrences of its last entry,
/// newest first.
///
/// Only every second entry can match, since the side to move is part of
/// the key. The entry two plies back never matches either: a move and the
/// reply move pieces of different sides, so the reply cannot put back the
/// piece the move took away (and a capture starts a new run). So the look
/// starts four plies back.
#[inline]
pub fn earlier<T: PartialEq>(run: &[T]) -> impl Iterator<Item = usize> + '_ {
    let last = run.len().wrapping_sub(1);
    let at = if run.is_empty() { 0 } else { last };
    candidates(at).filter(move |&j| run[j] == run[last])
}

/// Whether `next`, appended to `run`, would have an earlier occurrence
/// ([`earlier`] of the longer run is not empty), without building that run:
/// the look-ahead asks it of many moves it may not play.
#[inline]
pub fn would_repeat<T: PartialEq>(run: &[T], next: &T) -> bool {
    candidates(run.len()).any(|j| run[j] == *next)
}

/// The indices an entry at index `at` of a run can repeat, newest first:
/// four plies back, then every second one (see [`earlier`]).
#[inline]
fn candidates(at: usize) -> impl Iterator<Item = usize> {
    std::iter::successors(at.checked_sub(4), |j| j.checked_sub(2))
}

/// How often the last entry of `run` occurs in it, itself included (zero
/// for an empty run). A third occurrence ends the game (E2).
#[inline]
pub fn occurrences<T: PartialEq>(run: &[T]) -> usize {
    if run.is_empty() {
        0
    } else {
        1 + earlier(run).count()
    }
}

/// The occurrence that ends a game under E2.
pub const THIRD: usize = 3;

/// What a look-ahead (the search) needs of a game to judge the moves from
/// its current position: the position, the ruleset and the repetition keys.
///
/// It lives with E2 because the keys are all a look-ahead needs of the
/// game's history, so the game can hand its state over without the search
/// knowing the game (`Game::search_root` builds one).
///
/// # Examples
///
/// ```
/// use hnef::rules::repetition::SearchRoot;
/// use hnef::{Position, COPENHAGEN};
/// let root = SearchRoot::new(Position::start(), &COPENHAGEN);
/// assert_eq!(root.keys, vec![Position::start().key()]);
/// ```
#[derive(Clone, Debug)]
pub struct SearchRoot {
    /// The position to move from.
    pub position: Position,
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// The Zobrist keys of the run that ends in `position` (the positions
    /// since the last capture, `position` last).
    pub keys: Vec<u64>,
    /// Where the attackers, to move, would feed a mill a third time: the
    /// squares where, within the last [`REFEED_PLIES`] plies before
    /// `position`, attackers moved twice and were captured each time by
    /// the very next move, with the defenders and the king now back on the
    /// squares they held when the later of the two moved there. Empty when
    /// the defenders are to move. Not a rule: the search's root ranks a
    /// move there as a mill when the defenders can capture it at once
    /// again (see `search::root`).
    pub refeeds: Bitboard,
}

/// How far back (in plies) [`SearchRoot::refeeds`] looks: four turns of
/// the attackers.
pub const REFEED_PLIES: usize = 16;

impl SearchRoot {
    /// A root without history: `position` occurs for the first time.
    pub fn new(position: Position, rules: &'static Ruleset) -> SearchRoot {
        SearchRoot {
            position,
            rules,
            keys: vec![position.key()],
            refeeds: Bitboard::EMPTY,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn would_repeat_is_earlier_of_the_longer_run(
            run in proptest::collection::vec(0u8..4, 0..24), next in 0u8..4,
        ) {
            let mut longer = run.clone();
            longer.push(next);
            proptest::prop_assert_eq!(
                would_repeat(&run, &next),
                earlier(&longer).next().is_some()
            );
        }
    }

    #[test]
    fn would_repeat_looks_four_six_and_more_plies_back() {
        assert!(!would_repeat(&[7, 0, 0], &7));
        assert!(would_repeat(&[7, 0, 0, 0], &7));
        assert!(!would_repeat(&[7, 1, 0, 0, 0], &7));
        assert!(would_repeat(&[1, 7, 0, 0, 0], &7));
        assert!(would_repeat(&[7, 0, 1, 0, 2, 0], &7));
        assert!(!would_repeat::<u64>(&[], &7));
    }
}
