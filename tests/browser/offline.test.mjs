// Offline play through the service worker, in real Chromium: load once, wait
// until the worker controls the page and its cache holds every listed file,
// then take the network away (context offline AND the server stopped), reload,
// play a move and get the computer's reply. And the update path: a changed
// version stamp (pkg/sw-version.js, imported by sw.js) installs beside the
// old set and waits; the page offers "reload to update" and keeps playing on
// the old set until the player clicks. (deploy.test.mjs: several tabs and
// the embeds across a deploy.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageFiles } from '../../tools/page-files.mjs';
import { stampText } from '../../tools/sw-version.mjs';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { startOfflineServer, waitCached } from './offline-site.mjs';
import { clickSquare, engine, snapshot, waitFor, waitReady } from './page-helpers.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

let harness;
let root; // a copy of www/ this test may change
let assets; // the files of its pages (tools/page-files.mjs), what the cache holds
before(async () => {
  harness = await startHarness();
  root = await mkdtemp(join(tmpdir(), 'hnef-offline-'));
  await cp(WWW, root, { recursive: true });
  assets = pageFiles(pathToFileURL(`${root}/`));
  // A built tree has its version stamp (tools/sw-version.mjs, run by the build); this copy gets its own.
  await writeFile(join(root, 'pkg', 'sw-version.js'), stampText('test-first', assets));
});
after(async () => {
  await harness?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A legal defenders' move in the page's position (checked by the engine in Node). */
async function someDefenderMove(page) {
  const { Game } = await engine();
  const s = await snapshot(page);
  const g = Game.fromRecord(s.record);
  const moves = Array.from(g.legalMoves());
  g.free();
  return moves.find((m) => m.startsWith('e5-') || m.startsWith('g5-')) ?? moves[0];
}

test('offline: after one visit the page reloads and plays the computer with no network', async () => {
  const server = await startOfflineServer(root);
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(server.url);
    await waitReady(page);
    await waitCached(page, assets.length);
    const first = await waitFor(page, (s) => s.history.length === 1 && !s.thinking); // the computer opened

    // No network at all from here: the browser context is offline and the server is gone.
    await server.cut(context);
    await page.reload();
    await waitReady(page);
    let s = await snapshot(page);
    assert.equal(s.record, first.record, 'the game was restored offline');
    assert.equal(s.sideToMove, 'defenders');
    const move = await someDefenderMove(page);
    const [from, to] = move.split('-');
    await clickSquare(page, from);
    await clickSquare(page, to);
    s = await waitFor(page, (x) => x.history.length === 3 && !x.thinking, null, 60_000);
    assert.equal(s.history[1].slice(0, move.length), move);
    assert.equal(s.sideToMove, 'defenders', 'the computer replied offline');
    assert.equal(await page.locator('#load-status').getAttribute('data-state'), 'ready');
    await screenshot(page, 'offline-played');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.stop(); // already stopped unless the test failed before the cut
  }
});

test('update: a new version waits, the page offers "reload to update", and only the click swaps it', async () => {
  const stampPath = join(root, 'pkg', 'sw-version.js');
  const original = await readFile(stampPath, 'utf8');
  const server = await startOfflineServer(root);
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(server.url);
    await waitReady(page);
    await waitCached(page, assets.length);
    const oldCache = await page.evaluate(async () => (await caches.keys()).find((k) => k.startsWith('hnef-')));
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking);

    // A new release: the version stamp sw.js imports changes (tools/sw-version.mjs).
    await writeFile(join(root, 'pkg', 'sw-version.js'), stampText('test-next', assets));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.locator('#update').waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await page.locator('#update-reload').textContent(), 'Reload to update');

    // Still the old set in control: play on undisturbed.
    const move = await someDefenderMove(page);
    const [from, to] = move.split('-');
    await clickSquare(page, from);
    await clickSquare(page, to);
    const mid = await waitFor(page, (x) => x.history.length === 3 && !x.thinking, null, 60_000);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(reg.waiting), caches: await caches.keys() };
    });
    assert.equal(state.waiting, true, 'the new version waits');
    assert.ok(state.caches.includes(oldCache), 'the old set is still there');

    // The player's click: the new version takes over and the page reloads into it, game kept.
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.click('#update-reload')]);
    await waitReady(page);
    await page.waitForFunction(async () => (await caches.keys()).includes('hnef-test-next'), null, { timeout: 30_000 });
    assert.equal(oldCache, 'hnef-test-first');
    const after = await snapshot(page);
    assert.equal(after.record, mid.record, 'the game survived the update');
    // No page runs the old version any more: its set goes.
    await page.waitForFunction(async (old) => !(await caches.keys()).includes(old), oldCache, { timeout: 30_000 });
    assert.equal(await page.locator('#update').isHidden(), true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.stop();
    await writeFile(stampPath, original);
  }
});
