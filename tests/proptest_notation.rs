//! Property tests of the notation parsers (docs/RULES.md, "Notation"), for
//! both rulesets: no text makes a parser panic, whether arbitrary or a valid
//! text cut and changed; and writing then reading is exact for positions,
//! moves and game records.
//!
//! The case counts keep the whole file to a few seconds in release; the
//! cargo-fuzz targets in `fuzz/` explore the same properties for longer.

use hnef::notation::{
    self, parse_move, parse_position, parse_record, parse_square, position_text, read_record,
    record_text,
};
use hnef::playout::Rng;
use hnef::{Bitboard, Board, Game, Move, Position, Ruleset, Side, Square, RULESETS};
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------

fn ruleset() -> impl Strategy<Value = &'static Ruleset> {
    prop::sample::select(RULESETS.to_vec())
}

fn square() -> impl Strategy<Value = Square> {
    (0usize..121).prop_map(|i| Square::from_index(i).expect("on the board"))
}

/// A valid set-up: any mix of attackers and defenders off the restricted
/// squares, one king off the corners, either side to move.
fn setup() -> impl Strategy<Value = Position> {
    (
        prop::collection::vec(0u8..10, 121),
        square().prop_filter("the king is off the corners", |s| !s.is_corner()),
        any::<bool>(),
    )
        .prop_map(|(cells, king, attackers_move)| {
            let mut board = Board {
                attackers: Bitboard::EMPTY,
                defenders: Bitboard::EMPTY,
                king: Bitboard::EMPTY,
            };
            board.king.set(king);
            for (sq, cell) in Square::all().zip(cells) {
                if sq == king || sq.is_restricted() {
                    continue;
                }
                match cell {
                    0 | 1 => board.attackers.set(sq),
                    2 => board.defenders.set(sq),
                    _ => {}
                }
            }
            let side = if attackers_move {
                Side::Attackers
            } else {
                Side::Defenders
            };
            Position::new(board, side).expect("a valid set-up")
        })
}

/// Plays up to `plies` random legal moves.
fn play_random(game: &mut Game, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())])
            .expect("a generated move is legal");
    }
}

/// How a random game ends when its moves leave it going on.
#[derive(Copy, Clone, Debug)]
enum Ending {
    Open,
    Resign(Side),
    Flag(Side),
    AgreedDraw,
}

fn ending() -> impl Strategy<Value = Ending> {
    prop_oneof![
        2 => Just(Ending::Open),
        1 => Just(Ending::Resign(Side::Attackers)),
        1 => Just(Ending::Resign(Side::Defenders)),
        1 => Just(Ending::Flag(Side::Attackers)),
        1 => Just(Ending::Flag(Side::Defenders)),
        1 => Just(Ending::AgreedDraw),
    ]
}

/// A game of random legal moves, from the start or from a set-up, perhaps
/// ended by a resignation, a loss on time or an agreed draw.
fn random_game() -> impl Strategy<Value = Game> {
    (
        ruleset(),
        prop::option::weighted(0.3, setup()),
        any::<u64>(),
        0usize..300,
        ending(),
    )
        .prop_map(|(rules, start, seed, plies, ending)| {
            let mut game = match start {
                Some(pos) => Game::from_position(rules, pos),
                None => Game::new(rules),
            };
            play_random(&mut game, &mut Rng::new(seed), plies);
            if game.outcome().is_none() {
                let side = game.side_to_move();
                match ending {
                    Ending::Resign(s) => {
                        game.resign(s).expect("a game going on can be resigned");
                    }
                    Ending::Flag(s) => {
                        game.lose_on_time(s)
                            .expect("a game going on can be lost on time");
                    }
                    Ending::AgreedDraw if rules.draw_by_agreement => {
                        game.offer_draw(side.opponent()).expect("an offer");
                        game.accept_draw(side).expect("accepted");
                    }
                    Ending::Open | Ending::AgreedDraw => {}
                }
            }
            game
        })
}

/// A valid text of one of the three kinds, from a random game.
fn valid_text() -> impl Strategy<Value = String> {
    (random_game(), 0u8..3).prop_map(|(game, kind)| match kind {
        0 => position_text(game.position()),
        1 => record_text(&game),
        _ => game
            .played()
            .iter()
            .map(hnef::Played::notation)
            .collect::<Vec<_>>()
            .join(" "),
    })
}

/// One change to a text: delete, insert, duplicate or truncate at a place
/// (a fraction of the length), with grammar characters and a few others.
#[derive(Clone, Debug)]
enum Edit {
    Delete(f64, usize),
    Insert(f64, String),
    Duplicate(f64, usize),
    Truncate(f64),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        (at.clone(), 1usize..8).prop_map(|(a, n)| Edit::Delete(a, n)),
        (
            at.clone(),
            "[adkADKtT0-9/ x.:\\[\\]\\-\n]{1,4}|[^\\x00-\\x7f]|\\x00|11|12|0"
        )
            .prop_map(|(a, s)| Edit::Insert(a, s)),
        (at.clone(), 1usize..20).prop_map(|(a, n)| Edit::Duplicate(a, n)),
        at.prop_map(Edit::Truncate),
    ]
}

/// `text` with `edits` applied (positions are taken on character
/// boundaries).
fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |f: f64, len: usize| ((f * (len + 1) as f64) as usize).min(len);
        match e {
            Edit::Delete(f, n) => {
                let i = at(*f, chars.len());
                let j = (i + n).min(chars.len());
                chars.drain(i..j);
            }
            Edit::Insert(f, s) => {
                let i = at(*f, chars.len());
                chars.splice(i..i, s.chars());
            }
            Edit::Duplicate(f, n) => {
                let i = at(*f, chars.len());
                let j = (i + n).min(chars.len());
                let piece: Vec<char> = chars[i..j].to_vec();
                chars.splice(j..j, piece);
            }
            Edit::Truncate(f) => {
                let i = at(*f, chars.len());
                chars.truncate(i);
            }
        }
    }
    chars.into_iter().collect()
}

// ---------------------------------------------------------------------------
// Checks shared by the properties.
// ---------------------------------------------------------------------------

fn same_game(a: &Game, b: &Game) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.rules().id, b.rules().id);
    prop_assert_eq!(a.start(), b.start());
    prop_assert_eq!(a.played(), b.played());
    prop_assert_eq!(a.positions(), b.positions());
    prop_assert_eq!(a.outcome(), b.outcome());
    Ok(())
}

/// Runs every reader on `text`; whatever they accept must write back to a
/// text that reads as the same thing.
fn read_everything(text: &str) -> Result<(), TestCaseError> {
    let _ = parse_square(text);
    if let Ok(m) = parse_move(text) {
        let again = parse_move(&m.mv.to_string()).expect("a written move reads");
        prop_assert_eq!(again.mv, m.mv);
    }
    if let Ok(pos) = parse_position(text) {
        let written = position_text(&pos);
        let again = parse_position(&written).expect("a written position reads");
        prop_assert_eq!(again, pos);
        prop_assert_eq!(position_text(&again), written);
    }
    for rules in RULESETS {
        let read = read_record(text, rules);
        let parsed = parse_record(text, rules);
        // One parser: read_record refuses exactly what parse_record refuses.
        prop_assert_eq!(read.fault.is_none(), parsed.is_ok());
        if let Ok(game) = parsed {
            let written = record_text(&game);
            let again = parse_record(&written, rules).expect("a written record reads");
            same_game(&game, &again)?;
            prop_assert_eq!(record_text(&again), written);
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Never a panic.
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn parsers_never_panic_on_printable_text(text in "\\PC{0,200}") {
        read_everything(&text)?;
    }

    #[test]
    fn parsers_never_panic_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        read_everything(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn parsers_never_panic_on_grammar_soup(
        text in "[adkADKtT0-9/ x.:\\-\\[\\]\n+]{0,120}|([a-l][0-9]{1,2}[-x/]?){0,12}"
    ) {
        read_everything(&text)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(192))]

    #[test]
    fn parsers_never_panic_on_mutated_valid_texts(
        text in valid_text(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        read_everything(&apply(&text, &edits))?;
    }
}

// ---------------------------------------------------------------------------
// Exact round trips.
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// position -> text -> position, for set-ups of any shape.
    #[test]
    fn position_text_round_trips(pos in setup()) {
        let text = position_text(&pos);
        let again = parse_position(&text).expect("a written position reads");
        prop_assert_eq!(again, pos);
        prop_assert_eq!(again.key(), pos.key());
        prop_assert_eq!(position_text(&again), text);
    }

    /// Every position of a random game, both rulesets.
    #[test]
    fn positions_of_random_games_round_trip(game in random_game()) {
        for pos in game.positions().iter().filter(|p| !p.king().is_corner()) {
            let again = parse_position(&position_text(pos)).expect("reads");
            prop_assert_eq!(&again, pos);
        }
    }

    /// move -> text -> move, in every written style: `f2-f4`, `f2f4`, upper
    /// case, captures after `x` separated by `x` or `/`, a square written
    /// twice.
    #[test]
    fn move_text_round_trips(
        from in square(),
        to in square(),
        captured in prop::collection::vec(square(), 0..5),
        dash in any::<bool>(),
        slash in any::<bool>(),
        upper in any::<bool>(),
    ) {
        let mv = Move::new(from, to);
        let mut text = if dash { mv.to_string() } else { format!("{from}{to}") };
        for (i, sq) in captured.iter().enumerate() {
            text.push(if i > 0 && slash { '/' } else { 'x' });
            text.push_str(&sq.to_string());
        }
        if upper {
            text = text.to_ascii_uppercase();
        }
        let parsed = parse_move(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(parsed.mv, mv);
        let want: Option<Bitboard> =
            (!captured.is_empty()).then(|| captured.iter().copied().collect());
        prop_assert_eq!(parsed.captures, want);
        prop_assert!(!parsed.king);
        prop_assert_eq!(parse_move(&parsed.mv.to_string()).expect("reads").mv, mv);
    }

    /// game -> record text -> game: the same ruleset (named by the tag, not
    /// the default), start, moves, positions and outcome, and the same text
    /// written again; each played move's text reads as the move and its
    /// captures.
    #[test]
    fn record_text_round_trips(game in random_game()) {
        let text = record_text(&game);
        let other = RULESETS
            .into_iter()
            .find(|r| r.id != game.rules().id)
            .expect("two rulesets");
        let again = parse_record(&text, other)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        same_game(&game, &again)?;
        prop_assert_eq!(record_text(&again), text);
        for p in game.played() {
            let parsed = parse_move(&p.notation()).expect("a played move reads");
            prop_assert_eq!(parsed.mv, p.mv);
            prop_assert_eq!(parsed.captures.unwrap_or(Bitboard::EMPTY), p.captured);
        }
    }

    /// The moves alone (a bare list, as the recorded games write them) read
    /// as the same game when it started from the start position.
    #[test]
    fn bare_move_lists_round_trip(
        rules in ruleset(),
        seed in any::<u64>(),
        plies in 1usize..300,
    ) {
        let mut game = Game::new(rules);
        play_random(&mut game, &mut Rng::new(seed), plies);
        let bare: Vec<String> = game.played().iter().map(hnef::Played::notation).collect();
        let again = parse_record(&bare.join(" "), rules)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        same_game(&game, &again)?;
        let read = read_record(&bare.join("\n"), rules);
        prop_assert!(read.fault.is_none());
        prop_assert_eq!(read.game.played(), game.played());
    }
}

/// The notation module names the ruleset it was given in the text it
/// writes, so every ruleset's record is distinguishable (a guard for the
/// round trip above, which reads with the *other* ruleset as default).
#[test]
fn record_text_names_the_ruleset() {
    for rules in RULESETS {
        let text = record_text(&Game::new(rules));
        assert!(text.contains(&format!("[ruleset:{}]", rules.id)), "{text}");
        assert_eq!(
            notation::parse_record_default(&text)
                .expect("reads")
                .rules()
                .id,
            rules.id
        );
    }
}
