//! Root handling: iterative deepening with aspiration windows and time
//! management (`Searcher::deepen`), the easy level's noisy choice
//! (`Searcher::easy`), and the root's own move loops on [`Tree`]: the
//! first ordering of the root moves, one iteration over them, and the
//! scoring of every move for the easy level.
//!
//! Every root move is played by `Tree::step`, which at the root applies
//! [`crate::rules::end_of_move`] whole (the mover's wins, E2 with the game's
//! keys, E1).

use super::levels::{self, Plan};
use super::negamax::{to_tt, Step, Stop, Tree, DECISIVE, INF, MATE, MATE_BOUND, MILL, MILL_PLIES};
use super::ordering::sort_descending;
use super::tt::Bound;
use super::tunables::{
    ASPIRATION_GROWTH, ASPIRATION_MAX_WIDTH, ASPIRATION_MIN_DEPTH, ASPIRATION_WINDOW,
    ITERATION_GROWTH_MAX, ITERATION_GROWTH_MIN, MATE_EXTRA_PLIES, NEXT_ITERATION_END_FRACTION,
    NEXT_ITERATION_TIME_FRACTION, ROOT_LMR, ROOT_LMR_MIN_DEPTH, ROOT_LMR_MIN_MOVES,
    THREAT_EXTENSION,
};
use super::{mate_in, Outcome, Report, Searcher};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::Side;
use crate::playout::Rng;
use crate::position::Position;
use crate::rules::repetition::SearchRoot;
use crate::rules::{capture, movegen, Ruleset};
use crate::square::Square;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};

/// Whether iterative deepening starts another iteration, `elapsed` ms into
/// a `budget` of ms, the last iteration having taken `last` ms and the one
/// before it `before` ms (0 when there was none). Early in the budget it
/// always does; later only when the next iteration, predicted to cost the
/// last one times their growth (clamped), ends within
/// [`NEXT_ITERATION_END_FRACTION`] of the budget. An iteration the clock
/// cuts short still counts when it proved a new best move, but the time a
/// hopeless one takes is better kept for the next move.
pub(crate) fn start_next_iteration(elapsed: f64, last: f64, before: f64, budget: f64) -> bool {
    if elapsed <= budget * NEXT_ITERATION_TIME_FRACTION {
        return true;
    }
    let growth = if before > 0.0 {
        (last / before).clamp(ITERATION_GROWTH_MIN, ITERATION_GROWTH_MAX)
    } else {
        ITERATION_GROWTH_MAX
    };
    elapsed + last * growth <= budget * NEXT_ITERATION_END_FRACTION
}

/// Nodes per second for a report.
fn nps(nodes: u64, elapsed_ms: f64) -> u64 {
    if elapsed_ms > 0.0 {
        (nodes as f64 * 1000.0 / elapsed_ms) as u64
    } else {
        0
    }
}

impl Searcher {
    /// The full search: iterative deepening over `moves` (the legal moves
    /// of the root, at least two) within `plan`; with helper threads (see
    /// [`Searcher::set_threads`]) unless a node limit asks for a result
    /// that does not depend on timing.
    pub(super) fn deepen(
        &mut self,
        root: &SearchRoot,
        moves: Vec<Move>,
        plan: &Plan,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        self.tt.new_search();
        self.history.age();
        let start = now_ms();
        let stop = Stop {
            nodes: plan.nodes.unwrap_or(u64::MAX),
            deadline: plan.time_ms.map(|t| start + t),
            now: now_ms,
            abort: None,
        };
        #[cfg(not(target_arch = "wasm32"))]
        if !self.helpers.is_empty() && plan.nodes.is_none() {
            return self.deepen_shared(root, moves, plan, start, stop, report);
        }
        let tree = Tree::new(root, &self.tt, &mut self.history, stop, &self.weights)
            .with_mills(self.mills);
        tree.deepen(&root.position, moves, plan, start, &|_| 0, report)
    }

    /// [`Searcher::deepen`] on several threads ("lazy SMP"): each helper
    /// runs its own iterative deepening over the same root, sharing the
    /// transposition table, until the main search ends. A helper's next
    /// iteration is one ply deeper than its last and than the main
    /// search's current one, and half the helpers (the first among them)
    /// go two plies deeper than the main search, so the threads spread
    /// over the depths the main search is about to need. Only the main
    /// search's result counts, and its reports; what the helpers add is
    /// the table entries they leave (and their nodes, in the counts).
    /// `start` and `stop` are the main search's, as [`Searcher::deepen`]
    /// made them.
    #[cfg(not(target_arch = "wasm32"))]
    fn deepen_shared(
        &mut self,
        root: &SearchRoot,
        moves: Vec<Move>,
        plan: &Plan,
        start: f64,
        stop: Stop<'_>,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let abort = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let main_depth = AtomicI32::new(0);
        let (tt, weights, mills) = (&self.tt, &*self.weights, self.mills);
        let history = &mut self.history;
        let helpers = &mut self.helpers;
        let mut out = std::thread::scope(|scope| {
            for (i, h) in helpers.iter_mut().enumerate() {
                h.age();
                let moves = moves.clone();
                let (abort, helper_nodes, main_depth) = (&abort, &helper_nodes, &main_depth);
                scope.spawn(move || {
                    let no_clock = || 0.0;
                    let stop = Stop {
                        nodes: u64::MAX,
                        deadline: None,
                        now: &no_clock,
                        abort: Some(abort),
                    };
                    let mut tree = Tree::new(root, tt, h, stop, weights).with_mills(mills);
                    tree.armed = true;
                    let ahead = 1 + i32::from(i % 2 == 0);
                    tree.help(
                        &root.position,
                        moves,
                        plan.max_depth,
                        ahead,
                        main_depth,
                        helper_nodes,
                    );
                });
            }
            let tree = Tree::new(root, tt, history, stop, weights).with_mills(mills);
            let progress = |depth| {
                main_depth.store(depth, Ordering::Relaxed);
                helper_nodes.load(Ordering::Relaxed)
            };
            let out = tree.deepen(&root.position, moves, plan, start, &progress, report);
            abort.store(true, Ordering::Relaxed);
            out
        });
        out.nodes += helper_nodes.load(Ordering::Relaxed);
        out
    }

    /// The easy level: shallow scores for every move, then a seeded choice
    /// among the good ones (see [`levels`]). A win in one (any rule,
    /// repetition included) is always taken.
    pub(super) fn easy(
        &mut self,
        root: &SearchRoot,
        moves: &[Move],
        plan: &Plan,
        seed: u64,
        now_ms: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let pos = root.position;
        let unlimited = Stop {
            nodes: u64::MAX,
            deadline: None,
            now: now_ms,
            abort: None,
        };
        let win = {
            let mut tree = Tree::new(root, &self.tt, &mut self.history, unlimited, &self.weights);
            moves
                .iter()
                .copied()
                .find(|&mv| matches!(tree.step(&pos, mv, 0), Step::Ended(s) if s > 0))
        };
        if let Some(mv) = win {
            return Outcome {
                best: Some(mv),
                score: MATE - 1,
                depth: 1,
                nodes: moves.len() as u64,
                pv: vec![mv],
            };
        }
        // The run's length feeds the seed too, so one seed does not play
        // the same move each time a position recurs.
        let mut rng = Rng::new(seed ^ pos.key() ^ root.keys.len() as u64);
        let oversight = rng.next_u64() % levels::EASY_OVERSIGHT_ONE_IN == 0;
        self.tt.new_search();
        let start = now_ms();
        let stop = Stop {
            nodes: plan.nodes.unwrap_or(u64::MAX),
            deadline: plan.time_ms.map(|t| start + t),
            now: now_ms,
            abort: None,
        };
        let mut tree = Tree::new(root, &self.tt, &mut self.history, stop, &self.weights)
            .with_mills(self.mills);
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
                    crate::rules::play(&mut next, root.rules, mv);
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
        let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
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
            nps: nps(nodes, elapsed),
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

impl Tree<'_> {
    /// One iteration at `depth` with an aspiration window around `prev`,
    /// the last iteration's score, once the depth and score allow one;
    /// widened and searched again on a fail, until the score lands inside.
    fn aspirate(&mut self, pos: &Position, moves: &mut [Move], depth: i32, prev: i32) -> i32 {
        let (mut lo, mut hi, mut width) = if depth >= ASPIRATION_MIN_DEPTH && prev.abs() < DECISIVE
        {
            (
                prev - ASPIRATION_WINDOW,
                prev + ASPIRATION_WINDOW,
                ASPIRATION_WINDOW,
            )
        } else {
            (-INF, INF, INF)
        };
        loop {
            let s = self.root(pos, moves, depth, lo, hi);
            if self.stopped {
                return s;
            }
            if s <= lo && lo > -INF {
                width *= ASPIRATION_GROWTH;
                lo = (prev - width).max(-INF);
                if width > ASPIRATION_MAX_WIDTH {
                    lo = -INF;
                }
            } else if s >= hi && hi < INF {
                width *= ASPIRATION_GROWTH;
                hi = (prev + width).min(INF);
                if width > ASPIRATION_MAX_WIDTH {
                    hi = INF;
                }
            } else {
                return s;
            }
        }
    }

    /// Iterative deepening from `pos` over `moves` within `plan`, the
    /// search having started at `start` (ms); `progress` is told the depth
    /// of each iteration as it starts, and when it reports, and returns the
    /// nodes of helper threads so far (see `Searcher::deepen_shared`).
    fn deepen(
        mut self,
        pos: &Position,
        mut moves: Vec<Move>,
        plan: &Plan,
        start: f64,
        progress: &dyn Fn(i32) -> u64,
        report: &mut dyn FnMut(&Report),
    ) -> Outcome {
        let now_ms = self.stop.now;
        self.order_root(pos, &mut moves);
        let mut result = Outcome {
            best: Some(moves[0]),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![moves[0]],
        };
        let mut prev: i32 = 0;
        // When the last two iterations ended (ms since `start`), for the time management.
        let (mut ended_before, mut ended_last) = (0.0, 0.0);
        for depth in 1..=plan.max_depth {
            progress(depth);
            let score = self.aspirate(pos, &mut moves, depth, prev);
            self.armed = true;
            if self.stopped {
                // A partial iteration still counts when it proved a new
                // move better than the last iteration's.
                if moves[0] != result.best.unwrap_or(moves[0]) {
                    result.best = Some(moves[0]);
                    result.pv = self.pv();
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
            result.nodes = self.nodes;
            result.pv = self.pv();
            if result.pv.first() != Some(&moves[0]) {
                result.pv = vec![moves[0]];
            }
            let elapsed = now_ms() - start;
            let nodes = self.nodes + progress(depth);
            report(&Report {
                depth: depth as u32,
                score,
                nodes,
                nps: nps(nodes, elapsed),
                pv: result.pv.clone(),
                seldepth: self.seldepth as u32,
                elapsed_ms: elapsed,
            });
            if let Some(n) = mate_in(score) {
                if depth > n.abs() + MATE_EXTRA_PLIES {
                    break;
                }
            }
            if let Some(t) = plan.time_ms {
                let (last, before) = (elapsed - ended_last, ended_last - ended_before);
                if !start_next_iteration(elapsed, last, before, t) {
                    break;
                }
                (ended_before, ended_last) = (ended_last, elapsed);
            }
            if let Some(n) = plan.nodes {
                if self.nodes >= n {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// A helper thread's search (see `Searcher::deepen_shared`): iterative
    /// deepening until stopped or past `max_depth`, each iteration one ply
    /// deeper than the last and at least `ahead` plies deeper than the
    /// main search's current iteration (`main_depth`); adds its nodes to
    /// `nodes` after each iteration.
    #[cfg(not(target_arch = "wasm32"))]
    fn help(
        &mut self,
        pos: &Position,
        mut moves: Vec<Move>,
        max_depth: i32,
        ahead: i32,
        main_depth: &AtomicI32,
        nodes: &AtomicU64,
    ) {
        let mut counted = 0;
        self.order_root(pos, &mut moves);
        let (mut prev, mut depth) = (0, 0);
        loop {
            depth = (depth + 1).max(main_depth.load(Ordering::Relaxed) + ahead);
            if depth > max_depth {
                break;
            }
            let score = self.aspirate(pos, &mut moves, depth, prev);
            nodes.fetch_add(self.nodes - counted, Ordering::Relaxed);
            counted = self.nodes;
            if self.stopped {
                break;
            }
            prev = score;
        }
    }

    /// Orders the root moves by the quiescence score of each (wins first),
    /// so the first iteration starts with plausible moves. Equal scores keep
    /// generation order (determinism): each entry is the score above the
    /// move's index inverted, sorted largest first.
    pub fn order_root(&mut self, pos: &Position, moves: &mut [Move]) {
        let mut entries: Vec<u64> = moves
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let s = match self.step(pos, mv, 0) {
                    Step::Ended(s) => s,
                    Step::Next(next, captured) => {
                        self.push(next.key(), captured);
                        let s = -self.qsearch(&next, -INF, INF, 1, 0);
                        self.pop();
                        s
                    }
                };
                let biased = (i64::from(s) - i64::from(i32::MIN)) as u64;
                biased << 32 | u64::from(!(i as u32))
            })
            .collect();
        sort_descending(&mut entries);
        let original = moves.to_vec();
        for (slot, e) in moves.iter_mut().zip(entries) {
            *slot = original[!(e as u32) as usize];
        }
    }

    /// Scores the root moves to `depth` for the easy level's choice: each
    /// move is searched with the window `(best - margin, INF)`, so moves
    /// that cannot be within `margin` of the best cost little. Returns, per
    /// move, its exact score when it was within the margin of the best so
    /// far, else `None` (also for moves the limits cut off).
    pub fn score_all(
        &mut self,
        pos: &Position,
        moves: &[Move],
        depth: i32,
        margin: i32,
    ) -> Vec<Option<i32>> {
        let mut out = Vec::with_capacity(moves.len());
        let mut best = -INF;
        self.set_root_eval(pos);
        for &mv in moves {
            if self.stopped {
                out.push(None);
                continue;
            }
            let alpha = if best > -INF { best - margin } else { -INF };
            let s = match self.step(pos, mv, 0) {
                Step::Ended(s) => s,
                Step::Next(next, captured) => {
                    self.push(next.key(), captured);
                    let s = -self.negamax(&next, depth - 1, -INF, -alpha, 1, true);
                    self.pop();
                    s
                }
            };
            if self.stopped || s <= alpha {
                out.push(None);
                continue;
            }
            best = best.max(s);
            out.push(Some(s));
        }
        out
    }

    /// One root iteration over `moves` (best first); returns the score and
    /// reorders `moves` so the best is first. When the search stops midway,
    /// the best move found so far is still first if one was proven better.
    pub fn root(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let alpha_in = alpha;
        self.pv_len[0] = 0;
        self.set_root_eval(pos);
        // Moves are ranked by `mill_rank` (a mill below every loss):
        // `best` is the best move's rank, `best_score` its score; `alpha`
        // stays a score, raised by a best move that is not a mill (a loss
        // must still be found to beat a mill).
        let mut best = -INF;
        let mut best_score = -INF;
        // A king next to a corner has no line to block: still a threat.
        let depth = if Self::in_threat(pos) {
            depth + THREAT_EXTENSION
        } else {
            depth
        };
        let mut best_index = 0;
        self.count_node();
        for (i, &mv) in moves.iter().enumerate() {
            let s = match self.step(pos, mv, 0) {
                Step::Ended(s) => {
                    self.pv_len[1] = 1;
                    s
                }
                Step::Next(next, captured) => {
                    // A third piece put where two were taken at once in the
                    // last four turns, the defence back as it stood then,
                    // and taken at once again: a mill fed from the game's
                    // own moves, unless the search finds the line decided
                    // anyway.
                    let refeed = self.refeeds.has(mv.to) && taken_at_once(&next, self.rules, mv.to);
                    self.push(next.key(), captured);
                    let reduction = (i > 0).then_some(
                        if depth >= ROOT_LMR_MIN_DEPTH && i >= ROOT_LMR_MIN_MOVES && !captured {
                            ROOT_LMR
                        } else {
                            0
                        },
                    );
                    let s = self.pvs(&next, depth, reduction, alpha, beta, 0);
                    self.pop();
                    if refeed && s.abs() < DECISIVE {
                        -(MILL - MILL_PLIES as i32)
                    } else {
                        s
                    }
                }
            };
            if self.stopped {
                break;
            }
            let rank = mill_rank(s);
            if rank > best {
                best = rank;
                best_score = s;
                best_index = i;
                if s > alpha {
                    self.update_pv(0, mv);
                    if rank == s {
                        alpha = s;
                        if s >= beta {
                            break;
                        }
                    }
                }
            }
        }
        // Only a move that beat the window is proven best; after a fail
        // low every score is just a bound, so the order stays (and a stop
        // during the re-search keeps the last iteration's move first).
        if best > alpha_in {
            moves[..=best_index].rotate_right(1);
        }
        if !self.stopped {
            let bound = if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            let key = pos.key();
            let eval = self.root_eval();
            self.tt.store(
                key,
                Some(moves[0]),
                to_tt(best_score, 0),
                eval,
                depth,
                bound,
            );
        }
        best_score
    }
}

/// Whether the defenders, to move in `pos`, can capture the attacker on
/// `sq` with their next move by custodial capture (C1): a defender, the
/// king or a square hostile to it on one side, and a move of theirs onto
/// the square on the other (shield walls are not looked for). The root's
/// test of a refeed (see [`SearchRoot::refeeds`]); out of line, as it is
/// rarely reached.
#[cold]
#[inline(never)]
fn taken_at_once(pos: &Position, rules: &Ruleset, sq: Square) -> bool {
    let landings =
        capture::capture_landings(pos.board(), Side::Defenders, Bitboard::from_square(sq));
    let mut moves = Vec::new();
    movegen::moves_to(pos, rules, landings, &mut moves);
    !moves.is_empty()
}

/// How far a mill's score drops to rank at the root: below every loss
/// (`-MATE` at worst) and above `-INF`, where the ranking starts.
const MILL_DEMOTION: i32 = 1_500;
const _: () = assert!(-DECISIVE - MILL_DEMOTION < -MATE && -MILL - MILL_DEMOTION > -INF);

/// The rank of a root move's score: the score itself, but a mill's (see
/// `Tree::mill`) below every loss. Below the root a mill scores above a
/// loss, since the rules have not ended the game; at the root, where
/// nothing better than a mill is left, the search does not feed the mill
/// its pieces one by one but takes the longest line the rules really
/// lose (and when every move feeds a mill, the latest mill).
fn mill_rank(score: i32) -> i32 {
    if score <= -DECISIVE && score > -MATE_BOUND {
        score - MILL_DEMOTION
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::{start_next_iteration, taken_at_once, NEXT_ITERATION_TIME_FRACTION};
    use crate::search::{Level, Limits, Searcher};
    use crate::{Board, Game, Position, Side, COPENHAGEN};
    use std::cell::Cell;

    /// The defenders to move in `diagram`.
    fn defenders_to_move(diagram: &str) -> Position {
        Position::new(Board::from_diagram(diagram).unwrap(), Side::Defenders).unwrap()
    }

    #[test]
    fn a_piece_is_taken_at_once_when_a_move_lands_opposite_an_anvil() {
        // The attacker on e5: a defender above it on e6, and the defender
        // on a4 can slide to e4 below it.
        let open = defenders_to_move(
            "
            11  . . . . . . . . . . .
            10  . . . . . . . . . . .
             9  . . . . . . . . . . .
             8  . . . . . . . k . . .
             7  . . . . . . . . . . .
             6  . . . . d . . . . . .
             5  . . . . a . . . . . .
             4  d . . . . . . . . . .
             3  . . . . . . . . . . .
             2  . . . . . . . . . . .
             1  . . . . . . . . . . .
                 a b c d e f g h i j k",
        );
        let e5 = "e5".parse().unwrap();
        assert!(taken_at_once(&open, &COPENHAGEN, e5));
        // An attacker on c4 stops the slide: no defender reaches e4.
        let mut board = *open.board();
        board.attackers.set("c4".parse().unwrap());
        let blocked = Position::new(board, Side::Defenders).unwrap();
        assert!(!taken_at_once(&blocked, &COPENHAGEN, e5));
        // The king is an anvil too (it is armed): on e6 instead of the
        // defender, with the way to e4 open again.
        let mut board = *open.board();
        board.defenders.clear("e6".parse().unwrap());
        board.king = crate::Bitboard::from_square("e6".parse().unwrap());
        let king = Position::new(board, Side::Defenders).unwrap();
        assert!(taken_at_once(&king, &COPENHAGEN, e5));
        // Nothing on the far side of e5 from a landing square: no capture.
        let mut board = *open.board();
        board.defenders.clear("e6".parse().unwrap());
        let alone = Position::new(board, Side::Defenders).unwrap();
        assert!(!taken_at_once(&alone, &COPENHAGEN, e5));
    }

    #[test]
    fn early_in_the_budget_the_next_iteration_always_starts() {
        // 45 % of 100 ms: even an iteration predicted to take far too long starts.
        assert!(start_next_iteration(45.0, 40.0, 1.0, 100.0));
        assert!(start_next_iteration(10.0, 10.0, 0.0, 100.0));
    }

    #[test]
    fn later_it_starts_only_when_predicted_to_end_in_time() {
        // Growth 2 (10 after 5): 50 + 20 = 70 <= 90.
        assert!(start_next_iteration(50.0, 10.0, 5.0, 100.0));
        // Growth 3 (12 after 4): 55 + 36 = 91 > 90.
        assert!(!start_next_iteration(55.0, 12.0, 4.0, 100.0));
        // Growth 1.5 counts as 2: 50 + 2 * 24 = 98 > 90.
        assert!(!start_next_iteration(50.0, 24.0, 16.0, 100.0));
        // ... and 50 + 2 * 20 = 90 fits.
        assert!(start_next_iteration(50.0, 20.0, 19.0, 100.0));
        // Growth 20 counts as 8: 50 + 8 * 5 = 90 fits; 50 + 8 * 6 does not.
        assert!(start_next_iteration(50.0, 5.0, 0.25, 100.0));
        assert!(!start_next_iteration(50.0, 6.0, 0.3, 100.0));
        // No earlier iteration (or one that read as no time): growth 8.
        assert!(!start_next_iteration(50.0, 6.0, 0.0, 100.0));
        assert!(start_next_iteration(50.0, 5.0, 0.0, 100.0));
        // Past the end fraction nothing starts, however cheap.
        assert!(!start_next_iteration(91.0, 0.0, 0.0, 100.0));
    }

    /// The search follows the rule. The clock advances 1 ms per reading
    /// (one reading per `CLOCK_EVERY` nodes, and a few per iteration), 6 ms
    /// for its first readings (a busy start, so that early iterations cost
    /// more than their share): every iteration after a reported one
    /// started exactly when the rule said so, and with 80 and 470 ms some
    /// started past 45 % of the budget, where the old rule stopped.
    #[test]
    fn the_search_starts_iterations_by_the_rule() {
        let mut g = Game::new(&COPENHAGEN);
        for m in ["d1-d3", "e5-e2", "g1-g3", "f4-c4"] {
            g.play(crate::notation::parse_move(m).unwrap().mv).unwrap();
        }
        let root = g.search_root().unwrap();
        for (budget, late) in [(40.0, false), (80.0, true), (400.0, false), (470.0, true)] {
            let (tick, calls) = (Cell::new(0.0), Cell::new(0u32));
            let clock = || {
                calls.set(calls.get() + 1);
                tick.set(tick.get() + if calls.get() < 8 { 6.0 } else { 1.0 });
                tick.get()
            };
            let mut reports = Vec::new();
            let limits = Limits {
                time_ms: Some(budget),
                ..Limits::default()
            };
            let mut searcher = Searcher::new(1);
            let out = searcher.search(&root, Level::Expert, &limits, &clock, &mut |r| {
                reports.push((r.depth, r.elapsed_ms, r.nodes));
            });
            assert!(reports.len() >= 3, "budget {budget}: {reports:?}");
            let ended = |i: usize| if i == 0 { 0.0 } else { reports[i - 1].1 };
            let mut started_late = false;
            for (i, &(depth, elapsed, nodes)) in reports.iter().enumerate() {
                let before = ended(i) - ended(i.saturating_sub(1));
                let starts = start_next_iteration(elapsed, elapsed - ended(i), before, budget);
                let ran_on = i + 1 < reports.len() || out.nodes > nodes;
                assert_eq!(
                    ran_on, starts,
                    "budget {budget}, after depth {depth}: {reports:?}, {} nodes in all",
                    out.nodes
                );
                started_late |= ran_on && elapsed > budget * NEXT_ITERATION_TIME_FRACTION;
            }
            assert_eq!(started_late, late, "budget {budget}: {reports:?}");
        }
    }
}
