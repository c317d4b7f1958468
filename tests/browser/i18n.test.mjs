// The player's page in each of the six languages at phone width (360x740):
// no missing message, every translated element has text, no control wider
// than its box or the screen, screenshots in artifacts/i18n-<code>-phone.png
// (and of the new-game dialog). The language switch changes the page at once
// and is remembered in localStorage `hnef.lang`, shared with the rules page.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS } from '../../www/rules/core.js';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { snapshot, waitFor, waitReady } from './page-helpers.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Elements whose content is cut or that stick out of the screen; empty translated elements. */
function layoutProblems(scope) {
  return scope.evaluate((selector) => {
    const out = [];
    const root = document.querySelector(selector);
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
    for (const node of root.querySelectorAll('button, select, input, label, a, h1, h2, h3, p, legend, caption, th, .turn span')) {
      const r = node.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown
      if (getComputedStyle(node).opacity === '0') continue; // the file input under its visible label
      const name = `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''} "${(node.textContent || node.value || '').trim().slice(0, 30)}"`;
      if (r.left < -1 || r.right > vw + 1) out.push(`${name} outside the screen (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'auto' && node.tagName !== 'SELECT') {
        out.push(`${name} overflows its box (${node.scrollWidth} > ${node.clientWidth})`);
      }
    }
    for (const node of root.querySelectorAll('[data-i18n]')) {
      if (!node.textContent.trim()) out.push(`empty [data-i18n=${node.dataset.i18n}]`);
    }
    return out;
  }, 'body');
}

for (const code of LANGS) {
  test(`the page in ${code} at 360x740: every message, nothing overflows`, async () => {
    const { page, context, errors } = await openPage(harness.browser, PHONE);
    try {
      await page.goto(`${harness.baseUrl}?lang=${encodeURIComponent(code)}`);
      await waitReady(page);
      await waitFor(page, (s) => s.history.length === 1 && !s.thinking); // the computer's first move
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.missing), '0');
      assert.equal((await snapshot(page)).language, code);
      assert.equal(await page.locator('#lang-select').inputValue(), code);
      // A defenders' piece picked up: the hint and the live region speak the language too.
      await page.evaluate(() => document.querySelector('[role="gridcell"][data-square="e5"]').click());
      await waitFor(page, (s) => s.selected === 'e5');
      const live = await page.locator('#live').textContent();
      assert.ok(live.includes('e5'), live);
      assert.deepEqual(await layoutProblems(page), []);
      await screenshot(page, `i18n-${code}-phone`);

      // The new-game dialog.
      await page.click('#new-game');
      await page.locator('#new-game-dialog').waitFor({ state: 'visible' });
      const dialog = await page.evaluate(() => {
        const d = document.getElementById('new-game-dialog');
        const box = d.getBoundingClientRect();
        const out = [];
        for (const node of d.querySelectorAll('button, select, label, legend, h2')) {
          const r = node.getBoundingClientRect();
          if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`${node.tagName} "${node.textContent.trim()}" outside the dialog`);
          if (node.scrollWidth > node.clientWidth + 1 && node.tagName !== 'SELECT') out.push(`${node.tagName} "${node.textContent.trim()}" overflows`);
        }
        for (const node of d.querySelectorAll('[data-i18n]')) if (!node.textContent.trim()) out.push(`empty ${node.dataset.i18n}`);
        return out;
      });
      assert.deepEqual(dialog, []);
      await page.screenshot({ path: `${(await import('./harness.mjs')).ARTIFACTS_DIR}i18n-${code}-dialog.png` });
      await page.click('#new-cancel');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the language switch changes the page at once and is remembered (hnef.lang, shared with the rules page)', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    assert.equal(await page.locator('#new-game').textContent(), 'New game');
    await page.selectOption('#lang-select', 'ru');
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    assert.equal(await page.locator('#new-game').textContent(), 'Новая партия');
    assert.equal(await page.locator('#resign').textContent(), 'Сдаться');
    assert.equal(await page.evaluate(() => localStorage.getItem('hnef.lang')), 'ru');
    // Remembered on reload, and the rules page opens in the same language.
    await page.reload();
    await waitReady(page);
    assert.equal(await page.locator('#new-game').textContent(), 'Новая партия');
    await page.goto(`${harness.baseUrl}rules.html`);
    await page.waitForFunction(() => document.documentElement.dataset.missing !== undefined);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    // And back: a choice made on the rules page holds on the game page.
    await page.evaluate(() => localStorage.setItem('hnef.lang', 'zh-Hant'));
    await page.goto(harness.baseUrl);
    await waitReady(page);
    assert.equal(await page.locator('#new-game').textContent(), '新對局');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the browser language picks the page language when nothing is stored', async () => {
  for (const [locale, code] of [
    ['pt-BR', 'pt'],
    ['zh-TW', 'zh-Hant'],
    ['vi-VN', 'vi'],
    ['de-DE', 'en'],
  ]) {
    const { page, context, errors } = await openPage(harness.browser, { locale });
    try {
      await page.goto(harness.baseUrl);
      await waitReady(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), code, locale);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
