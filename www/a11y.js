// The board for the keyboard and screen readers: a role=grid of 121
// gridcells laid exactly over the canvas squares (pointer events pass through
// to the canvas), with a roving tabindex. Arrow keys move the focus the way
// the board is shown (flipped or not), Home/End go to the ends of a row,
// Enter or Space activates a square, Escape cancels. Each cell carries its
// square's description as text (for screen readers) and data attributes the
// CSS turns into hint markers. It finds no element by id and knows no rules:
// the caller passes the container and the callbacks.

import { CELLS, SIZE, indexAt, squareName } from './geometry.js';

/**
 * @param {HTMLElement} container the element with role=grid, positioned over the canvas
 * @param {{activate: (index: number) => void, cancel: () => void}} handlers
 */
export function createBoardGrid(container, { activate, cancel }) {
  const doc = container.ownerDocument;
  const cells = [];
  const texts = [];
  const rows = [];
  let cursor = indexAt(5, 0); // f1: near the attackers' first pieces
  let flipped = null;
  let geometry = '';

  for (let r = 0; r < SIZE; r++) {
    const row = doc.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'board-row';
    rows.push(row);
  }
  for (let i = 0; i < CELLS; i++) {
    const cell = doc.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.className = 'board-cell';
    cell.dataset.square = squareName(i);
    cell.tabIndex = i === cursor ? 0 : -1;
    cell.setAttribute('aria-selected', 'false');
    const text = doc.createElement('span');
    text.className = 'sr-only';
    cell.append(text);
    cells.push(cell);
    texts.push(text);
  }
  container.replaceChildren(...rows);

  /** Screen row and column of a square. */
  function place(index) {
    const file = index % SIZE;
    const rank = Math.floor(index / SIZE);
    return flipped ? { row: rank, col: SIZE - 1 - file } : { row: SIZE - 1 - rank, col: file };
  }
  function at(row, col) {
    return flipped ? indexAt(SIZE - 1 - col, row) : indexAt(col, SIZE - 1 - row);
  }

  function arrange(nextFlipped) {
    if (flipped === nextFlipped) return;
    flipped = nextFlipped;
    const root = container.getRootNode();
    const hadFocus = container.contains(root.activeElement ?? doc.activeElement);
    for (let row = 0; row < SIZE; row++) {
      const list = [];
      for (let col = 0; col < SIZE; col++) list.push(cells[at(row, col)]);
      rows[row].replaceChildren(...list);
    }
    // Moving a focused node drops its focus: give it back.
    if (hadFocus) cells[cursor].focus();
  }

  function moveCursor(index, focus) {
    if (index < 0 || index >= CELLS) return;
    cells[cursor].tabIndex = -1;
    cursor = index;
    cells[cursor].tabIndex = 0;
    if (focus) cells[cursor].focus();
  }

  function onKeydown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const { row, col } = place(cursor);
    let next = -1;
    switch (e.key) {
      case 'ArrowUp':
        next = at(Math.max(0, row - 1), col);
        break;
      case 'ArrowDown':
        next = at(Math.min(SIZE - 1, row + 1), col);
        break;
      case 'ArrowLeft':
        next = at(row, Math.max(0, col - 1));
        break;
      case 'ArrowRight':
        next = at(row, Math.min(SIZE - 1, col + 1));
        break;
      case 'Home':
        next = at(row, 0);
        break;
      case 'End':
        next = at(row, SIZE - 1);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        activate(cursor);
        return;
      case 'Escape':
        e.preventDefault();
        cancel();
        return;
      default:
        return;
    }
    e.preventDefault();
    moveCursor(next, true);
  }
  function onFocusin(e) {
    const i = cells.indexOf(e.target);
    if (i >= 0 && i !== cursor) moveCursor(i, false);
  }
  // A screen reader's "click" on a cell (pointer events go to the canvas).
  function onClick(e) {
    const i = cells.indexOf(e.target instanceof Element ? e.target.closest('[role="gridcell"]') : null);
    if (i >= 0) {
      moveCursor(i, false);
      activate(i);
    }
  }
  container.addEventListener('keydown', onKeydown);
  container.addEventListener('focusin', onFocusin);
  container.addEventListener('click', onClick);

  return {
    /**
     * Updates the cells: `labels[i]` is square i's description; `marks[i]` a
     * space-separated list of hint names (CSS: data-hint) or ''; `selected` an
     * index or -1.
     */
    update({ labels, marks, selected, flipped: f }) {
      arrange(Boolean(f));
      for (let i = 0; i < CELLS; i++) {
        if (texts[i].textContent !== labels[i]) texts[i].textContent = labels[i];
        const mark = marks?.[i] ?? '';
        if ((cells[i].dataset.hint ?? '') !== mark) {
          if (mark) cells[i].dataset.hint = mark;
          else delete cells[i].dataset.hint;
        }
        const sel = String(i === selected);
        if (cells[i].getAttribute('aria-selected') !== sel) cells[i].setAttribute('aria-selected', sel);
      }
    },
    /** Lays the grid over the canvas cells (layout in CSS pixels of the canvas, see geometry.js). */
    setLayout(layout) {
      const key = `${layout.left},${layout.top},${layout.cell}`;
      if (key === geometry) return;
      geometry = key;
      const side = layout.cell * SIZE;
      container.style.left = `${layout.left}px`;
      container.style.top = `${layout.top}px`;
      container.style.width = `${side}px`;
      container.style.height = `${side}px`;
    },
    get cursor() {
      return cursor;
    },
    /** Moves the roving focus to a square (and focuses it when `focus`). */
    moveTo(index, focus = false) {
      moveCursor(index, focus);
    },
    focus() {
      cells[cursor].focus();
    },
    /** Whether the keyboard focus is in the grid. */
    get focused() {
      const root = container.getRootNode();
      return container.contains(root.activeElement ?? doc.activeElement);
    },
    /** Removes the cells and the listeners. */
    destroy() {
      container.removeEventListener('keydown', onKeydown);
      container.removeEventListener('focusin', onFocusin);
      container.removeEventListener('click', onClick);
      container.replaceChildren();
    },
  };
}
