// The analysis board's plain parts (analysis-board.js): the main line and
// its variation as plain data, and the words of an evaluation. No DOM, no
// engine: moves are the engine's 'from-to' text.
//
// The tree: `main` (the game's moves, never changed), at most one
// `variation` `{from, moves}` (it leaves the main line after `from` plies,
// `moves` are its own moves), and the `cursor` `{line: 'main'|'variation',
// ply}` (the plies shown on the board along that line). A move at the cursor
// that is the line's next move just goes forward; any other move starts a
// variation there (a new one replaces the old one) or, inside the
// variation, replaces its moves from there. One level of branches: a
// variation is always a branch of the main line.

/** `'g1-g3xe2'` (the engine's history) as `'g1-g3'`. */
export const bareMove = (text) => String(text).split('x')[0].trim();

/** A tree over the main line `moves`, shown at `ply` (clamped). */
export function createTree(moves, ply = moves.length) {
  const main = Object.freeze(moves.map(bareMove));
  const at = Number.isInteger(ply) ? Math.min(Math.max(ply, 0), main.length) : main.length;
  return Object.freeze({ main, variation: null, cursor: Object.freeze({ line: 'main', ply: at }) });
}

/** The moves of `line` from the start: the main line, or the main line up to the branch then the variation. */
export function lineMoves(tree, line = tree.cursor.line) {
  if (line === 'variation' && tree.variation) return [...tree.main.slice(0, tree.variation.from), ...tree.variation.moves];
  return [...tree.main];
}

/**
 * How to build the shown position from the main line's game: take it back
 * to `keep` plies, then play `moves` (the variation's part of the shown line).
 */
export function replayPlan(tree) {
  const { line, ply } = tree.cursor;
  const keep = line === 'variation' && tree.variation ? Math.min(tree.variation.from, ply) : ply;
  return { keep, moves: shownMoves(tree).slice(keep) };
}

/** The moves from the start to the shown position. */
export function shownMoves(tree) {
  return lineMoves(tree).slice(0, tree.cursor.ply);
}

function at(tree, line, ply, variation = tree.variation) {
  const real = line === 'variation' && variation ? 'variation' : 'main';
  const length = real === 'variation' ? variation.from + variation.moves.length : tree.main.length;
  return Object.freeze({ main: tree.main, variation, cursor: Object.freeze({ line: real, ply: Math.min(Math.max(0, ply), length) }) });
}

/** The tree after `move` ('from-to') was played at the cursor (legality is the engine's: ask it first). */
export function playMove(tree, move) {
  const m = bareMove(move);
  const { line, ply } = tree.cursor;
  const moves = lineMoves(tree, line);
  if (moves[ply] === m) return at(tree, line, ply + 1);
  if (line === 'variation' && tree.variation && ply > tree.variation.from) {
    const v = tree.variation;
    return at(tree, 'variation', ply + 1, Object.freeze({ from: v.from, moves: Object.freeze([...v.moves.slice(0, ply - v.from), m]) }));
  }
  if (tree.main[ply] === m) return at(tree, 'main', ply + 1);
  if (tree.variation && tree.variation.from === ply && tree.variation.moves[0] === m) return at(tree, 'variation', ply + 1);
  return at(tree, 'variation', ply + 1, Object.freeze({ from: ply, moves: Object.freeze([m]) }));
}

/** The tree shown at `ply` of `line`. */
export function goTo(tree, line, ply) {
  return at(tree, line, ply);
}

/** A browsing key (ArrowLeft, ArrowRight, Home, End) along the shown line; null for any other key. */
export function browse(tree, key) {
  const { line, ply } = tree.cursor;
  const end = lineMoves(tree, line).length;
  const next = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: end }[key];
  return next === undefined ? null : at(tree, line, next);
}

/** Back to the main line where the variation left it (or where the cursor is, on the main line). */
export function backToMain(tree) {
  if (tree.cursor.line !== 'variation' || !tree.variation) return tree;
  return at(tree, 'main', Math.min(tree.cursor.ply, tree.variation.from));
}

/** Whether the variation is shown (the board is off the main line). */
export const offMain = (tree) => tree.cursor.line === 'variation' && tree.variation !== null && tree.cursor.ply > tree.variation.from;

/**
 * The move list: rows of the main line (`{number, cells: [{ply, move, side}]}`)
 * as moveRows does, and the variation (`{from, cells}`) to show after the
 * row holding its branch ply. `first`: the side to move at ply 0.
 */
export function listRows(tree, first = 'attackers') {
  const other = first === 'attackers' ? 'defenders' : 'attackers';
  const sideOf = (ply) => (ply % 2 === 0 ? first : other);
  const cells = (moves, start) => moves.map((move, i) => ({ ply: start + i + 1, move, side: sideOf(start + i) }));
  const rows = [];
  let row = null;
  for (const cell of cells(tree.main, 0)) {
    if (cell.side === 'attackers' || row === null) {
      row = { number: rows.length + 1, cells: [] };
      rows.push(row);
    }
    row.cells.push(cell);
  }
  const variation = tree.variation ? { from: tree.variation.from, cells: cells(tree.variation.moves, tree.variation.from) } : null;
  return { rows, variation };
}

/** The percentage shown for a win chance in [0, 1]: whole numbers, 0 and 100 only when certain. */
export function percent(chance) {
  const p = Math.round(Math.min(1, Math.max(0, Number(chance) || 0)) * 100);
  if (p === 100 && chance < 1) return 99;
  if (p === 0 && chance > 0) return 1;
  return p;
}

/**
 * What a line says as an evaluation, as `{key, params}` for t(): a forced
 * result (`mate`, plies to the end from the side to move's view; `reason`,
 * the outcome the line's moves reach, when known) or the winner's chance.
 * `sideToMove`: who moves in the analysed position.
 */
export function evaluationWords(line, sideToMove, reason = null) {
  if (!line) return null;
  if (Number.isFinite(line.mate) && line.mate !== 0) {
    const other = sideToMove === 'attackers' ? 'defenders' : 'attackers';
    const winner = line.mate > 0 ? sideToMove : other;
    const moves = Math.ceil(Math.abs(line.mate) / 2);
    if (winner === 'defenders' && reason === 'escape') return { key: 'analysis.escapeIn', params: { moves }, winner };
    if (winner === 'attackers' && reason === 'king_captured') return { key: 'analysis.captureIn', params: { moves }, winner };
    return { key: 'analysis.winIn', params: { side: winner, moves }, winner };
  }
  const attackers = percent(line.winChance?.attackers);
  const side = attackers >= 50 ? 'attackers' : 'defenders';
  return { key: 'analysis.chance', params: { side, percent: side === 'attackers' ? attackers : 100 - attackers }, winner: null };
}

/** The first `count` moves of a line's principal variation, each with the ply it would be played at. */
export function lineMovesFrom(line, startPly, count = 8) {
  return (line?.pv ?? [line?.move]).filter(Boolean).slice(0, count).map((move, i) => ({ move: bareMove(move), ply: startPly + i + 1 }));
}
