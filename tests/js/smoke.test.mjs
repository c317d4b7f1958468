// Smoke test of the built npm package: it imports, initialises, and its
// manifest points at files that exist. The API's own tests sit beside this.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { PKG_DIR, loadHnef } from './load.mjs';

test('pkg/hnef.js initialises synchronously from pkg/hnef_bg.wasm', async () => {
  const { hnef, wasm } = await loadHnef();
  assert.equal(typeof hnef.default, 'function', 'default export is the async init()');
  assert.equal(typeof hnef.initSync, 'function');
  assert.ok(wasm.memory instanceof WebAssembly.Memory, 'the instance exports its memory');
});

test('initialising twice returns the same instance', async () => {
  const { hnef, wasm } = await loadHnef();
  const again = hnef.initSync({ module: readFileSync(new URL('hnef_bg.wasm', PKG_DIR)) });
  assert.equal(again, wasm);
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
  for (const file of manifest.files) {
    assert.ok(existsSync(new URL(file, PKG_DIR)), `pkg/${file} exists`);
  }
  const entry = manifest.exports['.'];
  for (const target of [entry.types, entry.import, entry.default, manifest.exports['./hnef_bg.wasm']]) {
    assert.ok(existsSync(new URL(target, PKG_DIR)), `pkg/${target} exists`);
  }
});
