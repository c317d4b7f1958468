// The phone header (issue 13 item 4): one bar at most 56 CSS px tall at
// 390 px in every language, nothing in it broken over two lines, the ruleset
// named in words (its id only in the records and the rules page), and a menu
// that works with the keyboard and a screen reader. Screenshots at 390x844
// and 1280x800, light and dark, in the long and the CJK languages.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { LANGS } from '../../www/rules/core.js';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { openBoard, waitFor } from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const RULESET = 'copenhagen-hnefatafl-11x11-2025-v1';
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now (every finding, not only the first three nodes). */
async function axe(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

/**
 * The header's box, and for each of its parts the number of line boxes its
 * text takes (a word or a name broken over two lines gives 2).
 */
function headerBoxes(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.topbar');
    const lines = (node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return tops.size;
    };
    const parts = {
      brand: document.querySelector('.brand span[data-i18n="app.name"]'),
      rules: document.getElementById('rules-link'),
      lang: document.getElementById('lang-select'),
      menu: document.getElementById('menu-button'),
    };
    const out = { height: bar.getBoundingClientRect().height, width: bar.scrollWidth, viewport: innerWidth, parts: {} };
    for (const [name, node] of Object.entries(parts)) {
      const r = node.getBoundingClientRect();
      out.parts[name] = { lines: lines(node), top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
    }
    return out;
  });
}

for (const code of LANGS) {
  test(`phone header (${code}): one bar of at most 56 px, nothing wrapped, the ruleset in words`, async () => {
    const { page, context, errors } = await openPage(harness.browser, PHONE);
    try {
      await openBoard(page, `${harness.baseUrl}?lang=${code}`);
      const box = await headerBoxes(page);
      assert.ok(box.height <= 56, `${code}: header ${box.height} px tall`);
      assert.ok(box.width <= box.viewport, `${code}: header ${box.width} px wide in a ${box.viewport} px screen`);
      for (const [name, part] of Object.entries(box.parts)) {
        assert.ok(part.lines <= 1, `${code}: ${name} takes ${part.lines} lines`);
        assert.ok(part.right <= box.viewport && part.left >= 0, `${code}: ${name} off the screen`);
        assert.ok(part.bottom <= box.height + 1, `${code}: ${name} below the bar`);
      }
      // One row: every part's middle within the bar's middle band.
      const middles = Object.values(box.parts).map((p) => (p.top + p.bottom) / 2);
      assert.ok(Math.max(...middles) - Math.min(...middles) < 12, `${code}: parts on one row (${middles})`);
      for (const name of ['rules', 'lang', 'menu']) {
        assert.ok(box.parts[name].width >= 44 && box.parts[name].height >= 44, `${code}: ${name} smaller than 44x44`);
      }
      // The ruleset in words; the id is nowhere in the page's text (the rules page and the records keep it).
      const text = await page.evaluate(() => document.body.innerText);
      assert.ok(!text.includes(RULESET), `${code}: the raw ruleset id is shown`);
      const name = await page.locator('#ruleset-name').textContent();
      assert.equal(await page.locator('#ruleset-name').getAttribute('data-ruleset'), RULESET);
      assert.ok(name.length > 0 && !name.includes(RULESET));
      const record = await page.evaluate(() => window.hnefDebug.snapshot().record);
      assert.match(record, new RegExp(`\\[ruleset:${RULESET}\\]`));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the menu: keyboard opens it, Tab reaches its items, Escape closes it; its items lead to the cards', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    const summary = page.locator('#menu-button');
    assert.equal(await summary.getAttribute('aria-label'), 'Menu');
    // A <summary> is a button to assistive technology, with its expanded state.
    const role = await page.evaluate(async () => {
      const s = document.getElementById('menu-button');
      return { tag: s.tagName, open: s.parentElement.open };
    });
    assert.deepEqual(role, { tag: 'SUMMARY', open: false });
    assert.equal(await page.locator('#menu-list').isVisible(), false);
    await summary.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#menu-list').isVisible(), true);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.menu), 'new-game');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#menu-list').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'menu-button', 'the focus goes back to the menu button');

    // Settings: the settings card comes into view with the focus on its first control.
    await page.click('#menu-button');
    const items = await page.locator('#menu-list > *').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map((r) => [r.width, r.height]));
    for (const [w, h] of items) assert.ok(w >= 44 && h >= 44, `menu item ${w}x${h}`);
    await page.click('#menu-list [data-menu="settings"]');
    assert.equal(await page.locator('#menu-list').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'hints-toggle');
    const top = await page.evaluate(() => document.getElementById('settings-card').getBoundingClientRect().top);
    assert.ok(top >= -1 && top < 844, `settings card at ${top}`);

    // A click outside closes it; New game opens the new-game dialog.
    await page.evaluate(() => scrollTo(0, 0));
    await page.click('#menu-button');
    // Outside: below the open menu (it grows with its items), on the page.
    const menu = await page.locator('#menu-list').boundingBox();
    await page.mouse.click(200, Math.min(830, menu.y + menu.height + 40));
    assert.equal(await page.locator('#menu-list').isVisible(), false);
    assert.equal(await page.locator('.page-view').count(), 0, 'the click opened nothing');
    await page.click('#menu-button');
    await page.click('#menu-list [data-menu="new-game"]');
    assert.equal(await page.locator('#new-game-dialog').isVisible(), true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const code of LANGS) {
  test(`axe (${code}): the open menu, light, and the import dialog, dark`, async () => {
    for (const scheme of ['light', 'dark']) {
      const { page, context, errors } = await openPage(harness.browser, { ...PHONE, colorScheme: scheme, bypassCSP: true });
      try {
        await openBoard(page, `${harness.baseUrl}?lang=${code}`);
        if (scheme === 'light') {
          await page.click('#menu-button');
        } else {
          await page.fill('#import-text', '11/11/a10/11/11/11/k4a5/11/11/3aa6/2add6 d');
          await page.click('#import-record');
          if (await page.locator('#confirm-dialog').isVisible()) await page.click('#confirm-yes');
          await page.check('#import-dialog input[value="computer"]');
        }
        const serious = await axe(page);
        assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  });
}

test('screenshots: ru, pt, vi, zh-Hant at 390x844 and 1280x800, light and dark', async () => {
  for (const code of ['ru', 'pt', 'vi', 'zh-Hant']) {
    for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      for (const scheme of ['light', 'dark']) {
        const { page, context, errors } = await openPage(harness.browser, { ...options, colorScheme: scheme });
        try {
          await openBoard(page, `${harness.baseUrl}?lang=${code}`);
          await waitFor(page, (s) => s.language === code);
          await screenshot(page, `page-header-${code}-${size}-${scheme}`);
          if (size === 'phone') {
            await page.click('#menu-button');
            await screenshot(page, `page-header-${code}-${size}-${scheme}-menu`);
          }
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      }
    }
  }
});
