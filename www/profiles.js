// Local player profiles and ranking points (plain data, no DOM, no storage).
//
// A profile is `{id, name, points, wins, losses}` where `wins` and `losses`
// count games against the computer by level and by the side the player had:
// `wins.expert.defenders`. Only wins against the computer score points.

import { ATTACKERS, DEFENDERS, LEVELS } from './state.js';

/** Points for beating the computer, by level. */
export const POINTS = Object.freeze({ easy: 10, normal: 30, expert: 100 });
/** Longest profile name kept. */
export const NAME_MAX = 24;

function emptyTally() {
  const tally = {};
  for (const level of LEVELS) tally[level] = { [ATTACKERS]: 0, [DEFENDERS]: 0 };
  return tally;
}

/** A cleaned-up name (trimmed, control characters removed, length capped), or '' when nothing is left. */
export function cleanName(name) {
  return String(name ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, NAME_MAX);
}

/** A new profile with no games. */
export function createProfile(name, id) {
  return { id, name: cleanName(name), points: 0, wins: emptyTally(), losses: emptyTally() };
}

function count(value) {
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** A profile read from storage with every field checked, or null when it is not one. */
export function sanitizeProfile(raw) {
  if (!raw || typeof raw !== 'object') return null;
  if (typeof raw.id !== 'string' || !raw.id || raw.id.length > 64) return null;
  const name = cleanName(raw.name);
  if (!name) return null;
  const profile = createProfile(name, raw.id);
  profile.points = count(raw.points);
  for (const key of ['wins', 'losses']) {
    for (const level of LEVELS) {
      for (const side of [ATTACKERS, DEFENDERS]) {
        profile[key][level][side] = count(raw[key]?.[level]?.[side]);
      }
    }
  }
  return profile;
}

/** The profile after a finished game against the computer at `level`, playing `side`. */
export function recordResult(profile, level, side, won) {
  const next = structuredClone(profile);
  if (won) {
    next.wins[level][side] += 1;
    next.points += POINTS[level];
  } else {
    next.losses[level][side] += 1;
  }
  return next;
}

/**
 * Whether a game against the computer may still earn points: not when a
 * hint was taken in it (`meta.hinted`, kept with the saved game).
 */
export function earnsPoints(meta) {
  return meta.mode === 'computer' && meta.hinted !== true;
}

/** Total wins of a profile. */
export function totalWins(profile) {
  let n = 0;
  for (const level of LEVELS) n += profile.wins[level][ATTACKERS] + profile.wins[level][DEFENDERS];
  return n;
}

/** Profiles by points, then wins, then name. */
export function leaderboard(profiles) {
  return [...profiles].sort(
    (a, b) => b.points - a.points || totalWins(b) - totalWins(a) || a.name.localeCompare(b.name),
  );
}
