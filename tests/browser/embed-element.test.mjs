// <hnef-board> on a host page of its own: malformed attributes show an
// error inside the element and never throw into the page; several elements
// share one engine load but each has its own AI worker, ended on
// disconnect; attribute changes after connection take effect.
//
// The host pages are files in a temporary folder next to a symlink to www/,
// served from loopback like any site that copies the component.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tools/serve.mjs';
import { until } from './poll.mjs';
import { openPage, startHarness } from './harness.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const START = '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a';

let harness;
let server;
let root;
before(async () => {
  harness = await startHarness();
  root = await mkdtemp(join(tmpdir(), 'hnef-element-host-'));
  await symlink(WWW, join(root, 'hnef'), 'dir');
  server = await startServer({ root, port: 0 });
});
after(async () => {
  await harness?.close();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

let pages = 0;
/** Serves `body` as a host page that loads the component and records `error` events. */
async function host(body, options = {}) {
  const file = `host-${(pages += 1)}.html`;
  await writeFile(
    join(root, file),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script>
  window.__errors = [];
  document.addEventListener('error', (e) => {
    if (e.target.localName === 'hnef-board') window.__errors.push({ id: e.target.id, message: e.detail.message });
  }, true);
</script>
<script type="module" src="hnef/hnef-board.js"></script>
<body>${body}</body></html>`,
  );
  const opened = await openPage(harness.browser, options);
  await opened.page.goto(`${server.url}${file}`);
  return opened;
}


function inside(page, id) {
  return page.evaluate((i) => {
    const el = document.getElementById(i);
    const error = el.shadowRoot.querySelector('.error');
    return {
      status: el.status,
      error: el.error,
      text: error.textContent,
      errorShown: !error.hidden && getComputedStyle(error).display !== 'none',
      canvasShown: getComputedStyle(el.shadowRoot.querySelector('canvas')).display !== 'none',
      elements: el.shadowRoot.querySelectorAll('img, script, iframe').length,
    };
  }, id);
}

test('malformed attributes show an error inside the element and never throw into the page', async () => {
  const evil = '&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt; not a position';
  const { page, context, errors } = await host(`
    <hnef-board id="bad-pos" position="${evil}"></hnef-board>
    <hnef-board id="bad-record" record="1. d1-d3 h6-h3 2. d3-d11"></hnef-board>
    <hnef-board id="bad-enum" interactive="sometimes" size="12"></hnef-board>
    <hnef-board id="bad-ruleset" ruleset="chess"></hnef-board>
    <hnef-board id="good" position="${START}" size="200"></hnef-board>`);
  try {
    await until(
      page,
      () => [...document.querySelectorAll('hnef-board')].every((b) => b.status !== 'loading'),
      null,
      'every board loaded',
    );
    const pos = await inside(page, 'bad-pos');
    assert.equal(pos.status, 'error');
    assert.ok(pos.errorShown && !pos.canvasShown, 'the error replaces the board');
    assert.match(pos.text, /^hnef-board: the position attribute could not be read: /);
    assert.equal(pos.text, pos.error);
    assert.equal(pos.elements, 0, 'the input never became markup');
    assert.equal(await page.evaluate(() => window.__pwned ?? null), null);

    const rec = await inside(page, 'bad-record');
    assert.equal(rec.status, 'error');
    assert.match(rec.text, /the record attribute could not be read: .*d3-d11/);

    const enums = await inside(page, 'bad-enum');
    assert.equal(enums.status, 'error');
    assert.match(enums.text, /interactive: expected one of none, both, attackers, defenders, got "sometimes"/);
    assert.match(enums.text, /size: expected a number of pixels from 120 to 4000, got "12"/);

    assert.match((await inside(page, 'bad-ruleset')).text, /ruleset: unknown ruleset "chess"/);
    assert.equal((await inside(page, 'good')).status, 'ready');
    assert.deepEqual(
      (await page.evaluate(() => window.__errors)).map((e) => e.id).sort(),
      ['bad-enum', 'bad-pos', 'bad-record', 'bad-ruleset'],
    );

    // Fixing the attribute after connection brings the board back ...
    await page.evaluate((p) => document.getElementById('bad-pos').setAttribute('position', p), START);
    await until(page, () => document.getElementById('bad-pos').status === 'ready', null, 'the fixed board');
    const fixed = await inside(page, 'bad-pos');
    assert.ok(!fixed.errorShown && fixed.canvasShown);
    assert.equal(await page.evaluate(() => document.getElementById('bad-pos').position), START);
    // ... and breaking it again shows the error again, still without throwing.
    await page.evaluate(() => {
      document.getElementById('good').setAttribute('position', 'k');
      document.getElementById('good').setAttribute('record', '[ruleset:nope]');
    });
    const broken = await inside(page, 'good');
    assert.equal(broken.status, 'error');
    assert.match(broken.text, /record attribute could not be read/);

    // The methods throw an Error to their caller and change nothing.
    const thrown = await page.evaluate(() => {
      const el = document.getElementById('bad-pos');
      const out = [];
      for (const f of [() => el.load('xx/yy a'), () => el.play('d1-d9'), () => el.play('nonsense'), () => el.load({})]) {
        try {
          f();
          out.push('no error');
        } catch (err) {
          out.push(err instanceof Error ? err.message : 'not an Error');
        }
      }
      return { out, position: el.position, status: el.status };
    });
    assert.equal(thrown.out.length, 4);
    for (const m of thrown.out) assert.ok(m !== 'no error' && m !== 'not an Error', m);
    assert.equal(thrown.position, START);
    assert.equal(thrown.status, 'ready');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('several boards: one engine load, a worker each, ended on disconnect', async () => {
  const { page, context, errors } = await host(`
    <hnef-board id="a" interactive="defenders" ai="easy" size="220"></hnef-board>
    <hnef-board id="b" interactive="defenders" ai="easy" size="220"></hnef-board>
    <hnef-board id="c" size="220"></hnef-board>
    <hnef-board id="d" record="d1-d3 h6-h3" size="220"></hnef-board>`);
  try {
    // The computer plays the attackers on a and b and moves first on each.
    await until(
      page,
      () => ['a', 'b'].every((id) => document.getElementById(id).plies === 1 && !document.getElementById(id).thinking),
      null,
      'both computers to move',
    );
    // The page itself fetched the engine once for all four boards.
    const wasm = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/hnef_bg.wasm')).length,
    );
    assert.equal(wasm, 1);
    const live = page.workers();
    assert.equal(live.length, 2, 'a worker for each board with a computer, none for the others');
    // Which worker is a's is not known from outside: wait for either to close.
    let closedCount = 0;
    const closed = new Promise((resolve) => {
      for (const w of live) {
        w.once('close', () => {
          closedCount += 1;
          resolve(true);
        });
      }
    });
    await page.evaluate(() => document.getElementById('a').remove());
    // A guard against a hang only (not a timing assertion): a removed board's worker closes.
    const guard = new Promise((resolve) => setTimeout(() => resolve(false), 60_000).unref());
    assert.equal(await Promise.race([closed, guard]), true, "the removed board's worker closed");
    assert.equal(page.workers().length, 1);
    // The other board still plays: a defenders' move by the API, the computer answers.
    await page.evaluate(() => document.getElementById('b').play('h6-h3'));
    await until(page, () => document.getElementById('b').plies === 3, null, 'the answer on b');
    assert.equal(closedCount, 1, "only the removed board's worker closed");
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('attribute changes after connection: orientation, coordinates, size, theme, ply, interactive', async () => {
  const { page, context, errors } = await host(
    `<div style="width: 500px"><hnef-board id="x" record="d1-d3 h6-h3 d3-d1 h3-h6"></hnef-board></div>`,
    { colorScheme: 'light' },
  );
  try {
    await until(page, () => document.getElementById('x').status === 'ready', null, 'ready');
    const state = () =>
      page.evaluate(() => {
        const el = document.getElementById('x');
        return {
          ply: el.ply,
          flipped: el.flipped,
          width: Math.round(el.shadowRoot.querySelector('canvas').getBoundingClientRect().width),
          colour: getComputedStyle(el.shadowRoot.querySelector('.counter')).color,
          counter: el.shadowRoot.querySelector('.counter').textContent,
        };
      });
    // A record on a board nobody plays opens at its start; fluid: the container's width.
    assert.deepEqual(await state(), { ply: 0, flipped: false, width: 500, colour: 'rgb(107, 90, 69)', counter: '0 / 4' });
    const a1 = await page.evaluate(() => document.getElementById('x').squareCentre('a1'));
    await page.evaluate(() => {
      const el = document.getElementById('x');
      el.setAttribute('orientation', 'defenders');
      el.setAttribute('size', '300');
      el.setAttribute('theme', 'dark');
      el.setAttribute('ply', '3');
    });
    const after = await state();
    assert.deepEqual(after, { ply: 3, flipped: true, width: 300, colour: 'rgb(185, 172, 149)', counter: '3 / 4' });
    const a1Flipped = await page.evaluate(() => document.getElementById('x').squareCentre('a1'));
    assert.ok(a1Flipped.y < a1.y, 'a1 is at the top when flipped');
    assert.equal(await page.evaluate(() => document.getElementById('x').flip()), false);
    // interactive: a press now selects and a second press moves.
    await page.evaluate(() => document.getElementById('x').setAttribute('interactive', 'both'));
    await page.evaluate(() => document.getElementById('x').setAttribute('ply', 'last'));
    const centre = (sq) => page.evaluate((s) => document.getElementById('x').squareCentre(s), sq);
    for (const sq of ['d1', 'd2']) {
      const c = await centre(sq);
      await page.mouse.click(c.x, c.y);
    }
    assert.deepEqual(await page.evaluate(() => document.getElementById('x').history), ['d1-d3', 'h6-h3', 'd3-d1', 'h3-h6', 'd1-d2']);
    // coordinates off: the layout changes (the band goes), so a1 moves left.
    const before = await centre('a1');
    await page.evaluate(() => document.getElementById('x').setAttribute('coordinates', 'off'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const without = await centre('a1');
    assert.ok(without.x < before.x, `a1 moves left without coordinates (${without.x} < ${before.x})`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('resign(side): through the engine, a gameover event, the record says who resigned; shown as text', async () => {
  const { page, context, errors } = await host('<hnef-board id="b" interactive="attackers" ai="easy"></hnef-board><hnef-board id="two" interactive></hnef-board>');
  try {
    await until(page, () => [...document.querySelectorAll('hnef-board')].every((b) => b.status === 'ready'), null, 'ready');
    await page.evaluate(() => {
      window.__over = [];
      document.addEventListener('gameover', (e) => window.__over.push({ id: e.target.id, detail: e.detail }));
    });
    // Bad input throws and changes nothing.
    const bad = await page.evaluate(() =>
      ['vikings', 7, { toString: 1 }].map((side) => {
        try {
          document.getElementById('b').resign(side);
          return 'no error';
        } catch (err) {
          return err.message;
        }
      }),
    );
    for (const message of bad) assert.match(message, /resign: expected 'attackers' or 'defenders'/);
    // Against the computer, without a side: the visitor's side resigns.
    const detail = await page.evaluate(() => document.getElementById('b').resign());
    assert.deepEqual([detail.status, detail.reason, detail.winner, detail.plies], ['defenders_win', 'resignation', 'defenders', 0]);
    assert.match(detail.record, /\[result:defenders_win\]\n\[reason:resignation\]\n/);
    const state = await page.evaluate(() => {
      const b = document.getElementById('b');
      return { outcome: b.outcome, record: b.record, thinking: b.thinking, status: b.shadowRoot.querySelector('.status').textContent };
    });
    assert.deepEqual(state.outcome, { status: 'defenders_win', reason: 'resignation', winner: 'defenders' });
    assert.equal(state.record, detail.record);
    assert.equal(state.status, 'Defenders win. The attackers resigned.', 'the page\'s words (i18n/en.js)');
    assert.equal(state.thinking, false);
    // Two visitors: the named side resigns after a move; the record loads back as resigned.
    const two = await page.evaluate(() => {
      const b = document.getElementById('two');
      b.play('d1-d3');
      const d = b.resign('defenders');
      let again;
      try {
        b.resign('attackers');
      } catch (err) {
        again = err.message;
      }
      b.load({ record: d.record });
      return { d, again, outcome: b.outcome, plies: b.plies };
    });
    assert.deepEqual([two.d.winner, two.d.plies], ['attackers', 1]);
    assert.match(two.again, /the game is over/);
    assert.deepEqual(two.outcome, { status: 'attackers_win', reason: 'resignation', winner: 'attackers' });
    assert.equal(two.plies, 1);
    const over = await page.evaluate(() => window.__over.map((o) => `${o.id}:${o.detail.reason}`));
    assert.deepEqual(over, ['b:resignation', 'two:resignation']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
