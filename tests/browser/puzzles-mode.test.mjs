// The puzzle mode on a phone (390x844, touch; puzzle-mode.js): puzzles
// solved by real taps on the canvas (a 2-move win with the opponent's reply
// played for the player, a block), a wrong move counted as failed and taken
// back by Retry, the Solution played through, the rating and streak kept
// across a reload and per profile, a hostile stored value set aside, the
// board played by keyboard, axe, and screenshots (en, ru, zh-Hans; phone
// and desktop).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { startHarness } from './harness.mjs';
import { engine, waitReady } from './page-helpers.mjs';
import { DESKTOP, FILE, device, openPuzzles, screenshot, state, storedRating, tap, tapButton, tapMove, uniquePuzzle, waitState } from './puzzles-helpers.mjs';
import { pickNext } from '../../www/puzzle-core.js';
import { HOSTILE } from '../www/hostile-storage.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const win2 = uniquePuzzle((p) => p.moves === 2 && p.themes[0] === 'escape');
const block = uniquePuzzle((p) => p.themes[0] === 'block' && p.position.endsWith(' a'));

/** A legal move of the puzzle's player that is not its solution (the engine in Node). */
async function wrongMove(puzzle) {
  const { Game } = await engine();
  const g = Game.fromPosition(puzzle.position, FILE.ruleset);
  try {
    return Array.from(g.legalMoves(), String).find((m) => m !== puzzle.solution[0]);
  } finally {
    g.free();
  }
}

test('a 2-move win solved by taps: the reply plays itself, the streak and rating go up', async () => {
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(win2.difficulty) } });
  try {
    let s = await openPuzzles(d.page, harness.baseUrl);
    assert.equal(s.id, win2.id);
    assert.equal(s.side, 'defenders');
    assert.equal(s.flipped, true, 'the board is turned for the defenders');
    assert.equal(s.task, 'Defenders: escape in 2 moves.');
    assert.match(s.info, new RegExp(`Puzzle ${win2.id} · difficulty ${win2.difficulty} · from recorded game ${win2.game}, move ${Math.floor(win2.ply / 2) + 1}`));
    assert.equal(await d.page.evaluate(() => document.activeElement?.id), 'puzzle-view-title');
    await tapMove(d.page, win2.solution[0]);
    s = await waitState(d.page, (x) => x.plies === 2 && x.phase === 'solving', 'the reply');
    assert.deepEqual(s.history.map((m) => m.slice(0, 5)), win2.solution.slice(0, 2).map((m) => m.slice(0, 5)));
    assert.match(s.status, new RegExp(`The attackers replied ${win2.solution[1]}\\. Your move\\.`));
    await tapMove(d.page, win2.solution[2]);
    s = await waitState(d.page, (x) => x.phase === 'solved', 'solved');
    assert.match(s.status, /^Solved with .*! Streak: 1\.$/);
    assert.equal(s.record.streak, 1);
    assert.equal(s.record.tried, 1);
    assert.ok(s.record.rating > win2.difficulty, `${s.record.rating}`);
    assert.deepEqual(s.record.solved, [win2.id]);
    await screenshot(d.page, 'puzzles-solved-en');
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});

test('a block failed once, retried and solved; rating and streak survive a reload', async () => {
  const wrong = await wrongMove(block);
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(block.difficulty, 'p1', { streak: 3, best: 5 }) } });
  try {
    let s = await openPuzzles(d.page, harness.baseUrl);
    assert.equal(s.id, block.id);
    assert.equal(s.side, 'attackers');
    assert.equal(s.flipped, false);
    assert.match(s.task, /^Attackers to move: stop /);
    assert.equal(s.buttons.retry, false);
    await tapMove(d.page, wrong);
    s = await waitState(d.page, (x) => x.phase === 'wrong', 'the wrong move said');
    assert.match(s.status, new RegExp(`^${wrong} is not the move`));
    assert.equal(s.record.streak, 0, 'a failure ends the streak');
    assert.equal(s.record.best, 5);
    assert.equal(s.record.tried, 1);
    const failed = s.record.rating;
    assert.ok(failed < block.difficulty);
    assert.equal(s.buttons.retry, true);
    await screenshot(d.page, 'puzzles-wrong-en');
    await tapButton(d.page, 'puzzle-retry');
    s = await waitState(d.page, (x) => x.phase === 'solving' && x.plies === 0, 'the move taken back');
    await tapMove(d.page, block.solution[0]);
    s = await waitState(d.page, (x) => x.phase === 'solved', 'solved on the retry');
    assert.equal(s.record.rating, failed, 'the retry does not count again');
    assert.equal(s.record.tried, 1);
    // Reload: the rating and streak are read back.
    await d.page.reload();
    await waitReady(d.page);
    s = await openPuzzles(d.page);
    assert.equal(s.record.rating, failed);
    assert.equal(s.record.streak, 0);
    assert.equal(s.record.best, 5);
    assert.equal(s.record.tried, 1);
    assert.match(s.stats, new RegExp(`rating ${Math.round(failed)} ± \\d+ · streak 0 \\(best 5\\) · solved 0 of 1`));
    // The next puzzle is the one pickNext chooses from the stored state.
    const expected = pickNext(FILE.puzzles, s.record, {}, null);
    assert.equal(s.id, expected.id);
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});
