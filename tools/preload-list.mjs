// The page's start-up block in index.html's head: what the page fetches
// besides its styles, all requested while the head is parsed, nothing in a
// waterfall:
//   - the .wasm files the bundle fetches (`new URL('….wasm',
//     import.meta.url)`), preloaded so that the engine's compile can start
//     from bytes already on their way;
//   - a <link rel="modulepreload"> for every module the bundle imports
//     statically (none while tools/bundle.mjs makes one file);
//   - the first frame's script, www/dist/boot.js (tools/bundle.mjs), first:
//     index.html runs it under the board's canvas, and the preload scanner
//     would find it only after everything in the head;
//   - the bundle itself, www/dist/page.js (tools/bundle.mjs).
// Derived from the built bundle (./build.sh build), between two marker
// comments, never written by hand:
//
//   node tools/preload-list.mjs          rewrites the block in www/index.html
//   node tools/preload-list.mjs --check  exits 1 when it is stale
//
// tests/www/preload.test.mjs checks it too.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BOOT, PAGE } from './bundle.mjs';
import { WWW, references, resolve, staticGraph } from './import-graph.mjs';

export const BEGIN = '<!-- start-up: the engine\'s wasm and the page\'s one script (dist/page.js), written by tools/preload-list.mjs -->';
export const END = '<!-- /start-up -->';

/** The block's lines for `www` (its bundle must be built), indented like the head. */
export function preloadLines(www = WWW) {
  const bundle = new URL(PAGE, www);
  if (!existsSync(bundle)) throw new Error(`www/${PAGE} is missing: run ./build.sh build`);
  const wasm = references(PAGE, readFileSync(bundle, 'utf8'))
    .filter((ref) => /\.wasm$/.test(ref))
    .map((ref) => resolve(PAGE, ref))
    .filter((path, i, all) => path !== null && all.indexOf(path) === i);
  const modules = staticGraph(PAGE, { www }).slice(1);
  // The first frame's script (under the canvas in the body) is fetched
  // first: the board is drawn as soon as it and the styles are here.
  const boot = existsSync(new URL(BOOT, www)) ? [`  <link rel="preload" href="${BOOT}" as="script">`] : [];
  return [
    ...boot,
    ...wasm.map((path) => `  <link rel="preload" href="${path}" as="fetch" type="application/wasm" crossorigin>`),
    ...modules.map((path) => `  <link rel="modulepreload" href="${path}">`),
    `  <script type="module" src="${PAGE}"></script>`,
  ];
}

/** index.html's text with the block between the markers replaced. */
export function withPreloads(html, lines) {
  const begin = html.indexOf(BEGIN);
  const end = html.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`index.html has no ${BEGIN} ... ${END} block`);
  return `${html.slice(0, begin + BEGIN.length)}\n${lines.join('\n')}\n  ${html.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = new URL('index.html', WWW);
  const html = readFileSync(file, 'utf8');
  const next = withPreloads(html, preloadLines());
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error('www/index.html: the start-up block is stale: run node tools/preload-list.mjs');
      process.exit(1);
    }
  } else if (next !== html) {
    writeFileSync(file, next);
    console.log('www/index.html: start-up block written');
  }
}
