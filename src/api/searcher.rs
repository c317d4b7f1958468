//! The exported `Searcher` class: one search engine (transposition table
//! and move-ordering history, 16 MiB allocated once) reused across the
//! `aiMove` and `analyse` calls of a game. The package's worker
//! (`hnef/worker`) keeps one per worker.
//!
//! When the table is kept: a call on a position of the same game as the
//! previous call (same ruleset and start, and one move list a prefix of the
//! other: a later move, the same position, or a ply browsed back) keeps
//! what the previous searches learnt; any other game clears it first
//! (cleared, not reallocated). A call with a node limit and no time limit
//! always starts from a cleared table, so its result depends only on the
//! game, the seed and the limits, exactly as `Game.aiMove` and
//! `Game.analyse` (which use a fresh table each call).

use super::game::{self, JsGame};
use super::host::Clock;
use crate::search::{self, Searcher};
use crate::{Move, Position};
use std::cell::Cell;
use wasm_bindgen::prelude::*;

/// What identifies the game a search was made in.
#[derive(PartialEq)]
struct GameLine {
    ruleset: &'static str,
    start: Position,
    moves: Vec<Move>,
}

impl GameLine {
    fn of(game: &crate::Game) -> GameLine {
        GameLine {
            ruleset: game.rules().id,
            start: *game.start(),
            moves: game.played().iter().map(|p| p.mv).collect(),
        }
    }

    /// Whether `other` is a position of the same game line.
    fn continues(&self, other: &GameLine) -> bool {
        let n = self.moves.len().min(other.moves.len());
        self.ruleset == other.ruleset
            && self.start == other.start
            && self.moves[..n] == other.moves[..n]
    }
}

/// A search engine kept between calls (see the module doc).
#[wasm_bindgen(js_name = Searcher)]
pub struct JsSearcher {
    inner: Searcher,
    last: Option<GameLine>,
    kept: bool,
}

impl Default for JsSearcher {
    fn default() -> Self {
        JsSearcher::new()
    }
}

// The JS arguments arrive one by one (no options object crosses into wasm).
#[allow(clippy::needless_pass_by_value, clippy::too_many_arguments)]
#[wasm_bindgen(js_class = Searcher)]
impl JsSearcher {
    /// A searcher with a fresh 16 MiB table.
    #[wasm_bindgen(constructor)]
    pub fn new() -> JsSearcher {
        JsSearcher {
            inner: Searcher::new(search::DEFAULT_TT_MB),
            last: None,
            kept: false,
        }
    }

    /// Forgets everything learnt (the table is cleared, not reallocated).
    pub fn clear(&mut self) {
        self.inner.clear();
        self.last = None;
        self.kept = false;
    }

    /// Whether the last call kept what earlier calls had learnt.
    #[wasm_bindgen(getter)]
    pub fn kept(&self) -> bool {
        self.kept
    }

    /// `Game.aiMove` with this searcher's table.
    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(
        &mut self,
        game: &JsGame,
        level: &str,
        time_ms: Option<f64>,
        seed: Option<u64>,
        nodes: Option<u64>,
        depth: Option<u32>,
    ) -> Result<String, JsValue> {
        let g = game.game();
        let (level, limits) = game::ai_request(g, level, time_ms, seed, nodes, depth)?;
        self.prepare(g, time_ms.is_none() && nodes.is_some());
        game::choose(g, &mut self.inner, level, &limits)
    }

    /// `Game.analyse` with this searcher's table; `on_depth`, when given,
    /// is called after each completed iteration of each line with
    /// `{ line, depth, seldepth, nodes, nps, score, mate?, move, pv,
    /// winChance: { attackers, defenders }, elapsedMs }`, and at least
    /// every 200 ms of search with `{ heartbeat: true, elapsedMs }` (a
    /// throw from it is ignored).
    pub fn analyse(
        &mut self,
        game: &JsGame,
        lines: u32,
        time_ms: Option<f64>,
        seed: Option<u64>,
        nodes: Option<u64>,
        depth: Option<u32>,
        on_depth: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let g = game.game();
        let limits = game::analyse_request(lines, time_ms, seed, nodes, depth)?;
        self.prepare(g, time_ms.is_none() && nodes.is_some());
        let to_move = g.side_to_move();
        let clock = Clock::new();
        let start = clock.now_ms();
        let beat = Cell::new(start);
        let now = || {
            let t = clock.now_ms();
            if let Some(f) = &on_depth {
                if t - beat.get() >= HEARTBEAT_MS {
                    beat.set(t);
                    let _ = f.call1(&JsValue::NULL, &heartbeat(t - start));
                }
            }
            t
        };
        let mut report = |line: usize, r: &search::Report| {
            if let Some(f) = &on_depth {
                beat.set(clock.now_ms());
                let _ = f.call1(&JsValue::NULL, &progress(line, r, to_move));
            }
        };
        game::analysis(g, &mut self.inner, lines, &limits, &now, &mut report)
    }
}

impl JsSearcher {
    /// Keeps the table for a position of the previous call's game, clears
    /// it otherwise or when `fresh` (a clock-independent request).
    fn prepare(&mut self, game: &crate::Game, fresh: bool) {
        let line = GameLine::of(game);
        let keep = !fresh && self.last.as_ref().is_some_and(|l| l.continues(&line));
        if !keep {
            self.inner.clear();
        }
        self.kept = keep;
        self.last = Some(line);
    }
}

/// Longest search between two calls of the progress callback, in ms.
const HEARTBEAT_MS: f64 = 200.0;

/// `{ heartbeat: true, elapsedMs }`: the search goes on.
fn heartbeat(elapsed: f64) -> JsValue {
    let o = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&o, &"heartbeat".into(), &JsValue::TRUE);
    let _ = js_sys::Reflect::set(&o, &"elapsedMs".into(), &JsValue::from(elapsed));
    o.into()
}

/// One progress report as a plain object.
fn progress(line: usize, r: &search::Report, to_move: crate::Side) -> JsValue {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), &v);
    };
    set("line", JsValue::from(line as u32));
    set("depth", JsValue::from(r.depth));
    set("seldepth", JsValue::from(r.seldepth));
    set("nodes", JsValue::from(r.nodes as f64));
    set("nps", JsValue::from(r.nps as f64));
    set("score", JsValue::from(r.score));
    if let Some(m) = search::mate_in(r.score) {
        set("mate", JsValue::from(m));
    }
    let pv = js_sys::Array::new();
    for m in &r.pv {
        pv.push(&JsValue::from_str(&m.to_string()));
    }
    set(
        "move",
        r.pv.first()
            .map_or(JsValue::NULL, |m| JsValue::from_str(&m.to_string())),
    );
    set("pv", pv.into());
    let c = search::winchance::win_chance(r.score, to_move);
    let w = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&w, &"attackers".into(), &JsValue::from(c.attackers));
    let _ = js_sys::Reflect::set(&w, &"defenders".into(), &JsValue::from(c.defenders));
    set("winChance", w.into());
    set("elapsedMs", JsValue::from(r.elapsed_ms));
    o.into()
}
