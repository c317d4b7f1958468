// The page's pure state functions (www/state.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ATTACKER, CELLS, KING, squareIndex as sq } from '../../www/geometry.js';
import {
  browseKey,
  drawAllowed,
  firstSide,
  moveRows,
  pressSquare,
  undoCount,
} from '../../www/state.js';

test('the move list is numbered with the attackers first', () => {
  assert.deepEqual(moveRows(['d1-d3', 'e5-e2', 'g1-g3xe2']), [
    { number: 1, attackers: { ply: 1, text: 'd1-d3' }, defenders: { ply: 2, text: 'e5-e2' } },
    { number: 2, attackers: { ply: 3, text: 'g1-g3xe2' }, defenders: null },
  ]);
  // A game set up with the defenders to move starts with an empty attackers' cell.
  assert.deepEqual(moveRows(['e5-e2', 'd1-d3'], 'defenders'), [
    { number: 1, attackers: null, defenders: { ply: 1, text: 'e5-e2' } },
    { number: 2, attackers: { ply: 2, text: 'd1-d3' }, defenders: null },
  ]);
  assert.equal(firstSide('defenders', 3), 'attackers');
  assert.equal(firstSide('defenders', 2), 'defenders');
});

test('browsing keys walk the plies and End returns to the live position', () => {
  assert.equal(browseKey(null, 'ArrowLeft', 5), 4);
  assert.equal(browseKey(4, 'ArrowRight', 5), null);
  assert.equal(browseKey(0, 'ArrowLeft', 5), 0);
  assert.equal(browseKey(3, 'Home', 5), 0);
  assert.equal(browseKey(3, 'End', 5), null);
  assert.equal(browseKey(null, 'ArrowRight', 5), null);
  assert.equal(browseKey(null, 'x', 5), undefined);
});

test('a press selects, moves, or deselects', () => {
  const board = new Array(CELLS).fill(0);
  board[sq('d1')] = ATTACKER;
  board[sq('f6')] = KING;
  const base = { board, sideToMove: 'attackers', selected: -1, targets: [], canMove: true };
  assert.deepEqual(pressSquare(base, sq('d1')), { action: 'select', index: sq('d1') });
  assert.deepEqual(pressSquare(base, sq('f6')), { action: 'none' });
  const selected = { ...base, selected: sq('d1'), targets: [sq('d2'), sq('d3')] };
  assert.deepEqual(pressSquare(selected, sq('d3')), { action: 'move', from: sq('d1'), to: sq('d3') });
  assert.deepEqual(pressSquare(selected, sq('e9')), { action: 'deselect' });
  assert.deepEqual(pressSquare({ ...selected, canMove: false }, sq('d3')), { action: 'deselect' });
});

test('undo takes back one ply between two players, back to the human against the computer', () => {
  // Between two players (no computer).
  assert.equal(undoCount(null, 'attackers', 4), 1);
  assert.equal(undoCount(null, 'attackers', 0), 0);
  // The computer plays the attackers; the human (defenders) to move after the computer's reply: its move and the reply.
  assert.equal(undoCount('attackers', 'defenders', 3), 2);
  // The computer is thinking about its reply: only the human's move.
  assert.equal(undoCount('attackers', 'attackers', 2), 1);
  // The human plays the attackers.
  assert.equal(undoCount('defenders', 'attackers', 2), 2);
});

test('draw offers only between two players, where the ruleset has draws (Game.allowsDraws), while the game goes on', () => {
  const on = { status: 'ongoing' };
  assert.equal(drawAllowed({ mode: 'two-players' }, true, on), true);
  assert.equal(drawAllowed({ mode: 'computer' }, true, on), false);
  assert.equal(drawAllowed({ mode: 'two-players' }, false, on), false);
  assert.equal(drawAllowed({ mode: 'two-players' }, true, { status: 'draw' }), false);
});
