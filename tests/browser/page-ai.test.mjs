// The computer in its worker: the page stays responsive while the expert
// thinks (animation frames keep coming, the board flips), Stop and a new game
// cancel a running search (the worker is restarted, a stale reply is
// dropped), undo against the computer takes back a move and its reply, and
// beating the computer... is covered by the points logic in tests/www.
// Figures for the report are written to artifacts/page-figures.json.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { clickSquare, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { poll } from './poll.mjs';

/** Search limits no test outlasts: the computer is still thinking whenever a test looks (main.js reads them). */
const FOREVER = JSON.stringify({ nodes: 2 ** 50, depth: 100 });
const thinkForever = (page) => page.evaluate((v) => localStorage.setItem('hnef.debug.ai', v), FOREVER);
const thinkNormally = (page) => page.evaluate(() => localStorage.removeItem('hnef.debug.ai'));

let harness;
const figures = {};
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
  if (Object.keys(figures).length) {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await writeFile(`${ARTIFACTS_DIR}page-figures.json`, `${JSON.stringify(figures, null, 2)}\n`);
  }
});

/** Counts animation frames and records long tasks from now on. */
function instrument(page) {
  return page.evaluate(() => {
    window.__frames = 0;
    window.__longest = 0;
    const tick = () => {
      window.__frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask' });
  });
}

test('the page stays responsive while the expert thinks', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await instrument(page);
    // The expert plays the attackers, so it starts thinking at once, and
    // with no limit it is still thinking after everything below.
    await thinkForever(page);
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'expert' });
    await waitFor(page, (x) => x.thinking);
    assert.equal(await page.locator('#thinking').isVisible(), true);
    const frames0 = await page.evaluate(() => window.__frames);
    // Flip the board twice while it thinks: the page answers.
    await page.click('#flip');
    let s = await waitFor(page, (x) => x.flipped);
    assert.equal(s.thinking, true, 'the flip happened while the computer was thinking');
    await page.locator('body').press('F');
    await waitFor(page, (x) => !x.flipped);
    // Animation frames keep coming while the search runs.
    await page.waitForFunction((f0) => window.__frames > f0 + 20, frames0, { polling: 50 });
    s = await snapshot(page);
    assert.equal(s.thinking, true, 'twenty frames passed during the search');
    // Stop it, and let it move within its level's own limits.
    await page.click('#stop-ai');
    await waitFor(page, (x) => !x.thinking && x.aiPaused);
    await thinkNormally(page);
    await page.click('#resume-ai');
    s = await waitFor(page, (x) => !x.thinking && x.history.length === 1, undefined, 60_000);
    figures.longestTaskWhileExpertThinksMs = await page.evaluate(() => window.__longest);
    figures.framesDuringExpertMove = (await page.evaluate(() => window.__frames)) - frames0;
    assert.equal(s.sideToMove, 'defenders');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Stop and a new game cancel a running search; a stale reply is dropped', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await thinkForever(page);
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'expert' });
    await waitFor(page, (x) => x.thinking);
    const r0 = (await snapshot(page)).aiRestarts;
    await page.click('#stop-ai');
    let s = await waitFor(page, (x) => !x.thinking);
    assert.equal(s.aiPaused, true);
    assert.equal(s.aiRestarts, r0 + 1, 'the worker was terminated and restarted');
    assert.equal(await page.locator('#resume-ai').isVisible(), true);
    // Resume, then abandon the search with a new two-player game.
    await page.click('#resume-ai');
    await waitFor(page, (x) => x.thinking);
    const id = (await snapshot(page)).gameId;
    const searching = page.workers(); // the one searching among them
    assert.ok(searching.length >= 1);
    await newGame(page, { mode: 'two-players' });
    s = await snapshot(page);
    assert.notEqual(s.gameId, id);
    assert.equal(s.thinking, false);
    assert.equal(s.aiRestarts, r0 + 2);
    // The searching worker is gone, so no move from the old search can arrive
    // (and ai-player.js would drop it: tests/www/session.test.mjs).
    await poll(() => searching.every((w) => !page.workers().includes(w)), { what: 'the searching worker to end' });
    s = await snapshot(page);
    assert.deepEqual(s.history, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('undo against the computer takes back our move and its reply', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'computer', side: 'attackers', level: 'easy' });
    assert.equal(await page.locator('#undo').isDisabled(), true);
    await clickSquare(page, 'd1');
    await clickSquare(page, 'd3');
    let s = await waitFor(page, (x) => x.history.length === 2 && !x.thinking);
    await page.click('#undo');
    s = await waitFor(page, (x) => x.history.length === 0);
    assert.equal(s.sideToMove, 'attackers');
    assert.equal(s.thinking, false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('figures: time to an interactive board, bytes transferred (gzip)', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    const responses = [];
    page.on('response', (res) => responses.push(res));
    await openBoard(page, harness.baseUrl);
    await page.waitForFunction(() => performance.getEntriesByName('hnef-interactive').length > 0);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        interactiveMs: performance.getEntriesByName('hnef-interactive')[0].startTime,
        domContentLoadedMs: nav.domContentLoadedEventEnd,
      };
    });
    // Let the worker load its copy of the engine too (an easy first move).
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'easy' });
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
    const root = fileURLToPath(new URL('../../www/', import.meta.url));
    const files = {};
    for (const res of responses) {
      const url = new URL(res.url());
      if (url.origin !== new URL(harness.baseUrl).origin || res.status() !== 200) continue;
      const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
      const body = await readFile(root + path.slice(1));
      files[path] ??= { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, requests: 0 };
      files[path].requests += 1;
    }
    const unique = Object.values(files);
    figures.navigationToInteractiveMs = Math.round(timing.interactiveMs);
    figures.domContentLoadedMs = Math.round(timing.domContentLoadedMs);
    figures.files = files;
    figures.totalBytes = unique.reduce((n, f) => n + f.bytes, 0);
    figures.totalGzipBytes = unique.reduce((n, f) => n + f.gzip, 0);
    // The worker loads its own copy of the engine; without an HTTP cache both go over the wire.
    figures.totalGzipBytesWithRepeats = unique.reduce((n, f) => n + f.gzip * f.requests, 0);
    console.log(`# interactive after ${figures.navigationToInteractiveMs} ms; ${unique.length} files, ${figures.totalBytes} bytes, ${figures.totalGzipBytes} gzip`);
    assert.ok(files['/pkg/hnef_bg.wasm'] && files['/ai-worker.js'] && files['/index.html']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
