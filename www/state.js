// The page's game state as plain data, changed by plain functions (no DOM, no
// engine calls): testable in Node and reused by the future <hnef-board>.
//
// The engine (a wasm Game) stays the authority on rules; these functions
// decide what to show and what a press or a key means.

import {
  ATTACKER,
  CELLS,
  DEFENDER,
  EMPTY,
  KING,
  THRONE,
  isEdge,
  neighbours,
  parseMove,
} from './geometry.js';

export const ATTACKERS = 'attackers';
export const DEFENDERS = 'defenders';
export const LEVELS = Object.freeze(['easy', 'normal', 'expert']);
export const MODES = Object.freeze(['computer', 'two-players']);

/** The other side. */
export function otherSide(side) {
  return side === ATTACKERS ? DEFENDERS : ATTACKERS;
}

/** The side a board cell belongs to, or null for an empty cell. */
export function sideOf(cell) {
  if (cell === ATTACKER) return ATTACKERS;
  if (cell === DEFENDER || cell === KING) return DEFENDERS;
  return null;
}

export function isOver(outcome) {
  return Boolean(outcome) && outcome.status !== 'ongoing';
}

/** The side to move before the first ply, from the side to move after `plies` plies. */
export function firstSide(sideToMove, plies) {
  return plies % 2 === 0 ? sideToMove : otherSide(sideToMove);
}

/**
 * The move list as numbered rows, attackers first: each row has a number and
 * an attackers' and a defenders' cell `{ply, text}` (ply counted from 1), or
 * null where that side has no move in the row (a game set up with the
 * defenders to move starts with an empty attackers' cell).
 */
export function moveRows(history, first = ATTACKERS) {
  const rows = [];
  let row = null;
  history.forEach((text, i) => {
    const side = i % 2 === 0 ? first : otherSide(first);
    if (side === ATTACKERS || row === null) {
      row = { number: rows.length + 1, attackers: null, defenders: null };
      rows.push(row);
    }
    row[side] = { ply: i + 1, text };
  });
  return rows;
}

/**
 * The ply shown after a browsing key: `viewPly` is null while the live
 * position is shown, otherwise the number of plies played in the shown
 * position. Returns undefined for a key that does not browse.
 */
export function browseKey(viewPly, key, plies) {
  const shown = viewPly ?? plies;
  let next;
  switch (key) {
    case 'ArrowLeft':
      next = Math.max(0, shown - 1);
      break;
    case 'ArrowRight':
      next = Math.min(plies, shown + 1);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = plies;
      break;
    default:
      return undefined;
  }
  return next >= plies ? null : next;
}

/** The ply shown: `viewPly`, or all of them when live. */
export function shownPly(viewPly, plies) {
  return viewPly === null || viewPly === undefined ? plies : Math.min(viewPly, plies);
}

/** The last move of the first `ply` plies as `{from, to, captured}`, or null. */
export function lastMoveAt(history, ply) {
  return ply > 0 ? parseMove(history[ply - 1]) : null;
}

/** Whether a human moves for `side` in this mode. */
export function humanPlays(settings, side) {
  return settings.mode !== 'computer' || settings.humanSide === side;
}

/**
 * What a press on `index` means. `state`: `{board, sideToMove, selected,
 * targets, canMove}` where targets are indices of the selected piece's legal
 * destinations. Returns `{action: 'move', from, to}`, `{action: 'select',
 * index}`, `{action: 'deselect'}` or `{action: 'none'}`.
 */
export function pressSquare(state, index) {
  if (!state.canMove || index < 0) {
    return state.selected >= 0 ? { action: 'deselect' } : { action: 'none' };
  }
  if (state.selected >= 0 && state.targets.includes(index)) {
    return { action: 'move', from: state.selected, to: index };
  }
  if (sideOf(state.board[index]) === state.sideToMove) {
    return { action: 'select', index };
  }
  return state.selected >= 0 ? { action: 'deselect' } : { action: 'none' };
}

/**
 * How many plies undo takes back: in two-player mode one; against the
 * computer, back to the last position where the human is to move (its last
 * move and the computer's reply). Zero when there is nothing to take back.
 */
export function undoCount(settings, sideToMove, plies) {
  if (plies === 0) return 0;
  if (settings.mode !== 'computer') return 1;
  let n = 0;
  let side = sideToMove;
  // Take back until it is the human's turn again, after at least one ply and
  // at least one of the human's own moves (when there is one).
  while (n < plies) {
    n += 1;
    side = otherSide(side);
    if (side === settings.humanSide) return n;
  }
  return n;
}

/** Squares reachable from `start` stepping orthogonally onto squares that pass `through`. */
export function flood(start, through) {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length) {
    const sq = stack.pop();
    for (const n of neighbours(sq)) {
      if (!seen.has(n) && through(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen;
}

/** The index of the king, or -1. */
export function kingSquare(board) {
  for (let i = 0; i < CELLS; i++) if (board[i] === KING) return i;
  return -1;
}

/**
 * Where a captured king stood (K1): a non-edge square next to the last move's
 * destination whose four neighbours are attackers or the empty throne.
 */
function capturedKingSquare(board, lastMove) {
  if (!lastMove) return -1;
  for (const sq of neighbours(lastMove.to)) {
    if (isEdge(sq) || (board[sq] !== EMPTY && board[sq] !== KING)) continue;
    const closed = neighbours(sq).every(
      (n) => board[n] === ATTACKER || (n === THRONE && board[n] === EMPTY),
    );
    if (closed) return sq;
  }
  return -1;
}

/**
 * The squares that decided a finished game, computed from the final board:
 * the king and its corner (escape); the king and its captors (king captured);
 * the king and the fort's wall (exit fort); the ring of attackers
 * (encirclement); the move that repeated (repetition); the side left without
 * a move (no legal move). Empty for agreement and resignation.
 */
export function decidingSquares(board, outcome, lastMove) {
  if (!isOver(outcome)) return [];
  const king = kingSquare(board);
  switch (outcome.reason) {
    case 'escape':
      return king >= 0 ? [king] : [];
    case 'king_captured': {
      const sq = king >= 0 ? king : capturedKingSquare(board, lastMove);
      if (sq < 0) return lastMove ? [lastMove.to] : [];
      return [sq, ...neighbours(sq).filter((n) => board[n] === ATTACKER || n === THRONE)];
    }
    case 'exit_fort': {
      if (king < 0) return [];
      const inside = flood(king, (n) => board[n] === EMPTY);
      const wall = new Set([king]);
      for (const sq of inside) {
        for (const n of neighbours(sq)) if (board[n] === DEFENDER || board[n] === KING) wall.add(n);
      }
      return [...wall];
    }
    case 'encirclement': {
      if (king < 0) return [];
      const region = flood(king, (n) => board[n] !== ATTACKER);
      const ring = new Set();
      for (const sq of region) {
        for (const n of neighbours(sq)) if (board[n] === ATTACKER) ring.add(n);
      }
      return [...ring];
    }
    case 'repetition':
      return lastMove ? [lastMove.from, lastMove.to] : [];
    case 'no_moves': {
      const loser = otherSide(outcome.winner);
      const out = [];
      for (let i = 0; i < CELLS; i++) if (sideOf(board[i]) === loser) out.push(i);
      return out;
    }
    default:
      return [];
  }
}

/** The squares that differ in occupant between two boards (for capture fades). */
export function vanished(before, after) {
  const out = [];
  for (let i = 0; i < CELLS; i++) {
    if (before[i] !== EMPTY && after[i] === EMPTY) out.push({ index: i, piece: before[i] });
  }
  return out;
}

/** Whether an agreed draw may be offered here: two players, Copenhagen, game on. */
export function drawAllowed(settings, ruleset, outcome) {
  return settings.mode === 'two-players' && ruleset.startsWith('copenhagen') && !isOver(outcome);
}
