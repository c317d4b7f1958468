// hnef/worker as an npm user gets it in a browser: `npm pack` of pkg/, the
// tarball unpacked into a site's node_modules/hnef, loaded through an import
// map. In real Chromium with a real module Worker: aiMove and a node-limited
// analyse equal the synchronous API in the page at the same budget; a
// continuous analysis sends an update per finished depth while the main
// thread stays free; aborting stops it (between steps, no restart) or a move
// search (terminate and restart); hostile input gets coded errors; close().

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tools/serve.mjs';
import { openPage, startHarness } from './harness.mjs';
import { poll } from './poll.mjs';

const PKG = fileURLToPath(new URL('../../pkg/', import.meta.url));

let harness;
let server;
let scratch;
let page;
let errors;

before(async () => {
  if (!existsSync(join(PKG, 'package.json'))) throw new Error('pkg/ is not built: run ./build.sh build');
  harness = await startHarness();
  scratch = mkdtempSync(join(tmpdir(), 'hnef-worker-pkg-'));
  const env = { ...process.env, npm_config_cache: join(scratch, 'npm-cache'), npm_config_update_notifier: 'false' };
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: PKG, encoding: 'utf8', env }));
  const site = join(scratch, 'site');
  const installed = join(site, 'node_modules', 'hnef');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="importmap">{"imports": {"hnef": "./node_modules/hnef/hnef.js", "hnef/worker": "./node_modules/hnef/worker.js"}}</script>
<script type="module">
  import init, * as hnef from 'hnef';
  import * as worker from 'hnef/worker';
  await init();
  window.hnef = hnef;
  window.hnefWorker = worker;
  window.engine = await worker.createEngine();
  window.ready = true;
</script><body>host</body></html>`,
  );
  server = await startServer({ root: site, port: 0 });
  ({ page, errors } = await openPage(harness.browser));
  await page.goto(`${server.url}index.html`);
  await poll(() => page.evaluate(() => window.ready === true), { what: 'the engine in its worker' });
});

after(async () => {
  await page?.evaluate(() => window.engine?.close()).catch(() => {});
  await harness?.close();
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const RECORD = '1. d1-d3 f4-c4';

test('aiMove and a node-limited analyse equal the synchronous API in the page', async () => {
  const out = await page.evaluate(async (record) => {
    const game = window.hnef.Game.fromRecord(record);
    const moves = [];
    for (const level of ['easy', 'normal', 'expert']) {
      moves.push([await window.engine.aiMove(record, level, { nodes: 3000, seed: 5 }), game.aiMove(level, { nodes: 3000, seed: 5 })]);
    }
    const updates = [];
    const got = await window.engine.analyse(record, { lines: 3, nodes: 4000, onProgress: (u) => updates.push(u.depth) });
    const want = game.analyse({ lines: 3, nodes: 4000 });
    game.free();
    return { moves, got: got.lines, want: want.lines, updates: updates.length };
  }, RECORD);
  for (const [got, want] of out.moves) assert.equal(got, want);
  assert.deepEqual(out.got, out.want);
  assert.ok(out.updates >= 3);
});

test('an analysis sends an update per finished depth while the main thread stays free', async () => {
  const out = await page.evaluate(async () => {
    const depths = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const a = await window.engine.analyse('', { lines: 3, depth: 5, onProgress: (u) => depths.push(u.depth) });
    clearInterval(timer);
    return { depths, ticks, depth: a.depth, lines: a.lines.length };
  });
  assert.deepEqual([...new Set(out.depths)], [1, 2, 3, 4]);
  assert.equal(out.depth, 5);
  assert.equal(out.lines, 3);
  assert.ok(out.ticks >= 1, 'timers ran on the main thread during the analysis');
});

test('aborting a continuous analysis stops it between two steps, without restarting the worker', async () => {
  const out = await page.evaluate(async () => {
    const ac = new AbortController();
    const restarts = window.engine.restarts;
    let updates = 0;
    const p = window.engine.analyse('', { signal: ac.signal, onProgress: () => (updates += 1) });
    // Stopped early, while the steps are short (a long step would be ended by terminating the worker).
    await new Promise((resolve) => {
      const check = () => (updates >= 1 ? resolve() : setTimeout(check, 1));
      check();
    });
    ac.abort();
    const err = await p.then(() => null, (e) => ({ name: e.name, code: e.code }));
    const after = await window.engine.aiMove('', 'normal', { nodes: 2000, seed: 1 });
    return { err, restarts: window.engine.restarts - restarts, after };
  });
  assert.deepEqual(out.err, { name: 'AbortError', code: 'aborted' });
  assert.equal(out.restarts, 0, 'stopped between steps, the worker kept');
  assert.match(out.after, /^[a-k]\d+-[a-k]\d+$/);
});

test('aborting a move search terminates and restarts the worker; hostile input gets coded errors', async () => {
  const out = await page.evaluate(async (record) => {
    const e = window.engine;
    const restarts = e.restarts;
    const ac = new AbortController();
    const p = e.aiMove(record, 'expert', { timeMs: 60_000, signal: ac.signal });
    setTimeout(() => ac.abort(), 200);
    const aborted = await p.then(() => null, (x) => x.code);
    const code = (promise) => promise.then(() => 'no error', (x) => x.code);
    const hostile = [
      await code(e.aiMove(record, 'expert', { get nodes() { throw new Error('boom'); } })),
      await code(e.analyse(record, new Proxy({}, { ownKeys() { throw new Error('trap'); } }))),
      await code(e.aiMove(record, 'expert', { nodes: NaN })),
      await code(e.aiMove(record, 'expert', { nodes: 2 ** 80 })),
      await code(e.analyse(record, { depth: 1e9 })),
      await code(e.aiMove('1. d1-d3 d1-d3', 'easy')),
      await code(e.aiMove(record, 'master')),
      await code(e.aiMove(new Proxy({}, {}), 'easy')),
    ];
    const game = window.hnef.Game.fromRecord(record);
    const same = (await e.aiMove(record, 'expert', { nodes: 2500 })) === game.aiMove('expert', { nodes: 2500 });
    game.free();
    return { aborted, restarted: e.restarts - restarts, hostile, same };
  }, RECORD);
  assert.equal(out.aborted, 'aborted');
  assert.equal(out.restarted, 1);
  assert.deepEqual(out.hostile, ['bad_argument', 'bad_argument', 'bad_argument', 'bad_argument', 'bad_argument', 'bad_record', 'unknown_level', 'bad_argument']);
  assert.ok(out.same, 'the restarted worker answers as before');
});

test('close() rejects what is pending with code closed; no error reached the console', async () => {
  const out = await page.evaluate(async () => {
    const e = await window.hnefWorker.createEngine();
    const pending = e.analyse('', { depth: 30 });
    e.close();
    return [await pending.then(() => 'no error', (x) => x.code), await e.aiMove('', 'easy').then(() => 'no error', (x) => x.code)];
  });
  assert.deepEqual(out, ['closed', 'closed']);
  assert.deepEqual(errors, []);
});
