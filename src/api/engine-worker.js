// The worker side of `hnef/worker` (see worker.js for the protocol): runs in
// a browser's module Worker or a Node.js worker_threads Worker, keeps one
// Searcher (a 16 MiB table allocated once) for every request.
//
// page -> worker  {type: 'aiMove', id, record, level, options}
//                 {type: 'analyse', id, record, options, progress}
//                 {type: 'stop', id}     ends a stepped analysis between steps
//                 {type: 'clear'}        forgets what the searcher learnt
// worker -> page  {type: 'ready'} | {type: 'failed', error}   once, at start
//                 {type: 'progress', id, value}
//                 {type: 'result', id, value} | {type: 'error', id, error}
//                 {type: 'stopped', id}  instead of those, after a 'stop'
//
// A node-limited analysis and every aiMove run as one call (exactly as
// Game.analyse / Game.aiMove: deterministic); the page stops those by
// terminating the worker. Any other analysis deepens step by step, one
// depth a call, yielding to the message queue between calls, so 'stop' ends
// it after the step under way (the page terminates the worker when that
// step takes too long); during a long step, heartbeats repeat the last
// finished depth at least every 200 ms.

import init, { Game, Searcher } from './hnef.js';

// Node.js: worker_threads (getBuiltinModule from 20.16 and 22.3, an import
// before; its port keeps the messages that arrive before a listener).
const NODE_THREADS = 'node:worker_threads';

function nodeThreads() {
  return globalThis.process?.getBuiltinModule?.(NODE_THREADS) ?? import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_THREADS);
}

const node = typeof self === 'undefined' ? await nodeThreads() : undefined;
const port = node ? node.parentPort : self;
const post = (message) => port.postMessage(message);

const stopped = new Set();
let queue = Promise.resolve();

// Installed before the engine loads: requests that arrive meanwhile wait.
const receive = (msg) => {
  if (msg?.type === 'stop') stopped.add(msg.id);
  else queue = queue.then(() => handle(msg));
};
if (node) port.on('message', receive);
else port.onmessage = (event) => receive(event.data);

let searcher = null;
const ready = init().then(() => {
  searcher = new Searcher();
});
ready.then(
  () => post({ type: 'ready' }),
  (err) => post({ type: 'failed', error: plain(err) }),
);

/** An error as plain data (name, message, code, details). */
function plain(err) {
  const out = { name: 'Error', message: 'the engine failed' };
  try {
    out.name = String(err?.name ?? 'Error');
    out.message = String(err?.message ?? err);
    if (typeof err?.code === 'string') out.code = err.code;
    if (err?.details !== null && typeof err?.details === 'object') out.details = { ...err.details };
  } catch {
    // Keep what was read.
  }
  return out;
}

const refusal = (Kind, message, parameter) => Object.assign(new Kind(message), { code: 'bad_argument', details: { parameter } });

/** The longest a stepped analysis goes without an update, in ms (about). */
const BEAT_MS = 150;

/** The time budget of a step of an analysis without `timeMs`. */
const FOREVER_MS = 1e9;

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

async function handle(msg) {
  const id = msg?.id;
  try {
    await ready;
    if (msg?.type === 'clear') return searcher.clear();
    if (stopped.delete(id)) return post({ type: 'stopped', id }); // before it started
    const game = msg.record === '' ? new Game() : Game.fromRecord(msg.record);
    try {
      let value;
      if (msg.type === 'aiMove') value = { move: searcher.aiMove(game, msg.level, msg.options) };
      else if (msg.type === 'analyse') value = await analyse(id, game, msg.options, msg.progress);
      else throw Object.assign(new Error(`unknown request ${String(msg?.type)}`), { code: 'bad_argument' });
      post(stopped.delete(id) ? { type: 'stopped', id } : { type: 'result', id, value });
    } finally {
      game.free();
    }
  } catch (err) {
    post(stopped.delete(id) ? { type: 'stopped', id } : { type: 'error', id, error: plain(err) });
  }
}

const rate = (nodes, ms) => (ms > 0 ? Math.round((nodes * 1000) / ms) : 0);

async function analyse(id, game, options, progress) {
  const started = performance.now();
  const report = progress ? (value) => post({ type: 'progress', id, value }) : undefined;
  if (options.nodes !== undefined) {
    // One call; each finished iteration of each line makes an update.
    const lines = [];
    const nodes = [];
    let seldepth = 0;
    const onDepth = (r) => {
      if (r.heartbeat) return;
      lines[r.line] = { move: r.move, pv: r.pv, score: r.score, ...(r.mate === undefined ? {} : { mate: r.mate }), lowerBound: false, depth: r.depth, winChance: r.winChance };
      nodes[r.line] = r.nodes;
      seldepth = Math.max(seldepth, r.seldepth);
      const total = nodes.reduce((a, b) => a + b, 0);
      const ms = performance.now() - started;
      report({ depth: Math.min(...lines.map((l) => l.depth)), seldepth, nodes: total, nps: rate(total, ms), elapsedMs: ms, lines: [...lines] });
    };
    const a = searcher.analyse(game, options, report && onDepth);
    const ms = performance.now() - started;
    return { ...a, nps: rate(a.nodes, ms), elapsedMs: ms };
  }
  // Stepped: one call per depth (1, 2, ... up to `depth`, default 100),
  // within `timeMs` if given; between calls, 'stop' can arrive.
  const { depth = 100, timeMs, lines, seed } = options;
  // The limits the steps do not pass on are checked here, as the package does.
  const maxDepth = typeof depth === 'bigint' && depth <= 100n ? Number(depth) : depth;
  if (!Number.isInteger(maxDepth) || maxDepth < 1 || maxDepth > 100) {
    throw refusal(typeof maxDepth === 'number' ? RangeError : TypeError, `depth must be a whole number between 1 and 100, got ${String(depth)}`, 'depth');
  }
  if (timeMs !== undefined && !(typeof timeMs === 'number' && Number.isFinite(timeMs) && timeMs > 0)) {
    throw refusal(typeof timeMs === 'number' ? RangeError : TypeError, `timeMs must be a positive number of milliseconds, got ${String(timeMs)}`, 'timeMs');
  }
  let best = null;
  let nodes = 0;
  let searchedMs = 0; // the time of the finished steps, whose nodes are counted
  const snapshot = () => ({ ...best, nodes, nps: rate(nodes, searchedMs), elapsedMs: performance.now() - started });
  // During a long step, the last finished depth again at least every
  // BEAT_MS (on the engine's heartbeats and its reports of finished
  // iterations inside the step).
  let posted = performance.now();
  const send = report && ((value) => {
    posted = performance.now();
    report(value);
  });
  const beat = report && (() => best && performance.now() - posted >= BEAT_MS && send(snapshot()));
  for (let d = 1; d <= maxDepth; d++) {
    const left = timeMs === undefined ? FOREVER_MS : timeMs - (performance.now() - started);
    if (best && left <= 0) break;
    const a = searcher.analyse(game, { lines, seed, depth: d, timeMs: Math.max(1, left) }, beat);
    nodes += a.nodes;
    searchedMs = performance.now() - started;
    if (best === null || a.depth >= best.depth) best = a;
    if (a.lines.length === 0 || a.depth < d) break; // game over, or out of time
    if (d < maxDepth) send?.(snapshot());
    await yieldToMessages();
    if (stopped.has(id)) break;
  }
  return snapshot();
}
