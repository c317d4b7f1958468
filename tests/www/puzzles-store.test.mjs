// The puzzle mode's saved data (www/puzzle-store.js): per profile, results
// recorded into the rating, streak and lists, read back; every hostile
// value of hostile-storage.mjs (as the whole value and as one profile's
// record) set aside and the store still usable; a backend that refuses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE } from './hostile-storage.mjs';
import { GUEST, PUZZLES_KEY, createPuzzleStore, freshRecord, sanitizeRecord } from '../../www/puzzle-store.js';
import { ratePuzzle } from '../../www/glicko2.js';

/** A Storage-like backend over a Map. */
function memory(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const puzzle = (id, difficulty) => ({ id, difficulty });
let clock = 1_700_000_000_000;
const now = () => clock++;

test('a new profile: 1500 ± 350, nothing solved', () => {
  const store = createPuzzleStore(memory());
  assert.deepEqual(store.get('p1'), freshRecord());
  assert.deepEqual(freshRecord(), { rating: 1500, rd: 350, vol: 0.06, streak: 0, best: 0, solved: [], seen: [], tried: 0 });
  assert.equal(store.asideKey, null);
});

test('results: the rating by Glicko-2, the streak counts clean solves only, per profile, read back', () => {
  const backend = memory();
  const store = createPuzzleStore(backend, { now });
  let r = store.record('p1', puzzle('g1p1', 1100), 1).record;
  assert.deepEqual(r, { ...ratePuzzle(freshRecord(), 1100, 1), streak: 1, best: 1, solved: ['g1p1'], seen: ['g1p1'], tried: 1 });
  r = store.record('p1', puzzle('g2p2', 1200), 1).record;
  assert.equal(r.streak, 2);
  r = store.record('p1', puzzle('g3p3', 1300), 0.5).record; // a hint: solved, the streak ends
  assert.equal(r.streak, 0);
  assert.equal(r.best, 2);
  assert.deepEqual(r.solved, ['g1p1', 'g2p2', 'g3p3']);
  r = store.record('p1', puzzle('g4p4', 900), 0).record; // failed
  assert.deepEqual(r.solved, ['g1p1', 'g2p2', 'g3p3']);
  assert.deepEqual(r.seen, ['g1p1', 'g2p2', 'g3p3', 'g4p4']);
  assert.equal(r.tried, 4);
  // Another profile, and the page without one, start afresh.
  assert.deepEqual(store.get('p2'), freshRecord());
  const guest = store.record(null, puzzle('g1p1', 1100), 0).record;
  assert.equal(guest.tried, 1);
  assert.deepEqual(store.get(GUEST), guest);
  // Read back by a new store (a reload).
  const again = createPuzzleStore(backend);
  assert.equal(again.asideKey, null);
  assert.deepEqual(again.get('p1'), r);
  assert.deepEqual(again.get(''), guest, 'no profile id: the guest');
  assert.deepEqual(Object.keys(JSON.parse(backend.getItem(PUZZLES_KEY)).profiles), ['p1', GUEST]);
  // What get() returns is a copy.
  again.get('p1').solved.push('x');
  assert.deepEqual(again.get('p1'), r);
});

test('every hostile value of hostile-storage.mjs goes aside, and the store works', () => {
  for (const [name, text] of HOSTILE) {
    const backend = memory({ [PUZZLES_KEY]: text });
    const store = createPuzzleStore(backend, { now });
    assert.match(store.asideKey ?? '', /^hnef\.aside\.\d+$/, name);
    assert.equal(backend.getItem(store.asideKey), text, `${name}: kept as it was`);
    assert.deepEqual(store.get('p1'), freshRecord(), name);
    assert.equal(store.record('p1', puzzle('g1p1', 1000), 1).saved, true, name);
    assert.equal(createPuzzleStore(backend).get('p1').tried, 1, name);
  }
});

test("a hostile value as one profile's record: that record is reset, the others are kept", () => {
  const good = { ...freshRecord(), rating: 1234, tried: 3, seen: ['a1'] };
  for (const [name, text] of HOSTILE) {
    try {
      JSON.parse(text);
    } catch {
      continue; // not JSON: it cannot sit inside JSON (the whole-value test has it)
    }
    const stored = `{"version":1,"profiles":{"ok":${JSON.stringify(good)},"bad":${text}}}`;
    const backend = memory({ [PUZZLES_KEY]: stored });
    const store = createPuzzleStore(backend, { now });
    assert.ok(store.asideKey, name);
    assert.deepEqual(store.get('ok'), good, name);
    assert.deepEqual(store.get('bad'), freshRecord(), name);
  }
});

test('fields checked one by one: non-finite, out of range, wrong kinds, unknown keys, __proto__', () => {
  const bad = [
    { rating: 1e309 },
    { rating: -5 },
    { rating: '1500' },
    { rd: 0 },
    { rd: 1e6 },
    { vol: 0 },
    { streak: 1.5 },
    { best: -1 },
    { tried: 2 ** 60 },
    { solved: 'g1p1' },
    { solved: [{ toString: 1 }] },
    { seen: ['<script>'] },
    { extra: 1 },
  ];
  for (const raw of bad) {
    const { record, problems } = sanitizeRecord(raw);
    assert.ok(problems.length > 0, JSON.stringify(raw));
    assert.deepEqual(record, freshRecord(), JSON.stringify(raw));
  }
  assert.deepEqual(sanitizeRecord({ streak: 4, best: 2 }).record.best, 4, 'the best is at least the streak');
  // A profile named __proto__ is an ordinary key, and the prototype stays untouched.
  const backend = memory({ [PUZZLES_KEY]: '{"version":1,"profiles":{"__proto__":{"rating":1600}}}' });
  const store = createPuzzleStore(backend);
  assert.equal(store.asideKey, null);
  assert.equal(store.get('__proto__').rating, 1600);
  assert.equal({}.rating, undefined);
  // Too many profiles: the extra ones are dropped (and the value set aside).
  const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`p${i}`, { rating: 1000 + i }]));
  const crowded = createPuzzleStore(memory({ [PUZZLES_KEY]: JSON.stringify({ version: 1, profiles: many }) }));
  assert.ok(crowded.asideKey);
  assert.equal(crowded.get('p0').rating, 1000);
  assert.deepEqual(crowded.get('p69'), freshRecord());
});

test('a backend that throws or is missing: the store runs and says it could not save', () => {
  const throwing = {
    getItem() {
      throw new Error('denied');
    },
    setItem() {
      throw new Error('quota');
    },
    removeItem() {},
    key: () => null,
    length: 0,
  };
  const store = createPuzzleStore(throwing);
  assert.deepEqual(store.get('p1'), freshRecord());
  const { record, saved } = store.record('p1', puzzle('g1p1', 1000), 1);
  assert.equal(saved, false);
  assert.equal(record.tried, 1);
  assert.equal(store.get('p1').tried, 1, 'kept for the session');
  const none = createPuzzleStore(null);
  assert.equal(none.record('p1', puzzle('g1p1', 1000), 0).saved, false);
});
