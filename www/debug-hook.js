// The page's debug hook, for tests and curious players: `window.hnefDebug`
// (read-only), and the computer's search limits a test may set.
//
//   .snapshot()        plain-data copy of the state: {ready, gameId, ruleset, board
//                      (121 cells), liveBoard, sideToMove, history, record, outcome,
//                      selected, targets (square names), drawnTargets and
//                      drawnDeciding (what the last frame drew), viewPly, flipped,
//                      thinking, aiPaused, mode, humanSide, level, frames,
//                      aiRestarts, language, hints {on, corners, warn, marks}, cursor,
//                      captured and pending, drag {from, over, touch} (what the
//                      last frame drew), look {theme, board, pieces}}
//   .clientCentre(sq)  a square's centre in viewport pixels ('e5' -> {x, y})
//   .pixelCentre(sq)   a square's centre in canvas backing-store pixels
// Nothing it returns is live: changing it changes nothing.
// `localStorage['hnef.debug.ai']` (JSON {timeMs, nodes, depth}) overrides the
// computer's search limits, so a test can keep it thinking.

import { squareIndex, squareName } from './geometry.js';
import { cornerReach } from './hints.js';
import { currentLanguage } from './i18n.js';

/** The computer's search options: a fresh seed, and the debug limits when set. */
export function aiOptions() {
  const options = { seed: Math.floor(Math.random() * 2 ** 31) };
  try {
    const debug = JSON.parse(globalThis.localStorage?.getItem('hnef.debug.ai') ?? 'null');
    for (const key of ['timeMs', 'nodes', 'depth']) if (Number.isSafeInteger(debug?.[key])) options[key] = debug[key];
  } catch {
    // No storage or no valid override: the level's own limits.
  }
  return options;
}

/**
 * Defines `window.hnefDebug` over the page's session (session.js) and
 * computer (ai-player.js). `page()` gives what only the page knows, read at
 * each call: `{ready, meta, flipped, aiPaused, frames, drawn: {targets,
 * deciding, captured, pending, drag}, hintsOn, marks, board, look}` (`marks`
 * from hints.js decisionMarks, `board` from mount.js, both possibly null;
 * `look` the page's colours, board and pieces).
 */
export function installDebugHook({ session, ai, page }) {
  const names = (list) => Array.from(list, squareName);
  const hook = {
    snapshot() {
      const { ready, meta, flipped, aiPaused, frames, drawn, hintsOn, marks, board, look } = page();
      const game = session.game;
      return structuredClone({
        ready,
        gameId: meta?.id ?? null,
        ruleset: game?.ruleset ?? null,
        board: game ? Array.from(session.board()) : [],
        liveBoard: game ? Array.from(game.board()) : [],
        sideToMove: session.sideToMove,
        history: [...session.history],
        record: game?.record() ?? '',
        outcome: game ? session.outcome : null,
        selected: session.selected >= 0 ? squareName(session.selected) : null,
        targets: names(session.targets),
        drawnTargets: names(drawn.targets),
        drawnDeciding: names(drawn.deciding),
        viewPly: session.viewPly,
        flipped,
        thinking: ai.thinking,
        aiPaused,
        mode: meta?.mode ?? null,
        humanSide: meta?.humanSide ?? null,
        level: meta?.level ?? null,
        frames,
        aiRestarts: ai.restarts,
        language: currentLanguage(),
        hints: {
          on: hintsOn,
          corners: names(cornerReach(game)),
          warn: names(session.warn),
          marks: marks && marks.ply === session.plies ? names(marks.squares) : [],
        },
        cursor: board?.grid ? squareName(board.grid.cursor) : null,
        captured: names(drawn.captured ?? []),
        pending: drawn.pending === null || drawn.pending === undefined ? null : squareName(drawn.pending),
        drag: drawn.drag ?? null,
        look: look ?? null,
      });
    },
    clientCentre: (square) => centre(square, 'clientCentre'),
    pixelCentre: (square) => centre(square, 'pixelCentre'),
  };
  function centre(square, kind) {
    const { board } = page();
    return squareIndex(square) < 0 || !board ? null : board[kind](squareIndex(square));
  }
  Object.defineProperty(window, 'hnefDebug', { value: Object.freeze(hook), enumerable: false });
}
