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

import { startHarness } from '../tests/browser/harness.mjs';

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
    return { paint: at('hnef-board-painted'), interactive: at('hnef-interactive'), state, early };
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
const url = option('--url', harness.baseUrl);
const rows = [];
try {
  for (const device of Object.keys(VIEWPORTS)) {
    for (const [cache, run] of [['cold', cold], ['warm', warm]]) {
      const samples = [];
      for (let i = 0; i < RUNS; i++) {
        const s = await run(harness.browser, url, device);
        if (s.state !== 'ready') throw new Error(`${device} ${cache}: the page did not become ready (${s.state})`);
        if (cache === 'warm' && !s.controlled) throw new Error(`${device} warm: the page is not controlled by the service worker`);
        samples.push(s);
      }
      const paints = samples.map((s) => s.paint).filter((p) => p !== null);
      const inter = samples.map((s) => s.interactive);
      rows.push({
        device,
        cache,
        paintMedian: paints.length ? quantile(paints, 0.5) : null,
        paintP90: paints.length ? quantile(paints, 0.9) : null,
        interMedian: quantile(inter, 0.5),
        interP90: quantile(inter, 0.9),
        early: samples.filter((s) => s.early).length,
      });
    }
  }
} finally {
  await harness.close();
}

const ms = (v) => (v === null ? '—' : `${Math.round(v)}`);
console.log(`start-up, ms from navigation (${RUNS} runs each; median / p90)`);
console.log('| viewport | cache | first board paint | interactive | board drawn before the engine was ready |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.device} | ${r.cache} | ${ms(r.paintMedian)} / ${ms(r.paintP90)} | ${ms(r.interMedian)} / ${ms(r.interP90)} | ${r.early}/${RUNS} |`);
}
