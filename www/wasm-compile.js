// The engine's wasm, fetched and compiled as soon as possible: the page's
// first-frame script (boot.js, run while index.html is parsed) starts the
// compile from the bytes the head's preload is fetching and leaves the
// promise under EARLY_WASM; this module, evaluated later with the page's
// bundle, takes that promise, or starts the compile itself where there is
// none (another page, or no first-frame script). main.js hands the compiled
// module to init() (engine.js). `compiled` resolves to a WebAssembly.Module,
// or to null when streaming compilation is not available or failed (init()
// then fetches the file itself and says what went wrong).

import { EARLY_WASM, compileWasm } from './wasm-start.js';

const early = globalThis[EARLY_WASM];

/** The compiled engine, or null. */
export const compiled =
  early instanceof Promise
    ? early.then((m) => (m instanceof WebAssembly.Module ? m : null), () => null)
    : compileWasm(new URL('./pkg/hnef_bg.wasm', import.meta.url));
