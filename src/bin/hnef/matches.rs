//! `hnef match`: engine-vs-engine matches (owned by the search work).

/// Runs a match.
pub fn main(_args: &[String]) -> Result<(), String> {
    Err("match: not built yet".into())
}
