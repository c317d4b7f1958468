// Type declarations of `hnef/board`: the <hnef-board> web component
// (EMBED.md next to this file describes it in full). Importing the module
// defines the element once per page.
//
//   import 'hnef/board';
//   const board = document.querySelector('hnef-board')!;
//   board.addEventListener('move', (e) => console.log(e.detail.notation));
//   await board.ready;
//   board.play('d1-d3');

import type { Outcome, Reason, Side, Status } from '../hnef.js';

export type { Outcome, Reason, Side, Status };

/** The computer's levels. */
export type Level = 'easy' | 'normal' | 'expert';
/** Who may move pieces on the board. */
export type Interactive = 'none' | 'both' | Side;
export type Orientation = 'attackers' | 'defenders' | 'flipped';
export type Theme = 'auto' | 'light' | 'dark';
/** The element's state: loading the engine, showing a game, or showing an error in place of the board. */
export type BoardStatus = 'loading' | 'ready' | 'error';
/** A result, with 'resignation' besides the engine's reasons. */
export type BoardReason = Reason | 'resignation';

/** The detail of `ready` (after each load) and what `load()` returns. */
export interface ReadyDetail {
  ruleset: string;
  position: string;
  record: string;
  /** The ply shown (0 = the start). */
  ply: number;
  plies: number;
  sideToMove: Side;
  status: Status;
  reason: BoardReason;
  winner: Side | null;
  /** The side the computer plays, or null. */
  computer: Side | null;
}

/** The detail of `move` and what `play()` returns. */
export interface MoveDetail {
  /** `'d1-d3'`. */
  move: string;
  /** The move as the record writes it, with captures: `'d1-d3xc3'`. */
  notation: string;
  captured: string[];
  side: Side;
  source: 'user' | 'ai' | 'api';
  /** Plies played after it. */
  ply: number;
  position: string;
  sideToMove: Side;
  status: Status;
  reason: BoardReason;
  winner: Side | null;
}

/** The detail of `gameover` and what `resign()` returns. */
export interface GameoverDetail {
  status: Status;
  reason: BoardReason;
  winner: Side | null;
  plies: number;
  record: string;
}

export interface HnefBoardEventMap extends HTMLElementEventMap {
  ready: CustomEvent<ReadyDetail>;
  move: CustomEvent<MoveDetail>;
  gameover: CustomEvent<GameoverDetail>;
  /** Not bubbling: an attribute could not be used (the message is shown in place of the board). */
  error: CustomEvent<{ message: string }> & ErrorEvent;
}

/**
 * The <hnef-board> element. Attributes: see EMBED.md; all may change after
 * connection. Besides the board's (position, record, ruleset, orientation,
 * interactive, ai, coordinates, size, theme, ply, lang): `sound` plays the
 * page's cues on every move (off by default), `confirm-moves` makes a tapped
 * move wait for a second tap on its target.
 */
export class HnefBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Settles with the `ready` detail once a game is shown (pending while in an error state). */
  readonly ready: Promise<ReadyDetail>;
  readonly status: BoardStatus;
  /** The message shown in place of the board, or null. */
  readonly error: string | null;
  /** The shown position as text; setting it sets the attribute. Null before ready. */
  get position(): string | null;
  set position(text: string | null);
  /** The whole game's record; setting it sets the attribute. Null before ready. */
  get record(): string | null;
  set record(text: string | null);
  readonly outcome: { status: Status; reason: BoardReason; winner: Side | null } | null;
  /** The moves played (`'g1-g3xe2'`). */
  readonly history: string[];
  readonly plies: number;
  /** The ply shown; setting it browses (a whole number; past the end is the live position). */
  ply: number;
  readonly sideToMove: Side | null;
  /** The 121 cells shown: 0 empty, 1 attacker, 2 defender, 3 king; index (rank-1)*11 + file. */
  readonly board: number[] | null;
  readonly flipped: boolean;
  readonly thinking: boolean;
  readonly computer: Side | null;
  /** The language of the element's words: its `lang` attribute (or the nearest around it) among the page's six. */
  readonly language: string;
  /** Board redraws so far (for tests). */
  readonly frames: number;

  /** Shows a position or game (text, or {position} / {record}); throws when it cannot be read (board unchanged). */
  load(input: string | { position: string } | { record: string }): ReadyDetail;
  /** Plays for the side to move, whoever plays it; throws when malformed or illegal (game unchanged). */
  play(move: string | { from: string; to: string }): MoveDetail;
  /** Takes back one ply (against the computer, back to the visitor's turn); returns how many. */
  undo(): number;
  /** `side` resigns: the other side wins. Throws when the game is over. */
  resign(side: Side): GameoverDetail;
  /**
   * A read-only link to the game (`#game=...`, version 1 of www/README.md
   * "Game links"): it opens the game to watch in the hnef page at `base`
   * (default: the page beside hnef-board.js) and works as a `record`.
   * Throws before a game is shown, or for a base that is not http(s).
   */
  watchLink(base?: string | URL): string;
  /** Turns the board round; returns whether it is now flipped. */
  flip(): boolean;
  /** Re-reads the --hnef-* colours after the page changed them. */
  refreshTheme(): void;
  /** A square's centre in viewport pixels, or null. */
  squareCentre(square: string): { x: number; y: number } | null;
  /** A square's centre in the canvas's backing-store pixels, or null. */
  pixelCentre(square: string): { x: number; y: number } | null;

  addEventListener<K extends keyof HnefBoardEventMap>(
    type: K,
    listener: (this: HnefBoard, ev: HnefBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof HnefBoardEventMap>(
    type: K,
    listener: (this: HnefBoard, ev: HnefBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The element's tag name, `'hnef-board'`. */
export const TAG: 'hnef-board';
/** Loads the engine once for every element on the page. */
export function loadEngine(): Promise<void>;

/** The settings read from attribute-like strings (null when absent). */
export interface BoardSettings {
  position: string | null;
  record: string | null;
  ruleset: string | null;
  orientation: Orientation;
  interactive: Interactive | null;
  ai: Level | null;
  coordinates: boolean;
  size: number | null;
  theme: Theme;
  ply: number | 'last' | null;
  /** The `sound` attribute: play the page's cues on every move (off by default). */
  sound: boolean;
  /** The `confirm-moves` attribute: a tapped move waits for a second tap on its target. */
  confirmMoves: boolean;
}
/** Reads attribute values into settings and lists what was wrong as text; never throws. */
export function readSettings(raw: Record<string, string | null | undefined>): { settings: BoardSettings; problems: string[] };
/** The side the computer plays for these settings and the side to move at load, or null. */
export function computerSide(settings: BoardSettings, sideToMoveAtLoad: Side): Side | null;
/** A move as {from, to} square names, or null when it is not one. */
export function normaliseMove(move: unknown): { from: string; to: string } | null;

declare global {
  interface HTMLElementTagNameMap {
    'hnef-board': HnefBoard;
  }
}
