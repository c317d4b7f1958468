//! Game-tree search and the three AI levels.
//!
//! The contract other modules rely on is [`choose_move`]: given a game (its
//! history matters for repetition), a level and limits, it returns a legal
//! move, or `None` when the game is over. Time comes from a caller-supplied
//! clock because `std::time` does not exist on wasm32-unknown-unknown.

use crate::game::Game;
use crate::moves::Move;

/// The three AI levels.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Level {
    /// Loose play with deliberate, human-looking mistakes.
    Easy,
    /// Looks ahead a few plies and punishes careless moves.
    Normal,
    /// Full strength within its time budget.
    Expert,
}

impl Level {
    /// Parses `easy`, `normal` or `expert`.
    pub fn from_name(s: &str) -> Option<Level> {
        match s {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "expert" => Some(Level::Expert),
            _ => None,
        }
    }

    /// The level's name.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }
}

/// Limits of one search. `None` means the level's default.
#[derive(Copy, Clone, Debug, Default)]
pub struct Limits {
    /// Wall-clock budget in milliseconds.
    pub time_ms: Option<f64>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// Depth limit in plies.
    pub depth: Option<u32>,
    /// Seed for the level's randomness (same seed + node limit = same move).
    pub seed: u64,
}

/// A progress report after each completed iteration.
#[derive(Clone, Debug)]
pub struct Report {
    /// Depth completed.
    pub depth: u32,
    /// Score in centipawn-like units from the side to move's view.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// Chooses a move for the side to move in `game`.
///
/// `now_ms` is a monotonic clock in milliseconds; `report` is called after
/// each completed iteration.
pub fn choose_move(
    game: &Game,
    level: Level,
    limits: &Limits,
    now_ms: &dyn Fn() -> f64,
    report: &mut dyn FnMut(&Report),
) -> Option<Move> {
    // Placeholder until the real search lands: a win in one if there is one,
    // else a seeded pseudo-random legal move.
    let _ = (level, now_ms, &mut *report);
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let me = game.side_to_move();
    for &mv in moves.iter() {
        let mut g = game.clone();
        g.play_unchecked(mv);
        if g.outcome().is_some_and(|o| o.winner == Some(me)) {
            return Some(mv);
        }
    }
    let mut x = limits.seed ^ game.position().key() ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    Some(moves[(x % moves.len() as u64) as usize])
}
