//! `hnef perft DEPTH [--position TEXT] [--ruleset ID] [--divide]`: leaf
//! counts of the legal move tree (see `hnef::perft`), one line per depth with
//! its time and speed; `--divide` splits the count at DEPTH by first move.

use crate::args::{grouped, rate, say, usage, Args, Failure};
use hnef::{notation, perft};
use std::time::Instant;

/// The deepest depth accepted; deeper runs would take days.
const MAX_DEPTH: u64 = 12;

/// Runs the subcommand.
pub fn main(raw: &[String]) -> Result<(), Failure> {
    let args = Args::parse("perft", raw, &["position", "ruleset"], &["divide"])?;
    let depth = match args.positional.as_slice() {
        [d] => crate::args::parse_number(d)
            .filter(|d| (1..=MAX_DEPTH).contains(d))
            .ok_or_else(|| {
                usage(format!(
                    "perft: DEPTH must be an integer from 1 to {MAX_DEPTH}, got '{d}'"
                ))
            })? as u32,
        [] => return Err(usage("perft: missing DEPTH (e.g. hnef perft 4)")),
        more => {
            return Err(usage(format!(
                "perft: expected one DEPTH, got {} words: {}",
                more.len(),
                more.join(" ")
            )))
        }
    };
    let rules = args.ruleset("perft")?;
    let pos = args.position("perft")?;

    say!("ruleset  {}", rules.id);
    say!("position {}", notation::position_text(&pos));
    if args.has("divide") {
        let start = Instant::now();
        let split = perft::divide(&pos, rules, depth);
        let secs = start.elapsed().as_secs_f64();
        let mut total = 0;
        for (mv, n) in &split {
            say!("{mv:<9} {n}");
            total += n;
        }
        say!(
            "moves {}  depth {depth}  leaves {}  time {secs:.3}s  leaves/s {}",
            split.len(),
            grouped(total),
            rate(total, secs)
        );
        return Ok(());
    }
    say!(
        "{:>5} {:>16} {:>10} {:>14}",
        "depth",
        "leaves",
        "time",
        "leaves/s"
    );
    for d in 1..=depth {
        let start = Instant::now();
        let n = perft::perft(&pos, rules, d);
        let secs = start.elapsed().as_secs_f64();
        say!(
            "{d:>5} {:>16} {:>9.3}s {:>14}",
            grouped(n),
            secs,
            rate(n, secs)
        );
    }
    Ok(())
}
