// The sound cues (www/sound.js) with the real engine: which cues a move gets,
// and the king's threat asked of the engine (Game.legalTargets).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { CUES, cueLength, kingCanEscape, moveCues } from '../../www/sound.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const move = (extra) => ({ captured: [], status: 'ongoing', winner: null, ...extra });

test('a move, a capture, the threat, a game won or lost', () => {
  const computer = { mode: 'computer', humanSide: 'defenders' };
  assert.deepEqual(moveCues(move(), computer, false), ['move']);
  assert.deepEqual(moveCues(move({ captured: ['e4'] }), computer, false), ['capture']);
  assert.deepEqual(moveCues(move(), computer, true), ['move', 'threat']);
  assert.deepEqual(moveCues(move({ status: 'defenders_win', winner: 'defenders' }), computer, true), ['move', 'win']);
  assert.deepEqual(moveCues(move({ captured: ['f6'], status: 'attackers_win', winner: 'attackers' }), computer, false), ['capture', 'loss']);
  assert.deepEqual(moveCues(move({ status: 'attackers_win', winner: 'attackers' }), { mode: 'two-players', humanSide: 'defenders' }, false), ['move', 'win']);
  assert.deepEqual(moveCues(move({ status: 'draw' }), computer, false), ['move']);
});

test('every cue is short: under a second', () => {
  for (const name of Object.keys(CUES)) {
    assert.ok(cueLength(name) > 0 && cueLength(name) < 1, name);
    for (const n of CUES[name]) assert.ok(n.gain > 0 && n.gain <= 0.25 && n.freq > 50, name);
  }
});

test('kingCanEscape: the engine says whether the king reaches a corner, whoever is to move', () => {
  // The king on a6 with an open file to a11 (and to a1 past nothing).
  const open = Game.fromPosition('11/11/11/11/11/k10/11/11/11/11/5a5 d');
  assert.equal(kingCanEscape(open), true, 'defenders to move');
  const openAttackersToMove = Game.fromPosition('11/11/11/11/11/k10/11/11/11/11/5a5 a');
  assert.equal(kingCanEscape(openAttackersToMove), true, 'attackers to move: the threat they must answer');
  assert.equal(openAttackersToMove.sideToMove(), 'attackers', 'the game asked about is unchanged');
  // Both ways along the a-file blocked by attackers.
  const blocked = Game.fromPosition('11/11/11/11/a10/k10/a10/11/11/11/11 a');
  assert.equal(kingCanEscape(blocked), false);
  const start = new Game();
  assert.equal(kingCanEscape(start), false);
  assert.equal(kingCanEscape(null), false);
  for (const g of [open, openAttackersToMove, blocked, start]) g.free();
});
