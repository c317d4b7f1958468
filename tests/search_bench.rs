//! The bench signature: total nodes of the fixed bench suite at a fixed
//! depth. Any change to the search, the evaluation or a detector the search
//! relies on that changes the tree changes these numbers; update them on
//! purpose and state them in the commit.

use hnef::search::bench;

/// The pinned signature: all fourteen positions at [`bench::DEPTH`] (5).
const SIGNATURE: u64 = 276_718;
/// The first six positions at depth 3: the signature before the suite grew
/// (kept so the record of earlier commits still reads).
const SHALLOW_SIGNATURE: u64 = 21_982;

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
