//! The bench signature: total nodes of the fixed bench suite at a fixed
//! depth. Any change to the search or the evaluation that changes the tree
//! changes this number; update it on purpose and state it in the commit.

use hnef::search::bench;

/// Depth of the pinned signature (small, so the test is quick in debug).
const DEPTH: u32 = 3;
/// The pinned signature.
const SIGNATURE: u64 = 21_982;

#[test]
fn bench_signature_is_pinned() {
    let lines = bench::run(DEPTH);
    assert_eq!(lines.len(), bench::POSITIONS.len());
    let total: u64 = lines.iter().map(|l| l.nodes).sum();
    for l in &lines {
        assert!(l.nodes > 0 && l.best != "-", "{}", l.position);
    }
    assert_eq!(total, SIGNATURE, "bench signature changed");
}
