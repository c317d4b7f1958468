// Hostile input through the JS API (issue 10, items 1 and 2), property-based
// with fast-check: every parameter of every method gets arbitrary values,
// Proxies whose traps throw, throwing getters, objects whose toString,
// valueOf or Symbol.toPrimitive throw or return objects, Symbols, BigInts,
// odd numbers, lone surrogates, huge strings, forged and copied games, and
// getters that free or change the game in the middle of a call. After each
// call the game and an unrelated game still answer (a rejected call changes
// nothing), and the module never traps, also after thousands of such calls.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { PKG_DIR, loadHnef } from './load.mjs';
import { START, positionText, snapshot } from './helpers.mjs';
import { assertCoded } from './error-codes.mjs';

const { hnef } = await loadHnef();
const { Game } = hnef;

const FREED = /^this Game was freed \(free\(\) was called\); create a new Game$/;
const NOT_A_GAME = /^not a Game: /;
/** What a poisoned module says: none of it may ever be seen. */
const POISON = /recursive use|unreachable|out of bounds|null pointer|already (mutably )?borrowed|unwrap_throw/i;

/** A game in the middle of play: a capture behind it, a draw offer standing. */
function midGame() {
  const game = Game.fromPosition(positionText({ f6: 'k', e3: 'd', d3: 'a', f1: 'a', b9: 'd', j5: 'a' }, 'a'));
  game.applyMove('f1', 'f3');
  game.applyMove('b9', 'b7');
  game.offerDraw('defenders');
  return game;
}

/** Asserts that `fn` throws an Error whose message matches `message`. */
function throwsMessage(fn, message, note) {
  assert.throws(fn, (err) => {
    cleanError(err, note ?? String(message));
    assert.match(err.message, message, note);
    return true;
  });
}

/** Asserts `err` is a clean JS Error, not a trap or a poisoned borrow. */
function cleanError(err, note) {
  assert.ok(err instanceof Error, `${note}: threw ${typeof err} instead of an Error`);
  assert.ok(!(err instanceof WebAssembly.RuntimeError), `${note}: wasm trapped: ${err.message}`);
  assert.doesNotMatch(err.message, POISON, note);
  assertCoded(err, note);
}

const TRAPS = [
  'getPrototypeOf',
  'setPrototypeOf',
  'isExtensible',
  'preventExtensions',
  'getOwnPropertyDescriptor',
  'defineProperty',
  'has',
  'get',
  'set',
  'deleteProperty',
  'ownKeys',
  'apply',
  'construct',
];

const boom = () => {
  throw new Error('boom');
};

/** A Proxy (of a function, so apply and construct exist) whose `trap` throws. */
function throwingProxy(trap, thrown = () => new Error('x')) {
  return new Proxy(function target() {}, {
    [trap]() {
      throw thrown();
    },
  });
}

const HUGE = 'x'.repeat((4 << 20) + 1);

/**
 * Named hostile values. Each is made afresh per call from the run's
 * context `ctx` ({ game, freed, touched }), so a value may free or change
 * the game under test while it is read.
 */
const RECIPES = {
  ...Object.fromEntries(TRAPS.map((trap) => [`Proxy whose ${trap} throws`, () => throwingProxy(trap)])),
  'Proxy whose ownKeys throws a Proxy': () => throwingProxy('ownKeys', () => throwingProxy('get')),
  'Proxy whose get throws a Symbol': () => throwingProxy('get', () => Symbol('thrown')),
  'Proxy whose has throws null': () => throwingProxy('has', () => null),
  'revoked Proxy': () => {
    const r = Proxy.revocable({}, {});
    r.revoke();
    return r.proxy;
  },
  'throwing getters': () => ({
    get timeMs() {
      return boom();
    },
    get seed() {
      return boom();
    },
    get nodes() {
      return boom();
    },
    get depth() {
      return boom();
    },
  }),
  'getter that frees the game': (ctx) => ({
    get nodes() {
      ctx.game.free();
      ctx.freed = true;
      return 10;
    },
  }),
  'Proxy trap that frees the game': (ctx) =>
    new Proxy(
      {},
      {
        ownKeys() {
          ctx.game.free();
          ctx.freed = true;
          return [];
        },
      },
    ),
  'getter that plays a move on the game': (ctx) => ({
    get depth() {
      ctx.touched = true;
      const moves = ctx.game.legalMoves();
      if (moves.length) ctx.game.applyMove(...moves[0].split('-'));
      return 1;
    },
  }),
  'getter that calls the game again': (ctx) => ({
    get seed() {
      ctx.game.aiMove('easy', { nodes: 10, depth: 1, seed: 1 });
      return 3;
    },
  }),
  'toString throws': () => ({ toString: boom }),
  'valueOf throws': () => ({ valueOf: boom }),
  'Symbol.toPrimitive throws': () => ({ [Symbol.toPrimitive]: boom }),
  'toString returns an object': () => ({ toString: () => ({}) }),
  'Symbol.toPrimitive returns an object': () => ({ [Symbol.toPrimitive]: () => ({}) }),
  'String object': () => new String('d1'),
  'Number object': () => new Number(5),
  'object with a square toString': () => ({ toString: () => 'd1' }),
  'array of a square': () => ['d1'],
  symbol: () => Symbol('d1'),
  'negative BigInt': () => -1n,
  'huge BigInt': () => 2n ** 70n,
  NaN: () => NaN,
  '-0': () => -0,
  Infinity: () => Infinity,
  '-Infinity': () => -Infinity,
  'huge number': () => 1e308,
  '2^53': () => 2 ** 53,
  'lone high surrogate': () => '\ud800',
  'lone low surrogate square': () => '\udc00d1',
  'huge string': () => HUGE,
  'long name': () => 'd'.repeat(257),
  'forged Game': () => Object.create(Game.prototype),
  'forged Game with a __wbg_ptr': () => Object.assign(Object.create(Game.prototype), { __wbg_ptr: 8 }),
  'structured clone of the game': (ctx) => structuredClone(ctx.game),
  'spread copy of the game': (ctx) => Object.setPrototypeOf({ ...ctx.game }, Game.prototype),
  'the game itself': (ctx) => ctx.game,
  function: () => () => 'd1',
  null: () => null,
  undefined: () => undefined,
  'null-prototype options': () => Object.assign(Object.create(null), { nodes: 20, depth: 1 }),
  'options with an inherited getter': () =>
    Object.create({
      get nodes() {
        return boom();
      },
    }),
  'options with an unknown key': () => ({ timems: 5 }),
};

/** Valid values of each kind of parameter, kept cheap (tiny AI budgets). */
const VALID = {
  square: ['d1', 'd3', 'f3', 'j5', 'b7', 'f6', 'D3', ' j5 '],
  side: ['attackers', 'defenders'],
  level: ['easy'],
  ruleset: [undefined, 'copenhagen-hnefatafl-11x11-2025-v1', 'viking-chess-classic-11x11'],
  position: [START, positionText({ c1: 'k', b1: 'a', d1: 'a', c2: 'a' }, 'd')],
  record: ['1. d1-d3 h6-h3', '[ruleset:viking-chess-classic-11x11]\n1. d1-d3'],
  options: [undefined, { nodes: 30, depth: 1, seed: 1 }, { depth: 1 }, { seed: 5n, nodes: 20 }],
  uint: [0, 1, 7, 50],
};

/** A value for a parameter of `kind`: hostile, random, or valid. */
function valueArb(kind) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...Object.keys(RECIPES)).map((recipe) => ({ recipe })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ unit: 'binary', maxLength: 12 }),
          fc.double(),
          fc.integer(),
          fc.bigInt(),
          fc.anything({
            withBigInt: true,
            withBoxedValues: true,
            withNullPrototype: true,
            withObjectString: true,
            withSparseArray: true,
            withTypedArray: true,
            withMap: true,
            withSet: true,
            withDate: true,
          }),
        )
        .map((value) => ({ value })),
    },
    { weight: 3, arbitrary: fc.constantFrom(...VALID[kind]).map((value) => ({ value })) },
  );
}

/** The value a generated argument stands for, made for this run. */
function make(arg, ctx) {
  if ('recipe' in arg) return RECIPES[arg.recipe](ctx);
  // Valid option objects are copied: a call must not be able to keep them.
  return typeof arg.value === 'object' && arg.value !== null && VALID.options.includes(arg.value)
    ? { ...arg.value }
    : arg.value;
}

/** A plies count bench() would spend long on becomes a small one. */
function smallPlies(value) {
  const big = (typeof value === 'number' && value > 1000) || (typeof value === 'bigint' && value > 1000n);
  return big ? 100 : value;
}

/** Every entry point, its parameters, and how to call it. */
const CALLS = {
  'new Game': [['ruleset'], (ctx, a) => new Game(a)],
  'Game.fromPosition': [['position', 'ruleset'], (ctx, a, b) => Game.fromPosition(a, b)],
  'Game.fromRecord': [['record', 'ruleset'], (ctx, a, b) => Game.fromRecord(a, b)],
  legalTargets: [['square'], (ctx, a) => ctx.game.legalTargets(a)],
  applyMove: [['square', 'square'], (ctx, a, b) => ctx.game.applyMove(a, b)],
  undo: [['uint'], (ctx, a) => ctx.game.undo(a)],
  aiMove: [['level', 'options'], (ctx, a, b) => ctx.game.aiMove(a, b)],
  // No options means the expert's 2 s default: a depth-1 analysis instead.
  analyse: [['options'], (ctx, a) => ctx.game.analyse(a === undefined ? { lines: 2, depth: 1 } : a)],
  offerDraw: [['side'], (ctx, a) => ctx.game.offerDraw(a)],
  acceptDraw: [['side'], (ctx, a) => ctx.game.acceptDraw(a)],
  resign: [['side'], (ctx, a) => ctx.game.resign(a)],
  timeout: [['side'], (ctx, a) => ctx.game.timeout(a)],
  isPosition: [['position'], (ctx, a) => ctx.game.isPosition(a)],
  shieldWall: [['uint'], (ctx, a) => ctx.game.shieldWall(a)],
  cornerReach: [['uint'], (ctx, a) => ctx.game.cornerReach(a)],
  'decidingSquares, fortPieces, allowsDraws': [
    ['uint'],
    (ctx, a) => [ctx.game.decidingSquares(a), ctx.game.fortPieces(a), ctx.game.allowsDraws],
  ],
  bench: [['uint', 'uint'], (ctx, a, b) => hnef.bench(smallPlies(a), b)],
  rulesets: [['uint'], (ctx, a) => hnef.rulesets(a)],
  'a method called on a hostile this': [
    ['square', 'square'],
    (ctx, a, b) => Game.prototype.legalTargets.call(a, b),
  ],
  'position() on a hostile this': [['square'], (ctx, a) => Game.prototype.position.call(a)],
  'free() on a hostile this': [
    ['square'],
    (ctx, a) => {
      ctx.freed ||= a === ctx.game; // the game itself is no hostile this
      return Game.prototype.free.call(a);
    },
  ],
  'the ruleset getter on a hostile this': [
    ['square'],
    (ctx, a) => Object.getOwnPropertyDescriptor(Game.prototype, 'ruleset').get.call(a),
  ],
};

const callArb = fc.constantFrom(...Object.keys(CALLS)).chain((name) =>
  fc.tuple(fc.constant(name), fc.tuple(...CALLS[name][0].map(valueArb))),
);

/** Frees what a call returned, when it is a Game of its own. */
function dispose(result, ctx) {
  if (result instanceof Game && result !== ctx.game && result !== ctx.witness) result.free();
}

test('property: hostile arguments to every method leave every game answering', () => {
  const witness = midGame();
  const witnessBefore = snapshot(witness);
  let calls = 0;
  fc.assert(
    fc.property(callArb, ([name, args]) => {
      const ctx = { game: midGame(), witness, freed: false, touched: false };
      const before = snapshot(ctx.game);
      const values = args.map((arg) => make(arg, ctx));
      let threw = null;
      try {
        dispose(CALLS[name][1](ctx, ...values), ctx);
      } catch (err) {
        threw = err;
      }
      calls++;
      const note = `${name}(${args.map((a) => ('recipe' in a ? a.recipe : typeof a.value)).join(', ')})`;
      if (threw !== null) cleanError(threw, note);
      assert.deepEqual(snapshot(witness), witnessBefore, `${note}: the unrelated game changed`);
      if (ctx.freed) {
        throwsMessage(() => ctx.game.position(), FREED, note);
        ctx.game.free(); // a second free() is harmless
      } else {
        const after = snapshot(ctx.game);
        if (threw !== null && !ctx.touched) assert.deepEqual(after, before, `${note}: a rejected call changed the game`);
        ctx.game.free();
      }
    }),
    { numRuns: 4000, seed: 20240510 },
  );
  assert.ok(calls >= 4000);
  // The module still works for new games.
  const fresh = new Game();
  assert.equal(fresh.position(), START);
  assert.equal(fresh.legalMoves().length, 116);
  fresh.free();
  witness.free();
});

test('issue 10.1: thousands of throwing option objects poison nothing', () => {
  const game = midGame();
  const other = midGame();
  const before = snapshot(game);
  const throwers = [
    () => new Proxy({}, { ownKeys: boom }),
    () => ({
      get nodes() {
        return boom();
      },
    }),
    () => ({
      get seed() {
        return boom();
      },
    }),
  ];
  for (let i = 0; i < 6000; i++) {
    assert.throws(
      () => game.aiMove('easy', throwers[i % throwers.length]()),
      (err) => {
        cleanError(err, `call ${i}`);
        assert.match(err.message, /^options could not be read: boom$/);
        assert.equal(err.cause?.message, 'boom');
        return true;
      },
    );
  }
  // Strings through Symbol.toPrimitive / toString are never coerced.
  for (let i = 0; i < 3000; i++) {
    throwsMessage(() => game.legalTargets({ [Symbol.toPrimitive]: boom }), /^square must be a string, got object$/);
    throwsMessage(() => Game.fromRecord({ toString: boom }), /^record must be a string, got object$/);
  }
  assert.deepEqual(snapshot(game), before);
  assert.ok(game.legalMoves().includes(game.aiMove('easy', { nodes: 100, seed: 1 })));
  const fresh = new Game();
  assert.equal(fresh.legalMoves().length, 116);
  assert.ok(other.legalMoves().length > 0);
  for (const g of [game, other, fresh]) g.free();
});

test('issue 10.2: the handle cannot be reached, copied or forged', () => {
  const game = midGame();
  const before = snapshot(game);
  // Nothing on the object: no __wbg_ptr to read or write.
  assert.deepEqual(Reflect.ownKeys(game), []);
  assert.equal(game.__wbg_ptr, undefined);
  game.__wbg_ptr = 8; // an own property the engine never looks at
  assert.deepEqual(snapshot(game), before);
  delete game.__wbg_ptr;

  const copies = {
    'structuredClone(game)': structuredClone(game),
    'a deep copy with the prototype': Object.assign(Object.create(Game.prototype), game),
    'Object.create(Game.prototype)': Object.create(Game.prototype),
    'Object.create(Game.prototype) with __wbg_ptr = 8': Object.assign(Object.create(Game.prototype), { __wbg_ptr: 8 }),
    'a Proxy of the game': new Proxy(game, {}),
    'Object.create(game)': Object.create(game),
  };
  for (const [what, copy] of Object.entries(copies)) {
    // Called through the prototype: a structured clone is a plain object.
    const { prototype } = Game;
    for (const call of [
      (g) => prototype.position.call(g),
      (g) => prototype.legalMoves.call(g),
      (g) => prototype.applyMove.call(g, 'd3', 'd4'),
      (g) => prototype.aiMove.call(g, 'easy', { nodes: 10 }),
      (g) => Object.getOwnPropertyDescriptor(prototype, 'ruleset').get.call(g),
      (g) => prototype.free.call(g),
      (g) => prototype.free.call(g),
    ]) {
      assert.throws(() => call(copy), (err) => err instanceof TypeError && NOT_A_GAME.test(err.message), what);
    }
    assert.deepEqual(snapshot(game), before, `${what}: the original is untouched`);
  }
  // free() twice is harmless; the game then says so clearly.
  game.free();
  game.free();
  throwsMessage(() => game.position(), FREED);
  throwsMessage(() => game.applyMove('d3', 'd4'), FREED);
  // Arguments are checked before the handle: a bad argument names itself.
  throwsMessage(() => game.legalTargets(5), /^square must be a string, got number$/);
  if (typeof Symbol.dispose === 'symbol') game[Symbol.dispose]();
});

test('free() from a getter during a call: the call is refused, nothing leaks, the module lives', () => {
  // Each child imports the glue itself to see wasm memory (the package
  // never hands it out); the entry then shares that instance.
  const ENTRY = new URL('hnef.js', PKG_DIR).href;
  const GLUE = new URL('hnef_glue.js', PKG_DIR).href;
  const WASM = new URL('hnef_bg.wasm', PKG_DIR).href;
  const source = `
    import { readFileSync } from 'node:fs';
    import { initSync as glueInit } from ${JSON.stringify(GLUE)};
    import * as hnef from ${JSON.stringify(ENTRY)};
    const bytes = readFileSync(new URL(${JSON.stringify(WASM)}));
    const { memory } = glueInit({ module: bytes });
    hnef.initSync({ module: bytes });
    // The king's walk to k11 less its last move: 15 plies of history.
    const record = 'a8-b8 h6-h3 b8-a8 f8-e8 a8-b8 f7-f9 b8-a8 f9-j9 a8-b8 f6-f8 b8-a8 f8-i8 a8-b8 i8-i11 b8-a8';
    let refused = 0;
    const expectFreed = (call) => {
      try {
        call();
      } catch (err) {
        if (!/was freed/.test(err.message)) throw err;
        refused++;
      }
    };
    const round = (n) => {
      for (let i = 0; i < n; i++) {
        const game = hnef.Game.fromRecord(record);
        expectFreed(() => game.aiMove('easy', { get nodes() { game.free(); return 10; } }));
        expectFreed(() => game.position());
        const other = hnef.Game.fromRecord(record);
        expectFreed(() => other.aiMove('easy', new Proxy({}, { ownKeys() { other.free(); return []; } })));
      }
    };
    round(500); // warm up the allocator
    const before = memory.buffer.byteLength;
    round(4000);
    const grown = memory.buffer.byteLength - before;
    const fresh = new hnef.Game();
    console.log(JSON.stringify({ refused, grown, moves: fresh.legalMoves().length }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  const { refused, grown, moves } = JSON.parse(child.stdout);
  assert.equal(refused, 3 * 4500, 'every call whose getter or trap freed the game was refused, and so was every later one');
  // A leaked game with this history holds well over 1 KB: 8000 of them
  // would grow memory by several MB. Without a leak memory stays within a page or two.
  assert.ok(grown <= 256 * 1024, `wasm memory grew by ${grown} bytes`);
  assert.equal(moves, 116);
});

test('a patched clock or random source never breaks the engine', () => {
  const game = midGame();
  const before = snapshot(game);
  const { performance } = globalThis;
  const dateNow = Date.now;
  const patch = (now) => Object.defineProperty(performance, 'now', { value: now, configurable: true, writable: true });
  const unpatch = () => delete performance.now;
  try {
    // A clock that throws, returns junk, or whose value throws on conversion.
    for (const now of [
      boom,
      () => 'soon',
      () => NaN,
      () => ({ valueOf: boom }),
      () => Symbol('t'),
      () => throwingProxy('get'),
    ]) {
      patch(now);
      for (let i = 0; i < 50; i++) {
        const mv = game.aiMove(i % 2 ? 'normal' : 'easy', { timeMs: 5, nodes: 300, seed: i });
        assert.ok(before.legalMoves.includes(mv));
      }
      unpatch();
    }
    // No clock at all: each reading advances a millisecond, so a time budget still ends.
    patch(boom);
    Date.now = boom;
    assert.ok(before.legalMoves.includes(game.aiMove('expert', { timeMs: 20 })));
    Date.now = dateNow;
    // A clock that calls back into the game: the re-entrant call is refused
    // and free() waits until the search returns.
    const seen = [];
    patch(() => {
      try {
        game.applyMove('d3', 'd4');
      } catch (err) {
        seen.push(err.message);
      }
      return dateNow();
    });
    assert.ok(before.legalMoves.includes(game.aiMove('easy', { nodes: 200, seed: 1 })));
    assert.ok(seen.length > 0 && seen.every((m) => /^this Game is in the middle of a call/.test(m)), seen[0]);
    assert.deepEqual(snapshot(game), before);
    let freedInside = false;
    patch(() => {
      if (!freedInside) {
        freedInside = true;
        game.free();
      }
      return dateNow();
    });
    assert.ok(before.legalMoves.includes(game.aiMove('easy', { nodes: 200, seed: 1 })), 'the search in flight ends');
    unpatch();
    throwsMessage(() => game.position(), FREED);
  } finally {
    Date.now = dateNow;
    unpatch();
  }
  // crypto.getRandomValues that throws: a seed comes from the clock instead.
  const { crypto } = globalThis;
  const getRandomValues = crypto.getRandomValues;
  try {
    crypto.getRandomValues = boom;
    const other = new Game();
    assert.ok(other.legalMoves().includes(other.aiMove('easy', { nodes: 300 })));
    other.free();
  } finally {
    crypto.getRandomValues = getRandomValues;
  }
  const fresh = new Game();
  assert.equal(fresh.legalMoves().length, 116);
  fresh.free();
});
