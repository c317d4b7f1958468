// Smoke test of the built npm package: its manifest points at files that
// exist, it imports, and `await init()` (no argument, the Node.js path)
// initialises it. The API's own tests sit beside this.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { PKG_DIR, RUNTIME_FILES, loadHnef } from './load.mjs';

test('init() with no argument works in Node.js and resolves to nothing', async () => {
  const { hnef } = await loadHnef();
  assert.equal(typeof hnef.default, 'function', 'default export is the async init()');
  assert.equal(typeof hnef.initSync, 'function');
  assert.equal(await hnef.default(), undefined, 'again: harmless, and no wasm internals are handed out');
  assert.equal(hnef.initSync({ module: readFileSync(new URL('hnef_bg.wasm', PKG_DIR)) }), undefined);
  const game = new hnef.Game();
  assert.equal(game.legalMoves().length, 116);
  game.free();
});

test('pkg/package.json: version from Cargo.toml, every listed file exists', () => {
  const manifest = JSON.parse(readFileSync(new URL('package.json', PKG_DIR), 'utf8'));
  const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');
  let section = '';
  let version;
  for (const line of cargo.split('\n')) {
    if (line.startsWith('[')) section = line.trim();
    const m = section === '[package]' && line.match(/^version\s*=\s*"([^"]+)"/);
    if (m) version ??= m[1];
  }
  assert.equal(manifest.name, 'hnef');
  assert.equal(manifest.version, version);
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.license, 'MIT');
  for (const file of [...RUNTIME_FILES, 'hnef.d.ts', 'README.md', 'LICENSE']) {
    assert.ok(manifest.files.includes(file), `files lists ${file}`);
  }
  for (const file of manifest.files) {
    assert.ok(existsSync(new URL(file, PKG_DIR)), `pkg/${file} exists`);
  }
  const entry = manifest.exports['.'];
  assert.equal(entry.import, './hnef.js');
  assert.equal(entry.types, './hnef.d.ts');
  for (const target of [entry.types, entry.import, entry.default, manifest.exports['./hnef_bg.wasm']]) {
    assert.ok(existsSync(new URL(target, PKG_DIR)), `pkg/${target} exists`);
  }
  // The entry's module-level code (RULESETS, the use-after-free guard) must
  // not be dropped by a bundler.
  // Nor may any other JS entry point (hnef/board registers <hnef-board> when
  // imported): a bundler drops a bare `import 'hnef/board'` of a module
  // marked side-effect free.
  const entries = Object.values(manifest.exports)
    .flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)))
    .filter((t) => t.endsWith('.js'));
  for (const entry of new Set(entries)) {
    assert.ok(manifest.sideEffects.includes(entry), `sideEffects lists ${entry}`);
  }
});

test('the glue keeps no @ts-self-types pointer and the entry imports it by its new name', () => {
  const glue = readFileSync(new URL('hnef_glue.js', PKG_DIR), 'utf8');
  assert.doesNotMatch(glue, /@ts-self-types/);
  // The glue ships minified: either quote style.
  assert.match(glue, /new URL\(["']hnef_bg\.wasm["'],\s*import\.meta\.url\)/, 'the glue fetches hnef_bg.wasm next to itself');
  // The entry ships minified too: either quote style; its one dynamic import
  // (Node's fs) keeps the comments that tell bundlers to leave it alone.
  const entry = readFileSync(new URL('hnef.js', PKG_DIR), 'utf8');
  assert.match(entry, /from\s*["']\.\/hnef_glue\.js["']/);
  assert.match(entry, /import\(\/\* webpackIgnore: true \*\/ \/\* @vite-ignore \*\/ [\w$]+\)/);
});

test('www/pkg/ holds the same runtime files the page imports', () => {
  const www = new URL('../../www/pkg/', import.meta.url);
  for (const file of RUNTIME_FILES) {
    assert.deepEqual(readFileSync(new URL(file, www)), readFileSync(new URL(file, PKG_DIR)), `www/pkg/${file}`);
  }
});
