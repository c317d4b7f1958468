// Wasm bench in Node: `./build.sh bench`, or `node tests/js/bench.mjs [PLIES] [SEED]`.
//
// Calls the package's `bench(plies, seed)` export (random playouts inside
// wasm until PLIES plies were played) and prints what it returns with the
// wall time and rates. Figures only: a bench never passes or fails anything.

import { loadHnef } from './load.mjs';

const plies = Number(process.argv[2] ?? process.env.HNEF_BENCH_PLIES ?? 2_000_000);
const seed = Number(process.argv[3] ?? process.env.HNEF_BENCH_SEED ?? 1);
if (!Number.isSafeInteger(plies) || plies < 0 || !Number.isSafeInteger(seed) || seed < 0) {
  console.error('usage: node tests/js/bench.mjs [PLIES] [SEED]   (non-negative integers)');
  process.exit(2);
}

const { hnef } = await loadHnef();
if (typeof hnef.bench !== 'function') {
  console.log('wasm bench: skipped, the package has no bench(plies, seed) export yet');
  process.exit(0);
}

const start = performance.now();
const result = hnef.bench(plies, seed);
const seconds = (performance.now() - start) / 1000;

const fields = typeof result === 'object' && result !== null ? Object.entries(result) : [['result', result]];
const shown = fields.map(([key, value]) => `${key} ${value}`).join(', ');
console.log(`wasm bench (plies ${plies}, seed ${seed}): ${shown} in ${seconds.toFixed(2)} s`);
for (const [key, value] of fields) {
  const n = Number(value);
  if (['plies', 'games', 'nodes'].includes(key) && Number.isFinite(n) && seconds > 0) {
    console.log(`wasm bench: ${Math.round(n / seconds).toLocaleString('en-US')} ${key}/s`);
  }
}
