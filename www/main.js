// The page's composition root: finds the page's elements, and wires the board
// (session.js + mount.js + ai-player.js, the same controller <hnef-board>
// uses) to the panels (panel.js), dialogs, storage, profiles and languages.
// The only module that looks elements up by id; the parts live in their own
// modules (header and languages: page-header.js; loading a record:
// import-flow.js; the saved start: saved-game.js; players: profiles-card.js;
// browsing and keys: browse-controls.js). The debug hook for tests is
// debug-hook.js.

import * as hnef from './pkg/hnef.js';
import { createAiPlayer } from './ai-player.js';
import { createEngine } from './pkg/worker.js'; // also the analysis board's own engine (ai-client.js loads it anyway)
import { createClockView } from './clock-view.js';
import { aiOptions, installDebugHook } from './debug-hook.js';
import { moveWords, resignQuestion, resigningSide, resultSentence, sideWord } from './game-words.js';
import { parseMove, squareName } from './geometry.js';
import { createConfirm, createNewGameDialog } from './dialogs.js';
import { loadEngine } from './engine.js';
import { rememberPreview, startPreview } from './start-preview.js';
import { compiled } from './wasm-compile.js';
import { errorText } from './engine-errors.js';
import { HINT_NODES, currentHint, decisionMarks, hintsNow, repeatWarnings } from './hints.js';
import { earnsPoints } from './profiles.js';
import { formatNumber, hasMessage, pickLanguage, t } from './i18n.js';
import { createImportFlow } from './import-flow.js';
import { mountBoard } from './mount.js';
import { wireTypedMove } from './typed-move.js';
import { fillSelect, renderDrawOffer, renderMoves, renderProfiles, renderResult, renderTurn } from './panel.js';
import { showCard, wireLanguages, wireMenu } from './page-header.js';
import { scoreGame, wireProfiles } from './profiles-card.js';
import { wireBrowsing } from './browse-controls.js';
import { createPreferences } from './preferences.js';
import { createSession } from './session.js';
import { createSound, kingCanEscape, moveCues } from './sound.js';
import { wireRecordBox } from './records.js';
import { registerServiceWorker } from './sw-client.js';
import { drawAllowed, humanPlays, isOver, otherSide, undoCount } from './state.js';
import { createStore, defaultData } from './storage.js';
import { restoreSaved } from './saved-game.js';

const IDS = `app board ruleset-name draw-info turn-swatch turn-text thinking stop-ai resume-ai flip nav-first nav-prev nav-next nav-last
  browse-info notice result result-title result-rule result-points result-new game-info new-game undo resign offer-draw
  draw-offer draw-offer-text draw-accept draw-decline move-list moves-empty copy-record download-record export-status
  import-text import-record import-file import-error profile-select profile-name profile-add profile-error profile-total
  profile-stats-body leaderboard load-status new-game-dialog new-side new-level new-ruleset new-cancel new-start
  confirm-dialog confirm-text confirm-yes confirm-no lang-select board-grid live hint-line typed-form typed-move
  typed-error hints-toggle update update-reload update-later sound-toggle confirm-toggle theme-select board-select
  pieces-select import-dialog import-summary import-side import-level import-cancel import-start menu record-card settings-card
  profiles-card hint hint-move`.split(/\s+/);
const camel = (id) => id.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const el = Object.fromEntries(IDS.map((id) => [camel(id), document.getElementById(id)]));
el.panel = document.querySelector('.panel');

const sideName = (side) => sideWord(t, side);
const levelName = (level) => t(`level.${level}`);
const rulesetName = (id) => (hasMessage(`ruleset.${id}`) ? t(`ruleset.${id}`) : id);
const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function storageBackend() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage disabled: reading the property itself throws.
  }
}

// ---------------------------------------------------------------- state

const store = createStore(storageBackend());
let data = null; // {settings, game, profiles, activeProfile}
let rulesetIds = [];
let meta = null; // {id, mode, humanSide, level, scored}; the result lives in the engine's game
let board = null; // mount.js
let ready = false;
let frames = 0;
let drawn = { targets: [], deciding: [], captured: [], pending: null, drag: null }; // what the last frame drew
let wasOver = false;
let friend = null; // friend-play.js: games by link, loaded once the page is ready
let languages = null; // page-header.js wireLanguages: the select lists every language once the page is interactive

const ui = {
  aiPaused: false,
  drawOffer: null, // {side, ply}: a standing offer shown to the other player
  lastPoints: null, // {points, name} of the game just won
  marks: null, // {ply, squares, text}: a shield wall or exit fort that just decided something (hint)
  hint: null, // {gameId, ply, move}: the engine's best move shown for the player (hints.js currentHint)
  hintPending: false, // a hint is being worked out
};

const hintsOn = () => data?.settings.hints !== false;
const liveOutcome = () => session.outcome;

const session = createSession({
  Game: hnef.Game,
  mayMove: (side) => ready && humanPlays(meta, side) && !ai.thinking,
  warnings: (from, targets) => (hintsOn() ? repeatWarnings(session, from, targets) : []),
  confirm: ({ from, to }, proceed) => {
    confirmAction(t('hint.repeatConfirm', { move: `${squareName(from)}-${squareName(to)}` }), t('hint.repeatYes'), proceed);
    return true;
  },
  confirmTaps: () => data?.settings.confirmMoves === true,
  onMove: (detail, boards) => {
    sound.play(moveCues(detail, meta, kingCanEscape(session.game)));
    ui.drawOffer = null;
    ui.marks = decisionMarks(t, session.game, boards, detail.reason, detail.ply);
    afterChange();
    announceMove(detail);
  },
  onChange: (kind) => {
    if (kind === 'browse') render();
  },
  onDraw: () => board?.requestDraw(),
});

const sound = createSound({ enabled: () => data?.settings.sound !== false });
const prefs = createPreferences({
  controls: { sound: el.soundToggle, confirm: el.confirmToggle, theme: el.themeSelect, board: el.boardSelect, pieces: el.piecesSelect },
  root: document.documentElement,
  settings: () => data?.settings ?? defaultData().settings,
  save: () => data && store.save(data),
  onLook: () => board?.refreshTheme(),
  meta: { colorScheme: document.querySelector('meta[name="color-scheme"]'), themeColor: document.querySelector('meta[name="theme-color"]') },
});

const ai = createAiPlayer({
  session,
  side: () => computerSide(),
  level: () => meta.level,
  enabled: () => ready && !ui.aiPaused,
  options: aiOptions,
  eager: false, // started once the page is interactive (main), not while it loads
  onThinking: (busy) => {
    renderTurnLine();
    el.app.dataset.thinking = String(busy);
    if (session.game) renderHint(liveOutcome());
  },
  onError: (err, move) => {
    showNotice(t('engine.ai', { reason: errorText(t, err) }));
    if (move) return;
    ui.aiPaused = true;
    render();
  },
});

function hints() {
  return hintsNow(t, {
    on: hintsOn(),
    live: session.live,
    over: isOver(liveOutcome()),
    board: session.liveBoard,
    game: session.game,
    warn: session.warn,
    marks: ui.marks,
    plies: session.plies,
  });
}

// ---------------------------------------------------------------- the game

function save() {
  if (!session.game) return;
  data.game = { ...meta, record: session.game.record() };
  if (!store.save(data) && !save.warned) {
    save.warned = true;
    showNotice(t('notice.storageFailed'));
  }
}

/** Says a move in the live region: the move, its captures, hints, then whose turn it is or the result. */
function announceMove(detail) {
  announce([...moveWords(t, detail), ...hints().texts, isOver(liveOutcome()) ? resultLine() : el.turnText.textContent].join(' '));
}

/** The result card's words as one sentence. */
const resultLine = () => resultSentence(t, { title: el.resultTitle.textContent, rule: el.resultRule.textContent });

function announce(text) {
  el.live.textContent = text;
}

/** After a move, an undo or a load: scoring, saving, the panel, the AI. */
function afterChange() {
  const outcome = liveOutcome();
  const ended = isOver(outcome) && !wasOver;
  wasOver = isOver(outcome);
  if (isOver(outcome) && earnsPoints(meta) && !meta.scored) ui.lastPoints = scoreGame(data, meta, outcome);
  save();
  render();
  // Bring the result into view when the side panel scrolls on its own (wide
  // screens); on a phone the page is not scrolled away from the board.
  if (ended && el.panel.scrollHeight > el.panel.clientHeight && getComputedStyle(el.panel).overflowY !== 'visible') {
    el.panel.scrollTop = 0;
  }
  ai.maybeMove();
}

function canUndo() {
  if (!ready || isOver(liveOutcome()) || session.plies === 0) return false;
  if (meta.mode !== 'computer') return true;
  // Against the computer: only when the person has a move of their own to take back.
  for (let i = 0; i < session.plies; i++) if (session.sideAt(i) === meta.humanSide) return true;
  return false;
}

function undo() {
  if (!canUndo()) return;
  ai.cancel();
  session.undo(undoCount(computerSide(), session.sideToMove, session.plies));
  ui.aiPaused = false;
  ui.drawOffer = null;
  hideNotice();
  afterChange();
  announce(`${t('live.undone')} ${el.turnText.textContent}`);
}

function replaceGame(fresh, { mode, humanSide, level, scored = false, timeControl }) {
  ai.cancel();
  meta = { id: newId(), mode, humanSide, level, scored, clock: clocks.fresh(mode, timeControl) };
  el.exportStatus.textContent = ''; // it spoke of the game replaced
  Object.assign(ui, { aiPaused: false, drawOffer: null, lastPoints: null });
  session.load(fresh);
  hideNotice();
  afterChange();
}

function resign() {
  if (!ready || isOver(liveOutcome())) return;
  const side = resigningSide({ computer: computerSide(), sideToMove: session.sideToMove });
  const question = resignQuestion(t, side);
  confirmAction(question.text, question.yes, () => {
    if (isOver(liveOutcome())) return;
    ai.cancel();
    try {
      session.resign(side);
    } catch (err) {
      showNotice(String(err?.message ?? err));
      return;
    }
    ui.drawOffer = null;
    afterChange();
    announce(resultLine());
  });
}

function offerDraw() {
  if (!drawAllowed(meta, session.game.allowsDraws, liveOutcome())) return;
  const side = session.sideToMove;
  try {
    session.game.offerDraw(side);
  } catch (err) {
    return showNotice(String(err?.message ?? err));
  }
  ui.drawOffer = { side, ply: session.plies };
  render();
}

function acceptDraw() {
  const offer = ui.drawOffer;
  if (!offer || offer.ply !== session.plies) return;
  try {
    session.game.acceptDraw(otherSide(offer.side));
  } catch (err) {
    return showNotice(String(err?.message ?? err));
  }
  ui.drawOffer = null;
  session.touch('result');
  afterChange();
}

function flip() {
  data.settings.flipped = !data.settings.flipped;
  store.save(data);
  render();
}

// ---------------------------------------------------------------- records and profiles

/** A loaded record or position played on as the player chose (import-flow.js); no points are won from a game the computer did not play from the start. */
function continueImported(fresh, choice) {
  Object.assign(data.settings, { mode: choice.mode, ...(choice.mode === 'computer' ? { humanSide: choice.humanSide, level: choice.level } : {}) });
  replaceGame(fresh, { ...choice, scored: true });
  recordBox.clear();
  const info = choice.mode === 'computer' ? t('game.infoComputer', { side: sideName(choice.humanSide), level: levelName(choice.level) }) : t('game.infoTwo');
  showNotice(`${t('record.imported', { plies: session.plies })} ${info}`);
  // The player was at the record box (below the board on a phone): bring the board and this notice into view.
  el.app.querySelector('.board-area').scrollIntoView({ block: 'start' });
  el.notice.scrollIntoView({ block: 'nearest' });
}

// ---------------------------------------------------------------- the two players' clocks and auto-flip (clock-view.js)

Object.assign(el, { clocks: document.getElementById('clocks'), newClock: document.getElementById('new-clock'), autoFlip: document.getElementById('auto-flip-toggle') });
const clocks = createClockView({
  el,
  session,
  t,
  sideName,
  meta: () => meta,
  settings: () => data?.settings ?? null,
  save,
  announce,
  onEnd: () => (afterChange(), announce(resultLine())),
  refresh: () => render(),
});

// ---------------------------------------------------------------- dialogs and notices

const newGameDialog = createNewGameDialog(el, {
  rulesetIds: () => rulesetIds,
  onStart(choice) {
    Object.assign(data.settings, choice);
    ai.cancel();
    replaceGame(new hnef.Game(choice.ruleset ?? undefined), choice);
  },
});

const openNewGame = () => newGameDialog.open(data.settings, session.game?.ruleset ?? rulesetIds[0]);

function showNotice(text) {
  el.notice.textContent = text;
  el.notice.hidden = false;
}

function hideNotice() {
  el.notice.hidden = true;
  el.notice.textContent = '';
}

const confirmAction = createConfirm(el);

let recordBox = null; // records.js wireRecordBox
const importFlow = createImportFlow(el, {
  t,
  confirm: confirmAction,
  inProgress: () => session.plies > 0 && !isOver(liveOutcome()),
  settings: () => data.settings,
  rulesetName,
  onContinue: continueImported,
  onAnalyse: (game) => openAnalysisBoard(game.record()), // analysis-board.js: the loaded game, the page's own unchanged
});

// ---------------------------------------------------------------- rendering the panel

// ---------------------------------------------------------------- the hint (the engine's best move for the player)

/** Whether the player may ask for a hint now: against the computer, their turn, live, the computer idle. */
function canHint() {
  return ready && meta.mode === 'computer' && !isOver(liveOutcome()) && session.live && session.sideToMove === meta.humanSide && !ai.thinking;
}

/** The hint button, the hint's text, and the end panel's word on points. */
function renderHint(outcome) {
  // Beside "Your move" only: while the computer thinks, the turn line says only that.
  el.hint.hidden = !(meta.mode === 'computer' && !isOver(outcome) && session.sideToMove === meta.humanSide && !ai.thinking);
  el.hint.disabled = !canHint() || ui.hintPending;
  const hint = currentHint(session, ui.hint);
  const text = hint ? t('hint.move', { move: hint.move }) : '';
  if (el.hintMove.textContent !== text) el.hintMove.textContent = text;
  el.hintMove.hidden = text === '';
  el.hintMove.dataset.move = hint?.move ?? '';
  el.hintMove.dataset.nodes = String(HINT_NODES);
  if (isOver(outcome) && meta.mode === 'computer' && meta.hinted) {
    el.resultPoints.hidden = false;
    el.resultPoints.textContent = t('hint.noPoints');
  }
}

/** Asks the worker for the best move at HINT_NODES; the game then earns no points (kept with the saved game). */
async function takeHint() {
  if (!canHint() || ui.hintPending) return;
  meta.hinted = true;
  meta.scored = true; // never scored now, whatever happens next
  save();
  const [gameId, ply] = [session.gameId, session.plies];
  ui.hintPending = true;
  render();
  let analysis;
  try {
    analysis = await ai.analyse({ record: session.game.record(), options: { lines: 1, nodes: HINT_NODES } });
  } catch (err) {
    showNotice(t('engine.ai', { reason: errorText(t, err) }));
  } finally {
    ui.hintPending = false;
  }
  const move = analysis?.lines?.[0]?.move;
  if (move && session.gameId === gameId && session.plies === ply) {
    ui.hint = { gameId, ply, move };
    announce(t('hint.move', { move }));
  }
  render();
  board?.requestDraw();
}

/** The computer's side, or null between two players. */
function computerSide() {
  return meta?.mode === 'computer' ? otherSide(meta.humanSide) : null;
}

function renderTurnLine() {
  const [side, computer, outcome] = [session.sideToMove, computerSide(), liveOutcome()];
  renderTurn(el, t, { outcome, side, computer, you: computer && otherSide(computer), thinking: ai.thinking, paused: ui.aiPaused });
}

function render() {
  if (!session.game) return;
  const outcome = liveOutcome();
  const ruleset = session.game.ruleset;
  el.rulesetName.textContent = `${t('app.ruleset')} ${rulesetName(ruleset)}`;
  el.rulesetName.dataset.ruleset = ruleset;
  el.gameInfo.textContent =
    meta.mode === 'computer' ? t('game.infoComputer', { side: sideName(meta.humanSide), level: levelName(meta.level) }) : t('game.infoTwo');
  renderTurnLine();
  renderResult(el, t, { outcome, you: meta.mode === 'computer' ? meta.humanSide : null, points: ui.lastPoints });
  renderHint(outcome);
  renderMoves(el, t, session);
  el.undo.disabled = !canUndo();
  el.resign.disabled = !ready || isOver(outcome);
  const allowed = drawAllowed(meta, session.game.allowsDraws, outcome);
  const why = { over: isOver(outcome), allowsDraws: session.game.allowsDraws, computer: computerSide() !== null };
  renderDrawOffer(el, t, { allowed, offer: allowed && ui.drawOffer?.ply === session.plies ? ui.drawOffer : null, why });
  el.app.dataset.over = String(isOver(outcome));
  el.app.dataset.thinking = String(ai.thinking);
  el.hintsToggle.checked = hintsOn();
  prefs.render();
  clocks.render();
  renderProfiles(el, data, t);
  board?.requestDraw();
}

// ---------------------------------------------------------------- language, settings, updates

function fillRulesets() {
  fillSelect(el.newRuleset, rulesetIds.map((id) => ({ value: id, text: rulesetName(id), title: id })));
}

/** After a language is activated (page-header.js): everything drawn from state in it. */
function afterLanguage() {
  board?.invalidate();
  if (rulesetIds.length) fillRulesets();
  if (el.loadStatus.dataset.state === 'ready') el.loadStatus.textContent = t('app.ready');
  if (session.game) render();
  friend?.refresh();
}

function setHints(on) {
  data.settings.hints = on;
  store.save(data);
  session.refreshWarnings();
  board.invalidate();
}

// ---------------------------------------------------------------- wiring

function wire() {
  const on = (node, type, fn) => node.addEventListener(type, fn);
  wireBrowsing(el, { session, ready: () => ready, flip });
  on(el.newGame, 'click', openNewGame);
  on(el.resultNew, 'click', openNewGame);
  on(el.undo, 'click', undo);
  on(el.resign, 'click', resign);
  on(el.offerDraw, 'click', offerDraw);
  on(el.drawAccept, 'click', acceptDraw);
  on(el.drawDecline, 'click', () => {
    ui.drawOffer = null;
    showNotice(t('draw.declined'));
    render();
  });
  on(el.stopAi, 'click', () => {
    if (!ai.cancel()) return;
    ui.aiPaused = true;
    showNotice(t('ai.stopped'));
    render();
  });
  on(el.hint, 'click', takeHint);
  on(el.resumeAi, 'click', () => {
    ui.aiPaused = false;
    hideNotice();
    render();
    ai.maybeMove();
  });
  recordBox = wireRecordBox(el, { Game: hnef.Game, t, record: () => session.game.record(), onImport: (game) => importFlow.start(game) });
  wireProfiles(el, { t, data: () => data, newId, save: () => store.save(data), render });
  wireMenu(el.menu, {
    'new-game': openNewGame,
    record: () => showCard(el.recordCard),
    settings: () => showCard(el.settingsCard),
    profiles: () => showCard(el.profilesCard),
    friend: () => showCard(document.getElementById('friend-card')),
    // The puzzle mode (puzzle-mode.js): loaded when first chosen, in a view over the game.
    puzzles: () =>
      import('./puzzle-mode.js').then(({ openPuzzles }) => {
        const profile = () => data.profiles.find((p) => p.id === data.activeProfile) ?? null;
        openPuzzles({ t, Game: hnef.Game, sideName, storage: storageBackend(), showNotice, profile, analyse: openAnalysisBoard });
      }),
    review: openReview,
    analysis: () => {
      el.menu.querySelector('summary')?.focus(); // where focus returns when the view closes (the item is hidden now)
      openAnalysisBoard();
    },
  });
  on(document.getElementById('result-review'), 'click', openReview);
  on(document.getElementById('result-analyse'), 'click', () => openAnalysisBoard());
  wireTypedMove({ form: el.typedForm, input: el.typedMove, error: el.typedError, session, t, on });
  on(el.hintsToggle, 'change', () => setHints(el.hintsToggle.checked));
  // Browsers start audio only after a gesture: a key, or a press once lifted
  // (a touch counts only then).
  for (const type of ['pointerup', 'keydown']) document.addEventListener(type, () => sound.unlock(), { capture: true });
}

// Game review (game-review.js, loaded when asked for): a view over the page on a copy of the game's record.
function openReview() {
  if (!ready || !session.game || session.plies === 0) return showNotice(t('review.noMoves'));
  const context = { t, Game: hnef.Game, sideName, storage: storageBackend(), flipped: () => data?.settings.flipped ?? false, analyse: openAnalysisBoard };
  const options = { record: session.game.record(), side: meta.mode === 'computer' ? meta.humanSide : null };
  import('./game-review.js').then((m) => m.openReview(context, options)).catch((err) => showNotice(errorText(t, err)));
}

// ---------------------------------------------------------------- the analysis board (analysis-board.js, loaded on demand)

/** Opens the analysis board on a copy of `record` (default: the page's game, at the browsed ply); the page's game never changes. */
function openAnalysisBoard(record = session.game?.record(), ply = record === session.game?.record() ? session.shownPly : null) {
  if (!ready || record === undefined) return;
  // The view's engine starts loading now, beside its module (the first analysis comes sooner); it is handed over once.
  let early = createEngine({ url: new URL('./ai-worker.js', import.meta.url) });
  early.catch(() => {});
  const engineFor = (options) => {
    const e = early ?? createEngine(options);
    early = null;
    return e;
  };
  const unused = () => early?.then((e) => e.close(), () => {});
  import('./analysis-board.js').then(({ openAnalysis }) => {
    const display = () => ({ flipped: data?.settings.flipped === true });
    const playPosition = (game) => importFlow.start(game); // the position editor's "Play from here"
    const context = { t, Game: hnef.Game, sideName, rulesetName, rulesetIds: () => rulesetIds, createSession, mountBoard, createEngine: engineFor, errorText, parseMove, squareName, moveWords, display, showNotice, playPosition, formatNumber };
    openAnalysis(context, { record, ply });
    unused();
  }, (err) => {
    unused();
    showNotice(errorText(t, err));
  });
}

async function main() {
  // The engine loads while the board and the language are set up; the board
  // shows the start position meanwhile when that is what it will show, drawn
  // before the words are in place.
  const engineLoad = loadEngine(compiled);
  engineLoad.catch(() => {}); // awaited below
  const early = startPreview(storageBackend());
  prefs.apply(); // the device's colours until the saved choice is read
  installDebugHook({
    session,
    ai,
    page: () => {
      const { flipped = false } = data?.settings ?? {};
      const look = { theme: document.documentElement.dataset.theme ?? null, board: data?.settings.board ?? null, pieces: data?.settings.pieces ?? null };
      return { ready, meta, flipped, aiPaused: ui.aiPaused, frames, drawn, hintsOn: hintsOn(), marks: ui.marks, board, look };
    },
  });
  board = mountBoard({
    canvas: el.board,
    grid: el.boardGrid,
    session,
    display: () => ({ flipped: data?.settings.flipped ?? early?.flipped ?? false, coordinates: (data?.settings ?? early)?.coordinates !== false }),
    preview: () => early?.cells ?? null,
    t: () => t,
    marks: () => (session.game ? hints().marks : null),
    arrows: () => {
      const hint = currentHint(session, ui.hint);
      const move = hint && parseMove(hint.move);
      return move ? [{ from: move.from, to: move.to }] : null;
    },
    announce,
    onDraw: ({ view }) => {
      frames += 1;
      // The first frame with pieces: the start-up bench (tools/startup-bench.mjs) reads this mark.
      if (!performance.getEntriesByName('hnef-board-painted').length && view.board.some((cell) => cell !== 0)) {
        performance.mark('hnef-board-painted', { detail: { early: !session.game, cells: Array.from(view.board).join('') } });
      }
      const drag = view.drag ? { from: squareName(view.drag.from), over: view.drag.over >= 0 ? squareName(view.drag.over) : null, touch: view.drag.touch } : null;
      drawn = {
        targets: [...(view.targets ?? [])],
        deciding: [...(view.deciding ?? [])],
        captured: (view.captured ?? []).map((c) => c.index),
        pending: view.pending?.to ?? null,
        drag,
      };
      const texts = session.game ? hints().texts.join(' ') : '';
      if (el.hintLine.textContent !== texts) el.hintLine.textContent = texts;
      el.hintLine.hidden = texts === '';
    },
  });
  // The page's words (a language other than English is fetched meanwhile).
  const param = new URLSearchParams(location.search).get('lang');
  const stored = store.loadLanguage();
  languages = wireLanguages(el.langSelect, { store, onApplied: afterLanguage });
  await languages
    .apply(pickLanguage(param, stored.code, navigator.languages ?? []), { all: false })
    .catch((err) => {
      console.error(err);
      return languages.apply('en', { all: false });
    })
    .finally(() => document.documentElement.removeAttribute('data-words')); // boot.js hid the English words meanwhile
  try {
    await engineLoad;
  } catch (err) {
    el.loadStatus.textContent = errorText(t, err);
    el.loadStatus.dataset.state = 'error';
    el.app.dataset.state = 'error';
    console.error(err);
    return;
  }
  const list = hnef.RULESETS ?? hnef.rulesets();
  rulesetIds = Array.from(list, (r) => (typeof r === 'string' ? r : String(r.id)));
  fillRulesets();
  const restored = restoreSaved({
    store,
    Game: hnef.Game,
    rulesetIds,
    t,
    newId,
    notices: stored.asideKey === null ? [] : [t('notice.languageAside', { key: stored.asideKey })],
  });
  ({ data, meta } = restored);
  session.load(restored.game);
  const { notices } = restored;
  if (notices.length) showNotice(notices.join(' '));
  prefs.apply();
  wire();
  ready = true;
  el.loadStatus.textContent = t('app.ready');
  el.loadStatus.dataset.state = 'ready';
  el.app.dataset.state = 'ready';
  wasOver = isOver(liveOutcome());
  save();
  render();
  // What the player's first tap does not need waits until the page has
  // drawn itself ready: the computer's first move and its worker, the
  // offline worker, play by link.
  requestAnimationFrame(() => {
    performance.mark('hnef-interactive');
    setTimeout(afterStart, 0);
  });
  // The board as it is left, so that the next start draws it before the engine is ready.
  const remember = () => session.game && rememberPreview(storageBackend(), session.game.record(), session.game.board());
  addEventListener('pagehide', remember);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && remember());
}

/** After the first ready frame (main). */
function afterStart() {
  languages.listAll();
  ai.maybeMove();
  ai.prepare();
  registerServiceWorker(el);
  // Play a friend / watch by link (friend-play.js, a chunk of its own): a link in the address opens over the page's own game.
  import('./friend-play.js').then(({ createFriendPlay }) => {
    const game = () => session.game;
    friend = createFriendPlay({ Game: hnef.Game, t, sideName, rulesetName, rulesetIds: () => rulesetIds, showNotice, storage: storageBackend(), currentGame: game, confirm: confirmAction });
    friend.openFromLocation();
    el.app.dataset.friend = 'ready';
  });
}

main();
