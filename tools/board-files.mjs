// The files <hnef-board> needs, from its import graph: every module reached
// from www/hnef-board.js by static `import`/`export ... from`, by
// `new URL('./x.js', import.meta.url)` (the AI worker) and by a template
// `import(`./dir/${name}.js`)` (the message tables: every file of that folder
// that fits the pattern). The engine (./pkg/) is left out: the package
// supplies it. Paths are relative to www/, one per line, sorted.
//
//   node tools/board-files.mjs            # the list
//   node tools/board-files.mjs --check    # also fails on a relative import that does not resolve

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../www/', import.meta.url));
export const ENTRY = 'hnef-board.js';

const STATIC = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const URLS = /new\s+URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;
const TEMPLATES = /import\(\s*`(\.{1,2}\/[^`$]*)\$\{[^}]+\}([^`$]*)`\s*\)/g;

/** Strips comments so that examples in them are not taken for imports. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The www/-relative files `file` (www/-relative) refers to. */
export function references(file, root = WWW) {
  const text = code(readFileSync(join(root, file), 'utf8'));
  const dir = posix.dirname(file);
  const out = [];
  for (const m of text.matchAll(STATIC)) out.push(posix.normalize(posix.join(dir, m[1] ?? m[2])));
  for (const m of text.matchAll(URLS)) out.push(posix.normalize(posix.join(dir, m[1])));
  for (const m of text.matchAll(TEMPLATES)) {
    const prefix = posix.normalize(posix.join(dir, m[1]));
    const folder = prefix.endsWith('/') ? prefix : posix.dirname(prefix) + '/';
    const start = prefix.endsWith('/') ? '' : posix.basename(prefix);
    for (const name of readdirSync(join(root, folder)).sort()) {
      if (name.startsWith(start) && name.endsWith(m[2]) && name.length > start.length + m[2].length) out.push(folder + name);
    }
  }
  return out;
}

/** Every file reached from `entry`, the entry included, without the engine's pkg/. */
export function boardFiles(entry = ENTRY, root = WWW) {
  const seen = new Set();
  const missing = [];
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || file.startsWith('pkg/')) continue;
    if (!existsSync(join(root, file))) {
      missing.push(file);
      continue;
    }
    seen.add(file);
    stack.push(...references(file, root));
  }
  if (missing.length) throw new Error(`unresolved imports from the board: ${missing.join(', ')}`);
  return [...seen].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = boardFiles();
  process.stdout.write(`${files.join('\n')}\n`);
  if (process.argv.includes('--check')) process.stderr.write(`${files.length} files from ${relative(process.cwd(), join(WWW, ENTRY))}\n`);
}
