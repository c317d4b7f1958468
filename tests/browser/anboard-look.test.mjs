// The analysis board in other languages and sizes (issue 14 items 3 and 6):
// Russian on a phone, Chinese (Simplified and Traditional) on a desktop, axe
// finding no serious or critical violation with the view open, every
// string translated (no English left in the view), the lines readable as a
// text list whose first moves are the arrows, the evaluation in words and
// read on request. Screenshots of what the screen shows go to artifacts/.
// Also page-view.js itself (the view's base): the page behind is inert,
// focus starts at the title, keys stay in the view, Escape closes it and
// focus returns.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { until } from './poll.mjs';
import { openBoard, snapshot, waitFor } from './page-helpers.mjs';
import { DESKTOP, PHONE, openFromMenu, viewState, waitDepth, waitView } from './anboard-helpers.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Saves what the screen shows as artifacts/NAME.png. */
async function shot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

async function axe(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const WORDS = {
  ru: { title: 'Доска анализа', side: /(Атакующие|Защитники): \d+ %/, depth: /Глубина \d+/, read: /^Оценка: / },
  'zh-Hans': { title: '分析棋盘', side: /(攻方|守方) \d+%/, depth: /深度 \d+/, read: /^评估：/ },
  'zh-Hant': { title: '分析棋盤', side: /(攻方|守方) \d+%/, depth: /深度 \d+/, read: /^評估：/ },
  vi: { title: 'Bàn phân tích', side: /Bên (tấn công|phòng thủ) \d+ %/, depth: /Độ sâu \d+/, read: /^Đánh giá: / },
  pt: { title: 'Tabuleiro de análise', side: /(Atacantes|Defensores): \d+ %/, depth: /Profundidade \d+/, read: /^Avaliação: / },
};

for (const [code, size, name] of [
  ['ru', PHONE, 'phone'],
  ['zh-Hans', DESKTOP, 'desktop'],
  ['zh-Hant', PHONE, 'phone'],
  ['vi', PHONE, 'phone'],
  ['pt', DESKTOP, 'desktop'],
]) {
  test(`${code} on a ${name}: translated, lines as text and arrows, the evaluation read; axe clean`, async () => {
    const { page, context, errors } = await openPage(harness.browser, { ...size, bypassCSP: true });
    try {
      await openBoard(page, `${harness.baseUrl}index.html?lang=${code}`);
      await waitFor(page, (s) => s.history.length === 1 && !s.thinking); // the computer's opening move
      const before = (await snapshot(page)).record;
      await openFromMenu(page);
      const words = WORDS[code];
      // Where the board is before any analysis came in: the words and the bar must not move it later.
      const boardBox = () => page.evaluate(() => JSON.stringify(document.querySelector('#analysis-view .anb-board').getBoundingClientRect()));
      const firstBox = await boardBox();
      assert.equal(await page.locator('#analysis-view-title').textContent(), words.title);
      // Focus starts at the title (from the view's first frame: page-view.js).
      await until(page, () => document.activeElement?.id === 'analysis-view-title', undefined, 'focus on the title');
      const s = await waitDepth(page, 4);
      assert.equal(await boardBox(), firstBox, 'the board did not move as the evaluation came in');
      // The lines: a real list, each item's text naming its first move (the arrow's text equivalent).
      const lines = s.lines.split(' ');
      assert.equal(lines.length, 3);
      assert.equal(s.arrows, s.lines);
      assert.equal(await page.locator('#analysis-view ol.anb-lines > li').count(), 3);
      for (const [i, text] of s.lineTexts.entries()) {
        assert.ok(text.includes(lines[i]), text);
        assert.match(text, words.side, text);
      }
      assert.match(await page.locator('#analysis-view .anb-eval-text').textContent(), words.side);
      assert.match(await page.locator('#analysis-view .anb-depth').textContent(), words.depth);
      await page.click('#analysis-view .anb-read');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#analysis-view [role="status"]').textContent), words.read.source);
      // No English left in the view (square names and moves aside).
      const text = await page.locator('#analysis-view').innerText();
      assert.doesNotMatch(text, /\b(Analysis|Depth|Best|Moves|Start|Stop|Read|Attackers|Defenders|Evaluation|Back)\b/, text);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.missing ?? '0'), '0');

      await page.evaluate(() => document.querySelector('#analysis-view .anb-board').scrollIntoView({ block: 'start' }));
      await shot(page, `anboard-${code}-${name}`);
      await page.evaluate(() => document.querySelector('#analysis-view .anb-lines').scrollIntoView({ block: 'start' }));
      await shot(page, `anboard-${code}-${name}-lines`);

      const serious = await axe(page);
      assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
      await page.click('#analysis-view .page-view-close');
      assert.equal((await snapshot(page)).record, before);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('English on a desktop and a phone: screenshots', async () => {
  for (const [size, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    const { page, context, errors } = await openPage(harness.browser, size);
    try {
      await openBoard(page, `${harness.baseUrl}index.html?lang=en`);
      await waitFor(page, (s) => s.history.length === 1 && !s.thinking);
      await openFromMenu(page);
      await waitDepth(page, 4);
      await shot(page, `anboard-en-${name}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('page-view.js: the page behind is inert, keys stay in the view (also with the focus on no element), Escape closes it, focus returns', async () => {
  const { page, context, errors } = await openPage(harness.browser, DESKTOP);
  try {
    await openBoard(page, `${harness.baseUrl}index.html`);
    await waitFor(page, (s) => s.history.length === 1 && !s.thinking);
    await page.focus('#new-game');
    await page.evaluate(async () => {
      const { openPageView } = await import('/page-view.js');
      window.viewClosed = 0;
      const v = openPageView({ id: 'test-view', title: 'A view', closeLabel: 'Close', onClose: () => (window.viewClosed += 1) });
      const b = document.createElement('button');
      b.id = 'inside';
      b.textContent = 'Inside';
      v.body.append(b);
    });
    await until(page, () => document.activeElement?.id === 'test-view-title', undefined, 'focus on the title');
    assert.deepEqual(await page.evaluate(() => ['header', 'main', '#skip-link'].map((sel) => document.querySelector(sel).inert)), [true, true, true]);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('page-view-open')), true);
    // Tab moves within the view only (the page behind cannot take focus).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement === document.body || document.getElementById('test-view').contains(document.activeElement)), true);
    }
    // The page's own keys do not reach the page: ← would browse its game.
    await page.focus('#inside');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await snapshot(page)).viewPly, null);
    // Nor with the focus on no element (a tap on the view's background): ← and F stay in the view, Escape closes it.
    const before = await snapshot(page);
    await page.evaluate(() => document.activeElement.blur());
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('f');
    const after = await snapshot(page);
    assert.deepEqual([after.viewPly, after.flipped], [null, before.flipped]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#test-view', { state: 'detached' });
    assert.equal(await page.evaluate(() => window.viewClosed), 1);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-game', 'focus back where it was');
    assert.deepEqual(await page.evaluate(() => ['header', 'main', '#skip-link'].map((sel) => document.querySelector(sel).inert)), [false, false, false]);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('page-view-open')), false);

    // Escape while the focus is on a board grid inside a view belongs to the board: the view stays.
    await openFromMenu(page);
    await waitView(page, (v) => v.ply === '1');
    await page.focus('#analysis-view [role="grid"] [tabindex="0"]');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#analysis-view').count(), 1);
    await page.focus('#analysis-view .anb-read');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#analysis-view', { state: 'detached' });
    assert.equal((await viewState(page)), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
