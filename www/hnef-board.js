// <hnef-board>: a Copenhagen Hnefatafl board any web page can drop in, to
// show a position, replay a game record or play against the computer
// (EMBED.md: attributes, properties, events, the files it ships with).
//
// The host of one board: attributes, the shadow DOM, events and properties.
// The board itself is every board's: session.js (the controller), mount.js
// (canvas, pointer, keyboard grid), ai-player.js (the computer),
// game-words.js and the page's message tables (its words); its parts and
// how they show a state are hnef-board-parts.js, its pure helpers
// board-settings.js.
//
// Nothing here throws into the host page because of an attribute: a
// malformed `position`, `record` or `ruleset` shows an error inside the
// element (as text) and sets `status` to 'error'. The JS methods throw an
// Error saying what was wrong, as the engine does, and leave the board as it
// was.

import { Game } from './pkg/hnef.js';
import { createAiPlayer } from './ai-player.js';
import {
  OBSERVED,
  TAG,
  anyoneMayPlay,
  clip,
  computerSide,
  gameFromInput,
  gameFromSettings,
  gameoverDetail,
  initialPly,
  readMove,
  readSettings,
  readyDetail,
  resigner,
  resigningFor,
  visitorPlays,
} from './board-settings.js';
import { engineStarted, loadEngine } from './engine.js';
import { moveWords, outcomeText, statusText } from './game-words.js';
import { squareIndex } from './geometry.js';
import { loadMessages, pickLanguage, translator } from './i18n.js';
import en from './i18n/en.js';
import { buildParts, renderParts, showBoard } from './hnef-board-parts.js';
import { mountBoard } from './mount.js';
import { createSession } from './session.js';
import { firstSide, isOver, undoCount } from './state.js';

export * from './board-settings.js';
export { loadEngine };

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
    this.#els = buildParts(this.attachShadow({ mode: 'open' }), {
      step: (key) => this.#status === 'ready' && this.#session.browseBy(key),
      resign: () => this.#askResign(),
      answer: (yes) => this.#answer(yes),
      key: (e) => this.#onKey(e),
    });
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
    const { game, error } = gameFromSettings(Game, this.#settings, this.#problems);
    if (error) return this.#showError(error);
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
    this.#aiSide = computerSide(this.#settings, firstSide(game.sideToMove(), plies));
    this.#session.load(game, { ply: initialPly(this.#settings, plies, this.#fromAttributes) });
    showBoard(this.#els, null, this.#t);
    this.#applyView();
    this.#render();
    this.#resolveReady?.(readyDetail(this.#session, this.#aiSide));
    this.#resolveReady = null;
    this.#emit('ready', readyDetail(this.#session, this.#aiSide));
    this.#ai.maybeMove();
  }

  #showError(message) {
    this.#ai.cancel();
    this.#status = 'error';
    this.#error = message;
    showBoard(this.#els, message, this.#t);
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
      if (isOver(this.#session.outcome)) this.#emit('gameover', gameoverDetail(this.#session));
    }
    this.#ai.maybeMove();
  }

  #render() {
    this.#board?.requestDraw();
    const s = this.#session;
    if (this.#status !== 'ready' || !s.game) return;
    const [ply, plies, thinking] = [s.shownPly, s.plies, this.#ai.thinking];
    const status = statusText(this.#t, { ply, plies, outcome: s.outcome, side: s.sideAt(ply), computer: this.#aiSide, thinking });
    renderParts(this.#els, this.#t, {
      ply,
      plies,
      status,
      thinking,
      playable: anyoneMayPlay(this.#settings),
      resigner: resigner(this.#settings, this.#aiSide, s),
      asking: this.#asking,
    });
  }

  /** Resign, where a visitor plays: first a question (Resign / Cancel), then the answer. */
  #askResign() {
    const side = resigner(this.#settings, this.#aiSide, this.#session);
    if (!side) return;
    this.#asking = side;
    this.#render();
    this.#els.no.focus({ preventScroll: true });
  }

  #answer(yes) {
    const side = this.#asking;
    this.#asking = null;
    if (yes && side && this.#status === 'ready' && !this.#session.over) this.resign(side);
    else this.#render();
    this.#els.resign.focus({ preventScroll: true });
  }

  #announce(text) {
    this.#els.live.textContent = text;
  }

  #announceMove(detail) {
    this.#announce([...moveWords(this.#t, detail), this.#els.status.textContent].join(' '));
  }

  /** Keys on the board: the grid's own (arrows, Enter, Escape) are handled there first; then Escape, ← → Home End. */
  #onKey(e) {
    if (e.defaultPrevented || this.#status !== 'ready' || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof Element && e.target.closest('button')) return;
    if (e.key === 'Escape') this.#session.cancel();
    else if (this.#session.browseBy(e.key)) e.preventDefault();
  }

  // ------------------------------------------------------------ events

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #requireReady() {
    if (this.#status !== 'ready' || !this.#session.game) {
      throw new Error(this.#status === 'error' ? `hnef-board is in an error state: ${this.#error}` : 'hnef-board is not ready yet (await element.ready)');
    }
  }

  #requireLoaded() {
    if (this.#status === 'loading' || !engineStarted()) throw new Error('hnef-board is not ready yet (await element.ready)');
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
    const game = gameFromInput(Game, input, this.#settings.ruleset);
    this.#fromAttributes = false;
    this.#install(game);
    return readyDetail(this.#session, this.#aiSide);
  }

  /**
   * Plays a move ('f2-f4' or {from, to}) in the live game for the side to
   * move, whoever plays it. Returns the `move` event's detail; throws when
   * the move is malformed or illegal (the game is unchanged then).
   */
  play(move) {
    this.#requireReady();
    const mv = readMove(move);
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
    return s.undo(undoCount(this.#aiSide, s.sideToMove, s.plies));
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
    const who = resigningFor(side, this.#aiSide, s.sideToMove);
    if (s.over) throw new Error(`resign: the game is over (${outcomeText(s.outcome, this.#t)})`);
    this.#ai.cancel();
    this.#asking = null;
    try {
      s.resign(who);
    } catch (err) {
      this.#render();
      throw new Error(`resign: ${err?.message ?? err}`);
    }
    const detail = gameoverDetail(this.#session);
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
