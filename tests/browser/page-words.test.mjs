// The page's words (issue 13 item 6): no keys named on a touch screen; the
// turn line says one thing while the computer thinks; after a game it agrees
// with the result card ("you win" against the computer, the side between two
// players); and where no draw can be offered, a sentence says why (the
// ruleset has no draws; the computer never takes one, docs/RULES.md E3).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, startHarness } from './harness.mjs';
import { clickSquare, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** Search limits no test outlasts (debug-hook.js reads them): the computer is still thinking whenever the test looks. */
const FOREVER = JSON.stringify({ nodes: 2 ** 50, depth: 100 });
// The king on a5 with a clear run to a1, the defenders to move.
const ESCAPE = '11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 d';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Loads `text` through the record box and plays on as `choice` (import-flow.js), answering the question if one comes. */
async function importAs(page, text, { mode, side, level = 'easy' }) {
  await page.locator('#import-text').scrollIntoViewIfNeeded();
  await page.fill('#import-text', text);
  await page.click('#import-record');
  if (await page.locator('#confirm-dialog').isVisible()) await page.click('#confirm-yes');
  await page.check(`#import-dialog input[name="import-mode"][value="${mode}"]`);
  if (mode === 'computer') {
    await page.selectOption('#import-side', side);
    await page.selectOption('#import-level', level);
  }
  const before = (await snapshot(page)).gameId;
  await page.click('#import-start');
  return waitFor(page, (s, id) => s.gameId !== id, before);
}

test('a touch screen is not told about keys; a screen with a keyboard is', async () => {
  for (const [options, touch] of [[PHONE, true], [DESKTOP, false]]) {
    const { page, context, errors } = await openPage(harness.browser, options);
    try {
      await openBoard(page, harness.baseUrl);
      assert.equal(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches), touch);
      const hint = await page.locator('.moves-card .hint').innerText();
      if (touch) {
        assert.equal(hint, 'Tap a move to look back. The game stays as it is.');
        assert.doesNotMatch(hint, /Home|End|←/);
      } else {
        assert.match(hint, /← → Home End/);
      }
      // The buttons' names and tooltips name keys only where there are keys.
      const labels = await page.evaluate(() =>
        ['nav-first', 'nav-prev', 'nav-next', 'nav-last', 'flip'].map((id) => {
          const b = document.getElementById(id);
          return `${b.getAttribute('aria-label') ?? ''}|${b.title}`;
        }),
      );
      for (const label of labels) {
        if (touch) assert.doesNotMatch(label, /\(|Home|End|←|→/, label);
      }
      if (touch) assert.deepEqual(labels.slice(0, 2), ['Start of the game|Start of the game', 'Previous move|Previous move']);
      else assert.deepEqual(labels.slice(0, 2), ['Start of the game (Home)|Start of the game (Home)', 'Previous move (←)|Previous move (←)']);
      // Browsing back: how to return, in the device's terms.
      await waitFor(page, (s) => s.history.length === 1 && !s.thinking);
      await page.locator('#nav-first').scrollIntoViewIfNeeded();
      await page.click('#nav-first');
      const info = await page.locator('#browse-info').textContent();
      assert.equal(info, touch ? 'Viewing the start position. Tap ⏭ to return.' : 'Viewing the start position. Press End to return.');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('while the computer thinks the turn line says only that', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await page.evaluate((v) => localStorage.setItem('hnef.debug.ai', v), FOREVER);
    // The expert: the easy level stops at two plies whatever the limits, so it
    // would answer within its reply pause and hide the Stop button under a slow test.
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'expert' }); // the computer opens
    await waitFor(page, (s) => s.thinking === true);
    const line = await page.locator('#turn').innerText();
    assert.equal(line.replace(/\s+/g, ' ').trim(), 'Computer is thinking Stop');
    assert.equal(await page.locator('#turn-text').isVisible(), false);
    // Stopped, the line says whose turn it is and offers to let the computer move: still one phrase and a button.
    await page.click('#stop-ai');
    await waitFor(page, (s) => s.thinking === false);
    assert.equal((await page.locator('#turn').innerText()).replace(/\s+/g, ' ').trim(), 'Let the computer move');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('after a game against the computer the turn line speaks as the result card does', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await importAs(page, ESCAPE, { mode: 'computer', side: 'defenders' });
    await page.locator('#board').scrollIntoViewIfNeeded();
    await clickSquare(page, 'a5');
    await clickSquare(page, 'a1');
    await waitFor(page, (s) => s.outcome.status === 'defenders_win');
    assert.equal(await page.locator('#turn-text').textContent(), 'Game over: you win');
    assert.match(await page.locator('#result-title').textContent(), /^You win!/);

    // Resigning against the computer: "you lose" on both.
    await newGame(page, { mode: 'computer', side: 'defenders' });
    await waitFor(page, (s) => s.history.length === 1 && !s.thinking);
    await page.click('#resign');
    await page.click('#confirm-yes');
    await waitFor(page, (s) => s.outcome.status === 'attackers_win');
    assert.equal(await page.locator('#turn-text').textContent(), 'Game over: you lose');
    assert.match(await page.locator('#result-title').textContent(), /^You lose/);

    // Between two players: the side that won, on both.
    await newGame(page, { mode: 'two-players' });
    await page.click('#resign');
    await page.click('#confirm-yes');
    await waitFor(page, (s) => s.outcome.status === 'defenders_win');
    assert.equal(await page.locator('#turn-text').textContent(), 'Game over: Defenders win');
    assert.equal(await page.locator('#result-title').textContent(), 'Defenders win');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('no draw offer without a word why: the computer never takes one (E3); a ruleset without draws says so', async () => {
  const { page, context, errors } = await openPage(harness.browser, DESKTOP);
  try {
    await openBoard(page, harness.baseUrl);
    // Against the computer (Copenhagen: draws by agreement exist).
    assert.equal(await page.locator('#offer-draw').isVisible(), false);
    assert.equal(await page.locator('#draw-info').textContent(), 'The computer never offers or accepts a draw (rule E3).');
    assert.equal(await page.locator('#draw-info').isVisible(), true);
    // Two players, Copenhagen: the offer is there, no note.
    await newGame(page, { mode: 'two-players' });
    assert.equal(await page.locator('#offer-draw').isVisible(), true);
    assert.equal(await page.locator('#draw-info').isVisible(), false);
    // Two players, classic rules: no draws at all.
    await newGame(page, { mode: 'two-players', ruleset: 'viking-chess-classic-11x11' });
    assert.equal(await page.locator('#offer-draw').isVisible(), false);
    assert.equal(await page.locator('#draw-info').textContent(), 'These rules have no draws.');
    // Russian: the note in the player's language.
    await page.selectOption('#lang-select', 'ru');
    await waitFor(page, (s) => s.language === 'ru');
    assert.equal(await page.locator('#draw-info').textContent(), 'В этих правилах ничьей нет.');
    // Once the game is over there is nothing to say about offers.
    await page.click('#resign');
    await page.click('#confirm-yes');
    await waitFor(page, (s) => s.outcome.status !== 'ongoing');
    assert.equal(await page.locator('#draw-info').isVisible(), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
