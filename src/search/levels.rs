//! The three AI levels, each a documented set of limits and behaviours.
//!
//! | level | depth | default budget | behaviour |
//! |---|---|---|---|
//! | easy | 2 plies (+quiescence); 1 in 5 moves judged statically | 50 000 nodes | picks among the moves within [`EASY_MARGIN`] of its best by a seeded softmax of temperature [`EASY_TEMPERATURE`]; when judging statically it overlooks the opponent's reply (a human-looking oversight); always takes a win in one |
//! | normal | up to [`NORMAL_DEPTH`] plies (+quiescence, king-threat extensions) | 500 ms | the full search with its depth capped: never misses a win in one or the block of an escape, punishes loose moves; deterministic |
//! | expert | up to [`MAX_DEPTH`] | 2 000 ms | the full search until the budget ends; deterministic |
//!
//! The easy constants and the normal depth are set so that the levels mean
//! something about people (`hnef calibrate`, docs/LEVELS.md): measured by
//! the win chance a move gives away in positions of the recorded human
//! games, easy plays like the middle of the weaker half of the recorded
//! game sides (better than about a quarter of them), normal like the best
//! quarter, the expert at the measurement's floor (its reference search
//! cannot tell its moves from its own).
//!
//! Explicit [`Limits`] override the defaults: `time_ms`, `nodes` and
//! `depth` each cap the search; a caller that gives a node limit and no
//! time limit gets no default time budget either, so the move depends only
//! on the position, the history, the seed and the node limit — never on the
//! clock. Every level completes depth 1 whatever the limits, so a win in one
//! and the block of a one-move escape are always seen.

use super::negamax::MAX_DEPTH;
use super::Level;
use super::Limits;

/// Easy: plies searched for its normal moves.
pub const EASY_DEPTH: i32 = 2;
/// Easy: one move in this many is judged on the static evaluation alone
/// (it overlooks the reply).
pub const EASY_OVERSIGHT_ONE_IN: u64 = 5;
/// Easy: moves scoring more than this below its best are never chosen.
pub const EASY_MARGIN: i32 = 90;
/// Easy: softmax temperature of the choice among the candidate moves.
pub const EASY_TEMPERATURE: f64 = 35.0;
/// Easy: default node budget per move.
pub const EASY_NODES: u64 = 50_000;
/// Normal: depth cap.
pub const NORMAL_DEPTH: i32 = 2;
/// Normal: default time per move in milliseconds.
pub const NORMAL_TIME_MS: f64 = 500.0;
/// Expert: default time per move in milliseconds.
pub const EXPERT_TIME_MS: f64 = 2_000.0;

/// The resolved plan of one search.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Plan {
    /// Deepest iteration, `1..=MAX_DEPTH` (the search's one depth cap).
    pub max_depth: i32,
    /// Time budget in milliseconds, if any.
    pub time_ms: Option<f64>,
    /// Node budget, if any.
    pub nodes: Option<u64>,
    /// Whether to pick among good moves with noise (easy).
    pub noisy: bool,
}

/// The plan of `level` under explicit `limits`.
pub fn plan(level: Level, limits: &Limits) -> Plan {
    let (depth, time, nodes, noisy) = match level {
        Level::Easy => (EASY_DEPTH, None, Some(EASY_NODES), true),
        Level::Normal => (NORMAL_DEPTH, Some(NORMAL_TIME_MS), None, false),
        Level::Expert => (MAX_DEPTH, Some(EXPERT_TIME_MS), None, false),
    };
    let explicit = limits.time_ms.is_some() || limits.nodes.is_some();
    Plan {
        max_depth: limits
            .depth
            .map_or(depth, |d| d.min(MAX_DEPTH as u32).max(1) as i32),
        time_ms: if explicit { limits.time_ms } else { time },
        nodes: if explicit { limits.nodes } else { nodes },
        noisy,
    }
}
