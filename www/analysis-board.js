// The analysis board (issue 14, items 3 and 6): a view over the page
// (page-view.js) with a board of its own, where both sides move freely, the
// engine's three best lines as arrows and as text, an evaluation bar (the
// attackers' win chance) with its words, the depth and speed, and a stop/go
// toggle. It opens on a copy of a record (the page's game at a browsed ply,
// an imported record, the start position): the game it came from is never
// changed. Moves on its board make a variation of the main line
// (analysis-lines.js); browsing (buttons, ← → Home End) follows the shown
// line. Every position change aborts the running analysis and starts a new
// one; closing the view closes its engine.
//
// Loaded lazily by main.js, which hands it the page's shared pieces in
// `context` (the bundle holds them; this file must not import them again):
// `t`, `Game`, `sideName`, `createSession` (session.js), `mountBoard`
// (mount.js), `createEngine()` (hnef/worker), `errorText` (engine-errors.js),
// `parseMove` and `squareName` (geometry.js), `moveWords` (game-words.js),
// `display()` ({flipped}), `showNotice(text)`, `formatNumber(n, lang)` (i18n.js).
// It reads the debug data tests need from the view's dataset (data-depth,
// data-lines, data-arrows, data-position, data-line, data-ply, data-state).

import { openPageView, viewButton as button, viewNode as make } from './page-view.js';
import { offerWatchLink } from './watch-offer.js';
import { backToMain, browse, createTree, evaluationWords, goTo, lineMoves, lineMovesFrom, listRows, offMain, percent, playMove, replayPlan } from './analysis-lines.js';

/** How many lines the engine is asked for, and how many moves of each are shown. */
export const LINES = 3;
const SHOWN_MOVES = 8;
/** The least time between two analysis updates shown, in ms (the first is shown at once). */
const UPDATE_GAP_MS = 150;

const ICONS = {
  first: 'M3 3v10M13 3 6 8l7 5z',
  prev: 'M11 3 4 8l7 5z',
  next: 'm5 3 7 5-7 5z',
  last: 'M13 3v10M3 3l7 5-7 5z',
};


function iconButton(name, label, onClick) {
  const b = button('icon', '', onClick);
  b.setAttribute('aria-label', label);
  b.title = label;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  b.append(svg);
  return b;
}

/**
 * Opens the analysis board on `record` (a game record or position text the
 * engine reads) shown at `ply` (default: its end). Returns the view's
 * handle (`close()`), or null when the record cannot be read (the engine's
 * words are then in `context.showNotice`).
 */
export function openAnalysis(context, { record, ply = null } = {}) {
  const { t, Game, sideName, createSession, mountBoard, createEngine, errorText, parseMove, squareName, moveWords } = context;
  let source;
  try {
    source = Game.fromRecord(String(record ?? ''));
  } catch (err) {
    try {
      source = Game.fromPosition(String(record ?? ''));
    } catch {
      context.showNotice?.(t('analysis.cannotOpen', { reason: errorText(t, err) }));
      return null;
    }
  }
  const sourceRecord = source.record();
  const ruleset = source.ruleset;
  let tree = createTree(Array.from(source.history(), String), ply ?? undefined);
  source.free();
  let base = sourceRecord; // the record the main line is read from

  // ------------------------------------------------------------ the view
  const handle = openPageView({ id: 'analysis-view', title: t('analysis.title'), closeLabel: t('analysis.close'), onClose: cleanUp });
  const { view, body } = handle;
  view.classList.add('analysis-view');
  view.dataset.state = 'starting';

  const status = make('p', 'anb-status');
  status.setAttribute('role', 'status');
  const evalText = make('p', 'anb-eval-text');
  const bar = make('div', 'anb-bar');
  bar.setAttribute('aria-hidden', 'true');
  const fill = make('div', 'anb-bar-fill');
  bar.append(fill);
  const wrap = make('div', 'board-wrap anb-board');
  const canvas = make('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const gridEl = make('div', 'board-grid');
  gridEl.setAttribute('role', 'grid');
  gridEl.setAttribute('aria-label', t('board.grid'));
  wrap.append(canvas, gridEl);
  const boardRow = make('div', 'anb-board-row');
  boardRow.append(bar, wrap);

  const where = make('p', 'anb-where');
  const nav = make('div', 'anb-nav');
  const navFirst = iconButton('first', t('nav.firstTouch'), () => move(goTo(tree, tree.cursor.line, 0)));
  const navPrev = iconButton('prev', t('nav.prevTouch'), () => move(browse(tree, 'ArrowLeft')));
  const navNext = iconButton('next', t('nav.nextTouch'), () => move(browse(tree, 'ArrowRight')));
  const navLast = iconButton('last', t('nav.lastTouch'), () => move(browse(tree, 'End')));
  const mainButton = button('anb-main-line', t('analysis.backToMain'), () => move(backToMain(tree)));
  nav.append(navFirst, navPrev, navNext, navLast, mainButton);

  const tools = make('div', 'anb-tools');
  const toggle = button('anb-toggle', t('analysis.stop'), () => setRunning(!running));
  toggle.setAttribute('aria-pressed', 'false');
  const readButton = button('anb-read', t('analysis.read'), () => readEvaluation());
  const startButton = button('anb-start', t('analysis.startPosition'), () => startPosition());
  const editButton = button('anb-edit', t('editor.edit'), () => editPosition());
  // A read-only link to the line shown, up to the shown move (watch-offer.js).
  const watchBox = make('div', 'watch-offer');
  watchBox.hidden = true;
  const watchButton = button('anb-watch', t('friend.watchCurrent'), () => {
    let game = null;
    try {
      game = shownGame();
      offerWatchLink(watchBox, { Game, game, t });
    } catch (err) {
      fail(err);
    } finally {
      game?.free();
    }
  });
  tools.append(toggle, readButton, startButton, editButton, watchButton);
  const depthLine = make('p', 'anb-depth');

  const linesHeading = make('h3', '', t('analysis.lines'));
  linesHeading.id = 'analysis-lines-title';
  const linesNote = make('p', 'hint', t('analysis.linesNote'));
  const linesList = make('ol', 'anb-lines');
  linesList.setAttribute('aria-labelledby', linesHeading.id);
  const movesHeading = make('h3', '', t('analysis.moves'));
  movesHeading.id = 'analysis-moves-title';
  const movesList = make('ol', 'moves anb-moves');
  movesList.setAttribute('aria-labelledby', movesHeading.id);
  const movesEmpty = make('p', 'hint', t('analysis.noMoves'));

  const side = make('div', 'anb-side');
  side.append(tools, watchBox, depthLine, linesHeading, linesNote, linesList, movesHeading, movesEmpty, movesList);
  const main = make('div', 'anb-layout');
  const boardColumn = make('div', 'anb-board-column');
  boardColumn.append(evalText, boardRow, where, nav);
  main.append(boardColumn, side);
  body.append(status, main);

  // ------------------------------------------------------------ the board
  const session = createSession({
    Game,
    onMove: (detail) => {
      tree = playMove(tree, detail.move);
      changed();
      if (detail.source !== 'analysis') say(moveWords ? moveWords(t, detail).join(' ') : detail.move);
    },
    onDraw: () => board?.requestDraw(),
  });
  let arrows = [];
  let linesSignature = '';
  const board = mountBoard({
    canvas,
    grid: gridEl,
    session,
    display: () => ({ flipped: context.display?.().flipped === true, coordinates: true }),
    t: () => t,
    arrows: () => arrows,
    announce: (text) => say(text),
  });

  /** A Game of the shown line up to the cursor: the main record's game taken back, then the variation's moves. */
  function shownGame() {
    const game = Game.fromRecord(base);
    try {
      const { keep, moves } = replayPlan(tree);
      for (let k = tree.main.length; k > keep; k--) game.undo();
      for (const m of moves) {
        const parsed = parseMove(m);
        game.applyMove(squareName(parsed.from), squareName(parsed.to));
      }
      return game;
    } catch (err) {
      game.free();
      throw err;
    }
  }

  function move(next) {
    if (!next || !handle.open) return;
    tree = next;
    session.load(shownGame());
    changed();
  }

  // ------------------------------------------------------------ the engine
  let engine = null;
  let running = true;
  let controller = null;
  let run = 0;
  let last = null; // {position, update, sideToMove, reasons}
  let scheduled = false;
  const enginePromise = createEngine({ url: new URL('./ai-worker.js', import.meta.url) }).then(
    (e) => {
      if (!handle.open) {
        e.close();
        return null;
      }
      engine = e;
      analyse();
      return e;
    },
    (err) => {
      fail(err);
      return null;
    },
  );
  enginePromise.catch(() => {});

  function fail(err) {
    if (!handle.open) return;
    view.dataset.state = 'error';
    depthLine.textContent = t('analysis.error', { reason: errorText(t, err) });
  }

  function stopRun() {
    controller?.abort();
    controller = null;
  }

  function analyse() {
    stopRun();
    scheduled = false;
    if (!handle.open || !session.game) return;
    const game = session.game;
    const position = game.position();
    if (game.outcome().status !== 'ongoing') {
      last = { position, update: null, sideToMove: null, reasons: [] };
      view.dataset.state = 'over';
      render();
      return;
    }
    if (!running) {
      view.dataset.state = 'stopped';
      render();
      return;
    }
    if (!engine) {
      view.dataset.state = 'starting';
      render();
      return;
    }
    const id = ++run;
    const ac = new AbortController();
    controller = ac;
    const record = game.record();
    const sideToMove = game.sideToMove();
    view.dataset.state = 'analysing';
    render();
    engine
      .analyse(record, {
        lines: LINES,
        signal: ac.signal,
        onProgress: (update) => {
          if (id !== run || !handle.open) return;
          queueUpdate({ id, position, update, sideToMove, record });
        },
      })
      .then(
        () => {
          if (id === run && controller === ac) {
            controller = null;
            view.dataset.state = 'done';
          }
        },
        (err) => {
          if (id !== run || err?.code === 'aborted' || err?.name === 'AbortError') return;
          controller = null;
          fail(err);
        },
      );
  }

  // The first depths take microseconds each, so updates come several to a
  // frame at the start: the view shows the first at once and then at most
  // one every UPDATE_GAP_MS (the newest), so a frame that lays out new words
  // is never also the frame that draws the last update's arrows.
  let pendingUpdate = null;
  let pendingTimer = 0;
  let lastShown = -Infinity;
  function queueUpdate(entry) {
    pendingUpdate = entry;
    if (pendingTimer) return;
    const wait = lastShown + UPDATE_GAP_MS - performance.now();
    if (wait <= 0) showUpdate();
    else pendingTimer = setTimeout(showUpdate, wait);
  }
  function showUpdate() {
    pendingTimer = 0;
    const entry = pendingUpdate;
    pendingUpdate = null;
    if (!entry || entry.id !== run || !handle.open) return;
    const { position, update, sideToMove, record } = entry;
    last = { position, update, sideToMove, reasons: update.lines.map((line) => endReason(record, line)) };
    render();
    // The gap runs from the end of this update's work, however long its words took to lay out.
    lastShown = performance.now();
  }

  /** How a forced line ends (the engine plays its moves on a copy): 'escape', 'king_captured', ... or null. */
  function endReason(record, line) {
    if (!Number.isFinite(line.mate)) return null;
    let game;
    try {
      game = Game.fromRecord(record);
      for (const m of line.pv) {
        const parsed = parseMove(m);
        if (!parsed) break;
        game.applyMove(squareName(parsed.from), squareName(parsed.to));
        if (game.outcome().status !== 'ongoing') return game.outcome().reason;
      }
      return null;
    } catch {
      return null;
    } finally {
      game?.free();
    }
  }

  function setRunning(on) {
    running = on;
    if (!on) {
      stopRun();
      run += 1;
      if (view.dataset.state === 'analysing' || view.dataset.state === 'starting') view.dataset.state = 'stopped';
      say(t('analysis.stopped'));
    }
    render();
    if (on) analyse();
  }

  /** After every position change: the old analysis is stale, a new one starts (once per task). */
  function changed() {
    stopRun();
    run += 1;
    last = null;
    arrows = [];
    render();
    if (!scheduled) {
      scheduled = true;
      setTimeout(analyse, 0);
    }
  }

  // ------------------------------------------------------------ words
  function say(text) {
    status.textContent = '';
    // A new node each time: the same sentence twice is still read.
    requestAnimationFrame(() => {
      status.textContent = text;
    });
  }

  // Numbers in the page's language: the page's formatNumber (i18n.js, no
  // Intl.NumberFormat for whole numbers: making one costs tens of ms the
  // first time, a long task in the first update), else one Intl formatter.
  let numbers = null;
  const number = (n) => {
    const lang = document.documentElement.lang || 'en';
    try {
      if (context.formatNumber) return context.formatNumber(n, lang);
      if (numbers?.lang !== lang) numbers = { lang, format: new Intl.NumberFormat(lang) };
      return numbers.format.format(n);
    } catch {
      return String(n);
    }
  };

  function lineWords(line, reason) {
    const words = evaluationWords(line, last?.sideToMove, reason);
    return words ? t(words.key, { ...words.params, side: words.params.side ? sideName(words.params.side) : undefined }) : '';
  }

  function current() {
    return last && session.game && last.position === session.game.position() ? last : null;
  }

  function evaluationSentence() {
    const game = session.game;
    if (game && game.outcome().status !== 'ongoing') {
      const reason = game.outcome().reason;
      return t('analysis.over', { reason: t(`reason.${reason}`) });
    }
    const now = current();
    const best = now?.update?.lines?.[0];
    if (!best) return t(engine ? 'analysis.waiting' : 'analysis.starting');
    return t('analysis.readout', { evaluation: lineWords(best, now.reasons[0]), move: best.move, depth: now.update.depth });
  }

  function readEvaluation() {
    say(evaluationSentence());
  }

  function startPosition() {
    const fresh = new Game(ruleset);
    base = fresh.record();
    fresh.free();
    tree = createTree([], 0);
    move(tree);
  }

  /** The shown position in the position editor (position-editor.js; this view closes, its "Analyse" opens a new one). */
  function editPosition() {
    const position = session.game?.position();
    import('./position-editor.js').then(
      ({ openEditor }) => openEditor({ ...context, openAnalysis }, { position, ruleset }),
      (err) => say(errorText(t, err)),
    );
  }

  // ------------------------------------------------------------ rendering
  function render() {
    if (!handle.open) return;
    const now = current();
    const update = now?.update ?? null;
    const lines = update?.lines ?? [];
    const game = session.game;
    const over = game ? game.outcome().status !== 'ongoing' : false;

    // The bar and its words.
    const best = lines[0];
    const attackers = best ? percent(best.winChance?.attackers) : 50;
    // On the bar only: a custom property set on the view would restyle all of it at every update.
    bar.style.setProperty('--anb-attackers', String(attackers / 100));
    bar.dataset.attackers = best ? String(attackers) : '';
    evalText.textContent = over ? evaluationSentence() : best ? lineWords(best, now.reasons[0]) : '\u00a0';
    view.dataset.eval = best ? String(attackers) : '';

    // Depth, speed, the toggle.
    if (view.dataset.state !== 'error') {
      depthLine.textContent = update
        ? t('analysis.depth', { depth: update.depth, nps: number(Math.round(update.nps)) })
        : over
          ? ''
          : !running
            ? t('analysis.stopped')
            : t(engine ? 'analysis.waiting' : 'analysis.starting');
    }
    toggle.textContent = running ? t('analysis.stop') : t('analysis.go');
    toggle.setAttribute('aria-pressed', String(!running));
    toggle.disabled = over;

    // The lines, as text and as arrows.
    const startPly = tree.cursor.ply;
    // Rebuilt only when the words change; a focused move keeps its place (keyboard users are not thrown out).
    const focused = linesList.contains(document.activeElement) ? document.activeElement : null;
    const focusAt = focused ? [focused.closest('.anb-line')?.dataset.index, focused.dataset.index] : null;
    const signature = JSON.stringify([now?.position, lines.map((line, i) => [lineWords(line, now.reasons[i]), lineMovesFrom(line, startPly, SHOWN_MOVES)])]);
    if (signature !== linesSignature) linesList.replaceChildren(
      ...lines.map((line, i) => {
        const li = make('li', 'anb-line');
        li.dataset.move = line.move;
        li.dataset.index = String(i);
        const numeral = make('span', 'anb-line-number', `${i + 1}.`);
        numeral.setAttribute('aria-hidden', 'true'); // the list numbers it for a screen reader
        li.append(numeral, make('span', 'anb-line-eval', lineWords(line, now.reasons[i])));
        const movesBox = make('span', 'anb-line-moves');
        for (const [k, step] of lineMovesFrom(line, startPly, SHOWN_MOVES).entries()) {
          const b = button('move', step.move, () => playLine(now.position, line, k));
          b.dataset.index = String(k);
          movesBox.append(b);
        }
        li.append(movesBox);
        return li;
      }),
    );
    if (focusAt && signature !== linesSignature) {
      const again = linesList.querySelector(`.anb-line[data-index="${focusAt[0]}"] button[data-index="${focusAt[1]}"]`) ?? linesList.querySelector('button');
      (again ?? readButton).focus({ preventScroll: true });
    }
    linesSignature = signature;
    linesList.hidden = lines.length === 0;
    linesNote.hidden = lines.length === 0;
    arrows = lines.flatMap((line, i) => {
      const m = parseMove(line.move);
      return m ? [{ from: m.from, to: m.to, rank: i + 1, label: String(i + 1) }] : [];
    });
    view.dataset.depth = update ? String(update.depth) : '';
    view.dataset.lines = lines.map((line) => line.move).join(' ');
    view.dataset.arrows = arrows.map((a) => `${squareName(a.from)}-${squareName(a.to)}`).join(' ');
    view.dataset.position = game ? game.position() : '';
    view.dataset.line = offMain(tree) ? 'variation' : 'main';
    view.dataset.ply = String(tree.cursor.ply);
    // The arrows are drawn a frame later: the frame that lays out the new
    // words does not also redraw the board (two short tasks, not one long).
    requestAnimationFrame(() => board.requestDraw());

    renderMoves();
    const length = lineMoves(tree).length;
    navFirst.disabled = navPrev.disabled = tree.cursor.ply === 0;
    navNext.disabled = navLast.disabled = tree.cursor.ply >= length;
    mainButton.hidden = !offMain(tree);
    const ply = tree.cursor.ply;
    where.textContent = [ply === 0 ? t('analysis.atStart') : t('analysis.atMove', { ply }), offMain(tree) ? t('analysis.inVariation') : ''].filter(Boolean).join(' · ');
  }

  function moveButton(cell, line) {
    const b = button(`move ${cell.side}`, cell.move, () => move(goTo(tree, line, cell.ply)));
    b.dataset.ply = String(cell.ply);
    b.dataset.line = line;
    if (tree.cursor.ply === cell.ply && (tree.cursor.line === line || (line === 'main' && !offMain(tree)))) b.setAttribute('aria-current', 'true');
    return b;
  }

  let movesSignature = '';
  function renderMoves() {
    // Rebuilt only when the tree or the cursor changed (not on each analysis update): focus stays where it is.
    const signature = JSON.stringify([tree, session.game ? session.firstSide : '']);
    if (signature === movesSignature) return;
    movesSignature = signature;
    const focusPly = movesList.contains(document.activeElement) ? document.activeElement.dataset : null;
    const { rows, variation } = listRows(tree, session.game ? session.firstSide : 'attackers');
    const items = rows.map((row) => {
      const li = make('li');
      li.append(make('span', 'num', `${row.number}.`));
      for (const cell of row.cells) li.append(moveButton(cell, 'main'));
      return li;
    });
    if (variation) {
      const li = make('li', 'anb-variation');
      li.append(make('span', 'anb-variation-label', t('analysis.variation')));
      for (const cell of variation.cells) li.append(moveButton(cell, 'variation'));
      // After the row holding the move it replaces (or at the end).
      const at = rows.findIndex((row) => row.cells.some((cell) => cell.ply === variation.from + 1));
      items.splice(at < 0 ? items.length : at + 1, 0, li);
    }
    movesList.replaceChildren(...items);
    movesEmpty.hidden = items.length > 0;
    if (focusPly) movesList.querySelector(`button[data-line="${focusPly.line}"][data-ply="${focusPly.ply}"]`)?.focus({ preventScroll: true });
    // The shown move kept in sight inside the list, without scrolling the view (as the page's list does).
    const current = movesList.querySelector('[aria-current="true"]');
    if (current) {
      const box = movesList.getBoundingClientRect();
      const item = current.getBoundingClientRect();
      if (item.top < box.top) movesList.scrollTop -= box.top - item.top + 4;
      else if (item.bottom > box.bottom) movesList.scrollTop += item.bottom - box.bottom + 4;
    }
  }

  /** A line's moves up to its `k`-th played on the board (only while the board shows the position it was found for). */
  function playLine(position, line, k) {
    if (!session.game || session.game.position() !== position) return;
    const moves = (line.pv ?? [line.move]).slice(0, k + 1);
    for (const [i, text] of moves.entries()) {
      const m = parseMove(text);
      if (!m || session.game.outcome().status !== 'ongoing') break;
      try {
        session.play(m.from, m.to, { animate: i === moves.length - 1, source: 'analysis' });
      } catch {
        break;
      }
    }
  }

  // ------------------------------------------------------------ keys
  body.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('[role="grid"], input, select, textarea')) return;
    const next = browse(tree, e.key);
    if (!next) return;
    e.preventDefault();
    move(next);
  });

  function cleanUp() {
    stopRun();
    run += 1;
    engine?.close();
    engine = null;
    board.destroy();
    session.game?.free();
  }

  // For tests (as the page's debug hook does): a square's centre on this board, in viewport pixels.
  view.squareCentre = (name) => {
    const m = parseMove(`${name}-${name}`);
    return m ? board.clientCentre(m.from) : null;
  };

  move(tree);
  return handle;
}
