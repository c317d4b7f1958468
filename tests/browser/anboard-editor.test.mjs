// The position editor (issue 14 item 4), opened from the analysis board:
// pieces placed and removed by taps on its board (a phone), a setup the
// engine refuses (a defender on a corner; the king removed) is not made, its
// words are shown and the last valid position stays; the side to move and
// the ruleset are chosen; the position is analysed, then played from
// between two players through the page's import flow. Axe finds no serious
// violation with the editor open; a Portuguese screenshot.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { engine, newGame, openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { PHONE, openFromMenu, waitDepth, waitView } from './anboard-helpers.mjs';
import { poll } from './poll.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let harness;
let Game;
before(async () => {
  harness = await startHarness();
  ({ Game } = await engine());
});
after(async () => {
  await harness?.close();
});

const editor = (page) => page.evaluate(() => {
  const v = document.getElementById('editor-view');
  return v ? { position: v.dataset.position, refused: v.dataset.refused ?? '', ruleset: v.dataset.ruleset, message: v.querySelector('.editor-message').hidden ? '' : v.querySelector('.editor-message').textContent } : null;
});

async function tapEditor(page, square) {
  const c = await page.evaluate((sq) => document.getElementById('editor-view').squareCentre(sq), square);
  await page.touchscreen.tap(c.x, c.y);
}

test('the editor on a phone: edits by taps, refusals with the engine’s words, analysed, then played from between two players', async () => {
  const { page, context, errors } = await openPage(harness.browser, { ...PHONE, bypassCSP: true, locale: 'pt-BR' });
  try {
    await openBoard(page, `${harness.baseUrl}index.html?lang=pt`);
    await newGame(page, { mode: 'two-players' });
    const before = (await snapshot(page)).record;
    await openFromMenu(page);
    await waitView(page, (v) => v.ply === '0');
    await page.locator('#analysis-view .anb-edit').tap();
    await page.waitForSelector('#editor-view');
    assert.equal(await page.locator('#analysis-view').count(), 0, 'one view at a time');
    const start = new Game().position();
    assert.equal((await editor(page)).position, start);

    // A defender on a corner: refused, the engine's words shown, nothing changed.
    await page.locator('#editor-view input[value="defender"]').check();
    await tapEditor(page, 'a1');
    let e = await poll(async () => {
      const s = await editor(page);
      return s.refused ? s : null;
    });
    assert.equal(e.refused, 'bad_position');
    assert.equal(e.position, start, 'the last valid position is kept');
    assert.match(e.message, /^O motor recusou esta mudança\. .+ A última posição válida foi mantida\.$/);
    // Removing the king: refused as well.
    await page.locator('#editor-view input[value="erase"]').check();
    await tapEditor(page, 'f6');
    await poll(async () => (await editor(page)).refused === 'bad_position');
    assert.equal((await editor(page)).position, start);

    // Edits the engine takes: two attackers removed, a defender placed, the king moved, the defenders to move.
    await tapEditor(page, 'd1');
    await tapEditor(page, 'e1');
    await page.locator('#editor-view input[value="defender"]').check();
    await tapEditor(page, 'c3');
    await page.locator('#editor-view input[value="king"]').check();
    await tapEditor(page, 'c4');
    await page.locator('#editor-view select').first().selectOption('defenders');
    e = await poll(async () => {
      const s = await editor(page);
      return s.position.endsWith(' d') && !s.refused ? s : null;
    });
    const edited = Game.fromPosition(e.position);
    const cells = Array.from(edited.board());
    const at = (sq) => cells[(Number(sq.slice(1)) - 1) * 11 + sq.charCodeAt(0) - 97];
    assert.deepEqual(['d1', 'e1', 'c3', 'c4', 'f6'].map(at), [0, 0, 2, 3, 0]);
    edited.free();
    assert.equal(await page.locator('#editor-view .editor-message').isHidden(), true, 'no message once a change is taken');
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS_DIR}anboard-editor-pt-phone.png` });
    await page.addScriptTag({ path: AXE_PATH });
    const serious = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`));
    assert.deepEqual(serious, []);

    // Copied: the clipboard, or (refused here) the text box holding it selected; either way said.
    await page.locator('#editor-view .editor-copy').tap();
    await page.waitForFunction(() => /copiada|cópia falhou/i.test(document.querySelector('#editor-view [role="status"]').textContent));
    assert.equal(await page.inputValue('#editor-view .editor-text'), e.position);

    // Opened in the embeddable board (embed.html's <hnef-board>): the same position, in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('#editor-view .editor-embed').tap()]);
    await tab.waitForFunction(() => document.querySelector('hnef-board')?.status === 'ready', null, { timeout: 30_000 });
    assert.equal(await tab.evaluate(() => document.querySelector('hnef-board').position), e.position);
    assert.equal(await tab.evaluate(() => document.querySelector('hnef-board').getAttribute('interactive')), 'both');
    await tab.close();

    // Analysed: the analysis board on that position.
    await page.locator('#editor-view .editor-analyse').tap();
    const s = await waitDepth(page, 2);
    assert.equal(s.position, e.position);
    assert.equal(s.ply, '0');
    // Back to the editor from there, then played from between two players (the import flow).
    await page.locator('#analysis-view .anb-edit').tap();
    await page.waitForSelector('#editor-view');
    assert.equal((await editor(page)).position, e.position, 'the editor opens on the analysed position');
    assert.equal((await snapshot(page)).record, before, 'nothing so far changed the page’s game');
    await page.locator('#editor-view .editor-play').tap();
    await page.waitForSelector('#import-dialog[open]');
    await page.locator('#import-dialog input[value="two-players"]').check();
    await page.locator('#import-start').tap();
    const after = await waitFor(page, (x, c) => x.board.join('') === c, cells.join(''));
    assert.equal(after.sideToMove, 'defenders');
    assert.equal(after.history.length, 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
