// Game review, the pure part (no DOM, no engine): from the engine's analysis
// of every position of a game to the attackers' win-chance series, each
// move's loss and class, the per-side summary, the better moves, the
// "learn from your mistakes" exercises, and the review cache
// (localStorage['hnef.reviews']). game-review.js runs the engine and shows
// it; www/README.md ("Game review") documents the thresholds and formulas.
//
// A review holds one compact entry per position (after 0..n plies):
// `[wa, best, mate, depth]`: `wa` the attackers' win chance with best play in
// thousandths (0..1000), `best` the engine's move there ('' when the game is
// over), `mate` plies to a forced result from the side to move's view (null:
// none), `depth` the search depth reached (0 for an end position).

/** Nodes searched per position (deterministic: a cached review is reproducible); tools/review-bench.mjs measured it. */
export const REVIEW_NODES = 20_000;
/** Win-chance points (of 100) a move may give away before it is classed. */
export const INACCURACY = 10;
export const MISTAKE = 20;
export const BLUNDER = 30;
/** A tried move in an exercise is accepted when it keeps the best move's win chance within this many points. */
export const ACCEPT_POINTS = 5;
export const CLASSES = Object.freeze(['inaccuracy', 'mistake', 'blunder']);
/** The symbols of the classes (as in chess annotations). */
export const SYMBOLS = Object.freeze({ inaccuracy: '?!', mistake: '?', blunder: '??' });

const SIDES = ['attackers', 'defenders'];
const other = (side) => (side === 'attackers' ? 'defenders' : 'attackers');
const MOVE = /^[a-k](?:[1-9]|1[01])-[a-k](?:[1-9]|1[01])$/;

/** A position's compact entry from an `analyse` result (its first line). */
export function plyFromAnalysis(analysis) {
  const line = analysis?.lines?.[0];
  if (!line) return null;
  const wa = Math.round(Math.min(1, Math.max(0, Number(line.winChance.attackers))) * 1000);
  return [wa, String(line.move), Number.isInteger(line.mate) ? line.mate : null, Number(line.depth) || 0];
}

/** The compact entry of a finished position: its winner's chance is 1 (a draw: one half each). */
export function plyFromOutcome(outcome) {
  const wa = outcome.winner === 'attackers' ? 1000 : outcome.winner === 'defenders' ? 0 : 500;
  return [wa, '', outcome.winner ? 0 : null, 0];
}

/** Is `value` a compact entry as stored? */
export function isPly(value) {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [wa, best, mate, depth] = value;
  return (
    Number.isInteger(wa) && wa >= 0 && wa <= 1000 &&
    typeof best === 'string' && (best === '' || MOVE.test(best)) &&
    (mate === null || (Number.isInteger(mate) && Math.abs(mate) <= 1000)) &&
    Number.isInteger(depth) && depth >= 0 && depth <= 1000
  );
}

/** The side with a forced win in a position (`toMove` to move), or null. */
function forcedWinner([, best, mate], toMove, outcome) {
  if (best === '') return outcome?.winner ?? null;
  if (mate === null || mate === 0) return null;
  return mate > 0 ? toMove : other(toMove);
}

/** One move's accuracy (0..100) from its loss in win-chance points (lichess's curve). */
export function moveAccuracy(loss) {
  const a = 103.1668 * Math.exp(-0.04354 * Math.max(0, loss)) - 3.1669;
  return Math.min(100, Math.max(0, a));
}

/**
 * The class of a move: `loss` in win-chance points, `forced` (the only legal
 * move: never classed), `threw` (a forced win given away, or a forced loss
 * let in: at least a mistake).
 */
export function classify(loss, { forced = false, threw = false } = {}) {
  if (forced) return null;
  let cls = loss >= BLUNDER ? 'blunder' : loss >= MISTAKE ? 'mistake' : loss >= INACCURACY ? 'inaccuracy' : null;
  if (threw && (cls === null || cls === 'inaccuracy')) cls = 'mistake';
  return cls;
}

/**
 * The review of a game.
 * `moves[i]`: the (i+1)th move ('from-to'); `sides[i]`: its mover;
 * `forced[i]`: whether it was the only legal move; `plies[k]`: the compact
 * entry of the position after k plies (k = 0..n); `outcome`: the game's
 * result at its end ({status, winner}). Returns
 * `{series, moves: [{ply, side, move, before, after, loss, cls, better}], summary}`:
 * `series[k]` the attackers' win chance (0..1) after k plies; `before`,
 * `after`, `loss` in points from the mover's side; `better` the engine's move
 * when the move is classed and differs from it.
 */
export function reviewGame({ moves, sides, forced = [], plies, outcome = null }) {
  const n = moves.length;
  if (plies.length !== n + 1) throw new RangeError(`review: ${plies.length} positions for ${n} moves`);
  const series = plies.map((p) => p[0] / 1000);
  const out = [];
  for (let i = 0; i < n; i++) {
    const side = sides[i];
    const chance = (k) => (side === 'attackers' ? series[k] : 1 - series[k]);
    const before = chance(i) * 100;
    const after = chance(i + 1) * 100;
    // The engine's own move gives nothing away by its measure (the two searches may differ by a little).
    const best = plies[i][1];
    const loss = best === moves[i] ? 0 : Math.max(0, before - after);
    const end = i + 1 === n ? outcome : null;
    const winBefore = forcedWinner(plies[i], side, null);
    const winAfter = forcedWinner(plies[i + 1], other(side), end);
    const threw = (winBefore === side && winAfter !== side) || (winAfter === other(side) && winBefore !== other(side));
    const cls = best === moves[i] ? null : classify(loss, { forced: forced[i] === true, threw });
    const better = cls && best && best !== moves[i] ? best : null;
    out.push({ ply: i + 1, side, move: moves[i], before, after, loss, cls, better });
  }
  return { series, moves: out, summary: summarise(out, forced) };
}

/**
 * Per side: the count of each class, the moves counted and the accuracy
 * (the mean of `moveAccuracy(loss)` over the side's moves that had a choice;
 * null with none).
 */
export function summarise(moves, forced = []) {
  const summary = {};
  for (const side of SIDES) {
    const mine = moves.filter((m, i) => m.side === side && forced[i] !== true);
    const counts = Object.fromEntries(CLASSES.map((c) => [c, mine.filter((m) => m.cls === c).length]));
    const accuracy = mine.length ? mine.reduce((s, m) => s + moveAccuracy(m.loss), 0) / mine.length : null;
    summary[side] = { ...counts, moves: mine.length, accuracy };
  }
  return summary;
}

/**
 * "Learn from your mistakes": the mistakes and blunders of `side` (null: of
 * both sides), in game order, each `{ply, side, played, best, target}`:
 * `ply` the position before the move (plies played), `target` the best
 * move's win chance for the mover in points.
 */
export function exercises(review, side = null) {
  return review.moves
    .filter((m) => (m.cls === 'mistake' || m.cls === 'blunder') && m.better && (side === null || m.side === side))
    .map((m) => ({ ply: m.ply - 1, side: m.side, played: m.move, best: m.better, target: m.before }));
}

/**
 * Does a tried move pass? `chance`: the mover's win chance (points) in the
 * position after the tried move, at the review's budget (or 100 / 0 when it
 * ended the game).
 */
export function accepts(exercise, chance) {
  return chance >= exercise.target - ACCEPT_POINTS;
}

/**
 * The exercise measured against its best move as a tried move is: `chance`
 * is the mover's win chance (points) after the best move, analysed at the
 * budget a tried move is. The target is the lower of that and the chance in
 * the review (the position before the move, the other side to move there:
 * the two searches end on different plies and can differ by more than
 * `ACCEPT_POINTS`). A non-finite `chance` leaves the exercise as it is.
 */
export function withBestChance(exercise, chance) {
  return Number.isFinite(chance) ? { ...exercise, target: Math.min(exercise.target, chance) } : exercise;
}

const bare = (move) => String(move).replace(/x.*$/, '');

/**
 * The game's positions replayed from its record: `{moves, sides, forced,
 * records, outcome, ruleset}`; `records[k]` the record after k plies (no
 * result tags: a resignation or a time-out is not part of the board), the
 * end's outcome only when the board decided it.
 */
export function replayGame(Game, record) {
  const full = Game.fromRecord(record);
  const moves = Array.from(full.history(), bare);
  full.free();
  const game = Game.fromRecord(record);
  try {
    while (game.undo());
    const sides = [];
    const forced = [];
    const records = [];
    for (const move of moves) {
      records.push(game.record());
      sides.push(game.sideToMove());
      forced.push(game.moveCount() === 1);
      const [from, to] = move.split('-');
      game.applyMove(from, to);
    }
    records.push(game.record());
    const end = game.outcome();
    return { moves, sides, forced, records, outcome: end.status === 'ongoing' ? null : end, ruleset: game.ruleset };
  } finally {
    game.free();
  }
}

// ------------------------------------------------------------ the cache

export const REVIEWS_KEY = 'hnef.reviews';
export const REVIEWS_VERSION = 1;
/** Reviews kept (the least recently updated go first). */
export const REVIEWS_MAX = 10;
const ASIDE_PREFIX = 'hnef.aside.';
const KEY = /^[0-9a-f]{8}-[0-9a-f]{8}-\d{1,7}$/;
const PLIES_MAX = 2000;

/** The cache key of a review: the record and the node budget (FNV-1a hashes, both ways, and the length). */
export function reviewKey(record, nodes) {
  const text = `${nodes}\n${record}`;
  let a = 0x811c9dc5;
  let b = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(text.length - 1 - i), 0x01000193) >>> 0;
  }
  const hex = (x) => x.toString(16).padStart(8, '0');
  return `${hex(a)}-${hex(b)}-${text.length % 1e7}`;
}

function readReview(raw) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { key, plies, updated } = raw;
  if (typeof key !== 'string' || !KEY.test(key) || !Array.isArray(plies) || plies.length > PLIES_MAX) return null;
  // Positions are analysed in order: a stored prefix stops at the first entry it cannot use.
  const good = [];
  for (const p of plies) {
    if (!isPly(p)) break;
    good.push([...p]);
  }
  return { key, plies: good, updated: typeof updated === 'number' && Number.isFinite(updated) ? updated : 0 };
}

/**
 * The reviews kept on this device over `backend` (localStorage or anything
 * with getItem/setItem/removeItem). A stored value it cannot use goes to
 * `hnef.aside.<time>` (`asideKey`) and the cache starts empty; an entry it
 * cannot read is dropped. Saving never throws (a full or disabled storage
 * keeps the review in memory only).
 */
export function createReviewCache(backend, { now = () => Date.now() } = {}) {
  let reviews = [];
  let asideKey = null;
  let raw = null;
  try {
    raw = backend?.getItem(REVIEWS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== null) {
    let value;
    let ok = false;
    try {
      value = JSON.parse(raw);
      ok = value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, 'version') &&
        value.version === REVIEWS_VERSION && Array.isArray(value.reviews);
    } catch {
      ok = false;
    }
    if (ok) reviews = value.reviews.slice(0, REVIEWS_MAX * 2).map(readReview).filter(Boolean);
    else {
      asideKey = `${ASIDE_PREFIX}${now()}`;
      try {
        backend.setItem(asideKey, raw);
        backend.removeItem(REVIEWS_KEY);
      } catch {
        asideKey = null;
      }
    }
  }
  reviews = reviews.filter((r, i) => reviews.findIndex((o) => o.key === r.key) === i);

  function save() {
    reviews.sort((x, y) => y.updated - x.updated);
    reviews = reviews.slice(0, REVIEWS_MAX);
    try {
      backend?.setItem(REVIEWS_KEY, JSON.stringify({ version: REVIEWS_VERSION, reviews }));
      return true;
    } catch {
      return false;
    }
  }

  return {
    asideKey,
    /** The positions analysed so far for `key` (a copy; [] when none). */
    get(key) {
      return (reviews.find((r) => r.key === key)?.plies ?? []).map((p) => [...p]);
    },
    /** Keeps `plies` (compact entries, in order) for `key`; false when storage refused. */
    put(key, plies) {
      if (!KEY.test(key) || !plies.every(isPly)) throw new TypeError('review cache: bad entry');
      const entry = reviews.find((r) => r.key === key);
      if (entry) Object.assign(entry, { plies: plies.map((p) => [...p]), updated: now() });
      else reviews.push({ key, plies: plies.map((p) => [...p]), updated: now() });
      return save();
    },
    get size() {
      return reviews.length;
    },
  };
}
