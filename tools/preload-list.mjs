// The page's start-up in index.html, written from the build (never by
// hand), so that the first frame needs no request after the page itself:
//   - in the head, between two marker comments (the start-up block):
//     - the page's styles inline, style.css then board-themes.css,
//       minified (a <style> whose hash the CSP names): no stylesheet to wait
//       for before the board is drawn;
//     - the .wasm files the bundle fetches (`new URL('….wasm',
//       import.meta.url)`), preloaded so that the engine's compile can start
//       from bytes already on their way;
//     - a <link rel="modulepreload"> for every module the bundle imports
//       statically (its one shared chunk: tools/bundle.mjs);
//     - the bundle itself, www/dist/page.js (tools/bundle.mjs);
//   - under the board's canvas, the first frame's script inline: the text
//     of www/dist/boot.js (tools/bundle.mjs; a classic script whose hash the
//     CSP names). It draws the board while the rest of the page is parsed;
//   - the CSP's script-src and style-src name those two hashes and nothing
//     else inline.
//
//   node tools/preload-list.mjs          rewrites www/index.html
//   node tools/preload-list.mjs --check  exits 1 when it is stale
//
// tests/www/preload.test.mjs checks it too.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { BOOT, PAGE } from './bundle.mjs';
import { WWW, references, resolve, staticGraph } from './import-graph.mjs';

export const BEGIN = '<!-- start-up: the page\'s styles, the engine\'s wasm and the page\'s script (dist/page.js), written by tools/preload-list.mjs -->';
export const END = '<!-- /start-up -->';

/** The stylesheets index.html carries inline, in order. */
export const STYLES = ['style.css', 'board-themes.css'];

/** A CSP hash source of `text` (UTF-8). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The page's styles as one minified text (STYLES in order). */
export function inlineStyles(www = WWW) {
  const css = STYLES.map((name) => readFileSync(new URL(name, www), 'utf8')).join('\n');
  const { code } = transformSync(css, { loader: 'css', minify: true, charset: 'utf8' });
  const text = code.trim();
  if (/<\/style/i.test(text)) throw new Error('the styles hold "</style"');
  return text;
}

/** The first frame's script as index.html carries it: dist/boot.js, its source map named from the page. */
export function inlineBoot(www = WWW) {
  const file = new URL(BOOT, www);
  if (!existsSync(file)) throw new Error(`www/${BOOT} is missing: run ./build.sh build`);
  const map = BOOT.slice(0, BOOT.lastIndexOf('/') + 1);
  const text = readFileSync(file, 'utf8').trim().replace(/\/\/# sourceMappingURL=(\S+)$/, (whole, name) => `//# sourceMappingURL=${map}${name}`);
  if (/<\/script|<!--/i.test(text)) throw new Error(`www/${BOOT} holds "</script" or "<!--"`);
  return text;
}

/** The block's lines for `www` (its bundle must be built), indented like the head. */
export function preloadLines(www = WWW) {
  const bundle = new URL(PAGE, www);
  if (!existsSync(bundle)) throw new Error(`www/${PAGE} is missing: run ./build.sh build`);
  const wasm = references(PAGE, readFileSync(bundle, 'utf8'))
    .filter((ref) => /\.wasm$/.test(ref))
    .map((ref) => resolve(PAGE, ref))
    .filter((path, i, all) => path !== null && all.indexOf(path) === i);
  const modules = staticGraph(PAGE, { www }).slice(1);
  return [
    `  <style>${inlineStyles(www)}</style>`,
    ...wasm.map((path) => `  <link rel="preload" href="${path}" as="fetch" type="application/wasm" crossorigin>`),
    ...modules.map((path) => `  <link rel="modulepreload" href="${path}">`),
    `  <script type="module" src="${PAGE}"></script>`,
  ];
}

/** The CSP's script-src and style-src with the hashes of the inline script and style (`'self'` first, the rest kept). */
export function withHashes(html, { script, style }) {
  return html.replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/, (whole, open, policy, close) => {
    const directives = policy.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/);
      const kept = values.filter((v) => !/^'sha(256|384|512)-/.test(v));
      if (name === 'script-src') kept.splice(1, 0, script);
      if (name === 'style-src') kept.splice(1, 0, style);
      return [name, ...kept].join(' ');
    });
    return `${open}${directives.join('; ')}${close}`;
  });
}

/** `html` with the first frame's script inline right after the board's canvas. */
export function withBoot(html, text) {
  const re = /(<canvas id="board"[^>]*><\/canvas>\s*)<script(?:\s+src="[^"]*")?>[^]*?<\/script>/;
  if (!re.test(html)) throw new Error('index.html has no script right after <canvas id="board">');
  return html.replace(re, (whole, canvas) => `${canvas}<script>${text}</script>`);
}

/** index.html as the build leaves it: the block, the first frame's script and the CSP's hashes. */
export function startupHtml(html, www = WWW) {
  const lines = preloadLines(www);
  const boot = inlineBoot(www);
  const style = lines[0].slice('  <style>'.length, -'</style>'.length);
  return withHashes(withBoot(withPreloads(html, lines), boot), { script: cspHash(boot), style: cspHash(style) });
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
  const next = startupHtml(html);
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error('www/index.html: its start-up (block, first frame script, CSP hashes) is stale: run node tools/preload-list.mjs');
      process.exit(1);
    }
  } else if (next !== html) {
    writeFileSync(file, next);
    console.log('www/index.html: start-up written (block, first frame script, CSP hashes)');
  }
}
