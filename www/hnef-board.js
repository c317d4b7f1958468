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
  anyoneMayPlay,
  clip,
  computerSide,
  gameFromText,
  initialPly,
  normaliseMove,
  outcomeText,
  readSettings,
  resigner,
  statusText,
  visitorPlays,
} from './board-settings.js';
import { squareIndex } from './geometry.js';
import { loadMessages, pickLanguage, translator } from './i18n.js';
import en from './i18n/en.js';
import { STEPS, buildParts } from './hnef-board-parts.js';
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
    returnOnPress: () => anyoneMayPlay(this.#settings),
    onMove: (detail) => (this.#lastMove = detail),
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
    this.#readyPromise = new Promise((resolve) => (this.#resolveReady = resolve));
    this.#els = this.#build(this.attachShadow({ mode: 'open' }));
  }

  #build(root) {
    const parts = buildParts(root);
    const { wrap, bar, resign, yes, no } = parts;
    bar.addEventListener('click', (e) => {
      const b = e.target instanceof Element ? e.target.closest('button[data-step]') : null;
      if (b) this.#step(STEPS[b.dataset.step].key);
    });
    resign.addEventListener('click', () => this.#askResign());
    const answer = (yes) => {
      const side = this.#asking;
      this.#asking = null;
      if (yes && side && this.#status === 'ready' && !this.#session.over) this.resign(side);
      else this.#render();
      resign.focus({ preventScroll: true });
    };
    yes.addEventListener('click', () => answer(true));
    no.addEventListener('click', () => answer(false));
    wrap.addEventListener('keydown', (e) => this.#onKey(e));
    return parts;
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
      onDraw: () => (this.#frames += 1),
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
          if (this.#session.game && this.#settings.ply !== null) this.#session.browseTo(initialPly(this.#settings, this.#session.plies, this.#fromAttributes));
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

  #onScheme = () => this.#board?.refreshTheme();

  /** The language: the `lang` attribute, else the nearest `lang` around it; the page's tables. */
  async #useLanguage() {
    const wanted = this.getAttribute('lang') ?? this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null;
    const code = pickLanguage(wanted, null, []);
    if (code === this.#lang) return;
    this.#lang = code;
    const table = await loadMessages(code).catch(() => en);
    if (this.#lang !== code) return; // changed again meanwhile
    this.#t = translator(table, code);
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
      game = gameFromText(Game, s.record ?? s.position ?? '', s.record !== null ? 'record' : 'position', s.ruleset);
    } catch (err) {
      const what = s.record !== null ? 'record' : 'position';
      this.#showError(`hnef-board: the ${what} attribute could not be read: ${err?.message ?? err}`);
      return;
    }
    this.#fromAttributes = true;
    this.#install(game);
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
    this.#session.load(game, { ply: initialPly(this.#settings, plies, this.#fromAttributes) });
    this.#showBoard(true);
    this.#applyView();
    this.#render();
    this.#resolveReady?.(this.#detail());
    this.#resolveReady = null;
    this.#emit('ready', this.#detail());
    this.#ai.maybeMove();
  }

  #showError(message) {
    this.#ai.cancel();
    this.#status = 'error';
    this.#error = message;
    this.#els.error.textContent = message; // text only: the input is never parsed as HTML
    this.#showBoard(false);
    this.#els.canvas.setAttribute('aria-label', `${this.#t('board.region')}: ${message}`);
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  /** The board and its controls, or the error in their place. */
  #showBoard(ok) {
    const { error, canvas, grid, bar, actions, status } = this.#els;
    error.hidden = ok;
    if (ok) error.textContent = '';
    canvas.hidden = grid.hidden = !ok;
    if (!ok) bar.hidden = actions.hidden = status.hidden = true;
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

  #render() {
    this.#board?.requestDraw();
    const s = this.#session;
    if (this.#status !== 'ready' || !s.game) return;
    const e = this.#els;
    const t = this.#t;
    const [ply, n, thinking] = [s.shownPly, s.plies, this.#ai.thinking];
    e.bar.hidden = n === 0;
    e.counter.textContent = `${ply} / ${n}`;
    for (const [name, b] of Object.entries(e.buttons)) {
      b.title = t(STEPS[name].label);
      b.setAttribute('aria-label', b.title);
      b.disabled = name === 'first' || name === 'prev' ? ply === 0 : ply === n;
    }
    const text = statusText(t, { ply, plies: n, outcome: s.outcome, side: s.sideAt(ply), computer: this.#aiSide, thinking });
    const playable = anyoneMayPlay(this.#settings);
    e.status.hidden = !(playable || n > 0);
    e.status.textContent = text;
    e.status.dataset.thinking = String(thinking);
    e.board.dataset.interactive = String(playable);
    e.canvas.setAttribute('aria-label', `${t('board.region')}: ${text}`);
    e.grid.setAttribute('aria-label', t('board.grid'));
    // Resignation, where a visitor plays: a button, then a question.
    e.actions.hidden = resigner(this.#settings, this.#aiSide, s) === null;
    e.resign.textContent = t('game.resign');
    e.resign.hidden = this.#asking !== null;
    e.ask.hidden = this.#asking === null;
    e.askText.textContent = this.#asking ? t('confirm.resign', { side: t(`side.${this.#asking}`) }) : '';
    e.yes.textContent = t('confirm.resignYes');
    e.no.textContent = t('dialog.cancel');
  }

  #askResign() {
    const side = resigner(this.#settings, this.#aiSide, this.#session);
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
    const parts = [t('live.move', { side: t(`side.${detail.side}`), move: detail.move })];
    if (detail.captured.length) parts.push(t('live.captured', { squares: detail.captured.join(t('list.separator')) }));
    parts.push(this.#els.status.textContent);
    this.#announce(parts.join(' '));
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
    const { game, shownPly: ply, plies, sideToMove, outcome: o } = this.#session;
    const { ruleset } = game;
    return { ruleset, position: this.position, record: game.record(), ply, plies, sideToMove, ...o, computer: this.#aiSide };
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

  // Read-only state (EMBED.md): null before the engine is ready where it needs a game.
  /** A promise of the `ready` detail, once the engine is loaded and a game is shown. */
  get ready() { return this.#readyPromise; }
  /** 'loading', 'ready' or 'error'; `error`: the message shown, or null. */
  get status() { return this.#status; }
  get error() { return this.#error; }
  /** The whole game's record (every move, whatever ply is shown). */
  get record() { return this.#live((s) => s.game.record()); }
  /** The position shown, as position text. */
  get position() { return this.#live((s) => s.position()); }
  /** The game's result `{status, reason, winner}`. */
  get outcome() { return this.#live((s) => ({ ...s.outcome })); }
  /** The moves played, with captures ('g1-g3xe2'); `plies`: how many. */
  get history() { return [...this.#session.history]; }
  get plies() { return this.#session.plies; }
  /** The side to move in the live position. */
  get sideToMove() { return this.#live((s) => s.sideToMove); }
  /** The 121 cells shown (0 empty, 1 attacker, 2 defender, 3 king), index (rank-1)*11+file. */
  get board() { return this.#live((s) => [...s.board()]); }
  /** Whether the defenders' side is at the bottom. */
  get flipped() { return this.#flipped; }
  get thinking() { return this.#ai.thinking; }
  /** The side the computer plays, or null. */
  get computer() { return this.#aiSide; }
  /** The language of the element's words (one of the page's). */
  get language() { return this.#lang; }
  /** Board redraws so far (for tests). */
  get frames() { return this.#frames; }

  // Settable: position and record set their attributes; ply browses.
  set position(text) { this.#setAttribute('position', text); }
  set record(text) { this.#setAttribute('record', text); }
  get ply() { return this.#session.shownPly; }
  set ply(value) {
    this.#requireReady();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`ply: expected a whole number, got ${clip(value)}`);
    this.#session.browseTo(n);
  }

  #setAttribute(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
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
    const game = gameFromText(Game, text ?? '', kind, this.#settings.ruleset);
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
   * `side` ('attackers' or 'defenders') resigns the live game: the other
   * side wins, the record says so (`[reason:resignation]`) and a `gameover`
   * event fires. Without `side`: the visitor's side when the computer plays
   * the other, else the side to move. Returns the `gameover` detail; throws
   * when the side is unknown or the game is already over (nothing changed).
   */
  resign(side) {
    this.#requireReady();
    const s = this.#session;
    const who = side === undefined || side === null ? (this.#aiSide ? otherSide(this.#aiSide) : s.sideToMove) : side;
    if (who !== 'attackers' && who !== 'defenders') {
      throw new Error(`resign: expected 'attackers' or 'defenders', got ${typeof who === 'string' ? `"${clip(who)}"` : typeof who}`);
    }
    if (s.over) throw new Error(`resign: the game is over (${outcomeText(s.outcome, this.#t)})`);
    this.#ai.cancel();
    try {
      s.game.resign(who);
    } catch (err) {
      this.#render();
      throw new Error(`resign: ${err?.message ?? err}`);
    }
    this.#asking = null;
    s.touch('result');
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
  refreshTheme() { this.#board?.refreshTheme(); }
  /** A square's centre in viewport pixels ('e5' -> {x, y}), or null. */
  squareCentre(square) { return this.#centre(square, 'clientCentre'); }
  /** A square's centre in the canvas's backing-store pixels, or null. */
  pixelCentre(square) { return this.#centre(square, 'pixelCentre'); }

  #centre(square, kind) {
    const i = squareIndex(square);
    return i < 0 || !this.#board ? null : this.#board[kind](i);
  }
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, HnefBoard);
