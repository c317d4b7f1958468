// <hnef-board> on a host page of its own: malformed attributes show an
// error inside the element and never throw into the page; several elements
// share one engine load but each has its own AI worker, ended on
// disconnect; attribute changes after connection take effect; the page's
// sound cues with `sound` (an AudioContext oscillator spy, as the page's
// page-feel test) and tapped moves confirmed by a second tap with
// `confirm-moves`.
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
import { CUES } from '../../www/sound.js';
import { poll, until } from './poll.mjs';
import { openPage, screenshot, startHarness } from './harness.mjs';

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
/** Serves `body` as a host page that loads the component and records `error` events; `init`: a script run before the page's own. */
async function host(body, { init = null, ...options } = {}) {
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
  if (init) await opened.context.addInitScript(init);
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
    // The easy computer's first move varies and may stand on h4 or h5; one attacker
    // move cannot block both of these paths (h5-h3 and d7-d9), so one of them is legal.
    const played = await page.evaluate(() => {
      const b = document.getElementById('b');
      for (const move of ['h6-h3', 'd6-d9']) {
        try {
          b.play(move);
          return move;
        } catch {
          // blocked by the computer's first move: the other path is free
        }
      }
      return null;
    });
    assert.notEqual(played, null, 'one of two defenders moves with disjoint paths is legal');
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

/** Records every oscillator the page starts: its wave and frequency. */
const AUDIO_SPY = () => {
  window.__notes = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function spy(...args) {
    window.__notes.push({ type: this.type, freq: this.frequency.value });
    return start.apply(this, args);
  };
};
const notesOf = (...names) => names.flatMap((name) => CUES[name].map((n) => ({ type: n.type, freq: n.freq })));

/** Clicks square `from` then `to` on board `id` with the real mouse. */
async function clickMove(page, id, from, to) {
  for (const square of [from, to]) {
    const c = await page.evaluate(([i, sq]) => document.getElementById(i).squareCentre(sq), [id, square]);
    await page.mouse.click(c.x, c.y);
  }
}

test('sound: off by default; with the sound attribute a move, a capture, the king\'s threat and a win play the page\'s cues', async () => {
  const { page, context, errors } = await host(
    '<hnef-board id="quiet" interactive size="360"></hnef-board><hnef-board id="loud" interactive sound size="360"></hnef-board>',
    { init: AUDIO_SPY },
  );
  try {
    await until(page, () => [...document.querySelectorAll('hnef-board')].every((b) => b.status === 'ready'), null, 'ready');
    const notes = () => page.evaluate(() => window.__notes);
    const history = (id) => page.evaluate((i) => document.getElementById(i).history, id);
    // Without the attribute: a move, no sound.
    await clickMove(page, 'quiet', 'e1', 'e4');
    await poll(async () => (await history('quiet')).length === 1, { what: 'the quiet board moved' });
    assert.deepEqual(await notes(), [], 'no sound by default');
    // With it: the move's cue, then the capture's (d6-d4 takes e4 against f4).
    await clickMove(page, 'loud', 'e1', 'e4');
    await poll(async () => (await history('loud')).length === 1, { what: 'the loud board moved' });
    assert.deepEqual(await notes(), notesOf('move'));
    await page.evaluate(() => (window.__notes.length = 0));
    await clickMove(page, 'loud', 'd6', 'd4');
    await poll(async () => (await history('loud')).length === 2, { what: 'the capture' });
    assert.deepEqual(await history('loud'), ['e1-e4', 'd6-d4xe4']);
    assert.deepEqual(await notes(), notesOf('capture'));
    // A defenders' move that opens the a-file to a11 (the engine's cornerReach): move, then the threat;
    // the king's escape: move, then the win. play() moves sound as the board's own do.
    await page.evaluate(() => (window.__notes.length = 0));
    const threat = await page.evaluate(() => {
      const el = document.getElementById('loud');
      el.load('11/11/11/d10/11/k10/11/11/a10/11/11 d');
      el.play('a8-b8');
      const first = [...window.__notes];
      window.__notes.length = 0;
      el.play('a3-b3');
      el.play('a6-a11');
      return { first, last: [...window.__notes], outcome: el.outcome };
    });
    assert.deepEqual(threat.first, notesOf('move', 'threat'));
    assert.deepEqual(threat.outcome, { status: 'defenders_win', reason: 'escape', winner: 'defenders' });
    // a3-b3 leaves the file open (the threat again); a6-a11 escapes.
    assert.deepEqual(threat.last, notesOf('move', 'threat', 'move', 'win'));
    // Turned off after connection: silent again.
    await page.evaluate(() => {
      window.__notes.length = 0;
      const el = document.getElementById('loud');
      el.setAttribute('sound', 'off');
      el.load('');
      el.play('d1-d3');
    });
    assert.deepEqual(await notes(), []);
    assert.equal(await page.evaluate(() => document.getElementById('loud').plies), 1);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('confirm-moves: the first tap on a target only marks the move, the second plays it; off, one tap plays', async () => {
  const { page, context, errors } = await host('<hnef-board id="c" interactive confirm-moves size="360"></hnef-board>', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    await until(page, () => document.getElementById('c').status === 'ready', null, 'ready');
    const tap = async (square) => {
      const c = await page.evaluate((sq) => document.getElementById('c').squareCentre(sq), square);
      await page.touchscreen.tap(c.x, c.y);
    };
    const state = () => page.evaluate(() => ({ history: document.getElementById('c').history, frames: document.getElementById('c').frames }));
    await tap('d1');
    const selected = await state();
    await tap('d3');
    // The mark is drawn (a frame after the tap), and nothing was played.
    await poll(async () => (await state()).frames > selected.frames, { what: 'the marked move drawn' });
    assert.deepEqual((await state()).history, [], 'the first tap on the target does not move');
    await screenshot(page, 'embed-confirm-pending');
    // Had the first tap on d3 been lost, this one would only mark the move.
    await tap('d3');
    await poll(async () => (await state()).history.length === 1, { what: 'the confirming tap' });
    assert.deepEqual((await state()).history, ['d1-d3']);
    // A tap elsewhere drops a marked move.
    await tap('f4');
    await tap('c4');
    await tap('h6');
    await tap('f4');
    await tap('e4');
    await tap('e4');
    await poll(async () => (await state()).history.length === 2, { what: 'the second move' });
    assert.deepEqual((await state()).history, ['d1-d3', 'f4-e4']);
    // Off: one tap on the target plays.
    await page.evaluate(() => document.getElementById('c').removeAttribute('confirm-moves'));
    await tap('d3');
    await tap('d2');
    await poll(async () => (await state()).history.length === 3, { what: 'the unconfirmed move' });
    assert.deepEqual((await state()).history, ['d1-d3', 'f4-e4', 'd3-d2']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
