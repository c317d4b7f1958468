// The parts of <hnef-board>'s shadow DOM: its styles, as one constructed
// stylesheet (no inline <style> for a Content-Security-Policy to forbid, one
// copy for every element; colours from --hnef-ui-* custom properties,
// EMBED.md); its elements, built with the DOM, their buttons and keys
// handed to the host's handlers, and the Resign button's question asked
// and answered here; the board mounted on them (mount.js), redrawn when the
// device's colour scheme changes; and how they show a state: their size, the
// step bar, the status line, the resignation button or its question (in
// every board's words, game-words.js), or an error in place of the board.

import { createResignQuestion } from './board-settings.js';
import { resignQuestion } from './game-words.js';
import { mountBoard } from './mount.js';

/** The dark colours, once: for a dark device (unless theme="light") and for theme="dark". */
const DARK = `
  --_text: var(--hnef-ui-text, #ede4d3);
  --_muted: var(--hnef-ui-muted, #b9ac95);
  --_button: var(--hnef-ui-button, #2f2922);
  --_button-text: var(--hnef-ui-button-text, #ede4d3);
  --_border: var(--hnef-ui-border, #4a4034);
  --_focus: var(--hnef-ui-focus, #f2c14e);
  --_error-bg: var(--hnef-ui-error-bg, #3a1d18);
  --_error-text: var(--hnef-ui-error-text, #ffb4a8);
`;

/** The element's styles (its shadow root's only sheet). */
export const CSS = `
:host {
  --_text: var(--hnef-ui-text, #2b2119);
  --_muted: var(--hnef-ui-muted, #6b5a45);
  --_bg: var(--hnef-ui-bg, transparent);
  --_button: var(--hnef-ui-button, #efe4d0);
  --_button-text: var(--hnef-ui-button-text, #2b2119);
  --_border: var(--hnef-ui-border, #c9b797);
  --_focus: var(--hnef-ui-focus, #b5651d);
  --_error-bg: var(--hnef-ui-error-bg, #fff1ee);
  --_error-text: var(--hnef-ui-error-text, #9b1c12);
  display: block;
  box-sizing: border-box;
  max-width: 100%;
  color: var(--_text);
  background: var(--_bg);
  font: var(--hnef-ui-font, 14px/1.35 system-ui, sans-serif);
  -webkit-tap-highlight-color: transparent;
}
:host([size]) { display: inline-block; vertical-align: top; }
:host([hidden]) { display: none; }
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {${DARK}}
}
:host([theme="dark"]) {${DARK}}
* { box-sizing: border-box; }
.wrap { display: flex; flex-direction: column; gap: 6px; width: 100%; max-width: 100%; }
.board {
  position: relative;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: 4px;
  outline: none;
}
.board:focus-visible { box-shadow: 0 0 0 3px var(--_focus); }
canvas {
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 4px;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
}
.board[data-interactive="false"] canvas { touch-action: auto; }
.error {
  position: absolute;
  inset: 0;
  margin: 0;
  padding: 12px;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  overflow: auto;
  overflow-wrap: anywhere;
  border: 1px solid var(--_error-text);
  border-radius: 4px;
  background: var(--_error-bg);
  color: var(--_error-text);
  font-size: 0.9em;
}
.error[hidden], canvas[hidden], .bar[hidden], .status[hidden] { display: none; }
.bar { display: flex; align-items: center; justify-content: center; gap: 4px; }
.counter {
  min-width: 5.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: var(--_muted);
}
button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.6em;
  height: 2.3em;
  padding: 0;
  border: 1px solid var(--_border);
  border-radius: 6px;
  background: var(--_button);
  color: var(--_button-text);
  font: inherit;
  cursor: pointer;
}
button:disabled { opacity: 0.4; cursor: default; }
button:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
button svg { width: 1.1em; height: 1.1em; fill: currentColor; }
.status { margin: 0; text-align: center; color: var(--_text); min-height: 1.35em; }
.status[data-thinking="true"] { color: var(--_muted); }
.actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; }
.actions[hidden], .ask[hidden], button[hidden] { display: none; }
.actions button, .ask button { width: auto; padding: 0 0.8em; }
.ask { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
/* The keyboard and screen-reader grid over the canvas squares (a11y.js sets
   its box); the pointer goes through to the canvas. */
.grid { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: flex; flex-direction: column; pointer-events: none; }
.grid[hidden] { display: none; }
.board-row { display: flex; flex: 1 1 0; min-height: 0; }
.board-cell { flex: 1 1 0; min-width: 0; position: relative; border-radius: 3px; }
.board-cell:focus { outline: none; }
.board-cell:focus-visible { outline: 3px solid #fff; outline-offset: -3px; box-shadow: inset 0 0 0 5px #000; z-index: 1; }
`;

let sheet = null;
const darkQuery = globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;

/** One constructed sheet shared by every element (null where the browser cannot construct one). */
export function sharedSheet() {
  if (!sheet && typeof CSSStyleSheet === 'function') {
    // A constructed sheet, not a <style> element: no inline style for a
    // Content-Security-Policy to forbid, and one copy for every element.
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

// Icons of the step buttons as SVG paths (24 x 24), built with the DOM.
export const STEPS = {
  first: { d: 'M6 5h2v14H6zM19 5v14L9 12z', key: 'Home', label: 'nav.first' },
  prev: { d: 'M17 5v14L6 12z', key: 'ArrowLeft', label: 'nav.prev' },
  next: { d: 'M7 5v14l11-7z', key: 'ArrowRight', label: 'nav.next' },
  last: { d: 'M16 5h2v14h-2zM5 5v14l10-7z', key: 'End', label: 'nav.last' },
};

function icon(d) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

/**
 * Builds the element's parts in `root` (its shadow root, given the shared
 * sheet) and returns them by name, with the Resign button's `question`
 * (board-settings.js createResignQuestion). Parts for ::part(): wrap, board,
 * error, controls, counter, actions, status. `on`: the host's handlers, for
 * a step button (`step(key)`, the key it stands for); for the Resign button,
 * the side a visitor would resign for now (`resigner()`, null: no question),
 * that side's resignation on Yes (`resign(side)`) and the question opened or
 * shut otherwise (`changed()`: show it); a key on the board (`key(name)`,
 * not one meant for a button or with a modifier; returns true when it was
 * used) and a first press or key (`gesture()`, where audio may start).
 */
export function buildParts(root, on) {
  const s = sharedSheet();
  if (s) root.adoptedStyleSheets = [s];
  const make = (tag, props = {}, attrs = {}) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  };
  const wrap = make('div', { className: 'wrap' }, { part: 'wrap' });
  const board = make('div', { className: 'board', tabIndex: 0 }, { part: 'board' });
  const canvas = make('canvas', {}, { role: 'img' });
  const grid = make('div', { className: 'grid', hidden: true }, { role: 'grid' });
  const error = make('p', { className: 'error', hidden: true }, { part: 'error', role: 'alert' });
  board.append(canvas, grid, error);
  const bar = make('div', { className: 'bar', hidden: true }, { part: 'controls' });
  const buttons = {};
  for (const name of Object.keys(STEPS)) {
    buttons[name] = make('button', { type: 'button' });
    buttons[name].dataset.step = name;
    buttons[name].append(icon(STEPS[name].d));
  }
  const counter = make('span', { className: 'counter' }, { part: 'counter', 'aria-live': 'polite' });
  bar.append(buttons.first, buttons.prev, counter, buttons.next, buttons.last);
  const actions = make('div', { className: 'actions', hidden: true }, { part: 'actions' });
  const resign = make('button', { type: 'button', className: 'resign' });
  const ask = make('span', { className: 'ask', hidden: true });
  const askText = make('span');
  const yes = make('button', { type: 'button', className: 'yes' });
  const no = make('button', { type: 'button', className: 'no' });
  ask.append(askText, yes, no);
  actions.append(resign, ask);
  const status = make('p', { className: 'status', hidden: true }, { part: 'status', 'aria-live': 'polite' });
  const live = make('div', { className: 'sr-only' }, { 'aria-live': 'polite', 'aria-atomic': 'true' });
  wrap.append(board, bar, actions, status, live);
  root.append(wrap);
  bar.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-step]') : null;
    if (b) on.step(STEPS[b.dataset.step].key);
  });
  const question = createResignQuestion();
  resign.addEventListener('click', () => {
    if (!question.ask(on.resigner())) return;
    on.changed();
    no.focus({ preventScroll: true });
  });
  const answer = (yes) => {
    const side = question.answer(yes);
    if (side) on.resign(side);
    else on.changed();
    resign.focus({ preventScroll: true });
  };
  yes.addEventListener('click', () => answer(true));
  no.addEventListener('click', () => answer(false));
  wrap.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof Element && e.target.closest('button')) return;
    if (on.key(e.key)) e.preventDefault();
  });
  // A press counts as a gesture for audio once lifted (a touch only then).
  for (const type of ['pointerup', 'keydown']) wrap.addEventListener(type, () => on.gesture(), { capture: true });
  return { wrap, board, canvas, grid, error, bar, buttons, counter, actions, resign, ask, askText, yes, no, status, live, question };
}

/**
 * Mounts the board (mount.js) on the parts built in `root`, with the
 * host's `options` (session, display, t, announce, onDraw): a press on the
 * board focuses it, unless a cell of its grid has the focus already; the
 * device's colour scheme changing redraws it. `destroy()` undoes it all.
 */
export function mountParts(parts, root, options) {
  const { canvas, grid, board } = parts;
  const onPress = () => {
    if (!grid.contains(root.activeElement)) board.focus({ preventScroll: true });
  };
  const mounted = mountBoard({ ...options, canvas, grid, onPress });
  const onScheme = () => mounted.refreshTheme();
  darkQuery?.addEventListener('change', onScheme);
  return {
    ...mounted,
    destroy() {
      darkQuery?.removeEventListener('change', onScheme);
      mounted.destroy();
    },
  };
}

/** The board's width: `size` CSS pixels, or (null) its container's. */
export function sizeParts(parts, size) {
  parts.wrap.style.width = size ? `${size}px` : '';
}

/**
 * Shows the board's state on its parts: the step bar (`ply` of `plies`),
 * the `status` line (and whether the computer is `thinking`), whether a
 * visitor may play (`playable`), and, where a visitor plays (`resigner`: the
 * side they would resign for, else null), the Resign button or the question
 * for the side it is asking about (`parts.question`). The state is
 * board-settings.js partsState; `t` translates (i18n.js).
 */
export function renderParts(parts, t, { ply, plies, status, thinking, playable, resigner }) {
  const { bar, counter, buttons, board, canvas, grid, actions, resign, ask, askText, yes, no } = parts;
  const asking = parts.question.asking;
  bar.hidden = plies === 0;
  counter.textContent = `${ply} / ${plies}`;
  for (const [name, b] of Object.entries(buttons)) {
    b.title = t(STEPS[name].label);
    b.setAttribute('aria-label', b.title);
    b.disabled = name === 'first' || name === 'prev' ? ply === 0 : ply === plies;
  }
  parts.status.hidden = !(playable || plies > 0);
  parts.status.textContent = status;
  parts.status.dataset.thinking = String(thinking);
  board.dataset.interactive = String(playable);
  canvas.setAttribute('aria-label', `${t('board.region')}: ${status}`);
  grid.setAttribute('aria-label', t('board.grid'));
  actions.hidden = resigner === null;
  resign.textContent = t('game.resign');
  resign.hidden = asking !== null;
  ask.hidden = asking === null;
  const question = resignQuestion(t, asking);
  askText.textContent = question.text;
  yes.textContent = question.yes;
  no.textContent = question.no;
}

/** The board and its controls (`message` null), or the error `message` as text in their place. */
export function showBoard(parts, message, t) {
  const { error, canvas, grid, bar, actions, status } = parts;
  const ok = message === null;
  error.hidden = ok;
  error.textContent = ok ? '' : message; // text only: the input is never parsed as HTML
  canvas.hidden = grid.hidden = !ok;
  if (ok) return;
  bar.hidden = actions.hidden = status.hidden = true;
  canvas.setAttribute('aria-label', `${t('board.region')}: ${message}`);
}
