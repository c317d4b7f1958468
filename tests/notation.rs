//! The notation module: squares, moves, positions and game records as text,
//! in the conventions of docs/RULES.md ("Notation"): ours, `OpenTafl`'s, bare move
//! lists and the style of the recorded games.

use hnef::notation::{
    parse_move, parse_position, parse_record, parse_record_default, parse_square, position_text,
    record_text, NotationError,
};
use hnef::{
    Bitboard, Board, Game, Move, Outcome, Position, Reason, Ruleset, Side, Square, CLASSIC,
    COPENHAGEN, RULESETS,
};

const START: &str = "3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a";

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// `SplitMix64`: a seeded generator, so every run sees the same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| sq(n)).collect()
}

/// Plays random legal moves until the game ends or `limit` plies were played.
fn play_random(game: &mut Game, rng: &mut Rng, limit: usize) {
    for _ in 0..limit {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).expect("a generated move is legal");
    }
}

/// Positions met in seeded random playouts of both rulesets, both sides to
/// move, start position included, the final position of an escape (the
/// king on a corner) too.
fn random_positions(seed: u64, games: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = vec![Position::start()];
    for i in 0..games {
        let rules = RULESETS[i % RULESETS.len()];
        let mut game = Game::new(rules);
        play_random(&mut game, &mut rng, 400);
        out.extend(game.positions().iter().copied());
    }
    out
}

/// Our position text written the `OpenTafl` way: rank 1 first, `t` attacker,
/// `T` defender, `K` king, enclosed in slashes (side dropped).
fn opentafl_text(ours: &str) -> String {
    let placement = ours.split(' ').next().expect("placement");
    let rows: Vec<String> = placement
        .split('/')
        .rev()
        .map(|row| {
            row.chars()
                .map(|c| match c {
                    'a' => 't',
                    'd' => 'T',
                    'k' => 'K',
                    other => other,
                })
                .collect()
        })
        .collect();
    format!("/{}/", rows.join("/"))
}

/// Asserts that `err` names `token` and gives a reason containing `why`,
/// and that its message shows both.
fn assert_names(err: &NotationError, token: &str, why: &str) {
    assert_eq!(err.token, token, "token of {err}");
    assert!(
        err.reason.contains(why),
        "reason of {err} should mention {why:?}"
    );
    let message = err.to_string();
    let shown: String = token.chars().take(60).collect();
    assert!(message.contains(&shown), "{message} names {token}");
    assert!(message.contains(why), "{message} says {why}");
}

/// The same game: rules, start, moves with captures, every position, result.
fn assert_same_game(a: &Game, b: &Game, context: &str) {
    assert_eq!(a.rules().id, b.rules().id, "{context}: ruleset");
    assert_eq!(a.start(), b.start(), "{context}: start position");
    assert_eq!(a.played(), b.played(), "{context}: moves and captures");
    assert_eq!(a.positions(), b.positions(), "{context}: positions");
    assert_eq!(a.outcome(), b.outcome(), "{context}: outcome");
}

// ---------------------------------------------------------------------------
// Squares.
// ---------------------------------------------------------------------------

#[test]
fn square_names_round_trip_for_all_121() {
    let mut seen = Bitboard::EMPTY;
    for s in Square::all() {
        let name = s.to_string();
        assert_eq!(name, name.to_lowercase(), "output is lower case");
        assert_eq!(parse_square(&name).unwrap(), s);
        assert_eq!(parse_square(&name.to_uppercase()).unwrap(), s);
        assert!(!seen.has(s));
        seen.set(s);
    }
    assert_eq!(seen.count(), 121);
    assert_eq!(parse_square("a1").unwrap().index(), 0);
    assert_eq!(parse_square("k11").unwrap().index(), 120);
    assert_eq!(parse_square("F6").unwrap(), Square::THRONE);
    // No letter is skipped: j and k are the last two files.
    assert_eq!(parse_square("j1").unwrap().file(), 9);
    assert_eq!(parse_square("k1").unwrap().file(), 10);
}

#[test]
fn square_names_reject_off_board_and_malformed_text() {
    for bad in [
        "l1", "a0", "a12", "", "f", "ff6", "6f", "f06", "f-6", "k111", "z9", "f6x", "é1",
    ] {
        let err = parse_square(bad).expect_err(bad);
        assert_eq!(err.token, bad);
        assert!(err.to_string().contains(&format!("'{bad}'")), "{err}");
    }
}

// ---------------------------------------------------------------------------
// Moves.
// ---------------------------------------------------------------------------

#[test]
fn moves_read_with_and_without_the_dash_and_in_upper_case() {
    for text in ["f2-f4", "f2f4", "F2-F4", "F2F4", " f2-f4 "] {
        let m = parse_move(text).unwrap();
        assert_eq!(m.mv, mv("f2", "f4"), "{text}");
        assert_eq!(m.captures, None, "{text}: no capture written");
    }
    assert_eq!(mv("f2", "f4").to_string(), "f2-f4");
}

#[test]
fn moves_read_two_digit_ranks() {
    for (text, from, to) in [
        ("a10-a11", "a10", "a11"),
        ("a11a1", "a11", "a1"),
        ("a1a11", "a1", "a11"),
        ("k10-k2", "k10", "k2"),
        ("b11-b10", "b11", "b10"),
    ] {
        assert_eq!(parse_move(text).unwrap().mv, mv(from, to), "{text}");
    }
}

#[test]
fn moves_read_captures_in_both_styles() {
    let opentafl = parse_move("f2-f4xe5/g4").unwrap();
    let recorded = parse_move("f2-f4xe5xg4").unwrap();
    assert_eq!(opentafl.mv, mv("f2", "f4"));
    assert_eq!(opentafl.captures, Some(squares(&["e5", "g4"])));
    assert_eq!(recorded, opentafl);
    let one = parse_move("k10-k2xk3").unwrap();
    assert_eq!(one.captures, Some(squares(&["k3"])));
    assert_eq!(
        parse_move("f2-f4xE5").unwrap().captures,
        Some(squares(&["e5"]))
    );
}

#[test]
fn moves_fold_a_square_written_twice_into_one_capture() {
    let m = parse_move("e7-k7xk6xk6").unwrap();
    assert_eq!(m.mv, mv("e7", "k7"));
    assert_eq!(m.captures, Some(squares(&["k6"])));
    assert_eq!(m.captures.unwrap().count(), 1);
}

#[test]
fn moves_accept_the_opentafl_king_letter_and_status_marks() {
    assert_eq!(parse_move("Kf6-c6").unwrap().mv, mv("f6", "c6"));
    let (king, plain) = (
        parse_move("Kc1-c2xd2").unwrap(),
        parse_move("c1-c2xd2").unwrap(),
    );
    assert_eq!((king.mv, king.captures), (plain.mv, plain.captures));
    assert!(king.king && !plain.king);
    for text in [
        "f2-f4+", "f2-f4++", "f2-f4-", "f2-f4--", "Ke1-a1--", "a3-e3+", "e3-e4++",
    ] {
        let m = parse_move(text).unwrap();
        assert_eq!(m.captures, None, "{text}");
    }
    let marked = parse_move("f2-f4xe5/g4+").unwrap();
    assert_eq!(marked.captures, Some(squares(&["e5", "g4"])));
}

#[test]
fn malformed_moves_are_rejected_naming_the_token() {
    for (bad, why) in [
        ("", "empty"),
        ("f2", "target square"),
        ("f2-", "target square"),
        ("f2-f", "target square"),
        ("f2-z4", "target square"),
        ("f2--f4", "target square"),
        ("l2-l4", "start square"),
        ("f0-f4", "start square"),
        ("kf6-c6", "start square"),
        ("1.d1-d3", "start square"),
        ("f2-f4x", "captured square"),
        ("f2-f4xe", "captured square"),
        ("f2-f4xe5/", "captured square"),
        ("f2-f4xz9", "captured square"),
        ("f2-f4xe5,g4", "separated by"),
        ("f2-f4 e5", "unexpected text"),
        ("f2-f4e5", "unexpected text"),
        ("f2-f4++++", "unexpected text"),
        ("f2-f4é", "unexpected text"),
    ] {
        let err = parse_move(bad).expect_err(bad);
        assert_names(&err, bad, why);
    }
}

// ---------------------------------------------------------------------------
// Positions.
// ---------------------------------------------------------------------------

#[test]
fn start_position_text_is_exact() {
    assert_eq!(position_text(&Position::start()), START);
    assert_eq!(parse_position(START).unwrap(), Position::start());
    let defenders = parse_position(&START.replace(" a", " d")).unwrap();
    assert_eq!(defenders.side_to_move(), Side::Defenders);
    assert_eq!(*defenders.board(), Board::start());
}

#[test]
fn position_text_round_trips_for_random_positions() {
    let positions = random_positions(0x5eed_0001, 24);
    assert!(positions.len() > 1000, "{} positions", positions.len());
    let mut sides = [0usize; 2];
    for pos in &positions {
        let text = position_text(pos);
        let back = parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, *pos, "{text}");
        assert_eq!(back.key(), pos.key(), "{text}: same key");
        assert_eq!(position_text(&back), text);
        // 11 ranks of 11 squares each.
        let placement = text.split(' ').next().unwrap();
        assert_eq!(placement.split('/').count(), 11);
        for rank in placement.split('/') {
            let mut squares = 0;
            let mut run = String::new();
            for c in rank.chars().chain(std::iter::once('.')) {
                if c.is_ascii_digit() {
                    run.push(c);
                    continue;
                }
                squares += run.parse::<u32>().unwrap_or(0);
                run.clear();
                if c != '.' {
                    assert!("adk".contains(c), "{text}");
                    squares += 1;
                }
            }
            assert_eq!(squares, 11, "{text}: rank {rank}");
        }
        sides[usize::from(pos.side_to_move() == Side::Defenders)] += 1;
    }
    assert!(sides[0] > 100 && sides[1] > 100, "{sides:?}");
}

#[test]
fn opentafl_positions_are_read_rank_1_first_with_or_without_side() {
    let start = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    assert_eq!(parse_position(start).unwrap(), Position::start());
    assert_eq!(
        parse_position(&format!("{start} d"))
            .unwrap()
            .side_to_move(),
        Side::Defenders
    );
    // An asymmetric position shows the rank order: the king on b1, an
    // attacker on e11.
    let ours = "4a6/11/11/11/11/11/11/11/11/11/1k9 d";
    let opentafl = "/1K9/11/11/11/11/11/11/11/11/11/4t6/";
    assert_eq!(opentafl_text(ours), opentafl);
    let pos = parse_position(&format!("{opentafl} d")).unwrap();
    assert_eq!(pos.king(), sq("b1"));
    assert!(pos.board().attackers.has(sq("e11")));
    assert_eq!(position_text(&pos), ours);
    let no_side = parse_position(opentafl).unwrap();
    assert_eq!(no_side.side_to_move(), Side::Attackers, "default side");
    // Random positions written the OpenTafl way read back the same.
    for pos in random_positions(0x5eed_0002, 6) {
        let ours = position_text(&pos);
        let side = ours.split(' ').nth(1).unwrap();
        let theirs = format!("{} {side}", opentafl_text(&ours));
        assert_eq!(parse_position(&theirs).unwrap(), pos, "{theirs}");
    }
}

#[test]
fn malformed_positions_are_rejected_naming_the_token() {
    let ranks: Vec<&str> = START.split(' ').next().unwrap().split('/').collect();
    let with_rank = |i: usize, row: &str| {
        let mut r = ranks.clone();
        r[i] = row;
        format!("{} a", r.join("/"))
    };
    // Wrong rank count.
    let ten = format!("{} a", ranks[..10].join("/"));
    let err = parse_position(&ten).unwrap_err();
    assert_names(&err, ten.split(' ').next().unwrap(), "11 ranks");
    assert!(err.reason.contains("found 10"), "{err}");
    let twelve = format!("{}/11 a", ranks.join("/"));
    assert!(parse_position(&twelve)
        .unwrap_err()
        .reason
        .contains("found 12"));
    // Rank too long, by a run or by a piece.
    assert_names(
        &parse_position(&with_rank(0, "3aaaaa4")).unwrap_err(),
        "3aaaaa4",
        "rank 11 has 12 squares",
    );
    assert_names(
        &parse_position(&with_rank(10, "aaaaaaaaaaaa")).unwrap_err(),
        "aaaaaaaaaaaa",
        "rank 1 is longer than 11 squares",
    );
    assert_names(
        &parse_position(&with_rank(3, "12")).unwrap_err(),
        "12",
        "not a run of 1 to 11",
    );
    // Rank too short.
    assert_names(
        &parse_position(&with_rank(10, "3aaaaa2")).unwrap_err(),
        "3aaaaa2",
        "rank 1 has 10 squares, not 11",
    );
    // Bad letter.
    assert_names(
        &parse_position(&with_rank(10, "3aaxaa3")).unwrap_err(),
        "3aaxaa3",
        "unknown piece letter 'x' on rank 1",
    );
    // Two kings, no king.
    let two = with_rank(9, "5k5");
    assert_names(&parse_position(&two).unwrap_err(), &two, "found 2");
    let none = with_rank(5, "aa1ddddd1aa");
    assert_names(&parse_position(&none).unwrap_err(), &none, "found 0");
    // An ordinary piece on the throne or a corner, the king on a corner.
    let throne = with_rank(5, "aakddddd1aa");
    assert_names(
        &parse_position(&throne).unwrap_err(),
        &throne,
        "only the king may stand on f6",
    );
    let corner = with_rank(0, "a2aaaa4");
    assert_names(
        &parse_position(&corner).unwrap_err(),
        &corner,
        "only the king may stand on a11",
    );
    // The king on a corner is the final position of an escape: it reads
    // (a game set up from it is over, see tests/rules_wins.rs).
    let king_corner = with_rank(0, "k2aaaaa3").replace("aa1ddkdd1aa", "aa1dd1dd1aa");
    let escaped = parse_position(&king_corner).expect("an escape's final position reads");
    assert_eq!(position_text(&escaped), king_corner);
    // Side to move missing or wrong.
    let placement = START.split(' ').next().unwrap();
    assert_names(
        &parse_position(placement).unwrap_err(),
        placement,
        "side to move is missing",
    );
    assert_names(
        &parse_position(&format!("{placement} x")).unwrap_err(),
        "x",
        "side to move",
    );
    assert_names(
        &parse_position(&format!("{placement} a extra")).unwrap_err(),
        "extra",
        "unexpected text",
    );
    assert!(parse_position("").is_err());
    assert!(parse_position("   ").is_err());
}

// ---------------------------------------------------------------------------
// Game records.
// ---------------------------------------------------------------------------

#[test]
fn record_text_has_tags_then_numbered_turns() {
    let mut game = Game::new(&COPENHAGEN);
    for (f, t) in [("d1", "d3"), ("e5", "e2"), ("g1", "g3"), ("f4", "c4")] {
        game.play(mv(f, t)).unwrap();
    }
    let played = game.play(mv("g3", "e3")).unwrap();
    assert_eq!(played.captured, squares(&["e2"]));
    let text = record_text(&game);
    assert_eq!(
        text,
        "[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n\
         [result:ongoing]\n\
         1. d1-d3 e5-e2\n\
         2. g1-g3 f4-c4\n\
         3. g3-e3xe2\n"
    );
    let back = parse_record_default(&text).unwrap();
    assert_same_game(&game, &back, "short record");
}

#[test]
fn records_round_trip_for_random_playouts_in_both_rulesets() {
    let mut rng = Rng(0x5eed_0003);
    let mut ended = 0;
    let mut reasons = std::collections::BTreeSet::new();
    for rules in RULESETS {
        for i in 0..12 {
            let mut game = Game::new(rules);
            play_random(&mut game, &mut rng, 3000);
            assert!(game.outcome().is_some(), "{} game {i} ended", rules.id);
            ended += 1;
            reasons.insert(game.outcome().unwrap().reason.name());
            let text = record_text(&game);
            let back = parse_record(&text, &COPENHAGEN).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_same_game(&game, &back, &text);
            assert_eq!(record_text(&back), text);
        }
    }
    assert_eq!(ended, 24);
    assert!(reasons.contains("escape"), "{reasons:?}");
}

#[test]
fn records_round_trip_from_set_up_positions_with_the_defenders_to_move() {
    let mut rng = Rng(0x5eed_0004);
    for rules in RULESETS {
        let mut done = 0;
        while done < 8 {
            // A set-up position: the middle of a random game, defenders to move.
            let mut source = Game::new(rules);
            let plies = 10 + rng.below(40);
            play_random(&mut source, &mut rng, plies);
            if source.outcome().is_some() {
                continue;
            }
            let setup = source.position().with_side(Side::Defenders);
            let mut game = Game::from_position(rules, setup);
            play_random(&mut game, &mut rng, 3000);
            assert!(game.outcome().is_some());
            let text = record_text(&game);
            let expected_tag = format!("[position:{}]", position_text(&setup));
            assert!(text.contains(&expected_tag), "{text}");
            if !game.played().is_empty() {
                assert!(text.contains("\n1. ... "), "{text}");
            }
            let back = parse_record(&text, &COPENHAGEN).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_same_game(&game, &back, &text);
            assert_eq!(back.start().side_to_move(), Side::Defenders);
            assert!(!back.from_start());
            done += 1;
        }
    }
}

/// Plays `moves` (ours, e.g. `d2-d3`) from `setup` and checks the record
/// round trip and the outcome.
fn round_trip_ending(rules: &'static Ruleset, setup: &str, moves: &[&str], expected: Outcome) {
    let start = parse_position(setup).unwrap();
    let mut game = Game::from_position(rules, start);
    for m in moves {
        game.play(parse_move(m).unwrap().mv)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(
        game.outcome(),
        Some(expected),
        "{} {setup} {moves:?}",
        rules.id
    );
    let text = record_text(&game);
    assert!(
        text.contains(&format!("[result:{}]", expected.status())),
        "{text}"
    );
    assert!(
        text.contains(&format!("[reason:{}]", expected.reason)),
        "{text}"
    );
    let back = parse_record(&text, &COPENHAGEN).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_same_game(&game, &back, &text);
}

#[test]
fn records_round_trip_for_each_kind_of_ending() {
    // K1/W3: the king on d4 with attackers on c4, d5 and e4; d2-d3 closes.
    let king = "11/11/11/11/11/11/3a7/2aka6/11/3a7/11 a";
    // E1: the king on c1 between b1 and d1; c3-c2 leaves it no move.
    let stuck = "11/11/11/11/11/11/11/11/2a8/11/1aka7 a";
    // W1: the king on a2 steps to a1.
    let escape = "4a6/11/11/11/11/11/11/11/11/k10/11 d";
    for rules in RULESETS {
        round_trip_ending(
            rules,
            king,
            &["d2-d3"],
            Outcome::win(Side::Attackers, Reason::KingCaptured),
        );
        round_trip_ending(
            rules,
            stuck,
            &["c3-c2"],
            Outcome::win(Side::Attackers, Reason::NoMoves),
        );
        round_trip_ending(
            rules,
            escape,
            &["a2-a1"],
            Outcome::win(Side::Defenders, Reason::Escape),
        );
    }
    // E2, the start counting as the first occurrence. Made by the
    // defenders: the shuffle returns to the start at plies 4 and 8.
    let by_defenders = [
        "k4-j4", "f8-h8", "j4-k4", "h8-f8", "k4-j4", "f8-h8", "j4-k4", "h8-f8",
    ];
    // Made by the attackers: after d1-d2 the position after ply 1 comes back
    // at plies 5 and 9.
    let by_attackers = [
        "d1-d2", "f8-h8", "k4-j4", "h8-f8", "j4-k4", "f8-h8", "k4-j4", "h8-f8", "j4-k4",
    ];
    let attackers = Outcome::win(Side::Attackers, Reason::Repetition);
    let defenders = Outcome::win(Side::Defenders, Reason::Repetition);
    // Copenhagen: the defenders lose whoever made it.
    round_trip_ending(&COPENHAGEN, START, &by_defenders, attackers);
    round_trip_ending(&COPENHAGEN, START, &by_attackers, attackers);
    // Classic: the side that made it loses.
    round_trip_ending(&CLASSIC, START, &by_defenders, attackers);
    round_trip_ending(&CLASSIC, START, &by_attackers, defenders);
}

#[test]
fn unfinished_records_round_trip() {
    let mut rng = Rng(0x5eed_0005);
    for rules in RULESETS {
        for plies in [0, 1, 2, 7, 30] {
            let mut game = Game::new(rules);
            play_random(&mut game, &mut rng, plies);
            if game.outcome().is_some() {
                continue;
            }
            let text = record_text(&game);
            assert!(text.contains("[result:ongoing]"), "{text}");
            let back = parse_record(&text, &COPENHAGEN).unwrap();
            assert_same_game(&game, &back, &text);
        }
    }
}

#[test]
fn agreed_draw_is_restored_from_the_result_tag() {
    let mut rng = Rng(0x5eed_0006);
    let mut game = Game::new(&COPENHAGEN);
    play_random(&mut game, &mut rng, 9);
    assert!(game.outcome().is_none());
    let side = game.side_to_move();
    game.offer_draw(side).unwrap();
    game.accept_draw(side.opponent()).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::DRAW));
    let text = record_text(&game);
    assert!(text.contains("[result:draw]"), "{text}");
    let back = parse_record_default(&text).unwrap();
    assert_same_game(&game, &back, &text);
    assert_eq!(back.outcome().unwrap().reason, Reason::Agreement);
    // The tag alone restores it too, on a bare move list.
    let bare = parse_record_default("[result:draw]\nd1-d3 e5-e2").unwrap();
    assert_eq!(bare.outcome(), Some(Outcome::DRAW));
    assert_eq!(bare.played().len(), 2);
}

/// An `OpenTafl` `.otg` game record, written for this test in the layout
/// `OpenTafl` saves: tags, the rules string with the start position (rank 1
/// first), numbered turns each followed by a `[first|second]` comment block,
/// `K` in front of king moves.
const OTG_GAME: &str = "\
[date:2025.03.14]
[attackers:Astrid]
[defenders:Bjorn]
[result:?]
[compiler:hnef test suite]
[rules:dim:11 name:Copenhagen atkf:y tfr:l sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]

1. d1-d3 e5-e2
[The attackers close the lower left.|A bold defender runs to the second rank.]

2. g1-g3 f4-c4
[|]

3. g3-e3xe2 d6-d9
[It is taken against the rank-1 attacker.|]

4. a4-b4 e7-e10
[|]

5. h1-h2 e6-e8
[|The king's lane to the west is open.]

6. k4-j4 Kf6-c6
[|]
";

#[test]
fn opentafl_record_with_tags_comments_and_king_moves() {
    let game = parse_record_default(OTG_GAME).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.rules().id, COPENHAGEN.id);
    assert!(game.from_start());
    let moves: Vec<String> = game.played().iter().map(hnef::Played::notation).collect();
    assert_eq!(
        moves,
        [
            "d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3xe2", "d6-d9", "a4-b4", "e7-e10", "h1-h2",
            "e6-e8", "k4-j4", "f6-c6",
        ]
    );
    assert_eq!(game.position().king(), sq("c6"));
    assert_eq!(game.outcome(), None, "[result:?] says nothing");
    assert_eq!(
        position_text(game.position()),
        "3aaaaa3/4da5/3d7/a3dd4a/a4dd3a/aak3dd1aa/a4dd3a/1ad6a1/3aa6/5a1a3/4aa5 a"
    );
}

#[test]
fn opentafl_record_with_a_set_up_start_and_defenders_first() {
    // The king on b1 (rank 1 comes first in OpenTafl), an attacker on e11,
    // and atkf:n: the defenders move first.
    let text = "[result:-1]\n\
        [rules:dim:11 name:Corner atkf:n start:/1K9/11/11/11/11/11/11/11/11/11/4t6/]\n\n\
        1. Kb1-a1--\n[|]\n";
    let game = parse_record_default(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.start().side_to_move(), Side::Defenders);
    assert_eq!(game.start().king(), sq("b1"));
    assert_eq!(
        position_text(game.start()),
        "4a6/11/11/11/11/11/11/11/11/11/1k9 d"
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Defenders, Reason::Escape))
    );
    // Our own record of it names the set-up position.
    let ours = record_text(&game);
    assert!(ours.contains("[position:4a6/11/11/11/11/11/11/11/11/11/1k9 d]"));
    assert_same_game(&game, &parse_record_default(&ours).unwrap(), &ours);
}

#[test]
fn bare_move_list_without_captures_written() {
    let game = parse_record_default("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3").unwrap();
    assert_eq!(game.played().len(), 5);
    // A record that writes no capture at all does not annotate captures:
    // the rules still make them.
    assert_eq!(game.played()[4].captured, squares(&["e2"]));
    // One line with turn numbers, as docs/RULES.md shows it.
    let numbered = parse_record_default("1. d1-d3 e5-e2 2. g1-g3 f4-c4 3. g3-e3xe2").unwrap();
    assert_eq!(numbered.played(), game.played());
    // An empty text is a mistake, not an empty game (see
    // an_empty_record_is_rejected); a record of tags alone is an empty game.
    let empty = parse_record_default("[result:ongoing]").unwrap();
    assert!(empty.played().is_empty() && empty.from_start());
}

#[test]
fn recorded_game_style_with_x_captures_repeated_squares_and_timeout() {
    // Game 1068 of tests/data/copenhagen-games.csv: a square written twice
    // (i3-k3xk2xk2), then the king escapes to k1.
    let csv = "k8-i8 h6-h9 j6-j9 g6-j6 h11-h10 f6-i6 k5-i5 f4-i4xi5 j9-j7 j6-j2 k4-j4 \
               i4-i1 k6-k2 i6-i3 h1-h3 i3-k3xk2xk2 j4-k4 k3-k1";
    let game = parse_record_default(csv).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.played().len(), 18);
    assert_eq!(game.played()[15].notation(), "i3-k3xk2");
    assert_eq!(game.played()[15].captured.count(), 1);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Defenders, Reason::Escape))
    );
    // Game 818: `timeout` ends the record.
    let timed_out = parse_record_default("h1-h3 g5-i5 timeout").unwrap();
    assert_eq!(timed_out.played().len(), 2);
    assert_eq!(timed_out.outcome(), None);
}

#[test]
fn record_whose_captures_differ_from_the_rules_is_rejected() {
    // e2 is captured, but the record says e4.
    let err = parse_record_default("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3xe4").unwrap_err();
    assert_names(&err, "g3-e3xe4", "ply 5");
    assert!(err.reason.contains("captures e4"), "{err}");
    assert!(err.reason.contains("rules capture e2"), "{err}");
    // A capture written where the rules make none.
    let err = parse_record_default("d1-d3xd4 e5-e2").unwrap_err();
    assert_names(&err, "d1-d3xd4", "ply 1");
    assert!(err.reason.contains("capture nothing"), "{err}");
    // An annotated record that leaves a capture out.
    let err = parse_record_default("d1-d3 e5-e2xe1 g1-g3 f4-c4 g3-e3").unwrap_err();
    assert_eq!(err.token, "e5-e2xe1", "{err}");
    let err = parse_record_default("d1-d3 e5-e2 g1-g3 f4-c4 g3-e3 d6-d9xd10").unwrap_err();
    assert_names(&err, "g3-e3", "ply 5");
    assert!(err.reason.contains("captures nothing"), "{err}");
}

#[test]
fn record_with_an_illegal_move_is_rejected() {
    let err = parse_record_default("1. d1-d3 f6-f9").unwrap_err();
    assert_names(&err, "f6-f9", "ply 2");
    assert!(err.reason.contains("f7 is occupied"), "{err}");
    let err = parse_record_default("e5-e2").unwrap_err();
    assert_names(&err, "e5-e2", "ply 1");
    assert!(err.reason.contains("defenders"), "{err}");
    let err = parse_record_default("d1-d3 e5-e2 a4-a1").unwrap_err();
    assert_names(&err, "a4-a1", "only the king may stop on a1");
    let err = parse_record_default("d1-d3 e5-e2 d3-e4").unwrap_err();
    assert_names(&err, "d3-e4", "rank or file");
    let err = parse_record_default("d1-d3 e5-e2 zz").unwrap_err();
    assert_names(&err, "zz", "ply 3");
    // Classic: ordinary pieces may not pass through the empty throne.
    let through = "[ruleset:viking-chess-classic-11x11]\n\
                   [position:5a5/11/11/11/11/11/11/11/11/11/1k9 a]\n1. f11-f1";
    let err = parse_record_default(through).unwrap_err();
    assert_names(&err, "f11-f1", "throne");
    let copenhagen = through.replace("[ruleset:viking-chess-classic-11x11]\n", "");
    assert!(parse_record_default(&copenhagen).is_ok());
}

#[test]
fn record_with_an_unknown_ruleset_tag_is_rejected() {
    let err = parse_record_default("[ruleset:tablut-9x9]\n1. d1-d3").unwrap_err();
    assert_names(&err, "tablut-9x9", "unknown ruleset");
    assert!(
        err.reason.contains(COPENHAGEN.id),
        "lists the known ids: {err}"
    );
    let err = parse_record_default("[position:3aaaaa3 a]\n").unwrap_err();
    assert!(err.reason.contains("11 ranks"), "{err}");
}

/// The king on a2, defenders to move: a2-a1 escapes at once.
const ESCAPE_SETUP: &str = "4a6/11/11/11/11/11/11/11/11/k10/11 d";

#[test]
fn record_with_a_move_after_the_end_is_rejected() {
    let ended = format!("[position:{ESCAPE_SETUP}]\n1. ... a2-a1 2. e11-e10");
    let err = parse_record_default(&ended).unwrap_err();
    assert_names(&err, "e11-e10", "ply 2");
    assert!(err.reason.contains("over"), "{err}");
    assert!(err.reason.contains("escape"), "{err}");
    // After an end marker nothing may follow either.
    for marker in ["timeout", "---", "resigns"] {
        let text = format!("d1-d3 e5-e2 {marker} g1-g3");
        let err = parse_record_default(&text).unwrap_err();
        assert_names(&err, "g1-g3", "after the end of the game");
    }
    // The full record of that game reads back.
    let ok = parse_record_default(&format!("[position:{ESCAPE_SETUP}]\n1. ... a2-a1")).unwrap();
    assert_eq!(
        ok.outcome(),
        Some(Outcome::win(Side::Defenders, Reason::Escape))
    );
}

#[test]
fn record_whose_result_tag_contradicts_the_moves_is_rejected() {
    let moves = format!("[position:{ESCAPE_SETUP}]\n1. ... a2-a1");
    for claim in ["attackers_win", "draw"] {
        let err = parse_record_default(&format!("[result:{claim}]\n{moves}")).unwrap_err();
        assert_names(&err, claim, "disagrees with the moves");
        assert!(err.reason.contains("defenders win by escape"), "{err}");
    }
    let agrees = parse_record_default(&format!("[result:defenders_win]\n{moves}")).unwrap();
    assert_eq!(agrees.outcome().unwrap().winner, Some(Side::Defenders));
}

#[test]
fn classic_records_name_their_ruleset_and_keep_its_rules() {
    let mut rng = Rng(0x5eed_0007);
    let mut game = Game::new(&CLASSIC);
    play_random(&mut game, &mut rng, 3000);
    let text = record_text(&game);
    assert!(text.starts_with("[ruleset:viking-chess-classic-11x11]\n"));
    // The tag wins over the default ruleset given to the parser.
    let back = parse_record(&text, &COPENHAGEN).unwrap();
    assert_eq!(back.rules(), &CLASSIC);
    assert_same_game(&game, &back, &text);
}

// ---------------------------------------------------------------------------
// Result tags the parser accepts today but should not (reported to the
// lead; each test states the correct behaviour and is ignored until the
// fix lands in src/notation.rs).
// ---------------------------------------------------------------------------

/// docs/RULES.md: the classic ruleset has "no draws at all, not even by
/// agreement", so a classic record claiming a draw contradicts its rules.
/// Today the tag is dropped and the game reads as ongoing.
#[test]

fn classic_record_claiming_a_draw_is_rejected() {
    let text = "[ruleset:viking-chess-classic-11x11]\n[result:draw]\n1. d1-d3 e5-e2";
    let err = parse_record_default(text).unwrap_err();
    assert_eq!(err.token, "draw", "{err}");
    assert!(err.reason.contains("no draws"), "{err}");
}

/// `OpenTafl`'s result tag is `1` (attackers win), `0` (draw), `-1`
/// (defenders win) or `?`. Today the numbers are ignored, so a record whose
/// moves end in an escape reads fine with `[result:1]`.
#[test]

fn opentafl_result_number_that_contradicts_the_moves_is_rejected() {
    let moves = format!("[position:{ESCAPE_SETUP}]\n1. ... a2-a1");
    let err = parse_record_default(&format!("[result:1]\n{moves}")).unwrap_err();
    assert_eq!(err.token, "1", "{err}");
    assert!(err.reason.contains("disagrees with the moves"), "{err}");
    assert!(parse_record_default(&format!("[result:-1]\n{moves}")).is_ok());
    // `0` is OpenTafl's draw: restored like `[result:draw]`.
    let draw = parse_record_default("[result:0]\n1. d1-d3").unwrap();
    assert_eq!(draw.outcome(), Some(Outcome::DRAW));
}

/// `[result:ongoing]` on moves that end the game is a contradiction too.
#[test]

fn ongoing_tag_on_a_finished_game_is_rejected() {
    let text = format!("[result:ongoing]\n[position:{ESCAPE_SETUP}]\n1. ... a2-a1");
    let err = parse_record_default(&text).unwrap_err();
    assert_eq!(err.token, "ongoing", "{err}");
    assert!(err.reason.contains("disagrees with the moves"), "{err}");
}

// ---------------------------------------------------------------------------
// Leniency and strictness added after review.
// ---------------------------------------------------------------------------

#[test]
fn moves_accept_upper_case_capture_marks() {
    let m = parse_move("G3-E3XE2").unwrap();
    assert_eq!(m.mv, mv("g3", "e3"));
    assert_eq!(m.captures, Some(squares(&["e2"])));
}

#[test]
fn records_accept_a_turn_number_glued_to_its_move() {
    let g = parse_record_default("1.d1-d3 e5-e2 2.g1-g3 f4-c4 3.g3-e3xe2").unwrap();
    assert_eq!(g.played().len(), 5);
    assert_eq!(g.played()[4].captured, squares(&["e2"]));
}

#[test]
fn records_reject_a_king_letter_on_an_ordinary_piece() {
    let err = parse_record_default("1. Kd1-d3").unwrap_err();
    assert_names(&err, "Kd1-d3", "king");
    assert!(parse_record_default("1. d1-d3 d6-d5 2. a4-b4 Kf6-f4").is_err());
}

#[test]
fn records_reject_a_deciding_tag_given_twice() {
    let text = "[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[ruleset:viking-chess-classic-11x11]\n1. d1-d3";
    let err = parse_record_default(text).unwrap_err();
    assert!(err.reason.contains("twice"), "{err}");
}

#[test]
fn records_check_the_reason_tag_against_the_moves() {
    let ok =
        format!("[position:{ESCAPE_SETUP}]\n[result:defenders_win]\n[reason:escape]\n1. ... a2-a1");
    assert!(parse_record_default(&ok).is_ok());
    let bad = format!(
        "[position:{ESCAPE_SETUP}]\n[result:defenders_win]\n[reason:exit_fort]\n1. ... a2-a1"
    );
    let err = parse_record_default(&bad).unwrap_err();
    assert_names(&err, "exit_fort", "disagrees");
}

#[test]
fn positions_reject_runs_written_with_a_leading_zero() {
    let text = "3aaaaa3/5a5/011/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a";
    assert!(parse_position(text).is_err());
}

#[test]
fn target_square_off_the_board_is_named() {
    let err = parse_move("f2-f12").unwrap_err();
    assert!(err.reason.contains("f12"), "{err}");
}

#[test]
fn a_resignation_round_trips_through_the_record() {
    let mut game = parse_record_default("1. d1-d3 e5-e2").unwrap();
    let o = game.resign(hnef::Side::Attackers).unwrap();
    assert_eq!(o.winner, Some(hnef::Side::Defenders));
    let text = record_text(&game);
    assert!(text.contains("[reason:resignation]"), "{text}");
    let back = parse_record_default(&text).unwrap();
    assert_eq!(back.outcome(), game.outcome());
    assert!(back.clone().resign(hnef::Side::Defenders).is_err());
}

#[test]
fn a_loss_on_time_round_trips_through_the_record() {
    let mut game = parse_record_default("1. d1-d3 e5-e2").unwrap();
    let o = game.lose_on_time(hnef::Side::Attackers).unwrap();
    assert_eq!(o.winner, Some(hnef::Side::Defenders));
    assert_eq!(o.reason.name(), "timeout");
    let text = record_text(&game);
    assert!(text.contains("[result:defenders_win]"), "{text}");
    assert!(text.contains("[reason:timeout]"), "{text}");
    let back = parse_record_default(&text).unwrap();
    assert_eq!(back.outcome(), game.outcome());
    assert_eq!(back.played().len(), game.played().len());
    // Over is over: neither a second flag nor a resignation after it.
    assert!(back.clone().lose_on_time(hnef::Side::Defenders).is_err());
    assert!(back.clone().resign(hnef::Side::Defenders).is_err());
}

#[test]
fn a_loss_on_time_cannot_be_a_draw_nor_contradict_the_moves() {
    let err = parse_record_default("[result:draw]\n[reason:timeout]\n1. d1-d3").unwrap_err();
    assert!(err.reason.contains("on time"), "{err}");
    // The reason must be the one the moves end in when they end the game.
    let mut won = parse_record_default("1. d1-d3 e5-e2").unwrap();
    won.resign(hnef::Side::Defenders).unwrap();
    let text = record_text(&won).replace("resignation", "timeout");
    let back = parse_record_default(&text).unwrap();
    assert_eq!(back.outcome().unwrap().reason.name(), "timeout");
}

#[test]
fn an_empty_record_is_rejected() {
    for text in ["", "   ", "\n\t\n"] {
        let err = parse_record_default(text).unwrap_err();
        assert!(err.reason.contains("empty"), "{err}");
    }
    assert!(parse_record_default("[ruleset:copenhagen-hnefatafl-11x11-2025-v1]").is_ok());
}
