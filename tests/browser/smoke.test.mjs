// Smoke test of the page: it loads over HTTP in Chromium, the wasm engine
// initialises, and nothing logs an error.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

test('the page loads the wasm engine', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    // Any Content-Security-Policy violation (page or worker start) is recorded.
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const wasm = page.waitForResponse((res) => res.url().endsWith('/pkg/hnef_bg.wasm'));
    await page.goto(harness.baseUrl);
    assert.equal(await page.title(), 'hnef — Copenhagen Hnefatafl');
    const response = await wasm;
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/wasm');
    // The page sets data-state on #load-status to "ready" or "error" when the engine is loaded.
    await page.waitForFunction(() => document.getElementById('load-status')?.dataset.state !== 'loading', null, {
      timeout: 15_000,
    });
    assert.equal(await page.locator('#load-status').getAttribute('data-state'), 'ready');
    assert.equal(await page.locator('#load-status').textContent(), 'Ready');
    // The page names the ruleset it plays.
    assert.equal(await page.locator('#ruleset-name').getAttribute('data-ruleset'), 'copenhagen-hnefatafl-11x11-2025-v1');
    // The computer's first move comes from the worker (the default game: the
    // computer plays the attackers at easy).
    await page.waitForFunction(() => window.hnefDebug.snapshot().history.length > 0, null, { timeout: 30_000 });
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    await screenshot(page, 'browser-smoke');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
