//! `hnef match`: the SPRT stops when its log-likelihood ratio crosses a
//! bound, pairs on several threads give the same output as on one, the
//! built-in opening suite is the default, and bad options are refused.
//! Node-limited players only, so every result is reproducible (no clock).

mod cli;

use cli::hnef;

fn scratch(test: &str) -> std::path::PathBuf {
    cli::scratch("cli_match", test)
}

/// The output without the line that carries the elapsed time.
fn untimed(s: &str) -> String {
    s.lines()
        .filter(|l| !l.contains(" games in "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sprt_stops_at_a_bound_and_names_the_decision() {
    // A strong player against a weak one: H1 (Elo >= 300) is accepted long
    // before the 40 pairs allowed.
    let r = hnef(&[
        "match",
        "expert:nodes=1500",
        "easy:nodes=1500",
        "--pairs",
        "40",
        "--sprt",
        "0,300,0.1,0.1",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("H1 accepted (PASS)"), "{}", r.stdout);
    let pairs = r.stdout.lines().filter(|l| l.starts_with("pair ")).count();
    assert!((1..40).contains(&pairs), "{pairs} pairs:\n{}", r.stdout);
    assert!(
        r.stdout.contains("LLR bounds -2.20 .. 2.20"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("pentanomial"), "{}", r.stdout);
    assert!(r.stdout.contains("Elo (pentanomial) +"), "{}", r.stdout);
    // The same players the other way round: H0 accepted.
    let r = hnef(&[
        "match",
        "easy:nodes=1500",
        "expert:nodes=1500",
        "--pairs",
        "40",
        "--sprt",
        "0,300,0.1,0.1",
        "--quiet",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("H0 accepted (FAIL)"), "{}", r.stdout);
}

#[test]
fn concurrency_changes_nothing_but_the_time() {
    let dir = scratch("concurrency");
    let mut outs = Vec::new();
    for n in ["1", "3"] {
        let rec = dir.join(format!("records-{n}.txt"));
        let r = hnef(&[
            "match",
            "expert:nodes=800",
            "normal:nodes=600",
            "--pairs",
            "4",
            "--concurrency",
            n,
            "--sprt",
            "-20,20",
            "--records",
            rec.to_str().unwrap(),
        ]);
        assert_eq!(r.code, Some(0), "{}", r.stderr);
        let records = std::fs::read_to_string(&rec).expect("records written");
        assert_eq!(records.matches("[attackers:").count(), 8);
        outs.push((untimed(&r.stdout), records));
    }
    assert_eq!(outs[0], outs[1]);
    // Pairs come out in order.
    let games: Vec<&str> = outs[0]
        .0
        .lines()
        .filter(|l| l.starts_with("game "))
        .collect();
    for (i, g) in games.iter().enumerate() {
        assert!(g.starts_with(&format!("game {:>3}:", i + 1)), "{g}");
    }
}

#[test]
fn the_builtin_suite_is_the_default() {
    let dir = scratch("suite");
    let rec = dir.join("records.txt");
    let r = hnef(&[
        "match",
        "expert:nodes=300",
        "expert:nodes=300",
        "--pairs",
        "1",
        "--records",
        rec.to_str().unwrap(),
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let records = std::fs::read_to_string(&rec).unwrap();
    // Written after the pair: both games of it.
    assert_eq!(records.matches("[attackers:").count(), 2, "{records}");
    let suite = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/bin/hnef/data/openings.txt"
    ))
    .unwrap();
    let first = suite
        .lines()
        .find(|l| !l.starts_with('#'))
        .unwrap()
        .split('#')
        .next()
        .unwrap()
        .trim()
        .to_string();
    // Both games start with the suite's first opening.
    let first_moves: Vec<&str> = first.split(' ').collect();
    for game in records.split("[attackers:").skip(1) {
        let moves: Vec<&str> = game
            .lines()
            .filter(|l| !l.starts_with('['))
            .flat_map(|l| l.split_whitespace())
            .filter(|t| t.contains('-'))
            .take(first_moves.len())
            .collect();
        let bare: Vec<String> = moves
            .iter()
            .map(|m| m.split('x').next().unwrap().to_string())
            .collect();
        assert_eq!(bare, first_moves, "{game}");
    }
}

#[test]
fn bad_options_are_refused() {
    let dir = scratch("bad");
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n").unwrap();
    let illegal = dir.join("illegal.txt");
    std::fs::write(&illegal, "d1-d3 d3-d4\n").unwrap();
    let unwritable = dir.join("no-such-folder").join("records.txt");
    for (args, want) in [
        (vec!["--sprt", "10,0"], "elo0"),
        (vec!["--sprt", "0"], "elo0,elo1"),
        (vec!["--sprt", "0,5,0.7,0.1"], "alpha"),
        (vec!["--concurrency", "0"], "--concurrency"),
        (vec!["--openings", empty.to_str().unwrap()], "no openings"),
        (
            vec!["--openings", illegal.to_str().unwrap()],
            "illegal.txt:1",
        ),
        (
            vec!["--openings", empty.to_str().unwrap(), "--random-plies", "2"],
            "not both",
        ),
        (vec!["--unfinished", "draw"], "'out' or 'half'"),
        (vec!["--unfinished"], "--unfinished needs a value"),
        // Refused before any game, not after the match.
        (
            vec!["--records", unwritable.to_str().unwrap()],
            "records.txt",
        ),
    ] {
        let mut all = vec!["match", "easy", "easy", "--pairs", "1"];
        all.extend(args.iter());
        let r = hnef(&all);
        assert_eq!(r.code, Some(1), "{args:?}: {}", r.stdout);
        assert!(r.stderr.contains(want), "{args:?}: {}", r.stderr);
        assert!(!r.stdout.contains("game "), "{args:?} played: {}", r.stdout);
    }
}

#[test]
fn an_engine_behind_a_pipe_is_closed_after_each_game() {
    // The usual way to set an option of an external engine: a pipe that
    // sends it first. The engine ends only when its input ends, so the
    // match must close that input, not only say `quit`.
    let engine = format!(
        "cmd:(echo 'setoption name Threads value 2'; cat) | '{}' uci",
        env!("CARGO_BIN_EXE_hnef")
    );
    let r = hnef(&[
        "match",
        &engine,
        "expert:nodes=300",
        "--go",
        "nodes 300",
        "--pairs",
        "2",
        "--max-plies",
        "16",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("4 games in "), "{}", r.stdout);
}

#[test]
fn unfinished_games_are_left_out_or_scored_half() {
    // 14 plies in all (the openings have 6 to 12): every game is unfinished.
    let base = [
        "match",
        "expert:nodes=300",
        "easy:nodes=300",
        "--pairs",
        "3",
        "--max-plies",
        "14",
        "--sprt",
        "0,50",
    ];
    let unfinished = |out: &str| out.matches("unfinished after").count();
    let r = hnef(&base);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(unfinished(&r.stdout), 6, "{}", r.stdout);
    assert!(r.stdout.contains("no finished game"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("[0, 0, 0, 0, 0]; left out, with an unfinished game: 3 pairs"),
        "{}",
        r.stdout
    );
    let mut half = base.to_vec();
    half.extend(["--unfinished", "half"]);
    let r = hnef(&half);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // Still reported as unfinished, game by game and in the table...
    assert_eq!(unfinished(&r.stdout), 6, "{}", r.stdout);
    assert!(
        r.stdout.contains("as attackers: W 0 L 0 D 0 unfinished 3"),
        "{}",
        r.stdout
    );
    // ... but scored half a point each: three even pairs, Elo 0.
    assert!(r.stdout.contains("score 3.0/6 = 50.0 %"), "{}", r.stdout);
    assert!(
        r.stdout.contains(
            "[0, 0, 3, 0, 0]; unfinished games scored half a point each (--unfinished half)"
        ),
        "{}",
        r.stdout
    );
}

/// The position lines (not the comments) of a suite in `src/bin/hnef/data/`.
fn suite_lines(name: &str) -> Vec<String> {
    let path = format!("{}/src/bin/hnef/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn endgames_run_reports_the_table() {
    let dir = scratch("endgames");
    let file = dir.join("two.txt");
    // Two positions of the suite, played a few plies only.
    let two: Vec<String> = suite_lines("endgames.txt").into_iter().take(2).collect();
    std::fs::write(&file, two.join("\n")).unwrap();
    let args = [
        "endgames",
        "run",
        "--file",
        file.to_str().unwrap(),
        "--player",
        "expert:nodes=500",
        "--max-plies",
        "6",
    ];
    let r = hnef(&args);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("2 positions"), "{}", r.stdout);
    assert_eq!(
        r.stdout.lines().filter(|l| l.contains(": king + ")).count(),
        2
    );
    assert!(r.stdout.contains("attackers win "), "{}", r.stdout);
    assert!(r.stdout.contains("median plies"), "{}", r.stdout);
    // Threads change nothing.
    let mut more = args.to_vec();
    more.extend(["--concurrency", "2"]);
    assert_eq!(hnef(&more).stdout, r.stdout);
    // Bad input.
    std::fs::write(&file, "not a position\n").unwrap();
    let r = hnef(&args);
    assert_eq!(r.code, Some(1));
    assert!(r.stderr.contains("two.txt:1"), "{}", r.stderr);
    let r = hnef(&["endgames", "fly"]);
    assert_eq!(r.code, Some(2));
    let r = hnef(&["endgames", "build", "--min-attackers", "30"]);
    assert_eq!(r.code, Some(2));
}

#[test]
fn endgames_run_moves_replay_to_the_reported_end() {
    use hnef::{notation, Game, COPENHAGEN};
    let dir = scratch("endgames-moves");
    let file = dir.join("boxed.txt");
    // The first boxed position, played out at a small budget.
    let first = suite_lines("boxed.txt").swap_remove(0);
    std::fs::write(&file, &first).unwrap();
    let r = hnef(&[
        "endgames",
        "run",
        "--file",
        file.to_str().unwrap(),
        "--player",
        "expert:nodes=3000",
        "--max-plies",
        "40",
        "--moves",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let result = r.stdout.lines().find(|l| l.contains(": king + ")).unwrap();
    let moves = r
        .stdout
        .lines()
        .find_map(|l| l.trim().strip_prefix("moves: "))
        .unwrap();
    let pos = notation::parse_position(first.split('#').next().unwrap().trim()).unwrap();
    let mut game = Game::from_position(&COPENHAGEN, pos);
    for m in moves.split(' ') {
        game.play(notation::parse_move(m).unwrap().mv).unwrap();
    }
    let plies = moves.split(' ').count();
    assert!(result.ends_with(&format!("in {plies} plies")), "{result}");
    match game.outcome() {
        Some(o) => assert!(result.contains(o.reason.name()), "{result}"),
        None => assert!(result.contains("unfinished") && plies == 40, "{result}"),
    }
}

#[test]
fn openings_are_reproducible_and_legal() {
    let dir = scratch("openings");
    let csv = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/copenhagen-games.csv"
    ))
    .unwrap();
    let small = dir.join("small.csv");
    std::fs::write(&small, csv.lines().take(40).collect::<Vec<_>>().join("\n")).unwrap();
    let out = dir.join("openings.txt");
    let args = [
        "openings",
        "--from",
        small.to_str().unwrap(),
        "--nodes",
        "300",
        "--count",
        "5",
        "--out",
        out.to_str().unwrap(),
    ];
    let r = hnef(&args);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("40 games read"), "{}", r.stdout);
    let first = std::fs::read_to_string(&out).unwrap();
    assert_eq!(hnef(&args).code, Some(0));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), first);
    let lines: Vec<&str> = first.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 5, "{first}");
    for l in &lines {
        let plies = l.split('#').next().unwrap().split_whitespace().count();
        assert!((6..=12).contains(&plies), "{l}");
        let score: i32 = l.rsplit("score ").next().unwrap().parse().unwrap();
        assert!(score.abs() <= 40, "{l}");
    }
    // The file is a valid openings file for a match.
    let r = hnef(&[
        "match",
        "expert:nodes=200",
        "expert:nodes=200",
        "--pairs",
        "1",
        "--max-plies",
        "20",
        "--openings",
        out.to_str().unwrap(),
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // Bad options.
    assert_eq!(
        hnef(&["openings", "--min-ply", "9", "--max-ply", "3"]).code,
        Some(2)
    );
    assert_eq!(
        hnef(&["openings", "--from", "/nonexistent.csv"]).code,
        Some(1)
    );
}
