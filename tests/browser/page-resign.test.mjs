// Resigning on the player's page goes through the engine (Game.resign): the
// exported record says who resigned, a reload restores the finished game from
// the saved record, and a save of an older page (resignation kept beside the
// record as `resigned`) still loads as resigned.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openPage, startHarness } from './harness.mjs';
import { engine, newGame, openBoard, snapshot, waitFor, waitReady, seedSavedState } from './page-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

async function resign(page) {
  await page.click('#resign');
  await page.click('#confirm-yes');
  return waitFor(page, (x) => x.outcome.status !== 'ongoing');
}

async function downloaded(page) {
  const download = page.waitForEvent('download');
  await page.click('#download-record');
  return readFile(await (await download).path(), 'utf8');
}

test('a resignation against the computer is in the exported record and survives a reload', async () => {
  const { page, context, errors } = await openPage(harness.browser, { acceptDownloads: true });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'easy' });
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking); // the computer opened
    const s = await resign(page);
    assert.deepEqual(s.outcome, { status: 'attackers_win', reason: 'resignation', winner: 'attackers' });
    assert.match(s.record, /^\[ruleset:copenhagen-hnefatafl-11x11-2025-v1\]\n\[result:attackers_win\]\n\[reason:resignation\]\n1\. /);
    assert.match(await page.locator('#result-rule').textContent(), /The defenders resigned\./);
    assert.match(await page.locator('#live').textContent(), /resigned/);
    assert.equal(await page.locator('#resign').isDisabled(), true);
    // Exported both ways: the record says who resigned.
    assert.equal(await downloaded(page), s.record);
    await page.click('#copy-record');
    await page.waitForFunction(() => document.getElementById('export-status').textContent.length > 0);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), s.record);
    // The engine reads it back as a resignation (not a game going on).
    const { Game } = await engine();
    const back = Game.fromRecord(s.record);
    assert.deepEqual(back.outcome(), s.outcome);
    back.free();
    // Saved as the engine's record; nothing kept beside it.
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hnef.state')));
    assert.equal(saved.game.record, s.record);
    assert.equal('resigned' in saved.game, false);
    await page.reload();
    await waitReady(page);
    const after = await snapshot(page);
    assert.equal(after.record, s.record);
    assert.deepEqual(after.outcome, s.outcome);
    assert.equal(await page.locator('#result').isVisible(), true);
    assert.match(await page.locator('#result-rule').textContent(), /The defenders resigned\./);
    assert.equal(after.thinking, false, 'the computer does not play on');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('two players: the side to move resigns; the record names it', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    const s = await resign(page); // attackers to move at the start
    assert.deepEqual(s.outcome, { status: 'defenders_win', reason: 'resignation', winner: 'defenders' });
    assert.match(s.record, /\[result:defenders_win\]\n\[reason:resignation\]\n/);
    assert.match(await page.locator('#result-rule').textContent(), /The attackers resigned\./);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a save of an older page with `resigned` beside the record loads as that resignation', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    const state = {
      version: 1,
      settings: { mode: 'two-players', humanSide: 'defenders', level: 'easy', ruleset: null, flipped: false, coordinates: true, hints: true },
      game: { id: 'old', record: '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[result:ongoing]\n1. d1-d3 e5-e2\n', mode: 'two-players', humanSide: 'defenders', level: 'easy', resigned: 'attackers', scored: false },
      profiles: [],
      activeProfile: null,
    };
    await seedSavedState(context, JSON.stringify(state));
    await openBoard(page, harness.baseUrl);
    const s = await snapshot(page);
    assert.equal(s.gameId, 'old');
    assert.deepEqual(s.history, ['d1-d3', 'e5-e2']);
    assert.deepEqual(s.outcome, { status: 'defenders_win', reason: 'resignation', winner: 'defenders' });
    assert.match(s.record, /\[result:defenders_win\]\n\[reason:resignation\]\n1\. d1-d3 e5-e2\n/);
    assert.equal(await page.locator('#notice').isVisible(), false, 'nothing was wrong with it');
    // Saved in the new form: the record carries it now.
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hnef.state')));
    assert.equal(saved.game.record, s.record);
    assert.equal('resigned' in saved.game, false);
    await page.reload();
    await waitReady(page);
    assert.deepEqual((await snapshot(page)).outcome, s.outcome);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
