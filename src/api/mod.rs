//! The wasm-bindgen layer (compiled for wasm32 only): each exported method
//! converts its arguments, calls one core function and converts the result.
//! Every argument arrives as a `JsValue` and is checked here, so a wrong type
//! from JavaScript becomes a clear `Error`, never a trap.

mod convert;
mod game;

use wasm_bindgen::prelude::*;

/// Installs the panic hook once, when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The ruleset ids, the default first.
#[wasm_bindgen(js_name = rulesets)]
pub fn rulesets() -> Vec<String> {
    crate::RULESETS.iter().map(|r| r.id.to_string()).collect()
}

/// Random-playout throughput inside wasm (the JS boundary is crossed once):
/// plays random legal games from the start until `plies` plies were played.
/// Returns `{ plies, games, captures }`; the caller times it.
#[wasm_bindgen]
pub fn bench(plies: JsValue, seed: JsValue) -> Result<JsValue, JsError> {
    let plies = convert::uint(&plies, "plies")?.unwrap_or(1_000_000);
    let seed = convert::uint(&seed, "seed")?.unwrap_or(1);
    let stats = crate::playout::random_playouts(&crate::COPENHAGEN, plies, seed);
    let obj = js_sys::Object::new();
    convert::set(&obj, "plies", &JsValue::from_f64(stats.plies as f64));
    convert::set(&obj, "games", &JsValue::from_f64(stats.games as f64));
    convert::set(&obj, "captures", &JsValue::from_f64(stats.captures as f64));
    Ok(obj.into())
}
