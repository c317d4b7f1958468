// Play a friend by link in real Chromium, with separate browser contexts as
// separate phones (390x844, touch): a whole short game played by exchanging
// links, with a draw offer declined and a resignation; a stale link and a
// conflict (two histories under one id); a spectator link in a third context
// and in <hnef-board record=...>; the PNG export; bad and mutated links,
// which change nothing stored and keep the player's own game.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { startHarness } from './harness.mjs';
import { snapshot } from './page-helpers.mjs';
import { asRecord, device, openLinkPage, playMove, screenshot, view, waitView } from './page-link-helpers.mjs';
import { poll } from './poll.mjs';
import { HOSTILE } from '../www/hostile-storage.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** The page's own game once the computer has made its first move (a new page plays the defenders against it). */
async function ownGame(page) {
  return poll(
    async () => {
      const snap = await snapshot(page);
      return snap.history.length > 0 && !snap.thinking ? snap.record : null;
    },
    { what: 'the own game settled' },
  );
}

/** Starts a friend game on `page` as `side`, named `name`. */
async function startFriend(page, side, name) {
  await page.selectOption('#friend-side', side);
  await page.fill('#friend-name', name);
  await page.click('#friend-start');
  return waitView(page, (v) => v.open && v.kind === 'play', 'the friend view');
}

test('two phones play a whole game by links: a draw offer declined, then a resignation', async () => {
  const a = await device(harness.browser);
  const b = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    const own = await ownGame(a.page);
    let v = await startFriend(a.page, 'attackers', 'Ada');
    assert.equal(v.turn, 'mine');
    assert.equal(v.orientation, 'attackers');
    assert.equal(v.interactive, 'attackers');
    assert.match(v.title, /Attackers/i);

    // Ply 1: Ada (attackers) moves; the link goes to Bo's phone, which has never seen the page.
    v = await playMove(a.page, 'd1-d3');
    assert.equal(v.turn, 'theirs');
    assert.equal(v.interactive, 'none');
    assert.ok(v.link.length < 300, v.link);
    await screenshot(a.page, 'page-link-sent');
    await openLinkPage(b.page, v.link);
    v = await waitView(b.page, (x) => x.open && x.history?.length === 1, 'Bo sees the game');
    assert.equal(v.orientation, 'defenders', 'the board from the opener’s side');
    assert.equal(v.turn, 'mine');
    assert.equal(v.ply, 1, 'the last move is shown (marked)');
    assert.match(v.title, /Ada/);
    await screenshot(b.page, 'page-link-received');

    // Ply 2: Bo replies; Ada opens the link on her phone (the same tab: the fragment changes).
    v = await playMove(b.page, 'f4-i4');
    await a.page.goto(v.link);
    v = await waitView(a.page, (x) => x.history?.length === 2 && x.turn === 'mine', 'Ada sees the reply');
    assert.ok(v.offerRow, 'the draw offer goes with a move (Copenhagen has draws)');

    // Ply 3 with a draw offer; Bo declines and moves on.
    await a.page.check('#friend-offer');
    v = await playMove(a.page, 'h1-h3');
    await b.page.goto(v.link);
    v = await waitView(b.page, (x) => x.history?.length === 3 && x.draw !== null, 'Bo sees the offer');
    assert.match(v.draw, /Ada offers a draw/);
    await screenshot(b.page, 'page-link-draw-offer');
    await b.page.click('#friend-draw-decline');
    v = await playMove(b.page, 'f8-i8');
    await a.page.goto(v.link);
    v = await waitView(a.page, (x) => x.history?.length === 4, 'Ada sees the decline');
    assert.match(v.message, /declined/);
    assert.equal(v.draw, null);

    // Ada resigns on her turn (the board's Resign button and its question).
    await a.page.locator('#friend-board').locator('button.resign').click();
    await a.page.locator('#friend-board').locator('button', { hasText: /^Resign$/ }).last().click();
    v = await waitView(a.page, (x) => x.outcome?.status !== 'ongoing' && x.share, 'the resignation link');
    assert.equal(v.outcome.winner, 'defenders');
    await b.page.goto(v.link);
    v = await waitView(b.page, (x) => x.outcome?.reason === 'resignation', 'Bo sees the resignation');
    assert.equal(v.outcome.winner, 'defenders');
    assert.equal(v.turn, 'over');
    assert.deepEqual(v.history, ['d1-d3', 'f4-i4', 'h1-h3', 'f8-i8']);
    await screenshot(b.page, 'page-link-resigned');

    // Both phones list the game; Ada's own game on the page was never touched.
    assert.equal((await snapshot(a.page)).record, own);
    for (const p of [a.page, b.page]) {
      await p.click('#friend-close');
      assert.equal((await view(p)).boards, 0, 'the view’s board leaves with the view');
      const items = await p.$$eval('#friend-games li', (lis) => lis.map((li) => ({ turn: li.dataset.turn, text: li.textContent })));
      assert.equal(items.length, 1);
      assert.equal(items[0].turn, 'over');
      assert.match(items[0].text, /f8-i8/);
    }
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a stale link changes nothing; two histories under one id are both kept and shown', async () => {
  const a = await device(harness.browser);
  const b = await device(harness.browser);
  const c = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', 'Ada');
    const l1 = (await playMove(a.page, 'd1-d3')).link;
    await openLinkPage(b.page, l1);
    await waitView(b.page, (x) => x.history?.length === 1, 'Bo has ply 1');
    const l2 = (await playMove(b.page, 'f4-i4')).link;
    await a.page.goto(l2);
    await waitView(a.page, (x) => x.history?.length === 2 && x.turn === 'mine', 'Ada has ply 2');
    const l3 = (await playMove(a.page, 'h1-h3')).link;

    // Ada opens the older link again: the newer game stays, and she is told.
    const stored = (await view(a.page)).stored;
    await a.page.goto(l2);
    let v = await waitView(a.page, (x) => /older/.test(x.message), 'the stale message');
    assert.equal(v.history.length, 3, 'the newer game is shown');
    assert.equal(v.stored, stored, 'nothing stored changed');
    assert.equal(v.link, l3);

    // A third phone plays another third move from l2: Ada now has two histories.
    await openLinkPage(c.page, l2);
    await waitView(c.page, (x) => x.history?.length === 2 && x.turn === 'mine', 'the other phone');
    const other = (await playMove(c.page, 'g1-g3')).link;
    await a.page.goto(other);
    v = await waitView(a.page, (x) => x.conflict && /another history/.test(x.conflictText), 'the conflict message');
    assert.deepEqual(v.history.slice(2), ['h1-h3'], 'this device’s history is shown');
    const kept = JSON.parse(v.stored).games;
    assert.equal(kept.length, 1);
    assert.equal(kept[0].conflicts.length, 1, 'the other history is kept');
    await screenshot(a.page, 'page-link-conflict');
    await a.page.click('#friend-conflict-use');
    v = await waitView(a.page, (x) => x.history?.[2] === 'g1-g3', 'the other history');
    assert.equal(JSON.parse(v.stored).games[0].conflicts.length, 1, 'the first history is kept in its turn');
    await a.page.click('#friend-close');
    assert.equal(await a.page.$eval('#friend-games li', (li) => li.dataset.conflict), 'true');
    assert.deepEqual([...a.errors, ...b.errors, ...c.errors], []);
  } finally {
    await Promise.all([a, b, c].map((d) => d.context.close()));
  }
});

test('a spectator link opens read-only in a third context and in <hnef-board record>', async () => {
  const a = await device(harness.browser);
  const s = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', '');
    await playMove(a.page, 'd1-d3');
    await a.page.click('#friend-watch-link');
    const watch = await waitView(a.page, (x) => x.share && x.link.includes('#game='), 'the watch link');
    assert.equal(await a.page.$eval('#friend-share', (e) => e.dataset.kind), 'watch');
    await openLinkPage(s.page, watch.link);
    const v = await waitView(s.page, (x) => x.open && x.history?.length === 1, 'the spectator');
    assert.equal(v.kind, 'watch');
    assert.equal(v.interactive, 'none');
    assert.equal(v.stored, null, 'a watched game is not kept as one of the device’s games');
    // The same link text as an element's record.
    assert.deepEqual((await asRecord(s.page, watch.link)).history, ['d1-d3']);
    // And in the iframe embed's query (embed.html?record=...).
    const embed = await s.context.newPage();
    await embed.goto(`${harness.baseUrl}embed.html?record=${encodeURIComponent(watch.link)}`);
    await poll(() => embed.evaluate(() => document.querySelector('hnef-board')?.status === 'ready' || null), { what: 'the embed ready' });
    assert.deepEqual(await embed.evaluate(() => document.querySelector('hnef-board').history), ['d1-d3']);
    await embed.close();
    // The page's own game as a watch link.
    await s.page.click('#friend-close');
    await s.page.click('#friend-watch-current');
    const own = await waitView(s.page, (x) => x.open && x.kind === 'watch' && x.share, 'the own game as a watch link');
    assert.ok(own.link.includes('#game='));
    assert.deepEqual([...a.errors, ...s.errors], []);
  } finally {
    await a.context.close();
    await s.context.close();
  }
});

test('the position as a PNG: it decodes and has the documented size', async () => {
  const a = await device(harness.browser, { acceptDownloads: true });
  try {
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', 'Ada');
    await playMove(a.page, 'd1-d3');
    const [download] = await Promise.all([a.page.waitForEvent('download'), a.page.click('#friend-png')]);
    const bytes = await readFile(await download.path());
    assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
    assert.equal(bytes.readUInt32BE(16), 800);
    assert.equal(bytes.readUInt32BE(20), 800);
    const decoded = await a.page.evaluate(async (b64) => {
      const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque += 1;
      return { width: bitmap.width, height: bitmap.height, opaque };
    }, bytes.toString('base64'));
    assert.equal(decoded.width, 800);
    assert.equal(decoded.height, 800);
    assert.equal(decoded.opaque, 800 * 800, 'the whole picture is drawn');
    assert.match(download.suggestedFilename(), /^hnef-[0-9a-f]{16}-1\.png$/);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});

test('bad and mutated links: a message naming the problem, nothing stored changes, the own game is kept', async () => {
  const a = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', 'Ada');
    const good = (await playMove(a.page, 'd1-d3')).link;
    await a.page.click('#friend-close');
    const before = { own: await ownGame(a.page), stored: (await view(a.page)).stored };
    const payload = good.split('#game=')[1];
    const cases = [
      [`${harness.baseUrl}#game=${payload.slice(0, 20)}`, /cut short/],
      // Character 7 holds bits 42-47 of the payload: inside the random game id (bytes 3-10), so only the
      // checksum can tell (a character over a name's length would read as a link cut short).
      [`${harness.baseUrl}#game=${payload.slice(0, 7)}${payload[7] === 'A' ? 'B' : 'A'}${payload.slice(8)}`, /changed after it was made/],
      [`${harness.baseUrl}#game=${'A'.repeat(9000)}`, /longer than 8000 characters/],
      [`${harness.baseUrl}#game=AgAA`, /another version of hnef \(version 2\)/],
      [`${harness.baseUrl}#game=%%%`, /not a game link/],
    ];
    for (const [url, expected] of cases) {
      await a.page.evaluate(() => {
        document.getElementById('notice').hidden = true;
      });
      await a.page.goto(url);
      // The message for this link (an earlier link's message may still be on its way).
      const v = await waitView(a.page, (x) => expected.test(x.notice), `the message for ${url.slice(0, 80)}`);
      assert.match(v.notice, /Your current game is unchanged/);
      assert.equal(v.open, false);
      assert.equal(v.stored, before.stored);
      assert.equal((await snapshot(a.page)).record, before.own);
    }
    await screenshot(a.page, 'page-link-bad');
    // Random mutations of the good link: the page keeps working and storage keeps its game.
    let seed = 11;
    const rand = (n) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 40; i++) {
      let p = payload;
      for (let k = 0; k <= rand(3); k++) {
        const at = rand(p.length);
        p = rand(4) === 0 ? p.slice(0, at) : p.slice(0, at) + chars[rand(64)] + p.slice(at + 1);
      }
      await a.page.evaluate((h) => {
        location.hash = h;
      }, `game=${p}`);
    }
    await poll(() => a.page.evaluate(() => true), { what: 'the page answers' });
    const after = await view(a.page);
    const kept = JSON.parse(after.stored).games;
    assert.equal(kept.length, 1);
    assert.equal(kept[0].link, JSON.parse(before.stored).games[0].link);
    assert.equal((await snapshot(a.page)).record, before.own);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});

test('hostile values stored under hnef.links: the page starts, sets them aside and plays by link', async () => {
  const a = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    for (const [name, value] of HOSTILE.filter((_, i) => i % 3 === 0)) {
      await a.page.evaluate((v) => localStorage.setItem('hnef.links', v), value);
      await openLinkPage(a.page, `${harness.baseUrl}?case=${encodeURIComponent(name.slice(0, 20))}`);
      const v = await view(a.page);
      assert.equal(await a.page.$$eval('#friend-games li', (l) => l.length), 0, name);
      assert.match(v.notice, /kept aside/, name);
      assert.equal(v.stored, null, `${name}: the value went aside`);
    }
    await startFriend(a.page, 'defenders', 'Bo');
    const v = await view(a.page);
    assert.equal(JSON.parse(v.stored).games.length, 1);
    assert.equal(v.share, true, 'the defenders send the first link at once');
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});

test('a draw offer accepted travels back as an agreed draw', async () => {
  const a = await device(harness.browser);
  const b = await device(harness.browser);
  try {
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', 'Ada');
    await a.page.check('#friend-offer');
    let v = await playMove(a.page, 'd1-d3');
    await openLinkPage(b.page, v.link);
    await waitView(b.page, (x) => x.draw !== null, 'the offer');
    await b.page.click('#friend-draw-accept');
    await b.page.click('#confirm-yes');
    v = await waitView(b.page, (x) => x.outcome?.status === 'draw' && x.share, 'the draw link');
    await a.page.goto(v.link);
    v = await waitView(a.page, (x) => x.outcome?.status === 'draw', 'Ada sees the draw');
    assert.equal(v.outcome.reason, 'agreement');
    assert.equal(v.turn, 'over');
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test('the view is modal: the page behind is inert, its keys stay in the view (also with the focus on no element), axe finds nothing serious', async () => {
  const a = await device(harness.browser, { bypassCSP: true }); // to inject axe
  try {
    await openLinkPage(a.page, `${harness.baseUrl}?lang=ru`);
    await startFriend(a.page, 'attackers', 'Ада');
    assert.equal(await a.page.evaluate(() => document.activeElement?.id), 'friend-title', 'focus starts at the view');
    await playMove(a.page, 'd1-d3');
    assert.equal(await a.page.evaluate(() => document.querySelector('.app > main').inert), true);
    const flipped = (await snapshot(a.page)).flipped;
    await a.page.focus('#friend-copy');
    await a.page.keyboard.press('f');
    assert.equal((await snapshot(a.page)).flipped, flipped, 'F in the view does not flip the game behind it');
    // Nor with the focus on no element (a tap on the view's background).
    await a.page.evaluate(() => document.activeElement.blur());
    await a.page.keyboard.press('f');
    await a.page.keyboard.press('ArrowLeft');
    const s = await snapshot(a.page);
    assert.deepEqual([s.flipped, s.viewPly], [flipped, null], 'F and ← with the focus on the body stay in the view');
    await a.page.focus('#friend-copy');
    await a.page.addScriptTag({ path: AXE_PATH });
    const violations = await a.page.evaluate(async () => {
      const result = await window.axe.run(document.getElementById('friend-view'), { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
    await screenshot(a.page, 'page-link-ru');
    assert.ok((await view(a.page)).link.startsWith(`${harness.baseUrl}#game=`), 'the link carries no ?lang=');
    await a.page.keyboard.press('Escape');
    await waitView(a.page, (x) => !x.open, 'Escape closes the view');
    assert.equal(await a.page.evaluate(() => document.querySelector('.app > main').inert), false);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});

test('copy link and copy record reach the clipboard', async () => {
  const a = await device(harness.browser);
  try {
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl.replace(/\/$/, '') });
    await openLinkPage(a.page, harness.baseUrl);
    await startFriend(a.page, 'attackers', 'Ada');
    const { link } = await playMove(a.page, 'd1-d3');
    await a.page.click('#friend-copy');
    await poll(() => a.page.evaluate(() => document.getElementById('friend-share-status').textContent === 'Link copied.' || null), { what: 'copied' });
    assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), link);
    await a.page.click('#friend-record');
    await poll(() => a.page.evaluate(() => /Record copied/.test(document.getElementById('friend-message').textContent) || null), { what: 'record copied' });
    assert.match(await a.page.evaluate(() => navigator.clipboard.readText()), /1\. d1-d3/);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});
