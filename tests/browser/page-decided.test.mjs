// What decided a game, on the player's page, as the engine says it
// (Game.decidingSquares, Game.fortPieces, Game.shieldWall; the page keeps no
// copy of these rules): a king capture outlines the king and its captors; an
// exit fort outlines the fort and marks its pieces with dashed markers; a
// shield-wall capture that ends the game marks the pieces that formed it and
// the ones it took. Each is checked against the engine in Node: what the
// frame drew, the outline's colour on the canvas, the grid's markers, the
// hint line and the result card. Phone-size screenshots of each end card go
// to artifacts/decided-*.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { clickSquare, engine, idle, importRecord, snapshot, waitFor, waitReady } from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** The engine's answers in Node for `move` played from `position`. */
async function expected(position, move) {
  const { Game } = await engine();
  const game = Game.fromPosition(position);
  const result = game.applyMove(...move.split('-'));
  const out = { result, deciding: [...game.decidingSquares()], fort: [...game.fortPieces()], wall: game.shieldWall(0) };
  game.free();
  return out;
}

/** Imports `position` through the record box (a game between two players) and plays `move` by clicking. */
async function playOut(page, position, move) {
  await page.goto(harness.baseUrl);
  await waitReady(page);
  const before = (await snapshot(page)).gameId;
  await importRecord(page, position);
  await waitFor(page, (s, id) => s.gameId !== id && s.history.length === 0, before);
  const [from, to] = move.split('-');
  // On a phone the record box is below the board: back up to it, as a player would.
  await page.locator('#board').scrollIntoViewIfNeeded();
  await clickSquare(page, from);
  await waitFor(page, (s, sq) => s.selected === sq, from);
  await clickSquare(page, to);
  await waitFor(page, (s) => s.history.length === 1 && s.outcome.status !== 'ongoing');
  await idle(page); // the slide and the fades are over: the last frame is the final one
  return snapshot(page);
}

/**
 * The colour at the inner corner of each square's outline stroke (renderer.js
 * draws the deciding outline inside the square, over the grid), and the
 * theme's deciding colour, both as [r, g, b].
 */
function outlineCorners(page, squares) {
  return page.evaluate(async (list) => {
    const { readTheme } = await import('./renderer.js');
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = readTheme(canvas).decide;
    const hex = probe.fillStyle; // normalised to #rrggbb
    const decide = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const a = window.hnefDebug.pixelCentre('a1');
    const cell = window.hnefDebug.pixelCentre('b1').x - a.x;
    const width = Math.max(2 * devicePixelRatio, cell * 0.09);
    const out = {};
    for (const sq of list) {
      const c = window.hnefDebug.pixelCentre(sq);
      const x = Math.floor(c.x - cell / 2 + width / 2);
      const y = Math.floor(c.y - cell / 2 + width / 2);
      out[sq] = Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
    }
    return { decide, out };
  }, squares);
}

const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 24);

/** The squares marked as having formed what decided the game: data-hint and a dashed ::before. */
function wallMarkers(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-hint~="wall"]')].map((cell) => ({
      square: cell.dataset.square,
      style: getComputedStyle(cell, '::before').borderTopStyle,
    })),
  );
}

async function checkOutlines(page, deciding, elsewhere) {
  const { decide, out } = await outlineCorners(page, [...deciding, ...elsewhere]);
  for (const sq of deciding) assert.ok(near(out[sq], decide), `${sq} outlined in ${decide}: ${out[sq]}`);
  for (const sq of elsewhere) assert.ok(!near(out[sq], decide), `${sq} not outlined: ${out[sq]}`);
}

const sorted = (list) => [...list].sort();

test('k1: a king capture outlines the king and its four captors, and says so on the end card', async () => {
  // The king on e8, attackers on d8, f8 and e9: c7-e7 closes the fourth side.
  const position = '11/11/4a6/3aka5/2a8/11/11/11/11/9d1/11 a';
  const want = await expected(position, 'c7-e7');
  assert.equal(want.result.reason, 'king_captured');
  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const { page, context, errors } = await openPage(harness.browser, options);
    try {
      const s = await playOut(page, position, 'c7-e7');
      assert.equal(s.outcome.reason, 'king_captured');
      assert.deepEqual(sorted(s.drawnDeciding), sorted(want.deciding));
      assert.deepEqual(sorted(s.drawnDeciding), ['d8', 'e7', 'e8', 'e9', 'f8']);
      await checkOutlines(page, want.deciding, ['c7', 'k6', 'j2']);
      assert.deepEqual(s.hints.marks, [], 'no wall or fort to mark');
      assert.equal(await page.locator('#result').isVisible(), true);
      assert.equal(await page.locator('#result-title').textContent(), 'Attackers win');
      assert.equal(await page.locator('#result-rule').textContent(), 'The king was captured.');
      assert.match(await page.locator('#live').textContent(), /^Attackers: c7-e7\. Attackers win\. The king was captured\.$/);
      if (name === 'phone') await screenshot(page, 'decided-king-captured-phone');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('w2: an exit fort outlines the fort and marks its pieces with dashed markers', async () => {
  // The king on f1 behind e1 g1 e2 g2 e3 f3: i3-g3 closes the fort.
  const position = '11/1a7a1/11/11/11/11/11/11/4dd2d2/4d1d4/4dkd4 d';
  const want = await expected(position, 'i3-g3');
  assert.equal(want.result.reason, 'exit_fort');
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    const s = await playOut(page, position, 'i3-g3');
    assert.deepEqual(sorted(s.drawnDeciding), sorted(want.deciding));
    await checkOutlines(page, want.deciding, ['b10', 'f2', 'i3']);
    assert.deepEqual(sorted(s.hints.marks), sorted(want.fort));
    const markers = await wallMarkers(page);
    assert.deepEqual(sorted(markers.map((m) => m.square)), sorted(want.fort));
    for (const m of markers) assert.equal(m.style, 'dashed', m.square);
    assert.equal(await page.locator('#hint-line').textContent(), `Exit fort: ${want.fort.join(', ')} hold the king safe on the edge.`);
    assert.equal(await page.locator('#result-title').textContent(), 'Defenders win');
    assert.equal(await page.locator('#result-rule').textContent(), 'The king is safe in an exit fort on the edge.');
    await screenshot(page, 'decided-exit-fort-phone');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('c3: a shield wall that takes the last free attackers marks the pieces that formed it and those it took', async () => {
  // Attackers d1 e1 on the edge, the one on b11 boxed in; the defenders c5-c1
  // close the wall with f1 (d2 e2 in front): the attackers have no move left.
  const position = '1ad8/1d9/11/7k3/11/11/2d8/11/11/3dd6/3aad5 d';
  const want = await expected(position, 'c5-c1');
  assert.equal(want.result.reason, 'no_moves');
  assert.deepEqual(want.wall, { brackets: ['c1', 'f1'], front: ['d2', 'e2'], runs: ['d1', 'e1'], captured: ['d1', 'e1'] });
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    const s = await playOut(page, position, 'c5-c1');
    assert.equal(s.history[0], 'c5-c1xd1xe1');
    assert.deepEqual(sorted(s.drawnDeciding), sorted(want.deciding));
    assert.deepEqual(sorted(s.drawnDeciding), ['b11'], 'the side left without a move');
    await checkOutlines(page, want.deciding, ['c1', 'd1', 'h8']);
    const wall = [...want.wall.brackets, ...want.wall.front, ...want.wall.captured];
    assert.deepEqual(sorted(s.hints.marks), sorted(wall));
    const markers = await wallMarkers(page);
    assert.deepEqual(sorted(markers.map((m) => m.square)), sorted(wall));
    for (const m of markers) assert.equal(m.style, 'dashed', m.square);
    assert.equal(await page.locator('#hint-line').textContent(), 'Shield wall: c1, f1, d2, e2 captured d1, e1.');
    assert.equal(await page.locator('#result-title').textContent(), 'Defenders win');
    assert.equal(await page.locator('#result-rule').textContent(), 'The attackers had no legal move.');
    await screenshot(page, 'decided-shield-wall-phone');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
