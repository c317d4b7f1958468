// What the board shows before the engine is ready: the start position needs
// no engine (both rulesets start from it), so the page draws it at once
// when that is what the engine will show, and nothing otherwise. Read from
// the saved data without the engine and without changing anything (the
// store reads and checks it properly once the engine is ready):
// - nothing saved, or a saved game with no move and no set-up position:
//   the start position, with the saved orientation and coordinates;
// - a game in progress whose board the page remembered when it was last
//   hidden (`hnef.preview`: the record and its 121 cells, written by
//   rememberPreview) for exactly the saved record: that board;
// - any other game in progress, another board or piece look, or anything
//   this cannot read: null (an empty board until ready), so a wrong
//   position or look never flashes.

import { ATTACKER, CELLS, DEFENDER, KING, SIZE } from './geometry.js';
import { STORAGE_KEY } from './storage.js';
import { BOARDS, PIECES } from './theme.js';

/** Where the board the page was left with is kept: `{record, cells}`. */
export const PREVIEW_KEY = 'hnef.preview';

/** The start position's ranks, 11 down to 1 (docs/RULES.md notation). */
export const START_RANKS = '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3';

const PIECE = { a: ATTACKER, d: DEFENDER, k: KING };

/** The start position as 121 cells (index = (rank-1)*11 + file). */
export function startCells() {
  const cells = new Uint8Array(CELLS);
  START_RANKS.split('/').forEach((row, i) => {
    const rank = SIZE - 1 - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|([adk])/g)) {
      if (m[1]) file += Number(m[1]);
      else cells[rank * SIZE + file++] = PIECE[m[2]];
    }
  });
  return cells;
}

/** Whether a record (Game.record() text) has no move and no set-up position. */
export function recordAtStart(record) {
  if (/\[\s*position\s*:/i.test(record)) return false;
  const body = record.replace(/\[[^\]]*\]/g, ' ').trim();
  return body === '' || body === '*';
}

/**
 * The board to draw before the engine is ready, from `storage` (a
 * localStorage): `{cells, flipped, coordinates}`, or null to draw no pieces.
 */
export function startPreview(storage) {
  let raw;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return { cells: startCells(), flipped: false, coordinates: true };
  try {
    const data = JSON.parse(raw);
    const settings = data?.settings ?? {};
    const record = data?.game?.record;
    if (data?.version !== 1 || typeof settings !== 'object') return null;
    if (settings.board !== undefined && settings.board !== BOARDS[0]) return null;
    if (settings.pieces !== undefined && settings.pieces !== PIECES[0]) return null;
    const look = { flipped: settings.flipped === true, coordinates: settings.coordinates !== false };
    if (data.game == null) return { cells: startCells(), ...look };
    if (typeof record !== 'string') return null;
    if (recordAtStart(record)) return { cells: startCells(), ...look };
    const cells = remembered(storage, record);
    return cells ? { cells, ...look } : null;
  } catch {
    return null;
  }
}

/** The cells remembered for exactly `record`, or null. */
function remembered(storage, record) {
  const kept = JSON.parse(storage.getItem(PREVIEW_KEY) ?? 'null');
  if (kept?.record !== record || typeof kept.cells !== 'string' || !/^[0-3]{121}$/.test(kept.cells)) return null;
  if (kept.cells.split('3').length !== 2) return null; // one king
  return Uint8Array.from(kept.cells, Number);
}

/** Keeps the board `cells` (121 numbers) of the game with `record` for the next start; never throws. */
export function rememberPreview(storage, record, cells) {
  try {
    storage?.setItem(PREVIEW_KEY, JSON.stringify({ record, cells: Array.from(cells).join('') }));
  } catch {
    // Storage full or disabled: the next start draws no pieces until ready.
  }
}
