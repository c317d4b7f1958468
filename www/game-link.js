// A whole game in a link (the URL fragment, so no server ever sees it): the
// codec for play by link and watch by link. Pure: no DOM, no engine import.
// encodeGameLink / decodeGameLink work on plain data (squares as indices);
// gameFromLink replays a decoded link through the engine's Game, which the
// caller hands in, so the rules stay the engine's (an illegal move in a link
// is found there). Format and version: www/README.md, "Game links".
//
// Every refusal is a LinkError with a stable `code` (LINK_ERRORS) and a
// `details` object; nothing else is ever thrown by decodeGameLink.

/** The format's version (the payload's first byte). */
export const LINK_VERSION = 1;
/** The fragment's key: `#game=<payload>`. */
export const LINK_KEY = 'game';
/** The longest text decodeGameLink reads (the whole link, address included). */
export const LINK_MAX = 8000;
/** The most plies a link holds. */
export const MAX_PLIES = 3000;
/** The longest name, in UTF-8 bytes (a profile name is at most 24 characters). */
export const NAME_MAX_BYTES = 96;
/** Rulesets by their number in a link (a link never spells the id). */
export const LINK_RULESETS = Object.freeze(['copenhagen-hnefatafl-11x11-2025-v1', 'viking-chess-classic-11x11']);
export const KINDS = Object.freeze(['play', 'watch']);
const SIDES = ['attackers', 'defenders'];
const CELLS = 121;
const ID_BYTES = 8;

/** The codes a LinkError carries. */
export const LINK_ERRORS = Object.freeze([
  'not_a_link', // no `game=` payload, or characters outside base64url
  'too_long', // longer than LINK_MAX
  'truncated', // the payload ends before its fields do
  'tampered', // the checksum does not match, or bytes after it
  'unknown_version', // a version this page does not read
  'unknown_ruleset', // a ruleset number this page does not know
  'malformed', // a field out of range (a square, a name, a state)
  'illegal_move', // gameFromLink: the engine refuses a move (details.ply, details.move)
  'bad_data', // encodeGameLink was given something it cannot write
]);

export class LinkError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'LinkError';
    this.code = code;
    this.details = details;
  }
}

const fail = (code, message, details) => {
  throw new LinkError(code, message, details);
};

// ------------------------------------------------------------ bytes

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

function toBase64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text) {
  if (text.length % 4 === 1) fail('truncated', 'the link was cut short (an incomplete character group)');
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const c of text) {
    const v = B64_INDEX.get(c);
    if (v === undefined) fail('not_a_link', `the link holds a character a link never has: ${JSON.stringify(c)}`, { char: c });
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (acc >> bits) & 0xff;
    }
  }
  return bytes;
}

/** FNV-1a, 32 bits, over `bytes`. */
function fnv1a(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}

class Writer {
  constructor() {
    this.bytes = [];
    this.acc = 0;
    this.bits = 0;
  }
  byte(b) {
    this.bytes.push(b & 0xff);
  }
  bitsOf(value, n) {
    for (let k = n - 1; k >= 0; k--) {
      this.acc = (this.acc << 1) | ((value >> k) & 1);
      if (++this.bits === 8) {
        this.byte(this.acc);
        this.acc = 0;
        this.bits = 0;
      }
    }
  }
  flush() {
    if (this.bits) this.byte(this.acc << (8 - this.bits));
    this.acc = 0;
    this.bits = 0;
  }
}

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0;
    this.acc = 0;
    this.bits = 0;
  }
  byte(what) {
    if (this.at >= this.bytes.length) fail('truncated', `the link was cut short (it ends in ${what})`, { field: what });
    return this.bytes[this.at++];
  }
  bitsOf(n, what) {
    let v = 0;
    for (let k = 0; k < n; k++) {
      if (this.bits === 0) {
        this.acc = this.byte(what);
        this.bits = 8;
      }
      this.bits -= 1;
      v = (v << 1) | ((this.acc >> this.bits) & 1);
    }
    return v;
  }
  align() {
    this.bits = 0;
  }
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function checkName(name, which) {
  if (name === null || name === undefined || name === '') return '';
  if (typeof name !== 'string') fail('bad_data', `${which} name must be text`);
  const clean = name.trim();
  if (CONTROL.test(clean)) fail('bad_data', `${which} name holds a control character`);
  if (encoder.encode(clean).length > NAME_MAX_BYTES) fail('bad_data', `${which} name is longer than ${NAME_MAX_BYTES} bytes`);
  return clean;
}

// ------------------------------------------------------------ the format

const sideBits = (side, what) => {
  if (side === null || side === undefined) return 0;
  const i = SIDES.indexOf(side);
  if (i < 0) fail('bad_data', `${what} must be 'attackers', 'defenders' or null`);
  return i + 1;
};

/**
 * The link text for a game. `game`: {
 *   kind: 'play' | 'watch', ruleset (an id of LINK_RULESETS), id (16 hex digits),
 *   names: {attackers, defenders} (optional, each at most NAME_MAX_BYTES),
 *   start: null for the start position, or {cells: 121 numbers 0 empty 1 attacker
 *          2 defender 3 king (geometry.js order), sideToMove},
 *   moves: [{from, to}] square indices 0-120 (geometry.js),
 *   sender: the side that made the link,
 *   drawOffer: null or the side whose draw offer stands,
 *   declined: whether a draw offer was just declined,
 *   end: null, {resigned: side} or {draw: true} (agreed) }.
 * `base`: the address before the fragment ('' gives just `#game=...`).
 * Throws a LinkError 'bad_data' for anything it cannot write, 'too_long' for
 * a link longer than LINK_MAX.
 */
export function encodeGameLink(game, base = '') {
  if (!game || typeof game !== 'object') fail('bad_data', 'expected a game object');
  const kind = KINDS.indexOf(game.kind ?? 'play');
  if (kind < 0) fail('bad_data', `kind must be one of ${KINDS.join(', ')}`);
  const ruleset = LINK_RULESETS.indexOf(game.ruleset ?? LINK_RULESETS[0]);
  if (ruleset < 0) fail('unknown_ruleset', `a link cannot hold the ruleset ${String(game.ruleset)}`, { ruleset: String(game.ruleset) });
  if (typeof game.id !== 'string' || !/^[0-9a-f]{16}$/.test(game.id)) fail('bad_data', 'id must be 16 lower-case hex digits');
  const moves = game.moves ?? [];
  if (!Array.isArray(moves) || moves.length > MAX_PLIES) fail('bad_data', `moves must be a list of at most ${MAX_PLIES}`);
  const start = game.start ?? null;
  if (start !== null && (!start.cells || start.cells.length !== CELLS || !SIDES.includes(start.sideToMove))) {
    fail('bad_data', 'start must be {cells: 121 cells, sideToMove}');
  }
  const names = [checkName(game.names?.attackers, 'the attackers’'), checkName(game.names?.defenders, 'the defenders’')];
  const sender = SIDES.indexOf(game.sender ?? 'attackers');
  if (sender < 0) fail('bad_data', "sender must be 'attackers' or 'defenders'");
  const offer = sideBits(game.drawOffer, 'drawOffer');
  let end = 0;
  if (game.end?.resigned) end = sideBits(game.end.resigned, 'end.resigned');
  else if (game.end?.draw === true) end = 3;
  else if (game.end !== null && game.end !== undefined) fail('bad_data', 'end must be null, {resigned: side} or {draw: true}');
  const firstMover = start ? SIDES.indexOf(start.sideToMove) : 0;
  const toMove = (firstMover + moves.length) % 2;

  const w = new Writer();
  w.byte(LINK_VERSION);
  // flags: kind (2 bits), ruleset (3 bits), a set-up start (1 bit), the side to move (1 bit), reserved (1 bit)
  w.byte((kind << 6) | (ruleset << 3) | ((start ? 1 : 0) << 2) | (toMove << 1));
  // state: draw offer (2 bits), end (2 bits), declined (1 bit), sender (1 bit), reserved (2 bits)
  w.byte((offer << 6) | (end << 4) | ((game.declined ? 1 : 0) << 3) | (sender << 2));
  for (let i = 0; i < ID_BYTES; i++) w.byte(parseInt(game.id.slice(2 * i, 2 * i + 2), 16));
  for (const name of names) {
    const bytes = encoder.encode(name);
    w.byte(bytes.length);
    bytes.forEach((b) => w.byte(b));
  }
  if (start) {
    for (let i = 0; i < CELLS; i++) {
      const cell = start.cells[i];
      if (![0, 1, 2, 3].includes(cell)) fail('bad_data', `start cell ${i} must be 0-3`);
      w.bitsOf(cell, 2);
    }
    w.flush();
  }
  w.byte(moves.length >> 8);
  w.byte(moves.length);
  moves.forEach((m, i) => {
    if (!m || !Number.isInteger(m.from) || !Number.isInteger(m.to) || m.from < 0 || m.to < 0 || m.from >= CELLS || m.to >= CELLS) {
      fail('bad_data', `move ${i + 1} must be {from, to} square indices 0-120`);
    }
    w.bitsOf(m.from, 7);
    w.bitsOf(m.to, 7);
  });
  w.flush();
  const sum = fnv1a(w.bytes);
  for (let k = 3; k >= 0; k--) w.byte(sum >>> (8 * k));
  const text = `${base}#${LINK_KEY}=${toBase64url(w.bytes)}`;
  // Never a link the decoder would refuse.
  if (text.length > LINK_MAX) fail('too_long', `the link would be longer than ${LINK_MAX} characters`, { length: text.length, max: LINK_MAX });
  return text;
}

/** The payload of a link text (a whole address, `#game=...`, or `game=...`), or null. */
export function linkPayload(text) {
  if (typeof text !== 'string') return null;
  const m = /(?:^|[#&?])game=([^&#\s]*)\s*$/.exec(text.trim());
  return m ? m[1] : null;
}

/** Whether `text` looks like a game link (not checked further). */
export function looksLikeLink(text) {
  return typeof text === 'string' && text.length <= LINK_MAX && linkPayload(text) !== null;
}

/**
 * The game a link text holds, as the object encodeGameLink takes (plus
 * `sideToMove` after the moves, `version` and `length`, the text's length).
 * Throws a LinkError (and nothing else) for anything it cannot read.
 */
export function decodeGameLink(text) {
  try {
    return decode(text);
  } catch (err) {
    if (err instanceof LinkError) throw err;
    throw new LinkError('malformed', `the link could not be read: ${err?.message ?? err}`);
  }
}

function decode(text) {
  if (typeof text !== 'string') fail('not_a_link', 'a link is text');
  if (text.length > LINK_MAX) fail('too_long', `the link is longer than ${LINK_MAX} characters`, { length: text.length, max: LINK_MAX });
  const payload = linkPayload(text);
  if (payload === null) fail('not_a_link', `this is not a game link (no "#${LINK_KEY}=")`);
  if (payload === '') fail('truncated', 'the link is empty after "#game="');
  const bytes = fromBase64url(payload);
  const r = new Reader(bytes);
  const version = r.byte('the version');
  if (version !== LINK_VERSION) fail('unknown_version', `the link is of version ${version}; this page reads version ${LINK_VERSION}`, { version });
  // The structure is read to its end first (a cut link is 'truncated', a changed one 'tampered');
  // a field out of range is remembered and named after the checksum.
  let problem = null;
  const bad = (...args) => {
    problem ??= args;
  };
  const flags = r.byte('the flags');
  const state = r.byte('the state');
  const kind = KINDS[flags >> 6];
  if (!kind) bad('malformed', 'the link’s kind is unknown');
  const ruleset = LINK_RULESETS[(flags >> 3) & 7];
  if (!ruleset) bad('unknown_ruleset', `the link’s ruleset (number ${(flags >> 3) & 7}) is unknown to this page`, { ruleset: (flags >> 3) & 7 });
  const setup = (flags >> 2) & 1;
  const toMove = (flags >> 1) & 1;
  if (flags & 1 || state & 3) bad('malformed', 'the link sets reserved bits');
  const offer = state >> 6;
  const end = (state >> 4) & 3;
  const declined = Boolean((state >> 3) & 1);
  const sender = SIDES[(state >> 2) & 1];
  if (offer === 3) bad('malformed', 'the link’s draw offer is neither side');
  let id = '';
  for (let i = 0; i < ID_BYTES; i++) id += r.byte('the game id').toString(16).padStart(2, '0');
  const names = {};
  for (const side of SIDES) {
    const n = r.byte('a name');
    if (n > NAME_MAX_BYTES) bad('malformed', `a name is longer than ${NAME_MAX_BYTES} bytes`);
    const raw = new Uint8Array(n);
    for (let i = 0; i < n; i++) raw[i] = r.byte('a name');
    let name;
    try {
      name = strictDecoder.decode(raw);
    } catch {
      name = '';
      bad('malformed', 'a name is not UTF-8 text');
    }
    if (CONTROL.test(name) || name !== name.trim()) bad('malformed', 'a name holds control characters or spaces at its ends');
    names[side] = name;
  }
  let start = null;
  if (setup) {
    const cells = [];
    for (let i = 0; i < CELLS; i++) cells.push(r.bitsOf(2, 'the start position'));
    r.align();
    start = { cells, sideToMove: null };
  }
  const plies = (r.byte('the number of moves') << 8) | r.byte('the number of moves');
  if (plies > MAX_PLIES) bad('malformed', `the link holds ${plies} moves (at most ${MAX_PLIES})`);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const from = r.bitsOf(7, 'the moves');
    const to = r.bitsOf(7, 'the moves');
    if (from >= CELLS || to >= CELLS) bad('malformed', `move ${i + 1} names a square off the board`, { ply: i + 1 });
    moves.push({ from, to });
  }
  r.align();
  const bodyEnd = r.at;
  let sum = 0;
  for (let k = 0; k < 4; k++) sum = (sum << 8) | r.byte('the checksum');
  if (r.at !== bytes.length) fail('tampered', 'the link has bytes after its end');
  if (sum >>> 0 !== fnv1a(bytes.subarray(0, bodyEnd))) fail('tampered', 'the link was changed (its checksum does not match)');
  // Fields out of range are named once the checksum says the link is as it was made.
  if (problem) fail(...problem);
  // Whose turn: written, and checked against the moves.
  const firstMover = setup ? (toMove + plies) % 2 : 0;
  if (!setup && plies % 2 !== toMove) fail('malformed', 'the side to move does not follow from the moves');
  if (start) start.sideToMove = SIDES[firstMover];
  return {
    version,
    kind,
    ruleset,
    id,
    names,
    start,
    moves,
    sideToMove: SIDES[toMove],
    sender,
    drawOffer: offer ? SIDES[offer - 1] : null,
    declined,
    end: end === 3 ? { draw: true } : end ? { resigned: SIDES[end - 1] } : null,
    length: text.length,
  };
}

// ------------------------------------------------------------ the engine's side

const PIECES = ['', 'a', 'd', 'k'];

/** A position text (Game.fromPosition's) of 121 cells (index = (rank-1)*11 + file) and the side to move. */
export function positionText(cells, sideToMove) {
  const ranks = [];
  for (let rank = 10; rank >= 0; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < 11; file++) {
      const piece = PIECES[cells[rank * 11 + file]];
      if (piece) {
        if (run) row += run;
        run = 0;
        row += piece;
      } else run += 1;
    }
    if (run) row += run;
    ranks.push(row);
  }
  return `${ranks.join('/')} ${sideToMove === 'defenders' ? 'd' : 'a'}`;
}

const squareText = (i) => `${'abcdefghijk'[i % 11]}${Math.floor(i / 11) + 1}`;
const squareNumber = (s) => (s.charCodeAt(0) - 97) + (parseInt(s.slice(1), 10) - 1) * 11;

/**
 * A Game (the engine's class `Game`, handed in) replayed from a decoded link:
 * the start, every move, then the draw offer and the end. Throws a LinkError
 * 'illegal_move' ({ply, move, reason: the engine's code}) or 'malformed'.
 */
export function gameFromLink(Game, link) {
  let game;
  try {
    game = link.start ? Game.fromPosition(positionText(link.start.cells, link.start.sideToMove), link.ruleset) : new Game(link.ruleset);
  } catch (err) {
    fail('malformed', `the link’s start position cannot occur: ${err?.message ?? err}`, { reason: err?.code ?? null });
  }
  link.moves.forEach(({ from, to }, i) => {
    const move = `${squareText(from)}-${squareText(to)}`;
    try {
      game.applyMove(squareText(from), squareText(to));
    } catch (err) {
      game.free?.();
      fail('illegal_move', `move ${i + 1} of the link, ${move}, is not legal here: ${err?.message ?? err}`, { ply: i + 1, move, reason: err?.code ?? null });
    }
  });
  try {
    if (link.drawOffer && !link.end) game.offerDraw(link.drawOffer);
    if (link.end?.resigned) game.resign(link.end.resigned);
    if (link.end?.draw) {
      const offerer = link.drawOffer ?? link.sender;
      game.offerDraw(offerer);
      game.acceptDraw(offerer === 'attackers' ? 'defenders' : 'attackers');
    }
  } catch (err) {
    game.free?.();
    fail('malformed', `the link’s draw offer or end cannot be: ${err?.message ?? err}`, { reason: err?.code ?? null });
  }
  return game;
}

/**
 * A watch link (read-only) for `game`, an engine Game (`Game`: the engine's
 * class): its moves from its start (a set-up start included), and a
 * resignation or an agreed draw that ended it; a fresh id. `base`: the
 * address before the fragment. The game is not changed. Throws a LinkError
 * ('bad_data' for what is not a game; as encodeGameLink otherwise, e.g.
 * 'too_long'). The page's "Link to watch this game", `<hnef-board>`'s
 * `watchLink()` and the iframe embed's `link` command make their links here.
 */
export function watchLinkOf(Game, game, base = '') {
  let copy = null;
  let fresh = null;
  try {
    let record;
    let outcome;
    let ruleset;
    try {
      record = game.record();
      outcome = game.outcome();
      ruleset = game.ruleset;
    } catch {
      fail('bad_data', 'expected a game of the engine');
    }
    if (typeof record !== 'string') fail('bad_data', 'expected a game of the engine');
    copy = Game.fromRecord(record);
    const history = copy.history();
    while (copy.undo());
    fresh = new Game(copy.ruleset);
    const start = copy.position() !== fresh.position() ? { cells: Array.from(copy.board()), sideToMove: copy.sideToMove() } : null;
    const loser = outcome?.winner === 'attackers' ? 'defenders' : 'attackers';
    const end = outcome?.reason === 'resignation' ? { resigned: loser } : outcome?.reason === 'agreement' ? { draw: true } : null;
    return encodeGameLink(
      { kind: 'watch', ruleset, id: newLinkId(), moves: movesOf(history), start, sender: 'attackers', drawOffer: end?.draw ? 'attackers' : null, end },
      base,
    );
  } finally {
    copy?.free?.();
    fresh?.free?.();
  }
}

/**
 * The moves of a game (the engine's `history()`: 'g1-g3xe2') as {from, to} indices.
 */
export function movesOf(history) {
  return Array.from(history, (text) => {
    const m = /^([a-k](?:1[01]|[1-9]))-([a-k](?:1[01]|[1-9]))/.exec(text);
    if (!m) fail('bad_data', `not a move: ${String(text).slice(0, 40)}`);
    return { from: squareNumber(m[1]), to: squareNumber(m[2]) };
  });
}

/** A random game id: 16 hex digits (crypto.getRandomValues). */
export function newLinkId() {
  const bytes = new Uint8Array(ID_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The text for a link's history, as the engine writes moves ('d1-d3'), for comparing histories. */
export function movesKey(moves) {
  return moves.map((m) => `${squareText(m.from)}-${squareText(m.to)}`).join(' ');
}
