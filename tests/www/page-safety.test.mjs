// Safety habits of the player's page: no HTML parsing of strings anywhere in
// its scripts, and a Content-Security-Policy that allows only what it needs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const www = new URL('../../www/', import.meta.url);
const SCRIPTS = [
  'main.js', 'state.js', 'geometry.js', 'renderer.js', 'input.js', 'ai-client.js', 'ai-worker.js',
  'storage.js', 'profiles.js', 'i18n.js', 'i18n/en.js',
];

test('no script of the page parses strings as HTML', async () => {
  for (const name of SCRIPTS) {
    const code = await readFile(new URL(name, www), 'utf8');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'eval(', 'new Function']) {
      assert.ok(!code.includes(sink), `${name} uses ${sink}`);
    }
  }
});

test('the page has a strict Content-Security-Policy and no inline script or style', async () => {
  const html = await readFile(new URL('index.html', www), 'utf8');
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(csp, 'a CSP meta tag');
  const directives = Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  );
  assert.deepEqual(directives['default-src'], ["'none'"]);
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['worker-src'], ["'self'"]);
  assert.deepEqual(directives['style-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'"));
  assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), 'no inline script');
  assert.ok(!/<style/.test(html) && !/\sstyle="/.test(html), 'no inline style');
  assert.ok(!/\son[a-z]+="/.test(html), 'no inline event handler');
});
