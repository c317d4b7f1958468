// The analysis board's plain parts (www/analysis-lines.js): the main line
// and its variation, browsing along the shown line, the move list's rows,
// and the words of an evaluation, checked against the real engine (every
// line the tree gives is replayed by it; forced lines come from its own
// analysis) and formatted in all six languages.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, { Game } from '../../www/pkg/hnef.js';
import { LANGS } from '../../www/rules/core.js';
import { formatMessage, loadMessages } from '../../www/i18n.js';
import {
  backToMain,
  bareMove,
  browse,
  createTree,
  evaluationWords,
  goTo,
  lineMoves,
  lineMovesFrom,
  listRows,
  offMain,
  percent,
  playMove,
  replayPlan,
  shownMoves,
} from '../../www/analysis-lines.js';

await init();

/** The engine replays `moves` from the start (throws on an illegal one). */
function replay(moves) {
  const game = new Game();
  try {
    for (const m of moves) {
      const [from, to] = m.split('-');
      game.applyMove(from, to);
    }
    return game.position();
  } finally {
    game.free();
  }
}

/** A real game of `n` plies: the engine's own first legal moves. */
function gameMoves(n) {
  const game = new Game();
  const out = [];
  for (let i = 0; i < n; i++) {
    const moves = Array.from(game.legalMoves());
    const [from, to] = moves[(i * 7) % moves.length].split('-');
    game.applyMove(from, to);
    out.push(String(game.history().at(-1)));
  }
  game.free();
  return out;
}

test('a tree shows the main line at the ply it was opened at; captures are dropped from the moves', () => {
  assert.equal(bareMove('g1-g3xe2'), 'g1-g3');
  const main = gameMoves(6);
  const tree = createTree(main, 3);
  assert.deepEqual(tree.cursor, { line: 'main', ply: 3 });
  assert.deepEqual(shownMoves(tree), main.slice(0, 3).map(bareMove));
  assert.deepEqual(createTree(main).cursor.ply, 6);
  assert.deepEqual(createTree(main, 99).cursor.ply, 6);
  assert.deepEqual(createTree(main, -4).cursor.ply, 0);
  assert.equal(offMain(tree), false);
});

test('a move other than the next main move makes a variation; the main line never changes', () => {
  const main = gameMoves(6).map(bareMove);
  const before = JSON.stringify(main);
  let tree = createTree(main, 2);
  // The engine picks a legal move at ply 2 that is not the main line's.
  const position = new Game();
  for (const m of main.slice(0, 2)) position.applyMove(...m.split('-'));
  const other = Array.from(position.legalMoves()).find((m) => m !== main[2]);
  position.free();
  tree = playMove(tree, other);
  assert.equal(tree.cursor.line, 'variation');
  assert.equal(tree.cursor.ply, 3);
  assert.deepEqual(tree.variation, { from: 2, moves: [other] });
  assert.equal(offMain(tree), true);
  assert.deepEqual(tree.main, main);
  assert.equal(JSON.stringify(main), before);
  // The engine accepts the variation's line.
  replay(lineMoves(tree));
  // Browsing goes along the variation, and back into the shared part.
  assert.deepEqual(browse(tree, 'ArrowLeft').cursor, { line: 'variation', ply: 2 });
  assert.deepEqual(browse(tree, 'Home').cursor, { line: 'variation', ply: 0 });
  assert.deepEqual(browse(browse(tree, 'Home'), 'End').cursor, { line: 'variation', ply: 3 });
  assert.equal(browse(tree, 'x'), null);
  // Back to the main line: where the variation left it.
  const back = backToMain(tree);
  assert.deepEqual(back.cursor, { line: 'main', ply: 2 });
  assert.deepEqual(shownMoves(back), main.slice(0, 2));
  // The variation is kept: playing its first move again goes into it.
  assert.deepEqual(playMove(back, other).cursor, { line: 'variation', ply: 3 });
  // The main line's own move stays on the main line.
  assert.deepEqual(playMove(back, main[2]).cursor, { line: 'main', ply: 3 });
});

test('the shown position is built from the main line taken back, then the variation’s moves: at every ply of both lines', () => {
  const main = gameMoves(6).map(bareMove);
  const at3 = Game.fromRecord(main.slice(0, 3).join(' '));
  const other = Array.from(at3.legalMoves()).find((m) => m !== main[3]);
  at3.free();
  const tree = playMove(createTree(main, 3), other);
  for (const line of ['main', 'variation']) {
    for (let ply = 0; ply <= lineMoves(tree, line).length; ply++) {
      const shown = goTo(tree, line, ply);
      const { keep, moves } = replayPlan(shown);
      // What the board does: the main line's game taken back to `keep`, then `moves`.
      const game = Game.fromRecord(main.join(' '));
      for (let k = main.length; k > keep; k--) game.undo();
      for (const m of moves) game.applyMove(...m.split('-'));
      assert.equal(game.position(), replay(shownMoves(shown)), `${line} ply ${ply}`);
      assert.equal(game.history().length, ply, `${line} ply ${ply}`);
      game.free();
    }
  }
});

test('inside a variation, a different move replaces its moves from there; a new branch replaces the variation', () => {
  const main = gameMoves(4).map(bareMove);
  let tree = createTree(main, 4);
  // Past the end of the main line: a variation from ply 4.
  const game = Game.fromRecord(main.join(' '));
  const [a, b] = Array.from(game.legalMoves());
  game.applyMove(...a.split('-'));
  const replies = Array.from(game.legalMoves());
  game.free();
  tree = playMove(tree, a);
  tree = playMove(tree, replies[0]);
  assert.deepEqual(tree.variation, { from: 4, moves: [a, replies[0]] });
  // Back one and another reply: the variation's tail is replaced.
  tree = playMove(browse(tree, 'ArrowLeft'), replies[1]);
  assert.deepEqual(tree.variation, { from: 4, moves: [a, replies[1]] });
  replay(lineMoves(tree));
  // A new branch earlier on the main line replaces the variation.
  tree = goTo(tree, 'main', 4);
  tree = playMove(tree, b);
  assert.deepEqual(tree.variation, { from: 4, moves: [b] });
  assert.deepEqual(tree.main, main);
});

test('the move list: rows of the main line, the variation placed after the move it replaces', () => {
  const main = gameMoves(5).map(bareMove);
  let tree = createTree(main, 1);
  const position = Game.fromRecord(main[0]);
  const other = Array.from(position.legalMoves()).find((m) => m !== main[1]);
  position.free();
  tree = playMove(tree, other);
  const { rows, variation } = listRows(tree, 'attackers');
  assert.deepEqual(
    rows.map((r) => r.cells.map((c) => `${c.ply}${c.side[0]}`)),
    [['1a', '2d'], ['3a', '4d'], ['5a']],
  );
  assert.deepEqual(variation, { from: 1, cells: [{ ply: 2, move: other, side: 'defenders' }] });
  // A game that starts with the defenders to move (a set-up position).
  assert.deepEqual(listRows(createTree(['a1-a2', 'b1-b2']), 'defenders').rows.map((r) => r.cells.map((c) => c.side)), [['defenders'], ['attackers']]);
});

test('win chances as percentages: 0 and 100 only when certain', () => {
  assert.equal(percent(0.5), 50);
  assert.equal(percent(0.996), 99);
  assert.equal(percent(1), 100);
  assert.equal(percent(0.001), 1);
  assert.equal(percent(0), 0);
  assert.equal(percent(Number.NaN), 0);
  assert.equal(percent(7), 100);
});

test('the words of the engine’s own lines: a win chance, and an escape found by its analysis', async () => {
  const start = new Game();
  const analysis = start.analyse({ lines: 3, depth: 2 });
  start.free();
  assert.equal(analysis.lines.length, 3);
  const words = evaluationWords(analysis.lines[0], 'attackers');
  assert.equal(words.key, 'analysis.chance');
  assert.ok(['attackers', 'defenders'].includes(words.params.side));
  assert.ok(words.params.percent >= 50 && words.params.percent <= 100);
  assert.equal(lineMovesFrom(analysis.lines[0], 0, 2).length, Math.min(2, analysis.lines[0].pv.length));
  assert.deepEqual(lineMovesFrom(analysis.lines[0], 4, 1), [{ move: analysis.lines[0].move, ply: 5 }]);

  // The king a6, the way to a11 open, the defenders to move: an escape in one.
  const endgame = Game.fromPosition('11/11/11/11/11/k10/11/11/a10/11/11 d');
  const forced = endgame.analyse({ lines: 1, depth: 3 }).lines[0];
  endgame.free();
  assert.ok(forced.mate > 0, `mate: ${forced.mate}`);
  assert.deepEqual(evaluationWords(forced, 'defenders', 'escape'), { key: 'analysis.escapeIn', params: { moves: 1 }, winner: 'defenders' });
  assert.deepEqual(evaluationWords(forced, 'defenders', null).key, 'analysis.winIn');
  // The same line seen from the other side (negative mate): the other side wins.
  assert.equal(evaluationWords({ ...forced, mate: -3 }, 'attackers', 'king_captured').key, 'analysis.winIn');
  assert.deepEqual(evaluationWords({ ...forced, mate: -3 }, 'defenders', 'king_captured'), { key: 'analysis.captureIn', params: { moves: 2 }, winner: 'attackers' });
  assert.equal(evaluationWords(null, 'attackers'), null);

  // Every language says them with nothing left unformatted.
  for (const code of LANGS) {
    const table = await loadMessages(code);
    for (const [key, params] of [
      ['analysis.chance', { side: table['side.attackers'], percent: 62 }],
      ['analysis.escapeIn', { moves: 3 }],
      ['analysis.captureIn', { moves: 1 }],
      ['analysis.winIn', { side: table['side.defenders'], moves: 21 }],
      ['analysis.readout', { evaluation: 'x', move: 'd1-d3', depth: 7 }],
      ['analysis.depth', { depth: 7, nps: '120,000' }],
    ]) {
      const text = formatMessage(table[key], params, code);
      assert.ok(text && !/[{}#]/.test(text), `${code} ${key}: ${text}`);
    }
  }
});
