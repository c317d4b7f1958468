//! The bench signature: total nodes of the fixed bench suite at a fixed
//! depth. Any change to the search, the evaluation or a detector the search
//! relies on that changes the tree changes these numbers; update them on
//! purpose and state them in the commit.

use hnef::search::bench;

/// The pinned signature: all fourteen positions at [`bench::DEPTH`] (5).
const SIGNATURE: u64 = 103_472;
/// The first six positions at depth 3: the signature before the suite grew
/// (kept so the record of earlier commits still reads).
const SHALLOW_SIGNATURE: u64 = 13_404;

#[test]
fn bench_signature_is_pinned() {
    let lines = bench::run(bench::DEPTH);
    assert_eq!(lines.len(), bench::POSITIONS.len());
    for l in &lines {
        assert!(l.nodes > 0 && l.best != "-", "{}", l.position);
    }
    let total: u64 = lines.iter().map(|l| l.nodes).sum();
    assert_eq!(total, SIGNATURE, "bench signature changed");
}

#[test]
fn shallow_signature_of_the_first_six_is_pinned() {
    let total: u64 = bench::run(3).iter().take(6).map(|l| l.nodes).sum();
    assert_eq!(total, SHALLOW_SIGNATURE, "shallow bench signature changed");
}

/// `hnef bench --search` reports the nodes of the start position searched to
/// the depth asked, as the library's searcher counts them (the figure the
/// native and wasm rates are compared at), and the suite's nodes.
#[test]
fn cli_search_bench_reports_the_searchers_nodes() {
    use hnef::search::{Level, Limits, SearchRoot, Searcher, DEFAULT_TT_MB};
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hnef"))
        .args(["bench", "--search", "--depth", "4"])
        .output()
        .expect("hnef runs");
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let root = SearchRoot::new(hnef::Position::start(), &hnef::COPENHAGEN);
    let limits = Limits {
        depth: Some(4),
        nodes: Some(u64::MAX),
        ..Limits::default()
    };
    let want =
        Searcher::new(DEFAULT_TT_MB).search(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {});
    let grouped = |n: u64| {
        let digits = n.to_string();
        let mut s = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                s.push(',');
            }
            s.push(c);
        }
        s
    };
    assert!(
        text.contains(&format!("depth 4: {} nodes", grouped(want.nodes))),
        "{text}"
    );
    let suite: u64 = bench::run(6).iter().map(|l| l.nodes).sum();
    assert!(
        text.contains(&format!("depth 6: {} nodes", grouped(suite))),
        "{text}"
    );
}

/// Bad `--search` arguments are refused with a usage error (exit 2) naming
/// the problem, before any search.
#[test]
fn cli_search_bench_refuses_bad_arguments() {
    for (args, want) in [
        (&["--search", "--depth", "0"][..], "between 1 and 20"),
        (&["--search", "--depth", "21"][..], "between 1 and 20"),
        (&["--search", "--depth", "-3"][..], "--depth"),
        (&["--search", "--depth", "nan"][..], "--depth"),
        (&["--depth", "5"][..], "goes with --search"),
        (&["--search", "--movegen"][..], "give one"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_hnef"))
            .arg("bench")
            .args(args)
            .output()
            .expect("hnef runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?} searched: {out:?}");
    }
}
