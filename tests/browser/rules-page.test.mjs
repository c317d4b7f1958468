// The rules page in every language at phone width: no missing key, every
// diagram drawn, no horizontal overflow, anchors and table of contents wired;
// the language switch works and is remembered; the browser's language is
// honoured. Screenshots go to artifacts/rules-<lang>-360.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { LANGS, STORAGE_KEY } from '../../www/rules/core.js';
import { CLASSIC, COPENHAGEN, DIAGRAMS } from '../../www/rules/diagrams.js';

const PHONE = { width: 360, height: 740 };
const content = Object.fromEntries(
  await Promise.all(LANGS.map(async (code) => [code, (await import(`../../www/rules/${code}.js`)).default])),
);

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Loads the rules page and waits until it has been built. */
async function load(page, query = '') {
  await page.goto(`${harness.baseUrl}rules.html${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.missing !== undefined);
}

for (const code of LANGS) {
  test(`rules page in ${code} at 360 px`, async () => {
    const { page, context, errors } = await openPage(harness.browser, { viewport: PHONE });
    try {
      await load(page, `?lang=${encodeURIComponent(code)}`);
      const facts = await page.evaluate(() => {
        const root = document.documentElement;
        const width = window.innerWidth;
        const overflowing = [];
        for (const el of document.body.querySelectorAll('*')) {
          if (el.closest('.skip') || el.closest('svg')) continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          if (box.left < -0.5 || box.right > width + 0.5) {
            overflowing.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}..${Math.round(box.right)}`);
          }
        }
        const svgs = [...document.querySelectorAll('figure svg.diagram')];
        return {
          lang: root.lang,
          missing: root.dataset.missing,
          scrollWidth: document.scrollingElement.scrollWidth,
          width,
          overflowing,
          title: document.title,
          h1: document.querySelector('h1')?.textContent,
          diagrams: svgs.map((svg) => ({
            id: svg.closest('figure').dataset.figure,
            label: svg.getAttribute('aria-label'),
            role: svg.getAttribute('role'),
            pieces: svg.querySelectorAll('.d-piece').length,
            width: svg.getBoundingClientRect().width,
            caption: svg.closest('figure').querySelector('figcaption')?.textContent ?? '',
          })),
          headings: [...document.querySelectorAll('main section > h2, main section > h3')].map((h) => ({
            id: h.id,
            anchor: h.querySelector('a.anchor')?.getAttribute('href'),
            anchorLabel: h.querySelector('a.anchor')?.getAttribute('aria-label') ?? '',
          })),
          tocTargets: [...document.querySelectorAll('nav.toc a')].map((a) => a.getAttribute('href')),
          back: document.querySelector('header a.back')?.getAttribute('href'),
          select: document.querySelector('select#lang')?.value,
          codes: [...document.querySelectorAll('main code')].map((c) => c.textContent),
        };
      });
      assert.equal(facts.missing, '0', 'no key falls back to English');
      assert.equal(facts.lang, content[code].meta.htmlLang);
      assert.equal(facts.title, content[code].ui.title);
      assert.equal(facts.h1, content[code].ui.heading);
      assert.equal(facts.select, code);
      assert.equal(facts.back, './');
      assert.ok(facts.scrollWidth <= facts.width, `page is ${facts.scrollWidth} px wide at ${facts.width}`);
      assert.deepEqual(facts.overflowing, [], 'no element sticks out of the viewport');

      assert.deepEqual(facts.diagrams.map((d) => d.id).sort(), Object.keys(DIAGRAMS).sort(), 'every diagram drawn once');
      for (const d of facts.diagrams) {
        assert.equal(d.role, 'img');
        assert.equal(d.label, content[code].figures[d.id].alt, `${d.id} alt text`);
        assert.ok(d.caption.length > 0, `${d.id} caption`);
        assert.ok(d.pieces > 0, `${d.id} draws pieces`);
        assert.ok(d.width > 150 && d.width <= facts.width, `${d.id} is ${d.width} px wide`);
      }

      const ids = new Set(facts.headings.map((h) => h.id));
      for (const h of facts.headings) {
        assert.equal(h.anchor, `#${h.id}`, `heading ${h.id} has an anchor`);
        assert.ok(h.anchorLabel.startsWith(content[code].ui.anchor), `anchor label of ${h.id}`);
      }
      for (const target of facts.tocTargets) assert.ok(ids.has(target.slice(1)), `toc link ${target}`);
      assert.ok(facts.codes.includes(COPENHAGEN), 'shows the ruleset id');
      assert.ok(facts.codes.includes(CLASSIC), 'names the classic ruleset');

      await screenshot(page, `rules-${code}-360`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the language switch changes the page and is remembered', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: PHONE, locale: 'en-US' });
  try {
    await load(page, '?lang=en');
    assert.equal(await page.textContent('h1'), content.en.ui.heading);
    await page.selectOption('select#lang', 'ru');
    await page.waitForFunction(() => document.documentElement.dataset.lang === 'ru');
    assert.equal(await page.textContent('h1'), content.ru.ui.heading);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'ru');
    assert.match(page.url(), /[?&]lang=ru\b/);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'lang', 'focus stays on the switch');

    // A later visit without ?lang= uses the stored choice.
    await load(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.lang), 'ru');
    assert.equal(await page.textContent('h1'), content.ru.ui.heading);

    // ?lang= wins over the stored choice.
    await load(page, '?lang=vi');
    assert.equal(await page.textContent('h1'), content.vi.ui.heading);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const [locale, code] of [
  ['pt-BR', 'pt'],
  ['zh-TW', 'zh-Hant'],
  ['zh-CN', 'zh-Hans'],
  ['de-DE', 'en'],
]) {
  test(`with no choice stored, browser locale ${locale} gives ${code}`, async () => {
    const { page, context } = await openPage(harness.browser, { viewport: PHONE, locale });
    try {
      await load(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.lang), code);
    } finally {
      await context.close();
    }
  });
}

test('a stored value the main page wrote picks the language', async () => {
  const { page, context } = await openPage(harness.browser, { viewport: PHONE, locale: 'en-US' });
  try {
    await page.goto(`${harness.baseUrl}rules.html?lang=en`);
    await page.evaluate((key) => localStorage.setItem(key, 'zh-Hant'), STORAGE_KEY);
    await load(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.lang), 'zh-Hant');
  } finally {
    await context.close();
  }
});

test('an anchor in the URL opens at its section', async () => {
  const { page, context } = await openPage(harness.browser, { viewport: PHONE });
  try {
    await load(page, '?lang=en#w2');
    const top = await page.evaluate(() => document.getElementById('w2').getBoundingClientRect().top);
    assert.ok(top >= -1 && top < 100, `#w2 is at ${top}`);
  } finally {
    await context.close();
  }
});
