// The one walker of www/'s import graph: what a file loads, resolved to
// paths below www/, followed from a set of starting files. Two lists come
// from it: the offline set of every page (tools/page-files.mjs, from every
// HTML page) and the files <hnef-board> ships with (tools/board-files.mjs,
// from hnef-board.js).
//
// A file's references, by kind:
//   HTML   src="..." and href="..." (scripts, styles, module preloads, the
//          manifest, frames, links to the other pages), inline url(...)
//   CSS    url(...) and @import
//   JS     static `import ... from '...'` / `export ... from '...'` /
//          `import '...'`, dynamic `import('...')`, `new URL('...',
//          import.meta.url)` (workers, the .wasm), `importScripts('...')`,
//          `fetch('...')`
//   JSON   the manifest's icons, screenshots and start_url
// A `${code}` in a dynamic import or URL stands for every language of
// rules/core.js (LANGS): the page and rules language tables. Any other
// template, or a dynamic import of something that is not a literal path,
// is an error: a file the walk cannot see would be missing from the list.
// So is a reference to a file that does not exist, or one outside www/.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';

export const WWW = new URL('../www/', import.meta.url);

/** The folder itself (a page's `./`, the manifest's start_url): answered with index.html. */
export const START = './';

const TEXT = /\.(html|js|mjs|css|webmanifest|json)$/;

/** The languages a `${code}` stands for (rules/core.js of this www/). */
export function languages(www = WWW) {
  const core = readFileSync(new URL('rules/core.js', www), 'utf8');
  const m = /export const LANGS = Object\.freeze\(\[([^\]]*)\]\)/.exec(core);
  if (!m) throw new Error('www/rules/core.js has no `export const LANGS = Object.freeze([...])`');
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]);
}

/** Code without comment lines (prose in comments names files it does not load). */
function stripComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The references one file makes, as written. Throws on a load the walk
 * cannot follow.
 */
export function references(path, text) {
  const out = [];
  const where = (index) => `${path}:${text.slice(0, index).split('\n').length}`;
  if (path.endsWith('.html')) {
    const html = text.replace(/<!--[\s\S]*?-->/g, '');
    for (const m of html.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/g)) out.push(m[1]);
    for (const m of html.matchAll(/\b(?:src|href)\s*=\s*'([^']*)'/g)) out.push(m[1]);
    // Inline styles may load files too.
    for (const m of html.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) out.push(m[1]);
  } else if (path.endsWith('.css')) {
    const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) out.push(m[1]);
    for (const m of css.matchAll(/@import\s+['"]([^'"]+)['"]/g)) out.push(m[1]);
  } else if (path.endsWith('.js') || path.endsWith('.mjs')) {
    const code = stripComments(text);
    out.push(...staticImports(text));
    for (const m of code.matchAll(/\bimport\s*\(/g)) {
      const rest = code.slice(m.index + m[0].length);
      const arg = /^\s*(['"`])([^'"`]*)\1\s*[,)]/.exec(rest);
      // A name bound once to a literal (`const NODE_FS = 'node:fs/promises'`) counts as that literal.
      const name = arg ? null : /^\s*([A-Za-z_$][\w$]*)\s*[,)]/.exec(rest);
      const bound = name ? new RegExp(`\\bconst\\s+${name[1].replace(/\$/g, '\\$')}\\s*=\\s*(['"])([^'"]*)\\1\\s*;`).exec(code) : null;
      if (!arg && !bound) throw new Error(`${where(m.index)}: a dynamic import of something that is not a literal path`);
      out.push(arg ? arg[2] : bound[2]);
    }
    for (const m of code.matchAll(/new URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g)) out.push(m[2]);
    for (const m of code.matchAll(/\b(?:importScripts|fetch)\(\s*(['"`])([^'"`]+)\1/g)) out.push(m[2]);
  } else if (path.endsWith('.webmanifest') || path.endsWith('.json')) {
    const json = JSON.parse(text);
    for (const list of [json.icons, json.screenshots]) for (const item of list ?? []) out.push(item.src);
    if (typeof json.start_url === 'string') out.push(json.start_url);
  }
  for (const ref of out) {
    for (const t of ref.matchAll(/\$\{([^}]*)\}/g)) {
      if (t[1] !== 'code') throw new Error(`${path}: \`\${${t[1]}}\` in "${ref}": only \${code} (a language) can be followed`);
    }
  }
  return out;
}

/**
 * The static imports of a module's source, as written: `import ... from`,
 * `export ... from` and bare `import '...'` (what the browser fetches before
 * the module runs; not dynamic import(), workers or fetches).
 */
export function staticImports(text) {
  const code = stripComments(text);
  const out = [];
  for (const m of code.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g)) out.push(m[2]);
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(['"])([^'"]+)\1/g)) out.push(m[2]);
  return out;
}

/**
 * Every module `start` (a path below `www`) loads before it runs: its
 * static imports, followed, `start` first, then in the order first met.
 */
export function staticGraph(start, { www = WWW } = {}) {
  const seen = [];
  const visit = (path) => {
    if (seen.includes(path)) return;
    seen.push(path);
    for (const ref of staticImports(readFileSync(new URL(path, www), 'utf8'))) {
      const target = resolve(path, ref);
      if (target !== null) visit(target);
    }
  };
  visit(start);
  return seen;
}

/**
 * Resolves a reference from `from` to a path below www/: null for other
 * origins, data:, blob:, mailto: and fragments; START for the folder itself.
 * Throws for a path that leaves www/.
 */
export function resolve(from, ref) {
  const text = ref.trim();
  if (text === '' || /^(data:|blob:|mailto:|javascript:|#)/i.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    return null;
  }
  // URL resolution stops at the root; a site served from a folder would not.
  const joined = posix.normalize(posix.join(posix.dirname(from), text.replace(/[?#].*$/, '')));
  if (!text.startsWith('/') && (joined === '..' || joined.startsWith('../'))) throw new Error(`${from}: "${ref}" leaves www/`);
  const url = new URL(text, new URL(from, 'http://www.invalid/'));
  const path = decodeURIComponent(url.pathname.slice(1));
  return path === '' ? START : path;
}

/**
 * Every file reached from `starts` (paths below `www`), the starts
 * included, sorted (START first). `keep(path)`: false for a file that is
 * left out and not followed. A reference to a missing file is an error:
 * `missing(paths)` words it (all of them at once).
 */
export function walk(starts, { www = WWW, keep = () => true, missing = (paths) => `missing files: ${paths.join(', ')}` } = {}) {
  const langs = languages(www);
  const seen = new Set();
  const absent = [];
  const queue = [...starts];
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path) || !keep(path)) continue;
    if (path === START) {
      seen.add(START);
      queue.push('index.html');
      continue;
    }
    const url = new URL(path, www);
    if (!existsSync(url) || !statSync(url).isFile()) {
      if (!absent.includes(path)) absent.push(path);
      continue;
    }
    seen.add(path);
    if (!TEXT.test(path)) continue;
    for (const ref of references(path, readFileSync(url, 'utf8'))) {
      for (const one of ref.includes('${code}') ? langs.map((code) => ref.replaceAll('${code}', code)) : [ref]) {
        const target = resolve(path, one);
        if (target !== null && !seen.has(target)) queue.push(target);
      }
    }
  }
  if (absent.length) throw new Error(missing(absent));
  return [...seen].sort((a, b) => (a === START ? -1 : b === START ? 1 : a < b ? -1 : a > b ? 1 : 0));
}
