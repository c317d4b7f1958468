//! Move ordering: a staged picker in the manner of a chess engine's.
//!
//! Stages: (1) the transposition-table move, tried before any generation
//! (most cut-offs happen here, and then nothing else is generated); (2) all
//! other moves, generated once and scored: escape threats (king moves onto a
//! square that sees a corner, and defender moves that open the king's line
//! to one), captures (landing on a square that closes a custodial capture),
//! the two killer moves of this ply, then quiet moves by their history score
//! plus a small tafl hint (attackers closing in on the king). Moves are
//! picked best-first by selection, so a cut-off early costs no full sort.

use super::threats;
use crate::bitboard::{ray, slides, Bitboard};
use crate::moves::{Move, MoveList, MAX_MOVES};
use crate::piece::Side;
use crate::position::Position;
use crate::rules::{movegen, Ruleset};
use crate::square::Direction;

/// What kind of move the picker handed out (the search prunes and reduces
/// only quiet ones).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// The transposition-table move.
    Tt,
    /// An escape threat (king to a square that sees a corner, or a line
    /// opened for it).
    Threat,
    /// A capture.
    Capture,
    /// A killer move.
    Killer,
    /// Anything else.
    Quiet,
}

const THREAT: i32 = 3_000_000;
const CAPTURE: i32 = 2_000_000;
const KILLER: i32 = 1_000_000;
const SKIP: i32 = i32::MIN;

/// The history table: a butterfly (side, from, to) score.
pub struct History(Vec<i32>);

impl Default for History {
    fn default() -> Self {
        History(vec![0; 2 * 121 * 121])
    }
}

impl History {
    /// Largest magnitude of a history score.
    pub const MAX: i32 = 16_384;

    #[inline]
    fn index(side: Side, mv: Move) -> usize {
        let s = match side {
            Side::Attackers => 0,
            Side::Defenders => 1,
        };
        (s * 121 + mv.from.index()) * 121 + mv.to.index()
    }

    /// The score of `mv` for `side`.
    #[inline]
    pub fn get(&self, side: Side, mv: Move) -> i32 {
        self.0[Self::index(side, mv)]
    }

    /// Moves the score towards `bonus` (positive or negative) with gravity,
    /// so it stays within [`History::MAX`].
    #[inline]
    pub fn update(&mut self, side: Side, mv: Move, bonus: i32) {
        let b = bonus.clamp(-Self::MAX, Self::MAX);
        let h = &mut self.0[Self::index(side, mv)];
        *h += b - *h * b.abs() / Self::MAX;
    }

    /// Halves every score (between searches, so old knowledge fades).
    pub fn age(&mut self) {
        for h in &mut self.0 {
            *h /= 2;
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.0.fill(0);
    }
}

/// Whether `mv` is a legal move for the side to move in `pos` (for the TT
/// and killer moves, which may come from another position).
#[inline]
pub fn is_legal(pos: &Position, rules: &Ruleset, mv: Move) -> bool {
    movegen::targets(pos, rules, mv.from).has(mv.to)
}

/// The defenders whose move off the king's line would let the king see a
/// corner (a discovered escape threat): each is the only piece between the
/// king and a corner.
#[inline]
pub fn discoverers(pos: &Position) -> Bitboard {
    let board = pos.board();
    let Some(k) = board.king_square() else {
        return Bitboard::EMPTY;
    };
    let occ = board.occupied();
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let line = ray(k, dir);
        if (line & Bitboard::CORNERS).is_empty() {
            continue;
        }
        let between = line & occ;
        if between.count() == 1 && (between & board.defenders).any() {
            out |= between;
        }
    }
    out
}

/// The staged move picker of one node.
pub struct Picker {
    tt_move: Option<Move>,
    stage: u8,
    list: MoveList,
    scores: [i32; MAX_MOVES],
    next: usize,
}

impl Picker {
    /// A picker that will try `tt_move` (already checked legal) first.
    pub fn new(tt_move: Option<Move>) -> Picker {
        Picker {
            tt_move,
            stage: 0,
            list: MoveList::new(),
            scores: [0; MAX_MOVES],
            next: 0,
        }
    }

    /// The next move and its kind, best first; `None` when exhausted.
    #[inline]
    pub fn next(
        &mut self,
        pos: &Position,
        rules: &Ruleset,
        history: &History,
        killers: [Option<Move>; 2],
    ) -> Option<(Move, Kind)> {
        if self.stage == 0 {
            self.stage = 1;
            if let Some(m) = self.tt_move {
                return Some((m, Kind::Tt));
            }
        }
        if self.stage == 1 {
            self.stage = 2;
            self.generate(pos, rules, history, killers);
        }
        let n = self.list.len();
        if self.next >= n {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..n {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        let moves = self.list.as_mut_slice();
        moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        let mv = moves[self.next];
        let score = self.scores[self.next];
        self.next += 1;
        if score == SKIP {
            return None;
        }
        let kind = if score >= THREAT {
            Kind::Threat
        } else if score >= CAPTURE {
            Kind::Capture
        } else if score >= KILLER {
            Kind::Killer
        } else {
            Kind::Quiet
        };
        Some((mv, kind))
    }

    fn generate(
        &mut self,
        pos: &Position,
        rules: &Ruleset,
        history: &History,
        killers: [Option<Move>; 2],
    ) {
        movegen::generate(pos, rules, &mut self.list);
        let board = pos.board();
        let us = pos.side_to_move();
        let captures = threats::capture_targets(board, us);
        let king = board.king_square();
        let (threat_sq, discover) = if us == Side::Defenders {
            (threats::king_threat_squares(pos), discoverers(pos))
        } else {
            (Bitboard::EMPTY, Bitboard::EMPTY)
        };
        let near_king = board.king.neighbours();
        let king_lines = match king {
            Some(k) => slides(k, board.occupied()),
            None => Bitboard::EMPTY,
        };
        for (i, &mv) in self.list.iter().enumerate() {
            let is_king = board.king.has(mv.from);
            let s = if Some(mv) == self.tt_move {
                // Already tried: sorts last and is skipped.
                SKIP
            } else if (is_king && threat_sq.has(mv.to))
                || (discover.has(mv.from) && !same_line(pos, mv))
            {
                THREAT
            } else if captures.has(mv.to) {
                CAPTURE
            } else if Some(mv) == killers[0] {
                KILLER + 1
            } else if Some(mv) == killers[1] {
                KILLER
            } else {
                let mut h = history.get(us, mv);
                if us == Side::Attackers {
                    if near_king.has(mv.to) {
                        h += 2000;
                    }
                    if king_lines.has(mv.to) {
                        h += 1000;
                    }
                }
                h
            };
            self.scores[i] = s;
        }
    }
}

/// Whether a defender moves along the king's line (so it still blocks it).
#[inline]
fn same_line(pos: &Position, mv: Move) -> bool {
    match pos.board().king_square() {
        Some(k) => {
            (k.file() == mv.from.file() && k.file() == mv.to.file())
                || (k.rank() == mv.from.rank() && k.rank() == mv.to.rank())
        }
        None => false,
    }
}
