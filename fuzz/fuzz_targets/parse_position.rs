//! Any text: `parse_position` never panics, and a position it accepts writes
//! back to text that reads as the same position with the same key.

#![no_main]

use hnef::{notation, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The other readers must not panic on the same text either.
    let _ = notation::parse_square(text);
    let _ = notation::parse_move(text);
    let Ok(pos) = notation::parse_position(text) else {
        return;
    };
    assert_eq!(
        pos.key(),
        Position::compute_key(pos.board(), pos.side_to_move())
    );
    let written = notation::position_text(&pos);
    let again = notation::parse_position(&written)
        .unwrap_or_else(|e| panic!("{written:?} does not read back: {e}"));
    assert_eq!(again, pos, "{written}");
    assert_eq!(again.key(), pos.key(), "{written}");
    assert_eq!(notation::position_text(&again), written);
});
