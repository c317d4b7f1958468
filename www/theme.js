// How the page looks: its colours (light, dark, or as the device prefers),
// the board's theme and the pieces' palette. The board's colours are the
// renderer's `--hnef-*` custom properties (renderer.js); board-themes.css
// sets them under `data-hnef-board` / `data-hnef-pieces`, for the page and
// for any page that shows a <hnef-board> (EMBED.md). This module only
// chooses the attributes; it finds no element by id.

/** Page colours: follow `prefers-color-scheme`, or a fixed choice. */
export const THEMES = Object.freeze(['auto', 'light', 'dark']);
/** Board themes (board-themes.css); the first is the renderer's own colours. */
export const BOARDS = Object.freeze(['wood', 'stone']);
/**
 * Piece palettes: `classic` (attackers dark red, defenders light blue) and
 * `contrast` (attackers black, defenders ivory: told apart by lightness
 * alone, whatever colours a person sees).
 */
export const PIECES = Object.freeze(['classic', 'contrast']);

/** The page colours a setting gives on a device that prefers `dark` (boolean). */
export function resolveTheme(theme, prefersDark) {
  if (theme === 'light' || theme === 'dark') return theme;
  return prefersDark ? 'dark' : 'light';
}

/**
 * Applies a look to `root` (the page's <html>): `data-theme` (light|dark,
 * resolved), `data-hnef-board`, `data-hnef-pieces`, and the
 * `color-scheme` / `theme-color` meta tags when given. Returns the resolved
 * page colours.
 *
 * @param {HTMLElement} root
 * @param {{theme: string, board: string, pieces: string}} look
 * @param {{prefersDark?: boolean, colorScheme?: HTMLMetaElement|null, themeColor?: HTMLMetaElement|null}} [env]
 */
export function applyLook(root, { theme, board, pieces }, { prefersDark = true, colorScheme = null, themeColor = null } = {}) {
  const resolved = resolveTheme(theme, prefersDark);
  root.dataset.theme = resolved;
  root.dataset.hnefBoard = BOARDS.includes(board) ? board : BOARDS[0];
  root.dataset.hnefPieces = PIECES.includes(pieces) ? pieces : PIECES[0];
  colorScheme?.setAttribute('content', resolved);
  themeColor?.setAttribute('content', resolved === 'dark' ? '#191714' : '#f4efe6');
  return resolved;
}
