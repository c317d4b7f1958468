// Persistence and records: a reload restores the game, corrupt or old storage
// is kept aside and survived, a malformed import shows an error and keeps the
// game, a good import replaces it, export copies and downloads the record.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openPage, startHarness } from './harness.mjs';
import { clickSquare, importRecord, newGame, openBoard, snapshot, waitFor, waitReady, seedSavedState } from './page-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

async function play(page, moves) {
  for (const move of moves) {
    const [from, to] = move.split('-');
    const n = (await snapshot(page)).history.length;
    await clickSquare(page, from);
    await clickSquare(page, to);
    await waitFor(page, (x, k) => x.history.length > k, n);
  }
}

test('a reload mid-game restores the game, the mode and the flip', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'computer', side: 'attackers', level: 'easy' });
    await play(page, ['d1-d3']);
    let s = await waitFor(page, (x) => x.history.length === 2 && !x.thinking);
    await page.locator('body').press('f');
    s = await waitFor(page, (x) => x.flipped);
    await page.reload();
    await waitReady(page);
    const back = await snapshot(page);
    assert.deepEqual(back.history, s.history);
    assert.equal(back.record, s.record);
    assert.equal(back.gameId, s.gameId);
    assert.equal(back.mode, 'computer');
    assert.equal(back.humanSide, 'attackers');
    assert.equal(back.level, 'easy');
    assert.equal(back.flipped, true);
    assert.equal(back.sideToMove, 'attackers');
    // And play goes on: our move, the computer's reply.
    const target = back.board[3 * 11 + 3] === 1 ? null : 'd1';
    assert.equal(target, 'd1');
    // The easy level's reply is seeded at random: about one in 45 is e5-e2
    // (9 of 400 seeds), which blocks e1-e2, so step next to it then.
    const e2 = 4 + 11;
    await play(page, [back.board[e2] === 0 ? 'e1-e2' : 'g1-g2']);
    await waitFor(page, (x) => x.history.length === 4 && !x.thinking);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('corrupt and old-version storage is kept aside and the page still plays', async () => {
  for (const bad of ['{"version":1,"game":{"id":"x","record":', JSON.stringify({ version: 0, board: [1, 2] }), '[]']) {
    const { page, context, errors } = await openPage(harness.browser);
    try {
      await seedSavedState(context, bad);
      await openBoard(page, harness.baseUrl);
      assert.equal(await page.locator('#notice').isVisible(), true);
      assert.match(await page.locator('#notice').textContent(), /kept aside/);
      const aside = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('hnef.aside.')).map((k) => localStorage.getItem(k)),
      );
      assert.deepEqual(aside, [bad]);
      // The page is usable and saves a fresh state.
      await newGame(page, { mode: 'two-players' });
      await play(page, ['d1-d3']);
      const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hnef.state')));
      assert.equal(saved.version, 1);
      assert.match(saved.game.record, /1\. d1-d3/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('a saved record the engine rejects is kept aside; profiles survive', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    const state = {
      version: 1,
      settings: { mode: 'two-players', humanSide: 'defenders', level: 'normal', ruleset: null, flipped: false, coordinates: true },
      game: { id: 'g', record: '1. d1-d3 d3-d1 zz', mode: 'two-players', humanSide: 'defenders', level: 'normal', resigned: null, scored: false },
      profiles: [{ id: 'p1', name: 'Freydís <b>', points: 130, wins: { expert: { attackers: 1 }, normal: { defenders: 1 } } }],
      activeProfile: 'p1',
    };
    await seedSavedState(context, JSON.stringify(state));
    await openBoard(page, harness.baseUrl);
    assert.match(await page.locator('#notice').textContent(), /could not be restored/);
    const s = await snapshot(page);
    assert.deepEqual(s.history, []);
    assert.equal(s.mode, 'two-players');
    // The name is shown as text, never as markup.
    assert.equal(await page.locator('#profile-select option:checked').textContent(), 'Freydís <b>');
    assert.equal(await page.locator('#leaderboard b').count(), 0);
    assert.match(await page.locator('#leaderboard').textContent(), /130 points, 2 wins/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a malformed import shows an error and keeps the game; a good one replaces it', async () => {
  const { page, context, errors } = await openPage(harness.browser, { acceptDownloads: true });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await play(page, ['d1-d3', 'e5-e2']);
    const before = await snapshot(page);

    for (const bad of ['1. d1-d3 e5-e5', '[ruleset:no-such-rules]\n1. d1-d3', '<img src=x onerror=alert(1)>']) {
      await page.fill('#import-text', bad);
      await page.click('#import-record');
      assert.equal(await page.locator('#import-error').isVisible(), true);
      const message = await page.locator('#import-error').textContent();
      assert.match(message, /could not be read: .+\. The current game is unchanged\./);
      assert.equal(await page.locator('#import-error img').count(), 0);
      const s = await snapshot(page);
      assert.equal(s.record, before.record);
      assert.equal(s.gameId, before.gameId);
    }
    await page.fill('#import-text', '');
    await page.click('#import-record');
    assert.match(await page.locator('#import-error').textContent(), /Paste a record/);

    // Export: copy to the clipboard and download a .txt.
    await page.click('#copy-record');
    await page.waitForFunction(() => document.getElementById('export-status').textContent.length > 0);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(clip, before.record);
    const download = page.waitForEvent('download');
    await page.click('#download-record');
    const file = await download;
    assert.match(file.suggestedFilename(), /^hnef-\d{8}-\d{4}\.txt$/);
    assert.equal(await readFile(await file.path(), 'utf8'), before.record);

    // A good record from a file replaces the game (the page asks first; played on between two players).
    const record = '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n1. d1-d3 e5-e2\n2. d3-d2xe2\n';
    await importRecord(page, record, { file: true });
    const s = await waitFor(page, (x, id) => x.gameId !== id, before.gameId);
    assert.deepEqual(s.history, ['d1-d3', 'e5-e2', 'd3-d2xe2']);
    assert.equal(s.mode, 'two-players');
    assert.equal(await page.locator('#import-error').isVisible(), false);
    // Pasted as a bare move list.
    await importRecord(page, 'd1-d3 e5-e2 d3-d2xe2 g7-g9');
    await waitFor(page, (x) => x.history.length === 4);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
