// The engine's wasm, fetched and compiled as soon as the page is parsed:
// index.html loads this module with `async` (it imports nothing, so it runs
// at once, while main.js's modules are still arriving) and main.js imports
// the same instance, handing the compiled module to init() (engine.js).
// `compiled` resolves to a WebAssembly.Module, or to null when streaming
// compilation is not available or failed (init() then fetches the file
// itself and says what went wrong).

/** The compiled engine, or null. */
export const compiled =
  typeof WebAssembly === 'object' && typeof WebAssembly.compileStreaming === 'function' && typeof fetch === 'function'
    ? WebAssembly.compileStreaming(fetch(new URL('./pkg/hnef_bg.wasm', import.meta.url))).catch(() => null)
    : Promise.resolve(null);
