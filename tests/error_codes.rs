//! The stable error codes the JS package reports (`err.code`): each comes
//! from a real refusal here, and every one is in the documented set
//! (`hnef::codes::CODES`, which tests/js/codes.test.mjs compares with
//! hnef.d.ts).

use hnef::codes::CODES;
use hnef::notation::{self, RecordFault};
use hnef::{Game, GameError, Move, Side, CLASSIC, COPENHAGEN};

fn mv(text: &str) -> Move {
    let (from, to) = text.split_once('-').unwrap();
    Move::new(from.parse().unwrap(), to.parse().unwrap())
}

fn refused(game: &mut Game, text: &str) -> GameError {
    game.play(mv(text)).unwrap_err()
}

fn is_snake_case(code: &str) -> bool {
    !code.is_empty()
        && code
            .split('_')
            .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()))
}

#[test]
fn the_documented_codes_are_distinct_snake_case_words() {
    for code in CODES {
        assert!(is_snake_case(code), "{code}");
    }
    let mut sorted = CODES.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), CODES.len(), "a code is listed twice");
}

#[test]
fn each_move_refusal_has_its_code_rule_and_square() {
    let mut game = Game::new(&COPENHAGEN);
    let cases = [
        ("c6-c9", "no_piece", "no_piece", Some("c6")),
        ("f4-e4", "not_your_piece", "not_your_piece", Some("f4")),
        ("d1-d1", "illegal_move", "null_move", Some("d1")),
        ("d1-e2", "illegal_move", "not_straight", None),
        ("f2-f6", "illegal_move", "blocked", Some("f4")),
        ("a4-a1", "illegal_move", "restricted", Some("a1")),
    ];
    for (text, code, rule, square) in cases {
        let e = refused(&mut game, text);
        assert_eq!(e.code(), code, "{text}: {e}");
        let GameError::Illegal(_, why) = &e else {
            panic!("{text}: {e:?}")
        };
        assert_eq!(why.rule(), rule, "{text}");
        assert_eq!(
            why.square().map(|s| s.to_string()).as_deref(),
            square,
            "{text}"
        );
        assert!(CODES.contains(&e.code()));
    }
    // The classic ruleset's empty throne blocks ordinary pieces.
    let mut classic = Game::from_position(
        &CLASSIC,
        notation::parse_position("11/11/11/11/11/a10/4k6/11/11/11/11 a").unwrap(),
    );
    let e = refused(&mut classic, "a6-j6");
    assert_eq!(
        (e.code(), e.to_string().contains("throne")),
        ("illegal_move", true),
        "{e}"
    );
    let GameError::Illegal(_, why) = e else {
        panic!()
    };
    assert_eq!((why.rule(), why.square()), ("throne", None));
}

#[test]
fn game_over_and_draw_refusals_have_their_codes() {
    let mut game = Game::new(&COPENHAGEN);
    assert_eq!(
        game.accept_draw(Side::Defenders).unwrap_err().code(),
        "no_draw_offer"
    );
    game.resign(Side::Defenders).unwrap();
    assert_eq!(refused(&mut game, "d1-d3").code(), "game_over");
    assert_eq!(
        game.resign(Side::Attackers).unwrap_err().code(),
        "game_over"
    );
    assert_eq!(
        game.offer_draw(Side::Attackers).unwrap_err().code(),
        "game_over"
    );

    let mut classic = Game::new(&CLASSIC);
    let e = classic.offer_draw(Side::Attackers).unwrap_err();
    assert_eq!(e.code(), "no_draws", "{e}");
    assert_eq!(
        classic.accept_draw(Side::Attackers).unwrap_err().code(),
        "no_draws"
    );
}

#[test]
fn record_faults_have_names_and_say_whether_a_ply_is_known() {
    let cases = [
        ("", RecordFault::Header, "header", false),
        (
            "[ruleset:chess] d1-d3",
            RecordFault::Header,
            "header",
            false,
        ),
        ("d1-d3 h6-h3 zz", RecordFault::NotAMove, "not_a_move", true),
        (
            "1. d1-d3 h6-h3 2. d3-d9",
            RecordFault::Illegal,
            "illegal",
            true,
        ),
        ("d1-d3xd4", RecordFault::Captures, "captures", true),
        (
            "d1-d3 resigns h6-h3",
            RecordFault::AfterEnd,
            "after_end",
            true,
        ),
        (
            "[result:draw]\n[reason:resignation]\nd1-d3",
            RecordFault::Result,
            "result",
            false,
        ),
    ];
    for (text, fault, name, at_move) in cases {
        let read = notation::read_record(text, &COPENHAGEN);
        let (got, e) = read
            .fault
            .clone()
            .unwrap_or_else(|| panic!("{text:?} accepted"));
        assert_eq!(got, fault, "{text:?}: {e}");
        assert_eq!((fault.name(), fault.at_move()), (name, at_move));
    }
    // The faulty move of `1. d1-d3 h6-h3 2. d3-d9` is the record's third ply:
    // the game kept is the one before it.
    let read = notation::read_record("1. d1-d3 h6-h3 2. d3-d9", &COPENHAGEN);
    assert_eq!(read.game.played().len() + 1, 3);
}
