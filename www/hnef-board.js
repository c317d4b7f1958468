// <hnef-board>: a Copenhagen Hnefatafl board any web page can drop in, to
// show a position, replay a game record or play against the computer.
//
//   <script type="module" src="hnef-board.js"></script>
//   <hnef-board position="3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a"></hnef-board>
//   <hnef-board record="1. g1-g3 h6-h9 2. e11-e10 g7-j7"></hnef-board>
//   <hnef-board interactive="attackers" ai="normal" lang="pt"></hnef-board>
//
// The host of one board: attributes, the shadow DOM, events and properties.
// The board itself is the page's: session.js (the controller), mount.js
// (canvas, pointer, keyboard grid), ai-player.js (the computer), the page's
// message tables (i18n/). It ships with the modules it imports by relative
// URL, which must sit next to it (see EMBED.md).
//
// Nothing here throws into the host page because of an attribute: a
// malformed `position`, `record` or `ruleset` shows an error inside the
// element (as text) and sets `status` to 'error'. The JS methods throw an
// Error saying what was wrong, as the engine does, and leave the board as it
// was.

import init, { Game } from './pkg/hnef.js';
import { createAiPlayer } from './ai-player.js';
import {
  OBSERVED,
  TAG,
  TEXT_MAX,
  clip,
  computerSide,
  looksLikeRecord,
  normaliseMove,
  outcomeText,
  readSettings,
  visitorPlays,
} from './board-settings.js';
import { squareIndex } from './geometry.js';
import { loadMessages, pickLanguage, translator } from './i18n.js';
import en from './i18n/en.js';
import { mountBoard } from './mount.js';
import { createSession } from './session.js';
import { browseKey, isOver, otherSide, undoCount } from './state.js';

export * from './board-settings.js';

// ---------------------------------------------------------------- the engine, once per page

let engineLoad = null;

/** Loads the engine once for every element on the page (a failure may be retried). */
export function loadEngine() {
  engineLoad ??= init().catch((err) => {
    engineLoad = null;
    throw err;
  });
  return engineLoad;
}

// ---------------------------------------------------------------- styles (one sheet shared by every element)

const CSS = `
:host {
  --_text: var(--hnef-ui-text, #2b2119);
  --_muted: var(--hnef-ui-muted, #6b5a45);
  --_bg: var(--hnef-ui-bg, transparent);
  --_button: var(--hnef-ui-button, #efe4d0);
  --_button-text: var(--hnef-ui-button-text, #2b2119);
  --_border: var(--hnef-ui-border, #c9b797);
  --_focus: var(--hnef-ui-focus, #b5651d);
  --_error-bg: var(--hnef-ui-error-bg, #fff1ee);
  --_error-text: var(--hnef-ui-error-text, #9b1c12);
  display: block;
  box-sizing: border-box;
  max-width: 100%;
  color: var(--_text);
  background: var(--_bg);
  font: var(--hnef-ui-font, 14px/1.35 system-ui, sans-serif);
  -webkit-tap-highlight-color: transparent;
}
:host([size]) { display: inline-block; vertical-align: top; }
:host([hidden]) { display: none; }
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {
    --_text: var(--hnef-ui-text, #ede4d3);
    --_muted: var(--hnef-ui-muted, #b9ac95);
    --_button: var(--hnef-ui-button, #2f2922);
    --_button-text: var(--hnef-ui-button-text, #ede4d3);
    --_border: var(--hnef-ui-border, #4a4034);
    --_focus: var(--hnef-ui-focus, #f2c14e);
    --_error-bg: var(--hnef-ui-error-bg, #3a1d18);
    --_error-text: var(--hnef-ui-error-text, #ffb4a8);
  }
}
:host([theme="dark"]) {
  --_text: var(--hnef-ui-text, #ede4d3);
  --_muted: var(--hnef-ui-muted, #b9ac95);
  --_button: var(--hnef-ui-button, #2f2922);
  --_button-text: var(--hnef-ui-button-text, #ede4d3);
  --_border: var(--hnef-ui-border, #4a4034);
  --_focus: var(--hnef-ui-focus, #f2c14e);
  --_error-bg: var(--hnef-ui-error-bg, #3a1d18);
  --_error-text: var(--hnef-ui-error-text, #ffb4a8);
}
* { box-sizing: border-box; }
.wrap { display: flex; flex-direction: column; gap: 6px; width: 100%; max-width: 100%; }
.board {
  position: relative;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: 4px;
  outline: none;
}
.board:focus-visible { box-shadow: 0 0 0 3px var(--_focus); }
canvas {
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 4px;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
}
.board[data-interactive="false"] canvas { touch-action: auto; }
.error {
  position: absolute;
  inset: 0;
  margin: 0;
  padding: 12px;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  overflow: auto;
  overflow-wrap: anywhere;
  border: 1px solid var(--_error-text);
  border-radius: 4px;
  background: var(--_error-bg);
  color: var(--_error-text);
  font-size: 0.9em;
}
.error[hidden], canvas[hidden], .bar[hidden], .status[hidden] { display: none; }
.bar { display: flex; align-items: center; justify-content: center; gap: 4px; }
.counter {
  min-width: 5.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: var(--_muted);
}
button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.6em;
  height: 2.3em;
  padding: 0;
  border: 1px solid var(--_border);
  border-radius: 6px;
  background: var(--_button);
  color: var(--_button-text);
  font: inherit;
  cursor: pointer;
}
button:disabled { opacity: 0.4; cursor: default; }
button:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
button svg { width: 1.1em; height: 1.1em; fill: currentColor; }
.status { margin: 0; text-align: center; color: var(--_text); min-height: 1.35em; }
.status[data-thinking="true"] { color: var(--_muted); }
.actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; }
.actions[hidden], .ask[hidden] { display: none; }
.actions button, .ask button { width: auto; padding: 0 0.8em; }
.ask { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
/* The keyboard and screen-reader grid over the canvas squares (a11y.js sets
   its box); the pointer goes through to the canvas. */
.grid { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: flex; flex-direction: column; pointer-events: none; }
.grid[hidden] { display: none; }
.board-row { display: flex; flex: 1 1 0; min-height: 0; }
.board-cell { flex: 1 1 0; min-width: 0; position: relative; border-radius: 3px; }
.board-cell:focus { outline: none; }
.board-cell:focus-visible { outline: 3px solid #fff; outline-offset: -3px; box-shadow: inset 0 0 0 5px #000; z-index: 1; }
`;

let sheet = null;
function sharedSheet() {
  if (!sheet && typeof CSSStyleSheet === 'function') {
    // A constructed sheet, not a <style> element: no inline style for a
    // Content-Security-Policy to forbid, and one copy for every element.
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

// Icons of the step buttons as SVG paths (24 x 24), built with the DOM.
const STEPS = {
  first: { d: 'M6 5h2v14H6zM19 5v14L9 12z', key: 'Home', label: 'nav.first' },
  prev: { d: 'M17 5v14L6 12z', key: 'ArrowLeft', label: 'nav.prev' },
  next: { d: 'M7 5v14l11-7z', key: 'ArrowRight', label: 'nav.next' },
  last: { d: 'M16 5h2v14h-2zM5 5v14l10-7z', key: 'End', label: 'nav.last' },
};

function icon(d) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

const Base = globalThis.HTMLElement ?? class {};
const darkQuery = globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;

// ---------------------------------------------------------------- the element

export class HnefBoard extends Base {
  static get observedAttributes() {
    return [...OBSERVED, 'lang'];
  }

  #settings = readSettings({}).settings;
  #problems = [];
  #aiSide = null;
  #fromAttributes = true; // the game came from the attributes (not load())
  #flipped = false;
  #status = 'loading';
  #error = null;
  #connected = false;
  #readyPromise = null;
  #resolveReady = null;
  #frames = 0;
  #els = null;
  #board = null; // mount.js
  #lastMove = null; // the detail of the move just played, for the events
  #asking = null; // the side a resignation is being confirmed for
  #t = translator(en);
  #lang = 'en';

  #session = createSession({
    Game,
    mayMove: (side) => this.#status === 'ready' && !this.#ai.thinking && visitorPlays(this.#settings, this.#aiSide, side),
    returnOnPress: () => this.#anyoneMayPlay(),
    onMove: (detail) => {
      this.#lastMove = detail;
    },
    onChange: (kind) => this.#changed(kind),
    onDraw: () => this.#board?.requestDraw(),
  });

  #ai = createAiPlayer({
    session: this.#session,
    side: () => this.#aiSide,
    level: () => this.#settings.ai,
    enabled: () => this.#connected && this.#status === 'ready' && this.#session.live,
    onThinking: () => this.#render(),
    onError: (err, move) => {
      this.#render();
      this.#els.status.textContent = this.#t('ai.error', { detail: move ? `${move}: ${err.message}` : err.message });
    },
  });

  constructor() {
    super();
    this.#readyPromise = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    const root = this.attachShadow({ mode: 'open' });
    const s = sharedSheet();
    if (s) root.adoptedStyleSheets = [s];
    this.#els = this.#build(root);
  }

  #build(root) {
    const make = (tag, props = {}, attrs = {}) => {
      const node = Object.assign(document.createElement(tag), props);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      return node;
    };
    const wrap = make('div', { className: 'wrap' }, { part: 'wrap' });
    const board = make('div', { className: 'board', tabIndex: 0 }, { part: 'board' });
    const canvas = make('canvas', {}, { role: 'img' });
    const grid = make('div', { className: 'grid', hidden: true }, { role: 'grid' });
    const error = make('p', { className: 'error', hidden: true }, { part: 'error', role: 'alert' });
    board.append(canvas, grid, error);
    const bar = make('div', { className: 'bar', hidden: true }, { part: 'controls' });
    const buttons = {};
    for (const name of Object.keys(STEPS)) {
      buttons[name] = make('button', { type: 'button' });
      buttons[name].dataset.step = name;
      buttons[name].append(icon(STEPS[name].d));
    }
    const counter = make('span', { className: 'counter' }, { part: 'counter', 'aria-live': 'polite' });
    bar.append(buttons.first, buttons.prev, counter, buttons.next, buttons.last);
    const actions = make('div', { className: 'actions', hidden: true }, { part: 'actions' });
    const resign = make('button', { type: 'button', className: 'resign' });
    const ask = make('span', { className: 'ask', hidden: true });
    const askText = make('span');
    const yes = make('button', { type: 'button', className: 'yes' });
    const no = make('button', { type: 'button', className: 'no' });
    ask.append(askText, yes, no);
    actions.append(resign, ask);
    const status = make('p', { className: 'status', hidden: true }, { part: 'status', 'aria-live': 'polite' });
    const live = make('div', { className: 'sr-only' }, { 'aria-live': 'polite', 'aria-atomic': 'true' });
    wrap.append(board, bar, actions, status, live);
    root.append(wrap);

    bar.addEventListener('click', (e) => {
      const b = e.target instanceof Element ? e.target.closest('button[data-step]') : null;
      if (b) this.#step(STEPS[b.dataset.step].key);
    });
    resign.addEventListener('click', () => this.#askResign());
    yes.addEventListener('click', () => {
      const side = this.#asking;
      this.#asking = null;
      if (side && this.#status === 'ready' && !this.#session.over) this.resign(side);
      else this.#render();
      this.#els.resign.focus({ preventScroll: true });
    });
    no.addEventListener('click', () => {
      this.#asking = null;
      this.#render();
      this.#els.resign.focus({ preventScroll: true });
    });
    wrap.addEventListener('keydown', (e) => this.#onKey(e));
    return { wrap, board, canvas, grid, error, bar, buttons, counter, actions, resign, ask, askText, yes, no, status, live };
  }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    this.#connected = true;
    for (const name of ['position', 'record']) this.#upgradeProperty(name);
    this.#applyView();
    const { canvas, grid, board } = this.#els;
    this.#board = mountBoard({
      canvas,
      grid,
      session: this.#session,
      display: () => ({ flipped: this.#flipped, coordinates: this.#settings.coordinates }),
      t: () => this.#t,
      announce: (text) => this.#announce(text),
      onPress: () => {
        if (!grid.contains(this.shadowRoot.activeElement)) board.focus({ preventScroll: true });
      },
      onDraw: () => {
        this.#frames += 1;
      },
    });
    darkQuery?.addEventListener('change', this.#onScheme);
    if (this.#status === 'ready' && this.#session.game) {
      this.#render();
      this.#ai.maybeMove();
      return;
    }
    this.#start();
  }

  disconnectedCallback() {
    this.#connected = false;
    this.#ai.destroy();
    this.#board?.destroy();
    this.#board = null;
    darkQuery?.removeEventListener('change', this.#onScheme);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    try {
      if (name === 'lang') {
        this.#useLanguage();
        return;
      }
      this.#settings = this.#readAttributes();
      if (!this.#connected || this.#status === 'loading') return;
      if (this.#status === 'error') {
        // Any change may have fixed what was wrong: read everything again.
        this.#loadFromAttributes();
        return;
      }
      switch (name) {
        case 'position':
        case 'record':
        case 'ruleset':
          this.#loadFromAttributes();
          break;
        case 'orientation':
          this.#flipped = this.#settings.orientation !== 'attackers';
          this.#render();
          break;
        case 'interactive':
        case 'ai':
          this.#aiSide = this.#session.game ? computerSide(this.#settings, this.#session.firstSide) : null;
          this.#ai.cancel();
          this.#session.clearSelection();
          this.#render();
          this.#ai.maybeMove();
          break;
        case 'ply':
          if (this.#session.game && this.#settings.ply !== null) this.#session.browseTo(this.#initialPly());
          break;
        default: // size, coordinates, theme
          this.#applyView();
          this.#render();
          break;
      }
    } catch (err) {
      // Never into the host page: show it inside the element.
      this.#showError(String(err?.message ?? err));
    }
  }

  /** A property set on the element before it was upgraded shadows the class's accessor. */
  #upgradeProperty(name) {
    if (Object.prototype.hasOwnProperty.call(this, name)) {
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  #readAttributes() {
    const raw = {};
    for (const name of OBSERVED) raw[name] = this.getAttribute(name);
    const { settings, problems } = readSettings(raw);
    this.#problems = problems;
    return settings;
  }

  async #start() {
    this.#settings = this.#readAttributes();
    this.#useLanguage();
    try {
      await loadEngine();
    } catch (err) {
      this.#showError(`The Hnefatafl engine failed to load: ${err?.message ?? err}`);
      return;
    }
    if (!this.#connected || this.#status !== 'loading') return;
    this.#settings = this.#readAttributes();
    this.#loadFromAttributes();
  }

  #onScheme = () => {
    this.#board?.refreshTheme();
  };

  /** The language: the `lang` attribute, else the nearest `lang` around it; the page's tables. */
  async #useLanguage() {
    const wanted = this.getAttribute('lang') ?? this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null;
    const code = pickLanguage(wanted, null, []);
    if (code === this.#lang) return;
    this.#lang = code;
    const table = await loadMessages(code).catch(() => en);
    if (this.#lang !== code) return; // changed again meanwhile
    this.#t = translator(table);
    this.#board?.invalidate();
    this.#render();
  }

  // ------------------------------------------------------------ loading

  #loadFromAttributes() {
    const s = this.#settings;
    if (this.#problems.length) {
      this.#showError(`hnef-board: ${this.#problems.join('; ')}`);
      return;
    }
    let game;
    try {
      game = this.#makeGame(s.record ?? s.position ?? '', s.record !== null ? 'record' : 'position');
    } catch (err) {
      const what = s.record !== null ? 'record' : 'position';
      this.#showError(`hnef-board: the ${what} attribute could not be read: ${err?.message ?? err}`);
      return;
    }
    this.#fromAttributes = true;
    this.#install(game);
  }

  /** A Game from text of `kind` ('record', 'position' or 'auto'); throws the engine's error. */
  #makeGame(text, kind = 'auto') {
    const ruleset = this.#settings.ruleset ?? undefined;
    if (typeof text !== 'string') throw new Error('expected a position or record as text');
    if (text.length > TEXT_MAX) throw new Error(`longer than ${TEXT_MAX} characters`);
    if (text.trim() === '') return new Game(ruleset);
    const asRecord = kind === 'record' || (kind === 'auto' && looksLikeRecord(text));
    return asRecord ? Game.fromRecord(text, ruleset) : Game.fromPosition(text.trim(), ruleset);
  }

  #install(game) {
    this.#ai.cancel();
    this.#asking = null;
    this.#status = 'ready';
    this.#error = null;
    this.#flipped = this.#settings.orientation !== 'attackers';
    const plies = game.history().length;
    const first = plies % 2 === 0 ? game.sideToMove() : otherSide(game.sideToMove());
    this.#aiSide = computerSide(this.#settings, first);
    this.#session.load(game, { ply: this.#initialPly(plies) });
    const { error, canvas, grid } = this.#els;
    error.hidden = true;
    error.textContent = '';
    canvas.hidden = false;
    grid.hidden = false;
    this.#applyView();
    this.#render();
    this.#resolveReady?.(this.#detail());
    this.#resolveReady = null;
    this.#emit('ready', this.#detail());
    this.#ai.maybeMove();
  }

  /** The ply first shown: the `ply` attribute, else the start of a record on a board nobody plays, else the end. */
  #initialPly(plies = this.#session.plies) {
    const ply = this.#settings.ply;
    if (ply === 'last') return plies;
    if (typeof ply === 'number') return Math.min(ply, plies);
    const playable = this.#settings.interactive !== null && this.#settings.interactive !== 'none';
    return this.#fromAttributes && this.#settings.record !== null && !playable && !this.#settings.ai ? 0 : plies;
  }

  #showError(message) {
    this.#ai.cancel();
    this.#status = 'error';
    this.#error = message;
    const { error, canvas, grid, bar, actions, status } = this.#els;
    error.textContent = message; // text only: the input is never parsed as HTML
    error.hidden = false;
    canvas.hidden = true;
    grid.hidden = true;
    bar.hidden = true;
    actions.hidden = true;
    status.hidden = true;
    canvas.setAttribute('aria-label', `${this.#t('board.region')}: ${message}`);
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  // ------------------------------------------------------------ rendering

  #applyView() {
    const size = this.#settings.size;
    this.#els.wrap.style.width = size ? `${size}px` : '';
    this.#board?.refreshTheme();
  }

  /** After the session changed: the controls, the events of a move, the computer. */
  #changed(kind) {
    this.#render();
    if (kind === 'move' && this.#lastMove) {
      const detail = this.#lastMove;
      this.#lastMove = null;
      this.#announceMove(detail);
      this.#emit('move', detail);
      if (isOver(this.#session.outcome)) this.#emit('gameover', this.#gameoverDetail());
    }
    this.#ai.maybeMove();
  }

  #sideName(side) {
    return this.#t(`side.${side}`);
  }

  /** The status line: the result, or whose turn it is (and whether the computer thinks). */
  #statusText(ply, n) {
    const s = this.#session;
    if (ply === n && s.over) return outcomeText(s.outcome, this.#t);
    const side = s.sideAt(ply);
    const name = this.#sideName(side);
    if (ply !== n || !this.#aiSide) return this.#t('turn.side', { side: name });
    if (side !== this.#aiSide) return this.#t('turn.yours', { side: name });
    const text = this.#t('turn.computer', { side: name });
    return this.#ai.thinking ? `${text}. ${this.#t('ai.thinking')}…` : text;
  }

  #render() {
    this.#board?.requestDraw();
    const s = this.#session;
    if (this.#status !== 'ready' || !s.game) return;
    const { bar, buttons, counter, status, canvas, board, grid, actions, resign, ask, askText, yes, no } = this.#els;
    const t = this.#t;
    const n = s.plies;
    const ply = s.shownPly;
    bar.hidden = n === 0;
    counter.textContent = `${ply} / ${n}`;
    for (const [name, b] of Object.entries(buttons)) {
      const label = t(STEPS[name].label);
      if (b.title !== label) {
        b.title = label;
        b.setAttribute('aria-label', label);
      }
    }
    buttons.first.disabled = ply === 0;
    buttons.prev.disabled = ply === 0;
    buttons.next.disabled = ply === n;
    buttons.last.disabled = ply === n;
    const text = this.#statusText(ply, n);
    const playable = this.#anyoneMayPlay();
    status.hidden = !(playable || n > 0);
    status.textContent = text;
    status.dataset.thinking = String(this.#ai.thinking);
    board.dataset.interactive = String(playable);
    canvas.setAttribute('aria-label', `${t('board.region')}: ${text}`);
    grid.setAttribute('aria-label', t('board.grid'));
    // Resignation, where a visitor plays.
    const resigner = this.#resigner();
    actions.hidden = resigner === null;
    resign.textContent = t('game.resign');
    resign.hidden = this.#asking !== null;
    ask.hidden = this.#asking === null;
    if (this.#asking) {
      askText.textContent = t('confirm.resign', { side: this.#sideName(this.#asking) });
      yes.textContent = t('confirm.resignYes');
      no.textContent = t('dialog.cancel');
    }
  }

  /** The side a visitor would resign for now, or null (nobody plays, or the game is over). */
  #resigner() {
    const s = this.#session;
    if (!this.#anyoneMayPlay() || s.over || !s.game) return null;
    if (this.#aiSide) return otherSide(this.#aiSide);
    const mode = this.#settings.interactive;
    return mode === 'attackers' || mode === 'defenders' ? mode : s.sideToMove;
  }

  #askResign() {
    const side = this.#resigner();
    if (!side) return;
    this.#asking = side;
    this.#render();
    this.#els.no.focus({ preventScroll: true });
  }

  #announce(text) {
    this.#els.live.textContent = text;
  }

  #announceMove(detail) {
    const t = this.#t;
    const parts = [t('live.move', { side: this.#sideName(detail.side), move: detail.move })];
    if (detail.captured.length) parts.push(t('live.captured', { squares: detail.captured.join(t('list.separator')) }));
    parts.push(this.#els.status.textContent);
    this.#announce(parts.join(' '));
  }

  #anyoneMayPlay() {
    const s = this.#settings;
    return s.interactive !== 'none' && (s.interactive !== null || s.ai !== null);
  }

  // ------------------------------------------------------------ browsing by keys and buttons

  #step(key) {
    if (this.#status !== 'ready' || !this.#session.game) return;
    const next = browseKey(this.#session.viewPly, key, this.#session.plies);
    if (next !== undefined) this.#session.browseTo(next);
  }

  #onKey(e) {
    // The grid's own keys (arrows, Enter, Escape) are handled there first.
    if (e.defaultPrevented || this.#status !== 'ready' || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof Element && e.target.closest('button')) return;
    if (e.key === 'Escape') {
      this.#session.cancel();
      return;
    }
    if (browseKey(null, e.key, 1) !== undefined) {
      e.preventDefault();
      this.#step(e.key);
    }
  }

  // ------------------------------------------------------------ events

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #gameoverDetail() {
    const o = this.#session.outcome;
    return { status: o.status, reason: o.reason, winner: o.winner, plies: this.#session.plies, record: this.#session.game.record() };
  }

  #detail() {
    const s = this.#session;
    const o = s.outcome;
    return {
      ruleset: s.game.ruleset,
      position: this.position,
      record: s.game.record(),
      ply: s.shownPly,
      plies: s.plies,
      sideToMove: s.sideToMove,
      status: o.status,
      reason: o.reason,
      winner: o.winner,
      computer: this.#aiSide,
    };
  }

  #requireReady() {
    if (this.#status !== 'ready' || !this.#session.game) {
      throw new Error(this.#status === 'error' ? `hnef-board is in an error state: ${this.#error}` : 'hnef-board is not ready yet (await element.ready)');
    }
  }

  #requireLoaded() {
    if (this.#status === 'loading' || !engineLoad) throw new Error('hnef-board is not ready yet (await element.ready)');
  }

  #live(get) {
    return this.#session.game && this.#status === 'ready' ? get(this.#session) : null;
  }

  // ------------------------------------------------------------ public API

  /** Resolves (with the `ready` event's detail) once the engine is loaded and a game is shown. */
  get ready() {
    return this.#readyPromise;
  }

  /** 'loading', 'ready' or 'error'. */
  get status() {
    return this.#status;
  }

  /** The error message shown, or null. */
  get error() {
    return this.#error;
  }

  /** The position shown (position text), or null before the engine is ready. */
  get position() {
    return this.#live((s) => s.position());
  }

  set position(text) {
    if (text === null || text === undefined) this.removeAttribute('position');
    else this.setAttribute('position', String(text));
  }

  /** The whole game's record (every move, whatever ply is shown), or null before ready. */
  get record() {
    return this.#live((s) => s.game.record());
  }

  set record(text) {
    if (text === null || text === undefined) this.removeAttribute('record');
    else this.setAttribute('record', String(text));
  }

  /** The game's result `{status, reason, winner}` (of the whole game). */
  get outcome() {
    return this.#live((s) => ({ ...s.outcome }));
  }

  /** The moves played, with captures ('g1-g3xe2'). */
  get history() {
    return [...this.#session.history];
  }

  /** The ply shown (0 = the start); setting it browses. */
  get ply() {
    return this.#session.shownPly;
  }

  set ply(value) {
    this.#requireReady();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`ply: expected a whole number, got ${clip(value)}`);
    this.#session.browseTo(n);
  }

  /** The number of moves in the game. */
  get plies() {
    return this.#session.plies;
  }

  /** The side to move in the live position (null before ready). */
  get sideToMove() {
    return this.#live((s) => s.sideToMove);
  }

  /** The 121 cells shown (0 empty, 1 attacker, 2 defender, 3 king), index (rank-1)*11+file. */
  get board() {
    return this.#live((s) => [...s.board()]);
  }

  /** Whether the board is shown with the defenders' side at the bottom. */
  get flipped() {
    return this.#flipped;
  }

  /** Whether the computer is thinking. */
  get thinking() {
    return this.#ai.thinking;
  }

  /** The side the computer plays, or null. */
  get computer() {
    return this.#aiSide;
  }

  /** The language of the element's words (one of the page's). */
  get language() {
    return this.#lang;
  }

  /** Board redraws so far (for tests). */
  get frames() {
    return this.#frames;
  }

  /**
   * Shows a position or a game record: text (told apart by its content) or
   * `{position}` / `{record}`. Throws when it cannot be read; the board is
   * unchanged then. Returns the `ready` event's detail.
   */
  load(input) {
    this.#requireLoaded();
    let text = input;
    let kind = 'auto';
    if (input && typeof input === 'object') {
      if (typeof input.record === 'string') [text, kind] = [input.record, 'record'];
      else if (typeof input.position === 'string') [text, kind] = [input.position, 'position'];
      else throw new Error('load: expected text, {position} or {record}');
    }
    const game = this.#makeGame(text ?? '', kind);
    this.#fromAttributes = false;
    this.#install(game);
    return this.#detail();
  }

  /**
   * Plays a move ('f2-f4' or {from, to}) in the live game for the side to
   * move, whoever plays it. Returns the `move` event's detail; throws when
   * the move is malformed or illegal (the game is unchanged then).
   */
  play(move) {
    this.#requireReady();
    const mv = normaliseMove(move);
    if (!mv) throw new Error(`play: not a move: ${clip(typeof move === 'string' ? move : JSON.stringify(move))}`);
    this.#ai.cancel();
    try {
      return this.#session.play(squareIndex(mv.from), squareIndex(mv.to), { animate: true, source: 'api' });
    } catch (err) {
      this.#render();
      this.#ai.maybeMove();
      throw new Error(String(err?.message ?? err));
    }
  }

  /**
   * Takes back the last move; against the computer, back to the visitor's
   * turn. Returns the number of plies taken back (0 when none).
   */
  undo() {
    this.#requireReady();
    this.#ai.cancel();
    const s = this.#session;
    const n = this.#aiSide ? undoCount({ mode: 'computer', humanSide: otherSide(this.#aiSide) }, s.sideToMove, s.plies) : Math.min(1, s.plies);
    return s.undo(n);
  }

  /**
   * `side` resigns ('attackers' or 'defenders'): the other side wins.
   * Returns the `gameover` event's detail; throws when the game is over.
   */
  resign(side) {
    this.#requireReady();
    if (side !== 'attackers' && side !== 'defenders') throw new Error(`resign: expected attackers or defenders, got ${clip(side)}`);
    this.#ai.cancel();
    this.#session.game.resign(side);
    this.#asking = null;
    this.#session.touch('result');
    const detail = this.#gameoverDetail();
    this.#announce(this.#els.status.textContent);
    this.#emit('gameover', detail);
    return detail;
  }

  /** Turns the board round; returns whether the defenders' side is now at the bottom. */
  flip() {
    this.#flipped = !this.#flipped;
    this.#session.clearSelection();
    this.#render();
    return this.#flipped;
  }

  /** Re-reads the --hnef-* colours (after the host page changed them) and redraws. */
  refreshTheme() {
    this.#board?.refreshTheme();
  }

  /** A square's centre in viewport pixels ('e5' -> {x, y}), or null. */
  squareCentre(square) {
    const i = squareIndex(square);
    return i < 0 || !this.#board ? null : this.#board.clientCentre(i);
  }

  /** A square's centre in the canvas's backing-store pixels, or null. */
  pixelCentre(square) {
    const i = squareIndex(square);
    return i < 0 || !this.#board ? null : this.#board.pixelCentre(i);
  }
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, HnefBoard);
