// game.analyse(): multi-line analysis through the package, and its refusals.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHnef } from './load.mjs';
import { snapshot } from './helpers.mjs';

const { hnef } = await loadHnef();
const { Game } = hnef;

/** Replays `pv` on a copy of `game`: every move must be legal. */
function replays(game, pv) {
  const copy = Game.fromRecord(game.record(), game.ruleset);
  try {
    for (const mv of pv) {
      if (copy.outcome().status !== 'ongoing') return false;
      if (!copy.legalMoves().includes(mv)) return false;
      copy.applyMove(...mv.split('-'));
    }
    return true;
  } finally {
    copy.free();
  }
}

function opening() {
  const game = new Game();
  for (const mv of ['d1-d3', 'e5-e2', 'g1-g3', 'f4-c4']) game.applyMove(...mv.split('-'));
  return game;
}

test('analyse: the best lines, distinct, legal, ordered, with win chances; nothing played', () => {
  const game = opening();
  const before = snapshot(game);
  const a = game.analyse({ lines: 3, depth: 3, nodes: 100000 });
  assert.deepEqual(snapshot(game), before, 'analyse plays nothing');
  assert.deepEqual(Object.keys(a).sort(), ['depth', 'lines', 'nodes', 'seldepth']);
  assert.equal(a.lines.length, 3);
  assert.equal(a.depth, 3);
  assert.ok(a.seldepth >= 3 && a.nodes > 0);
  const moves = a.lines.map((l) => l.move);
  assert.equal(new Set(moves).size, 3, 'distinct');
  for (const [i, l] of a.lines.entries()) {
    assert.equal(l.pv[0], l.move);
    assert.ok(replays(game, l.pv), `line ${i} replays: ${l.pv}`);
    assert.equal(typeof l.score, 'number');
    assert.equal(l.mate, undefined);
    assert.equal(typeof l.lowerBound, 'boolean');
    const { attackers, defenders } = l.winChance;
    assert.ok(attackers > 0 && attackers < 1);
    assert.ok(Math.abs(attackers + defenders - 1) < 1e-12);
    if (i > 0) assert.ok(a.lines[i - 1].score >= l.score, 'ordered');
  }
  // Attackers to move: a higher score is a higher attackers' chance.
  assert.equal(game.sideToMove(), 'attackers');
  assert.ok(a.lines[0].winChance.attackers >= a.lines[2].winChance.attackers);
  // Reproducible with a node or depth limit, and line 1 is the expert's move.
  assert.deepEqual(game.analyse({ lines: 3, depth: 3, nodes: 100000 }), a);
  const one = game.analyse({ depth: 3, nodes: 100000 });
  assert.equal(one.lines.length, 1);
  assert.deepEqual(one.lines[0], a.lines[0]);
  assert.equal(game.aiMove('expert', { depth: 3, nodes: 100000 }), a.lines[0].move);
  assert.equal(game.analyse({ lines: 2n, timeMs: 30, seed: 5 }).lines.length, 2);
  game.free();
});

test('analyse: a forced win is certain, with its distance in plies', () => {
  // The king on i11 reaches the k11 corner in one move.
  const game = Game.fromRecord('a8-b8 h6-h3 b8-a8 f8-e8 a8-b8 f7-f9 b8-a8 f9-j9 a8-b8 f6-f8 b8-a8 f8-i8 a8-b8 i8-i11 b8-a8');
  assert.equal(game.sideToMove(), 'defenders');
  const a = game.analyse({ lines: 2, depth: 3 });
  const first = a.lines[0];
  assert.equal(first.mate, 1);
  const copy = Game.fromRecord(game.record());
  assert.equal(copy.applyMove(...first.move.split('-')).status, 'defenders_win');
  copy.free();
  assert.deepEqual(first.winChance, { attackers: 0, defenders: 1 });
  game.free();
});

test('analyse: fewer legal moves than lines, and a finished game', () => {
  const game = opening();
  const all = game.legalMoves().length;
  // More lines than the engine gives is refused; all the moves it can.
  const a = game.analyse({ lines: 64, depth: 1 });
  assert.equal(a.lines.length, Math.min(64, all));
  const over = Game.fromRecord('a8-b8 h6-h3 b8-a8 f8-e8 a8-b8 f7-f9 b8-a8 f9-j9 a8-b8 f6-f8 b8-a8 f8-i8 a8-b8 i8-i11 b8-a8 i11-k11');
  assert.notEqual(over.outcome().status, 'ongoing');
  assert.deepEqual(over.analyse({ lines: 3, depth: 2 }), { depth: 0, seldepth: 0, nodes: 0, lines: [] });
  game.free();
  over.free();
});

test('analyse: bad options are refused with a code, the game unchanged', () => {
  const game = opening();
  const before = snapshot(game);
  const cases = [
    [null, 'options'],
    ['3', 'options'],
    [[3], 'options'],
    [{ lines: 0 }, 'lines'],
    [{ lines: 65 }, 'lines'],
    [{ lines: 1.5 }, 'lines'],
    [{ lines: -1 }, 'lines'],
    [{ lines: '3' }, 'lines'],
    [{ lines: NaN }, 'lines'],
    [{ line: 3 }, 'options'],
    [{ depth: 0 }, 'depth'],
    [{ depth: 101 }, 'depth'],
    [{ timeMs: -1 }, 'timeMs'],
    [{ timeMs: Infinity }, 'timeMs'],
    [{ nodes: -5 }, 'nodes'],
    [{ seed: 'x' }, 'seed'],
    [{ get lines() { throw new Error('boom'); } }, 'options'],
    [new Proxy({}, { ownKeys() { throw new Error('trap'); } }), 'options'],
  ];
  for (const [i, [options, parameter]] of cases.entries()) {
    assert.throws(
      () => game.analyse(options),
      (err) => {
        assert.ok(err instanceof Error, String(err));
        assert.equal(err.code, 'bad_argument', `${err.message}`);
        assert.equal(err.details?.parameter, parameter, `${err.message}`);
        assert.ok(err.message.length > 10);
        return true;
      },
      `case ${i} (${parameter})`,
    );
  }
  assert.deepEqual(snapshot(game), before);
  assert.ok(game.analyse({ lines: 2, depth: 1 }).lines.length === 2, 'the game still answers');
  game.free();
});
