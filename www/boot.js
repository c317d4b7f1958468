// The board in the page's first frame. index.html runs this file (bundled by
// tools/bundle.mjs into dist/boot.js, a small classic script) right after
// the board's canvas is parsed, before the page's own script has arrived: it
// draws what start-preview.js says the board will show (the start position,
// or the board remembered for the saved game), so the first frame the
// browser shows has the board in it. main.js mounts the board later and
// draws the same position again; whatever this cannot read, it leaves the
// canvas empty, as the page did before.

import { computeLayout } from './geometry.js';
import { drawBoard, readTheme } from './renderer.js';
import { startPreview } from './start-preview.js';

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
    drawBoard(ctx, computeLayout(css, { coordinates: early.coordinates }), view, readTheme(canvas), 0);
    performance.mark(PAINTED_MARK, { detail: { early: true, cells: Array.from(early.cells).join('') } });
    return true;
  } catch {
    return false;
  }
}

if (typeof document === 'object' && document.getElementById('board')) drawEarly(document.getElementById('board'));
