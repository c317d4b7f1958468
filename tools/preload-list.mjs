// The page's module preloads: index.html lists, as <link rel="modulepreload">,
// every module main.js loads before it runs (its static import graph,
// tools/import-graph.mjs), so the browser fetches them all at once instead
// of level by level. The list sits between two marker comments and is
// written by this tool, never by hand:
//
//   node tools/preload-list.mjs          rewrites the list in www/index.html
//   node tools/preload-list.mjs --check  exits 1 when it is stale
//
// tests/www/preload.test.mjs checks it too.

import { readFileSync, writeFileSync } from 'node:fs';
import { WWW, staticGraph } from './import-graph.mjs';

export const BEGIN = '<!-- modulepreload: every static import of main.js, written by tools/preload-list.mjs -->';
export const END = '<!-- /modulepreload -->';

/** The preload lines for `www`'s main.js, indented like the head. */
export function preloadLines(www = WWW) {
  return staticGraph('main.js', { www }).map((path) => `  <link rel="modulepreload" href="${path}">`);
}

/** index.html's text with the list between the markers replaced. */
export function withPreloads(html, lines) {
  const begin = html.indexOf(BEGIN);
  const end = html.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`index.html has no ${BEGIN} ... ${END} block`);
  return `${html.slice(0, begin + BEGIN.length)}\n${lines.join('\n')}\n  ${html.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('index.html', WWW);
  const html = readFileSync(file, 'utf8');
  const next = withPreloads(html, preloadLines());
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error('www/index.html: the modulepreload list is stale: run node tools/preload-list.mjs');
      process.exit(1);
    }
  } else if (next !== html) {
    writeFileSync(file, next);
    console.log('www/index.html: modulepreload list written');
  }
}
