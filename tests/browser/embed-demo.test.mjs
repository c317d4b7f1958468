// The embedding demo page (www/embed-demo.html): its three <hnef-board>
// elements render, the replay steps through its record exactly as the
// engine plays it, the playable board answers a move with the computer's,
// and ready / move / gameover events reach the host page; every code
// snippet shows all of its text (nothing hidden past its box, at phone and
// desktop widths) and EMBED.md is a link that loads, from the server and
// from the offline set. Screenshots of the page (desktop and phone, light
// and dark) go to artifacts/.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { until } from './poll.mjs';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { engine } from './page-helpers.mjs';
import { pageFiles } from '../../tools/page-files.mjs';

const DESKTOP = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const FILES = 'abcdefghijk';
const name = (i) => FILES[i % 11] + (Math.floor(i / 11) + 1);

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Records every board event and CSP violation from the first script on. */
async function recordEvents(context) {
  await context.addInitScript(() => {
    window.__events = [];
    window.__csp = [];
    for (const type of ['ready', 'move', 'gameover']) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName !== 'hnef-board') return;
        window.__events.push({ type, id: e.target.id, detail: JSON.parse(JSON.stringify(e.detail)) });
      });
    }
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** Waits for two animation frames (a requested redraw has happened). */
const frames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const events = (page) => page.evaluate(() => window.__events);


function boardsReady(page) {
  return until(
    page,
    () => {
      const all = [...document.querySelectorAll('hnef-board')];
      return all.length === 3 && all.every((b) => b.status === 'ready' && b.frames > 0) && window.__events.length >= 3;
    },
    null,
    'three ready boards',
  );
}

/** Each square's centre pixel on a board's canvas, classified from its colour. */
function pieceColours(page, id) {
  return page.evaluate((boardId) => {
    const el = document.getElementById(boardId);
    const canvas = el.shadowRoot.querySelector('canvas');
    const ctx = canvas.getContext('2d');
    const out = [];
    for (let i = 0; i < 121; i++) {
      const sq = 'abcdefghijk'[i % 11] + (Math.floor(i / 11) + 1);
      const p = el.pixelCentre(sq);
      const [r, g, b] = ctx.getImageData(p.x, p.y, 1, 1).data;
      out.push([r, g, b]);
    }
    return { pixels: out, board: el.board, width: canvas.width };
  }, id);
}

// A red attacker, a pale-blue defender or the king's gold crown at a
// square's centre; the wooden squares are none of these.
function assertDrawn({ pixels, board, width }, label) {
  assert.ok(width > 100, `${label}: canvas has a backing store (${width})`);
  let pieces = 0;
  for (let i = 0; i < 121; i++) {
    const [r, g, b] = pixels[i];
    const attacker = r > g + 60 && r > b + 60;
    const defender = b > r + 20;
    if (board[i] === 1) assert.ok(attacker, `${label}: attacker drawn on ${name(i)} (${pixels[i]})`);
    else if (board[i] === 2) assert.ok(defender, `${label}: defender drawn on ${name(i)} (${pixels[i]})`);
    else if (board[i] === 0) assert.ok(!attacker && !defender, `${label}: ${name(i)} drawn empty (${pixels[i]})`);
    if (board[i]) pieces += 1;
  }
  assert.ok(pieces > 10, `${label}: has pieces`);
}

test('the demo page: three boards render, the replay steps, the computer answers, events reach the host', async () => {
  const { Game } = await engine();
  // Reduced motion: no slides or fades, so a drawn frame shows the position at once.
  const { page, context, errors } = await openPage(harness.browser, { ...DESKTOP, reducedMotion: 'reduce' });
  try {
    await recordEvents(context);
    await page.goto(`${harness.baseUrl}embed-demo.html`);
    await boardsReady(page);

    // ready reached the host once per board, with plain-data detail.
    const ready = (await events(page)).filter((e) => e.type === 'ready');
    assert.deepEqual(ready.map((e) => e.id).sort(), ['diagram', 'play', 'replay']);
    const diagramReady = ready.find((e) => e.id === 'diagram').detail;
    assert.equal(diagramReady.position, '1a3aaa3/k2a1a5/da9/5d4a/2ad1dd3a/a5dd1aa/a3ddd3a/a4d4a/11/5a5/4aaaa3 a');
    assert.equal(diagramReady.plies, 0);

    // Every board is drawn: each piece of the engine's board at its square, and nothing elsewhere.
    for (const id of ['diagram', 'replay', 'play']) assertDrawn(await pieceColours(page, id), id);

    // --- The replay: it starts at the start and steps like the engine.
    const record = await page.evaluate(() => document.getElementById('replay').record);
    const full = Game.fromRecord(record);
    const plies = full.history().length;
    assert.equal(plies, 23);
    const positions = [full.position()];
    while (full.undo()) positions.unshift(full.position());
    full.free();
    const replayState = () =>
      page.evaluate(() => {
        const el = document.getElementById('replay');
        return { ply: el.ply, position: el.position, counter: el.shadowRoot.querySelector('.counter').textContent };
      });
    assert.deepEqual(await replayState(), { ply: 0, position: positions[0], counter: `0 / ${plies}` });
    const next = page.locator('#replay button[data-step="next"]');
    for (let n = 1; n <= 5; n++) {
      await next.click();
      assert.deepEqual(await replayState(), { ply: n, position: positions[n], counter: `${n} / ${plies}` });
    }
    await frames(page);
    assertDrawn(await pieceColours(page, 'replay'), 'replay at ply 5');
    await page.locator('#replay button[data-step="prev"]').click();
    assert.equal((await replayState()).position, positions[4]);
    // The keyboard, once the board has focus.
    await page.locator('#replay .board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal((await replayState()).position, positions[6]);
    await page.keyboard.press('End');
    assert.deepEqual(await replayState(), { ply: plies, position: positions[plies], counter: `${plies} / ${plies}` });
    assert.equal(await page.locator('#replay').locator('.status').textContent(), 'Attackers win. The king was captured.');
    await page.keyboard.press('Home');
    assert.equal((await replayState()).ply, 0);
    for (let n = 1; n <= plies; n++) await page.keyboard.press('ArrowRight');
    assert.equal((await replayState()).position, positions[plies]);
    assert.ok(await page.locator('#replay button[data-step="last"]').isDisabled());

    // --- The playable board: the visitor (attackers) moves d1-d3 by clicks; the computer answers.
    const click = async (id, sq) => {
      const c = await page.evaluate(([i, s]) => document.getElementById(i).squareCentre(s), [id, sq]);
      await page.mouse.click(c.x, c.y);
    };
    await click('play', 'd1');
    await click('play', 'd3');
    const afterAi = await until(
      page,
      () => {
        const el = document.getElementById('play');
        return el.plies === 2 && !el.thinking ? { history: el.history, position: el.position } : null;
      },
      null,
      'the computer to answer',
    );
    assert.equal(afterAi.history[0], 'd1-d3');
    const check = Game.fromRecord(afterAi.history.join(' '));
    assert.equal(check.position(), afterAi.position, 'the page position is the engine position after both moves');
    check.free();
    const moves = (await events(page)).filter((e) => e.type === 'move' && e.id === 'play');
    assert.equal(moves.length, 2);
    assert.deepEqual(
      moves.map((e) => [e.detail.side, e.detail.source, e.detail.ply]),
      [
        ['attackers', 'user', 1],
        ['defenders', 'ai', 2],
      ],
    );
    assert.equal(moves[0].detail.move, 'd1-d3');
    assert.equal(moves[1].detail.notation, afterAi.history[1]);
    await frames(page);
    assertDrawn(await pieceColours(page, 'play'), 'play after two moves');

    // --- gameover: load the replayed game one move before its end on the
    // playable board and make the capturing move by clicks.
    const before23 = Game.fromRecord(record);
    before23.undo();
    const text = before23.record();
    before23.free();
    await page.evaluate((t) => document.getElementById('play').load(t), text);
    await click('play', 'i4');
    await click('play', 'i9');
    const over = await until(
      page,
      () => window.__events.find((e) => e.type === 'gameover' && e.id === 'play'),
      null,
      'gameover',
    );
    assert.equal(over.detail.status, 'attackers_win');
    assert.equal(over.detail.reason, 'king_captured');
    assert.equal(over.detail.winner, 'attackers');
    assert.equal(over.detail.plies, 23);
    assert.match(over.detail.record, /\[result:attackers_win\]/);
    // A second load fired a second ready for the board.
    assert.equal((await events(page)).filter((e) => e.type === 'ready' && e.id === 'play').length, 2);
    assert.equal(await page.evaluate(() => document.getElementById('play').thinking), false);

    // Undo against the computer takes back to the visitor's turn.
    assert.equal(await page.evaluate(() => document.getElementById('play').undo()), 1);
    assert.equal(await page.evaluate(() => document.getElementById('play').outcome.status), 'ongoing');

    // The iframe on the demo page (same origin) said ready too.
    const log = await page.locator('#event-log').textContent();
    assert.match(log, /iframe ready/);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the snippets show all their text at phone and desktop widths; EMBED.md is a link that loads and is in the offline set', async () => {
  for (const [label, options] of [
    ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }],
  ]) {
    const { page, context, errors } = await openPage(harness.browser, options);
    try {
      await recordEvents(context);
      await page.goto(`${harness.baseUrl}embed-demo.html`);
      await boardsReady(page);
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('.snippet pre')].map((pre) => {
          const style = getComputedStyle(pre);
          const box = pre.getBoundingClientRect();
          const card = pre.closest('section').getBoundingClientRect();
          return {
            id: pre.querySelector('code').dataset.snippetFor,
            text: pre.textContent.length,
            wide: pre.scrollWidth - pre.clientWidth,
            tall: pre.scrollHeight - pre.clientHeight,
            overflow: [style.overflowX, style.overflowY],
            inCard: box.left >= card.left && box.right <= card.right && box.bottom <= card.bottom,
            copy: pre.parentElement.querySelector('button.copy').getBoundingClientRect().bottom <= box.top,
          };
        }),
      );
      assert.deepEqual(boxes.map((b) => b.id), ['diagram', 'replay', 'play', 'frame']);
      for (const b of boxes) {
        const what = `${label} ${b.id}`;
        assert.ok(b.text > 40, `${what}: the snippet has its code`);
        // Nothing past the box: no hidden width or height, whatever the overflow setting would do with it.
        assert.ok(b.wide <= 0, `${what}: ${b.wide}px of text past the right edge (overflow ${b.overflow})`);
        assert.ok(b.tall <= 0, `${what}: ${b.tall}px of text below the box (overflow ${b.overflow})`);
        assert.ok(b.inCard, `${what}: the box lies inside its card`);
        assert.ok(b.copy, `${what}: the Copy button covers no code`);
      }
      // The link to EMBED.md: a real link, it loads as text.
      const href = await page.evaluate(() => document.querySelector('footer a[href="EMBED.md"]')?.href ?? null);
      assert.equal(href, `${harness.baseUrl}EMBED.md`);
      const doc = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { status: r.status, type: r.headers.get('content-type'), start: (await r.text()).slice(0, 40) };
      }, href);
      assert.deepEqual(doc, { status: 200, type: 'text/markdown; charset=utf-8', start: '# Embedding a board: `<hnef-board>` and ' });
      if (label === 'phone') await screenshot(page, 'embed-demo-snippets-phone');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
  // Offline too: the page links it, so the offline set (sw.js) holds it.
  assert.ok(pageFiles().includes('EMBED.md'), 'EMBED.md is in the offline set');
});

test('screenshots of the demo page: desktop and phone, light and dark', async () => {
  for (const [label, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      const { page, context, errors } = await openPage(harness.browser, { ...options, colorScheme });
      try {
        await recordEvents(context);
        await page.goto(`${harness.baseUrl}embed-demo.html`);
        await boardsReady(page);
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `${label} ${colorScheme}: no horizontal overflow (${overflow}px)`);
        // The element's own colours follow the scheme.
        const text = await page.evaluate(() => {
          const status = document.getElementById('replay').shadowRoot.querySelector('.counter');
          return getComputedStyle(status).color;
        });
        if (colorScheme === 'dark') assert.equal(text, 'rgb(185, 172, 149)');
        else assert.equal(text, 'rgb(107, 90, 69)');
        await page.locator('#replay button[data-step="next"]').click();
        await until(page, () => document.querySelector('#frame')?.contentDocument?.querySelector('hnef-board')?.status === 'ready', null, 'the iframe');
        await screenshot(page, `embed-demo-${label}-${colorScheme}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  }
});
