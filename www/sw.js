// The offline service worker: on install it caches the whole page (HTML,
// modules, CSS, the engine's .wasm, the AI worker, the rules page, icons,
// manifest) as one set under a versioned cache name, and from then on serves
// every same-origin GET from that set, falling back to the network for
// anything else. A new version installs beside the old one and WAITS: the page
// shows "reload to update" and only the player's click (a message
// {type: 'activate'}) makes it take over, so a game is never swapped mid-way.
//
// VERSION changes whenever a listed file changes: `node tools/sw-version.mjs`
// (run by the build) writes pkg/sw-version.js (generated, like the rest of
// pkg/) with a hash of the files. The browser checks imported scripts for
// changes byte by byte, as it does sw.js, so a new hash is a new version.
// Without that file (a tree that was never built) the version is 'dev'.
// ASSETS is checked by tests/www/offline.test.mjs against what the pages load.

let VERSION = 'dev';
try {
  importScripts('pkg/sw-version.js');
  if (typeof self.HNEF_VERSION === 'string' && self.HNEF_VERSION) VERSION = self.HNEF_VERSION;
} catch {
  // Not stamped: keep 'dev'.
}
const CACHE = `hnef-${VERSION}`;

const ASSETS = [
  './',
  'index.html',
  'style.css',
  'main.js',
  'session.js',
  'mount.js',
  'ai-player.js',
  'panel.js',
  'records.js',
  'sw-client.js',
  'a11y.js',
  'hints.js',
  'ai-client.js',
  'ai-worker.js',
  'geometry.js',
  'i18n.js',
  'i18n/en.js',
  'i18n/zh-Hans.js',
  'i18n/zh-Hant.js',
  'i18n/ru.js',
  'i18n/vi.js',
  'i18n/pt.js',
  'input.js',
  'profiles.js',
  'renderer.js',
  'state.js',
  'storage.js',
  'pkg/hnef.js',
  'pkg/hnef_glue.js',
  'pkg/hnef_bg.wasm',
  'rules.html',
  'rules.css',
  'rules.js',
  'diagram.js',
  'rules/core.js',
  'rules/diagrams.js',
  'rules/en.js',
  'rules/zh-Hans.js',
  'rules/zh-Hant.js',
  'rules/ru.js',
  'rules/vi.js',
  'rules/pt.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // `reload` skips the HTTP cache: the set is what the server has now.
      cache.addAll(ASSETS.map((path) => new Request(path, { cache: 'reload' }))),
    ),
  );
  // No skipWaiting here: a waiting version takes over only when the player asks.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('hnef-') && name !== CACHE) await caches.delete(name);
      }
      // The first install controls the open page at once (there is no older
      // version it could be swapped with); an update only gets here after
      // the player's consent.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // `?lang=` and other parameters select content inside a page, not another file.
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (err) {
        if (request.mode === 'navigate') {
          const page = await cache.match('index.html');
          if (page) return page;
        }
        throw err;
      }
    })(),
  );
});
