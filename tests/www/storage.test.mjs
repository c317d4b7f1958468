// Versioned persistence (www/storage.js) over a fake localStorage.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASIDE_PREFIX, STORAGE_KEY, VERSION, createStore, defaultData } from '../../www/storage.js';

function fakeStorage(initial = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
}

const game = { id: 'g1', record: '1. d1-d3', mode: 'computer', humanSide: 'defenders', level: 'easy', resigned: null, scored: false };

test('a save loads back unchanged', () => {
  const backend = fakeStorage();
  const store = createStore(backend);
  const data = { ...defaultData(), game, profiles: [{ id: 'p', name: 'Ada', points: 30, wins: {}, losses: {} }], activeProfile: 'p' };
  assert.ok(store.save(data));
  const { data: back, recovered } = store.load();
  assert.equal(recovered, false);
  assert.deepEqual(back.game, game);
  assert.equal(back.profiles[0].points, 30);
  assert.equal(back.activeProfile, 'p');
});

test('nothing saved: defaults, nothing recovered', () => {
  const { data, recovered } = createStore(fakeStorage()).load();
  assert.equal(recovered, false);
  assert.deepEqual(data, defaultData());
});

test('bad JSON is kept aside and the page starts afresh', () => {
  let clock = 1000;
  const backend = fakeStorage({ [STORAGE_KEY]: '{not json' });
  const { data, recovered, asideKey } = createStore(backend, { now: () => clock++ }).load();
  assert.equal(recovered, true);
  assert.equal(asideKey, `${ASIDE_PREFIX}1000`);
  assert.equal(backend.getItem(asideKey), '{not json');
  assert.deepEqual(data, defaultData());
});

test('another version is kept aside, not read', () => {
  const backend = fakeStorage({ [STORAGE_KEY]: JSON.stringify({ version: VERSION + 1, game }) });
  const { data, recovered, asideKey } = createStore(backend).load();
  assert.equal(recovered, true);
  assert.ok(backend.getItem(asideKey).includes('"version"'));
  assert.equal(data.game, null);
});

test('wrong shapes are dropped part by part, the rest is kept', () => {
  const raw = {
    version: VERSION,
    settings: { mode: 'chess', level: 'expert', flipped: 'yes' },
    game: { ...game, humanSide: 'vikings' },
    profiles: [{ id: 'p', name: 'Ada' }, 42, { id: 'p', name: 'Dup' }],
    activeProfile: 'missing',
  };
  const backend = fakeStorage({ [STORAGE_KEY]: JSON.stringify(raw) });
  const { data, recovered, problems } = createStore(backend).load();
  assert.equal(recovered, true);
  assert.equal(data.settings.mode, 'computer');
  assert.equal(data.settings.level, 'expert');
  assert.equal(data.settings.flipped, false);
  assert.equal(data.game, null);
  assert.deepEqual(data.profiles.map((p) => p.name), ['Ada']);
  assert.equal(data.activeProfile, null);
  assert.ok(problems.includes('game') && problems.includes('settings.mode'));
});

test('only the newest aside copies are kept', () => {
  let clock = 1;
  const backend = fakeStorage();
  const store = createStore(backend, { now: () => clock++ });
  for (let i = 0; i < 6; i++) store.setAside(`copy ${i}`);
  const keys = [...backend.map.keys()].filter((k) => k.startsWith(ASIDE_PREFIX));
  assert.equal(keys.length, 3);
  assert.deepEqual(keys.map((k) => backend.getItem(k)).sort(), ['copy 3', 'copy 4', 'copy 5']);
});

test('a backend that throws never crashes the page', () => {
  const hostile = {
    length: 0,
    key: () => null,
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {},
  };
  const store = createStore(hostile);
  assert.deepEqual(store.load().data, defaultData());
  assert.equal(store.save(defaultData()), false);
  assert.deepEqual(createStore(null).load().data, defaultData());
});
