// Every way to initialise the package, each in a fresh Node.js process (an
// engine initialises once per process): init() with no argument, with bytes,
// a compiled module, a Response or { module_or_path }; initSync with
// { module }, bare bytes or a module; concurrent and repeated calls; a
// failed init followed by a good one; use before init. None may print a
// warning.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { PKG_DIR, loadHnef } from './load.mjs';

await loadHnef(); // fails early, with a clear message, when pkg/ is not built

const ENTRY = new URL('hnef.js', PKG_DIR).href;
const WASM = new URL('hnef_bg.wasm', PKG_DIR).href;

/**
 * Runs an ES module body in a new process with `hnef` (the namespace),
 * `bytes` (of the .wasm) and `check()` (plays a move, returns the position)
 * in scope. Returns what the body printed with `out(value)` (undefined
 * prints as '<undefined>').
 */
function run(body) {
  const source = `
    import * as hnef from ${JSON.stringify(ENTRY)};
    import { readFileSync } from 'node:fs';
    const bytes = readFileSync(new URL(${JSON.stringify(WASM)}));
    const check = () => {
      const game = new hnef.Game();
      game.applyMove('d1', 'd3');
      const position = game.position();
      game.free();
      return position;
    };
    const out = (value) => process.stdout.write(JSON.stringify(value === undefined ? '<undefined>' : value) + '\\n');
    ${body}
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  assert.equal(child.status, 0, `child failed:\n${child.stderr}`);
  assert.equal(child.stderr, '', 'no warnings');
  return child.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const AFTER_D1_D3 = '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/3a7/5a5/4aaaa3 d';

const cases = {
  'init() in Node.js reads the .wasm next to the module': 'out(await hnef.default()); out(check());',
  'init(bytes)': 'out(await hnef.default(bytes)); out(check());',
  'init(ArrayBuffer)': 'out(await hnef.default(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))); out(check());',
  'init({ module_or_path: bytes })': 'out(await hnef.default({ module_or_path: bytes })); out(check());',
  'init(WebAssembly.Module)': 'out(await hnef.default(new WebAssembly.Module(bytes))); out(check());',
  'init(Promise<Response>)': `
    const response = new Response(bytes, { headers: { 'content-type': 'application/wasm' } });
    out(await hnef.default(Promise.resolve(response))); out(check());`,
  'initSync({ module: bytes })': 'out(hnef.initSync({ module: bytes })); out(check());',
  'initSync(bytes)': 'out(hnef.initSync(bytes)); out(check());',
  'initSync({ module: WebAssembly.Module })': 'out(hnef.initSync({ module: new WebAssembly.Module(bytes) })); out(check());',
  'concurrent and repeated init() calls': `
    const results = await Promise.all([hnef.default(), hnef.default(), hnef.default(bytes)]);
    out(results.every((r) => r === undefined) ? undefined : results);
    out(check());
    out(await hnef.default());
    out(hnef.initSync({ module: bytes }));`,
};

for (const [name, body] of Object.entries(cases)) {
  test(name, () => {
    const outputs = run(body);
    assert.ok(outputs.length >= 2, JSON.stringify(outputs));
    assert.equal(outputs[0], '<undefined>', 'resolves to nothing');
    assert.equal(outputs[1], AFTER_D1_D3);
  });
}

test('a failed init() rejects with an Error and may be retried', () => {
  const outputs = run(`
    try {
      await hnef.default(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]));
      out('no error');
    } catch (err) {
      out(err instanceof Error ? 'Error' : String(err));
    }
    out(await hnef.default());
    out(check());`);
  assert.deepEqual(outputs, ['Error', '<undefined>', AFTER_D1_D3]);
});

test('initSync() while init() is loading throws; the load goes on', () => {
  const outputs = run(`
    const pending = hnef.default();
    try { hnef.initSync({ module: bytes }); out('no error'); } catch (err) { out(err.message); }
    out(await pending);
    out(check());
    out(hnef.initSync({ module: bytes }));`);
  assert.deepEqual(outputs, [
    'init() is still loading the engine: await it instead of calling initSync',
    '<undefined>',
    AFTER_D1_D3,
    '<undefined>',
  ]);
});

test('initSync() without its module and Game before init: clear errors', () => {
  const outputs = run(`
    try { hnef.initSync(); out('no error'); } catch (err) { out(err.message); }
    try { new hnef.Game(); out('no error'); } catch (err) { out(err instanceof Error); }
    out(await hnef.default());
    out(check());`);
  assert.match(outputs[0], /initSync needs \{ module: /);
  assert.equal(outputs[1], true, 'a Game before init throws');
  assert.deepEqual(outputs.slice(2), ['<undefined>', AFTER_D1_D3]);
});
