// What the board shows before the engine is ready (www/start-preview.js):
// the start position is the engine's for both rulesets; a saved game at
// the start shows it; a game in progress shows the board remembered for
// exactly its record, else nothing; another look or anything unreadable
// shows nothing. The storage is a plain in-memory object with
// localStorage's getItem/setItem (the browser test start-up.test.mjs uses
// the real one).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import init, { Game, RULESETS } from '../../www/pkg/hnef.js';
import { PREVIEW_KEY, recordAtStart, rememberPreview, startCells, startPreview } from '../../www/start-preview.js';
import { STORAGE_KEY, defaultData } from '../../www/storage.js';

await init();

function memory(entries = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)) };
}

function saved(record, settings = {}) {
  const data = defaultData();
  Object.assign(data.settings, settings);
  data.game = { id: 'x', record, mode: 'two-players', humanSide: 'defenders', level: 'easy', scored: false };
  return JSON.stringify(data);
}

test('the start cells are the engine\'s start board in both rulesets', () => {
  for (const ruleset of RULESETS) {
    const game = new Game(ruleset);
    assert.deepEqual(Array.from(startCells()), Array.from(game.board()), ruleset);
    assert.equal(recordAtStart(game.record()), true);
    game.resign('defenders');
    assert.equal(recordAtStart(game.record()), true, 'resigned at the start: still the start position');
    game.free();
  }
  const moved = Game.fromRecord('d1-d3');
  assert.equal(recordAtStart(moved.record()), false);
  const setup = Game.fromPosition('8k2/11/11/11/11/11/11/11/11/2a8/11 d');
  assert.equal(recordAtStart(setup.record()), false, 'a set-up position is not the start');
  moved.free();
  setup.free();
});

test('nothing saved or a game at the start: the start position with the saved orientation', () => {
  assert.deepEqual(startPreview(memory()), { cells: startCells(), flipped: false, coordinates: true });
  const fresh = new Game().record();
  assert.deepEqual(startPreview(memory({ [STORAGE_KEY]: saved(fresh, { flipped: true, coordinates: false }) })), {
    cells: startCells(),
    flipped: true,
    coordinates: false,
  });
  const none = defaultData();
  assert.deepEqual(startPreview(memory({ [STORAGE_KEY]: JSON.stringify(none) })).cells, startCells());
});

test('a game in progress: the remembered board for exactly its record, else nothing', () => {
  const game = Game.fromRecord('d1-d3 h6-h3');
  const record = game.record();
  const storage = memory({ [STORAGE_KEY]: saved(record) });
  assert.equal(startPreview(storage), null, 'nothing remembered: no pieces until the engine is ready');
  rememberPreview(storage, record, game.board());
  assert.deepEqual(Array.from(startPreview(storage).cells), Array.from(game.board()));
  game.applyMove('d3', 'd4');
  storage.setItem(STORAGE_KEY, saved(game.record()));
  assert.equal(startPreview(storage), null, 'a board remembered for another record is not used');
  game.free();
});

test('another look, a wrong shape or a broken store: nothing', () => {
  const fresh = new Game().record();
  const cases = [
    saved(fresh, { board: 'stone' }),
    saved(fresh, { pieces: 'contrast' }),
    '{not json',
    JSON.stringify({ version: 2 }),
    JSON.stringify({ version: 1, game: { record: 5 } }),
    'null',
  ];
  for (const value of cases) assert.equal(startPreview(memory({ [STORAGE_KEY]: value })), null, value);
  const record = Game.fromRecord('d1-d3').record();
  for (const kept of ['{', JSON.stringify({ record, cells: '0'.repeat(121) }), JSON.stringify({ record, cells: '3'.repeat(121) }), '"x"']) {
    assert.equal(startPreview(memory({ [STORAGE_KEY]: saved(record), [PREVIEW_KEY]: kept })), null, kept);
  }
  const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
  assert.equal(startPreview(throwing), null);
  assert.doesNotThrow(() => rememberPreview(throwing, record, startCells()));
  assert.equal(startPreview(null)?.cells.length, 121, 'no storage at all: a fresh page');
});
