// The page's two dialogs (index.html's <dialog> elements): the yes/no
// question (a resignation, a warned move) and the new game's settings. Each
// owns its elements and their buttons; main.js decides what a yes or a
// start does.

import { ATTACKERS, DEFENDERS, LEVELS } from './state.js';
import { isControl } from './clock.js';

/**
 * The yes/no dialog. Returns `ask(text, yes, onYes)`: shows the question
 * with `yes` on the confirming button; onYes() runs only on that button.
 */
export function createConfirm(el) {
  let pending = null;
  el.confirmNo.addEventListener('click', () => el.confirmDialog.close());
  el.confirmYes.addEventListener('click', () => {
    const action = pending;
    pending = null;
    el.confirmDialog.close();
    action?.();
  });
  el.confirmDialog.addEventListener('close', () => {
    pending = null;
  });
  return function ask(text, yes, onYes) {
    el.confirmText.textContent = text;
    el.confirmYes.textContent = yes;
    pending = onYes;
    el.confirmDialog.showModal();
  };
}

/**
 * The new-game dialog: `open(settings, ruleset)` shows it filled in;
 * Start closes it and calls `onStart(choice)` with
 * `{mode, humanSide, level, ruleset, timeControl}`, each a value the page offers
 * (`rulesetIds()`: the engine's ids, the default first).
 */
export function createNewGameDialog(el, { rulesetIds, onStart }) {
  const dialog = el.newGameDialog;
  const mode = () => dialog.querySelector('input[name="mode"]:checked')?.value ?? 'computer';
  function sync() {
    dialog.dataset.mode = mode();
    for (const control of dialog.querySelectorAll('.computer-only select')) control.disabled = mode() !== 'computer';
    for (const control of dialog.querySelectorAll('.two-only select')) control.disabled = mode() !== 'two-players';
  }
  el.newCancel.addEventListener('click', () => dialog.close());
  el.newStart.addEventListener('click', () => {
    const ids = rulesetIds();
    const choice = {
      mode: mode() === 'two-players' ? 'two-players' : 'computer',
      humanSide: el.newSide.value === ATTACKERS ? ATTACKERS : DEFENDERS,
      level: LEVELS.includes(el.newLevel.value) ? el.newLevel.value : 'easy',
      ruleset: ids.includes(el.newRuleset.value) ? el.newRuleset.value : ids[0],
      timeControl: isControl(el.newClock.value) ? el.newClock.value : 'none', // clock.js; two players only
    };
    dialog.close();
    onStart(choice);
  });
  dialog.addEventListener('change', sync);
  return {
    open(settings, ruleset) {
      for (const radio of dialog.querySelectorAll('input[name="mode"]')) radio.checked = radio.value === settings.mode;
      el.newSide.value = settings.humanSide;
      el.newLevel.value = settings.level;
      el.newRuleset.value = ruleset;
      el.newClock.value = settings.timeControl ?? 'none';
      sync();
      dialog.showModal();
    },
  };
}
