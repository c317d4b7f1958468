// The position editor's plain parts (www/position-editor.js): the position
// text it writes is the engine's own (round trips through Game.fromPosition),
// the tools (a king placed moves the king, the same piece again removes it,
// clear keeps the king), and the engine's verdict on what cannot occur.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, { Game, RULESETS } from '../../www/pkg/hnef.js';
import { ATTACKER, DEFENDER, EMPTY, KING, applyTool, checkPosition, clearCells, positionText } from '../../www/position-editor.js';

await init();

const startCells = () => {
  const g = new Game();
  const cells = Array.from(g.board());
  g.free();
  return cells;
};
const idx = (name) => (Number(name.slice(1)) - 1) * 11 + (name.charCodeAt(0) - 97);

test('the position text is the engine’s: the start position, and after a game’s moves, both sides to move', () => {
  assert.equal(positionText(startCells(), 'attackers'), new Game().position());
  const game = Game.fromRecord('1. d1-d3 h6-h3 2. k4-i4 f4-c4');
  assert.equal(positionText(Array.from(game.board()), game.sideToMove()), game.position());
  game.free();
  const lone = Array(121).fill(EMPTY);
  lone[idx('a6')] = KING;
  lone[idx('a9')] = ATTACKER;
  assert.equal(positionText(lone, 'defenders'), '11/11/a10/11/11/k10/11/11/11/11/11 d');
  const g = Game.fromPosition(positionText(lone, 'defenders'));
  assert.deepEqual(Array.from(g.board()), lone);
  g.free();
});

test('the tools: place, the same piece again removes it, the king moves, erase, clear keeps the king', () => {
  const cells = startCells();
  const d4 = idx('d4');
  const placed = applyTool(cells, d4, 'defender');
  assert.equal(placed[d4], DEFENDER);
  assert.equal(cells[d4], EMPTY, 'the cells given are not changed');
  assert.equal(applyTool(placed, d4, 'defender')[d4], EMPTY);
  assert.equal(applyTool(placed, d4, 'attacker')[d4], ATTACKER);
  const moved = applyTool(cells, idx('c3'), 'king');
  assert.equal(moved.filter((p) => p === KING).length, 1);
  assert.equal(moved[idx('c3')], KING);
  assert.equal(moved[idx('f6')], EMPTY);
  assert.equal(applyTool(cells, idx('d1'), 'erase')[idx('d1')], EMPTY);
  const cleared = clearCells(cells);
  assert.deepEqual(cleared.map((p, i) => [i, p]).filter(([, p]) => p), [[idx('f6'), KING]]);
});

test('the engine decides: a piece on a corner, no king or two are refused with its error; the king alone is fine', () => {
  const cells = startCells();
  const corner = applyTool(cells, idx('a1'), 'attacker');
  const refused = checkPosition(Game, corner, 'attackers', RULESETS[0]);
  assert.equal(refused.ok, false);
  assert.equal(refused.error.code, 'bad_position');
  assert.equal(checkPosition(Game, applyTool(cells, idx('f6'), 'erase'), 'attackers', RULESETS[0]).ok, false);
  const two = Array.from(cells);
  two[idx('a6')] = EMPTY;
  two[idx('c6')] = KING;
  assert.equal(checkPosition(Game, two, 'attackers', RULESETS[0]).ok, false);
  const alone = checkPosition(Game, clearCells(cells), 'defenders', RULESETS[1]);
  assert.deepEqual(alone, { ok: true, position: '11/11/11/11/11/5k5/11/11/11/11/11 d' });
  // The king on a corner is a finished game, not an error.
  assert.equal(checkPosition(Game, applyTool(clearCells(cells), idx('k11'), 'king'), 'attackers', RULESETS[0]).ok, true);
});
