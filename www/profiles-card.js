// The players' card (index.html #profiles-card): the active profile, adding
// one (its name checked: not empty, not taken, not too many), the choice
// saved, and a finished game against the computer scored for it. The table
// and leaderboard are drawn by panel.js renderProfiles.

import { cleanName, createProfile, recordResult } from './profiles.js';
import { PROFILES_MAX } from './storage.js';

/** Makes sure `data` has a profile and an active one that exists (the first named `defaultName`). */
export function ensureProfile(data, defaultName, newId) {
  if (data.profiles.length === 0) {
    const p = createProfile(defaultName, newId());
    data.profiles.push(p);
    data.activeProfile = p.id;
  }
  if (!data.profiles.some((p) => p.id === data.activeProfile)) data.activeProfile = data.profiles[0].id;
}

/** The message key of what is wrong with `name` as a new profile of `profiles`, or null. */
export function profileProblem(profiles, name) {
  if (!name) return 'profiles.nameEmpty';
  if (profiles.some((p) => p.name.toLowerCase() === name.toLowerCase())) return 'profiles.nameTaken';
  if (profiles.length >= PROFILES_MAX) return 'profiles.tooMany';
  return null;
}

/**
 * Wires the card: Add (button or Enter in the name box) and the select.
 * `data()` is the page's saved data, `save()` stores it, `render()` redraws.
 */
export function wireProfiles(el, { t, data, newId, save, render }) {
  function add() {
    el.profileError.hidden = true;
    const name = cleanName(el.profileName.value);
    const problem = profileProblem(data().profiles, name);
    if (problem) {
      el.profileError.textContent = t(problem);
      el.profileError.hidden = false;
      return;
    }
    const p = createProfile(name, newId());
    data().profiles.push(p);
    data().activeProfile = p.id;
    el.profileName.value = '';
    save();
    render();
  }
  el.profileAdd.addEventListener('click', add);
  el.profileName.addEventListener('keydown', (e) => e.key === 'Enter' && add());
  el.profileSelect.addEventListener('change', () => {
    if (!data().profiles.some((p) => p.id === el.profileSelect.value)) return;
    data().activeProfile = el.profileSelect.value;
    save();
    render();
  });
}

/**
 * Scores a finished game against the computer for the active profile, once
 * (`meta.scored` is set): a win or a loss at `meta.level` for
 * `meta.humanSide`; a draw by agreement counts neither. Returns the points
 * just won (`{points, name}`) or null. `data.profiles` is replaced.
 */
export function scoreGame(data, meta, outcome) {
  if (meta.mode !== 'computer' || meta.scored) return null;
  meta.scored = true;
  const profile = data.profiles.find((p) => p.id === data.activeProfile);
  if (!profile || outcome.reason === 'agreement') return null;
  const won = outcome.winner === meta.humanSide;
  const next = recordResult(profile, meta.level, meta.humanSide, won);
  data.profiles = data.profiles.map((p) => (p.id === profile.id ? next : p));
  return won ? { points: next.points - profile.points, name: profile.name } : null;
}
