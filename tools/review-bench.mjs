// The game review's benchmark (issue 15 item 1), in headless Chromium (the
// browser tests' harness: tools/serve.mjs serving www/, playwright-core,
// /usr/bin/chromium or HNEF_CHROMIUM). A benchmark, not a test: it prints
// figures and asserts nothing about time.
//
//   node tools/review-bench.mjs [--runs N] [--game LINE]
//
// Each run: a new browser context (nothing cached), the page loaded, a
// recorded game of tests/data/copenhagen-games.csv (default line 57: 60
// plies) imported, "Review this game" chosen from the menu, and the time
// from that click to the finished review (#review-view[data-state=done]) at
// the default budget (REVIEW_NODES of www/review-core.js, per position).
// Then the depth each position's search completed (read from the review
// cache, localStorage['hnef.reviews']): min, median, max. Build first
// (./build.sh build); on a shared machine run it more than once.

import { readFile } from 'node:fs/promises';
import { openPage, startHarness } from '../tests/browser/harness.mjs';
import { importRecord, openBoard, waitFor } from '../tests/browser/page-helpers.mjs';
import { REVIEW_NODES } from '../www/review-core.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '3'));
const LINE = Number(option('--game', '57'));
const csv = (await readFile(new URL('../tests/data/copenhagen-games.csv', import.meta.url), 'utf8')).split('\n');
const moves = csv[LINE - 1].split(',')[0].trim();
const plies = moves.split(/\s+/).length;

const harness = await startHarness();
const times = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await openPage(harness.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await openBoard(page, harness.baseUrl);
      await page.click('#menu-button');
      await page.click('[data-menu="record"]');
      await importRecord(page, moves);
      await waitFor(page, (s) => s.history.length === plies);
      await page.click('#menu-button');
      const start = Date.now();
      await page.click('[data-menu="review"]');
      await page.waitForSelector('#review-view[data-state="done"]', { timeout: 600_000 });
      const ms = Date.now() - start;
      times.push(ms);
      const depths = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.reviews')).reviews[0].plies.map((p) => p[3]));
      const analysed = depths.filter((d) => d > 0).sort((a, b) => a - b);
      console.log(
        `run ${run + 1}: ${plies} plies (${depths.length} positions) at ${REVIEW_NODES} nodes: ${(ms / 1000).toFixed(1)} s;` +
          ` depth min ${analysed[0]}, median ${analysed[analysed.length >> 1]}, max ${analysed.at(-1)}`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await harness.close();
}
times.sort((a, b) => a - b);
console.log(`median of ${RUNS}: ${(times[times.length >> 1] / 1000).toFixed(1)} s (cores here: ${(await import('node:os')).availableParallelism()}, shared)`);
