// Starting the engine's wasm compile, shared by the page's first-frame
// script (boot.js), which starts it while index.html is parsed, and
// wasm-compile.js, which takes it up in the page's bundle.

/** Where the first-frame script leaves its compile (a promise of a module or null). */
export const EARLY_WASM = Symbol.for('hnef.wasm.compile');

/** Starts compiling the wasm at `url` (streaming): a promise of the module, or of null. */
export function compileWasm(url) {
  return typeof WebAssembly === 'object' && typeof WebAssembly.compileStreaming === 'function' && typeof fetch === 'function'
    ? WebAssembly.compileStreaming(fetch(url)).catch(() => null)
    : Promise.resolve(null);
}
