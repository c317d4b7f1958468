//! The squares behind a rule's verdict, for a board to show: which pieces
//! decided a game, formed a shield wall or stand in an exit fort.
//!
//! Each function answers from the clause's own detector in [`capture`],
//! [`shield_wall`](mod@super::shield_wall), [`fort`] and [`encirclement`] and only then names the
//! squares involved, so the page never re-derives a rule.

use super::{capture, encirclement, fort, shield_wall, Outcome, Reason};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::moves::Move;
use crate::piece::Side;
use crate::position::Position;

/// The squares that decided a finished game, on its final position `pos`
/// after the last move `last` (none for a set-up game lost at once):
///
/// | reason | squares |
/// |---|---|
/// | escape (W1) | the king, on its corner |
/// | exit fort (W2) | the king and the fort's defenders ([`fort_pieces`]) |
/// | king captured (W3, K1) | the king and its captors, the empty throne included |
/// | encirclement (W4) | the attackers of the ring ([`encircling_ring`]) |
/// | repetition (E2) | the squares of the repeating move |
/// | no moves (E1) | the pieces of the side that had no move |
/// | agreement, resignation, timeout | none |
pub fn deciding_squares(pos: &Position, outcome: Outcome, last: Option<Move>) -> Bitboard {
    let board = pos.board();
    match outcome.reason {
        Reason::Escape => board.king,
        Reason::ExitFort => fort_pieces(board).unwrap_or(board.king),
        Reason::KingCaptured => king_captors(board).map_or(board.king, |c| board.king | c),
        Reason::Encirclement => encircling_ring(board).unwrap_or(Bitboard::EMPTY),
        Reason::Repetition => last.map_or(Bitboard::EMPTY, |m| {
            Bitboard::from_square(m.from) | Bitboard::from_square(m.to)
        }),
        Reason::NoMoves => match pos.side_to_move() {
            Side::Attackers => board.attackers,
            Side::Defenders => board.defenders | board.king,
        },
        Reason::Agreement | Reason::Resignation | Reason::Timeout => Bitboard::EMPTY,
    }
}

/// The four squares that hold a captured king (K1): its attackers and the
/// empty throne beside it; `None` unless the king is captured on `board`,
/// that is, some attacker beside it completes the capture.
pub fn king_captors(board: &Board) -> Option<Bitboard> {
    let king = board.king_square()?;
    let around = Bitboard::from_square(king).neighbours();
    let closing = around & board.attackers;
    let captured = closing.iter().any(|to| capture::king_captured(board, to));
    captured.then_some(around)
}

/// The attackers that encircle the king and every defender (W4), that is,
/// those bordering the region the defenders are shut in; `None` unless
/// [`encirclement::encircled`]. The clause's own fill decides and names them.
pub fn encircling_ring(board: &Board) -> Option<Bitboard> {
    encirclement::ring(board)
}

/// The pieces of a standing exit fort (W2): the king and the defenders
/// around the empty squares it can reach, diagonal neighbours included (the
/// wall's corners); `None` unless [`fort::exit_fort`]. The clause's own
/// inside decides and names them.
pub fn fort_pieces(board: &Board) -> Option<Bitboard> {
    fort::fort_pieces(board)
}

/// The pieces of a shield wall that captured (C3).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ShieldWall {
    /// The two ends: the piece that moved and the far bracket (a piece of
    /// the mover, or an empty corner), once per captured run.
    pub brackets: Bitboard,
    /// The mover's pieces in front of the runs, towards the interior.
    pub front: Bitboard,
    /// The runs of enemy pieces that were bracketed and fronted; a king in
    /// a run is part of it but is not captured.
    pub runs: Bitboard,
    /// The ordinary pieces captured, as [`shield_wall::shield_wall`] says.
    pub captured: Bitboard,
}

/// The shield wall that `mv`, played from `before` (where it must be
/// legal), captured with; `None` when its captures owe nothing to C3.
pub fn shield_wall(before: &Position, mv: Move) -> Option<ShieldWall> {
    let mover = before.side_to_move();
    let piece = before.board().piece_at(mv.from)?;
    if piece.side() != mover {
        return None;
    }
    let mut after = *before;
    after.move_piece(piece, mv.from, mv.to);
    let board = after.board();
    let walls = shield_wall::walls(board, mover, mv.to);
    if walls.is_empty() {
        return None;
    }
    let mut wall = ShieldWall {
        brackets: Bitboard::EMPTY,
        front: Bitboard::EMPTY,
        runs: Bitboard::EMPTY,
        captured: Bitboard::EMPTY,
    };
    for w in walls {
        wall.brackets |= w.brackets;
        wall.front |= w.front;
        wall.runs |= w.run;
    }
    // The captured pieces are the runs less the king, who stays.
    wall.captured = wall.runs & !board.king;
    Some(wall)
}
