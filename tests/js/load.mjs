// Loads the built npm package from pkg/ in Node, the way a user would:
// `import init, { Game } from 'hnef'; await init();` (with no argument, the
// package reads hnef_bg.wasm next to itself). Run `./build.sh build` first.
//
// Every test file runs in its own process (node --test), so each gets a
// fresh engine. Tests of the other ways to initialise (bytes, initSync, a
// failed load) start their own child processes: see init.test.mjs.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** file: URL of the built package directory (repo root /pkg/). */
export const PKG_DIR = new URL('../../pkg/', import.meta.url);

/** The files the package needs at run time. */
export const RUNTIME_FILES = ['hnef.js', 'hnef_glue.js', 'hnef_bg.wasm'];

let loaded = null;

/**
 * Imports pkg/hnef.js and awaits its init() once.
 *
 * @returns {Promise<{hnef: typeof import('../../pkg/hnef.js')}>} the
 *   package's module namespace, initialised.
 */
export function loadHnef() {
  loaded ??= (async () => {
    for (const name of RUNTIME_FILES) {
      const file = new URL(name, PKG_DIR);
      if (!existsSync(file)) {
        throw new Error(`${fileURLToPath(file)} is missing: run ./build.sh build first`);
      }
    }
    const hnef = await import(new URL('hnef.js', PKG_DIR).href);
    await hnef.default();
    return { hnef };
  })();
  return loaded;
}
