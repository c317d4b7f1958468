// Helpers for the play-by-link browser tests (page-link*.test.mjs): a phone
// (390x844, touch) as a separate browser context, the friend view's board,
// moves tapped on it, and the link the page made.

import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR } from './harness.mjs';
import { poll } from './poll.mjs';
import { waitReady } from './page-helpers.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** A new "device": its own context (storage, service worker) with a page that records errors. */
export async function device(browser, options = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console.error: ${msg.text()}`));
  return { context, page, errors };
}

/** Opens `url` and waits until the page and its friend module are ready. */
export async function openLinkPage(page, url) {
  await page.goto(url);
  await waitReady(page);
  await poll(() => page.evaluate(() => document.getElementById('app').dataset.friend === 'ready'), { what: 'friend-play ready' });
}

/** A new <hnef-board record=TEXT> in `page` once ready: its `{record, history}` (then removed). */
export function asRecord(page, text) {
  return page.evaluate(async (t) => {
    const el = document.createElement('hnef-board');
    el.setAttribute('record', t);
    document.body.append(el);
    await el.ready;
    const out = { record: el.record, history: el.history };
    el.remove();
    return out;
  }, text);
}

/** What the friend view shows. */
export function view(page) {
  return page.evaluate(() => {
    const v = document.getElementById('friend-view');
    const b = document.getElementById('friend-board');
    const text = (id) => document.getElementById(id)?.textContent ?? '';
    const shown = (id) => !document.getElementById(id).hidden;
    return {
      open: !v.hidden,
      kind: v.dataset.kind ?? null,
      turn: v.dataset.turn ?? null,
      title: text('friend-title'),
      status: text('friend-status'),
      message: shown('friend-message') ? text('friend-message') : '',
      conflict: shown('friend-conflict'),
      conflictText: text('friend-conflict'),
      draw: shown('friend-draw') ? text('friend-draw-text') : null,
      offerRow: shown('friend-offer-row'),
      share: shown('friend-share'),
      link: document.getElementById('friend-link').value,
      history: b?.status === 'ready' ? b.history : null,
      ply: b?.status === 'ready' ? b.ply : null,
      outcome: b?.status === 'ready' ? b.outcome : null,
      orientation: b?.getAttribute('orientation') ?? null,
      interactive: b?.getAttribute('interactive') ?? null,
      flipped: b?.flipped ?? null,
      boards: document.querySelectorAll('hnef-board').length,
      notice: document.getElementById('notice').hidden ? '' : text('notice'),
      stored: localStorage.getItem('hnef.links'),
    };
  });
}

/** Waits until the friend view satisfies `predicate(view)`; returns the view. */
export function waitView(page, predicate, what = String(predicate)) {
  let last = null;
  return poll(
    async () => {
      const v = await view(page);
      last = v;
      return predicate(v) ? v : null;
    },
    // On a failure the message says what the view last showed.
    { what, show: () => last && { open: last.open, notice: last.notice, message: last.message } },
  );
}

/** Taps a square of the friend board (the page's touch screen). */
export async function tap(page, square) {
  const { x, y } = await page.evaluate((sq) => document.getElementById('friend-board').squareCentre(sq), square);
  await page.touchscreen.tap(x, y);
}

/** Plays `move` ('d1-d3') on the friend board by two taps, and waits for the page's new link. */
export async function playMove(page, move) {
  const before = (await view(page)).history?.length ?? 0;
  const [from, to] = move.split('-');
  await tap(page, from);
  await tap(page, to);
  return waitView(page, (v) => v.history?.length === before + 1 && v.share && v.link.includes('#game='), `the link after ${move}`);
}

/** The phone's screen as it is seen (the friend view covers it), under tests/browser/artifacts/ (gitignored). */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}${name}.png`;
  await page.screenshot({ path });
  return path;
}
