//! The bench: a fixed suite of positions searched to a fixed depth. Its
//! total node count is the search's *signature*: any change to the search,
//! the evaluation or a detector the search relies on that changes the tree
//! changes it, and `tests/search_bench.rs` pins it (state the new value in
//! the commit message when it changes on purpose).
//!
//! The positions are drawn as diagrams: the first six are openings to
//! endgames; the other eight come from recorded games (tests/data), a few
//! moves before a king capture, an escape, an exit fort, a repetition or a
//! side without moves, so the detectors are exercised.

use super::{Level, Limits, SearchRoot, Searcher};
use crate::board::Board;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::COPENHAGEN;

/// One bench position.
#[derive(Copy, Clone, Debug)]
pub struct Bench {
    /// A short name for reports.
    pub name: &'static str,
    /// The side to move.
    pub to_move: Side,
    /// The pieces as a diagram (see `Board::from_diagram`).
    pub diagram: &'static str,
}

impl Bench {
    /// The position.
    ///
    /// # Panics
    ///
    /// When the diagram is not a valid position (never for [`POSITIONS`]).
    pub fn position(&self) -> Position {
        // Errors shown with `Display`, not `expect`'s `Debug` (see
        // `Position::start`).
        let board = Board::from_diagram(self.diagram)
            .unwrap_or_else(|e| panic!("bench diagram {}: {e}", self.diagram));
        Position::new(board, self.to_move)
            .unwrap_or_else(|e| panic!("bench position {}: {e}", self.diagram))
    }
}

/// The bench positions.
pub const POSITIONS: [Bench; 14] = [
    Bench {
        name: "start",
        to_move: Side::Attackers,
        diagram: "
        11  . . . a a a a a . . .
        10  . . . . . a . . . . .
         9  . . . . . . . . . . .
         8  a . . . . d . . . . a
         7  a . . . d d d . . . a
         6  a a . d d k d d . a a
         5  a . . . d d d . . . a
         4  a . . . . d . . . . a
         3  . . . . . . . . . . .
         2  . . . . . a . . . . .
         1  . . . a a a a a . . .",
    },
    Bench {
        name: "start-defenders",
        to_move: Side::Defenders,
        diagram: "
        11  . . . a a a a a . . .
        10  . . . . . a . . . . .
         9  . . . . . . . . . . .
         8  a . . . . d . . . . a
         7  a . . . d d d . . . a
         6  a a . d d k d d . a a
         5  a . . . d d d . . . a
         4  a . . . . d . . . . a
         3  . . . . . a . . . . .
         2  . . . . . . . . . . .
         1  . . . a a a a a . . .",
    },
    Bench {
        name: "opening",
        to_move: Side::Attackers,
        diagram: "
        11  . . . a a . a a . . .
        10  . . . . . a . . . . .
         9  . . . a . . . . . . .
         8  a . . . . d . . . . a
         7  a . . d d . d . . . a
         6  a a . d . k d d . a a
         5  a . . . d d d . . . a
         4  a . . . . d . . . . a
         3  . . . . . . . . . . .
         2  . . . . . a . . . . .
         1  . . . a a . a a . . .",
    },
    Bench {
        name: "middlegame",
        to_move: Side::Defenders,
        diagram: "
        11  . . . . a a a . . . .
        10  . . . a . a . . . . .
         9  . . a . . . . . . . .
         8  a . . . d d . . . . a
         7  a . . d . d d . . . a
         6  a . . . d k . d . . a
         5  a . . d . d d . . a a
         4  a . . . . d . . . . a
         3  . a . . . . . . . . .
         2  . . . . . a . . a . .
         1  . . . a a . a . . . .",
    },
    Bench {
        name: "open-king",
        to_move: Side::Defenders,
        diagram: "
        11  . . a . . a . . . . .
        10  . a . . . . . . . . .
         9  a . . . a . . . . . .
         8  . . . d . . . . . . .
         7  a . d . . . . . a . .
         6  . . a . k . . . . a .
         5  a . . d . . . d . . a
         4  . . . . a . . . . . a
         3  . a . . . . . . a . .
         2  . . a . . . . . a . .
         1  . . . a . a . . . . .",
    },
    Bench {
        name: "endgame",
        to_move: Side::Attackers,
        diagram: "
        11  . . . . . . . . . . .
        10  . . . a . . . a . . .
         9  . . a . d . . . a . .
         8  a . d . k . . . a . .
         7  . . a . d . . a . . .
         6  . . . a . . . . . a .
         5  a . . . . . . . . . a
         4  . . . . . . . . . . .
         3  . . . a . . . . . a .
         2  . . . . . . . . . . .
         1  . . . . a . a . . . .",
    },
    Bench {
        name: "king-hunt",
        to_move: Side::Attackers,
        diagram: "
        11  . . . a a a a a . . .
        10  . . . . . a . . . . .
         9  . . . . . . . a . . .
         8  a . . . . d . . . . a
         7  a . . . d . d . . . .
         6  a . . d d . . . . a a
         5  . . . . . . a . a . a
         4  a . . . . a . . . . .
         3  . a . . d . a . . . .
         2  . . . a k a . d . . .
         1  . . . . a a . . . . .",
    },
    Bench {
        name: "escape-race",
        to_move: Side::Defenders,
        diagram: "
        11  . . a . a . a a . . .
        10  . a k . d . . . . a .
         9  d . . a . . . d . . a
         8  a . . . . . . . . . .
         7  a . . . . . . . d . .
         6  a a . . . . . a . . a
         5  a . . . d . . . . a .
         4  . . a . . d . . . . a
         3  . . . . . . . a . . .
         2  . . . . . a . . . . .
         1  . . . . a a . . . . .",
    },
    Bench {
        name: "fort-building",
        to_move: Side::Defenders,
        diagram: "
        11  . . . a . a . . . . .
        10  . . a . d . a . . . .
         9  . a . d . d . a . . .
         8  . a . . . . . . a a .
         7  a . . . . . d . . . a
         6  a . . . . . . . . . .
         5  . k . . . . . . . . .
         4  . . . . . . . . . . .
         3  a . . d . . . . . . a
         2  a . . . . . d . . a .
         1  . a a . d . . d a . .",
    },
    Bench {
        name: "bare-king",
        to_move: Side::Defenders,
        diagram: "
        11  . . a . . . . . a . .
        10  . . . . . . . a k a d
         9  a . . . . . . . . . .
         8  . . . . . . . . . . .
         7  . . . . . . . . . . .
         6  . . . . . . . . . . .
         5  a . . . . . . . . . .
         4  a . . . . d . . . . a
         3  . a . . . . . . . . .
         2  . . . . a . . . . a .
         1  . . . a . a a . d . .",
    },
    Bench {
        name: "boxed-defenders",
        to_move: Side::Attackers,
        diagram: "
        11  . . . . . a . . . . .
        10  . . . . . . . . . . .
         9  . . . . . . a . . . .
         8  a . . . . . . . . . .
         7  d a a . . . . . . . .
         6  . d a a . . . a . . a
         5  d k a a . . . . . . .
         4  d d a a . . . . . . .
         3  a a . . . . . . . . .
         2  . a . . . . . . . a .
         1  . . . . . . a . . . .",
    },
    Bench {
        name: "edge-fort",
        to_move: Side::Defenders,
        diagram: "
        11  . . . . a a k a a . .
        10  . . . . a . . d d d a
         9  . . . a . d . . d d a
         8  . . a . . . . . . . a
         7  . a . . d . . . . . .
         6  a . . d d . . . . a .
         5  a . . . d . . d . a .
         4  a . . . . . . . a . .
         3  . a . . . . a a . . .
         2  . . a . . . . . . . .
         1  . . . a a a . . . . .",
    },
    Bench {
        name: "king-trapped",
        to_move: Side::Attackers,
        diagram: "
        11  . . . . . . . a . . .
        10  . . . . a . . . . a .
         9  a . a . . . . . . . d
         8  . a . a . . . d . a .
         7  . . k a . . a . . . .
         6  a . . a . . . . . . .
         5  . . . a . a . . . . .
         4  . . a . . . . . . . .
         3  . . a a . d . . . . a
         2  . a . . . . . . . a .
         1  . . . a . . . . a . .",
    },
    Bench {
        name: "fort-threat",
        to_move: Side::Attackers,
        diagram: "
        11  . . . . a a a a . . .
        10  d a a . . . . . . . .
         9  . k . d . . . . . a .
         8  . d . . . . . . . . a
         7  d . . . . . d . . . a
         6  a . . . . . d d . . a
         5  a . . . . d . . . . a
         4  . . . . . d . . a . .
         3  . . . . . . . a . . .
         2  . a a . . . d . . . .
         1  . . . . . a . . . . .",
    },
];

/// Default bench depth (the pinned signature's depth).
pub const DEPTH: u32 = 5;

/// One bench line: the position's nodes and the best move.
#[derive(Clone, Debug)]
pub struct Line {
    /// The position's name.
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
/// total of their nodes is the signature.
pub fn run(depth: u32) -> Vec<Line> {
    POSITIONS
        .iter()
        .map(|bench| {
            let root = SearchRoot::new(bench.position(), &COPENHAGEN);
            let mut searcher = Searcher::new(4);
            let limits = Limits {
                depth: Some(depth),
                nodes: Some(u64::MAX),
                ..Limits::default()
            };
            let out = searcher.search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
            Line {
                position: bench.name,
                nodes: out.nodes,
                best: out.best.map_or("-".into(), |m| m.to_string()),
                score: out.score,
            }
        })
        .collect()
}
