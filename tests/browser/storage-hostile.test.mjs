// Hostile stored values (tests/www/hostile-storage.mjs: objects whose
// toString is not callable, null, arrays, deep nesting, NaN / 1e309
// versions, ...) under every key the page reads: `hnef.state`, `hnef.lang`,
// and old `hnef.aside.*` copies. After each reload the board works (the
// computer opens, the player's move is played), the notice names the key the
// value was set aside under, and that key holds the exact text.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE } from '../www/hostile-storage.mjs';
import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { clickSquare, snapshot, waitFor, waitReady } from './page-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Stores `values` ({key: text}) in the page's origin, nothing else, then reloads. */
async function storeAndReload(page, values) {
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(values));
  await page.reload();
  await waitReady(page);
}

/** The board works: the computer opened, a move of ours is played and answered. */
async function playsOn(page, what) {
  let s = await waitFor(page, (x) => x.history.length === 1 && !x.thinking && x.sideToMove === x.humanSide);
  for (const square of ['f4', 'e5', 'g5', 'f8', 'e7', 'g7', 'd6', 'h6']) {
    await clickSquare(page, square);
    s = await snapshot(page);
    if (s.targets.length) break;
  }
  assert.ok(s.targets.length > 0, `${what}: a piece can be picked up`);
  await clickSquare(page, s.targets[0]);
  await waitFor(page, (x) => x.history.length === 3 && !x.thinking, null, 60_000);
  assert.equal(await page.locator('#load-status').getAttribute('data-state'), 'ready', what);
}

/** The aside copies: {key: value}. */
const asides = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('hnef.aside.')).map((k) => [k, localStorage.getItem(k)])));

/** The notice names an aside key holding `value`. */
async function setAside(page, value, what) {
  assert.equal(await page.locator('#notice').isVisible(), true, `${what}: a notice`);
  const notice = await page.locator('#notice').textContent();
  const named = [...notice.matchAll(/hnef\.aside\.\d+/g)].map((m) => m[0]);
  const copies = await asides(page);
  assert.ok(named.some((key) => copies[key] === value), `${what}: the notice (${notice}) names a key holding the value`);
}

for (const key of ['hnef.state', 'hnef.lang']) {
  test(`every hostile value under ${key}: set aside with a notice, the board works after each reload`, async () => {
    const { page, context, errors } = await openPage(harness.browser);
    try {
      await page.goto(harness.baseUrl);
      await waitReady(page);
      // The computer opens: let its move land (and be saved) first, or the
      // save after it could overwrite the hostile value stored below.
      await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
      for (const [name, value] of HOSTILE) {
        await storeAndReload(page, { [key]: value });
        await setAside(page, value, name);
        await playsOn(page, name);
        assert.equal((await snapshot(page)).language, 'en', `${name}: the browser's language`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('hostile values under every key at once, old aside copies included: the page starts and keeps each', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
    const [state, lang] = [HOSTILE[0][1], HOSTILE[HOSTILE.length - 1][1]];
    const deep = HOSTILE.find(([name]) => name === 'deeply nested objects')[1];
    await storeAndReload(page, {
      'hnef.state': state,
      'hnef.lang': lang,
      'hnef.aside.NaN': '{"toString":1}',
      'hnef.aside.1e309': deep,
      'hnef.aside.': 'null',
    });
    await setAside(page, state, 'state');
    await setAside(page, lang, 'language');
    await playsOn(page, 'all keys');
    // Reload once more: what the page saved itself is read without a notice.
    await page.reload();
    await waitReady(page);
    assert.equal(await page.locator('#notice').isVisible(), false);
    assert.equal((await snapshot(page)).history.length, 3);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the notice at phone size (the issue\'s value), for a look', async () => {
  const { page, context, errors } = await openPage(harness.browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('hnef.state', '{"version":{"toString":1}}');
      }
    });
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await setAside(page, '{"version":{"toString":1}}', 'the issue');
    // Seen without scrolling on a phone.
    const box = await page.locator('#notice').boundingBox();
    assert.ok(box.y + box.height <= 844, `the notice is on the first screen (bottom at ${box.y + box.height})`);
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
    // What the phone shows first (not the whole page): artifacts/storage-aside-phone.png.
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS_DIR}storage-aside-phone.png` });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
