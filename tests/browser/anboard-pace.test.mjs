// The analysis board's pace (issue 14: the main thread stays free while the
// engine deepens). The first depths take the worker microseconds each, so
// their updates arrive several to a frame; the view shows the first at once
// and then at most one every 150 ms (the newest), and it still reaches the
// deeper depths. Checked on the view's own `data-depth`, written once per
// update shown.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness } from './harness.mjs';
import { newGame, openBoard } from './page-helpers.mjs';
import { DESKTOP, openFromMenu, waitDepth } from './anboard-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

test('analysis updates are shown at most one every 150 ms, the first at once, up to the deeper depths', async () => {
  const context = await harness.browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await openBoard(page, `${harness.baseUrl}index.html?lang=en`);
    await newGame(page, { mode: 'two-players' });
    // Every depth the view shows, with the time it was shown.
    await page.evaluate(() => {
      window.__shown = [];
      new MutationObserver(() => {
        const depth = document.getElementById('analysis-view')?.dataset.depth;
        const list = window.__shown;
        if (depth && list.at(-1)?.depth !== depth) list.push({ depth, at: performance.now() });
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-depth'], childList: true });
    });
    await openFromMenu(page);
    await waitDepth(page, 5);
    const shown = await page.evaluate(() => window.__shown);
    assert.ok(shown.length >= 2, `updates shown: ${JSON.stringify(shown)}`);
    const depths = shown.map((s) => Number(s.depth));
    assert.deepEqual(depths, [...depths].sort((a, b) => a - b), `depths only grow: ${depths}`);
    assert.equal(depths[0], 1, 'the first update (depth 1) is shown at once');
    const gaps = shown.slice(1).map((s, i) => Math.round(s.at - shown[i].at));
    // 150 ms, less a timer's rounding.
    assert.ok(gaps.every((g) => g >= 145), `gaps between updates shown (ms): ${gaps}; depths ${depths}`);
  } finally {
    await context.close();
  }
});
