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
import { until } from './poll.mjs';
import { startHarness } from './harness.mjs';
import { engine, waitReady } from './page-helpers.mjs';
import { DESKTOP, FILE, device, openPuzzles, screenshot, state, storedRating, tap, tapButton, tapMove, uniquePuzzle, waitState } from './puzzles-helpers.mjs';
import { offeredThemes, pickNext } from '../../www/puzzle-core.js';
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
    await until(d.page, () => document.activeElement?.id === 'puzzle-view-title', undefined, 'focus on the title');
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

test('Solution plays the rest through and counts as failed; Next offers another puzzle', async () => {
  const three = uniquePuzzle((p) => p.moves === 3);
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(three.difficulty) } });
  try {
    let s = await openPuzzles(d.page, harness.baseUrl);
    assert.equal(s.id, three.id);
    await tapMove(d.page, three.solution[0]);
    s = await waitState(d.page, (x) => x.plies === 2 && x.phase === 'solving', 'the reply');
    await tapButton(d.page, 'puzzle-solution');
    s = await waitState(d.page, (x) => x.plies === three.solution.length, 'the solution played through');
    assert.equal(s.phase, 'shown');
    assert.equal(s.record.tried, 1);
    assert.ok(s.record.rating < three.difficulty);
    assert.deepEqual(s.record.solved, []);
    assert.deepEqual(s.record.seen, [three.id]);
    s = await waitState(d.page, (x) => x.status.startsWith('Solution: '), 'the solution said');
    assert.equal(s.status, `Solution: ${three.solution.join(', ')}.`);
    assert.deepEqual(s.buttons, { hint: false, retry: false, solution: false, next: true });
    await tapButton(d.page, 'puzzle-next');
    s = await waitState(d.page, (x) => x.id !== three.id && x.phase === 'solving', 'the next puzzle');
    assert.equal(s.id, pickNext(FILE.puzzles, s.record, {}, three.id).id);
    assert.equal(s.plies, 0);
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});

test('each profile has its own rating: switching the profile shows the other one', async () => {
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(block.difficulty) } });
  try {
    let s = await openPuzzles(d.page, harness.baseUrl);
    assert.equal(s.profile, 'p1');
    await tapButton(d.page, 'puzzle-solution');
    s = await waitState(d.page, (x) => x.record.tried === 1, 'the failure counted for Ada');
    const ada = s.record.rating;
    assert.match(s.stats, /^Ada: /);
    await d.page.click('#puzzle-view .page-view-close');
    await waitState(d.page, (x) => !x.open, 'the view closed');
    await d.page.click('#menu-button');
    await d.page.click('[data-menu="profiles"]');
    await d.page.selectOption('#profile-select', 'p2');
    s = await openPuzzles(d.page);
    assert.equal(s.profile, 'p2');
    assert.match(s.stats, /^Björn: rating 1500 ± 350 · streak 0 \(best 0\) · solved 0 of 0$/);
    assert.equal(s.record.tried, 0);
    await d.page.keyboard.press('Escape');
    await waitState(d.page, (x) => !x.open, 'Escape closed the view');
    await d.page.selectOption('#profile-select', 'p1');
    s = await openPuzzles(d.page);
    assert.equal(s.record.rating, ada);
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});

test('hostile stored values: set aside with a message, and the mode still works', async () => {
  // Three shapes here (every value of hostile-storage.mjs: tests/www/puzzles-store.test.mjs).
  const picked = HOSTILE.filter(([name]) => ['bad JSON', 'deeply nested objects', 'version 1 by __proto__'].includes(name));
  assert.equal(picked.length, 3);
  for (const [name, text] of picked) {
    const d = await device(harness.browser, { seed: { 'hnef.puzzles': text } });
    try {
      const s = await openPuzzles(d.page, harness.baseUrl);
      assert.match(s.message, /^Saved puzzle data could not be read\. It was kept aside \(as “hnef\.aside\.\d+”\)/, name);
      const key = /“(hnef\.aside\.\d+)”/.exec(s.message)[1];
      assert.equal(await d.page.evaluate((k) => localStorage.getItem(k), key), text, `${name}: kept aside as it was`);
      assert.equal(s.record.rating, 1500, name);
      assert.equal(s.phase, 'solving', name);
      assert.deepEqual(JSON.parse(s.stored), { version: 1, profiles: {} }, name);
      assert.deepEqual(d.errors, [], name);
    } finally {
      await d.context.close();
    }
  }
});

test('keyboard: Hint marks the piece, the move is played on the grid with Enter, and said', async () => {
  const d = await device(harness.browser, { seed: { 'hnef.puzzles': storedRating(block.difficulty) } });
  try {
    let s = await openPuzzles(d.page, harness.baseUrl);
    assert.equal(s.id, block.id);
    const [from, to] = block.solution[0].split('-');
    await d.page.focus('#puzzle-hint');
    await d.page.keyboard.press('Enter');
    s = await waitState(d.page, (x) => x.hinted, 'the hint');
    assert.equal(s.hint, from);
    assert.equal(s.status, `Hint: move the piece on ${from}.`);
    // The grid's marks follow at the board's next frame.
    await until(d.page, (sq) => document.querySelector(`#puzzle-grid [data-square="${sq}"]`)?.dataset.hint === 'wall', from, 'the hint marked on the grid');
    assert.equal(s.buttons.hint, false);
    await d.page.focus(`#puzzle-grid [data-square="${from}"]`);
    await d.page.keyboard.press('Enter');
    await waitState(d.page, () => true);
    assert.match(await d.page.textContent('#puzzle-live'), new RegExp(`^${from} picked up`));
    await d.page.focus(`#puzzle-grid [data-square="${to}"]`);
    await d.page.keyboard.press('Enter');
    s = await waitState(d.page, (x) => x.phase === 'solved', 'solved by keyboard');
    assert.equal(s.status, `✓ Solved with ${block.solution[0]}, after a hint: the streak starts again.`.slice(2));
    assert.equal(s.record.streak, 0, 'a hint is not clean');
    // A hinted solve counts as a half point: against a puzzle of the player's own rating, the rating stays.
    assert.ok(Math.abs(s.record.rating - block.difficulty) < 0.5, `${s.record.rating}`);
    assert.ok(s.record.rd < 120, 'but it is one more result: the deviation narrows');
    assert.equal(s.record.tried, 1);
    assert.deepEqual(s.record.solved, [block.id]);
    assert.equal(await d.page.evaluate(() => document.getElementById('puzzle-status').getAttribute('role')), 'status');
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});

test('a puzzle file that cannot be read is said, and the mode opens again once it can', async () => {
  const d = await device(harness.browser, { serviceWorkers: 'block' });
  try {
    let broken = true;
    await d.page.route('**/puzzles.json', (route) =>
      broken ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":1,"puzzles":[{"id":{"toString":1}}]}' }) : route.continue(),
    );
    await d.page.goto(harness.baseUrl);
    await waitReady(d.page);
    await d.page.click('#menu-button');
    await d.page.click('[data-menu="puzzles"]');
    let s = await waitState(d.page, (x) => x.ready === 'error', 'the error said');
    assert.equal(s.status, 'The puzzles could not be loaded (no ruleset or puzzles).');
    assert.deepEqual(s.buttons, { hint: false, retry: false, solution: false, next: false });
    assert.equal(s.stored, null, 'nothing stored');
    await d.page.keyboard.press('Escape');
    await waitState(d.page, (x) => !x.open);
    broken = false;
    s = await openPuzzles(d.page);
    assert.equal(s.phase, 'solving');
    assert.deepEqual(d.errors, []);
  } finally {
    await d.context.close();
  }
});

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axe(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document.getElementById('puzzle-view'), { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const [lang, size] of [['ru', 'phone'], ['zh-Hans', 'phone'], ['en', 'desktop'], ['pt', 'desktop']]) {
  test(`axe finds nothing serious; the view in ${lang} on a ${size} (screenshot)`, async () => {
    const options = size === 'desktop' ? { ...DESKTOP, hasTouch: false, isMobile: false, deviceScaleFactor: 1 } : {};
    const d = await device(harness.browser, { bypassCSP: true, ...options, seed: { 'hnef.puzzles': storedRating(win2.difficulty, 'p1', { streak: 2, best: 4 }) } });
    try {
      let s = await openPuzzles(d.page, `${harness.baseUrl}?lang=${lang}`);
      assert.equal(await d.page.evaluate(() => document.documentElement.getAttribute('data-missing')), '0');
      assert.equal(await d.page.evaluate(() => document.querySelector('.app > main').inert), true, 'the page behind is inert');
      if (lang === 'ru') assert.equal(s.task, 'Защитники: уведите короля в угол в 2 хода.');
      if (lang === 'zh-Hans') assert.equal(s.task, '守方：2 步内让王逃到角格。');
      await d.page.click('#puzzle-hint');
      await waitState(d.page, (x) => x.hinted);
      assert.deepEqual(await axe(d.page), []);
      await screenshot(d.page, `puzzles-${lang}-${size}`);
      // The theme list: all, then each theme the shipped set has.
      const themes = await d.page.$$eval('#puzzle-theme option', (os) => os.map((o) => o.value));
      assert.deepEqual(themes, ['all', ...offeredThemes(FILE.puzzles)]);
      await d.page.selectOption('#puzzle-theme', 'block');
      s = await waitState(d.page, (x) => x.id !== win2.id, 'a block puzzle after the filter changed');
      assert.equal(FILE.puzzles.find((p) => p.id === s.id).themes[0], 'block');
      await d.page.selectOption('#puzzle-side', 'defenders');
      s = await waitState(d.page, (x) => x.side === 'defenders', 'a defenders block');
      assert.equal(s.id, pickNext(FILE.puzzles, s.record, { theme: 'block', side: 'defenders' }, null).id);
      // A filter no puzzle fits: said, and no board.
      await d.page.selectOption('#puzzle-theme', 'kingCapture');
      s = await waitState(d.page, (x) => x.id === null, 'no puzzle');
      assert.equal(await d.page.isVisible('.puzzle-board'), false);
      assert.equal(s.buttons.hint, false);
      await d.page.selectOption('#puzzle-side', 'all');
      s = await waitState(d.page, (x) => x.id !== null, 'a king capture');
      assert.ok(FILE.puzzles.find((p) => p.id === s.id).themes.includes('kingCapture'));
      assert.equal(await d.page.isVisible('.puzzle-board'), true);
      assert.deepEqual(d.errors, []);
    } finally {
      await d.context.close();
    }
  });
}
