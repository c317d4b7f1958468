//! # hnef
//!
//! Copenhagen Hnefatafl (Viking chess): an exact rules engine, notation and
//! game-tree search in pure Rust, with a thin WebAssembly binding.
//!
//! The rules follow `docs/RULES.md` clause by clause (M1, M2, C1-C3, K1, W1-W4,
//! E1-E3) for two rulesets, [`COPENHAGEN`] (the default) and [`CLASSIC`].
//!
//! ```
//! use hnef::{Game, COPENHAGEN, notation};
//! let mut game = Game::new(&COPENHAGEN);
//! let mv = notation::parse_move("d1-d3").unwrap().mv;
//! game.play(mv).unwrap();
//! assert_eq!(game.side_to_move(), hnef::Side::Defenders);
//! ```

pub mod bitboard;
pub mod board;
pub mod codes;
pub mod game;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod piece;
pub mod playout;
pub mod position;
pub mod puzzles;
pub mod rules;
pub mod search;
pub mod square;
pub mod zobrist;

#[cfg(target_arch = "wasm32")]
mod api;

pub use bitboard::Bitboard;
pub use board::Board;
pub use game::{Game, GameError, Played};
pub use moves::{Move, MoveList};
pub use piece::{Piece, Side};
pub use position::{Position, SetupError};
pub use rules::{IllegalMove, Outcome, Reason, Ruleset, CLASSIC, COPENHAGEN, RULESETS};
pub use square::{Direction, Square};
