// The board in the page's first frame. index.html runs this file (bundled by
// tools/bundle.mjs into dist/boot.js, a small classic script) right after
// the board's canvas is parsed, before the page's own script has arrived: it
// draws what start-preview.js says the board will show (the start position,
// or the board remembered for the saved game), so the first frame the
// browser shows has the board in it. main.js mounts the board later; its
// renderer draws again only what differs from this picture (the signature
// left on the canvas). Whatever this cannot read, it leaves the canvas
// empty, as the page did before.

import { LANGS, STORAGE_KEY, pickLanguage } from './rules/core.js';
import { computeLayout } from './geometry.js';
import { DEFAULT_THEME, DRAWN_ATTRIBUTE, drawBoard, viewSignature } from './renderer.js';
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
    // The preview is only drawn for the default board and pieces, whose
    // colours are the renderer's own: no --hnef-* property applies before
    // main.js sets the player's choice. Reading the computed style here
    // would restyle the half-parsed page for nothing.
    const theme = { ...DEFAULT_THEME };
    drawBoard(ctx, computeLayout(css, { coordinates: early.coordinates }), view, theme, 0);
    // The board's binding (renderer.js) does not draw the same picture again.
    canvas.setAttribute(DRAWN_ATTRIBUTE, viewSignature(view, css, pixels, theme));
    performance.mark(PAINTED_MARK, { detail: { early: true, cells: Array.from(early.cells).join('') } });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the page will show another language than the English it comes
 * with (index.html carries English: tools/page-words.mjs): the address's
 * `?lang=`, the stored choice, the browser's languages, as main.js picks.
 */
export function otherLanguage(store = storage(), search = globalThis.location?.search ?? '', preferred = globalThis.navigator?.languages ?? []) {
  let stored = null;
  try {
    const raw = store?.getItem(STORAGE_KEY) ?? null;
    stored = LANGS.includes(raw) ? raw : null;
  } catch {
    // No storage: the other sources decide.
  }
  try {
    return pickLanguage(new URLSearchParams(search).get('lang'), stored, Array.from(preferred ?? [])) !== 'en';
  } catch {
    return false;
  }
}

/** The attribute under which the page's words stay hidden until main.js has put its language in (style.css). */
export const WORDS_PENDING = 'data-words';

if (typeof document === 'object' && document.getElementById('board')) {
  // Another language is coming: its words replace the English ones without
  // showing English first (main.js removes the mark once they are in).
  if (otherLanguage()) document.documentElement.setAttribute(WORDS_PENDING, 'pending');
  // The engine's compile starts now, from the bytes the head's preload is
  // fetching (the page's bundle takes the promise: wasm-compile.js); then the board.
  globalThis[EARLY_WASM] ??= compileWasm(new URL('pkg/hnef_bg.wasm', document.baseURI));
  drawEarly(document.getElementById('board'));
}
