//! What the bindings take from the host: a clock for the search and
//! randomness for a seed nobody gave.
//!
//! Both call into JavaScript while a Rust frame is on the stack, so neither
//! may let a JS exception through: an exception unwinding out of wasm skips
//! the Rust frames' clean-up (the borrow of the game, the stack pointer) and
//! poisons the module. Every import used here is declared `catch`, and a
//! value that is not a finite number is treated like a throw.

use std::cell::Cell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `Date.now()`, the fallback clock, as a `catch` import returning the
    /// raw value (js-sys's `Date::now` is infallible and returns `f64`).
    #[wasm_bindgen(catch, js_namespace = Date, js_name = now)]
    fn date_now_checked() -> Result<JsValue, JsValue>;
}

/// Where one search reads the time.
enum Source {
    /// `globalThis.performance` (browser window, Web Worker, Node.js) and
    /// its `now`, called through `Function.prototype.call` (a `catch`
    /// import): web-sys's `Performance::now` is infallible and returns
    /// `f64`, so a patched `now` that throws, or returns an object whose
    /// `valueOf` throws, would unwind through the search.
    Performance(web_sys::Performance, js_sys::Function),
    /// `Date.now()`: no `performance` on this host, or it failed.
    Date,
    /// Neither works: each reading advances one millisecond, so a time
    /// budget still ends the search.
    Ticks,
}

/// A monotonic millisecond clock for one search. The source is chosen at
/// the first reading and kept, so one search never mixes time bases.
pub struct Clock {
    source: Cell<Option<Source>>,
    last: Cell<f64>,
}

impl Clock {
    /// A clock whose source is chosen at its first reading.
    pub fn new() -> Clock {
        Clock {
            source: Cell::new(None),
            last: Cell::new(0.0),
        }
    }

    /// Milliseconds since an arbitrary origin; never decreases, never throws.
    pub fn now_ms(&self) -> f64 {
        let source = match self.source.take() {
            Some(s) => s,
            None => Self::choose(),
        };
        let reading = match &source {
            Source::Performance(perf, now) => finite(now.call0(perf)),
            Source::Date => finite(date_now_checked()),
            Source::Ticks => None,
        };
        let last = self.last.get();
        let now = match reading {
            Some(t) => t.max(last),
            None => last + 1.0,
        };
        self.source.set(Some(source));
        self.last.set(now);
        now
    }

    /// The first source that gives a finite reading now.
    fn choose() -> Source {
        if let Some((perf, now)) = performance() {
            if finite(now.call0(&perf)).is_some() {
                return Source::Performance(perf, now);
            }
        }
        if finite(date_now_checked()).is_some() {
            return Source::Date;
        }
        Source::Ticks
    }
}

/// `globalThis.performance` and its `now` function, when both exist.
/// `Reflect.get` is a `catch` import: a throwing getter reads as absent.
fn performance() -> Option<(web_sys::Performance, js_sys::Function)> {
    let perf = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")).ok()?;
    if !perf.is_object() {
        return None;
    }
    let now = js_sys::Reflect::get(&perf, &JsValue::from_str("now"))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    Some((perf.unchecked_into(), now))
}

/// The number in a `catch` import's result, when it is a finite number.
fn finite(result: Result<JsValue, JsValue>) -> Option<f64> {
    result.ok()?.as_f64().filter(|t| t.is_finite())
}

/// A seed for the easy level's noise when the caller gives none: from the
/// host's `crypto.getRandomValues` (getrandom), or failing that (Node.js
/// before 19 has no global `crypto`) from the clock's low bits.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        let clock = Clock::new();
        let t = clock.now_ms();
        // Mix the reading so nearby times give unrelated seeds (SplitMix64's
        // finaliser).
        let mut z = t.to_bits() ^ 0x9e37_79b9_7f4a_7c15;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    })
}
