// Shared helpers of the package tests: state snapshots, the "throws and
// changes nothing" check, positions drawn from a few pieces, a seeded RNG.

import assert from 'node:assert/strict';

export const COPENHAGEN = 'copenhagen-hnefatafl-11x11-2025-v1';
export const CLASSIC = 'viking-chess-classic-11x11';
export const START = '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a';
export const FILES = 'abcdefghijk';

/** Every square name, index order (a1, b1, ..., k11). */
export const SQUARES = Array.from({ length: 121 }, (_, i) => `${FILES[i % 11]}${Math.floor(i / 11) + 1}`);

/** Index of a square name (`(rank-1)*11 + file`). */
export function index(square) {
  return (Number(square.slice(1)) - 1) * 11 + FILES.indexOf(square[0]);
}

/**
 * Everything observable about a game, for before/after comparisons.
 * Calls only reading methods.
 */
export function snapshot(game) {
  return {
    ruleset: game.ruleset,
    position: game.position(),
    sideToMove: game.sideToMove(),
    history: game.history(),
    outcome: game.outcome(),
    record: game.record(),
    board: Array.from(game.board()),
    legalMoves: game.legalMoves(),
    moveCount: game.moveCount(),
    repetitions: game.repetitions(),
    drawOffer: game.drawOffer(),
  };
}

/**
 * Asserts that `fn` throws a JS Error whose message matches `message`, that
 * the game is exactly as it was, and that it still works.
 */
export function throwsUnchanged(game, fn, message, note = '') {
  const before = snapshot(game);
  assert.throws(
    fn,
    (err) => {
      assert.ok(err instanceof Error, `${note}: threw ${String(err)} instead of an Error`);
      assert.ok(!(err instanceof WebAssembly.RuntimeError), `${note}: wasm trapped: ${err.message}`);
      assert.match(err.message, message, note);
      return true;
    },
    note,
  );
  assert.deepEqual(snapshot(game), before, `${note}: the game changed`);
}

/** Position text from a map `{ square: 'a' | 'd' | 'k' }` and the side to move. */
export function positionText(pieces, side = 'a') {
  const cells = new Array(121).fill('.');
  for (const [square, piece] of Object.entries(pieces)) cells[index(square)] = piece;
  const ranks = [];
  for (let rank = 10; rank >= 0; rank--) {
    let text = '';
    let empty = 0;
    for (let file = 0; file < 11; file++) {
      const c = cells[rank * 11 + file];
      if (c === '.') {
        empty++;
        continue;
      }
      if (empty) text += empty;
      empty = 0;
      text += c;
    }
    if (empty) text += empty;
    ranks.push(text);
  }
  return `${ranks.join('/')} ${side}`;
}

/** The board cells (0 empty, 1 attacker, 2 defender, 3 king) that position text describes. */
export function cellsOf(text) {
  const [placement] = text.split(' ');
  const rows = placement.split('/');
  assert.equal(rows.length, 11, `position text ${text}`);
  const cells = new Array(121).fill(0);
  rows.forEach((row, i) => {
    const rank = 10 - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|([adk])/g)) {
      if (m[1]) file += Number(m[1]);
      else cells[rank * 11 + file++] = { a: 1, d: 2, k: 3 }[m[2]];
    }
    assert.equal(file, 11, `rank ${rank + 1} of ${text}`);
  });
  return cells;
}

/** SplitMix64 on BigInt, reduced to a uniform index below n. Same seed, same games. */
export function rng(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  const next = () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  };
  return (n) => Number((next() >> 11n) % BigInt(n));
}
