//! The wasm-bindgen layer (wasm32 only).
