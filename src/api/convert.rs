//! Conversions between JS values and core types, with clear errors.
//!
//! Nothing here may panic: a panic in wasm is an `unreachable` trap that
//! leaves the module unusable. Every check that JavaScript can fail returns
//! a `JsError` instead, whose message names the parameter and what was wrong.

use crate::rules::{Outcome, Ruleset};
use crate::{notation, Side, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Longest text accepted for a position or a record, in UTF-16 units. Real
/// records are a few kilobytes; the cap stops a runaway string from growing
/// wasm memory before it is even parsed.
pub const MAX_TEXT: u32 = 4 << 20;

/// Longest text accepted for a short name (square, side, level, ruleset):
/// anything longer is wrong anyway, and is refused before it is copied.
pub const MAX_NAME: u32 = 256;

/// Sets `obj[key] = value` (cannot fail on a plain object).
pub fn set(obj: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str(key), value);
}

/// A required string argument of at most `max` UTF-16 units.
pub fn string_max(v: &JsValue, what: &str, max: u32) -> Result<String, JsError> {
    let Some(js) = v.dyn_ref::<js_sys::JsString>() else {
        return Err(JsError::new(&format!(
            "{what} must be a string, got {}",
            type_name(v)
        )));
    };
    let len = js.length();
    if len > max {
        return Err(JsError::new(&format!(
            "{what} is too long ({len} characters, at most {max})"
        )));
    }
    // A lone surrogate becomes U+FFFD on the way to UTF-8, which no square,
    // name, position or record contains, so the parse that follows refuses it.
    Ok(String::from(js))
}

/// A required short string argument (a name).
pub fn string(v: &JsValue, what: &str) -> Result<String, JsError> {
    string_max(v, what, MAX_NAME)
}

/// A required long text argument (a position or a record).
pub fn text(v: &JsValue, what: &str) -> Result<String, JsError> {
    string_max(v, what, MAX_TEXT)
}

/// How a value is named in an error message: `null`, `undefined`, or its
/// `typeof` (`number`, `object`, ...). Never calls into user code.
fn type_name(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if js_sys::Array::is_array(v) {
        "an array".into()
    } else {
        v.js_typeof()
            .as_string()
            .unwrap_or_else(|| "a value".into())
    }
}

/// A square name such as `f6` (upper case and surrounding spaces accepted,
/// as in notation).
pub fn square(v: &JsValue, what: &str) -> Result<Square, JsError> {
    let s = string(v, what)?;
    notation::parse_square(&s).map_err(|_| {
        JsError::new(&format!(
            "{what}: '{}' is not a square (expected a file a-k and a rank 1-11, e.g. f6)",
            clip(&s)
        ))
    })
}

/// A side name: `attackers` or `defenders`.
pub fn side(v: &JsValue) -> Result<Side, JsError> {
    let s = string(v, "side")?;
    match s.as_str() {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        _ => Err(JsError::new(&format!(
            "unknown side '{}' (expected 'attackers' or 'defenders')",
            clip(&s)
        ))),
    }
}

/// An optional ruleset id (undefined: the default).
pub fn ruleset(v: &JsValue) -> Result<&'static Ruleset, JsError> {
    ruleset_or(v, &crate::COPENHAGEN)
}

/// An optional ruleset id (undefined: `default`).
pub fn ruleset_or(v: &JsValue, default: &'static Ruleset) -> Result<&'static Ruleset, JsError> {
    if v.is_undefined() {
        return Ok(default);
    }
    let id = string(v, "ruleset")?;
    Ruleset::by_id(&id).map_err(|_| {
        let known: Vec<&str> = crate::RULESETS.iter().map(|r| r.id).collect();
        JsError::new(&format!(
            "unknown ruleset '{}' (known: {})",
            clip(&id),
            known.join(", ")
        ))
    })
}

/// An optional non-negative whole number up to 2^53 - 1 (undefined: `None`).
pub fn uint(v: &JsValue, what: &str) -> Result<Option<u64>, JsError> {
    if v.is_undefined() {
        return Ok(None);
    }
    if let Some(f) = v.as_f64() {
        if f.is_finite() && f >= 0.0 && f.fract() == 0.0 && f <= 9_007_199_254_740_991.0 {
            return Ok(Some(f as u64));
        }
        return Err(JsError::new(&format!(
            "{what} must be a non-negative whole number, got {}",
            number(f)
        )));
    }
    if v.is_bigint() {
        return u64::try_from(v.clone()).map(Some).map_err(|_| {
            JsError::new(&format!(
                "{what} must be a non-negative whole number below 2^64"
            ))
        });
    }
    Err(JsError::new(&format!(
        "{what} must be a number, got {}",
        type_name(v)
    )))
}

/// An optional positive, finite number of milliseconds (undefined: `None`).
pub fn millis(v: &JsValue, what: &str) -> Result<Option<f64>, JsError> {
    if v.is_undefined() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(f) if f.is_finite() && f > 0.0 => Ok(Some(f)),
        Some(f) => Err(JsError::new(&format!(
            "{what} must be a positive number of milliseconds, got {}",
            number(f)
        ))),
        None => Err(JsError::new(&format!(
            "{what} must be a number, got {}",
            type_name(v)
        ))),
    }
}

/// A number as JavaScript writes it in a message (`NaN`, `Infinity`, `1.5`).
fn number(f: f64) -> String {
    if f.is_nan() {
        "NaN".into()
    } else if f.is_infinite() {
        if f > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else {
        f.to_string()
    }
}

/// A long user string shortened for an error message.
pub fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// Writes `status`, `reason` and `winner` of an outcome into `obj`.
pub fn outcome_into(obj: &js_sys::Object, outcome: Option<Outcome>) {
    set(
        obj,
        "status",
        &JsValue::from_str(notation::status_text(outcome)),
    );
    set(
        obj,
        "reason",
        &outcome.map_or(JsValue::NULL, |o| JsValue::from_str(o.reason.name())),
    );
    set(
        obj,
        "winner",
        &outcome
            .and_then(|o| o.winner)
            .map_or(JsValue::NULL, |s| JsValue::from_str(s.name())),
    );
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
/// hundred moves) several times slower.
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
