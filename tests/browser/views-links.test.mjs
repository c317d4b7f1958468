// From one board to another (issues 15 item 4 and 16 item 3): a position of
// the game review and of a puzzle opens in the analysis board; the review
// and the analysis board make a read-only link to their game, which the page
// opens to watch in another context. The page's own game is never changed.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, startHarness } from './harness.mjs';
import { importRecord, openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { poll } from './poll.mjs';
import { device, openLinkPage, waitView } from './page-link-helpers.mjs';
import { device as puzzleDevice, openPuzzles } from './puzzles-helpers.mjs';
import { BLUNDER_PLY, BLUNDER_RECORD } from '../www/review-game.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const data = (page, id) => page.evaluate((i) => ({ ...(document.getElementById(i)?.dataset ?? {}), open: document.getElementById(i) !== null }), id);
const waitData = (page, id, predicate, what) => poll(async () => {
  const d = await data(page, id);
  return predicate(d) ? d : null;
}, { what, limit: 120_000 });

async function reviewedBlunderGame(page) {
  await page.click('#menu-button');
  await page.click('[data-menu="record"]');
  await importRecord(page, BLUNDER_RECORD);
  await waitFor(page, (s) => s.history.length === 6);
  await page.locator('#result-review').scrollIntoViewIfNeeded();
  await page.locator('#result-review').tap();
  await waitData(page, 'review-view', (d) => d.state === 'done', 'the review to finish');
}

test('review: the shown position opens in the analysis board, and the game goes out as a watch link', async () => {
  const { page, context, errors } = await openPage(harness.browser, { ...PHONE, bypassCSP: true });
  const watcher = await device(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await reviewedBlunderGame(page);
    const before = await snapshot(page);
    // The watch link first (the analysis board replaces the review's view).
    await page.locator('#review-view [data-action="watch"]').tap();
    const link = await poll(() => page.evaluate(() => document.querySelector('#review-view .watch-offer')?.dataset.link ?? null), { what: 'the link' });
    assert.ok(link.startsWith(`${harness.baseUrl}#game=`), link);
    assert.match(await page.locator('#review-view .watch-offer-link').inputValue(), /#game=/);
    await openLinkPage(watcher.page, link);
    const v = await waitView(watcher.page, (x) => x.open && x.history?.length === 6, 'the watched game');
    assert.equal(v.kind, 'watch');
    assert.deepEqual(v.history, before.history);
    // The blunder's position in the analysis board.
    await page.locator(`#review-view .review-moves button[data-ply="${BLUNDER_PLY}"]`).tap();
    await page.locator('#review-view [data-action="analyse"]').tap();
    const a = await waitData(page, 'analysis-view', (d) => d.open && Number(d.depth) >= 2, 'the analysis of the blunder');
    assert.equal(a.ply, String(BLUNDER_PLY));
    assert.equal(a.line, 'main');
    assert.equal((await data(page, 'review-view')).open, false, 'one view at a time');
    assert.deepEqual((await snapshot(page)).history, before.history, 'the page’s game is unchanged');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await watcher.context.close();
  }
});

test('analysis board: a watch link of the line up to the move shown', async () => {
  const { page, context, errors } = await openPage(harness.browser, { ...PHONE, bypassCSP: true });
  const watcher = await device(harness.browser);
  try {
    await openBoard(page, harness.baseUrl);
    await page.click('#menu-button');
    await page.click('[data-menu="record"]');
    await importRecord(page, '1. d1-d3 h6-h3 2. k4-i4 f8-f9');
    await waitFor(page, (s) => s.history.length === 4);
    await page.click('#menu-button');
    await page.click('[data-menu="analysis"]');
    await waitData(page, 'analysis-view', (d) => d.open && d.ply === '4', 'the analysis board');
    // Back two plies: the link holds the line up to the move shown.
    const prev = page.locator('#analysis-view .anb-nav button.icon').nth(1);
    await prev.tap();
    await prev.tap();
    await waitData(page, 'analysis-view', (d) => d.ply === '2', 'ply 2');
    await page.locator('#analysis-view .anb-watch').tap();
    const link = await poll(() => page.evaluate(() => document.querySelector('#analysis-view .watch-offer')?.dataset.link ?? null), { what: 'the link' });
    await openLinkPage(watcher.page, link);
    const v = await waitView(watcher.page, (x) => x.open && x.history?.length === 2, 'the watched line');
    assert.deepEqual(v.history, ['d1-d3', 'h6-h3']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await watcher.context.close();
  }
});

test('puzzle: the position on the board opens in the analysis board', async () => {
  const { page, context, errors } = await puzzleDevice(harness.browser);
  try {
    const first = await openPuzzles(page, harness.baseUrl);
    const puzzle = await page.evaluate(async (id) => {
      const file = await (await fetch('puzzles.json')).json();
      return file.puzzles.find((p) => p.id === id);
    }, first.id);
    await page.locator('#puzzle-analyse').tap();
    const a = await waitData(page, 'analysis-view', (d) => d.open && Number(d.depth) >= 1, 'the puzzle in the analysis board');
    assert.equal(a.position, puzzle.position);
    assert.equal((await data(page, 'puzzle-view')).open, false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
