// The analysis board's responsiveness on the player's page (issue 14 bars),
// in headless Chromium (the browser tests' harness: www/ served,
// playwright-core, /usr/bin/chromium or HNEF_CHROMIUM). A benchmark, not a
// test: it prints figures and asserts nothing about time.
//
//   node tools/analysis-board-bench.mjs [--seconds S] [--runs R]
//
// Each run: a fresh page with a two-player game at the start position; the
// menu's "Analysis board" clicked (in the page, at t0); then the time to the
// view's first analysis update (its data-depth set: lines and arrows shown),
// the depth shown after S seconds (default 5), and the longest main-thread
// task (PerformanceObserver 'longtask', over 50 ms) from the click to then,
// and of those the longest that began after the first update (the analysis
// running: the issue's bar), apart from the view's opening. The first
// run's module, worker and wasm come from the network (the local server);
// later runs are new pages of one browser context (the HTTP cache).
// Build first (./build.sh build).

import { startHarness } from '../tests/browser/harness.mjs';
import { newGame, openBoard } from '../tests/browser/page-helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? Number(args[i + 1]) : fallback;
};
const seconds = option('--seconds', 5);
const runs = option('--runs', 3);

const harness = await startHarness();
try {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await openBoard(page, `${harness.baseUrl}index.html?lang=en`);
    await newGame(page, { mode: 'two-players' });
    await page.click('#menu summary');
    const r = await page.evaluate(async (seconds) => {
      let longest = 0;
      let longCount = 0;
      // Tasks that began after the first analysis update: the analysis running.
      let longestAnalysing = 0;
      let analysingCount = 0;
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          longest = Math.max(longest, e.duration);
          longCount += 1;
          if (first !== null && e.startTime - t0 > first.ms) {
            longestAnalysing = Math.max(longestAnalysing, e.duration);
            if (e.duration > 50) analysingCount += 1;
          }
        }
      });
      try {
        observer.observe({ type: 'longtask', buffered: false });
      } catch {
        longest = NaN;
      }
      // Where the long frames' time went (Long Animation Frames: the scripts that ran in them).
      const scripts = new Map();
      const frames = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!window.__worst || e.duration > window.__worst.duration) {
            window.__worst = {
              at: Math.round(e.startTime - t0),
              duration: Math.round(e.duration),
              blocking: Math.round(e.blockingDuration ?? 0),
              scripts: Math.round((e.scripts ?? []).reduce((sum, sc) => sum + sc.duration, 0)),
              beforeRender: Math.round((e.renderStart || e.startTime + e.duration) - e.startTime),
              styleLayout: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0),
              render: Math.round(e.renderStart ? e.styleAndLayoutStart - e.renderStart : 0),
            };
          }
          for (const sc of e.scripts ?? []) {
            const key = `${sc.invoker} ${String(sc.sourceURL).split('/').pop()}:${sc.sourceCharPosition}`;
            scripts.set(key, Math.max(scripts.get(key) ?? 0, sc.duration));
            if (sc.invoker === "FrameRequestCallback") window.__frames = [...(window.__frames ?? []), Math.round(sc.duration)];
          }
        }
      });
      try {
        frames.observe({ type: 'long-animation-frame', buffered: false });
      } catch {}
      const t0 = performance.now();
      let first = null;
      let opened = null; // the view on the screen
      let ready = null; // its engine loaded, the first analysis asked for
      const seen = new MutationObserver(() => {
        const view = document.getElementById('analysis-view');
        if (view && opened === null) opened = performance.now() - t0;
        if (view && ready === null && view.dataset.state === 'analysing') ready = performance.now() - t0;
        if (first === null && view?.dataset.depth) first = { ms: performance.now() - t0, depth: Number(view.dataset.depth) };
      });
      seen.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-depth', 'data-state'], childList: true });
      document.querySelector('[data-menu="analysis"]').click();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      seen.disconnect();
      observer.disconnect();
      frames.disconnect();
      const heaviest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, d]) => `${k} ${d.toFixed(0)} ms`);
      const view = document.getElementById('analysis-view');
      return { opened, ready, first, depth: Number(view?.dataset.depth), lines: view?.dataset.lines, nps: view?.querySelector('.anb-depth')?.textContent, longest, longCount, longestAnalysing, analysingCount, heaviest, frames: window.__frames ?? [], worst: window.__worst };
    }, seconds);
    console.log(
      `run ${run + 1}: view open ${r.opened?.toFixed(0)} ms, engine ready ${r.ready?.toFixed(0)} ms, first analysis update ${r.first ? `${r.first.ms.toFixed(0)} ms (depth ${r.first.depth})` : 'none'} after the click; ` +
        `depth ${r.depth} after ${seconds} s ("${r.nps}"); longest main-thread task ${Number.isNaN(r.longest) ? 'n/a' : `${r.longest.toFixed(0)} ms`} ` +
        `(${r.longCount} tasks over 50 ms), of those while analysing (after the first update) ${Number.isNaN(r.longest) ? 'n/a' : `${r.longestAnalysing.toFixed(0)} ms (${r.analysingCount} over 50 ms)`}; lines ${r.lines}` +
        (process.argv.includes('--scripts') ? `\n  heaviest scripts in long frames: ${r.heaviest.join('; ') || 'none'}; draws in long frames (ms): ${r.frames.join(' ')}; longest frame ${JSON.stringify(r.worst)}` : ''),
    );
    await page.close();
  }
  await context.close();
} finally {
  await harness.close();
}
