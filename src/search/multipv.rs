//! Multi-line analysis (multi-PV): the `lines` best root moves, each with
//! its principal variation and score.
//!
//! Method: line 1 is the single-PV search itself ([`Searcher::search`]'s
//! iterative deepening, run on the same move list with the same plan), so
//! its move, score, depth, PV and node count are exactly those of a
//! single-PV search from the same searcher state under the same limits.
//! Line `k` is then a full iterative-deepening search of the root with the
//! moves of lines `1..k` excluded (full window at the first iterations,
//! aspiration windows after, as the single search does). The table and
//! history carry over from line to line, so the later lines start warm.
//!
//! Limits: a node limit and a depth limit apply to each line (so line 1
//! sees exactly the single search's budget and results stay independent of
//! the clock); a time limit is the whole analysis's and is split evenly
//! among the lines.
//!
//! Order: each line is the best of the moves left, so the scores fall from
//! line to line as far as the search is consistent. It is not always: a
//! move the first search only saw at reduced depth (root late-move
//! reduction) or through other table entries can score higher when it is
//! searched as a line of its own. Such a line keeps its place and reports
//! the score of the line above it as a lower bound (`lower_bound`), which
//! is what its search proved, so the scores never rise from one line to the
//! next and line 1 stays the single-PV move.

use super::levels;
use super::{Level, Limits, Report, Searcher};
use crate::moves::{Move, MoveList};
use crate::rules::movegen;
use crate::rules::repetition::SearchRoot;

/// Most lines an analysis gives (more are clamped by the front ends).
pub const MAX_LINES: usize = 64;

/// One line of an analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The root move.
    pub mv: Move,
    /// Its principal variation (starts with `mv`; a legal chain).
    pub pv: Vec<Move>,
    /// Score from the side to move's view (see [`super::mate_in`]).
    pub score: i32,
    /// Whether `score` is only a lower bound: the line's own search scored
    /// the move higher than the line above, whose score it reports.
    pub lower_bound: bool,
    /// Deepest iteration completed for this line.
    pub depth: u32,
    /// Deepest ply reached by this line's search.
    pub seldepth: u32,
    /// Nodes this line's search took.
    pub nodes: u64,
}

/// The result of [`Searcher::analyse`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The lines, best first (at most the number of legal moves).
    pub lines: Vec<Line>,
    /// The least depth completed by any line.
    pub depth: u32,
    /// The deepest ply reached by any line.
    pub seldepth: u32,
    /// Nodes of all lines together.
    pub nodes: u64,
}

impl Searcher {
    /// Analyses the root: the best `lines` moves (clamped to
    /// `1..=`[`MAX_LINES`] and to the number of legal moves), searched at
    /// full strength (the expert plan under `limits`; see the module doc
    /// for how the limits apply per line). `report(k, r)` is called after
    /// each completed iteration of line `k` (0-based). No lines when the
    /// side to move has no move.
    pub fn analyse(
        &mut self,
        root: &SearchRoot,
        lines: usize,
        limits: &Limits,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(usize, &Report),
    ) -> Analysis {
        let mut list = MoveList::new();
        movegen::generate(&root.position, root.rules, &mut list);
        let all: Vec<Move> = list.to_vec();
        let count = lines.clamp(1, MAX_LINES).min(all.len());
        let mut plan = levels::plan(Level::Expert, limits);
        let total_time = plan.time_ms;
        let mut out = Analysis::default();
        let start = now_ms();
        for k in 0..count {
            let moves: Vec<Move> = all
                .iter()
                .copied()
                .filter(|m| !out.lines.iter().any(|l| l.mv == *m))
                .collect();
            if let Some(t) = total_time {
                // An even share of the time left: what a line left unused
                // goes to the lines after it.
                let left = if k == 0 {
                    t
                } else {
                    (t - (now_ms() - start)).max(0.0)
                };
                plan.time_ms = Some(left / (count - k) as f64);
            }
            let mut seldepth = 0;
            let o = self.deepen(root, moves, &plan, now_ms, &mut |r| {
                seldepth = seldepth.max(r.seldepth);
                report(k, r);
            });
            // Every line has a move (k is below the number of legal moves).
            let Some(mv) = o.best else { break };
            let mut score = o.score;
            let mut lower_bound = false;
            if let Some(above) = out.lines.last() {
                if score > above.score {
                    score = above.score;
                    lower_bound = true;
                }
            }
            out.nodes += o.nodes;
            out.seldepth = out.seldepth.max(seldepth);
            out.depth = if k == 0 {
                o.depth
            } else {
                out.depth.min(o.depth)
            };
            out.lines.push(Line {
                mv,
                pv: o.pv,
                score,
                lower_bound,
                depth: o.depth,
                seldepth,
                nodes: o.nodes,
            });
        }
        out
    }
}
