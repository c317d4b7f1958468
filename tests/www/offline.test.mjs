// The service worker's cache list (www/sw.js ASSETS) holds every file the
// player's page and the rules page load, found by following the pages:
// HTML src/href, the manifest's icons, CSS url(), static and dynamic JS
// imports (a `${code}` in a path expands to every language), `new URL('...',
// import.meta.url)` (the AI worker, the .wasm). And every listed file exists.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { LANGS } from '../../www/rules/core.js';
import { assetList, computeVersion } from '../../tools/sw-version.mjs';

const WWW = new URL('../../www/', import.meta.url);
const read = (path) => readFileSync(new URL(path, WWW), 'utf8');
const sw = read('sw.js');
const assets = assetList(sw);

/** Resolves `ref` from the file `from` to a path below www/, or null for other origins and data:. */
function resolve(from, ref) {
  if (/^(data:|blob:|https?:|mailto:|#)/.test(ref)) return null;
  const url = new URL(ref, new URL(from, 'http://x/'));
  if (url.origin !== 'http://x') return null;
  const path = url.pathname.slice(1);
  return path === '' ? 'index.html' : path;
}

function references(path) {
  const text = read(path);
  const out = [];
  const add = (ref) => {
    const expanded = ref.includes('${code}') ? LANGS.map((code) => ref.replace('${code}', code)) : [ref];
    for (const r of expanded) {
      const p = resolve(path, r);
      if (p) out.push(p);
    }
  };
  if (path.endsWith('.html')) {
    for (const m of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) add(m[1]);
  } else if (path.endsWith('.js')) {
    const code = text.replace(/^\s*\/\/.*$/gm, ''); // drop comment lines (examples in prose)
    for (const m of code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)) add(m[1]);
    for (const m of code.matchAll(/\bimport\s*\(\s*[`'"](\.[^`'"]+)[`'"]\s*\)/g)) add(m[1]);
    for (const m of code.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)) add(m[1]);
  } else if (path.endsWith('.css')) {
    for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) add(m[1]);
  } else if (path.endsWith('.webmanifest')) {
    for (const icon of JSON.parse(text).icons ?? []) add(icon.src);
  }
  return out;
}

/** Every file reachable from the two pages. */
function loadedFiles() {
  const seen = new Set();
  const queue = ['index.html', 'rules.html'];
  while (queue.length) {
    const path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    if (/\.(html|js|css|webmanifest)$/.test(path)) queue.push(...references(path));
  }
  return [...seen].sort();
}

test('the service worker caches every file the two pages load', () => {
  const loaded = loadedFiles();
  // The walk finds the engine, the worker, every language of both pages, icons, manifest.
  for (const must of ['pkg/hnef_bg.wasm', 'ai-worker.js', 'i18n/vi.js', 'rules/zh-Hant.js', 'icons/icon-512.png', 'manifest.webmanifest']) {
    assert.ok(loaded.includes(must), `the walk found ${must}`);
  }
  const missing = loaded.filter((path) => !assets.includes(path));
  assert.deepEqual(missing, [], 'files the pages load but sw.js does not cache');
});

test('every file the service worker lists exists, once', () => {
  assert.equal(new Set(assets).size, assets.length, 'duplicates in ASSETS');
  for (const path of assets) {
    if (path === './') continue;
    assert.ok(existsSync(new URL(path, WWW)), `www/${path} is listed in sw.js but does not exist`);
  }
  assert.ok(assets.includes('./'), 'the start URL ./ is cached');
});

test('the cache name carries the version, and activation waits for the player', () => {
  assert.match(sw, /const CACHE = `hnef-\$\{VERSION\}`;/);
  assert.match(sw, /importScripts\('pkg\/sw-version\.js'\)/);
  // skipWaiting only in answer to the page's message (the "reload to update" button).
  const calls = [...sw.matchAll(/skipWaiting\(\)/g)];
  assert.equal(calls.length, 1);
  assert.match(sw, /type === 'activate'\) self\.skipWaiting\(\)/);
  // The version follows the files: the same files give the same version, and
  // a changed list gives another.
  assert.match(computeVersion(sw), /^[0-9a-f]{12}$/);
  assert.equal(computeVersion(sw), computeVersion(sw));
  assert.notEqual(computeVersion(sw.replace("'hints.js',", '')), computeVersion(sw));
});

test('the manifest names the app, its icons (real PNGs of the stated size), start URL and display', () => {
  const manifest = JSON.parse(read('manifest.webmanifest'));
  assert.ok(manifest.name && manifest.short_name);
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.start_url);
  assert.ok(manifest.theme_color && manifest.background_color);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
    assert.ok(icon, `icon ${size}`);
    assert.equal(icon.type, 'image/png');
    const bytes = readFileSync(new URL(icon.src, WWW));
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
    assert.equal(bytes.toString('ascii', 12, 16), 'IHDR');
    assert.equal(bytes.readUInt32BE(16), size);
    assert.equal(bytes.readUInt32BE(20), size);
  }
});

test('the page allows its manifest in the CSP and links it', () => {
  const html = read('index.html');
  assert.match(html, /manifest-src 'self'/);
  assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
});
