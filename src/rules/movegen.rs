//! Move generation (M1, M2): rook slides over empty squares, restricted
//! squares for everyone but the king, and the throne's passage rule.

use crate::bitboard::{ray, slides, Bitboard};
use crate::board::Board;
use crate::moves::{Move, MoveList};
use crate::piece::{Piece, Side};
use crate::position::Position;
use crate::rules::Ruleset;
use crate::square::{Direction, Square};
use std::fmt;

/// The squares that stop an ordinary piece's slide: every piece, plus the
/// empty throne where the ruleset makes it a wall.
#[inline]
fn ordinary_blockers(board: &Board, rules: &Ruleset) -> Bitboard {
    let occ = board.occupied();
    if rules.throne_blocks {
        occ | Bitboard::THRONE
    } else {
        occ
    }
}

/// Where the piece on `from` may move, whoever is to move (empty when the
/// square is empty).
#[inline]
pub fn piece_targets(pos: &Position, rules: &Ruleset, from: Square) -> Bitboard {
    let board = pos.board();
    if board.king.has(from) {
        slides(from, board.occupied())
    } else if (board.attackers | board.defenders).has(from) {
        slides(from, ordinary_blockers(board, rules)) & !Bitboard::RESTRICTED
    } else {
        Bitboard::EMPTY
    }
}

/// Where the piece on `from` may move if it belongs to the side to move.
pub fn targets(pos: &Position, rules: &Ruleset, from: Square) -> Bitboard {
    if pos.board().side(pos.side_to_move()).has(from) {
        piece_targets(pos, rules, from)
    } else {
        Bitboard::EMPTY
    }
}

/// Whether `mv` is a legal move for the side to move in `pos` (a move from
/// a table or another position, for instance: cheaper than [`check`] when
/// the reason does not matter).
#[inline]
pub fn is_legal(pos: &Position, rules: &Ruleset, mv: Move) -> bool {
    targets(pos, rules, mv.from).has(mv.to)
}

/// The first occupied square of `occ` on each of the four rays from `t`:
/// the only squares a slide onto `t` can start from.
#[inline]
fn first_blockers(t: Square, occ: Bitboard) -> Bitboard {
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

/// The ordinary pieces of `side` and its king: what may stop on which squares.
#[inline]
fn pieces_of(board: &Board, side: Side) -> (Bitboard, Bitboard) {
    match side {
        Side::Attackers => (board.attackers, Bitboard::EMPTY),
        Side::Defenders => (board.defenders, board.king),
    }
}

/// The ordinary pieces among `ordinary` that can move to the empty square
/// `to` (none when `to` is restricted).
#[inline]
fn ordinary_movers_to(board: &Board, rules: &Ruleset, ordinary: Bitboard, to: Square) -> Bitboard {
    if to.is_restricted() {
        Bitboard::EMPTY
    } else {
        first_blockers(to, ordinary_blockers(board, rules)) & ordinary
    }
}

/// The pieces of `side` that can move to the empty square `to`.
#[inline]
pub fn movers_to(board: &Board, rules: &Ruleset, side: Side, to: Square) -> Bitboard {
    let (ordinary, king) = pieces_of(board, side);
    ordinary_movers_to(board, rules, ordinary, to) | (first_blockers(to, board.occupied()) & king)
}

/// Appends the moves of the side to move that land on an empty square of
/// `targets`: per square, the ordinary pieces' moves, then the king's.
pub fn moves_to(pos: &Position, rules: &Ruleset, targets: Bitboard, list: &mut Vec<Move>) {
    let board = pos.board();
    let occ = board.occupied();
    let (ordinary, king) = pieces_of(board, pos.side_to_move());
    for t in targets & !occ {
        for from in ordinary_movers_to(board, rules, ordinary, t) {
            list.push(Move::new(from, t));
        }
        for from in first_blockers(t, occ) & king {
            list.push(Move::new(from, t));
        }
    }
}

/// Calls `f(from, targets)` for each piece of the side to move that has at
/// least one move.
#[inline]
pub fn for_each_piece<F: FnMut(Square, Bitboard)>(pos: &Position, rules: &Ruleset, mut f: F) {
    let board = pos.board();
    let blockers = ordinary_blockers(board, rules);
    let (ordinary, king) = pieces_of(board, pos.side_to_move());
    for from in ordinary {
        let t = slides(from, blockers) & !Bitboard::RESTRICTED;
        if t.any() {
            f(from, t);
        }
    }
    if let Some(k) = king.first() {
        let t = slides(k, board.occupied());
        if t.any() {
            f(k, t);
        }
    }
}

/// Appends every move of the side to move to `list` (ignoring whether the
/// game has ended).
#[inline]
pub fn generate(pos: &Position, rules: &Ruleset, list: &mut MoveList) {
    for_each_piece(pos, rules, |from, t| {
        for to in t {
            list.push(Move::new(from, to));
        }
    });
}

/// Number of moves of the side to move.
#[inline]
pub fn count(pos: &Position, rules: &Ruleset) -> u32 {
    let mut n = 0;
    for_each_piece(pos, rules, |_, t| n += t.count());
    n
}

/// Whether the side to move has any move (E1 asks this).
pub fn has_move(pos: &Position, rules: &Ruleset) -> bool {
    let board = pos.board();
    let blockers = ordinary_blockers(board, rules);
    let (ordinary, king) = pieces_of(board, pos.side_to_move());
    if let Some(k) = king.first() {
        if slides(k, board.occupied()).any() {
            return true;
        }
    }
    ordinary
        .iter()
        .any(|from| (slides(from, blockers) & !Bitboard::RESTRICTED).any())
}

/// Why a move is not legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// No piece stands on the start square.
    NoPiece(Square),
    /// The piece belongs to the side not on move.
    NotYourPiece(Square, Side),
    /// From and to are the same square (there is no pass).
    NullMove(Square),
    /// Not along one rank or file.
    NotStraight(Move),
    /// A piece stands in the way (or on the target).
    Blocked(Square),
    /// An ordinary piece may not pass through the empty throne.
    ThroneBlocks,
    /// Only the king may stop on the throne or a corner.
    Restricted(Square),
    /// The game has ended.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::NoPiece(s) => write!(f, "there is no piece on {s}"),
            IllegalMove::NotYourPiece(s, side) => {
                write!(f, "the piece on {s} belongs to the {}", side.opponent())
            }
            IllegalMove::NullMove(s) => write!(f, "a move must leave {s} (there is no pass)"),
            IllegalMove::NotStraight(_) => {
                f.write_str("pieces move along one rank or file, like a rook")
            }
            IllegalMove::Blocked(s) => write!(f, "{s} is occupied"),
            IllegalMove::ThroneBlocks => {
                f.write_str("only the king may pass through the empty throne in this ruleset")
            }
            IllegalMove::Restricted(s) => {
                write!(f, "only the king may stop on {s}")
            }
            IllegalMove::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Checks `mv` for the side to move and says why it is illegal.
///
/// # Errors
///
/// The first rule the move breaks.
///
/// # Panics
///
/// Never: the walk from `from` to `to` runs only once both are known to
/// share a rank or file.
pub fn check(pos: &Position, rules: &Ruleset, mv: Move) -> Result<(), IllegalMove> {
    let board = pos.board();
    let piece = board
        .piece_at(mv.from)
        .ok_or(IllegalMove::NoPiece(mv.from))?;
    if piece.side() != pos.side_to_move() {
        return Err(IllegalMove::NotYourPiece(mv.from, pos.side_to_move()));
    }
    if mv.from == mv.to {
        return Err(IllegalMove::NullMove(mv.from));
    }
    let dir = if mv.from.file() == mv.to.file() {
        if mv.to.rank() > mv.from.rank() {
            crate::square::Direction::North
        } else {
            crate::square::Direction::South
        }
    } else if mv.from.rank() == mv.to.rank() {
        if mv.to.file() > mv.from.file() {
            crate::square::Direction::East
        } else {
            crate::square::Direction::West
        }
    } else {
        return Err(IllegalMove::NotStraight(mv));
    };
    let mut cur = mv.from;
    while cur != mv.to {
        cur = cur.step(dir).expect("target lies on the line");
        if board.occupied().has(cur) {
            return Err(IllegalMove::Blocked(cur));
        }
        if piece != Piece::King && cur.is_throne() && cur != mv.to && rules.throne_blocks {
            return Err(IllegalMove::ThroneBlocks);
        }
    }
    if piece != Piece::King && mv.to.is_restricted() {
        return Err(IllegalMove::Restricted(mv.to));
    }
    Ok(())
}
