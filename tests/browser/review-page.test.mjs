// Game review on the page (issue 15 item 1), on a 390x844 touch phone:
// the scripted game of tests/www/review-game.mjs (its fifth move lets the
// king escape in one) imported, reviewed from the result card: the blunder
// marked in the move list and on the graph, its arrow the block; the page's
// game unchanged; "Learn from your mistakes" refuses a move that lets the
// king out and accepts the block, by taps on the board; leaving a long
// review midway and coming back goes on from where it stopped (a recorded
// 60-ply game); axe clean; screenshots in three languages.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { importRecord, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { poll } from './poll.mjs';
import { HOSTILE } from '../www/hostile-storage.mjs';
import { BLOCK, BLUNDER_PLY, BLUNDER_RECORD, LOSING_TRY } from '../www/review-game.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
/** Saves what the screen shows (the view is fixed over the page) as artifacts/NAME.png. */
async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const viewData = (page) => page.evaluate(() => ({ ...(document.getElementById('review-view')?.dataset ?? {}) }));
async function waitView(page, predicate, what, limit = 120_000) {
  return poll(async () => {
    const d = await viewData(page);
    return predicate(d) ? d : null;
  }, { what, limit });
}

/** Taps a square of the review's board (its grid cell lies over the square). */
async function tapSquare(page, square) {
  const box = await page.locator(`#review-view [data-square="${square}"]`).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function axe(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document.getElementById('review-view'), { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function importBlunderGame(page) {
  await page.click('#menu-button');
  await page.click('[data-menu="record"]');
  await importRecord(page, BLUNDER_RECORD); // two players (a finished game cannot be played on against the computer): every side's mistakes are exercises
  await waitFor(page, (s) => s.history.length === 6 && s.outcome?.status === 'defenders_win');
}

for (const lang of ['en', 'ru', 'vi']) {
  test(`review (${lang}): the blunder that lets the king escape is marked, its arrow is the block; learn accepts the block only`, async () => {
    const { page, context, errors } = await openPage(harness.browser, { ...PHONE, bypassCSP: true });
    try {
      await openBoard(page, `${harness.baseUrl}?lang=${lang}`);
      await importBlunderGame(page);
      const before = await snapshot(page);
      // The result card's Review button.
      await page.locator('#result-review').scrollIntoViewIfNeeded();
      await page.locator('#result-review').tap();
      await waitView(page, (d) => d.state === 'done', 'the review to finish');
      // The first classed mistake is shown: walk to the blunder with the move list.
      await page.locator(`#review-view .review-moves button[data-ply="${BLUNDER_PLY}"]`).tap();
      const d = await waitView(page, (x) => x.ply === String(BLUNDER_PLY) && x.drawnPly === String(BLUNDER_PLY), 'the blunder shown and drawn');
      assert.equal(d.arrow, BLOCK, 'the arrow is the escape-blocking move');
      const item = page.locator(`#review-view .review-moves li:has(button[data-ply="${BLUNDER_PLY}"])`);
      assert.equal(await item.getAttribute('data-cls'), 'blunder');
      assert.equal((await item.locator('.review-mark').textContent()).trim(), '??');
      assert.ok((await item.locator('.sr-only').textContent()).length > 0, 'the class in words for screen readers');
      assert.equal(await page.locator(`#review-view .rg-blunder[data-ply="${BLUNDER_PLY}"]`).count(), 1, 'the blunder on the graph');
      assert.equal(await page.locator('#review-view .review-info').getAttribute('data-better'), BLOCK);
      assert.equal(await page.locator('#review-view svg[role="slider"]').getAttribute('aria-valuenow'), String(BLUNDER_PLY));
      // The summary: one row per class, and an accuracy for each side.
      assert.equal(await page.locator('#review-view .review-summary tr[data-row="blunder"] td').first().textContent(), await page.locator('#review-view .review-moves li[data-cls="blunder"]').evaluateAll((lis) => String(lis.filter((li) => Number(li.querySelector('button').dataset.ply) % 2 === 1).length)));
      assert.match(await page.locator('#review-view .review-summary tr[data-row="accuracy"] td').first().textContent(), /^\d+ %$/);
      assert.deepEqual(await axe(page), []);
      await screenshot(page, `review-${lang}-phone`);
      await page.locator('#review-view .review-summary').scrollIntoViewIfNeeded();
      await screenshot(page, `review-${lang}-phone-summary`);

      // The graph: a tap on a point picks that ply.
      await page.locator('#review-view svg[role="slider"]').scrollIntoViewIfNeeded();
      const point = await page.evaluate(() => {
        const svg = document.querySelector('#review-view svg[role="slider"]');
        const r = svg.getBoundingClientRect();
        return { x: r.left + ((40 + ((r.width - 48) * 2) / 6) / r.width) * r.width, y: r.top + r.height / 2 };
      });
      await page.touchscreen.tap(point.x, point.y);
      await waitView(page, (x) => x.ply === '2', 'a tap on the graph to pick ply 2', 10_000);
      // The keyboard: the graph is a slider.
      await page.focus('#review-view svg[role="slider"]');
      await page.keyboard.press('End');
      await waitView(page, (x) => x.ply === '6', 'End on the graph', 10_000);

      // Learn from your mistakes: up to the blunder's position.
      await page.locator('#review-view [data-action="learn"]').tap();
      await waitView(page, (x) => x.mode === 'exercise', 'the exercise');
      for (let i = 0; i < 6 && (await viewData(page)).exercisePly !== String(BLUNDER_PLY - 1); i++) {
        await page.locator('#review-view [data-action="next"]').tap();
      }
      assert.equal((await viewData(page)).exercisePly, String(BLUNDER_PLY - 1));
      const [lf, lt] = LOSING_TRY.split('-');
      await tapSquare(page, lf);
      await tapSquare(page, lt);
      await waitView(page, (x) => x.verdict === 'wrong', 'the losing try refused');
      const [bf, bt] = BLOCK.split('-');
      await tapSquare(page, bf);
      await tapSquare(page, bt);
      await waitView(page, (x) => x.verdict === 'good', 'the block accepted');
      await screenshot(page, `review-${lang}-learn`);
      assert.deepEqual(await axe(page), []);
      await page.locator('#review-view .page-view-close').tap();
      const after = await snapshot(page);
      assert.deepEqual(after.history, before.history, 'the page\'s game is unchanged');
      assert.deepEqual(after.outcome, before.outcome);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('leaving a review midway keeps what was done; coming back goes on from there (a 60-ply game, the menu item)', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  try {
    await openBoard(page, harness.baseUrl);
    const csv = (await readFile(new URL('../data/copenhagen-games.csv', import.meta.url), 'utf8')).split('\n');
    const moves = csv[56].split(',')[0];
    assert.equal(moves.split(' ').length, 60);
    await page.click('#menu-button');
    await page.click('[data-menu="record"]');
    await importRecord(page, moves);
    await waitFor(page, (s) => s.history.length === 60);
    await page.click('#menu-button');
    await page.click('[data-menu="review"]');
    const first = await waitView(page, (d) => Number(d.done) >= 4, 'four positions analysed');
    await page.click('#review-view .page-view-close');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.reviews')).reviews[0].plies.length);
    assert.ok(kept >= Number(first.done), `${kept} kept`);
    assert.ok(kept < 61, 'stopped before the end');
    await page.click('#menu-button');
    await page.click('[data-menu="review"]');
    // The view shows its progress once it has read what was kept.
    const back = await waitView(page, (d) => d?.done !== undefined, 'the review open again');
    assert.ok(Number(back.done) >= kept, `came back at ${back.done}, ${kept} were kept`);
    await waitView(page, (d) => Number(d.done) > kept, 'the review goes on');
    // Stop, then continue.
    await page.click('#review-view .review-progress button:not([hidden])');
    const stopped = await waitView(page, (d) => d.state === 'stopped', 'stopped');
    await screenshot(page, 'review-stopped-desktop');
    await page.click('#review-view .review-progress button.primary');
    await waitView(page, (d) => Number(d.done) > Number(stopped.done), 'continued after Stop');
    await waitView(page, (d) => d.state === 'done', 'the whole game reviewed', 300_000);
    assert.equal(await page.locator('#review-view .review-moves li').count(), 60);
    await page.evaluate(() => document.getElementById('review-view').scrollTo(0, 0));
    await screenshot(page, 'review-60-desktop');
    await page.click('#review-view .page-view-close');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('hostile stored reviews go aside with a notice; the review runs and is kept', async () => {
  const hostile = HOSTILE.filter(([name]) => ['bad JSON', 'deeply nested objects', 'version 1 by __proto__', 'toString not callable in version'].includes(name));
  assert.equal(hostile.length, 4);
  for (const [name, raw] of hostile) {
    const { page, context, errors } = await openPage(harness.browser, PHONE);
    try {
      await context.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('hnef.reviews', value);
        }
      }, raw);
      await openBoard(page, harness.baseUrl);
      await importBlunderGame(page);
      await page.locator('#result-review').scrollIntoViewIfNeeded();
      await page.locator('#result-review').tap();
      await waitView(page, (d) => d.state === 'done', `the review after ${name}`);
      const aside = await page.locator('#review-view .notice[role="alert"]').textContent();
      const key = aside.match(/hnef\.aside\.\d+/)?.[0];
      assert.ok(key, `${name}: ${aside}`);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), raw, name);
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('hnef.reviews')));
      assert.equal(kept.version, 1);
      assert.equal(kept.reviews[0].plies.length, 7, name);
      assert.deepEqual(errors, [], name);
    } finally {
      await context.close();
    }
  }
});

test('a game with no move: the menu item says so in the notice and opens nothing', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await waitFor(page, (s) => s.history.length === 0);
    await page.click('#menu-button');
    await page.click('[data-menu="review"]');
    await page.waitForSelector('#notice:not([hidden])');
    assert.equal(await page.locator('#notice').textContent(), 'This game has no moves to review yet.');
    assert.equal(await page.locator('#review-view').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
