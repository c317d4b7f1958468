// The clock in storage (www/storage.js with www/clock.js): the chosen time
// control and auto-flip are settings; the running clock is saved with the
// game; saves of older pages (no clock, no such settings) read as before;
// a clock that cannot be read is dropped and the game kept.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERSION, defaultData, defaultSettings, sanitize } from '../../www/storage.js';
import { createClock, passTurn, start } from '../../www/clock.js';
import { HOSTILE } from './hostile-storage.mjs';

const game = { id: 'g1', record: '1. d1-d3', mode: 'two-players', humanSide: 'defenders', level: 'easy', scored: false };
const T0 = 1_800_000_000_000;
const roundTrip = (data) => sanitize(JSON.parse(JSON.stringify({ ...data, version: VERSION })));

test('a new page: no clock chosen, no auto-flip', () => {
  assert.equal(defaultSettings().timeControl, 'none');
  assert.equal(defaultSettings().autoFlip, false);
});

test('the chosen control, auto-flip and the running clock load back unchanged', () => {
  const clock = passTurn(start(createClock('5+3'), T0), 'defenders', T0 + 7000);
  const data = { ...defaultData(), settings: { ...defaultSettings(), timeControl: '3d', autoFlip: true }, game: { ...game, clock } };
  const { data: back, problems } = roundTrip(data);
  assert.deepEqual(problems, []);
  assert.equal(back.settings.timeControl, '3d');
  assert.equal(back.settings.autoFlip, true);
  assert.deepEqual(back.game, { ...game, clock });
});

test('saves of older pages (no clock, no such settings) read as before', () => {
  const old = { version: VERSION, settings: { mode: 'two-players' }, game, profiles: [], activeProfile: null };
  const { data, problems } = sanitize(old);
  assert.deepEqual(problems, []);
  assert.deepEqual(data.game, game, 'no clock appears');
  assert.equal(data.settings.timeControl, 'none');
  assert.equal(data.settings.autoFlip, false);
  // A game saved without a clock (null) is a game without one.
  assert.deepEqual(sanitize({ ...old, game: { ...game, clock: null } }).data.game, game);
});

test('an unusable clock is dropped and named, the game kept; unusable settings fall back', () => {
  for (const clock of [5, 'running', [], { control: '5+3' }, { ...createClock('5+3'), turn: 'white' }, { ...createClock('1d'), since: 'then' }]) {
    const { data, problems } = sanitize({ version: VERSION, game: { ...game, clock } });
    assert.deepEqual(problems, ['game.clock'], JSON.stringify(clock));
    assert.deepEqual(data.game, { ...game, clock: null });
  }
  const { data, problems } = sanitize({ version: VERSION, settings: { timeControl: '5 minutes', autoFlip: 'yes' } });
  assert.deepEqual(problems.sort(), ['settings.autoFlip', 'settings.timeControl']);
  assert.equal(data.settings.timeControl, 'none');
  assert.equal(data.settings.autoFlip, false);
});

test('every hostile value as the clock, the control or auto-flip: a clean result, nothing thrown', () => {
  for (const value of HOSTILE) {
    let raw;
    try {
      raw = JSON.parse(value);
    } catch {
      raw = value;
    }
    for (const data of [
      { version: VERSION, game: { ...game, clock: raw } },
      { version: VERSION, settings: { timeControl: raw, autoFlip: raw } },
    ]) {
      const { data: out } = sanitize(data);
      assert.ok(out.game === null || out.game.clock === undefined || out.game.clock === null || typeof out.game.clock.control === 'string');
      assert.ok(typeof out.settings.timeControl === 'string');
      assert.ok(typeof out.settings.autoFlip === 'boolean');
    }
  }
});
