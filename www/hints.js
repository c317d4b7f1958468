// Hints, computed in plain JS from boards (121 cells: 0 empty, 1 attacker,
// 2 defender, 3 king) without the engine, except where a caller passes one
// in: which corners the king can reach next move, which pieces formed a
// shield wall that just captured (docs/RULES.md C3), which pieces hold an exit
// fort (W2), and which of a piece's targets would repeat a position a third
// time (E2, through a caller-supplied trial).

import { ATTACKER, CORNERS, DEFENDER, EMPTY, KING, SIZE, fileOf, indexAt, isEdge, rankOf, squareName } from './geometry.js';
import { decidingSquares, kingSquare } from './state.js';

const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/**
 * The corners the king could land on with one move from `board` (M1, M2: it
 * slides over empty squares and may pass the empty throne), whoever is to move.
 */
export function cornerReach(board) {
  const king = kingSquare(board);
  if (king < 0) return [];
  const out = [];
  for (const [df, dr] of DIRECTIONS) {
    let f = fileOf(king) + df;
    let r = rankOf(king) + dr;
    for (let sq = indexAt(f, r); sq >= 0 && board[sq] === EMPTY; sq = indexAt((f += df), (r += dr))) {
      if (CORNERS.includes(sq)) out.push(sq);
    }
  }
  return out.sort((a, b) => a - b);
}

const isMine = (cell, attackers) => (attackers ? cell === ATTACKER : cell === DEFENDER || cell === KING);
const isEnemy = (cell, attackers) => (attackers ? cell === DEFENDER || cell === KING : cell === ATTACKER);

/** The step one square towards the interior from an edge square along `axis` direction, or null. */
function inward(sq, df, dr) {
  // The edge runs along (df, dr); the interior is perpendicular to it.
  const f = fileOf(sq);
  const r = rankOf(sq);
  if (dr === 0) return indexAt(f, r === 0 ? 1 : r === SIZE - 1 ? SIZE - 2 : -1);
  if (df === 0) return indexAt(f === 0 ? 1 : f === SIZE - 1 ? SIZE - 2 : -1, r);
  return -1;
}

/**
 * The shield wall a move just closed (C3), from the boards before and after
 * the move: `{run, formers}` (square indices: the captured run, king included
 * when it stayed, and the mover, far bracket and front pieces that formed the
 * wall), or null when the move captured no run of two or more on an edge.
 */
export function shieldWall(before, after, move) {
  if (!move || !isEdge(move.to)) return null;
  const attackers = after[move.to] === ATTACKER;
  const captured = (sq) => before[sq] !== EMPTY && after[sq] === EMPTY && isEnemy(before[sq], attackers);
  const stayedKing = (sq) => attackers && before[sq] === KING && after[sq] === KING;
  let best = null;
  for (const [df, dr] of DIRECTIONS) {
    const run = [];
    let f = fileOf(move.to) + df;
    let r = rankOf(move.to) + dr;
    let sq = indexAt(f, r);
    // Walk along the edge only: the move's square and the run share the edge line.
    while (sq >= 0 && isEdge(sq) && inward(sq, df, dr) >= 0 && (captured(sq) || stayedKing(sq))) {
      run.push(sq);
      sq = indexAt((f += df), (r += dr));
    }
    if (run.length < 2 || !run.some(captured)) continue;
    const bracket = sq >= 0 && (CORNERS.includes(sq) || isMine(after[sq], attackers)) ? sq : -1;
    if (bracket < 0) continue;
    const fronts = run.map((s) => inward(s, df, dr)).filter((s) => s >= 0 && isMine(after[s], attackers));
    const formers = [move.to, bracket, ...fronts].filter((s) => !CORNERS.includes(s) || after[s] !== EMPTY);
    const found = { run, formers };
    if (!best || run.length > best.run.length) best = found;
  }
  return best;
}

/** The king and the defenders of an exit fort standing on `board` (W2 decided the game), or []. */
export function fortPieces(board) {
  return decidingSquares(board, { status: 'defenders_win', reason: 'exit_fort', winner: 'defenders' }, null).filter(
    (sq) => board[sq] === DEFENDER || board[sq] === KING,
  );
}

/**
 * The targets of `from` whose move would end the game by repetition against
 * the mover (E2: the defenders lose). `tryMove(from, to)` returns the engine's
 * outcome after the move (and leaves the game as it was).
 */
export function repeatingTargets(from, targets, tryMove) {
  const out = [];
  for (const to of targets) {
    const outcome = tryMove(from, to);
    if (outcome && outcome.reason === 'repetition') out.push(to);
  }
  return out;
}

// ---------------------------------------------------------------- hints as the page shows them

/**
 * The shield wall or exit fort a move just made (for the hint marker), as
 * `{ply, squares, text}`, or null. `t` is a translator (i18n.js).
 */
export function decisionMarks(t, { before, after, from, to }, reason, ply) {
  const list = (squares) => squares.map(squareName).join(t('list.separator'));
  if (reason === 'exit_fort') {
    const squares = fortPieces(after);
    return { ply, squares, text: t('hint.exitFort', { pieces: list(squares) }) };
  }
  const wall = shieldWall(before, after, { from, to });
  if (!wall) return null;
  const captured = wall.run.filter((sq) => after[sq] === EMPTY);
  return {
    ply,
    squares: [...wall.formers, ...captured],
    text: t('hint.shieldWall', { pieces: list(wall.formers), squares: list(captured) }),
  };
}

/**
 * What the hints say about the live position: `{texts, marks}`, the
 * sentences under the board and the data-hint names per square (a11y.js).
 * `state`: `{on, live, over, board, warn, marks, plies}` (`marks` from
 * decisionMarks, shown only at its ply).
 */
export function hintsNow(t, { on, live, over, board, warn = [], marks = null, plies }) {
  const perSquare = new Array(board.length).fill('');
  const texts = [];
  if (!on || !live) return { texts, marks: perSquare };
  const add = (i, name) => {
    perSquare[i] = perSquare[i] ? `${perSquare[i]} ${name}` : name;
  };
  const decided = marks && marks.ply === plies ? marks : null;
  if (decided) texts.push(decided.text);
  if (!over) {
    const corners = cornerReach(board);
    for (const c of corners) add(c, 'corner');
    if (corners.length) texts.push(t('hint.kingReach', { squares: corners.map(squareName).join(t('list.separator')) }));
  }
  for (const i of warn) add(i, 'repeat');
  if (decided) for (const i of decided.squares) add(i, 'wall');
  return { texts, marks: perSquare };
}
