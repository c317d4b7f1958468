// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): one
// rating period's update of a player's rating, rating deviation (RD) and
// volatility from the games of that period. Plain numbers in, plain numbers
// out; no DOM, no storage. Our own few lines rather than an npm package: the
// page is a static build with no runtime dependencies, and the algorithm is
// short and fully specified by the paper (tests/www/puzzles-glicko2.test.mjs
// checks the paper's worked example).
//
// The puzzle mode (puzzle-mode.js) rates one puzzle as one period with one
// game: the puzzle is the opponent, its `difficulty` its rating, with a
// fixed RD (PUZZLE_RD).

/** Glickman's scale factor between the Glicko and Glicko-2 scales. */
export const SCALE = 173.7178;
/** A new player: Glicko's defaults. */
export const DEFAULT_PLAYER = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });
/** The system constant τ (constrains the volatility's change; the paper uses 0.5). */
export const TAU = 0.5;
/** A puzzle's rating deviation: its difficulty is an estimate, trusted about as much as an established player's rating. */
export const PUZZLE_RD = 60;
/** Bounds kept on the stored values (a rating outside is refused, an RD is kept inside). */
export const RATING_MIN = 0;
export const RATING_MAX = 4000;
export const RD_MIN = 30;
export const RD_MAX = 350;
export const VOL_MAX = 1;
const EPSILON = 1e-6;

const finite = (v) => typeof v === 'number' && Number.isFinite(v);

/** Throws a RangeError unless `player` is `{rating, rd, vol}` with usable numbers. */
export function checkPlayer(player, what = 'player') {
  if (!player || typeof player !== 'object') throw new RangeError(`${what}: not an object`);
  const { rating, rd, vol } = player;
  if (!finite(rating) || rating < RATING_MIN || rating > RATING_MAX) throw new RangeError(`${what}: rating out of range`);
  if (!finite(rd) || rd <= 0 || rd > RD_MAX) throw new RangeError(`${what}: rating deviation out of range`);
  if (vol !== undefined && (!finite(vol) || vol <= 0 || vol > VOL_MAX)) throw new RangeError(`${what}: volatility out of range`);
}

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu, muj, phij) => 1 / (1 + Math.exp(-g(phij) * (mu - muj)));

/**
 * The player after one rating period. `player`: `{rating, rd, vol}`;
 * `games`: `[{rating, rd, score}]` (the opponents and the player's score
 * against each: 1 win, 0.5 draw, 0 loss); `tau` the system constant.
 * A period with no games only widens the RD (step 6 of the paper). Throws a
 * RangeError on anything not a usable number (NaN, Infinity, out of range).
 * Returns `{rating, rd, vol}` (not rounded).
 */
export function rate(player, games, { tau = TAU } = {}) {
  checkPlayer(player);
  if (!Array.isArray(games)) throw new RangeError('games: not an array');
  if (!finite(tau) || tau <= 0 || tau > 2) throw new RangeError('tau out of range');
  games.forEach((game, i) => {
    checkPlayer(game, `game ${i}`);
    if (game.score !== 0 && game.score !== 0.5 && game.score !== 1) throw new RangeError(`game ${i}: score must be 0, 0.5 or 1`);
  });
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) {
    const widened = Math.min(RD_MAX, SCALE * Math.sqrt(phi * phi + sigma * sigma));
    return { rating: player.rating, rd: widened, vol: sigma };
  }
  // Steps 3 and 4: the estimated variance v and the improvement Δ.
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muj = (game.rating - 1500) / SCALE;
    const phij = game.rd / SCALE;
    const e = expected(mu, muj, phij);
    vInverse += g(phij) ** 2 * e * (1 - e);
    sum += g(phij) * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  // Step 5: the new volatility (the Illinois algorithm of the paper).
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; Math.abs(B - A) > EPSILON && i < 200; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  // Steps 6 and 7: the new RD and rating.
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  const out = { rating: SCALE * muNew + 1500, rd: SCALE * phiNew, vol };
  if (![out.rating, out.rd, out.vol].every(finite)) throw new RangeError('the update did not give finite numbers');
  return out;
}

/**
 * The player after one puzzle: `score` 1 (solved), 0.5 (solved with a hint)
 * or 0 (failed) against a puzzle of `difficulty` (its rating, RD
 * PUZZLE_RD). The result is kept within the stored bounds: the rating in
 * [RATING_MIN, RATING_MAX], the RD in [RD_MIN, RD_MAX].
 */
export function ratePuzzle(player, difficulty, score) {
  const next = rate(player, [{ rating: difficulty, rd: PUZZLE_RD, score }]);
  return {
    rating: Math.min(RATING_MAX, Math.max(RATING_MIN, next.rating)),
    rd: Math.min(RD_MAX, Math.max(RD_MIN, next.rd)),
    vol: Math.min(VOL_MAX, next.vol),
  };
}
