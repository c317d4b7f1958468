// The offline service worker. Rules it keeps:
//
// 1. One cache per version. On install it caches every file of every page
//    (the list comes from pkg/sw-version.js, derived by tools/page-files.mjs
//    from what the pages load) as `hnef-<VERSION>`.
// 2. A page runs the files of one version only. Each client (a tab, a frame,
//    a worker) is pinned to a version when it starts: a page to the version
//    that answers its navigation, a worker to its owner's version. Every
//    later request of that client is answered from its version's cache,
//    whichever version of this script handles it, until the page reloads.
//    The pins live in the cache `hnef.clients`, so they survive this
//    script's restarts and updates.
// 3. An old version's cache stays while any live client is pinned to it.
// 4. A new version installs beside the old one and WAITS: the page shows
//    "reload to update" and only the player's click (a message
//    {type: 'activate'}) makes it take over, so a game is never swapped
//    mid-way. Other tabs keep their version until they reload.
//
// VERSION changes whenever a cached file changes: `node tools/sw-version.mjs`
// (run by ./build.sh build) writes pkg/sw-version.js with the hash and the
// list. The browser checks imported scripts byte by byte, as it does sw.js,
// so a new hash is a new version. Without that file (a tree that was never
// stamped) nothing is cached: every request goes to the network.

let VERSION = null;
let FILES = [];
try {
  importScripts('pkg/sw-version.js');
  if (typeof self.HNEF_VERSION === 'string' && self.HNEF_VERSION && Array.isArray(self.HNEF_FILES)) {
    VERSION = self.HNEF_VERSION;
    FILES = self.HNEF_FILES;
  }
} catch {
  // Not stamped: development, straight from the network.
}

const PREFIX = 'hnef-';
const cacheName = (version) => `${PREFIX}${version}`;
const PINS = 'hnef.clients';
const pinUrl = (id) => new URL(`__hnef-client/${encodeURIComponent(id)}`, self.registration.scope).href;

/** Pins read or written by this instance of the script (a client's pin never changes). */
const pinned = new Map();
/** Clients whose first request was seen by this instance. */
const greeted = new Set();
/**
 * A client is pinned before it exists (by the request for its page or its
 * worker script), so a pin is kept, client listed or not, until its client
 * has made a request of its own ("seen"); after that, only while the client
 * lives. A pin never seen is dropped after this long (a load that failed).
 */
const UNSEEN_PIN_MS = 60 * 60 * 1000;

async function pin(id, version, seen = false) {
  pinned.set(id, version);
  const store = await caches.open(PINS);
  const headers = { 'Content-Type': 'text/plain', 'X-Pinned-At': String(Date.now()), 'X-Seen': seen ? '1' : '0' };
  await store.put(pinUrl(id), new Response(version, { headers }));
}

/** The version a client runs; a client seen for the first time is pinned to this script's version. */
async function versionOf(id) {
  if (!id) return VERSION;
  if (pinned.has(id)) return pinned.get(id);
  const hit = await (await caches.open(PINS)).match(pinUrl(id));
  if (hit) {
    const version = await hit.text();
    pinned.set(id, version);
    return version;
  }
  // Not pinned: a page the first install claimed (it came from the network,
  // as the set did).
  await pin(id, VERSION, true);
  greeted.add(id);
  return VERSION;
}

let tidying = null;
let tidyAgain = false;
/**
 * Forgets pins of clients that are gone and deletes the caches no live
 * client runs (never this version's). Skipped while another version is
 * installing or waiting: its cache is not ours to judge. A call while one
 * runs makes it run once more (the clients may have changed meanwhile).
 */
function tidy() {
  if (tidying) {
    tidyAgain = true;
    return tidying;
  }
  tidying = (async () => {
    do {
      tidyAgain = false;
      await tidyOnce();
    } while (tidyAgain);
  })().finally(() => {
    tidying = null;
  });
  return tidying;
}

async function tidyOnce() {
  if (self.registration.installing || self.registration.waiting) return;
  const live = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  const store = await caches.open(PINS);
  const used = new Set([VERSION]);
  for (const request of await store.keys()) {
    const id = decodeURIComponent(request.url.slice(request.url.lastIndexOf('/') + 1));
    const entry = await store.match(request);
    const seen = entry?.headers.get('X-Seen') === '1';
    const fresh = Date.now() - Number(entry?.headers.get('X-Pinned-At') ?? 0) < UNSEEN_PIN_MS;
    if (entry && (live.has(id) || (!seen && fresh))) {
      used.add(await entry.text());
    } else {
      pinned.delete(id);
      await store.delete(request);
    }
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !used.has(name.slice(PREFIX.length))) await caches.delete(name);
  }
}

self.addEventListener('install', (event) => {
  if (VERSION === null) return;
  event.waitUntil(
    caches.open(cacheName(VERSION)).then((cache) =>
      // `reload` skips the HTTP cache: the set is what the server has now.
      cache.addAll(FILES.map((path) => new Request(path, { cache: 'reload' }))),
    ),
  );
  // No skipWaiting here: a waiting version takes over only when the player asks.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (VERSION === null) {
        // Development: drop every cached set, serve from the network.
        for (const name of await caches.keys()) if (name.startsWith(PREFIX) || name === PINS) await caches.delete(name);
      } else {
        await tidy();
      }
      // The first install controls the open page at once (there is no older
      // version it could be swapped with); an update only gets here after
      // the player's consent, and pages already open keep their version.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  if (VERSION === null) return;
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(answer(event));
});

async function answer(event) {
  const request = event.request;
  let version;
  if (request.mode === 'navigate') {
    // A page (or frame) starts: it runs this version until it reloads.
    version = VERSION;
    if (event.resultingClientId) await pin(event.resultingClientId, version);
    event.waitUntil(tidy());
  } else {
    version = await versionOf(event.clientId);
    // A worker starts: it runs its owner's version.
    if (event.resultingClientId) await pin(event.resultingClientId, version);
    // A client's first request: it exists, and the page it replaced (a
    // reload) is gone by now, so that page's version may be too.
    if (event.clientId && !greeted.has(event.clientId)) {
      greeted.add(event.clientId);
      await pin(event.clientId, version, true);
      event.waitUntil(tidy());
    }
  }
  const cache = (await caches.has(cacheName(version))) ? await caches.open(cacheName(version)) : null;
  // `?lang=` and other parameters select content inside a page, not another file.
  const hit = cache ? await cache.match(request, { ignoreSearch: true }) : undefined;
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (err) {
    if (request.mode === 'navigate' && cache) {
      const page = await cache.match('index.html');
      if (page) return page;
    }
    throw err;
  }
}
