// Two players on one screen: undo, resignation, the agreed draw (Copenhagen
// only), browsing the move list without changing the game, and flipping.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, startHarness } from './harness.mjs';
import { clickSquare, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';

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
    await waitFor(page, (x, k) => x.history.length === k + 1, n);
  }
}

test('two-player undo takes back one move at a time', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    assert.equal(await page.locator('#undo').isDisabled(), true);
    const start = await snapshot(page);
    await play(page, ['d1-d3', 'e5-e2', 'd3-d2']);
    let s = await snapshot(page);
    // d2 and f2 close on e2 (C1).
    assert.deepEqual(s.history, ['d1-d3', 'e5-e2', 'd3-d2xe2']);
    const e2 = 1 * 11 + 4;
    assert.equal(s.board[e2], 0);
    await page.click('#undo');
    s = await waitFor(page, (x) => x.history.length === 2);
    assert.equal(s.sideToMove, 'attackers');
    assert.equal(s.board[e2], 2, 'undo puts the captured defender back');
    await page.click('#undo');
    await page.click('#undo');
    s = await waitFor(page, (x) => x.history.length === 0);
    assert.deepEqual(s.board, start.board);
    assert.equal(await page.locator('#undo').isDisabled(), true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a draw needs both players: one offers, the other accepts', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await play(page, ['d1-d3', 'e5-e2']);
    // The attackers offer; declining leaves the game on.
    await page.click('#offer-draw');
    assert.equal(await page.locator('#draw-offer').isVisible(), true);
    await page.click('#draw-decline');
    assert.equal(await page.locator('#draw-offer').isVisible(), false);
    assert.equal((await snapshot(page)).outcome.status, 'ongoing');
    // Offer again, and the defenders accept.
    await page.click('#offer-draw');
    assert.match(await page.locator('#draw-offer-text').textContent(), /The attackers offer a draw\./);
    assert.match(await page.locator('#draw-accept').textContent(), /Accept for the defenders/);
    await page.click('#draw-accept');
    const s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'draw', reason: 'agreement', winner: null });
    assert.match(await page.locator('#result-title').textContent(), /Draw/);
    assert.match(await page.locator('#result-rule').textContent(), /agreed/);
    assert.match(s.record, /\[reason:agreement\]/);
    assert.equal(await page.locator('#undo').isDisabled(), true);

    // The classic ruleset has no draws: no offer button.
    await newGame(page, { mode: 'two-players', ruleset: 'viking-chess-classic-11x11' });
    assert.equal((await snapshot(page)).ruleset, 'viking-chess-classic-11x11');
    assert.equal(await page.locator('#ruleset-name').getAttribute('data-ruleset'), 'viking-chess-classic-11x11');
    assert.equal(await page.locator('#ruleset-name').textContent(), 'Rules: Viking chess, classic');
    assert.equal(await page.locator('#offer-draw').isVisible(), false);
    // Nor against the computer.
    await newGame(page, { mode: 'computer', side: 'attackers', level: 'easy' });
    assert.equal(await page.locator('#offer-draw').isVisible(), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('resigning asks first and names the resignation', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await play(page, ['d1-d3']);
    await page.click('#resign');
    assert.equal(await page.locator('#confirm-dialog').isVisible(), true);
    await page.click('#confirm-no');
    assert.equal((await snapshot(page)).outcome.status, 'ongoing');
    await page.click('#resign');
    await page.click('#confirm-yes');
    const s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'attackers_win', reason: 'resignation', winner: 'attackers' });
    assert.match(await page.locator('#result-rule').textContent(), /The defenders resigned\./);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('browsing the moves never changes the game; F flips the board', async () => {
  const { page, context, errors } = await openPage(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await play(page, ['d1-d3', 'e5-e2', 'g1-g3']);
    const live = await snapshot(page);
    await page.locator('body').press('Home');
    let s = await waitFor(page, (x) => x.viewPly === 0);
    assert.equal(s.board.filter((c) => c !== 0).length, 37);
    await page.locator('body').press('ArrowRight');
    s = await waitFor(page, (x) => x.viewPly === 1);
    assert.equal(await page.locator('#move-list [aria-current="true"]').textContent(), 'd1-d3');
    // Clicking a move in the list shows the position after it.
    await page.click('#move-list button[data-ply="2"]');
    s = await waitFor(page, (x) => x.viewPly === 2);
    assert.notDeepEqual(s.board, live.board);
    // A click on the board while browsing returns to the game and moves nothing.
    await clickSquare(page, 'e7');
    s = await waitFor(page, (x) => x.viewPly === null);
    assert.deepEqual(s.history, live.history);
    assert.deepEqual(s.liveBoard, live.liveBoard);
    await page.locator('body').press('ArrowLeft');
    await page.locator('body').press('End');
    s = await waitFor(page, (x) => x.viewPly === null);
    assert.deepEqual(s.record, live.record);

    assert.equal(s.flipped, false);
    const a1 = await page.evaluate(() => window.hnefDebug.clientCentre('a1'));
    await page.locator('body').press('f');
    s = await waitFor(page, (x) => x.flipped === true);
    const a1Flipped = await page.evaluate(() => window.hnefDebug.clientCentre('a1'));
    assert.ok(a1Flipped.y < a1.y && a1Flipped.x > a1.x, 'a1 moves to the top right');
    await page.click('#flip');
    await waitFor(page, (x) => x.flipped === false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
