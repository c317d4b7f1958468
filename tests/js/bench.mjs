// Wasm figures in Node: `./build.sh bench`, or
// `node tests/js/bench.mjs [PLIES] [SEED] [JS_PLIES]`.
//
// 1. Start-up: import + `await init()`, then `new Game()` + the first
//    `legalTargets()` call (this process has touched nothing before).
// 2. `bench(plies, seed)`: random playouts inside wasm (the JS boundary is
//    crossed once), the same work as the native `random_playouts` with the
//    same seed and count.
// 3. The search: the start position to depth 8 through
//    `new Game().analyse({ lines: 1, depth: 8, nodes })`, the same nodes as
//    the native `hnef bench --search` (which `./build.sh bench` runs first),
//    so the two rates compare (the bar: wasm at least 70 % of
//    native). The node limit is far above the tree: it only replaces the
//    expert's default 2 s, which a slow host reaches before depth 8 ends.
// 4. Random playouts driven from JS through `legalMoves()` / `applyMove()`,
//    the cost a JS caller pays per ply.
// Figures only: a bench never passes or fails anything.

const t0 = performance.now();
const { loadHnef } = await import('./load.mjs');
const { hnef } = await loadHnef();
const t1 = performance.now();
const first = new hnef.Game();
first.legalTargets('d1');
const t2 = performance.now();
first.free();

const plies = Number(process.argv[2] ?? process.env.HNEF_BENCH_PLIES ?? 2_000_000);
const seed = Number(process.argv[3] ?? process.env.HNEF_BENCH_SEED ?? 1);
const jsPlies = Number(process.argv[4] ?? process.env.HNEF_BENCH_JS_PLIES ?? 200_000);
for (const n of [plies, seed, jsPlies]) {
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error('usage: node tests/js/bench.mjs [PLIES] [SEED] [JS_PLIES]   (non-negative integers)');
    process.exit(2);
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`start-up: import + init() ${(t1 - t0).toFixed(1)} ms; new Game() + first legalTargets() ${(t2 - t1).toFixed(2)} ms`);

// Warm up the tier-up compiler a little, then measure.
hnef.bench(20_000, seed);
// CPU time too: on a shared machine the wall clock counts other processes' turns.
const cpuSeconds = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};
let start = performance.now();
let cpu = process.cpuUsage();
const result = hnef.bench(plies, seed);
let seconds = (performance.now() - start) / 1000;
let cpuUsed = cpuSeconds(cpu);
console.log(
  `wasm bench(${plies}, ${seed}): plies ${result.plies}, games ${result.games}, captures ${result.captures} ` +
    `in ${seconds.toFixed(2)} s = ${fmt(result.plies / seconds)} plies/s ` +
    `(cpu ${cpuUsed.toFixed(2)} s = ${fmt(result.plies / cpuUsed)} plies/s)`,
);

{
  const SEARCH_DEPTH = 8;
  // A warm-up search, so the timed one runs tiered-up code.
  const warm = new hnef.Game();
  warm.analyse({ lines: 1, depth: 6 });
  warm.free();
  const game = new hnef.Game();
  start = performance.now();
  cpu = process.cpuUsage();
  const analysis = game.analyse({ lines: 1, depth: SEARCH_DEPTH, nodes: Number.MAX_SAFE_INTEGER });
  seconds = (performance.now() - start) / 1000;
  cpuUsed = cpuSeconds(cpu);
  game.free();
  console.log(
    `wasm search: start position, depth ${analysis.depth}: ${fmt(analysis.nodes)} nodes in ${seconds.toFixed(3)} s ` +
      `= ${fmt(analysis.nodes / seconds)} nodes/s (cpu ${cpuUsed.toFixed(3)} s = ${fmt(analysis.nodes / cpuUsed)} nodes/s), ` +
      `best ${analysis.lines[0]?.move ?? '-'}`,
  );
}

if (jsPlies === 0) process.exit(0);

// JS-driven playouts: a small LCG picks among legalMoves().
let state = seed >>> 0 || 1;
const pick = (n) => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state % n;
};
let played = 0;
let games = 0;
start = performance.now();
cpu = process.cpuUsage();
while (played < jsPlies) {
  const game = new hnef.Game();
  while (game.outcome().status === 'ongoing') {
    const moves = game.legalMoves();
    const mv = moves[pick(moves.length)];
    const dash = mv.indexOf('-');
    game.applyMove(mv.slice(0, dash), mv.slice(dash + 1));
    played++;
  }
  game.free();
  games++;
}
seconds = (performance.now() - start) / 1000;
cpuUsed = cpuSeconds(cpu);
console.log(
  `JS through legalMoves()/applyMove()/outcome(): ${played} plies, ${games} games in ${seconds.toFixed(2)} s ` +
    `= ${fmt(played / seconds)} plies/s (cpu ${cpuUsed.toFixed(2)} s = ${fmt(played / cpuUsed)} plies/s)`,
);
