// The player's page against the computer: a whole game played by clicking
// squares, legal-target highlights read back from the canvas, drag and drop,
// an illegal drop, and screenshots of the start and the end at phone and
// desktop sizes (artifacts/page-*.png).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import {
  ALL_SQUARES,
  centrePixels,
  clickSquare,
  dragSquare,
  engine,
  newGame,
  openBoard,
  prng,
  settle,
  snapshot,
  waitFor,
  idle,
} from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };
/** Plies after which the whole-game test stops if the game has not ended. */
const PLY_CAP = 300;

let harness;
let finishedState = null; // localStorage of the finished game, for the phone screenshot
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

test('legal-target highlights on the canvas equal legalTargets; drag and drop; an illegal drop changes nothing', async () => {
  const { Game } = await engine();
  const { page, context, errors } = await openPage(harness.browser, { ...DESKTOP, reducedMotion: 'reduce' });
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    const start = await snapshot(page);
    assert.equal(start.ruleset, 'copenhagen-hnefatafl-11x11-2025-v1');
    // The ruleset in words on the page; its id in the record (and on the rules page).
    assert.equal(await page.locator('#ruleset-name').getAttribute('data-ruleset'), start.ruleset);
    assert.equal(await page.locator('#ruleset-name').textContent(), 'Rules: Copenhagen Hnefatafl (2025 v1)');
    await screenshot(page, 'page-start-desktop');

    // Highlights of several pieces, compared with the engine in Node.
    const reference = Game.fromRecord(start.record);
    for (const square of ['d1', 'f2', 'k4', 'a8', 'h11']) {
      const empty = ALL_SQUARES.filter((sq, i) => start.board[i] === 0);
      const before = await centrePixels(page, empty);
      await clickSquare(page, square);
      const s = await waitFor(page, (x, sq) => x.selected === sq && x.drawnTargets.length === x.targets.length, square);
      await settle(page);
      const after = await centrePixels(page, empty);
      const changed = empty.filter((sq) => before[sq].join() !== after[sq].join()).sort();
      const expected = Array.from(reference.legalTargets(square)).sort();
      assert.deepEqual([...s.targets].sort(), expected, `targets of ${square}`);
      assert.deepEqual(changed, expected, `dots drawn for ${square}`);
      // A second press on the same piece deselects it.
      await clickSquare(page, square);
      await waitFor(page, (x) => x.selected === null && x.drawnTargets.length === 0);
    }
    reference.free();

    // An illegal drop (d1 cannot reach e5) snaps back and changes nothing.
    await dragSquare(page, 'd1', 'e3');
    await settle(page);
    let s = await snapshot(page);
    assert.deepEqual(s.history, []);
    assert.deepEqual(s.board, start.board);
    assert.equal(s.sideToMove, 'attackers');

    // Dropping on a piece of one's own side or off the board: nothing either.
    await dragSquare(page, 'd1', 'e1');
    s = await snapshot(page);
    assert.deepEqual(s.history, []);

    // A legal drag and drop plays the move.
    await dragSquare(page, 'd1', 'd3');
    s = await waitFor(page, (x) => x.history.length === 1);
    assert.deepEqual(s.history, ['d1-d3']);
    assert.equal(s.sideToMove, 'defenders');

    // Clicking an attacker now selects nothing (not its turn); tap-tap moves a defender.
    await clickSquare(page, 'h11');
    assert.equal((await snapshot(page)).selected, null);
    await clickSquare(page, 'e5');
    await clickSquare(page, 'e2');
    s = await waitFor(page, (x) => x.history.length === 2);
    assert.deepEqual(s.history, ['d1-d3', 'e5-e2']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a whole game against the easy computer, played by clicking squares', async () => {
  const { Game } = await engine();
  const { page, context, errors } = await openPage(harness.browser, DESKTOP);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'easy' });
    const random = prng(20251130);
    let s = await snapshot(page);
    let humanMoves = 0;
    while (s.outcome.status === 'ongoing' && s.history.length < PLY_CAP) {
      // The computer (attackers) moves first and after every move of ours.
      s = await waitFor(page, (x) => x.outcome.status !== 'ongoing' || (x.sideToMove === 'defenders' && !x.thinking));
      if (s.outcome.status !== 'ongoing') break;
      // Our move: a winning one when there is one, else a seeded random legal move.
      const g = Game.fromRecord(s.record);
      const moves = Array.from(g.legalMoves());
      let choice = null;
      for (const m of moves) {
        const [from, to] = m.split('-');
        const result = g.applyMove(from, to);
        g.undo();
        if (result.winner === 'defenders') {
          choice = m;
          break;
        }
      }
      choice ??= moves[Math.floor(random() * moves.length)];
      g.free();
      const [from, to] = choice.split('-');
      const plies = s.history.length;
      await clickSquare(page, from);
      await waitFor(page, (x, sq) => x.selected === sq, from);
      await clickSquare(page, to);
      s = await waitFor(page, (x, n) => x.history.length > n, plies);
      assert.equal(s.history[plies].split('x')[0], choice);
      humanMoves += 1;
    }
    s = await waitFor(page, (x) => !x.thinking);
    // The page's game replays identically in the engine.
    const replay = Game.fromRecord(s.record);
    assert.deepEqual(Array.from(replay.history()), s.history);
    assert.equal(replay.outcome().status, s.outcome.status);
    replay.free();
    console.log(`# whole game: ${s.history.length} plies, ${humanMoves} by clicks, result ${s.outcome.status} (${s.outcome.reason})`);
    if (s.outcome.status !== 'ongoing') {
      assert.equal(await page.locator('#result').isVisible(), true);
      const rule = await page.locator('#result-rule').textContent();
      assert.ok(rule.length > 5, rule);
      // The deciding squares are outlined on the board.
      await idle(page); // capture fades finished before the screenshot
      await screenshot(page, 'page-finished-desktop');
      finishedState = await page.evaluate(() => localStorage.getItem('hnef.state'));
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots at phone size: start position and a finished game', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await screenshot(page, 'page-start-phone');
    // The board fills the phone's width and its backing store is CSS size x DPR.
    const box = await page.evaluate(() => {
      const c = document.getElementById('board');
      const r = c.getBoundingClientRect();
      return { css: r.width, px: c.width, vw: innerWidth, scrollW: document.documentElement.scrollWidth };
    });
    assert.ok(box.css > 330, `board ${box.css}px wide on a 390px screen`);
    assert.equal(box.px, Math.round(box.css * 3));
    assert.ok(box.scrollW <= box.vw, 'no horizontal scrolling');
    // Tap-tap with touch.
    const a = await page.evaluate(() => window.hnefDebug.clientCentre('d1'));
    await page.touchscreen.tap(a.x, a.y);
    const b = await page.evaluate(() => window.hnefDebug.clientCentre('d3'));
    await page.touchscreen.tap(b.x, b.y);
    await waitFor(page, (x) => x.history.length === 1);
    // A finger drag (e7-e8) plays the move and does not scroll the page.
    const cdp = await context.newCDPSession(page);
    const from = await page.evaluate(() => window.hnefDebug.clientCentre('e7'));
    const to = await page.evaluate(() => window.hnefDebug.clientCentre('e9'));
    const scroll0 = await page.evaluate(() => scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (let k = 1; k <= 8; k++) {
      const y = from.y + ((to.y - from.y) * k) / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const dragged = await waitFor(page, (x) => x.history.length === 2);
    assert.equal(dragged.history[1], 'e7-e9');
    assert.equal(await page.evaluate(() => scrollY), scroll0, 'the page did not scroll');
    if (finishedState) {
      await page.evaluate((state) => localStorage.setItem('hnef.state', state), finishedState);
      await page.reload();
      await waitFor(page, (x) => x.ready && x.outcome.status !== 'ongoing');
      await idle(page);
      await screenshot(page, 'page-finished-phone');
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the canvas backing store is CSS size x devicePixelRatio, and follows resizes', async () => {
  // Headless Chromium delivers no event when CDP emulation changes the DPR of
  // an open page, so the DPR is checked at load (1, 2 and, in the phone test,
  // 3) and the resize path by changing the viewport.
  for (const deviceScaleFactor of [1, 2]) {
    const { page, context, errors } = await openPage(harness.browser, { ...DESKTOP, deviceScaleFactor });
    try {
      await openBoard(page, harness.baseUrl);
      const crisp = (dpr) =>
        page.waitForFunction((d) => {
          const c = document.getElementById('board');
          return devicePixelRatio === d && c.width === Math.round(c.getBoundingClientRect().width * d) && c.width === c.height;
        }, dpr);
      await crisp(deviceScaleFactor);
      const before = await page.evaluate(() => document.getElementById('board').width);
      const frames0 = (await snapshot(page)).frames;
      await page.setViewportSize({ width: 800, height: 700 });
      await crisp(deviceScaleFactor);
      const after = await page.evaluate(() => document.getElementById('board').width);
      assert.ok(after < before, `${after} < ${before}`);
      assert.ok((await snapshot(page)).frames > frames0, 'redrawn after the resize');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
