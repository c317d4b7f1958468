// Safety habits of the player's page: no HTML parsing of strings anywhere in
// its scripts, and a Content-Security-Policy that allows only what it needs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
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

test('the page has a strict Content-Security-Policy: its one inline script and one inline style are allowed by hash, nothing else inline', async () => {
  const html = await readFile(new URL('index.html', www), 'utf8');
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(csp, 'a CSP meta tag');
  const directives = Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  );
  // The first frame's script and the page's styles are inline (tools/preload-list.mjs), each allowed by its hash only.
  const inlineScripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]);
  const inlineStyles = [...html.matchAll(/<style>([^]*?)<\/style>/g)].map((m) => m[1]);
  assert.equal(inlineScripts.length, 1, 'one inline script');
  assert.equal(inlineStyles.length, 1, 'one inline style');
  const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  assert.deepEqual(directives['default-src'], ["'none'"]);
  assert.deepEqual(directives['script-src'], ["'self'", hash(inlineScripts[0]), "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['worker-src'], ["'self'"]);
  assert.deepEqual(directives['style-src'], ["'self'", hash(inlineStyles[0])]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'") && !csp.includes('unsafe-hashes') && !csp.includes('nonce-'));
  assert.equal((html.match(/<script\b/g) ?? []).length, 2, 'the inline script and the bundle (a module with src) only');
  assert.equal((html.match(/<style\b/g) ?? []).length, 1);
  assert.ok(!/\sstyle="/.test(html), 'no inline style attribute');
  assert.ok(!/\son[a-z]+="/.test(html), 'no inline event handler');
});
