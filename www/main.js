// The page's composition root: loads the engine, wires the board (renderer +
// input), the AI worker, storage and the side panel together. The only module
// that touches the page's elements by id.
//
// Debug hook (read-only, for tests and curious players): `window.hnefDebug`
//   .snapshot()        plain-data copy of the state: {ready, gameId, ruleset, board
//                      (121 cells), sideToMove, history, record, outcome,
//                      selected, targets (square names), drawnTargets (what the
//                      last frame drew), viewPly, flipped, thinking, aiPaused,
//                      mode, humanSide, level, frames, aiRestarts, language,
//                      hints {on, corners, warn, marks}, cursor}
//   .clientCentre(sq)  a square's centre in viewport pixels ('e5' -> {x, y})
//   .pixelCentre(sq)   a square's centre in canvas backing-store pixels
// Nothing it returns is live: changing it changes nothing.

import init, * as hnef from './pkg/hnef.js';
import { createBoardGrid } from './a11y.js';
import { createAiClient } from './ai-client.js';
import { ATTACKER, CELLS, DEFENDER, KING, THRONE, isCorner, squareIndex, squareName } from './geometry.js';
import { cornerReach, fortPieces, repeatingTargets, shieldWall } from './hints.js';
import {
  AUTONYMS,
  LANGS,
  currentLanguage,
  hasMessage,
  loadMessages,
  missingKeys,
  pickLanguage,
  setMessages,
  t,
} from './i18n.js';
import { attachInput } from './input.js';
import { PROFILES_MAX, createStore, defaultData } from './storage.js';
import { cleanName, createProfile, leaderboard, recordResult, totalWins } from './profiles.js';
import { createBoardCanvas } from './renderer.js';
import {
  ATTACKERS,
  DEFENDERS,
  LEVELS,
  browseKey,
  decidingSquares,
  drawAllowed,
  firstSide,
  humanPlays,
  isOver,
  lastMoveAt,
  moveRows,
  otherSide,
  pressSquare,
  shownPly,
  undoCount,
} from './state.js';

const $ = (id) => document.getElementById(id);
const el = {
  app: $('app'),
  canvas: $('board'),
  rulesetId: $('ruleset-id'),
  turnSwatch: $('turn-swatch'),
  turnText: $('turn-text'),
  thinking: $('thinking'),
  stopAi: $('stop-ai'),
  resumeAi: $('resume-ai'),
  flip: $('flip'),
  navFirst: $('nav-first'),
  navPrev: $('nav-prev'),
  navNext: $('nav-next'),
  navLast: $('nav-last'),
  browseInfo: $('browse-info'),
  notice: $('notice'),
  panel: document.querySelector('.panel'),
  result: $('result'),
  resultTitle: $('result-title'),
  resultRule: $('result-rule'),
  resultPoints: $('result-points'),
  resultNew: $('result-new'),
  gameInfo: $('game-info'),
  newGame: $('new-game'),
  undo: $('undo'),
  resign: $('resign'),
  offerDraw: $('offer-draw'),
  drawOffer: $('draw-offer'),
  drawOfferText: $('draw-offer-text'),
  drawAccept: $('draw-accept'),
  drawDecline: $('draw-decline'),
  moveList: $('move-list'),
  movesEmpty: $('moves-empty'),
  copyRecord: $('copy-record'),
  downloadRecord: $('download-record'),
  exportStatus: $('export-status'),
  importText: $('import-text'),
  importRecord: $('import-record'),
  importFile: $('import-file'),
  importError: $('import-error'),
  profileSelect: $('profile-select'),
  profileName: $('profile-name'),
  profileAdd: $('profile-add'),
  profileError: $('profile-error'),
  profileTotal: $('profile-total'),
  profileStatsBody: $('profile-stats-body'),
  leaderboard: $('leaderboard'),
  loadStatus: $('load-status'),
  newDialog: $('new-game-dialog'),
  newSide: $('new-side'),
  newLevel: $('new-level'),
  newRuleset: $('new-ruleset'),
  newCancel: $('new-cancel'),
  newStart: $('new-start'),
  confirmDialog: $('confirm-dialog'),
  confirmText: $('confirm-text'),
  confirmYes: $('confirm-yes'),
  confirmNo: $('confirm-no'),
  langSelect: $('lang-select'),
  boardGrid: $('board-grid'),
  live: $('live'),
  hintLine: $('hint-line'),
  typedForm: $('typed-form'),
  typedMove: $('typed-move'),
  typedError: $('typed-error'),
  hintsToggle: $('hints-toggle'),
  update: $('update'),
  updateReload: $('update-reload'),
  updateLater: $('update-later'),
};

/** Largest import accepted (a record of a long game is a few kB). */
const IMPORT_MAX = 200_000;

// ---------------------------------------------------------------- i18n of the static page

function translatePage(root = document) {
  document.documentElement.lang = currentLanguage();
  document.title = t('app.title');
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of node.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) node.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

const sideName = (side) => t(side === ATTACKERS ? 'side.attackers' : 'side.defenders');
const levelName = (level) => t(`level.${level}`);
const rulesetName = (id) => (hasMessage(`ruleset.${id}`) ? t(`ruleset.${id}`) : id);

function newId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

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
let game = null; // the engine's Game
let meta = null; // {id, mode, humanSide, level, scored}; the result lives in the engine's game
let boards = []; // boards[k]: the board after k plies
let history = [];
let ai = null;
let board = null; // the renderer
let ready = false;
let frames = 0;
let drawnTargets = [];

const ui = {
  selected: -1,
  targets: [],
  pendingToggle: false,
  viewPly: null,
  drag: null,
  fading: [],
  slide: null,
  thinking: false,
  aiPaused: false,
  drawOffer: null, // {side, ply}: a standing offer shown to the other player
  lastPoints: null, // {points, name} of the game just won
  warn: [], // targets of the selected piece that would lose by repetition (hint)
  marks: null, // {ply, squares, text}: a shield wall or exit fort that just decided something (hint)
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

function liveOutcome() {
  return game.outcome();
}

function sideToMove() {
  return game.sideToMove();
}

function canHumanMove() {
  return (
    ready &&
    ui.viewPly === null &&
    !isOver(liveOutcome()) &&
    humanPlays(meta, sideToMove()) &&
    !ui.thinking
  );
}

function clearSelection() {
  ui.selected = -1;
  ui.targets = [];
  ui.warn = [];
  ui.pendingToggle = false;
  ui.drag = null;
}

function rebuildBoards() {
  history = Array.from(game.history());
  const replay = hnef.Game.fromRecord(game.record());
  const list = [Array.from(replay.board())];
  while (replay.undo()) list.push(Array.from(replay.board()));
  replay.free();
  boards = list.reverse();
}

// ---------------------------------------------------------------- the board view

function view() {
  if (!game) return { board: new Uint8Array(CELLS), coordinates: data?.settings.coordinates !== false };
  const ply = shownPly(ui.viewPly, history.length);
  const live = ply === history.length;
  const outcome = liveOutcome();
  const cells = boards[ply] ?? boards[boards.length - 1];
  const last = lastMoveAt(history, ply);
  const now = performance.now();
  ui.fading = ui.fading.filter((f) => now - f.start < 400);
  return {
    board: cells,
    flipped: data.settings.flipped,
    coordinates: data.settings.coordinates,
    selected: live ? ui.selected : -1,
    targets: live ? ui.targets : [],
    lastMove: last,
    deciding: live && isOver(outcome) ? decidingSquares(cells, outcome, last) : [],
    fading: live ? ui.fading : [],
    slide: live ? ui.slide : null,
    drag: live ? ui.drag : null,
    motion: !reducedMotion.matches,
  };
}

function redraw() {
  board?.requestDraw();
}

// ---------------------------------------------------------------- persistence

function save() {
  if (!game) return;
  data.game = { ...meta, record: game.record() };
  if (!store.save(data) && !save.warned) {
    save.warned = true;
    showNotice(t('notice.storageFailed'));
  }
}

// ---------------------------------------------------------------- playing

const hintsOn = () => data?.settings.hints !== false;

function selectSquare(index) {
  ui.selected = index;
  ui.pendingToggle = false;
  ui.targets = Array.from(game.legalTargets(squareName(index)), squareIndex);
  ui.warn = hintsOn() ? repeatWarnings(index, ui.targets) : [];
}

/**
 * The targets of a defenders' piece that would make a position occur a third
 * time (E2: the defenders lose), tried on a copy of the game.
 */
function repeatWarnings(from, targets) {
  // A third occurrence needs at least 8 plies (the start counts as the first).
  if (sideToMove() !== DEFENDERS || targets.length === 0 || history.length + 1 < 8) return [];
  let trial;
  try {
    trial = hnef.Game.fromRecord(game.record());
  } catch {
    return [];
  }
  try {
    return repeatingTargets(from, targets, (a, b) => {
      try {
        const result = trial.applyMove(squareName(a), squareName(b));
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

/**
 * A move from the player (board, keyboard or typed): asks first when the
 * hints are on and the move would lose by repetition. False when illegal.
 */
function humanMove(from, to, { animate }) {
  const legal = from === ui.selected ? ui.targets : Array.from(game.legalTargets(squareName(from)), squareIndex);
  if (!legal.includes(to)) return false;
  const warn = from === ui.selected ? ui.warn : hintsOn() ? repeatWarnings(from, [to]) : [];
  if (warn.includes(to)) {
    const move = `${squareName(from)}-${squareName(to)}`;
    confirmAction(t('hint.repeatConfirm', { move }), t('hint.repeatYes'), () => {
      if (canHumanMove()) playMove(from, to, { animate });
    });
    return true;
  }
  return playMove(from, to, { animate });
}

/** Plays a move through the engine; false (and nothing changed) when it is illegal. */
function playMove(from, to, { animate }) {
  const before = boards[boards.length - 1];
  const mover = sideToMove();
  let played;
  try {
    played = game.applyMove(squareName(from), squareName(to));
  } catch {
    return false;
  }
  const after = Array.from(game.board());
  boards.push(after);
  history.push(String(game.history().at(-1) ?? played.move));
  const now = performance.now();
  ui.fading = played.captured.map((sq) => ({ index: squareIndex(sq), piece: before[squareIndex(sq)], start: now }));
  ui.slide = animate ? { from, to, piece: after[to], start: now } : null;
  ui.viewPly = null;
  ui.drawOffer = null;
  ui.marks = decisionMarks(before, after, { from, to }, played);
  clearSelection();
  afterChange();
  announceMove(mover, `${squareName(from)}-${squareName(to)}`, played.captured);
  return true;
}

const joinList = (items) => items.join(t('list.separator'));

/** The shield wall or exit fort a move just made (for the hint marker), or null. */
function decisionMarks(before, after, move, played) {
  if (played.reason === 'exit_fort') {
    const squares = fortPieces(after);
    return { ply: history.length, squares, text: t('hint.exitFort', { pieces: joinList(squares.map(squareName)) }) };
  }
  const wall = shieldWall(before, after, move);
  if (!wall) return null;
  const captured = wall.run.filter((sq) => after[sq] === 0);
  return {
    ply: history.length,
    squares: [...wall.formers, ...captured],
    text: t('hint.shieldWall', { pieces: joinList(wall.formers.map(squareName)), squares: joinList(captured.map(squareName)) }),
  };
}

/** The hint texts shown under the board and read after a move. */
function hintTexts() {
  if (!hintsOn() || !game || ui.viewPly !== null) return [];
  const out = [];
  if (ui.marks && ui.marks.ply === history.length) out.push(ui.marks.text);
  if (!isOver(liveOutcome())) {
    const corners = cornerReach(boards[boards.length - 1]);
    if (corners.length) out.push(t('hint.kingReach', { squares: joinList(corners.map(squareName)) }));
  }
  return out;
}

/** Says a move in the live region: the move, its captures, hints, then whose turn it is or the result. */
function announceMove(mover, move, captured) {
  const parts = [t('live.move', { side: sideName(mover), move })];
  if (captured.length) parts.push(t('live.captured', { squares: joinList(captured.map(String)) }));
  parts.push(...hintTexts());
  const outcome = liveOutcome();
  if (isOver(outcome)) parts.push(t('live.result', { result: el.resultTitle.textContent, reason: el.resultRule.textContent }));
  else parts.push(el.turnText.textContent);
  announce(parts.join(' '));
}

function announce(text) {
  el.live.textContent = text;
}

/** After a move, an undo or a load: scoring, saving, the panel, the AI. */
function afterChange() {
  const outcome = liveOutcome();
  const ended = isOver(outcome) && !afterChange.over;
  afterChange.over = isOver(outcome);
  if (isOver(outcome)) scoreGame(outcome);
  save();
  render();
  // Bring the result into view when the side panel scrolls on its own (wide
  // screens); on a phone the page is not scrolled away from the board.
  if (ended && el.panel.scrollHeight > el.panel.clientHeight && getComputedStyle(el.panel).overflowY !== 'visible') {
    el.panel.scrollTop = 0;
  }
  maybeAiMove();
}

function scoreGame(outcome) {
  if (meta.mode !== 'computer' || meta.scored) return;
  meta.scored = true;
  const profile = data.profiles.find((p) => p.id === data.activeProfile);
  if (!profile || outcome.reason === 'agreement') return;
  const won = outcome.winner === meta.humanSide;
  const next = recordResult(profile, meta.level, meta.humanSide, won);
  data.profiles = data.profiles.map((p) => (p.id === profile.id ? next : p));
  ui.lastPoints = won ? { points: next.points - profile.points, name: profile.name } : null;
}

function aiShouldMove() {
  return (
    ready &&
    meta.mode === 'computer' &&
    !isOver(liveOutcome()) &&
    sideToMove() !== meta.humanSide &&
    !ui.aiPaused
  );
}

async function maybeAiMove() {
  if (!aiShouldMove() || ai.busy) return;
  const gameId = meta.id;
  const ply = history.length;
  let move;
  try {
    move = await ai.request({
      record: game.record(),
      level: meta.level,
      options: { seed: Math.floor(Math.random() * 2 ** 31) },
    });
  } catch (err) {
    showNotice(t('ai.error', { detail: String(err?.message ?? err) }));
    ui.aiPaused = true;
    render();
    return;
  }
  // Superseded, cancelled, or the game moved on meanwhile: drop the reply.
  if (move === null || meta.id !== gameId || history.length !== ply || !aiShouldMove()) return;
  const [from, to] = move.split('-').map(squareIndex);
  if (!playMove(from, to, { animate: true })) {
    showNotice(t('ai.error', { detail: move }));
  }
}

function humanMovesPlayed() {
  const first = firstSide(sideToMove(), history.length);
  let n = 0;
  for (let i = 0; i < history.length; i++) {
    if ((i % 2 === 0 ? first : otherSide(first)) === meta.humanSide) n += 1;
  }
  return n;
}

function canUndo() {
  if (!ready || isOver(liveOutcome()) || history.length === 0) return false;
  return meta.mode !== 'computer' || humanMovesPlayed() > 0;
}

function undo() {
  if (!canUndo()) return;
  ai.cancel();
  const n = undoCount(meta, sideToMove(), history.length);
  for (let i = 0; i < n; i++) {
    if (!game.undo()) break;
    boards.pop();
    history.pop();
  }
  ui.aiPaused = false;
  ui.viewPly = null;
  ui.drawOffer = null;
  ui.fading = [];
  ui.slide = null;
  clearSelection();
  hideNotice();
  afterChange();
  announce(`${t('live.undone')} ${el.turnText.textContent}`);
}

function startGame(settings) {
  ai?.cancel();
  const fresh = new hnef.Game(settings.ruleset ?? undefined);
  replaceGame(fresh, { mode: settings.mode, humanSide: settings.humanSide, level: settings.level });
}

function replaceGame(fresh, { mode, humanSide, level }) {
  game?.free();
  game = fresh;
  meta = { id: newId(), mode, humanSide, level, scored: false };
  rebuildBoards();
  ui.viewPly = null;
  ui.aiPaused = false;
  ui.drawOffer = null;
  ui.fading = [];
  ui.slide = null;
  ui.lastPoints = null;
  clearSelection();
  hideNotice();
  afterChange();
}

function resign() {
  if (!ready || isOver(liveOutcome())) return;
  const side = meta.mode === 'computer' ? meta.humanSide : sideToMove();
  confirmAction(t('confirm.resign', { side: sideName(side) }), t('confirm.resignYes'), () => {
    if (isOver(liveOutcome())) return;
    ai.cancel();
    // The engine keeps the result: the record says who resigned.
    try {
      game.resign(side);
    } catch (err) {
      showNotice(String(err?.message ?? err));
      return;
    }
    ui.viewPly = null;
    ui.drawOffer = null;
    clearSelection();
    afterChange();
    announce(t('live.result', { result: el.resultTitle.textContent, reason: el.resultRule.textContent }));
  });
}

function offerDraw() {
  if (!drawAllowed(meta, game.ruleset, liveOutcome())) return;
  const side = sideToMove();
  try {
    game.offerDraw(side);
  } catch (err) {
    showNotice(String(err?.message ?? err));
    return;
  }
  ui.drawOffer = { side, ply: history.length };
  render();
}

function acceptDraw() {
  const offer = ui.drawOffer;
  if (!offer || offer.ply !== history.length) return;
  try {
    game.acceptDraw(otherSide(offer.side));
  } catch (err) {
    showNotice(String(err?.message ?? err));
    return;
  }
  ui.drawOffer = null;
  clearSelection();
  afterChange();
}

function declineDraw() {
  ui.drawOffer = null;
  showNotice(t('draw.declined'));
  render();
}

function stopAi() {
  if (ai.cancel()) {
    ui.aiPaused = true;
    showNotice(t('ai.stopped'));
    render();
  }
}

function resumeAi() {
  ui.aiPaused = false;
  hideNotice();
  render();
  maybeAiMove();
}

function flip() {
  data.settings.flipped = !data.settings.flipped;
  store.save(data);
  render();
}

function browseTo(ply) {
  const plies = history.length;
  ui.viewPly = ply === null || ply >= plies ? null : Math.max(0, ply);
  ui.slide = null;
  ui.drag = null;
  render();
}

// ---------------------------------------------------------------- board input

function boardPress(index) {
  if (!ready || !game) return false;
  if (ui.viewPly !== null) {
    // Browsing never changes the game: a press on the board returns to it.
    browseTo(null);
    return false;
  }
  const action = pressSquare(
    { board: boards[boards.length - 1], sideToMove: sideToMove(), selected: ui.selected, targets: ui.targets, canMove: canHumanMove() },
    index,
  );
  switch (action.action) {
    case 'move':
      humanMove(action.from, action.to, { animate: true });
      return false;
    case 'select':
      if (index === ui.selected) ui.pendingToggle = true;
      else selectSquare(index);
      redraw();
      return true;
    case 'deselect':
      clearSelection();
      redraw();
      return false;
    default:
      return false;
  }
}

function boardRelease(index) {
  if (ui.pendingToggle && index === ui.selected) clearSelection();
  ui.pendingToggle = false;
  redraw();
}

function dragStart(index, point) {
  if (index !== ui.selected) return;
  ui.pendingToggle = false;
  ui.drag = { from: index, x: point.x, y: point.y };
  redraw();
}

function dragMove(point) {
  if (!ui.drag) return;
  ui.drag = { ...ui.drag, x: point.x, y: point.y };
  redraw();
}

function drop(index) {
  const drag = ui.drag;
  ui.drag = null;
  if (drag && index >= 0 && ui.targets.includes(index) && canHumanMove()) {
    humanMove(drag.from, index, { animate: false });
  } else {
    redraw(); // Snap back: the piece is drawn on its square again, still selected.
  }
}

function dragCancel() {
  ui.drag = null;
  redraw();
}

// ---------------------------------------------------------------- keyboard board, typed moves

let grid = null;

/** Enter or Space on a square of the grid: the same as a press and release there. */
function gridActivate(index) {
  if (!ready || !game) return;
  const plies = history.length;
  const draggable = boardPress(index);
  if (draggable) boardRelease(index);
  if (history.length !== plies || document.querySelector('dialog[open]')) return; // moved (announced) or asking
  if (ui.selected === index) {
    announce(
      ui.targets.length
        ? t('live.selected', { square: squareName(index), count: ui.targets.length })
        : t('live.noMoves', { square: squareName(index) }),
    );
  } else if (ui.selected < 0 && draggable) {
    announce(t('live.cancelled'));
  }
}

function gridCancel() {
  if (ui.selected < 0) return;
  clearSelection();
  redraw();
  announce(t('live.cancelled'));
}

/** The words for one square: its name and piece, then what is special about it now. */
function squareLabel(index, v, marks) {
  const piece = v.board[index];
  const kind = piece === ATTACKER ? 'attacker' : piece === DEFENDER ? 'defender' : piece === KING ? 'king' : 'empty';
  const extra = [];
  if (index === THRONE) extra.push(t('square.throne'));
  else if (isCorner(index)) extra.push(t('square.corner'));
  if (index === v.selected) extra.push(t('square.selected'));
  if (v.targets?.includes(index)) extra.push(t('square.target'));
  if (v.lastMove?.from === index) extra.push(t('square.lastFrom'));
  if (v.lastMove?.to === index) extra.push(t('square.lastTo'));
  const hint = marks[index];
  if (hint.includes('corner')) extra.push(t('square.kingReach'));
  if (hint.includes('repeat')) extra.push(t('square.repeats'));
  if (hint.includes('wall')) extra.push(t('square.marked'));
  return [t(`square.${kind}`, { square: squareName(index) }), ...extra].join(t('list.separator'));
}

/** Hint markers per square (CSS data-hint names) for the shown position. */
function hintMarks(v) {
  const marks = new Array(CELLS).fill('');
  if (!hintsOn() || !game || ui.viewPly !== null) return marks;
  const add = (i, name) => {
    marks[i] = marks[i] ? `${marks[i]} ${name}` : name;
  };
  if (!isOver(liveOutcome())) for (const c of cornerReach(v.board)) add(c, 'corner');
  for (const i of ui.warn) add(i, 'repeat');
  if (ui.marks && ui.marks.ply === history.length) for (const i of ui.marks.squares) add(i, 'wall');
  return marks;
}

let gridSignature = '';
function updateGrid(v, layout) {
  if (!grid) return;
  if (layout) grid.setLayout(layout);
  const marks = hintMarks(v);
  const signature = [
    currentLanguage(),
    Array.from(v.board).join(''),
    v.selected,
    (v.targets ?? []).join(),
    v.lastMove ? `${v.lastMove.from}-${v.lastMove.to}` : '',
    marks.join('|'),
    v.flipped,
  ].join('/');
  if (signature === gridSignature) return;
  gridSignature = signature;
  const labels = Array.from({ length: CELLS }, (_, i) => squareLabel(i, v, marks));
  grid.update({ labels, marks, selected: v.selected ?? -1, flipped: v.flipped });
  const hints = hintTexts();
  el.hintLine.textContent = hints.join(' ');
  el.hintLine.hidden = hints.length === 0;
}

const TYPED_MOVE = /^\s*([a-k](?:1[01]|[1-9]))\s*[-–—x:\s]?\s*([a-k](?:1[01]|[1-9]))\s*$/i;

function typedMove(text) {
  el.typedError.hidden = true;
  const m = TYPED_MOVE.exec(String(text));
  let problem = null;
  if (!m) problem = t('typed.invalid');
  else if (!canHumanMove()) problem = t('typed.wait');
  else {
    const from = squareIndex(m[1]);
    const to = squareIndex(m[2]);
    clearSelection();
    if (!humanMove(from, to, { animate: true })) problem = t('typed.illegal', { move: `${m[1]}-${m[2]}`.toLowerCase() });
  }
  if (problem) {
    el.typedError.textContent = problem;
    el.typedError.hidden = false;
    return;
  }
  el.typedMove.value = '';
}

// ---------------------------------------------------------------- language, settings, updates

function fillLanguages() {
  el.langSelect.replaceChildren(
    ...LANGS.map((code) => {
      const o = document.createElement('option');
      o.value = code;
      o.lang = code;
      o.textContent = AUTONYMS[code];
      o.selected = code === currentLanguage();
      return o;
    }),
  );
}

/** Activates a language: messages, the static page, everything rendered from state. */
async function applyLanguage(code) {
  const table = await loadMessages(code);
  setMessages(table, LANGS.includes(code) ? code : 'en');
  document.documentElement.dataset.missing = String(missingKeys(table).length);
  translatePage();
  fillLanguages();
  gridSignature = '';
  if (rulesetIds.length) fillRulesets();
  if (el.loadStatus.dataset.state === 'ready') el.loadStatus.textContent = t('app.ready');
  if (game) render();
}

async function switchLanguage(code) {
  if (!LANGS.includes(code)) return;
  store.saveLanguage(code); // refused: the choice lasts for this visit
  await applyLanguage(code);
}

function setHints(on) {
  data.settings.hints = on;
  store.save(data);
  if (!on) ui.warn = [];
  else if (ui.selected >= 0) ui.warn = repeatWarnings(ui.selected, ui.targets);
  gridSignature = '';
  redraw();
}

/** Registers the service worker (http(s) only) and offers a waiting new version; never swaps by itself. */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  let consented = false;
  const offer = (worker) => {
    if (!navigator.serviceWorker.controller) return; // the first install: nothing to update
    el.update.hidden = false;
    el.updateReload.onclick = () => {
      consented = true;
      // Another tab may have accepted it already: this tab still runs its
      // own (older) files, and a reload is all it takes.
      if (worker.state === 'activated' || worker.state === 'activating') location.reload();
      else worker.postMessage({ type: 'activate' });
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims the page too: reload only for an update the player asked for.
    if (consented) location.reload();
  });
  el.updateLater.addEventListener('click', () => {
    el.update.hidden = true;
  });
  navigator.serviceWorker.register('sw.js').then(
    (reg) => {
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      });
    },
    (err) => console.warn('service worker not registered:', err),
  );
}

// ---------------------------------------------------------------- panel rendering

let noticeTimer = 0;
function showNotice(text) {
  clearTimeout(noticeTimer);
  el.notice.textContent = text;
  el.notice.hidden = false;
}
function hideNotice() {
  clearTimeout(noticeTimer);
  el.notice.hidden = true;
  el.notice.textContent = '';
}

function confirmAction(text, yes, onYes) {
  el.confirmText.textContent = text;
  el.confirmYes.textContent = yes;
  confirmAction.pending = onYes;
  el.confirmDialog.showModal();
}

function renderTurn(outcome) {
  const side = sideToMove();
  el.turnSwatch.dataset.side = isOver(outcome) ? 'none' : side;
  let text;
  if (isOver(outcome)) text = `${t('turn.over')}: ${t(`result.${outcome.status}`)}`;
  else if (meta.mode === 'computer') {
    text = t(side === meta.humanSide ? 'turn.yours' : 'turn.computer', { side: sideName(side) });
  } else text = t('turn.side', { side: sideName(side) });
  if (el.turnText.textContent !== text) el.turnText.textContent = text;
  el.thinking.hidden = !ui.thinking;
  el.resumeAi.hidden = !(ui.aiPaused && aiShouldMoveIgnoringPause());
}

function aiShouldMoveIgnoringPause() {
  return meta.mode === 'computer' && !isOver(liveOutcome()) && sideToMove() !== meta.humanSide;
}

function renderResult(outcome) {
  el.result.hidden = !isOver(outcome);
  if (!isOver(outcome)) return;
  let title = t(`result.${outcome.status}`);
  if (meta.mode === 'computer' && outcome.winner) {
    title = t(outcome.winner === meta.humanSide ? 'result.youWin' : 'result.youLose', { result: title });
  }
  el.resultTitle.textContent = title;
  el.result.dataset.winner = outcome.winner ?? 'none';
  const loser = outcome.winner ? otherSide(outcome.winner) : null;
  el.resultRule.textContent = t(`reason.${outcome.reason}`, { side: loser ? sideName(loser) : '' });
  el.resultPoints.hidden = !ui.lastPoints;
  el.resultPoints.textContent = ui.lastPoints ? t('result.points', ui.lastPoints) : '';
}

function renderMoves() {
  const shown = shownPly(ui.viewPly, history.length);
  const rows = moveRows(history, firstSide(sideToMove(), history.length));
  const items = rows.map((row) => {
    const li = document.createElement('li');
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${row.number}.`;
    li.append(num);
    for (const side of [ATTACKERS, DEFENDERS]) {
      const cell = row[side];
      if (!cell && side === DEFENDERS) continue;
      if (!cell) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        li.append(gap);
        continue;
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `move ${side}`;
      b.dataset.ply = String(cell.ply);
      b.textContent = cell.text;
      if (cell.ply === shown) b.setAttribute('aria-current', 'true');
      li.append(b);
    }
    return li;
  });
  el.moveList.replaceChildren(...items);
  el.movesEmpty.hidden = history.length > 0;
  const current = el.moveList.querySelector('[aria-current="true"]');
  if (current) {
    // Keep the shown move visible inside the list without scrolling the page.
    const list = el.moveList.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.top < list.top) el.moveList.scrollTop -= list.top - item.top + 4;
    else if (item.bottom > list.bottom) el.moveList.scrollTop += item.bottom - list.bottom + 4;
  }
  const browsing = ui.viewPly !== null;
  el.browseInfo.textContent = browsing
    ? shown === 0
      ? t('browse.start')
      : t('browse.viewing', { ply: shown, total: history.length })
    : '';
  el.app.dataset.browsing = String(browsing);
  el.navFirst.disabled = shown === 0;
  el.navPrev.disabled = shown === 0;
  el.navNext.disabled = !browsing;
  el.navLast.disabled = !browsing;
}

function renderProfiles() {
  const options = data.profiles.map((p) => {
    const o = document.createElement('option');
    o.value = p.id;
    o.textContent = p.name;
    o.selected = p.id === data.activeProfile;
    return o;
  });
  el.profileSelect.replaceChildren(...options);
  const active = data.profiles.find((p) => p.id === data.activeProfile);
  el.profileTotal.textContent = active ? t('profiles.total', { name: active.name, points: active.points }) : '';
  el.profileStatsBody.replaceChildren(
    ...LEVELS.map((level) => {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = levelName(level);
      tr.append(th);
      for (const side of [ATTACKERS, DEFENDERS]) {
        const td = document.createElement('td');
        td.textContent = String(active ? active.wins[level][side] : 0);
        tr.append(td);
      }
      return tr;
    }),
  );
  el.leaderboard.replaceChildren(
    ...leaderboard(data.profiles).map((p) => {
      const li = document.createElement('li');
      li.textContent = t('profiles.entry', { name: p.name, points: p.points, wins: totalWins(p) });
      if (p.id === data.activeProfile) li.className = 'active';
      return li;
    }),
  );
}

function render() {
  if (!game) return;
  const outcome = liveOutcome();
  el.rulesetId.textContent = game.ruleset;
  el.rulesetId.title = rulesetName(game.ruleset);
  el.gameInfo.textContent =
    meta.mode === 'computer'
      ? t('game.infoComputer', { side: sideName(meta.humanSide), level: levelName(meta.level) })
      : t('game.infoTwo');
  renderTurn(outcome);
  renderResult(outcome);
  renderMoves();
  el.undo.disabled = !canUndo();
  el.resign.disabled = !ready || isOver(outcome);
  const drawOk = drawAllowed(meta, game.ruleset, outcome);
  el.offerDraw.hidden = !drawOk;
  const offer = drawOk && ui.drawOffer && ui.drawOffer.ply === history.length ? ui.drawOffer : null;
  el.offerDraw.disabled = Boolean(offer);
  el.drawOffer.hidden = !offer;
  if (offer) {
    el.drawOfferText.textContent = t('draw.offered', { side: sideName(offer.side) });
    el.drawAccept.textContent = t('draw.accept', { side: sideName(otherSide(offer.side)) });
  }
  el.app.dataset.over = String(isOver(outcome));
  el.app.dataset.thinking = String(ui.thinking);
  el.hintsToggle.checked = hintsOn();
  renderProfiles();
  redraw();
}

// ---------------------------------------------------------------- record export / import

function exportName() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `hnef-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.txt`;
}

async function copyRecord() {
  const text = game.record();
  try {
    await navigator.clipboard.writeText(text);
    el.exportStatus.textContent = t('record.copied');
  } catch {
    el.importText.value = text;
    el.importText.select();
    el.exportStatus.textContent = t('record.copyFailed');
  }
}

function downloadRecord() {
  const blob = new Blob([game.record()], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportName();
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  el.exportStatus.textContent = t('record.downloaded');
}

function showImportError(text) {
  el.importError.textContent = text;
  el.importError.hidden = false;
}

function importRecord(text) {
  el.importError.hidden = true;
  const source = String(text ?? '').trim();
  if (!source) return showImportError(t('record.importEmpty'));
  if (source.length > IMPORT_MAX) return showImportError(t('record.fileTooBig'));
  let fresh;
  try {
    fresh = hnef.Game.fromRecord(source);
  } catch (err) {
    // A bare position is accepted too; the record's error is the one shown.
    if (!source.includes('\n') && source.includes('/')) {
      try {
        fresh = hnef.Game.fromPosition(source);
      } catch {
        fresh = null;
      }
    }
    if (!fresh) {
      return showImportError(t('record.importError', { detail: String(err?.message ?? err) }));
    }
  }
  ai.cancel();
  // An imported game goes on between two players: the computer never takes
  // over a position it did not play, and no points can be won from one.
  data.settings.mode = 'two-players';
  replaceGame(fresh, { mode: 'two-players', humanSide: data.settings.humanSide, level: data.settings.level });
  el.importText.value = '';
  showNotice(t('record.imported', { plies: history.length }));
}

async function importFile(file) {
  if (!file) return;
  if (file.size > IMPORT_MAX) return showImportError(t('record.fileTooBig'));
  importRecord(await file.text());
  el.importFile.value = '';
}

// ---------------------------------------------------------------- profiles

function ensureProfile() {
  if (data.profiles.length === 0) {
    const p = createProfile(t('profiles.defaultName'), newId());
    data.profiles.push(p);
    data.activeProfile = p.id;
  }
  if (!data.profiles.some((p) => p.id === data.activeProfile)) data.activeProfile = data.profiles[0].id;
}

function addProfile() {
  el.profileError.hidden = true;
  const name = cleanName(el.profileName.value);
  let problem = null;
  if (!name) problem = 'profiles.nameEmpty';
  else if (data.profiles.some((p) => p.name.toLowerCase() === name.toLowerCase())) problem = 'profiles.nameTaken';
  else if (data.profiles.length >= PROFILES_MAX) problem = 'profiles.tooMany';
  if (problem) {
    el.profileError.textContent = t(problem);
    el.profileError.hidden = false;
    return;
  }
  const p = createProfile(name, newId());
  data.profiles.push(p);
  data.activeProfile = p.id;
  el.profileName.value = '';
  store.save(data);
  render();
}

// ---------------------------------------------------------------- new game dialog

function openNewGame() {
  const s = data.settings;
  for (const radio of el.newDialog.querySelectorAll('input[name="mode"]')) radio.checked = radio.value === s.mode;
  el.newSide.value = s.humanSide;
  el.newLevel.value = s.level;
  el.newRuleset.value = game?.ruleset ?? rulesetIds[0];
  syncNewDialog();
  el.newDialog.showModal();
}

function syncNewDialog() {
  const mode = el.newDialog.querySelector('input[name="mode"]:checked')?.value ?? 'computer';
  el.newDialog.dataset.mode = mode;
  for (const control of el.newDialog.querySelectorAll('.computer-only select')) control.disabled = mode !== 'computer';
}

function startFromDialog() {
  const mode = el.newDialog.querySelector('input[name="mode"]:checked')?.value ?? 'computer';
  const settings = data.settings;
  settings.mode = mode === 'two-players' ? 'two-players' : 'computer';
  settings.humanSide = el.newSide.value === ATTACKERS ? ATTACKERS : DEFENDERS;
  settings.level = LEVELS.includes(el.newLevel.value) ? el.newLevel.value : 'easy';
  settings.ruleset = rulesetIds.includes(el.newRuleset.value) ? el.newRuleset.value : rulesetIds[0];
  el.newDialog.close();
  startGame(settings);
}

// ---------------------------------------------------------------- wiring

function isTyping(target) {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function onKey(e) {
  if (!ready || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
  if (document.querySelector('dialog[open]')) return;
  if (e.key === 'f' || e.key === 'F') {
    flip();
    e.preventDefault();
    return;
  }
  if (e.key === 'Escape') {
    clearSelection();
    redraw();
    return;
  }
  const next = browseKey(ui.viewPly, e.key, history.length);
  if (next !== undefined) {
    e.preventDefault();
    browseTo(next);
  }
}

function wire() {
  el.flip.addEventListener('click', flip);
  el.navFirst.addEventListener('click', () => browseTo(0));
  el.navPrev.addEventListener('click', () => browseTo(browseKey(ui.viewPly, 'ArrowLeft', history.length)));
  el.navNext.addEventListener('click', () => browseTo(browseKey(ui.viewPly, 'ArrowRight', history.length)));
  el.navLast.addEventListener('click', () => browseTo(null));
  el.moveList.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-ply]') : null;
    if (b) browseTo(Number(b.dataset.ply));
  });
  el.newGame.addEventListener('click', openNewGame);
  el.resultNew.addEventListener('click', openNewGame);
  el.newCancel.addEventListener('click', () => el.newDialog.close());
  el.newStart.addEventListener('click', startFromDialog);
  el.newDialog.addEventListener('change', syncNewDialog);
  el.undo.addEventListener('click', undo);
  el.resign.addEventListener('click', resign);
  el.offerDraw.addEventListener('click', offerDraw);
  el.drawAccept.addEventListener('click', acceptDraw);
  el.drawDecline.addEventListener('click', declineDraw);
  el.stopAi.addEventListener('click', stopAi);
  el.resumeAi.addEventListener('click', resumeAi);
  el.confirmNo.addEventListener('click', () => el.confirmDialog.close());
  el.confirmYes.addEventListener('click', () => {
    const action = confirmAction.pending;
    confirmAction.pending = null;
    el.confirmDialog.close();
    action?.();
  });
  el.confirmDialog.addEventListener('close', () => {
    confirmAction.pending = null;
  });
  el.copyRecord.addEventListener('click', copyRecord);
  el.downloadRecord.addEventListener('click', downloadRecord);
  el.importRecord.addEventListener('click', () => importRecord(el.importText.value));
  el.importFile.addEventListener('change', () => importFile(el.importFile.files?.[0]));
  el.profileAdd.addEventListener('click', addProfile);
  el.profileName.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') addProfile();
  });
  el.profileSelect.addEventListener('change', () => {
    if (data.profiles.some((p) => p.id === el.profileSelect.value)) {
      data.activeProfile = el.profileSelect.value;
      store.save(data);
      render();
    }
  });
  document.addEventListener('keydown', onKey);
  el.typedForm.addEventListener('submit', (e) => {
    e.preventDefault();
    typedMove(el.typedMove.value);
  });
  el.hintsToggle.addEventListener('change', () => setHints(el.hintsToggle.checked));
  reducedMotion.addEventListener('change', redraw);
  attachInput(el.canvas, {
    squareAt: (x, y) => board.squareAt(x, y),
    toLayout: (x, y) => board.toLayout(x, y),
    press: boardPress,
    release: boardRelease,
    dragStart,
    dragMove,
    drop,
    cancel: dragCancel,
  });
}

function installDebugHook() {
  const hook = {
    snapshot() {
      const ply = game ? shownPly(ui.viewPly, history.length) : 0;
      return structuredClone({
        ready,
        gameId: meta?.id ?? null,
        ruleset: game?.ruleset ?? null,
        board: game ? Array.from(boards[ply]) : [],
        liveBoard: game ? Array.from(game.board()) : [],
        sideToMove: game?.sideToMove() ?? null,
        history: [...history],
        record: game?.record() ?? '',
        outcome: game ? liveOutcome() : null,
        selected: ui.selected >= 0 ? squareName(ui.selected) : null,
        targets: ui.targets.map(squareName),
        drawnTargets: drawnTargets.map(squareName),
        viewPly: ui.viewPly,
        flipped: data?.settings.flipped ?? false,
        thinking: ui.thinking,
        aiPaused: ui.aiPaused,
        mode: meta?.mode ?? null,
        humanSide: meta?.humanSide ?? null,
        level: meta?.level ?? null,
        frames,
        aiRestarts: ai?.restarts ?? 0,
        language: currentLanguage(),
        hints: {
          on: hintsOn(),
          corners: game ? cornerReach(boards[boards.length - 1]).map(squareName) : [],
          warn: ui.warn.map(squareName),
          marks: ui.marks && ui.marks.ply === history.length ? ui.marks.squares.map(squareName) : [],
        },
        cursor: grid ? squareName(grid.cursor) : null,
      });
    },
    clientCentre(square) {
      const i = squareIndex(square);
      return i < 0 || !board ? null : board.clientCentre(i);
    },
    pixelCentre(square) {
      const i = squareIndex(square);
      return i < 0 || !board ? null : board.pixelCentre(i);
    },
  };
  Object.defineProperty(window, 'hnefDebug', { value: Object.freeze(hook), enumerable: false });
}

/**
 * Reads the saved data and game. Whatever cannot be used was set aside by
 * the store; each such key is named in one notice (`notices`: texts already
 * collected, e.g. the language choice's).
 */
function restore(notices) {
  const loaded = store.load();
  data = loaded.data;
  if (loaded.recovered) notices.push(t('notice.recovered', { key: loaded.asideKey ?? '—' }));
  if (!rulesetIds.includes(data.settings.ruleset)) data.settings.ruleset = rulesetIds[0];
  ensureProfile();
  const saved = data.game;
  if (saved) {
    try {
      const restored = hnef.Game.fromRecord(saved.record);
      // Pages before the engine knew resignations kept one beside the record.
      if (saved.resigned && !isOver(restored.outcome())) restored.resign(saved.resigned);
      game = restored;
      meta = { id: saved.id, mode: saved.mode, humanSide: saved.humanSide, level: saved.level, scored: saved.scored };
      rebuildBoards();
      return;
    } catch {
      const key = store.setAside(JSON.stringify(saved));
      notices.push(t('notice.gameRejected', { key: key ?? '—' }));
    }
  }
  freshGame();
}

/** A new game from the settings (after nothing or nothing usable was saved). */
function freshGame() {
  const s = data.settings;
  game = new hnef.Game(s.ruleset);
  meta = { id: newId(), mode: s.mode, humanSide: s.humanSide, level: s.level, scored: false };
  rebuildBoards();
}

function fillRulesets() {
  el.newRuleset.replaceChildren(
    ...rulesetIds.map((id) => {
      const o = document.createElement('option');
      o.value = id;
      o.textContent = rulesetName(id);
      o.title = id;
      return o;
    }),
  );
}

async function main() {
  const param = new URLSearchParams(location.search).get('lang');
  const stored = store.loadLanguage();
  const lang = pickLanguage(param, stored.code, navigator.languages ?? []);
  fillLanguages();
  el.langSelect.addEventListener('change', () => switchLanguage(el.langSelect.value));
  await applyLanguage(lang).catch((err) => {
    console.error(err);
    return applyLanguage('en');
  });
  installDebugHook();
  grid = createBoardGrid(el.boardGrid, { activate: gridActivate, cancel: gridCancel });
  board = createBoardCanvas(el.canvas, {
    getView: view,
    onDraw: ({ view: v, layout }) => {
      frames += 1;
      drawnTargets = [...(v.targets ?? [])];
      updateGrid(v, layout);
    },
  });
  redraw();
  try {
    await init();
  } catch (err) {
    el.loadStatus.textContent = t('app.failed', { detail: String(err?.message ?? err) });
    el.loadStatus.dataset.state = 'error';
    el.app.dataset.state = 'error';
    console.error(err);
    return;
  }
  const list = hnef.RULESETS ?? hnef.rulesets();
  rulesetIds = Array.from(list, (r) => (typeof r === 'string' ? r : String(r.id)));
  fillRulesets();
  ai = createAiClient({
    onBusy: (busy) => {
      ui.thinking = busy;
      if (game) {
        renderTurn(liveOutcome());
        el.app.dataset.thinking = String(busy);
      }
    },
  });
  const notices = stored.asideKey === null ? [] : [t('notice.languageAside', { key: stored.asideKey })];
  try {
    restore(notices);
  } catch (err) {
    // Nothing stored may keep the page from starting: whatever restore()
    // did not foresee, the page starts afresh (the store set the data aside).
    console.warn('saved data not used:', err);
    const key = store.setAsideState();
    data = defaultData();
    data.settings.ruleset = rulesetIds[0];
    ensureProfile();
    freshGame();
    notices.push(t('notice.recovered', { key: key ?? '—' }));
  }
  if (notices.length) showNotice(notices.join(' '));
  wire();
  ready = true;
  el.loadStatus.textContent = t('app.ready');
  el.loadStatus.dataset.state = 'ready';
  el.app.dataset.state = 'ready';
  save();
  render();
  requestAnimationFrame(() => performance.mark('hnef-interactive'));
  maybeAiMove();
  registerServiceWorker();
}

main();
