// Board geometry: square names and indices, neighbours, and the mapping between
// squares and pixels. Pure functions of their arguments (no DOM), shared by the
// page and the future <hnef-board> element.
//
// A square's index is (rank - 1) * 11 + file, file 0 = a, rank 1 at the bottom,
// the same numbering as the engine's Game.board().

/** Squares per side. */
export const SIZE = 11;
/** Squares on the board. */
export const CELLS = SIZE * SIZE;
/** The throne, f6. */
export const THRONE = 60;
/** The four corners: a1, k1, a11, k11. */
export const CORNERS = Object.freeze([0, 10, 110, 120]);

/** Cell codes of Game.board(). */
export const EMPTY = 0;
export const ATTACKER = 1;
export const DEFENDER = 2;
export const KING = 3;

const FILES = 'abcdefghijk';

/** 0-based file (0 = a). */
export function fileOf(index) {
  return index % SIZE;
}

/** 0-based rank (0 = rank 1). */
export function rankOf(index) {
  return Math.floor(index / SIZE);
}

/** The index of the square at 0-based file and rank, or -1 off the board. */
export function indexAt(file, rank) {
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return -1;
  return rank * SIZE + file;
}

/** 'a1'..'k11' for an index. */
export function squareName(index) {
  return FILES[fileOf(index)] + String(rankOf(index) + 1);
}

/** The index of a square name (case-insensitive), or -1 when it is not one. */
export function squareIndex(name) {
  const m = /^([a-k])(1[01]|[1-9])$/i.exec(String(name));
  if (!m) return -1;
  return indexAt(FILES.indexOf(m[1].toLowerCase()), Number(m[2]) - 1);
}

/** The letter of a 0-based file. */
export function fileLetter(file) {
  return FILES[file];
}

export function isCorner(index) {
  return CORNERS.includes(index);
}

export function isRestricted(index) {
  return index === THRONE || isCorner(index);
}

export function isEdge(index) {
  const f = fileOf(index);
  const r = rankOf(index);
  return f === 0 || r === 0 || f === SIZE - 1 || r === SIZE - 1;
}

/** The orthogonal neighbours of a square (2 to 4 indices). */
export function neighbours(index) {
  const f = fileOf(index);
  const r = rankOf(index);
  const out = [];
  for (const [df, dr] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
    const n = indexAt(f + df, r + dr);
    if (n >= 0) out.push(n);
  }
  return out;
}

/**
 * Parses a move as the engine writes it ('g1-g3', 'g1-g3xe2', 'g1-g3xe2/e4',
 * 'g1-g3xe2xe4') into indices, or null when it is not one.
 */
export function parseMove(text) {
  const m = /^([a-k](?:1[01]|[1-9]))-([a-k](?:1[01]|[1-9]))(?:x(.*))?$/i.exec(String(text).trim());
  if (!m) return null;
  const captured = m[3] ? m[3].split(/[x/]/).filter(Boolean).map(squareIndex) : [];
  if (captured.includes(-1)) return null;
  return { from: squareIndex(m[1]), to: squareIndex(m[2]), captured };
}

/**
 * The board's layout in a square of `size` CSS pixels: the coordinates (when
 * shown) in a band on the left and at the bottom, a thin frame on the other
 * two sides, and 11 cells. `left`/`top` are the cells' top-left corner.
 *
 * @param {number} size the drawing area's side in CSS pixels
 * @param {{coordinates?: boolean}} [options]
 */
export function computeLayout(size, { coordinates = true } = {}) {
  const pad = Math.max(2, size * 0.014);
  const band = coordinates ? Math.max(12, size * 0.042) : pad;
  const cell = (size - band - pad) / SIZE;
  return { size, band, pad, cell, left: band, top: pad };
}

/** The top-left corner and side of a square in layout pixels. */
export function squareRect(layout, index, flipped = false) {
  let col = fileOf(index);
  let row = SIZE - 1 - rankOf(index);
  if (flipped) {
    col = SIZE - 1 - col;
    row = SIZE - 1 - row;
  }
  return { x: layout.left + col * layout.cell, y: layout.top + row * layout.cell, size: layout.cell };
}

/** The centre of a square in layout pixels. */
export function squareCentre(layout, index, flipped = false) {
  const r = squareRect(layout, index, flipped);
  return { x: r.x + r.size / 2, y: r.y + r.size / 2 };
}

/** The square under a point in layout pixels, or -1 outside the cells. */
export function squareAtPoint(layout, x, y, flipped = false) {
  let col = Math.floor((x - layout.left) / layout.cell);
  let row = Math.floor((y - layout.top) / layout.cell);
  if (col < 0 || row < 0 || col >= SIZE || row >= SIZE) return -1;
  if (flipped) {
    col = SIZE - 1 - col;
    row = SIZE - 1 - row;
  }
  return indexAt(col, SIZE - 1 - row);
}
