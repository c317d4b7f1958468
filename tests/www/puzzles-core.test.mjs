// The puzzle mode's rules (www/puzzle-core.js) over the shipped puzzle file
// with the real engine: every solution move is accepted, every other move
// of a player step refused, any winning last move of a win puzzle accepted;
// the file is checked when read; the task words; the themes filter; and
// the next puzzle chosen from the stored state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { FILTER_THEMES, checkMove, isWin, matches, offeredThemes, pickNext, puzzleSide, readPuzzles, sourceMove, taskKey } from '../../www/puzzle-core.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });
const raw = JSON.parse(await readFile(new URL('../../www/puzzles.json', import.meta.url), 'utf8'));
const { ruleset, puzzles } = readPuzzles(raw);

/** Plays the puzzle's solution up to (not including) index `step`; returns the game. */
function atStep(puzzle, step) {
  const g = Game.fromPosition(puzzle.position, ruleset);
  for (const move of puzzle.solution.slice(0, step)) g.applyMove(...move.split('-'));
  return g;
}

/** The outcome after `move` on a copy of `game`. */
function after(game, move) {
  const copy = Game.fromRecord(game.record());
  try {
    return copy.applyMove(...move.split('-'));
  } finally {
    copy.free();
  }
}

test('the shipped file reads: 490 puzzles, both sides, the common themes of the filter', () => {
  assert.equal(puzzles.length, 490);
  assert.equal(ruleset, 'copenhagen-hnefatafl-11x11-2025-v1');
  for (const side of ['attackers', 'defenders']) assert.ok(puzzles.some((p) => puzzleSide(p) === side), side);
  // Encirclement puzzles are rare in the recorded games (none or one in
  // a set), and so are king captures with one winning first move: a scan
  // of every position of the 1,752 games (win in 3 to 9 plies at 20,000
  // nodes, solved at 40,000) finds two, both shipped. Every other theme
  // has several.
  const least = { encirclement: 0, kingCapture: 2 };
  for (const theme of FILTER_THEMES) {
    assert.ok(puzzles.filter((p) => matches(p, { theme })).length >= (least[theme] ?? 3), theme);
  }
});

test('the filter offers exactly the themes the set has', () => {
  assert.deepEqual(offeredThemes(puzzles), FILTER_THEMES.filter((theme) => puzzles.some((p) => p.themes.includes(theme))));
  const some = puzzles.filter((p) => !p.themes.includes('fort') && !p.themes.includes('encirclement'));
  assert.deepEqual(offeredThemes(some), FILTER_THEMES.filter((x) => x !== 'fort' && x !== 'encirclement'));
  assert.deepEqual(offeredThemes([]), []);
});

test('every solution move is right, every other legal move at a player step is wrong (real engine)', () => {
  let refused = 0;
  for (const p of puzzles) {
    for (let step = 0; step < p.solution.length; step += 2) {
      const g = atStep(p, step);
      try {
        assert.equal(g.sideToMove(), puzzleSide(p), p.id);
        assert.equal(checkMove(p, step, p.solution[step], after(g, p.solution[step])), 'right', `${p.id} step ${step}`);
        const last = step === p.solution.length - 1;
        for (const move of Array.from(g.legalMoves(), String)) {
          if (move === p.solution[step]) continue;
          const outcome = after(g, move);
          const wins = outcome.status !== 'ongoing' && outcome.winner === puzzleSide(p);
          const expected = last && isWin(p) && wins ? 'right' : 'wrong';
          assert.equal(checkMove(p, step, move, outcome), expected, `${p.id} step ${step} ${move}`);
          if (expected === 'wrong') refused += 1;
        }
      } finally {
        g.free();
      }
    }
  }
  assert.ok(refused > 10_000, `${refused} moves refused`);
});

test("a win puzzle's last step takes any winning move, not only the solution's", () => {
  const found = [];
  for (const p of puzzles.filter(isWin)) {
    const step = p.solution.length - 1;
    const g = atStep(p, step);
    try {
      for (const move of Array.from(g.legalMoves(), String)) {
        if (move === p.solution[step]) continue;
        const outcome = after(g, move);
        if (outcome.winner === puzzleSide(p)) found.push({ p, step, move, outcome });
      }
    } finally {
      g.free();
    }
  }
  assert.ok(found.length > 0, 'some win puzzle has a second winning last move');
  for (const { p, step, move, outcome } of found) assert.equal(checkMove(p, step, move, outcome), 'right', `${p.id} ${move}`);
  // But the same move earlier, or in a save puzzle, is judged by the solution alone.
  const save = puzzles.find((p) => !isWin(p));
  assert.equal(checkMove(save, 0, 'a1-a2', { status: 'attackers_win', winner: puzzleSide(save) }), 'wrong');
  const long = puzzles.find((p) => p.moves >= 2);
  assert.equal(checkMove(long, 0, 'a1-a2', { status: 'defenders_win', winner: puzzleSide(long) }), 'wrong');
  // Not a player step, or past the end: wrong.
  assert.equal(checkMove(long, 1, long.solution[1], null), 'wrong');
  assert.equal(checkMove(long, long.solution.length + 1, 'a1-a2', null), 'wrong');
});

test('the task in words: how, how many moves, and what a block stops', () => {
  const by = (f) => puzzles.find(f);
  const escape = by((p) => p.themes[0] === 'escape' && p.moves === 2);
  assert.deepEqual(taskKey(escape), { key: 'puzzles.task.escape', params: { side: 'defenders', moves: 2 } });
  const capture = by((p) => p.themes[0] === 'kingCapture');
  assert.deepEqual(taskKey(capture), { key: 'puzzles.task.kingCapture', params: { side: 'attackers', moves: capture.moves } });
  const block = by((p) => p.themes[0] === 'block');
  assert.equal(taskKey(block).key, 'puzzles.task.block');
  assert.equal(taskKey(block, { escapeThreat: true }).key, 'puzzles.task.blockEscape');
  assert.equal(taskKey(by((p) => p.themes[0] === 'defence')).key, 'puzzles.task.defence');
  // The source move: ply 0 is move 1, both sides' turns make one move.
  assert.equal(sourceMove({ ply: 0 }), 1);
  assert.equal(sourceMove({ ply: 27 }), 14);
  assert.equal(sourceMove({ ply: 34 }), 18);
});

test('the filter: a theme, a side, or both', () => {
  const count = (filter) => puzzles.filter((p) => matches(p, filter)).length;
  assert.equal(count({}), 490);
  assert.equal(count({ theme: 'block' }), puzzles.filter((p) => p.themes.includes('block')).length);
  assert.equal(count({ side: 'attackers' }) + count({ side: 'defenders' }), 490);
  assert.ok(count({ theme: 'escape', side: 'attackers' }) === 0);
  assert.ok(count({ theme: 'block', side: 'defenders' }) > 0);
});

test('the next puzzle: unsolved, near the rating, in the filter, deterministic', () => {
  const near = (rating, list = puzzles) => Math.min(...list.map((p) => Math.abs(p.difficulty - rating)));
  for (const rating of [0, 800, 1100, 1300, 1500, 4000]) {
    const p = pickNext(puzzles, { rating }, {}, null);
    assert.equal(Math.abs(p.difficulty - rating), near(rating), `${rating}`);
    assert.equal(pickNext(puzzles, { rating }, {}, null).id, p.id, 'the same state, the same puzzle');
    // Ties go to the file's order.
    assert.equal(p.id, puzzles.find((x) => Math.abs(x.difficulty - rating) === near(rating)).id);
  }
  const first = pickNext(puzzles, { rating: 1100 }, {}, null);
  // The current one is never offered again; a seen or solved one only when nothing else is left.
  assert.notEqual(pickNext(puzzles, { rating: 1100 }, {}, first.id).id, first.id);
  assert.notEqual(pickNext(puzzles, { rating: 1100, seen: [first.id] }, {}, null).id, first.id);
  assert.notEqual(pickNext(puzzles, { rating: 1100, solved: [first.id], seen: [first.id] }, {}, null).id, first.id);
  const fort = puzzles.filter((p) => matches(p, { theme: 'fort' }));
  const ids = fort.map((p) => p.id);
  assert.ok(ids.includes(pickNext(puzzles, { rating: 1100 }, { theme: 'fort' }, null).id));
  // Everything in the filter tried: a failed one comes back before a solved one.
  const failed = fort[2].id;
  const back = pickNext(puzzles, { rating: 1100, seen: ids, solved: ids.filter((id) => id !== failed) }, { theme: 'fort' }, null);
  assert.equal(back.id, failed);
  // Everything solved: still a puzzle (not the current one), so Next always works.
  const again = pickNext(puzzles, { rating: 1100, seen: ids, solved: ids }, { theme: 'fort' }, ids[0]);
  assert.ok(ids.includes(again.id) && again.id !== ids[0]);
  // A filter that lets none through: null.
  assert.equal(pickNext(puzzles, { rating: 1100 }, { theme: 'escape', side: 'attackers' }, null), null);
  // Only one puzzle in the filter and it is the current one: it is offered again.
  assert.equal(pickNext([fort[0]], { rating: 1100 }, {}, fort[0].id).id, fort[0].id);
});

test('a puzzle file that is not one is refused with the problem named', () => {
  const one = raw.puzzles[0];
  const bad = [
    [null, /version 1/],
    [{ ...raw, version: 2 }, /version 1/],
    [{ ...raw, puzzles: [] }, /count/],
    [{ ...raw, puzzles: {} }, /puzzles/],
    [{ ...raw, puzzles: [one, one] }, /repeated/],
    [{ ...raw, puzzles: [{ ...one, id: { toString: 1 } }] }, /puzzle 0: id/],
    [{ ...raw, puzzles: [{ ...one, solution: ['z1-a1'] }] }, /solution move/],
    [{ ...raw, puzzles: [{ ...one, solution: ['a1-a2', 'a2-a3'] }] }, /solution/],
    [{ ...raw, puzzles: [{ ...one, themes: ['block'], solution: ['a1-a2', 'a2-a3', 'a3-a4'], moves: 2 }] }, /one move/],
    [{ ...raw, puzzles: [{ ...one, themes: ['mystery'] }] }, /theme/],
    [{ ...raw, puzzles: [{ ...one, difficulty: 1e309 }] }, /difficulty/],
    [{ ...raw, puzzles: [{ ...one, difficulty: NaN }] }, /difficulty/],
    [{ ...raw, puzzles: [{ ...one, position: 'x'.repeat(500) }] }, /position/],
    [{ ...raw, puzzles: [{ ...one, last: 7 }] }, /last/],
  ];
  for (const [json, message] of bad) assert.throws(() => readPuzzles(json), message);
});
