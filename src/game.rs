//! A game: start position, the moves played, repetition, draw agreement and
//! the result.

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::piece::Side;
use crate::position::Position;
use crate::rules::repetition::{self, SearchRoot};
use crate::rules::{self, movegen, IllegalMove, Outcome, Ruleset};
use crate::square::Square;
use std::fmt;

/// A move as played, with what it captured.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// The ordinary pieces it captured.
    pub captured: Bitboard,
}

impl Played {
    /// The move in notation with its captures, e.g. `g1-g3xe2` or
    /// `f2-f4xe5xg4` (captures in square order).
    pub fn notation(&self) -> String {
        let mut s = self.mv.to_string();
        for sq in self.captured {
            s.push('x');
            s.push_str(&sq.to_string());
        }
        s
    }
}

/// Why a game action was refused. The game is unchanged after any of them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The move breaks a movement rule.
    Illegal(Move, IllegalMove),
    /// The game has ended; nothing more may be played.
    GameOver(Outcome),
    /// This ruleset has no draws.
    NoDraws(&'static str),
    /// A draw can be accepted only when the other side offered one.
    NoDrawOffer(Side),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Illegal(mv, why) => write!(f, "illegal move {mv}: {why}"),
            GameError::GameOver(o) => write!(f, "the game is over ({o})"),
            GameError::NoDraws(id) => write!(f, "the ruleset {id} has no draws"),
            GameError::NoDrawOffer(side) => write!(
                f,
                "the {} have not offered a draw, so the {} cannot accept one",
                side.opponent(),
                side
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// A game in progress or finished.
///
/// # Examples
///
/// ```
/// use hnef::{Game, Move, COPENHAGEN};
/// let mut game = Game::new(&COPENHAGEN);
/// let mv = Move::new("d1".parse().unwrap(), "d3".parse().unwrap());
/// let played = game.play(mv).unwrap();
/// assert!(played.captured.is_empty());
/// assert!(game.undo());
/// assert!(game.play(Move::new("f6".parse().unwrap(), "f9".parse().unwrap())).is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: &'static Ruleset,
    /// `positions[0]` is the start, `positions[i]` the position after `i` moves.
    positions: Vec<Position>,
    played: Vec<Played>,
    outcome: Option<Outcome>,
    draw_offer: Option<Side>,
}

impl Game {
    /// A new game from the start position.
    pub fn new(rules: &'static Ruleset) -> Game {
        Game::from_position(rules, Position::start())
    }

    /// A game from a set-up position. The side to move loses at once when it
    /// has no legal move (E1); nothing else is decided before a move.
    pub fn from_position(rules: &'static Ruleset, start: Position) -> Game {
        Game {
            rules,
            positions: vec![start],
            played: Vec::new(),
            outcome: rules::setup_outcome(&start, rules),
            draw_offer: None,
        }
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The current position.
    ///
    /// # Panics
    ///
    /// Never: a game always holds at least its start position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("never empty")
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// Whether the game started from the standard start position.
    pub fn from_start(&self) -> bool {
        *self.start() == Position::start()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.position().side_to_move()
    }

    /// The moves played so far.
    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// Every position so far, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The side whose draw offer stands, if any.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// How often the current position (squares and side to move) has
    /// occurred, this time included.
    pub fn repetitions(&self) -> usize {
        repetition::occurrences(self.run())
    }

    /// The run of E2: the positions since the last capture, the current one
    /// last (no earlier position can occur again).
    fn run(&self) -> &[Position] {
        let start = self
            .played
            .iter()
            .rposition(|p| p.captured.any())
            .map_or(0, |i| i + 1);
        &self.positions[start..]
    }

    /// What the search needs to choose a move here: the position, the
    /// ruleset and the repetition keys. `None` once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use hnef::search::{choose_move, Level, Limits};
    /// use hnef::{Game, COPENHAGEN};
    /// let game = Game::new(&COPENHAGEN);
    /// let limits = Limits { nodes: Some(1_000), ..Limits::default() };
    /// let root = game.search_root().expect("the game goes on");
    /// let mv = choose_move(&root, Level::Normal, &limits, &|| 0.0, &mut |_| {});
    /// assert!(game.check(mv.expect("a move")).is_ok());
    /// ```
    pub fn search_root(&self) -> Option<SearchRoot> {
        if self.outcome.is_some() {
            return None;
        }
        Some(SearchRoot {
            position: *self.position(),
            rules: self.rules,
            keys: self.run().iter().map(Position::key).collect(),
            refeeds: self.refeeds(),
        })
    }

    /// [`SearchRoot::refeeds`] of the current position. Out of line: the
    /// package's callers of [`Game::search_root`] would each carry a copy.
    #[inline(never)]
    fn refeeds(&self) -> Bitboard {
        let now = self.position().board();
        let mut out = Bitboard::EMPTY;
        if self.side_to_move() != Side::Attackers {
            return out;
        }
        let n = self.played.len();
        // Squares fed once (an attacker taken there by the very next move)
        // in the window, and the latest such feed per square with the
        // defence as it stands now.
        let mut once = Bitboard::EMPTY;
        let mut back_as_then = Bitboard::EMPTY;
        // Every second ply back is an attackers' move, the defenders'
        // capture the ply after it; nearest first. Two plies back cannot
        // match: the capturing defender has not stepped back yet.
        for back in (4..=repetition::REFEED_PLIES.min(n)).step_by(2) {
            let i = n - back;
            let fed = self.played[i].mv.to;
            if !self.played[i + 1].captured.has(fed) {
                continue;
            }
            let sq = Bitboard::from_square(fed);
            if once.has(fed) {
                out |= sq & back_as_then;
            } else {
                let then = self.positions[i].board();
                if then.defenders == now.defenders && then.king == now.king {
                    back_as_then |= sq;
                }
            }
            once |= sq;
        }
        out
    }

    /// The legal destinations of the piece on `from` (empty when the game
    /// is over or the square holds no piece of the side to move).
    pub fn targets(&self, from: Square) -> Bitboard {
        if self.outcome.is_some() {
            return Bitboard::EMPTY;
        }
        movegen::targets(self.position(), self.rules, from)
    }

    /// Every legal move (none once the game is over).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.outcome.is_none() {
            movegen::generate(self.position(), self.rules, &mut list);
        }
        list
    }

    /// Checks `mv` without playing it.
    ///
    /// # Errors
    ///
    /// As [`Game::play`].
    pub fn check(&self, mv: Move) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        movegen::check(self.position(), self.rules, mv).map_err(|e| GameError::Illegal(mv, e))
    }

    /// Plays a move: checks it, applies it with its captures, then decides
    /// the result in the order of docs/RULES.md (mover's wins, E2, E1; see
    /// [`rules::end_of_move`]).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] or [`GameError::Illegal`]; the game is
    /// unchanged then.
    // Out of line: the record reader and the API's applyMove each had a
    // copy of it inlined (about 150 bytes of the gzipped package).
    #[inline(never)]
    pub fn play(&mut self, mv: Move) -> Result<Played, GameError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move already known to be legal (see [`Game::check`]).
    pub fn play_unchecked(&mut self, mv: Move) -> Played {
        let mover = self.side_to_move();
        let mut pos = *self.position();
        let captured = rules::play(&mut pos, self.rules, mv);
        self.positions.push(pos);
        let played = Played { mv, captured };
        self.played.push(played);
        if self.draw_offer == Some(mover.opponent()) {
            // Moving on instead of accepting declines the offer.
            self.draw_offer = None;
        }
        let third = || self.repetitions() >= repetition::THIRD;
        self.outcome = rules::end_of_move(&pos, self.rules, mv, third);
        played
    }

    /// Takes back the last move (and any result or draw offer). Returns
    /// false when no move has been played.
    pub fn undo(&mut self) -> bool {
        if self.played.is_empty() {
            return false;
        }
        self.played.pop();
        self.positions.pop();
        self.draw_offer = None;
        self.outcome = if self.played.is_empty() {
            rules::no_moves(self.start(), self.rules)
        } else {
            None
        };
        true
    }

    /// `side` resigns: the other side wins.
    ///
    /// # Errors
    ///
    /// When the game is already over.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        let outcome = Outcome::win(side.opponent(), rules::Reason::Resignation);
        self.draw_offer = None;
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// `side`'s clock ran out: the other side wins on time
    /// ([`Reason::Timeout`](rules::Reason::Timeout)). The clock is the
    /// caller's; the game only records the end.
    ///
    /// # Errors
    ///
    /// When the game is already over.
    pub fn lose_on_time(&mut self, side: Side) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        let outcome = Outcome::win(side.opponent(), rules::Reason::Timeout);
        self.draw_offer = None;
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// `side` offers a draw (E3). Offering twice is harmless.
    ///
    /// # Errors
    ///
    /// When the game is over or the ruleset has no draws.
    pub fn offer_draw(&mut self, side: Side) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        if !self.rules.draw_by_agreement {
            return Err(GameError::NoDraws(self.rules.id));
        }
        self.draw_offer = Some(side);
        Ok(())
    }

    /// `side` accepts the other side's standing offer: the game is drawn.
    ///
    /// # Errors
    ///
    /// When the game is over, the ruleset has no draws, or the other side
    /// has not offered.
    pub fn accept_draw(&mut self, side: Side) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        if !self.rules.draw_by_agreement {
            return Err(GameError::NoDraws(self.rules.id));
        }
        if self.draw_offer != Some(side.opponent()) {
            return Err(GameError::NoDrawOffer(side));
        }
        self.draw_offer = None;
        self.outcome = Some(Outcome::DRAW);
        Ok(Outcome::DRAW)
    }
}
