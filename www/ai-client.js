// The page's side of the AI worker protocol (see ai-worker.js). One request at
// a time: a new request supersedes the running one, and `cancel()` stops it by
// terminating the worker and starting a fresh one. A superseded or cancelled
// request resolves to null; replies with an old id are dropped.

const DEFAULT_URL = new URL('./ai-worker.js', import.meta.url);

/**
 * @param {{url?: URL|string, onBusy?: (busy: boolean) => void}} [options]
 */
export function createAiClient({ url = DEFAULT_URL, onBusy } = {}) {
  let worker = null;
  let nextId = 1;
  let current = null; // {id, resolve, reject}
  let restarts = 0;

  function spawn() {
    worker = new Worker(url, { type: 'module' });
    worker.onmessage = onMessage;
    worker.onerror = (event) => {
      event.preventDefault?.();
      fail(new Error(event.message || 'the AI worker failed to start'));
    };
  }

  function settle() {
    current = null;
    onBusy?.(false);
  }

  function fail(err) {
    const req = current;
    if (!req) return;
    settle();
    req.reject(err);
  }

  function onMessage(event) {
    const msg = event.data;
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'ready') return;
    if (msg.type === 'error' && msg.id === null) return fail(workerError(msg));
    // A reply to anything but the running request is stale.
    if (!current || msg.id !== current.id) return;
    const req = current;
    settle();
    if (msg.type === 'move' && typeof msg.move === 'string') req.resolve(msg.move);
    else req.reject(msg.type === 'error' ? workerError(msg) : new Error('bad reply from the AI worker'));
  }

  function cancel() {
    if (!current) return false;
    const req = current;
    settle();
    // The search is synchronous inside the worker: only terminating stops it.
    worker.terminate();
    restarts += 1;
    spawn();
    req.resolve(null);
    return true;
  }

  spawn();

  return {
    /**
     * Asks for a move: resolves to 'from-to', or null when superseded or
     * cancelled; rejects when the engine reports an error.
     */
    request({ record, level, options = {} }) {
      cancel();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        current = { id, resolve, reject };
        onBusy?.(true);
        worker.postMessage({ type: 'think', id, record, level, options });
      });
    },
    cancel,
    get busy() {
      return current !== null;
    },
    /** Workers started after the first (one per cancel): for tests and the debug hook. */
    get restarts() {
      return restarts;
    },
    destroy() {
      cancel();
      worker?.terminate();
      worker = null;
    },
  };
}

/** The worker's error reply as an Error carrying the engine's code and details. */
function workerError(msg) {
  const err = new Error(String(msg.message ?? 'the AI worker failed'));
  if (typeof msg.code === 'string') err.code = msg.code;
  if (msg.details !== null && typeof msg.details === 'object') err.details = msg.details;
  return err;
}
