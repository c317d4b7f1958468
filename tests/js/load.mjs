// Loads the built npm package from pkg/ in Node, synchronously initialised.
//
// The package is built with `wasm-bindgen --target web`, whose default
// `init()` fetches hnef_bg.wasm by URL; Node cannot fetch file: URLs, so
// tests hand the bytes to `initSync` instead. Run `./build.sh build` first.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** file: URL of the built package directory (repo root /pkg/). */
export const PKG_DIR = new URL('../../pkg/', import.meta.url);

let loaded = null;

/**
 * Imports pkg/hnef.js and initialises it from pkg/hnef_bg.wasm once.
 *
 * @returns {Promise<{hnef: object, wasm: WebAssembly.Exports}>} the package's
 *   module namespace and the raw wasm exports `initSync` returned.
 */
export async function loadHnef() {
  if (loaded) return loaded;
  const js = new URL('hnef.js', PKG_DIR);
  const wasmFile = new URL('hnef_bg.wasm', PKG_DIR);
  for (const file of [js, wasmFile]) {
    if (!existsSync(file)) {
      throw new Error(`${fileURLToPath(file)} is missing: run ./build.sh build first`);
    }
  }
  const hnef = await import(js.href);
  const wasm = hnef.initSync({ module: readFileSync(wasmFile) });
  loaded = { hnef, wasm };
  return loaded;
}
