//! The tree search: principal-variation alpha-beta with a transposition
//! table, null-move pruning, late-move reductions and pruning, a tafl
//! quiescence search, and repetition-aware scoring.
//!
//! Scores are from the side to move's view. A game decided at ply `q` (the
//! root is ply 0) scores `MATE - q` for the winner and `-(MATE - q)` for the
//! loser, so faster wins and slower losses are preferred.
//!
//! # Repetition (E2)
//!
//! The search keeps the keys of the game's history and of the current path.
//! A position whose key occurred twice before (since the last capture: a
//! capture can never be undone) is a third occurrence and is scored exactly
//! as the ruleset says: Copenhagen, the defenders lose whoever moved;
//! classic, the mover loses. A position that repeats one occurring *inside
//! the tree* (after the root) is scored as if the cycle were played once
//! more, to the third occurrence, `cycle` plies later. That is sound in the
//! sense chess engines use for their "draw at first repetition": every move
//! of the cycle was chosen by the side that made it, with the same options
//! the second time round, so the side that profits can repeat it and the
//! other side, if it had a better deviation, already had it the first time.
//! Repetitions of positions from before the root count only when exact.
//!
//! # Node steps
//!
//! 1. Count the node; check the node and time limits.
//! 2. Repetition (above).
//! 3. Immediate wins of the side to move: a king that sees a corner
//!    (defenders), an attacker that can close the king's capture
//!    (attackers). Both are exact, found without generating moves.
//! 4. Mate-distance pruning.
//! 5. King threat: attackers to move facing an escape line must block; the
//!    node is extended one ply and non-blocking moves are skipped (each
//!    loses at once) unless they might complete a repetition.
//! 6. Depth exhausted: quiescence.
//! 7. Transposition table probe (cut-off outside PV nodes).
//! 8. Static evaluation; reverse futility pruning and null move.
//! 9. The move loop (staged picker): a move that wins at once (any W rule)
//!    returns its mate score; PVS with late-move reductions for quiet moves
//!    and late-move pruning at shallow depth.
//! 10. No legal move: E1 loss. Store in the table.

use super::eval;
use super::ordering::{is_legal, History, Kind, Picker};
use super::params::TERMS;
use super::threats;
use super::tt::{Bound, Tt};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::rules::{self, RepetitionLoser, Ruleset};
use crate::zobrist;

/// Score of a win at the root (a win at ply `q` is `MATE - q`).
pub const MATE: i32 = 30_000;
/// Scores at least this large (in magnitude) are wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than any score.
pub const INF: i32 = 31_000;
/// Deepest ply of the tree.
pub const MAX_PLY: usize = 120;

/// How many quiescence plies may try escape-threat king moves.
const QS_THREAT_PLIES: u32 = 4;
/// How often (in nodes) the clock is read.
const CLOCK_EVERY: u64 = 1024;

/// Converts a score to its table form (wins relative to the node).
#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a table score back to root-relative form.
#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Late-move reduction in plies for a quiet move (depth, move number):
/// about `ln(depth) * ln(n) / 2.5`, in integer arithmetic so that native
/// and wasm builds search the same tree.
fn lmr(depth: i32, n: usize) -> i32 {
    if depth < 3 || n < 3 {
        return 0;
    }
    let d = (depth as u32).ilog2() + 1;
    let m = (n as u32).ilog2() + 1;
    (d * m / 6) as i32
}

/// Per-search limits as the tree sees them.
pub struct Stop<'a> {
    /// Node budget.
    pub nodes: u64,
    /// Absolute clock time (ms) at which to stop, if any.
    pub deadline: Option<f64>,
    /// The clock.
    pub now: &'a dyn Fn() -> f64,
}

/// The state of one search call.
pub struct Tree<'a> {
    rules: &'static Ruleset,
    weights: &'a [i32; TERMS],
    tt: &'a mut Tt,
    history: &'a mut History,
    killers: Vec<[Option<Move>; 2]>,
    /// (key, index of the oldest position a repetition may reach).
    keys: Vec<(u64, u32)>,
    root_index: usize,
    /// Nodes searched.
    pub nodes: u64,
    /// Deepest ply reached.
    pub seldepth: usize,
    /// Set when a limit was hit; every result after it is garbage.
    pub stopped: bool,
    /// Whether the limits may stop the search yet (depth 1 always ends).
    pub armed: bool,
    stop: Stop<'a>,
    pv: Vec<[Move; MAX_PLY + 1]>,
    pv_len: Vec<usize>,
    /// One reusable move buffer per ply (see [`Picker`]).
    buffers: Vec<Vec<(i32, Move)>>,
    /// One reusable move buffer per ply for quiescence.
    qbuffers: Vec<Vec<Move>>,
}

const NO_MOVE: Move = Move::new(crate::square::Square::THRONE, crate::square::Square::THRONE);

impl<'a> Tree<'a> {
    /// A tree over the game history `history` (keys of every position, the
    /// root last, with the index where repetitions may start).
    pub fn new(
        rules: &'static Ruleset,
        tt: &'a mut Tt,
        history: &'a mut History,
        keys: Vec<(u64, u32)>,
        stop: Stop<'a>,
        weights: &'a [i32; TERMS],
    ) -> Tree<'a> {
        let root_index = keys.len() - 1;
        Tree {
            rules,
            weights,
            tt,
            history,
            killers: vec![[None; 2]; MAX_PLY + 2],
            keys,
            root_index,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            armed: false,
            stop,
            pv: vec![[NO_MOVE; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 1],
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            qbuffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    /// The principal variation of the last search from the root.
    pub fn pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]].to_vec()
    }

    /// The static evaluation for the side to move, with this tree's weights.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let e = eval::evaluate_with(pos, self.rules, self.weights);
        match pos.side_to_move() {
            Side::Attackers => e,
            Side::Defenders => -e,
        }
    }

    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.armed {
            if self.nodes >= self.stop.nodes {
                self.stopped = true;
            } else if self.nodes % CLOCK_EVERY == 0 {
                if let Some(d) = self.stop.deadline {
                    if (self.stop.now)() >= d {
                        self.stopped = true;
                    }
                }
            }
        }
        self.stopped
    }

    #[inline]
    fn push(&mut self, key: u64, irreversible: bool) {
        let start = if irreversible {
            self.keys.len() as u32
        } else {
            self.keys.last().map_or(0, |k| k.1)
        };
        self.keys.push((key, start));
    }

    #[inline]
    fn pop(&mut self) {
        self.keys.pop();
    }

    /// The score of a third occurrence reached at `ply`, `extra` plies
    /// before it really happens, for the side to move at the node.
    #[inline]
    fn repetition_score(&self, side: Side, ply: usize, extra: usize) -> i32 {
        let d = (ply + extra) as i32;
        let loser_is_to_move = match self.rules.repetition_loser {
            RepetitionLoser::Defenders => side == Side::Defenders,
            // The mover is the side not to move.
            RepetitionLoser::Mover => false,
        };
        if loser_is_to_move {
            -(MATE - d)
        } else {
            MATE - d
        }
    }

    /// Step 2: the repetition verdict for the position on top of the stack.
    #[inline]
    fn repetition(&self, side: Side, ply: usize) -> Option<i32> {
        let i = self.keys.len() - 1;
        let (key, start) = self.keys[i];
        let start = start as usize;
        if i < start + 4 {
            return None;
        }
        let mut j = i - 4;
        let mut count = 0;
        loop {
            if self.keys[j].0 == key {
                if j > self.root_index {
                    return Some(self.repetition_score(side, ply, i - j));
                }
                count += 1;
                if count >= 2 {
                    return Some(self.repetition_score(side, ply, 0));
                }
            }
            if j < start + 2 {
                return None;
            }
            j -= 2;
        }
    }

    /// Whether the position after a quiet move with key `key` (side to move
    /// included) could be a repetition.
    #[inline]
    fn maybe_repeats(&self, key: u64) -> bool {
        let i = self.keys.len(); // the child's index
        let start = self.keys[i - 1].1 as usize;
        let mut j = i.wrapping_sub(2);
        while j < i && j >= start {
            if self.keys[j].0 == key {
                return true;
            }
            j = j.wrapping_sub(2);
        }
        false
    }

    /// Step 3: a win the side to move takes next move, found statically.
    #[inline]
    fn win_in_one(&self, pos: &Position, ply: usize) -> Option<i32> {
        let board = pos.board();
        let wins = match pos.side_to_move() {
            Side::Defenders => threats::king_sees_corner(board),
            Side::Attackers => threats::king_capture_square(board, self.rules).is_some(),
        };
        wins.then_some(MATE - (ply as i32 + 1))
    }

    #[inline]
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        self.pv[ply][ply] = mv;
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// The search of one node (see the module docs for its steps).
    #[allow(clippy::too_many_lines)] // the node function reads best as one piece, step by step
    pub fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        if depth <= 0 && !self.in_threat(pos) {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        self.pv_len[ply] = ply;
        let pv_node = beta - alpha > 1;
        let side = pos.side_to_move();

        // Steps 1-4.
        if self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 {
            if let Some(s) = self.repetition(side, ply) {
                return s;
            }
            if let Some(s) = self.win_in_one(pos, ply) {
                return s;
            }
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if ply >= MAX_PLY - 1 {
                return self.evaluate(pos);
            }
        }

        // Step 5.
        let lines = if side == Side::Attackers {
            threats::escape_lines(pos.board())
        } else {
            Bitboard::EMPTY
        };
        // A king next to a corner has no line to block: still a threat.
        let in_threat = side == Side::Attackers && threats::king_sees_corner(pos.board());
        let depth = if in_threat { depth.max(0) + 1 } else { depth };

        // Step 7.
        let key = pos.key();
        let entry = self.tt.probe(key);
        let tt_move = entry
            .and_then(|e| e.mv())
            .filter(|&m| is_legal(pos, self.rules, m));
        if let Some(e) = entry {
            if !pv_node && ply > 0 && e.depth() >= depth {
                let s = from_tt(e.score(), ply);
                let cut = match e.bound() {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if cut {
                    return s;
                }
            }
        }

        // Step 8.
        let static_eval = match entry {
            Some(e) => e.eval(),
            None => self.evaluate(pos),
        };
        if !pv_node && !in_threat && ply > 0 && beta.abs() < MATE_BOUND {
            if depth <= 3 && static_eval - 150 * depth >= beta {
                return static_eval;
            }
            if null_ok && depth >= 3 && static_eval >= beta {
                let r = 3 + depth / 4;
                let next = pos.with_side(side.opponent());
                self.push(next.key(), true);
                let s = -self.negamax(&next, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        // Step 9.
        let mut picker = Picker::new(tt_move);
        let mut buf = std::mem::take(&mut self.buffers[ply]);
        let killers = self.killers[ply];
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut legal = 0usize;
        let mut quiets_tried = [NO_MOVE; 32];
        let mut quiets = 0usize;
        let original_alpha = alpha;
        let lmp_limit = match depth {
            1 => 12,
            2 => 20,
            3 => 32,
            _ => usize::MAX,
        };
        while let Some((mv, kind)) = picker.next(&mut buf, pos, self.rules, self.history, killers) {
            legal += 1;
            if in_threat && !lines.has(mv.to) && !self.repeat_candidate(pos, mv) {
                continue;
            }
            let quiet = kind == Kind::Quiet;
            if quiet && !pv_node && !in_threat && searched >= lmp_limit && best > -MATE_BOUND {
                continue;
            }
            let mut next = *pos;
            let captured = rules::play(&mut next, self.rules, mv);
            if rules::mover_wins(&next, self.rules, mv).is_some() {
                let s = MATE - (ply as i32 + 1);
                self.update_pv(ply, mv);
                self.pv_len[ply] = ply + 1;
                self.tt.store(
                    key,
                    Some(mv),
                    to_tt(s, ply),
                    static_eval,
                    depth,
                    Bound::Exact,
                );
                return s;
            }
            self.push(next.key(), captured.any());
            let mut s;
            if searched == 0 {
                s = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1, true);
            } else {
                let r = if quiet && !in_threat {
                    (lmr(depth, searched) - i32::from(pv_node)).max(0)
                } else {
                    0
                };
                s = -self.negamax(&next, depth - 1 - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 {
                    s = -self.negamax(&next, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1, true);
                }
            }
            self.pop();
            if self.stopped {
                self.buffers[ply] = buf;
                return 0;
            }
            searched += 1;
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if s >= beta {
                        if quiet || kind == Kind::Killer {
                            self.reward(side, mv, depth, ply, &quiets_tried[..quiets]);
                        }
                        break;
                    }
                }
            }
            if quiet && quiets < quiets_tried.len() {
                quiets_tried[quiets] = mv;
                quiets += 1;
            }
        }

        self.buffers[ply] = buf;

        // Step 10.
        if searched == 0 {
            best = if legal == 0 {
                -(MATE - ply as i32)
            } else if in_threat {
                // Every move leaves the escape open.
                -(MATE - ply as i32 - 2)
            } else {
                best
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, to_tt(best, ply), static_eval, depth, bound);
        best
    }

    /// Whether the attackers face an escape line (they must block).
    #[inline]
    fn in_threat(&self, pos: &Position) -> bool {
        pos.side_to_move() == Side::Attackers && threats::king_sees_corner(pos.board())
    }

    /// Whether a non-blocking move might still be worth searching because
    /// it could complete a repetition (a quiet move's key, captures ignored:
    /// a capture never repeats).
    #[inline]
    fn repeat_candidate(&self, pos: &Position, mv: Move) -> bool {
        let piece = pos.board().piece_at(mv.from).unwrap_or(Piece::Attacker);
        let key = pos.key()
            ^ zobrist::piece_key(piece, mv.from)
            ^ zobrist::piece_key(piece, mv.to)
            ^ zobrist::DEFENDERS_TO_MOVE;
        self.maybe_repeats(key)
    }

    fn reward(&mut self, side: Side, mv: Move, depth: i32, ply: usize, tried: &[Move]) {
        let bonus = depth * depth * 8;
        self.history.update(side, mv, bonus);
        for &q in tried.iter() {
            self.history.update(side, q, -bonus);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }

    /// Quiescence: captures, escape threats and their blocks, until quiet.
    pub fn qsearch(&mut self, pos: &Position, alpha: i32, beta: i32, ply: usize, qply: u32) -> i32 {
        self.pv_len[ply] = ply;
        if self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let side = pos.side_to_move();
        if ply > 0 {
            if let Some(s) = self.repetition(side, ply) {
                return s;
            }
        }
        if let Some(s) = self.win_in_one(pos, ply) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        let board = pos.board();
        let rules = self.rules;
        let mut list = std::mem::take(&mut self.qbuffers[ply]);
        list.clear();

        // Attackers facing an escape line: only blocks, no standing pat.
        let lines = if side == Side::Attackers {
            threats::escape_lines(board)
        } else {
            Bitboard::EMPTY
        };
        let (stand, evasions) = if side == Side::Attackers && threats::king_sees_corner(board) {
            moves_to(pos, rules, lines, &mut list);
            (-(MATE - ply as i32 - 2), true)
        } else {
            let stand = self.evaluate(pos);
            if stand >= beta {
                self.qbuffers[ply] = list;
                return stand;
            }
            let captures = threats::capture_targets(board, side);
            if side == Side::Defenders && qply < QS_THREAT_PLIES {
                let threat_sq = threats::king_threat_squares(pos);
                if let Some(k) = board.king_square() {
                    for t in threat_sq & !captures {
                        list.push(Move::new(k, t));
                    }
                }
            }
            moves_to(pos, rules, captures, &mut list);
            (stand, false)
        };
        let s = self.qsearch_moves(pos, &list, stand, evasions, alpha, beta, ply, qply);
        self.qbuffers[ply] = list;
        s
    }

    /// The move loop of [`Tree::qsearch`]: `best` is the stand-pat score
    /// (or the loss when only evasions count).
    #[allow(clippy::too_many_arguments)] // the node's whole state, passed down once
    fn qsearch_moves(
        &mut self,
        pos: &Position,
        list: &[Move],
        mut best: i32,
        evasions: bool,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: u32,
    ) -> i32 {
        let rules = self.rules;
        alpha = alpha.max(best);
        for &mv in list {
            let mut next = *pos;
            let captured = rules::play(&mut next, rules, mv);
            if rules::mover_wins(&next, rules, mv).is_some() {
                return MATE - (ply as i32 + 1);
            }
            if evasions && threats::king_sees_corner(next.board()) {
                continue;
            }
            self.push(next.key(), captured.any());
            let s = -self.qsearch(&next, -beta, -alpha, ply + 1, qply + 1);
            self.pop();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, mv);
                    if s >= beta {
                        return s;
                    }
                }
            }
        }
        best
    }

    /// Orders the root moves by the quiescence score of each (wins first),
    /// so the first iteration starts with plausible moves. Stable, so equal
    /// scores keep generation order (determinism).
    pub fn order_root(&mut self, pos: &Position, moves: &mut [Move]) {
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .map(|&mv| {
                let mut next = *pos;
                let captured = rules::play(&mut next, self.rules, mv);
                let s = if rules::mover_wins(&next, self.rules, mv).is_some() {
                    MATE - 1
                } else {
                    self.push(next.key(), captured.any());
                    let s = -self.qsearch(&next, -INF, INF, 1, 0);
                    self.pop();
                    s
                };
                (s, mv)
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        for (slot, (_, mv)) in moves.iter_mut().zip(scored) {
            *slot = mv;
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
        for &mv in moves {
            if self.stopped {
                out.push(None);
                continue;
            }
            let mut next = *pos;
            let captured = rules::play(&mut next, self.rules, mv);
            let alpha = if best > -INF { best - margin } else { -INF };
            let s = if rules::mover_wins(&next, self.rules, mv).is_some() {
                MATE - 1
            } else {
                self.push(next.key(), captured.any());
                let s = -self.negamax(&next, depth - 1, -INF, -alpha, 1, true);
                self.pop();
                s
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
        let mut best = -INF;
        let side = pos.side_to_move();
        // A king next to a corner has no line to block: still a threat.
        let in_threat = side == Side::Attackers && threats::king_sees_corner(pos.board());
        let depth = if in_threat { depth + 1 } else { depth };
        let mut best_index = 0;
        self.count_node();
        for (i, &mv) in moves.iter().enumerate() {
            let mut next = *pos;
            let captured = rules::play(&mut next, self.rules, mv);
            let s = if rules::mover_wins(&next, self.rules, mv).is_some() {
                self.pv_len[1] = 1;
                MATE - 1
            } else {
                self.push(next.key(), captured.any());
                let s = if i == 0 {
                    -self.negamax(&next, depth - 1, -beta, -alpha, 1, true)
                } else {
                    let r = if depth >= 4 && i >= 6 && captured.is_empty() {
                        1
                    } else {
                        0
                    };
                    let mut s = -self.negamax(&next, depth - 1 - r, -alpha - 1, -alpha, 1, true);
                    if s > alpha && r > 0 {
                        s = -self.negamax(&next, depth - 1, -alpha - 1, -alpha, 1, true);
                    }
                    if s > alpha && s < beta {
                        s = -self.negamax(&next, depth - 1, -beta, -alpha, 1, true);
                    }
                    s
                };
                self.pop();
                s
            };
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_index = i;
                if s > alpha {
                    alpha = s;
                    self.update_pv(0, mv);
                    if s >= beta {
                        break;
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
            self.tt.store(
                key,
                Some(moves[0]),
                to_tt(best, 0),
                self.evaluate(pos),
                depth,
                bound,
            );
        }
        best
    }
}

/// Appends the moves of the side to move that land on a square of
/// `targets` (ordinary pieces never on restricted squares).
pub fn moves_to(pos: &Position, rules: &Ruleset, targets: Bitboard, list: &mut Vec<Move>) {
    let board = pos.board();
    let occ = board.occupied();
    let ordinary = match pos.side_to_move() {
        Side::Attackers => board.attackers,
        Side::Defenders => board.defenders,
    };
    let king = match pos.side_to_move() {
        Side::Attackers => Bitboard::EMPTY,
        Side::Defenders => board.king,
    };
    let ordinary_blockers = if rules.throne_blocks {
        occ | Bitboard::THRONE
    } else {
        occ
    };
    for t in targets & !occ {
        if !t.is_restricted() {
            for from in first_blockers(t, ordinary_blockers) & ordinary {
                list.push(Move::new(from, t));
            }
        }
        for from in first_blockers(t, occ) & king {
            list.push(Move::new(from, t));
        }
    }
}

/// The first occupied square of `occ` on each of the four rays from `t`.
#[inline]
fn first_blockers(t: crate::square::Square, occ: Bitboard) -> Bitboard {
    use crate::bitboard::ray;
    use crate::square::Direction;
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let hits = ray(t, dir) & occ;
        let first = match dir {
            Direction::North | Direction::East => hits.first(),
            Direction::South | Direction::West => hits.last(),
        };
        if let Some(sq) = first {
            out.set(sq);
        }
    }
    out
}
