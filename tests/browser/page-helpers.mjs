// Helpers for the player's page tests (page-*.test.mjs): waiting for the
// page, clicking squares, reading the debug hook, and an engine in Node (the
// same wasm package) to check the page against independently.

import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { poll } from './poll.mjs';

let engineReady = null;
/** The wasm engine in Node. */
export async function engine() {
  engineReady ??= readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)).then((bytes) =>
    init({ module_or_path: bytes }),
  );
  await engineReady;
  return { Game };
}

/**
 * Stores `text` as the page's saved state (localStorage 'hnef.state') before
 * the first load of the context only: a reload then finds what the page
 * itself saved.
 */
export async function seedSavedState(context, text) {
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('hnef.state', value);
    }
  }, text);
}

/** Loads the page and waits until the board is interactive. */
export async function openBoard(page, url) {
  await page.goto(url);
  await waitReady(page);
}

export async function waitReady(page) {
  await page.waitForFunction(() => window.hnefDebug?.snapshot().ready === true, null, { timeout: 20_000 });
}

export function snapshot(page) {
  return page.evaluate(() => window.hnefDebug.snapshot());
}

/**
 * Polls the debug snapshot from Node until `predicate(snapshot, arg)` holds
 * and returns that snapshot. (Polling from Node keeps the page's CSP, which
 * forbids eval, out of the way.)
 */
export async function waitFor(page, predicate, arg, timeout = 30_000) {
  return poll(
    async () => {
      const s = await snapshot(page);
      return predicate(s, arg) ? s : null;
    },
    { what: String(predicate), limit: timeout, rethrow: true },
  );
}

/** Waits until the board has stopped animating: a redraw requested two frames ago was the last. */
export async function idle(page) {
  await poll(async () => {
    const a = (await snapshot(page)).frames;
    await settle(page);
    await settle(page);
    return (await snapshot(page)).frames === a;
  }, { what: 'the board to stop animating' });
}

export async function centre(page, square) {
  const c = await page.evaluate((sq) => window.hnefDebug.clientCentre(sq), square);
  if (!c) throw new Error(`no square ${square}`);
  return c;
}

export async function clickSquare(page, square) {
  const c = await centre(page, square);
  await page.mouse.click(c.x, c.y);
}

/** Drags from one square to another with intermediate moves (past the drag threshold). */
export async function dragSquare(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) * 0.3, a.y + (b.y - a.y) * 0.3, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** Starts a new game through the dialog. */
export async function newGame(page, { mode = 'computer', side = 'defenders', level = 'easy', ruleset } = {}) {
  const before = (await snapshot(page)).gameId;
  await page.click('#new-game');
  await page.check(`#new-game-dialog input[name="mode"][value="${mode}"]`);
  if (mode === 'computer') {
    await page.selectOption('#new-side', side);
    await page.selectOption('#new-level', level);
  }
  if (ruleset) await page.selectOption('#new-ruleset', ruleset);
  await page.click('#new-start');
  return waitFor(page, (s, id) => s.gameId !== id, before);
}

/** The centre pixel (RGBA) of each listed square on the canvas backing store. */
export function centrePixels(page, squares) {
  return page.evaluate((list) => {
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const out = {};
    for (const sq of list) {
      const p = window.hnefDebug.pixelCentre(sq);
      out[sq] = Array.from(ctx.getImageData(p.x, p.y, 1, 1).data);
    }
    return out;
  }, squares);
}

/** Waits for two animation frames (a requested redraw has happened). */
export function settle(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export const FILES = 'abcdefghijk';
export const ALL_SQUARES = Array.from({ length: 121 }, (_, i) => FILES[i % 11] + (Math.floor(i / 11) + 1));

/** A small seeded PRNG (mulberry32) so a test's moves are reproducible. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Loads `text` through the record box and plays it on (import-flow.js): says
 * yes when the page asks before replacing a game in progress, then chooses
 * `mode` ('two-players', or 'computer' with `side` and `level`) in the
 * import dialog. Use `file` to load it through the file input instead.
 */
export async function importRecord(page, text, { mode = 'two-players', side = 'defenders', level = 'easy', file = false } = {}) {
  if (file) {
    await page.setInputFiles('#import-file', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  } else {
    await page.fill('#import-text', text);
    await page.click('#import-record');
  }
  await page.waitForFunction(() => document.querySelector('#confirm-dialog[open], #import-dialog[open]') !== null);
  if (await page.locator('#confirm-dialog').isVisible()) await page.click('#confirm-yes');
  await page.check(`#import-dialog input[name="import-mode"][value="${mode}"]`);
  if (mode === 'computer') {
    await page.selectOption('#import-side', side);
    await page.selectOption('#import-level', level);
  }
  await page.click('#import-start');
}
