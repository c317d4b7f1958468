// The engine, loaded once per page for every board on it (the player's
// page, each <hnef-board>): one init() promise, which a failure clears so
// that a later call may try again.

import init from './pkg/hnef.js';

let load = null;

/**
 * Loads the engine once for every board on the page (a failure may be
 * retried). `compiled`: a promise of the already compiled wasm module (the
 * page's wasm-compile.js), or of null to let init() fetch it.
 */
export function loadEngine(compiled = null) {
  load ??= Promise.resolve(compiled)
    .then((module) => (module instanceof WebAssembly.Module ? init(module) : init()))
    .catch((err) => {
      load = null;
      throw err;
    });
  return load;
}

/** Whether a load has started (or finished) and not failed. */
export function engineStarted() {
  return load !== null;
}
