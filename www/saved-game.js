// The page's start from what it saved (storage.js): the data, and the game
// in it restored through the engine, or a new game from the settings. Nothing
// stored may keep the page from starting: whatever cannot be used was set
// aside by the store (or is set aside here), and each such key is named in a
// notice. No DOM.

import { ensureProfile } from './profiles-card.js';
import { isOver } from './state.js';
import { defaultData } from './storage.js';

/**
 * Reads the saved data and game. Returns `{data, meta, game, notices}`:
 * `meta` is `{id, mode, humanSide, level, scored, clock}` of the game, `game` a
 * Game (restored, or new from the settings), `notices` the texts that name
 * what was set aside (added to `notices` given: e.g. the language choice's).
 * @param {object} o
 * @param {ReturnType<import('./storage.js').createStore>} o.store
 * @param {object} o.Game the engine's Game class
 * @param {string[]} o.rulesetIds the engine's rulesets, the default first
 * @param {(key: string, params?: object) => string} o.t
 * @param {() => string} o.newId
 * @param {string[]} [o.notices]
 */
export function restoreSaved({ store, Game, rulesetIds, t, newId, notices = [] }) {
  try {
    return { ...restore({ store, Game, rulesetIds, t, newId, notices }), notices };
  } catch (err) {
    // Whatever restore() did not foresee, the page starts afresh (the store sets the data aside).
    console.warn('saved data not used:', err);
    const key = store.setAsideState();
    const data = defaultData();
    data.settings.ruleset = rulesetIds[0];
    ensureProfile(data, t('profiles.defaultName'), newId);
    notices.push(t('notice.recovered', { key: key ?? '—' }));
    return { data, ...fresh(data.settings, Game, newId), notices };
  }
}

function restore({ store, Game, rulesetIds, t, newId, notices }) {
  const loaded = store.load();
  const data = loaded.data;
  if (loaded.recovered) notices.push(t('notice.recovered', { key: loaded.asideKey ?? '—' }));
  if (!rulesetIds.includes(data.settings.ruleset)) data.settings.ruleset = rulesetIds[0];
  ensureProfile(data, t('profiles.defaultName'), newId);
  const saved = data.game;
  if (saved) {
    try {
      const game = Game.fromRecord(saved.record);
      // Pages before the engine knew resignations kept one beside the record.
      if (saved.resigned && !isOver(game.outcome())) game.resign(saved.resigned);
      const meta = { id: saved.id, mode: saved.mode, humanSide: saved.humanSide, level: saved.level, scored: saved.scored || saved.hinted === true, hinted: saved.hinted === true, clock: saved.clock ?? null };
      return { data, meta, game };
    } catch {
      const key = store.setAside(JSON.stringify(saved));
      notices.push(t('notice.gameRejected', { key: key ?? '—' }));
    }
  }
  return { data, ...fresh(data.settings, Game, newId) };
}

/** A new game from the settings (after nothing or nothing usable was saved). */
function fresh(s, Game, newId) {
  return { meta: { id: newId(), mode: s.mode, humanSide: s.humanSide, level: s.level, scored: false }, game: new Game(s.ruleset) };
}
