//! Conversions between JS values and core types, with clear errors.

use crate::rules::{Outcome, Ruleset};
use crate::{notation, Side, Square};
use wasm_bindgen::prelude::*;

/// Sets `obj[key] = value` (cannot fail on a plain object).
pub fn set(obj: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str(key), value);
}

/// A required string argument.
pub fn string(v: &JsValue, what: &str) -> Result<String, JsError> {
    v.as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string, got {}", type_name(v))))
}

fn type_name(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else {
        v.js_typeof()
            .as_string()
            .unwrap_or_else(|| "a value".into())
    }
}

/// A square name.
pub fn square(v: &JsValue, what: &str) -> Result<Square, JsError> {
    let s = string(v, what)?;
    notation::parse_square(&s).map_err(|e| JsError::new(&e.reason))
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

/// An optional ruleset id (undefined or null: the default).
pub fn ruleset(v: &JsValue) -> Result<&'static Ruleset, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(&crate::COPENHAGEN);
    }
    let id = string(v, "ruleset")?;
    Ruleset::by_id(&id).map_err(|e| JsError::new(&e.to_string()))
}

/// An optional non-negative integer (undefined or null: `None`).
pub fn uint(v: &JsValue, what: &str) -> Result<Option<u64>, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    if let Some(f) = v.as_f64() {
        if f.is_finite() && f >= 0.0 && f.fract() == 0.0 && f <= 9_007_199_254_740_991.0 {
            return Ok(Some(f as u64));
        }
        return Err(JsError::new(&format!(
            "{what} must be a non-negative whole number, got {f}"
        )));
    }
    if v.is_bigint() {
        if let Ok(n) = u64::try_from(v.clone()) {
            return Ok(Some(n));
        }
        return Err(JsError::new(&format!(
            "{what} must fit in 64 bits and not be negative"
        )));
    }
    Err(JsError::new(&format!(
        "{what} must be a number, got {}",
        type_name(v)
    )))
}

/// An optional positive, finite number of milliseconds.
pub fn millis(v: &JsValue, what: &str) -> Result<Option<f64>, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(f) if f.is_finite() && f > 0.0 => Ok(Some(f)),
        Some(f) => Err(JsError::new(&format!(
            "{what} must be a positive number of milliseconds, got {f}"
        ))),
        None => Err(JsError::new(&format!(
            "{what} must be a number, got {}",
            type_name(v)
        ))),
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

/// A string array.
pub fn strings<I: IntoIterator<Item = String>>(items: I) -> js_sys::Array {
    items.into_iter().map(|s| JsValue::from_str(&s)).collect()
}
