// The hints of www/hints.js with the real engine: the shield-wall and
// exit-fort markers come from Game.shieldWall and Game.fortPieces (the JS
// copies of C3 and W2 are gone), read outward from the move; the corners the
// king can reach; the repetition warning from moves tried on a copy.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { squareIndex as sq, squareName } from '../../www/geometry.js';
import { cornerReach, decisionMarks, hintsNow } from '../../www/hints.js';
import { translator } from '../../www/i18n.js';
import en from '../../www/i18n/en.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const t = translator(en);

/** Plays `move` on a game from `position`; the marks decisionMarks makes of it, and the game. */
function marksAfter(position, move) {
  const game = Game.fromPosition(position);
  const [from, to] = move.split('-');
  const result = game.applyMove(from, to);
  const marks = decisionMarks(t, game, { to: sq(to), after: Array.from(game.board()) }, result.reason, game.history().length);
  return { marks, game, result };
}

test('c3: a shield wall marks the mover, the far bracket and the front, then the captured, from the move outward', () => {
  // Defenders on d1 e1; attackers on c1, d2, e2; f5-f1 closes the wall.
  const { marks, game } = marksAfter('11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 a', 'f5-f1');
  assert.deepEqual(marks.squares.map(squareName), ['f1', 'c1', 'e2', 'd2', 'e1', 'd1']);
  assert.equal(marks.text, 'Shield wall: f1, c1, e2, d2 captured e1, d1.');
  assert.equal(marks.ply, 1);
  const wall = game.shieldWall(0);
  assert.deepEqual(new Set(marks.squares.map(squareName)), new Set([...wall.brackets, ...wall.front, ...wall.captured]));
  game.free();
});

test('c3: an empty corner closing the wall is no piece that formed it', () => {
  // Defenders on b1 c1 between the corner a1 and d1; attackers in front on b2 c2.
  const { marks, game } = marksAfter('11/11/11/7k3/11/11/3a7/11/11/1aa8/1dd8 a', 'd5-d1');
  assert.deepEqual(game.shieldWall(0).brackets, ['a1', 'd1'], 'the engine names the corner as a bracket');
  assert.deepEqual(marks.squares.map(squareName), ['d1', 'c2', 'b2', 'c1', 'b1']);
  assert.equal(marks.text, 'Shield wall: d1, c2, b2 captured c1, b1.');
  game.free();
});

test('w2: an exit fort marks the fort\'s pieces as the engine counts them', () => {
  const { marks, game, result } = marksAfter('11/1a7a1/11/11/11/11/11/11/4dd2d2/4d1d4/4dkd4 d', 'i3-g3');
  assert.equal(result.reason, 'exit_fort');
  assert.deepEqual(marks.squares.map(squareName), Array.from(game.fortPieces()));
  assert.deepEqual(marks.squares.map(squareName).sort(), ['e1', 'e2', 'e3', 'f1', 'f3', 'g1', 'g2', 'g3']);
  assert.equal(marks.text, t('hint.exitFort', { pieces: 'e1, f1, g1, e2, g2, e3, f3, g3' }));
  game.free();
});

test('a move that captures by no shield wall marks nothing', () => {
  const { marks, game } = marksAfter('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a', 'd1-d3');
  assert.equal(marks, null);
  game.free();
});

test('hintsNow: the marks show at their ply only, on the squares, with their sentence; the corners while the game goes on', () => {
  const { marks, game } = marksAfter('11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 a', 'f5-f1');
  const board = Array.from(game.board());
  assert.deepEqual(cornerReach(game).map(squareName), ['a1']);
  assert.deepEqual(cornerReach(null), []);
  const now = hintsNow(t, { on: true, live: true, over: false, board, game, marks, plies: 1 });
  assert.deepEqual(now.texts, ['Shield wall: f1, c1, e2, d2 captured e1, d1.', 'The king can reach a corner next move: a1.']);
  assert.equal(now.marks[sq('c1')], 'wall');
  assert.equal(now.marks[sq('a1')], 'corner');
  assert.deepEqual(hintsNow(t, { on: true, live: true, over: false, board, game, marks, plies: 2 }).texts, ['The king can reach a corner next move: a1.']);
  assert.deepEqual(hintsNow(t, { on: false, live: true, over: false, board, game, marks, plies: 1 }).texts, []);
  game.free();
});
