// Hints: which corners the king can reach next move (`Game.cornerReach`),
// and what the engine says about the move just played: the
// pieces that formed a shield wall that captured (docs/RULES.md C3,
// `Game.shieldWall`) or hold an exit fort (W2, `Game.fortPieces`), and the
// targets that would repeat a position a third time (E2, tried on a copy of
// the game). The rules themselves are the engine's: nothing here re-derives
// a move, a capture, a wall or a fort.

import { EMPTY, fileOf, rankOf, squareIndex, squareName } from './geometry.js';
import { DEFENDERS } from './state.js';

/**
 * The corners the king could land on with one move (M1, M2) in `game`'s
 * position after `ply` moves (by default the current one), whoever is to
 * move, as square indices: the engine's answer (`Game.cornerReach`). None
 * without a game.
 */
export function cornerReach(game, ply) {
  return game ? Array.from(game.cornerReach(ply), squareIndex) : [];
}

/**
 * The targets of a defenders' piece whose move would make a position occur
 * a third time (E2: the defenders lose), from the engine's result of each
 * move tried on a copy of the game (`session.trialOutcomes`, session.js).
 */
export function repeatWarnings(session, from, targets) {
  // A third occurrence needs at least 8 plies (the start counts as the first).
  if (session.sideToMove !== DEFENDERS || session.plies + 1 < 8) return [];
  const outcomes = session.trialOutcomes(from, targets);
  return targets.filter((_, i) => outcomes[i]?.reason === 'repetition');
}

// ---------------------------------------------------------------- hints as the page shows them

/** Squares by their distance from `origin`, nearest first (a wall reads outward from the move). */
function outward(origin, names) {
  const far = (sq) => Math.abs(fileOf(sq) - fileOf(origin)) + Math.abs(rankOf(sq) - rankOf(origin));
  return Array.from(names, squareIndex).sort((a, b) => far(a) - far(b));
}

/**
 * The shield wall or exit fort move `ply` (counted from 1) just made, for the
 * hint marker: `{ply, squares, text}`, or null. `game` is the engine's Game
 * right after the move, which says which pieces; `to` is the move's square
 * and `after` the board after it. `t` is a translator (i18n.js).
 */
export function decisionMarks(t, game, { to, after }, reason, ply) {
  const list = (squares) => squares.map(squareName).join(t('list.separator'));
  if (reason === 'exit_fort') {
    const squares = Array.from(game.fortPieces(), squareIndex);
    return { ply, squares, text: t('hint.exitFort', { pieces: list(squares) }) };
  }
  const wall = game.shieldWall(ply - 1);
  if (!wall) return null;
  // The pieces that formed it: the mover and the far bracket (not an empty corner), then the front.
  const formers = [...outward(to, wall.brackets).filter((sq) => after[sq] !== EMPTY), ...outward(to, wall.front)];
  const captured = outward(to, wall.captured);
  return {
    ply,
    squares: [...formers, ...captured],
    text: t('hint.shieldWall', { pieces: list(formers), squares: list(captured) }),
  };
}

/**
 * What the hints say about the live position: `{texts, marks}`, the
 * sentences under the board and the data-hint names per square (a11y.js).
 * `state`: `{on, live, over, board, game, warn, marks, plies}` (`game`: the
 * engine's Game in the live position, asked for the corners; `marks` from
 * decisionMarks, shown only at its ply).
 */
export function hintsNow(t, { on, live, over, board, game, warn = [], marks = null, plies }) {
  const perSquare = new Array(board.length).fill('');
  const texts = [];
  if (!on || !live) return { texts, marks: perSquare };
  const add = (i, name) => {
    perSquare[i] = perSquare[i] ? `${perSquare[i]} ${name}` : name;
  };
  const decided = marks && marks.ply === plies ? marks : null;
  if (decided) texts.push(decided.text);
  if (!over) {
    const corners = cornerReach(game);
    for (const c of corners) add(c, 'corner');
    if (corners.length) texts.push(t('hint.kingReach', { squares: corners.map(squareName).join(t('list.separator')) }));
  }
  for (const i of warn) add(i, 'repeat');
  if (decided) for (const i of decided.squares) add(i, 'wall');
  return { texts, marks: perSquare };
}

/** The budget of a hint: the engine's best move at this many nodes (an analysis
 * with a node limit, so the same position always gets the same hint). */
export const HINT_NODES = 40_000;

/**
 * The hint shown now: `hint` (`{gameId, ply, move}`, the engine's best move
 * for the player) while the session still shows that game at that ply and
 * is not browsing back; else null.
 */
export function currentHint(session, hint) {
  if (!hint || !session.game || session.gameId !== hint.gameId || session.plies !== hint.ply) return null;
  return session.viewPly === null ? hint : null;
}
