//! Move ordering: a staged picker in the manner of a chess engine's.
//!
//! Stages: (1) the transposition-table move, tried before any generation
//! (most cut-offs happen here, and then nothing else is generated); (2) all
//! other moves, generated once and scored: escape threats (king moves onto a
//! square that sees a corner, and defender moves that open the king's line
//! to one), captures (landing on a square that closes a custodial capture),
//! the two killer moves of this ply, then quiet moves by their history score
//! plus a small tafl hint (attackers closing in on the king). Moves are
//! picked best-first by selection, so a cut-off early costs no full sort,
//! and the quiet moves are scored only when the picking reaches them (most
//! nodes end before, on a threat, capture or killer). Generation notes
//! where the scored moves lie, so the first picks look at those alone; and
//! once late-move pruning starts, the picker drops the quiet moves it
//! would only hand out to be skipped.

use super::threats;
use super::tunables::{
    HISTORY_MAX, KING_LINE_BONUS, NEAR_KING_BONUS, ORDER_CAPTURE, ORDER_KILLER, ORDER_THREAT,
    SELECT_FIRST,
};
use crate::bitboard::{ray, slides, Bitboard};
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::{capture, movegen, Ruleset};
use crate::square::{Direction, Square};

/// What kind of move the picker handed out (the search prunes and reduces
/// only quiet ones).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// The transposition-table move.
    Tt,
    /// An escape threat (king to a square that sees a corner, or a line
    /// opened for it), or an attacker's move that stops the king's next
    /// threat.
    Threat,
    /// A capture.
    Capture,
    /// A killer move.
    Killer,
    /// Anything else.
    Quiet,
}

/// The score of the table move in the generated list: already tried, it
/// sorts last and ends the picking.
const SKIP: i32 = i32::MIN;

/// The provisional score of a quiet move until one is needed: above
/// [`SKIP`], below every real score. Most nodes that generate their moves
/// end on a threat, capture or killer and never read their quiet moves'
/// history.
const UNSCORED: i32 = SKIP + 1;

/// The scored moves a picker lists by place (see [`Picker::next`]); with
/// more, its first picks scan the whole buffer.
const SPECIALS: usize = 16;

/// Bits of a picker entry below its score: the move's code, inverted.
const CODE_BITS: u32 = 16;

/// A picker entry: the score (offset to be unsigned) above the move code
/// inverted, so that a larger entry is the higher score and, between equal
/// scores, the lower code: one integer compare orders the moves.
#[inline]
fn pack(score: i32, mv: Move) -> u64 {
    let biased = (i64::from(score) - i64::from(i32::MIN)) as u64;
    biased << CODE_BITS | u64::from(!mv.code())
}

/// The score and move of an entry made by [`pack`].
#[inline]
fn unpack(entry: u64) -> (i32, Move) {
    let score = ((entry >> CODE_BITS) as i64 + i64::from(i32::MIN)) as i32;
    let code = !(entry as u16);
    let from = Square::from_index_unchecked(u32::from(code >> 7));
    let to = Square::from_index_unchecked(u32::from(code & 127));
    (score, Move::new(from, to))
}

/// What the searches of a game learnt: the quiet moves' butterfly
/// (side, from, to) scores, one row of targets per side and origin, and the
/// correction of the static evaluation.
pub struct History {
    /// The quiet moves' scores, by side, origin and target.
    quiet: Vec<[i32; 121]>,
    /// The correction of the static evaluation (see
    /// [`History::correction`]): per side to move, a table keyed by the
    /// attackers' squares, one keyed by the defenders' and the king's, one
    /// keyed by the pieces around the king, one by the move that led to
    /// the node, and one by the king's square and how many attackers and
    /// defenders are left.
    correction: Vec<i32>,
}

impl Default for History {
    fn default() -> Self {
        History {
            quiet: vec![[0; 121]; 2 * 121],
            correction: vec![0; COUNT_BASE + 2 * COUNT_KEYS],
        }
    }
}

/// The index bits of each correction table.
const CORRECTION_BITS: u32 = 12;

/// Correction entries are in 1/`CORRECTION_GRAIN` of a centipawn.
const CORRECTION_GRAIN: i32 = 8;

/// The largest magnitude of a correction entry (256 centipawns).
const CORRECTION_MAX: i32 = 256 * CORRECTION_GRAIN;

/// The depth from which a lesson moves the correction by the whole
/// difference it reports (a shallower one by its share of this depth): no
/// more, or the correction would overshoot and swing.
const CORRECTION_FULL_DEPTH: i32 = 8;

/// Where the fourth correction table starts: per side to move, one entry
/// for each move (origin and target) that led to the node.
const FOLLOW_BASE: usize = 6 << CORRECTION_BITS;

/// Where the fifth correction table starts: per side to move, one entry
/// for each king square and count of attackers and of defenders.
const COUNT_BASE: usize = FOLLOW_BASE + 2 * 121 * 121;

/// The fifth table's entries per side: 121 king squares (and none), 25
/// counts of attackers, 13 of defenders.
const COUNT_KEYS: usize = 122 * 25 * 13;

/// Per file, the squares of that file and of the two files on each side
/// of it (those on the board): with [`KING_BOX_RANKS`], the five by five
/// box around a square that the third correction table is keyed by.
static KING_BOX_FILES: [u128; 11] = king_box_bands(1);

/// Per rank, the squares of that rank and of the two ranks on each side.
static KING_BOX_RANKS: [u128; 11] = king_box_bands(11);

/// The bands of [`KING_BOX_FILES`] (`step` 1) or [`KING_BOX_RANKS`]
/// (`step` 11).
const fn king_box_bands(step: usize) -> [u128; 11] {
    let mut bands = [0u128; 11];
    let mut line = 0;
    while line < 11 {
        let mut sq = 0;
        while sq < 121 {
            let at = if step == 1 { sq % 11 } else { sq / 11 };
            if at + 2 >= line && at <= line + 2 {
                bands[line] |= 1 << sq;
            }
            sq += 1;
        }
        line += 1;
    }
    bands
}

/// The slots of `board`'s five correction tables for `side` to move: a
/// hash of the attackers' squares, one of the defenders' and the king's,
/// one of all the pieces within two files and ranks of the king (the
/// king's square included), the entry of `prev`, the move that led to
/// the node (origin and target; the throne to itself for none), and the
/// entry of the king's square and the counts of attackers and defenders.
#[inline]
fn correction_slots(side: Side, board: &crate::board::Board, prev: Move) -> [usize; 5] {
    let hash = |bb: Bitboard, k1: u64, k2: u64| {
        let lo = bb.0 as u64;
        let hi = (bb.0 >> 64) as u64;
        (lo.wrapping_mul(k1) ^ hi.wrapping_mul(k2)) >> (64 - CORRECTION_BITS)
    };
    let side = match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    };
    // The first three tables of the side.
    let s = 3 * side;
    let ours = board.defenders | board.king;
    let a = hash(
        board.attackers,
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
    );
    let d = hash(ours, 0xD6E8_FEB8_6659_FD93, 0xA076_1D64_78BD_642F);
    let area = match board.king_square() {
        Some(king) => {
            Bitboard(KING_BOX_FILES[king.file() as usize] & KING_BOX_RANKS[king.rank() as usize])
        }
        None => Bitboard::EMPTY,
    };
    let k = hash(
        board.attackers & area,
        0xE703_7ED1_A0B4_28DB,
        0x8EBC_6AF0_9C88_C6E3,
    ) ^ hash(ours & area, 0x5899_65CC_7537_4CC3, 0x1D8E_4E27_C47D_124F);
    let king_at = board.king_square().map_or(121, Square::index);
    let count = (king_at * 25 + (board.attackers.count() as usize).min(24)) * 13
        + (board.defenders.count() as usize).min(12);
    [
        (s << CORRECTION_BITS) | a as usize,
        ((s + 1) << CORRECTION_BITS) | d as usize,
        ((s + 2) << CORRECTION_BITS) | k as usize,
        FOLLOW_BASE + (side * 121 + prev.from.index()) * 121 + prev.to.index(),
        COUNT_BASE + side * COUNT_KEYS + count,
    ]
}

impl History {
    /// Largest magnitude of a history score.
    pub const MAX: i32 = HISTORY_MAX;

    #[inline]
    fn line(side: Side, from: Square) -> usize {
        let s = match side {
            Side::Attackers => 0,
            Side::Defenders => 1,
        };
        s * 121 + from.index()
    }

    /// The scores of `side`'s moves from `from`, by target square index.
    #[inline]
    pub fn row(&self, side: Side, from: Square) -> &[i32; 121] {
        &self.quiet[Self::line(side, from)]
    }

    /// Moves the score towards `bonus` (positive or negative) with gravity,
    /// so it stays within [`History::MAX`].
    #[inline]
    pub fn update(&mut self, side: Side, mv: Move, bonus: i32) {
        let b = bonus.clamp(-Self::MAX, Self::MAX);
        let h = &mut self.quiet[Self::line(side, mv.from)][mv.to.index()];
        *h += b - *h * b.abs() / Self::MAX;
    }

    /// What the searches so far say the static evaluation of `board`, with
    /// `side` to move after `prev`, misses (centipawns, that side's view):
    /// the mean of its five tables' entries, which learn from nodes whose
    /// searched score fell on the other side of their static evaluation
    /// than their bound allows (see [`History::learn_correction`]).
    #[inline]
    pub fn correction(&self, side: Side, board: &crate::board::Board, prev: Move) -> i32 {
        correction_slots(side, board, prev)
            .iter()
            .map(|&i| self.correction[i])
            .sum::<i32>()
            / (5 * CORRECTION_GRAIN)
    }

    /// Moves `board`'s correction entries by `diff`, the searched score
    /// minus the corrected static evaluation: by all of it from depth
    /// 8 (`CORRECTION_FULL_DEPTH`), by `depth` eighths of it below, at most 64
    /// centipawns, with gravity so they stay within 256 centipawns.
    #[inline]
    pub fn learn_correction(
        &mut self,
        side: Side,
        board: &crate::board::Board,
        prev: Move,
        diff: i32,
        depth: i32,
    ) {
        let b = (diff * depth.min(CORRECTION_FULL_DEPTH) * CORRECTION_GRAIN
            / CORRECTION_FULL_DEPTH)
            .clamp(-CORRECTION_MAX / 4, CORRECTION_MAX / 4);
        for i in correction_slots(side, board, prev) {
            let h = &mut self.correction[i];
            *h += b - *h * b.abs() / CORRECTION_MAX;
        }
    }

    /// Halves every score (between searches, so old knowledge fades); the
    /// corrections stay.
    pub fn age(&mut self) {
        for h in self.quiet.iter_mut().flatten() {
            *h /= 2;
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.quiet.fill([0; 121]);
        self.correction.fill(0);
    }
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

/// The staged move picker of one node. The scored moves live in a buffer
/// the caller lends (one per ply, reused), so no node clears a big array.
#[derive(Clone)]
pub struct Picker {
    tt_move: Option<Move>,
    stage: u8,
    next: usize,
    /// Whether the buffer still holds quiet moves at [`UNSCORED`].
    unscored: bool,
    /// Where the scored moves (threats, captures, killers) not yet picked
    /// lie in the buffer, so that the first picks need not scan it all;
    /// `specials_len` is `SPECIALS + 1` when there were too many to list.
    specials: [u16; SPECIALS],
    specials_len: u8,
    /// The squares next to the king and those it slides to (the attackers'
    /// quiet-move hints), kept from generation for the deferred scoring.
    near_king: Bitboard,
    king_lines: Bitboard,
}

impl Picker {
    /// A picker that will try `tt_move` (already checked legal) first.
    pub fn new(tt_move: Option<Move>) -> Picker {
        Picker {
            tt_move,
            stage: 0,
            next: 0,
            unscored: false,
            specials: [0; SPECIALS],
            specials_len: 0,
            near_king: Bitboard::EMPTY,
            king_lines: Bitboard::EMPTY,
        }
    }

    /// The next move and its kind, best first; `None` when exhausted.
    /// `buf` must be the same buffer on every call for one node.
    #[inline]
    pub fn next(
        &mut self,
        buf: &mut Vec<u64>,
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
            self.generate(buf, pos, rules, killers);
        }
        let n = buf.len();
        if self.next >= n {
            return None;
        }
        if self.next < SELECT_FIRST {
            // The first of the best scores in generation order: among the
            // listed scored moves while any is left.
            let listed = usize::from(self.specials_len);
            let scored = match listed {
                0 => None,
                1..=SPECIALS => Some(self.first_best_listed(buf, listed)),
                _ => Some(first_best(buf, self.next)),
            };
            let best = match scored {
                Some(b) if unpack(buf[b]).0 != UNSCORED => b,
                _ => {
                    if self.unscored {
                        // Only quiet moves are left: score them where they
                        // lie, so the choice is the one a fully scored
                        // buffer would give.
                        self.score_quiets(&mut buf[self.next..], pos.side_to_move(), history);
                    }
                    first_best(buf, self.next)
                }
            };
            buf.swap(self.next, best);
            if listed <= SPECIALS {
                // The picked move leaves the list; the one it swapped with
                // moves to its place.
                let list = &mut self.specials[..listed];
                let mut len = listed;
                for i in (0..listed).rev() {
                    if usize::from(list[i]) == best {
                        list[i] = list[len - 1];
                        len -= 1;
                    } else if usize::from(list[i]) == self.next {
                        list[i] = best as u16;
                    }
                }
                self.specials_len = len as u8;
            }
        } else if self.next == SELECT_FIRST {
            if self.unscored {
                self.score_quiets(&mut buf[self.next..], pos.side_to_move(), history);
            }
            // By score, ties by the move code (both in the key): the order
            // is a pure function of the scores, so the search stays
            // deterministic.
            sort_descending(&mut buf[self.next..]);
        }
        let (score, mv) = unpack(buf[self.next]);
        self.next += 1;
        if score == SKIP {
            return None;
        }
        let kind = if score >= ORDER_THREAT {
            Kind::Threat
        } else if score >= ORDER_CAPTURE {
            Kind::Capture
        } else if score >= ORDER_KILLER {
            Kind::Killer
        } else {
            Kind::Quiet
        };
        Some((mv, kind))
    }

    /// The first of the best listed entries in buffer order: the entry
    /// [`first_best`] finds while any scored move is left, as no other
    /// entry scores above [`UNSCORED`]. `listed` must be 1 or more.
    fn first_best_listed(&self, buf: &[u64], listed: usize) -> usize {
        let mut best = usize::from(self.specials[0]);
        for &i in &self.specials[1..listed] {
            let i = usize::from(i);
            let (a, b) = (buf[i] >> CODE_BITS, buf[best] >> CODE_BITS);
            if a > b || a == b && i < best {
                best = i;
            }
        }
        best
    }

    /// Drops the moves left to pick whose target square is not in `keep`,
    /// once the search skips every quiet move but those (late-move pruning
    /// starts only on a quiet move, so only quiet moves are left). The moves
    /// kept come in the order they would have come: before the sort, where
    /// selection and sort could order two of them otherwise, nothing is
    /// dropped unless nothing is kept (`keep` is empty).
    pub fn keep_only(&mut self, buf: &mut Vec<u64>, keep: Bitboard) {
        if self.next <= SELECT_FIRST && keep.any() {
            return;
        }
        let mut n = self.next;
        for i in self.next..buf.len() {
            let (s, mv) = unpack(buf[i]);
            if s != SKIP && keep.has(mv.to) {
                buf[n] = buf[i];
                n += 1;
            }
        }
        buf.truncate(n);
    }

    fn generate(
        &mut self,
        buf: &mut Vec<u64>,
        pos: &Position,
        rules: &Ruleset,
        killers: [Option<Move>; 2],
    ) {
        buf.clear();
        let board = pos.board();
        let us = pos.side_to_move();
        let captures = capture::capture_targets(board, us);
        let (threat_sq, discover, blocks) = if us == Side::Defenders {
            (
                threats::king_threat_squares(pos),
                discoverers(pos),
                Bitboard::EMPTY,
            )
        } else {
            (Bitboard::EMPTY, Bitboard::EMPTY, threats::route_blocks(pos))
        };
        let near_king = board.king.neighbours();
        let king_lines = match board.king_square() {
            Some(k) => slides(k, board.occupied()),
            None => Bitboard::EMPTY,
        };
        let tt_move = self.tt_move;
        // The king's file and rank: a discoverer that stays on the one it
        // shares with the king still blocks it.
        let (king_file, king_rank) = match board.king_square() {
            Some(k) if discover.any() => Bitboard::lines_of(k),
            _ => (Bitboard::EMPTY, Bitboard::EMPTY),
        };
        // The origins of the table move and the killers.
        let special_from: Bitboard = [tt_move, killers[0], killers[1]]
            .into_iter()
            .flatten()
            .map(|m| m.from)
            .collect();
        let mut specials = [0u16; SPECIALS];
        let mut specials_len = 0u8;
        movegen::for_each_piece(pos, rules, |from, targets| {
            // Per piece, the targets that make or block a threat.
            let mut threat_to = blocks;
            if board.king.has(from) {
                threat_to |= threat_sq;
            }
            if discover.has(from) {
                let mut stays = Bitboard::EMPTY;
                if king_file.has(from) {
                    stays |= king_file;
                }
                if king_rank.has(from) {
                    stays |= king_rank;
                }
                threat_to |= targets & !stays;
            }
            // Most pieces have no move that is special here: their moves
            // go in as unscored quiet moves without a test each.
            if (targets & (threat_to | captures)).is_empty() && !special_from.has(from) {
                buf.extend(targets.iter().map(|to| pack(UNSCORED, Move::new(from, to))));
                return;
            }
            for to in targets {
                let mv = Move::new(from, to);
                let s = if Some(mv) == tt_move {
                    // Already tried: sorts last and is skipped.
                    SKIP
                } else if threat_to.has(to) {
                    ORDER_THREAT
                } else if captures.has(to) {
                    ORDER_CAPTURE
                } else if Some(mv) == killers[0] {
                    ORDER_KILLER + 1
                } else if Some(mv) == killers[1] {
                    ORDER_KILLER
                } else {
                    UNSCORED
                };
                if s > UNSCORED {
                    let n = usize::from(specials_len);
                    if n < SPECIALS {
                        specials[n] = buf.len() as u16;
                    }
                    specials_len = (specials_len + 1).min(SPECIALS as u8 + 1);
                }
                buf.push(pack(s, mv));
            }
        });
        self.unscored = true;
        self.specials = specials;
        self.specials_len = specials_len;
        self.near_king = near_king;
        self.king_lines = king_lines;
    }

    /// Gives the quiet moves in `entries` their scores: the history, plus
    /// the attackers' hints for closing in on the king.
    fn score_quiets(&mut self, entries: &mut [u64], us: Side, history: &History) {
        for e in entries.iter_mut() {
            let (s, mv) = unpack(*e);
            if s != UNSCORED {
                continue;
            }
            let mut h = history.row(us, mv.from)[mv.to.index()];
            if us == Side::Attackers {
                if self.near_king.has(mv.to) {
                    h += NEAR_KING_BONUS;
                }
                if self.king_lines.has(mv.to) {
                    h += KING_LINE_BONUS;
                }
            }
            *e = pack(h, mv);
        }
        self.unscored = false;
    }
}

/// Sorts entries largest first (the picker's and the root's one sort, so
/// the wasm build carries one instance of the sorting code).
#[inline]
pub fn sort_descending(entries: &mut [u64]) {
    entries.sort_unstable_by(|a, b| b.cmp(a));
}

/// The index of the first of the highest scores in `buf[from..]`.
#[inline]
fn first_best(buf: &[u64], from: usize) -> usize {
    let mut best = from;
    for i in from + 1..buf.len() {
        if buf[i] >> CODE_BITS > buf[best] >> CODE_BITS {
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The move that led to the test's positions (any one will do).
    const PREV: Move = Move::new(Square::THRONE, Square::THRONE);

    /// The third correction table's box: every square within two files and
    /// two ranks of the king, and no other, for the king on each square.
    #[test]
    fn the_king_box_is_the_five_by_five_square_around_the_king() {
        for king in 0..121 {
            let king = Square::from_index(king).unwrap();
            let area = KING_BOX_FILES[king.file() as usize] & KING_BOX_RANKS[king.rank() as usize];
            for sq in 0..121 {
                let sq = Square::from_index(sq).unwrap();
                let near =
                    sq.file().abs_diff(king.file()) <= 2 && sq.rank().abs_diff(king.rank()) <= 2;
                assert_eq!(
                    area & (1u128 << sq.index()) != 0,
                    near,
                    "king {king}, square {sq}"
                );
            }
            let edge = |at: u8| 1 + at.min(2) + (10 - at).min(2);
            assert_eq!(
                area.count_ones(),
                u32::from(edge(king.file()) * edge(king.rank()))
            );
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// An entry gives back its score and move, and entries compare as
        /// (score descending, code ascending) did: the picker's order.
        #[test]
        fn entries_round_trip_and_order_by_score_then_code(
            a in (proptest::prelude::any::<i32>(), 0u32..121, 0u32..121),
            b in (proptest::prelude::any::<i32>(), 0u32..121, 0u32..121),
            same_score: bool,
        ) {
            let mv = |f: u32, t: u32| {
                Move::new(Square::from_index_unchecked(f), Square::from_index_unchecked(t))
            };
            let (sa, ma) = (a.0, mv(a.1, a.2));
            let (sb, mb) = (if same_score { a.0 } else { b.0 }, mv(b.1, b.2));
            proptest::prop_assert_eq!(unpack(pack(sa, ma)), (sa, ma));
            proptest::prop_assert_eq!(unpack(pack(sb, mb)), (sb, mb));
            // The order the sort used before the entries were packed: a
            // first when it is Less.
            let by_pair = sb.cmp(&sa).then(ma.code().cmp(&mb.code()));
            let by_entry = pack(sb, mb).cmp(&pack(sa, ma));
            proptest::prop_assert_eq!(by_entry, by_pair);
        }
    }

    /// Plays `plies` seeded random moves from the start.
    fn random_position(seed: u64, plies: usize) -> Position {
        let rules = &crate::rules::COPENHAGEN;
        let mut rng = crate::playout::Rng::new(seed);
        let mut pos = Position::start();
        for _ in 0..plies {
            let mut list = crate::moves::MoveList::new();
            movegen::generate(&pos, rules, &mut list);
            if list.is_empty() {
                break;
            }
            let mv = list[rng.below(list.len())];
            crate::rules::play(&mut pos, rules, mv);
        }
        pos
    }

    /// A random position (`seed`, `plies`), its moves, and a history that
    /// gives move `i * 7` of them (in turn, around) the `i`-th bonus; `None`
    /// when the side to move has no move.
    fn position_with_history(
        seed: u64,
        plies: usize,
        bonuses: impl IntoIterator<Item = i32>,
    ) -> Option<(Position, crate::moves::MoveList, History)> {
        let pos = random_position(seed, plies);
        let mut list = crate::moves::MoveList::new();
        movegen::generate(&pos, &crate::rules::COPENHAGEN, &mut list);
        if list.is_empty() {
            return None;
        }
        let mut history = History::default();
        for (i, b) in bonuses.into_iter().enumerate() {
            history.update(pos.side_to_move(), list[i * 7 % list.len()], b);
        }
        Some((pos, list, history))
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        /// The picker hands out every legal move but the table move once;
        /// threats, captures and killers before any quiet move; the quiet
        /// moves, scored only when they are reached, after the first picks
        /// in the order of their history (with the attackers' hints).
        #[test]
        fn picker_yields_each_move_once_specials_first_quiets_by_score(
            seed: u64, plies in 0usize..60, bonuses in proptest::collection::vec(-20_000i32..20_000, 40),
        ) {
            let rules = &crate::rules::COPENHAGEN;
            let setup = position_with_history(seed, plies, bonuses.iter().copied());
            proptest::prop_assume!(setup.is_some());
            let (pos, list, history) = setup.unwrap();
            let us = pos.side_to_move();
            let tt = list[seed as usize % list.len()];
            let killers = [Some(list[(seed as usize / 3) % list.len()]), None];
            let mut picker = Picker::new(Some(tt));
            let mut buf = Vec::new();
            let mut seen = Vec::new();
            while let Some((mv, kind)) = picker.next(&mut buf, &pos, rules, &history, killers) {
                seen.push((mv, kind));
            }
            // Every move once.
            let mut got: Vec<u16> = seen.iter().map(|(m, _)| m.code()).collect();
            got.sort_unstable();
            let mut want: Vec<u16> = list.as_slice().iter().map(|m| m.code()).collect();
            want.sort_unstable();
            proptest::prop_assert_eq!(got, want);
            proptest::prop_assert_eq!(seen[0], (tt, Kind::Tt));
            // No special move after a quiet one.
            let first_quiet = seen.iter().position(|(_, k)| *k == Kind::Quiet).unwrap_or(seen.len());
            proptest::prop_assert!(seen[first_quiet..].iter().all(|(_, k)| *k == Kind::Quiet));
            // Past the first picks, quiet moves by their score.
            let score = |mv: Move| {
                let mut p = Picker::new(None);
                p.near_king = pos.board().king.neighbours();
                p.king_lines = pos.board().king_square().map_or(Bitboard::EMPTY, |k| slides(k, pos.board().occupied()));
                let mut e = [pack(UNSCORED, mv)];
                p.score_quiets(&mut e, us, &history);
                unpack(e[0]).0
            };
            // The first quiet move handed out is a best one.
            if let Some((first, _)) = seen.get(first_quiet) {
                let best = seen[first_quiet..].iter().map(|(m, _)| score(*m)).max();
                proptest::prop_assert_eq!(Some(score(*first)), best);
            }
            let late: Vec<i32> = seen.iter().skip(1 + SELECT_FIRST.max(first_quiet)).map(|(m, _)| score(*m)).collect();
            proptest::prop_assert!(late.windows(2).all(|w| w[0] >= w[1]), "{:?}", late);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        /// Once the search starts skipping quiet moves, the picker keeps only
        /// those landing on the given squares, and hands them out in the
        /// order it would have handed them out among all the others.
        #[test]
        fn keeping_some_quiet_moves_keeps_their_order(
            seed: u64, plies in 0usize..60, bonuses in proptest::collection::vec(-4i32..4, 40),
            keep_lo: u64, keep_hi: u64, sparse in 0u32..4,
        ) {
            let rules = &crate::rules::COPENHAGEN;
            // Few distinct history scores: many ties, which the first picks
            // (selection) and the sort order in different ways.
            let setup = position_with_history(seed, plies, bonuses.iter().map(|b| b * 1000));
            proptest::prop_assume!(setup.is_some());
            let (pos, list, history) = setup.unwrap();
            let tt = (seed % 3 == 0).then(|| list[seed as usize % list.len()]);
            let killers = [Some(list[(seed as usize / 3) % list.len()]), None];
            let mut keep = Bitboard(u128::from(keep_lo) | u128::from(keep_hi) << 64) & Bitboard::ALL;
            for _ in 0..sparse {
                keep = keep & Bitboard((keep.0 >> 7) | (keep.0 << 13));
            }
            let mut picker = Picker::new(tt);
            let mut buf = Vec::new();
            // Pick up to the first quiet move, as the search does before it
            // starts skipping.
            while let Some((_, kind)) = picker.next(&mut buf, &pos, rules, &history, killers) {
                if kind == Kind::Quiet {
                    break;
                }
            }
            let (mut all, mut all_buf) = (picker.clone(), buf.clone());
            let mut want = Vec::new();
            while let Some((mv, _)) = all.next(&mut all_buf, &pos, rules, &history, killers) {
                if keep.has(mv.to) {
                    want.push(mv);
                }
            }
            let unsorted = picker.next <= SELECT_FIRST;
            picker.keep_only(&mut buf, keep);
            let mut got = Vec::new();
            while let Some((mv, kind)) = picker.next(&mut buf, &pos, rules, &history, killers) {
                proptest::prop_assert_eq!(kind, Kind::Quiet);
                if keep.has(mv.to) {
                    got.push(mv);
                } else {
                    // Nothing dropped: some kept before the sort.
                    proptest::prop_assert!(unsorted);
                }
            }
            proptest::prop_assert_eq!(got, want);
        }
    }

    /// The first picks find the best scored move from the list of where
    /// the scored moves lie: the same moves, in the same order, as scans of
    /// the whole buffer give (the picker as it was before the list), also
    /// where there were too many scored moves to list.
    #[test]
    fn listed_scored_moves_are_picked_as_a_full_scan_picks_them() {
        let rules = &crate::rules::COPENHAGEN;
        let (mut listed, mut overflowed) = (0, 0);
        for seed in 0..3000u64 {
            let bonuses = (0..40).map(|i| ((seed * 31 + i * 17) % 9) as i32 * 1000 - 4000);
            let Some((pos, list, history)) =
                position_with_history(seed, (seed % 90) as usize, bonuses)
            else {
                continue;
            };
            let us = pos.side_to_move();
            let tt = (seed % 3 == 0).then(|| list[seed as usize % list.len()]);
            let killers = [
                Some(list[(seed as usize / 3) % list.len()]),
                (seed % 2 == 0).then(|| list[(seed as usize / 5) % list.len()]),
            ];
            let mut picker = Picker::new(tt);
            let mut buf = Vec::new();
            let mut got = Vec::new();
            while let Some(picked) = picker.next(&mut buf, &pos, rules, &history, killers) {
                got.push(picked);
                if got.len() == 1 + usize::from(tt.is_some()) {
                    match usize::from(picker.specials_len) {
                        0 => {}
                        1..=SPECIALS => listed += 1,
                        _ => overflowed += 1,
                    }
                }
            }
            // The reference: the same entries, picked by scans.
            let mut reference = Picker::new(tt);
            let mut rbuf = Vec::new();
            reference.generate(&mut rbuf, &pos, rules, killers);
            let mut want: Vec<(Move, Kind)> = tt.map(|m| (m, Kind::Tt)).into_iter().collect();
            let mut next = 0;
            while next < rbuf.len() {
                if next < SELECT_FIRST {
                    let mut best = first_best(&rbuf, next);
                    if reference.unscored && unpack(rbuf[best]).0 == UNSCORED {
                        reference.score_quiets(&mut rbuf[next..], us, &history);
                        best = first_best(&rbuf, next);
                    }
                    rbuf.swap(next, best);
                } else if next == SELECT_FIRST {
                    if reference.unscored {
                        reference.score_quiets(&mut rbuf[next..], us, &history);
                    }
                    sort_descending(&mut rbuf[next..]);
                }
                let (score, mv) = unpack(rbuf[next]);
                next += 1;
                if score == SKIP {
                    break;
                }
                let kind = match score {
                    s if s >= ORDER_THREAT => Kind::Threat,
                    s if s >= ORDER_CAPTURE => Kind::Capture,
                    s if s >= ORDER_KILLER => Kind::Killer,
                    _ => Kind::Quiet,
                };
                want.push((mv, kind));
            }
            assert_eq!(got, want, "seed {seed}");
        }
        // Both ways of the first picks were taken.
        assert!(
            listed > 100 && overflowed > 10,
            "listed {listed}, too many {overflowed}"
        );
    }

    #[test]
    fn extreme_scores_keep_their_order() {
        let m = Move::new(
            Square::from_index_unchecked(0),
            Square::from_index_unchecked(1),
        );
        assert!(pack(SKIP, m) < pack(-HISTORY_MAX, m));
        assert!(pack(ORDER_THREAT, m) > pack(ORDER_CAPTURE, m));
        assert_eq!(unpack(pack(SKIP, m)).0, SKIP);
        assert_eq!(unpack(pack(i32::MAX, m)).0, i32::MAX);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        /// The correction learns what the evaluation misses: when the
        /// searches keep finding a position `error` better than its
        /// evaluation, each lesson being the difference that is still left
        /// (the search's score minus the corrected evaluation), it comes
        /// close to `error` (at most 256 centipawns) and never leaves its
        /// bounds; it belongs to the side to move, the position's pieces
        /// and the move that led to it, and clearing forgets it.
        #[test]
        fn the_correction_learns_what_the_evaluation_misses(
            seed: u64, plies in 0usize..60, error in -2_000i32..2_000, depth in 1i32..20,
        ) {
            let pos = random_position(seed, plies);
            let board = pos.board();
            let us = pos.side_to_move();
            let mut h = History::default();
            proptest::prop_assert_eq!(h.correction(us, board, PREV), 0);
            for _ in 0..400 {
                let c = h.correction(us, board, PREV);
                h.learn_correction(us, board, PREV, error - c, depth);
                let c = h.correction(us, board, PREV);
                proptest::prop_assert!(c.abs() <= 256, "{}", c);
            }
            let c = h.correction(us, board, PREV);
            let want = error.clamp(-256, 256);
            proptest::prop_assert!((c - want).abs() <= want.abs() / 8 + 4, "{} for {}", c, error);
            // The other side to move reads its own tables.
            proptest::prop_assert_eq!(h.correction(us.opponent(), board, PREV), 0);
            // After another move, four of its five entries are the same.
            let other = h.correction(us, board, Move::new(Square::THRONE, Square::CORNERS[0]));
            proptest::prop_assert!((other - c * 4 / 5).abs() <= 1, "{} after another move, {}", other, c);
            // Ageing keeps it; clearing forgets it.
            h.age();
            proptest::prop_assert_eq!(h.correction(us, board, PREV), c);
            h.clear();
            proptest::prop_assert_eq!(h.correction(us, board, PREV), 0);
        }
    }
}
