// Loading a game record or position into the page: a game in progress is
// replaced only after the player says so (the confirm dialog), then the
// import dialog (index.html #import-dialog) asks how to play on: two players
// on this screen, or against the computer with a side and a level. main.js
// decides what replacing the game means (`onContinue`).

import { sideWord } from './game-words.js';
import { ATTACKERS, DEFENDERS, LEVELS } from './state.js';

/** The choice the import dialog makes from its controls: `{mode, humanSide, level}`, each a value the page offers. */
export function importChoice({ mode, side, level }) {
  return {
    mode: mode === 'computer' ? 'computer' : 'two-players',
    humanSide: side === ATTACKERS ? ATTACKERS : DEFENDERS,
    level: LEVELS.includes(level) ? level : 'easy',
  };
}

/**
 * @param {object} el the page's elements (main.js): importDialog, importSummary, importSide, importLevel, importCancel, importStart
 * @param {object} options
 * @param {(key: string, params?: object) => string} options.t
 * @param {(text: string, yes: string, onYes: () => void) => void} options.confirm the yes/no dialog (dialogs.js createConfirm)
 * @param {() => boolean} options.inProgress whether a game with moves is going on (replacing it asks first)
 * @param {() => object} options.settings the saved settings (the dialog's defaults: mode, level)
 * @param {(id: string) => string} options.rulesetName the ruleset in words
 * @param {(game: object, choice: object) => void} options.onContinue replaces the game with `game`, played on as `choice`
 * @param {(game: object) => void} [options.onAnalyse] opens `game` on the analysis board instead (the page's game stays; `game` is freed after)
 * @returns {{start(game: object): void}} start() takes a Game read from a record (records.js readGame); it is freed when the player cancels
 */
export function createImportFlow(el, { t, confirm, inProgress, settings, rulesetName, onContinue, onAnalyse }) {
  const dialog = el.importDialog;
  let pending = null; // the Game waiting for the player's choice
  const mode = () => dialog.querySelector('input[name="import-mode"]:checked')?.value ?? 'two-players';
  function sync() {
    dialog.dataset.mode = mode();
    for (const control of dialog.querySelectorAll('.computer-only select')) control.disabled = mode() !== 'computer';
  }
  function drop() {
    pending?.free?.();
    pending = null;
  }
  el.importCancel.addEventListener('click', () => dialog.close());
  dialog.addEventListener('cancel', () => drop());
  dialog.addEventListener('change', sync);
  el.importStart.addEventListener('click', () => {
    const game = pending;
    pending = null;
    dialog.close();
    if (game) onContinue(game, importChoice({ mode: mode(), side: el.importSide.value, level: el.importLevel.value }));
  });
  // "Analyse": the loaded game on the analysis board, the page's own game left as it is.
  const analyse = dialog.querySelector('#import-analyse');
  if (analyse) analyse.hidden = !onAnalyse;
  analyse?.addEventListener('click', () => {
    const game = pending;
    pending = null;
    dialog.close();
    if (!game) return;
    try {
      onAnalyse(game);
    } finally {
      game.free?.();
    }
  });
  dialog.addEventListener('close', () => {
    if (pending) drop();
  });

  function choose(game) {
    pending = game;
    const s = settings();
    const toMove = game.outcome().status === 'ongoing' ? game.sideToMove() : null;
    for (const radio of dialog.querySelectorAll('input[name="import-mode"]')) radio.checked = radio.value === (s.mode === 'computer' && toMove ? 'computer' : 'two-players');
    for (const radio of dialog.querySelectorAll('input[name="import-mode"][value="computer"]')) radio.disabled = !toMove;
    // Against the computer the player takes the side to move by default: it is their turn at once.
    el.importSide.value = toMove ?? s.humanSide;
    el.importLevel.value = s.level;
    const plies = game.history().length;
    // Two lines: what was loaded, then whose move it is (or that the game is over).
    const [what, where] = [t('import.summary', { plies, rules: rulesetName(game.ruleset) }), toMove ? t('turn.side', { side: sideWord(t, toMove) }) : t('import.over')];
    el.importSummary.replaceChildren(what, document.createElement('br'), where);
    sync();
    dialog.showModal();
  }

  return {
    start(game) {
      if (!inProgress()) return choose(game);
      let answered = false;
      confirm(t('import.replace'), t('import.replaceYes'), () => {
        answered = true;
        choose(game);
      });
      // A "no" (or Escape) leaves the game as it is; the loaded one is dropped.
      el.confirmDialog.addEventListener('close', () => answered || game.free?.(), { once: true });
    },
  };
}
