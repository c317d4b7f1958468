//! Game-tree search and the three AI levels.
//!
//! The contract other modules rely on is [`choose_move`]: given a
//! [`SearchRoot`] (the position, the ruleset and the repetition keys of the
//! game so far; `Game::search_root` builds one), a level and limits, it
//! returns a legal move, or `None` when there is none. The search knows
//! nothing of the game or of notation. Time comes from a caller-supplied
//! clock because `std::time` does not exist on wasm32-unknown-unknown; the
//! search reads it every thousand nodes or so and stops itself, since a
//! browser worker cannot be interrupted from outside.
//!
//! [`Searcher`] keeps the transposition table and history between moves
//! (create it once with [`Searcher::new`] and the table size in MiB);
//! [`choose_move`] is the one-shot convenience with a fresh
//! [`DEFAULT_TT_MB`] table.
//!
//! Layout: [`root`] (iterative deepening, aspiration, time, the root's
//! move loops, the easy level's choice), [`negamax`] (the tree: node steps,
//! quiescence, repetition), [`tt`] (transposition table), [`ordering`]
//! (move picker, history), [`threats`] (the king's escape threats two moves
//! ahead), [`tunables`] (the search's named constants and their glossary),
//! [`eval`] and [`params`] (the evaluation and its tuned weights),
//! [`levels`] (what easy, normal and expert mean), [`bench`](mod@bench)
//! (the node-count signature). The rules facts the search needs fast (an
//! escape or a king capture in one, the squares that capture) live with
//! their clauses in [`crate::rules`].
//!
//! ```
//! use hnef::search::{choose_move, Level, Limits, SearchRoot};
//! use hnef::{Position, COPENHAGEN};
//! let root = SearchRoot::new(Position::start(), &COPENHAGEN);
//! let limits = Limits { nodes: Some(2_000), ..Limits::default() };
//! let mv = choose_move(&root, Level::Normal, &limits, &|| 0.0, &mut |_| {});
//! assert!(hnef::rules::movegen::is_legal(&root.position, root.rules, mv.unwrap()));
//! ```

pub mod bench;
pub mod eval;
pub mod levels;
pub mod multipv;
pub mod negamax;
pub mod ordering;
pub mod params;
pub mod root;
pub mod threats;
pub mod tt;
pub mod tunables;
pub mod winchance;

pub use crate::rules::repetition::SearchRoot;
pub use multipv::{Analysis, Line};

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::rules::{movegen, Ruleset};
use negamax::{Stop, Tree, INF, MATE, MATE_BOUND};
use ordering::History;
use tt::Tt;

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

/// Limits of one search. `None` means the level's default (see
/// [`levels`]); a node limit without a time limit disables the default
/// time budget, so the result does not depend on the clock.
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
    /// Score in centipawn-like units from the side to move's view; wins
    /// and losses are near ±30000 (see [`mate_in`]).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// Deepest ply reached (extensions and quiescence included).
    pub seldepth: u32,
    /// Milliseconds since the search started.
    pub elapsed_ms: f64,
}

/// Default transposition-table size in MiB (small enough for a browser).
pub const DEFAULT_TT_MB: usize = 16;

/// For a win or loss score, the number of moves (plies) to the end: positive
/// when the side to move wins, negative when it loses.
pub fn mate_in(score: i32) -> Option<i32> {
    if score >= MATE_BOUND {
        Some(MATE - score)
    } else if score <= -MATE_BOUND {
        Some(-(MATE + score))
    } else {
        None
    }
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The chosen move (`None` when the game is over).
    pub best: Option<Move>,
    /// Its score (side to move's view).
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// A search engine that keeps its transposition table and move-ordering
/// history between calls (the wasm layer can keep one alive in its worker).
pub struct Searcher {
    tt: Tt,
    history: History,
    weights: Box<[i32; params::TERMS]>,
    /// The move-ordering history of each helper thread (none: one thread).
    helpers: Vec<History>,
    /// Whether the search looks for mills (see [`Searcher::set_mills`]).
    mills: bool,
}

/// The most threads [`Searcher::set_threads`] takes.
pub const MAX_THREADS: usize = 64;

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(DEFAULT_TT_MB)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_mb` MiB.
    pub fn new(tt_mb: usize) -> Searcher {
        Searcher {
            tt: Tt::new(tt_mb),
            history: History::default(),
            weights: Box::new(params::WEIGHTS),
            helpers: Vec::new(),
            mills: true,
        }
    }

    /// Whether the search looks for mills (on by default): the attackers
    /// feeding blocks to a defender who takes each and steps back to
    /// threaten the same escape again (see [`negamax`], step 4). A mill is
    /// a judgement of play, not of the rules: it cuts a line off before
    /// the rules end it, so a proof (the puzzles' checker) turns it off.
    pub fn set_mills(&mut self, on: bool) {
        self.mills = on;
    }

    /// Searches on `threads` threads (1 to [`MAX_THREADS`], clamped): the
    /// others help the main search by filling the shared transposition
    /// table ("lazy SMP"). Native builds only: on wasm32 the search always
    /// runs on the calling thread. A search with a node limit also runs on
    /// one thread, so that its result stays the same from run to run;
    /// with helpers, timing decides what the table holds, and so the move.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.resize_with(helpers, History::default);
    }

    /// The threads a search runs on (see [`Searcher::set_threads`]).
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Replaces the evaluation weights (the tuner's self-play uses this to
    /// pit two weight sets against each other; play uses
    /// [`params::WEIGHTS`]). Clears the table, whose scores came from the
    /// old weights.
    pub fn set_weights(&mut self, weights: &[i32; params::TERMS]) {
        *self.weights = *weights;
        self.clear();
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.clear();
        for h in &mut self.helpers {
            h.clear();
        }
    }

    /// The quiet position at the end of the quiescence search's best line
    /// from `pos`, with the quiescence score (side to move's view). The
    /// tuner fits the evaluation on such positions (Texel's method), where
    /// no capture or escape threat is pending.
    pub fn quiet_leaf(&mut self, pos: &Position, rules: &'static Ruleset) -> (Position, i32) {
        let stop = Stop {
            nodes: tunables::QUIET_LEAF_NODES,
            deadline: None,
            now: &|| 0.0,
            abort: None,
        };
        let root = SearchRoot::new(*pos, rules);
        let mut tree = Tree::new(&root, &self.tt, &mut self.history, stop, &self.weights);
        tree.armed = true;
        let score = tree.qsearch(pos, -INF, INF, 0, 0);
        if tree.stopped {
            return (*pos, score);
        }
        let mut leaf = *pos;
        for mv in tree.pv() {
            crate::rules::play(&mut leaf, rules, mv);
        }
        (leaf, score)
    }

    /// Chooses a move (see the free function [`choose_move`]).
    pub fn choose_move(
        &mut self,
        root: &SearchRoot,
        level: Level,
        limits: &Limits,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Option<Move> {
        self.search(root, level, limits, now_ms, report).best
    }

    /// Searches and returns the full result (no move when the side to move
    /// has none).
    pub fn search(
        &mut self,
        root: &SearchRoot,
        level: Level,
        limits: &Limits,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let plan = levels::plan(level, limits);
        let mut list = MoveList::new();
        movegen::generate(&root.position, root.rules, &mut list);
        let moves: Vec<Move> = list.to_vec();
        let none = Outcome {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
        if moves.is_empty() {
            return none;
        }
        if plan.noisy {
            return self.easy(root, &moves, &plan, limits.seed, now_ms, report);
        }
        if moves.len() == 1 {
            return Outcome {
                best: Some(moves[0]),
                pv: vec![moves[0]],
                ..none
            };
        }
        self.deepen(root, moves, &plan, now_ms, report)
    }
}

/// Chooses a move for the side to move at `root`.
///
/// `now_ms` is a monotonic clock in milliseconds; `report` is called after
/// each completed iteration. Uses a fresh [`DEFAULT_TT_MB`] table; keep a
/// [`Searcher`] to reuse one across moves.
pub fn choose_move(
    root: &SearchRoot,
    level: Level,
    limits: &Limits,
    now_ms: &dyn Fn() -> f64,
    report: &mut dyn FnMut(&Report),
) -> Option<Move> {
    Searcher::new(DEFAULT_TT_MB).choose_move(root, level, limits, now_ms, report)
}
