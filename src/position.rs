//! A position: the board, the side to move and its Zobrist key.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::moves::Move;
use crate::piece::{Piece, Side};
use crate::square::Square;
use crate::zobrist;
use std::fmt;

/// Why a set-up position was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// A legal position: pieces, side to move and the incrementally kept key.
///
/// Invariants (checked by [`Position::new`]): exactly one king, the three
/// piece sets disjoint, no ordinary piece on a restricted square. The king
/// may stand on a corner: that is the final position of an escape (W1), as
/// [`crate::rules::play`] leaves it, and a game set up from it is over
/// ([`crate::rules::setup_outcome`]).
#[derive(Copy, Clone, Debug)]
pub struct Position {
    board: Board,
    side: Side,
    key: u64,
}

impl PartialEq for Position {
    /// Same pieces on the same squares and the same side to move (the
    /// repetition key of rule E2). The Zobrist keys are compared first: a
    /// function of the rest, they tell most different positions apart at
    /// once.
    fn eq(&self, other: &Position) -> bool {
        self.key == other.key && self.board == other.board && self.side == other.side
    }
}

impl Eq for Position {}

impl Position {
    /// The start position, attackers to move.
    ///
    /// # Panics
    ///
    /// Never: the start position is a constant, checked by the tests.
    pub fn start() -> Position {
        // Not `expect`: that formats the error with `Debug`, whose string
        // escaping would cost the package's wasm about 2 KB.
        Position::new(Board::start(), Side::Attackers)
            .unwrap_or_else(|e| unreachable!("the start position is invalid: {e}"))
    }

    /// Validates a set-up.
    ///
    /// # Errors
    ///
    /// [`SetupError`] naming the first broken invariant.
    pub fn new(board: Board, side: Side) -> Result<Position, SetupError> {
        let err = |m: String| Err(SetupError(m));
        if board.king.count() != 1 {
            return err(format!(
                "a position needs exactly one king, found {}",
                board.king.count()
            ));
        }
        if (board.attackers & board.defenders).any()
            || (board.attackers & board.king).any()
            || (board.defenders & board.king).any()
        {
            return err("two pieces on one square".into());
        }
        let ordinary = board.attackers | board.defenders;
        if let Some(sq) = (ordinary & Bitboard::RESTRICTED).first() {
            return err(format!(
                "only the king may stand on {sq} (the throne and the corners are restricted)"
            ));
        }
        Ok(Position {
            board,
            side,
            key: Position::compute_key(&board, side),
        })
    }

    /// The key computed from scratch (the incremental key must equal it).
    pub fn compute_key(board: &Board, side: Side) -> u64 {
        let mut k = zobrist::side_key(side);
        for (piece, set) in [
            (Piece::Attacker, board.attackers),
            (Piece::Defender, board.defenders),
            (Piece::King, board.king),
        ] {
            for sq in set {
                k ^= zobrist::piece_key(piece, sq);
            }
        }
        k
    }

    /// The pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The Zobrist key of pieces and side to move.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key of the position after `mv` moves its piece and hands the
    /// move over, captures left out: exact for a move that captures
    /// nothing, and enough to ask whether a move could repeat a position
    /// (a capturing move never can). `mv.from` must hold a piece.
    #[inline]
    pub fn key_after(&self, mv: Move) -> u64 {
        let piece = self.board.piece_at(mv.from);
        debug_assert!(piece.is_some(), "no piece on {}", mv.from);
        let piece = piece.unwrap_or(Piece::Attacker);
        self.key
            ^ zobrist::piece_key(piece, mv.from)
            ^ zobrist::piece_key(piece, mv.to)
            ^ zobrist::DEFENDERS_TO_MOVE
    }

    /// The king's square.
    ///
    /// # Panics
    ///
    /// Never: [`Position::new`] admits no position without its king.
    #[inline]
    pub fn king(&self) -> Square {
        self.board
            .king_square()
            .expect("a position always has its king")
    }

    /// Moves `piece` from `from` to `to` and updates the key; no checks.
    #[inline]
    pub(crate) fn move_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let set = self.board.set_of_mut(piece);
        set.clear(from);
        set.set(to);
        self.key ^= zobrist::piece_key(piece, from) ^ zobrist::piece_key(piece, to);
    }

    /// Removes the ordinary pieces of kind `piece` on `squares`.
    #[inline]
    pub(crate) fn remove(&mut self, piece: Piece, squares: Bitboard) {
        let set = self.board.set_of_mut(piece);
        *set &= !squares;
        for sq in squares {
            self.key ^= zobrist::piece_key(piece, sq);
        }
    }

    /// Hands the move to the other side.
    #[inline]
    pub(crate) fn flip_side(&mut self) {
        self.side = self.side.opponent();
        self.key ^= zobrist::DEFENDERS_TO_MOVE;
    }

    /// The same pieces with `side` to move.
    #[must_use]
    pub fn with_side(mut self, side: Side) -> Position {
        if side != self.side {
            self.flip_side();
        }
        self
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{} to move", self.board, self.side)
    }
}
