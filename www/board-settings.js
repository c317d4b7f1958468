// The pure parts of <hnef-board> (no DOM): its attribute plumbing (the
// attributes it observes, their values read into plain settings, what a
// change asks of the board, properties reflected as attributes), which side
// the computer plays and which the visitor may move, moves as text, the
// resignation question's state and the words its parts show. Node tests
// and embed.js import these without loading the element.

import { RULESETS } from './pkg/hnef.js';
import { moveWords, outcomeText, resigningSide, statusText } from './game-words.js';
import { squareIndex, squareName } from './geometry.js';
import { decodeGameLink, gameFromLink, looksLikeLink } from './game-link.js';

/** Where watch links point by default: the hnef page beside these files (this module's folder). */
export const DEFAULT_LINK_BASE = String(import.meta.url).replace(/[^/]*$/, '');

/**
 * A watch link's base from what a caller gave: an http(s) address (a string
 * or URL) without its fragment. Throws an Error saying what is wrong.
 */
export function linkBase(base) {
  let url;
  try {
    url = new URL(typeof base === 'string' || base instanceof URL ? String(base) : '');
  } catch {
    throw new Error('watchLink: base must be an http(s) address, like https://example.org/hnef/');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('watchLink: base must be an http(s) address, like https://example.org/hnef/');
  url.hash = '';
  return url.href;
}
import { ATTACKERS, DEFENDERS, LEVELS, otherSide } from './state.js';

// The element's words are every board's (game-words.js); these two are part of its module's exports.
export { outcomeText, statusText } from './game-words.js';

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

/** The attributes readSettings reads (the iframe embed's query keys are the first ten). */
export const OBSERVED = Object.freeze([
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
  'sound',
  'confirm-moves',
]);

/** The element's observedAttributes: the settings and its language. */
export const ATTRIBUTES = Object.freeze([...OBSERVED, 'lang']);

/**
 * What a change of an attribute asks of a connected, ready board: 'load'
 * the game again, turn it to its 'orientation', settle who plays
 * ('players'), browse to the 'ply', drop a marked move ('selection'), or
 * (the rest) show its new look ('view'). `sound` is read at every move.
 */
export const EFFECTS = Object.freeze({
  position: 'load',
  record: 'load',
  ruleset: 'load',
  orientation: 'orientation',
  interactive: 'players',
  ai: 'players',
  ply: 'ply',
  'confirm-moves': 'selection',
  sound: 'none',
});

/** The effect of a change of attribute `name` (EFFECTS). */
export const attributeEffect = (name) => EFFECTS[name] ?? 'view';

/** readSettings of an element's attributes (`el`: anything with getAttribute). */
export function readAttributes(el) {
  return readSettings(Object.fromEntries(OBSERVED.map((name) => [name, el.getAttribute(name)])));
}

/** A property that sets an attribute: null or undefined removes it, anything else is set as text. */
export function reflectAttribute(el, name, value) {
  if (value === null || value === undefined) el.removeAttribute(name);
  else el.setAttribute(name, String(value));
}

/**
 * A property set on an element before its class was defined shadows the
 * class's accessor: take each of `names` off the instance and set it again
 * through the accessor.
 */
export function upgradeProperties(el, names) {
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(el, name)) continue;
    const value = el[name];
    delete el[name];
    el[name] = value;
  }
}

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
  // A switch: absent is `fallback`, a bare attribute is on.
  const onOff = (name, fallback) => {
    const v = get(name);
    if (v === null) return fallback;
    const t = v.trim().toLowerCase();
    if (['', 'on', 'true', 'yes', '1'].includes(t)) return true;
    if (['off', 'false', 'no', '0'].includes(t)) return false;
    problems.push(`${name}: expected on or off, got "${clip(v)}"`);
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
    sound: false,
    confirmMoves: false,
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
  settings.coordinates = onOff('coordinates', true);
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
  settings.sound = onOff('sound', false);
  settings.confirmMoves = onOff('confirm-moves', false);
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

/** `play()`'s move as {from, to} square names; throws for anything that is not a move. */
export function readMove(move) {
  const mv = normaliseMove(move);
  if (!mv) throw new Error(`play: not a move: ${clip(typeof move === 'string' ? move : JSON.stringify(move))}`);
  return mv;
}

/**
 * A key on a board, after its grid's own (arrows, Enter, Escape on a cell):
 * Escape drops the selection, ← → Home End browse (session.js). Returns
 * whether the key was used (so its default is prevented).
 */
export function boardKey(session, key) {
  if (key !== 'Escape') return session.browseBy(key);
  session.cancel();
  return false;
}

/** What the live region says after a move: the move in words, then the status line. */
export function moveAnnouncement(t, detail, status) {
  return [...moveWords(t, detail), status].join(' ');
}

/**
 * The side `resign(side)` resigns for in `session` (session.js), after
 * resigningFor; throws when the game is over (in `t`'s words).
 */
export function resignationFor(side, computer, session, t) {
  const who = resigningFor(side, computer, session.sideToMove);
  if (session.over) throw new Error(`resign: the game is over (${outcomeText(session.outcome, t)})`);
  return who;
}

/**
 * The side `resign(side)` resigns for: `side`, or without one the visitor's
 * side against the computer, else the side to move. Throws for a value that
 * is not a side.
 */
export function resigningFor(side, computer, sideToMove) {
  const who = side ?? resigningSide({ computer, sideToMove });
  if (who === ATTACKERS || who === DEFENDERS) return who;
  throw new Error(`resign: expected 'attackers' or 'defenders', got ${typeof who === 'string' ? `"${clip(who)}"` : typeof who}`);
}

/** The ruleset ids the engine knows, the default first. */
export const RULESET_IDS = Array.from(RULESETS ?? [], (r) => (typeof r === 'string' ? r : String(r?.id)));

/** Whether a visitor may play at all (a side named, or `ai` without `interactive="none"`). */
export function anyoneMayPlay(settings) {
  return settings.interactive !== 'none' && (settings.interactive !== null || settings.ai !== null);
}

/**
 * A Game from text of `kind` ('record', 'position' or 'auto': told apart by
 * its content); an empty text is a new game. Throws the engine's error.
 */
export function gameFromText(Game, text, kind = 'auto', ruleset = null) {
  const rules = ruleset ?? undefined;
  if (typeof text !== 'string') throw new Error('expected a position or record as text');
  if (text.length > TEXT_MAX) throw new Error(`longer than ${TEXT_MAX} characters`);
  if (text.trim() === '') return new Game(rules);
  // A game link (game-link.js: an address with `#game=`) holds its own ruleset.
  if (looksLikeLink(text)) return gameFromLink(Game, decodeGameLink(text));
  const asRecord = kind === 'record' || (kind === 'auto' && looksLikeRecord(text));
  return asRecord ? Game.fromRecord(text, rules) : Game.fromPosition(text.trim(), rules);
}

/**
 * The game the attributes describe (`problems`: what readSettings found
 * wrong): `{game}`, or `{error}`, what was wrong as text.
 */
export function gameFromSettings(Game, settings, problems = []) {
  if (problems.length) return { error: `hnef-board: ${problems.join('; ')}` };
  const what = settings.record !== null ? 'record' : 'position';
  try {
    return { game: gameFromText(Game, settings.record ?? settings.position ?? '', what, settings.ruleset) };
  } catch (err) {
    return { error: `hnef-board: the ${what} attribute could not be read: ${err?.message ?? err}` };
  }
}

/**
 * A Game from what `load()` was given: text (told apart by its content),
 * `{position}` or `{record}`. Throws what was wrong (the engine's error).
 */
export function gameFromInput(Game, input, ruleset = null) {
  if (input && typeof input === 'object') {
    if (typeof input.record === 'string') return gameFromText(Game, input.record, 'record', ruleset);
    if (typeof input.position === 'string') return gameFromText(Game, input.position, 'position', ruleset);
    throw new Error('load: expected text, {position} or {record}');
  }
  return gameFromText(Game, input ?? '', 'auto', ruleset);
}

/** The `ready` event's detail: the game `session` (session.js) shows, and the computer's side. */
export function readyDetail(session, computer) {
  const { game, shownPly: ply, plies, sideToMove, outcome } = session;
  return { ruleset: game.ruleset, position: session.position(), record: game.record(), ply, plies, sideToMove, ...outcome, computer };
}

/** The `gameover` event's detail. */
export function gameoverDetail(session) {
  const { status, reason, winner } = session.outcome;
  return { status, reason, winner, plies: session.plies, record: session.game.record() };
}

/**
 * The ply first shown: the `ply` setting, else the start of a record from
 * the attributes on a board nobody plays, else the end.
 */
export function initialPly(settings, plies, fromAttributes) {
  const ply = settings.ply;
  if (ply === 'last') return plies;
  if (typeof ply === 'number') return Math.min(ply, plies);
  const playable = settings.interactive !== null && settings.interactive !== 'none';
  return fromAttributes && settings.record !== null && !playable && !settings.ai ? 0 : plies;
}

/** A `ply` property's value: a whole number, else it throws what was wrong. */
export function readPly(value) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`ply: expected a whole number, got ${clip(value)}`);
  return n;
}

/**
 * Why a method cannot run now, or null: one that needs a game shown
 * (`needGame`) needs a `ready` board with a `game`; `load()` only the engine
 * (`engine`: it has started) and a board past 'loading'. `error`: the
 * message shown in the error state.
 */
export function notReady({ status, error, game, engine }, needGame = true) {
  const waiting = 'hnef-board is not ready yet (await element.ready)';
  if (!needGame) return status !== 'loading' && engine ? null : waiting;
  if (status === 'ready' && game) return null;
  return status === 'error' ? `hnef-board is in an error state: ${error}` : waiting;
}

/** Who hears a move's cues (sound.js moveCues): against the computer, the visitor. */
export function listener(computer) {
  return computer ? { mode: 'computer', humanSide: otherSide(computer) } : { mode: 'players', humanSide: null };
}

/**
 * The question of the Resign button (Resign, then Resign / Cancel) as
 * state: `ask(side)` opens it for that side (null: nothing to ask, it stays
 * shut) and says whether it opened; `answer(yes)` shuts it and returns the
 * side to resign for (null for Cancel); `asking` is the side asked about.
 */
export function createResignQuestion() {
  let asking = null;
  return {
    get asking() {
      return asking;
    },
    ask(side) {
      asking = side ?? null;
      return asking !== null;
    },
    answer(yes) {
      const side = asking;
      asking = null;
      return yes ? side : null;
    },
  };
}

/**
 * What the parts show of a ready board (hnef-board-parts.js renderParts):
 * the step bar at the shown ply, the status line in every board's words
 * (game-words.js), whether anyone plays, and the side a visitor would
 * resign for. `session`: session.js; `computer`: the computer's side or null.
 */
export function partsState(t, { settings, session: s, computer, thinking }) {
  const { shownPly: ply, plies, outcome } = s;
  return {
    ply,
    plies,
    status: statusText(t, { ply, plies, outcome, side: s.sideAt(ply), computer, thinking }),
    thinking,
    playable: anyoneMayPlay(settings),
    resigner: resigner(settings, computer, s),
  };
}

/**
 * The side a visitor would resign for now, or null (nobody plays, or the
 * game is over): against the computer the visitor's, else the side named by
 * `interactive`, else the side to move.
 */
export function resigner(settings, computer, { over, sideToMove }) {
  if (!anyoneMayPlay(settings) || over || !sideToMove) return null;
  return resigningSide({ computer, own: settings.interactive, sideToMove });
}
