// One board on the screen: binds a session (session.js) to a canvas (the
// renderer and pointer input), to a keyboard and screen-reader grid laid over
// it (a11y.js), and to the reduced-motion setting. The page and <hnef-board>
// mount their boards with it; `destroy()` undoes everything it attached.
// It finds no element by id: the host passes the canvas and the grid's
// container.

import { createBoardGrid } from './a11y.js';
import { ATTACKER, CELLS, DEFENDER, KING, THRONE, isCorner, squareName } from './geometry.js';
import { attachInput } from './input.js';
import { createBoardCanvas } from './renderer.js';

/** Below this width (CSS px) the canvas has no real box (display: none, a zero-size frame): nothing is drawn. */
const MIN_DRAW_WIDTH = 40;

/**
 * The words for one square: its name and piece, then what is special about it
 * now (`marks[index]`: space-separated hint names, see a11y.js).
 */
export function squareLabel(t, index, view, marks) {
  const piece = view.board[index];
  const kind = piece === ATTACKER ? 'attacker' : piece === DEFENDER ? 'defender' : piece === KING ? 'king' : 'empty';
  const extra = [];
  if (index === THRONE) extra.push(t('square.throne'));
  else if (isCorner(index)) extra.push(t('square.corner'));
  if (index === view.selected) extra.push(t('square.selected'));
  if (view.targets?.includes(index)) extra.push(t('square.target'));
  if (view.lastMove?.from === index) extra.push(t('square.lastFrom'));
  if (view.lastMove?.to === index) extra.push(t('square.lastTo'));
  if (view.captured?.some((c) => c.index === index)) extra.push(t('square.captured'));
  const hint = marks?.[index] ?? '';
  if (hint.includes('corner')) extra.push(t('square.kingReach'));
  if (hint.includes('repeat')) extra.push(t('square.repeats'));
  if (hint.includes('wall')) extra.push(t('square.marked'));
  return [t(`square.${kind}`, { square: squareName(index) }), ...extra].join(t('list.separator'));
}

/**
 * What a keyboard activation did, as a sentence for the live region, or ''
 * (a move is announced by the host's move handler).
 */
export function activationText(t, result) {
  switch (result.kind) {
    case 'selected':
      return result.targets
        ? t('live.selected', { square: squareName(result.index), count: result.targets })
        : t('live.noMoves', { square: squareName(result.index) });
    case 'cancelled':
      return t('live.cancelled');
    default:
      return '';
  }
}

/**
 * @param {object} options
 * @param {HTMLCanvasElement} options.canvas
 * @param {HTMLElement} [options.grid] the role=grid container over the canvas (none: no keyboard grid)
 * @param {ReturnType<import('./session.js').createSession>} options.session
 * @param {() => {flipped: boolean, coordinates: boolean}} options.display how the host shows the board now
 * @param {() => (key: string, params?: object) => string} options.t the translator now
 * @param {() => string[]|null} [options.marks] hint markers per square (data-hint names), or null
 * @param {() => {from: number, to: number, rank?: number, label?: string}[]|null} [options.arrows] arrows to draw over the pieces (a hint's move, an analysis's lines), or null
 * @param {(text: string) => void} [options.announce] says a sentence in the host's live region
 * @param {() => void} [options.onPress] before a pointer press is handled
 * @param {(info: {view: object, layout: object}) => void} [options.onDraw] after each frame
 * @param {() => ArrayLike<number>|null} [options.preview] the cells to show while the session has no game (the
 *   start position before the engine is ready, start-preview.js); null or none: an empty board
 */
export function mountBoard({ canvas, grid: gridElement = null, session, display, t, marks = () => null, arrows = () => null, announce, onPress, onDraw, preview = () => null }) {
  const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
  let signature = '';

  function view() {
    const { flipped = false, coordinates = true } = display();
    if (!session.game || canvas.clientWidth < MIN_DRAW_WIDTH) {
      // No pieces on a canvas without a real box: the layout would have cells
      // of negative size there (canvas arc() throws on a negative radius).
      const early = !session.game && canvas.clientWidth >= MIN_DRAW_WIDTH ? preview() : null;
      return { board: early ? Uint8Array.from(early) : new Uint8Array(CELLS), coordinates, flipped };
    }
    return { ...session.view({ flipped, coordinates, motion: !reducedMotion?.matches }), arrows: arrows() };
  }

  const renderer = createBoardCanvas(canvas, {
    getView: view,
    onDraw: (info) => {
      updateGrid(info.view, info.layout);
      onDraw?.(info);
    },
  });

  const grid = gridElement
    ? createBoardGrid(gridElement, {
        activate(index) {
          const text = activationText(t(), session.activate(index));
          if (text) announce?.(text);
        },
        cancel() {
          if (session.cancel()) announce?.(t()('live.cancelled'));
        },
      })
    : null;

  function updateGrid(v, layout) {
    if (!grid || !session.game) return;
    if (layout) grid.setLayout(layout);
    const m = marks() ?? new Array(CELLS).fill('');
    const translate = t();
    const next = [
      Array.from(v.board).join(''),
      v.selected,
      (v.targets ?? []).join(),
      v.lastMove ? `${v.lastMove.from}-${v.lastMove.to}` : '',
      (v.captured ?? []).map((c) => c.index).join(),
      m.join('|'),
      v.flipped,
    ].join('/');
    if (next === signature) return;
    signature = next;
    const labels = Array.from({ length: CELLS }, (_, i) => squareLabel(translate, i, v, m));
    grid.update({ labels, marks: m, selected: v.selected ?? -1, flipped: v.flipped });
  }

  const press = session.handlers.press;
  const detachInput = attachInput(canvas, {
    ...session.handlers,
    press(index) {
      onPress?.();
      return press(index);
    },
    squareAt: (x, y) => renderer.squareAt(x, y),
    toLayout: (x, y) => renderer.toLayout(x, y),
  });
  const redraw = () => renderer.requestDraw();
  reducedMotion?.addEventListener('change', redraw);
  redraw();

  return {
    renderer,
    grid,
    requestDraw: redraw,
    /** Redraws the labels too (after a language or hint setting changed). */
    invalidate() {
      signature = '';
      redraw();
    },
    refreshTheme: () => renderer.refreshTheme(),
    /** A square's centre in viewport pixels. */
    clientCentre: (index) => renderer.clientCentre(index),
    /** A square's centre in the canvas's backing-store pixels. */
    pixelCentre: (index) => renderer.pixelCentre(index),
    destroy() {
      detachInput();
      reducedMotion?.removeEventListener('change', redraw);
      renderer.destroy();
      grid?.destroy();
    },
  };
}
