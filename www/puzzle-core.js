// The puzzle mode's rules as plain functions (no DOM, no storage): the
// puzzle file read and checked (www/README.md "Puzzles"), which side plays,
// the task in words, the themes filter, the player's move checked against
// the solution with the engine, and the next puzzle chosen. The view is
// puzzle-mode.js; the saved ratings puzzle-store.js.

export const PUZZLES_VERSION = 1;
export const SIDES = Object.freeze(['attackers', 'defenders']);
/** How a win puzzle ends (the first theme) and the save puzzles' themes. */
export const WIN_THEMES = Object.freeze(['escape', 'fort', 'kingCapture', 'encirclement', 'noMoves']);
export const SAVE_THEMES = Object.freeze(['block', 'defence']);
/** The themes filter's choices besides 'all' (noMoves is rare: it is only in 'all'). */
export const FILTER_THEMES = Object.freeze(['escape', 'fort', 'kingCapture', 'encirclement', 'block', 'defence']);
/** Most puzzles taken from a file (the shipped one has 490). */
export const PUZZLES_MAX = 5000;

const MOVE = /^[a-k](?:[1-9]|1[01])-[a-k](?:[1-9]|1[01])$/;
const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Throws an Error naming the problem unless `raw` is a puzzle of the file. */
function checkPuzzle(raw, i) {
  const bad = (what) => new Error(`puzzle ${i}: ${what}`);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad('not an object');
  if (typeof raw.id !== 'string' || !ID.test(raw.id)) throw bad('id');
  if (typeof raw.position !== 'string' || raw.position.length > 400 || !/ [ad]$/.test(raw.position)) throw bad('position');
  if (!Array.isArray(raw.solution) || raw.solution.length === 0 || raw.solution.length > 15 || raw.solution.length % 2 === 0) throw bad('solution');
  if (!raw.solution.every((m) => typeof m === 'string' && MOVE.test(m))) throw bad('solution move');
  if (raw.last !== null && !(typeof raw.last === 'string' && MOVE.test(raw.last))) throw bad('last');
  if (!Array.isArray(raw.themes) || raw.themes.length === 0 || !raw.themes.every((x) => typeof x === 'string')) throw bad('themes');
  const win = WIN_THEMES.includes(raw.themes[0]);
  if (!win && !SAVE_THEMES.includes(raw.themes[0])) throw bad('theme');
  if (!win && raw.solution.length !== 1) throw bad('a save puzzle is one move');
  if (raw.moves !== (raw.solution.length + 1) / 2) throw bad('moves');
  for (const key of ['difficulty', 'game', 'ply']) {
    if (!Number.isSafeInteger(raw[key]) || raw[key] < 0 || raw[key] > 100_000) throw bad(key);
  }
  return {
    id: raw.id,
    position: raw.position,
    last: raw.last,
    solution: [...raw.solution],
    themes: [...raw.themes],
    moves: raw.moves,
    difficulty: raw.difficulty,
    game: raw.game,
    ply: raw.ply,
  };
}

/**
 * The puzzle file (parsed JSON) checked: `{ruleset, puzzles}`. Throws an
 * Error naming the first problem (the mode then says it cannot load them).
 */
export function readPuzzles(json) {
  if (!json || typeof json !== 'object' || json.version !== PUZZLES_VERSION) throw new Error('not a puzzle file of version 1');
  if (typeof json.ruleset !== 'string' || !Array.isArray(json.puzzles)) throw new Error('no ruleset or puzzles');
  if (json.puzzles.length === 0 || json.puzzles.length > PUZZLES_MAX) throw new Error('puzzle count');
  const puzzles = json.puzzles.map(checkPuzzle);
  if (new Set(puzzles.map((p) => p.id)).size !== puzzles.length) throw new Error('repeated ids');
  return { ruleset: json.ruleset, puzzles };
}

/** The side the player has: the side to move in the position. */
export const puzzleSide = (puzzle) => (puzzle.position.endsWith(' d') ? 'defenders' : 'attackers');
export const otherSide = (side) => (side === 'attackers' ? 'defenders' : 'attackers');
/** A win puzzle (its last player move may be any winning move) or a save puzzle (block, defence). */
export const isWin = (puzzle) => WIN_THEMES.includes(puzzle.themes[0]);

/**
 * The filter's themes that some puzzle of `puzzles` has: the page offers
 * only these (a set made again by a stronger search may lose the last
 * puzzle of a rare theme).
 */
export const offeredThemes = (puzzles) => FILTER_THEMES.filter((theme) => puzzles.some((p) => matches(p, { theme })));

/** Does the puzzle pass the filter `{theme: 'all'|FILTER_THEMES, side: 'all'|SIDES}`? */
export function matches(puzzle, { theme = 'all', side = 'all' } = {}) {
  if (theme !== 'all' && !puzzle.themes.includes(theme)) return false;
  return side === 'all' || puzzleSide(puzzle) === side;
}

/**
 * The task as an i18n key and its parameters (the side's word is the
 * host's): a win puzzle says how and in how many moves ("Defenders: escape
 * in 2"); a block says what to stop (the escape, when the king has a corner
 * in reach: `escapeThreat`); a defence asks for the only move that holds.
 */
export function taskKey(puzzle, { escapeThreat = false } = {}) {
  const side = puzzleSide(puzzle);
  const how = puzzle.themes[0];
  if (how === 'block') return { key: escapeThreat ? 'puzzles.task.blockEscape' : 'puzzles.task.block', params: { side, moves: 1 } };
  if (how === 'defence') return { key: 'puzzles.task.defence', params: { side, moves: 1 } };
  return { key: `puzzles.task.${how}`, params: { side, moves: puzzle.moves } };
}

/** The move number in the source game the puzzle starts at (ply 0 is move 1; one move is both sides' turns). */
export const sourceMove = (puzzle) => Math.floor(puzzle.ply / 2) + 1;

/**
 * The player's `move` ('f4-f7') at solution index `step` (even: the
 * player's turns) checked. `after`: the engine's outcome once the move is
 * played (`game.outcome()`, or the move's own result: `{status, winner}`).
 * Returns `'right'` (the solution's move, or at a win puzzle's last step
 * any move that wins the game for the player) or `'wrong'`.
 */
export function checkMove(puzzle, step, move, after) {
  if (step % 2 !== 0 || step >= puzzle.solution.length) return 'wrong';
  if (move === puzzle.solution[step]) return 'right';
  if (!isWin(puzzle) || step !== puzzle.solution.length - 1) return 'wrong';
  return after && after.status !== 'ongoing' && after.winner === puzzleSide(puzzle) ? 'right' : 'wrong';
}

/**
 * The next puzzle to offer: within the filter, not `currentId`, and in order
 * of preference never tried, then tried but not solved, then any; among
 * those the one whose difficulty is nearest the player's rating (ties: the
 * file's order). Deterministic given the stored state. Null when the filter
 * lets none through.
 */
export function pickNext(puzzles, { rating, solved = [], seen = [] }, filter = {}, currentId = null) {
  const done = new Set(solved);
  const tried = new Set(seen);
  const pool = puzzles.filter((p) => matches(p, filter));
  const others = pool.filter((p) => p.id !== currentId);
  const tiers = [others.filter((p) => !tried.has(p.id) && !done.has(p.id)), others.filter((p) => !done.has(p.id)), others, pool];
  const list = tiers.find((tier) => tier.length > 0);
  if (!list) return null;
  let best = list[0];
  for (const p of list) if (Math.abs(p.difficulty - rating) < Math.abs(best.difficulty - rating)) best = p;
  return best;
}
