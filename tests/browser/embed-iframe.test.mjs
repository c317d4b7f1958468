// The iframe embed (www/embed.html) served from a second origin: it sends
// ready / move / gameover to the allowed host origin only (never '*'), obeys
// commands from that origin's framing page, and ignores commands from an
// origin not in its list, from a same-origin window that is not its parent,
// and malformed ones. URL input is shown only as text.
//
// Three static servers on 127.0.0.1 give three origins: B serves embed.html;
// A (allowed) and C (not allowed) serve host pages made up by the test.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../tools/serve.mjs';
import { poll, until } from './poll.mjs';
import { openPage, startHarness } from './harness.mjs';
import { engine } from './page-helpers.mjs';

// The host pages are real files served from loopback (a response made up by
// page.route counts as public, and Chromium's local network access checks
// would then block the frame from 127.0.0.1).
let harness;
let hostA;
let hostC;
let hostRoot;
before(async () => {
  harness = await startHarness(); // origin B: the embed
  hostRoot = await mkdtemp(join(tmpdir(), 'hnef-embed-host-'));
  hostA = await startServer({ root: hostRoot, port: 0 });
  hostC = await startServer({ root: hostRoot, port: 0 });
});
after(async () => {
  await harness?.close();
  await hostA?.close();
  await hostC?.close();
  if (hostRoot) await rm(hostRoot, { recursive: true, force: true });
});

let pages = 0;

const origin = (url) => new URL(url).origin;

/**
 * Opens a host page at `hostUrl` (made up by the test, no CSP) that frames
 * embed.html from origin B with `query`, and a same-origin sibling frame.
 * The host records every message it receives with its origin.
 */
async function openHost(hostUrl, query) {
  const { page, context, errors } = await openPage(harness.browser);
  const embedUrl = `${harness.baseUrl}embed.html?${query}`;
  const html = `<!doctype html><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<iframe name="embed" id="embed" width="400" height="480" src="${embedUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>
<iframe name="sibling" id="sibling" srcdoc="<p>sibling</p>"></iframe>
<script>
  window.__msgs = [];
  addEventListener('message', (e) => { window.__msgs.push({ origin: e.origin, data: e.data }); });
  window.send = (msg, target) => document.getElementById('embed').contentWindow.postMessage(msg, target);
</script>`;
  const file = `host-${(pages += 1)}.html`;
  await writeFile(join(hostRoot, file), html);
  await page.goto(`${hostUrl}${file}`);
  return { page, context, errors };
}


const messages = (page) => page.evaluate(() => window.__msgs);
const embedFrame = (page) => page.frame({ name: 'embed' });

/** The embed's board state, read inside the embed's own (cross-origin) frame. */
function boardState(page) {
  return embedFrame(page).evaluate(() => {
    const b = document.querySelector('hnef-board');
    return { status: b.status, plies: b.plies, position: b.position, flipped: b.flipped, history: b.history };
  });
}

/**
 * Waits until the embed has handled every message posted to it so far: a
 * listener added after embed.js's own counts arrivals, and message events
 * are dispatched in order, one task each.
 */
async function countArrivals(page) {
  await embedFrame(page).evaluate(() => {
    window.__arrived = 0;
    addEventListener('message', () => {
      window.__arrived += 1;
    });
  });
}
async function arrived(page, n) {
  return poll(async () => {
    const count = await embedFrame(page).evaluate(() => window.__arrived);
    return count >= n && count;
  }, { what: `${n} messages in the embed`, rethrow: true });
}

/** Posts a marker from the embed to its parent with targetOrigin '*' (test only), to order what the host saw. */
async function marker(page, tag) {
  await embedFrame(page).evaluate((t) => parent.postMessage({ marker: t }, '*'), tag);
  return until(page, (t) => window.__msgs.some((m) => m.data?.marker === t), tag, `marker ${tag}`);
}

test('the allowed origin gets events and its commands are obeyed', async () => {
  const { Game } = await engine();
  const A = origin(hostA.url);
  const B = origin(harness.baseUrl);
  const { page, context, errors } = await openHost(hostA.url, `interactive=both&id=board-1&origins=${encodeURIComponent(`${A},https://other.example`)}`);
  try {
    // The handshake: ready with the embed's size, from origin B, to A.
    const ready = await until(page, () => window.__msgs.find((m) => m.data?.type === 'ready'), null, 'ready');
    assert.equal(ready.origin, B);
    assert.equal(ready.data.source, 'hnef-embed');
    assert.equal(ready.data.id, 'board-1');
    assert.ok(ready.data.width > 100 && ready.data.height > 100, `size ${ready.data.width}x${ready.data.height}`);
    assert.equal(ready.data.detail.plies, 0);
    await countArrivals(page);

    // play from the parent at A: obeyed, replied to, and the move event sent.
    await page.evaluate((b) => window.send({ type: 'play', move: 'd1-d3', request: 7 }, b), B);
    const reply = await until(page, () => window.__msgs.find((m) => m.data?.type === 'reply' && m.data.request === 7), null, 'reply');
    assert.equal(reply.origin, B);
    assert.equal(reply.data.ok, true);
    assert.equal(reply.data.value.move, 'd1-d3');
    const move = (await messages(page)).find((m) => m.data?.type === 'move');
    assert.deepEqual([move.data.detail.move, move.data.detail.side, move.data.detail.source], ['d1-d3', 'attackers', 'api']);
    assert.equal((await boardState(page)).plies, 1);

    // A click inside the frame (a visitor's move) is reported too.
    const frameBox = await page.locator('#embed').boundingBox();
    const [from, to] = await embedFrame(page).evaluate(() => {
      const b = document.querySelector('hnef-board');
      return [b.squareCentre('h6'), b.squareCentre('h3')];
    });
    await page.mouse.click(frameBox.x + from.x, frameBox.y + from.y);
    await page.mouse.click(frameBox.x + to.x, frameBox.y + to.y);
    await until(page, () => window.__msgs.filter((m) => m.data?.type === 'move').length === 2, null, 'the click move');
    const clicked = (await messages(page)).filter((m) => m.data?.type === 'move')[1];
    assert.deepEqual([clicked.data.detail.move, clicked.data.detail.source], ['h6-h3', 'user']);

    // An illegal move: a reply with the engine's reason; the game is unchanged.
    await page.evaluate((b) => window.send({ type: 'play', move: 'f1-f6', request: 'bad' }, b), B);
    const refused = await until(page, () => window.__msgs.find((m) => m.data?.request === 'bad'), null, 'refusal');
    assert.equal(refused.data.ok, false);
    assert.match(refused.data.message, /f1/);
    assert.equal((await boardState(page)).plies, 2);

    // undo and flip.
    await page.evaluate((b) => window.send({ type: 'undo', request: 'u' }, b), B);
    await until(page, () => window.__msgs.find((m) => m.data?.request === 'u'), null, 'undo');
    assert.equal((await boardState(page)).plies, 1);
    await page.evaluate((b) => window.send({ type: 'flip', request: 'f' }, b), B);
    await until(page, () => window.__msgs.find((m) => m.data?.request === 'f'), null, 'flip');
    assert.equal((await boardState(page)).flipped, true);

    // load a game one move from its end, play the last move: gameover.
    const game = Game.fromRecord('g1-g3 h6-h9 e11-e10 g7-j7 k5-i5 f4-h4 k8-j8xj7 g6-g9 i5-i9 f6-i6 k4-i4 g5-g4 h1-h3 h9-h10 j6-j5 i6-i8 i9-h9xh10 i8-i9xh9 k7-k9 i9-j9 f10-j10 f8-f10');
    const record = game.record();
    game.free();
    await page.evaluate(([b, r]) => window.send({ type: 'load', record: r, request: 'l' }, b), [B, record]);
    const loaded = await until(page, () => window.__msgs.find((m) => m.data?.request === 'l'), null, 'load');
    assert.equal(loaded.data.ok, true);
    assert.equal(loaded.data.value.plies, 22);
    await page.evaluate((b) => window.send({ type: 'play', move: { from: 'i4', to: 'i9' } }, b), B);
    const over = await until(page, () => window.__msgs.find((m) => m.data?.type === 'gameover'), null, 'gameover');
    assert.equal(over.origin, B);
    assert.deepEqual([over.data.detail.status, over.data.detail.reason], ['attackers_win', 'king_captured']);

    // A resize is reported when the content's size changes.
    await page.evaluate(() => {
      document.getElementById('embed').width = '300';
    });
    const resize = await until(
      page,
      (w) => window.__msgs.find((m) => m.data?.type === 'resize' && m.data.width < w),
      ready.data.width,
      'a narrower resize',
    );
    assert.equal(resize.origin, B);
    assert.ok(resize.data.width <= 300 && resize.data.height > 100, `${resize.data.width}x${resize.data.height}`);

    // Ignored: a same-origin window that is not the parent, unknown or
    // malformed commands, and a command sent with the wrong targetOrigin.
    const before = await boardState(page);
    const n = await embedFrame(page).evaluate(() => window.__arrived);
    const sibling = page.frame({ name: 'sibling' });
    await sibling.evaluate((b) => parent.frames.embed.postMessage({ type: 'flip', request: 'sib' }, b), B);
    await page.evaluate((b) => {
      window.send({ type: 'eval', code: 'alert(1)', request: 'x1' }, b);
      window.send('play d2-d4', b);
      window.send({ type: 'play', move: 42, request: 'x2' }, b);
      window.send({ type: 'load', record: 7, request: 'x3' }, b);
      window.send(null, b);
    }, B);
    await arrived(page, n + 6);
    await marker(page, 'after-ignored');
    const after = await boardState(page);
    assert.deepEqual(after, before, 'nothing changed');
    const replies = (await messages(page)).filter((m) => ['sib', 'x1', 'x2', 'x3'].includes(m.data?.request));
    assert.deepEqual(replies, [], 'no replies to ignored messages');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a host at an origin not in the list gets nothing and cannot command the board', async () => {
  const A = origin(hostA.url);
  const B = origin(harness.baseUrl);
  const C = origin(hostC.url);
  assert.notEqual(A, C);
  const { page, context, errors } = await openHost(hostC.url, `interactive=both&origins=${encodeURIComponent(A)}`);
  try {
    await until(page, () => window.frames.embed !== undefined, null, 'the frame');
    // Wait for the board inside the frame to be ready (read from inside it).
    await poll(async () => (await embedFrame(page)?.evaluate(() => document.querySelector('hnef-board')?.status ?? null)) === 'ready', { what: 'the embed ready' });
    await countArrivals(page);
    await page.evaluate((b) => {
      window.send({ type: 'hello' }, b);
      window.send({ type: 'play', move: 'd1-d3', request: 1 }, b);
      window.send({ type: 'flip', request: 2 }, b);
      window.send({ type: 'load', position: '11/11/11/11/11/5k5/11/11/11/11/a10 a', request: 3 }, b);
    }, B);
    await arrived(page, 4);
    // A visitor's move inside the frame: its event goes to A only, so C hears nothing.
    const frameBox = await page.locator('#embed').boundingBox();
    const [from, to] = await embedFrame(page).evaluate(() => {
      const b = document.querySelector('hnef-board');
      return [b.squareCentre('d1'), b.squareCentre('d3')];
    });
    await page.mouse.click(frameBox.x + from.x, frameBox.y + from.y);
    await page.mouse.click(frameBox.x + to.x, frameBox.y + to.y);
    const state = await boardState(page);
    assert.deepEqual([state.plies, state.flipped, state.history], [1, false, ['d1-d3']], 'only the click moved; no command obeyed');
    await marker(page, 'end');
    const heard = (await messages(page)).filter((m) => !m.data?.marker);
    assert.deepEqual(heard, [], 'the host at C received nothing from the embed');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('no origins: the embed works but posts nothing; bad query values are shown as text only', async () => {
  const B = origin(harness.baseUrl);
  const evil = '<img src=x onerror="window.__pwned=1">';
  const query = new URLSearchParams({
    position: evil,
    orientation: 'sideways',
    origins: 'javascript:alert(1),http://ok.test/path',
    id: '<b>',
    bogus: 'x',
  });
  const { page, context, errors } = await openHost(hostA.url, query.toString());
  try {
    await poll(async () => (await embedFrame(page)?.evaluate(() => document.querySelector('hnef-board')?.status ?? null)) === 'error', { what: 'the embed error' });
    const inside = await embedFrame(page).evaluate(() => {
      const b = document.querySelector('hnef-board');
      return {
        notice: document.getElementById('notice').textContent,
        noticeHidden: document.getElementById('notice').hidden,
        error: b.shadowRoot.querySelector('.error').textContent,
        images: document.querySelectorAll('img').length + b.shadowRoot.querySelectorAll('img').length,
        pwned: window.__pwned ?? null,
      };
    });
    assert.equal(inside.noticeHidden, false);
    assert.match(inside.notice, /orientation: expected one of attackers, defenders, flipped, got "sideways"/);
    assert.match(inside.notice, /origins: "javascript:alert\(1\)" is not an origin/);
    assert.match(inside.notice, /origins: "http:\/\/ok.test\/path" is not an origin/);
    assert.match(inside.notice, /id: "<b>"/);
    assert.match(inside.notice, /unknown setting "bogus"/);
    assert.match(inside.error, /the position attribute could not be read/);
    assert.equal(inside.images, 0);
    assert.equal(inside.pwned, null);
    // Without an allowed origin nothing is posted, and commands are ignored.
    await countArrivals(page);
    await page.evaluate((b) => window.send({ type: 'hello' }, b), B);
    await arrived(page, 1);
    await marker(page, 'end');
    assert.deepEqual((await messages(page)).filter((m) => !m.data?.marker), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('resign: the host resigns a side, gets the reply and the gameover, and the record says who resigned', async () => {
  const A = origin(hostA.url);
  const B = origin(harness.baseUrl);
  const { page, context, errors } = await openHost(hostA.url, `interactive=both&origins=${encodeURIComponent(A)}`);
  try {
    await until(page, () => window.__msgs.find((m) => m.data?.type === 'ready'), null, 'ready');
    await page.evaluate((b) => window.send({ type: 'play', move: 'd1-d3', request: 1 }, b), B);
    await until(page, () => window.__msgs.find((m) => m.data?.request === 1), null, 'the move');
    // An unknown side: refused with the element's message, nothing changed.
    await page.evaluate((b) => window.send({ type: 'resign', side: 'vikings', request: 'r0' }, b), B);
    const refused = await until(page, () => window.__msgs.find((m) => m.data?.request === 'r0'), null, 'refusal');
    assert.equal(refused.data.ok, false);
    assert.match(refused.data.message, /expected 'attackers' or 'defenders'/);
    await page.evaluate((b) => window.send({ type: 'resign', side: 'defenders', request: 'r1' }, b), B);
    const reply = await until(page, () => window.__msgs.find((m) => m.data?.request === 'r1'), null, 'the reply');
    assert.equal(reply.origin, B);
    assert.equal(reply.data.ok, true);
    assert.deepEqual([reply.data.value.status, reply.data.value.reason, reply.data.value.winner], ['attackers_win', 'resignation', 'attackers']);
    const over = await until(page, () => window.__msgs.find((m) => m.data?.type === 'gameover'), null, 'gameover');
    assert.equal(over.origin, B);
    assert.equal(over.data.detail.reason, 'resignation');
    assert.match(over.data.detail.record, /\[result:attackers_win\]\n\[reason:resignation\]\n/);
    assert.equal(over.data.detail.plies, 1);
    // Over is over: a second resignation is refused.
    await page.evaluate((b) => window.send({ type: 'resign', side: 'attackers', request: 'r2' }, b), B);
    const again = await until(page, () => window.__msgs.find((m) => m.data?.request === 'r2'), null, 'the second reply');
    assert.equal(again.data.ok, false);
    assert.match(again.data.message, /the game is over/);
    assert.equal((await messages(page)).filter((m) => m.data?.type === 'gameover').length, 1);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
