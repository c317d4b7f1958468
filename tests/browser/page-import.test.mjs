// Loading a record (issue 13 item 3): a game in progress is replaced only
// after the player says yes; the result of the import is shown where the
// player is looking (the notice under the board, in view on a 390x844 phone
// without scrolling); an old export message goes; and the loaded game or
// position can be played on between two players or against the computer,
// with the side and level chosen.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { clickSquare, engine, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const RECORD = '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n1. d1-d3 e5-e2\n2. d3-d2xe2\n';
// A set-up position, defenders to move (the king on a5, an attacker on a9).
const POSITION = '11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 d';

/** Saves what the screen shows (not the whole page) as artifacts/NAME.png. */
async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Whether `selector`'s box lies inside the viewport (nothing to scroll to see it). */
function inView(page, selector) {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
  }, selector);
}

async function paste(page, text) {
  await page.locator('#import-text').scrollIntoViewIfNeeded();
  await page.fill('#import-text', text);
  await page.click('#import-record');
}

/** The page's first game: the computer (attackers) has made its opening move; loading a record now asks, and the test says yes. */
async function pasteOverComputerGame(page, text) {
  await waitFor(page, (s) => s.mode === 'computer' && s.history.length === 1);
  await paste(page, text);
  assert.equal(await page.locator('#confirm-dialog').isVisible(), true);
  await page.click('#confirm-yes');
}

test('import with a game in progress asks first: No keeps the game, Yes and two players replaces it; the notice is in view', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    // A game between two players with a move made.
    await page.click('#menu-button');
    await page.click('#menu-list [data-menu="new-game"]');
    await page.check('#new-game-dialog input[name="mode"][value="two-players"]');
    await page.click('#new-start');
    await waitFor(page, (s) => s.mode === 'two-players');
    await clickSquare(page, 'd1');
    await clickSquare(page, 'd3');
    const before = await waitFor(page, (s) => s.history.length === 1);
    // An old export message must not outlive the game it spoke of.
    await page.locator('#download-record').scrollIntoViewIfNeeded();
    const download = page.waitForEvent('download');
    await page.click('#download-record');
    await download;
    assert.equal(await page.locator('#export-status').textContent(), 'Record downloaded.');

    await paste(page, RECORD);
    assert.equal(await page.locator('#confirm-dialog').isVisible(), true, 'the player is asked first');
    assert.match(await page.locator('#confirm-text').textContent(), /instead of the game in progress/);
    await page.click('#confirm-no');
    assert.equal(await page.locator('#import-dialog').isVisible(), false);
    let s = await snapshot(page);
    assert.equal(s.gameId, before.gameId, 'No keeps the game');
    assert.equal(s.record, before.record);

    await page.click('#import-record');
    await page.click('#confirm-yes');
    assert.equal(await page.locator('#import-dialog').isVisible(), true);
    assert.match(await page.locator('#import-summary').innerText(), /^3 moves, Copenhagen Hnefatafl \(2025 v1\)\.\s*Defenders to move$/);
    await screenshot(page, 'page-import-dialog-phone');
    await page.check('#import-dialog input[name="import-mode"][value="two-players"]');
    await page.click('#import-start');
    s = await waitFor(page, (x, id) => x.gameId !== id, before.gameId);
    assert.deepEqual(s.history, ['d1-d3', 'e5-e2', 'd3-d2xe2']);
    assert.equal(s.mode, 'two-players');
    const notice = await page.locator('#notice').textContent();
    assert.equal(notice, 'Record loaded (3 moves). Two players on this screen.');
    assert.equal(await inView(page, '#notice'), true, 'the notice is where the player looks');
    assert.equal(await inView(page, '#board'), true, 'and so is the board');
    assert.equal(await page.locator('#export-status').textContent(), '', 'the old export message is gone');
    assert.equal(await page.locator('#import-text').inputValue(), '');
    await screenshot(page, 'page-import-done-phone');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('cancelling the import dialog changes nothing; a fresh game is replaced without a question', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    const before = await newGame(page, { mode: 'two-players' });
    assert.equal(before.history.length, 0);
    await paste(page, RECORD);
    assert.equal(await page.locator('#confirm-dialog').isVisible(), false, 'nothing to lose: no question');
    assert.equal(await page.locator('#import-dialog').isVisible(), true);
    await page.click('#import-cancel');
    const s = await snapshot(page);
    assert.equal(s.gameId, before.gameId);
    assert.equal(await page.locator('#import-text').inputValue(), RECORD, 'the pasted text stays for another try');
    await page.click('#import-record');
    assert.equal(await page.locator('#confirm-dialog').isVisible(), false);
    await page.click('#import-start');
    const after = await waitFor(page, (x, id) => x.gameId !== id, before.gameId);
    assert.deepEqual(after.history, ['d1-d3', 'e5-e2', 'd3-d2xe2']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an imported set-up position continues against the computer with the chosen side and level; the computer answers', async () => {
  const { Game } = await engine();
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await page.evaluate(() => localStorage.setItem('hnef.debug.ai', JSON.stringify({ nodes: 2000 })));
    await pasteOverComputerGame(page, POSITION);
    assert.match(await page.locator('#import-summary').innerText(), /^0 moves, .*\.\s*Defenders to move$/);
    // The player takes the attackers: the computer (defenders) is to move at once.
    await page.check('#import-dialog input[name="import-mode"][value="computer"]');
    await page.selectOption('#import-side', 'attackers');
    await page.selectOption('#import-level', 'normal');
    await page.click('#import-start');
    const s = await waitFor(page, (x) => x.mode === 'computer' && x.history.length === 1);
    assert.equal(s.humanSide, 'attackers');
    assert.equal(s.level, 'normal');
    assert.equal(s.sideToMove, 'attackers');
    // The computer's move is legal in the imported position (checked by the engine in Node).
    const game = Game.fromPosition(POSITION);
    const [from, to] = s.history[0].split(/[-x]/);
    assert.ok(game.legalMoves().includes(`${from}-${to}`), s.history[0]);
    game.free();
    assert.match(await page.locator('#notice').textContent(), /^Record loaded \(0 moves\)\. You play the attackers against the computer \(normal\)\.$/);
    assert.equal(await page.locator('#game-info').textContent(), 'You play the attackers against the computer (normal).');
    // Saved as such: a reload keeps playing against the computer, and no points are at stake.
    await page.reload();
    await waitFor(page, (x) => x.ready && x.mode === 'computer' && x.humanSide === 'attackers' && x.history.length === 1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.state')).game);
    assert.equal(saved.scored, true, 'a loaded game earns no points');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a record that starts from a set-up position plays on against the computer, and the player can win it', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    const record = '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[position:11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 a]\n[result:ongoing]\n1. f5-f1xd1xe1\n';
    await pasteOverComputerGame(page, record);
    assert.match(await page.locator('#import-summary').innerText(), /^1 move, .*\.\s*Defenders to move$/);
    await page.check('#import-dialog input[name="import-mode"][value="computer"]');
    assert.equal(await page.locator('#import-side').inputValue(), 'defenders', 'the side to move is offered first');
    await page.click('#import-start');
    let s = await waitFor(page, (x) => x.mode === 'computer' && x.humanSide === 'defenders' && x.history.length === 1);
    assert.deepEqual(s.history, ['f5-f1xd1xe1']);
    // The king runs to a1: the player wins, and the page says so in their terms.
    await page.locator('#board').scrollIntoViewIfNeeded();
    await clickSquare(page, 'a5');
    await clickSquare(page, 'a1');
    s = await waitFor(page, (x) => x.outcome.status === 'defenders_win');
    assert.equal(await page.locator('#turn-text').textContent(), 'Game over: you win');
    assert.equal(await page.locator('#result-points').isVisible(), false, 'no points from a loaded game');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a finished record can only be played on between two players (nothing left for the computer to do)', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 800 } });
  try {
    await openBoard(page, harness.baseUrl);
    await pasteOverComputerGame(page, '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[result:attackers_win]\n[reason:resignation]\n1. d1-d3\n');
    assert.match(await page.locator('#import-summary').innerText(), /This game is already over\./);
    assert.equal(await page.locator('#import-dialog input[value="computer"]').isDisabled(), true);
    await page.click('#import-start');
    const s = await waitFor(page, (x) => x.outcome.status === 'attackers_win');
    assert.equal(s.mode, 'two-players');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
