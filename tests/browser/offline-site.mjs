// A copy of www/ in a temporary folder with an offline stamp of its own, for
// tests that stop the server and cut the network after a first visit (the
// copy's service worker caches exactly the copy's files, under its own
// version), and a server for it that cuts the network only once the first
// visit's requests have settled.

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageFiles } from '../../tools/page-files.mjs';
import { startServer } from '../../tools/serve.mjs';
import { stampText } from '../../tools/sw-version.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** Copies www/ and stamps it `version`: `{root, assets (the offline set), remove()}`. */
export async function offlineSite(version) {
  const root = await mkdtemp(join(tmpdir(), `hnef-${version}-`));
  await cp(WWW, root, { recursive: true });
  const assets = pageFiles(pathToFileURL(`${root}/`));
  await writeFile(join(root, 'pkg', 'sw-version.js'), stampText(version, assets));
  return { root, assets, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Waits until a service worker controls `page` and the hnef cache holds `count` entries. */
export async function waitCached(page, count) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    async (n) => {
      const names = (await caches.keys()).filter((k) => k.startsWith('hnef-'));
      return names.length === 1 && (await (await caches.open(names[0])).keys()).length === n;
    },
    count,
    { timeout: 30_000, polling: 200 },
  );
}

/**
 * Serves `root` (tools/serve.mjs) and counts the requests it is answering.
 * `cut(context)` waits until none has been open for `quietMs` (the first
 * visit's late loads, such as the favicon, which the browser fetches when it
 * likes, would otherwise be reset mid-answer and log an error), then takes the
 * network away: the browser context goes offline and the server stops.
 */
export async function startOfflineServer(root, { quietMs = 1000, timeoutMs = 30_000 } = {}) {
  const server = await startServer({ root, port: 0 });
  let open = 0;
  let last = Date.now();
  server.server.on('request', (_req, res) => {
    open += 1;
    last = Date.now();
    res.on('close', () => {
      open -= 1;
      last = Date.now();
    });
  });
  async function settled() {
    const end = Date.now() + timeoutMs;
    while (open > 0 || Date.now() - last < quietMs) {
      if (Date.now() > end) throw new Error(`the server still answers ${open} request(s) after ${timeoutMs} ms`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }
  async function stop() {
    server.server.closeAllConnections?.();
    await server.close();
  }
  return {
    url: server.url,
    stop,
    async cut(context) {
      await settled();
      await context.setOffline(true);
      await stop();
    },
  };
}
