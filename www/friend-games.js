// "My games by link": the correspondence games this device keeps, in
// localStorage['hnef.links'] (versioned as the page's own data). Pure data
// and a backend handed in (no DOM): Node tests run it on a Map.
//
// Each game is kept as its last link (the link holds the whole game) plus
// what only this device knows: its side, when it changed, whether it is
// archived, and the links of other histories under the same id (conflicts).
// A link is taken in by `receive`: a newer history replaces the kept one, an
// older one changes nothing (stale), a history that is neither (the two
// parted at some ply) is kept beside it as a conflict, never merged or lost.

import { decodeGameLink, movesKey } from './game-link.js';

export const LINKS_KEY = 'hnef.links';
export const LINKS_VERSION = 1;
/** Most games kept (the oldest archived go first). */
export const LINKS_MAX = 200;
const ASIDE_PREFIX = 'hnef.aside.';
const SIDES = ['attackers', 'defenders'];

/** How far a link's game has gone: moves, then an end (a draw offer counts as a step too). */
function progress(link) {
  return link.moves.length * 4 + (link.end ? 3 : link.drawOffer ? 1 : link.declined ? 1 : 0);
}

/**
 * How `incoming` (a decoded link) stands to `kept` (one of the same id):
 * 'same', 'newer', 'stale' (older: a prefix of the kept history) or 'conflict'.
 */
export function compareLinks(kept, incoming) {
  const a = movesKey(kept.moves);
  const b = movesKey(incoming.moves);
  const keptPrefix = b === a || b.startsWith(`${a} `) || a === '';
  const incomingPrefix = a === b || a.startsWith(`${b} `) || b === '';
  if (a === b) {
    const [pk, pi] = [progress(kept), progress(incoming)];
    if (pk === pi) {
      const sameEnd = JSON.stringify([kept.end, kept.drawOffer]) === JSON.stringify([incoming.end, incoming.drawOffer]);
      return sameEnd ? 'same' : 'conflict';
    }
    if (kept.end && incoming.end) return 'conflict';
    return pi > pk ? 'newer' : 'stale';
  }
  if (kept.end && keptPrefix) return 'conflict'; // moves after a kept end
  if (keptPrefix) return 'newer';
  if (incomingPrefix) return 'stale';
  return 'conflict';
}

function readJson(raw) {
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { error: true };
  }
}

/** A kept game read from stored data, or null when it cannot be used. */
function readGame(raw) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { link, mySide, updated, archived, conflicts } = raw;
  if (typeof link !== 'string' || !SIDES.includes(mySide)) return null;
  let decoded;
  try {
    decoded = decodeGameLink(link);
  } catch {
    return null;
  }
  const others = Array.isArray(conflicts) ? conflicts.filter((c) => typeof c === 'string').slice(0, 8) : [];
  return {
    id: decoded.id,
    mySide,
    link,
    updated: typeof updated === 'number' && Number.isFinite(updated) ? updated : 0,
    archived: archived === true,
    conflicts: others.filter((c) => {
      try {
        return decodeGameLink(c).id === decoded.id;
      } catch {
        return false;
      }
    }),
  };
}

/**
 * The store of games by link over `backend` (localStorage or anything with
 * getItem/setItem/removeItem). Whatever is stored, it starts: a value it
 * cannot use is copied to `hnef.aside.<time>` and the list starts empty
 * (`asideKey` says where it went); a single game it cannot read is dropped.
 */
export function createLinkGames(backend, { now = () => Date.now() } = {}) {
  let games = [];
  let asideKey = null;
  const get = (key) => {
    try {
      return backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const raw = get(LINKS_KEY);
  if (raw !== null) {
    const { value, error } = readJson(raw);
    const ok = !error && value && typeof value === 'object' && value.version === LINKS_VERSION && Array.isArray(value.games);
    if (ok) games = value.games.slice(0, LINKS_MAX).map(readGame).filter(Boolean);
    else {
      asideKey = `${ASIDE_PREFIX}${now()}`;
      try {
        backend.setItem(asideKey, raw);
        backend.removeItem(LINKS_KEY);
      } catch {
        asideKey = null;
      }
    }
  }
  // One game per id (a hand-edited store could repeat one).
  games = games.filter((g, i) => games.findIndex((o) => o.id === g.id) === i);

  function save() {
    try {
      backend?.setItem(LINKS_KEY, JSON.stringify({ version: LINKS_VERSION, games }));
      return true;
    } catch {
      return false;
    }
  }

  const find = (id) => games.find((g) => g.id === id) ?? null;

  return {
    asideKey,
    /** The games, newest first (archived ones only with `archived: true`). */
    list({ archived = false } = {}) {
      return games.filter((g) => g.archived === archived).sort((a, b) => b.updated - a.updated);
    },
    find,
    /**
     * Takes in a link text (already known to decode) for `mySide` (used for a
     * game not kept yet). Returns {status: 'new'|'same'|'newer'|'stale'|'conflict', game}.
     * Nothing changes for 'same' and 'stale'.
     */
    receive(text, mySide) {
      const incoming = decodeGameLink(text);
      const kept = find(incoming.id);
      if (!kept) {
        const game = { id: incoming.id, mySide, link: text, updated: now(), archived: false, conflicts: [] };
        games.push(game);
        if (games.length > LINKS_MAX) games.splice(games.indexOf(this.list({ archived: true }).at(-1) ?? games[0]), 1);
        save();
        return { status: 'new', game };
      }
      const status = compareLinks(decodeGameLink(kept.link), incoming);
      if (status === 'newer') Object.assign(kept, { link: text, updated: now(), archived: false });
      if (status === 'conflict') {
        const known = kept.conflicts.some((c) => movesKey(decodeGameLink(c).moves) === movesKey(incoming.moves));
        if (!known) kept.conflicts.push(text);
        kept.updated = now();
      }
      if (status === 'newer' || status === 'conflict') save();
      return { status, game: kept };
    },
    /** The link this device just made for its game (its own move). */
    update(text, mySide) {
      const incoming = decodeGameLink(text);
      const kept = find(incoming.id);
      if (kept) Object.assign(kept, { link: text, updated: now(), archived: false, mySide });
      else games.push({ id: incoming.id, mySide, link: text, updated: now(), archived: false, conflicts: [] });
      return save();
    },
    /** Keeps the conflicting history `index` as the game (the other goes to the conflicts). */
    choose(id, index) {
      const kept = find(id);
      if (!kept || !kept.conflicts[index]) return false;
      const other = kept.conflicts[index];
      kept.conflicts[index] = kept.link;
      kept.link = other;
      kept.updated = now();
      return save();
    },
    archive(id, archived = true) {
      const kept = find(id);
      if (!kept) return false;
      kept.archived = archived;
      return save();
    },
  };
}
