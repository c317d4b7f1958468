// Glicko-2 (www/glicko2.js) against Glickman's worked example, and its edges:
// no games, extreme results, and numbers it must refuse.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PLAYER, PUZZLE_RD, RATING_MAX, RD_MAX, RD_MIN, rate, ratePuzzle } from '../../www/glicko2.js';

const close = (actual, expected, digits, what) =>
  assert.ok(Math.abs(actual - expected) < 0.5 * 10 ** -digits, `${what}: ${actual} is not ${expected} to ${digits} places`);

test("the paper's example: 1500/200/0.06 against 1400/30, 1550/100, 1700/300 scoring 1, 0, 0", () => {
  const out = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ]);
  // The paper rounds its intermediate steps (μ', φ' to four places) and
  // prints 1464.06 / 151.52 / 0.05999; unrounded arithmetic gives
  // 1464.0507 / 151.5165 / 0.0599960: within 0.01 of the printed figures.
  assert.ok(Math.abs(out.rating - 1464.06) < 0.01, `rating ${out.rating}`);
  assert.ok(Math.abs(out.rd - 151.52) < 0.01, `RD ${out.rd}`);
  assert.ok(Math.abs(out.vol - 0.05999) < 1e-5, `volatility ${out.vol}`);
  close(out.rating, 1464.0507, 4, 'rating, unrounded');
});

test('a period without games only widens the deviation', () => {
  const out = rate({ rating: 1700, rd: 50, vol: 0.06 }, []);
  assert.equal(out.rating, 1700);
  assert.equal(out.vol, 0.06);
  close(out.rd, Math.sqrt(50 ** 2 + (0.06 * 173.7178) ** 2), 6, 'RD');
  assert.equal(rate({ rating: 1500, rd: 350, vol: 0.06 }, []).rd, RD_MAX, 'never past the maximum');
});

test('a win raises, a loss lowers, a draw against an equal changes nothing; the deviation narrows', () => {
  const p = { rating: 1200, rd: 200, vol: 0.06 };
  const win = ratePuzzle(p, 1200, 1);
  const loss = ratePuzzle(p, 1200, 0);
  const draw = ratePuzzle(p, 1200, 0.5);
  assert.ok(win.rating > 1200 && loss.rating < 1200);
  close(win.rating - 1200, 1200 - loss.rating, 6, 'symmetric');
  close(draw.rating, 1200, 6, 'draw');
  for (const x of [win, loss, draw]) assert.ok(x.rd < 200);
  // Beating a much harder puzzle gains more than beating an easy one.
  assert.ok(ratePuzzle(p, 1800, 1).rating - 1200 > ratePuzzle(p, 600, 1).rating - 1200);
});

test('extreme but valid inputs stay finite and within the stored bounds', () => {
  const strong = ratePuzzle({ rating: RATING_MAX, rd: RD_MAX, vol: 0.06 }, 0, 1);
  assert.ok(strong.rating <= RATING_MAX);
  const weak = ratePuzzle({ rating: 0, rd: RD_MAX, vol: 0.06 }, RATING_MAX, 0);
  assert.ok(weak.rating >= 0);
  let p = { ...DEFAULT_PLAYER };
  for (let i = 0; i < 500; i++) p = ratePuzzle(p, 1000 + (i % 7) * 100, i % 3 ? 1 : 0);
  assert.ok(Number.isFinite(p.rating) && p.rd >= RD_MIN && p.rd <= RD_MAX && p.vol > 0, JSON.stringify(p));
  // The surprise case of the volatility step (Δ² > φ² + v).
  const upset = rate({ rating: 1500, rd: 30, vol: 0.06 }, [{ rating: 3000, rd: 30, score: 1 }]);
  assert.ok(Number.isFinite(upset.vol) && upset.vol > 0.06, JSON.stringify(upset));
  assert.equal(PUZZLE_RD, 60);
});

test('NaN, Infinity, huge, negative and wrong kinds are refused with a RangeError', () => {
  const good = { rating: 1500, rd: 200, vol: 0.06 };
  const bad = [
    [{ ...good, rating: NaN }, []],
    [{ ...good, rating: Infinity }, []],
    [{ ...good, rating: 1e309 }, []],
    [{ ...good, rating: -1 }, []],
    [{ ...good, rating: 1e9 }, []],
    [{ ...good, rd: 0 }, []],
    [{ ...good, rd: 1e6 }, []],
    [{ ...good, vol: -0.1 }, []],
    [{ ...good, vol: NaN }, []],
    [{ ...good, rating: '1500' }, []],
    [null, []],
    [good, null],
    [good, [{ rating: NaN, rd: 30, score: 1 }]],
    [good, [{ rating: 1500, rd: 30, score: 2 }]],
    [good, [{ rating: 1500, rd: 30, score: NaN }]],
    [good, [{ rating: 1500, rd: Infinity, score: 1 }]],
    [good, [{ toString: 1 }]],
  ];
  for (const [player, games] of bad) assert.throws(() => rate(player, games), RangeError, JSON.stringify([player, games]));
  assert.throws(() => rate(good, [], { tau: NaN }), RangeError);
  assert.throws(() => ratePuzzle(good, Infinity, 1), RangeError);
  assert.throws(() => ratePuzzle(good, 1200, 0.3), RangeError);
});
