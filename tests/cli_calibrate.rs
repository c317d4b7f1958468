//! `hnef calibrate`: the people's table and the levels' rows come out of a
//! small run, the same on one thread as on two, the cache gives the same
//! tables back and is not used for other options, and bad options are
//! refused. Only the easy level is compared across runs: its moves depend
//! on the node limit and the seed alone (normal and expert read the clock).

mod cli;

use cli::Run;

fn hnef(args: &[&str]) -> Run {
    cli::hnef(&[&["calibrate"], args].concat())
}

/// The output without the lines that carry a time or the thread count.
fn untimed(s: &str) -> String {
    s.lines()
        .filter(|l| !l.contains(" in ") || l.starts_with('|'))
        .map(|l| l.split(", reference:").next().unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

const DATA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/copenhagen-games.csv"
);
/// Another node budget: the cache written for SMALL does not fit it.
const OTHER: [&str; 12] = [
    "--data",
    DATA,
    "--games",
    "3",
    "--nodes",
    "300",
    "--every",
    "6",
    "--levels",
    "easy",
    "--threads",
    "1",
];
const SMALL: [&str; 8] = [
    "--data", DATA, "--games", "3", "--nodes", "400", "--every", "6",
];

/// The percentages of a table row (`| a % | b % | ... |`).
fn percents(row: &str) -> Vec<f64> {
    row.split('|')
        .filter_map(|cell| cell.trim().strip_suffix(" %"))
        .filter_map(|n| n.parse().ok())
        .collect()
}

#[test]
fn a_small_run_prints_the_people_and_the_levels() {
    let run = hnef(
        &[
            &SMALL[..],
            &["--levels", "easy,normal,reference", "--threads", "1"],
        ]
        .concat(),
    );
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let head = lines
        .iter()
        .position(|l| l.starts_with("| best |"))
        .expect("the people's table");
    let people = percents(lines[head + 2]);
    assert_eq!(people.len(), 7, "{}", lines[head + 2]);
    assert!(
        people.windows(2).all(|w| w[0] <= w[1]),
        "best to worst: {people:?}"
    );
    assert!(people.iter().all(|p| (0.0..=100.0).contains(p)));
    for level in ["easy", "normal", "reference"] {
        let row = lines
            .iter()
            .find(|l| l.starts_with(&format!("| {level} |")))
            .unwrap_or_else(|| panic!("a row for {level}:\n{}", run.stdout));
        let losses = percents(row);
        assert_eq!(losses.len(), 2, "{row}");
        assert!(losses.iter().all(|p| (0.0..=100.0).contains(p)), "{row}");
        assert!(row.ends_with("of the game sides |"), "{row}");
    }
    assert!(!lines.iter().any(|l| l.starts_with("| expert |")));
}

#[test]
fn threads_and_the_cache_do_not_change_the_tables() {
    let dir = cli::scratch("cli_calibrate", "cache");
    let cache = dir.join("people.txt");
    let cache = cache.to_str().expect("a UTF-8 path");
    let one = hnef(&[&SMALL[..], &["--levels", "easy", "--threads", "1"]].concat());
    let two = hnef(
        &[
            &SMALL[..],
            &["--levels", "easy", "--threads", "2", "--cache", cache],
        ]
        .concat(),
    );
    assert_eq!(one.code, Some(0), "{}", one.stderr);
    assert_eq!(two.code, Some(0), "{}", two.stderr);
    assert_eq!(untimed(&one.stdout), untimed(&two.stdout));
    let written = std::fs::read_to_string(cache).expect("the cache was written");
    assert!(written.starts_with("hnef calibrate cache 1 "), "{written}");

    // Read back: the same tables.
    let again = hnef(
        &[
            &SMALL[..],
            &["--levels", "easy", "--threads", "2", "--cache", cache],
        ]
        .concat(),
    );
    assert_eq!(untimed(&again.stdout), untimed(&one.stdout));

    // A cache of other options is not used (and is replaced).
    let other = hnef(&[&OTHER[..], &["--cache", cache]].concat());
    let fresh = hnef(&OTHER);
    assert_eq!(untimed(&other.stdout), untimed(&fresh.stdout));
    let replaced = std::fs::read_to_string(cache).expect("the cache");
    assert!(replaced.lines().next().unwrap_or("").contains("nodes=300"));

    // A damaged cache is read as none.
    std::fs::write(
        cache,
        format!("{}\n0.5 oops\n", replaced.lines().next().unwrap_or("")),
    )
    .unwrap();
    let damaged = hnef(&[&OTHER[..], &["--cache", cache]].concat());
    assert_eq!(untimed(&damaged.stdout), untimed(&fresh.stdout));
}

#[test]
fn bad_options_are_refused() {
    for (args, needle) in [
        (vec!["--levels", "hard"], "--levels"),
        (vec!["--nodes", "0"], "above 0"),
        (vec!["--games", "x"], "games"),
        (vec!["--colour", "red"], "colour"),
    ] {
        let run = hnef(&args);
        assert_eq!(run.code, Some(2), "{args:?}: {}{}", run.stdout, run.stderr);
        assert!(run.stderr.contains(needle), "{args:?}: {}", run.stderr);
    }
    let missing = hnef(&["--data", "/nonexistent/games.csv"]);
    assert_eq!(missing.code, Some(1));
    assert!(
        missing.stderr.contains("/nonexistent/games.csv"),
        "{}",
        missing.stderr
    );
}
