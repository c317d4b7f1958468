//! `hnef uci`: the UCI-like engine protocol (owned by the search work).

/// Runs the protocol on stdin/stdout.
pub fn main(_args: &[String]) -> Result<(), String> {
    Err("uci: not built yet".into())
}
