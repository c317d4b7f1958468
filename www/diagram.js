// Small position diagrams as inline SVG, built with DOM APIs only (no
// innerHTML), for the rules page and anything else that wants a static board.
//
// A diagram is described by a plain-data spec (see `layout` below); `layout`
// is pure (testable in Node) and `renderDiagram` turns its result into SVG.

import { CELLS, SIZE, fileLetter, fileOf, isRestricted, rankOf, squareIndex as indexOf, squareName } from './geometry.js';

const CELL = 40;
const MARGIN = 18;
const SVG_NS = 'http://www.w3.org/2000/svg';

export { isRestricted, squareName };

/** Square name (`f6`, case-insensitive) to index `(rank-1)*11 + file` (geometry.js), or throws. */
export function squareIndex(name) {
  const i = indexOf(String(name).trim());
  if (i < 0) throw new Error(`not a square: ${name}`);
  return i;
}

/**
 * Reads a position text (`3aaaaa3/.../3aaaaa3 a`, rank 11 first) into
 * a 121-cell array of '.', 'a', 'd', 'k' and the side to move.
 */
export function parsePosition(text) {
  const [ranks, side = 'a'] = String(text).trim().split(/\s+/);
  const rows = ranks.split('/');
  if (rows.length !== SIZE) throw new Error('a position has 11 ranks');
  const cells = new Array(CELLS).fill('.');
  rows.forEach((row, i) => {
    const rank = SIZE - 1 - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|([adk])/g)) {
      if (m[1]) file += Number(m[1]);
      else cells[rank * SIZE + file++] = m[2];
    }
    if (file !== SIZE) throw new Error(`rank ${rank + 1} has ${file} squares`);
  });
  return { cells, side };
}

/** The 121-cell array as position text with the side to move (`a` or `d`). */
export function positionText(cells, side) {
  const rows = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < SIZE; file++) {
      const c = cells[rank * SIZE + file];
      if (c === '.') {
        run++;
        continue;
      }
      if (run) row += run;
      run = 0;
      row += c;
    }
    if (run) row += run;
    rows.push(row);
  }
  return `${rows.join('/')} ${side}`;
}

function squares(list) {
  if (!list) return [];
  const items = Array.isArray(list) ? list : String(list).split(/\s+/).filter(Boolean);
  return items.map(squareIndex);
}

/**
 * The position a spec starts from: `pos` (position text) or `pieces`
 * (`{ a: 'e5 f5', d: '...', k: 'f6' }`), as cells and side to move.
 */
export function startCells(spec) {
  if (spec.pos) return parsePosition(spec.pos);
  const cells = new Array(CELLS).fill('.');
  for (const kind of ['a', 'd', 'k']) {
    for (const i of squares(spec.pieces?.[kind])) {
      if (cells[i] !== '.') throw new Error(`two pieces on ${squareName(i)}`);
      cells[i] = kind;
    }
  }
  let side = spec.side ?? 'a';
  if (spec.move) side = cells[squareIndex(spec.move.split('-')[0])] === 'a' ? 'a' : 'd';
  return { cells, side };
}

/**
 * Everything the renderer needs, as plain data:
 * - `view`: the window `{ file0, rank0, cols, rows }` (whole board by default;
 *   `spec.view` is `['c3', 'g7']`, two opposite corners);
 * - `cells`: the pieces drawn (after `spec.move`, when there is one);
 * - `from`/`to`: the move's squares; `arrows`: `[from, to]` index pairs;
 * - `x` (captured: the piece stays drawn, crossed out), `hl` (highlighted
 *   squares), `dots` (squares a piece can reach), `no` (may not stop here);
 * - `before`: the position text before the move (for checking with the engine).
 */
export function layout(spec) {
  const { cells, side } = startCells(spec);
  const before = positionText(cells, side);
  const drawn = cells.slice();
  let from = null;
  let to = null;
  const arrows = [];
  if (spec.move) {
    [from, to] = spec.move.split('-').map(squareIndex);
    if (drawn[from] === '.') throw new Error(`no piece on ${squareName(from)}`);
    if (drawn[to] !== '.') throw new Error(`${squareName(to)} is occupied`);
    drawn[to] = drawn[from];
    drawn[from] = '.';
    arrows.push([from, to]);
  }
  for (const pair of spec.arrows ?? []) arrows.push(pair.split('-').map(squareIndex));
  let view = { file0: 0, rank0: 0, cols: SIZE, rows: SIZE };
  if (spec.view) {
    const [p, q] = spec.view.map(squareIndex);
    const f = [fileOf(p), fileOf(q)].sort((u, v) => u - v);
    const r = [rankOf(p), rankOf(q)].sort((u, v) => u - v);
    view = { file0: f[0], rank0: r[0], cols: f[1] - f[0] + 1, rows: r[1] - r[0] + 1 };
  }
  return {
    view,
    cells: drawn,
    side,
    before,
    from,
    to,
    arrows,
    x: squares(spec.x),
    hl: squares(spec.hl),
    dots: squares(spec.dots),
    no: squares(spec.no),
  };
}

function inView(view, index) {
  const f = fileOf(index);
  const r = rankOf(index);
  return f >= view.file0 && f < view.file0 + view.cols && r >= view.rank0 && r < view.rank0 + view.rows;
}

/** Centre of a square in SVG units (the window's top-left square at MARGIN). */
function centre(view, index) {
  const f = fileOf(index) - view.file0;
  const r = rankOf(index) - view.rank0;
  return [MARGIN + f * CELL + CELL / 2, (view.rows - 1 - r) * CELL + CELL / 2];
}

/**
 * Builds the SVG element for a spec. `label` is the accessible description
 * (role img); `doc` is the document to create nodes in.
 */
export function renderDiagram(spec, label, doc = globalThis.document) {
  const lay = layout(spec);
  const { view } = lay;
  const width = MARGIN + view.cols * CELL;
  const height = view.rows * CELL + MARGIN;
  const el = (name, attrs = {}, parent = null) => {
    const node = doc.createElementNS(SVG_NS, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (parent) parent.appendChild(node);
    return node;
  };
  const svg = el('svg', {
    viewBox: `0 0 ${width} ${height}`,
    class: 'diagram',
    role: 'img',
    'aria-label': label,
  });
  const title = el('title', {}, svg);
  title.textContent = label;

  const board = el('g', { class: 'd-board' }, svg);
  for (let r = 0; r < view.rows; r++) {
    for (let f = 0; f < view.cols; f++) {
      const index = (view.rank0 + r) * SIZE + view.file0 + f;
      const [cx, cy] = centre(view, index);
      const cls = ['d-sq'];
      if ((f + r) % 2) cls.push('d-alt');
      if (isRestricted(index)) cls.push('d-special');
      if (lay.hl.includes(index)) cls.push('d-hl');
      if (index === lay.from || index === lay.to) cls.push('d-last');
      el('rect', { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL, class: cls.join(' ') }, board);
      if (isRestricted(index)) {
        // A rune-like mark: two crossing strokes, so the square is not told by colour alone.
        const s = CELL * 0.28;
        el('path', { d: `M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}M${cx} ${cy - s * 1.2}V${cy + s * 1.2}`, class: 'd-rune' }, board);
      }
    }
  }
  el('rect', { x: MARGIN, y: 0, width: view.cols * CELL, height: view.rows * CELL, class: 'd-frame' }, board);

  const coords = el('g', { class: 'd-coord', 'aria-hidden': 'true' }, svg);
  for (let f = 0; f < view.cols; f++) {
    const t = el('text', { x: MARGIN + f * CELL + CELL / 2, y: view.rows * CELL + MARGIN - 5, 'text-anchor': 'middle' }, coords);
    t.textContent = fileLetter(view.file0 + f);
  }
  for (let r = 0; r < view.rows; r++) {
    const t = el('text', { x: MARGIN - 4, y: (view.rows - 1 - r) * CELL + CELL / 2 + 4, 'text-anchor': 'end' }, coords);
    t.textContent = String(view.rank0 + r + 1);
  }

  const marks = el('g', { class: 'd-marks' }, svg);
  for (const index of lay.dots) {
    if (!inView(view, index)) continue;
    const [cx, cy] = centre(view, index);
    el('circle', { cx, cy, r: CELL * 0.12, class: 'd-dot' }, marks);
  }
  for (const index of lay.no) {
    if (!inView(view, index)) continue;
    const [cx, cy] = centre(view, index);
    const r = CELL * 0.3;
    el('circle', { cx, cy, r, class: 'd-no' }, marks);
    el('path', { d: `M${cx - r * 0.7} ${cy + r * 0.7}L${cx + r * 0.7} ${cy - r * 0.7}`, class: 'd-no' }, marks);
  }

  const pieces = el('g', { class: 'd-pieces' }, svg);
  lay.cells.forEach((kind, index) => {
    if (kind === '.' || !inView(view, index)) return;
    const [cx, cy] = centre(view, index);
    const cls = { a: 'd-att', d: 'd-def', k: 'd-king' }[kind];
    const g = el('g', { class: lay.x.includes(index) ? `${cls} d-taken` : cls }, pieces);
    el('circle', { cx, cy, r: CELL * 0.36, class: 'd-piece' }, g);
    if (kind === 'k') {
      const s = CELL * 0.18;
      el('path', { d: `M${cx - s} ${cy}H${cx + s}M${cx} ${cy - s}V${cy + s}`, class: 'd-kmark' }, g);
    } else if (kind === 'a') {
      el('circle', { cx, cy, r: CELL * 0.12, class: 'd-amark' }, g);
    }
  });

  for (const [a, b] of lay.arrows) {
    const [x1, y1] = centre(view, a);
    const [x2, y2] = centre(view, b);
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    // Start and stop at a piece's rim, so the arrow never hides a piece.
    const startGap = lay.cells[a] === '.' ? 0 : CELL * 0.36;
    const endGap = lay.cells[b] === '.' ? CELL * 0.1 : CELL * 0.38;
    const x0 = x1 + ux * startGap;
    const y0 = y1 + uy * startGap;
    const tipX = x2 - ux * endGap;
    const tipY = y2 - uy * endGap;
    const head = CELL * 0.26;
    const g = el('g', { class: 'd-arrow' }, marks.parentNode);
    el('line', { x1: x0, y1: y0, x2: tipX - ux * head * 0.6, y2: tipY - uy * head * 0.6 }, g);
    el('polygon', {
      points: [
        [tipX, tipY],
        [tipX - ux * head - uy * head * 0.55, tipY - uy * head + ux * head * 0.55],
        [tipX - ux * head + uy * head * 0.55, tipY - uy * head - ux * head * 0.55],
      ]
        .map((p) => p.map((v) => v.toFixed(1)).join(','))
        .join(' '),
    }, g);
  }

  const crosses = el('g', { class: 'd-x' }, svg);
  for (const index of lay.x) {
    if (!inView(view, index)) continue;
    const [cx, cy] = centre(view, index);
    const s = CELL * 0.3;
    el('path', { d: `M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}` }, crosses);
  }
  return svg;
}
