//! The score as a win chance: `P(attackers win) = 1 / (1 + exp(-K * (s -
//! B)))`, `s` the score from the attackers' view, fitted by maximum
//! likelihood on the recorded games (`docs/WINCHANCE.md` has the method,
//! the data and the calibration). A won or lost score ([`super::mate_in`])
//! is a certainty.

use super::mate_in;
use crate::piece::Side;

/// The fitted logistic: slope per score unit ([`K`]) and the attackers'
/// score at which both sides are even ([`B`]).
///
/// Fitted by `cargo run --release --bin tune -- --winchance` on
/// 2026-12-04 from `tests/data/copenhagen-games.csv` (the decided games,
/// quiescence scores from ply 4 on, every fifth game held out); refit when
/// the evaluation changes.
pub const K: f64 = 0.005_223;
/// See [`K`].
pub const B: f64 = -99.19;

/// A win chance for each side, each in `0.0..=1.0`, summing to 1.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WinChance {
    /// The attackers' chance.
    pub attackers: f64,
    /// The defenders' chance.
    pub defenders: f64,
}

/// The logistic with constants `k` and `b` at attackers' score `s`.
pub fn logistic(s: f64, k: f64, b: f64) -> f64 {
    1.0 / (1.0 + (-k * (s - b)).exp())
}

/// The win chances for a search score `score` given from the view of
/// `to_move` (as the search reports it).
pub fn win_chance(score: i32, to_move: Side) -> WinChance {
    let for_attackers = if to_move == Side::Attackers {
        score
    } else {
        -score
    };
    let attackers = match mate_in(for_attackers) {
        Some(n) if n > 0 => 1.0,
        Some(_) => 0.0,
        None => logistic(f64::from(for_attackers), K, B),
    };
    WinChance {
        attackers,
        defenders: 1.0 - attackers,
    }
}

/// Fits `k` and `b` by maximum likelihood (Newton's method on the
/// cross-entropy, deterministic) to `(attackers' score, attackers won)`
/// samples. Returns `(k, b)`.
pub fn fit(samples: &[(f64, bool)]) -> (f64, f64) {
    // Parametrised as sigma(a + c * s): k = c, b = -a / c.
    let (mut a, mut c) = (0.0_f64, 0.004_f64);
    for _ in 0..100 {
        let (mut ga, mut gc, mut haa, mut hac, mut hcc) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for &(s, y) in samples {
            let p = 1.0 / (1.0 + (-(a + c * s)).exp());
            let d = p - f64::from(u8::from(y));
            let w = p * (1.0 - p);
            ga += d;
            gc += d * s;
            haa += w;
            hac += w * s;
            hcc += w * s * s;
        }
        let det = haa * hcc - hac * hac;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hcc * ga - hac * gc) / det;
        let dc = (haa * gc - hac * ga) / det;
        a -= da;
        c -= dc;
        if da.abs() < 1e-12 && dc.abs() < 1e-15 {
            break;
        }
    }
    (c, -a / c)
}

/// Mean cross-entropy (natural log) of `k`, `b` on the samples.
pub fn log_loss(samples: &[(f64, bool)], k: f64, b: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|&(s, y)| {
            let p = logistic(s, k, b).clamp(1e-12, 1.0 - 1e-12);
            if y {
                -p.ln()
            } else {
                -(1.0 - p).ln()
            }
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// One bucket of a calibration table.
#[derive(Clone, Debug, PartialEq)]
pub struct Bucket {
    /// Predicted attackers' chance range, `lo..hi`.
    pub lo: f64,
    /// See `lo`.
    pub hi: f64,
    /// Samples whose prediction fell in the range.
    pub count: usize,
    /// Their mean prediction.
    pub predicted: f64,
    /// The share of them the attackers won.
    pub actual: f64,
}

/// Calibration of `k`, `b` on the samples in ten buckets of predicted
/// chance (0-10 %, ..., 90-100 %).
pub fn calibration(samples: &[(f64, bool)], k: f64, b: f64) -> Vec<Bucket> {
    let mut sums = [(0usize, 0.0_f64, 0usize); 10];
    for &(s, y) in samples {
        let p = logistic(s, k, b);
        let i = ((p * 10.0) as usize).min(9);
        sums[i].0 += 1;
        sums[i].1 += p;
        sums[i].2 += usize::from(y);
    }
    sums.iter()
        .enumerate()
        .map(|(i, &(n, p, won))| Bucket {
            lo: i as f64 / 10.0,
            hi: (i + 1) as f64 / 10.0,
            count: n,
            predicted: if n > 0 { p / n as f64 } else { 0.0 },
            actual: if n > 0 { won as f64 / n as f64 } else { 0.0 },
        })
        .collect()
}
