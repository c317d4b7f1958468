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
//! The search keeps the keys of the root's run (the game's positions since
//! the last capture, from the [`SearchRoot`]) and of the current path, and
//! finds earlier occurrences with the rules' one counting rule,
//! [`repetition::earlier`]. A position whose key occurred twice before is a
//! third occurrence and is scored as [`rules::repetition_outcome`] says:
//! Copenhagen, the defenders lose whoever moved; classic, the mover loses. A position that repeats one occurring *inside
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
//! [`Tree::negamax`] takes these steps in this order; the code names each.
//!
//! 1. **Horizon**: depth exhausted and no escape line against the
//!    attackers: quiescence ([`Tree::qsearch`]) takes over.
//! 2. **Count**: count the node; check the node and time limits.
//! 3. **Repetition** (E2, above).
//! 4. **Win in one**: a king that sees a corner (defenders to move), an
//!    attacker that can close the king's capture (attackers to move). Both
//!    are exact rules detectors ([`rules::escape::king_sees_corner`],
//!    [`rules::capture::king_capture_square`]), found without generating
//!    moves.
//!    Then the **mill** (`Tree::mill`): the attackers to move face the
//!    escape threat they faced a turn ago ([`MILL_PLIES`] up the path) with
//!    the defence on the same squares and a piece fewer (their block was
//!    taken and the defender stepped back): scored [`MILL`], below every
//!    evaluation and above a loss. At the root a mill ranks below every
//!    loss instead (`root::mill_rank`): with nothing better left, the
//!    search takes the longest line the rules lose rather than feed the
//!    mill a piece a turn. The root also reads the game's own last moves
//!    ([`SearchRoot::refeeds`]): a move onto a square where attackers
//!    were taken at once twice in the last four turns, the defence back
//!    as it stood at the later, and where the defenders can take it at
//!    once again, scores as a mill unless the search finds the line won or
//!    lost anyway.
//! 5. **Mate distance**: no line can beat a win already found nearer the
//!    root; at the last ply the evaluation stands.
//! 6. **King threat**: attackers to move facing an escape line must block:
//!    the node is extended ([`THREAT_EXTENSION`]) and non-blocking moves are
//!    skipped (each loses at once) unless they might complete a repetition.
//! 7. **Table probe**: a deep enough entry cuts off outside PV nodes; its
//!    move (if legal here) is tried first.
//! 8. **Static evaluation**, corrected by what earlier nodes learnt
//!    (`History::correction`, by the pieces, by the king's square with the
//!    count of pieces, and by the move that led to the node; the table
//!    keeps the raw one), then
//!    **reverse futility pruning** and the
//!    **null move** (see [`super::tunables`]; never for a lone king, which
//!    may be in zugzwang: every king move walks into a trap that a pass
//!    would avoid). Both read the table's score
//!    instead of the static evaluation when the entry's bound says the
//!    node is worth more (a lower bound above it), less (an upper bound
//!    below it) or exactly that (not a win or loss): the score of an
//!    earlier search is the better guess. The node is *improving*
//!    when its static evaluation is above that of the node two plies up
//!    the path (the same side to move): reverse futility pruning then
//!    takes one ply less of margin; when the node is not improving, a
//!    late quiet move that is reduced at all is reduced one ply more, and
//!    late-move pruning skips quiet moves after two thirds as many.
//! 9. **Move loop** (staged picker): each move is played by
//!    `Tree::step`, which ends the line at once on the mover's win (any
//!    W rule, or E1); late-move pruning at shallow depth and **futility
//!    pruning** there (where the static evaluation with a margin cannot
//!    reach alpha, the quiet moves after the first move searched), both
//!    of which play an attackers' move they would skip when the move
//!    might win at once (see [`threats::quiet_win_squares`]) and skip it
//!    unless it does (from the first move they skip, the picker keeps
//!    only such moves: `Picker::keep_only`); principal variation search
//!    with late-move reductions for quiet moves (`Tree::pvs`).
//! 10. **No move searched**: no legal move is the E1 loss; with an escape
//!     line, every move left the escape open. Teach the correction the
//!     difference between the score and the static evaluation, where the
//!     bound says which way it lies and the best move did not capture
//!     (`History::learn_correction`). Store in the table.
//!
//! # End of a move
//!
//! The rules judge a move by [`rules::end_of_move`]: the mover's wins, then
//! E2, then E1. At the root's children every repetition is one of the
//! game's positions, so `Tree::step` applies that function whole. Deeper,
//! it keeps the same order across two nodes: the mover's wins in the
//! parent's move loop, E2 as the child's step 3 (where a cycle inside the
//! tree is scored as above) and E1 as its step 10, once its move loop found
//! nothing to play. E1 is also judged at once in the parent's loop when
//! the child can repeat no position of its run (so E2 cannot come first):
//! a move that leaves the opponent no move wins even where the child is
//! a quiescence node, which never generates every move.

use super::eval;
use super::ordering::{History, Kind, Picker};
use super::params::TERMS;
use super::threats;
use super::tt::{Bound, Entry, Tt};
use super::tunables::{
    CLOCK_EVERY, FP_BASE, FP_MARGIN, FP_MAX_DEPTH, HISTORY_BONUS_PER_DEPTH2,
    LMP_FULL_QUIET_WINS_DEFENDERS, LMP_LIMITS, LMR_DIVISOR, LMR_MIN_DEPTH, LMR_MIN_MOVES,
    NMP_BASE_REDUCTION, NMP_DEPTH_DIVISOR, NMP_MIN_DEPTH, QS_THREAT_PLIES, QUIETS_REMEMBERED,
    RFP_MARGIN, RFP_MAX_DEPTH, THREAT_EXTENSION,
};
use crate::bitboard::{slides, Bitboard};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::escape::{escape_lines, king_sees_corner};
use crate::rules::repetition::{self, SearchRoot};
use crate::rules::{self, capture, movegen, Ruleset};
use crate::square::Square;
use std::sync::atomic::{AtomicBool, Ordering};

/// Score of a win at the root (a win at ply `q` is `MATE - q`).
pub const MATE: i32 = 30_000;
/// Scores at least this large (in magnitude) are wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// A mill found at ply `q` scores `-(MILL - q)` for the attackers (see
/// `Tree::mill`): below every score but a loss, and not a loss itself,
/// since no rule ends the game there.
pub const MILL: i32 = MATE_BOUND - 200;
/// Scores at least this large (in magnitude) are wins, losses or mills:
/// decided, not for pruning margins or the evaluation's correction.
pub const DECISIVE: i32 = MILL - MAX_PLY as i32;
/// Larger than any score.
pub const INF: i32 = 31_000;
/// Deepest ply of the tree.
pub const MAX_PLY: usize = 120;
/// Deepest iteration, the one depth cap: it leaves room below [`MAX_PLY`]
/// for extensions and quiescence.
pub const MAX_DEPTH: i32 = MAX_PLY as i32 - 8;

/// Converts a score to its table form (wins relative to the node).
#[inline]
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
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

/// The score of table entry `e` at `ply` when its bound settles a node
/// searched with the window (`alpha`, `beta`): an exact score, a lower
/// bound at beta or above, an upper bound at alpha or below.
#[inline]
fn settles(e: Entry, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(e.score(), ply);
    let cut = match e.bound() {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
        Bound::None => false,
    };
    cut.then_some(s)
}

/// Late-move reduction in plies for a quiet move (depth, move number):
/// about `ln(depth) * ln(n) / 2.5`, in integer arithmetic so that native
/// and wasm builds search the same tree.
fn lmr(depth: i32, n: usize) -> i32 {
    if depth < LMR_MIN_DEPTH || n < LMR_MIN_MOVES {
        return 0;
    }
    let d = (depth as u32).ilog2() + 1;
    let m = (n as u32).ilog2() + 1;
    (d * m / LMR_DIVISOR) as i32
}

/// What playing a move led to (see `Tree::step`).
pub(super) enum Step {
    /// The game ended: the score for the side that moved.
    Ended(i32),
    /// The game goes on from this position; the flag says whether the move
    /// captured (so no position before it can recur).
    Next(Position, bool),
}

/// Per-search limits as the tree sees them.
pub struct Stop<'a> {
    /// Node budget.
    pub nodes: u64,
    /// Absolute clock time (ms) at which to stop, if any.
    pub deadline: Option<f64>,
    /// The clock.
    pub now: &'a dyn Fn() -> f64,
    /// Set by another thread to stop this search (a helper of a search on
    /// several threads, see `Searcher::set_threads`), read with the clock.
    pub abort: Option<&'a AtomicBool>,
}

/// The state of one search call.
pub struct Tree<'a> {
    pub(super) rules: &'static Ruleset,
    weights: &'a [i32; TERMS],
    pub(super) tt: &'a Tt,
    history: &'a mut History,
    killers: Vec<[Option<Move>; 2]>,
    /// The keys of the game's run and of the current path, the node last.
    keys: Vec<u64>,
    /// Per entry of `keys`, where its run starts: the index after the last
    /// capture or null move (no position before it can recur).
    run_starts: Vec<u32>,
    root_index: usize,
    /// Nodes searched.
    pub nodes: u64,
    /// Deepest ply reached.
    pub seldepth: usize,
    /// Set when a limit was hit; every result after it is garbage.
    pub stopped: bool,
    /// Whether the limits may stop the search yet (depth 1 always ends).
    pub armed: bool,
    pub(super) stop: Stop<'a>,
    pv: Vec<[Move; MAX_PLY + 1]>,
    pub(super) pv_len: Vec<usize>,
    /// One reusable move buffer per ply (see [`Picker`]).
    buffers: Vec<Vec<u64>>,
    /// One reusable move buffer per ply for quiescence.
    qbuffers: Vec<Vec<Move>>,
    /// The static evaluation of the node at each ply of the current path.
    evals: Vec<i32>,
    /// The move played at each ply of the current path (none for a null
    /// move).
    moves: Vec<Move>,
    /// The defence (and the attackers' count) at each ply of the current
    /// path, for the mill (step 4).
    sides: Box<[Defence; MAX_PLY + 1]>,
    /// Whether step 4 looks for mills (see [`Tree::with_mills`]).
    mills: bool,
    /// The root's [`SearchRoot::refeeds`]: moves there may feed a mill
    /// again (`Tree::root`).
    pub(super) refeeds: Bitboard,
}

/// What a node's board says for the mill (step 4): where the defenders and
/// the king stand, and how many attackers are left.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Defence {
    defenders: Bitboard,
    king: Bitboard,
    attackers: u32,
}

impl Defence {
    #[inline]
    fn of(board: &crate::board::Board) -> Defence {
        Defence {
            defenders: board.defenders,
            king: board.king,
            attackers: board.attackers.count(),
        }
    }
}

/// Whether `fed`, an empty square, blocks the escape threat the king has
/// in `pos` (the attackers to move): on an escape line, on the king's way,
/// or on a route onward ([`threats::route_blocks`]), or the first step of
/// a route two king moves long to a corner's doorstep
/// ([`threats::starts_two_move_route`]: the block taken a turn later by a
/// defender stepping off and back). The
/// mill's last test, out of line: rarely reached, and its bitboard fills
/// are large in wasm.
#[cold]
#[inline(never)]
fn blocks_again(pos: &Position, fed: Square) -> bool {
    let board = pos.board();
    let blocks = if Tree::in_threat(pos) {
        escape_lines(board)
    } else if threats::king_threat_squares(pos).any() {
        let way = board
            .king_square()
            .map_or(Bitboard::EMPTY, |k| slides(k, board.occupied()));
        way | threats::route_blocks(pos)
    } else {
        Bitboard::EMPTY
    };
    blocks.has(fed) || threats::starts_two_move_route(pos, fed)
}

/// The plies of one turn of a mill: the attackers' block, the defenders'
/// capture of it, the attackers' free move, the defenders' step back.
pub const MILL_PLIES: usize = 4;

const NO_MOVE: Move = Move::new(Square::THRONE, Square::THRONE);

impl<'a> Tree<'a> {
    /// A tree from `root` (its ruleset and the keys of its run).
    ///
    /// # Panics
    ///
    /// When `root.keys` is empty (it always holds the root's own key).
    pub fn new(
        root: &SearchRoot,
        tt: &'a Tt,
        history: &'a mut History,
        stop: Stop<'a>,
        weights: &'a [i32; TERMS],
    ) -> Tree<'a> {
        assert!(!root.keys.is_empty(), "a root has its own key");
        let mut keys = Vec::with_capacity(root.keys.len() + MAX_PLY + 8);
        keys.extend_from_slice(&root.keys);
        let mut run_starts = Vec::with_capacity(keys.capacity());
        run_starts.resize(keys.len(), 0);
        Tree {
            rules: root.rules,
            weights,
            tt,
            history,
            killers: vec![[None; 2]; MAX_PLY + 2],
            root_index: keys.len() - 1,
            keys,
            run_starts,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            armed: false,
            stop,
            pv: vec![[NO_MOVE; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 1],
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            qbuffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            evals: vec![0; MAX_PLY + 1],
            moves: vec![NO_MOVE; MAX_PLY + 2],
            // A boxed array, not `vec![..; n]`: for this element the macro
            // costs about 1.6 KB of gzipped wasm.
            sides: Box::new([Defence::default(); MAX_PLY + 1]),
            mills: true,
            refeeds: root.refeeds,
        }
    }

    /// This tree with the mill of step 4 looked for (the default) or not:
    /// a proof (a puzzle's) wants what the rules decide, and a mill cuts a
    /// line off before the rules do. The root's refeeds go with the mills.
    #[must_use]
    pub fn with_mills(mut self, on: bool) -> Self {
        self.mills = on;
        if !on {
            self.refeeds = Bitboard::EMPTY;
        }
        self
    }

    /// The principal variation of the last search from the root.
    pub fn pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]].to_vec()
    }

    /// Evaluates the root, `pos`, for the nodes two plies below it, which
    /// compare their own static evaluation with it (improving).
    pub(super) fn set_root_eval(&mut self, pos: &Position) {
        self.evals[0] = self.evaluate(pos);
        self.sides[0] = Defence::of(pos.board());
    }

    /// The root's static evaluation, as [`Tree::set_root_eval`] found it.
    pub(super) fn root_eval(&self) -> i32 {
        self.evals[0]
    }

    /// The move that led to the node at `ply` (none at the root, or after a
    /// null move).
    #[inline]
    fn prev_move(&self, ply: usize) -> Move {
        if ply == 0 {
            NO_MOVE
        } else {
            self.moves[ply - 1]
        }
    }

    /// `raw`, the static evaluation of `pos` for the side to move, with the
    /// correction the searches so far learnt for it (see
    /// [`History::correction`]).
    #[inline]
    fn corrected(&self, pos: &Position, raw: i32, ply: usize) -> i32 {
        (raw + self
            .history
            .correction(pos.side_to_move(), pos.board(), self.prev_move(ply)))
        .clamp(-(DECISIVE - 1), DECISIVE - 1)
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
    pub(super) fn count_node(&mut self) -> bool {
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
                if let Some(abort) = self.stop.abort {
                    if abort.load(Ordering::Relaxed) {
                        self.stopped = true;
                    }
                }
            }
        }
        self.stopped
    }

    /// Enters a child with `key`; `irreversible` when the move captured (or
    /// was a null move), so that the child starts a new run.
    #[inline]
    pub(super) fn push(&mut self, key: u64, irreversible: bool) {
        let start = if irreversible {
            self.keys.len() as u32
        } else {
            self.run_starts.last().copied().unwrap_or(0)
        };
        self.keys.push(key);
        self.run_starts.push(start);
    }

    /// Leaves the child entered last.
    #[inline]
    pub(super) fn pop(&mut self) {
        self.keys.pop();
        self.run_starts.pop();
    }

    /// The run of the position on top of the stack, and its start index.
    #[inline]
    fn run(&self) -> (&[u64], usize) {
        let start = self.run_starts.last().map_or(0, |&s| s as usize);
        (&self.keys[start..], start)
    }

    /// The score of a third occurrence reached at `ply`, `extra` plies
    /// before it really happens, for the side to move at the node (the
    /// mover is the other side; [`rules::repetition_outcome`] says who
    /// loses).
    #[inline]
    fn repetition_score(&self, side: Side, ply: usize, extra: usize) -> i32 {
        let d = (ply + extra) as i32;
        let outcome = rules::repetition_outcome(self.rules, side.opponent());
        if outcome.winner == Some(side) {
            MATE - d
        } else {
            -(MATE - d)
        }
    }

    /// Step 3: the repetition verdict for the position on top of the stack.
    #[inline]
    fn repetition(&self, side: Side, ply: usize) -> Option<i32> {
        let i = self.keys.len() - 1;
        let (run, start) = self.run();
        let mut before_root = 0;
        for j in repetition::earlier(run) {
            let j = start + j;
            if j > self.root_index {
                return Some(self.repetition_score(side, ply, i - j));
            }
            before_root += 1;
            if 1 + before_root >= repetition::THIRD {
                return Some(self.repetition_score(side, ply, 0));
            }
        }
        None
    }

    /// Whether the child with key `key` would repeat any position of its
    /// run (the step-3 candidates, before the child is entered).
    #[inline]
    fn maybe_repeats(&self, key: u64) -> bool {
        repetition::would_repeat(self.run().0, &key)
    }

    /// Whether the child with key `key` is a third occurrence of a position
    /// (E2 as the rules count it).
    #[inline]
    fn third_occurrence(&mut self, key: u64, irreversible: bool) -> bool {
        self.push(key, irreversible);
        let n = repetition::occurrences(self.run().0);
        self.pop();
        n >= repetition::THIRD
    }

    /// Step 4: the mill. The attackers, to move at `ply`, face the escape
    /// threat they faced one turn of play earlier ([`MILL_PLIES`] up the
    /// path), the defenders and the king on the very squares they held
    /// then, and the attackers have fewer pieces: what they put in the
    /// king's way was taken (the square they moved to a turn ago is empty,
    /// on the king's way or on a route onward, see
    /// [`threats::route_blocks`], or the first step of a two-move route to
    /// a corner's doorstep, see [`threats::starts_two_move_route`]) and the
    /// defence stepped back to threaten the same again. Nothing was gained
    /// for the piece, and the next block goes the same way: the line
    /// scores [`MILL`] (nearer mills worse),
    /// below any evaluation, so that the search looks for any other
    /// defence (the defenders steer for mills), but above a loss, since
    /// the game is not over and the rules decide nothing here: a mill
    /// never reads as a win or loss in one. Null moves on the way do not
    /// count.
    #[inline]
    fn mill(&self, pos: &Position, ply: usize) -> Option<i32> {
        if !self.mills || pos.side_to_move() != Side::Attackers || ply < MILL_PLIES {
            return None;
        }
        let then = self.sides[ply - MILL_PLIES];
        let now = self.sides[ply];
        let same = then.defenders == now.defenders
            && then.king == now.king
            && now.attackers < then.attackers
            && self.moves[ply - MILL_PLIES..ply]
                .iter()
                .all(|&m| m != NO_MOVE);
        (same && blocks_again(pos, self.moves[ply - MILL_PLIES].to)).then(|| -(MILL - ply as i32))
    }

    /// Step 4: a win the side to move takes next move, found statically.
    #[inline]
    fn win_in_one(&self, pos: &Position, ply: usize) -> Option<i32> {
        let board = pos.board();
        let wins = match pos.side_to_move() {
            Side::Defenders => king_sees_corner(board),
            Side::Attackers => capture::king_capture_square(board, self.rules).is_some(),
        };
        wins.then_some(MATE - (ply as i32 + 1))
    }

    #[inline]
    pub(super) fn update_pv(&mut self, ply: usize, mv: Move) {
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        self.pv[ply][ply] = mv;
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// Plays `mv` from `pos`, a node at `ply`, and judges the end of the
    /// move (see "End of a move" in the module docs): at the root the whole
    /// of [`rules::end_of_move`], deeper the mover's wins and E1 where E2
    /// cannot come first. A win scores `MATE - (ply + 1)` for the mover, a
    /// loss the opposite.
    #[inline]
    pub(super) fn step(&mut self, pos: &Position, mv: Move, ply: usize) -> Step {
        self.moves[ply] = mv;
        let rules = self.rules;
        let mut next = *pos;
        let captured = rules::play(&mut next, rules, mv).any();
        let mate = MATE - (ply as i32 + 1);
        if ply == 0 {
            let key = next.key();
            let third = || self.third_occurrence(key, captured);
            return match rules::end_of_move(&next, rules, mv, third) {
                Some(o) if o.winner == Some(pos.side_to_move()) => Step::Ended(mate),
                Some(_) => Step::Ended(-mate),
                None => Step::Next(next, captured),
            };
        }
        if rules::mover_wins(&next, rules, mv).is_some()
            || (Self::may_be_stuck(&next)
                && !movegen::has_move(&next, rules)
                && !self.maybe_repeats(next.key()))
        {
            Step::Ended(mate)
        } else {
            Step::Next(next, captured)
        }
    }

    /// Whether the side to move in `pos` might have no move (E1): a cheap
    /// test before the move generator's. False when a piece of that side
    /// can step to a neighbour: any empty one for the king, one that is
    /// not restricted for the others.
    #[inline]
    fn may_be_stuck(pos: &Position) -> bool {
        let board = pos.board();
        let empty = !board.occupied();
        let stop = empty & !Bitboard::RESTRICTED;
        match pos.side_to_move() {
            Side::Defenders => {
                (board.king.neighbours() & empty).is_empty()
                    && (board.defenders & stop.neighbours()).is_empty()
            }
            Side::Attackers => (board.attackers & stop.neighbours()).is_empty(),
        }
    }

    /// Searches the child `next` of a node at `ply` (already entered with
    /// [`Tree::push`]) and returns its score from the node's view, by
    /// principal variation search: `reduction` is `None` for the first
    /// move, searched with the full window; a later move gets a null window
    /// at `depth - 1 - reduction`, is searched again at full depth when a
    /// reduced search beats alpha, and with the full window when its score
    /// lands inside it.
    #[inline]
    pub(super) fn pvs(
        &mut self,
        next: &Position,
        depth: i32,
        reduction: Option<i32>,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let Some(r) = reduction else {
            return -self.negamax(next, depth - 1, -beta, -alpha, ply + 1, true);
        };
        let mut s = -self.negamax(next, depth - 1 - r, -alpha - 1, -alpha, ply + 1, true);
        if s > alpha && r > 0 {
            s = -self.negamax(next, depth - 1, -alpha - 1, -alpha, ply + 1, true);
        }
        if s > alpha && s < beta {
            s = -self.negamax(next, depth - 1, -beta, -alpha, ply + 1, true);
        }
        s
    }

    /// Whether the attackers, to move, face an escape line (they must block).
    #[inline]
    pub(super) fn in_threat(pos: &Position) -> bool {
        pos.side_to_move() == Side::Attackers && king_sees_corner(pos.board())
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
        // Step 1: horizon.
        if depth <= 0 && !Self::in_threat(pos) {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        self.pv_len[ply] = ply;
        let pv_node = beta - alpha > 1;
        let side = pos.side_to_move();

        // Step 2: count.
        if self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 {
            // Step 3: repetition.
            if let Some(s) = self.repetition(side, ply) {
                return s;
            }
            // Step 4: win in one, and the mill.
            if let Some(s) = self.win_in_one(pos, ply) {
                return s;
            }
            self.sides[ply] = Defence::of(pos.board());
            if let Some(s) = self.mill(pos, ply) {
                return s;
            }
            // Step 5: mate distance.
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if ply >= MAX_PLY - 1 {
                return self.evaluate(pos);
            }
        }

        // Step 6: king threat. A king next to a corner has no line to
        // block: still a threat.
        let lines = if side == Side::Attackers {
            escape_lines(pos.board())
        } else {
            Bitboard::EMPTY
        };
        let in_threat = Self::in_threat(pos);
        let depth = if in_threat {
            depth.max(0) + THREAT_EXTENSION
        } else {
            depth
        };

        // Step 7: table probe.
        let key = pos.key();
        let entry = self.tt.probe(key);
        let tt_move = entry
            .and_then(|e| e.mv())
            .filter(|&m| movegen::is_legal(pos, self.rules, m));
        if let Some(e) = entry {
            if !pv_node && ply > 0 && e.depth() >= depth {
                if let Some(s) = settles(e, ply, alpha, beta) {
                    return s;
                }
            }
        }

        // Step 8: static evaluation, reverse futility pruning, null move.
        let raw_eval = match entry {
            Some(e) => e.eval(),
            None => self.evaluate(pos),
        };
        let static_eval = self.corrected(pos, raw_eval, ply);
        // Improving: the side to move stands better than two plies ago (a
        // node at ply 0 or 1 has no such node and is not improving).
        self.evals[ply] = static_eval;
        let improving = ply >= 2 && static_eval > self.evals[ply - 2];
        // The table's score, where its bound says more than the static
        // evaluation, is the better guess of the node's value.
        let guess = entry.map_or(static_eval, |e| {
            let s = from_tt(e.score(), ply);
            let better = match e.bound() {
                Bound::Exact => true,
                Bound::Lower => s > static_eval,
                Bound::Upper => s < static_eval,
                Bound::None => false,
            };
            if better && s.abs() < DECISIVE {
                s
            } else {
                static_eval
            }
        });
        if !pv_node && !in_threat && ply > 0 && beta.abs() < DECISIVE {
            if depth <= RFP_MAX_DEPTH && guess - RFP_MARGIN * (depth - i32::from(improving)) >= beta
            {
                return guess;
            }
            // A lone king never passes: with no other piece to move, it
            // may have to step into a trap (zugzwang), and a pass would
            // hide that from the attackers.
            let lone_king = side == Side::Defenders && pos.board().defenders.is_empty();
            if null_ok && !lone_king && depth >= NMP_MIN_DEPTH && guess >= beta {
                let r = NMP_BASE_REDUCTION + depth / NMP_DEPTH_DIVISOR;
                let next = pos.with_side(side.opponent());
                self.moves[ply] = NO_MOVE;
                self.push(next.key(), true);
                let s = -self.negamax(&next, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= DECISIVE { beta } else { s };
                }
            }
        }

        // Step 9: move loop.
        let mut picker = Picker::new(tt_move);
        let mut buf = std::mem::take(&mut self.buffers[ply]);
        let killers = self.killers[ply];
        let mut best = -INF;
        let mut best_move = None;
        let mut best_captured = false;
        let mut searched = 0usize;
        let mut legal = 0usize;
        let mut quiets_tried = [NO_MOVE; QUIETS_REMEMBERED];
        let mut quiets = 0usize;
        let original_alpha = alpha;
        let lmp_limit = usize::try_from(depth - 1)
            .ok()
            .and_then(|i| LMP_LIMITS.get(i).copied())
            .map_or(usize::MAX, |n| if improving { n } else { n * 2 / 3 });
        // Futility: at shallow depth, where the static evaluation with a
        // margin still cannot reach alpha, quiet moves are skipped as
        // late-move pruning skips them, once a move has been searched.
        let futile = !pv_node
            && !in_threat
            && depth <= FP_MAX_DEPTH
            && alpha.abs() < DECISIVE
            && static_eval + FP_BASE + FP_MARGIN * depth <= alpha;
        // Where a quiet attackers' move might win at once (none for the
        // defenders): asked only when late-move pruning is about to skip a
        // move.
        let mut quiet_wins = None;
        while let Some((mv, kind)) = picker.next(&mut buf, pos, self.rules, self.history, killers) {
            legal += 1;
            if in_threat && !lines.has(mv.to) && !self.maybe_repeats(pos.key_after(mv)) {
                continue;
            }
            let quiet = kind == Kind::Quiet;
            let prune = quiet
                && !pv_node
                && !in_threat
                && (searched >= lmp_limit || futile && searched > 0)
                && best > -DECISIVE;
            if prune && quiet_wins.is_none() {
                // Every quiet move from here on is skipped but those that
                // might win at once: the picker keeps only these.
                let wins = if side == Side::Attackers {
                    threats::quiet_win_squares(pos.board(), self.rules)
                } else {
                    Bitboard::EMPTY
                };
                picker.keep_only(&mut buf, wins);
                quiet_wins = Some(wins);
            }
            if prune && !quiet_wins.is_some_and(|w| w.has(mv.to)) {
                continue;
            }
            let (next, captured) = match self.step(pos, mv, ply) {
                Step::Ended(s) => {
                    self.update_pv(ply, mv);
                    self.pv_len[ply] = ply + 1;
                    self.tt
                        .store(key, Some(mv), to_tt(s, ply), raw_eval, depth, Bound::Exact);
                    self.buffers[ply] = buf;
                    return s;
                }
                // A pruned move was played only to see whether it wins,
                // except in the endings, where it is searched in full.
                Step::Next(..)
                    if prune && pos.board().defenders.count() > LMP_FULL_QUIET_WINS_DEFENDERS =>
                {
                    continue
                }
                Step::Next(next, captured) => (next, captured),
            };
            self.push(next.key(), captured);
            let reduction = (searched > 0).then(|| {
                if quiet && !in_threat {
                    match lmr(depth, searched) {
                        0 => 0,
                        r => (r - i32::from(pv_node) + i32::from(!improving)).max(0),
                    }
                } else {
                    0
                }
            });
            let s = self.pvs(&next, depth, reduction, alpha, beta, ply);
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
                    best_captured = captured;
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

        // Step 10: no move searched.
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
        // What the search found that the evaluation missed, where the bound
        // says which way: not where the best move captured (the static
        // evaluation does not count captures to come) nor where the
        // attackers had to block an escape.
        let beyond_eval = match bound {
            Bound::Lower => best > static_eval,
            Bound::Upper => best < static_eval,
            Bound::Exact | Bound::None => true,
        };
        if beyond_eval && !in_threat && !best_captured && best.abs() < DECISIVE {
            self.history.learn_correction(
                side,
                pos.board(),
                self.prev_move(ply),
                best - static_eval,
                depth,
            );
        }
        self.tt
            .store(key, best_move, to_tt(best, ply), raw_eval, depth, bound);
        best
    }

    fn reward(&mut self, side: Side, mv: Move, depth: i32, ply: usize, tried: &[Move]) {
        let bonus = depth * depth * HISTORY_BONUS_PER_DEPTH2;
        self.history.update(side, mv, bonus);
        for &q in tried {
            self.history.update(side, q, -bonus);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
    }

    /// Quiescence: captures, escape threats and their blocks, until quiet.
    ///
    /// It shares the table with the main search. Outside principal-variation
    /// windows a stored bound that settles the node cuts it off (an entry of
    /// any depth: the main search stores depth 1 or more, this search 0);
    /// a stored entry's static evaluation stands in for evaluating again. It
    /// stores its own result at depth 0 with its bound and best move, except
    /// where the attackers must block an escape line (only blocks were
    /// tried), where the search was stopped, or where the score is a win or
    /// a loss.
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
        // The table: a stored bound cuts outside principal-variation
        // windows, and a stored evaluation saves evaluating again.
        let key = pos.key();
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if beta - alpha == 1 {
                if let Some(s) = settles(e, ply, alpha, beta) {
                    return s;
                }
            }
        }
        let board = pos.board();
        let rules = self.rules;
        let mut list = std::mem::take(&mut self.qbuffers[ply]);
        list.clear();

        // Attackers facing an escape line: only blocks, no standing pat.
        // (The raw evaluation is for the table: evasions store nothing.)
        let (stand, raw_eval, evasions) = if Self::in_threat(pos) {
            movegen::moves_to(pos, rules, escape_lines(board), &mut list);
            (-(MATE - ply as i32 - 2), 0, true)
        } else {
            let raw = entry.map_or_else(|| self.evaluate(pos), |e| e.eval());
            let stand = self.corrected(pos, raw, ply);
            if stand >= beta {
                if entry.is_none() {
                    self.tt
                        .store(key, None, to_tt(stand, ply), raw, 0, Bound::Lower);
                }
                self.qbuffers[ply] = list;
                return stand;
            }
            let captures = capture::capture_targets(board, side);
            if side == Side::Defenders && qply < QS_THREAT_PLIES {
                let threat_sq = threats::king_threat_squares(pos);
                if let Some(k) = board.king_square() {
                    for t in threat_sq & !captures {
                        list.push(Move::new(k, t));
                    }
                }
            }
            movegen::moves_to(pos, rules, captures, &mut list);
            (stand, raw, false)
        };
        let s = self.qsearch_moves(pos, &list, stand, evasions, alpha, beta, ply, qply);
        self.qbuffers[ply] = list;
        if !evasions && !self.stopped && s.abs() < MATE_BOUND {
            let bound = if s >= beta {
                Bound::Lower
            } else if s > alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let mv = (self.pv_len[ply] > ply).then(|| self.pv[ply][ply]);
            self.tt.store(key, mv, to_tt(s, ply), raw_eval, 0, bound);
        }
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
        alpha = alpha.max(best);
        for &mv in list {
            let (next, captured) = match self.step(pos, mv, ply) {
                Step::Ended(s) => return s,
                Step::Next(next, captured) => (next, captured),
            };
            if evasions && king_sees_corner(next.board()) {
                continue;
            }
            self.push(next.key(), captured);
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
}
