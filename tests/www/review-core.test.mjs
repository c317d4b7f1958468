// www/review-core.js: classes at their thresholds, the accuracy formula, the
// summary, the exercises and their acceptance rule, the cache key and the
// cache store (with every hostile stored value of hostile-storage.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ACCEPT_POINTS,
  BLUNDER,
  INACCURACY,
  MISTAKE,
  REVIEWS_KEY,
  REVIEWS_MAX,
  accepts,
  withBestChance,
  classify,
  createReviewCache,
  exercises,
  isPly,
  moveAccuracy,
  plyFromAnalysis,
  plyFromOutcome,
  reviewGame,
  reviewKey,
} from '../../www/review-core.js';
import { HOSTILE } from './hostile-storage.mjs';

const memory = (entries = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
};

test('thresholds: lichess-like 10 / 20 / 30 points, each class from its edge', () => {
  assert.deepEqual([INACCURACY, MISTAKE, BLUNDER, ACCEPT_POINTS], [10, 20, 30, 5]);
  assert.equal(classify(9.999), null);
  assert.equal(classify(10), 'inaccuracy');
  assert.equal(classify(19.999), 'inaccuracy');
  assert.equal(classify(20), 'mistake');
  assert.equal(classify(29.999), 'mistake');
  assert.equal(classify(30), 'blunder');
  assert.equal(classify(100), 'blunder');
  assert.equal(classify(0), null);
});

test('a forced move is never classed; a thrown forced result is at least a mistake', () => {
  assert.equal(classify(80, { forced: true }), null);
  assert.equal(classify(80, { forced: true, threw: true }), null);
  assert.equal(classify(2, { threw: true }), 'mistake');
  assert.equal(classify(12, { threw: true }), 'mistake');
  assert.equal(classify(31, { threw: true }), 'blunder');
});

test('accuracy: 103.1668 * exp(-0.04354 * loss) - 3.1669, clamped to 0..100', () => {
  assert.ok(Math.abs(moveAccuracy(0) - 99.9999) < 1e-9, 'a perfect move: 99.9999');
  assert.ok(Math.abs(moveAccuracy(10) - (103.1668 * Math.exp(-0.4354) - 3.1669)) < 1e-9);
  assert.ok(Math.abs(moveAccuracy(10) - 63.59) < 0.01, String(moveAccuracy(10)));
  assert.ok(Math.abs(moveAccuracy(30) - 24.78) < 0.01, String(moveAccuracy(30)));
  assert.equal(moveAccuracy(100), 0);
  assert.equal(moveAccuracy(-5), moveAccuracy(0), 'a gain counts as no loss');
});

// A game of four moves, written as the compact entries of its five positions.
const GAME = {
  moves: ['d1-d3', 'f4-c4', 'h1-h3', 'c4-c1'],
  sides: ['attackers', 'defenders', 'attackers', 'defenders'],
  forced: [false, false, false, true],
  plies: [
    [500, 'd1-d3', null, 6], // attackers 50 %
    [480, 'f5-c5', null, 6], // after d1-d3 (the engine's move): 48 %
    [600, 'a4-a2', null, 6], // after f4-c4: defenders went 52 -> 40: a 12-point inaccuracy
    [200, 'c4-c1', 3, 6], // after h1-h3: attackers 60 -> 20: a 40-point blunder; defenders win by force
    [0, '', 0, 0], // the end: the defenders won
  ],
  outcome: { status: 'defenders_win', winner: 'defenders', reason: 'escape' },
};

test('reviewGame: series, losses from the mover\'s side, classes, better moves, summary', () => {
  const r = reviewGame(GAME);
  assert.deepEqual(r.series, [0.5, 0.48, 0.6, 0.2, 0]);
  // d1-d3 was the engine's own move (48 % after it, 50 before): it loses nothing by its measure.
  assert.deepEqual(r.moves.map((m) => Math.round(m.loss * 1000) / 1000), [0, 12, 40, 0]);
  assert.deepEqual(r.moves.map((m) => m.cls), [null, 'inaccuracy', 'blunder', null]);
  assert.deepEqual(r.moves.map((m) => m.better), [null, 'f5-c5', 'a4-a2', null]);
  assert.equal(r.moves[1].cls, 'inaccuracy');
  assert.equal(r.moves[1].better, 'f5-c5');
  assert.equal(r.summary.attackers.blunder, 1);
  assert.equal(r.summary.attackers.moves, 2);
  assert.equal(r.summary.defenders.inaccuracy, 1);
  assert.equal(r.summary.defenders.moves, 1, 'the forced move is not counted');
  const acc = (losses) => losses.reduce((s, l) => s + moveAccuracy(l), 0) / losses.length;
  assert.ok(Math.abs(r.summary.attackers.accuracy - acc([0, 40])) < 1e-9);
  assert.ok(Math.abs(r.summary.defenders.accuracy - acc([12])) < 1e-9);
  assert.throws(() => reviewGame({ ...GAME, plies: GAME.plies.slice(1) }), RangeError);
});

test('a move that throws a forced win away is at least a mistake even when the chances barely move', () => {
  const r = reviewGame({
    moves: ['d1-d3'],
    sides: ['attackers'],
    plies: [
      [950, 'h1-h3', 5, 9], // attackers to move win by force
      [900, 'f4-c4', null, 9], // after d1-d3: no forced win any more (5 points)
    ],
  });
  assert.equal(r.moves[0].cls, 'mistake');
  assert.equal(r.moves[0].better, 'h1-h3');
});

test('exercises: the side\'s mistakes and blunders with a better move; accepted within 5 points of the best', () => {
  const r = reviewGame(GAME);
  const all = exercises(r, null);
  assert.deepEqual(all.map((e) => [e.ply, e.side, e.played, e.best]), [[2, 'attackers', 'h1-h3', 'a4-a2']]);
  assert.equal(exercises(r, 'defenders').length, 0, 'an inaccuracy is no exercise');
  const [ex] = all;
  assert.equal(ex.target, 60);
  assert.equal(accepts(ex, 55), true);
  assert.equal(accepts(ex, 54.9), false);
  assert.equal(accepts(ex, 100), true);
  // Measured against the best move's own chance after it: only ever lower.
  assert.equal(withBestChance(ex, 40).target, 40);
  assert.equal(accepts(withBestChance(ex, 40), 35), true);
  assert.equal(accepts(withBestChance(ex, 40), 34.9), false);
  assert.equal(withBestChance(ex, 80).target, 60);
  assert.equal(withBestChance(ex, NaN), ex);
  assert.equal(ex.target, 60, 'the exercise itself is not changed');
});

test('compact entries: from an analysis, from an outcome, and what isPly refuses', () => {
  assert.deepEqual(plyFromAnalysis({ lines: [{ move: 'b3-a3', winChance: { attackers: 0.3644, defenders: 0.6356 }, depth: 5 }] }), [364, 'b3-a3', null, 5]);
  assert.deepEqual(plyFromAnalysis({ lines: [{ move: 'a4-a1', mate: 1, winChance: { attackers: 0, defenders: 1 }, depth: 4 }] }), [0, 'a4-a1', 1, 4]);
  assert.equal(plyFromAnalysis({ lines: [] }), null);
  assert.deepEqual(plyFromOutcome({ winner: 'attackers' }), [1000, '', 0, 0]);
  assert.deepEqual(plyFromOutcome({ winner: null }), [500, '', null, 0]);
  for (const bad of [null, [], [1, 'a1-a2', null], [1001, '', null, 0], [-1, '', null, 0], [1.5, '', null, 0], [1, 'z9-a1', null, 0], [1, '', '3', 0], [1, '', null, -1], [1, { toString: 1 }, null, 0]]) {
    assert.equal(isPly(bad), false, JSON.stringify(bad));
  }
  assert.equal(isPly([0, 'k11-a11', -7, 12]), true);
});

test('reviewKey: the record and the budget, stable and distinct', () => {
  const a = reviewKey('1. d1-d3', 20000);
  assert.match(a, /^[0-9a-f]{8}-[0-9a-f]{8}-\d+$/);
  assert.equal(reviewKey('1. d1-d3', 20000), a);
  assert.notEqual(reviewKey('1. d1-d4', 20000), a);
  assert.notEqual(reviewKey('1. d1-d3', 40000), a);
});

test('the cache keeps the last reviews, survives reload, and is bounded', () => {
  let clock = 1;
  const backend = memory();
  const cache = createReviewCache(backend, { now: () => clock++ });
  const key = reviewKey('1. d1-d3', 1);
  assert.deepEqual(cache.get(key), []);
  assert.equal(cache.put(key, [[500, 'd1-d3', null, 3]]), true);
  assert.deepEqual(createReviewCache(backend).get(key), [[500, 'd1-d3', null, 3]]);
  for (let i = 0; i < REVIEWS_MAX + 3; i++) cache.put(reviewKey(`game ${i}`, 1), [[i, '', null, 0]]);
  const again = createReviewCache(backend);
  assert.equal(again.size, REVIEWS_MAX);
  assert.deepEqual(again.get(key), [], 'the oldest went first');
  assert.deepEqual(again.get(reviewKey(`game ${REVIEWS_MAX + 2}`, 1)), [[REVIEWS_MAX + 2, '', null, 0]]);
  assert.throws(() => cache.put(key, [[2000, '', null, 0]]), TypeError);
  assert.throws(() => cache.put('not a key', []), TypeError);
});

test('a cache entry is read up to its first bad position; a bad entry is dropped', () => {
  const key = reviewKey('x', 1);
  const backend = memory({
    [REVIEWS_KEY]: JSON.stringify({
      version: 1,
      reviews: [
        { key, plies: [[500, 'd1-d3', null, 3], [400, 'h1-h3', null, 3], ['bad'], [300, '', null, 0]], updated: 5 },
        { key: { toString: 1 }, plies: [] },
        { key: reviewKey('y', 1), plies: 'no' },
        null,
        [1, 2],
      ],
    }),
  });
  const cache = createReviewCache(backend);
  assert.equal(cache.asideKey, null);
  assert.equal(cache.size, 1);
  assert.deepEqual(cache.get(key), [[500, 'd1-d3', null, 3], [400, 'h1-h3', null, 3]]);
});

test('every hostile stored value goes aside and the cache starts empty and works', () => {
  for (const [name, raw] of HOSTILE) {
    const backend = memory({ [REVIEWS_KEY]: raw });
    const cache = createReviewCache(backend, { now: () => 7 });
    assert.equal(cache.size, 0, name);
    assert.equal(cache.asideKey, 'hnef.aside.7', name);
    assert.equal(backend.map.get('hnef.aside.7'), raw, name);
    assert.equal(backend.map.has(REVIEWS_KEY), false, name);
    const key = reviewKey(name, 1);
    assert.equal(cache.put(key, [[1, '', null, 0]]), true, name);
    assert.deepEqual(createReviewCache(backend).get(key), [[1, '', null, 0]], name);
  }
});

test('a storage that throws: the cache works in memory', () => {
  const throwing = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('full'); }, removeItem() { throw new Error('x'); } };
  const cache = createReviewCache(throwing);
  const key = reviewKey('z', 1);
  assert.equal(cache.put(key, [[1, '', null, 0]]), false);
  assert.deepEqual(cache.get(key), [[1, '', null, 0]]);
  assert.equal(createReviewCache(null).size, 0);
});
