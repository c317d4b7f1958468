//! `tune`: fits the evaluation weights to game outcomes (Texel's method) and
//! checks the result by self-play.
//!
//! ```text
//! cargo run --release --bin tune -- [--data FILE]... [--iters N] [--from-ply K]
//!     [--no-quiet] [--lambda L] [--write] [--selfplay PAIRS] [--nodes N]
//!     [--bench [DEPTH]] [--winchance] [--freeze TERM[,TERM...]]
//!     [--unfinished-half]
//! ```
//!
//! 1. Every game of the CSV (`tests/data/copenhagen-games.csv` by
//!    default) whose result is `Black` (the attackers won) or `White` (the
//!    defenders won) is replayed with our rules; `Draw` and `Ongoing` games
//!    are skipped (a resignation or time-out says little about who stood
//!    better, and a draw is not an outcome of play). A game our rules end
//!    earlier (a third repetition the source site let pass) takes our
//!    result. `--data` may be given more than once, and a file may also
//!    hold the records `hnef match --records` writes (self-play): their
//!    decided games count the same way. With `--unfinished-half` their
//!    unfinished games (stopped at `--max-plies`) count too, as half a win
//!    for each side: self-play that stalls in a fortress teaches the fit
//!    that such positions are not won. Every fifth game, over all files in
//!    the order given, is held out.
//! 2. From ply `--from-ply` (default 4) on, each position is resolved to the
//!    end of its quiescence line (`--no-quiet` keeps it as is) so no capture
//!    or escape threat is pending; positions whose quiescence score is a
//!    win or loss are dropped (the search sees those, the evaluation need
//!    not).
//! 3. The features of [`hnef::search::eval::trace`] are fitted by logistic
//!    regression: P(attackers win) = 1 / (1 + 10^(-eval/400)), cross-entropy
//!    loss, an L2 pull (`--lambda`) on the piece-square entries, Adam, full
//!    batch. Every fifth game is held out; accuracy (the sign of the
//!    evaluation names the winner) is reported on both parts, before and
//!    after the fit.
//! 4. `--write` puts the rounded weights into `src/search/params.rs`
//!    between its `BEGIN TUNED` / `END TUNED` markers; `--selfplay N` plays N
//!    pairs of games (colours swapped, seeded random openings) between the
//!    fitted and the built-in weights at `--nodes` per move.
//!
//! `--freeze` keeps the named terms (as the report names them, say
//! `boxed_squeeze`) at their built-in weights: terms set by hand for play
//! the recorded games rarely show.
//!
//! `--winchance` fits the score-to-win-chance logistic of
//! `hnef::search::winchance` instead (same games, positions and held-out
//! split; the quiescence score from the attackers' view against the result)
//! and prints the fit, its log loss and the held-out calibration table.
//!
//! `--bench [DEPTH]` prints the search bench (node signature, nodes/second)
//! and exits.

use hnef::notation;
use hnef::search::params::{self, term, TERMS};
use hnef::search::{bench, eval, Level, Limits, Searcher};
use hnef::{Game, Position, Side, COPENHAGEN};
use std::fmt::Write as _;
use std::time::Instant;

const K: f64 = std::f64::consts::LN_10 / 400.0;

struct Sample {
    features: [f32; TERMS],
    /// 1 when the attackers won, 0 when the defenders did, 0.5 for an
    /// unfinished game with `--unfinished-half`.
    label: f32,
    test: bool,
    ply: usize,
    /// The quiescence score from the attackers' view (0 with `--no-quiet`).
    score: f32,
}

struct Options {
    /// The data files (`--data`, repeatable).
    data: Vec<String>,
    iters: usize,
    from_ply: usize,
    quiet: bool,
    lambda: f64,
    write: bool,
    selfplay: usize,
    nodes: u64,
    winchance: bool,
    /// Terms kept at their built-in weight (set by hand, see `--freeze`).
    frozen: Vec<usize>,
    /// The label of an unfinished self-play game, if they count: 0.5 with
    /// `--unfinished-half`.
    unfinished: Option<f32>,
}

fn main() {
    if let Err(e) = run() {
        eprintln!("tune: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut o = Options {
        data: Vec::new(),
        iters: 3000,
        from_ply: 4,
        quiet: true,
        lambda: 1e-7,
        write: false,
        selfplay: 0,
        nodes: 20_000,
        winchance: false,
        frozen: Vec::new(),
        unfinished: None,
    };
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let mut value = || -> Result<String, String> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{a} needs a value"))
        };
        match a {
            "--data" => o.data.push(value()?),
            "--iters" => o.iters = value()?.parse().map_err(|_| "bad --iters")?,
            "--from-ply" => o.from_ply = value()?.parse().map_err(|_| "bad --from-ply")?,
            "--no-quiet" => o.quiet = false,
            "--lambda" => o.lambda = value()?.parse().map_err(|_| "bad --lambda")?,
            "--write" => o.write = true,
            "--selfplay" => o.selfplay = value()?.parse().map_err(|_| "bad --selfplay")?,
            "--nodes" => o.nodes = value()?.parse().map_err(|_| "bad --nodes")?,
            "--winchance" => o.winchance = true,
            "--unfinished-half" => o.unfinished = Some(0.5),
            "--freeze" => {
                for want in value()?.split(',') {
                    let i = (0..TERMS)
                        .find(|&i| params::name(i) == want)
                        .ok_or_else(|| format!("--freeze: no term named {want}"))?;
                    o.frozen.push(i);
                }
            }
            "--bench" => {
                let depth = args
                    .get(i + 1)
                    .and_then(|d| d.parse().ok())
                    .unwrap_or(bench::DEPTH);
                return run_bench(depth);
            }
            other => return Err(format!("unknown option {other}")),
        }
        i += 1;
    }

    if o.data.is_empty() {
        o.data.push("tests/data/copenhagen-games.csv".into());
    }
    let t0 = Instant::now();
    let samples = load(&o)?;
    let n_test = samples.iter().filter(|s| s.test).count();
    println!(
        "{} positions ({} held out) in {:.1} s",
        samples.len(),
        n_test,
        t0.elapsed().as_secs_f64()
    );
    if o.winchance {
        run_winchance(&samples);
        return Ok(());
    }
    let attackers_won = samples.iter().filter(|s| s.label > 0.5).count();
    println!(
        "base rate: attackers won {:.1} % of positions",
        100.0 * attackers_won as f64 / samples.len() as f64
    );
    let start: Vec<f64> = params::WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    report("built-in weights", &samples, &start);
    let fitted = fit(&samples, &start, &o);
    let rounded: [i32; TERMS] = std::array::from_fn(|i| fitted[i].round() as i32);
    let as_f64: Vec<f64> = rounded.iter().map(|&w| f64::from(w)).collect();
    report("fitted weights", &samples, &as_f64);
    for (i, w) in rounded.iter().enumerate() {
        if i < term::PST_ATTACKER {
            println!(
                "  {:<22} {:>6}  (was {})",
                params::name(i),
                w,
                params::WEIGHTS[i]
            );
        }
    }
    if o.write {
        write_params(&rounded)?;
        println!("wrote src/search/params.rs");
    }
    if o.selfplay > 0 {
        selfplay(&rounded, &o);
    }
    Ok(())
}

/// `--winchance`: fits the score-to-win-chance logistic of
/// [`hnef::search::winchance`] on the training games' quiescence scores and
/// prints its log loss and calibration on the held-out games.
fn run_winchance(samples: &[Sample]) {
    use hnef::search::winchance;
    let part = |test: bool| -> Vec<(f64, bool)> {
        samples
            .iter()
            .filter(|s| s.test == test)
            .map(|s| (f64::from(s.score), s.label > 0.5))
            .collect()
    };
    let (train, held) = (part(false), part(true));
    let (k, b) = winchance::fit(&train);
    println!(
        "fit on {} training positions: K = {k:.6}, B = {b:.3}",
        train.len()
    );
    println!("shipped: K = {}, B = {}", winchance::K, winchance::B);
    let base = train.iter().filter(|s| s.1).count() as f64 / train.len().max(1) as f64;
    let base_loss = |xs: &[(f64, bool)]| {
        xs.iter()
            .map(|&(_, y)| if y { -base.ln() } else { -(1.0 - base).ln() })
            .sum::<f64>()
            / xs.len().max(1) as f64
    };
    for (name, xs) in [("train", &train), ("held-out", &held)] {
        println!(
            "{name:>8}: {} positions, log loss fitted {:.4}, shipped {:.4}, base rate only {:.4}",
            xs.len(),
            winchance::log_loss(xs, k, b),
            winchance::log_loss(xs, winchance::K, winchance::B),
            base_loss(xs)
        );
    }
    // A side term: separate constants by side to move (ply parity; every
    // recorded game starts from the start position, attackers first).
    let side = |test: bool, ply_parity: usize| -> Vec<(f64, bool)> {
        samples
            .iter()
            .filter(|s| s.test == test && s.ply % 2 == ply_parity)
            .map(|s| (f64::from(s.score), s.label > 0.5))
            .collect()
    };
    let mut side_loss = 0.0;
    for (name, parity) in [("attackers", 0), ("defenders", 1)] {
        let (k, b) = winchance::fit(&side(false, parity));
        let held_side = side(true, parity);
        side_loss += winchance::log_loss(&held_side, k, b) * held_side.len() as f64;
        println!("{name} to move: K = {k:.6}, B = {b:.2}");
    }
    println!(
        "held-out log loss with a side term {:.4} (without {:.4})",
        side_loss / held.len().max(1) as f64,
        winchance::log_loss(&held, k, b)
    );
    println!("held-out calibration (shipped constants):");
    println!("| predicted range | positions | mean predicted | attackers won |");
    println!("|---|---:|---:|---:|");
    for bk in winchance::calibration(&held, winchance::K, winchance::B) {
        println!(
            "| {:.0}-{:.0} % | {} | {:.1} % | {:.1} % |",
            bk.lo * 100.0,
            bk.hi * 100.0,
            bk.count,
            bk.predicted * 100.0,
            bk.actual * 100.0
        );
    }
}

// A `Result` like every other way the options parser returns.
#[allow(clippy::unnecessary_wraps)]
fn run_bench(depth: u32) -> Result<(), String> {
    let t0 = Instant::now();
    let lines = bench::run(depth);
    let ms = t0.elapsed().as_secs_f64() * 1000.0;
    let total: u64 = lines.iter().map(|l| l.nodes).sum();
    for l in &lines {
        println!(
            "{:>9} nodes  best {:<8} score {:>6}  {}",
            l.nodes, l.best, l.score, l.position
        );
    }
    println!(
        "bench depth {depth}: {total} nodes, {ms:.0} ms, {} nodes/s",
        (total as f64 * 1000.0 / ms.max(1e-3)) as u64
    );
    Ok(())
}

/// Replays the games and extracts the samples.
/// Splits match records into one text per game: a game starts at a tag
/// line that follows a line of moves (the records are not always separated
/// by blank lines).
fn record_blocks(text: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    let mut in_moves = true;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let tag = line.starts_with('[');
        if tag && in_moves {
            blocks.push(String::new());
        }
        in_moves = !tag;
        if let Some(b) = blocks.last_mut() {
            b.push_str(line);
            b.push('\n');
        }
    }
    blocks
}

/// The label of a game won by `winner`: 1 when the attackers won.
fn label(winner: Side) -> f32 {
    if winner == Side::Attackers {
        1.0
    } else {
        0.0
    }
}

/// The decided games of one data file, each with its [`label`]: the CSV of
/// recorded games (moves, two ignored columns, `Black`/`White`), or the
/// records `hnef match --records` writes (tagged records, split by
/// [`record_blocks`]), told apart by a `[ruleset:` tag. Games without a
/// winner are left out (a record our rules cannot read counts as one),
/// except that an unfinished record comes with the label `unfinished`
/// when that is given.
fn decided_games(path: &str, unfinished: Option<f32>) -> Result<Vec<(Game, f32)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out = Vec::new();
    if text.contains("[ruleset:") {
        for block in record_blocks(&text) {
            let Ok(game) = notation::parse_record(&block, &COPENHAGEN) else {
                continue;
            };
            let l = match game.outcome() {
                Some(end) => end.winner.map(label),
                None => unfinished,
            };
            if let Some(l) = l {
                out.push((game, l));
            }
        }
        return Ok(out);
    }
    for line in text.lines() {
        let cols: Vec<&str> = line.split(',').collect();
        if cols.len() < 4 {
            continue;
        }
        let recorded = match cols[3].trim() {
            "Black" => Side::Attackers,
            "White" => Side::Defenders,
            _ => continue,
        };
        let mut game = Game::new(&COPENHAGEN);
        for tok in cols[0].split_whitespace() {
            if game.outcome().is_some() {
                break;
            }
            let Ok(parsed) = notation::parse_move(tok) else {
                break;
            };
            if game.play(parsed.mv).is_err() {
                break;
            }
        }
        let winner = match game.outcome() {
            Some(out) => match out.winner {
                Some(w) => w,
                None => continue,
            },
            None => recorded,
        };
        out.push((game, label(winner)));
    }
    Ok(out)
}

fn load(o: &Options) -> Result<Vec<Sample>, String> {
    let mut out = Vec::new();
    let mut searcher = Searcher::new(1);
    let mut games = 0usize;
    let mut all = Vec::new();
    for path in &o.data {
        all.extend(decided_games(path, o.unfinished)?);
    }
    for (game, label) in all {
        let test = games % 5 == 4;
        games += 1;
        let positions = game.positions();
        // The last position is the decided one; the evaluation never sees it.
        let end = if game.outcome().is_some() {
            positions.len() - 1
        } else {
            positions.len()
        };
        for (ply, pos) in positions.iter().enumerate().take(end).skip(o.from_ply) {
            let mut quiet_score = 0;
            let pos: Position = if o.quiet {
                let (leaf, score) = searcher.quiet_leaf(pos, &COPENHAGEN);
                if score.abs() >= hnef::search::negamax::MATE_BOUND {
                    continue;
                }
                quiet_score = if pos.side_to_move() == Side::Attackers {
                    score
                } else {
                    -score
                };
                leaf
            } else {
                *pos
            };
            let f = eval::features(&pos, &COPENHAGEN);
            out.push(Sample {
                features: std::array::from_fn(|i| f.0[i] as f32),
                label,
                test,
                ply,
                score: quiet_score as f32,
            });
        }
    }
    if o.unfinished.is_some() {
        println!("{games} games replayed (decided, and unfinished ones at 0.5)");
    } else {
        println!("{games} decided games replayed");
    }
    Ok(out)
}

fn eval_of(s: &Sample, w: &[f64]) -> f64 {
    s.features
        .iter()
        .zip(w)
        .map(|(&f, &w)| f64::from(f) * w)
        .sum()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Prints accuracy and loss on the training and held-out parts.
fn report(label: &str, samples: &[Sample], w: &[f64]) {
    for (part, test) in [("train", false), ("held-out", true)] {
        let (mut n, mut right, mut loss, mut late_n, mut late_right) = (0, 0, 0.0, 0, 0);
        for s in samples.iter().filter(|s| s.test == test) {
            let e = eval_of(s, w);
            let p = sigmoid(K * e).clamp(1e-9, 1.0 - 1e-9);
            let y = f64::from(s.label);
            loss -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
            let ok = (e > 0.0) == (y > 0.5);
            n += 1;
            right += usize::from(ok);
            if s.ply >= 30 {
                late_n += 1;
                late_right += usize::from(ok);
            }
        }
        if n == 0 {
            continue;
        }
        println!(
            "{label:>16} {part:>8}: accuracy {:.1} % ({} positions), from ply 30 {:.1} %, log loss {:.4}",
            100.0 * right as f64 / f64::from(n),
            n,
            100.0 * late_right as f64 / f64::from(late_n.max(1)),
            loss / f64::from(n)
        );
    }
}

/// Adam on the cross-entropy of the training part.
fn fit(samples: &[Sample], start: &[f64], o: &Options) -> Vec<f64> {
    let train: Vec<&Sample> = samples.iter().filter(|s| !s.test).collect();
    let n = train.len() as f64;
    let mut w = start.to_vec();
    let mut m = vec![0.0; TERMS];
    let mut v = vec![0.0; TERMS];
    let (b1, b2, lr, eps) = (0.9, 0.999, 2.0, 1e-8);
    for it in 1..=o.iters {
        let mut g = vec![0.0; TERMS];
        for s in &train {
            let p = sigmoid(K * eval_of(s, &w));
            let d = (p - f64::from(s.label)) * K;
            for (gi, &f) in g.iter_mut().zip(&s.features) {
                if f != 0.0 {
                    *gi += d * f64::from(f);
                }
            }
        }
        for i in 0..TERMS {
            if o.frozen.contains(&i) {
                continue;
            }
            g[i] /= n;
            if i >= term::PST_ATTACKER {
                g[i] += 2.0 * o.lambda * w[i];
            }
            m[i] = b1 * m[i] + (1.0 - b1) * g[i];
            v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
            let mh = m[i] / (1.0 - b1.powi(it as i32));
            let vh = v[i] / (1.0 - b2.powi(it as i32));
            w[i] -= lr * mh / (vh.sqrt() + eps);
        }
        if it % 500 == 0 {
            let loss: f64 = train
                .iter()
                .map(|s| {
                    let p = sigmoid(K * eval_of(s, &w)).clamp(1e-9, 1.0 - 1e-9);
                    let y = f64::from(s.label);
                    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
                })
                .sum::<f64>()
                / n;
            println!("  iteration {it}: training log loss {loss:.4}");
        }
    }
    w
}

/// Rewrites the tuned block of `src/search/params.rs`.
fn write_params(w: &[i32; TERMS]) -> Result<(), String> {
    let path = "src/search/params.rs";
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let begin = text
        .find("    // BEGIN TUNED")
        .ok_or("no BEGIN TUNED marker")?;
    let end = text.find("    // END TUNED").ok_or("no END TUNED marker")?;
    let mut block = String::from("    // BEGIN TUNED\n");
    let row = |xs: &[i32]| {
        let items: Vec<String> = xs.iter().map(ToString::to_string).collect();
        format!("    {},\n", items.join(", "))
    };
    for chunk in w[..term::PST_ATTACKER].chunks(9) {
        block.push_str(&row(chunk));
    }
    for (name, at) in [
        ("pst_attacker", term::PST_ATTACKER),
        ("pst_defender", term::PST_DEFENDER),
        ("pst_king", term::PST_KING),
    ] {
        let _ = writeln!(block, "    // {name}");
        block.push_str(&row(&w[at..at + params::CLASSES]));
    }
    let out = format!("{}{}{}", &text[..begin], block, &text[end..]);
    std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))
}

/// Self-play: the fitted weights against the built-in ones.
fn selfplay(fitted: &[i32; TERMS], o: &Options) {
    let mut new = Searcher::new(8);
    let mut old = Searcher::new(8);
    let (mut wins, mut losses, mut unfinished) = ([0usize; 2], [0usize; 2], 0usize);
    let mut rng: u64 = 0x5eed_1234_abcd_ef01;
    for pair in 0..o.selfplay {
        let mut opening = Game::new(&COPENHAGEN);
        for _ in 0..4 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let legal = opening.legal_moves();
            opening
                .play(legal[(rng % legal.len() as u64) as usize])
                .expect("legal");
        }
        for new_side in [Side::Attackers, Side::Defenders] {
            new.set_weights(fitted);
            old.set_weights(&params::WEIGHTS);
            let mut game = opening.clone();
            while game.outcome().is_none() && game.played().len() < 400 {
                let limits = Limits {
                    nodes: Some(o.nodes),
                    ..Limits::default()
                };
                let s = if game.side_to_move() == new_side {
                    &mut new
                } else {
                    &mut old
                };
                let root = game.search_root().expect("the game is on");
                let mv = s
                    .choose_move(&root, Level::Expert, &limits, &|| 0.0, &mut |_| {})
                    .expect("a move while the game is on");
                game.play(mv).expect("legal");
            }
            let side_index = usize::from(new_side == Side::Defenders);
            match game.outcome().and_then(|out| out.winner) {
                Some(w) if w == new_side => wins[side_index] += 1,
                Some(_) => losses[side_index] += 1,
                None => unfinished += 1,
            }
        }
        println!(
            "  pair {}: fitted as attackers W{} L{}, as defenders W{} L{}, unfinished {}",
            pair + 1,
            wins[0],
            losses[0],
            wins[1],
            losses[1],
            unfinished
        );
    }
}
