// Start-up (issue 13, item 10): the page's modules are bundled by
// tools/bundle.mjs from main.js's imports at build time (./build.sh build
// runs it first): www/dist/page.js and the shared chunks it imports, which
// index.html's head fetches at once with the engine's wasm (the start-up
// block, written by tools/preload-list.mjs from the built bundle); a feature
// main.js imports lazily (play by link) is a chunk of its own, fetched when
// it is opened. A small classic script, dist/boot.js (www/boot.js), carried
// inline under the canvas with the page's styles inline in the head (so the
// first frame waits for no request), draws the board in the first frame. The
// CSP stays strict: those two inline texts are allowed by their hashes only.
//
// Made-up sites check the bundler's own rules: a module main.js starts
// importing is in the next bundle; `new URL(..., import.meta.url)` and
// `import.meta.url` keep naming the files of www/; a template import stays a
// lazy fetch of the source files; a lazy file that would run a second copy
// of a bundled module fails the build.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BOOT, CHUNK, DIST as DIST_DIR, PAGE, bundle, rebase } from '../../tools/bundle.mjs';
import { references, staticGraph, staticImports } from '../../tools/import-graph.mjs';
import { BEGIN, END, cspHash, inlineBoot, inlineStyles, preloadLines, startupHtml, withBoot, withHashes } from '../../tools/preload-list.mjs';

const WWW = new URL('../../www/', import.meta.url);
const html = readFileSync(new URL('index.html', WWW), 'utf8');
const head = html.slice(0, html.indexOf('</head>'));
const built = () => readFileSync(new URL(PAGE, WWW), 'utf8');

/** A made-up www/ in a temporary folder: {path: text}. */
function site(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'hnef-bundle-'));
  const core = "export const LANGS = Object.freeze(['en', 'vi']);\n";
  for (const [path, text] of Object.entries({ 'rules/core.js': core, ...tree })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('index.html runs two scripts, the first frame\'s inline under the canvas and the bundle, and its start-up is the one the tool writes from the build', () => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.deepEqual(
    scripts.map((m) => m[1].trim()),
    [`type="module" src="${PAGE}"`, ''],
    'the bundle (a module, in the head) and the first frame\'s classic script (inline, in the body)',
  );
  assert.equal(scripts[0][2].trim(), '', 'the bundle has no inline text');
  assert.equal(scripts[1][2], inlineBoot(), `the first frame's script is www/${BOOT}: run node tools/preload-list.mjs`);
  assert.doesNotMatch(html, /src="main\.js"|href="main\.js"|src="boot\.js"|src="dist\/boot\.js"|rel="stylesheet"/, 'the source modules and stylesheets are not fetched by the page');
  // The first frame's script comes right after the board's canvas: it draws on it while the rest is parsed.
  assert.match(html, /<canvas id="board"[^>]*><\/canvas>\s*<script>/);
  // The styles are inline: style.css and board-themes.css, minified.
  const style = /<style>([^]*?)<\/style>/.exec(head)?.[1];
  assert.equal(style, inlineStyles(), 'run node tools/preload-list.mjs');
  assert.match(style, /\[data-hnef-board=stone\]|\[data-hnef-board="stone"\]/, 'board-themes.css is in');
  assert.equal(startupHtml(html), html, 'index.html is what node tools/preload-list.mjs writes');
  const block = head.slice(head.indexOf(BEGIN) + BEGIN.length, head.indexOf(END));
  assert.ok(head.indexOf(BEGIN) > 0 && head.indexOf(END) > head.indexOf(BEGIN), 'the block is in the head');
  assert.equal(block.trim(), preloadLines().join('\n').trim(), 'run node tools/preload-list.mjs');
  // The wasm is requested right after the styles, before the script.
  const wasm = head.indexOf('<link rel="preload" href="pkg/hnef_bg.wasm" as="fetch" type="application/wasm" crossorigin>');
  assert.ok(wasm > head.indexOf('</style>') && wasm < head.indexOf(`src="${PAGE}"`));
  // What the bundle imports statically is shared chunks only, each preloaded
  // with it: nothing waits for page.js to arrive before it is requested.
  const first = staticGraph(PAGE).slice(1);
  assert.equal(first.length, 1, 'page.js shares code with its lazy chunks, in one chunk');
  for (const path of first) {
    assert.match(path, CHUNK, `${path} is a chunk of the bundle`);
    assert.ok(head.includes(`<link rel="modulepreload" href="${path}">`), `${path} is preloaded`);
  }
  assert.equal((head.match(/rel="modulepreload"/g) ?? []).length, first.length, 'only what page.js imports is preloaded');
  // A feature opened later is not in the first load: play by link is a chunk of its own.
  const lazyChunks = references(PAGE, built()).filter((ref) => /^\.\/friend-play-[A-Z0-9]{8}\.js$/.test(ref));
  assert.equal(lazyChunks.length, 1, 'page.js imports the friend chunk lazily');
  assert.ok(!first.some((path) => path.includes('friend-play')));
});

test('the CSP stays strict: inline only the script and the style it names by hash, no eval, and the bundle needs none', () => {
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(head)?.[1];
  assert.ok(csp, 'the page has a CSP');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  assert.equal(scriptSrc, `script-src 'self' ${cspHash(inlineBoot())} 'wasm-unsafe-eval'`);
  const styleSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src'));
  assert.equal(styleSrc, `style-src 'self' ${cspHash(inlineStyles())}`);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'|nonce-|unsafe-hashes/);
  assert.doesNotMatch(built(), /\beval\(|\bnew Function\(/);
});

test('withHashes and withBoot: the hashes replace older ones, the script replaces the one under the canvas', () => {
  const page = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-old=' 'wasm-unsafe-eval'; style-src 'self'">`;
  assert.equal(
    withHashes(page, { script: "'sha256-s='", style: "'sha256-t='" }),
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-s=' 'wasm-unsafe-eval'; style-src 'self' 'sha256-t='">`,
  );
  assert.equal(withBoot('<canvas id="board"></canvas>\n  <script src="dist/boot.js"></script>', 'go()'), '<canvas id="board"></canvas>\n  <script>go()</script>');
  assert.equal(withBoot('<canvas id="board"></canvas><script>old()</script>', 'go()'), '<canvas id="board"></canvas><script>go()</script>');
  assert.throws(() => withBoot('<canvas id="board"></canvas><p></p>', 'go()'), /no script right after/);
  assert.equal(cspHash('abc'), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
});

test('the built bundle holds main.js and every module it imports, and is current', async () => {
  // A fresh bundle of a copy of www/ (without its dist/) must be the built one, byte for byte.
  const dir = mkdtempSync(join(tmpdir(), 'hnef-www-'));
  try {
    cpSync(fileURLToPath(WWW), dir, { recursive: true, filter: (src) => !src.startsWith(fileURLToPath(new URL('dist', WWW))) });
    const { inputs, lazy } = await bundle({ www: dir });
    for (const path of staticGraph('main.js')) assert.ok(inputs.includes(path), `the bundle holds ${path}`);
    assert.ok(inputs.includes('pkg/hnef_glue.js') && inputs.includes('wasm-compile.js') && inputs.includes('i18n/en.js'));
    // The other languages' tables stay lazy: fetched as the source files, on demand.
    assert.deepEqual(lazy, ['i18n/pt.js', 'i18n/ru.js', 'i18n/vi.js', 'i18n/zh-Hans.js', 'i18n/zh-Hant.js']);
    for (const path of lazy) assert.ok(!inputs.includes(path), `${path} is not in the bundle`);
    assert.equal(readFileSync(join(dir, PAGE), 'utf8'), built(), 'www/dist/page.js is stale: run ./build.sh build');
    assert.equal(readFileSync(join(dir, `${PAGE}.map`), 'utf8'), readFileSync(new URL(`${PAGE}.map`, WWW), 'utf8'));
    // The chunks and the first frame's script too (their names hash their contents).
    const made = readdirSync(join(dir, DIST_DIR)).sort();
    assert.deepEqual(made, readdirSync(new URL(`${DIST_DIR}/`, WWW)).sort(), 'www/dist/ is stale: run ./build.sh build');
    for (const name of made) {
      assert.equal(readFileSync(join(dir, DIST_DIR, name), 'utf8'), readFileSync(new URL(`${DIST_DIR}/${name}`, WWW), 'utf8'), `www/${DIST_DIR}/${name} is stale`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The first load (page.js and its shared chunks) finds the AI worker and the wasm where they are in www/;
  // page.js links its source map.
  const text = staticGraph(PAGE).map((path) => readFileSync(new URL(path, WWW), 'utf8')).join('\n');
  assert.match(text, /new URL\("\.\.\/ai-worker\.js",import\.meta\.url\)/);
  assert.match(text, /new URL\("\.\.\/pkg\/hnef_bg\.wasm",import\.meta\.url\)/);
  assert.match(text, /import\("\.\.\/i18n\/vi\.js"\)/);
  assert.match(built(), /\n\/\/# sourceMappingURL=page\.js\.map\n$/);
});

test('a module main.js starts importing is in the next bundle; URLs and lazy imports keep naming the files of www/', async () => {
  const s = site({
    'main.js': "import { a } from './a.js';\nimport { b } from './sub/b.js';\nexport { a, b };\nexport const own = import.meta.url;\n",
    'a.js':
      "// Prose names what it does not load: import(`./none/${x}.js`), new URL('../../out.js', import.meta.url).\n" +
      "export const a = { worker: new URL('./w.js', import.meta.url).href, lang: (code) => import(`./lang/${code}.js`) };\n",
    'sub/b.js': "export const b = { wasm: new URL('../pkg/x.wasm', import.meta.url).href, me: import.meta.url, other: new URL('https://example.org/x.js', import.meta.url).href };\n",
    'w.js': '',
    'pkg/x.wasm': '',
    'lang/en.js': "export default 'en';\n",
    'lang/vi.js': "export default 'vi';\n",
    'lang/notes.txt': 'not a module',
  });
  try {
    const www = pathToFileURL(`${s.dir}/`);
    const { inputs, lazy } = await bundle({ www: s.dir });
    assert.deepEqual(inputs.sort(), ['a.js', 'main.js', 'sub/b.js']);
    assert.deepEqual(lazy, ['lang/en.js', 'lang/vi.js']);
    // Run the bundle (Node imports it from its file): every URL is the one the sources had.
    const page = await import(new URL(PAGE, www).href);
    assert.equal(page.a.worker, new URL('w.js', www).href);
    assert.equal(page.b.wasm, new URL('pkg/x.wasm', www).href);
    assert.equal(page.b.me, new URL('sub/b.js', www).href);
    assert.equal(page.b.other, 'https://example.org/x.js');
    assert.equal(page.own, new URL('main.js', www).href);
    assert.equal((await page.a.lang('vi')).default, 'vi');
    assert.equal((await page.a.lang('en')).default, 'en');
    await assert.rejects(page.a.lang('../main'), /no module/);
    await assert.rejects(page.a.lang('notes'), /no module/);
    // The walk of the offline set and of the start-up block reads the bundle too.
    const text = readFileSync(join(s.dir, PAGE), 'utf8');
    assert.match(text, /import\("\.\.\/lang\/vi\.js"\)/);
    assert.deepEqual(staticImports(text), []);
  } finally {
    s.done();
  }
});

test('what page.js shares with its lazy chunks is one chunk, whichever chunk needs which part; each module runs once, the page\'s own first', async () => {
  const s = site({
    'main.js':
      "import { log } from './log.js';\nimport { a } from './a.js';\nimport { b } from './b.js';\nimport { own } from './own.js';\n" +
      "log('main');\nexport { log, a, b, own };\nexport const one = () => import('./one.js');\nexport const two = () => import('./two.js');\n",
    'log.js': "export const log = (x) => (globalThis.hnefBundleOrder ??= []).push(x);\n",
    'a.js': "import { log } from './log.js';\nlog('a');\nexport const a = 'a';\n",
    'b.js': "import { log } from './log.js';\nlog('b');\nexport const b = 'b';\n",
    'own.js': "import { log } from './log.js';\nlog('own');\nexport const own = 'own';\n",
    'one.js': "import { a } from './a.js';\nimport { log } from './log.js';\nlog('one');\nexport default a;\n",
    'two.js': "import { b } from './b.js';\nimport { log } from './log.js';\nlog('two');\nexport default b;\n",
  });
  try {
    const www = pathToFileURL(`${s.dir}/`);
    const { chunks } = await bundle({ www: s.dir });
    // page.js imports one chunk (log.js, a.js and b.js); one.js and two.js are chunks of their own.
    const first = staticGraph(PAGE, { www }).slice(1);
    assert.equal(first.length, 1, `page.js imports ${first.join(', ')}`);
    assert.equal(chunks.length, 3, chunks.join(', '));
    const page = await import(new URL(PAGE, www).href);
    const seen = globalThis.hnefBundleOrder;
    assert.deepEqual(seen, ['a', 'b', 'own', 'main'], 'the page\'s modules in their order');
    assert.equal((await page.one()).default, 'a');
    assert.equal((await page.two()).default, 'b');
    assert.deepEqual(seen, ['a', 'b', 'own', 'main', 'one', 'two'], 'no module ran twice');
  } finally {
    delete globalThis.hnefBundleOrder;
    s.done();
  }
});

test('a lazily loaded file that would run a second copy of a bundled module fails the build', async () => {
  const s = site({
    'main.js': "import { state } from './state.js';\nexport const lang = (code) => import(`./lang/${code}.js`);\nexport { state };\n",
    'state.js': 'export const state = { n: 0 };\n',
    'lang/vi.js': "import { state } from '../state.js';\nexport default state;\n",
  });
  try {
    await assert.rejects(bundle({ www: s.dir }), /www\/lang\/vi\.js is loaded lazily by the page but the bundle holds state\.js/);
  } finally {
    s.done();
  }
});

test('rebase: relative URLs from any folder, absolute ones untouched, no way out of www/', () => {
  const { text } = rebase('pkg/glue.js', "const u = new URL('x.wasm', import.meta.url);\nconst v = new URL(\"/abs.js\", import.meta.url);\n");
  assert.match(text, /new URL\('\.\.\/pkg\/x\.wasm', import\.meta\.url\)/);
  assert.match(text, /new URL\("\/abs\.js", import\.meta\.url\)/);
  assert.throws(() => rebase('a.js', "new URL('../../etc/passwd', import.meta.url)"), /leaves www/);
  assert.throws(() => rebase('a.js', 'import(`../outside/${x}.js`)', () => ['y.js']), /leaves www/);
  assert.throws(() => rebase('a.js', 'import(`./lang/${x}.js`)', () => []), /no file matches/);
  // import(NAME) of a name bound to a literal gets the literal (the package's Node-only branch).
  const node = rebase('pkg/hnef.js', 'const L="node:fs/promises";async function f(){return import(/* keep */ L)}').text;
  assert.match(node, /import\(\/\* keep \*\/\s*"node:fs\/promises"\)/);
});
