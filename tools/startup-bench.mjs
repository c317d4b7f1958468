// The page's start-up, measured in headless Chromium (the browser tests'
// harness: tools/serve.mjs serving www/, playwright-core, /usr/bin/chromium
// or HNEF_CHROMIUM). A benchmark, not a test: it prints figures, asserts
// nothing about time.
//
//   node tools/startup-bench.mjs [--runs N] [--url URL]
//
// For each viewport (phone 390x844, desktop 1280x800) and cache state, N
// loads (default 7), each from navigation start (performance.timeOrigin):
//   first paint   the page's `hnef-board-painted` mark: the canvas first
//                 drew a position (pieces on the board)
//                 (and whether that was before the engine was ready)
//   on screen     the browser's first paint (the paint timing entry
//                 `first-paint`: when the first frame was presented), if
//                 the board was drawn before it, so the board is in that
//                 frame; the canvas's drawing comes first, its frame later
//   interactive   the page's `hnef-interactive` mark: the frame after the
//                 page became ready (#app[data-state=ready]: the engine
//                 loaded, the game restored, every control wired)
// cold: a new browser context (empty HTTP cache, no service worker, no
//       storage); service workers blocked.
// warm: a second load in a context whose first load installed the offline
//       service worker (its cache full, the HTTP cache warm, the first
//       load's saved game in localStorage).
// Prints the median and p90 of each, in milliseconds. Build first
// (./build.sh build); on a shared machine run it more than once.
//
//   --viewport phone|desktop, --cache cold|warm   measure only those
//   --compare DIR   also measures another copy of the site (say, an older
//                   build of www/), load for load in turn with this one, so
//                   that both see the same machine load: two tables.

import { resolve } from 'node:path';
import { startHarness } from '../tests/browser/harness.mjs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '7'));
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number above 0, got ${option('--runs')}`);

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/** Loads the page in `page` and returns {paint, interactive} in ms from navigation start. */
async function measure(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('hnef-interactive').length > 0, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    const state = document.getElementById('app')?.dataset.state;
    const early = performance.getEntriesByName('hnef-board-painted')[0]?.detail?.early === true;
    const paint = at('hnef-board-painted');
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
    const shown = paint !== null && firstPaint !== null && firstPaint >= paint ? firstPaint : null;
    return { paint, shown, interactive: at('hnef-interactive'), state, early };
  });
}

async function cold(browser, url, device) {
  const context = await browser.newContext({ ...VIEWPORTS[device], serviceWorkers: 'block' });
  try {
    return await measure(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

async function warm(browser, url, device) {
  const context = await browser.newContext({ ...VIEWPORTS[device] });
  try {
    const first = await context.newPage();
    await measure(first, url);
    // The offline worker installed and active: its cache holds every file.
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 }).catch(() => {});
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await first.close();
    const page = await context.newPage();
    const figures = await measure(page, url);
    figures.controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    return figures;
  } finally {
    await context.close();
  }
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const harness = await startHarness();
const compare = option('--compare', null);
const onlyViewport = option('--viewport', null);
if (onlyViewport !== null && !Object.hasOwn(VIEWPORTS, onlyViewport)) throw new Error(`--viewport must be one of ${Object.keys(VIEWPORTS).join(', ')}`);
const onlyCache = option('--cache', null);
if (onlyCache !== null && !['cold', 'warm'].includes(onlyCache)) throw new Error('--cache must be cold or warm');
const other = compare === null ? null : await startServer({ root: resolve(compare), port: 0 });
const sites = [{ name: option('--url', 'www/'), url: option('--url', harness.baseUrl) }];
if (other) sites.push({ name: compare, url: other.url });
const rows = sites.map(() => []);
try {
  for (const device of Object.keys(VIEWPORTS).filter((d) => onlyViewport === null || d === onlyViewport)) {
    for (const [cache, run] of [['cold', cold], ['warm', warm]].filter(([c]) => onlyCache === null || c === onlyCache)) {
      const samples = sites.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        // In turn, starting with each site as often as the other.
        const order = i % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
        for (const k of order) {
          const s = await run(harness.browser, sites[k].url, device);
          if (s.state !== 'ready') throw new Error(`${sites[k].name} ${device} ${cache}: the page did not become ready (${s.state})`);
          if (cache === 'warm' && !s.controlled) throw new Error(`${sites[k].name} ${device} warm: the page is not controlled by the service worker`);
          samples[k].push(s);
        }
      }
      samples.forEach((list, k) => {
        const paints = list.map((s) => s.paint).filter((p) => p !== null);
        const inter = list.map((s) => s.interactive);
        const shown = list.map((s) => s.shown).filter((p) => p !== null);
        rows[k].push({
          device,
          cache,
          paintMedian: paints.length ? quantile(paints, 0.5) : null,
          paintP90: paints.length ? quantile(paints, 0.9) : null,
          shownMedian: shown.length ? quantile(shown, 0.5) : null,
          shownP90: shown.length ? quantile(shown, 0.9) : null,
          shownCount: shown.length,
          interMedian: quantile(inter, 0.5),
          interP90: quantile(inter, 0.9),
          early: list.filter((s) => s.early).length,
        });
      });
    }
  }
} finally {
  await harness.close();
  await other?.close();
}

const ms = (v) => (v === null ? '—' : `${Math.round(v)}`);
sites.forEach((site, k) => {
  if (k > 0) console.log('');
  console.log(`start-up${sites.length > 1 ? ` of ${site.name}` : ''}, ms from navigation (${RUNS} runs each; median / p90)`);
  console.log('| viewport | cache | first board paint | on screen (first frame) | interactive | board drawn before the engine was ready |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows[k]) {
    console.log(`| ${r.device} | ${r.cache} | ${ms(r.paintMedian)} / ${ms(r.paintP90)} | ${ms(r.shownMedian)} / ${ms(r.shownP90)}${r.shownCount < RUNS ? ` (${r.shownCount} of ${RUNS})` : ''} | ${ms(r.interMedian)} / ${ms(r.interP90)} | ${r.early}/${RUNS} |`);
  }
});
