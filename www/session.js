// The board controller, once for every board (the page, <hnef-board>, and
// whatever board comes next). No DOM: it owns the engine's Game for one
// board and everything a board shows besides the position, and changes them
// with plain methods; hosts wire elements, attributes and events to it, and
// the renderer only reads `view()`.
//
// What it owns: the game handle, the board and position after every ply (so
// browsing never replays), the browsed ply, the selection (with its targets
// and the targets a hint warns about), the drag, the capture fades and the
// slide of the last move, and the input handler set for input.js. What it
// asks its host (policy hooks, all optional):
//
//   mayMove(side)            may a person move `side` now (default: yes)
//   warnings(from, targets)  targets of a picked-up piece to warn about (default: none)
//   confirm(move, proceed)   a warned move: return true when the host asks the
//                            person first and calls proceed() on a yes
//   returnOnPress()          does a press while browsing return to the game (default: yes)
//   confirmTaps()            must a tapped move be tapped again to be played (default: no);
//                            the first tap only marks it (`view().pending`)
//
// and what it tells it: onMove(detail) after every move played, onChange(kind)
// after the game or the shown ply changed ('load', 'move', 'undo', 'browse'),
// onDraw() after a change only the board shows (selection, drag).
//
// The engine stays the authority on rules: legality, captures and results
// come from Game; this module decides what a press means and what to show.

import { squareIndex, squareName } from './geometry.js';
import { browseKey, isOver, lastMoveAt, otherSide, pressSquare, shownPly } from './state.js';

/** How long a captured piece takes to fade out, and a moved piece to slide, in milliseconds. */
export const FADE_MS = 300;
export const SLIDE_MS = 170;

const ONGOING = Object.freeze({ status: 'ongoing', reason: null, winner: null });
const yes = () => true;
const none = () => [];
const defaultNow = () => globalThis.performance?.now() ?? Date.now();

/**
 * @param {object} options
 * @param {{fromRecord: (text: string) => object}} options.Game the engine's Game class (for replays and trial moves)
 * @param {(side: string) => boolean} [options.mayMove]
 * @param {(from: number, targets: number[]) => number[]} [options.warnings]
 * @param {(move: {from: number, to: number, animate: boolean}, proceed: () => void) => boolean} [options.confirm]
 * @param {() => boolean} [options.returnOnPress]
 * @param {() => boolean} [options.confirmTaps]
 * @param {(detail: object) => void} [options.onMove]
 * @param {(kind: string) => void} [options.onChange]
 * @param {() => void} [options.onDraw]
 * @param {() => number} [options.now] the animations' clock (ms)
 */
export function createSession({
  Game,
  mayMove = yes,
  warnings = none,
  confirm = null,
  returnOnPress = yes,
  confirmTaps = () => false,
  onMove,
  onChange,
  onDraw,
  now = defaultNow,
} = {}) {
  let game = null;
  let gameId = 0;
  let boards = []; // boards[k]: the 121 cells after k plies
  let positions = []; // positions[k]: position text after k plies
  let history = []; // moves as the engine writes them ('g1-g3xe2')
  let firstSide = 'attackers'; // the side to move at ply 0
  let viewPly = null; // null: the live position
  let selected = -1;
  let targets = [];
  let warn = [];
  let pendingToggle = false;
  let drag = null; // {from, x, y, touch, over} in layout pixels; over: the square under the pointer
  let pending = -1; // a tapped target waiting for its confirming tap (confirmTaps)
  let fading = []; // [{index, piece, start}]
  let slide = null; // {from, to, piece, start}
  let lastAttempt = null; // what the last press's move attempt did (for activate)

  const changed = (kind) => onChange?.(kind);
  const drawn = () => onDraw?.();

  function rebuild() {
    history = Array.from(game.history(), String);
    const replay = Game.fromRecord(game.record());
    try {
      const b = [Array.from(replay.board())];
      const p = [replay.position()];
      while (replay.undo()) {
        b.push(Array.from(replay.board()));
        p.push(replay.position());
      }
      boards = b.reverse();
      positions = p.reverse();
    } finally {
      replay.free();
    }
    const side = game.sideToMove();
    firstSide = history.length % 2 === 0 ? side : otherSide(side);
  }

  /**
   * The captures of the move that led to `ply` and of the one before it, as
   * `[{index, piece}]`: what was taken stays marked through the reply (the
   * computer's or the friend's) until the next move. Read off the boards
   * around each ply: a square that held a piece and is empty after the move
   * (but is not where the moved piece came from).
   */
  function capturedAround(ply) {
    const out = [];
    for (let k = Math.max(1, ply - 1); k <= ply; k++) {
      const from = lastMoveAt(history, k)?.from ?? -1;
      const a = boards[k - 1];
      const b = boards[k];
      for (let i = 0; i < a.length; i++) if (a[i] !== 0 && b[i] === 0 && i !== from) out.push({ index: i, piece: a[i] });
    }
    return out;
  }

  function outcome() {
    return game ? game.outcome() : ONGOING;
  }

  function clearSelection() {
    selected = -1;
    targets = [];
    warn = [];
    pendingToggle = false;
    drag = null;
    pending = -1;
  }

  function stopAnimations() {
    fading = [];
    slide = null;
  }

  function canMove() {
    return game !== null && viewPly === null && !isOver(outcome()) && mayMove(game.sideToMove()) === true;
  }

  function legalTargets(from) {
    if (!game || from < 0) return [];
    return Array.from(game.legalTargets(squareName(from)), squareIndex);
  }

  function select(index) {
    selected = index;
    pendingToggle = false;
    pending = -1;
    targets = legalTargets(index);
    warn = targets.length ? warnings(index, targets) ?? [] : [];
  }

  /**
   * Plays a move through the engine. Throws the engine's Error when it is
   * illegal (nothing changed then); returns the move's detail.
   */
  function play(from, to, { animate = true, source = 'api' } = {}) {
    if (!game) throw new Error('no game loaded');
    const before = boards[boards.length - 1];
    const side = game.sideToMove();
    const played = game.applyMove(squareName(from), squareName(to));
    const after = Array.from(game.board());
    boards.push(after);
    positions.push(game.position());
    history.push(String(game.history().at(-1) ?? played.move));
    const t = now();
    // The fades of earlier moves play on: a quick reply does not cut short
    // the fade of what the person just took.
    fading = fading
      .filter((f) => t - f.start < FADE_MS)
      .concat(Array.from(played.captured, (sq) => ({ index: squareIndex(sq), piece: before[squareIndex(sq)], start: t })));
    slide = animate ? { from, to, piece: after[to], start: t } : null;
    viewPly = null;
    clearSelection();
    const detail = {
      move: `${squareName(from)}-${squareName(to)}`,
      notation: history[history.length - 1],
      captured: Array.from(played.captured, String),
      side,
      source,
      ply: history.length,
      position: positions[positions.length - 1],
      sideToMove: game.sideToMove(),
      status: played.status,
      reason: played.reason,
      winner: played.winner,
    };
    // Not part of the public detail (hosts copy what they publish): the
    // boards around the move, for hints that look at what changed.
    onMove?.(detail, { from, to, before, after });
    changed('move');
    return detail;
  }

  /**
   * A person's move (board, keyboard or typed text): legal for the side to
   * move and allowed by `mayMove`. A warned target goes through `confirm`.
   * Returns 'played', 'asking' (the host asks first) or null (not allowed;
   * nothing changed).
   */
  function attempt(from, to, { animate = true, source = 'user' } = {}) {
    if (!canMove()) return null;
    const legal = from === selected ? targets : legalTargets(from);
    if (!legal.includes(to)) return null;
    const warned = from === selected ? warn : warnings(from, [to]) ?? [];
    if (warned.includes(to) && confirm) {
      const id = gameId;
      const plies = history.length;
      const asked = confirm({ from, to, animate }, () => {
        // Only if nothing happened meanwhile.
        if (gameId === id && history.length === plies && canMove()) play(from, to, { animate, source });
      });
      if (asked) return 'asking';
    }
    play(from, to, { animate, source });
    return 'played';
  }

  // ------------------------------------------------------------ pointer input (input.js handlers)

  function press(index, { keyboard = false } = {}) {
    if (!game) return false;
    if (viewPly !== null) {
      // Browsing never changes the game: a press on a playable board returns to it.
      if (returnOnPress()) browseTo(null);
      return false;
    }
    const action = pressSquare(
      { board: boards[boards.length - 1], sideToMove: game.sideToMove(), selected, targets, canMove: canMove() },
      index,
    );
    switch (action.action) {
      case 'move':
        if (!keyboard && confirmTaps() === true && pending !== action.to) {
          // First tap on a target: mark it; a second tap on it plays.
          pending = action.to;
          drawn();
          return false;
        }
        lastAttempt = attempt(action.from, action.to, { animate: true });
        return false;
      case 'select':
        if (index === selected) {
          pendingToggle = pending < 0;
          pending = -1;
        }
        else select(index);
        drawn();
        return true;
      case 'deselect':
        clearSelection();
        drawn();
        return false;
      default:
        return false;
    }
  }

  function release(index) {
    if (pendingToggle && index === selected) clearSelection();
    pendingToggle = false;
    drawn();
  }

  function dragStart(index, point, { touch = false, over = index } = {}) {
    if (index !== selected) return;
    pendingToggle = false;
    pending = -1;
    drag = { from: index, x: point.x, y: point.y, touch: touch === true, over };
    drawn();
  }

  function dragMove(point, over = drag?.over ?? -1) {
    if (!drag) return;
    drag = { ...drag, x: point.x, y: point.y, over };
    drawn();
  }

  function drop(index) {
    const was = drag;
    drag = null;
    if (was && index >= 0 && targets.includes(index) && canMove()) attempt(was.from, index, { animate: false });
    else drawn(); // Snap back: the piece is drawn on its square again, still selected.
  }

  function dragCancel() {
    drag = null;
    drawn();
  }

  /**
   * Enter or Space on a square (the keyboard grid): a press and release
   * there. Says what happened, for the host to announce:
   * `{kind: 'played' | 'asking' | 'selected' | 'cancelled' | 'none', index, targets}`.
   */
  function activate(index) {
    if (!game) return { kind: 'none', index, targets: 0 };
    lastAttempt = null;
    const draggable = press(index, { keyboard: true });
    if (draggable) release(index);
    if (lastAttempt === 'played') return { kind: 'played', index, targets: 0 };
    if (lastAttempt === 'asking') return { kind: 'asking', index, targets: 0 };
    if (selected === index) return { kind: 'selected', index, targets: targets.length };
    if (selected < 0 && draggable) return { kind: 'cancelled', index, targets: 0 };
    return { kind: 'none', index, targets: 0 };
  }

  /** Escape: drops the selection; true when there was one. */
  function cancel() {
    const had = selected >= 0;
    clearSelection();
    drawn();
    return had;
  }

  // ------------------------------------------------------------ the game

  /** Shows `fresh` (an engine Game), freeing the one shown before. */
  function load(fresh, { ply = null } = {}) {
    game?.free();
    game = fresh;
    gameId += 1;
    rebuild();
    viewPly = ply === null || ply >= history.length ? null : Math.max(0, ply);
    clearSelection();
    stopAnimations();
    changed('load');
  }

  /** Takes back up to `n` plies; returns how many were taken back. */
  function undo(n = 1) {
    if (!game) return 0;
    let done = 0;
    for (let i = 0; i < n; i++) {
      if (!game.undo()) break;
      boards.pop();
      positions.pop();
      history.pop();
      done += 1;
    }
    viewPly = null;
    clearSelection();
    stopAnimations();
    changed('undo');
    return done;
  }

  /** Shows the position after `ply` plies (null or the end: the live position). */
  function browseTo(ply) {
    if (!game) return;
    const n = history.length;
    viewPly = ply === null || ply >= n ? null : Math.max(0, ply);
    clearSelection();
    stopAnimations();
    changed('browse');
  }

  /** A browsing key (ArrowLeft, ArrowRight, Home, End) shows another ply; false for any other key. */
  function browseBy(key) {
    const next = browseKey(viewPly, key, history.length);
    if (next === undefined || !game) return false;
    browseTo(next);
    return true;
  }

  /**
   * The engine's game changed under the session (a draw agreed, a
   * resignation): show the live position, forget the selection, tell the host.
   */
  function touch(kind = 'result') {
    viewPly = null;
    clearSelection();
    slide = null;
    changed(kind);
  }

  /**
   * `side` resigns the live game: the engine keeps the result (the record
   * says who resigned). Throws the engine's Error when it cannot (the game
   * is over); nothing changed then.
   */
  function resign(side) {
    if (!game) throw new Error('no game loaded');
    game.resign(side);
    touch('result');
    return outcome();
  }

  /**
   * What the renderer draws (see renderer.js drawBoard). `options`:
   * `{flipped, coordinates, motion}` from the host.
   */
  function view({ flipped = false, coordinates = true, motion = true } = {}) {
    const ply = shownPly(viewPly, history.length);
    const live = ply === history.length;
    const cells = boards[ply];
    const last = lastMoveAt(history, ply);
    const o = outcome();
    const t = now();
    if (fading.length) fading = fading.filter((f) => t - f.start < FADE_MS);
    if (slide && t - slide.start >= SLIDE_MS) slide = null;
    return {
      captured: capturedAround(ply),
      pending: live && pending >= 0 && selected >= 0 ? { from: selected, to: pending } : null,
      board: cells,
      flipped,
      coordinates,
      selected: live ? selected : -1,
      targets: live ? targets : [],
      lastMove: last,
      // The engine says which squares decided the game (none for a draw or a resignation).
      deciding: live && isOver(o) ? Array.from(game.decidingSquares(), squareIndex) : [],
      fading: live ? fading : [],
      slide: live ? slide : null,
      drag: live ? drag : null,
      motion,
    };
  }

  /**
   * The engine's result of each move `from` -> `list[i]`, tried on a copy
   * of the game (null where it throws); a host's `warnings` hook uses it.
   */
  function trialOutcomes(from, list) {
    if (!game || list.length === 0) return [];
    let trial;
    try {
      trial = Game.fromRecord(game.record());
    } catch {
      return [];
    }
    try {
      return list.map((to) => {
        try {
          const result = trial.applyMove(squareName(from), squareName(to));
          trial.undo();
          return result;
        } catch {
          return null;
        }
      });
    } finally {
      trial.free();
    }
  }

  return {
    // state, read-only
    get game() {
      return game;
    },
    /** Changes with every load: a reply computed for another game is stale. */
    get gameId() {
      return gameId;
    },
    get history() {
      return history;
    },
    get plies() {
      return history.length;
    },
    /** The cells after `ply` plies (default: the shown ply). */
    board(ply = shownPly(viewPly, history.length)) {
      return boards[ply];
    },
    get liveBoard() {
      return boards[boards.length - 1];
    },
    /** Position text after `ply` plies (default: the shown ply). */
    position(ply = shownPly(viewPly, history.length)) {
      return positions[ply];
    },
    get viewPly() {
      return viewPly;
    },
    get shownPly() {
      return shownPly(viewPly, history.length);
    },
    get live() {
      return viewPly === null;
    },
    get sideToMove() {
      return game ? game.sideToMove() : null;
    },
    /** The side to move after `ply` plies. */
    sideAt(ply) {
      return ply % 2 === 0 ? firstSide : otherSide(firstSide);
    },
    get firstSide() {
      return firstSide;
    },
    get outcome() {
      return outcome();
    },
    get over() {
      return isOver(outcome());
    },
    get selected() {
      return selected;
    },
    get targets() {
      return targets;
    },
    get warn() {
      return warn;
    },
    get drag() {
      return drag;
    },
    /** The tapped target waiting for its confirming tap, or -1. */
    get pending() {
      return pending;
    },
    canMove,
    // changes
    load,
    play,
    attempt,
    undo,
    browseTo,
    browseBy,
    select,
    clearSelection,
    cancel,
    activate,
    touch,
    resign,
    /** Re-asks the `warnings` hook for the selected piece (after a hint setting changed). */
    refreshWarnings() {
      warn = selected >= 0 && targets.length ? warnings(selected, targets) ?? [] : [];
      drawn();
    },
    view,
    trialOutcomes,
    /** The handler set for input.js (the host adds squareAt and toLayout). */
    handlers: Object.freeze({ press: (index) => press(index), release, dragStart, dragMove, drop, cancel: dragCancel }),
  };
}
