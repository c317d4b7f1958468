// The analysis board (issue 14 item 3) from each way in: a two-player game
// at a browsed ply on a phone (taps on its canvas), a game against the
// computer in progress on a desktop (keys), an imported record (the import
// dialog's "Analyse") and a finished game (the result card). Each time: the
// engine's lines and bar appear, the arrows are the lines' first moves,
// clicking a line's move plays the line up to it, a move makes a variation
// with a way back to the main line, and closing leaves the page's game
// exactly as it was, still playable.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { engine, importRecord, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { DESKTOP, PHONE, openFromMenu, playOnAnalysis, viewState, waitDepth, waitView } from './anboard-helpers.mjs';
import { poll } from './poll.mjs';

let harness;
let Game;
before(async () => {
  harness = await startHarness();
  ({ Game } = await engine());
});
after(async () => {
  await harness?.close();
});

/** The engine's position after `record` (a record or a bare move list; '' the start). */
function positionAfter(record) {
  const game = record ? Game.fromRecord(record) : new Game();
  try {
    return game.position();
  } finally {
    game.free();
  }
}

/** A legal move in `position` that is none of `avoid`. */
function legalMove(position, avoid = []) {
  const game = Game.fromPosition(position);
  try {
    return Array.from(game.legalMoves()).find((m) => !avoid.includes(m));
  } finally {
    game.free();
  }
}

/** Plays `move` on the page's own board by taps (two players: either side). */
async function tapPage(page, move) {
  const n = (await snapshot(page)).history.length;
  for (const sq of move.split('-')) {
    const c = await page.evaluate((s) => window.hnefDebug.clientCentre(s), sq);
    await page.touchscreen.tap(c.x, c.y);
  }
  return waitFor(page, (s, k) => s.history.length === k + 1, n);
}

test('a two-player game on a phone: open at a browsed ply, follow a line, play a variation by taps, back to the main line, close: the game is unchanged and plays on', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, `${harness.baseUrl}index.html`);
    await newGame(page, { mode: 'two-players' });
    for (const move of ['d1-d3', 'h6-h3', 'k4-i4', 'f4-c4']) await tapPage(page, move);
    await page.click('#nav-prev');
    await waitFor(page, (s) => s.viewPly === 3);
    const before = await snapshot(page);

    await openFromMenu(page);
    let s = await waitView(page, (v) => v.ply === '3' && v.line === 'main');
    assert.equal(s.position, positionAfter('d1-d3 h6-h3 k4-i4'), 'the board shows the browsed ply');
    s = await waitDepth(page, 3);
    const lines = s.lines.split(' ');
    assert.equal(lines.length, 3, 'three lines');
    assert.equal(s.arrows, s.lines, 'an arrow for each line, its first move');
    assert.equal(s.lineTexts.length, 3);
    for (const [i, text] of s.lineTexts.entries()) assert.ok(text.includes(lines[i]), `line ${i + 1} reads its first move: ${text}`);
    assert.match(s.lineTexts[0], /(Attackers|Defenders) \d+ %|in \d+ moves?/);
    assert.ok(Number(s.eval) >= 0 && Number(s.eval) <= 100, `the bar: ${s.eval}`);
    assert.match(await page.locator('#analysis-view .anb-depth').textContent(), /Depth \d+ · [\d,]+ positions\/s/);

    // Stopped (the lines stay as they are), tap the second move of the first line: the board plays the line up to it.
    await page.locator('#analysis-view .anb-toggle').tap();
    s = await waitView(page, (v) => v.state === 'stopped');
    const second = page.locator('#analysis-view .anb-line').first().locator('button.move').nth(1);
    const pv = [s.lines.split(' ')[0], (await second.textContent()).trim()];
    await second.tap();
    s = await waitView(page, (v) => v.ply === '5');
    assert.equal(s.position, positionAfter(`d1-d3 h6-h3 k4-i4 ${pv.join(' ')}`));
    assert.equal(s.line, 'variation', 'past the main line (or off it): a variation');
    await page.locator('#analysis-view .anb-toggle').tap(); // go on analysing

    // To the start, one move on, then a variation by taps on the canvas.
    await page.locator('#analysis-view .anb-nav button.icon').nth(0).tap(); // the start
    s = await waitView(page, (v) => v.ply === '0');
    await page.locator('#analysis-view .anb-nav button.icon').nth(2).tap(); // → ply 1 (main: d1-d3)
    s = await waitView(page, (v) => v.ply === '1' && v.line === 'main');
    const alternative = legalMove(s.position, ['h6-h3']);
    s = await playOnAnalysis(page, alternative);
    assert.equal(s.line, 'variation', 'a move off the main line is a variation');
    assert.equal(s.position, positionAfter(`d1-d3 ${alternative}`));
    const reply = legalMove(s.position);
    s = await playOnAnalysis(page, reply);
    assert.equal(s.line, 'variation');
    assert.equal(await page.locator('#analysis-view .anb-variation button.move').count(), 2, 'the variation is in the move list');
    await waitDepth(page, 2); // the new position is analysed
    await screenshot(page, 'anboard-phone-variation');

    // Back to the main line: where the variation left it.
    await page.locator('#analysis-view .anb-main-line').tap();
    s = await waitView(page, (v) => v.line === 'main' && v.ply === '1');
    assert.equal(await page.locator('#analysis-view .anb-main-line').isVisible(), false);
    // The main line is intact: its last move is still there.
    await page.locator('#analysis-view .anb-nav button.icon').nth(3).tap();
    s = await waitView(page, (v) => v.ply === '4' && v.line === 'main');
    assert.equal(s.position, positionAfter('d1-d3 h6-h3 k4-i4 f4-c4'));

    await page.locator('#analysis-view .page-view-close').tap();
    await page.waitForSelector('#analysis-view', { state: 'detached' });
    const after = await snapshot(page);
    assert.equal(after.record, before.record, 'the game it came from is unchanged');
    assert.deepEqual(after.history, before.history);
    assert.equal(await page.evaluate(() => document.querySelector('main').inert), false);
    // The page still plays.
    await page.click('#nav-last');
    await tapPage(page, legalMove(positionAfter(before.record)));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a game against the computer in progress, on a desktop: keys browse, the evaluation is read on request, Escape closes', async () => {
  const { page, context, errors } = await openPage(harness.browser, DESKTOP);
  try {
    await openBoard(page, `${harness.baseUrl}index.html`);
    await newGame(page, { mode: 'computer', side: 'defenders', level: 'easy' });
    const first = await waitFor(page, (s) => s.history.length === 1 && s.sideToMove === 'defenders');
    const before = first.record;
    const workers = page.workers().length;

    await openFromMenu(page);
    let s = await waitDepth(page, 3);
    assert.equal(page.workers().length, workers + 1, 'the view runs an engine of its own');
    assert.equal(s.ply, '1');
    assert.equal(s.position, positionAfter(before));
    // The evaluation read on request, in the view's status line.
    await page.click('#analysis-view .anb-read');
    await page.waitForFunction(() => /^Evaluation: .+\. Best move [a-k]\d+-[a-k]\d+ \(depth \d+\)\.$/.test(document.querySelector('#analysis-view [role="status"]').textContent));
    const status = await page.locator('#analysis-view [role="status"]').textContent();
    assert.ok(status.includes((await viewState(page)).lines.split(' ')[0]) || /Best move/.test(status));

    // Keys: ← Home End along the line; the page's own game does not browse.
    await page.focus('#analysis-view .anb-read');
    await page.keyboard.press('ArrowLeft');
    s = await waitView(page, (v) => v.ply === '0');
    assert.equal(s.position, positionAfter(''));
    await page.keyboard.press('End');
    await waitView(page, (v) => v.ply === '1');
    assert.equal((await snapshot(page)).viewPly, null, 'keys in the view stay in it');

    // A move by the keyboard grid: the defenders' (nobody answers here), a variation past the game's end, said in the status line.
    const own = legalMove(positionAfter(before));
    const [from, to] = own.split('-');
    await page.focus(`#analysis-view [data-square="${from}"]`);
    await page.keyboard.press('Enter');
    await page.focus(`#analysis-view [data-square="${to}"]`);
    await page.keyboard.press('Enter');
    s = await waitView(page, (v) => v.ply === '2');
    assert.equal(s.line, 'variation');
    assert.equal(s.position, positionAfter(`${before}`.replace(/\n$/, '') + ` ${own}`));
    await page.waitForFunction((m) => document.querySelector('#analysis-view [role="status"]').textContent.startsWith(`Defenders: ${m}`), own);
    assert.equal((await snapshot(page)).record, before, 'the page’s game did not move');
    await page.focus('#analysis-view .anb-read');
    await page.keyboard.press('ArrowLeft');
    await waitView(page, (v) => v.ply === '1');

    // Stop and go.
    await page.click('#analysis-view .anb-toggle');
    await waitView(page, (v) => v.state === 'stopped');
    assert.equal(await page.getAttribute('#analysis-view .anb-toggle', 'aria-pressed'), 'true');
    await page.click('#analysis-view .anb-toggle');
    await waitView(page, (v) => v.state === 'analysing' || v.state === 'done');

    await page.keyboard.press('Escape'); // from a button: closes the view
    await page.waitForSelector('#analysis-view', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.closest('#menu') !== null), true, 'focus back at the menu');
    await poll(() => page.workers().length === workers, { what: 'the view’s engine closed with it' });
    const after = await snapshot(page);
    assert.equal(after.record, before, 'the game it came from is unchanged');
    // The page still plays: the person's move, then the computer's.
    const move = legalMove(positionAfter(before));
    for (const sq of move.split('-')) {
      const c = await page.evaluate((x) => window.hnefDebug.clientCentre(x), sq);
      await page.mouse.click(c.x, c.y);
    }
    await waitFor(page, (x) => x.history.length === 3);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an imported record through the import dialog’s "Analyse", and a finished game from the result card: the page’s game is not replaced', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, `${harness.baseUrl}index.html`);
    await newGame(page, { mode: 'two-players' });
    await tapPage(page, 'd1-d3');
    const before = (await snapshot(page)).record;
    const record = '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n1. d1-d3 e5-e2\n2. d3-d2xe2\n';
    await page.fill('#import-text', record);
    await page.click('#import-record');
    await page.click('#confirm-yes'); // a game in progress: asked first
    await page.click('#import-analyse');
    let s = await waitView(page, (v) => v.ply === '3');
    assert.equal(s.position, positionAfter(record));
    assert.equal((await page.locator('#analysis-view .anb-moves button.move').allTextContents()).join(' '), 'd1-d3 e5-e2 d3-d2', 'its moves in the list');
    await waitDepth(page, 2);
    await page.locator('#analysis-view .page-view-close').tap();
    await page.waitForSelector('#analysis-view', { state: 'detached' });
    assert.equal((await snapshot(page)).record, before, 'the page kept its own game');

    // A finished game: the result card's "Analyse" opens it at its end (nothing to analyse there), browsable.
    const won = '[ruleset:copenhagen-hnefatafl-11x11-2025-v1]\n[result:attackers_win]\n[reason:resignation]\n1. d1-d3\n';
    await importRecord(page, won, { mode: 'two-players' });
    await waitFor(page, (x) => x.outcome.status === 'attackers_win');
    await page.locator('#result-analyse').tap();
    s = await waitView(page, (v) => v.state === 'over');
    assert.equal(s.ply, '1');
    assert.match(await page.locator('#analysis-view .anb-eval-text').textContent(), /over/);
    await page.locator('#analysis-view .anb-nav button.icon').nth(1).tap();
    s = await waitDepth(page, 2);
    assert.equal(s.ply, '0');
    assert.equal(s.position, positionAfter(''));
    await page.locator('#analysis-view .page-view-close').tap();
    assert.equal((await snapshot(page)).outcome.status, 'attackers_win');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
