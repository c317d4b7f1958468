//! The sequential probability ratio test of `hnef match --sprt`: the
//! generalized SPRT (GSPRT) on the pentanomial distribution of
//! colour-swapped pairs, with the hypotheses in logistic Elo, as fishtest's
//! `LLR_logistic` (Michel Van den Bergh's `LLRcalc.py`) computes it. The
//! formulas are written out in `docs/MATCHES.md`.
//!
//! A pair scores 0, 0.5, 1, 1.5 or 2 points for player A (its two games);
//! divided by 2 these are the outcomes a = 0, 1/4, 1/2, 3/4, 1, counted in
//! [`Penta`]. For a hypothesis Elo e the expected score is
//! s = 1 / (1 + 10^(-e/400)); the log-likelihood ratio of H1 (elo1) against
//! H0 (elo0) is N · Σ p̂ᵢ · ln(p₁ᵢ / p₀ᵢ), where p̂ is the observed
//! distribution and pₛ the distribution of largest likelihood whose
//! expected score is s.

/// Pentanomial counts: pairs that scored 0, 0.5, 1, 1.5 and 2 points for
/// player A.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Penta(pub [u64; 5]);

impl Penta {
    /// Counts a pair that scored `points` (0, 0.5, 1, 1.5 or 2) for A.
    pub fn add(&mut self, points: f64) {
        let i = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[i] += 1;
    }

    /// The number of pairs.
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }
}

/// The Elo difference whose expected score is `s` (logistic model).
pub fn elo_of_score(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The expected score at Elo difference `elo` (logistic model).
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The log-likelihood ratio bounds `(lower, upper)` for error rates
/// `alpha` (accepting H1 when H0 holds) and `beta` (the opposite):
/// `ln(beta / (1 - alpha))` and `ln((1 - beta) / alpha)`.
pub fn bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// The observed distribution: outcome values 0, 1/4, .., 1 and their
/// frequencies, a zero count replaced by 0.001 (fishtest's regularization,
/// which keeps both ends of the support), with the (regularized) total.
fn pdf(p: &Penta) -> (f64, [(f64, f64); 5]) {
    let c: [f64; 5] = std::array::from_fn(|i| if p.0[i] == 0 { 1e-3 } else { p.0[i] as f64 });
    let n: f64 = c.iter().sum();
    (n, std::array::from_fn(|i| (i as f64 / 4.0, c[i] / n)))
}

/// The distribution of largest likelihood with expected value `s` given the
/// observed one: pᵢ / (1 + x·(aᵢ - s)), with x the root of the secular
/// equation Σ pᵢ·(aᵢ - s) / (1 + x·(aᵢ - s)) = 0 on (-1/(1-s), 1/s). The
/// left side falls strictly in x, so bisection finds the root.
fn mle(pdf: &[(f64, f64); 5], s: f64) -> [f64; 5] {
    let f = |x: f64| -> f64 {
        pdf.iter()
            .map(|&(a, p)| p * (a - s) / (1.0 + x * (a - s)))
            .sum()
    };
    let (mut lo, mut hi) = (-1.0 / (1.0 - s), 1.0 / s);
    let width = hi - lo;
    lo += 1e-12 * width;
    hi -= 1e-12 * width;
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let x = 0.5 * (lo + hi);
    std::array::from_fn(|i| pdf[i].1 / (1.0 + x * (pdf[i].0 - s)))
}

/// The generalized log-likelihood ratio of H1: Elo = `elo1` against
/// H0: Elo = `elo0` after the pairs counted in `p` (0 before any pair).
pub fn llr(p: &Penta, elo0: f64, elo1: f64) -> f64 {
    if p.pairs() == 0 {
        return 0.0;
    }
    let (n, pdf) = pdf(p);
    let p0 = mle(&pdf, score_of_elo(elo0));
    let p1 = mle(&pdf, score_of_elo(elo1));
    n * (0..5).map(|i| pdf[i].1 * (p1[i] / p0[i]).ln()).sum::<f64>()
}

/// The Elo estimate from the pairs with its 95 % interval
/// `(elo, low, high)`: the mean score per game μ = Σ nᵢ·aᵢ / N, its
/// standard error √(σ²/N) with σ² the variance of the pair outcomes, and
/// μ ± 1.96 standard errors, each turned into Elo. `None` without pairs.
/// Scores of 0 or 1 are clamped to 0.001 and 0.999.
pub fn elo(p: &Penta) -> Option<(f64, f64, f64)> {
    let n = p.pairs() as f64;
    if n == 0.0 {
        return None;
    }
    let mu = (0..5).map(|i| p.0[i] as f64 * i as f64 / 4.0).sum::<f64>() / n;
    let var = (0..5)
        .map(|i| p.0[i] as f64 * (i as f64 / 4.0 - mu).powi(2))
        .sum::<f64>()
        / n;
    let se = (var / n).sqrt();
    let e = |s: f64| elo_of_score(s.clamp(1e-3, 1.0 - 1e-3));
    Some((e(mu), e(mu - 1.96 * se), e(mu + 1.96 * se)))
}

/// An SPRT's settings.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Test {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Test {
    /// Parses `elo0,elo1[,alpha,beta]` (alpha and beta default to 0.05).
    ///
    /// # Errors
    ///
    /// A message naming what is wrong.
    pub fn parse(text: &str) -> Result<Test, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        if parts.len() != 2 && parts.len() != 4 {
            return Err(format!(
                "--sprt expects elo0,elo1 or elo0,elo1,alpha,beta, got '{text}'"
            ));
        }
        let num = |s: &str| -> Result<f64, String> {
            s.parse::<f64>()
                .ok()
                .filter(|v| v.is_finite())
                .ok_or_else(|| format!("--sprt: '{s}' is not a number"))
        };
        let elo0 = num(parts[0])?;
        let elo1 = num(parts[1])?;
        let (alpha, beta) = if parts.len() == 4 {
            (num(parts[2])?, num(parts[3])?)
        } else {
            (0.05, 0.05)
        };
        if elo0 >= elo1 {
            return Err(format!("--sprt: elo0 ({elo0}) must be below elo1 ({elo1})"));
        }
        if elo0.abs() > 1000.0 || elo1.abs() > 1000.0 {
            return Err("--sprt: the Elo bounds must lie within -1000..1000".into());
        }
        for (name, v) in [("alpha", alpha), ("beta", beta)] {
            if !(v > 0.0 && v < 0.5) {
                return Err(format!(
                    "--sprt: {name} must lie strictly between 0 and 0.5, got {v}"
                ));
            }
        }
        Ok(Test {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The decision after the pairs in `p`: `Some(true)` accepts H1
    /// (the change gains at least elo1), `Some(false)` accepts H0, `None`
    /// goes on.
    pub fn decide(&self, p: &Penta) -> Option<bool> {
        let (lo, hi) = bounds(self.alpha, self.beta);
        let l = llr(p, self.elo0, self.elo1);
        if l >= hi {
            Some(true)
        } else if l <= lo {
            Some(false)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) {
        assert!((a - b).abs() < tol, "{a} != {b}");
    }

    /// Values computed independently in Python (bisection on the secular
    /// equation in double precision, the same published formulas); see
    /// docs/MATCHES.md.
    #[test]
    fn llr_matches_hand_computed_values() {
        let cases: [([u64; 5], f64, f64, f64); 6] = [
            ([10, 20, 40, 20, 10], 0.0, 10.0, -0.137_899_221_755),
            ([5, 30, 100, 40, 10], 0.0, 5.0, 0.715_253_777_143),
            ([0, 3, 10, 12, 5], 0.0, 10.0, 0.850_799_230_049),
            ([20, 10, 5, 2, 0], -5.0, 5.0, -1.064_880_406_847),
            ([1, 2, 3, 4, 5], 0.0, 20.0, 0.533_756_997_930),
            ([12, 0, 0, 0, 30], 0.0, 10.0, 0.500_716_754_610),
        ];
        for (counts, e0, e1, want) in cases {
            close(llr(&Penta(counts), e0, e1), want, 1e-8);
        }
        close(llr(&Penta::default(), 0.0, 10.0), 0.0, 1e-12);
    }

    #[test]
    fn llr_is_antisymmetric_in_the_hypotheses() {
        let p = Penta([3, 7, 20, 9, 4]);
        close(llr(&p, 0.0, 10.0), -llr(&p, 10.0, 0.0), 1e-9);
    }

    #[test]
    fn bounds_match_hand_computed_values() {
        let (lo, hi) = bounds(0.05, 0.05);
        close(lo, -2.944_438_979_166, 1e-9);
        close(hi, 2.944_438_979_166, 1e-9);
        let (lo, hi) = bounds(0.05, 0.1);
        close(lo, -2.251_291_798_606, 1e-9);
        close(hi, 2.890_371_757_896, 1e-9);
    }

    #[test]
    fn elo_matches_hand_computed_values() {
        let (e, lo, hi) = elo(&Penta([5, 30, 100, 40, 10])).unwrap();
        close(e, 18.798_625_070, 1e-6);
        close(lo, -2.029_063_438, 1e-6);
        close(hi, 39.762_337_977, 1e-6);
        let (e, lo, hi) = elo(&Penta([20, 10, 5, 2, 0])).unwrap();
        close(e, -268.554_593_082, 1e-6);
        close(lo, -375.105_911_301, 1e-6);
        close(hi, -192.814_134_736, 1e-6);
        assert_eq!(elo(&Penta::default()), None);
    }

    #[test]
    fn decides_when_the_bounds_are_crossed() {
        let t = Test::parse("0,10").unwrap();
        assert_eq!(t.decide(&Penta([10, 20, 40, 20, 10])), None);
        // LLR 1.70 and -1.75 (Python): inside the bounds of 2.94 still.
        assert_eq!(t.decide(&Penta([0, 0, 10, 20, 30])), None);
        assert_eq!(t.decide(&Penta([30, 20, 10, 0, 0])), None);
        // LLR 3.40 and -3.50.
        assert_eq!(t.decide(&Penta([0, 0, 20, 40, 60])), Some(true));
        assert_eq!(t.decide(&Penta([60, 40, 20, 0, 0])), Some(false));
    }

    #[test]
    fn parses_and_rejects() {
        let t = Test::parse("0, 5, 0.1, 0.2").unwrap();
        for (got, want) in [(t.elo0, 0.0), (t.elo1, 5.0), (t.alpha, 0.1), (t.beta, 0.2)] {
            close(got, want, 1e-12);
        }
        let t = Test::parse("-3,2").unwrap();
        close(t.alpha, 0.05, 1e-12);
        close(t.beta, 0.05, 1e-12);
        for bad in [
            "",
            "5",
            "5,0",
            "0,5,0.1",
            "0,x",
            "0,5,0,0.1",
            "0,5,0.5,0.1",
            "0,NaN",
            "0,5000",
        ] {
            assert!(Test::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn pair_points_land_in_their_cell() {
        let mut p = Penta::default();
        for pts in [0.0, 0.5, 1.0, 1.5, 2.0, 2.0] {
            p.add(pts);
        }
        assert_eq!(p, Penta([1, 1, 1, 1, 2]));
        assert_eq!(p.pairs(), 6);
    }
}
