//! Puzzles from real games: positions where the side to move has a forced
//! win that only one move keeps (a *win* puzzle), or exactly one move that
//! does not lose (a *save* puzzle: a block of a threat to win next move,
//! or a defence against a longer forced win), found and proved by the search.
//!
//! The search's verdicts are those of a fixed node budget
//! ([`Checker::new`]): a win score is a forced win the search proved (its
//! principal variation ends the game), and "no other move wins" means the
//! search found no win for the other moves within the same budget. Every
//! check starts from a cleared table, so a verdict depends only on the
//! position, the moves since the puzzle's start, and the budget: `hnef
//! puzzles` finds the puzzles and the tests re-prove each one.
//!
//! The rules of a solution, step by step (the player is the side to move
//! at the start):
//! - At each of the player's turns the search must see a win for the
//!   player, at most as far as the rest of the solution, and:
//!   - when the solution's move ends the game, any move that ends the game
//!     with the player's win is as good (two corners in reach are both an
//!     escape), so no uniqueness is asked;
//!   - otherwise the solution's move must be the search's best and the
//!     best of the other moves must not be a win (the second line of a
//!     two-line analysis).
//! - At each of the opponent's turns the solution's reply is the search's
//!   best defence (the move that loses slowest), and the player must still
//!   win after it.
//! - A save puzzle has one step: the search's best move does not lose, and
//!   the best of the others loses by force; then a search of
//!   [`SAVE_CONFIRM_FACTOR`] times the budget from the position after the
//!   move must not find the opponent's forced win (a move that only delays
//!   a loss is no save).
//!
//! A puzzle is set up from its position alone (no earlier history), so no
//! solution relies on a repetition of the source game's earlier positions.

use crate::game::Game;
use crate::moves::Move;
use crate::rules::Reason;
use crate::search::{mate_in, Level, Limits, Searcher};

/// The node budget of each check of the shipped puzzles (`hnef puzzles`
/// default and the tests').
pub const VERIFY_NODES: u64 = 40_000;

/// How many times its check's budget the search gets that confirms a save
/// puzzle's move: from the position after the move, the opponent must not
/// see a forced win. A move that only delays a loss passes the two-line
/// check at the budget whenever the loss lies beyond the budget's horizon;
/// a search this much deeper finds most such losses.
pub const SAVE_CONFIRM_FACTOR: u64 = 10;

/// The transposition table of a checker, in MiB (part of what makes a
/// verdict reproducible: the same budget and table size give the same
/// search).
pub const CHECK_TT_MB: usize = 4;

/// Most moves of the player in one puzzle.
pub const MAX_PLAYER_MOVES: usize = 5;

/// What a puzzle asks of the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Win by force; the reason the game ends with at the end of the
    /// solution.
    Win(Reason),
    /// Find the only move that does not lose, when the opponent threatens
    /// to win with its next move.
    Block,
    /// Find the only move that does not lose, when the opponent's threat is
    /// a forced win of more than one move.
    Defend,
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reject {
    /// The game is already over, or the side to move has no move.
    Over,
    /// The search sees no forced win for the player at the budget.
    NoWin,
    /// The win is longer than the puzzle allows.
    TooLong,
    /// Another move also wins at one of the player's turns.
    NotUnique {
        /// The player's turn (0 = the first move).
        turn: usize,
    },
    /// The opponent's best defence does not lose (the search changed its
    /// mind).
    Unsound {
        /// The ply of the solution where it happened.
        ply: usize,
    },
    /// More than one move does not lose, or none does (save puzzles).
    NotOnlyMove,
    /// The save puzzle's move loses too: the confirming search
    /// ([`SAVE_CONFIRM_FACTOR`] times the budget) finds the opponent's
    /// forced win after it.
    LosesDeeper,
    /// The position's only non-losing move is also its only legal move.
    Forced,
}

/// A solved puzzle: the moves from the position, the player's first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Player, reply, player, …; a win puzzle ends with the player's
    /// winning move, a save puzzle is one move.
    pub moves: Vec<Move>,
    /// What kind of puzzle it is.
    pub kind: Kind,
    /// Nodes the search needed before its first move was the solution's and
    /// stayed so (the first check's iterations): the basis of the
    /// difficulty estimate.
    pub nodes_to_find: u64,
}

impl Solution {
    /// The player's moves in the solution.
    pub fn player_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    /// A difficulty estimate on a rating-like scale (about 600-2600):
    /// `500 + 200·log10(max(nodes_to_find, 10)) + 150·(player moves − 1)`,
    /// rounded. More nodes before the engine settles on the first move, and
    /// more moves to find, make a harder puzzle.
    pub fn difficulty(&self) -> u32 {
        let nodes = self.nodes_to_find.max(10) as f64;
        let moves = self.player_moves().max(1) as f64;
        (500.0 + 200.0 * nodes.log10() + 150.0 * (moves - 1.0))
            .round()
            .clamp(600.0, 2600.0) as u32
    }
}

/// Finds and checks puzzles at a fixed node budget.
pub struct Checker {
    searcher: Searcher,
    nodes: u64,
}

/// One check's result: the best line's move, its score, and the best other
/// move's score (when there is another move and it was asked for).
struct Verdict {
    best: Move,
    score: i32,
    second: Option<i32>,
    nodes_to_find: u64,
}

impl Checker {
    /// A checker whose every search gets `nodes` nodes.
    pub fn new(nodes: u64) -> Checker {
        // A proof wants what the rules decide: no mills (a judgement of
        // play that cuts a line off before the rules end it).
        let mut searcher = Searcher::new(CHECK_TT_MB);
        searcher.set_mills(false);
        Checker { searcher, nodes }
    }

    /// The node budget.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn check(&mut self, game: &Game, lines: usize) -> Option<Verdict> {
        let root = game.search_root()?;
        self.searcher.clear();
        let limits = Limits {
            nodes: Some(self.nodes),
            ..Limits::default()
        };
        // The nodes of the first line when its move became the one it ends
        // with (the reports come per completed iteration of line 0).
        let mut first: Vec<(Move, u64)> = Vec::new();
        let a = self
            .searcher
            .analyse(&root, lines, &limits, &|| 0.0, &mut |k, r| {
                if k == 0 {
                    if let Some(&mv) = r.pv.first() {
                        first.push((mv, r.nodes));
                    }
                }
            });
        let l1 = a.lines.first()?;
        let mut nodes_to_find = l1.nodes;
        for &(mv, nodes) in first.iter().rev() {
            if mv != l1.mv {
                break;
            }
            nodes_to_find = nodes;
        }
        Some(Verdict {
            best: l1.mv,
            score: l1.score,
            second: a.lines.get(1).map(|l| l.score),
            nodes_to_find,
        })
    }

    /// Whether `mv` from the current position of `game` holds against a
    /// search of [`SAVE_CONFIRM_FACTOR`] times the budget: the game goes on
    /// after it (or the player wins), and the opponent, to move, sees no
    /// forced win.
    fn holds_deeper(&mut self, game: &Game, mv: Move) -> bool {
        let player = game.side_to_move();
        let mut after = game.clone();
        if after.play(mv).is_err() {
            return false;
        }
        if let Some(outcome) = after.outcome() {
            return outcome.winner == Some(player);
        }
        let Some(root) = after.search_root() else {
            return false;
        };
        self.searcher.clear();
        let limits = Limits {
            nodes: Some(self.nodes.saturating_mul(SAVE_CONFIRM_FACTOR)),
            ..Limits::default()
        };
        let found = self
            .searcher
            .search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
        !mate_in(found.score).is_some_and(|d| d > 0)
    }

    /// Solves a win puzzle from the current position of `game` (the side to
    /// move is the player): the forced win that only one move keeps at each
    /// turn, ending within [`MAX_PLAYER_MOVES`] of the player's moves.
    ///
    /// # Errors
    ///
    /// Why the position is not a win puzzle ([`Reject`]).
    pub fn solve_win(&mut self, game: &Game) -> Result<Solution, Reject> {
        if game.outcome().is_some() {
            return Err(Reject::Over);
        }
        let player = game.side_to_move();
        let mut game = game.clone();
        let mut moves = Vec::new();
        let mut nodes_to_find = 0;
        loop {
            let turn = moves.len() / 2;
            let v = self.check(&game, 2).ok_or(Reject::Over)?;
            let plies = match mate_in(v.score) {
                Some(d) if d > 0 => d as usize,
                _ if moves.is_empty() => return Err(Reject::NoWin),
                _ => return Err(Reject::Unsound { ply: moves.len() }),
            };
            if moves.len() + plies > 2 * MAX_PLAYER_MOVES - 1 {
                return Err(Reject::TooLong);
            }
            if turn == 0 {
                nodes_to_find = v.nodes_to_find;
            }
            game.play(v.best)
                .map_err(|_| Reject::Unsound { ply: moves.len() })?;
            moves.push(v.best);
            if let Some(out) = game.outcome() {
                if out.winner == Some(player) {
                    return Ok(Solution {
                        moves,
                        kind: Kind::Win(out.reason),
                        nodes_to_find,
                    });
                }
                return Err(Reject::Unsound {
                    ply: moves.len() - 1,
                });
            }
            // Not the last move: no other move may win.
            if v.second.and_then(mate_in).is_some_and(|d| d > 0) {
                return Err(Reject::NotUnique { turn });
            }
            let reply = self
                .check(&game, 1)
                .ok_or(Reject::Unsound { ply: moves.len() })?;
            if !mate_in(reply.score).is_some_and(|d| d < 0) {
                return Err(Reject::Unsound { ply: moves.len() });
            }
            game.play(reply.best)
                .map_err(|_| Reject::Unsound { ply: moves.len() })?;
            moves.push(reply.best);
            if game.outcome().is_some() {
                // The opponent's best defence ended the game (a repetition
                // or a blocked side): not a puzzle of the player's making.
                return Err(Reject::Unsound {
                    ply: moves.len() - 1,
                });
            }
        }
    }

    /// Solves a save puzzle: the side to move has exactly one move that
    /// does not lose (at the budget), and it has other legal moves.
    ///
    /// # Errors
    ///
    /// Why the position is not a save puzzle ([`Reject`]).
    pub fn solve_save(&mut self, game: &Game) -> Result<Solution, Reject> {
        if game.outcome().is_some() {
            return Err(Reject::Over);
        }
        if game.legal_moves().len() < 2 {
            return Err(Reject::Forced);
        }
        let v = self.check(game, 2).ok_or(Reject::Over)?;
        let best_holds = mate_in(v.score).map_or(true, |d| d > 0);
        let others_lose = v.second.and_then(mate_in).is_some_and(|d| d < 0);
        if !(best_holds && others_lose) {
            return Err(Reject::NotOnlyMove);
        }
        if mate_in(v.score).is_some_and(|d| d > 0) {
            // The move wins: a win puzzle, not a save.
            return Err(Reject::NotOnlyMove);
        }
        if !self.holds_deeper(game, v.best) {
            return Err(Reject::LosesDeeper);
        }
        Ok(Solution {
            moves: vec![v.best],
            kind: if threatened(game) {
                Kind::Block
            } else {
                Kind::Defend
            },
            nodes_to_find: v.nodes_to_find,
        })
    }

    /// Re-proves a puzzle move by move, by the rules of a solution (see
    /// the module doc): at each of the player's turns but the last the
    /// stored move is the search's only win; the last one ends the game
    /// with the player's win, for the stored reason; each stored reply is
    /// legal and leaves the player winning. A save puzzle's move is the
    /// search's only move that does not lose. The opponent's replies need
    /// not be the search's choice, so a slightly different search still
    /// proves the same puzzle.
    ///
    /// # Errors
    ///
    /// The first step that fails, and how.
    pub fn verify(&mut self, game: &Game, expected: &Solution) -> Result<(), String> {
        let player = game.side_to_move();
        let mut game = game.clone();
        if let Kind::Block | Kind::Defend = expected.kind {
            let [mv] = expected.moves[..] else {
                return Err(format!(
                    "a save puzzle has one move, not {}",
                    expected.moves.len()
                ));
            };
            let found = self
                .solve_save(&game)
                .map_err(|r| format!("not a save puzzle: {r:?}"))?;
            if found.moves[0] != mv {
                return Err(format!("the saving move is {}, not {mv}", found.moves[0]));
            }
            if found.kind != expected.kind {
                return Err(format!(
                    "a {:?} puzzle, not {:?}",
                    found.kind, expected.kind
                ));
            }
            return Ok(());
        }
        let Kind::Win(reason) = expected.kind else {
            unreachable!("save puzzles returned above")
        };
        let n = expected.moves.len();
        if n == 0 || n % 2 == 0 || n.div_ceil(2) > MAX_PLAYER_MOVES {
            return Err(format!("a win puzzle of {n} plies"));
        }
        for (ply, &mv) in expected.moves.iter().enumerate() {
            if ply % 2 == 0 && ply + 1 < n {
                let v = self
                    .check(&game, 2)
                    .ok_or_else(|| format!("ply {ply}: the game is over"))?;
                if !mate_in(v.score).is_some_and(|d| d > 0 && ply + d as usize <= n) {
                    return Err(format!("ply {ply}: no win in the plies left"));
                }
                if v.best != mv {
                    return Err(format!(
                        "ply {ply}: the winning move is {}, not {mv}",
                        v.best
                    ));
                }
                if v.second.and_then(mate_in).is_some_and(|d| d > 0) {
                    return Err(format!("ply {ply}: another move wins too"));
                }
            }
            game.play(mv)
                .map_err(|e| format!("ply {ply}: {mv} is illegal: {e}"))?;
            if ply + 1 < n && game.outcome().is_some() {
                return Err(format!("ply {ply}: the game ended before the solution"));
            }
        }
        match game.outcome() {
            Some(out) if out.winner == Some(player) && out.reason == reason => Ok(()),
            other => Err(format!("the line ends {other:?}, not a win by {reason:?}")),
        }
    }
}

/// Whether the side *not* to move in `game` threatens to win with its next
/// move if the side to move did nothing (the cheap test for a save puzzle).
pub fn threatened(game: &Game) -> bool {
    let pos = game.position().with_side(game.side_to_move().opponent());
    let rules = game.rules();
    let mut list = crate::moves::MoveList::new();
    crate::rules::movegen::generate(&pos, rules, &mut list);
    list.iter().any(|&mv| {
        let mut after = pos;
        crate::rules::play(&mut after, rules, mv);
        crate::rules::mover_wins(&after, rules, mv).is_some()
    })
}

/// The theme names of a puzzle (the JSON's `themes`): how it ends, and for
/// wins how many of the player's moves it takes.
pub fn themes(solution: &Solution) -> Vec<String> {
    let mut out = Vec::new();
    match solution.kind {
        Kind::Win(reason) => {
            out.push(
                match reason {
                    Reason::Escape => "escape",
                    Reason::ExitFort => "fort",
                    Reason::KingCaptured => "kingCapture",
                    Reason::Encirclement => "encirclement",
                    Reason::NoMoves => "noMoves",
                    Reason::Repetition => "repetition",
                    _ => "win",
                }
                .to_string(),
            );
            out.push(format!("in{}", solution.player_moves()));
        }
        Kind::Block => out.push("block".to_string()),
        Kind::Defend => out.push("defence".to_string()),
    }
    out
}
