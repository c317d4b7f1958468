//! Any text: `parse_record` never panics, `read_record` (what `hnef replay`
//! uses) accepts the same, and a record it accepts writes back
//! (`record_text`) to a record that replays to the same game.

#![no_main]

use hnef::{notation, Game, CLASSIC, COPENHAGEN};
use libfuzzer_sys::fuzz_target;

fn same_game(a: &Game, b: &Game) -> bool {
    a.rules().id == b.rules().id
        && a.positions() == b.positions()
        && a.played() == b.played()
        && a.outcome() == b.outcome()
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for default in [&COPENHAGEN, &CLASSIC] {
        // One parser: replay's read_record refuses exactly what
        // parse_record refuses.
        let read = notation::read_record(text, default);
        let parsed = notation::parse_record(text, default);
        assert_eq!(read.fault.is_none(), parsed.is_ok());
        let Ok(game) = parsed else {
            continue;
        };
        let written = notation::record_text(&game);
        let again = notation::parse_record(&written, default)
            .unwrap_or_else(|e| panic!("{written:?} does not read back: {e}"));
        assert!(same_game(&game, &again), "{written}");
        assert_eq!(notation::record_text(&again), written);
    }
});
