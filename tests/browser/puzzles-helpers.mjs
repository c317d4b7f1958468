// Helpers for the puzzle mode's browser tests (puzzles-*.test.mjs): the
// puzzle file read in Node, a phone with seeded storage, the view opened
// from the menu, squares tapped on its board, and what it shows.

import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR } from './harness.mjs';
import { poll } from './poll.mjs';
import { waitReady } from './page-helpers.mjs';
import { readPuzzles } from '../../www/puzzle-core.js';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 860 } };
export const FILE = readPuzzles(JSON.parse(readFileSync(new URL('../../www/puzzles.json', import.meta.url), 'utf8')));

/**
 * A puzzle matching `test` whose difficulty no other puzzle has: a stored
 * rating equal to it makes it the first puzzle offered (puzzle-core.js
 * pickNext: the nearest difficulty to the rating).
 */
export function uniquePuzzle(test) {
  const count = new Map();
  for (const p of FILE.puzzles) count.set(p.difficulty, (count.get(p.difficulty) ?? 0) + 1);
  const p = FILE.puzzles.find((x) => test(x) && count.get(x.difficulty) === 1);
  if (!p) throw new Error('no such puzzle');
  return p;
}

/** The page's saved state with two profiles, Ada (p1, active) and Björn (p2). */
export const TWO_PROFILES = JSON.stringify({
  version: 1,
  profiles: [
    { id: 'p1', name: 'Ada' },
    { id: 'p2', name: 'Björn' },
  ],
  activeProfile: 'p1',
});

/** A stored `hnef.puzzles` text giving `profile` (p1 by default) the rating `rating`. */
export function storedRating(rating, profile = 'p1', extra = {}) {
  return JSON.stringify({ version: 1, profiles: { [profile]: { rating, rd: 120, vol: 0.06, ...extra } } });
}

/**
 * A device: its own context; `seed` maps localStorage keys to texts stored
 * before the first load only (a reload finds what the page saved); the
 * page's state is TWO_PROFILES unless `seed` says otherwise.
 */
export async function device(browser, { seed = {}, ...options } = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  seed = { 'hnef.state': TWO_PROFILES, ...seed };
  await context.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seed);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console.error: ${msg.text()}`));
  return { context, page, errors };
}

/** The view's state (puzzle-mode.js `hnefPuzzle.state()`) and what it says, or {open: false}. */
export function state(page) {
  return page.evaluate(() => {
    const v = document.getElementById('puzzle-view');
    if (!v) return { open: false };
    const text = (id) => document.getElementById(id)?.textContent ?? '';
    return {
      open: true,
      ready: v.dataset.state,
      ...v.hnefPuzzle.state(),
      task: text('puzzle-task'),
      info: text('puzzle-info'),
      status: text('puzzle-status'),
      stats: text('puzzle-stats'),
      message: document.getElementById('puzzle-message').hidden ? '' : text('puzzle-message'),
      buttons: Object.fromEntries(['hint', 'retry', 'solution', 'next'].map((b) => [b, !document.getElementById(`puzzle-${b}`).disabled])),
      stored: localStorage.getItem('hnef.puzzles'),
    };
  });
}

export async function waitState(page, predicate, what = String(predicate)) {
  let seen = null;
  try {
    return await poll(
      async () => {
        seen = await state(page);
        return predicate(seen) ? seen : null;
      },
      { what, limit: 20_000 },
    );
  } catch (err) {
    // What the view last showed, for the failure message.
    const { stored: _, ...shown } = seen ?? {};
    err.message += ` (view: ${JSON.stringify(shown).slice(0, 800)})`;
    throw err;
  }
}

/** Loads the page (waits until ready), opens the menu and chooses Puzzles; waits for the first puzzle. */
export async function openPuzzles(page, url) {
  if (url) {
    await page.goto(url);
    await waitReady(page);
  }
  await page.click('#menu-button');
  await page.click('[data-menu="puzzles"]');
  return waitState(page, (s) => s.open && s.ready === 'ready' && s.id !== null, 'the first puzzle');
}

/** Taps a square of the puzzle board (a real touch on the canvas); returns the point tapped. */
export async function tap(page, square) {
  // The board's geometry settles a frame after the view opens (once failed
  // in CI: a centre far off the screen): wait until the square's centre
  // lies on the board's canvas, as a player waits to see the board.
  const c = await poll(
    () =>
      page.evaluate((sq) => {
        const view = document.getElementById('puzzle-view');
        const at = view.hnefPuzzle.clientCentre(sq);
        const r = view.querySelector('.puzzle-canvas').getBoundingClientRect();
        return at.x > r.left && at.x < r.right && at.y > r.top && at.y < r.bottom ? at : null;
      }, square),
    { what: `${square} on the board's canvas` },
  );
  await page.touchscreen.tap(c.x, c.y);
  return c;
}

/**
 * Plays `move` ('d1-d3') by two taps, the second once the piece is seen
 * picked up (as a player would). A first tap that selects nothing fails
 * with where it landed and where that square is now.
 */
export async function tapMove(page, move) {
  const [from, to] = move.split('-');
  const at = await tap(page, from);
  try {
    await waitState(page, (s) => s.selected === from, `${from} picked up`);
  } catch (err) {
    const now = await page.evaluate((sq) => document.getElementById('puzzle-view').hnefPuzzle.clientCentre(sq), from);
    err.message += ` (tapped at ${JSON.stringify(at)}; ${from} is now at ${JSON.stringify(now)})`;
    throw err;
  }
  await tap(page, to);
}

/** Taps a button of the view. */
export async function tapButton(page, id) {
  const box = await page.locator(`#${id}`).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}${name}.png`;
  await page.screenshot({ path });
  return path;
}
