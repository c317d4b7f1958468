// Start-up (issue 13, item 10): index.html preloads every module main.js
// loads before it runs, no more and no less (tools/preload-list.mjs writes
// the list from tools/import-graph.mjs, so it cannot go stale unnoticed),
// the wasm first; wasm-compile.js runs async and main.js shares it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { staticGraph, staticImports } from '../../tools/import-graph.mjs';
import { BEGIN, END, preloadLines } from '../../tools/preload-list.mjs';

const html = readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
const head = html.slice(0, html.indexOf('</head>'));

test('the modulepreload list is the static import graph of main.js', () => {
  const listed = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const graph = staticGraph('main.js');
  assert.deepEqual(listed, graph, 'run node tools/preload-list.mjs');
  assert.equal(new Set(listed).size, listed.length, 'no file twice');
  for (const file of ['main.js', 'pkg/hnef.js', 'pkg/hnef_glue.js', 'engine.js', 'renderer.js', 'wasm-compile.js']) {
    assert.ok(listed.includes(file), file);
  }
  // Written by the tool, between its markers.
  const block = head.slice(head.indexOf(BEGIN) + BEGIN.length, head.indexOf(END));
  assert.equal(block.trim(), preloadLines().join('\n').trim());
});

test('the wasm is preloaded before the modules, and compiled by an async module main.js shares', () => {
  const wasm = head.indexOf('<link rel="preload" href="pkg/hnef_bg.wasm" as="fetch" type="application/wasm" crossorigin>');
  assert.ok(wasm > 0 && wasm < head.indexOf(BEGIN));
  const compile = head.indexOf('<script type="module" async src="wasm-compile.js"></script>');
  assert.ok(compile > wasm && compile < head.indexOf(BEGIN), 'requested right after the wasm, before the module preloads');
  assert.ok(head.indexOf('<script type="module" src="main.js"></script>') > head.indexOf(END));
  assert.deepEqual(staticImports(readFileSync(new URL('../../www/wasm-compile.js', import.meta.url), 'utf8')), [], 'imports nothing: it runs at once');
  assert.ok(staticImports(readFileSync(new URL('../../www/main.js', import.meta.url), 'utf8')).includes('./wasm-compile.js'));
});
