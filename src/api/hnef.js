// The package entry: re-exports the wasm-bindgen glue (hnef_glue.js) with
// the few things wasm-bindgen cannot express.
//
// - RULESETS, a frozen array constant (wasm-bindgen exports functions and
//   classes only); a test checks it equals the engine's rulesets().
// - init() with no argument works in Node.js too: there it reads
//   hnef_bg.wasm next to this file with node:fs, since Node's fetch cannot
//   load file: URLs. Browsers, workers and bundlers take the glue's own path
//   (fetch of new URL('hnef_bg.wasm', import.meta.url)).
// - init() and initSync() resolve to nothing: the raw wasm exports (memory,
//   pointers) stay private, so nothing outside the Game API can touch them.
// - A Game used after free() throws a clear Error instead of wasm-bindgen's
//   "null pointer passed to rust", and a second free() does nothing.
//
// No rules logic lives here: every game method is the glue's, unchanged.

import glueInit, { initSync as glueInitSync, Game, bench, rulesets } from './hnef_glue.js';

export { Game, bench, rulesets };

/** The ruleset ids, the default first (the same list as `rulesets()`). */
export const RULESETS = Object.freeze([
  'copenhagen-hnefatafl-11x11-2025-v1',
  'viking-chess-classic-11x11',
]);

let ready = null; // the promise of the first successful init(), or null
let loading = false; // an init() is under way

/**
 * Loads and instantiates the engine; call it once (again is harmless)
 * before using anything else.
 *
 * @param {undefined | string | URL | Request | Response | BufferSource |
 *   WebAssembly.Module | Promise<Response> | {module_or_path: unknown}} [input]
 *   where the .wasm comes from; by default hnef_bg.wasm next to this module
 *   (fetched in browsers, read from disk in Node.js).
 * @returns {Promise<void>}
 */
export default function init(input) {
  if (ready === null) {
    loading = true;
    ready = load(input).then(
      () => {
        loading = false;
      },
      (err) => {
        loading = false;
        ready = null; // a failed load may be retried, e.g. with other input
        throw err;
      },
    );
  }
  return ready;
}

async function load(input) {
  if (input === undefined && onNodeFileSystem()) {
    input = await readWasmFile(new URL('./hnef_bg.wasm', import.meta.url));
  }
  if (input === undefined) {
    await glueInit();
  } else if (isPlainObject(input)) {
    await glueInit(input);
  } else {
    await glueInit({ module_or_path: input });
  }
}

/**
 * Instantiates the engine synchronously from the bytes (or compiled module)
 * of hnef_bg.wasm. Does nothing when the engine is already instantiated.
 *
 * @param {{module: BufferSource | WebAssembly.Module} | BufferSource | WebAssembly.Module} options
 * @returns {void}
 */
export function initSync(options) {
  if (options === undefined || options === null) {
    throw new TypeError('initSync needs { module: bytes or WebAssembly.Module of hnef_bg.wasm }');
  }
  if (loading) {
    // A second instance would replace the first under the games made from it.
    throw new Error('init() is still loading the engine: await it instead of calling initSync');
  }
  glueInitSync(isPlainObject(options) ? options : { module: options });
  ready ??= Promise.resolve();
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Node.js (or a runtime that says it is Node-compatible) running this file from disk. */
function onNodeFileSystem() {
  return (
    typeof process === 'object' &&
    process !== null &&
    typeof process.versions?.node === 'string' &&
    import.meta.url.startsWith('file:')
  );
}

const NODE_FS = 'node:fs/promises';

async function readWasmFile(url) {
  // Node 20.16+ and 22.3+ hand out built-ins synchronously; older ones need
  // a dynamic import. The specifier sits in a variable and the comments tell
  // webpack and Vite to leave it alone, so bundlers for the browser never
  // try to resolve node:fs.
  const fs =
    process.getBuiltinModule?.('node:fs/promises') ??
    (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS));
  return fs.readFile(url);
}

// --- Use after free() --------------------------------------------------------

const FREED = 'this Game was freed (free() was called); create a new Game';

/** A live Game's pointer into wasm memory; throws when freed or foreign. */
function checkLive(game) {
  // __wbg_ptr is the glue's handle (wasm-bindgen is pinned with "=").
  const ptr = game instanceof Game ? game.__wbg_ptr : undefined;
  if (typeof ptr !== 'number') throw new TypeError('not a Game (a method was called on another object)');
  if (ptr === 0) throw new Error(FREED);
}

for (const [name, desc] of Object.entries(Object.getOwnPropertyDescriptors(Game.prototype))) {
  // constructor and the glue's own helpers (__destroy_into_raw) stay as they are.
  if (name === 'constructor' || name.startsWith('__')) continue;
  if (name === 'free') {
    const free = desc.value;
    desc.value = function free_() {
      // A second free() is a no-op, as for other disposables.
      if (this instanceof Game && this.__wbg_ptr === 0) return;
      checkLive(this);
      free.call(this);
    };
  } else if (typeof desc.value === 'function') {
    const method = desc.value;
    desc.value = {
      [name](...args) {
        checkLive(this);
        return method.apply(this, args);
      },
    }[name];
  } else if (typeof desc.get === 'function') {
    const get = desc.get;
    desc.get = function () {
      checkLive(this);
      return get.call(this);
    };
  } else {
    continue;
  }
  Object.defineProperty(Game.prototype, name, desc);
}
if (typeof Symbol.dispose === 'symbol') {
  Object.defineProperty(Game.prototype, Symbol.dispose, {
    value: Game.prototype.free,
    writable: true,
    configurable: true,
  });
}
