// hnef/worker in Node.js (real worker_threads) and the Searcher it keeps:
// results equal the synchronous API at the same node budget, progress
// arrives per finished depth, cancellation by AbortSignal (a stepped
// analysis stops between steps without terminating; a one-call request
// terminates and restarts the worker), hostile input gets coded errors and
// the engine stays usable, close() rejects what is pending.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PKG_DIR, loadHnef } from './load.mjs';
import { assertCoded } from './error-codes.mjs';

const { hnef } = await loadHnef();
const { Game, Searcher } = hnef;
const { createEngine } = await import(new URL('worker.js', PKG_DIR).href);

const RECORD = (() => {
  const g = new Game();
  g.applyMove('d1', 'd3');
  g.applyMove('f4', 'c4');
  const r = g.record();
  g.free();
  return r;
})();

let engine;
before(async () => {
  engine = await createEngine();
});
after(() => engine.close());

async function rejects(promise, code) {
  try {
    await promise;
  } catch (err) {
    assertCoded(err, code);
    assert.equal(err.code, code, err.message);
    return err;
  }
  assert.fail(`no error (expected ${code})`);
}

test('package.json exports ./worker with its types', async () => {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(new URL('package.json', PKG_DIR), 'utf8'));
  assert.deepEqual(manifest.exports['./worker'], { types: './worker.d.ts', import: './worker.js', default: './worker.js' });
  for (const file of ['worker.js', 'engine-worker.js', 'worker.d.ts']) assert.ok(manifest.files.includes(file), file);
});

test('aiMove and a node-limited analyse equal the synchronous API at the same budget', async () => {
  const game = Game.fromRecord(RECORD);
  for (const level of ['easy', 'normal', 'expert']) {
    const want = game.aiMove(level, { nodes: 3000, seed: 7 });
    assert.equal(await engine.aiMove(RECORD, level, { nodes: 3000, seed: 7 }), want, level);
  }
  const want = game.analyse({ lines: 3, nodes: 4000 });
  const updates = [];
  const got = await engine.analyse(RECORD, { lines: 3, nodes: 4000, onProgress: (u) => updates.push(u) });
  assert.deepEqual(got.lines, want.lines);
  assert.equal(got.nodes, want.nodes);
  assert.equal(got.depth, want.depth);
  assert.ok(updates.length >= 3, 'an update per finished iteration');
  assert.equal(updates.at(-1).lines.length, 3);
  assert.ok(updates.every((u) => u.nodes <= want.nodes && u.lines.every((l) => typeof l.move === 'string')));
  // The same again (the worker's table was cleared for it): the same answer.
  assert.deepEqual((await engine.analyse(RECORD, { lines: 3, nodes: 4000 })).lines, want.lines);
  game.free();
});

test('a stepped analysis reports each finished depth, in order, and ends at the depth asked', async () => {
  const updates = [];
  const a = await engine.analyse(RECORD, { lines: 2, depth: 4, onProgress: (u) => updates.push(u) });
  assert.equal(a.depth, 4);
  assert.equal(a.lines.length, 2);
  // Each finished depth once, in order (a heartbeat during a long step repeats the last one).
  assert.deepEqual([...new Set(updates.map((u) => u.depth))], [1, 2, 3]);
  assert.ok(updates.every((u, i) => i === 0 || u.depth >= updates[i - 1].depth));
  for (const u of [...updates, a]) {
    assert.ok(u.nodes > 0 && u.nps >= 0 && u.elapsedMs >= 0);
    const w = u.lines[0].winChance;
    assert.ok(Math.abs(w.attackers + w.defenders - 1) < 1e-9);
  }
  assert.ok(updates.every((u, i) => i === 0 || u.nodes >= updates[i - 1].nodes));
});

test('aborting a stepped analysis rejects with an AbortError and stops it without a restart', async () => {
  const ac = new AbortController();
  const seen = [];
  const p = engine.analyse(RECORD, { lines: 1, signal: ac.signal, onProgress: (u) => seen.push(u.depth) });
  while (seen.length < 2) await new Promise((r) => setTimeout(r, 5));
  const restarts = engine.restarts;
  ac.abort();
  const err = await rejects(p, 'aborted');
  assert.equal(err.name, 'AbortError');
  // The next request is answered by the same worker.
  const game = Game.fromRecord(RECORD);
  assert.equal(await engine.aiMove(RECORD, 'normal', { nodes: 2000, seed: 1 }), game.aiMove('normal', { nodes: 2000, seed: 1 }));
  assert.equal(engine.restarts, restarts, 'stopped between steps, not terminated');
  game.free();
  // Already aborted: rejected at once.
  await rejects(engine.analyse(RECORD, { signal: AbortSignal.abort() }), 'aborted');
});

test('aborting a one-call request terminates and restarts the worker; the engine stays usable', async () => {
  const ac = new AbortController();
  const restarts = engine.restarts;
  const p = engine.aiMove(RECORD, 'expert', { timeMs: 60_000, signal: ac.signal });
  setTimeout(() => ac.abort(), 100);
  await rejects(p, 'aborted');
  assert.equal(engine.restarts, restarts + 1);
  const game = Game.fromRecord(RECORD);
  assert.equal(await engine.aiMove(RECORD, 'expert', { nodes: 3000 }), game.aiMove('expert', { nodes: 3000 }));
  game.free();
});

test('requests queue: the second waits for the first, and each gets its own answer', async () => {
  const game = Game.fromRecord(RECORD);
  const [a, b] = await Promise.all([
    engine.aiMove(RECORD, 'normal', { nodes: 1500, seed: 2 }),
    engine.analyse('', { nodes: 1500 }),
  ]);
  assert.equal(a, game.aiMove('normal', { nodes: 1500, seed: 2 }));
  const start = new Game();
  assert.deepEqual(b.lines, start.analyse({ nodes: 1500 }).lines);
  game.free();
  start.free();
});

test('hostile input: coded errors, nothing crosses to the worker, the engine stays usable', async () => {
  const throwing = { get nodes() { throw new Error('boom'); } };
  const proxy = new Proxy({}, { ownKeys() { throw new Error('trap'); } });
  await rejects(engine.aiMove(RECORD, 'expert', throwing), 'bad_argument');
  await rejects(engine.analyse(RECORD, proxy), 'bad_argument');
  await rejects(engine.aiMove(new Proxy({}, {}), 'expert'), 'bad_argument');
  await rejects(engine.aiMove(RECORD, 'expert', { nodes: NaN }), 'bad_argument');
  await rejects(engine.aiMove(RECORD, 'expert', { timeMs: NaN }), 'bad_argument');
  await rejects(engine.aiMove(RECORD, 'expert', { nodes: 2 ** 80 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { lines: 1e9 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { depth: -1 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { depth: 101 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { depth: 2.5 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { timeMs: Infinity }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { lines: 0, depth: 2 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { nodes: '100' }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { signal: {} }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { onProgress: 3 }), 'bad_argument');
  await rejects(engine.analyse(RECORD, { colour: 'red' }), 'bad_argument');
  await rejects(engine.aiMove(RECORD, 'grandmaster'), 'unknown_level');
  await rejects(engine.aiMove('d1-d3 d1-d3', 'easy'), 'bad_record');
  await rejects(engine.aiMove('x'.repeat((4 << 20) + 1), 'easy'), 'bad_argument');
  const over = new Game();
  over.resign('defenders');
  await rejects(engine.aiMove(over.record(), 'easy'), 'game_over');
  over.free();
  const game = Game.fromRecord(RECORD);
  assert.equal(await engine.aiMove(RECORD, 'expert', { nodes: 2000 }), game.aiMove('expert', { nodes: 2000 }));
  game.free();
});

test('a worker script that cannot load: createEngine rejects with load_failed', async () => {
  const err = await createEngine({ url: new URL('./no-such-worker.js', PKG_DIR) }).then(() => null, (e) => e);
  assert.ok(err instanceof Error);
  assertCoded(err, 'load_failed');
  assert.equal(err.code, 'load_failed');
  await rejects(createEngine({ colour: 1 }), 'bad_argument');
});

test('close() rejects pending requests with code closed, and every later one', async () => {
  const own = await createEngine();
  const pending = own.aiMove(RECORD, 'expert', { timeMs: 60_000 });
  const queued = own.analyse(RECORD, { depth: 3 });
  own.close();
  await rejects(pending, 'closed');
  await rejects(queued, 'closed');
  await rejects(own.aiMove(RECORD, 'easy'), 'closed');
  own.close(); // again: nothing
});

test('Searcher: a table kept across positions of one game, cleared for another game or a node-limited call', () => {
  const s = new Searcher();
  const game = new Game();
  s.aiMove(game, 'expert', { timeMs: 10_000, depth: 3 });
  assert.equal(s.kept, false, 'the first call has nothing to keep');
  game.applyMove('d1', 'd3');
  s.aiMove(game, 'expert', { timeMs: 10_000, depth: 3 });
  assert.equal(s.kept, true, 'the next position of the same game');
  const other = Game.fromRecord(RECORD.replace('d1-d3', 'e1-e3'));
  s.analyse(other, { timeMs: 10_000, depth: 2 });
  assert.equal(s.kept, false, 'another game clears');
  assert.equal(s.aiMove(game, 'expert', { nodes: 3000 }), game.aiMove('expert', { nodes: 3000 }));
  assert.equal(s.kept, false, 'a node-limited call starts cleared');
  assert.deepEqual(s.analyse(game, { lines: 2, nodes: 3000 }), game.analyse({ lines: 2, nodes: 3000 }));
  s.free();
  s.free();
  assert.throws(() => s.clear(), (err) => err.code === 'freed');
  assert.throws(() => Searcher.prototype.clear.call({}), (err) => err.code === 'bad_argument');
  game.free();
  other.free();
});

test('Searcher: deterministic for the same history of calls; reuse saves nodes over the next moves', () => {
  const run = () => {
    const s = new Searcher();
    const game = new Game();
    const out = [];
    for (let ply = 0; ply < 4; ply++) {
      const a = s.analyse(game, { depth: 5, timeMs: 1e9 });
      out.push([a.nodes, a.lines[0].move]);
      game.applyMove(...a.lines[0].move.split('-'));
    }
    s.free();
    game.free();
    return out;
  };
  assert.deepEqual(run(), run());
  // Nodes to reach depth 5 on the next ten moves of a game: with the table
  // of the searches before (one Searcher for the game), and from a fresh
  // table each move. One move may cost more warm than cold (the old
  // entries steer the order: the first move after the opening's search
  // does at depth 6); the game's searches together cost less (about a
  // fifth less at depth 5 over ten moves, measured on 2026-12-05; at
  // depth 6 over five moves the two are within 5 % of each other since
  // the search tells improving nodes, so that sample no longer tells).
  const s = new Searcher();
  const fresh = new Searcher();
  const game = new Game();
  const first = s.analyse(game, { depth: 5, timeMs: 1e9 });
  game.applyMove(...first.lines[0].move.split('-'));
  let warm = 0;
  let cold = 0;
  for (let move = 0; move < 10; move++) {
    const a = s.analyse(game, { depth: 5, timeMs: 1e9 });
    fresh.clear();
    cold += fresh.analyse(game, { depth: 5, timeMs: 1e9 }).nodes;
    warm += a.nodes;
    game.applyMove(...a.lines[0].move.split('-'));
  }
  assert.ok(warm < cold, `reuse: ${warm} nodes, fresh: ${cold}`);
  s.free();
  fresh.free();
  game.free();
});

test('Searcher.analyse reports each finished iteration; a throwing callback does not stop it', () => {
  const s = new Searcher();
  const game = new Game();
  const reports = [];
  const a = s.analyse(game, { depth: 3, timeMs: 1e9, lines: 2 }, (r) => {
    reports.push(r);
    throw new Error('ignored');
  });
  const done = reports.filter((r) => !r.heartbeat);
  assert.deepEqual(done.map((r) => [r.line, r.depth]), [[0, 1], [0, 2], [0, 3], [1, 1], [1, 2], [1, 3]]);
  assert.equal(done[2].move, a.lines[0].move);
  assert.throws(() => s.analyse(game, {}, 'no'), (err) => err.code === 'bad_argument');
  s.free();
  game.free();
});
