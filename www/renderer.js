// The canvas board: draws a view (plain data, see `drawBoard`) and keeps the
// canvas crisp: backing store = CSS size x devicePixelRatio, redrawn on
// resize and on a DPR change, all redraws coalesced into one
// requestAnimationFrame. It knows no rules and finds no element by id: the
// caller passes the canvas and reads nothing back but geometry.

import {
  ATTACKER,
  CELLS,
  CORNERS,
  KING,
  SIZE,
  THRONE,
  computeLayout,
  fileLetter,
  squareAtPoint,
  squareCentre,
  squareRect,
} from './geometry.js';
import { FADE_MS, SLIDE_MS } from './session.js';

// Animation lengths (milliseconds) belong to the session, which keeps the animations.
export { FADE_MS, SLIDE_MS };

/** Colours; each can be overridden by the CSS custom property `--hnef-<name>` on the canvas. */
export const DEFAULT_THEME = Object.freeze({
  frame: '#3a2a1d',
  'frame-edge': '#24190f',
  coords: '#d9c29c',
  square: '#cfa971',
  'square-alt': '#c9a269',
  restricted: '#9c7443',
  line: '#7d5b35',
  rune: '#f3e3c0',
  'rune-shadow': 'rgba(40, 22, 8, 0.55)',
  attacker: '#8e1f1f',
  'attacker-light': '#c4483f',
  'attacker-rim': '#3b0a0a',
  defender: '#8cc1ea',
  'defender-light': '#e6f4ff',
  'defender-rim': '#2c5576',
  crown: '#e2b33c',
  'crown-rim': '#5a3f06',
  selected: 'rgba(255, 246, 214, 0.45)',
  target: 'rgba(28, 62, 36, 0.6)',
  'target-ring': 'rgba(28, 62, 36, 0.7)',
  'last-move': '#f2a516',
  'last-move-fill': 'rgba(242, 165, 22, 0.22)',
  decide: '#27d3b4',
  'decide-fill': 'rgba(39, 211, 180, 0.30)',
  capture: '#c0271d',
  'capture-fill': 'rgba(192, 39, 29, 0.16)',
  pending: '#fff6d6',
  'drag-over': 'rgba(255, 246, 214, 0.55)',
});

/** How far above the finger a piece dragged by touch is drawn, in cells, and how much larger. */
export const TOUCH_LIFT = 1.05;
export const TOUCH_SCALE = 1.5;

/** The theme with CSS custom property overrides read from `element`. */
export function readTheme(element) {
  const theme = { ...DEFAULT_THEME };
  if (!element || typeof getComputedStyle !== 'function') return theme;
  const style = getComputedStyle(element);
  for (const name of Object.keys(theme)) {
    const value = style.getPropertyValue(`--hnef-${name}`).trim();
    if (value) theme[name] = value;
  }
  return theme;
}

// Runes as strokes in a unit square centred on 0 (y down): ᛟ othala for the
// throne, ᛉ algiz and ᚦ thurisaz for the corners.
const RUNES = {
  othala: [
    [[0, -0.34], [0.2, -0.12], [-0.2, 0.34]],
    [[0, -0.34], [-0.2, -0.12], [0.2, 0.34]],
  ],
  algiz: [
    [[0, 0.36], [0, -0.36]],
    [[-0.24, -0.3], [0, -0.04], [0.24, -0.3]],
  ],
  thurisaz: [
    [[-0.1, 0.36], [-0.1, -0.36]],
    [[-0.1, -0.2], [0.17, 0], [-0.1, 0.2]],
  ],
};
const CORNER_RUNES = { 0: 'thurisaz', 10: 'algiz', 110: 'algiz', 120: 'thurisaz' };

function drawRune(ctx, name, cx, cy, s, theme) {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [colour, dx, dy] of [
    [theme['rune-shadow'], s * 0.02, s * 0.025],
    [theme.rune, 0, 0],
  ]) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1.5, s * 0.07);
    for (const stroke of RUNES[name]) {
      ctx.beginPath();
      stroke.forEach(([x, y], i) => {
        const px = cx + dx + x * s;
        const py = cy + dy + y * s;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.stroke();
    }
  }
  ctx.restore();
}

function drawCrown(ctx, cx, cy, r, theme) {
  const w = r * 1.08;
  const h = r * 0.78;
  const left = cx - w / 2;
  const base = cy + h * 0.42;
  const top = cy - h * 0.55;
  ctx.beginPath();
  ctx.moveTo(left, base);
  ctx.lineTo(left, top + h * 0.25);
  ctx.lineTo(left + w * 0.25, cy - h * 0.05);
  ctx.lineTo(cx, top);
  ctx.lineTo(left + w * 0.75, cy - h * 0.05);
  ctx.lineTo(left + w, top + h * 0.25);
  ctx.lineTo(left + w, base);
  ctx.closePath();
  ctx.fillStyle = theme.crown;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.09);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = theme['crown-rim'];
  ctx.stroke();
  // Jewels on the three points.
  ctx.fillStyle = theme['crown-rim'];
  for (const [x, y] of [
    [left, top + h * 0.25],
    [cx, top],
    [left + w, top + h * 0.25],
  ]) {
    ctx.beginPath();
    ctx.arc(x, y, r * 0.09, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Draws one piece centred on (cx, cy) for a cell of side `cell`. */
export function drawPiece(ctx, piece, cx, cy, cell, theme, alpha = 1) {
  const king = piece === KING;
  const r = cell * (king ? 0.42 : 0.37);
  const attacker = piece === ATTACKER;
  const base = attacker ? theme.attacker : theme.defender;
  const light = attacker ? theme['attacker-light'] : theme['defender-light'];
  const rim = attacker ? theme['attacker-rim'] : theme['defender-rim'];
  ctx.save();
  ctx.globalAlpha = alpha;
  // Shadow.
  ctx.beginPath();
  ctx.arc(cx + r * 0.06, cy + r * 0.12, r, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.28)';
  ctx.fill();
  // Body with a soft top-left light.
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.4, r * 0.1, cx, cy, r);
  g.addColorStop(0, light);
  g.addColorStop(1, base);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.strokeStyle = rim;
  ctx.stroke();
  // An inner ring gives the pieces a turned, carved look.
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.62, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(0.75, r * 0.05);
  ctx.strokeStyle = attacker ? 'rgba(255, 210, 200, 0.28)' : 'rgba(30, 70, 100, 0.35)';
  ctx.stroke();
  if (king) drawCrown(ctx, cx, cy, r, theme);
  ctx.restore();
}

// Pieces are drawn from sprites: each piece drawn once per size and theme
// into a small canvas of its own (gradients and arcs are the board's costly
// part, 37 of them a frame), then copied, centred on a whole device pixel so
// the copy is exact. A size met once (a fade's growth) is scaled from the
// piece's sprite at its cell size instead.
const sprites = new WeakMap(); // theme -> Map(`${piece}:${device cell}` -> canvas)
const SPRITES_PER_THEME = 24;

function newCanvas(side) {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(side, side);
  if (typeof document === 'object' && document?.createElement) {
    const c = document.createElement('canvas');
    c.width = side;
    c.height = side;
    return c;
  }
  return null;
}

/** The sprite of `piece` for a cell of `deviceCell` device pixels: {canvas, side}, or null (no canvas here). */
function sprite(piece, deviceCell, theme) {
  let byTheme = sprites.get(theme);
  if (!byTheme) sprites.set(theme, (byTheme = new Map()));
  const key = `${piece}:${deviceCell}`;
  let found = byTheme.get(key);
  if (found === undefined) {
    // The piece reaches 0.42 of a cell from its centre, with its shadow and rim a little more.
    const side = Math.ceil(deviceCell * 1.2) + 2;
    const canvas = newCanvas(side);
    const ctx = canvas?.getContext('2d') ?? null;
    found = ctx ? { canvas, side } : null;
    if (ctx) drawPiece(ctx, piece, side / 2, side / 2, deviceCell, theme);
    if (byTheme.size >= SPRITES_PER_THEME) byTheme.clear();
    byTheme.set(key, found);
  }
  return found;
}

/** Like drawPiece (same arguments), from the piece's sprite where the context allows. */
function placePiece(ctx, piece, cx, cy, cell, theme, alpha = 1, exact = true) {
  const k = typeof ctx.getTransform === 'function' ? ctx.getTransform().a : 0;
  const deviceCell = Math.round(cell * k * 100) / 100;
  const found = k > 0 && deviceCell >= 4 ? sprite(piece, deviceCell, theme) : null;
  if (!found) {
    drawPiece(ctx, piece, cx, cy, cell, theme, alpha);
    return;
  }
  ctx.save();
  ctx.globalAlpha = alpha;
  if (exact) {
    const x = Math.round(cx * k - found.side / 2);
    const y = Math.round(cy * k - found.side / 2);
    ctx.drawImage(found.canvas, x / k, y / k, found.side / k, found.side / k);
  } else {
    const side = found.side / k;
    ctx.drawImage(found.canvas, cx - side / 2, cy - side / 2, side, side);
  }
  ctx.restore();
}

/** A piece at `scale` times its cell size: its own sprite for a lasting size, the cell's sprite scaled for a passing one. */
function placeScaled(ctx, piece, cx, cy, cell, scale, theme, alpha, lasting) {
  if (lasting) {
    placePiece(ctx, piece, cx, cy, cell * scale, theme, alpha);
    return;
  }
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(scale, scale);
  placePiece(ctx, piece, 0, 0, cell, theme, alpha, false);
  ctx.restore();
}

function outline(ctx, rect, colour, width) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.strokeRect(rect.x + width / 2, rect.y + width / 2, rect.size - width, rect.size - width);
}

function fill(ctx, rect, colour) {
  ctx.fillStyle = colour;
  ctx.fillRect(rect.x, rect.y, rect.size, rect.size);
}

/** A captured piece's mark: a dashed ring, and a cross where the square is empty now (a shape, not only a colour). */
function captureMark(ctx, c, cell, theme, empty) {
  ctx.save();
  ctx.strokeStyle = theme.capture;
  ctx.lineWidth = Math.max(1.5, cell * 0.07);
  ctx.setLineDash([cell * 0.12, cell * 0.09]);
  ctx.beginPath();
  ctx.arc(c.x, c.y, cell * 0.44, 0, Math.PI * 2);
  ctx.stroke();
  if (empty) {
    const k = cell * 0.15;
    ctx.setLineDash([]);
    ctx.lineCap = 'round';
    ctx.lineWidth = Math.max(2, cell * 0.09);
    ctx.beginPath();
    ctx.moveTo(c.x - k, c.y - k);
    ctx.lineTo(c.x + k, c.y + k);
    ctx.moveTo(c.x + k, c.y - k);
    ctx.lineTo(c.x - k, c.y + k);
    ctx.stroke();
  }
  ctx.restore();
}

const easeOut = (t) => 1 - (1 - t) * (1 - t);

/** An arrow from `a` to `b` (centres), drawn in a colour that reads on every board theme, dark-edged. */
function drawArrow(ctx, a, b, cell, { rank = 1, label = '' } = {}) {
  // Lower-ranked arrows (an analysis's 2nd and 3rd lines) are thinner and paler.
  const weight = rank === 2 ? 0.72 : rank >= 3 ? 0.5 : 1;
  const alpha = rank === 2 ? 0.75 : rank >= 3 ? 0.6 : 0.9;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (!(length > 0)) return;
  const [ux, uy] = [dx / length, dy / length];
  const head = cell * 0.45;
  const end = { x: b.x - ux * head, y: b.y - uy * head };
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [colour, grow] of [['rgba(0, 0, 0, 0.55)', cell * 0.06], [`rgba(39, 211, 180, ${alpha})`, 0]]) {
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = cell * 0.16 * weight + grow;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
    ctx.lineWidth = grow || 1;
    ctx.beginPath();
    ctx.moveTo(b.x, b.y);
    ctx.lineTo(end.x - uy * head * 0.6, end.y + ux * head * 0.6);
    ctx.lineTo(end.x + uy * head * 0.6, end.y - ux * head * 0.6);
    ctx.closePath();
    ctx.fill();
    if (grow) ctx.stroke();
  }
  if (label) {
    // The line's number in a disc on the shaft (the moving piece stays in sight).
    const r = cell * 0.2;
    const m = { x: (a.x + end.x) / 2, y: (a.y + end.y) / 2 };
    ctx.fillStyle = 'rgba(0, 0, 0, 0.75)';
    ctx.beginPath();
    ctx.arc(m.x, m.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = `bold ${Math.round(r * 1.3)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, m.x, m.y + r * 0.05);
  }
  ctx.restore();
}

/**
 * Draws `view` on a 2D context whose unit is one CSS pixel. Returns true while
 * an animation still runs (the caller schedules another frame).
 *
 * view: `{board, flipped, selected, targets, lastMove, deciding, fading,
 * captured, pending, slide, drag, coordinates, motion}`: `board` has 121
 * cells (0 empty, 1 attacker, 2 defender, 3 king); `selected` is an index or
 * -1; `targets` and `deciding` are index lists; `lastMove` is `{from, to}` or
 * null; `fading` is `[{index, piece, start}]` (captured pieces, start in ms of
 * `now`'s clock); `captured` is `[{index, piece}]` (recent captures, marked
 * until the next move); `pending` is `{from, to}` (a tapped move waiting for
 * its confirming tap) or null; `slide` is `{from, to, piece, start}` or null;
 * `drag` is `{from, x, y, touch, over}` in layout pixels or null; `motion`
 * false turns animations off; `arrows` is `[{from, to, rank?, label?}]` (a hint's move;
 * an analysis's lines: rank 2 and 3 drawn thinner and paler, `label` in a disc on the shaft) or
 * null.
 */
export function drawBoard(ctx, layout, view, theme, now) {
  const { size, cell, left, top, band } = layout;
  // A canvas laid out at (almost) no size has no room for the squares: nothing to draw.
  if (!(cell > 0)) return false;
  const flipped = Boolean(view.flipped);
  const rect = (i) => squareRect(layout, i, flipped);
  const centre = (i) => squareCentre(layout, i, flipped);
  let busy = false;

  ctx.clearRect(0, 0, size, size);
  // Frame.
  ctx.fillStyle = theme.frame;
  ctx.fillRect(0, 0, size, size);
  ctx.strokeStyle = theme['frame-edge'];
  ctx.lineWidth = 2;
  ctx.strokeRect(1, 1, size - 2, size - 2);

  // Squares.
  for (let i = 0; i < CELLS; i++) {
    const r = rect(i);
    fill(ctx, r, (i % 2 === 0) ? theme.square : theme['square-alt']);
    if (i === THRONE || CORNERS.includes(i)) fill(ctx, r, theme.restricted);
  }
  const deciding = new Set(view.deciding ?? []);
  for (const i of deciding) fill(ctx, rect(i), theme['decide-fill']);
  if (view.lastMove) {
    for (const i of [view.lastMove.from, view.lastMove.to]) fill(ctx, rect(i), theme['last-move-fill']);
  }
  if (view.selected >= 0) fill(ctx, rect(view.selected), theme.selected);
  const captured = view.captured ?? [];
  for (const c of captured) fill(ctx, rect(c.index), theme['capture-fill']);
  const over = view.drag && view.drag.over >= 0 && view.drag.over !== view.drag.from ? view.drag.over : -1;
  const overTarget = over >= 0 && (view.targets ?? []).includes(over);
  if (overTarget) fill(ctx, rect(over), theme['drag-over']);

  // Grid.
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = Math.max(1, cell * 0.02);
  ctx.beginPath();
  for (let k = 0; k <= SIZE; k++) {
    const x = left + k * cell;
    const y = top + k * cell;
    ctx.moveTo(left, y);
    ctx.lineTo(left + SIZE * cell, y);
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + SIZE * cell);
  }
  ctx.stroke();

  // Runes.
  drawRune(ctx, 'othala', centre(THRONE).x, centre(THRONE).y, cell, theme);
  for (const c of CORNERS) drawRune(ctx, CORNER_RUNES[c], centre(c).x, centre(c).y, cell, theme);

  // Outlines over the grid.
  if (view.lastMove) {
    for (const i of [view.lastMove.from, view.lastMove.to]) {
      outline(ctx, rect(i), theme['last-move'], Math.max(2, cell * 0.07));
    }
  }
  for (const i of deciding) outline(ctx, rect(i), theme.decide, Math.max(2, cell * 0.09));

  // Coordinates.
  if (view.coordinates !== false) {
    const fontSize = Math.max(9, Math.min(band * 0.6, cell * 0.4));
    ctx.fillStyle = theme.coords;
    ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let k = 0; k < SIZE; k++) {
      const col = flipped ? SIZE - 1 - k : k;
      ctx.fillText(fileLetter(k), left + (col + 0.5) * cell, size - band / 2);
      const row = flipped ? k : SIZE - 1 - k;
      ctx.fillText(String(k + 1), band / 2, top + (row + 0.5) * cell);
    }
  }

  // What was captured lately: a faint ghost where the square is empty now.
  const fadingNow = new Set(view.motion !== false ? (view.fading ?? []).filter((f) => now - f.start < FADE_MS).map((f) => f.index) : []);
  for (const c of captured) {
    if (view.board[c.index] || fadingNow.has(c.index)) continue;
    const p = centre(c.index);
    placeScaled(ctx, c.piece, p.x, p.y, cell, 0.8, theme, 0.3, true);
  }

  // Pieces.
  const motion = view.motion !== false;
  const slide = motion && view.slide && now - view.slide.start < SLIDE_MS ? view.slide : null;
  const dragFrom = view.drag ? view.drag.from : -1;
  for (let i = 0; i < CELLS; i++) {
    const piece = view.board[i];
    if (!piece || i === dragFrom || (slide && i === slide.to)) continue;
    const c = centre(i);
    placePiece(ctx, piece, c.x, c.y, cell, theme);
  }
  if (slide) {
    const t = easeOut(Math.max(0, (now - slide.start) / SLIDE_MS));
    const a = centre(slide.from);
    const b = centre(slide.to);
    placePiece(ctx, slide.piece, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, cell, theme, 1, false);
    busy = true;
  }
  if (motion) {
    for (const f of view.fading ?? []) {
      const t = (now - f.start) / FADE_MS;
      if (t >= 1) continue;
      const c = centre(f.index);
      const grow = 1 + 0.25 * Math.max(0, t);
      placeScaled(ctx, f.piece, c.x, c.y, cell, grow, theme, 1 - Math.max(0, t), false);
      busy = true;
    }
  }

  for (const c of captured) captureMark(ctx, centre(c.index), cell, theme, !view.board[c.index]);

  // Arrows over the pieces (a hint's move): a shaft from the centre of one square to the other, and a head.
  for (const arrow of view.arrows ?? []) drawArrow(ctx, centre(arrow.from), centre(arrow.to), cell, arrow);

  // A tapped move waiting for its confirming tap: the piece shown there, ringed.
  if (view.pending && view.board[view.pending.from]) {
    const p = centre(view.pending.to);
    placePiece(ctx, view.board[view.pending.from], p.x, p.y, cell, theme, 0.6);
    ctx.save();
    ctx.lineWidth = Math.max(2.5, cell * 0.1);
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
    ctx.beginPath();
    ctx.arc(p.x, p.y, cell * 0.47, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = Math.max(1.5, cell * 0.06);
    ctx.strokeStyle = theme.pending;
    ctx.stroke();
    ctx.restore();
  }

  // Legal targets.
  for (const i of view.targets ?? []) {
    if (view.pending?.to === i) continue; // the waiting piece is drawn there
    const c = centre(i);
    ctx.beginPath();
    if (view.board[i]) {
      ctx.arc(c.x, c.y, cell * 0.44, 0, Math.PI * 2);
      ctx.lineWidth = cell * 0.08;
      ctx.strokeStyle = theme['target-ring'];
      ctx.stroke();
    } else {
      ctx.arc(c.x, c.y, cell * 0.15, 0, Math.PI * 2);
      ctx.fillStyle = theme.target;
      ctx.fill();
    }
  }

  // The square under a dragged piece: outlined (strongly where it may go).
  if (over >= 0) {
    outline(ctx, rect(over), overTarget ? theme.pending : 'rgba(0, 0, 0, 0.35)', Math.max(2, cell * (overTarget ? 0.1 : 0.05)));
  }
  // The dragged piece follows the pointer, a little larger, on top; under a
  // finger it is lifted above it and larger still, so the finger hides neither.
  if (view.drag && view.board[view.drag.from]) {
    const touch = view.drag.touch === true;
    const y = touch ? view.drag.y - cell * TOUCH_LIFT : view.drag.y;
    placeScaled(ctx, view.board[view.drag.from], view.drag.x, y, cell, touch ? TOUCH_SCALE : 1.12, theme, 1, true);
  }
  return busy;
}

/**
 * What a frame of `view` on a canvas of `cssSize` CSS px and `pixelSize`
 * device px in `theme` shows, as a string: two frames with the same
 * signature are the same pixels, so the second need not be drawn. Null while
 * something moves (a slide or a fade: drawn every frame).
 */
export function viewSignature(view, cssSize, pixelSize, theme) {
  if (view.slide || view.fading?.length || view.drag) return null;
  return JSON.stringify([
    cssSize,
    pixelSize,
    Array.from(view.board).join(''),
    Boolean(view.flipped),
    view.coordinates !== false,
    view.selected ?? -1,
    view.targets ?? [],
    view.lastMove ? [view.lastMove.from, view.lastMove.to] : null,
    view.deciding ?? [],
    (view.captured ?? []).map((c) => [c.index, c.piece]),
    view.pending ? [view.pending.from, view.pending.to] : null,
    (view.arrows ?? []).map((a) => [a.from, a.to]),
    theme,
  ]);
}

/** Where a canvas keeps the signature of what is drawn on it (the first-frame script draws before the board is mounted). */
export const DRAWN_ATTRIBUTE = 'data-hnef-drawn';

/**
 * Binds a canvas: sizes its backing store to its CSS box x DPR, redraws on
 * resize and DPR change, coalesces redraws into one animation frame.
 *
 * @param {HTMLCanvasElement} canvas
 * @param {{getView: () => object, coordinates?: () => boolean, onDraw?: (info: object) => void}} options
 */
export function createBoardCanvas(canvas, { getView, onDraw } = {}) {
  const ctx = canvas.getContext('2d');
  let cssSize = 0;
  let pixelSize = 0;
  let frame = 0;
  // Read at the first draw (a frame), not here: reading computed style
  // restyles whatever changed on the page, in the task that mounts the board.
  let theme = null;
  let dprQuery = null;
  let destroyed = false;
  // What is on the canvas now (viewSignature), or null: drawn before this binding (the first-frame script) or by it.
  let drawn = canvas.getAttribute(DRAWN_ATTRIBUTE);

  const view = () => getView?.() ?? { board: new Uint8Array(CELLS) };

  function measure(devicePixels) {
    const box = canvas.getBoundingClientRect();
    cssSize = Math.max(1, Math.min(box.width, box.height || box.width));
    const dpr = globalThis.devicePixelRatio || 1;
    const expected = Math.round(cssSize * dpr);
    // The device-pixel box is exact where it is right; some emulated mobile
    // viewports report CSS pixels there, so trust it only when it agrees.
    const exact = devicePixels !== undefined && Math.abs(devicePixels - expected) <= 2;
    pixelSize = Math.max(1, exact ? devicePixels : expected);
    if (canvas.width !== pixelSize || canvas.height !== pixelSize) {
      canvas.width = pixelSize;
      canvas.height = pixelSize;
      drawn = null; // a new backing store is blank
    }
  }

  function draw() {
    frame = 0;
    if (destroyed) return;
    if (!pixelSize) measure();
    theme ??= readTheme(canvas);
    const v = view();
    const layout = currentLayout(v);
    const scale = pixelSize / cssSize;
    // The same picture as the one on the canvas is not drawn again (most
    // renders of the page change nothing on the board).
    const signature = viewSignature(v, cssSize, pixelSize, theme);
    let busy = false;
    if (signature === null || signature !== drawn) {
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      busy = drawBoard(ctx, layout, v, theme, performance.now());
      drawn = busy ? null : signature;
      canvas.removeAttribute(DRAWN_ATTRIBUTE);
    }
    onDraw?.({ view: v, layout, pixelSize, cssSize });
    if (busy) requestDraw();
  }

  function requestDraw() {
    if (!frame && !destroyed) frame = requestAnimationFrame(draw);
  }

  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    const device = entry.devicePixelContentBoxSize?.[0];
    measure(device ? Math.round(Math.min(device.inlineSize, device.blockSize || device.inlineSize)) : undefined);
    requestDraw();
  });
  try {
    observer.observe(canvas, { box: 'device-pixel-content-box' });
  } catch {
    observer.observe(canvas);
  }

  // A DPR change (zoom, moving to another screen) without a resize.
  function watchDpr() {
    dprQuery?.removeEventListener('change', onDprChange);
    dprQuery = matchMedia(`(resolution: ${globalThis.devicePixelRatio || 1}dppx)`);
    dprQuery.addEventListener('change', onDprChange);
  }
  function onDprChange() {
    measure();
    requestDraw();
    watchDpr();
  }
  watchDpr();
  // Some DPR changes (browser zoom in some engines, emulation) only show as a
  // window resize with the canvas's CSS box unchanged.
  const onWindowResize = () => {
    measure();
    requestDraw();
    if (dprQuery && !dprQuery.matches) watchDpr();
  };
  addEventListener('resize', onWindowResize);

  /**
   * The layout for the canvas's size now: what a draw uses, and what a tap
   * or a centre asked for before the first frame or between a resize and its
   * redraw must use too.
   */
  function currentLayout(v = view()) {
    if (!pixelSize) measure();
    return computeLayout(cssSize, { coordinates: v.coordinates !== false });
  }

  /** Layout pixels of a client (viewport) point. */
  function toLayout(clientX, clientY) {
    if (!pixelSize) measure();
    const box = canvas.getBoundingClientRect();
    const k = cssSize / (box.width || 1);
    return { x: (clientX - box.left) * k, y: (clientY - box.top) * k };
  }

  return {
    requestDraw,
    /** Re-reads the CSS theme (after a theme change) and redraws. */
    refreshTheme() {
      theme = null; // read again at the next draw
      requestDraw();
    },
    toLayout,
    /** The square under a client point, or -1. */
    squareAt(clientX, clientY) {
      const p = toLayout(clientX, clientY);
      const v = view();
      return squareAtPoint(currentLayout(v), p.x, p.y, Boolean(v.flipped));
    },
    /** A square's centre in client (viewport) pixels. */
    clientCentre(index) {
      const v = view();
      const c = squareCentre(currentLayout(v), index, Boolean(v.flipped));
      const box = canvas.getBoundingClientRect();
      const k = (box.width || 1) / cssSize;
      return { x: box.left + c.x * k, y: box.top + c.y * k };
    },
    /** A square's centre in backing-store pixels (for reading pixels back). */
    pixelCentre(index) {
      const v = view();
      const c = squareCentre(currentLayout(v), index, Boolean(v.flipped));
      const k = pixelSize / cssSize;
      return { x: Math.floor(c.x * k), y: Math.floor(c.y * k) };
    },
    get cellSize() {
      const { cell } = currentLayout();
      return cell * ((canvas.getBoundingClientRect().width || cssSize) / cssSize);
    },
    destroy() {
      destroyed = true;
      observer.disconnect();
      dprQuery?.removeEventListener('change', onDprChange);
      removeEventListener('resize', onWindowResize);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
