// Helpers of the analysis board's browser tests (anboard-*.test.mjs): the
// view's state as its element's dataset says it (www/analysis-board.js),
// taps on its canvas, and waiting for the engine's depth.

import { poll } from './poll.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The analysis view's dataset (null while it is not open). */
export function viewState(page) {
  return page.evaluate(() => {
    const view = document.getElementById('analysis-view');
    return view ? { ...view.dataset, lineTexts: [...view.querySelectorAll('.anb-line')].map((li) => li.textContent) } : null;
  });
}

/** Waits until the view's state satisfies `predicate(state, arg)` and returns it. */
export function waitView(page, predicate, arg, limit = 30_000) {
  return poll(
    async () => {
      const s = await viewState(page);
      return s && predicate(s, arg) ? s : null;
    },
    { what: String(predicate), limit, rethrow: true },
  );
}

/** Waits for an analysis of the shown position to reach `depth`. */
export function waitDepth(page, depth) {
  return waitView(page, (s, d) => Number(s.depth) >= d && s.lines.split(' ').filter(Boolean).length > 0, depth);
}

/** Opens the analysis board from the page's menu. */
export async function openFromMenu(page) {
  await page.click('#menu summary');
  await page.click('[data-menu="analysis"]');
  await page.waitForSelector('#analysis-view');
}

/** Taps (touch) or clicks a square of the analysis board. */
export async function tapAnalysis(page, square, { touch = true } = {}) {
  const c = await page.evaluate((sq) => document.getElementById('analysis-view').squareCentre(sq), square);
  if (!c) throw new Error(`no square ${square}`);
  if (touch) await page.touchscreen.tap(c.x, c.y);
  else await page.mouse.click(c.x, c.y);
}

/** Plays `move` ('d1-d3') on the analysis board by two taps; waits for the board to show it. */
export async function playOnAnalysis(page, move, options) {
  const before = Number((await viewState(page)).ply);
  const [from, to] = move.split('-');
  await tapAnalysis(page, from, options);
  await tapAnalysis(page, to, options);
  return waitView(page, (s, n) => Number(s.ply) === n + 1, before);
}
