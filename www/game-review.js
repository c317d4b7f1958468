// Game review: a view over the page (page-view.js) that analyses every
// position of a game in its own engine worker at a fixed node budget (so a
// review is reproducible and can be cached), with a progress bar that can
// stop; what was analysed is kept in localStorage['hnef.reviews']
// (review-core.js), so leaving midway and coming back continues where it
// stopped. Then: the attackers' win-chance graph (review-graph.js), the
// board (session.js + mount.js) browsing the game with the better move as
// an arrow at a classed move, the move list with its marks, the per-side
// summary, and "Learn from your mistakes" on the same board. The page's own
// game is never touched: the view works on a copy of its record.
//
// main.js loads this module only when Review is asked for.

import { openPageView } from './page-view.js';
import { offerWatchLink } from './watch-offer.js';
import { mountBoard } from './mount.js';
import { createSession } from './session.js';
import { createEngine } from './pkg/worker.js';
import { errorText } from './engine-errors.js';
import { parseMove, squareName } from './geometry.js';
import { createGraph } from './review-graph.js';
import {
  CLASSES,
  REVIEW_NODES,
  SYMBOLS,
  accepts,
  createReviewCache,
  exercises,
  plyFromAnalysis,
  plyFromOutcome,
  reviewGame,
  replayGame,
  reviewKey,
  withBestChance,
} from './review-core.js';

export { REVIEW_NODES };

// The page's browsing icons (index.html's #nav-* buttons).
const ICONS = {
  first: '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3v10M13 3 6 8l7 5z"/></svg>',
  prev: '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M11 3 4 8l7 5z"/></svg>',
  next: '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m5 3 7 5-7 5z"/></svg>',
  last: '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M13 3v10M3 3l7 5-7 5z"/></svg>',
};
const WORKER_URL = new URL('./ai-worker.js', import.meta.url);
const pct = (v) => Math.round(v);

/**
 * Opens the review of `record`. `side`: the player's side in a game against
 * the computer (their mistakes are the exercises), else null (both sides').
 * `context`: `{t, Game, sideName, storage}` (`storage`: the localStorage
 * backend or null), optionally `engine` (a function making the engine, for
 * tests) and `nodes`.
 */
export function openReview(context, { record, side = null }) {
  const { t, Game, sideName, storage } = context;
  const nodes = context.nodes ?? REVIEW_NODES;
  const game = replayGame(Game, record);
  const n = game.moves.length;
  const cache = createReviewCache(storage);
  const key = reviewKey(game.records[n], nodes);
  let plies = cache.get(key).slice(0, n + 1);
  let engine = null;
  let abort = null;
  let board = null;
  let graph = null;
  let review = null;
  let closed = false;
  let made = null; // the session, once made

  const view = openPageView({
    id: 'review-view',
    title: t('review.title'),
    closeLabel: t('review.close'),
    onClose: () => {
      closed = true;
      abort?.abort();
      engine?.then((e) => e.close(), () => {});
      board?.destroy();
      graph?.destroy();
      made?.game?.free(); // nothing draws or reads it any more (tryMove stops at `closed`)
    },
  });
  view.view.dataset.state = 'analysing';
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const button = (text, fn, cls) => {
    const b = el('button', cls, text);
    b.type = 'button';
    b.addEventListener('click', fn);
    return b;
  };

  // ------------------------------------------------------------ the analysis

  const progress = el('div', 'review-progress');
  const progressText = el('p', 'review-progress-text');
  progressText.setAttribute('role', 'status');
  const bar = el('progress');
  bar.max = n + 1;
  bar.setAttribute('aria-label', t('review.title'));
  const stop = button(t('review.stop'), () => abort?.abort());
  const resume = button(t('review.continue'), () => run(), 'primary');
  progress.append(progressText, bar, stop, resume);
  view.body.append(progress);
  if (cache.asideKey) {
    const aside = el('p', 'notice', t('review.aside', { key: cache.asideKey }));
    aside.setAttribute('role', 'alert');
    view.body.prepend(aside);
  }

  function showProgress(state) {
    const done = plies.length;
    bar.value = done;
    view.view.dataset.done = String(done);
    stop.hidden = state !== 'running';
    resume.hidden = state !== 'stopped';
    progressText.textContent =
      state === 'running' ? t('review.progress', { done, total: n + 1 }) : state === 'stopped' ? t('review.stopped', { done, total: n + 1 }) : progressText.textContent;
  }

  const makeEngine = () => (context.engine ? context.engine() : createEngine({ url: WORKER_URL }));

  async function run() {
    if (closed) return;
    abort = new AbortController();
    const { signal } = abort;
    showProgress('running');
    try {
      engine ??= makeEngine();
      const e = await engine;
      while (plies.length <= n) {
        if (signal.aborted) throw Object.assign(new Error('stopped'), { code: 'aborted' });
        const k = plies.length;
        const last = k === n && game.outcome;
        const entry = last ? plyFromOutcome(game.outcome) : plyFromAnalysis(await e.analyse(game.records[k], { nodes, lines: 1, signal }));
        if (closed) return;
        if (!entry) throw Object.assign(new Error('no analysis'), { code: 'internal' });
        plies.push(entry);
        cache.put(key, plies);
        showProgress('running');
      }
      progress.remove();
      showReview();
    } catch (err) {
      if (closed) return;
      if (err?.code === 'aborted' || err?.name === 'AbortError') {
        showProgress('stopped');
        view.view.dataset.state = 'stopped';
        return;
      }
      console.error(err);
      progressText.textContent = errorText(t, err);
      view.view.dataset.state = 'error';
      engine = null;
      showProgress('stopped');
    }
  }

  // ------------------------------------------------------------ the board

  let mode = 'review'; // 'review' | 'exercise'
  let exercise = null; // {list, index, item, answered, checking}
  const session = createSession({
    Game,
    mayMove: (s) => mode === 'exercise' && exercise && !exercise.checking && !exercise.solved && s === exercise.item.side,
    returnOnPress: () => false,
    onMove: (detail) => {
      // After the session has finished the move (an undo inside its own onMove would run under it).
      if (mode === 'exercise') setTimeout(() => tryMove(detail), 0);
    },
    onChange: (kind) => {
      if (mode === 'review' && (kind === 'browse' || kind === 'load')) showPly();
      board?.requestDraw();
    },
    onDraw: () => board?.requestDraw(),
  });
  made = session;

  function showReview() {
    view.view.dataset.state = 'done';
    review = reviewGame({ moves: game.moves, sides: game.sides, forced: game.forced, plies, outcome: game.outcome });
    const graphHost = el('div', 'review-graph-host');
    const boardWrap = el('div', 'review-board');
    const canvas = el('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    const grid = el('div', 'board-grid');
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', t('board.grid'));
    boardWrap.append(canvas, grid);
    const nav = el('div', 'review-nav');
    const navButton = (key, fn, name) => {
      const b = button('', fn, 'icon');
      b.innerHTML = ICONS[name];
      b.dataset.nav = name;
      b.setAttribute('aria-label', t(key));
      b.title = t(key);
      return b;
    };
    nav.append(
      navButton('nav.first', () => session.browseTo(0), 'first'),
      navButton('nav.prev', () => session.browseTo(Math.max(0, session.shownPly - 1)), 'prev'),
      navButton('nav.next', () => session.browseTo(session.shownPly + 1), 'next'),
      navButton('nav.last', () => session.browseTo(n), 'last'),
    );
    const info = el('p', 'review-info');
    info.setAttribute('aria-live', 'polite');
    const list = el('ol', 'review-moves');
    list.setAttribute('aria-label', t('review.moves'));
    review.moves.forEach((m) => {
      const li = el('li');
      const b = button('', () => session.browseTo(m.ply));
      b.dataset.ply = String(m.ply);
      const turn = Math.floor((m.ply - 1 + (game.sides[0] === 'defenders' ? 1 : 0)) / 2) + 1;
      b.append(el('span', 'review-move-no', m.side === 'attackers' ? `${turn}.` : `${turn}…`), el('span', 'review-move', m.move));
      if (m.cls) {
        li.dataset.cls = m.cls;
        const mark = el('span', 'review-mark', SYMBOLS[m.cls]);
        mark.setAttribute('aria-hidden', 'true');
        b.append(mark, el('span', 'sr-only', t(`review.class.${m.cls}`)));
      }
      li.append(b);
      list.append(li);
    });
    const summary = summaryTable();
    const learn = el('div', 'review-learn');
    const learnList = exercises(review, side);
    const learnButton = button(t('review.learn'), () => startExercises(learnList), 'primary');
    learnButton.dataset.action = 'learn';
    learn.append(learnButton);
    if (!learnList.length) {
      learnButton.disabled = true;
      learn.append(el('p', 'hint', t('review.learnNone')));
    }
    // The shown position in the analysis board (main.js hands `analyse` in), and a read-only link to the game.
    const tools = el('div', 'review-tools');
    const watchBox = el('div', 'watch-offer');
    watchBox.hidden = true;
    if (context.analyse) {
      const analyse = button(t('analysis.analyse'), () => context.analyse(record, session.shownPly));
      analyse.dataset.action = 'analyse';
      tools.append(analyse);
    }
    const watch = button(t('friend.watchCurrent'), () => {
      const copy = Game.fromRecord(record);
      try {
        offerWatchLink(watchBox, { Game, game: copy, t });
      } finally {
        copy.free();
      }
    });
    watch.dataset.action = 'watch';
    tools.append(watch);
    learn.append(tools, watchBox);
    const exerciseBox = el('div', 'review-exercise');
    exerciseBox.hidden = true;
    reviewParts = { graphHost, nav, info, list, summary, learn, exerciseBox };
    view.body.append(graphHost, boardWrap, exerciseBox, nav, info, list, summary, learn);
    graph = createGraph(graphHost, {
      series: review.series,
      moves: review.moves,
      label: t('review.graph'),
      describe: (k) => t(k === 0 ? 'review.pointStart' : 'review.point', { ply: k, chance: pct(review.series[k] * 100) }),
      onSelect: (k) => session.browseTo(k),
    });
    board = mountBoard({
      canvas,
      grid,
      session,
      display: () => ({ flipped: context.flipped?.() ?? false, coordinates: true }),
      t: () => t,
      arrows: () => currentArrows(),
      announce: (text) => (info.textContent = text),
      // What the board shows, for tests: the arrow drawn ('from-to' by square names) and the shown ply.
      onDraw: ({ view: drawn }) => {
        const arrow = drawn.arrows?.[0];
        view.view.dataset.arrow = arrow ? `${squareName(arrow.from)}-${squareName(arrow.to)}` : '';
        view.view.dataset.drawnPly = String(session.shownPly);
      },
    });
    session.load(Game.fromRecord(game.records[n]), { ply: firstClassed() });
    showPly();
  }

  let reviewParts = null;

  function firstClassed() {
    const m = review.moves.find((x) => x.cls === 'blunder' || x.cls === 'mistake') ?? review.moves.find((x) => x.cls);
    return m ? m.ply : n;
  }

  function currentArrows() {
    if (mode === 'exercise') {
      if (!exercise?.shown) return null;
      const mv = parseMove(exercise.item.best);
      return mv ? [{ from: mv.from, to: mv.to }] : null;
    }
    const m = review?.moves[session.shownPly - 1];
    const mv = m?.better ? parseMove(m.better) : null;
    return mv ? [{ from: mv.from, to: mv.to }] : null;
  }

  function showPly() {
    if (!review || !reviewParts) return;
    const k = session.shownPly;
    graph?.setPly(k);
    view.view.dataset.ply = String(k);
    for (const b of reviewParts.list.querySelectorAll('button[data-ply]')) {
      if (Number(b.dataset.ply) === k) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    // The shown move in view inside the list (the list scrolls, never the view).
    const shown = reviewParts.list.querySelector(`button[data-ply="${k}"]`);
    const list = reviewParts.list;
    if (shown && list.scrollHeight > list.clientHeight) {
      const top = shown.offsetTop - list.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + shown.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + shown.offsetHeight - list.clientHeight;
    }
    const chance = t('review.chance', { chance: pct(review.series[k] * 100) });
    const m = review.moves[k - 1];
    const parts = [m ? `${t('review.after', { move: m.move, side: sideName(m.side) })} ${chance}` : chance];
    if (m?.cls) parts.push(t('review.classed', { cls: t(`review.class.${m.cls}`), loss: pct(m.loss) }));
    if (m?.better) parts.push(t('review.better', { move: m.better }));
    reviewParts.info.textContent = parts.join(' ');
    reviewParts.info.dataset.better = m?.better ?? '';
    board?.requestDraw();
  }

  function summaryTable() {
    const table = el('table', 'review-summary');
    const caption = el('caption', null, t('review.summary'));
    const head = el('tr');
    head.append(el('th', null, ''), ...['attackers', 'defenders'].map((s) => Object.assign(el('th', null, sideName(s)), { scope: 'col' })));
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    const row = (label, fn, name) => {
      const tr = el('tr');
      tr.dataset.row = name;
      const th = el('th', null, label);
      th.scope = 'row';
      tr.append(th, ...['attackers', 'defenders'].map((s) => el('td', null, fn(review.summary[s]))));
      tbody.append(tr);
    };
    for (const c of CLASSES) row(`${SYMBOLS[c]} ${t(`review.count.${c}`)}`, (s) => String(s[c]), c);
    row(t('review.accuracy'), (s) => (s.accuracy === null ? '–' : `${pct(s.accuracy)} %`), 'accuracy');
    table.append(caption, thead, tbody);
    return table;
  }

  // ------------------------------------------------------------ learn from your mistakes

  function startExercises(list) {
    mode = 'exercise';
    exercise = { list, index: 0 };
    for (const part of ['nav', 'list', 'summary', 'learn', 'info']) reviewParts[part].hidden = true;
    reviewParts.graphHost.hidden = true;
    reviewParts.exerciseBox.hidden = false;
    view.view.dataset.mode = 'exercise';
    showExercise();
  }

  function stopExercises() {
    mode = 'review';
    exercise = null;
    for (const part of ['nav', 'list', 'summary', 'learn', 'info', 'graphHost']) reviewParts[part].hidden = false;
    reviewParts.exerciseBox.hidden = true;
    view.view.dataset.mode = 'review';
    session.load(Game.fromRecord(game.records[n]), { ply: firstClassed() });
    showPly();
  }

  function showExercise() {
    const { list, index } = exercise;
    const item = list[index];
    Object.assign(exercise, { item, checking: false, solved: false, shown: false, bestChance: undefined });
    const box = reviewParts.exerciseBox;
    const text = el('p', 'review-task', t('review.exercise', { index: index + 1, count: list.length, side: sideName(item.side), move: item.played }));
    const status = el('p', 'review-status');
    status.setAttribute('role', 'status');
    const answer = button(t('review.showAnswer'), () => {
      exercise.shown = true;
      status.textContent = t('review.answer', { move: item.best });
      board.requestDraw();
    });
    answer.dataset.action = 'answer';
    const next = button(t('review.nextExercise'), () => {
      exercise.index += 1;
      showExercise();
    });
    next.dataset.action = 'next';
    next.hidden = index + 1 >= list.length;
    const back = button(t('review.back'), stopExercises);
    back.dataset.action = 'back';
    const row = el('div', 'actions');
    row.append(answer, next, back);
    box.replaceChildren(text, status, row);
    exercise.status = status;
    session.load(Game.fromRecord(game.records[item.ply]));
    view.view.dataset.exercise = String(index);
    view.view.dataset.exercisePly = String(item.ply);
    view.view.dataset.verdict = '';
  }

  async function tryMove(detail) {
    if (closed || mode !== 'exercise') return;
    const item = exercise.item;
    const status = exercise.status;
    const verdict = (ok) => {
      exercise.checking = false;
      view.view.dataset.verdict = ok ? 'good' : 'wrong';
      if (ok) {
        exercise.solved = true;
        status.textContent = t('review.good', { move: detail.move });
      } else {
        status.textContent = t('review.tryAgain', { move: detail.move });
        session.undo(1);
      }
      board.requestDraw();
    };
    if (detail.move === item.best) return verdict(true);
    if (detail.winner) return verdict(detail.winner === item.side);
    exercise.checking = true;
    status.textContent = t('review.checking');
    view.view.dataset.verdict = 'checking';
    const current = exercise;
    try {
      engine ??= makeEngine();
      const e = await engine;
      const moverChance = async (record) => {
        const entry = plyFromAnalysis(await e.analyse(record, { nodes, lines: 1 }));
        const wa = entry ? entry[0] / 10 : 50;
        return item.side === 'attackers' ? wa : 100 - wa;
      };
      const tried = await moverChance(session.game.record());
      if (closed || exercise !== current || current.item !== item) return;
      // The best move, measured once as the tried ones are (a move that
      // ends the game is worth all or nothing).
      if (current.bestChance === undefined) {
        const after = Game.fromRecord(game.records[item.ply]);
        let end;
        let record;
        try {
          after.applyMove(...item.best.split('-'));
          end = after.outcome();
          record = after.record();
        } finally {
          after.free();
        }
        current.bestChance = end.status !== 'ongoing' ? (end.winner === item.side ? 100 : 0) : await moverChance(record);
      }
      if (closed || exercise !== current || current.item !== item) return;
      verdict(accepts(withBestChance(item, current.bestChance), tried));
    } catch (err) {
      if (closed) return;
      exercise.checking = false;
      status.textContent = errorText(t, err);
      session.undo(1);
    }
  }

  // ------------------------------------------------------------ start

  if (plies.length > n) {
    progress.remove();
    showReview();
  } else run();

  return {
    view,
    close: () => view.close(),
    get review() {
      return review;
    },
  };
}
