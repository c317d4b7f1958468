// A deploy while pages are open, in real Chromium with the real service
// worker: the player's page (two tabs) and the embedding demo (three
// <hnef-board> elements and the iframe embed) run the old version; a new
// version is put on the server and installs; later one tab accepts it.
//
// The new version differs in EVERY file (a marker appended; a custom
// section in the .wasm, trailing bytes in the PNGs) and breaks on purpose
// when mixed with the old one: the AI worker protocol renames its request
// and the new worker imports an export only the new engine entry has. So a
// page that got one file of the other version fails visibly, and the test
// also asks each client (each page, the frame, the AI workers) for every
// file of the set and compares the bytes with the version it must run.
//
// And the set is complete: once the first visit has installed it, the server
// sees no request from any page but the browser's update checks (sw.js and
// the stamp it imports).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { START, pageFiles } from '../../tools/page-files.mjs';
import { startServer } from '../../tools/serve.mjs';
import { stampText } from '../../tools/sw-version.mjs';
import { CHUNK } from '../../tools/bundle.mjs';
import { startHarness } from './harness.mjs';
import { clickSquare, engine, newGame, snapshot, waitFor, waitReady } from './page-helpers.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const OLD = 'deploy-one';
const NEW = 'deploy-two';
/** Requests the browser makes to check for an update: not loads of a page. */
const UPDATE_CHECKS = new Set(['/sw.js', '/pkg/sw-version.js']);

let harness;
let root;
before(async () => {
  harness = await startHarness();
  root = await mkdtemp(join(tmpdir(), 'hnef-deploy-'));
  await cp(WWW, root, { recursive: true });
});
after(async () => {
  await harness?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 of every file of the set as the server has it now. */
async function hashes(files) {
  const out = {};
  for (const path of files) out[path] = sha(await readFile(join(root, path === START ? 'index.html' : path)));
  return out;
}

/** The new release: every file changed, and old and new refuse to mix. */
async function deployNewVersion(files) {
  const edit = async (path, fn) => writeFile(join(root, path), fn(await readFile(join(root, path))));
  const text = (fn) => (bytes) => fn(bytes.toString('utf8'));
  // The AI protocol's request is renamed on both sides: the package's
  // hnef/worker client (pkg/worker.js, which the page's bundle holds a copy
  // of, and which <hnef-board>'s ai-client.js imports) and its worker script
  // (pkg/engine-worker.js, which ai-worker.js loads); the new worker needs an
  // export only the new engine entry has.
  const rename = (s) => {
    const next = s.replace(/(['"])aiMove\1/g, '$1aiMove-2$1');
    assert.notEqual(next, s);
    return next;
  };
  const clients = [];
  for (const path of files.filter((p) => p.endsWith('.js') && p !== 'pkg/engine-worker.js')) {
    const before = await readFile(join(root, path), 'utf8');
    if (!/(['"])aiMove\1/.test(before)) continue;
    await writeFile(join(root, path), rename(before));
    clients.push(path);
  }
  // The page's copy is in the bundle: page.js or the shared chunk it imports (tools/bundle.mjs).
  assert.equal(clients.length, 2, `the files that send the request: ${clients.join(', ')}`);
  assert.ok(clients.includes('pkg/worker.js'));
  assert.ok(clients.some((path) => path === 'dist/page.js' || CHUNK.test(path)), `the bundle's copy: ${clients.join(', ')}`);
  await edit('pkg/engine-worker.js', text((s) => {
    const next = rename(s).replace(
      /from\s*"\.\/hnef\.js";?/,
      (m) => `${m}import{DEPLOY as DEPLOY_}from"./hnef.js";if(DEPLOY_!=="two")throw new Error("mixed versions");`,
    );
    assert.match(next, /mixed versions/);
    return next;
  }));
  await edit('pkg/hnef.js', text((s) => `${s}\nexport const DEPLOY = 'two';\n`));
  // The Vietnamese table says which version it is.
  await edit('i18n/vi.js', text((s) => s.replace(/('app\.title':\s*')/, '$1[2] ')));
  for (const path of files) {
    if (path === START) continue;
    if (/\.(js|css)$/.test(path)) await edit(path, text((s) => `${s}\n/* ${NEW} */\n`));
    else if (path.endsWith('.html') || path.endsWith('.md')) await edit(path, text((s) => `${s}<!-- ${NEW} -->\n`));
    else if (path.endsWith('.webmanifest')) await edit(path, text((s) => JSON.stringify({ ...JSON.parse(s), description_version: NEW })));
    // Data files (puzzles.json): other bytes, the same data (whitespace after the value).
    else if (path.endsWith('.json')) await edit(path, text((s) => `${s}\n \n`));
    else if (path.endsWith('.wasm')) {
      // A custom section (id 0): name "deploy", payload "two"; engines ignore it.
      const name = Buffer.from('deploy');
      const payload = Buffer.from('two');
      const section = Buffer.concat([Buffer.from([0, 1 + name.length + payload.length, name.length]), name, payload]);
      await edit(path, (bytes) => Buffer.concat([bytes, section]));
    } else if (path.endsWith('.png')) await edit(path, (bytes) => Buffer.concat([bytes, Buffer.from(NEW)]));
    else throw new Error(`no way to change ${path} for the deploy`);
  }
  await writeFile(join(root, 'pkg', 'sw-version.js'), stampText(NEW, files));
}

/** Polls a function in a page, frame or worker (no eval: the pages' CSP forbids it). */
async function until(target, fn, arg, what, timeout = 60_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await target.evaluate(fn, arg);
    if (value) return value;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SHA-256 of each path as this client (page, frame or worker) gets it through the service worker. */
function clientHashes(target, files) {
  return target.evaluate(async (paths) => {
    const out = {};
    for (const path of paths) {
      const bytes = await (await fetch(path, { cache: 'no-store' })).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      out[path] = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return out;
  }, files);
}

/** Asserts that a client got every file of `expected` (path -> hash) in that version. */
async function assertVersion(target, expected, what) {
  const got = await clientHashes(target, Object.keys(expected));
  const wrong = Object.keys(expected).filter((path) => got[path] !== expected[path]);
  assert.deepEqual(wrong, [], `${what}: files not of its version`);
}

async function openTab(context, url, errors) {
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(`${url}: pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${url}: console.error: ${msg.text()}`);
  });
  await page.goto(url);
  return page;
}

/** A legal move for the side to move in the page's game (checked by the engine in Node). */
async function someMove(page) {
  const { Game } = await engine();
  const g = Game.fromRecord((await snapshot(page)).record);
  const moves = Array.from(g.legalMoves());
  g.free();
  return moves[0];
}

/** The human moves, the computer replies; returns the snapshot after the reply. */
async function playAndGetReply(page) {
  const s = await waitFor(page, (x) => !x.thinking && x.sideToMove === x.humanSide);
  const [from, to] = (await someMove(page)).split('-');
  await clickSquare(page, from);
  await clickSquare(page, to);
  return waitFor(page, (x, n) => x.history.length === n + 2 && !x.thinking, s.history.length, 90_000);
}

/** The AI board of the demo: the visitor's move, then the computer's. */
async function playOnDemoBoard(page) {
  const before = await page.evaluate(() => document.getElementById('play').plies);
  await page.evaluate(() => {
    const board = document.getElementById('play');
    const move = board.sideToMove === 'attackers' ? ['d1-d3', 'h1-h3', 'd11-d9', 'h11-h9'] : [];
    for (const m of move) {
      try {
        return board.play(m);
      } catch {
        // taken already: try the next
      }
    }
    throw new Error('no move to play');
  });
  await until(page, (n) => {
    const board = document.getElementById('play');
    return board.plies === n + 2 && !board.thinking && board.status === 'ready';
  }, before, 'the computer to answer on the demo board', 90_000);
}

test('deploy: open pages and embeds keep their version; after one tab accepts the update, the others still work', async () => {
  const files = pageFiles(pathToFileURL(`${root}/`));
  await writeFile(join(root, 'pkg', 'sw-version.js'), stampText(OLD, files));
  const oldHashes = await hashes(files);
  const server = await startServer({ root, port: 0 });
  const requests = [];
  server.server.on('request', (req) => requests.push(new URL(req.url, 'http://x').pathname));
  const pageLoads = () => requests.filter((path) => !UPDATE_CHECKS.has(path));
  const context = await harness.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const errors = [];
  try {
    // The first visit installs the old version.
    const first = await openTab(context, server.url, errors);
    await waitReady(first);
    await until(first, () => navigator.serviceWorker.controller !== null, null, 'the service worker');
    await until(first, async (n) => {
      const names = await caches.keys();
      return names.includes('hnef-deploy-one') && (await (await caches.open('hnef-deploy-one')).keys()).length === n;
    }, files.length, 'the old set in the cache');
    await waitFor(first, (x) => x.history.length === 1 && !x.thinking); // the computer opened

    // From now on every page loads from the set: the server sees no load.
    requests.length = 0;
    const second = await openTab(context, `${server.url}index.html`, errors);
    await waitReady(second);
    const demo = await openTab(context, `${server.url}embed-demo.html`, errors);
    await until(demo, () => [...document.querySelectorAll('hnef-board')].every((b) => b.status === 'ready'), null, 'the demo boards');
    await demo.locator('#frame').scrollIntoViewIfNeeded();
    const frame = demo.frameLocator('#frame');
    await frame.locator('hnef-board').waitFor({ state: 'attached', timeout: 30_000 });
    const embed = demo.frames().find((f) => f.url().includes('embed.html'));
    assert.ok(embed, 'the iframe embed loaded');
    await until(embed, () => document.querySelector('hnef-board')?.status === 'ready', null, 'the iframe board');
    await second.selectOption('#lang-select', 'ru'); // a language table loaded on demand
    await waitFor(second, (x) => x.language === 'ru');
    await second.selectOption('#lang-select', 'en');
    assert.deepEqual(pageLoads(), [], 'files the pages loaded that are not in the set');

    // The deploy: the server has the new files; the new version installs and waits.
    await deployNewVersion(files);
    const newHashes = await hashes(files);
    for (const path of files) assert.notEqual(newHashes[path], oldHashes[path], `the deploy changed ${path}`);
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await first.locator('#update').waitFor({ state: 'visible', timeout: 60_000 });
    await second.locator('#update').waitFor({ state: 'visible', timeout: 60_000 });
    assert.ok(await first.evaluate(async () => (await caches.keys()).includes('hnef-deploy-two')), 'the new set is cached');

    // Both kinds of page keep working, on the old version.
    requests.length = 0;
    await second.bringToFront();
    await playAndGetReply(second);
    await demo.bringToFront();
    await playOnDemoBoard(demo); // the element's AI worker starts only now
    await embed.evaluate(() => document.querySelector('hnef-board').play('d1-d3'));
    await assertVersion(second, oldHashes, 'the second tab, waiting');
    await assertVersion(demo, oldHashes, 'the demo page, waiting');
    await assertVersion(embed, oldHashes, 'the iframe embed, waiting');
    assert.deepEqual(pageLoads(), [], 'loads from the network while the new version waits');

    // The first tab accepts: it reloads into the new version.
    await first.bringToFront();
    await Promise.all([first.waitForEvent('load', { timeout: 60_000 }), first.click('#update-reload')]);
    await waitReady(first);
    await assertVersion(first, newHashes, 'the tab that accepted the update');
    await first.selectOption('#lang-select', 'vi');
    await waitFor(first, (x) => x.language === 'vi');
    assert.match(await first.title(), /^\[2\] /, 'the new Vietnamese table');
    await newGame(first, { mode: 'computer', side: 'defenders', level: 'easy' });
    await waitFor(first, (x) => x.history.length === 1 && !x.thinking, null, 90_000); // the new worker answers

    // The other tabs still run the old version, lazily loaded files included.
    requests.length = 0;
    await second.bringToFront(); // a player looks at the tab they use (and rAF runs only there)
    await second.selectOption('#lang-select', 'vi');
    await waitFor(second, (x) => x.language === 'vi');
    assert.doesNotMatch(await second.title(), /^\[2\]/, 'the old tab got the old Vietnamese table');
    // A fresh AI worker in the old tab: stop the computer while it thinks (the
    // worker is replaced), then let it go on.
    let restarted = false;
    for (let attempt = 0; attempt < 5 && !restarted; attempt++) {
      const before = (await snapshot(second)).aiRestarts;
      await newGame(second, { mode: 'computer', side: 'defenders', level: 'expert' });
      await second.locator('#stop-ai').click({ timeout: 10_000 }).catch(() => {});
      restarted = (await snapshot(second)).aiRestarts > before;
    }
    assert.ok(restarted, 'the AI worker of the old tab was replaced after the update');
    await second.click('#resume-ai');
    await waitFor(second, (x) => x.history.length === 1 && !x.thinking, null, 120_000);
    assert.equal(await second.locator('#notice').isVisible(), false, 'no AI error in the old tab');
    const worker = second.workers().at(-1);
    assert.ok(worker, 'the old tab has its new AI worker');
    await assertVersion(worker, oldHashes, 'the AI worker started in the old tab after the update');
    await assertVersion(second, oldHashes, 'the old tab after the update');

    await demo.bringToFront();
    await playOnDemoBoard(demo);
    const demoWorker = demo.workers().at(-1);
    assert.ok(demoWorker, 'the demo board has its AI worker');
    await assertVersion(demoWorker, oldHashes, 'the demo board AI worker');
    await assertVersion(demo, oldHashes, 'the demo page after the update');
    await embed.evaluate(() => document.querySelector('hnef-board').play('e5-e3'));
    await assertVersion(embed, oldHashes, 'the iframe embed after the update');
    assert.ok(await first.evaluate(async () => (await caches.keys()).includes('hnef-deploy-one')), 'the old set stays while pages run it');
    assert.deepEqual(pageLoads(), [], 'loads from the network after the update');

    // The old pages reload into the new version; then nobody runs the old one and its set goes.
    await second.bringToFront();
    await second.reload();
    await waitReady(second);
    await assertVersion(second, newHashes, 'the second tab after its reload');
    await demo.bringToFront();
    await demo.reload();
    await until(demo, () => [...document.querySelectorAll('hnef-board')].every((b) => b.status === 'ready'), null, 'the demo boards again');
    await assertVersion(demo, newHashes, 'the demo page after its reload');
    await until(first, async () => !(await caches.keys()).includes('hnef-deploy-one'), null, 'the old set to be deleted');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    server.server.closeAllConnections?.();
    await server.close();
  }
});
