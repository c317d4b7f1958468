// Versioned persistence in localStorage. Everything lives under one key as
// `{version, settings, game, profiles, activeProfile}`. Data that cannot be
// read (bad JSON, another version, wrong shapes) is copied aside under
// `hnef.aside.<time>` before the page starts afresh, so nothing is lost and
// nothing crashes. No DOM; the backend is passed in (Node tests use a fake).

import { ATTACKERS, DEFENDERS, LEVELS, MODES } from './state.js';
import { sanitizeProfile } from './profiles.js';

export const STORAGE_KEY = 'hnef.state';
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
  };
}

export function defaultData() {
  return { version: VERSION, settings: defaultSettings(), game: null, profiles: [], activeProfile: null };
}

const isSide = (v) => v === ATTACKERS || v === DEFENDERS;
const isId = (v) => typeof v === 'string' && v.length > 0 && v.length <= 64;

function sanitizeSettings(raw, problems) {
  const out = defaultSettings();
  if (raw === undefined) return out;
  if (!raw || typeof raw !== 'object') {
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
  return out;
}

function sanitizeGame(raw, problems) {
  if (raw === null || raw === undefined) return null;
  const ok =
    typeof raw === 'object' &&
    isId(raw.id) &&
    typeof raw.record === 'string' &&
    raw.record.length <= RECORD_MAX &&
    MODES.includes(raw.mode) &&
    isSide(raw.humanSide) &&
    LEVELS.includes(raw.level) &&
    (raw.resigned === null || isSide(raw.resigned)) &&
    typeof raw.scored === 'boolean';
  if (!ok) {
    problems.push('game');
    return null;
  }
  const { id, record, mode, humanSide, level, resigned, scored } = raw;
  return { id, record, mode, humanSide, level, resigned, scored };
}

/**
 * Checks data read from storage. Returns `{data, problems}`: the usable data
 * (defaults where a part was unusable) and the names of the parts dropped.
 */
export function sanitize(raw) {
  const problems = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { data: defaultData(), problems: ['not an object'] };
  }
  if (raw.version !== VERSION) {
    return { data: defaultData(), problems: [`version ${String(raw.version).slice(0, 20)}`] };
  }
  const data = defaultData();
  data.settings = sanitizeSettings(raw.settings, problems);
  data.game = sanitizeGame(raw.game, problems);
  if (raw.profiles !== undefined) {
    if (Array.isArray(raw.profiles)) {
      const seen = new Set();
      for (const p of raw.profiles.slice(0, PROFILES_MAX)) {
        const profile = sanitizeProfile(p);
        if (profile && !seen.has(profile.id)) {
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
  function setAside(raw) {
    try {
      const key = `${ASIDE_PREFIX}${now()}`;
      backend.setItem(key, raw);
      const keys = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (k && k.startsWith(ASIDE_PREFIX)) keys.push(k);
      }
      keys.sort((a, b) => Number(a.slice(ASIDE_PREFIX.length)) - Number(b.slice(ASIDE_PREFIX.length)));
      for (const old of keys.slice(0, Math.max(0, keys.length - ASIDE_KEEP))) backend.removeItem(old);
      return key;
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
      let raw = null;
      try {
        raw = backend?.getItem(STORAGE_KEY) ?? null;
      } catch {
        return { data: defaultData(), recovered: false, asideKey: null };
      }
      if (raw === null) return { data: defaultData(), recovered: false, asideKey: null };
      let parsed;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return { data: defaultData(), recovered: true, asideKey: setAside(raw), problems: ['json'] };
      }
      const { data, problems } = sanitize(parsed);
      if (problems.length === 0) return { data, recovered: false, asideKey: null };
      return { data, recovered: true, asideKey: setAside(raw), problems };
    },

    /** Keeps a raw text aside (e.g. a saved record the engine rejects). */
    setAside,

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
