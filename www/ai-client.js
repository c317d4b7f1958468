// The page's side of the computer: the package's `hnef/worker` engine
// (./pkg/worker.js) running ai-worker.js. One request at a time: a new
// request supersedes the running one, and `cancel()` stops it (a move
// search by terminating the worker and starting a fresh one, an analysis
// between two of its steps). A superseded or cancelled request resolves to
// null.

import { createEngine } from './pkg/worker.js';

const DEFAULT_URL = new URL('./ai-worker.js', import.meta.url);

/**
 * @param {{url?: URL|string, onBusy?: (busy: boolean) => void}} [options]
 */
export function createAiClient({ url = DEFAULT_URL, onBusy } = {}) {
  /** @type {Promise<import('./pkg/worker.js').Engine>|null} */
  let engine = null;
  let loaded = null; // the engine once loaded
  let current = null; // {controller}

  function start() {
    if (engine === null) {
      const starting = createEngine({ url });
      engine = starting;
      starting.then((e) => {
        if (engine === starting) loaded = e;
        else e.close();
      }, () => {});
    }
    return engine;
  }

  function settle(req) {
    if (current !== req) return;
    current = null;
    onBusy?.(false);
  }

  /** Runs `call(engine, signal)`; null when superseded or cancelled. */
  async function run(call) {
    cancel();
    const req = { controller: new AbortController() };
    current = req;
    onBusy?.(true);
    try {
      const value = await call(await start(), req.controller.signal);
      return req.controller.signal.aborted ? null : value;
    } catch (err) {
      if (req.controller.signal.aborted || err?.code === 'aborted') return null;
      if (err?.code === 'load_failed' || err?.code === 'closed') {
        engine = null; // a later request starts a new one
        loaded = null;
      }
      throw err;
    } finally {
      settle(req);
    }
  }

  function cancel() {
    const req = current;
    if (!req) return false;
    settle(req);
    req.controller.abort();
    return true;
  }

  start();

  return {
    /** Asks for a move: resolves to 'from-to', or null when superseded or cancelled. */
    request({ record, level, options = {} }) {
      return run((e, signal) => e.aiMove(record, level, { ...options, signal }));
    },
    /** Analyses the position after `record` (hnef/worker's analyse); null when superseded or cancelled. */
    analyse({ record, options = {}, onProgress }) {
      return run((e, signal) => e.analyse(record, { ...options, signal, ...(onProgress ? { onProgress } : {}) }));
    },
    cancel,
    get busy() {
      return current !== null;
    },
    /** Workers started after the first (one per cancelled move search): for tests and the debug hook. */
    get restarts() {
      return loaded?.restarts ?? 0;
    },
    destroy() {
      cancel();
      loaded?.close();
      loaded = null;
      engine = null; // one still loading closes itself when it is ready
    },
  };
}
