//! The king's escape threats one move ahead, as cheap bitboard tests: the
//! squares where a king move makes an escape threat, and the squares where
//! an attacker stops every such threat. The search orders moves and
//! extends quiescence with them; they are heuristics of the search, not
//! rules facts. The facts it needs at once (an escape or a king capture in
//! one, the squares that close a custodial capture) are rules detectors,
//! beside their clauses in [`crate::rules::escape`] and
//! [`crate::rules::capture`].

use crate::bitboard::{ray, slides, Bitboard};
use crate::board::Board;
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Ruleset;
use crate::square::{Direction, Square};

/// The squares reachable in one rook move from any square of `from`, over
/// the squares of `empty` (the start squares themselves are not included
/// unless reachable from another start square).
///
/// All sources at once, each direction in four doubling steps (a
/// Kogge-Stone fill: after the steps of 1, 2, 4 and 8 squares every run of
/// up to 15 is covered, and a line has 10), so the cost does not depend on
/// how far the lines run. The evaluation calls it for whole armies.
#[inline]
pub fn rook_fill(from: Bitboard, empty: Bitboard) -> Bitboard {
    let g = from.0 & Bitboard::ALL.0;
    let e = empty.0 & Bitboard::ALL.0;
    // A step east must not wrap from file k onto the next rank's file a,
    // nor a step west from file a onto the rank below's file k.
    let east = e & !Bitboard::FILE_A.0;
    let west = e & !Bitboard::FILE_K.0;
    Bitboard(
        (fill_up::<11>(g, e) << 11 & e)
            | (fill_down::<11>(g, e) >> 11 & e)
            | (fill_up::<1>(g, east) << 1 & east)
            | (fill_down::<1>(g, west) >> 1 & west),
    )
}

/// `g` and every square reached from it through `p` by steps of `S` bits
/// upwards (north: 11, east: 1); a constant, so every shift is one.
#[inline]
fn fill_up<const S: u32>(mut g: u128, mut p: u128) -> u128 {
    g |= p & g << S;
    p &= p << S;
    g |= p & g << (2 * S);
    p &= p << (2 * S);
    g |= p & g << (4 * S);
    p &= p << (4 * S);
    g | p & g << (8 * S)
}

/// [`fill_up`] downwards (south: 11, west: 1).
#[inline]
fn fill_down<const S: u32>(mut g: u128, mut p: u128) -> u128 {
    g |= p & g >> S;
    p &= p >> S;
    g |= p & g >> (2 * S);
    p &= p >> (2 * S);
    g |= p & g >> (4 * S);
    p &= p >> (4 * S);
    g | p & g >> (8 * S)
}

/// The squares where a king move of the defenders, to move in `pos`,
/// lands seeing a corner (an escape threat). Judged on the board before
/// the move: a line the king's landing opens by capturing is not seen
/// (such a capture only adds threats, so every square here is one).
#[inline]
pub fn king_threat_squares(pos: &Position) -> Bitboard {
    let board = pos.board();
    let Some(k) = board.king_square() else {
        return Bitboard::EMPTY;
    };
    let occ = board.occupied();
    let empty = !occ;
    let reach = slides(k, occ) & !Bitboard::CORNERS;
    // The king's own square is empty once it moves.
    let lines = rook_fill(Bitboard::CORNERS, empty | Bitboard::from_square(k));
    reach & lines
}

/// The squares next to a corner (a2, b1, j1, k2, a10, b11, j11, k10).
const NEXT_TO_CORNERS: Bitboard = Bitboard::CORNERS.neighbours();

/// Whether `sq`, an empty square the king reaches in one move, starts a
/// two-move route to a corner's doorstep: from it the king reaches a square
/// next to a corner that sees the corner (the king's own square counted
/// empty). A block there is needed although the king threatens no escape
/// yet: with the king on j9 and j10 empty, j9 to j10, then k10, next to
/// k11 (the mill one turn slower, docs/MATCHES.md, "Blocks taken one turn
/// later"). Routes farther from the corners do not count: a piece lost
/// there is a piece lost, not a mill.
pub fn starts_two_move_route(pos: &Position, sq: Square) -> bool {
    let Some(k) = pos.board().king_square() else {
        return false;
    };
    if !slides(k, pos.board().occupied()).has(sq) {
        return false;
    }
    let mut there = *pos;
    there.move_piece(Piece::King, k, sq);
    (king_threat_squares(&there) & NEXT_TO_CORNERS).any()
}

/// The empty squares where an attacker stops every escape threat the king
/// could make with its next move: the threat squares themselves and the
/// lines from each to the corners it would see. Attackers' moves onto them
/// are never reduced or pruned.
#[inline]
pub fn route_blocks(pos: &Position) -> Bitboard {
    let threat_sq = king_threat_squares(pos);
    if threat_sq.is_empty() {
        return Bitboard::EMPTY;
    }
    let board = pos.board();
    let mut occ = board.occupied();
    if let Some(k) = board.king_square() {
        occ.clear(k);
    }
    let mut out = threat_sq;
    for t in threat_sq {
        let reach = slides(t, occ);
        for dir in Direction::ALL {
            let seen = reach & ray(t, dir);
            if (seen & Bitboard::CORNERS).any() {
                out |= seen & !Bitboard::CORNERS;
            }
        }
    }
    out & !board.occupied()
}

/// The squares where one quiet attackers' move (one that captures
/// nothing) might win at once, by closing the ring (W4) or by leaving the
/// defenders no move (E1). Late-move pruning skips quiet moves unplayed,
/// so it plays a move to one of these squares first, to see whether it
/// wins, and skips it only if it does not. Over-inclusive by design,
/// never the other way: a move that wins so lands on one of them (the
/// tests try every move of many random positions). Usually empty.
#[inline]
pub fn quiet_win_squares(board: &Board, rules: &Ruleset) -> Bitboard {
    let ring = if rules.encirclement {
        ring_closers(board)
    } else {
        Bitboard::EMPTY
    };
    ring | last_move_blocks(board, rules)
}

/// Where one attackers' move may close the ring. Every square when the
/// king's flood over the squares without an attacker is already cut from
/// the edge (a defender left outside may still be taken in, by any move).
/// Otherwise a square that closes it must cut the flood, and a square can
/// cut only where it splits the open squares around it: where its open
/// orthogonal neighbours fall into two or more groups joined within its
/// 3x3 block (the connectivity number of digital topology). When the flood
/// still reaches the edge with every such square closed at once, no one
/// move closes it; else the answer is those squares in the flood.
fn ring_closers(board: &Board) -> Bitboard {
    use Direction::{East, North, South, West};
    if board.king.is_empty() {
        return Bitboard::EMPTY;
    }
    let open = !board.attackers;
    let edge = |f: Bitboard| (f & Bitboard::EDGE).any();
    // At each square, whether its neighbour that way is open: clockwise
    // from the north, orthogonal and diagonal in turn. Off the board is
    // open too (the outside, which every edge square touches): a square on
    // the edge cuts where it is the flood's last way out.
    let (top, bottom) = (Bitboard::RANK_11, Bitboard::RANK_1);
    let (right, left) = (Bitboard::FILE_K, Bitboard::FILE_A);
    let (n, s) = (open.shift(South), open.shift(North));
    let (e, w) = (open.shift(West), open.shift(East));
    let ring = [
        n | top,
        e.shift(South) | top | right,
        e | right,
        e.shift(North) | bottom | right,
        s | bottom,
        w.shift(North) | bottom | left,
        w | left,
        w.shift(South) | top | left,
    ];
    let (mut one, mut two) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for k in [0, 2, 4, 6] {
        // An open orthogonal neighbour that starts a group: not joined
        // through the next diagonal to the next orthogonal one.
        let starts = ring[k] & !(ring[k + 1] & ring[(k + 2) % 8]);
        two |= one & starts;
        one |= starts;
    }
    let cuts = two & !board.occupied();
    if edge(Bitboard::flood_until(board.king, open & !cuts, edge)) {
        // Open even with every cut closed: so with none closed too.
        return Bitboard::EMPTY;
    }
    let reach = Bitboard::flood(board.king, open);
    if edge(reach) {
        cuts & reach
    } else {
        Bitboard::ALL
    }
}

/// Where one attackers' move may leave the defenders no move. Every square
/// when they have none now. Otherwise each defender that can move (the
/// king included) must lose every move to one attacker: so each moves in
/// one direction only, and the attacker lands on the first square of that
/// move, the same square for all of them (the square it leaves only opens
/// moves). The answer is that square, or none.
fn last_move_blocks(board: &Board, rules: &Ruleset) -> Bitboard {
    let empty = !board.occupied();
    if (board.king.neighbours() & empty).count() >= 2 {
        // The king moves in two directions (most nodes).
        return Bitboard::EMPTY;
    }
    let stop = empty & !Bitboard::RESTRICTED;
    let through = if rules.throne_blocks {
        Bitboard::EMPTY
    } else {
        Bitboard::THRONE & empty
    };
    let (mut one, mut two, mut firsts) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for dir in Direction::ALL {
        let back = dir.opposite();
        // Pieces whose first square that way is free to stop on: for an
        // ordinary piece a square it may stop on, or the open throne with
        // one beyond it; for the king any empty square.
        let next = (board.defenders & stop.shift(back)) | (board.king & empty.shift(back));
        let over = board.defenders & (through & stop.shift(back)).shift(back);
        let movers = next | over;
        two |= one & movers;
        one |= movers;
        firsts |= next.shift(dir) | over.shift(dir).shift(dir);
    }
    if one.is_empty() {
        Bitboard::ALL
    } else if two.is_empty() && firsts.count() == 1 {
        firsts
    } else {
        Bitboard::EMPTY
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::Board;
    use crate::piece::Side;

    /// The fill one step at a time, as the rule reads: the reference the
    /// doubling fill must equal.
    pub(crate) fn rook_fill_by_steps(from: Bitboard, empty: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for dir in Direction::ALL {
            let mut t = from.shift(dir) & empty;
            while t.any() {
                out |= t;
                t = t.shift(dir) & empty;
            }
        }
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4000))]
        #[test]
        fn rook_fill_equals_the_step_by_step_fill(
            from_lo: u64, from_hi: u64, empty_lo: u64, empty_hi: u64, sparse: u8,
        ) {
            let mut from = u128::from(from_lo) | u128::from(from_hi) << 64;
            // Few sources as often as many: whole armies and single corners.
            if sparse % 2 == 0 {
                from &= from.wrapping_sub(1) & u128::from(from_lo).rotate_left(u32::from(sparse));
            }
            let empty = u128::from(empty_lo) | u128::from(empty_hi) << 64;
            // Boards with free lines as well as crowded ones.
            let empty = if sparse % 3 == 0 { empty | empty >> 1 | empty << 7 } else { empty };
            let (from, empty) = (Bitboard(from) & Bitboard::ALL, Bitboard(empty) & Bitboard::ALL);
            proptest::prop_assert_eq!(rook_fill(from, empty), rook_fill_by_steps(from, empty));
        }
    }

    #[test]
    fn rook_fill_of_lone_pieces_and_corners() {
        let sq = |s: &str| Bitboard::from_square(s.parse().unwrap());
        let all = Bitboard::ALL;
        // A piece on an empty board reaches its rank and file.
        assert_eq!(rook_fill(sq("a1"), all).count(), 20);
        assert_eq!(rook_fill(sq("f6"), all & !sq("f6")).count(), 20);
        // No wrap: k1 east is off the board, a2 west too.
        assert!(!rook_fill(sq("k1"), all).has("a2".parse().unwrap()));
        assert!(!rook_fill(sq("a2"), all).has("k1".parse().unwrap()));
        // A blocker stops the line before it.
        let fill = rook_fill(sq("a1"), all & !sq("a5"));
        assert!(fill.has("a4".parse().unwrap()) && !fill.has("a5".parse().unwrap()));
        assert!(!fill.has("a6".parse().unwrap()));
        for from in [Bitboard::CORNERS, sq("c7") | sq("j2"), Bitboard::EDGE] {
            assert_eq!(
                rook_fill(from, all & !from),
                rook_fill_by_steps(from, all & !from)
            );
        }
    }

    #[test]
    fn threat_squares_and_their_blocks() {
        let board = Board::from_diagram(
            "...........
             ...........
             ...........
             ...........
             ...........
             ..k........
             ...........
             ...........
             ...........
             .....a.....
             ...........",
        )
        .unwrap();
        let pos = Position::new(board, Side::Defenders).unwrap();
        let sq = |s: &str| s.parse().unwrap();
        // From c6 the king reaches the edge at c1, c11, a6 (seeing a1 and
        // a11 from each), and k6; nothing blocks a line from c1 or c11.
        let threats = king_threat_squares(&pos);
        for s in ["c1", "c11", "a6", "k6"] {
            assert!(threats.has(sq(s)), "{s}");
        }
        assert!(!threats.has(sq("c5")));
        // Blocking c1 alone leaves the others: every threat square is a block.
        let blocks = route_blocks(&pos);
        assert!((threats & !blocks).is_empty());
        assert!(blocks.has(sq("b1")) && blocks.has(sq("j11")));
    }

    /// A one-move win for the attackers by a move that captures nothing:
    /// the ring closed (W4) or the defenders left without a move (E1).
    fn quiet_win_after(pos: &Position, rules: &Ruleset, mv: crate::moves::Move) -> bool {
        let mut next = *pos;
        if crate::rules::play(&mut next, rules, mv).any() {
            return false;
        }
        (rules.encirclement && crate::rules::encirclement::encircled(next.board()))
            || !crate::rules::movegen::has_move(&next, rules)
    }

    fn sq(s: &str) -> crate::square::Square {
        s.parse().unwrap()
    }

    fn mv(from: &str, to: &str) -> crate::moves::Move {
        crate::moves::Move::new(from.parse().unwrap(), to.parse().unwrap())
    }

    fn attackers_to_move(diagram: &str) -> Position {
        Position::new(Board::from_diagram(diagram).unwrap(), Side::Attackers).unwrap()
    }

    #[test]
    fn quiet_win_squares_at_the_start_and_on_an_open_board() {
        let rules = &crate::rules::COPENHAGEN;
        assert!(quiet_win_squares(Position::start().board(), rules).is_empty());
        let pos = attackers_to_move(
            "...........
             ...........
             ..a........
             ...........
             ......d....
             .....k.....
             ....d......
             ...........
             ........a..
             ...........
             ...........",
        );
        assert!(quiet_win_squares(pos.board(), rules).is_empty());
    }

    #[test]
    fn quiet_win_squares_of_a_ring_one_move_from_closing() {
        let rules = &crate::rules::COPENHAGEN;
        // A ring round the king and its defender, open at g8; the attacker
        // on g10 closes it (W4). The classic rules have no W4.
        let open = "...........
             ......a....
             ...........
             ...aaa.a...
             ..a.....a..
             ..a..k..a..
             ..a..d..a..
             ...aaaaa...
             ...........
             ...........
             ...........";
        let pos = attackers_to_move(open);
        let squares = quiet_win_squares(pos.board(), rules);
        assert!(quiet_win_after(&pos, rules, mv("g10", "g8")));
        // The three that close it (g7, g8, g9) and two beside the
        // attacker on g10 that split their neighbours without closing it.
        let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["g7", "g8", "f9", "g9", "h9"]);
        assert!(quiet_win_squares(pos.board(), &crate::rules::CLASSIC).is_empty());
        // With the ring shut, any move may take in a defender left outside.
        let closed = attackers_to_move(&open.replace("...aaa.a...", "...aaaaa..."));
        assert_eq!(quiet_win_squares(closed.board(), rules), Bitboard::ALL);
        // Open two squares wide (g8 and h8): no one square closes it.
        let wide = attackers_to_move(&open.replace("...aaa.a...", "...aaa....."));
        assert!(quiet_win_squares(wide.board(), rules).is_empty());
    }

    #[test]
    fn quiet_win_squares_of_defenders_one_move_from_stuck() {
        let rules = &crate::rules::COPENHAGEN;
        // A lone king on the edge, free only to the east: g2-g1 takes its
        // last move (E1).
        let stuck = "...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             .....aa....
             ....ak.....";
        let pos = attackers_to_move(stuck);
        assert_eq!(
            quiet_win_squares(pos.board(), rules),
            Bitboard::from_square(sq("g1"))
        );
        assert!(quiet_win_after(&pos, rules, mv("g2", "g1")));
        // Free to the north as well: no one square stops both.
        let two_ways = attackers_to_move(&stuck.replace(".....aa....", "......a...."));
        assert!(quiet_win_squares(two_ways.board(), rules).is_empty());
        // Two defenders and the king, each free one way only: their first
        // squares differ, so no one move stops all three.
        let three = "...........
             ...........
             .ada.......
             ..a........
             ...........
             ...........
             ......ada..
             .......a...
             ...........
             .....aa....
             ....ak.....";
        assert!(quiet_win_squares(attackers_to_move(three).board(), rules).is_empty());
        // A defender and the king whose first squares meet: g1.
        let meet = attackers_to_move(
            "...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             ...........
             .....a.a...
             ....ak.da..",
        );
        assert_eq!(
            quiet_win_squares(meet.board(), rules),
            Bitboard::from_square(sq("g1"))
        );
    }

    /// A quiet move that wins at once always lands on a square of
    /// [`quiet_win_squares`]: every attackers' move of many random crowded
    /// positions, both rulesets.
    #[test]
    fn quiet_win_squares_hold_every_quiet_win() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut rings, mut stuck, mut none) = (0, 0, 0);
        let mut list = crate::moves::MoveList::new();
        for round in 0..40_000 {
            let rules = if round % 4 == 0 {
                &crate::rules::CLASSIC
            } else {
                &crate::rules::COPENHAGEN
            };
            // Attackers on 25-65 % of the squares, up to four defenders.
            let density = 25 + next() % 41;
            let mut board = Board::EMPTY;
            for i in 0..121 {
                let sq = crate::square::Square::from_index_unchecked(i);
                if Bitboard::RESTRICTED.has(sq) {
                    continue;
                }
                if next() % 100 < density {
                    board.attackers.set(sq);
                }
            }
            let free = |b: &Board| !b.occupied() & !Bitboard::CORNERS;
            let pick =
                |b: Bitboard, r: u64| b.iter().nth((r % u64::from(b.count().max(1))) as usize);
            let Some(k) = pick(free(&board), next()) else {
                continue;
            };
            board.king.set(k);
            for _ in 0..next() % 5 {
                if let Some(d) = pick(free(&board) & !Bitboard::THRONE, next()) {
                    board.defenders.set(d);
                }
            }
            let Ok(pos) = Position::new(board, Side::Attackers) else {
                continue;
            };
            let squares = quiet_win_squares(pos.board(), rules);
            none += usize::from(squares.is_empty());
            list.clear();
            crate::rules::movegen::generate(&pos, rules, &mut list);
            for &mv in list.iter() {
                if quiet_win_after(&pos, rules, mv) {
                    let mut after = pos;
                    crate::rules::play(&mut after, rules, mv);
                    if crate::rules::movegen::has_move(&after, rules) {
                        rings += 1;
                    } else {
                        stuck += 1;
                    }
                    assert!(
                        squares.has(mv.to),
                        "{mv} wins at once from\n{}",
                        pos.board().diagram()
                    );
                }
            }
        }
        // The random positions do reach both wins, and most of them have
        // no square at all.
        assert!(rings > 1000 && stuck > 1000, "rings {rings}, stuck {stuck}");
        assert!(none > 15_000, "none {none}");
    }

    #[test]
    fn a_block_on_a_two_move_route_is_seen() {
        // The king on j9 reaches j10, and from there k10, which sees k11:
        // j10 starts a two-move route; h10 is not in the king's reach.
        let diagram = "
            . . . . . . . . . d .
            . a a . . . . . . . .
            a . . . . . . . a k a
            . . . . . . . . a d .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            a . . . . . . . . . a
            . a . . . . . . . a .
            . . a . . . . . . . .";
        let pos = attackers_to_move(diagram);
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert!(starts_two_move_route(&pos, sq("j10")));
        assert!(!starts_two_move_route(&pos, sq("h10")));
        // With an attacker on k10 the route is shut: from j10 the king
        // reaches d10 to i10 and its own j9, and none sees a corner.
        let shut = diagram.replacen(". a a . . . . . . . .", ". a a . . . . . . . a", 1);
        let pos = attackers_to_move(&shut);
        assert!(!starts_two_move_route(&pos, sq("j10")));
        // A two-move route that ends away from the corners' doorsteps does
        // not count: from f10 the king reaches f11 and f1, which see
        // corners from the middle of their edges.
        let open = attackers_to_move(
            "
            . . . . . . . . . . .
            . . . . a . a . . . .
            . . . . . k . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        );
        assert!(!starts_two_move_route(&open, sq("f10")));
    }
}
