// <hnef-board>: a Copenhagen Hnefatafl board any web page can drop in, to
// show a position, replay a game record or play against the computer
// (EMBED.md: attributes, properties, events, the files it ships with).
//
// The host of one board: attributes, the shadow DOM, events and properties.
// The board itself is every board's: session.js (the controller), mount.js
// (canvas, pointer, keyboard grid), ai-player.js (the computer), sound.js
// (its cues, with the `sound` attribute), game-words.js and the page's
// message tables (its words); its parts, how they are mounted and how they
// show a state are hnef-board-parts.js; its attribute plumbing and pure
// helpers board-settings.js.
//
// Nothing here throws into the host page because of an attribute: a
// malformed `position`, `record` or `ruleset` shows an error inside the
// element (as text) and sets `status` to 'error'. The JS methods throw an
// Error saying what was wrong, as the engine does, and leave the board as it
// was.

import { Game } from './pkg/hnef.js';
import { createAiPlayer } from './ai-player.js';
import * as helpers from './board-settings.js';
import { engineStarted, loadEngine } from './engine.js';
import { watchLinkOf } from './game-link.js';
import { squareIndex } from './geometry.js';
import { loadMessages, pickLanguage, translator } from './i18n.js';
import en from './i18n/en.js';
import { buildParts, mountParts, renderParts, showBoard, sizeParts } from './hnef-board-parts.js';
import { createSession } from './session.js';
import { createSound, kingCanEscape, moveCues } from './sound.js';
import { firstSide, isOver, undoCount } from './state.js';

export * from './board-settings.js';
export { loadEngine };

const Base = globalThis.HTMLElement ?? class {};

// ---------------------------------------------------------------- the element

export class HnefBoard extends Base {
  static get observedAttributes() {
    return helpers.ATTRIBUTES;
  }

  #settings = helpers.readSettings({}).settings;
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
  #sound = createSound({ enabled: () => this.#settings.sound });
  #t = translator(en);
  #lang = 'en';

  #session = createSession({
    Game,
    mayMove: (side) => this.#status === 'ready' && !this.#ai.thinking && helpers.visitorPlays(this.#settings, this.#aiSide, side),
    returnOnPress: () => helpers.anyoneMayPlay(this.#settings),
    confirmTaps: () => this.#settings.confirmMoves,
    onMove: (detail) => {
      this.#lastMove = detail;
      this.#sound.play(moveCues(detail, helpers.listener(this.#aiSide), kingCanEscape(this.#session.game)));
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
    this.#readyPromise = new Promise((resolve) => (this.#resolveReady = resolve));
    this.#els = buildParts(this.attachShadow({ mode: 'open' }), {
      step: (key) => this.#status === 'ready' && this.#session.browseBy(key),
      resigner: () => helpers.resigner(this.#settings, this.#aiSide, this.#session),
      resign: (side) => (this.#status === 'ready' && !this.#session.over ? this.resign(side) : this.#render()),
      changed: () => this.#render(),
      key: (key) => this.#status === 'ready' && helpers.boardKey(this.#session, key),
      gesture: () => this.#sound.unlock(),
    });
  }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    this.#connected = true;
    helpers.upgradeProperties(this, ['position', 'record']);
    this.#applyView();
    this.#board = mountParts(this.#els, this.shadowRoot, {
      session: this.#session,
      display: () => ({ flipped: this.#flipped, coordinates: this.#settings.coordinates }),
      t: () => this.#t,
      announce: (text) => this.#announce(text),
      onDraw: () => (this.#frames += 1),
    });
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
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    try {
      if (name === 'lang') {
        this.#useLanguage();
        return;
      }
      this.#readAttributes();
      if (!this.#connected || this.#status === 'loading') return;
      // In the error state any change may have fixed what was wrong: read everything again.
      const effect = this.#status === 'error' ? 'load' : helpers.attributeEffect(name);
      switch (effect) {
        case 'load':
          this.#loadFromAttributes();
          break;
        case 'orientation':
          this.#flipped = this.#settings.orientation !== 'attackers';
          this.#render();
          break;
        case 'players':
          this.#aiSide = this.#session.game ? helpers.computerSide(this.#settings, this.#session.firstSide) : null;
          this.#ai.cancel();
          this.#session.clearSelection();
          this.#render();
          this.#ai.maybeMove();
          break;
        case 'ply':
          if (this.#session.game && this.#settings.ply !== null) this.#session.browseTo(helpers.initialPly(this.#settings, this.#session.plies, this.#fromAttributes));
          break;
        case 'selection':
          this.#session.clearSelection();
          this.#render();
          break;
        case 'view':
          this.#applyView();
          this.#render();
          break;
        default: // read at its next use
          break;
      }
    } catch (err) {
      // Never into the host page: show it inside the element.
      this.#showError(String(err?.message ?? err));
    }
  }

  /** The settings and what is wrong with them, from the attributes. */
  #readAttributes() {
    ({ settings: this.#settings, problems: this.#problems } = helpers.readAttributes(this));
  }

  async #start() {
    this.#readAttributes();
    this.#useLanguage();
    try {
      await loadEngine();
    } catch (err) {
      this.#showError(`The Hnefatafl engine failed to load: ${err?.message ?? err}`);
      return;
    }
    if (!this.#connected || this.#status !== 'loading') return;
    this.#readAttributes();
    this.#loadFromAttributes();
  }

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
    const { game, error } = helpers.gameFromSettings(Game, this.#settings, this.#problems);
    if (error) return this.#showError(error);
    this.#fromAttributes = true;
    this.#install(game);
  }

  #install(game) {
    this.#ai.cancel();
    this.#els.question.answer(false);
    this.#status = 'ready';
    this.#error = null;
    this.#flipped = this.#settings.orientation !== 'attackers';
    const plies = game.history().length;
    this.#aiSide = helpers.computerSide(this.#settings, firstSide(game.sideToMove(), plies));
    this.#session.load(game, { ply: helpers.initialPly(this.#settings, plies, this.#fromAttributes) });
    showBoard(this.#els, null, this.#t);
    this.#applyView();
    this.#render();
    this.#resolveReady?.(helpers.readyDetail(this.#session, this.#aiSide));
    this.#resolveReady = null;
    this.#emit('ready', helpers.readyDetail(this.#session, this.#aiSide));
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
    sizeParts(this.#els, this.#settings.size);
    this.#board?.refreshTheme();
  }

  /** After the session changed: the controls, the events of a move, the computer. */
  #changed(kind) {
    this.#render();
    if (kind === 'move' && this.#lastMove) {
      const detail = this.#lastMove;
      this.#lastMove = null;
      this.#announce(helpers.moveAnnouncement(this.#t, detail, this.#els.status.textContent));
      this.#emit('move', detail);
      if (isOver(this.#session.outcome)) this.#emit('gameover', helpers.gameoverDetail(this.#session));
    }
    this.#ai.maybeMove();
  }

  #render() {
    this.#board?.requestDraw();
    if (this.#status !== 'ready' || !this.#session.game) return;
    const state = { settings: this.#settings, session: this.#session, computer: this.#aiSide, thinking: this.#ai.thinking };
    renderParts(this.#els, this.#t, helpers.partsState(this.#t, state));
  }

  #announce(text) {
    this.#els.live.textContent = text;
  }

  // ------------------------------------------------------------ events

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Throws unless a game is shown (`needGame`), or at least the engine is loaded. */
  #require(needGame = true) {
    const state = { status: this.#status, error: this.#error, game: this.#session.game, engine: engineStarted() };
    const problem = helpers.notReady(state, needGame);
    if (problem) throw new Error(problem);
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
  set position(text) { helpers.reflectAttribute(this, 'position', text); }
  set record(text) { helpers.reflectAttribute(this, 'record', text); }
  get ply() { return this.#session.shownPly; }
  set ply(value) {
    this.#require();
    this.#session.browseTo(helpers.readPly(value));
  }

  /**
   * Shows a position or a game record: text (told apart by its content) or
   * `{position}` / `{record}`. Throws when it cannot be read; the board is
   * unchanged then. Returns the `ready` event's detail.
   */
  load(input) {
    this.#require(false);
    const game = helpers.gameFromInput(Game, input, this.#settings.ruleset);
    this.#fromAttributes = false;
    this.#install(game);
    return helpers.readyDetail(this.#session, this.#aiSide);
  }

  /**
   * Plays a move ('f2-f4' or {from, to}) in the live game for the side to
   * move, whoever plays it. Returns the `move` event's detail; throws when
   * the move is malformed or illegal (the game is unchanged then).
   */
  play(move) {
    this.#require();
    const mv = helpers.readMove(move);
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
    this.#require();
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
    this.#require();
    const s = this.#session;
    const who = helpers.resignationFor(side, this.#aiSide, s, this.#t);
    this.#ai.cancel();
    this.#els.question.answer(false);
    try {
      s.resign(who);
    } catch (err) {
      this.#render();
      throw new Error(`resign: ${err?.message ?? err}`);
    }
    const detail = helpers.gameoverDetail(this.#session);
    this.#announce(this.#els.status.textContent);
    this.#emit('gameover', detail);
    return detail;
  }

  /**
   * A read-only link to this board's game (game-link.js): it opens the game
   * to watch in the hnef page at `base` (default: the page beside this file),
   * and works as this element's `record`. Throws before a game is shown, or
   * for a `base` that is not an http(s) address.
   */
  watchLink(base = helpers.DEFAULT_LINK_BASE) {
    this.#require();
    return watchLinkOf(Game, this.#session.game, helpers.linkBase(base));
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

if (globalThis.customElements && !customElements.get(helpers.TAG)) customElements.define(helpers.TAG, HnefBoard);
