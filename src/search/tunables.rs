//! The search's tuning constants, one named value each, and the glossary.
//! The evaluation's weights live beside it in [`super::params`]; what the
//! three levels mean (depth caps, budgets, the easy level's noise) lives in
//! [`super::levels`].
//!
//! Depths and reductions are in plies, margins and windows in evaluation
//! units (centipawn-like, see [`super::params`]). Every constant here
//! shapes the tree, so changing one changes the bench signature
//! ([`super::bench`]): state the new signature in the commit.
//!
//! # Glossary
//!
//! | constant | where | meaning |
//! |---|---|---|
//! | [`RFP_MAX_DEPTH`], [`RFP_MARGIN`] | node step 8 | reverse futility pruning: at depth `d <= RFP_MAX_DEPTH`, a static evaluation (or the table's score, where its bound makes it the better guess) at least `RFP_MARGIN * d` above beta returns at once; `RFP_MARGIN * (d - 1)` when the node is improving (its static evaluation above that of the node two plies up the path) |
//! | [`FP_MAX_DEPTH`], [`FP_BASE`], [`FP_MARGIN`] | node step 9 | futility pruning: at a non-PV node not facing an escape line, at depth `d <= FP_MAX_DEPTH`, when the static evaluation plus `FP_BASE + FP_MARGIN * d` is at most alpha, quiet moves after the first move searched are skipped as late-move pruning skips them |
//! | [`NMP_MIN_DEPTH`], [`NMP_BASE_REDUCTION`], [`NMP_DEPTH_DIVISOR`] | node step 8 | null move: from depth `NMP_MIN_DEPTH`, with that same guess at or above beta, the side to move passes (never a lone king: it may be in zugzwang) and the opponent's reply is searched `1 + NMP_BASE_REDUCTION + d / NMP_DEPTH_DIVISOR` plies shallower; a fail high still beats beta |
//! | [`LMP_LIMITS`] | node step 9 | late-move pruning: at depth 1, 2, 3, quiet moves after this many searched moves are skipped; two thirds of it when the node is not improving |
//! | [`LMP_FULL_QUIET_WINS_DEFENDERS`] | node step 9 | with at most this many defenders besides the king, a pruned attackers' move to a quiet-win square is searched in full, not only played |
//! | [`LMR_MIN_DEPTH`], [`LMR_MIN_MOVES`], [`LMR_DIVISOR`] | node step 9 | late-move reduction of a quiet move: `(ilog2(d) + 1) * (ilog2(n) + 1) / LMR_DIVISOR` plies (about `ln d * ln n / 2.5`), from depth `LMR_MIN_DEPTH` and move number `LMR_MIN_MOVES` on; where that is at least one ply, one ply less at PV nodes and one more when the node is not improving |
//! | [`ROOT_LMR_MIN_DEPTH`], [`ROOT_LMR_MIN_MOVES`], [`ROOT_LMR`] | root | the root's late moves that capture nothing are reduced by `ROOT_LMR` from depth `ROOT_LMR_MIN_DEPTH` and move number `ROOT_LMR_MIN_MOVES` on |
//! | [`THREAT_EXTENSION`] | node step 7, root | plies added when the attackers face an escape line |
//! | [`QS_THREAT_PLIES`] | quiescence | how many quiescence plies try the defenders' escape-threat king moves |
//! | [`ASPIRATION_MIN_DEPTH`], [`ASPIRATION_WINDOW`], [`ASPIRATION_GROWTH`], [`ASPIRATION_MAX_WIDTH`] | iterative deepening | from depth `ASPIRATION_MIN_DEPTH`, each iteration starts with the window `last score ± ASPIRATION_WINDOW`; a fail widens that side by `ASPIRATION_GROWTH` times, and opens it fully past `ASPIRATION_MAX_WIDTH` |
//! | [`NEXT_ITERATION_TIME_FRACTION`], [`NEXT_ITERATION_END_FRACTION`], [`ITERATION_GROWTH_MIN`], [`ITERATION_GROWTH_MAX`] | iterative deepening | the next iteration starts while less than `NEXT_ITERATION_TIME_FRACTION` of the time budget is spent; later, only when its predicted end (now + the last iteration's time × its growth over the one before, clamped to `[ITERATION_GROWTH_MIN, ITERATION_GROWTH_MAX]`) is within `NEXT_ITERATION_END_FRACTION` of the budget |
//! | [`MATE_EXTRA_PLIES`] | iterative deepening | a found win or loss in `n` plies stops the deepening once the depth exceeds `n + MATE_EXTRA_PLIES` |
//! | [`CLOCK_EVERY`] | node step 2 | nodes between two readings of the clock |
//! | [`ORDER_THREAT`], [`ORDER_CAPTURE`], [`ORDER_KILLER`] | move picker | the base scores of the picker's classes (escape threats and blocks, captures, killers); quiet moves score their history, below all three |
//! | [`NEAR_KING_BONUS`], [`KING_LINE_BONUS`] | move picker | hints added to an attackers' quiet move landing next to the king, or on a line the king slides along |
//! | [`HISTORY_MAX`], [`HISTORY_BONUS_PER_DEPTH2`] | history | history scores stay within `±HISTORY_MAX`; a cut-off adds `HISTORY_BONUS_PER_DEPTH2 * d * d` to its move and takes as much from the quiet moves tried before it |
//! | [`QUIETS_REMEMBERED`] | node step 9 | quiet moves remembered per node for that history malus |
//! | [`SELECT_FIRST`] | move picker | moves picked by selection before the rest is sorted |
//! | [`TT_KEEP_DEEPER_BY`], [`TT_AGE_WEIGHT`] | transposition table | a non-exact store keeps the entry of this search that is deeper by more than `TT_KEEP_DEEPER_BY`; otherwise the victim has the lowest `depth - TT_AGE_WEIGHT * age` |
//! | [`QUIET_LEAF_NODES`] | tuner | node budget of the quiescence search that finds a quiet position for the tuner |

/// Reverse futility pruning: deepest remaining depth it applies at.
pub const RFP_MAX_DEPTH: i32 = 3;
/// Reverse futility pruning: margin per ply of remaining depth.
pub const RFP_MARGIN: i32 = 150;

/// Futility pruning: deepest remaining depth it applies at.
pub const FP_MAX_DEPTH: i32 = 3;
/// Futility pruning: margin at any depth.
pub const FP_BASE: i32 = 0;
/// Futility pruning: margin per ply of remaining depth.
pub const FP_MARGIN: i32 = 60;

/// Null move: shallowest remaining depth it is tried at.
pub const NMP_MIN_DEPTH: i32 = 3;
/// Null move: reduction at any depth (on top of the ply the pass takes).
pub const NMP_BASE_REDUCTION: i32 = 3;
/// Null move: one more ply of reduction per this many plies of depth.
pub const NMP_DEPTH_DIVISOR: i32 = 4;

/// Late-move pruning: quiet moves searched before the rest is skipped, at
/// remaining depth 1, 2 and 3 (no pruning deeper), at an improving node;
/// two thirds of it (rounded down) at a node that is not improving. An
/// attackers' move to a square where a quiet move might win at once (W4,
/// E1; `threats::quiet_win_squares`) is played to see whether it wins, and
/// skipped unless it does (in the endings it is searched in full:
/// [`LMP_FULL_QUIET_WINS_DEFENDERS`]).
pub const LMP_LIMITS: [usize; 3] = [12, 20, 32];

/// Late-move pruning in the endings: while the defenders have at most this
/// many pieces besides the king, an attackers' move to a quiet-win square
/// that late-move pruning would skip is searched in full instead of only
/// played to see whether it wins. There those moves are the ones that
/// narrow the king's region, and the set of such squares is small. With 2,
/// every lone king of the endgame suite is won at 200,000 nodes a move
/// (7 of 8 when they were only played); see docs/MATCHES.md, "Quiet wins
/// in the endings".
pub const LMP_FULL_QUIET_WINS_DEFENDERS: u32 = 2;

/// Late-move reduction: shallowest remaining depth it applies at.
pub const LMR_MIN_DEPTH: i32 = 3;
/// Late-move reduction: moves searched before reductions start.
pub const LMR_MIN_MOVES: usize = 3;
/// Late-move reduction: divisor of the product of the two logarithms.
pub const LMR_DIVISOR: u32 = 6;

/// Root reduction: shallowest depth it applies at.
pub const ROOT_LMR_MIN_DEPTH: i32 = 4;
/// Root reduction: root moves searched before reductions start.
pub const ROOT_LMR_MIN_MOVES: usize = 6;
/// Root reduction in plies.
pub const ROOT_LMR: i32 = 1;

/// Extension when the attackers face an escape line.
pub const THREAT_EXTENSION: i32 = 1;

/// Quiescence plies that try the defenders' escape-threat king moves.
pub const QS_THREAT_PLIES: u32 = 4;

/// Aspiration windows start at this depth.
pub const ASPIRATION_MIN_DEPTH: i32 = 4;
/// Aspiration window: half width of the first window.
pub const ASPIRATION_WINDOW: i32 = 40;
/// Aspiration window: growth factor of a failed side.
pub const ASPIRATION_GROWTH: i32 = 3;
/// Aspiration window: past this width the failed side opens fully.
pub const ASPIRATION_MAX_WIDTH: i32 = 1000;

/// Time management: fraction of the budget before which the next iteration
/// always starts. Past it, the next iteration starts only when it is
/// predicted to end by [`NEXT_ITERATION_END_FRACTION`] of the budget.
pub const NEXT_ITERATION_TIME_FRACTION: f64 = 0.45;

/// Time management: the next iteration, started past
/// [`NEXT_ITERATION_TIME_FRACTION`] of the budget, must be predicted to end
/// by this fraction of it.
pub const NEXT_ITERATION_END_FRACTION: f64 = 0.9;

/// Time management: the predicted cost of the next iteration is the last
/// one's times its growth over the one before, clamped to
/// [`ITERATION_GROWTH_MIN`, `ITERATION_GROWTH_MAX`] (the upper bound also
/// when there is no earlier iteration or its time read as zero).
pub const ITERATION_GROWTH_MIN: f64 = 2.0;
/// See [`ITERATION_GROWTH_MIN`].
pub const ITERATION_GROWTH_MAX: f64 = 8.0;

/// Iterative deepening stops this many plies past a found win or loss.
pub const MATE_EXTRA_PLIES: i32 = 2;

/// Nodes between two readings of the clock.
pub const CLOCK_EVERY: u64 = 1024;

/// Move picker: base score of escape threats and their blocks.
pub const ORDER_THREAT: i32 = 3_000_000;
/// Move picker: base score of captures.
pub const ORDER_CAPTURE: i32 = 2_000_000;
/// Move picker: base score of killer moves (the first killer gets one more).
pub const ORDER_KILLER: i32 = 1_000_000;

/// Move picker: hint for an attackers' quiet move next to the king.
pub const NEAR_KING_BONUS: i32 = 2000;
/// Move picker: hint for an attackers' quiet move onto a king line.
pub const KING_LINE_BONUS: i32 = 1000;

/// Largest magnitude of a history score.
pub const HISTORY_MAX: i32 = 16_384;
/// History bonus of a cut-off per squared ply of depth.
pub const HISTORY_BONUS_PER_DEPTH2: i32 = 8;
/// Quiet moves remembered per node for the history malus.
pub const QUIETS_REMEMBERED: usize = 32;

/// Moves picked by selection before the rest of the list is sorted: most
/// cut-offs come from the first few, and a full sort of a hundred moves
/// costs less than selecting them one by one at an all-node.
pub const SELECT_FIRST: usize = 3;

/// Transposition table: a store does not replace an entry of the same key
/// from this search that is deeper by more than this (unless exact).
pub const TT_KEEP_DEEPER_BY: i32 = 2;
/// Transposition table: weight of an entry's age against its depth when a
/// victim is chosen.
pub const TT_AGE_WEIGHT: i32 = 4;

/// The tuner's quiescence search for a quiet position: node budget.
pub const QUIET_LEAF_NODES: u64 = 20_000;
