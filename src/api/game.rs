//! The exported `Game` class.

use super::convert;
use crate::rules::movegen;
use crate::search::{self, Level, Limits};
use crate::{notation, Move, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A game of hnefatafl: see the package README for the full API.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    inner: crate::Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game from the start position (`ruleset` defaults to Copenhagen).
    #[wasm_bindgen(constructor)]
    pub fn new(ruleset: JsValue) -> Result<JsGame, JsError> {
        let rules = convert::ruleset(&ruleset)?;
        Ok(JsGame {
            inner: crate::Game::new(rules),
        })
    }

    /// A game from position text (ours or OpenTafl's); `ruleset` defaults
    /// to Copenhagen.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: JsValue, ruleset: JsValue) -> Result<JsGame, JsError> {
        let text = convert::text(&text, "position")?;
        let rules = convert::ruleset(&ruleset)?;
        let pos = notation::parse_position(&text)
            .map_err(|e| JsError::new(&format!("bad position: {e}")))?;
        Ok(JsGame {
            inner: crate::Game::from_position(rules, pos),
        })
    }

    /// A game replayed from a record (ours, OpenTafl `.otg`, or a bare move
    /// list). The record's `ruleset` tag picks the ruleset; `ruleset` (by
    /// default Copenhagen) is used when the record names none.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: JsValue, ruleset: JsValue) -> Result<JsGame, JsError> {
        let text = convert::text(&text, "record")?;
        let default = convert::ruleset(&ruleset)?;
        let inner = notation::parse_record(&text, default)
            .map_err(|e| JsError::new(&format!("bad record: {e}")))?;
        Ok(JsGame { inner })
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
    pub fn legal_targets(&self, square: JsValue) -> Result<js_sys::Array, JsError> {
        let sq = convert::square(&square, "square")?;
        Ok(convert::words(self.inner.targets(sq)))
    }

    /// Every legal move as `'from-to'` (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> js_sys::Array {
        convert::words(self.inner.legal_moves().iter())
    }

    /// Plays a move. Returns `{ move, captured, status, reason, winner }`.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&mut self, from: JsValue, to: JsValue) -> Result<JsValue, JsError> {
        let from = convert::square(&from, "from")?;
        let to = convert::square(&to, "to")?;
        let played = self
            .inner
            .play(Move::new(from, to))
            .map_err(|e| JsError::new(&e.to_string()))?;
        let obj = js_sys::Object::new();
        convert::set(&obj, "move", &JsValue::from_str(&played.mv.to_string()));
        convert::set(&obj, "captured", &convert::words(played.captured));
        convert::outcome_into(&obj, self.inner.outcome());
        Ok(obj.into())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// `{ status, reason, winner }`.
    pub fn outcome(&self) -> JsValue {
        let obj = js_sys::Object::new();
        convert::outcome_into(&obj, self.inner.outcome());
        obj.into()
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
        convert::words(self.inner.played().iter().map(|p| p.notation()))
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
    pub fn offer_draw(&mut self, side: JsValue) -> Result<(), JsError> {
        let side = convert::side(&side)?;
        self.inner
            .offer_draw(side)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// `side` accepts the other side's offer; returns the outcome.
    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(&mut self, side: JsValue) -> Result<JsValue, JsError> {
        let side = convert::side(&side)?;
        self.inner
            .accept_draw(side)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.outcome())
    }

    /// `side` resigns: the other side wins (`reason: 'resignation'`, kept in
    /// the record). Refused when the game is already over.
    pub fn resign(&mut self, side: JsValue) -> Result<JsValue, JsError> {
        let side = convert::side(&side)?;
        self.inner
            .resign(side)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.outcome())
    }

    /// The AI's choice for the side to move, as `'from-to'` (not played).
    /// `options`: `{ timeMs?, seed?, nodes?, depth? }`.
    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(&self, level: JsValue, options: JsValue) -> Result<String, JsError> {
        let name = convert::string(&level, "level")?;
        let level = Level::from_name(&name).ok_or_else(|| {
            JsError::new(&format!(
                "unknown level '{}' (expected 'easy', 'normal' or 'expert')",
                convert::clip(&name)
            ))
        })?;
        let limits = limits(&options)?;
        if let Some(o) = self.inner.outcome() {
            return Err(JsError::new(&format!("the game is over ({o})")));
        }
        let now = || js_sys::Date::now();
        self.inner
            .search_root()
            .and_then(|root| search::choose_move(&root, level, &limits, &now, &mut |_| {}))
            .map(|m| m.to_string())
            .ok_or_else(|| JsError::new("no legal move"))
    }

    /// Whether the current position equals the given position text (handy
    /// for tests and embedding).
    #[wasm_bindgen(js_name = isPosition)]
    pub fn is_position(&self, text: JsValue) -> Result<bool, JsError> {
        let text = convert::text(&text, "position")?;
        let current = self.inner.position();
        // The final position of an escape (the king on a corner) cannot be
        // set up, so it does not parse; our own text of it still matches.
        if text.trim() == notation::position_text(current) {
            return Ok(true);
        }
        let pos: Position = notation::parse_position(&text)
            .map_err(|e| JsError::new(&format!("bad position: {e}")))?;
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
}

/// The keys `aiMove` options may have.
const OPTION_KEYS: [&str; 4] = ["timeMs", "seed", "nodes", "depth"];

/// Reads `{ timeMs, seed, nodes, depth }` (all optional; any other key is
/// refused, so a misspelt limit is not silently ignored).
fn limits(options: &JsValue) -> Result<Limits, JsError> {
    let mut limits = Limits::default();
    if options.is_undefined() {
        return Ok(limits);
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(JsError::new(
            "options must be an object like { timeMs: 1000, seed: 1 }",
        ));
    }
    let object: &js_sys::Object = options.unchecked_ref();
    for key in js_sys::Object::keys(object).iter() {
        let key = key.as_string().unwrap_or_default();
        if !OPTION_KEYS.contains(&key.as_str()) {
            return Err(JsError::new(&format!(
                "unknown option '{}' (expected {})",
                convert::clip(&key),
                OPTION_KEYS.join(", ")
            )));
        }
    }
    // A getter that throws reads as undefined: the option is then absent.
    let get = |k: &str| {
        js_sys::Reflect::get(options, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
    };
    limits.time_ms = convert::millis(&get("timeMs"), "timeMs")?;
    limits.seed = convert::uint(&get("seed"), "seed")?.unwrap_or(0);
    limits.nodes = convert::uint(&get("nodes"), "nodes")?;
    limits.depth = match convert::uint(&get("depth"), "depth")? {
        None => None,
        Some(d @ 1..=MAX_DEPTH) => Some(d as u32),
        Some(d) => {
            return Err(JsError::new(&format!(
                "depth must be between 1 and {MAX_DEPTH}, got {d}"
            )))
        }
    };
    Ok(limits)
}

/// The deepest `depth` option accepted (the search clamps deeper ones).
const MAX_DEPTH: u64 = 100;
