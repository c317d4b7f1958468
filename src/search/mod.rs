//! Game-tree search and the three AI levels.
//!
//! The contract other modules rely on is [`choose_move`]: given a game (its
//! history matters for repetition), a level and limits, it returns a legal
//! move, or `None` when the game is over. Time comes from a caller-supplied
//! clock because `std::time` does not exist on wasm32-unknown-unknown; the
//! search reads it every thousand nodes or so and stops itself, since a
//! browser worker cannot be interrupted from outside.
//!
//! [`Searcher`] keeps the transposition table and history between moves
//! (create it once with [`Searcher::new`] and the table size in MiB);
//! [`choose_move`] is the one-shot convenience with a fresh
//! [`DEFAULT_TT_MB`] table.
//!
//! Layout: [`negamax`] (the tree: alpha-beta, quiescence, repetition),
//! [`tt`] (transposition table), [`ordering`] (move picker, history),
//! [`threats`] (escape lines, king capture in one, capture squares),
//! [`eval`] and [`params`] (the evaluation and its tuned weights),
//! [`levels`] (what easy, normal and expert mean), [`bench`](mod@bench) (the node-count
//! signature).
//!
//! ```
//! use hnef::{Game, COPENHAGEN};
//! use hnef::search::{choose_move, Level, Limits};
//! let game = Game::new(&COPENHAGEN);
//! let limits = Limits { nodes: Some(2_000), ..Limits::default() };
//! let mv = choose_move(&game, Level::Normal, &limits, &|| 0.0, &mut |_| {});
//! assert!(game.check(mv.unwrap()).is_ok());
//! ```

pub mod bench;
pub mod eval;
pub mod levels;
pub mod negamax;
pub mod ordering;
pub mod params;
pub mod threats;
pub mod tt;

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Ruleset;
use negamax::{Stop, Tree, INF, MATE, MATE_BOUND, MAX_PLY};
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
}

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
        }
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
    }

    /// The table size in bytes.
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// The quiet position at the end of the quiescence search's best line
    /// from `pos`, with the quiescence score (side to move's view). The
    /// tuner fits the evaluation on such positions (Texel's method), where
    /// no capture or escape threat is pending.
    pub fn quiet_leaf(&mut self, pos: &Position, rules: &'static Ruleset) -> (Position, i32) {
        let stop = Stop {
            nodes: 20_000,
            deadline: None,
            now: &|| 0.0,
        };
        let mut tree = Tree::new(
            rules,
            &mut self.tt,
            &mut self.history,
            vec![(pos.key(), 0)],
            stop,
            &self.weights,
        );
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
        game: &Game,
        level: Level,
        limits: &Limits,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Option<Move> {
        self.search(game, level, limits, now_ms, report).best
    }

    /// Searches and returns the full result.
    pub fn search(
        &mut self,
        game: &Game,
        level: Level,
        limits: &Limits,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let plan = levels::plan(level, limits);
        let mut moves: Vec<Move> = game.legal_moves().iter().copied().collect();
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
            return self.easy(game, &moves, &plan, limits.seed, now_ms, report);
        }
        if moves.len() == 1 {
            return Outcome {
                best: Some(moves[0]),
                pv: vec![moves[0]],
                ..none
            };
        }
        self.tt.new_search();
        self.history.age();
        let start = now_ms();
        let stop = Stop {
            nodes: plan.nodes.unwrap_or(u64::MAX),
            deadline: plan.time_ms.map(|t| start + t),
            now: now_ms,
        };
        let pos = *game.position();
        let mut tree = Tree::new(
            game.rules(),
            &mut self.tt,
            &mut self.history,
            history_keys(game),
            stop,
            &self.weights,
        );
        tree.order_root(&pos, &mut moves);
        let mut result = Outcome {
            best: Some(moves[0]),
            pv: vec![moves[0]],
            ..none
        };
        let max_depth = plan.max_depth.clamp(1, MAX_PLY as i32 - 8);
        let mut prev: i32 = 0;
        for depth in 1..=max_depth {
            // Aspiration window around the last score once it is stable.
            let (mut lo, mut hi, mut width) = if depth >= 4 && prev.abs() < MATE_BOUND {
                (prev - 40, prev + 40, 40)
            } else {
                (-INF, INF, INF)
            };
            let score = loop {
                let s = tree.root(&pos, &mut moves, depth, lo, hi);
                if tree.stopped {
                    break s;
                }
                if s <= lo && lo > -INF {
                    width *= 3;
                    lo = (prev - width).max(-INF);
                    if width > 1000 {
                        lo = -INF;
                    }
                } else if s >= hi && hi < INF {
                    width *= 3;
                    hi = (prev + width).min(INF);
                    if width > 1000 {
                        hi = INF;
                    }
                } else {
                    break s;
                }
            };
            tree.armed = true;
            if tree.stopped {
                // A partial iteration still counts when it proved a new
                // move better than the last iteration's.
                if moves[0] != result.best.unwrap_or(moves[0]) {
                    result.best = Some(moves[0]);
                    result.pv = tree.pv();
                    if result.pv.first() != Some(&moves[0]) {
                        result.pv = vec![moves[0]];
                    }
                }
                break;
            }
            prev = score;
            result.best = Some(moves[0]);
            result.score = score;
            result.depth = depth as u32;
            result.nodes = tree.nodes;
            result.pv = tree.pv();
            if result.pv.first() != Some(&moves[0]) {
                result.pv = vec![moves[0]];
            }
            let elapsed = now_ms() - start;
            report(&Report {
                depth: depth as u32,
                score,
                nodes: tree.nodes,
                nps: if elapsed > 0.0 {
                    (tree.nodes as f64 * 1000.0 / elapsed) as u64
                } else {
                    0
                },
                pv: result.pv.clone(),
                seldepth: tree.seldepth as u32,
                elapsed_ms: elapsed,
            });
            if let Some(n) = mate_in(score) {
                if depth > n.abs() + 2 {
                    break;
                }
            }
            if let Some(t) = plan.time_ms {
                // The next iteration costs several times this one: do not
                // start it unless most of the budget is left.
                if now_ms() - start > t * 0.45 {
                    break;
                }
            }
            if let Some(n) = plan.nodes {
                if tree.nodes >= n {
                    break;
                }
            }
        }
        result.nodes = tree.nodes;
        result
    }

    /// The easy level: shallow scores for every move, then a seeded choice
    /// among the good ones (see [`levels`]).
    fn easy(
        &mut self,
        game: &Game,
        moves: &[Move],
        plan: &levels::Plan,
        seed: u64,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let me = game.side_to_move();
        // A win in one (any rule, repetition included) is always taken.
        for &mv in moves {
            let mut g = game.clone();
            g.play_unchecked(mv);
            if g.outcome().is_some_and(|o| o.winner == Some(me)) {
                return Outcome {
                    best: Some(mv),
                    score: MATE - 1,
                    depth: 1,
                    nodes: moves.len() as u64,
                    pv: vec![mv],
                };
            }
        }
        let mut rng = Rng::new(seed ^ game.position().key() ^ game.positions().len() as u64);
        let oversight = rng.next() % levels::EASY_OVERSIGHT_ONE_IN == 0;
        self.tt.new_search();
        let start = now_ms();
        let stop = Stop {
            nodes: plan.nodes.unwrap_or(u64::MAX),
            deadline: plan.time_ms.map(|t| start + t),
            now: now_ms,
        };
        let pos = *game.position();
        let mut tree = Tree::new(
            game.rules(),
            &mut self.tt,
            &mut self.history,
            history_keys(game),
            stop,
            &self.weights,
        );
        let depth = if oversight {
            0
        } else {
            plan.max_depth.min(levels::EASY_DEPTH)
        };
        let mut moves = moves.to_vec();
        let scores: Vec<Option<i32>> = if depth == 0 {
            moves
                .iter()
                .map(|&mv| {
                    let mut next = pos;
                    crate::rules::play(&mut next, game.rules(), mv);
                    Some(-tree.evaluate(&next))
                })
                .collect()
        } else {
            // Plausible moves first, so a node limit cuts off the unlikely.
            tree.order_root(&pos, &mut moves);
            tree.armed = true;
            tree.score_all(&pos, &moves, depth, levels::EASY_MARGIN)
        };
        let nodes = tree.nodes;
        let best = scores.iter().flatten().copied().max().unwrap_or(0);
        let floor = best - levels::EASY_MARGIN;
        let weights: Vec<f64> = scores
            .iter()
            .map(|s| match *s {
                Some(s) if s >= floor => (f64::from(s - best) / levels::EASY_TEMPERATURE).exp(),
                _ => 0.0,
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let mut x = (rng.next() >> 11) as f64 / (1u64 << 53) as f64 * total;
        let mut pick = 0;
        for (i, w) in weights.iter().enumerate() {
            if *w > 0.0 {
                pick = i;
                if x < *w {
                    break;
                }
                x -= w;
            }
        }
        let score = scores[pick].unwrap_or(0);
        let elapsed = now_ms() - start;
        report(&Report {
            depth: depth.max(0) as u32,
            score,
            nodes,
            nps: if elapsed > 0.0 {
                (nodes as f64 * 1000.0 / elapsed) as u64
            } else {
                0
            },
            pv: vec![moves[pick]],
            seldepth: tree.seldepth as u32,
            elapsed_ms: elapsed,
        });
        Outcome {
            best: Some(moves[pick]),
            score,
            depth: depth.max(0) as u32,
            nodes,
            pv: vec![moves[pick]],
        }
    }
}

/// The repetition stack of a game: every position's key with the index of
/// the oldest position it could repeat (the one after the last capture).
fn history_keys(game: &Game) -> Vec<(u64, u32)> {
    let mut keys = Vec::with_capacity(game.positions().len() + MAX_PLY + 8);
    let mut start = 0u32;
    for (i, p) in game.positions().iter().enumerate() {
        if i > 0 && game.played()[i - 1].captured.any() {
            start = i as u32;
        }
        keys.push((p.key(), start));
    }
    keys
}

/// A small deterministic generator (SplitMix64) for the easy level.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Chooses a move for the side to move in `game`.
///
/// `now_ms` is a monotonic clock in milliseconds; `report` is called after
/// each completed iteration. Uses a fresh [`DEFAULT_TT_MB`] table; keep a
/// [`Searcher`] to reuse one across moves.
pub fn choose_move(
    game: &Game,
    level: Level,
    limits: &Limits,
    now_ms: &dyn Fn() -> f64,
    report: &mut dyn FnMut(&Report),
) -> Option<Move> {
    Searcher::new(DEFAULT_TT_MB).choose_move(game, level, limits, now_ms, report)
}
