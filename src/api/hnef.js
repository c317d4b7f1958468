// The package entry: the Game class users get, the module's functions and
// the few things wasm-bindgen cannot express. The wasm-bindgen glue
// (hnef_glue.js) stays private: only this file imports it.
//
// - Game wraps the glue's Game, holding it in a #private field, so no code
//   outside this module can reach, copy or forge the handle into wasm
//   memory: a copy of a Game, or Object.create(Game.prototype), is no Game.
// - Every method first reads and checks its arguments here, inside
//   try/catch, into primitives or a fresh object without a prototype; only
//   then does it call into wasm. So no user code (a getter, a Proxy trap,
//   toString) ever runs while a Rust frame holds the game, and a throw while
//   reading becomes a plain Error instead of unwinding through Rust (which
//   used to leave the game "recursively used" and, after a few thousand
//   throws, the whole module out of bounds).
// - The handle is checked after the arguments were read (a getter may have
//   called free()). A call on a game whose own call is still under way
//   (only possible from a patched global the engine calls, such as
//   performance.now) is refused, and free() then waits for the call to end.
// - RULESETS, a frozen array constant; a test checks it equals the engine's
//   rulesets().
// - init() with no argument works in Node.js too: there it reads
//   hnef_bg.wasm next to this file with node:fs, since Node's fetch cannot
//   load file: URLs. Browsers, workers and bundlers take the glue's own path
//   (fetch of new URL('hnef_bg.wasm', import.meta.url)).
// - Every error thrown carries a stable snake_case `code` (and, where
//   useful, `details`): the ones made here by refuse(), the engine's by
//   src/api/convert.rs. hnef.d.ts lists the codes (ErrorCode).
// - init() and initSync() resolve to nothing: the raw wasm exports (memory,
//   pointers) stay private, so nothing outside the Game API can touch them.
//
// No rules logic lives here: what a square, a side or a level means is the
// engine's to say; this file checks only types, lengths and number ranges.

import glueInit, {
  initSync as glueInitSync,
  Game as Engine,
  Searcher as EngineSearcher,
  bench as engineBench,
  checkSquare as engineCheckSquare,
  rulesets as engineRulesets,
} from './hnef_glue.js';

/** The ruleset ids, the default first (the same list as `rulesets()`). */
export const RULESETS = Object.freeze([
  'copenhagen-hnefatafl-11x11-2025-v1',
  'viking-chess-classic-11x11',
]);

/**
 * An Error (or TypeError, RangeError) with a stable `code` and, when
 * given, `details` and a `cause`.
 */
function refuse(Kind, code, message, details, cause) {
  const err = cause === undefined ? new Kind(message) : new Kind(message, { cause });
  err.code = code;
  if (details !== undefined) err.details = details;
  return err;
}

/** A `bad_argument` error about the parameter `what`. */
const badArgument = (Kind, what, message, cause) => refuse(Kind, 'bad_argument', message, { parameter: what }, cause);

/** A failed load as a `load_failed` Error, the thrown value its cause. */
const loadFailed = (thrown) =>
  refuse(Error, 'load_failed', `the engine could not be loaded: ${describe(thrown)}`, undefined, thrown);

let ready = null; // the promise of the first successful init(), or null
let loading = false; // an init() is under way
let instantiated = false; // the engine can be called

/**
 * Loads and instantiates the engine; call it once (again is harmless)
 * before using anything else.
 *
 * @param {undefined | string | URL | Request | Response | BufferSource |
 *   WebAssembly.Module | Promise<Response> | {module_or_path: unknown}} [input]
 *   where the .wasm comes from; by default hnef_bg.wasm next to this module
 *   (fetched in browsers, read from disk in Node.js).
 * @returns {Promise<void>}
 */
export default function init(input) {
  if (ready === null) {
    loading = true;
    ready = load(input).then(
      () => {
        loading = false;
        instantiated = true;
      },
      (err) => {
        loading = false;
        ready = null; // a failed load may be retried, e.g. with other input
        throw loadFailed(err);
      },
    );
  }
  return ready;
}

async function load(input) {
  if (input === undefined && onNodeFileSystem()) {
    input = await readWasmFile(new URL('./hnef_bg.wasm', import.meta.url));
  }
  if (input === undefined) {
    await glueInit();
  } else if (isPlainObject(input)) {
    await glueInit(input);
  } else {
    await glueInit({ module_or_path: input });
  }
}

/**
 * Instantiates the engine synchronously from the bytes (or compiled module)
 * of hnef_bg.wasm. Does nothing when the engine is already instantiated.
 *
 * @param {{module: BufferSource | WebAssembly.Module} | BufferSource | WebAssembly.Module} options
 * @returns {void}
 */
export function initSync(options) {
  if (options === undefined || options === null) {
    throw badArgument(TypeError, 'options', 'initSync needs { module: bytes or WebAssembly.Module of hnef_bg.wasm }');
  }
  if (loading) {
    // A second instance would replace the first under the games made from it.
    throw refuse(Error, 'loading', 'init() is still loading the engine: await it instead of calling initSync');
  }
  try {
    glueInitSync(isPlainObject(options) ? options : { module: options });
  } catch (err) {
    throw loadFailed(err);
  }
  instantiated = true;
  ready ??= Promise.resolve();
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Node.js (or a runtime that says it is Node-compatible) running this file from disk. */
function onNodeFileSystem() {
  return (
    typeof process === 'object' &&
    process !== null &&
    typeof process.versions?.node === 'string' &&
    import.meta.url.startsWith('file:')
  );
}

const NODE_FS = 'node:fs/promises';

async function readWasmFile(url) {
  // Node 20.16+ and 22.3+ hand out built-ins synchronously; older ones need
  // a dynamic import. The specifier sits in a variable and the comments tell
  // webpack and Vite to leave it alone, so bundlers for the browser never
  // try to resolve node:fs.
  const fs =
    process.getBuiltinModule?.('node:fs/promises') ??
    (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS));
  return fs.readFile(url);
}


// --- Reading arguments -------------------------------------------------------
//
// Each reader takes a user's value once and returns a primitive (or throws a
// TypeError or RangeError naming the parameter). None coerces: a String
// object, or an object with toString or Symbol.toPrimitive, is not a string.

/** Longest text accepted for a position or a record, in UTF-16 units. Real
 * records are a few kilobytes; the cap stops a runaway string from growing
 * wasm memory before it is even parsed. */
const MAX_TEXT = 4 << 20;

/** Longest short name (square, side, level, ruleset): anything longer is
 * wrong anyway, and is refused before it is copied into wasm. */
const MAX_NAME = 256;

/** Largest whole number a JS number holds exactly (2^53 - 1). */
const MAX_WHOLE = Number.MAX_SAFE_INTEGER;

/** Largest seed, nodes or plies as a BigInt (2^64 - 1). */
const MAX_U64 = 2n ** 64n - 1n;

/** The deepest `depth` option accepted (the search clamps deeper ones). */
const MAX_DEPTH = 100;

/** The keys `aiMove` options may have. */
const OPTION_KEYS = Object.freeze(['timeMs', 'seed', 'nodes', 'depth']);

/** How a value is named in a message: `null`, `undefined`, `an array` or its
 * `typeof`. Runs no user code and never throws. */
function typeName(value) {
  if (value === null) return 'null';
  let array = false;
  try {
    array = Array.isArray(value);
  } catch {
    // Array.isArray throws on a revoked Proxy: it is still an object.
  }
  return array ? 'an array' : typeof value;
}

/** A long user string shortened for a message (40 code points, then …). */
function clip(text) {
  const head = Array.from(text.slice(0, 80)).slice(0, 40).join('');
  return head.length < text.length ? `${head}…` : head;
}

/** What a thrown value says, for a message; never throws. */
function describe(thrown) {
  try {
    const text = thrown instanceof Error ? thrown.message : String(thrown);
    if (typeof text === 'string') return clip(text);
  } catch {
    // An object whose message or toString throws in turn.
  }
  return 'a value that cannot be shown';
}

function string(value, what, max) {
  if (typeof value !== 'string') throw badArgument(TypeError, what, `${what} must be a string, got ${typeName(value)}`);
  if (value.length > max) {
    throw badArgument(RangeError, what, `${what} is too long (${value.length} characters, at most ${max})`);
  }
  return value;
}

const name = (value, what) => string(value, what, MAX_NAME);
const text = (value, what) => string(value, what, MAX_TEXT);
const optionalName = (value, what) => (value === undefined ? undefined : name(value, what));

/** An optional non-negative whole number below 2^53, or a BigInt below
 * 2^64; returned as a BigInt (undefined stays undefined). */
function uint(value, what) {
  if (value === undefined) return undefined;
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value <= MAX_WHOLE) return BigInt(value);
    throw badArgument(RangeError, what, `${what} must be a non-negative whole number, got ${value}`);
  }
  if (typeof value === 'bigint') {
    if (value >= 0n && value <= MAX_U64) return value;
    throw badArgument(RangeError, what, `${what} must be a non-negative whole number below 2^64`);
  }
  throw badArgument(TypeError, what, `${what} must be a number, got ${typeName(value)}`);
}

/** An optional positive, finite number of milliseconds. */
function millis(value, what) {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw badArgument(TypeError, what, `${what} must be a number, got ${typeName(value)}`);
  if (Number.isFinite(value) && value > 0) return value;
  throw badArgument(RangeError, what, `${what} must be a positive number of milliseconds, got ${value}`);
}

const OPTIONS_SHAPE = 'options must be an object like { timeMs: 1000, seed: 1 }';

/**
 * An options object read once into a fresh object without a prototype: only
 * `keys` are allowed, and every read happens here (Array.isArray,
 * Object.keys and each read may run a Proxy trap or a getter, which may
 * throw). `undefined` reads as no options.
 */
function readOptions(options, keys, shape) {
  const read = Object.create(null);
  if (options === undefined) return read;
  if (typeof options !== 'object' || options === null) throw badArgument(TypeError, 'options', shape);
  let array;
  let unknown;
  try {
    array = Array.isArray(options);
    if (!array) {
      unknown = Object.keys(options).find((key) => !keys.includes(key));
      if (unknown === undefined) for (const key of keys) read[key] = options[key];
    }
  } catch (err) {
    throw badArgument(Error, 'options', `options could not be read: ${describe(err)}`, err);
  }
  if (array) throw badArgument(TypeError, 'options', shape);
  if (unknown !== undefined) {
    throw badArgument(TypeError, 'options', `unknown option '${clip(unknown)}' (expected ${keys.join(', ')})`);
  }
  return read;
}

/**
 * The search limits of read options (`readOptions`), each checked: the
 * engine takes them as separate arguments (`timeMs` a number, `seed` and
 * `nodes` BigInts, `depth` a number; `undefined` where not given).
 */
function searchLimits(read) {
  const depth = uint(read.depth, 'depth');
  const limits = { timeMs: millis(read.timeMs, 'timeMs'), seed: uint(read.seed, 'seed'), nodes: uint(read.nodes, 'nodes') };
  if (depth !== undefined && (depth < 1n || depth > BigInt(MAX_DEPTH))) {
    throw badArgument(RangeError, 'depth', `depth must be between 1 and ${MAX_DEPTH}, got ${depth}`);
  }
  limits.depth = depth === undefined ? undefined : Number(depth);
  return limits;
}

// --- Game --------------------------------------------------------------------

const NOT_LOADED = 'the engine is not loaded: await init() (or call initSync) first';
const NOT_A_GAME =
  'not a Game: this object holds no game of the engine (a copy of a Game, or an object made from ' +
  'Game.prototype, is none; make one with new Game(), Game.fromPosition or Game.fromRecord)';
const FREED = 'this Game was freed (free() was called); create a new Game';
const BUSY =
  'this Game is in the middle of a call: the engine called back into JavaScript (a patched ' +
  'performance.now or crypto.getRandomValues), which called the same game';

function loaded() {
  if (!instantiated) throw refuse(Error, 'not_loaded', NOT_LOADED);
}

/** Game.#run for the Searcher class (set in Game's static block). */
let runOnGame = null;

/** The engine game a static factory hands to the constructor, or null. */
let adopting = null;

/** A game of hnefatafl: see the package README for every method. */
export class Game {
  /** The glue's Game (a handle into wasm memory), or null once freed. */
  #engine = null;
  /** A call into the engine is under way. */
  #busy = false;
  /** The engine game that free() released during a call, to free after it. */
  #freeAfterCall = null;

  /** A new game from the start position; `ruleset` defaults to Copenhagen. */
  constructor(ruleset) {
    if (adopting !== null) {
      this.#engine = adopting;
      adopting = null;
      return;
    }
    const id = optionalName(ruleset, 'ruleset');
    loaded();
    this.#engine = new Engine(id);
  }

  /** A game from position text (ours or OpenTafl's). */
  static fromPosition(position, ruleset) {
    const t = text(position, 'position');
    const id = optionalName(ruleset, 'ruleset');
    loaded();
    return adopt(Engine.fromPosition(t, id));
  }

  /** A game replayed from a record (ours, OpenTafl .otg, or a bare move list). */
  static fromRecord(record, ruleset) {
    const t = text(record, 'record');
    const id = optionalName(ruleset, 'ruleset');
    loaded();
    return adopt(Engine.fromRecord(t, id));
  }

  /** Whether `game` is a Game made by this module (and not a copy). */
  static #is(game) {
    return typeof game === 'object' && game !== null && #engine in game;
  }

  /**
   * Calls `call(engine)` once the arguments were read: refuses a forged
   * object, a freed game and a re-entrant call, and frees a game that
   * free() released during the call once it returns.
   */
  static #run(game, call) {
    if (!Game.#is(game)) throw refuse(TypeError, 'not_a_game', NOT_A_GAME);
    const engine = game.#engine;
    if (engine === null) throw refuse(Error, 'freed', FREED);
    if (game.#busy) throw refuse(Error, 'busy', BUSY);
    game.#busy = true;
    try {
      return call(engine);
    } finally {
      game.#busy = false;
      const released = game.#freeAfterCall;
      if (released !== null) {
        game.#freeAfterCall = null;
        released.free();
      }
    }
  }

  static {
    runOnGame = (game, call) => Game.#run(game, call);
  }

  /** Throws the not-a-Game TypeError before any argument is read. */
  static #brand(game) {
    if (!Game.#is(game)) throw refuse(TypeError, 'not_a_game', NOT_A_GAME);
  }

  get ruleset() {
    return Game.#run(this, (e) => e.ruleset);
  }

  sideToMove() {
    return Game.#run(this, (e) => e.sideToMove());
  }

  legalTargets(square) {
    Game.#brand(this);
    const sq = name(square, 'square');
    return Game.#run(this, (e) => e.legalTargets(sq));
  }

  legalMoves() {
    return Game.#run(this, (e) => e.legalMoves());
  }

  moveCount() {
    return Game.#run(this, (e) => e.moveCount());
  }

  applyMove(from, to) {
    Game.#brand(this);
    const f = name(from, 'from');
    let t;
    try {
      t = name(to, 'to');
    } catch (err) {
      // A malformed `from` is reported first (the whole move passed as
      // `from` is a common slip), then the wrong `to`.
      loaded();
      engineCheckSquare(f, 'from');
      throw err;
    }
    return Game.#run(this, (e) => e.applyMove(f, t));
  }

  undo() {
    return Game.#run(this, (e) => e.undo());
  }

  outcome() {
    return Game.#run(this, (e) => e.outcome());
  }

  position() {
    return Game.#run(this, (e) => e.position());
  }

  isPosition(position) {
    Game.#brand(this);
    const t = text(position, 'position');
    return Game.#run(this, (e) => e.isPosition(t));
  }

  record() {
    return Game.#run(this, (e) => e.record());
  }

  board() {
    return Game.#run(this, (e) => e.board());
  }

  history() {
    return Game.#run(this, (e) => e.history());
  }

  repetitions() {
    return Game.#run(this, (e) => e.repetitions());
  }

  drawOffer() {
    return Game.#run(this, (e) => e.drawOffer());
  }

  offerDraw(side) {
    Game.#brand(this);
    const s = name(side, 'side');
    return Game.#run(this, (e) => e.offerDraw(s));
  }

  acceptDraw(side) {
    Game.#brand(this);
    const s = name(side, 'side');
    return Game.#run(this, (e) => e.acceptDraw(s));
  }

  resign(side) {
    Game.#brand(this);
    const s = name(side, 'side');
    return Game.#run(this, (e) => e.resign(s));
  }

  timeout(side) {
    Game.#brand(this);
    const s = name(side, 'side');
    return Game.#run(this, (e) => e.timeout(s));
  }

  aiMove(level, options) {
    Game.#brand(this);
    const l = name(level, 'level');
    const limits = searchLimits(readOptions(options, OPTION_KEYS, OPTIONS_SHAPE));
    return Game.#run(this, (e) => e.aiMove(l, limits.timeMs, limits.seed, limits.nodes, limits.depth));
  }

  get allowsDraws() {
    return Game.#run(this, (e) => e.allowsDraws);
  }

  decidingSquares() {
    return Game.#run(this, (e) => e.decidingSquares());
  }

  fortPieces() {
    return Game.#run(this, (e) => e.fortPieces());
  }

  shieldWall(ply) {
    Game.#brand(this);
    const p = uint(ply, 'ply');
    if (p === undefined) throw badArgument(TypeError, 'ply', 'ply must be a number, got undefined');
    return Game.#run(this, (e) => e.shieldWall(Number(p)));
  }

  cornerReach(ply) {
    Game.#brand(this);
    const p = uint(ply, 'ply');
    return Game.#run(this, (e) => e.cornerReach(p === undefined ? undefined : Number(p)));
  }

  // --- analyse (multi-line analysis) ---------------------------------------

  /** The most lines `analyse` gives (the engine's MAX_LINES). */
  static #MAX_LINES = 64;

  /**
   * Multi-line analysis: `{ lines = 1, timeMs?, depth?, nodes?, seed? }` ->
   * `{ depth, seldepth, nodes, lines: [{ move, pv, score, mate?, lowerBound,
   * depth, winChance: { attackers, defenders } }] }`, best line first. Every
   * option is read once and checked here before the engine is called.
   */
  analyse(options) {
    Game.#brand(this);
    const read = readOptions(options, ['lines', ...OPTION_KEYS], 'options must be an object like { lines: 3, depth: 6 }');
    const lines = uint(read.lines, 'lines') ?? 1n;
    if (lines < 1n || lines > BigInt(Game.#MAX_LINES)) {
      throw badArgument(RangeError, 'lines', `lines must be between 1 and ${Game.#MAX_LINES}, got ${lines}`);
    }
    const limits = searchLimits(read);
    return Game.#run(this, (e) => e.analyse(Number(lines), limits.timeMs, limits.seed, limits.nodes, limits.depth));
  }

  /**
   * Releases the game's memory now. A second call does nothing; during a
   * call on the same game the memory is released when that call returns.
   */
  free() {
    Game.#brand(this);
    const engine = this.#engine;
    if (engine === null) return;
    this.#engine = null;
    if (this.#busy) this.#freeAfterCall = engine;
    else engine.free();
  }
}

/** Wraps an engine game made by a static factory. */
function adopt(engine) {
  adopting = engine;
  try {
    return new Game();
  } finally {
    adopting = null;
  }
}

if (typeof Symbol.dispose === 'symbol') {
  Object.defineProperty(Game.prototype, Symbol.dispose, {
    value: Game.prototype.free,
    writable: true,
    configurable: true,
  });
}

// --- Searcher ----------------------------------------------------------------

const NOT_A_SEARCHER = 'not a Searcher: make one with new Searcher()';
const SEARCHER_FREED = 'this Searcher was freed (free() was called); create a new Searcher';
const SEARCHER_BUSY = 'this Searcher is in the middle of a call (an onDepth callback called it again)';

/**
 * One search engine (a 16 MiB transposition table and the move-ordering
 * history, allocated once) reused across the `aiMove` and `analyse` calls
 * of a game: positions of the same game keep what earlier searches learnt;
 * another game, or a call with `nodes` and no `timeMs`, starts from a
 * cleared table (so such a call answers exactly as `Game.aiMove` or
 * `Game.analyse`). The package's worker (`hnef/worker`) keeps one.
 */
export class Searcher {
  #engine = null;
  #busy = false;

  constructor() {
    loaded();
    this.#engine = new EngineSearcher();
  }

  static #run(searcher, call) {
    if (typeof searcher !== 'object' || searcher === null || !(#engine in searcher)) {
      throw refuse(TypeError, 'bad_argument', NOT_A_SEARCHER, { parameter: 'this' });
    }
    if (searcher.#engine === null) throw refuse(Error, 'freed', SEARCHER_FREED);
    if (searcher.#busy) throw refuse(Error, 'busy', SEARCHER_BUSY);
    searcher.#busy = true;
    try {
      return call(searcher.#engine);
    } finally {
      searcher.#busy = false;
    }
  }

  /** Whether the last call kept what earlier calls had learnt. */
  get kept() {
    return Searcher.#run(this, (s) => s.kept);
  }

  /** Forgets everything learnt (the table is cleared, not reallocated). */
  clear() {
    Searcher.#run(this, (s) => s.clear());
  }

  /** `game.aiMove(level, options)` with this searcher's table. */
  aiMove(game, level, options) {
    const l = name(level, 'level');
    const limits = searchLimits(readOptions(options, OPTION_KEYS, OPTIONS_SHAPE));
    return Searcher.#run(this, (s) =>
      runOnGame(game, (g) => s.aiMove(g, l, limits.timeMs, limits.seed, limits.nodes, limits.depth)),
    );
  }

  /**
   * `game.analyse(options)` with this searcher's table; `onDepth(report)`,
   * when given, is called after each completed iteration of each line (a
   * throw from it is ignored).
   */
  analyse(game, options, onDepth) {
    const read = readOptions(options, ['lines', ...OPTION_KEYS], 'options must be an object like { lines: 3, depth: 6 }');
    const lines = uint(read.lines, 'lines') ?? 1n;
    if (lines < 1n || lines > 64n) throw badArgument(RangeError, 'lines', `lines must be between 1 and 64, got ${lines}`);
    const limits = searchLimits(read);
    if (onDepth !== undefined && typeof onDepth !== 'function') {
      throw badArgument(TypeError, 'onDepth', `onDepth must be a function, got ${typeName(onDepth)}`);
    }
    const report = onDepth === undefined ? undefined : (r) => {
      try {
        onDepth(r);
      } catch {
        // A throwing callback does not stop the search.
      }
    };
    return Searcher.#run(this, (s) =>
      runOnGame(game, (g) => s.analyse(g, Number(lines), limits.timeMs, limits.seed, limits.nodes, limits.depth, report)),
    );
  }

  /** Releases the table now; a second call does nothing. */
  free() {
    if (typeof this === 'object' && this !== null && #engine in this && this.#engine === null) return;
    Searcher.#run(this, (s) => {
      this.#engine = null;
      s.free();
    });
  }
}

/** The ruleset ids, the default first (a fresh array each call). */
export function rulesets() {
  loaded();
  return engineRulesets();
}

/**
 * Random-playout throughput inside wasm: plays random legal games from the
 * start until `plies` plies were played. Returns `{ plies, games, captures }`.
 */
export function bench(plies, seed) {
  const p = uint(plies, 'plies');
  const s = uint(seed, 'seed');
  loaded();
  return engineBench(p, s);
}
