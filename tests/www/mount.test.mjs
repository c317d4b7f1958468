// The words mount.js gives the keyboard grid and the live region, from a
// message table (no DOM needed for these).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { squareIndex as sq } from '../../www/geometry.js';
import { translator } from '../../www/i18n.js';
import en from '../../www/i18n/en.js';
import vi from '../../www/i18n/vi.js';
import { activationText, squareLabel } from '../../www/mount.js';

const t = translator(en);

test('squareLabel: name and piece, then the throne or corner, the selection, targets, last move and hints', () => {
  const board = new Array(121).fill(0);
  board[sq('f6')] = 3;
  board[sq('d1')] = 1;
  const view = { board, selected: sq('d1'), targets: [sq('d3')], lastMove: { from: sq('e1'), to: sq('e4') } };
  const marks = new Array(121).fill('');
  marks[sq('a11')] = 'corner';
  marks[sq('d3')] = 'repeat';
  assert.equal(squareLabel(t, sq('f6'), view, marks), 'f6, king, throne');
  assert.equal(squareLabel(t, sq('d1'), view, marks), 'd1, attacker, selected');
  assert.equal(squareLabel(t, sq('d3'), view, marks), 'd3, empty, can move here, repeats the position a third time');
  assert.equal(squareLabel(t, sq('e1'), view, marks), 'e1, empty, last move from here');
  assert.equal(squareLabel(t, sq('a11'), view, marks), 'a11, empty, corner, the king can reach this corner');
  assert.equal(squareLabel(t, sq('a1'), view, null), 'a1, empty, corner');
  assert.equal(squareLabel(translator(vi), sq('f6'), view, marks).startsWith(vi['square.king'].replace('{square}', 'f6')), true);
});

test('activationText: what a keyboard press said', () => {
  assert.equal(activationText(t, { kind: 'selected', index: sq('e1'), targets: 4 }), 'e1 picked up: 4 squares to go to.');
  assert.equal(activationText(t, { kind: 'selected', index: sq('a1'), targets: 0 }), 'a1 has no move.');
  assert.equal(activationText(t, { kind: 'cancelled', index: sq('e1'), targets: 0 }), 'Move cancelled.');
  assert.equal(activationText(t, { kind: 'played', index: sq('e4'), targets: 0 }), '');
});
