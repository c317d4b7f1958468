// Watch links made from the embeds (issue 16, item 3): <hnef-board>'s
// watchLink() (the demo page's "Link to watch this game" button) and the
// iframe embed's `link` command. The link opens the game to watch in the
// page (a phone, its own browser context) and works as <hnef-board record>;
// bad bases and a board with no game are refused with an Error, nothing
// changed.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness } from './harness.mjs';
import { poll } from './poll.mjs';
import { asRecord, device, openLinkPage, waitView } from './page-link-helpers.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

test('the demo page makes a watch link of its playable board, and the page opens it to watch', async () => {
  const host = await device(harness.browser, { hasTouch: false, isMobile: false, viewport: { width: 1200, height: 900 } });
  const watcher = await device(harness.browser);
  try {
    await host.page.goto(`${harness.baseUrl}embed-demo.html`);
    await poll(() => host.page.evaluate(() => document.getElementById('play')?.status === 'ready'), { what: 'the playable board' });
    // Before a move: a link of an empty game; after the visitor's move and the computer's answer: both moves.
    await host.page.evaluate(() => document.getElementById('play').play('d1-d3'));
    await poll(() => host.page.evaluate(() => document.getElementById('play').plies === 2), { what: "the computer's answer" });
    const record = await host.page.evaluate(() => document.getElementById('play').record);
    await host.page.click('#watch-play');
    const link = await poll(() => host.page.evaluate(() => document.getElementById('watch-link').href || null), { what: 'the link shown' });
    assert.ok(link.startsWith(`${harness.baseUrl}#game=`), link);
    assert.equal(await host.page.evaluate(() => document.getElementById('watch-link').hidden), false);
    // The board it came from is unchanged, and still plays.
    assert.equal(await host.page.evaluate(() => document.getElementById('play').record), record);

    await openLinkPage(watcher.page, link);
    const v = await waitView(watcher.page, (x) => x.open && x.history?.length === 2, 'the watched game');
    assert.equal(v.kind, 'watch');
    assert.equal(v.interactive, 'none');
    assert.deepEqual(v.history, await host.page.evaluate(() => document.getElementById('play').history));
    assert.equal(v.stored, null, 'a watched game is not kept as one of the device’s games');
    // The same text is a record for another <hnef-board>.
    assert.equal((await asRecord(host.page, link)).record, record);
    assert.deepEqual(host.errors, []);
    assert.deepEqual(watcher.errors, []);
  } finally {
    await host.context.close();
    await watcher.context.close();
  }
});

test('watchLink refuses a bad base and a board with no game, and changes nothing', async () => {
  const host = await device(harness.browser);
  try {
    await host.page.goto(`${harness.baseUrl}embed-demo.html`);
    await poll(() => host.page.evaluate(() => document.getElementById('replay')?.status === 'ready'), { what: 'the replay board' });
    const out = await host.page.evaluate(() => {
      const board = document.getElementById('replay');
      const before = board.record;
      const hostile = new Proxy({}, { get() { throw new Error('trap'); } });
      const tries = ['javascript:alert(1)', 'data:text/html,x', 'not a url', '', 42, null, hostile, { toString() { throw new Error('x'); } }];
      const errors = tries.map((base) => {
        try {
          board.watchLink(base);
          return 'no error';
        } catch (err) {
          return err instanceof Error ? err.message : `not an Error: ${String(err)}`;
        }
      });
      const fresh = document.createElement('hnef-board');
      let early;
      try {
        fresh.watchLink();
        early = 'no error';
      } catch (err) {
        early = err instanceof Error ? 'Error' : 'not an Error';
      }
      const ok = board.watchLink('https://example.org/hnef/?lang=ru#old');
      return { errors, early, ok, same: board.record === before };
    });
    for (const message of out.errors) assert.match(message, /watchLink: base must be an http\(s\) address/);
    assert.equal(out.early, 'Error');
    assert.ok(out.ok.startsWith('https://example.org/hnef/?lang=ru#game='), out.ok);
    assert.ok(out.same);
  } finally {
    await host.context.close();
  }
});

test('the iframe embed answers a `link` command with a watch link of its game', async () => {
  const host = await device(harness.browser, { hasTouch: false, isMobile: false, viewport: { width: 1200, height: 900 } });
  try {
    await host.page.goto(`${harness.baseUrl}embed-demo.html`);
    const frame = host.page.frameLocator('#frame');
    await host.page.locator('#frame').scrollIntoViewIfNeeded(); // a lazy iframe loads once near the view
    await poll(() => host.page.evaluate(() => document.getElementById('frame').contentDocument?.querySelector('hnef-board')?.status === 'ready'), {
      what: 'the iframe board',
    });
    const reply = await host.page.evaluate(
      () =>
        new Promise((resolve) => {
          const frame = document.getElementById('frame');
          addEventListener('message', (e) => {
            if (e.source === frame.contentWindow && e.data?.type === 'reply' && e.data.request === 'w1') resolve(e.data);
          });
          frame.contentWindow.postMessage({ type: 'play', move: 'd1-d3' }, location.origin);
          frame.contentWindow.postMessage({ type: 'link', request: 'w1' }, location.origin);
        }),
    );
    assert.equal(reply.ok, true, reply.message);
    assert.match(reply.value, /^http:\/\/127\.0\.0\.1:\d+\/#game=[A-Za-z0-9_-]+$/);
    assert.deepEqual((await asRecord(host.page, reply.value)).history, ['d1-d3']);
    assert.ok(frame);
  } finally {
    await host.context.close();
  }
});
