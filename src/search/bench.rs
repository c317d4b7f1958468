//! The bench: a fixed suite of positions searched to a fixed depth. Its
//! total node count is the search's *signature*: any change to search or
//! evaluation that changes the tree changes it, and a test pins it (state
//! the new value in the commit message when it changes on purpose).

use super::{Level, Limits, Searcher};
use crate::game::Game;
use crate::notation;
use crate::rules::COPENHAGEN;

/// The bench positions (position text), openings to endgames.
pub const POSITIONS: [&str; 6] = [
    "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a",
    "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/5a5/11/3aaaaa3 d",
    "3aa1aa3/5a5/3a7/a4d4a/a2dd1d3a/aa1d1kdd1aa/a3ddd3a/a4d4a/11/5a5/3aa1aa3 a",
    "4aaa4/3a1a5/2a8/a3dd4a/a2d1dd3a/a3dk1d2a/a2d1dd2aa/a4d4a/1a9/5a2a2/3aa1a4 d",
    "2a2a5/1a9/a3a6/3d7/a1d5a2/2a1k4a1/a2d3d2a/4a5a/1a6a2/2a5a2/3a1a5 d",
    "11/3a3a3/2a1d3a2/a1d1k3a2/2a1d2a3/3a5a1/a9a/11/3a5a1/11/4a1a4 a",
];

/// Default bench depth.
pub const DEPTH: u32 = 5;

/// One bench line: the position's nodes and the best move.
#[derive(Clone, Debug)]
pub struct Line {
    /// Position text.
    pub position: &'static str,
    /// Nodes searched.
    pub nodes: u64,
    /// Best move found, in notation.
    pub best: String,
    /// Score (side to move's view).
    pub score: i32,
}

/// Searches every bench position to `depth` with a fresh table each (so the
/// signature depends on nothing but the code) and returns the lines. The
/// total of their nodes is the signature. `now_ms` only feeds the caller's
/// nodes-per-second figure: the search itself never reads it here.
///
/// # Panics
///
/// Never for the built-in positions (they are valid position text).
pub fn run(depth: u32) -> Vec<Line> {
    POSITIONS
        .iter()
        .map(|text| {
            let pos = notation::parse_position(text).expect("bench positions are valid");
            let game = Game::from_position(&COPENHAGEN, pos);
            let mut searcher = Searcher::new(4);
            let limits = Limits {
                depth: Some(depth),
                nodes: Some(u64::MAX),
                ..Limits::default()
            };
            let out = searcher.search(&game, Level::Expert, &limits, &|| 0.0, &mut |_| {});
            Line {
                position: text,
                nodes: out.nodes,
                best: out.best.map_or("-".into(), |m| m.to_string()),
                score: out.score,
            }
        })
        .collect()
}

/// The signature: total nodes of [`run`] at `depth`.
pub fn signature(depth: u32) -> u64 {
    run(depth).iter().map(|l| l.nodes).sum()
}
