// Versioned persistence in localStorage. The page reads two keys: its data
// under `hnef.state` as `{version, settings, game, profiles, activeProfile}`,
// and the language choice under `hnef.lang` (shared with the rules page).
// A value that cannot be used (bad JSON, another version, wrong shapes,
// objects that cannot even be turned into text, a language we do not have) is
// copied aside under `hnef.aside.<time>` before the page starts afresh, so
// nothing is lost and nothing crashes. No DOM; the backend is passed in (Node
// tests use a fake).

import { ATTACKERS, DEFENDERS, LEVELS, MODES } from './state.js';
import { sanitizeProfile } from './profiles.js';
import { LANGS, STORAGE_KEY as LANG_KEY } from './rules/core.js';
import { BOARDS, PIECES, THEMES } from './theme.js';
import { isControl, sanitizeClock } from './clock.js';

export const STORAGE_KEY = 'hnef.state';
export { LANG_KEY };
export const ASIDE_PREFIX = 'hnef.aside.';
export const VERSION = 1;
/** Aside copies kept; older ones are removed. */
export const ASIDE_KEEP = 3;
/** Longest record text kept (a long game is about 4 kB). */
export const RECORD_MAX = 200_000;
export const PROFILES_MAX = 50;

/** Settings of a new page. */
export function defaultSettings() {
  return {
    mode: 'computer',
    humanSide: DEFENDERS,
    level: 'easy',
    ruleset: null,
    flipped: false,
    coordinates: true,
    hints: true,
    sound: true,
    confirmMoves: false,
    theme: 'auto',
    board: BOARDS[0],
    pieces: PIECES[0],
    timeControl: 'none',
    autoFlip: false,
  };
}

export function defaultData() {
  return { version: VERSION, settings: defaultSettings(), game: null, profiles: [], activeProfile: null };
}

const isSide = (v) => v === ATTACKERS || v === DEFENDERS;
const isId = (v) => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A short description of any JSON value for a problem list. Never calls the
 * value's own `toString` (stored data may say `{"toString": 1}`).
 */
export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 20));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return `${value}`;
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function sanitizeSettings(raw, problems) {
  const out = defaultSettings();
  if (raw === undefined) return out;
  if (!isObject(raw)) {
    problems.push('settings');
    return out;
  }
  const take = (key, ok) => {
    if (raw[key] === undefined) return;
    if (ok(raw[key])) out[key] = raw[key];
    else problems.push(`settings.${key}`);
  };
  take('mode', (v) => MODES.includes(v));
  take('humanSide', isSide);
  take('level', (v) => LEVELS.includes(v));
  take('ruleset', (v) => v === null || (typeof v === 'string' && v.length <= 100));
  take('flipped', (v) => typeof v === 'boolean');
  take('coordinates', (v) => typeof v === 'boolean');
  take('hints', (v) => typeof v === 'boolean');
  take('sound', (v) => typeof v === 'boolean');
  take('confirmMoves', (v) => typeof v === 'boolean');
  take('theme', (v) => THEMES.includes(v));
  take('board', (v) => BOARDS.includes(v));
  take('pieces', (v) => PIECES.includes(v));
  take('timeControl', isControl);
  take('autoFlip', (v) => typeof v === 'boolean');
  return out;
}

/**
 * The saved game `{id, record, mode, humanSide, level, scored, clock?}`
 * (`clock`: the two players' clock, clock.js, null or absent without one;
 * one that cannot be read is dropped and the game kept). The record
 * carries the result, a resignation included. Saves of older pages kept a
 * resignation beside the record as `resigned: side|null`; such a side comes
 * back as `resigned` for the page to hand to the engine once.
 */
function sanitizeGame(raw, problems) {
  if (raw === null || raw === undefined) return null;
  const ok =
    isObject(raw) &&
    isId(raw.id) &&
    typeof raw.record === 'string' &&
    raw.record.length <= RECORD_MAX &&
    MODES.includes(raw.mode) &&
    isSide(raw.humanSide) &&
    LEVELS.includes(raw.level) &&
    (raw.resigned === undefined || raw.resigned === null || isSide(raw.resigned)) &&
    typeof raw.scored === 'boolean';
  if (!ok) {
    problems.push('game');
    return null;
  }
  const { id, record, mode, humanSide, level, scored } = raw;
  const game = { id, record, mode, humanSide, level, scored };
  if (isSide(raw.resigned)) game.resigned = raw.resigned;
  if (raw.hinted === true) game.hinted = true; // a hint was taken: no points (hints.js)
  // The two players' clock (clock.js); saves without one have no clock.
  if (raw.clock !== undefined && raw.clock !== null) {
    game.clock = sanitizeClock(raw.clock);
    if (game.clock === null) problems.push('game.clock');
  }
  return game;
}

/**
 * Whether every count a stored profile states (points, wins and losses by
 * level and side) made it into the sanitized profile; missing ones are fine
 * (they start at 0), unusable ones (1e309, -1, text) are not.
 */
function tallyKept(raw, profile) {
  if (raw.points !== undefined && raw.points !== profile.points) return false;
  for (const key of ['wins', 'losses']) {
    const table = raw[key];
    if (table === undefined) continue;
    if (!isObject(table)) return false;
    for (const level of LEVELS) {
      const row = table[level];
      if (row === undefined) continue;
      if (!isObject(row)) return false;
      for (const side of [ATTACKERS, DEFENDERS]) {
        if (row[side] !== undefined && row[side] !== profile[key][level][side]) return false;
      }
    }
  }
  return true;
}

/**
 * Checks data read from storage. Returns `{data, problems}`: the usable data
 * (defaults where a part was unusable) and the names of the parts dropped.
 */
export function sanitize(raw) {
  const problems = [];
  if (!isObject(raw)) {
    return { data: defaultData(), problems: ['not an object'] };
  }
  if (raw.version !== VERSION) {
    return { data: defaultData(), problems: [`version ${describe(raw.version)}`] };
  }
  const data = defaultData();
  data.settings = sanitizeSettings(raw.settings, problems);
  data.game = sanitizeGame(raw.game, problems);
  if (raw.profiles !== undefined) {
    if (Array.isArray(raw.profiles)) {
      const seen = new Set();
      if (raw.profiles.length > PROFILES_MAX) problems.push('profiles beyond the limit');
      for (const p of raw.profiles.slice(0, PROFILES_MAX)) {
        // sanitizeProfile turns a name into text: only a string may get there.
        const profile = isObject(p) && typeof p.name === 'string' ? sanitizeProfile(p) : null;
        if (profile && !seen.has(profile.id)) {
          if (!tallyKept(p, profile)) problems.push('profile counts');
          seen.add(profile.id);
          data.profiles.push(profile);
        } else {
          problems.push('profile');
        }
      }
    } else {
      problems.push('profiles');
    }
  }
  if (isId(raw.activeProfile) && data.profiles.some((p) => p.id === raw.activeProfile)) {
    data.activeProfile = raw.activeProfile;
  } else if (raw.activeProfile !== null && raw.activeProfile !== undefined) {
    problems.push('activeProfile');
  }
  return { data, problems };
}

/**
 * A store over a Storage-like backend (getItem/setItem/removeItem/key/length).
 * Any backend error (storage disabled, quota) is caught: the page then simply
 * does not persist.
 */
export function createStore(backend, { now = () => Date.now() } = {}) {
  /** The time in an aside key; keys we did not write count as the oldest. */
  const asideTime = (key) => {
    const n = Number(key.slice(ASIDE_PREFIX.length));
    return Number.isFinite(n) ? n : -Infinity;
  };

  function setAside(raw) {
    try {
      // Two values set aside in the same millisecond get different keys.
      let time = now();
      while (backend.getItem(`${ASIDE_PREFIX}${time}`) !== null) time += 1;
      const key = `${ASIDE_PREFIX}${time}`;
      backend.setItem(key, raw);
      const keys = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (typeof k === 'string' && k.startsWith(ASIDE_PREFIX)) keys.push(k);
      }
      keys.sort((a, b) => asideTime(a) - asideTime(b) || (a < b ? -1 : a > b ? 1 : 0));
      for (const old of keys.slice(0, Math.max(0, keys.length - ASIDE_KEEP))) {
        if (old !== key) backend.removeItem(old);
      }
      return key;
    } catch {
      return null;
    }
  }

  /** Reads a key; null when absent or when the backend refuses. */
  function read(key) {
    try {
      const value = backend?.getItem(key) ?? null;
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  return {
    /**
     * Reads the saved data. Returns `{data, recovered, asideKey}`: `recovered`
     * is true when something unreadable was found and copied to `asideKey`.
     */
    load() {
      const raw = read(STORAGE_KEY);
      if (raw === null) return { data: defaultData(), recovered: false, asideKey: null };
      let result;
      try {
        result = sanitize(JSON.parse(raw));
      } catch (err) {
        // Bad JSON, or a shape sanitize did not foresee: nothing of it is used.
        const problem = err instanceof SyntaxError ? 'json' : 'unreadable';
        result = { data: defaultData(), problems: [problem] };
      }
      const { data, problems } = result;
      if (problems.length === 0) return { data, recovered: false, asideKey: null };
      return { data, recovered: true, asideKey: setAside(raw), problems };
    },

    /**
     * Reads the language choice (`hnef.lang`): `{code, asideKey}`. A value
     * that is not one of LANGS is copied aside and removed, so the rules
     * page does not meet it either; `code` is then null.
     */
    loadLanguage() {
      const raw = read(LANG_KEY);
      if (raw === null) return { code: null, asideKey: null };
      if (LANGS.includes(raw)) return { code: raw, asideKey: null };
      const asideKey = setAside(raw);
      if (asideKey !== null) {
        try {
          backend.removeItem(LANG_KEY);
        } catch {
          // Left in place: it is set aside again next time, and ignored.
        }
      }
      return { code: null, asideKey };
    },

    /** Saves the language choice; false when the backend refused. */
    saveLanguage(code) {
      if (!LANGS.includes(code)) return false;
      try {
        backend.setItem(LANG_KEY, code);
        return true;
      } catch {
        return false;
      }
    },

    /** Keeps a raw text aside (e.g. a saved record the engine rejects). */
    setAside,

    /** Copies the stored state aside as it is (when the page could not use it); the key or null. */
    setAsideState() {
      const raw = read(STORAGE_KEY);
      return raw === null ? null : setAside(raw);
    },

    /** Saves `data`; false when the backend refused. */
    save(data) {
      try {
        backend.setItem(STORAGE_KEY, JSON.stringify({ ...data, version: VERSION }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
