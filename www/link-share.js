// Sending what the page makes: a link by the Web Share API where the device
// has it, else the clipboard (the caller always shows the link in a text
// field too, for a device that allows neither); the position as a PNG
// picture (the board drawn by renderer.js, with coordinates and the last
// move, PNG_SIZE pixels square); text to the clipboard.

import { computeLayout } from './geometry.js';
import { drawBoard, readTheme } from './renderer.js';

/** The picture's width and height in pixels: sharp in chats and forums, small as a file. */
export const PNG_SIZE = 800;

/** Whether the device can share a link through the system's share sheet. */
export function canShare(url = 'https://example.com/') {
  try {
    return typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare({ url }));
  } catch {
    return false;
  }
}

/** `text` to the clipboard; true when the browser allowed it. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends `url`: the share sheet where there is one ('shared' or 'cancelled'),
 * else the clipboard ('copied' or 'failed').
 */
export async function sendLink({ url, title, text }) {
  if (canShare(url)) {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (err) {
      if (err?.name === 'AbortError') return 'cancelled';
      // Not allowed here (no gesture, a policy): fall back to the clipboard.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}

/**
 * A canvas PNG_SIZE square with the position: `cells` (121), the last move
 * `{from, to}` or null, `flipped`; colours from `themeFrom`'s --hnef-*
 * properties (the board's element).
 */
export function positionCanvas({ cells, lastMove = null, flipped = false, themeFrom = null, size = PNG_SIZE }) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  const layout = computeLayout(size, { coordinates: true });
  const view = {
    board: Array.from(cells),
    flipped,
    selected: -1,
    targets: [],
    lastMove,
    deciding: [],
    fading: [],
    captured: [],
    pending: null,
    slide: null,
    drag: null,
    coordinates: true,
    motion: false,
  };
  drawBoard(ctx, layout, view, readTheme(themeFrom), 0);
  return canvas;
}

/** The position as PNG bytes (a Blob). */
export function positionPng(options) {
  const canvas = positionCanvas(options);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
