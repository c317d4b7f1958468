// Accessibility of the player's page: a whole game by keyboard only (the
// new-game dialog, the board grid with arrows/Enter/Escape, a move typed as
// text, a capture and what the live region says after it, the repetition
// warning confirmed by keyboard, the result announced); the grid's structure
// (121 gridcells with square names and pieces, roving tabindex); the hints;
// and axe-core finding no serious or critical violation in any language.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { LANGS } from '../../www/rules/core.js';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { poll } from './poll.mjs';
import { clickSquare, importRecord, newGame, snapshot, waitFor, waitReady } from './page-helpers.mjs';

/** Waits until the grid cell of `square` reads `words` to a screen reader (written with the board's frame). */
function cellWords(page, square, words) {
  return poll(async () => (await page.locator(`[data-square="${square}"] .sr-only`).textContent()) === words, {
    what: `${square} reads "${words}"`,
  });
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FILES = 'abcdefghijk';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const activeId = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a?.getAttribute('role') === 'gridcell' ? `cell:${a.dataset.square}` : a?.id || a?.tagName;
  });

/** Presses `key` until the focus is on `want` (an id, or 'cell:*' for any grid square). */
async function tabTo(page, want, key = 'Tab') {
  for (let i = 0; i < 60; i++) {
    const id = await activeId(page);
    if (want === 'cell:*' ? id.startsWith('cell:') : id === want) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${want} with ${key}`);
}

/** Moves the grid cursor to `square` with arrow keys (board not flipped). */
async function arrowTo(page, square) {
  const s = await snapshot(page);
  const [f0, r0] = [FILES.indexOf(s.cursor[0]), Number(s.cursor.slice(1))];
  const [f1, r1] = [FILES.indexOf(square[0]), Number(square.slice(1))];
  for (let k = 0; k < Math.abs(f1 - f0); k++) await page.keyboard.press(f1 > f0 ? 'ArrowRight' : 'ArrowLeft');
  for (let k = 0; k < Math.abs(r1 - r0); k++) await page.keyboard.press(r1 > r0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await activeId(page), `cell:${square}`);
}

async function keyMove(page, move) {
  const [from, to] = move.split('-');
  const before = (await snapshot(page)).history.length;
  await arrowTo(page, from);
  await page.keyboard.press('Enter');
  await waitFor(page, (s, sq) => s.selected === sq, from);
  await arrowTo(page, to);
  await page.keyboard.press(' ');
  return waitFor(page, (s, n) => s.history.length === n + 1, before);
}

const live = (page) => page.locator('#live').textContent();

test('a whole game by keyboard only: dialog, grid, typed move, capture, repetition warning, result', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await page.keyboard.press('Tab');
    // The first stop is the skip link; then on to "New game".
    assert.equal(await activeId(page), 'skip-link');
    await tabTo(page, 'new-game');
    await page.keyboard.press('Enter');
    await page.locator('#new-game-dialog').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown'); // mode: two players
    await tabTo(page, 'new-start');
    const id0 = (await snapshot(page)).gameId;
    await page.keyboard.press('Enter');
    const start = await waitFor(page, (s, id) => s.gameId !== id, id0);
    assert.equal(start.mode, 'two-players');

    // Into the board: the grid has one tab stop (roving tabindex).
    await tabTo(page, 'cell:*', 'Shift+Tab');
    assert.equal(await page.locator('[role="gridcell"][tabindex="0"]').count(), 1);

    // Escape cancels a selection.
    await arrowTo(page, 'e1');
    await page.keyboard.press('Enter');
    await waitFor(page, (s) => s.selected === 'e1');
    assert.match(await live(page), /e1 picked up: \d+ squares to go to\./);
    await page.keyboard.press('Escape');
    await waitFor(page, (s) => s.selected === null);
    assert.equal(await live(page), 'Move cancelled.');

    let s = await keyMove(page, 'e1-e4');
    assert.equal(s.history[0], 'e1-e4');
    assert.equal(await live(page), 'Attackers: e1-e4. Defenders to move');
    // The capture: the live region names the move, the captured square and whose turn it is.
    s = await keyMove(page, 'd6-d4');
    assert.equal(s.history[1], 'd6-d4xe4');
    assert.equal(await live(page), 'Defenders: d6-d4. Captured: e4. Attackers to move');
    // The grid's words are written with the board's next frame, after the state.
    await cellWords(page, 'e4', 'e4, empty, a piece was captured here');
    await cellWords(page, 'd4', 'd4, defender, last move to here');

    // A move typed in the text box.
    await tabTo(page, 'typed-move');
    await page.keyboard.type('a8-b8');
    await page.keyboard.press('Enter');
    s = await waitFor(page, (x) => x.history.length === 3);
    assert.equal(s.history[2], 'a8-b8');
    assert.equal(await page.locator('#typed-move').inputValue(), '');
    // A bad one explains itself and changes nothing.
    await page.keyboard.type('d4-z9');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#typed-error').textContent(), 'Write a move as two squares, like f2-f4.');
    await page.fill('#typed-move', 'a1-a2');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#typed-error').textContent(), 'There is no piece on a1.'); // the engine's reason (engine-errors.js)
    assert.equal((await snapshot(page)).history.length, 3);
    await page.fill('#typed-move', '');

    await tabTo(page, 'cell:*', 'Shift+Tab');
    for (const move of ['d4-d3', 'b8-a8', 'd3-d4', 'a8-b8', 'd4-d3', 'b8-a8']) await keyMove(page, move);

    // d3-d4 would make the position after the capture occur a third time: the
    // hint marks d4 when d3 is picked up and asks before the move.
    await arrowTo(page, 'd3');
    await page.keyboard.press('Enter');
    s = await waitFor(page, (x) => x.selected === 'd3');
    assert.deepEqual(s.hints.warn, ['d4']);
    // The grid's cells follow the next drawn frame.
    await poll(async () => (await page.locator('[data-square="d4"]').getAttribute('data-hint')) === 'repeat', { what: 'the repeat marker on d4' });
    assert.match(await page.locator('[data-square="d4"] .sr-only').textContent(), /repeats the position a third time/);
    await arrowTo(page, 'd4');
    await page.keyboard.press('Enter');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    assert.match(await page.locator('#confirm-text').textContent(), /d3-d4 would make the same position a third time/);
    // Cancel first: nothing happens.
    await page.keyboard.press('Escape');
    await page.locator('#confirm-dialog').waitFor({ state: 'hidden' });
    assert.equal((await snapshot(page)).history.length, 9);
    // Then confirm by keyboard.
    await tabTo(page, 'cell:*', 'Shift+Tab');
    await arrowTo(page, 'd4');
    if ((await snapshot(page)).selected !== 'd3') {
      await arrowTo(page, 'd3');
      await page.keyboard.press('Enter');
      await arrowTo(page, 'd4');
    }
    await page.keyboard.press('Enter');
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    await tabTo(page, 'confirm-yes');
    await page.keyboard.press('Enter');
    s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'attackers_win', reason: 'repetition', winner: 'attackers' });
    assert.equal(
      await live(page),
      'Defenders: d3-d4. Attackers win. The same position occurred a third time (repetition).',
    );
    await screenshot(page, 'a11y-keyboard-game');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the grid: 121 gridcells named by square and piece, in board order, following the flip', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await newGame(page, { mode: 'two-players' });
    const grid = page.locator('#board-grid');
    assert.equal(await grid.getAttribute('role'), 'grid');
    assert.equal(await page.locator('#board-grid > [role="row"]').count(), 11);
    assert.equal(await page.locator('#board-grid [role="gridcell"]').count(), 121);
    const names = await page.locator('#board-grid [role="gridcell"] .sr-only').allTextContents();
    assert.equal(names[0], 'a11, empty, corner');
    assert.equal(names[5], 'f11, attacker');
    assert.equal(names[60], 'f6, king, throne');
    assert.equal(names[120], 'k1, empty, corner');
    assert.equal(names.filter((n) => n.includes(', attacker')).length, 24);
    assert.equal(names.filter((n) => n.includes(', defender')).length, 12);
    // Each cell lies over its square on the canvas.
    for (const sq of ['a11', 'f6', 'k1', 'c3']) {
      const box = await page.locator(`[data-square="${sq}"]`).boundingBox();
      const c = await page.evaluate((x) => window.hnefDebug.clientCentre(x), sq);
      assert.ok(Math.abs(box.x + box.width / 2 - c.x) < 2 && Math.abs(box.y + box.height / 2 - c.y) < 2, sq);
    }
    // Flipped: the first row is rank 1 from k to a.
    await page.click('#flip');
    await waitFor(page, (s) => s.flipped);
    // The grid follows on the board's next frame: wait for it, then check.
    await page
      .waitForFunction(() => document.querySelector('#board-grid [role="gridcell"]')?.dataset.square === 'k1', null, { timeout: 5000 })
      .catch(() => {});
    const first = await page.locator('#board-grid [role="gridcell"]').first().getAttribute('data-square');
    assert.equal(first, 'k1');
    const box = await page.locator('[data-square="k1"]').boundingBox();
    const c = await page.evaluate(() => window.hnefDebug.clientCentre('k1'));
    assert.ok(Math.abs(box.x + box.width / 2 - c.x) < 2 && Math.abs(box.y + box.height / 2 - c.y) < 2);
    await page.click('#flip');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('hints: a pulsing corner the king can reach, a shield wall marked, switchable and saved', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    // The king on a5 with a clear run to a1 (a11 is blocked by the attacker on
    // a9); the attackers to move can close a shield wall on the bottom edge
    // with f5-f1 (c1 and f1 bracket d1 e1, d2 e2 stand in front).
    await importRecord(page, '11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 a');
    let s = await waitFor(page, (x) => x.mode === 'two-players' && x.sideToMove === 'attackers' && x.liveBoard[44] === 3);
    assert.deepEqual(s.hints.corners, ['a1']);
    // The grid's attributes are written with the board's next frame, after the state.
    await page.waitForFunction(() => document.querySelector('[data-square="a1"]').dataset.hint === 'corner');
    assert.equal(await page.locator('[data-square="a11"]').getAttribute('data-hint'), null);
    await cellWords(page, 'a1', 'a1, empty, corner, the king can reach this corner');
    assert.equal(await page.locator('#hint-line').textContent(), 'The king can reach a corner next move: a1.');
    // The pulse is an animation, except when the system asks for reduced motion.
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.querySelector('[data-square="a1"]'), '::before').animationName), 'none');

    await clickSquare(page, 'f5');
    await clickSquare(page, 'f1');
    s = await waitFor(page, (x) => x.history.length === 1);
    assert.equal(s.history[0], 'f5-f1xd1xe1');
    assert.deepEqual([...s.hints.marks].sort(), ['c1', 'd1', 'd2', 'e1', 'e2', 'f1']);
    await page.waitForFunction(() => document.querySelectorAll('[data-hint~="wall"]').length === 6);
    for (const sq of ['c1', 'd2', 'e2', 'f1', 'd1', 'e1']) {
      assert.match(await page.locator(`[data-square="${sq}"]`).getAttribute('data-hint'), /wall/, sq);
    }
    const line = await page.locator('#hint-line').textContent();
    assert.match(line, /^Shield wall: f1, c1, e2, d2 captured e1, d1\./);
    assert.match(await page.locator('#live').textContent(), /Captured: d1, e1\. Shield wall: /);
    await screenshot(page, 'a11y-hints-shield-wall');

    // Switching hints off removes the markers and is saved.
    await page.uncheck('#hints-toggle');
    await waitFor(page, (x) => !x.hints.on);
    await page.waitForFunction(() => document.querySelectorAll('[data-hint]').length === 0);
    assert.equal(await page.locator('#hint-line').isHidden(), true);
    await page.reload();
    await waitReady(page);
    assert.equal(await page.locator('#hints-toggle').isChecked(), false);
    await page.check('#hints-toggle');
    await waitFor(page, (x) => x.hints.on);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const code of LANGS) {
  test(`axe: the player's page in ${code} has no serious or critical violation`, async () => {
    const { page, context, errors } = await openPage(harness.browser, {
      viewport: code === 'en' ? { width: 1280, height: 900 } : { width: 360, height: 740 },
      bypassCSP: true, // to inject axe; the page's own CSP is tested elsewhere
    });
    try {
      await page.goto(`${harness.baseUrl}?lang=${encodeURIComponent(code)}`);
      await waitReady(page);
      await waitFor(page, (s) => s.history.length === 1 && !s.thinking);
      // A piece picked up, so that selected and target cells are checked too.
      await page.evaluate(() => document.querySelector('[data-square="e5"]').click());
      await waitFor(page, (s) => s.selected === 'e5');
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
        }));
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
      if (violations.length) console.log(`${code}: minor`, JSON.stringify(violations));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
