// Error codes (issue 13, item 6): every documented code comes from a real
// bad call, with its details; the documented set is the same in hnef.d.ts,
// the package README and the engine (src/codes.rs); codes made inside
// wasm and in the package entry alike. The hostile property test
// (hostile.test.mjs) checks that every error it provokes has a documented
// code.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PKG_DIR, loadHnef } from './load.mjs';
import { CODES, assertCoded } from './error-codes.mjs';

const { hnef } = await loadHnef();
const { Game } = hnef;

/** The error `fn` throws (it must throw). */
function thrown(fn) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  assert.fail('no error was thrown');
}

/** Asserts `fn` throws an Error of class `Kind` with `code` and `details`. */
function refuses(fn, code, details, Kind = Error) {
  const err = thrown(fn);
  assert.ok(err instanceof Kind, `${code}: ${err?.name}: ${err?.message}`);
  assertCoded(err, code);
  assert.equal(err.code, code, err.message);
  assert.deepEqual(err.details, details, `${code}: ${err.message}`);
  assert.ok(err.message.length > 10, 'the English message stays');
  return err;
}

/** Runs a module body in a fresh process with `hnef` and `out(value)`. */
function fresh(body) {
  const source = `
    import * as hnef from ${JSON.stringify(new URL('hnef.js', PKG_DIR).href)};
    const out = (value) => process.stdout.write(JSON.stringify(value) + '\\n');
    const codeOf = (fn) => { try { fn(); return 'no error'; } catch (err) { return err.code; } };
    ${body}`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  return child.stdout.trim().split('\n').map((line) => JSON.parse(line));
}

const seen = new Set();
const saw = (err) => seen.add(err.code);

test('the documented codes: hnef.d.ts, the README and the engine agree', () => {
  const readme = readFileSync(new URL('README.md', PKG_DIR), 'utf8');
  const section = readme.slice(readme.indexOf('### Error codes'), readme.indexOf('```', readme.indexOf('### Error codes')));
  const table = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(table, CODES, 'README.md error code table');
  const rust = readFileSync(new URL('../../src/codes.rs', import.meta.url), 'utf8');
  const list = /pub const CODES: &\[&str\] = &\[([^\]]*)\]/.exec(rust);
  assert.ok(list, 'src/codes.rs has no CODES list');
  assert.deepEqual([...list[1].matchAll(/"([a-z_]+)"/g)].map((m) => m[1]), CODES, 'src/codes.rs CODES');
  for (const code of CODES) assert.match(code, /^[a-z]+(_[a-z]+)*$/);
});

test('moves: illegal_move, no_piece, not_your_piece and game_over, with the square', () => {
  const game = new Game();
  saw(refuses(() => game.applyMove('f2', 'f6'), 'illegal_move', { move: 'f2-f6', rule: 'blocked', square: 'f4' }));
  refuses(() => game.applyMove('d1', 'e2'), 'illegal_move', { move: 'd1-e2', rule: 'not_straight', square: null });
  refuses(() => game.applyMove('a4', 'a1'), 'illegal_move', { move: 'a4-a1', rule: 'restricted', square: 'a1' });
  refuses(() => game.applyMove('d1', 'd1'), 'illegal_move', { move: 'd1-d1', rule: 'null_move', square: 'd1' });
  saw(refuses(() => game.applyMove('c6', 'c9'), 'no_piece', { move: 'c6-c9', rule: 'no_piece', square: 'c6' }));
  saw(refuses(() => game.applyMove('e6', 'c6'), 'not_your_piece', { move: 'e6-c6', rule: 'not_your_piece', square: 'e6' }));
  const classic = Game.fromPosition('11/11/11/11/11/a10/4k6/11/11/11/11 a', 'viking-chess-classic-11x11');
  refuses(() => classic.applyMove('a6', 'j6'), 'illegal_move', { move: 'a6-j6', rule: 'throne', square: null });
  game.resign('defenders');
  const over = { status: 'attackers_win', reason: 'resignation', winner: 'attackers' };
  saw(refuses(() => game.applyMove('d1', 'd3'), 'game_over', over));
  refuses(() => game.aiMove('easy'), 'game_over', over);
  refuses(() => game.resign('attackers'), 'game_over', over);
  refuses(() => game.offerDraw('attackers'), 'game_over', over);
  assert.equal(game.moveCount(), 0, 'nothing changed');
  game.free();
  classic.free();
});

test('draws: no_draws and no_draw_offer', () => {
  const classic = new Game('viking-chess-classic-11x11');
  saw(refuses(() => classic.offerDraw('attackers'), 'no_draws', { ruleset: 'viking-chess-classic-11x11' }));
  const game = new Game();
  saw(refuses(() => game.acceptDraw('defenders'), 'no_draw_offer', { side: 'defenders' }));
  classic.free();
  game.free();
});

test('text: bad_square, bad_position and bad_record with the fault and ply', () => {
  const game = new Game();
  saw(refuses(() => game.legalTargets('z9'), 'bad_square', { parameter: 'square', square: 'z9' }));
  refuses(() => game.applyMove('d1-d3', 'x'), 'bad_square', { parameter: 'from', square: 'd1-d3' });
  refuses(() => game.applyMove('d1', 'q'), 'bad_square', { parameter: 'to', square: 'q' });
  saw(refuses(() => Game.fromPosition('xx'), 'bad_position', { token: 'xx' }));
  refuses(() => game.isPosition('11/11 a'), 'bad_position', { token: '11/11' });
  saw(refuses(() => Game.fromRecord('1. d1-d3 h6-h3 2. d3-d9'), 'bad_record', { fault: 'illegal', ply: 3, token: 'd3-d9' }));
  refuses(() => Game.fromRecord('d1-d3 h6-h3 zz'), 'bad_record', { fault: 'not_a_move', ply: 3, token: 'zz' });
  refuses(() => Game.fromRecord('d1-d3xd4'), 'bad_record', { fault: 'captures', ply: 1, token: 'd1-d3xd4' });
  refuses(() => Game.fromRecord('d1-d3 resigns h6-h3'), 'bad_record', { fault: 'after_end', ply: 2, token: 'h6-h3' });
  refuses(() => Game.fromRecord('[ruleset:chess]\nd1-d3'), 'bad_record', { fault: 'header', ply: null, token: 'chess' });
  refuses(() => Game.fromRecord('[result:draw]\n[reason:resignation]\nd1-d3'), 'bad_record', {
    fault: 'result',
    ply: null,
    token: 'draw',
  });
  const long = `${'x'.repeat(100)}`;
  assert.equal(thrown(() => Game.fromRecord(long)).details.token, `${'x'.repeat(40)}…`, 'a long token is shortened');
  game.free();
});

test('names: unknown_ruleset, unknown_side, unknown_level', () => {
  saw(refuses(() => new Game('chess'), 'unknown_ruleset', { ruleset: 'chess' }));
  const game = new Game();
  saw(refuses(() => game.resign('kings'), 'unknown_side', { side: 'kings' }));
  saw(refuses(() => game.aiMove('hard'), 'unknown_level', { level: 'hard' }));
  game.free();
});

test('arguments: bad_argument names the parameter; TypeError and RangeError stay', () => {
  const game = new Game();
  saw(refuses(() => game.legalTargets(5), 'bad_argument', { parameter: 'square' }, TypeError));
  refuses(() => Game.fromRecord('x'.repeat((4 << 20) + 1)), 'bad_argument', { parameter: 'record' }, RangeError);
  refuses(() => game.aiMove('easy', { timeMs: -1 }), 'bad_argument', { parameter: 'timeMs' }, RangeError);
  refuses(() => game.aiMove('easy', { depth: 0 }), 'bad_argument', { parameter: 'depth' }, RangeError);
  refuses(() => game.aiMove('easy', { speed: 1 }), 'bad_argument', { parameter: 'options' }, TypeError);
  const boom = new Error('boom');
  const err = refuses(
    () => game.aiMove('easy', { get seed() { throw boom; } }),
    'bad_argument',
    { parameter: 'options' },
  );
  assert.equal(err.cause, boom);
  refuses(() => game.shieldWall(3), 'bad_argument', { parameter: 'ply' });
  refuses(() => game.shieldWall(), 'bad_argument', { parameter: 'ply' }, TypeError);
  refuses(() => hnef.initSync(), 'bad_argument', { parameter: 'options' }, TypeError);
  game.free();
});

test('handles: not_a_game, freed, busy', () => {
  saw(refuses(() => Game.prototype.position.call({}), 'not_a_game', undefined, TypeError));
  refuses(() => Object.create(Game.prototype).legalTargets('d1'), 'not_a_game', undefined, TypeError);
  const game = new Game();
  game.free();
  saw(refuses(() => game.position(), 'freed', undefined));
  const other = new Game();
  const codes = [];
  const { performance } = globalThis;
  Object.defineProperty(performance, 'now', {
    configurable: true,
    writable: true,
    value: () => {
      try {
        other.applyMove('d1', 'd3');
      } catch (err) {
        codes.push(err.code);
      }
      return Date.now();
    },
  });
  try {
    other.aiMove('easy', { nodes: 200, seed: 1, timeMs: 1000 });
  } finally {
    delete performance.now;
  }
  assert.ok(codes.length > 0 && codes.every((c) => c === 'busy'), JSON.stringify(codes));
  seen.add('busy');
  other.free();
});

test('loading: not_loaded, loading and load_failed (each in a fresh process)', () => {
  const outputs = fresh(`
    out(codeOf(() => new hnef.Game()));
    out(codeOf(() => hnef.rulesets()));
    try { await hnef.default(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])); out('no error'); }
    catch (err) { out([err.code, err instanceof Error, err.cause !== undefined, /^the engine could not be loaded: /.test(err.message)]); }
    out(codeOf(() => hnef.initSync({ module: new Uint8Array([1, 2, 3]) })));
    const pending = hnef.default();
    out(codeOf(() => hnef.initSync({ module: new Uint8Array(8) })));
    await pending;
    out(new hnef.Game().sideToMove());`);
  assert.deepEqual(outputs, ['not_loaded', 'not_loaded', ['load_failed', true, true, true], 'load_failed', 'loading', 'attackers']);
  for (const code of ['not_loaded', 'loading', 'load_failed']) seen.add(code);
});

test('hnef/worker: aborted (an AbortError) and closed', async () => {
  const { createEngine } = await import(new URL('worker.js', PKG_DIR).href);
  const engine = await createEngine();
  const ac = new AbortController();
  const pending = engine.analyse('', { signal: ac.signal });
  ac.abort();
  const aborted = await pending.then(() => assert.fail('not aborted'), (err) => err);
  assert.equal(aborted.name, 'AbortError');
  assertCoded(aborted, 'aborted');
  saw(aborted);
  engine.close();
  const closed = await engine.aiMove('', 'easy').then(() => assert.fail('not closed'), (err) => err);
  assert.ok(closed instanceof Error);
  assertCoded(closed, 'closed');
  saw(closed);
});

test('every documented code but internal was produced above', () => {
  // `internal` is a result the engine could not convert: no input makes
  // one (it would be a bug), so no call here can produce it.
  const missing = CODES.filter((c) => !seen.has(c) && c !== 'internal');
  assert.deepEqual(missing, []);
});
