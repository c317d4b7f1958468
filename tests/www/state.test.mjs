// The page's pure state functions (www/state.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ATTACKER, CELLS, DEFENDER, KING, squareIndex as sq } from '../../www/geometry.js';
import {
  browseKey,
  decidingSquares,
  drawAllowed,
  firstSide,
  moveRows,
  pressSquare,
  undoCount,
} from '../../www/state.js';

/** A board from an 11-line diagram, rank 11 first (a attacker, d defender, k king). */
function diagram(text) {
  const rows = text.trim().split('\n').map((l) => l.trim().split(/\s+/));
  assert.equal(rows.length, 11);
  const board = new Array(CELLS).fill(0);
  rows.forEach((cells, r) => {
    cells.forEach((c, f) => {
      board[(10 - r) * 11 + f] = { a: ATTACKER, d: DEFENDER, k: KING }[c] ?? 0;
    });
  });
  return board;
}

const names = (list) => list.map((i) => 'abcdefghijk'[i % 11] + (Math.floor(i / 11) + 1)).sort();

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
  const two = { mode: 'two-players', humanSide: 'defenders' };
  assert.equal(undoCount(two, 'attackers', 4), 1);
  assert.equal(undoCount(two, 'attackers', 0), 0);
  const human = { mode: 'computer', humanSide: 'defenders' };
  // Human (defenders) to move after the computer's reply: its move and the reply.
  assert.equal(undoCount(human, 'defenders', 3), 2);
  // The computer is thinking about its reply: only the human's move.
  assert.equal(undoCount(human, 'attackers', 2), 1);
  const attacker = { mode: 'computer', humanSide: 'attackers' };
  assert.equal(undoCount(attacker, 'attackers', 2), 2);
});

test('draw offers only between two players under Copenhagen', () => {
  const on = { status: 'ongoing' };
  assert.ok(drawAllowed({ mode: 'two-players' }, 'copenhagen-hnefatafl-11x11-2025-v1', on));
  assert.ok(!drawAllowed({ mode: 'computer' }, 'copenhagen-hnefatafl-11x11-2025-v1', on));
  assert.ok(!drawAllowed({ mode: 'two-players' }, 'viking-chess-classic-11x11', on));
  assert.ok(!drawAllowed({ mode: 'two-players' }, 'copenhagen-hnefatafl-11x11-2025-v1', { status: 'draw' }));
});

test('deciding squares: king captured next to the empty throne (K1)', () => {
  const board = diagram(`
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . a . . . . .
    . . . . a k a . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . d . . . . . . .
    . . . . . . . . . . .`);
  const outcome = { status: 'attackers_win', reason: 'king_captured', winner: 'attackers' };
  assert.deepEqual(names(decidingSquares(board, outcome, { from: sq('f9'), to: sq('f8') })), ['e7', 'f6', 'f7', 'f8', 'g7']);
});

test('deciding squares: escape, exit fort wall, encirclement ring', () => {
  const escape = new Array(CELLS).fill(0);
  escape[sq('k11')] = KING;
  assert.deepEqual(names(decidingSquares(escape, { status: 'defenders_win', reason: 'escape', winner: 'defenders' }, null)), ['k11']);

  const fort = diagram(`
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . a . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . d d . . . . . .
    . . d . k d . . . . .`);
  const won = { status: 'defenders_win', reason: 'exit_fort', winner: 'defenders' };
  assert.deepEqual(names(decidingSquares(fort, won, null)), ['c1', 'd2', 'e1', 'e2', 'f1']);

  const ring = diagram(`
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . a . . . . .
    . . . . a d a . . . .
    . . . a d k d a . . .
    . . . . a d a . . . .
    . . . . . a . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . a . . . . . . .`);
  const enc = { status: 'attackers_win', reason: 'encirclement', winner: 'attackers' };
  assert.deepEqual(names(decidingSquares(ring, enc, null)), ['d7', 'e6', 'e8', 'f5', 'f9', 'g6', 'g8', 'h7']);
  assert.deepEqual(decidingSquares(ring, { status: 'draw', reason: 'agreement', winner: null }, null), []);
  assert.deepEqual(decidingSquares(ring, { status: 'ongoing', reason: null, winner: null }, null), []);
});
