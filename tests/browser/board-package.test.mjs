// <hnef-board> as an npm user gets it: `npm pack` of pkg/, the tarball
// unpacked into a site's node_modules/hnef, the element loaded through an
// import map from node_modules/hnef/board/ (not from www/). On that copy: the
// board/ files are the element's import graph, its types check with
// TypeScript, a whole game is played by keyboard inside the element (the
// grid, the live region, a capture, a resignation confirmed by keyboard, a
// king's escape), the words follow the `lang` attribute, and axe-core finds
// no serious or critical violation.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tools/serve.mjs';
import { boardFiles } from '../../tools/board-files.mjs';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { poll, until } from './poll.mjs';
import pt from '../../www/i18n/pt.js';
import { translator } from '../../www/i18n.js';

const PKG = fileURLToPath(new URL('../../pkg/', import.meta.url));
const TSC = fileURLToPath(new URL('../js/node_modules/typescript/bin/tsc', import.meta.url));
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FILES = 'abcdefghijk';

let harness;
let server;
let scratch;
let site;
let packed;

before(async () => {
  if (!existsSync(join(PKG, 'package.json'))) throw new Error('pkg/ is not built: run ./build.sh build');
  harness = await startHarness();
  scratch = mkdtempSync(join(tmpdir(), 'hnef-board-pkg-'));
  const env = { ...process.env, npm_config_cache: join(scratch, 'npm-cache'), npm_config_update_notifier: 'false' };
  [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: PKG, encoding: 'utf8', env }));
  site = join(scratch, 'site');
  const installed = join(site, 'node_modules', 'hnef');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'site', private: true, type: 'module' }));
  server = await startServer({ root: site, port: 0 });
});

after(async () => {
  await harness?.close();
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

let pages = 0;
/** A host page that imports 'hnef/board' through an import map, as a site without a bundler does. */
async function host(body, options = {}) {
  const file = `host-${(pages += 1)}.html`;
  writeFileSync(
    join(site, file),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="importmap">{"imports": {"hnef/board": "./node_modules/hnef/board/hnef-board.js"}}</script>
<script type="module">
  import 'hnef/board';
  window.__events = [];
  for (const type of ['move', 'gameover']) document.addEventListener(type, (e) => window.__events.push({ type, id: e.target.id, detail: e.detail }));
</script>
<body><h1>host</h1><button id="before">before</button>${body}</body></html>`,
  );
  const opened = await openPage(harness.browser, { viewport: { width: 1000, height: 900 }, ...options });
  await opened.page.goto(`${server.url}${file}`);
  await until(opened.page, () => [...document.querySelectorAll('hnef-board')].every((b) => b.status === 'ready'), null, 'the boards');
  return opened;
}

const state = (page, id) =>
  page.evaluate((i) => {
    const el = document.getElementById(i);
    const active = el.shadowRoot.activeElement;
    return {
      history: el.history,
      outcome: el.outcome,
      live: el.shadowRoot.querySelector('[aria-live][aria-atomic]').textContent,
      status: el.shadowRoot.querySelector('.status').textContent,
      focus: active?.dataset.square ?? active?.className ?? null,
      events: window.__events.filter((e) => e.id === i).map((e) => e.type),
    };
  }, id);

/** Moves the grid's focus to `square` with arrow keys (board not flipped). */
async function arrowTo(page, id, square) {
  const from = (await state(page, id)).focus;
  const [f0, r0] = [FILES.indexOf(from[0]), Number(from.slice(1))];
  const [f1, r1] = [FILES.indexOf(square[0]), Number(square.slice(1))];
  for (let k = 0; k < Math.abs(f1 - f0); k++) await page.keyboard.press(f1 > f0 ? 'ArrowRight' : 'ArrowLeft');
  for (let k = 0; k < Math.abs(r1 - r0); k++) await page.keyboard.press(r1 > r0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal((await state(page, id)).focus, square);
}

async function keyMove(page, id, move) {
  const [from, to] = move.split('-');
  const n = (await state(page, id)).history.length;
  await arrowTo(page, id, from);
  await page.keyboard.press('Enter');
  await arrowTo(page, id, to);
  await page.keyboard.press(' ');
  return poll(async () => {
    const s = await state(page, id);
    return s.history.length === n + 1 && s;
  }, { what: `the move ${move}` });
}

/** Tabs until the focus is inside board `id` on something `match` accepts. */
async function tabTo(page, id, match, key = 'Tab') {
  for (let i = 0; i < 40; i++) {
    if (match((await state(page, id)).focus ?? '')) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not tab to it in ${id}`);
}

test('the tarball: board/ is the import graph, and the types check with TypeScript', () => {
  const files = packed.files.map((f) => f.path).filter((p) => p.startsWith('board/')).sort();
  // pkg/: re-exports of the package's entry and of hnef/worker (client and worker script).
  const expected = [...boardFiles(), 'hnef-board.d.ts', 'EMBED.md', 'pkg/hnef.js', 'pkg/worker.js', 'pkg/engine-worker.js'].map((f) => `board/${f}`).sort();
  assert.deepEqual(files, expected);
  writeFileSync(
    join(site, 'check.ts'),
    `import 'hnef/board';
import type { HnefBoard, MoveDetail, GameoverDetail } from 'hnef/board';
import { readSettings } from 'hnef/board';
const el: HnefBoard = document.createElement('hnef-board');
el.addEventListener('move', (e) => { const d: MoveDetail = e.detail; console.log(d.notation, d.source); });
el.addEventListener('gameover', (e) => { const d: GameoverDetail = e.detail; console.log(d.winner); });
const taken: number = el.undo();
const over: GameoverDetail = el.resign('attackers');
const s = readSettings({ ai: 'easy' }).settings.ai;
const feel: boolean[] = [readSettings({ sound: '' }).settings.sound, readSettings({}).settings.confirmMoves];
// @ts-expect-error: not a side
el.resign('kings');
// @ts-expect-error: read-only
el.thinking = true;
console.log(taken, over, s, feel);
`,
  );
  const tsc = spawnSync(process.execPath, [TSC, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', 'check.ts'], { cwd: site, encoding: 'utf8' });
  assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
});

test('a whole game by keyboard inside <hnef-board>: grid, live region, capture, resignation, escape', async () => {
  const start = '11/11/11/11/11/k10/11/11/11/11/5a5 d';
  const { page, context, errors } = await host(`
    <hnef-board id="b" interactive="both" size="420"></hnef-board>
    <hnef-board id="k" interactive="defenders" position="${start}" size="300"></hnef-board>`, { reducedMotion: 'reduce' });
  try {
    // Tab into the first board's grid: one tab stop for 121 gridcells.
    await page.focus('#before');
    await tabTo(page, 'b', (f) => /^[a-k]\d+$/.test(f));
    assert.equal(await page.locator('#b [role="gridcell"][tabindex="0"]').count(), 1);
    assert.equal(await page.locator('#b [role="gridcell"]').count(), 121);
    // Pick up and cancel.
    await arrowTo(page, 'b', 'e1');
    await page.keyboard.press('Enter');
    assert.match((await state(page, 'b')).live, /^e1 picked up: \d+ squares to go to\.$/);
    await page.keyboard.press('Escape');
    assert.equal((await state(page, 'b')).live, 'Move cancelled.');
    // Two moves, the second a capture, said in the live region and the cells.
    let s = await keyMove(page, 'b', 'e1-e4');
    assert.equal(s.live, 'Attackers: e1-e4. Defenders to move');
    s = await keyMove(page, 'b', 'd6-d4');
    assert.deepEqual(s.history, ['e1-e4', 'd6-d4xe4']);
    assert.equal(s.live, 'Defenders: d6-d4. Captured: e4. Attackers to move');
    // The cells follow the next drawn frame.
    const label = (sq) => page.locator(`#b [data-square="${sq}"] .sr-only`).textContent();
    await poll(async () => (await label('d4')) === 'd4, defender, last move to here', { what: 'the d4 cell' });
    assert.equal(await label('e4'), 'e4, empty, a piece was captured here');
    assert.deepEqual(s.events, ['move', 'move']);
    // Resign by keyboard: the button, then a question; Cancel first, then yes.
    await tabTo(page, 'b', (f) => f === 'resign');
    await page.keyboard.press('Enter');
    assert.equal((await state(page, 'b')).focus, 'no', 'the question takes the focus on its safe answer');
    assert.equal(await page.locator('#b .ask').textContent(), 'Resign this game? The attackers will lose.ResignCancel');
    assert.equal(await page.locator('#b .resign').isHidden(), true, 'the question stands in place of the Resign button');
    await page.keyboard.press('Enter');
    assert.equal((await state(page, 'b')).outcome.status, 'ongoing', 'Cancel resigns nothing');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    assert.equal((await state(page, 'b')).focus, 'yes');
    await page.keyboard.press('Enter');
    s = await state(page, 'b');
    assert.deepEqual(s.outcome, { status: 'defenders_win', reason: 'resignation', winner: 'defenders' });
    assert.equal(s.status, 'Defenders win. The attackers resigned.');
    assert.equal(s.live, s.status);
    assert.deepEqual(s.events, ['move', 'move', 'gameover']);
    assert.equal(await page.locator('#b .actions').isHidden(), true, 'nothing left to resign');

    // The second board: the king escapes, by keyboard.
    await tabTo(page, 'k', (f) => /^[a-k]\d+$/.test(f));
    s = await keyMove(page, 'k', 'a6-a11');
    assert.deepEqual(s.outcome, { status: 'defenders_win', reason: 'escape', winner: 'defenders' });
    assert.equal(s.live, 'Defenders: a6-a11. Defenders win. The king escaped to a corner.');
    assert.deepEqual(s.events, ['move', 'gameover']);
    await screenshot(page, 'board-package-keyboard');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the words follow the lang attribute, and change with it', async () => {
  const { page, context, errors } = await host(`<hnef-board id="p" interactive="both" lang="pt-BR" size="300"></hnef-board>`);
  try {
    const t = translator(pt, 'pt');
    const expected = t('turn.side', { side: t('side.attackers') });
    assert.notEqual(expected, 'Attackers to move');
    await until(page, (text) => document.getElementById('p').shadowRoot.querySelector('.status').textContent === text, expected, 'Portuguese');
    assert.equal(await page.evaluate(() => document.getElementById('p').language), 'pt');
    // The grid's words follow with the board's next frame.
    const f6 = [t('square.king', { square: 'f6' }), t('square.throne')].join(t('list.separator'));
    await poll(async () => (await page.locator('#p [data-square="f6"] .sr-only').textContent()) === f6, { what: `f6 reads "${f6}"` });
    await page.evaluate(() => document.getElementById('p').setAttribute('lang', 'en'));
    await until(page, () => document.getElementById('p').shadowRoot.querySelector('.status').textContent === 'Attackers to move', null, 'English');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const lang of ['en', 'ru']) {
  test(`axe: boards from the package (playable, replay, against the computer) in ${lang}: no serious or critical violation`, async () => {
    const { page, context, errors } = await host(
      `<main><hnef-board id="x" interactive="both" lang="${lang}" size="360"></hnef-board>
       <hnef-board id="r" record="1. d1-d3 h6-h3 2. d3-d1" lang="${lang}" size="300"></hnef-board>
       <hnef-board id="c" ai="easy" interactive="defenders" lang="${lang}" size="300"></hnef-board></main>`,
      { bypassCSP: true },
    );
    try {
      await until(page, () => document.getElementById('c').plies === 1 && !document.getElementById('c').thinking, null, 'the computer');
      // A piece picked up, so that selected and target cells are checked too.
      await page.locator('#x [data-square="d1"]').dispatchEvent('click'); // a screen reader's click
      await until(page, () => document.getElementById('x').shadowRoot.querySelector('[aria-selected="true"]') !== null, null, 'a selection');
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
      if (violations.length) console.log(`# ${lang}: minor`, JSON.stringify(violations));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
