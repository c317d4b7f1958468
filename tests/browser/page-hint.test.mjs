// The hint button in a game against the computer: the engine's best move for
// the player, worked out by the page's worker (hnef/worker's analyse at
// HINT_NODES), shown as an arrow on the canvas and as text; it equals the
// engine's own answer at the same budget (Game.analyse and the expert's
// aiMove, in Node). A game in which a hint was taken earns no points, the end
// panel says so, and a reload does not launder it.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { centrePixels, clickSquare, engine, idle, openBoard, snapshot, waitFor, seedSavedState } from './page-helpers.mjs';
import { poll } from './poll.mjs';
import { HINT_NODES } from '../../www/hints.js';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const POSITION = '11/11/11/11/11/k10/11/5d5/11/5a5/11 d';
const RECORD = `[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[position:${POSITION}]\n[result:ongoing]\n`;

/** A saved game against the expert, the defenders (ours) to move, a profile ready to score. */
function savedGame() {
  return {
    version: 1,
    settings: { mode: 'computer', humanSide: 'defenders', level: 'expert', ruleset: null, flipped: false, coordinates: true },
    game: { id: 'hint-test', record: RECORD, mode: 'computer', humanSide: 'defenders', level: 'expert', resigned: null, scored: false },
    profiles: [{ id: 'p1', name: 'Astrid', points: 0, wins: {}, losses: {} }],
    activeProfile: 'p1',
  };
}

test('a hint shows the engine’s best move (arrow and text); the game then earns no points, even after a reload', async () => {
  const { Game } = await engine();
  const game = Game.fromRecord(RECORD);
  const best = game.analyse({ lines: 1, nodes: HINT_NODES }).lines[0].move;
  assert.equal(game.aiMove('expert', { nodes: HINT_NODES }), best, 'analyse and aiMove agree at the same budget');
  game.free();

  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1100, height: 900 } });
  try {
    await seedSavedState(context, JSON.stringify(savedGame()));
    await openBoard(page, harness.baseUrl);
    assert.equal((await snapshot(page)).sideToMove, 'defenders');
    await page.locator('#hint').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#hint').textContent(), 'Hint');
    assert.equal(await page.locator('#hint-move').isHidden(), true);

    // The squares the arrow crosses, before the hint.
    const [from, to] = best.split('-');
    const between = `${from[0]}${(Number(from.slice(1)) + Number(to.slice(1))) >> 1}`;
    await idle(page);
    const before = (await centrePixels(page, [between]))[between];

    await page.click('#hint');
    await poll(async () => (await page.locator('#hint-move').getAttribute('data-move')) || null, { what: 'the hint' });
    assert.equal(await page.locator('#hint-move').getAttribute('data-move'), best);
    assert.equal(Number(await page.locator('#hint-move').getAttribute('data-nodes')), HINT_NODES);
    assert.equal(await page.locator('#hint-move').textContent(), `Hint: ${best} is the best move the computer sees for you.`);
    await idle(page);
    const after = (await centrePixels(page, [between]))[between];
    assert.notDeepEqual(after, before, `the arrow crosses ${between}`);
    assert.ok(after[1] > after[0] + 60 && after[2] > after[0] + 40, `the arrow's teal at ${between}: ${after}`);
    await screenshot(page, 'page-hint-desktop');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.state')).game);
    assert.equal(saved.hinted, true, 'the hint is kept with the saved game');

    // Playing it wins (the king escapes): no points, and the end panel says why.
    await clickSquare(page, from);
    await clickSquare(page, to);
    await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.match(await page.locator('#result-points').textContent(), /A hint was taken in this game: it earns no points\./);
    const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.state')).profiles[0]);
    assert.equal(profile.points, 0);
    await page.reload();
    await waitFor(page, (x) => x.ready && x.outcome.status !== 'ongoing');
    assert.match(await page.locator('#result-points').textContent(), /A hint was taken/);
    assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.state')).profiles[0])).points, 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a reload before the game ends keeps it pointless', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 400, height: 800 } });
  try {
    await seedSavedState(context, JSON.stringify(savedGame()));
    await openBoard(page, harness.baseUrl);
    await page.click('#hint');
    await poll(async () => (await page.locator('#hint-move').getAttribute('data-move')) || null, { what: 'the hint' });
    await screenshot(page, 'page-hint-phone');
    await page.reload();
    await waitFor(page, (x) => x.ready);
    const move = (await page.locator('#hint-move').getAttribute('data-move')) ?? '';
    assert.equal(move, '', 'the hint itself is not shown again after a reload');
    await clickSquare(page, 'a6');
    await clickSquare(page, 'a11');
    await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.match(await page.locator('#result-points').textContent(), /A hint was taken/);
    assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.state')).profiles[0])).points, 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
