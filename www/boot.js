// The board in the page's first frame. index.html runs this file (bundled by
// tools/bundle.mjs into dist/boot.js, a small classic script) right after
// the board's canvas is parsed, before the page's own script has arrived: it
// draws what start-preview.js says the board will show (the start position,
// or the board remembered for the saved game), so the first frame the
// browser shows has the board in it. main.js mounts the board later; its
// renderer draws again only what differs from this picture (the signature
// left on the canvas). Whatever this cannot read, it leaves the canvas
// empty, as the page did before.

import { computeLayout } from './geometry.js';
import { DRAWN_ATTRIBUTE, drawBoard, readTheme, viewSignature } from './renderer.js';
import { startPreview } from './start-preview.js';
import { EARLY_WASM, compileWasm } from './wasm-start.js';

/** The mark tools/startup-bench.mjs reads: the canvas first drew a position. */
export const PAINTED_MARK = 'hnef-board-painted';

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Draws the preview on `canvas` at its CSS size x DPR; returns whether it drew. Never throws. */
export function drawEarly(canvas, store = storage()) {
  try {
    const early = startPreview(store);
    if (!early || !(canvas instanceof HTMLCanvasElement)) return false;
    const box = canvas.getBoundingClientRect();
    const css = Math.min(box.width, box.height || box.width);
    if (!(css >= 40)) return false;
    const dpr = globalThis.devicePixelRatio || 1;
    const pixels = Math.max(1, Math.round(css * dpr));
    canvas.width = pixels;
    canvas.height = pixels;
    const ctx = canvas.getContext('2d');
    ctx.setTransform(pixels / css, 0, 0, pixels / css, 0, 0);
    const view = { board: early.cells, flipped: early.flipped, coordinates: early.coordinates };
    const theme = readTheme(canvas);
    drawBoard(ctx, computeLayout(css, { coordinates: early.coordinates }), view, theme, 0);
    // The board's binding (renderer.js) does not draw the same picture again.
    canvas.setAttribute(DRAWN_ATTRIBUTE, viewSignature(view, css, pixels, theme));
    performance.mark(PAINTED_MARK, { detail: { early: true, cells: Array.from(early.cells).join('') } });
    return true;
  } catch {
    return false;
  }
}

if (typeof document === 'object' && document.getElementById('board')) {
  // The engine's compile starts now, from the bytes the head's preload is
  // fetching (the page's bundle takes the promise: wasm-compile.js); then the board.
  globalThis[EARLY_WASM] ??= compileWasm(new URL('pkg/hnef_bg.wasm', document.baseURI));
  drawEarly(document.getElementById('board'));
}
