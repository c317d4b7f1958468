// The clock model (www/clock.js): controls, running and pausing, the turn
// passing with increments, flags, reading a stored state back, the clock
// face. Time is given, never read: no test here waits.
// tests/www has no fast-check, so the properties run over a seeded
// generator of random clock histories.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PRESETS,
  createClock,
  flagged,
  formatTime,
  isControl,
  isLong,
  isLow,
  parseControl,
  passTurn,
  running,
  sanitizeClock,
  start,
  stop,
  timeLeft,
  untilChange,
} from '../../www/clock.js';

const A = 'attackers';
const D = 'defenders';
const T0 = 1_800_000_000_000; // a date in 2027, as Date.now() gives it
const MIN = 60_000;
const DAY = 86_400_000;

test('controls: none, minutes + increment, days per move; anything else is refused', () => {
  assert.deepEqual(parseControl('none'), { kind: 'none' });
  assert.deepEqual(parseControl('5+3'), { kind: 'fischer', base: 5 * MIN, increment: 3000, minutes: 5, seconds: 3 });
  assert.deepEqual(parseControl('1+0'), { kind: 'fischer', base: MIN, increment: 0, minutes: 1, seconds: 0 });
  assert.deepEqual(parseControl('3d'), { kind: 'move', perMove: 3 * DAY, days: 3 });
  for (const bad of ['', '0+5', '5+', '+3', '05+3', '5+03', '5 + 3', '601+0', '5+601', '0d', '31d', 'd', '1.5+2', '-1+0', 'NONE', null, undefined, 5, {}, [], '1'.repeat(20)]) {
    assert.equal(parseControl(bad), null, String(bad));
    assert.equal(isControl(bad), false);
  }
  for (const id of PRESETS) assert.ok(isControl(id), id);
  assert.equal(PRESETS[0], 'none');
  assert.deepEqual(PRESETS.filter(isLong), ['1d', '3d']);
  assert.throws(() => createClock('7 minutes'), /unknown time control "7 minutes"/);
  assert.throws(() => createClock('5+3', 'white'), /unknown side "white"/);
});

test('no control, no clock', () => {
  assert.equal(createClock('none'), null);
  assert.equal(flagged(null, T0), null);
  assert.equal(running(null), false);
  assert.equal(start(null, T0), null);
  assert.equal(passTurn(null, D, T0), null);
});

test('a new clock is stopped with the full time; started, only the side to move loses time', () => {
  const c = createClock('5+3');
  assert.deepEqual(c, { control: '5+3', turn: A, remaining: { attackers: 5 * MIN, defenders: 5 * MIN }, since: null });
  assert.equal(running(c), false);
  assert.equal(timeLeft(c, A, T0 + 99 * MIN), 5 * MIN, 'a stopped clock keeps its time');
  const on = start(c, T0);
  assert.equal(running(on), true);
  assert.equal(start(on, T0 + 5000), on, 'starting a running clock changes nothing');
  assert.equal(timeLeft(on, A, T0 + 12_345), 5 * MIN - 12_345);
  assert.equal(timeLeft(on, D, T0 + 12_345), 5 * MIN);
  assert.equal(c.since, null, 'the states are new objects; the old one is unchanged');
});

test('a move stops the mover\'s clock with its increment and starts the other', () => {
  let c = start(createClock('3+2'), T0);
  c = passTurn(c, D, T0 + 10_000);
  assert.deepEqual(c.remaining, { attackers: 3 * MIN - 10_000 + 2000, defenders: 3 * MIN });
  assert.equal(c.turn, D);
  assert.equal(c.since, T0 + 10_000);
  c = passTurn(c, A, T0 + 40_000);
  assert.equal(timeLeft(c, D, T0 + 40_000), 3 * MIN - 30_000 + 2000);
  assert.equal(timeLeft(c, A, T0 + 41_000), 3 * MIN - 8000 - 1000);
  assert.equal(passTurn(c, A, T0 + 50_000), c, 'the same side to move: nothing passes');
  assert.throws(() => passTurn(c, 'nobody', T0), /unknown side/);
});

test('an undo hands the turn back: no time returns, no increment is added', () => {
  let c = start(createClock('3+2'), T0);
  c = passTurn(c, D, T0 + 10_000); // attackers moved
  c = passTurn(c, A, T0 + 15_000, { increment: false }); // the move is taken back
  assert.deepEqual(c.remaining, { attackers: 3 * MIN - 8000, defenders: 3 * MIN - 5000 });
  assert.equal(c.turn, A);
});

test('the long control: every move starts afresh at its days; time does not carry over', () => {
  let c = start(createClock('1d'), T0);
  assert.equal(timeLeft(c, A, T0 + 23 * 3_600_000), DAY - 23 * 3_600_000);
  c = passTurn(c, D, T0 + 23 * 3_600_000);
  assert.deepEqual(c.remaining, { attackers: DAY, defenders: DAY });
  assert.equal(flagged(c, T0 + 23 * 3_600_000 + DAY - 1), null);
  assert.equal(flagged(c, T0 + 23 * 3_600_000 + DAY), D);
});

test('pausing stops the time; resuming goes on from there', () => {
  let c = start(createClock('10+5'), T0);
  c = stop(c, T0 + 4000);
  assert.equal(running(c), false);
  assert.equal(stop(c, T0 + 9000), c, 'stopping a stopped clock changes nothing');
  assert.equal(timeLeft(c, A, T0 + 3_600_000), 10 * MIN - 4000, 'an hour paused costs nothing');
  c = start(c, T0 + 3_600_000);
  assert.equal(timeLeft(c, A, T0 + 3_601_000), 10 * MIN - 5000);
  // A move made while paused: the turn passes, and the clock stays paused.
  const p = passTurn(stop(c, T0 + 3_601_000), D, T0 + 3_700_000);
  assert.equal(running(p), false);
  assert.equal(p.remaining[A], 10 * MIN - 5000 + 5000);
});

test('flags: the side whose time is gone, at 0 exactly; a clock set back counts nothing', () => {
  const c = start(createClock('3+2'), T0);
  assert.equal(flagged(c, T0 + 3 * MIN - 1), null);
  assert.equal(flagged(c, T0 + 3 * MIN), A);
  assert.equal(timeLeft(c, A, T0 + 99 * MIN), 0, 'never below 0');
  assert.equal(timeLeft(c, A, T0 - 5000), 3 * MIN, 'the device clock went back: nothing spent');
  // A side out of time keeps no increment when its late move is passed on.
  const late = passTurn(c, D, T0 + 4 * MIN);
  assert.equal(late.remaining[A], 0);
  assert.equal(flagged(late, T0 + 4 * MIN), A);
});

test('low time: 20 s for a short control, an hour for the long one', () => {
  const c = start(createClock('3+2'), T0);
  assert.equal(isLow(c, A, T0 + 3 * MIN - 20_001), false);
  assert.equal(isLow(c, A, T0 + 3 * MIN - 20_000), true);
  assert.equal(isLow(c, D, T0 + 3 * MIN - 20_000), false);
  const long = start(createClock('1d'), T0);
  assert.equal(isLow(long, A, T0 + DAY - 3_600_001), false);
  assert.equal(isLow(long, A, T0 + DAY - 3_600_000), true);
});

test('the clock face: tenths under 10 s, m:ss, h:mm:ss, then days', () => {
  const cases = [
    [0, 0, '0:00.0'],
    [-5, 0, '0:00.0'],
    [99, 0, '0:00.0'],
    [100, 0, '0:00.1'],
    [9_999, 0, '0:09.9'],
    [10_000, 0, '0:10'],
    [10_001, 0, '0:11'],
    [59_000, 0, '0:59'],
    [3 * MIN, 0, '3:00'],
    [3 * MIN - 1, 0, '3:00'],
    [3_600_000 - 1000, 0, '59:59'],
    [3_600_000, 0, '1:00:00'],
    [DAY - 1000, 0, '23:59:59'],
    [DAY, 1, '0:00:00'],
    [3 * DAY - 1000, 2, '23:59:59'],
    [3 * DAY - 61_000, 2, '23:58:59'],
  ];
  for (const [ms, days, text] of cases) assert.deepEqual(formatTime(ms), { days, text }, String(ms));
});

test('reading back: a stored state is copied exactly; anything malformed reads as null', () => {
  const c = passTurn(start(createClock('5+3'), T0), D, T0 + 7000);
  const back = sanitizeClock(JSON.parse(JSON.stringify(c)));
  assert.deepEqual(back, c);
  assert.equal(sanitizeClock(null), null);
  const bad = [
    undefined, 5, 'clock', [], {},
    { ...c, control: 'none' },
    { ...c, control: '5+' },
    { ...c, turn: 'white' },
    { ...c, remaining: null },
    { ...c, remaining: [1, 2] },
    { ...c, remaining: { attackers: -1, defenders: 1000 } },
    { ...c, remaining: { attackers: 1e309, defenders: 1000 } },
    { ...c, remaining: { attackers: '1000', defenders: 1000 } },
    { ...c, remaining: { attackers: 1000 } },
    { ...c, remaining: { attackers: 1000, defenders: 5 * MIN + 10_001 * MIN } },
    { ...c, since: 'now' },
    { ...c, since: -1 },
    { ...c, since: Infinity },
    { ...c, since: undefined },
  ];
  for (const raw of bad) assert.equal(sanitizeClock(raw), null, JSON.stringify(raw));
  // Extra fields are not carried; a getter-free plain copy comes back.
  const extra = sanitizeClock({ ...c, toString: 1, extra: { deep: true } });
  assert.deepEqual(Object.keys(extra).sort(), ['control', 'remaining', 'since', 'turn']);
  // The long control's cap is its day count.
  const long = createClock('1d');
  assert.equal(sanitizeClock({ ...long, remaining: { attackers: DAY + 1, defenders: DAY } }), null);
});

/** A small seeded generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('property: over random histories the time spent is exactly the time the clock ran, less the increments', () => {
  let checked = 0;
  for (let seed = 1; seed <= 300; seed++) {
    const r = rng(seed);
    const id = PRESETS.filter((p) => p !== 'none' && !isLong(p))[Math.floor(r() * 5)];
    const control = parseControl(id);
    let c = createClock(id);
    let now = T0 + Math.floor(r() * 1e9);
    const spent = { attackers: 0, defenders: 0 };
    const increments = { attackers: 0, defenders: 0 };
    for (let step = 0; step < 60 && flagged(c, now) === null; step++) {
      const dt = Math.floor(r() * 20_000);
      const action = r();
      if (action < 0.2) c = running(c) ? stop(c, now) : start(c, now);
      now += dt;
      if (running(c)) spent[c.turn] += dt;
      if (flagged(c, now) !== null) break;
      if (action >= 0.2) {
        const mover = c.turn;
        const undo = action > 0.9;
        c = passTurn(c, mover === A ? D : A, now, { increment: !undo });
        if (!undo) increments[mover] += control.increment;
      }
      // JSON round trip at every step: a reload reads the same clock.
      assert.deepEqual(sanitizeClock(JSON.parse(JSON.stringify(c))), c);
    }
    for (const side of [A, D]) {
      const left = timeLeft(c, side, now);
      assert.ok(left >= 0);
      if (flagged(c, now) === null) {
        assert.equal(left, control.base - spent[side] + increments[side], `seed ${seed} ${side}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 200, `${checked} histories ended with both flags up`);
});

test('property: untilChange names the next moment the face changes (or the flag falls), never later', () => {
  const r = rng(7);
  for (let i = 0; i < 5000; i++) {
    const ms = Math.floor(r() ** 3 * 4 * DAY) + 1;
    const wait = untilChange(ms);
    assert.ok(wait >= 1);
    const face = (t) => JSON.stringify(formatTime(t));
    if (ms - wait <= 0) assert.equal(wait, ms, 'the last tick is the flag');
    else assert.notEqual(face(ms - wait), face(ms), `the face changes after ${wait} ms from ${ms}`);
    if (wait > 1) assert.equal(face(ms - wait + 1), face(ms), `and not sooner (${ms}, ${wait})`);
  }
});
