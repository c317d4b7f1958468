// The puzzle mode offline: a phone that visited the page once (the service
// worker cached its set, puzzles.json included) opens Puzzles with no
// network at all (context offline and the server stopped), gets a puzzle
// and solves it by taps.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness } from './harness.mjs';
import { offlineSite, startOfflineServer, waitCached } from './offline-site.mjs';
import { waitReady } from './page-helpers.mjs';
import { device, openPuzzles, screenshot, storedRating, tapMove, uniquePuzzle, waitState } from './puzzles-helpers.mjs';

let harness;
let site;
let root;
let assets;
before(async () => {
  harness = await startHarness();
  site = await offlineSite('puzzles-offline');
  ({ root, assets } = site);
});
after(async () => {
  await harness?.close();
  await site?.remove();
});

test('offline: the puzzles open and are solved after one visit', async () => {
  assert.ok(assets.includes('puzzles.json'), 'the puzzle file is in the offline set');
  const block = uniquePuzzle((p) => p.themes[0] === 'block');
  const server = await startOfflineServer(root);
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(block.difficulty) } });
  try {
    await d.page.goto(server.url);
    await waitReady(d.page);
    await waitCached(d.page, assets.length);
    // The network is gone; the page is loaded again from the cache.
    await server.cut(d.context);
    await d.page.reload();
    await waitReady(d.page);
    let s = await openPuzzles(d.page);
    assert.equal(s.id, block.id);
    await tapMove(d.page, block.solution[0]);
    s = await waitState(d.page, (x) => x.phase === 'solved', 'solved offline');
    assert.equal(s.record.tried, 1);
    await screenshot(d.page, 'puzzles-offline');
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
    await server.stop(); // already stopped unless the test failed before the cut
  }
});
