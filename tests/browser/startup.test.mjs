// Start-up order (issue 13, item 10; the figures are tools/startup-bench.mjs's,
// no time is asserted here). With the engine's wasm held back by the test
// (the page is still loading), the board already shows:
// - a fresh page: the start position (the `hnef-board-painted` mark, before
//   the page is ready, before `hnef-interactive`);
// - a saved game in progress whose board the page remembered when it was
//   hidden: that board, never the start position;
// - a saved game in progress with nothing remembered: no pieces at all
//   until the engine is ready, then the saved position.
// Service workers are blocked so that the test's route sees the wasm.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { engine, newGame, openBoard, snapshot, waitFor, waitReady } from './page-helpers.mjs';
import { poll } from './poll.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' };
const { Game } = await engine();
const START = (() => {
  const game = new Game();
  const cells = Array.from(game.board()).join('');
  game.free();
  return cells;
})();

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Holds every request for the engine's wasm until `release()`. */
async function holdWasm(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/pkg/hnef_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Plays moves through the typed-move box. */
async function play(page, moves) {
  for (const move of moves) {
    const before = (await snapshot(page)).history.length;
    await page.fill('#typed-move', move);
    await page.press('#typed-move', 'Enter');
    await waitFor(page, (s, n) => s.history.length === n + 1, before);
  }
}

const marks = (page) =>
  page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0] ?? null;
    const paint = at('hnef-board-painted');
    return {
      paint: paint && { at: paint.startTime, ...paint.detail },
      interactive: at('hnef-interactive')?.startTime ?? null,
      state: document.getElementById('app').dataset.state,
      frames: window.hnefDebug?.snapshot().frames ?? 0,
    };
  });

test('a fresh page draws the start position before the engine is ready', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    const release = await holdWasm(page);
    await page.goto(harness.baseUrl);
    const early = await poll(async () => {
      const m = await marks(page);
      return m.paint ? m : null;
    }, { what: 'the first board paint' });
    assert.equal(early.state, 'loading', 'painted while the engine is still loading');
    assert.equal(early.paint.early, true);
    assert.equal(early.paint.cells, START);
    await screenshot(page, 'startup-before-ready-phone');
    release();
    await waitReady(page);
    const done = await poll(async () => {
      const m = await marks(page);
      return m.interactive !== null ? m : null;
    }, { what: 'the interactive mark' });
    assert.ok(done.paint.at < done.interactive, 'the board painted before the page was interactive');
    assert.deepEqual((await snapshot(page)).board.join(''), early.paint.cells, 'the start position it drew is the engine\'s');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a saved game in progress: its remembered board, or no pieces until ready; never the start position', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await openBoard(page, harness.baseUrl);
    await newGame(page, { mode: 'two-players' });
    await play(page, ['d1-d3', 'e5-e2']);
    const board = (await snapshot(page)).board.join('');
    assert.notEqual(board, START, 'the game moved on');

    // Leaving the page remembers its board (pagehide).
    await page.goto('about:blank');
    let release = await holdWasm(page);
    await page.goto(harness.baseUrl);
    const remembered = await poll(async () => {
      const m = await marks(page);
      return m.paint ? m : null;
    }, { what: 'the remembered board' });
    assert.equal(remembered.state, 'loading');
    assert.deepEqual([remembered.paint.early, remembered.paint.cells], [true, board]);
    release();
    await waitReady(page);
    assert.equal((await snapshot(page)).board.join(''), board);

    // Nothing remembered (another tab wrote the game, say): no pieces while loading.
    const fresh = await context.newPage();
    await fresh.addInitScript(() => localStorage.removeItem('hnef.preview'));
    release = await holdWasm(fresh);
    await fresh.goto(harness.baseUrl);
    // Frames are drawn (the empty board) while the engine is held, but none with pieces.
    await poll(async () => ((await marks(fresh)).frames >= 1 ? true : null), { what: 'a frame drawn while loading' });
    const waiting = await marks(fresh);
    assert.equal(waiting.state, 'loading');
    assert.equal(waiting.paint, null, 'no pieces drawn before the engine is ready');
    await screenshot(fresh, 'startup-in-progress-waiting-phone');
    release();
    await waitReady(fresh);
    const m = await poll(async () => {
      const x = await marks(fresh);
      return x.paint ? x : null;
    }, { what: 'the saved position' });
    assert.deepEqual([m.paint.early, m.paint.cells], [false, board]);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the page comes with its English words: an English start rewrites no translated text or attribute; another language does', async () => {
  const { page, context, errors } = await openPage(harness.browser, { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'en-US' });
  try {
    // Every write of a translated node's text or attribute, from before the page's first script:
    // `same` when it wrote what was there (a translation the page already had).
    await page.addInitScript(() => {
      const writes = [];
      Object.defineProperty(window, '__i18nWrites', { value: writes });
      const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
      Object.defineProperty(Node.prototype, 'textContent', {
        ...text,
        set(value) {
          if (this instanceof Element && this.hasAttribute('data-i18n')) writes.push({ key: this.getAttribute('data-i18n'), same: this.textContent === String(value) });
          text.set.call(this, value);
        },
      });
      // The header's boxes the moment the page is ready (before it lists every language).
      new MutationObserver((records, observer) => {
        if (document.getElementById('app')?.dataset.state !== 'ready') return;
        observer.disconnect();
        window.__headerAtReady = ['lang-select', 'rules-link', 'menu-button'].map((id) => JSON.stringify(document.getElementById(id).getBoundingClientRect()));
        window.__optionsAtReady = document.getElementById('lang-select').options.length;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name, value) {
        if (this.hasAttribute('data-i18n-attr') && this.getAttribute('data-i18n-attr').includes(`${name}:`)) {
          writes.push({ key: `${name}@${this.id || this.tagName}`, same: this.getAttribute(name) === String(value) });
        }
        return setAttribute.call(this, name, value);
      };
    });
    await page.goto(harness.baseUrl);
    await waitReady(page);
    const first = await page.evaluate(() => ({
      same: window.__i18nWrites.filter((w) => w.same).map((w) => w.key),
      changed: window.__i18nWrites.filter((w) => !w.same).map((w) => w.key),
      menu: document.querySelector('[data-menu="puzzles"]').textContent,
      label: document.getElementById('menu-button').getAttribute('aria-label'),
      languages: [...document.getElementById('lang-select').options].map((o) => `${o.value}${o.selected ? '*' : ''}`),
      header: window.__headerAtReady,
      optionsAtReady: window.__optionsAtReady,
    }));
    assert.deepEqual(first.same, [], 'English came with the page: nothing written again');
    assert.deepEqual(first.changed, ['app.loading'], 'only the loading line changed (to Ready)');
    assert.equal(first.menu, 'Puzzles');
    assert.equal(first.label, 'Menu');
    assert.ok(first.languages.join() === 'en*' || first.languages.length === 6, first.languages.join());
    assert.equal(first.optionsAtReady, 1, 'ready with the active language listed only');
    // Every language is listed once the page is interactive.
    const listed = await poll(() => page.evaluate(() => {
      const codes = [...document.getElementById('lang-select').options].map((o) => `${o.value}${o.selected ? '*' : ''}`);
      return codes.length === 6 ? codes : null;
    }), { what: 'the language list' });
    assert.deepEqual(listed, ['en*', 'zh-Hans', 'zh-Hant', 'ru', 'vi', 'pt']);
    // Listing them moved nothing in the header.
    const header = await page.evaluate(() => ['lang-select', 'rules-link', 'menu-button'].map((id) => JSON.stringify(document.getElementById(id).getBoundingClientRect())));
    assert.deepEqual(header, first.header, 'the header stays where it was');
    await page.selectOption('#lang-select', 'ru');
    const ru = await poll(() => page.evaluate(() => (document.documentElement.lang === 'ru' ? { writes: window.__i18nWrites.filter((w) => !w.same).length, menu: document.querySelector('[data-menu="puzzles"]').textContent } : null)), { what: 'Russian' });
    assert.ok(ru.writes > 100, `${ru.writes} writes for Russian`);
    assert.notEqual(ru.menu, 'Puzzles');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('another language: the English words the page comes with stay hidden until its own are in; English pages never hide them', async () => {
  const { page, context, errors } = await openPage(harness.browser, { ...PHONE, locale: 'ru-RU' });
  try {
    // The Russian table is held back: the page is painted meanwhile.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/i18n/ru.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(harness.baseUrl);
    await poll(() => page.evaluate(() => performance.getEntriesByName('hnef-board-painted').length > 0), { what: 'the first paint' });
    const waiting = await page.evaluate(() => ({
      mark: document.documentElement.getAttribute('data-words'),
      menu: getComputedStyle(document.querySelector('[data-menu="puzzles"]')).visibility,
      rules: getComputedStyle(document.getElementById('rules-link')).visibility,
      board: getComputedStyle(document.getElementById('board')).visibility,
    }));
    assert.deepEqual(waiting, { mark: 'pending', menu: 'hidden', rules: 'hidden', board: 'visible' });
    release();
    await waitReady(page);
    const done = await page.evaluate(() => ({
      mark: document.documentElement.getAttribute('data-words'),
      rules: getComputedStyle(document.getElementById('rules-link')).visibility,
      text: document.getElementById('rules-link').textContent,
    }));
    assert.equal(done.mark, null);
    assert.equal(done.rules, 'visible');
    assert.notEqual(done.text, 'How to play');
    // English: never marked.
    const en = await context.newPage();
    await en.goto(`${harness.baseUrl}?lang=en`);
    await waitReady(en);
    assert.equal(await en.evaluate(() => document.documentElement.getAttribute('data-words')), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the board the first-frame script drew is kept: the page mounts its board without drawing it again', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    // Every clear of the board's canvas (each drawBoard starts with one), from before the first script.
    await page.addInitScript(() => {
      const clears = [];
      Object.defineProperty(window, '__boardClears', { value: clears });
      const clearRect = CanvasRenderingContext2D.prototype.clearRect;
      CanvasRenderingContext2D.prototype.clearRect = function (...args) {
        if (this.canvas?.id === 'board') clears.push(performance.now());
        return clearRect.apply(this, args);
      };
    });
    await page.goto(harness.baseUrl);
    await waitReady(page);
    const r = await poll(() => page.evaluate(() => {
      const interactive = performance.getEntriesByName('hnef-interactive')[0]?.startTime;
      if (interactive === undefined) return null;
      const painted = performance.getEntriesByName('hnef-board-painted')[0];
      return { early: painted?.detail?.early, before: window.__boardClears.filter((t) => t <= interactive).length };
    }), { what: 'the interactive mark' });
    // One draw (the first-frame script's); the renderer's own theme and
    // layout give the same picture, so mounting the board draws nothing.
    assert.deepEqual(r, { early: true, before: 1 });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('start-up text uses the type scale only: three sizes, two weights, one family (each other one is a font lookup)', async () => {
  for (const [options, lang] of [[PHONE, 'en'], [PHONE, 'ru'], [PHONE, 'zh-Hans'], [{ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' }, 'en']]) {
    const { page, context, errors } = await openPage(harness.browser, options);
    try {
      await page.goto(`${harness.baseUrl}?lang=${lang}`);
      await waitReady(page);
      const fonts = await page.evaluate(() => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const found = new Map();
        const note = (el, what) => {
          const s = getComputedStyle(el);
          const key = JSON.stringify([s.fontFamily, s.fontWeight, s.fontStyle, Math.round((parseFloat(s.fontSize) / rem) * 100) / 100]);
          if (!found.has(key)) found.set(key, what);
        };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!n.textContent.trim() || !el || el.closest('script, style, template') || !el.getClientRects().length) continue;
          note(el, n.textContent.trim().slice(0, 30));
        }
        for (const el of document.querySelectorAll('input, select, textarea, button')) if (el.getClientRects().length) note(el, `#${el.id}`);
        return [...found].map(([key, what]) => ({ ...Object.fromEntries(['family', 'weight', 'style', 'rem'].map((k, i) => [k, JSON.parse(key)[i]])), what }));
      });
      const bodyFamily = fonts[0]?.family;
      for (const f of fonts) {
        const where = `${lang} ${options.viewport.width}px: ${JSON.stringify(f)}`;
        assert.equal(f.family, bodyFamily, where);
        assert.ok(['400', '700'].includes(f.weight), where);
        assert.equal(f.style, 'normal', where);
        assert.ok([0.9, 1, 1.2].includes(f.rem), where);
      }
      assert.ok(fonts.length >= 3, JSON.stringify(fonts));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
