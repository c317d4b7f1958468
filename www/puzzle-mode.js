// The puzzle mode: positions from recorded games (puzzles.json, made by
// `hnef puzzles`) solved on a board in a view over the page (page-view.js).
//
// The board is the page's own kind (session.js + mount.js), oriented for the
// player's side, with the source game's last move marked. A player move is
// checked against the solution (puzzle-core.js): a right one is followed by
// the opponent's reply after REPLY_MS, so the player sees both; a wrong one
// is said so and waits for Retry (which takes it back) or Solution. Hint
// marks the piece to move. Each puzzle counts once for the profile's rating
// (glicko2.js, puzzle-store.js), at its first result: solved at the first
// try 1, solved after a hint 0.5, a wrong move or the solution 0. The
// result of each move is said in the view's status line (role=status).
//
// Loaded by main.js only when the menu's Puzzles item is chosen; the puzzle
// file is fetched once per page (and is in the offline set).

import { openPageView } from './page-view.js';
import { createSession } from './session.js';
import { mountBoard } from './mount.js';
import { CELLS, parseMove, squareIndex, squareName } from './geometry.js';
import { FILTER_THEMES, SIDES, checkMove, isWin, matches, offeredThemes, otherSide, pickNext, puzzleSide, readPuzzles, sourceMove, taskKey } from './puzzle-core.js';
import { createPuzzleStore } from './puzzle-store.js';
import { errorText } from './engine-errors.js';

/** The pause before the opponent's reply, and between the moves of a solution shown, in ms. */
export const REPLY_MS = 600;
export const SOLUTION_MS = 800;

let file = null; // the puzzle file's promise: fetched once per page

/** The checked puzzle file (fetched once; a failed fetch is tried again next time). */
export function loadPuzzles() {
  file ??= fetch(new URL('./puzzles.json', import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then(readPuzzles)
    .catch((err) => {
      file = null;
      throw err;
    });
  return file;
}

/**
 * Opens the puzzle view. `context`: `t`, `Game` (the engine's class),
 * `sideName(side)`, `storage` (the localStorage backend or null),
 * `profile()` (the active profile `{id, name}` or null), `showNotice(text)`,
 * `analyse(record, ply)` (opens a game in the analysis board; none: no
 * Analyse button). Returns the page view's handle.
 */
export function openPuzzles({ t, Game, sideName, storage, profile = () => null, showNotice = () => {}, analyse = null }) {
  const doc = document;
  const make = (tag, props = {}, ...children) => {
    const node = doc.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (key === 'dataset') Object.assign(node.dataset, value);
      else if (key in node && key !== 'role' && !key.includes('-')) node[key] = value;
      else node.setAttribute(key, value);
    }
    node.append(...children);
    return node;
  };
  const timers = new Set();
  const later = (fn, ms) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const stopTimers = () => {
    for (const id of timers) clearTimeout(id);
    timers.clear();
  };

  let board = null;
  const handle = openPageView({
    id: 'puzzle-view',
    title: t('puzzles.title'),
    closeLabel: t('puzzles.close'),
    onClose: () => {
      stopTimers();
      board?.destroy();
      session.game?.free?.();
    },
  });
  const { body, view } = handle;
  view.classList.add('puzzle-view');

  const store = createPuzzleStore(storage);
  const who = profile();
  const profileId = who?.id ?? null;
  let record = store.get(profileId);
  let puzzles = [];
  let ruleset;
  let filter = { theme: 'all', side: 'all' };
  /**
   * The puzzle on the board: `{puzzle, step, phase, hinted, counted}`. `step`:
   * the solution index of the player's next move; `phase`: 'solving',
   * 'reply' (the opponent's reply is coming), 'wrong', 'solved', 'shown'
   * (the solution was played); `counted`: its result is in the rating.
   */
  let cur = null;
  let shownId = null; // the puzzle last put on the board (or refused by the engine)

  // ------------------------------------------------------------ the view's parts

  const themeSelect = make('select', { id: 'puzzle-theme' });
  const sideSelect = make('select', { id: 'puzzle-side' });
  const filters = make(
    'div',
    { className: 'puzzle-filters' },
    make('label', { htmlFor: 'puzzle-theme' }, make('span', { textContent: t('puzzles.theme') }), themeSelect),
    make('label', { htmlFor: 'puzzle-side' }, make('span', { textContent: t('puzzles.side') }), sideSelect),
  );
  const stats = make('p', { className: 'puzzle-stats', id: 'puzzle-stats' });
  const task = make('p', { className: 'puzzle-task', id: 'puzzle-task' });
  const info = make('p', { className: 'puzzle-info', id: 'puzzle-info' });
  const status = make('p', { className: 'puzzle-status', id: 'puzzle-status', role: 'status' });
  const message = make('p', { className: 'puzzle-message', id: 'puzzle-message', hidden: true });
  const live = make('p', { className: 'sr-only', id: 'puzzle-live', 'aria-live': 'polite' });
  const canvas = make('canvas', { className: 'puzzle-canvas', 'aria-hidden': 'true' });
  const grid = make('div', { className: 'board-grid', id: 'puzzle-grid', role: 'grid', 'aria-label': t('board.grid') });
  const boardWrap = make('div', { className: 'puzzle-board' }, canvas, grid);
  const button = (id, key, fn) => {
    const b = make('button', { type: 'button', id, textContent: t(key) });
    b.addEventListener('click', fn);
    return b;
  };
  const hintButton = button('puzzle-hint', 'puzzles.hint', hint);
  const retryButton = button('puzzle-retry', 'puzzles.retry', retry);
  const solutionButton = button('puzzle-solution', 'puzzles.solution', showSolution);
  const nextButton = button('puzzle-next', 'puzzles.next', next);
  const actions = make('div', { className: 'puzzle-actions' }, hintButton, retryButton, solutionButton, nextButton);
  // The position on the board (the puzzle's, with the moves made) in the
  // analysis board (main.js hands `analyse` in); that view replaces this one.
  if (analyse) {
    const analyseButton = button('puzzle-analyse', 'analysis.analyse', () => {
      if (cur && session.game) analyse(session.game.record(), null);
    });
    actions.append(analyseButton);
  }
  body.append(message, stats, filters, task, info, boardWrap, status, live, actions);

  themeSelect.append(new Option(t('puzzles.theme.all'), 'all'), ...FILTER_THEMES.map((x) => new Option(t(`puzzles.theme.${x}`), x)));
  sideSelect.append(new Option(t('puzzles.side.all'), 'all'), ...SIDES.map((x) => new Option(sideName(x), x)));
  themeSelect.addEventListener('change', () => changeFilter({ theme: themeSelect.value }));
  sideSelect.addEventListener('change', () => changeFilter({ side: sideSelect.value }));

  // ------------------------------------------------------------ the board

  const player = () => (cur ? puzzleSide(cur.puzzle) : null);
  const session = createSession({
    Game,
    mayMove: (side) => cur?.phase === 'solving' && side === player(),
    returnOnPress: () => true,
    onMove: (detail) => {
      if (detail.source === 'user') afterPlayerMove(detail);
    },
    onChange: () => board?.requestDraw(),
    onDraw: () => board?.requestDraw(),
  });
  // The board shows the source game's last move at the puzzle's start (the
  // puzzle's position carries no history of its own).
  const shown = Object.create(session, {
    view: {
      value(options) {
        const v = session.view(options);
        if (!v.lastMove && cur?.puzzle.last && session.shownPly === 0) {
          const m = parseMove(cur.puzzle.last);
          if (m) v.lastMove = { from: m.from, to: m.to };
        }
        return v;
      },
    },
  });
  const hintSquare = () => (cur?.hinted && cur.phase === 'solving' ? squareIndex(cur.puzzle.solution[cur.step].split('-')[0]) : -1);
  board = mountBoard({
    canvas,
    grid,
    session: shown,
    display: () => ({ flipped: player() === 'defenders', coordinates: true }),
    t: () => t,
    marks: () => {
      const at = hintSquare();
      if (at < 0) return null;
      const m = new Array(CELLS).fill('');
      m[at] = 'wall';
      return m;
    },
    announce: (text) => {
      live.textContent = text;
    },
  });
  // For tests and the curious: a square's centre on screen, and the state.
  view.hnefPuzzle = Object.freeze({
    clientCentre: (square) => board.clientCentre(squareIndex(square)),
    state: () => ({
      id: cur?.puzzle.id ?? null,
      step: cur?.step ?? null,
      phase: cur?.phase ?? null,
      hinted: cur?.hinted ?? false,
      counted: cur?.counted ?? false,
      side: player(),
      plies: session.plies,
      history: [...session.history],
      selected: session.selected >= 0 ? squareName(session.selected) : null,
      hint: hintSquare() >= 0 ? cur.puzzle.solution[cur.step].split('-')[0] : null,
      flipped: player() === 'defenders',
      record: structuredClone(record),
      profile: profileId,
    }),
  });

  // ------------------------------------------------------------ words

  const say = (text) => {
    status.textContent = text;
  };
  const sideWords = (params) => ({ ...params, side: sideName(params.side) });

  function renderStats() {
    stats.textContent = t('puzzles.stats', {
      name: who?.name ?? t('puzzles.guest'),
      rating: Math.round(record.rating),
      rd: Math.round(record.rd),
      streak: record.streak,
      best: record.best,
      solved: record.solved.length,
      tried: record.tried,
    });
    stats.dataset.rating = String(Math.round(record.rating));
    stats.dataset.streak = String(record.streak);
  }

  function renderButtons() {
    const phase = cur?.phase ?? null;
    hintButton.disabled = phase !== 'solving' || cur.hinted;
    retryButton.disabled = phase !== 'wrong';
    solutionButton.disabled = !(phase === 'solving' || phase === 'wrong');
    nextButton.disabled = puzzles.length === 0;
    view.dataset.phase = phase ?? 'none';
    boardWrap.hidden = !cur; // no puzzle (none fits the filter, or one refused): no stale board
  }

  function renderPuzzle() {
    if (!cur) return;
    const { puzzle } = cur;
    const { key, params } = taskKey(puzzle, { escapeThreat: session.game ? session.game.cornerReach(0).length > 0 : false });
    task.textContent = t(key, sideWords(params));
    info.textContent = t('puzzles.info', { id: puzzle.id, difficulty: puzzle.difficulty, game: puzzle.game, move: sourceMove(puzzle) });
    view.dataset.puzzle = puzzle.id;
  }

  // ------------------------------------------------------------ the flow

  /** The puzzle's result for the rating, once: 1 solved, 0.5 solved after a hint, 0 failed. */
  function count(score) {
    if (!cur || cur.counted) return;
    cur.counted = true;
    const { record: next, saved } = store.record(profileId, cur.puzzle, score);
    record = next;
    if (!saved) showNotice(t('notice.storageFailed'));
    renderStats();
  }

  function load(puzzle) {
    stopTimers();
    if (!puzzle) {
      cur = null;
      task.textContent = '';
      info.textContent = '';
      say(t('puzzles.noneLeft'));
      renderButtons();
      return;
    }
    shownId = puzzle.id;
    let game;
    try {
      game = Game.fromPosition(puzzle.position, ruleset);
    } catch (err) {
      // A puzzle the engine refuses is skipped by Next; nothing is counted.
      cur = null;
      say(t('puzzles.loadFailed', { reason: errorText(t, err) }));
      renderButtons();
      return;
    }
    cur = { puzzle, step: 0, phase: 'solving', hinted: false, counted: false };
    session.load(game);
    renderPuzzle();
    say(t('puzzles.yourMove', { side: sideName(player()) }));
    renderButtons();
    board.invalidate();
  }

  function afterPlayerMove(detail) {
    const verdict = checkMove(cur.puzzle, cur.step, detail.move, detail);
    if (verdict === 'wrong') {
      cur.phase = 'wrong';
      count(0);
      say(t('puzzles.wrong', { move: detail.move }));
      renderButtons();
      return;
    }
    cur.step += 1;
    if (cur.step >= cur.puzzle.solution.length || detail.status !== 'ongoing') {
      cur.phase = 'solved';
      count(cur.hinted ? 0.5 : 1);
      say(cur.hinted ? t('puzzles.solvedHint', { move: detail.move }) : t('puzzles.solved', { move: detail.move, streak: record.streak }));
      renderButtons();
      return;
    }
    cur.phase = 'reply';
    say(t('puzzles.right', { move: detail.move }));
    renderButtons();
    const at = cur;
    later(() => {
      if (cur !== at) return;
      const reply = cur.puzzle.solution[cur.step];
      playScripted(reply);
      cur.step += 1;
      cur.phase = 'solving';
      say(t('puzzles.replied', { side: sideName(otherSide(player())), move: reply }));
      renderButtons();
    }, REPLY_MS);
  }

  function playScripted(move) {
    const m = parseMove(move);
    session.play(m.from, m.to, { source: 'puzzle' });
  }

  function hint() {
    if (cur?.phase !== 'solving' || cur.hinted) return;
    cur.hinted = true;
    say(t('puzzles.hinted', { square: cur.puzzle.solution[cur.step].split('-')[0] }));
    renderButtons();
    board.invalidate();
  }

  function retry() {
    if (cur?.phase !== 'wrong') return;
    session.undo(1);
    cur.phase = 'solving';
    say(t('puzzles.again'));
    renderButtons();
    board.invalidate();
  }

  function showSolution() {
    if (!(cur?.phase === 'solving' || cur?.phase === 'wrong')) return;
    if (cur.phase === 'wrong') session.undo(1);
    cur.phase = 'shown';
    count(0);
    renderButtons();
    board.invalidate();
    const at = cur;
    const rest = cur.puzzle.solution.slice(cur.step);
    say(t('puzzles.showing'));
    const step = (i) => {
      if (cur !== at) return;
      if (i >= rest.length) {
        say(t('puzzles.shown', { moves: cur.puzzle.solution.join(', ') }));
        return;
      }
      playScripted(rest[i]);
      cur.step += 1;
      later(() => step(i + 1), SOLUTION_MS);
    };
    later(() => step(0), SOLUTION_MS / 2);
  }

  function next() {
    if (!puzzles.length) return;
    load(pickNext(puzzles, record, filter, shownId));
  }

  function changeFilter(change) {
    filter = { ...filter, ...change };
    // The puzzle on the board stays if it fits the filter and is not done.
    if (cur && matches(cur.puzzle, filter) && (cur.phase === 'solving' || cur.phase === 'wrong' || cur.phase === 'reply')) return;
    load(pickNext(puzzles, record, filter, shownId));
  }

  // ------------------------------------------------------------ start

  renderStats();
  renderButtons();
  if (store.asideKey) {
    // The page's notice is behind the view: the view says it too.
    const text = t('puzzles.recovered', { key: store.asideKey });
    showNotice(text);
    message.textContent = text;
    message.hidden = false;
  }
  say(t('puzzles.loading'));
  view.dataset.state = 'loading';
  loadPuzzles().then(
    (data) => {
      if (!handle.open) return;
      ({ puzzles, ruleset } = data);
      // Only the themes the set has; a theme picked while it loaded and
      // gone from the list falls back to all.
      const offered = offeredThemes(puzzles);
      for (const o of [...themeSelect.options]) if (o.value !== 'all' && !offered.includes(o.value)) o.remove();
      if (filter.theme !== 'all' && !offered.includes(filter.theme)) {
        filter = { ...filter, theme: 'all' };
        themeSelect.value = 'all';
      }
      view.dataset.state = 'ready';
      load(pickNext(puzzles, record, filter, null));
    },
    (err) => {
      if (!handle.open) return;
      view.dataset.state = 'error';
      say(t('puzzles.loadFailed', { reason: String(err?.message ?? err) }));
    },
  );
  return handle;
}
