// Continuous analysis through hnef/worker, measured in headless Chromium
// (the browser tests' harness: www/ served, playwright-core, /usr/bin/chromium
// or HNEF_CHROMIUM), and the effect of the Searcher's table reuse, in Node.
// A benchmark, not a test: it prints figures, asserts nothing about time.
//
//   node tools/analysis-bench.mjs [--seconds S] [--lines N] [--runs R]
//
// Chromium (www/pkg/worker.js, a real module Worker), from the start
// position, R runs (default 3): the time from analyse() to the first update,
// the depth finished after S seconds (default 5), the nodes per second of
// the finished steps, the longest gap between two updates, and the longest
// main-thread task seen (PerformanceObserver 'longtask').
// Node (pkg/hnef.js, Searcher): nodes to finish depth 6 on the second move
// of a game (the engine's own first move played), with the table of the
// first move's search kept, and from a cleared table. Build first
// (./build.sh build).

import { startHarness } from '../tests/browser/harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? Number(args[i + 1]) : fallback;
};
const seconds = option('--seconds', 5);
const lines = option('--lines', 1);
const runs = option('--runs', 3);

const harness = await startHarness();
try {
  const context = await harness.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${harness.baseUrl}rules.html`);
  for (let run = 0; run < runs; run++) {
    const r = await page.evaluate(
      async ({ seconds, lines }) => {
        let longest = 0;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
        });
        try {
          observer.observe({ type: 'longtask', buffered: false });
        } catch {
          longest = NaN;
        }
        const { createEngine } = await import('/pkg/worker.js');
        const engine = await createEngine({ url: new URL('/ai-worker.js', location.href) });
        const ac = new AbortController();
        const t0 = performance.now();
        let first = null;
        let last = t0;
        let gap = 0;
        let best = null;
        const done = engine.analyse('', {
          lines,
          signal: ac.signal,
          onProgress: (u) => {
            const now = performance.now();
            first ??= now - t0;
            gap = Math.max(gap, now - last);
            last = now;
            best = u;
          },
        });
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        ac.abort();
        await done.catch(() => {});
        observer.disconnect();
        engine.close();
        return { first, depth: best?.depth, nodes: best?.nodes, nps: best?.nps, gap, longest, move: best?.lines?.[0]?.move };
      },
      { seconds, lines },
    );
    console.log(
      `chromium run ${run + 1}: first update ${r.first.toFixed(1)} ms; depth ${r.depth} in ${seconds} s (lines ${lines}), ` +
        `${r.nodes} nodes, ${r.nps} nodes/s; longest gap between updates ${r.gap.toFixed(0)} ms; ` +
        `longest main-thread task ${Number.isNaN(r.longest) ? 'n/a' : `${r.longest.toFixed(0)} ms`}; best ${r.move}`,
    );
  }
  await context.close();
} finally {
  await harness.close();
}

// Table reuse (Node, the same wasm).
const hnef = await import(new URL('../pkg/hnef.js', import.meta.url).href);
await hnef.default();
const { Game, Searcher } = hnef;
for (const depth of [5, 6, 7]) {
  const s = new Searcher();
  const game = new Game();
  const first = s.analyse(game, { depth, timeMs: 1e9 });
  game.applyMove(...first.lines[0].move.split('-'));
  let t = performance.now();
  const warm = s.analyse(game, { depth, timeMs: 1e9 });
  const warmMs = performance.now() - t;
  s.clear();
  t = performance.now();
  const cold = s.analyse(game, { depth, timeMs: 1e9 });
  const coldMs = performance.now() - t;
  console.log(
    `reuse, 2nd move (after ${first.lines[0].move}), depth ${depth}: kept table ${warm.nodes} nodes (${warmMs.toFixed(0)} ms), ` +
      `cleared ${cold.nodes} nodes (${coldMs.toFixed(0)} ms): ${(100 * (1 - warm.nodes / cold.nodes)).toFixed(0)} % fewer`,
  );
  s.free();
  game.free();
}
