// The puzzle mode's saved data, per profile, in its own versioned key:
//
//   localStorage['hnef.puzzles'] = {version: 1, profiles: {<profileId>: {
//     rating, rd, vol,        Glicko-2 (glicko2.js), a new player 1500 / 350 / 0.06
//     streak, best,           puzzles solved in a row at the first try without a hint; the longest such run
//     solved: [id…],          solved (at the first try, a hint allowed)
//     seen: [id…],            every puzzle with a result (solved or failed)
//     tried}}}                how many results (one per puzzle attempt that counted)
//
// `<profileId>` is the page's active profile (profiles.js), or GUEST when
// the page has none. Read like storage.js reads `hnef.state`: every field
// checked; whatever cannot be used (bad JSON, another version, a wrong
// shape or keys it does not know, non-finite numbers, objects whose toString is not callable) sends
// the stored text aside to `hnef.aside.<time>` (storage.js's setAside, the
// newest three kept) and is named by `asideKey`; what can be used is kept.
// No DOM; the backend is handed in (Node tests use a Map).

import { DEFAULT_PLAYER, RATING_MAX, RATING_MIN, RD_MAX, RD_MIN, VOL_MAX, ratePuzzle } from './glicko2.js';
import { createStore } from './storage.js';

export const PUZZLES_KEY = 'hnef.puzzles';
export const PUZZLES_STORE_VERSION = 1;
/** The profile id used when the page has no profile. */
export const GUEST = '-';
/** Most profiles kept (the page keeps at most 50) and most ids in a list. */
export const STORE_PROFILES_MAX = 64;
export const IDS_MAX = 5000;
/** Longest stored text read (a full record of 600 puzzles is about 20 kB per profile). */
export const STORE_TEXT_MAX = 2_000_000;

const RECORD_KEYS = Object.freeze(['rating', 'rd', 'vol', 'streak', 'best', 'solved', 'seen', 'tried']);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isProfileId = (v) => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isPuzzleId = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v);
const count = (v) => Number.isSafeInteger(v) && v >= 0;

/** A profile's record with no puzzles yet. */
export function freshRecord() {
  return { ...DEFAULT_PLAYER, streak: 0, best: 0, solved: [], seen: [], tried: 0 };
}

/** A stored profile record checked: `{record, problems}` (a field that fails is reset, and named). */
export function sanitizeRecord(raw) {
  const out = freshRecord();
  const problems = [];
  if (!isObject(raw)) return { record: out, problems: ['record'] };
  for (const key of Object.keys(raw)) if (!RECORD_KEYS.includes(key)) problems.push(key);
  const num = (key, ok) => {
    if (raw[key] === undefined) return;
    if (typeof raw[key] === 'number' && Number.isFinite(raw[key]) && ok(raw[key])) out[key] = raw[key];
    else problems.push(key);
  };
  num('rating', (v) => v >= RATING_MIN && v <= RATING_MAX);
  num('rd', (v) => v >= RD_MIN && v <= RD_MAX);
  num('vol', (v) => v > 0 && v <= VOL_MAX);
  for (const key of ['streak', 'best', 'tried']) num(key, count);
  for (const key of ['solved', 'seen']) {
    if (raw[key] === undefined) continue;
    if (Array.isArray(raw[key]) && raw[key].length <= IDS_MAX && raw[key].every(isPuzzleId)) out[key] = [...new Set(raw[key])];
    else problems.push(key);
  }
  if (out.best < out.streak) out.best = out.streak;
  return { record: out, problems };
}

/** The stored value checked: `{profiles: Map(id -> record), problems}`. */
export function sanitizePuzzleData(value) {
  const profiles = new Map();
  if (!isObject(value) || value.version !== PUZZLES_STORE_VERSION) return { profiles, problems: ['version'] };
  const problems = Object.keys(value).filter((key) => key !== 'version' && key !== 'profiles');
  if (value.profiles === undefined) return { profiles, problems };
  if (!isObject(value.profiles)) return { profiles, problems: [...problems, 'profiles'] };
  for (const [id, raw] of Object.entries(value.profiles)) {
    if (!isProfileId(id) || profiles.size >= STORE_PROFILES_MAX) {
      problems.push('profile id');
      continue;
    }
    const { record, problems: p } = sanitizeRecord(raw);
    profiles.set(id, record);
    problems.push(...p.map((x) => `${id}.${x}`));
  }
  return { profiles, problems };
}

/**
 * The store over `backend` (localStorage or anything with getItem/setItem/
 * removeItem/key/length). Whatever is stored, it starts; `asideKey` names
 * where an unusable value went (null: nothing was set aside).
 */
export function createPuzzleStore(backend, { now = () => Date.now() } = {}) {
  let profiles = new Map();
  let asideKey = null;
  let raw = null;
  try {
    raw = backend?.getItem(PUZZLES_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (typeof raw === 'string') {
    let result;
    try {
      if (raw.length > STORE_TEXT_MAX) throw new RangeError('too long');
      result = sanitizePuzzleData(JSON.parse(raw));
    } catch {
      // Bad JSON, too deep, too long, or a shape not foreseen: nothing of it is used.
      result = { profiles: new Map(), problems: ['unreadable'] };
    }
    profiles = result.profiles;
    if (result.problems.length) {
      asideKey = createStore(backend, { now }).setAside(raw);
      // The unusable text is kept aside; what was usable is written back clean.
      save();
    }
  }

  function save() {
    if (!backend) return false;
    try {
      backend.setItem(PUZZLES_KEY, JSON.stringify({ version: PUZZLES_STORE_VERSION, profiles: Object.fromEntries(profiles) }));
      return true;
    } catch {
      return false;
    }
  }

  const key = (profileId) => (isProfileId(profileId) ? profileId : GUEST);

  return {
    asideKey,
    /** A copy of the profile's record (a fresh one for a profile with none). */
    get(profileId) {
      return structuredClone(profiles.get(key(profileId)) ?? freshRecord());
    },
    /**
     * Records a puzzle's result for the profile: `score` 1 (solved at the
     * first try), 0.5 (solved with a hint) or 0 (failed: a wrong move, or the
     * solution shown). Returns the new record and whether it was saved.
     */
    record(profileId, puzzle, score) {
      const before = this.get(profileId);
      const next = { ...before, ...ratePuzzle(before, puzzle.difficulty, score) };
      next.tried = before.tried + 1;
      if (!next.seen.includes(puzzle.id)) next.seen.push(puzzle.id);
      if (score > 0 && !next.solved.includes(puzzle.id)) next.solved.push(puzzle.id);
      next.streak = score === 1 ? before.streak + 1 : 0;
      next.best = Math.max(before.best, next.streak);
      for (const list of [next.solved, next.seen]) if (list.length > IDS_MAX) list.splice(0, list.length - IDS_MAX);
      profiles.set(key(profileId), next);
      if (profiles.size > STORE_PROFILES_MAX) profiles.delete(profiles.keys().next().value);
      return { record: structuredClone(next), saved: save() };
    },
  };
}
