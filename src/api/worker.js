// `hnef/worker`: the engine in a worker, for web apps whose main thread
// must never block. `createEngine()` starts a module Worker (browsers) or a
// worker_threads Worker (Node.js) running engine-worker.js, which keeps one
// Searcher (its 16 MiB table allocated once) for every request.
//
//   const engine = await createEngine();
//   const move = await engine.aiMove(record, 'expert', { timeMs: 1000, signal });
//   const a = await engine.analyse(record, { lines: 3, timeMs: 5000, onProgress, signal });
//   engine.close();
//
// One request runs at a time; others wait their turn. Cancelling (the
// request's AbortSignal) rejects it with an AbortError (code 'aborted'): a
// stepped analysis stops between two steps, a request that runs as one
// call (aiMove, an analysis with `nodes`) by terminating the worker and
// starting a new one. Every argument is read once, here, into plain data;
// the worker checks the rest with the package's own checks, and errors come
// back as Errors with the package's codes.

const MAX_TEXT = 4 << 20;
const LIMIT_KEYS = ['timeMs', 'seed', 'nodes', 'depth'];
const AI_KEYS = [...LIMIT_KEYS, 'signal'];
const ANALYSE_KEYS = ['lines', ...LIMIT_KEYS, 'signal', 'onProgress'];

function coded(Kind, code, message, details) {
  const err = new Kind(message);
  err.code = code;
  if (details !== undefined) err.details = details;
  return err;
}

const badArgument = (Kind, parameter, message) => coded(Kind, 'bad_argument', message, { parameter });

/** An AbortError (a DOMException where there is one) with code 'aborted'. */
function abortError(message = 'the request was cancelled') {
  const err =
    typeof DOMException === 'function' ? new DOMException(message, 'AbortError') : Object.assign(new Error(message), { name: 'AbortError' });
  try {
    Object.defineProperty(err, 'code', { value: 'aborted', enumerable: true, configurable: true });
  } catch {
    // DOMException's code is an accessor on the prototype: an own property wins.
  }
  return err;
}

const closedError = (message) => coded(Error, 'closed', message);

function typeName(value) {
  if (value === null) return 'null';
  try {
    if (Array.isArray(value)) return 'an array';
  } catch {
    // A revoked Proxy.
  }
  return typeof value;
}

function text(value, what, max) {
  if (typeof value !== 'string') throw badArgument(TypeError, what, `${what} must be a string, got ${typeName(value)}`);
  if (value.length > max) throw badArgument(RangeError, what, `${what} is too long (${value.length} characters, at most ${max})`);
  return value;
}

/** Options read once into plain data; `signal` and `onProgress` apart. */
function readOptions(options, keys) {
  const out = Object.create(null);
  if (options === undefined) return out;
  if (typeof options !== 'object' || options === null) {
    throw badArgument(TypeError, 'options', `options must be an object, got ${typeName(options)}`);
  }
  let unknown;
  try {
    if (Array.isArray(options)) throw badArgument(TypeError, 'options', 'options must be an object, got an array');
    unknown = Object.keys(options).find((k) => !keys.includes(k));
    if (unknown === undefined) for (const k of keys) out[k] = options[k];
  } catch (err) {
    if (err?.code === 'bad_argument') throw err;
    throw coded(Error, 'bad_argument', `options could not be read: ${String(err?.message ?? 'a value that cannot be shown').slice(0, 80)}`, { parameter: 'options' });
  }
  if (unknown !== undefined) {
    throw badArgument(TypeError, 'options', `unknown option '${String(unknown).slice(0, 40)}' (expected ${keys.join(', ')})`);
  }
  for (const k of ['lines', ...LIMIT_KEYS]) {
    const v = out[k];
    if (v !== undefined && typeof v !== 'number' && typeof v !== 'bigint') {
      throw badArgument(TypeError, k, `${k} must be a number, got ${typeName(v)}`);
    }
  }
  const signal = out.signal;
  if (signal !== undefined && !isSignal(signal)) {
    throw badArgument(TypeError, 'signal', `signal must be an AbortSignal, got ${typeName(signal)}`);
  }
  if (out.onProgress !== undefined && typeof out.onProgress !== 'function') {
    throw badArgument(TypeError, 'onProgress', `onProgress must be a function, got ${typeName(out.onProgress)}`);
  }
  return out;
}

function isSignal(value) {
  try {
    return typeof AbortSignal === 'function' && value instanceof AbortSignal;
  } catch {
    return false;
  }
}

function errorFrom(data) {
  const Kind = { TypeError, RangeError }[data?.name] ?? Error;
  const err = new Kind(String(data?.message ?? 'the engine failed'));
  if (typeof data?.code === 'string') err.code = data.code;
  if (data?.details && typeof data.details === 'object') err.details = data.details;
  return err;
}

/** A browser module Worker or a Node.js worker_threads Worker, as one shape. */
async function startWorker(url) {
  const threads = typeof Worker === 'function' ? null : await nodeThreads();
  if (threads) {
    const w = new threads.Worker(url);
    return {
      post: (m) => w.postMessage(m),
      listen: (onMessage, onFail) => {
        w.on('message', onMessage);
        w.on('error', (e) => onFail(e?.message ?? String(e)));
        w.on('exit', (code) => onFail(`the engine's worker exited (code ${code})`));
      },
      stop: () => {
        w.removeAllListeners();
        w.on('error', () => {});
        w.terminate();
      },
    };
  }
  const w = new Worker(url, { type: 'module' });
  return {
    post: (m) => w.postMessage(m),
    listen: (onMessage, onFail) => {
      w.onmessage = (event) => onMessage(event.data);
      w.onerror = (event) => {
        event.preventDefault?.();
        onFail(event.message || "the engine's worker failed to start");
      };
    },
    stop: () => {
      w.onmessage = null;
      w.onerror = null;
      w.terminate();
    },
  };
}

const NODE_THREADS = 'node:worker_threads';
async function nodeThreads() {
  if (typeof process !== 'object' || typeof process?.versions?.node !== 'string') {
    throw closedError('no Worker here: hnef/worker needs a browser (module workers) or Node.js (worker_threads)');
  }
  return process.getBuiltinModule?.(NODE_THREADS) ?? import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_THREADS);
}

/**
 * Starts an engine in a worker; resolves once the engine is loaded.
 *
 * @param {{url?: string | URL}} [options] where the worker script is
 *   (default: engine-worker.js next to this module)
 */
export async function createEngine(options) {
  const read = readOptions(options, ['url']);
  const url = read.url ?? new URL('./engine-worker.js', import.meta.url);
  const engine = new Engine(url, internal);
  await engine.ready;
  return engine;
}

const internal = Symbol('internal');

/** How long a stepped analysis may take to stop before its worker is terminated. */
const STOP_GRACE_MS = 300;

/** An engine in a worker (make one with `createEngine`). */
export class Engine {
  #url;
  #worker = null;
  #ready = null;
  #closed = false;
  #nextId = 1;
  #queue = []; // requests not yet sent: {id, message, oneCall, resolve, reject, onProgress, cleanup}
  #current = null; // the request the worker runs
  #restarts = 0;
  #stopping = null; // {id, timer}: a stepped analysis asked to stop
  #generation = 0; // which spawn is the live one

  constructor(url, token) {
    if (token !== internal) throw new TypeError('make an Engine with createEngine()');
    this.#url = url;
    this.#spawn();
  }

  /** Resolves when the worker's engine is loaded (rejects with `load_failed`). */
  get ready() {
    return this.#ready;
  }

  /** Workers started after the first (one per request stopped by terminating). */
  get restarts() {
    return this.#restarts;
  }

  #spawn() {
    let ok;
    let fail;
    this.#ready = new Promise((resolve, reject) => {
      ok = resolve;
      fail = reject;
    });
    this.#ready.catch(() => {});
    const generation = ++this.#generation;
    const started = startWorker(this.#url).then((worker) => {
      if (this.#closed || generation !== this.#generation) return worker.stop();
      this.#worker = worker;
      worker.listen(
        (msg) => this.#onMessage(msg, ok, fail),
        (why) => this.#onFailure(worker, coded(Error, 'load_failed', `the engine's worker failed: ${why}`), fail),
      );
      this.#pump();
    });
    started.catch((err) => {
      const failed = typeof err?.code === 'string' ? err : coded(Error, 'load_failed', `the engine's worker could not start: ${String(err?.message ?? err).slice(0, 200)}`);
      this.#onFailure(null, failed, fail);
    });
  }

  #onMessage(msg, ok, fail) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'ready') return ok();
    if (msg.type === 'failed') {
      const err = errorFrom(msg.error);
      err.code = 'load_failed';
      return this.#onFailure(this.#worker, err, fail);
    }
    if (this.#stopping && msg.id === this.#stopping.id && ['stopped', 'result', 'error'].includes(msg.type)) {
      clearTimeout(this.#stopping.timer);
      this.#stopping = null;
      return this.#pump();
    }
    const req = this.#current;
    if (!req || msg.id !== req.id) return;
    if (msg.type === 'progress') {
      try {
        req.onProgress?.(msg.value);
      } catch {
        // A throwing callback does not end the request.
      }
      return;
    }
    this.#current = null;
    req.cleanup();
    if (msg.type === 'result') req.resolve(msg.value);
    else req.reject(errorFrom(msg.error));
    this.#pump();
  }

  #onFailure(worker, err, fail) {
    fail(err);
    if (worker !== null && worker !== this.#worker) return;
    this.#shutDown(() => (err.code === 'load_failed' ? err : closedError(`the engine's worker failed: ${err.message}`)));
  }

  /** Ends the worker for good; every pending request rejects with `reason()`. */
  #shutDown(reason) {
    this.#closed = true;
    if (this.#stopping) clearTimeout(this.#stopping.timer);
    this.#stopping = null;
    this.#worker?.stop();
    this.#worker = null;
    const pending = this.#current ? [this.#current, ...this.#queue] : [...this.#queue];
    this.#current = null;
    this.#queue = [];
    for (const req of pending) {
      req.cleanup();
      req.reject(reason());
    }
  }

  #pump() {
    if (this.#current || this.#stopping || !this.#worker || this.#queue.length === 0) return;
    const req = this.#queue.shift();
    this.#current = req;
    this.#worker.post(req.message);
  }

  #request(message, signal, onProgress, oneCall) {
    if (this.#closed) return Promise.reject(closedError('the engine was closed'));
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const req = { id, message: { ...message, id }, oneCall, resolve, reject, onProgress, cleanup: () => {} };
      if (signal) {
        const onAbort = () => this.#abort(req);
        signal.addEventListener('abort', onAbort, { once: true });
        req.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      this.#queue.push(req);
      this.#pump();
    });
  }

  #abort(req) {
    req.cleanup();
    req.reject(abortError());
    const queued = this.#queue.indexOf(req);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      return;
    }
    if (this.#current !== req) return;
    this.#current = null;
    if (req.oneCall || !this.#worker) return this.#restart();
    // A stepped analysis stops after its step; one that takes too long is
    // stopped by terminating the worker.
    this.#worker.post({ type: 'stop', id: req.id });
    this.#stopping = { id: req.id, timer: setTimeout(() => this.#restart(), STOP_GRACE_MS) };
  }

  /** Terminates the worker (a synchronous call cannot be interrupted) and starts a new one. */
  #restart() {
    if (this.#stopping) clearTimeout(this.#stopping.timer);
    this.#stopping = null;
    this.#worker?.stop();
    this.#worker = null;
    this.#restarts += 1;
    this.#spawn();
  }

  /**
   * The AI's move for the side to move of `record`, as `'from-to'`.
   * `options`: `{ timeMs?, seed?, nodes?, depth?, signal? }` (see Game.aiMove).
   */
  aiMove(record, level, options) {
    try {
      const r = text(record, 'record', MAX_TEXT);
      const l = text(level, 'level', 256);
      const o = readOptions(options, AI_KEYS);
      const { signal, ...limits } = o;
      return this.#request({ type: 'aiMove', record: r, level: l, options: { ...limits } }, signal, undefined, true).then(
        (v) => v.move,
      );
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /**
   * Multi-line analysis of the position after `record` (see Game.analyse).
   * `options`: `{ lines?, depth?, nodes?, timeMs?, seed?, signal?,
   * onProgress? }`. With `nodes` it is one call, deterministic (as
   * Game.analyse), with an update after each finished iteration; otherwise
   * it deepens step by step (an update at least every 250 ms or so) until
   * `depth` (default 100) or `timeMs`, or until `signal` aborts.
   */
  analyse(record, options) {
    try {
      const r = text(record, 'record', MAX_TEXT);
      const o = readOptions(options, ANALYSE_KEYS);
      const { signal, onProgress, ...limits } = o;
      const message = { type: 'analyse', record: r, options: { ...limits }, progress: onProgress !== undefined };
      return this.#request(message, signal, onProgress, limits.nodes !== undefined);
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /** Forgets what the worker's searcher learnt (after the request it runs). */
  clear() {
    this.#worker?.post({ type: 'clear' });
  }

  /** Stops the worker; pending requests reject with code 'closed'. Idempotent. */
  close() {
    if (this.#closed) return;
    this.#shutDown(() => closedError('the engine was closed'));
  }
}
