// Ranking points: beating the computer scores for the active local profile
// (easy +10, normal +30, expert +100), once per game, shown in the result
// panel, the profile's table and the leaderboard; all of it survives a reload.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, startHarness } from './harness.mjs';
import { clickSquare, openBoard, snapshot, waitFor, waitReady, seedSavedState } from './page-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** A saved game against the expert where the king (ours) escapes in one move: a6-a11. */
function savedGame() {
  const position = '11/11/11/11/11/k10/11/5d5/11/5a5/11 d';
  return {
    version: 1,
    settings: { mode: 'computer', humanSide: 'defenders', level: 'expert', ruleset: null, flipped: false, coordinates: true },
    game: {
      id: 'escape-test',
      record: `[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[position:${position}]\n[result:ongoing]\n`,
      mode: 'computer',
      humanSide: 'defenders',
      level: 'expert',
      resigned: null,
      scored: false,
    },
    profiles: [],
    activeProfile: null,
  };
}

test('beating the expert scores 100 points for the active profile, once', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await seedSavedState(context, JSON.stringify(savedGame()));
    await openBoard(page, harness.baseUrl);
    let s = await snapshot(page);
    assert.equal(s.sideToMove, 'defenders');
    assert.equal(s.level, 'expert');

    // A new profile becomes the active one.
    await page.fill('#profile-name', 'Astrid');
    await page.click('#profile-add');
    assert.equal(await page.locator('#profile-select option:checked').textContent(), 'Astrid');
    // An empty or taken name is refused with a message.
    await page.fill('#profile-name', 'astrid ');
    await page.click('#profile-add');
    assert.match(await page.locator('#profile-error').textContent(), /already/);

    await clickSquare(page, 'a6');
    await clickSquare(page, 'a11');
    s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'defenders_win', reason: 'escape', winner: 'defenders' });
    assert.match(await page.locator('#result-title').textContent(), /You win/);
    assert.match(await page.locator('#result-rule').textContent(), /escaped/);
    assert.match(await page.locator('#result-points').textContent(), /\+100 points for Astrid/);
    assert.match(await page.locator('#leaderboard li').first().textContent(), /^Astrid — 100 points, 1 win$/);
    const expertRow = page.locator('#profile-stats-body tr').nth(2);
    assert.equal(await expertRow.locator('td').nth(1).textContent(), '1');
    await page.screenshot({ path: 'artifacts/page-win-desktop.png' });

    // A reload keeps the result and the points, and scores nothing twice.
    await page.reload();
    await waitReady(page);
    s = await snapshot(page);
    assert.equal(s.outcome.reason, 'escape');
    assert.match(await page.locator('#leaderboard').textContent(), /Astrid — 100 points, 1 win(?!s)/);
    assert.match(await page.locator('#leaderboard').textContent(), /Player — 0 points/);
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hnef.state')));
    assert.equal(saved.game.scored, true);
    assert.equal(saved.profiles.find((p) => p.name === 'Astrid').points, 100);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
