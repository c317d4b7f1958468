//! Conversions between the bindings' arguments and core types, and the
//! typed shapes of what crosses the boundary as an object.
//!
//! The package entry (`hnef.js`) has already checked every argument's type
//! and length and copied it into a primitive or a fresh object without a
//! prototype, so nothing here reads a user's object. What is left to check
//! is meaning (is `z9` a square?), and the Rust side stays safe when the
//! glue is called directly: nothing here may panic (a panic in wasm is an
//! `unreachable` trap that leaves the module unusable); every failure is a
//! JS `Error` whose message names the parameter and what was wrong, with a
//! stable `code` (see `crate::codes`) and, where useful, `details`.

use crate::notation::{NotationError, RecordFault};
use crate::rules::{Outcome, Ruleset};
use crate::search::Limits;
use crate::{notation, GameError, Side, Square};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A refusal as a JS `Error`: the English `message`, the stable `code` and,
/// when any are given, `details` (a plain object of the pairs).
pub fn refusal(code: &str, message: &str, details: &[(&str, JsValue)]) -> JsValue {
    let err = js_sys::Error::new(message);
    set(&err, "code", &JsValue::from_str(code));
    if !details.is_empty() {
        let object = js_sys::Object::new();
        for (key, value) in details {
            set(&object, key, value);
        }
        set(&err, "details", &object);
    }
    err.into()
}

/// Sets a property of a fresh object (it has no setter that could throw;
/// a failure would only leave the property out).
fn set(target: &JsValue, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), value);
}

/// A string detail.
pub fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}

/// A `bad_argument` refusal about the parameter `what`.
pub fn bad_argument(what: &str, message: &str) -> JsValue {
    refusal("bad_argument", message, &[("parameter", text(what))])
}

/// The details of a finished game: `status`, `reason`, `winner`.
fn outcome_details(o: Outcome) -> [(&'static str, JsValue); 3] {
    [
        ("status", text(o.status())),
        ("reason", text(o.reason.name())),
        ("winner", o.winner.map_or(JsValue::NULL, |w| text(w.name()))),
    ]
}

/// The `game_over` refusal for a finished game.
pub fn game_over(o: Outcome) -> JsValue {
    refusal(
        "game_over",
        &format!("the game is over ({o})"),
        &outcome_details(o),
    )
}

/// A refused move or draw: `illegal_move` (`details`: `move`, `rule`,
/// `square` or null), `no_piece` and `not_your_piece` (the same),
/// `game_over`, `no_draws` (`ruleset`), `no_draw_offer` (`side`, the side
/// that tried to accept).
pub fn game_error(e: &GameError) -> JsValue {
    let message = e.to_string();
    match e {
        GameError::Illegal(mv, why) => refusal(
            e.code(),
            &message,
            &[
                ("move", text(&mv.to_string())),
                ("rule", text(why.rule())),
                (
                    "square",
                    why.square().map_or(JsValue::NULL, |s| text(&s.to_string())),
                ),
            ],
        ),
        GameError::GameOver(o) => refusal(e.code(), &message, &outcome_details(*o)),
        GameError::NoDraws(id) => refusal(e.code(), &message, &[("ruleset", text(id))]),
        GameError::NoDrawOffer(side) => refusal(e.code(), &message, &[("side", text(side.name()))]),
    }
}

/// A `bad_position` refusal (`details.token`: the offending part).
pub fn bad_position(e: &NotationError) -> JsValue {
    refusal(
        "bad_position",
        &format!("bad position: {e}"),
        &[("token", text(&clip(&e.token)))],
    )
}

/// A `bad_record` refusal: `details.fault` (which check failed, see
/// `RecordFault::name`), `ply` (the record's ply, counted from 1, of a
/// fault at a move; null for the header or the result) and `token`.
pub fn bad_record(fault: RecordFault, ply: usize, e: &NotationError) -> JsValue {
    refusal(
        "bad_record",
        &format!("bad record: {e}"),
        &[
            ("fault", text(fault.name())),
            (
                "ply",
                if fault.at_move() {
                    JsValue::from_f64(ply as f64)
                } else {
                    JsValue::NULL
                },
            ),
            ("token", text(&clip(&e.token))),
        ],
    )
}

/// A square name such as `f6` (upper case and surrounding spaces accepted,
/// as in notation).
pub fn square(s: &str, what: &str) -> Result<Square, JsValue> {
    notation::parse_square(s).map_err(|_| {
        refusal(
            "bad_square",
            &format!(
                "{what}: '{}' is not a square (expected a file a-k and a rank 1-11, e.g. f6)",
                clip(s)
            ),
            &[("parameter", text(what)), ("square", text(&clip(s)))],
        )
    })
}

/// A side name: `attackers` or `defenders`.
pub fn side(s: &str) -> Result<Side, JsValue> {
    // Exactly the names the API writes (`Side::from_name` also takes `a`,
    // `Attacker`, ... for the command line).
    match s {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        _ => Err(refusal(
            "unknown_side",
            &format!(
                "unknown side '{}' (expected 'attackers' or 'defenders')",
                clip(s)
            ),
            &[("side", text(&clip(s)))],
        )),
    }
}

/// An optional ruleset id (`None`: Copenhagen, the default).
pub fn ruleset(id: Option<&str>) -> Result<&'static Ruleset, JsValue> {
    let Some(id) = id else {
        return Ok(&crate::COPENHAGEN);
    };
    Ruleset::by_id(id).map_err(|_| {
        let known: Vec<&str> = crate::RULESETS.iter().map(|r| r.id).collect();
        refusal(
            "unknown_ruleset",
            &format!(
                "unknown ruleset '{}' (known: {})",
                clip(id),
                known.join(", ")
            ),
            &[("ruleset", text(&clip(id)))],
        )
    })
}

/// A long user string shortened for an error message.
pub fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// The deepest `depth` option accepted (the search clamps deeper ones).
pub const MAX_DEPTH: u32 = 100;

/// The options of `aiMove` and `analyse`, as the package entry hands them
/// over: each one a separate argument, already a number (`seed` and `nodes`
/// a `BigInt`), or `undefined`. No object crosses, so nothing here reads a
/// property, and no deserializer (with its float formatting) is in the wasm.
#[derive(Default)]
pub struct AiOptions {
    /// `timeMs`.
    pub time_ms: Option<f64>,
    /// `seed`.
    pub seed: Option<u64>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `depth`.
    pub depth: Option<u32>,
}

impl AiOptions {
    /// The search limits; `random_seed` is asked only when no seed was given.
    pub fn limits(&self, random_seed: impl FnOnce() -> u64) -> Result<Limits, JsValue> {
        if let Some(t) = self.time_ms {
            if !(t.is_finite() && t > 0.0) {
                return Err(bad_argument(
                    "timeMs",
                    "timeMs must be a positive number of milliseconds",
                ));
            }
        }
        if let Some(d) = self.depth {
            if !(1..=MAX_DEPTH).contains(&d) {
                return Err(bad_argument(
                    "depth",
                    &format!("depth must be between 1 and {MAX_DEPTH}, got {d}"),
                ));
            }
        }
        Ok(Limits {
            time_ms: self.time_ms,
            nodes: self.nodes,
            depth: self.depth,
            seed: self.seed.unwrap_or_else(random_seed),
        })
    }
}

/// `{ status, reason, winner }`.
#[derive(Serialize)]
pub struct OutcomeJs {
    status: &'static str,
    reason: Option<&'static str>,
    winner: Option<&'static str>,
}

impl From<Option<Outcome>> for OutcomeJs {
    fn from(outcome: Option<Outcome>) -> OutcomeJs {
        OutcomeJs {
            status: notation::status_text(outcome),
            reason: outcome.map(|o| o.reason.name()),
            winner: outcome
                .and_then(|o| o.winner)
                .map(super::super::piece::Side::name),
        }
    }
}

/// `{ move, captured, status, reason, winner }`.
#[derive(Serialize)]
pub struct MoveResultJs {
    #[serde(rename = "move")]
    mv: String,
    captured: Vec<String>,
    status: &'static str,
    reason: Option<&'static str>,
    winner: Option<&'static str>,
}

impl MoveResultJs {
    /// A played move and the outcome after it.
    pub fn new(played: &crate::Played, outcome: Option<Outcome>) -> MoveResultJs {
        let o = OutcomeJs::from(outcome);
        MoveResultJs {
            mv: played.mv.to_string(),
            captured: played.captured.iter().map(|s| s.to_string()).collect(),
            status: o.status,
            reason: o.reason,
            winner: o.winner,
        }
    }
}

/// `{ brackets, front, runs, captured }` of a shield wall, square names.
#[derive(Serialize)]
pub struct ShieldWallJs {
    brackets: Vec<String>,
    front: Vec<String>,
    runs: Vec<String>,
    captured: Vec<String>,
}

impl From<crate::rules::evidence::ShieldWall> for ShieldWallJs {
    fn from(wall: crate::rules::evidence::ShieldWall) -> ShieldWallJs {
        let names = |b: crate::Bitboard| b.iter().map(|s| s.to_string()).collect();
        ShieldWallJs {
            brackets: names(wall.brackets),
            front: names(wall.front),
            runs: names(wall.runs),
            captured: names(wall.captured),
        }
    }
}

/// `{ plies, games, captures }` of `bench`.
#[derive(Serialize)]
pub struct BenchJs {
    /// Plies played.
    pub plies: u64,
    /// Games finished.
    pub games: u64,
    /// Ordinary pieces captured.
    pub captures: u64,
}

/// A result struct as a plain JS object (`None` as `null`, as the API
/// documents; serde-wasm-bindgen's default is `undefined`).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true))
        .map_err(|e| refusal("internal", &format!("cannot convert the result: {e}"), &[]))
}

/// Appends a square's name (`f6`) without the formatting machinery, which
/// costs more than move generation itself in `legalMoves()`. The JS tests
/// (random.test.mjs) check every name against `Square`'s `Display`, which
/// `applyMove(...).move` and `history()` use.
fn push_square(out: &mut String, sq: Square) {
    out.push(char::from(b'a' + sq.file()));
    let rank = sq.rank() + 1;
    if rank >= 10 {
        out.push('1');
    }
    out.push(char::from(b'0' + rank % 10));
}

/// Something written as one word of a [`words`] list.
pub trait Word {
    /// Appends the word to `out`.
    fn push_to(&self, out: &mut String);
}

impl Word for Square {
    fn push_to(&self, out: &mut String) {
        push_square(out, *self);
    }
}

impl Word for &crate::Move {
    fn push_to(&self, out: &mut String) {
        push_square(out, self.from);
        out.push('-');
        push_square(out, self.to);
    }
}

impl Word for String {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

/// A string array of words without spaces (squares, moves).
///
/// Built as one space-separated string split on the JS side: two boundary
/// crossings instead of one per item, which made `legalMoves()` (about a
/// hundred moves) several times slower than serde-wasm-bindgen's
/// element-by-element array would be.
pub fn words<T: Word, I: IntoIterator<Item = T>>(items: I) -> js_sys::Array {
    let mut joined = String::new();
    for item in items {
        if !joined.is_empty() {
            joined.push(' ');
        }
        item.push_to(&mut joined);
    }
    if joined.is_empty() {
        return js_sys::Array::new();
    }
    js_sys::JsString::from(joined).split(" ")
}

/// A number as JavaScript writes it (`String(n)`): Rust's float formatting
/// stays out of the wasm.
pub fn number(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .map_or_else(|_| String::from("?"), String::from)
}
