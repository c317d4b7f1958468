// Board geometry of the page (www/geometry.js): names, neighbours, moves, pixels.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CELLS,
  THRONE,
  computeLayout,
  isCorner,
  isEdge,
  isRestricted,
  neighbours,
  parseMove,
  squareAtPoint,
  squareCentre,
  squareIndex,
  squareName,
  squareRect,
} from '../../www/geometry.js';

test('square names and indices match the engine numbering', () => {
  assert.equal(squareIndex('a1'), 0);
  assert.equal(squareIndex('k1'), 10);
  assert.equal(squareIndex('f6'), THRONE);
  assert.equal(squareIndex('K11'), 120);
  for (let i = 0; i < CELLS; i++) assert.equal(squareIndex(squareName(i)), i);
  for (const bad of ['', 'l1', 'a0', 'a12', 'a', '1a', 'f6 ', null]) assert.equal(squareIndex(bad), -1);
});

test('restricted squares, corners, edges, neighbours', () => {
  assert.ok(isRestricted(THRONE) && isRestricted(0) && isCorner(120) && !isCorner(THRONE));
  assert.ok(isEdge(squareIndex('a6')) && isEdge(squareIndex('f11')) && !isEdge(squareIndex('b2')));
  assert.deepEqual(neighbours(0).sort((a, b) => a - b), [1, 11]);
  assert.equal(neighbours(THRONE).length, 4);
});

test('moves parse with both capture styles', () => {
  assert.deepEqual(parseMove('d1-d3'), { from: 3, to: 25, captured: [] });
  assert.deepEqual(parseMove('g1-g3xe2/e4'), parseMove('g1-g3xe2xe4'));
  assert.deepEqual(parseMove('g1-g3xe2').captured, [squareIndex('e2')]);
  assert.equal(parseMove('g1g3'), null);
  assert.equal(parseMove('z1-a1'), null);
});

test('pixels map to squares and back, flipped or not', () => {
  for (const coordinates of [true, false]) {
    const layout = computeLayout(517, { coordinates });
    assert.ok(layout.cell > 0 && layout.left + 11 * layout.cell <= 517 + 1e-9);
    for (const flipped of [false, true]) {
      for (let i = 0; i < CELLS; i++) {
        const c = squareCentre(layout, i, flipped);
        assert.equal(squareAtPoint(layout, c.x, c.y, flipped), i);
      }
      assert.equal(squareAtPoint(layout, 0.5, 0.5, flipped), -1);
    }
  }
  const layout = computeLayout(440);
  // a11 is top left, k1 bottom right; flipped, the other way round.
  assert.ok(squareRect(layout, squareIndex('a11')).y < squareRect(layout, squareIndex('a1')).y);
  assert.ok(squareRect(layout, squareIndex('a11'), true).y > squareRect(layout, squareIndex('a1'), true).y);
  assert.ok(squareRect(layout, squareIndex('k1'), true).x < squareRect(layout, squareIndex('a1'), true).x);
});
