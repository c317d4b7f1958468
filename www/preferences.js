// The page's feel settings: sound on or off, confirm tapped moves, page
// colours (as the device prefers, light, dark), the board's theme and the
// pieces' palette. Wires the settings card's controls (passed in by main.js)
// to `settings` (the stored settings object, see storage.js) and applies the
// look (theme.js) to the page's root element.

import { BOARDS, PIECES, THEMES, applyLook } from './theme.js';

/**
 * @param {object} options
 * @param {{sound: HTMLInputElement, confirm: HTMLInputElement, theme: HTMLSelectElement, board: HTMLSelectElement, pieces: HTMLSelectElement}} options.controls
 * @param {HTMLElement} options.root where the look's attributes go (<html>)
 * @param {() => object} options.settings the settings now
 * @param {() => void} options.save stores them
 * @param {() => void} [options.onLook] after the look changed (the board re-reads its colours)
 * @param {{colorScheme?: HTMLMetaElement|null, themeColor?: HTMLMetaElement|null}} [options.meta]
 */
export function createPreferences({ controls, root, settings, save, onLook, meta = {} }) {
  const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;

  function apply() {
    const s = settings();
    applyLook(root, s, { prefersDark: dark ? dark.matches : true, ...meta });
    onLook?.();
  }

  function render() {
    const s = settings();
    controls.sound.checked = s.sound !== false;
    controls.confirm.checked = s.confirmMoves === true;
    controls.theme.value = s.theme;
    controls.board.value = s.board;
    controls.pieces.value = s.pieces;
  }

  const choose = (key, list) => (e) => {
    const value = e.target.value;
    if (!list.includes(value)) return;
    settings()[key] = value;
    save();
    apply();
  };
  const toggle = (key) => (e) => {
    settings()[key] = e.target.checked === true;
    save();
  };
  controls.sound.addEventListener('change', toggle('sound'));
  controls.confirm.addEventListener('change', toggle('confirmMoves'));
  controls.theme.addEventListener('change', choose('theme', THEMES));
  controls.board.addEventListener('change', choose('board', BOARDS));
  controls.pieces.addEventListener('change', choose('pieces', PIECES));
  dark?.addEventListener('change', () => {
    if (settings().theme === 'auto') apply();
  });

  return { apply, render };
}
