// <hnef-board>: a Copenhagen Hnefatafl board any web page can drop in, to
// show a position, replay a game record or play against the computer.
//
//   <script type="module" src="hnef-board.js"></script>
//   <hnef-board position="3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a"></hnef-board>
//   <hnef-board record="1. g1-g3 h6-h9 2. e11-e10 g7-j7"></hnef-board>
//   <hnef-board interactive="attackers" ai="normal"></hnef-board>
//
// It ships with the modules it imports by relative URL, which must sit next
// to it: state.js, geometry.js, renderer.js, input.js, ai-client.js,
// ai-worker.js, and the engine as pkg/hnef.js (+ pkg/hnef_glue.js,
// pkg/hnef_bg.wasm). See EMBED.md (next to it) for the attributes,
// properties, methods, events and CSS custom properties.
//
// Nothing here throws into the host page because of an attribute: a
// malformed `position`, `record` or `ruleset` shows an error inside the
// element (as text) and sets `status` to 'error'. The JS methods throw an
// Error saying what was wrong, as the engine does, and leave the board as it
// was.

import init, { Game, RULESETS } from './pkg/hnef.js';
import { createAiClient } from './ai-client.js';
import { CELLS, parseMove, squareIndex, squareName } from './geometry.js';
import { attachInput } from './input.js';
import { createBoardCanvas } from './renderer.js';
import {
  ATTACKERS,
  DEFENDERS,
  LEVELS,
  browseKey,
  decidingSquares,
  isOver,
  lastMoveAt,
  otherSide,
  pressSquare,
  undoCount,
} from './state.js';

/** The element's tag name. */
export const TAG = 'hnef-board';

/** Longest `position` / `record` text accepted (a long game's record is a few kB). */
export const TEXT_MAX = 100_000;

/** Values of the enumerated attributes (the first is the default). */
export const ORIENTATIONS = Object.freeze(['attackers', 'defenders', 'flipped']);
export const INTERACTIVE = Object.freeze(['none', 'both', 'attackers', 'defenders']);
export const THEMES = Object.freeze(['auto', 'light', 'dark']);
/** Smallest and largest `size` in CSS pixels. */
export const SIZE_MIN = 120;
export const SIZE_MAX = 4000;

const OBSERVED = [
  'position',
  'record',
  'ruleset',
  'orientation',
  'interactive',
  'ai',
  'coordinates',
  'size',
  'theme',
  'ply',
];

// ---------------------------------------------------------------- pure helpers (also used by embed.js)

/**
 * Reads the settings from attribute-like strings (null when absent) into
 * plain data, and lists what was wrong as text. Never throws.
 *
 * @param {Record<string, string|null|undefined>} raw
 * @returns {{settings: object, problems: string[]}}
 */
export function readSettings(raw) {
  const problems = [];
  const get = (name) => {
    const v = raw[name];
    return v === null || v === undefined ? null : String(v);
  };
  const pick = (name, allowed, fallback) => {
    const v = get(name);
    if (v === null || v.trim() === '') return fallback;
    const t = v.trim().toLowerCase();
    if (allowed.includes(t)) return t;
    problems.push(`${name}: expected one of ${allowed.join(', ')}, got "${clip(v)}"`);
    return fallback;
  };
  const settings = {
    position: null,
    record: null,
    ruleset: null,
    orientation: pick('orientation', ORIENTATIONS, 'attackers'),
    interactive: null,
    ai: pick('ai', LEVELS, null),
    coordinates: true,
    size: null,
    theme: pick('theme', THEMES, 'auto'),
    ply: null,
  };
  for (const name of ['position', 'record']) {
    const v = get(name);
    if (v === null || v.trim() === '') continue;
    if (v.length > TEXT_MAX) problems.push(`${name}: longer than ${TEXT_MAX} characters`);
    else settings[name] = v;
  }
  const interactive = get('interactive');
  if (interactive !== null) {
    const t = interactive.trim().toLowerCase();
    // A bare `interactive` attribute means both sides.
    if (t === '') settings.interactive = 'both';
    else if (INTERACTIVE.includes(t)) settings.interactive = t;
    else problems.push(`interactive: expected one of ${INTERACTIVE.join(', ')}, got "${clip(interactive)}"`);
  }
  const ruleset = get('ruleset');
  if (ruleset !== null && ruleset.trim() !== '') {
    if (RULESET_IDS.includes(ruleset.trim())) settings.ruleset = ruleset.trim();
    else problems.push(`ruleset: unknown ruleset "${clip(ruleset)}" (known: ${RULESET_IDS.join(', ')})`);
  }
  const coords = get('coordinates');
  if (coords !== null) {
    const t = coords.trim().toLowerCase();
    if (['', 'on', 'true', 'yes', '1'].includes(t)) settings.coordinates = true;
    else if (['off', 'false', 'no', '0'].includes(t)) settings.coordinates = false;
    else problems.push(`coordinates: expected on or off, got "${clip(coords)}"`);
  }
  const size = get('size');
  if (size !== null && size.trim() !== '') {
    const m = /^\s*(\d{1,5})(?:px)?\s*$/i.exec(size);
    const n = m ? Number(m[1]) : NaN;
    if (n >= SIZE_MIN && n <= SIZE_MAX) settings.size = n;
    else problems.push(`size: expected a number of pixels from ${SIZE_MIN} to ${SIZE_MAX}, got "${clip(size)}"`);
  }
  const ply = get('ply');
  if (ply !== null && ply.trim() !== '') {
    const t = ply.trim().toLowerCase();
    if (t === 'last') settings.ply = 'last';
    else if (/^\d{1,5}$/.test(t)) settings.ply = Number(t);
    else problems.push(`ply: expected a number or "last", got "${clip(ply)}"`);
  }
  return { settings, problems };
}

/** The first characters of a value, for a message (shown as text only). */
export function clip(value, max = 40) {
  const s = String(value).replace(/\s+/g, ' ');
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Whether `text` is a game record (tags or moves) rather than a position. */
export function looksLikeRecord(text) {
  return /^\s*\[/.test(text) || /[a-k](?:1[01]|[1-9])\s*-\s*[a-k]/i.test(text);
}

/**
 * The side the computer plays: the side the visitor does not. With
 * `interactive` naming a side, the other one; with `both` or no
 * `interactive`, the side not to move when the game was loaded (the visitor
 * moves first); none with `interactive="none"` or without `ai`.
 */
export function computerSide(settings, sideToMoveAtLoad) {
  if (!settings.ai) return null;
  switch (settings.interactive) {
    case 'attackers':
      return DEFENDERS;
    case 'defenders':
      return ATTACKERS;
    case 'none':
      return null;
    default:
      return otherSide(sideToMoveAtLoad);
  }
}

/** Whether a visitor may move `side`. */
export function visitorPlays(settings, aiSide, side) {
  if (side === aiSide) return false;
  const mode = settings.interactive ?? (settings.ai ? 'both' : 'none');
  return mode === 'both' || mode === side;
}

/** A move given as 'f2-f4', 'f2f4', 'F2 - F4' or {from, to}, as {from, to} square names, or null. */
export function normaliseMove(move) {
  if (move && typeof move === 'object') {
    const from = squareIndex(move.from);
    const to = squareIndex(move.to);
    return from >= 0 && to >= 0 ? { from: squareName(from), to: squareName(to) } : null;
  }
  if (typeof move !== 'string' || move.length > 40) return null;
  const m = /^\s*([a-k](?:1[01]|[1-9]))\s*[-–]?\s*([a-k](?:1[01]|[1-9]))(?:x.*)?\s*$/i.exec(move);
  if (!m) return null;
  return { from: squareName(squareIndex(m[1])), to: squareName(squareIndex(m[2])) };
}

const RULESET_IDS = Array.from(RULESETS ?? [], (r) => (typeof r === 'string' ? r : String(r?.id)));

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
const ICONS = {
  first: 'M6 5h2v14H6zM19 5v14L9 12z',
  prev: 'M17 5v14L6 12z',
  next: 'M7 5v14l11-7z',
  last: 'M16 5h2v14h-2zM5 5v14l10-7z',
};
const LABELS = { first: 'First position', prev: 'Previous move', next: 'Next move', last: 'Last position' };

function icon(name) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

const SIDE_NAME = { attackers: 'Attackers', defenders: 'Defenders' };
const REASON_TEXT = {
  escape: 'the king escaped to a corner',
  exit_fort: 'the king built an exit fort',
  king_captured: 'the king was captured',
  encirclement: 'the attackers encircled the defenders',
  repetition: 'repetition',
  no_moves: 'no legal move left',
  agreement: 'agreement',
};

/** The result in words: 'Attackers win: the king was captured', 'Defenders win: the attackers resigned'. */
export function outcomeText(outcome) {
  if (!isOver(outcome)) return '';
  const resigned = outcome.reason === 'resignation' && outcome.winner ? otherSide(outcome.winner) : null;
  const why = resigned ? `the ${resigned} resigned` : REASON_TEXT[outcome.reason] ?? String(outcome.reason ?? '');
  const head = outcome.winner ? `${SIDE_NAME[outcome.winner]} win` : 'Draw';
  return why ? `${head}: ${why}` : head;
}

const Base = globalThis.HTMLElement ?? class {};
const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
const darkQuery = globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;

// ---------------------------------------------------------------- the element

export class HnefBoard extends Base {
  static get observedAttributes() {
    return OBSERVED;
  }

  // Settings read from the attributes.
  #settings = readSettings({}).settings;
  // The game: the engine's Game and what each ply showed.
  #game = null;
  #boards = []; // #boards[k]: the 121 cells after k plies
  #positions = []; // #positions[k]: position text after k plies
  #history = [];
  #viewPly = null; // null: the live position
  #aiSide = null;
  #fromAttributes = true; // the game came from the attributes (not load())
  // What the board shows besides the position.
  #flipped = false;
  #selected = -1;
  #targets = [];
  #pendingToggle = false;
  #drag = null;
  #fading = [];
  #slide = null;
  // Machinery.
  #status = 'loading';
  #error = null;
  #ai = null;
  #aiToken = 0;
  #thinking = false;
  #renderer = null;
  #detachInput = null;
  #connected = false;
  #readyPromise = null;
  #resolveReady = null;
  #frames = 0;
  #els = null;

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
    const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    const wrap = make('div', { className: 'wrap' });
    wrap.setAttribute('part', 'wrap');
    const board = make('div', { className: 'board', tabIndex: 0 });
    board.setAttribute('part', 'board');
    const canvas = make('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', 'Hnefatafl board, loading');
    const error = make('p', { className: 'error', hidden: true });
    error.setAttribute('part', 'error');
    error.setAttribute('role', 'alert');
    board.append(canvas, error);
    const bar = make('div', { className: 'bar', hidden: true });
    bar.setAttribute('part', 'controls');
    const buttons = {};
    for (const name of ['first', 'prev', 'next', 'last']) {
      const b = make('button', { type: 'button', title: LABELS[name] });
      b.setAttribute('aria-label', LABELS[name]);
      b.dataset.step = name;
      b.append(icon(name));
      buttons[name] = b;
    }
    const counter = make('span', { className: 'counter' });
    counter.setAttribute('part', 'counter');
    counter.setAttribute('aria-live', 'polite');
    bar.append(buttons.first, buttons.prev, counter, buttons.next, buttons.last);
    const status = make('p', { className: 'status', hidden: true });
    status.setAttribute('part', 'status');
    status.setAttribute('aria-live', 'polite');
    wrap.append(board, bar, status);
    root.append(wrap);

    bar.addEventListener('click', (e) => {
      const b = e.target instanceof Element ? e.target.closest('button[data-step]') : null;
      if (b) this.#step(b.dataset.step);
    });
    board.addEventListener('keydown', (e) => this.#onKey(e));
    return { wrap, board, canvas, error, bar, buttons, counter, status };
  }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    this.#connected = true;
    for (const name of ['position', 'record']) this.#upgradeProperty(name);
    this.#applyView();
    const { canvas } = this.#els;
    this.#renderer = createBoardCanvas(canvas, {
      getView: () => this.#view(),
      onDraw: () => {
        this.#frames += 1;
      },
    });
    this.#detachInput = attachInput(canvas, {
      squareAt: (x, y) => this.#renderer.squareAt(x, y),
      toLayout: (x, y) => this.#renderer.toLayout(x, y),
      press: (i) => this.#press(i),
      release: (i) => this.#release(i),
      dragStart: (i, p) => this.#dragStart(i, p),
      dragMove: (p) => this.#dragMove(p),
      drop: (i) => this.#drop(i),
      cancel: () => this.#dragCancel(),
    });
    darkQuery?.addEventListener('change', this.#onScheme);
    reducedMotion?.addEventListener('change', this.#onScheme);
    this.#renderer.requestDraw();
    if (this.#status === 'ready' && this.#game) {
      this.#render();
      this.#maybeAiMove();
      return;
    }
    this.#start();
  }

  disconnectedCallback() {
    this.#connected = false;
    this.#cancelAi();
    this.#ai?.destroy();
    this.#ai = null;
    this.#detachInput?.();
    this.#detachInput = null;
    this.#renderer?.destroy();
    this.#renderer = null;
    darkQuery?.removeEventListener('change', this.#onScheme);
    reducedMotion?.removeEventListener('change', this.#onScheme);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    try {
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
          this.#redraw();
          break;
        case 'interactive':
        case 'ai':
          this.#aiSide = this.#game ? computerSide(this.#settings, this.#sideAtLoad()) : null;
          this.#cancelAi();
          this.#clearSelection();
          this.#render();
          this.#maybeAiMove();
          break;
        case 'ply':
          if (this.#game && this.#settings.ply !== null) this.#browseTo(this.#initialPly());
          break;
        case 'size':
        case 'coordinates':
        case 'theme':
          this.#applyView();
          this.#render();
          break;
        default:
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

  #problems = [];

  async #start() {
    this.#settings = this.#readAttributes();
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
    this.#renderer?.refreshTheme();
  };

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
    this.#cancelAi();
    this.#game?.free();
    this.#game = game;
    this.#rebuild();
    this.#sideAtLoadValue = this.#history.length % 2 === 0 ? game.sideToMove() : otherSide(game.sideToMove());
    this.#aiSide = computerSide(this.#settings, this.#sideAtLoad());
    this.#flipped = this.#settings.orientation !== 'attackers';
    this.#viewPly = null;
    const ply = this.#initialPly();
    this.#viewPly = ply >= this.#history.length ? null : ply;
    this.#clearSelection();
    this.#fading = [];
    this.#slide = null;
    this.#error = null;
    this.#status = 'ready';
    this.#els.error.hidden = true;
    this.#els.error.textContent = '';
    this.#els.canvas.hidden = false;
    this.#applyView();
    this.#render();
    this.#resolveReady?.(this.#detail());
    this.#resolveReady = null;
    this.#emit('ready', this.#detail());
    this.#maybeAiMove();
  }

  #sideAtLoadValue = ATTACKERS;
  /** The side to move in the position the game was loaded at (its first ply's side). */
  #sideAtLoad() {
    return this.#sideAtLoadValue;
  }

  /** The ply first shown: the `ply` attribute, else the start of a record on a board nobody plays, else the end. */
  #initialPly() {
    const n = this.#history.length;
    const ply = this.#settings.ply;
    if (ply === 'last') return n;
    if (typeof ply === 'number') return Math.min(ply, n);
    const playable = this.#settings.interactive !== null && this.#settings.interactive !== 'none';
    return this.#fromAttributes && this.#settings.record !== null && !playable && !this.#settings.ai ? 0 : n;
  }

  #rebuild() {
    const game = this.#game;
    this.#history = Array.from(game.history(), String);
    const replay = Game.fromRecord(game.record());
    try {
      const boards = [Array.from(replay.board())];
      const positions = [replay.position()];
      while (replay.undo()) {
        boards.push(Array.from(replay.board()));
        positions.push(replay.position());
      }
      this.#boards = boards.reverse();
      this.#positions = positions.reverse();
    } finally {
      replay.free();
    }
  }

  #showError(message) {
    this.#cancelAi();
    this.#status = 'error';
    this.#error = message;
    const { error, canvas, bar, status } = this.#els;
    error.textContent = message; // text only: the input is never parsed as HTML
    error.hidden = false;
    canvas.hidden = true;
    bar.hidden = true;
    status.hidden = true;
    canvas.setAttribute('aria-label', 'Hnefatafl board: error');
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  // ------------------------------------------------------------ the view

  #applyView() {
    const { wrap } = this.#els;
    const size = this.#settings.size;
    wrap.style.width = size ? `${size}px` : '';
    this.#renderer?.refreshTheme();
  }

  #shownPly() {
    return this.#viewPly === null ? this.#history.length : Math.min(this.#viewPly, this.#history.length);
  }

  #liveOutcome() {
    return this.#game ? this.#game.outcome() : { status: 'ongoing', reason: null, winner: null };
  }

  #view() {
    const coordinates = this.#settings.coordinates;
    // No pieces on a canvas without a real box (display: none, a zero-size
    // iframe): renderer.js would lay out cells of negative size there and
    // canvas arc() throws on a negative radius. It redraws on resize.
    const tiny = this.#els.canvas.clientWidth < 40;
    if (!this.#game || this.#status !== 'ready' || tiny) {
      return { board: new Uint8Array(CELLS), coordinates, flipped: this.#flipped };
    }
    const ply = this.#shownPly();
    const live = ply === this.#history.length;
    const cells = this.#boards[ply];
    const last = lastMoveAt(this.#history, ply);
    const outcome = this.#liveOutcome();
    const now = performance.now();
    this.#fading = this.#fading.filter((f) => now - f.start < 400);
    return {
      board: cells,
      flipped: this.#flipped,
      coordinates,
      selected: live ? this.#selected : -1,
      targets: live ? this.#targets : [],
      lastMove: last,
      deciding: live && isOver(outcome) ? decidingSquares(cells, outcome, last) : [],
      fading: live ? this.#fading : [],
      slide: live ? this.#slide : null,
      drag: live ? this.#drag : null,
      motion: !reducedMotion?.matches,
    };
  }

  #redraw() {
    this.#renderer?.requestDraw();
  }

  #render() {
    this.#redraw();
    if (this.#status !== 'ready' || !this.#game) return;
    const { bar, buttons, counter, status, canvas, board } = this.#els;
    const n = this.#history.length;
    const ply = this.#shownPly();
    const outcome = this.#liveOutcome();
    bar.hidden = n === 0;
    counter.textContent = `${ply} / ${n}`;
    buttons.first.disabled = ply === 0;
    buttons.prev.disabled = ply === 0;
    buttons.next.disabled = ply === n;
    buttons.last.disabled = ply === n;
    const side = ply === n ? this.#game.sideToMove() : this.#sideAt(ply);
    let text;
    if (ply === n && isOver(outcome)) text = outcomeText(outcome);
    else if (ply === n && this.#thinking) text = `${SIDE_NAME[side]} to move: the computer is thinking…`;
    else if (ply === n && side === this.#aiSide) text = `${SIDE_NAME[side]} to move (computer)`;
    else text = `${SIDE_NAME[side]} to move`;
    const playable = this.#anyoneMayPlay();
    status.hidden = !(playable || n > 0);
    status.textContent = text;
    status.dataset.thinking = String(this.#thinking);
    board.dataset.interactive = String(playable);
    canvas.setAttribute('aria-label', `Hnefatafl board, ${text}${n ? `, after ${ply} of ${n} moves` : ''}`);
  }

  #sideAt(ply) {
    return ply % 2 === 0 ? this.#sideAtLoad() : otherSide(this.#sideAtLoad());
  }

  #anyoneMayPlay() {
    const s = this.#settings;
    return (s.interactive !== null && s.interactive !== 'none') || (s.ai !== null && s.interactive !== 'none');
  }

  // ------------------------------------------------------------ browsing

  #browseTo(ply) {
    const n = this.#history.length;
    this.#viewPly = ply === null || ply >= n ? null : Math.max(0, ply);
    this.#clearSelection();
    this.#slide = null;
    this.#fading = [];
    this.#render();
    this.#maybeAiMove();
  }

  #step(name) {
    if (!this.#game || this.#status !== 'ready') return;
    const key = { first: 'Home', prev: 'ArrowLeft', next: 'ArrowRight', last: 'End' }[name];
    const next = browseKey(this.#viewPly, key, this.#history.length);
    if (next !== undefined) this.#browseTo(next);
  }

  #onKey(e) {
    if (!this.#game || this.#status !== 'ready' || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Escape') {
      this.#clearSelection();
      this.#redraw();
      return;
    }
    const next = browseKey(this.#viewPly, e.key, this.#history.length);
    if (next !== undefined) {
      e.preventDefault();
      this.#browseTo(next);
    }
  }

  // ------------------------------------------------------------ playing by pointer

  #canVisitorMove() {
    if (this.#status !== 'ready' || !this.#game || this.#viewPly !== null || this.#thinking) return false;
    if (isOver(this.#liveOutcome())) return false;
    return visitorPlays(this.#settings, this.#aiSide, this.#game.sideToMove());
  }

  #clearSelection() {
    this.#selected = -1;
    this.#targets = [];
    this.#pendingToggle = false;
    this.#drag = null;
  }

  #press(index) {
    if (this.#status !== 'ready' || !this.#game) return false;
    this.#els.board.focus({ preventScroll: true });
    if (this.#viewPly !== null && this.#anyoneMayPlay()) {
      // On a playable board a press while browsing returns to the game.
      this.#browseTo(null);
      return false;
    }
    const action = pressSquare(
      {
        board: this.#boards[this.#boards.length - 1],
        sideToMove: this.#game.sideToMove(),
        selected: this.#selected,
        targets: this.#targets,
        canMove: this.#canVisitorMove(),
      },
      index,
    );
    switch (action.action) {
      case 'move':
        this.#playIndices(action.from, action.to, { animate: true, source: 'user' });
        return false;
      case 'select':
        if (index === this.#selected) this.#pendingToggle = true;
        else {
          this.#selected = index;
          this.#pendingToggle = false;
          this.#targets = Array.from(this.#game.legalTargets(squareName(index)), squareIndex);
        }
        this.#redraw();
        return true;
      case 'deselect':
        this.#clearSelection();
        this.#redraw();
        return false;
      default:
        return false;
    }
  }

  #release(index) {
    if (this.#pendingToggle && index === this.#selected) this.#clearSelection();
    this.#pendingToggle = false;
    this.#redraw();
  }

  #dragStart(index, point) {
    if (index !== this.#selected) return;
    this.#pendingToggle = false;
    this.#drag = { from: index, x: point.x, y: point.y };
    this.#redraw();
  }

  #dragMove(point) {
    if (!this.#drag) return;
    this.#drag = { ...this.#drag, x: point.x, y: point.y };
    this.#redraw();
  }

  #drop(index) {
    const drag = this.#drag;
    this.#drag = null;
    if (drag && index >= 0 && this.#targets.includes(index) && this.#canVisitorMove()) {
      this.#playIndices(drag.from, index, { animate: false, source: 'user' });
    } else {
      this.#redraw();
    }
  }

  #dragCancel() {
    this.#drag = null;
    this.#redraw();
  }

  // ------------------------------------------------------------ moves

  /** Plays a move through the engine (throws its error, nothing changed), then events and the AI. */
  #playIndices(from, to, { animate, source }) {
    const game = this.#game;
    const before = this.#boards[this.#boards.length - 1];
    const side = game.sideToMove();
    const played = game.applyMove(squareName(from), squareName(to));
    const after = Array.from(game.board());
    this.#boards.push(after);
    this.#positions.push(game.position());
    this.#history.push(String(game.history().at(-1) ?? played.move));
    const now = performance.now();
    this.#fading = played.captured.map((sq) => ({ index: squareIndex(sq), piece: before[squareIndex(sq)], start: now }));
    this.#slide = animate ? { from, to, piece: after[to], start: now } : null;
    this.#viewPly = null;
    this.#clearSelection();
    const detail = {
      move: `${squareName(from)}-${squareName(to)}`,
      notation: this.#history.at(-1),
      captured: Array.from(played.captured, String),
      side,
      source,
      ply: this.#history.length,
      position: game.position(),
      sideToMove: game.sideToMove(),
      status: played.status,
      reason: played.reason,
      winner: played.winner,
    };
    this.#render();
    this.#emit('move', detail);
    if (isOver(this.#liveOutcome())) this.#emit('gameover', this.#gameoverDetail());
    this.#maybeAiMove();
    return detail;
  }

  #gameoverDetail() {
    const o = this.#liveOutcome();
    return { status: o.status, reason: o.reason, winner: o.winner, plies: this.#history.length, record: this.#game.record() };
  }

  // ------------------------------------------------------------ the computer

  #aiShouldMove() {
    return (
      this.#connected &&
      this.#status === 'ready' &&
      this.#game !== null &&
      this.#aiSide !== null &&
      this.#viewPly === null &&
      !isOver(this.#liveOutcome()) &&
      this.#game.sideToMove() === this.#aiSide
    );
  }

  async #maybeAiMove() {
    if (!this.#aiShouldMove() || this.#thinking) return;
    const token = ++this.#aiToken;
    const ply = this.#history.length;
    this.#ai ??= createAiClient();
    this.#thinking = true;
    this.#render();
    let move = null;
    try {
      move = await this.#ai.request({
        record: this.#game.record(),
        level: this.#settings.ai,
        options: { seed: Math.floor(Math.random() * 2 ** 31) },
      });
    } catch (err) {
      if (token === this.#aiToken) {
        this.#thinking = false;
        this.#render();
        this.#els.status.textContent = `The computer failed: ${err?.message ?? err}`;
      }
      return;
    }
    if (token !== this.#aiToken) return; // cancelled or superseded
    this.#thinking = false;
    if (move === null || this.#history.length !== ply || !this.#aiShouldMove()) {
      this.#render();
      return;
    }
    const parsed = parseMove(move);
    try {
      this.#playIndices(parsed.from, parsed.to, { animate: true, source: 'ai' });
    } catch (err) {
      this.#render();
      this.#els.status.textContent = `The computer's move ${move} was refused: ${err?.message ?? err}`;
    }
  }

  #cancelAi() {
    this.#aiToken += 1;
    if (this.#thinking) {
      this.#thinking = false;
      this.#ai?.cancel();
    }
  }

  // ------------------------------------------------------------ events

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #detail() {
    const game = this.#game;
    const o = this.#liveOutcome();
    return {
      ruleset: game.ruleset,
      position: this.position,
      record: game.record(),
      ply: this.#shownPly(),
      plies: this.#history.length,
      sideToMove: game.sideToMove(),
      status: o.status,
      reason: o.reason,
      winner: o.winner,
      computer: this.#aiSide,
    };
  }

  #requireReady() {
    if (this.#status !== 'ready' || !this.#game) {
      throw new Error(this.#status === 'error' ? `hnef-board is in an error state: ${this.#error}` : 'hnef-board is not ready yet (await element.ready)');
    }
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
    if (!this.#game || this.#status !== 'ready') return null;
    return this.#positions[this.#shownPly()] ?? this.#game.position();
  }

  set position(text) {
    if (text === null || text === undefined) this.removeAttribute('position');
    else this.setAttribute('position', String(text));
  }

  /** The whole game's record (every move, whatever ply is shown), or null before ready. */
  get record() {
    return this.#game && this.#status === 'ready' ? this.#game.record() : null;
  }

  set record(text) {
    if (text === null || text === undefined) this.removeAttribute('record');
    else this.setAttribute('record', String(text));
  }

  /** The game's result `{status, reason, winner}` (of the whole game). */
  get outcome() {
    return this.#game && this.#status === 'ready' ? { ...this.#liveOutcome() } : null;
  }

  /** The moves played, with captures ('g1-g3xe2'). */
  get history() {
    return [...this.#history];
  }

  /** The ply shown (0 = the start); setting it browses. */
  get ply() {
    return this.#shownPly();
  }

  set ply(value) {
    this.#requireReady();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`ply: expected a whole number, got ${clip(value)}`);
    this.#browseTo(n);
  }

  /** The number of moves in the game. */
  get plies() {
    return this.#history.length;
  }

  /** The side to move in the live position (null before ready). */
  get sideToMove() {
    return this.#game && this.#status === 'ready' ? this.#game.sideToMove() : null;
  }

  /** The 121 cells shown (0 empty, 1 attacker, 2 defender, 3 king), index (rank-1)*11+file. */
  get board() {
    return this.#game && this.#status === 'ready' ? [...this.#boards[this.#shownPly()]] : null;
  }

  /** Whether the board is shown with the defenders' side at the bottom. */
  get flipped() {
    return this.#flipped;
  }

  /** Whether the computer is thinking. */
  get thinking() {
    return this.#thinking;
  }

  /** The side the computer plays, or null. */
  get computer() {
    return this.#aiSide;
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
    this.#cancelAi();
    this.#viewPly = null;
    try {
      return this.#playIndices(squareIndex(mv.from), squareIndex(mv.to), { animate: true, source: 'api' });
    } catch (err) {
      this.#render();
      this.#maybeAiMove();
      throw new Error(String(err?.message ?? err));
    }
  }

  /**
   * Takes back the last move; against the computer, back to the visitor's
   * turn. Returns the number of plies taken back (0 when none).
   */
  undo() {
    this.#requireReady();
    this.#cancelAi();
    const n = this.#aiSide
      ? undoCount({ mode: 'computer', humanSide: otherSide(this.#aiSide) }, this.#game.sideToMove(), this.#history.length)
      : Math.min(1, this.#history.length);
    let done = 0;
    for (let i = 0; i < n; i++) {
      if (!this.#game.undo()) break;
      this.#boards.pop();
      this.#positions.pop();
      this.#history.pop();
      done += 1;
    }
    this.#viewPly = null;
    this.#clearSelection();
    this.#fading = [];
    this.#slide = null;
    this.#render();
    this.#maybeAiMove();
    return done;
  }

  /**
   * `side` ('attackers' or 'defenders') resigns the live game: the other
   * side wins, the record says so (`[reason:resignation]`) and a `gameover`
   * event fires. Without `side`: the visitor's side when the computer plays
   * the other, else the side to move. Returns the `gameover` detail; throws
   * when the side is unknown or the game is already over (nothing changed).
   */
  resign(side) {
    this.#requireReady();
    const who = side === undefined || side === null ? (this.#aiSide ? otherSide(this.#aiSide) : this.#game.sideToMove()) : side;
    if (who !== ATTACKERS && who !== DEFENDERS) {
      const shown = typeof who === 'string' ? `"${clip(who)}"` : typeof who;
      throw new Error(`resign: expected 'attackers' or 'defenders', got ${shown}`);
    }
    const outcome = this.#liveOutcome();
    if (isOver(outcome)) throw new Error(`resign: the game is over (${outcomeText(outcome)})`);
    this.#cancelAi();
    try {
      this.#game.resign(who);
    } catch (err) {
      this.#render();
      throw new Error(`resign: ${err?.message ?? err}`);
    }
    this.#viewPly = null;
    this.#clearSelection();
    this.#slide = null;
    this.#render();
    const detail = this.#gameoverDetail();
    this.#emit('gameover', detail);
    return detail;
  }

  /** Turns the board round; returns whether the defenders' side is now at the bottom. */
  flip() {
    this.#flipped = !this.#flipped;
    this.#clearSelection();
    this.#render();
    return this.#flipped;
  }

  /** Re-reads the --hnef-* colours (after the host page changed them) and redraws. */
  refreshTheme() {
    this.#renderer?.refreshTheme();
  }

  /** A square's centre in viewport pixels ('e5' -> {x, y}), or null. */
  squareCentre(square) {
    const i = squareIndex(square);
    return i < 0 || !this.#renderer ? null : this.#renderer.clientCentre(i);
  }

  /** A square's centre in the canvas's backing-store pixels, or null. */
  pixelCentre(square) {
    const i = squareIndex(square);
    return i < 0 || !this.#renderer ? null : this.#renderer.pixelCentre(i);
  }

  #requireLoaded() {
    if (this.#status === 'loading' || !engineLoad) {
      throw new Error('hnef-board is not ready yet (await element.ready)');
    }
  }
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, HnefBoard);
