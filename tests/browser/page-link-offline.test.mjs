// A game link opened offline: a phone that visited the page once (the
// service worker cached its set) opens a friend's link with no network at
// all (context offline and the server stopped), sees the game, moves and
// gets the next link. (offline.test.mjs: the page's own offline play.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness } from './harness.mjs';
import { offlineSite, startOfflineServer, waitCached } from './offline-site.mjs';
import { waitReady } from './page-helpers.mjs';
import { device, openLinkPage, playMove, screenshot, waitView } from './page-link-helpers.mjs';
import { LINK_RULESETS, encodeGameLink } from '../../www/game-link.js';

let harness;
let site;
let root;
let assets;
before(async () => {
  harness = await startHarness();
  site = await offlineSite('link-offline');
  ({ root, assets } = site);
});
after(async () => {
  await harness?.close();
  await site?.remove();
});

test('offline: a link opens after the first visit, and the reply link is made', async () => {
  const server = await startOfflineServer(root);
  const b = await device(harness.browser);
  try {
    await b.page.goto(server.url);
    await waitReady(b.page);
    // The friend modules reach the page as a chunk of the page's bundle
    // (tools/bundle.mjs makes main.js's literal dynamic imports chunks of
    // their own); it is in the offline set, and the rest of this test uses it
    // with the network gone.
    assert.ok(
      assets.some((f) => /^dist\/friend-play-[A-Z0-9]{8}\.js$/.test(f)),
      'the friend chunk is in the offline set',
    );
    await waitCached(b.page, assets.length);
    // A friend's link (made on another device) arrives; the network is gone.
    const link = encodeGameLink(
      { kind: 'play', ruleset: LINK_RULESETS[0], id: '00112233445566ff', names: { attackers: 'Ada' }, moves: [{ from: 3, to: 25 }], sender: 'attackers' },
      server.url,
    );
    await server.cut(b.context);
    await openLinkPage(b.page, link);
    let v = await waitView(b.page, (x) => x.open && x.history?.length === 1, 'the game from the link, offline');
    assert.equal(v.orientation, 'defenders');
    assert.equal(v.turn, 'mine');
    v = await playMove(b.page, 'f4-i4');
    assert.ok(v.link.startsWith(`${server.url}#game=`) || v.link.startsWith(`${server.url}/#game=`), v.link);
    await screenshot(b.page, 'page-link-offline');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.context.close();
    await server.stop(); // already stopped unless the test failed before the cut
  }
});
