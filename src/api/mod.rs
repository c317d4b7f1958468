//! The wasm-bindgen layer (compiled for wasm32 only): each exported method
//! converts its arguments, calls one core function and converts the result.
//!
//! Users reach it only through the package entry `hnef.js`, which checks
//! the type of every argument and copies it before calling in (see
//! [`game`]); the methods here take typed arguments, check their meaning,
//! and answer a bad one with an `Error`, never a panic (an `unreachable`
//! trap).

mod convert;
mod game;
mod host;
mod searcher;

use wasm_bindgen::prelude::*;

/// Installs the panic hook once, when the module is instantiated: in debug
/// builds only. Nothing here may panic, so the hook (which writes a panic's
/// message to the console) only serves someone chasing a bug in a debug
/// build; the release build (the page and the npm package) leaves its
/// formatting code out, about 1 KB of the package's 150 KB gzip budget.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
}

/// The ruleset ids, the default first.
#[wasm_bindgen(js_name = rulesets)]
pub fn rulesets() -> Vec<String> {
    crate::RULESETS.iter().map(|r| r.id.to_string()).collect()
}

/// Checks a square name, the error naming the parameter `what`. The package
/// entry calls it so that `applyMove` reports a malformed `from` before a
/// `to` of the wrong type, as when the engine checked both in turn.
#[wasm_bindgen(js_name = checkSquare)]
pub fn check_square(text: &str, what: &str) -> Result<(), JsValue> {
    convert::square(text, what).map(|_| ())
}

/// Random-playout throughput inside wasm (the JS boundary is crossed once):
/// plays random legal games from the start until `plies` plies were played.
/// Returns `{ plies, games, captures }`; the caller times it.
#[wasm_bindgen]
pub fn bench(plies: Option<u64>, seed: Option<u64>) -> Result<JsValue, JsValue> {
    let stats = crate::playout::random_playouts(
        &crate::COPENHAGEN,
        plies.unwrap_or(1_000_000),
        seed.unwrap_or(1),
    );
    convert::to_js(&convert::BenchJs {
        plies: stats.plies,
        games: stats.games,
        captures: stats.captures,
    })
}
