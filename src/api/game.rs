//! The exported `Game` class, as the wasm-bindgen glue sees it.
//!
//! The package entry (`hnef.js`) wraps it: the JS `Game` users get holds
//! this object in a `#private` field, checks and copies every argument
//! before calling in (so no user code runs while a method here has the game
//! borrowed), and refuses re-entrant calls. The methods take typed
//! arguments; called directly through the glue with odd values they still
//! answer with an Error, never a panic.

use super::convert::{self, AiOptions, MoveResultJs, OutcomeJs, ShieldWallJs};
use super::host::{self, Clock};
use crate::rules::{escape, evidence, movegen};
use crate::search::{self, Level};
use crate::{notation, Move, Position};
use wasm_bindgen::prelude::*;

/// A game of hnefatafl: see the package README for the full API.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    inner: crate::Game,
}

// wasm-bindgen hands an optional string over as an owned `Option<String>`
// (it has no `Option<&str>`), so these arguments are taken by value.
#[allow(clippy::needless_pass_by_value)]
#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game from the start position (`ruleset` defaults to Copenhagen).
    #[wasm_bindgen(constructor)]
    pub fn new(ruleset: Option<String>) -> Result<JsGame, JsValue> {
        let rules = convert::ruleset(ruleset.as_deref())?;
        Ok(JsGame {
            inner: crate::Game::new(rules),
        })
    }

    /// A game from position text (ours or `OpenTafl`'s); `ruleset` defaults
    /// to Copenhagen.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str, ruleset: Option<String>) -> Result<JsGame, JsValue> {
        let rules = convert::ruleset(ruleset.as_deref())?;
        let pos = notation::parse_position(text).map_err(|e| convert::bad_position(&e))?;
        Ok(JsGame {
            inner: crate::Game::from_position(rules, pos),
        })
    }

    /// A game replayed from a record (ours, `OpenTafl` `.otg`, or a bare move
    /// list). The record's `ruleset` tag picks the ruleset; `ruleset` (by
    /// default Copenhagen) is used when the record names none.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str, ruleset: Option<String>) -> Result<JsGame, JsValue> {
        let default = convert::ruleset(ruleset.as_deref())?;
        let read = notation::read_record(text, default);
        match read.fault {
            None => Ok(JsGame { inner: read.game }),
            Some((fault, e)) => Err(convert::bad_record(fault, read.game.played().len() + 1, &e)),
        }
    }

    /// The ruleset id.
    #[wasm_bindgen(getter)]
    pub fn ruleset(&self) -> String {
        self.inner.rules().id.to_string()
    }

    /// `'attackers'` or `'defenders'`.
    #[wasm_bindgen(js_name = sideToMove)]
    pub fn side_to_move(&self) -> String {
        self.inner.side_to_move().name().to_string()
    }

    /// The squares the piece on `square` can move to (empty when it is not
    /// the side to move's piece, has no move, or the game is over).
    #[wasm_bindgen(js_name = legalTargets)]
    pub fn legal_targets(&self, square: &str) -> Result<js_sys::Array, JsValue> {
        let sq = convert::square(square, "square")?;
        Ok(convert::words(self.inner.targets(sq)))
    }

    /// Every legal move as `'from-to'` (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> js_sys::Array {
        convert::words(self.inner.legal_moves().iter())
    }

    /// Plays a move. Returns `{ move, captured, status, reason, winner }`.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&mut self, from: &str, to: &str) -> Result<JsValue, JsValue> {
        let from = convert::square(from, "from")?;
        let to = convert::square(to, "to")?;
        let played = self
            .inner
            .play(Move::new(from, to))
            .map_err(|e| convert::game_error(&e))?;
        convert::to_js(&MoveResultJs::new(&played, self.inner.outcome()))
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// `{ status, reason, winner }`.
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        convert::to_js(&OutcomeJs::from(self.inner.outcome()))
    }

    /// The current position as docs/RULES.md text.
    pub fn position(&self) -> String {
        notation::position_text(self.inner.position())
    }

    /// The game record as docs/RULES.md text.
    pub fn record(&self) -> String {
        notation::record_text(&self.inner)
    }

    /// 121 cells, index `(rank-1)*11 + file`: 0 empty, 1 attacker,
    /// 2 defender, 3 king.
    pub fn board(&self) -> Vec<u8> {
        let b = self.inner.position().board();
        (0..121)
            .map(|i| {
                let sq = crate::Square::from_index(i).expect("i < 121");
                match b.piece_at(sq) {
                    None => 0,
                    Some(crate::Piece::Attacker) => 1,
                    Some(crate::Piece::Defender) => 2,
                    Some(crate::Piece::King) => 3,
                }
            })
            .collect()
    }

    /// The moves played, with captures (`'g1-g3xe2'`).
    pub fn history(&self) -> js_sys::Array {
        convert::words(
            self.inner
                .played()
                .iter()
                .map(super::super::game::Played::notation),
        )
    }

    /// How often the current position has occurred (this time included).
    pub fn repetitions(&self) -> u32 {
        self.inner.repetitions() as u32
    }

    /// The side whose draw offer stands, or null.
    #[wasm_bindgen(js_name = drawOffer)]
    pub fn draw_offer(&self) -> JsValue {
        self.inner
            .draw_offer()
            .map_or(JsValue::NULL, |s| JsValue::from_str(s.name()))
    }

    /// `side` offers a draw (Copenhagen only).
    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(&mut self, side: &str) -> Result<(), JsValue> {
        let side = convert::side(side)?;
        self.inner
            .offer_draw(side)
            .map_err(|e| convert::game_error(&e))
    }

    /// `side` accepts the other side's offer; returns the outcome.
    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(&mut self, side: &str) -> Result<JsValue, JsValue> {
        let side = convert::side(side)?;
        self.inner
            .accept_draw(side)
            .map_err(|e| convert::game_error(&e))?;
        self.outcome()
    }

    /// `side` resigns: the other side wins (`reason: 'resignation'`, kept in
    /// the record). Refused when the game is already over.
    pub fn resign(&mut self, side: &str) -> Result<JsValue, JsValue> {
        let side = convert::side(side)?;
        self.inner
            .resign(side)
            .map_err(|e| convert::game_error(&e))?;
        self.outcome()
    }

    /// `side`'s clock ran out: the other side wins on time (`reason:
    /// 'timeout'`, kept in the record). The clock is the caller's. Refused
    /// when the game is already over.
    pub fn timeout(&mut self, side: &str) -> Result<JsValue, JsValue> {
        let side = convert::side(side)?;
        self.inner
            .lose_on_time(side)
            .map_err(|e| convert::game_error(&e))?;
        self.outcome()
    }

    /// The AI's choice for the side to move, as `'from-to'` (not played).
    /// The options `timeMs`, `seed`, `nodes`, `depth` come as separate
    /// arguments, checked by the package entry. Without a seed the easy
    /// level draws one from the host's randomness.
    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(
        &self,
        level: &str,
        time_ms: Option<f64>,
        seed: Option<u64>,
        nodes: Option<u64>,
        depth: Option<u32>,
    ) -> Result<String, JsValue> {
        let (level, limits) = ai_request(&self.inner, level, time_ms, seed, nodes, depth)?;
        choose(
            &self.inner,
            &mut search::Searcher::default(),
            level,
            &limits,
        )
    }

    /// Whether the current position equals the given position text (handy
    /// for tests and embedding).
    #[wasm_bindgen(js_name = isPosition)]
    pub fn is_position(&self, text: &str) -> Result<bool, JsValue> {
        let current = self.inner.position();
        let pos: Position =
            notation::parse_position(text).map_err(|e| convert::bad_position(&e))?;
        Ok(pos == *current)
    }

    /// Number of legal moves (cheap; no strings are built).
    #[wasm_bindgen(js_name = moveCount)]
    pub fn move_count(&self) -> u32 {
        if self.inner.outcome().is_some() {
            0
        } else {
            movegen::count(self.inner.position(), self.inner.rules())
        }
    }

    /// Whether the ruleset has draws by agreement (E3).
    #[wasm_bindgen(getter, js_name = allowsDraws)]
    pub fn allows_draws(&self) -> bool {
        self.inner.rules().draw_by_agreement
    }

    /// The squares that decided the game (none while it goes on): see
    /// [`evidence::deciding_squares`].
    #[wasm_bindgen(js_name = decidingSquares)]
    pub fn deciding_squares(&self) -> js_sys::Array {
        let Some(outcome) = self.inner.outcome() else {
            return js_sys::Array::new();
        };
        let last = self.inner.played().last().map(|p| p.mv);
        convert::words(evidence::deciding_squares(
            self.inner.position(),
            outcome,
            last,
        ))
    }

    /// The pieces of an exit fort standing in the current position (none
    /// when there is none, or in a ruleset without forts).
    #[wasm_bindgen(js_name = fortPieces)]
    pub fn fort_pieces(&self) -> js_sys::Array {
        let board = self.inner.position().board();
        if !self.inner.rules().exit_fort {
            return js_sys::Array::new();
        }
        convert::words(evidence::fort_pieces(board).unwrap_or_default())
    }

    /// The corners the king could land on with one move (M1, M2) in the
    /// position after `ply` moves of `history()` (by default the current
    /// one), whoever is to move there and whether or not the game is over:
    /// see [`escape::corners_in_reach`].
    #[wasm_bindgen(js_name = cornerReach)]
    pub fn corner_reach(&self, ply: Option<f64>) -> Result<js_sys::Array, JsValue> {
        let positions = self.inner.positions();
        let last = positions.len() - 1;
        let index = match ply {
            None => last,
            Some(p) if p >= 0.0 && p.fract() == 0.0 && p <= last as f64 => p as usize,
            Some(p) => {
                return Err(convert::bad_argument(
                    "ply",
                    &format!(
                        "ply {} is not a position of this game (0 to {last})",
                        convert::number(p)
                    ),
                ))
            }
        };
        Ok(convert::words(escape::corners_in_reach(
            positions[index].board(),
        )))
    }

    /// The shield wall that captured on move `ply` of `history()` (counted
    /// from 0), or null when that move captured nothing by it.
    #[wasm_bindgen(js_name = shieldWall)]
    pub fn shield_wall(&self, ply: f64) -> Result<JsValue, JsValue> {
        let played = self.inner.played();
        let index = ply as usize;
        if !(ply >= 0.0 && ply.fract() == 0.0 && index < played.len()) {
            return Err(convert::bad_argument(
                "ply",
                &format!(
                    "ply {} is not a move of this game ({})",
                    convert::number(ply),
                    match played.len() {
                        0 => "no move was played".to_string(),
                        n => format!("0 to {}", n - 1),
                    }
                ),
            ));
        }
        if !self.inner.rules().shield_wall {
            return Ok(JsValue::NULL);
        }
        let before = &self.inner.positions()[index];
        match evidence::shield_wall(before, played[index].mv) {
            Some(wall) => convert::to_js(&ShieldWallJs::from(wall)),
            None => Ok(JsValue::NULL),
        }
    }
}

// --- analyse (multi-line analysis) -----------------------------------------

/// One line of `analyse()`.
#[derive(serde::Serialize)]
struct AnalysisLineJs {
    #[serde(rename = "move")]
    mv: String,
    pv: Vec<String>,
    score: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    mate: Option<i32>,
    #[serde(rename = "lowerBound")]
    lower_bound: bool,
    depth: u32,
    #[serde(rename = "winChance")]
    win_chance: WinChanceJs,
}

#[derive(serde::Serialize)]
struct WinChanceJs {
    attackers: f64,
    defenders: f64,
}

/// The result of `analyse()`.
#[derive(serde::Serialize)]
struct AnalysisJs {
    depth: u32,
    seldepth: u32,
    nodes: f64,
    lines: Vec<AnalysisLineJs>,
}

#[allow(clippy::needless_pass_by_value)]
#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Multi-line analysis of the current position at full strength: the
    /// `lines` best moves (1 to [`search::multipv::MAX_LINES`]), each with
    /// its principal variation, score (side to move's view), `mate` (plies
    /// to the end, positive when the side to move wins) and win chances.
    /// `options`: `{ timeMs?, seed?, nodes?, depth? }` as for `aiMove`, a
    /// fresh object from the package entry; node and depth limits apply to
    /// each line, the time to the whole. A finished game has no lines.
    pub fn analyse(
        &self,
        lines: u32,
        time_ms: Option<f64>,
        seed: Option<u64>,
        nodes: Option<u64>,
        depth: Option<u32>,
    ) -> Result<JsValue, JsValue> {
        let limits = analyse_request(lines, time_ms, seed, nodes, depth)?;
        let clock = Clock::new();
        analysis(
            &self.inner,
            &mut search::Searcher::default(),
            lines,
            &limits,
            &|| clock.now_ms(),
            &mut |_, _| {},
        )
    }
}

// --- Shared by Game and Searcher (src/api/searcher.rs) ----------------------

impl JsGame {
    /// The game (for the `Searcher` class, which searches a `Game`).
    pub(super) fn game(&self) -> &crate::Game {
        &self.inner
    }
}

/// Checks an `aiMove` request: the level, the limits (a random seed when
/// none was given, for the easy level), and that the game is not over.
pub(super) fn ai_request(
    game: &crate::Game,
    level: &str,
    time_ms: Option<f64>,
    seed: Option<u64>,
    nodes: Option<u64>,
    depth: Option<u32>,
) -> Result<(Level, search::Limits), JsValue> {
    let level = Level::from_name(level).ok_or_else(|| {
        convert::refusal(
            "unknown_level",
            &format!(
                "unknown level '{}' (expected 'easy', 'normal' or 'expert')",
                convert::clip(level)
            ),
            &[("level", convert::text(&convert::clip(level)))],
        )
    })?;
    let options = AiOptions {
        time_ms,
        seed,
        nodes,
        depth,
    };
    let limits = options.limits(host::random_seed)?;
    if let Some(o) = game.outcome() {
        return Err(convert::game_over(o));
    }
    Ok((level, limits))
}

/// The AI's move with `searcher`, as `'from-to'`.
pub(super) fn choose(
    game: &crate::Game,
    searcher: &mut search::Searcher,
    level: Level,
    limits: &search::Limits,
) -> Result<String, JsValue> {
    let clock = Clock::new();
    let now = || clock.now_ms();
    game.search_root()
        .and_then(|root| searcher.choose_move(&root, level, limits, &now, &mut |_| {}))
        .map(|m| m.to_string())
        .ok_or_else(|| convert::refusal("game_over", "no legal move", &[]))
}

/// Checks an `analyse` request: the number of lines and the limits
/// (analysis is deterministic: a missing seed needs no randomness).
pub(super) fn analyse_request(
    lines: u32,
    time_ms: Option<f64>,
    seed: Option<u64>,
    nodes: Option<u64>,
    depth: Option<u32>,
) -> Result<search::Limits, JsValue> {
    let max = search::multipv::MAX_LINES;
    if !(1..=max as u32).contains(&lines) {
        return Err(convert::bad_argument(
            "lines",
            &format!("lines must be between 1 and {max}, got {lines}"),
        ));
    }
    let options = AiOptions {
        time_ms,
        seed,
        nodes,
        depth,
    };
    options.limits(|| 0)
}

/// Multi-line analysis of `game` with `searcher` (see `Game.analyse`);
/// `now` and `report` as for [`search::Searcher::analyse`].
pub(super) fn analysis(
    game: &crate::Game,
    searcher: &mut search::Searcher,
    lines: u32,
    limits: &search::Limits,
    now: &dyn Fn() -> f64,
    report: &mut dyn FnMut(usize, &search::Report),
) -> Result<JsValue, JsValue> {
    let empty = AnalysisJs {
        depth: 0,
        seldepth: 0,
        nodes: 0.0,
        lines: Vec::new(),
    };
    if game.outcome().is_some() {
        return convert::to_js(&empty);
    }
    let Some(root) = game.search_root() else {
        return convert::to_js(&empty);
    };
    let a = searcher.analyse(&root, lines as usize, limits, now, report);
    let to_move = game.side_to_move();
    let out = AnalysisJs {
        depth: a.depth,
        seldepth: a.seldepth,
        nodes: a.nodes as f64,
        lines: a
            .lines
            .iter()
            .map(|l| {
                let c = search::winchance::win_chance(l.score, to_move);
                AnalysisLineJs {
                    mv: l.mv.to_string(),
                    pv: l.pv.iter().map(ToString::to_string).collect(),
                    score: l.score,
                    mate: search::mate_in(l.score),
                    lower_bound: l.lower_bound,
                    depth: l.depth,
                    win_chance: WinChanceJs {
                        attackers: c.attackers,
                        defenders: c.defenders,
                    },
                }
            })
            .collect(),
    };
    convert::to_js(&out)
}
