// The page's game state as plain data, changed by plain functions (no DOM, no
// engine calls): testable in Node, shared by every board.
//
// The engine (a wasm Game) stays the authority on rules: what decided a
// game, a shield wall or a fort is asked of it (session.js, hints.js); these
// functions decide what to show and what a press or a key means.

import { ATTACKER, CELLS, DEFENDER, EMPTY, KING, parseMove } from './geometry.js';

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
 * How many plies undo takes back: between people one; against the computer
 * (`computer`: its side, else null), back to the last position where the
 * person is to move (their last move and the computer's reply). Zero when
 * there is nothing to take back.
 */
export function undoCount(computer, sideToMove, plies) {
  if (plies === 0) return 0;
  if (!computer) return 1;
  let n = 0;
  let side = sideToMove;
  // Take back until it is the human's turn again, after at least one ply and
  // at least one of the human's own moves (when there is one).
  while (n < plies) {
    n += 1;
    side = otherSide(side);
    if (side !== computer) return n;
  }
  return n;
}

/** The squares that differ in occupant between two boards (for capture fades). */
export function vanished(before, after) {
  const out = [];
  for (let i = 0; i < CELLS; i++) {
    if (before[i] !== EMPTY && after[i] === EMPTY) out.push({ index: i, piece: before[i] });
  }
  return out;
}

/**
 * Whether an agreed draw may be offered here: two players, a ruleset with
 * draws by agreement (the engine's `Game.allowsDraws`), the game on.
 */
export function drawAllowed(settings, allowsDraws, outcome) {
  return settings.mode === 'two-players' && allowsDraws === true && !isOver(outcome);
}
