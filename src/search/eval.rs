//! The static evaluation: a weighted sum of named tafl features.
//!
//! [`trace`] is the single source of the features: the search runs it with a
//! sink that multiplies by [`params::WEIGHTS`], the tuner with a sink that
//! records the feature vector. So what is tuned is exactly what is played.
//!
//! Perspective: features and weights are from the attackers' view;
//! [`evaluate`] returns the score for the side to move.

use super::params::{self, term, TERMS};
use super::threats::rook_fill;
use crate::bitboard::{slides, Bitboard};
use crate::board::Board;
use crate::piece::Side;
use crate::position::Position;
use crate::rules::Ruleset;
use crate::square::{Direction, Square};

/// Receives `(term, value)` pairs from [`trace`].
pub trait Sink {
    /// Adds `value` to feature `term`.
    fn add(&mut self, term: usize, value: i32);
}

/// Sums weighted features.
struct Scorer<'a> {
    weights: &'a [i32; TERMS],
    total: i32,
}

impl Sink for Scorer<'_> {
    // The evaluation's innermost call (once per term and position): always
    // inlined so the scoring pass keeps the speed the bench figures show.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn add(&mut self, t: usize, value: i32) {
        self.total += self.weights[t] * value;
    }
}

/// Records the feature vector (for the tuner and for explaining a score).
#[derive(Clone, Debug)]
pub struct Features(pub [i32; TERMS]);

impl Default for Features {
    fn default() -> Self {
        Features([0; TERMS])
    }
}

impl Sink for Features {
    #[inline]
    fn add(&mut self, t: usize, value: i32) {
        self.0[t] += value;
    }
}

/// The symmetry class of each square (see the glossary in [`params`]).
pub static CLASS: [u8; 121] = build_classes();

const fn build_classes() -> [u8; 121] {
    let mut out = [0u8; 121];
    let mut i = 0;
    while i < 121 {
        let f = i % 11;
        let r = i / 11;
        let f = if f > 5 { 10 - f } else { f };
        let r = if r > 5 { 10 - r } else { r };
        let (a, b) = if f < r { (f, r) } else { (r, f) };
        out[i] = (b * (b + 1) / 2 + a) as u8;
        i += 1;
    }
    out
}

/// The 3x3 block at each corner (corner excluded), a1, k1, a11, k11 order.
const CORNER_BLOCKS: [Bitboard; 4] = build_corner_blocks();

const fn build_corner_blocks() -> [Bitboard; 4] {
    let mut out = [Bitboard::EMPTY; 4];
    let corners = [(0usize, 0usize), (10, 0), (0, 10), (10, 10)];
    let mut c = 0;
    while c < 4 {
        let (cf, cr) = corners[c];
        let mut bits = 0u128;
        let mut f: usize = 0;
        while f < 11 {
            let mut r: usize = 0;
            while r < 11 {
                let df = f.abs_diff(cf);
                let dr = r.abs_diff(cr);
                if df <= 2 && dr <= 2 && !(df == 0 && dr == 0) {
                    bits |= 1u128 << (r * 11 + f);
                }
                r += 1;
            }
            f += 1;
        }
        out[c] = Bitboard(bits);
        c += 1;
    }
    out
}

/// The corners' files and ranks, in the order of [`CORNER_BLOCKS`].
const CORNER_FILE_RANK: [(u8, u8); 4] = [(0, 0), (10, 0), (0, 10), (10, 10)];

/// The most edge squares [`term::KING_EDGE_REACH`] counts.
const EDGE_REACH_MAX: u32 = 16;

/// The room [`term::LONE_KING_ROOM`] counts down from: more than a lone
/// king can reach within two moves against the attackers of a hunt.
const LONE_KING_ROOM_MAX: i32 = 110;

/// The largest area [`term::CORDON_AREA`] counts.
const CORDON_AREA_MAX: u32 = 60;

/// The largest region, corner included, that a corner the attackers seal
/// may keep (see [`term::CORNER_SEALED`]): room for the four-attacker
/// diagonal (a4, b3, c2, d1 at a1) and the shapes between.
const SEAL_AREA_MAX: u32 = 10;

/// The fewest attackers that hunt a king with at most one defender by
/// lending guards from far corners: one more than four three-piece seals
/// (a3, b2, c1 at a1) take.
const HUNT_MIN_ATTACKERS: u32 = 13;

/// The most ordinary defenders a hunt allows. With two, the attackers
/// need [`HUNT_SPARE_PER_DEFENDER`] pieces more: the second defender can
/// take a lent corner's guard as well as the king can.
const HUNT_MAX_DEFENDERS: u32 = 2;

/// The attackers a hunt needs beyond [`HUNT_MIN_ATTACKERS`] for each
/// defender after the first.
const HUNT_SPARE_PER_DEFENDER: u32 = 2;

/// Whether the attackers hunt the king (see the corner guards in
/// [`trace`]): at most [`HUNT_MAX_DEFENDERS`] defenders left, and
/// [`HUNT_MIN_ATTACKERS`] attackers or more, plus
/// [`HUNT_SPARE_PER_DEFENDER`] for each defender after the first.
#[inline]
fn hunting(board: &Board) -> bool {
    let defenders = board.defenders.count();
    defenders <= HUNT_MAX_DEFENDERS
        && board.attackers.count()
            >= HUNT_MIN_ATTACKERS + HUNT_SPARE_PER_DEFENDER * defenders.saturating_sub(1)
}

/// Whether the attackers alone cut `corner` off from the king: the squares
/// without an attacker connected to the corner (orthogonal steps, defenders
/// counted as gone) are at most [`SEAL_AREA_MAX`] and do not hold the king.
/// The one-corner reference of [`corners_sealed`], for its tests.
#[cfg(test)]
fn corner_sealed(corner: Square, king: Bitboard, attackers: Bitboard) -> bool {
    let fill = Bitboard::flood_until(Bitboard::from_square(corner), !attackers, |f| {
        f.count() > SEAL_AREA_MAX || (f & king).any()
    });
    fill.count() <= SEAL_AREA_MAX && (fill & king).is_empty()
}

/// The squares at most [`CORNER_REACH`] orthogonal steps from each corner
/// ([`Square::CORNERS`] order). Two of them are never next to each other,
/// so one flood from all four corners, [`CORNER_REACH`] steps long, is
/// four separate floods side by side.
const CORNER_DIAMONDS: [Bitboard; 4] = build_corner_diamonds();

/// The steps of the floods that [`corners_sealed`] grows from all four
/// corners at once: the most for which their diamonds keep a square
/// between them (4 + 1 + 4 < 10 squares from corner to corner).
const CORNER_REACH: usize = 4;

const fn build_corner_diamonds() -> [Bitboard; 4] {
    let mut out = [Bitboard::EMPTY; 4];
    let mut c = 0;
    while c < 4 {
        let (cf, cr) = CORNER_FILE_RANK[c];
        let mut bits = 0u128;
        let mut i = 0;
        while i < 121 {
            let (f, r) = ((i % 11) as u8, (i / 11) as u8);
            if (f.abs_diff(cf) + r.abs_diff(cr)) as usize <= CORNER_REACH {
                bits |= 1u128 << i;
            }
            i += 1;
        }
        out[c] = Bitboard(bits);
        c += 1;
    }
    out
}

/// For each corner asked for in `ask` ([`Square::CORNERS`] order), whether
/// the attackers alone cut it off from the king, as `corner_sealed` in the
/// tests defines it; false for the others. The floods first grow from all
/// the corners asked at once, [`CORNER_REACH`] steps (one flood, as their
/// diamonds never meet); a corner whose flood by then has more than
/// [`SEAL_AREA_MAX`] squares or holds the king is open, one whose flood is
/// complete is sealed, and the rest (few: a corner partly walled) grow on
/// in lockstep, two steps a round, each until it is complete, too big or
/// holds the king. Kept out of line: inlined it would grow the package's
/// wasm past its size goal.
#[inline(never)]
fn corners_sealed(ask: [bool; 4], king: Bitboard, attackers: Bitboard) -> [bool; 4] {
    let within = !attackers;
    let mut all = Bitboard::EMPTY;
    for (c, corner) in Square::CORNERS.into_iter().enumerate() {
        if ask[c] {
            all |= Bitboard::from_square(corner);
        }
    }
    for _ in 0..CORNER_REACH {
        all = all | (all.neighbours() & within);
    }
    let mut fill = CORNER_DIAMONDS.map(|d| all & d);
    let open = |f: Bitboard| f.count() > SEAL_AREA_MAX || (f & king).any();
    let mut sealed = [false; 4];
    // The corners still growing, one bit each.
    let mut live = 0u32;
    for c in 0..4 {
        let f = fill[c];
        if !ask[c] || open(f) {
            continue;
        }
        if (f.neighbours() & within & !f).is_empty() {
            sealed[c] = true;
        } else {
            live |= 1 << c;
        }
    }
    while live != 0 {
        let mut round = live;
        while round != 0 {
            let c = round.trailing_zeros() as usize;
            round &= round - 1;
            let one = fill[c] | (fill[c].neighbours() & within);
            let next = one | (one.neighbours() & within);
            let big = open(next);
            if next == one || big {
                live &= !(1 << c);
                sealed[c] = !big;
            }
            fill[c] = next;
        }
    }
    sealed
}

/// How many corners the attackers alone cut off from the king (see
/// [`term::CORNER_SEALED`]; the evaluation counts all four around a boxed
/// king, and far corners while it hunts, this does not). With all four
/// sealed the king cannot escape while the seals stand (the
/// `hnef endgames build --sealed` suite).
pub fn sealed_corners(board: &Board) -> usize {
    count_sealed(board, [0; 4])
}

/// The corners counted as sealed: cut off ([`corners_sealed`]), or far from
/// a hunted king with three guards counting those it lends (`far`, see the
/// corner guards in [`trace`]).
#[inline(never)]
fn count_sealed(board: &Board, far: [u32; 4]) -> usize {
    let lent = [0, 1, 2, 3]
        .map(|c| far[c] > 0 && (CORNER_BLOCKS[c] & board.attackers).count() + far[c] >= 3);
    let cut = corners_sealed(lent.map(|l| !l), board.king, board.attackers);
    (0..4).filter(|&c| lent[c] || cut[c]).count()
}

/// The squares diagonally next to `sq`.
#[inline]
fn diagonals(bb: Bitboard) -> Bitboard {
    let ns = bb.shift(Direction::North) | bb.shift(Direction::South);
    ns.shift(Direction::East) | ns.shift(Direction::West)
}

/// Whether the king is boxed: an attacker on every square next to it (three
/// on an edge), so it cannot move. A defender can still free it by landing
/// beyond a side of the box and capturing that side against the armed king.
/// False when the king is gone.
pub fn king_boxed(board: &Board) -> bool {
    board.king.any() && (board.king.neighbours() & !board.attackers).is_empty()
}

/// Whether a defender can capture a side of the king's box with its next
/// move: it lands on the square beyond an attacker next to the king (seen
/// from the king) and takes that attacker against the armed king.
pub fn box_side_threatened(board: &Board, empty: Bitboard) -> bool {
    let mut beyond = Bitboard::EMPTY;
    for dir in Direction::ALL {
        beyond |= board.king.shift(dir).shift(dir);
    }
    let landing = beyond & empty & !Bitboard::RESTRICTED;
    landing.any() && (rook_fill_rare(board.defenders, empty) & landing).any()
}

/// [`rook_fill`] kept out of line, for the evaluation's rare cases (a boxed
/// king, a lone king): one copy of the fill for them all instead of one
/// inlined at each call keeps the package's wasm within its size goal.
#[inline(never)]
fn rook_fill_rare(from: Bitboard, empty: Bitboard) -> Bitboard {
    rook_fill(from, empty)
}

/// Feeds every feature of `pos` (attackers' view) to `sink`.
pub fn trace<S: Sink>(pos: &Position, rules: &Ruleset, sink: &mut S) {
    let board = pos.board();
    let king_bb = board.king;
    let Some(king) = board.king_square() else {
        return;
    };
    let occ = board.occupied();
    let empty = !occ;

    // Material.
    sink.add(term::MATERIAL_ATTACKER, board.attackers.count() as i32);
    sink.add(term::MATERIAL_DEFENDER, board.defenders.count() as i32);

    // Piece-square tables.
    for sq in board.attackers {
        sink.add(term::PST_ATTACKER + CLASS[sq.index()] as usize, 1);
    }
    for sq in board.defenders {
        sink.add(term::PST_DEFENDER + CLASS[sq.index()] as usize, 1);
    }
    sink.add(term::PST_KING + CLASS[king.index()] as usize, 1);

    // King freedom and routes to the corners.
    let reach = slides(king, occ);
    sink.add(term::KING_MOBILITY, reach.count() as i32);
    // A lone king hunted: every square it can no longer reach within two
    // moves counts, so that each stone of a wall the attackers build
    // counts before the wall is whole (the king's region counts only when
    // a wall closes). A bonus, so that taking the last defender never
    // looks like a loss.
    let hunt = hunting(board);
    let mut room = Bitboard::EMPTY;
    if hunt && board.defenders.is_empty() {
        room = rook_fill_rare(reach | king_bb, empty | king_bb);
        sink.add(
            term::LONE_KING_ROOM,
            LONE_KING_ROOM_MAX - room.count() as i32,
        );
    }
    // The king's own square is empty once it moves.
    let open = empty | king_bb;
    // From one square a fill is a slide that stops before the first blocker.
    let blocked = !open;
    let lines_open = Square::CORNERS.map(|c| slides(c, blocked) & open);
    let any_line = lines_open[0] | lines_open[1] | lines_open[2] | lines_open[3];
    let threats = reach & any_line & !Bitboard::CORNERS;
    match threats.count() {
        0 => {}
        1 => sink.add(term::KING_ROUTES_1, 1),
        _ => sink.add(term::KING_ROUTES_2, 1),
    }
    let [a, b, c, d] = lines_open;
    let two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
    if (threats & two).any() {
        sink.add(term::KING_FORK, 1);
    }
    let second = rook_fill(any_line & empty, open) & reach & !any_line;
    sink.add(term::KING_ROUTES_FAR, second.count().min(8) as i32);

    // Only the first 16 edge squares count: the fill stops there.
    let king_fill = Bitboard::flood_until(king_bb, empty, |f| {
        (f & Bitboard::EDGE).count() >= EDGE_REACH_MAX
    });
    sink.add(
        term::KING_EDGE_REACH,
        (king_fill & Bitboard::EDGE).count().min(EDGE_REACH_MAX) as i32,
    );

    // The attackers' cordon. Its area counts up to 60 squares, and the
    // rest asks only whether it is closed (never meets the edge): a fill
    // that has met the edge with 60 squares is known, and stops.
    let cordon = Bitboard::flood_until(king_bb, !board.attackers, |f| {
        f.count() >= CORDON_AREA_MAX && (f & Bitboard::EDGE).any()
    });
    sink.add(
        term::CORDON_AREA,
        cordon.count().min(CORDON_AREA_MAX) as i32,
    );
    if rules.encirclement && (cordon & Bitboard::EDGE).is_empty() {
        sink.add(term::CORDON_CLOSED, 1);
        sink.add(
            term::CORDON_OUTSIDE,
            (board.defenders & !cordon).count() as i32,
        );
    }

    // King surrounders and guards.
    let around = king_bb.neighbours();
    if !king.is_edge() {
        let hostile =
            (around & board.attackers).count() + (around & Bitboard::THRONE & empty).count();
        match hostile {
            1 => sink.add(term::SURROUND_1, 1),
            2 => sink.add(term::SURROUND_2, 1),
            3 => sink.add(term::SURROUND_3, 1),
            _ => {}
        }
    }
    sink.add(
        term::KING_DIAG_ATTACKERS,
        (diagonals(king_bb) & board.attackers).count() as i32,
    );
    sink.add(term::KING_GUARDS, (around & board.defenders).count() as i32);

    // A boxed king: attackers on every side it has (three on an edge). It
    // cannot move, so the attackers convert by taking the defenders' moves
    // away (E1) or the defenders themselves; the fewer moves the ordinary
    // defenders have, the closer the win. The king is armed: a box whose
    // side a defender can capture with its next move counts as no box, or
    // the attackers would refill a side that is taken at once, again and
    // again, for the bonus (see docs/MATCHES.md, "A box that holds").
    let boxed = king_boxed(board) && !box_side_threatened(board, empty);
    if boxed {
        let moves: u32 = board
            .defenders
            .iter()
            .map(|sq| (slides(sq, occ) & !Bitboard::RESTRICTED).count())
            .sum();
        sink.add(term::BOXED_SQUEEZE, (64 - moves as i32).max(0));
    }

    // Exit-fort potential.
    if rules.exit_fort && king.is_edge() {
        sink.add(term::KING_ON_EDGE, 1);
        let block = around | diagonals(king_bb);
        sink.add(
            term::FORT_DEFENDERS,
            (block & board.defenders).count().min(5) as i32,
        );
        if (block & board.attackers).is_empty() {
            sink.add(term::FORT_CLEAR, 1);
        }
    }

    // Corner guards. Around a boxed king every corner counts as fully
    // guarded: the guards would only tie down attackers needed to hunt the
    // last defenders, and boxing the king must not look like losing them.
    if boxed {
        sink.add(term::CORNER_GUARD_3, 4);
    }
    // Hunting a king with one or two defenders left: a corner it cannot
    // reach within two moves counts one guard more than it has (and as
    // sealed when that makes three), so the attackers may take a piece from
    // each far seal to hunt. Not the whole seal: freed wholesale, the
    // corners let the king escape about as often as the hunt wins
    // (docs/MATCHES.md, "Hunting from sealed corners"). Two king moves reach
    // a corner when one of them lands on a square that sees the corner (or
    // the king sees it already). Only while the attackers have a piece more
    // than four three-piece seals take (two more with two defenders): with
    // fewer, a lent guard is a gap. A lone king that needs four moves or
    // more (no square of its room sees the corner) leaves the corner one
    // guard enough: two lent.
    let far = if boxed || !hunt {
        [0; 4]
    } else {
        lines_open.map(|line| {
            if (line & (reach | king_bb)).any() {
                0
            } else if room.any() && (line & room).is_empty() {
                2
            } else {
                1
            }
        })
    };
    // Corners the attackers have cut off from the king, whatever the guard
    // count says (all four around a boxed king, as with the guards).
    let sealed = if boxed { 4 } else { count_sealed(board, far) };
    sink.add(term::CORNER_SEALED, sealed as i32);
    // Per corner, how open it is (3 - its guards) times how close the king
    // is to it (6 - king steps): a king walking towards a corner the
    // attackers have not closed, before any route is open.
    let mut open_corner = 0;
    for ((blk, (cf, cr)), far) in CORNER_BLOCKS
        .into_iter()
        .zip(CORNER_FILE_RANK)
        .zip(far)
        .filter(|_| !boxed)
    {
        let guards = (blk & board.attackers).count();
        match guards + far {
            0 => {}
            1 => sink.add(term::CORNER_GUARD_1, 1),
            2 => sink.add(term::CORNER_GUARD_2, 1),
            _ => sink.add(term::CORNER_GUARD_3, 1),
        }
        let steps = u32::from(king.file().abs_diff(cf).max(king.rank().abs_diff(cr)));
        open_corner += 3u32.saturating_sub(guards) * 6u32.saturating_sub(steps);
    }
    sink.add(term::KING_OPEN_CORNER, open_corner as i32);

    // Mobility of both sides: the squares each side's ordinary pieces reach
    // in one move (a cheap stand-in for the move count).
    let ordinary_empty = empty & !Bitboard::RESTRICTED;
    sink.add(
        term::ATTACKER_MOBILITY,
        (rook_fill(board.attackers, empty) & ordinary_empty).count() as i32 / 4,
    );
    sink.add(
        term::DEFENDER_MOBILITY,
        (rook_fill(board.defenders, empty) & ordinary_empty).count() as i32 / 4,
    );

    sink.add(
        term::TEMPO,
        match pos.side_to_move() {
            Side::Attackers => 1,
            Side::Defenders => -1,
        },
    );
}

/// The evaluation from the attackers' view with the given weights.
#[inline]
pub fn evaluate_with(pos: &Position, rules: &Ruleset, weights: &[i32; TERMS]) -> i32 {
    let mut s = Scorer { weights, total: 0 };
    trace(pos, rules, &mut s);
    s.total
}

/// The evaluation for the side to move, with the built-in weights.
#[inline]
pub fn evaluate(pos: &Position, rules: &Ruleset) -> i32 {
    let e = evaluate_with(pos, rules, &params::WEIGHTS);
    match pos.side_to_move() {
        Side::Attackers => e,
        Side::Defenders => -e,
    }
}

/// The features of `pos` (attackers' view).
pub fn features(pos: &Position, rules: &Ruleset) -> Features {
    let mut f = Features::default();
    trace(pos, rules, &mut f);
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::COPENHAGEN;

    use crate::search::params::CLASSES;
    use crate::search::threats::tests::rook_fill_by_steps;

    #[test]
    fn classes_are_symmetric() {
        assert_eq!(CLASS[0], 0);
        assert_eq!(CLASS[60], 20);
        assert_eq!(CLASS[120], 0);
        let max = CLASS.iter().copied().max().unwrap();
        assert_eq!(max as usize, CLASSES - 1);
    }

    #[test]
    fn start_is_balanced_by_symmetry() {
        let pos = Position::start();
        let f = features(&pos, &COPENHAGEN);
        assert_eq!(f.0[term::MATERIAL_ATTACKER], 24);
        assert_eq!(f.0[term::MATERIAL_DEFENDER], 12);
        assert_eq!(f.0[term::KING_MOBILITY], 0);
        // The king at the start is walled in by its own defenders: not boxed.
        assert_eq!(f.0[term::BOXED_SQUEEZE], 0);
        // No corner block holds an attacker, and the king is five steps
        // from each corner: 4 x 3 x (6 - 5).
        assert_eq!(f.0[term::KING_OPEN_CORNER], 12);
    }

    #[test]
    fn open_corner_weighs_guards_by_the_kings_distance() {
        // King on c3: two steps from a1 (guarded once, by b2), eight from
        // k1 and a11, the others too far to count; k11's block is full.
        let board = crate::board::Board::from_diagram(
            "
            . . . . . . . . a a .
            . . . . . . . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . k . . . . . . . .
            . a . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        let pos = Position::new(board, Side::Attackers).unwrap();
        let f = features(&pos, &COPENHAGEN);
        // a1: (3 - 1) x (6 - 2) = 8; k1: 8 steps, a11: 8 steps, k11: 8
        // steps and guarded by three: nothing.
        assert_eq!(f.0[term::KING_OPEN_CORNER], 8);
        // One step farther from the open corner counts less.
        let board = crate::board::Board::from_diagram(
            "
            . . . . . . . . a a .
            . . . . . . . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . k . . . . . . .
            . . . . . . . . . . .
            . a . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        let pos = Position::new(board, Side::Attackers).unwrap();
        let f = features(&pos, &COPENHAGEN);
        // a1: (3 - 1) x (6 - 3) = 6; the other corners are 7 steps away.
        assert_eq!(f.0[term::KING_OPEN_CORNER], 6);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// The four corners' floods grown side by side say what one flood
        /// from each corner says, for the corners asked and only those:
        /// attackers on a random quarter, half or five eighths of the
        /// squares (the denser, the more corners sealed), the king anywhere
        /// else.
        #[test]
        fn corners_sealed_side_by_side_agrees_with_one_corner_at_a_time(
            a: u64, b: u64, c: u64, d: u64, density in 0u32..3, king in 0usize..121, ask: [bool; 4],
        ) {
            let (lo, hi) = match density {
                0 => (a & b, c & d),
                1 => (a, c),
                _ => (a & b | c, c & d | a),
            };
            let king_bb = Bitboard::from_square(Square::from_index(king).unwrap());
            let attackers = Bitboard((u128::from(hi) << 64 | u128::from(lo)) & Bitboard::ALL.0)
                & !Bitboard::CORNERS
                & !king_bb;
            let got = corners_sealed(ask, king_bb, attackers);
            for (i, corner) in Square::CORNERS.into_iter().enumerate() {
                let want = ask[i] && corner_sealed(corner, king_bb, attackers);
                proptest::prop_assert_eq!(got[i], want, "corner {}", i);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        /// The floods that stop early give the terms the full floods give.
        #[test]
        fn early_stopping_floods_give_the_full_floods_terms(seed: u64, plies in 0usize..200) {
            let rules = &COPENHAGEN;
            let mut rng = crate::playout::Rng::new(seed);
            let mut pos = Position::start();
            for _ in 0..plies {
                let mut list = crate::moves::MoveList::new();
                crate::rules::movegen::generate(&pos, rules, &mut list);
                if list.is_empty() {
                    break;
                }
                let mv = list[rng.below(list.len())];
                crate::rules::play(&mut pos, rules, mv);
                if crate::rules::mover_wins(&pos, rules, mv).is_some() {
                    break;
                }
            }
            let f = features(&pos, rules);
            let board = pos.board();
            let king_bb = board.king;
            let empty = !board.occupied();
            let king_fill = Bitboard::flood(king_bb, empty);
            let cordon = Bitboard::flood(king_bb, !board.attackers);
            let closed = (cordon & Bitboard::EDGE).is_empty();
            proptest::prop_assert_eq!(
                f.0[term::KING_EDGE_REACH],
                (king_fill & Bitboard::EDGE).count().min(16) as i32
            );
            proptest::prop_assert_eq!(f.0[term::CORDON_AREA], cordon.count().min(60) as i32);
            proptest::prop_assert_eq!(f.0[term::CORDON_CLOSED], i32::from(closed));
            proptest::prop_assert_eq!(
                f.0[term::CORDON_OUTSIDE],
                if closed { (board.defenders & !cordon).count() as i32 } else { 0 }
            );
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        /// A lone king's room is what it reaches within two moves, walked
        /// step by step, while the attackers hunt it; nothing otherwise.
        #[test]
        fn a_lone_kings_room_is_what_it_reaches_within_two_moves(
            a: u64, b: u64, dense: bool, king in 0usize..121, defender in 0usize..121,
        ) {
            let king_bb = Bitboard::from_square(Square::from_index(king).unwrap());
            let bits = if dense { u128::from(a) << 64 | u128::from(b) } else { u128::from(a & b) << 64 | u128::from(a | b) & u128::from(a >> 7) };
            let empty_rows = vec![".".repeat(11); 11].join("\n");
            let mut board = crate::board::Board::from_diagram(&empty_rows).unwrap();
            board.attackers = Bitboard(bits & Bitboard::ALL.0) & !Bitboard::RESTRICTED & !king_bb;
            board.king = king_bb;
            let Ok(pos) = Position::new(board, Side::Attackers) else {
                return Ok(());
            };
            let open = !board.occupied() | king_bb;
            let one = rook_fill_by_steps(king_bb, open);
            let two = rook_fill_by_steps(one | king_bb, open);
            let want = if board.attackers.count() >= HUNT_MIN_ATTACKERS {
                LONE_KING_ROOM_MAX - (one | two).count() as i32
            } else {
                0
            };
            proptest::prop_assert!(want >= 0);
            proptest::prop_assert_eq!(features(&pos, &COPENHAGEN).0[term::LONE_KING_ROOM], want);
            // With a defender left the king is not alone: no room counted.
            let sq = Square::from_index(defender).unwrap();
            if board.occupied().has(sq) || Bitboard::RESTRICTED.has(sq) {
                return Ok(());
            }
            let mut with = board;
            with.defenders.set(sq);
            if let Ok(pos) = Position::new(with, Side::Attackers) {
                proptest::prop_assert_eq!(features(&pos, &COPENHAGEN).0[term::LONE_KING_ROOM], 0);
            }
        }
    }

    #[test]
    fn a_wall_stone_shrinks_a_lone_kings_room_before_the_wall_is_whole() {
        // Four three-piece seals and one attacker more: a hunt. The king on
        // f9 reaches the whole board within two moves (its own square
        // again included) but the attackers' squares and the three behind
        // each seal.
        let sealed = "
            . . a . . . . . a . .
            . a . . . . . . . a .
            a . . . . k . . . . a
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            a . . . . . . . . . a
            . a . . . . . . . a .
            . . a . . . . . a . .";
        let square = |name: &str| crate::notation::parse_square(name).unwrap();
        let mut board = crate::board::Board::from_diagram(sealed).unwrap();
        board.attackers.set(square("a6"));
        let room = |board| {
            let pos = Position::new(board, Side::Attackers).unwrap();
            let f = features(&pos, &COPENHAGEN);
            (
                f.0[term::LONE_KING_ROOM],
                f.0[term::CORDON_AREA],
                f.0[term::CORDON_CLOSED],
            )
        };
        let (open, area, closed) = room(board);
        assert_eq!(open, LONE_KING_ROOM_MAX - (121 - 13 - 4 * 3));
        // One stone of a wall under the king (f8): the king's region is as
        // big as before and as open, but what it reaches within two moves
        // is smaller, so the stone counts for the attackers now.
        let mut one_stone = board;
        one_stone.attackers.clear(square("a6"));
        one_stone.attackers.set(square("f8"));
        let (walled, walled_area, walled_closed) = room(one_stone);
        assert_eq!((walled_area, walled_closed), (area, closed));
        assert!(walled > open, "{walled} > {open}");
        // Twelve attackers (no a6): too few to hunt, no room counted.
        let mut twelve = board;
        twelve.attackers.clear(square("a6"));
        assert_eq!(room(twelve).0, 0);
    }

    #[test]
    fn far_corners_count_one_guard_more_while_the_attackers_hunt() {
        // A wall on rank 7 keeps the king on d9 from a1 and k1: neither is
        // within two king moves. With a defender left (e3, below), each
        // counts one guard more than it has: a1 (b2, c1) counts three, and
        // so as sealed, though its region runs up to a6; k1 (j2) counts
        // two. A lone king's room (within two moves) does not even see them,
        // so each counts two more: three or more, both sealed. a11 and k11
        // are two moves away (d11, then along the edge): unguarded, as they
        // are.
        let wall = "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . k . . . . . . .
            . . . . . . . . . . .
            a a a a a a a a a a a
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . a . . . . . . . a .
            . . a . . . . . . . .";
        let square = |name: &str| crate::notation::parse_square(name).unwrap();
        let board = crate::board::Board::from_diagram(wall).unwrap();
        let terms = |board| {
            let pos = Position::new(board, Side::Attackers).unwrap();
            let f = features(&pos, &COPENHAGEN);
            [
                term::CORNER_GUARD_1,
                term::CORNER_GUARD_2,
                term::CORNER_GUARD_3,
                term::CORNER_SEALED,
                term::KING_OPEN_CORNER,
            ]
            .map(|t| f.0[t])
        };
        assert_eq!(sealed_corners(&board), 0);
        // King walks towards an open corner count the real guards: a11 is
        // three steps away, (3 - 0) x (6 - 3).
        assert_eq!(terms(board), [0, 0, 2, 2, 9]);

        // One defender left: still a hunt. Two against these fourteen
        // attackers: every corner counts as it is. Two against fifteen (a
        // spare piece on f1) hunt again; three against sixteen do not.
        let mut one = board;
        one.defenders.set(square("e3"));
        assert_eq!(terms(one), [0, 1, 1, 1, 9]);
        let mut two = one;
        two.defenders.set(square("f3"));
        assert_eq!(two.attackers.count(), 14);
        assert_eq!(terms(two), [1, 1, 0, 0, 9]);
        let mut two_spared = two;
        two_spared.attackers.set(square("f1"));
        assert_eq!(
            two_spared.attackers.count(),
            HUNT_MIN_ATTACKERS + HUNT_SPARE_PER_DEFENDER
        );
        assert_eq!(terms(two_spared), [0, 1, 1, 1, 9]);
        let mut three = two_spared;
        three.defenders.set(square("g3"));
        three.attackers.set(square("g1"));
        assert_eq!(terms(three), [1, 1, 0, 0, 9]);

        // A gap at k7: k1 is two moves away (k9, k1) and counts as it is;
        // a1 needs four and still counts two more.
        let mut gap = board;
        gap.attackers.clear(square("k7"));
        assert_eq!(terms(gap), [1, 0, 1, 1, 9]);

        // Thirteen attackers (no j2) still hunt: a1 counts four, k1 two,
        // not sealed with no guard of its own (one against the defender on
        // e3). Twelve (no b2 either) are all four seals need: a1 counts its
        // one guard, k1 none.
        let mut thirteen = board;
        thirteen.attackers.clear(square("j2"));
        assert_eq!(thirteen.attackers.count(), HUNT_MIN_ATTACKERS);
        assert_eq!(terms(thirteen), [0, 1, 1, 1, 9]);
        let mut thirteen_one = thirteen;
        thirteen_one.defenders.set(square("e3"));
        assert_eq!(terms(thirteen_one), [1, 0, 1, 1, 9]);
        let mut twelve = thirteen;
        twelve.attackers.clear(square("b2"));
        assert_eq!(terms(twelve), [1, 0, 0, 0, 9]);
    }

    #[test]
    fn sealed_corners_are_cut_off_from_the_king_by_attackers_alone() {
        // a1 (bottom left): the diagonal a3, b2, c1 seals it. k1: the
        // diagonal h1, i2, j3, k4, with a defender inside (defenders count
        // as gone). a11: a9 and c11 without b10 leave a gap, so the
        // corner's region runs out to the king: open. k11: the king itself
        // is in the corner's region: open, however many guards.
        let board = crate::board::Board::from_diagram(
            "
            . . a . . . . . . . .
            . . . . . . . . . k a
            a . . . . . . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . a
            a . . . . . . . . a .
            . a . . . . . . a d .
            . . a . . . . a . . .",
        )
        .unwrap();
        let pos = Position::new(board, Side::Attackers).unwrap();
        let f = features(&pos, &COPENHAGEN);
        let king = board.king;
        let sealed: Vec<bool> = Square::CORNERS
            .into_iter()
            .map(|c| corner_sealed(c, king, board.attackers))
            .collect();
        let at = |name: &str| {
            Square::CORNERS
                .iter()
                .position(|&c| c == crate::notation::parse_square(name).unwrap())
                .unwrap()
        };
        assert!(sealed[at("a1")]);
        assert!(sealed[at("k1")]);
        assert!(!sealed[at("a11")]);
        assert!(!sealed[at("k11")]);
        assert_eq!(f.0[term::CORNER_SEALED], 2);
        assert_eq!(sealed_corners(&board), 2);
        // Take b2 away: a1's region spills out past the diagonal.
        let mut open = board;
        open.attackers &= !Bitboard::from_square(crate::notation::parse_square("b2").unwrap());
        assert!(!corner_sealed(
            Square::CORNERS[at("a1")],
            open.king,
            open.attackers
        ));
        // At the start no corner is sealed.
        let f = features(&Position::start(), &COPENHAGEN);
        assert_eq!(f.0[term::CORNER_SEALED], 0);
    }

    #[test]
    fn boxed_king_counts_the_defenders_moves() {
        let board = crate::board::Board::from_diagram(
            "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . a
            . . . . . . . . . a k
            d . . . . . . . . . a
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        assert!(king_boxed(&board));
        let pos = Position::new(board, Side::Attackers).unwrap();
        let f = features(&pos, &COPENHAGEN);
        // The defender on a5 has 5 + 3 + 9 = 17 moves (a6-a10, a4-a2 with
        // a1 a corner, b5-j5), none of them to i6, k4 or k8, the squares
        // beyond the box. (From a6 it could reach i6, across the empty
        // throne, and take j6: that box would count as none.)
        assert_eq!(f.0[term::BOXED_SQUEEZE], 64 - 17);
        assert_eq!(f.0[term::CORNER_GUARD_3], 4);
        assert_eq!(f.0[term::CORNER_SEALED], 4);
        // The evaluation counts all four around the boxed king; the plain
        // count does not: with three attackers on the board every corner's
        // region is open.
        assert_eq!(sealed_corners(&board), 0);
        assert_eq!(f.0[term::CORNER_GUARD_1], 0);
    }

    #[test]
    fn a_box_whose_side_a_defender_can_take_next_move_counts_as_none() {
        // The box j6, k5, k7 around the king on k6. k4 is the square beyond
        // k5, and the defender on f4 can land there (f4-k4), taking k5
        // against the king. Whoever is to move, the box is not scored.
        let threatened = crate::board::Board::from_diagram(
            "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . a
            . . . . . . . . . a k
            . . . . . . . . . . a
            . . . . . d . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        assert!(king_boxed(&threatened));
        assert!(box_side_threatened(&threatened, !threatened.occupied()));
        for side in [Side::Attackers, Side::Defenders] {
            let f = features(&Position::new(threatened, side).unwrap(), &COPENHAGEN);
            assert_eq!(f.0[term::BOXED_SQUEEZE], 0);
            assert_eq!(f.0[term::CORNER_GUARD_3], 0);
        }
        // An attacker on i4 blocks the way to k4: no side can be taken at
        // once, and the box counts. The defender on f4 has 16 moves: f5 and
        // f7-f11 (across the empty throne, not onto it), f1-f3, a4-e4,
        // g4-h4.
        let held = crate::board::Board::from_diagram(
            "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . a
            . . . . . . . . . a k
            . . . . . . . . . . a
            . . . . . d . . a . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        assert!(king_boxed(&held));
        assert!(!box_side_threatened(&held, !held.occupied()));
        let f = features(&Position::new(held, Side::Defenders).unwrap(), &COPENHAGEN);
        assert_eq!(f.0[term::BOXED_SQUEEZE], 64 - 16);
        assert_eq!(f.0[term::CORNER_GUARD_3], 4);
    }

    #[test]
    fn a_king_with_an_open_side_is_not_boxed() {
        // k7 is empty: the king can step there, so nothing is boxed and the
        // corners count as they stand (k11's block holds j10; with two
        // defenders the attackers do not hunt).
        let board = crate::board::Board::from_diagram(
            "
            . . . . . . . . . . .
            . . . . . . . . . a .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            d . . . . . . . . a k
            . . . . . . . . . . a
            d . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        )
        .unwrap();
        assert!(!king_boxed(&board));
        let pos = Position::new(board, Side::Attackers).unwrap();
        let f = features(&pos, &COPENHAGEN);
        assert_eq!(f.0[term::BOXED_SQUEEZE], 0);
        assert_eq!(f.0[term::CORNER_GUARD_1], 1);
        assert_eq!(f.0[term::CORNER_GUARD_3], 0);
        let mut board = *pos.board();
        board.king = Bitboard::EMPTY;
        assert!(!king_boxed(&board), "no king, no box");
    }
}
