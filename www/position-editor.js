// The position editor (issue 14 item 4): a view over the page
// (page-view.js) where attackers, defenders and the king are placed and
// removed, the side to move and the ruleset chosen, the board cleared (the
// king stays) or set to the start. Every change is checked by the engine
// (`Game.fromPosition`): one it refuses is not made, its words are shown
// (engine-errors.js `errorText`) and the last valid position stays on the
// board. The position can then be analysed (analysis-board.js), played from
// (the page's import flow: two players or the computer) or copied as text.
//
// Opened from the analysis board ("Edit position") with the same `context`
// (see analysis-board.js), plus `rulesetIds()`, `rulesetName(id)` and
// `playPosition(game)` (main.js: the import flow). Its board is drawn by the
// page's renderer through mount.js over a small editing "session" (no game:
// a press edits the square), so the canvas, the keyboard grid and its
// squares' words are the page's own.

import { openPageView, viewButton as button, viewNode as make } from './page-view.js';

export const EMPTY = 0;
export const ATTACKER = 1;
export const DEFENDER = 2;
export const KING = 3;
const PIECE = { attacker: ATTACKER, defender: DEFENDER, king: KING, erase: EMPTY };
const LETTER = { [ATTACKER]: 'a', [DEFENDER]: 'd', [KING]: 'k' };

/** The engine's position text of 121 cells (index = (rank-1)*11 + file) and the side to move. */
export function positionText(cells, side) {
  const ranks = [];
  for (let rank = 10; rank >= 0; rank--) {
    let text = '';
    let run = 0;
    for (let file = 0; file < 11; file++) {
      const piece = cells[rank * 11 + file];
      if (piece === EMPTY) {
        run += 1;
        continue;
      }
      if (run) text += String(run);
      run = 0;
      text += LETTER[piece] ?? '';
    }
    if (run) text += String(run);
    ranks.push(text);
  }
  return `${ranks.join('/')} ${side === 'defenders' ? 'd' : 'a'}`;
}

/**
 * The cells after `tool` ('attacker', 'defender', 'king', 'erase') on
 * `index`: the same piece again removes it; a king placed moves the king
 * (there is one). Returns a new array; `cells` is not changed.
 */
export function applyTool(cells, index, tool) {
  const next = Array.from(cells);
  const piece = PIECE[tool] ?? EMPTY;
  if (piece === KING) {
    if (next[index] === KING) next[index] = EMPTY;
    else {
      for (let i = 0; i < next.length; i++) if (next[i] === KING) next[i] = EMPTY;
      next[index] = KING;
    }
  } else next[index] = next[index] === piece ? EMPTY : piece;
  return next;
}

/** The cells with every piece but the king removed. */
export const clearCells = (cells) => Array.from(cells, (p) => (p === KING ? KING : EMPTY));

/**
 * The engine's verdict on `cells` with `side` to move under `ruleset`:
 * `{ok: true, position}` (its own text of the position) or `{ok: false, error}`.
 */
export function checkPosition(Game, cells, side, ruleset) {
  let game;
  try {
    game = Game.fromPosition(positionText(cells, side), ruleset);
    return { ok: true, position: game.position() };
  } catch (error) {
    return { ok: false, error };
  } finally {
    game?.free();
  }
}


/**
 * Opens the editor on `position` (engine text; default the start) under
 * `ruleset`. Returns the view's handle.
 */
export function openEditor(context, { position = null, ruleset = null } = {}) {
  const { t, Game, mountBoard, errorText, squareName, rulesetIds, rulesetName } = context;
  const start = new Game(ruleset ?? undefined);
  let rules = start.ruleset;
  const startCells = Array.from(start.board());
  start.free();
  let cells = startCells;
  let side = 'attackers';
  if (position) {
    try {
      const game = Game.fromPosition(position, rules);
      cells = Array.from(game.board());
      side = game.sideToMove();
      game.free();
    } catch {
      // The start position: nothing else to show.
    }
  }
  let tool = 'attacker';
  let valid = checkPosition(Game, cells, side, rules).ok ? positionText(cells, side) : null;

  const handle = openPageView({ id: 'editor-view', title: t('editor.title'), closeLabel: t('analysis.close'), onClose: () => board.destroy() });
  const { view, body } = handle;
  view.classList.add('editor-view');

  const status = make('p', 'anb-status');
  status.setAttribute('role', 'status');
  const message = make('p', 'notice editor-message');
  message.setAttribute('role', 'alert');
  message.hidden = true;

  // The palette: one radio group.
  const palette = make('fieldset', 'editor-palette');
  palette.append(make('legend', '', t('editor.palette')));
  for (const name of ['attacker', 'defender', 'king', 'erase']) {
    const label = make('label', `choice editor-tool editor-${name}`);
    const input = make('input');
    input.type = 'radio';
    input.name = 'editor-tool';
    input.value = name;
    input.checked = name === tool;
    input.addEventListener('change', () => {
      tool = name;
    });
    label.append(input, make('span', 'editor-swatch'), ' ', make('span', '', t(`editor.${name}`)));
    palette.append(label);
  }

  const wrap = make('div', 'board-wrap anb-board');
  const canvas = make('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const gridEl = make('div', 'board-grid');
  gridEl.setAttribute('role', 'grid');
  gridEl.setAttribute('aria-label', t('editor.grid'));
  wrap.append(canvas, gridEl);

  const sideLabel = make('label', 'row');
  sideLabel.append(make('span', '', t('editor.toMove')));
  const sideSelect = make('select');
  for (const s of ['attackers', 'defenders']) {
    const o = make('option', '', t(`side.${s}`));
    o.value = s;
    sideSelect.append(o);
  }
  sideSelect.value = side;
  sideLabel.append(sideSelect);
  const rulesLabel = make('label', 'row');
  rulesLabel.append(make('span', '', t('newGame.ruleset')));
  const rulesSelect = make('select');
  for (const id of rulesetIds()) {
    const o = make('option', '', rulesetName(id));
    o.value = id;
    rulesSelect.append(o);
  }
  rulesSelect.value = rules;
  rulesLabel.append(rulesSelect);

  const setup = make('div', 'anb-tools');
  setup.append(
    button('editor-clear', t('editor.clear'), () => change(clearCells(cells), side, rules, t('editor.cleared'))),
    button('editor-start', t('analysis.startPosition'), () => change(startOf(rules), 'attackers', rules, t('analysis.startPosition'))),
  );
  const actions = make('div', 'anb-tools');
  const analyseButton = button('editor-analyse primary', t('analysis.analyse'), () => analyse());
  const playButton = button('editor-play', t('editor.play'), () => play());
  const copyButton = button('editor-copy', t('editor.copy'), () => copy());
  // The position in the iframe embed (embed.html, the <hnef-board> of other
  // pages), both sides to move by hand: in a new tab, kept current by render().
  const embedLink = make('a', 'editor-embed', t('editor.embed'));
  embedLink.target = '_blank';
  embedLink.rel = 'noopener';
  actions.append(analyseButton, playButton, copyButton, embedLink);
  const text = make('input', 'friend-link editor-text');
  text.readOnly = true;
  text.spellcheck = false;
  text.setAttribute('aria-label', t('editor.text'));

  const column = make('div', 'anb-board-column');
  column.append(wrap);
  const side2 = make('div', 'anb-side');
  side2.append(palette, sideLabel, rulesLabel, setup, message, actions, text);
  const layout = make('div', 'anb-layout');
  layout.append(column, side2);
  body.append(status, layout);

  function startOf(id) {
    const game = new Game(id);
    const out = Array.from(game.board());
    game.free();
    return out;
  }

  // An editing "session" for mount.js: a press edits the square.
  const editing = {
    get game() {
      return true;
    },
    view: ({ flipped = false, coordinates = true } = {}) => ({
      board: Uint8Array.from(cells),
      flipped,
      coordinates,
      selected: -1,
      targets: [],
      lastMove: null,
      captured: [],
      deciding: [],
      fading: [],
      slide: null,
      drag: null,
      pending: null,
      motion: false,
    }),
    activate(index) {
      edit(index);
      return { kind: 'none', index, targets: 0 };
    },
    cancel: () => false,
    handlers: Object.freeze({
      press(index) {
        edit(index);
        return false;
      },
      release() {},
      dragStart() {},
      dragMove() {},
      drop() {},
      cancel() {},
    }),
  };
  const board = mountBoard({
    canvas,
    grid: gridEl,
    session: editing,
    display: () => ({ flipped: context.display?.().flipped === true, coordinates: true }),
    t: () => t,
    announce: (words) => say(words),
  });

  function say(words) {
    status.textContent = words;
  }

  /** Tries the change on the engine: made when it accepts it, else refused with its words (nothing changes). */
  function change(nextCells, nextSide, nextRules, words) {
    const verdict = checkPosition(Game, nextCells, nextSide, nextRules);
    if (!verdict.ok) {
      message.textContent = t('editor.refused', { reason: errorText(t, verdict.error) });
      message.hidden = false;
      view.dataset.refused = verdict.error?.code ?? 'error';
      sideSelect.value = side;
      rulesSelect.value = rules;
      return false;
    }
    cells = nextCells;
    side = nextSide;
    rules = nextRules;
    valid = positionText(cells, side);
    message.hidden = true;
    view.dataset.refused = '';
    if (words) say(words);
    render();
    return true;
  }

  function edit(index) {
    const next = applyTool(cells, index, tool);
    const piece = next[index];
    const words = t(piece === EMPTY ? 'editor.removed' : 'editor.placed', { square: squareName(index), piece: t(`editor.${piece === ATTACKER ? 'attacker' : piece === DEFENDER ? 'defender' : piece === KING ? 'king' : 'erase'}`) });
    change(next, side, rules, words);
  }

  sideSelect.addEventListener('change', () => change(cells, sideSelect.value, rules, ''));
  rulesSelect.addEventListener('change', () => change(cells, side, rulesSelect.value, ''));

  function game() {
    return Game.fromPosition(valid, rules);
  }

  function analyse() {
    const g = game();
    const record = g.record();
    g.free();
    handle.close();
    context.openAnalysis(context, { record });
  }

  function play() {
    const g = game();
    handle.close();
    context.playPosition(g);
  }

  async function copy() {
    text.value = valid;
    try {
      await navigator.clipboard.writeText(valid);
      say(t('editor.copied'));
    } catch {
      text.select();
      say(t('editor.copyFailed'));
    }
  }

  function render() {
    if (valid) {
      const query = new URLSearchParams({ position: valid, ruleset: rules, interactive: 'both', coordinates: 'on' });
      embedLink.href = `embed.html?${query}`;
    } else embedLink.removeAttribute('href');
    view.dataset.position = valid ?? '';
    view.dataset.ruleset = rules;
    text.value = valid ?? '';
    sideSelect.value = side;
    rulesSelect.value = rules;
    board.requestDraw();
  }

  view.cells = () => Array.from(cells);
  view.squareCentre = (name) => {
    const m = /^([a-k])(\d{1,2})$/.exec(name);
    return m ? board.clientCentre((Number(m[2]) - 1) * 11 + (m[1].charCodeAt(0) - 97)) : null;
  };
  render();
  return handle;
}
