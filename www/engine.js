// The engine, loaded once per page for every board on it (the player's
// page, each <hnef-board>): one init() promise, which a failure clears so
// that a later call may try again.

import init from './pkg/hnef.js';

let load = null;

/** Loads the engine once for every board on the page (a failure may be retried). */
export function loadEngine() {
  load ??= init().catch((err) => {
    load = null;
    throw err;
  });
  return load;
}

/** Whether a load has started (or finished) and not failed. */
export function engineStarted() {
  return load !== null;
}
