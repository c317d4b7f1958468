// Versioned persistence (www/storage.js) over a fake localStorage.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASIDE_PREFIX, LANG_KEY, STORAGE_KEY, VERSION, createStore, defaultData, sanitize } from '../../www/storage.js';
import { HOSTILE } from './hostile-storage.mjs';

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

const game = { id: 'g1', record: '1. d1-d3', mode: 'computer', humanSide: 'defenders', level: 'easy', scored: false };

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

test('every hostile stored state is set aside whole and the page gets defaults', () => {
  for (const [name, value] of HOSTILE) {
    let clock = 5000;
    const backend = fakeStorage({ [STORAGE_KEY]: value });
    let loaded;
    assert.doesNotThrow(() => {
      loaded = createStore(backend, { now: () => clock++ }).load();
    }, name);
    assert.equal(loaded.recovered, true, `${name}: recovered`);
    assert.equal(loaded.asideKey, `${ASIDE_PREFIX}5000`, name);
    assert.equal(backend.getItem(loaded.asideKey), value, `${name}: the exact text is kept aside`);
    assert.ok(loaded.problems.length > 0, name);
    for (const p of loaded.problems) assert.equal(typeof p, 'string', name);
    // What the page gets is plain, usable data.
    const { data } = loaded;
    assert.equal(data.version, VERSION, name);
    assert.equal(typeof data.settings.mode, 'string', name);
    assert.ok(Array.isArray(data.profiles), name);
    assert.doesNotThrow(() => JSON.stringify(data), name);
  }
});

test('sanitize never calls a stored object\'s own toString', () => {
  const { problems } = sanitize(JSON.parse('{"version":{"toString":1,"valueOf":1}}'));
  assert.deepEqual(problems, ['version an object']);
  assert.deepEqual(sanitize({ version: 1e309 }).problems, ['version Infinity']);
  assert.deepEqual(sanitize({ version: '1' }).problems, ['version "1"']);
});

test('an unusable language choice is set aside and removed; a good one is kept', () => {
  for (const [name, value] of HOSTILE) {
    const backend = fakeStorage({ [LANG_KEY]: value });
    const store = createStore(backend, { now: () => 7 });
    const { code, asideKey } = store.loadLanguage();
    assert.equal(code, null, name);
    assert.equal(asideKey, `${ASIDE_PREFIX}7`, name);
    assert.equal(backend.getItem(asideKey), value, name);
    assert.equal(backend.getItem(LANG_KEY), null, `${name}: removed`);
  }
  const backend = fakeStorage({ [LANG_KEY]: 'zh-Hant' });
  assert.deepEqual(createStore(backend).loadLanguage(), { code: 'zh-Hant', asideKey: null });
  assert.deepEqual(createStore(fakeStorage()).loadLanguage(), { code: null, asideKey: null });
  assert.equal(createStore(backend).saveLanguage('vi'), true);
  assert.equal(backend.getItem(LANG_KEY), 'vi');
  assert.equal(createStore(backend).saveLanguage('{"toString":1}'), false);
  assert.equal(backend.getItem(LANG_KEY), 'vi');
});

test('two values set aside in the same millisecond both survive', () => {
  const backend = fakeStorage({ [STORAGE_KEY]: 'null', [LANG_KEY]: 'klingon' });
  const store = createStore(backend, { now: () => 42 });
  const a = store.loadLanguage().asideKey;
  const b = store.load().asideKey;
  assert.notEqual(a, b);
  assert.equal(backend.getItem(a), 'klingon');
  assert.equal(backend.getItem(b), 'null');
});

test('aside keys the page did not write do not break pruning', () => {
  let clock = 100;
  const backend = fakeStorage({ [`${ASIDE_PREFIX}NaN`]: 'x', [`${ASIDE_PREFIX}`]: 'y', [`${ASIDE_PREFIX}1e309`]: 'z' });
  const store = createStore(backend, { now: () => clock++ });
  for (let i = 0; i < 4; i++) assert.ok(store.setAside(`copy ${i}`));
  const kept = [...backend.map.keys()].filter((k) => k.startsWith(ASIDE_PREFIX)).map((k) => backend.getItem(k));
  assert.deepEqual(kept.sort(), ['copy 1', 'copy 2', 'copy 3']);
});

test('an older save with the resignation beside the record hands it over once', () => {
  const raw = { version: VERSION, game: { ...game, resigned: 'attackers' } };
  const { data, problems } = sanitize(raw);
  assert.deepEqual(problems, []);
  assert.equal(data.game.resigned, 'attackers');
  const none = sanitize({ version: VERSION, game: { ...game, resigned: null } });
  assert.equal('resigned' in none.data.game, false);
  assert.deepEqual(sanitize({ version: VERSION, game: { ...game, resigned: 'vikings' } }).problems, ['game']);
});

test('a profile whose counts cannot be used is reported, the profile kept', () => {
  const raw = { version: VERSION, profiles: [{ id: 'p', name: 'Ada', points: 1e309, wins: { easy: { attackers: -1 } } }] };
  const { data, problems } = sanitize(raw);
  assert.deepEqual(problems, ['profile counts']);
  assert.equal(data.profiles[0].points, 0);
  const fine = sanitize({ version: VERSION, profiles: [{ id: 'p', name: 'Ada', points: 40, wins: { expert: { attackers: 1 } } }] });
  assert.deepEqual(fine.problems, []);
});

test('the feel settings (sound, confirm moves, page colours, board, pieces) load back; unusable ones are dropped', () => {
  const settings = { sound: false, confirmMoves: true, theme: 'light', board: 'stone', pieces: 'contrast' };
  const back = sanitize({ version: VERSION, settings });
  assert.deepEqual(back.problems, []);
  for (const [key, value] of Object.entries(settings)) assert.equal(back.data.settings[key], value, key);
  const bad = sanitize({
    version: VERSION,
    settings: { sound: 'off', confirmMoves: 1, theme: 'sepia', board: { toString: 1 }, pieces: ['contrast'] },
  });
  assert.deepEqual(bad.problems.sort(), ['settings.board', 'settings.confirmMoves', 'settings.pieces', 'settings.sound', 'settings.theme']);
  const defaults = defaultData().settings;
  for (const key of Object.keys(settings)) assert.equal(bad.data.settings[key], defaults[key], key);
  assert.deepEqual(
    [defaults.sound, defaults.confirmMoves, defaults.theme, defaults.board, defaults.pieces],
    [true, false, 'auto', 'wood', 'classic'],
  );
});
