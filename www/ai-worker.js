// The computer player, in a module worker so that a search never blocks the
// page. Protocol (plain data, every request carries an id echoed back):
//
//   page -> worker  {type: 'think', id, record, level, options}
//                   record: game record text; level: 'easy'|'normal'|'expert';
//                   options: {seed?, timeMs?, nodes?} for Game.aiMove
//   worker -> page  {type: 'ready'}                      once the engine is loaded
//                   {type: 'move', id, move, ms}         move as 'from-to'
//                   {type: 'error', id, message, code?, details?}  the engine's error code (src/api/README.md)
//
// A search cannot be interrupted from inside (aiMove is synchronous): the page
// cancels by terminating this worker and starting a new one.

import init, { Game } from './pkg/hnef.js';

let queue = Promise.resolve();

// Installed before the engine loads: messages that arrive meanwhile wait on
// `ready` instead of being lost.
self.onmessage = (event) => {
  queue = queue.then(() => handle(event.data));
};

const ready = init();
ready.then(
  () => self.postMessage({ type: 'ready' }),
  (err) => self.postMessage({ type: 'error', id: null, message: `engine failed to load: ${err?.message ?? err}`, code: err?.code }),
);

async function handle(msg) {
  const id = msg && Number.isSafeInteger(msg.id) ? msg.id : null;
  try {
    await ready;
    if (!msg || msg.type !== 'think') throw new Error(`unknown request ${JSON.stringify(msg?.type ?? null)}`);
    const started = performance.now();
    const game = Game.fromRecord(String(msg.record));
    try {
      const move = game.aiMove(String(msg.level), msg.options ?? {});
      self.postMessage({ type: 'move', id, move, ms: Math.round(performance.now() - started) });
    } finally {
      game.free();
    }
  } catch (err) {
    self.postMessage({ type: 'error', id, message: String(err?.message ?? err), code: err?.code, details: err?.details });
  }
}
