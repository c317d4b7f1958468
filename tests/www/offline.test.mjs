// The offline cache's set of files (tools/page-files.mjs, stamped into
// www/pkg/sw-version.js by tools/sw-version.mjs) holds every file every page
// in www/ loads: checked here by an independent, broader scan (any quoted
// path in a cached file that names a file of www/ must be cached), by small
// made-up sites (a load the walk cannot follow is an error, never a silent
// gap), and by the stamp the build wrote. Plus the service worker's own
// rules that can be read without a browser, and the manifest.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { NOT_CACHED, START, pageFiles, pages } from '../../tools/page-files.mjs';
import { computeVersion, stamp, stampText } from '../../tools/sw-version.mjs';

const WWW = new URL('../../www/', import.meta.url);
const read = (path) => readFileSync(new URL(path, WWW), 'utf8');
const sw = read('sw.js');
const files = pageFiles();

/** A made-up www/ in a temporary folder: {path: text}. Returns its URL and a remover. */
function site(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'hnef-site-'));
  const core = "export const LANGS = Object.freeze(['en', 'vi']);\n";
  for (const [path, text] of Object.entries({ 'rules/core.js': core, ...tree })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { url: pathToFileURL(`${dir}/`), dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('the set holds the files of every page: the game, the rules, both embeds, the engine, languages, icons', () => {
  assert.deepEqual(pages(), ['embed-demo.html', 'embed.html', 'index.html', 'rules.html']);
  for (const must of [
    START, 'index.html', 'dist/page.js', 'rules.html', 'rules/zh-Hant.js', 'i18n/vi.js', 'ai-worker.js',
    'pkg/hnef.js', 'pkg/hnef_glue.js', 'pkg/hnef_bg.wasm', 'manifest.webmanifest', 'icons/icon-512.png',
    'embed.html', 'embed.js', 'hnef-board.js', 'embed-demo.html', 'embed-demo.js', 'embed-demo.css',
  ]) {
    assert.ok(files.includes(must), `the set holds ${must}`);
  }
  for (const path of NOT_CACHED) assert.ok(!files.includes(path), `${path} is fetched by the browser itself`);
  assert.equal(new Set(files).size, files.length, 'no duplicates');
  assert.equal(files[0], START);
  for (const path of files) {
    if (path !== START) assert.ok(statSync(new URL(path, WWW)).isFile(), `www/${path} exists`);
  }
});

test('every quoted path in a cached file that names a file of www/ is cached (a broader scan than the walk)', () => {
  const missing = [];
  for (const from of files) {
    if (from === START || !/\.(html|js|css|webmanifest)$/.test(from)) continue;
    // A CSS comment loads nothing (style.css names the modules that style it).
    const text = from.endsWith('.css') ? read(from).replace(/\/\*[\s\S]*?\*\//g, '') : read(from);
    for (const m of text.matchAll(/["'`(]([\w./${}-]+\.(?:js|mjs|css|html|wasm|png|svg|webmanifest|json|woff2))\b/g)) {
      const refs = m[1].includes('${code}') ? ['en', 'vi', 'zh-Hant'].map((c) => m[1].replace('${code}', c)) : [m[1]];
      for (const ref of refs) {
        if (ref.includes('${')) continue;
        const url = new URL(ref, new URL(from, 'http://x/'));
        if (url.origin !== 'http://x') continue;
        const path = url.pathname.slice(1);
        const target = new URL(path, WWW);
        if (!existsSync(target) || !statSync(target).isFile() || NOT_CACHED.includes(path)) continue;
        if (!files.includes(path)) missing.push(`${from} names ${path}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});

test('a new page and everything it loads join the set by themselves', () => {
  const s = site({
    'index.html': '<link rel="manifest" href="app.webmanifest"><script type="module" src="a.js"></script><a href="other.html">x</a>',
    'other.html': '<link rel="stylesheet" href="css/o.css"><script src="classic.js"></script>',
    'css/o.css': '@import "more.css"; body { background: url(../img/bg.png) }',
    'css/more.css': 'p { background: url("data:image/png;base64,AAAA") }',
    'img/bg.png': 'png',
    'a.js': "import { b } from './b.js';\nexport * from './c.js';\nconst w = new URL('./w.js', import.meta.url);\nconst t = (code) => import(`./lang/${code}.js`);\n// import('./not-loaded.js') is prose\n",
    'b.js': "export const b = fetch('data/table.bin');\n",
    'c.js': "import './side-effect.js';\n",
    'side-effect.js': '',
    'w.js': "importScripts('w-helper.js');\n",
    'w-helper.js': '',
    'data/table.bin': 'bytes',
    'lang/en.js': '',
    'lang/vi.js': '',
    'classic.js': "const page = 'https://example.org/x.js';\n",
    'app.webmanifest': JSON.stringify({ start_url: './?source=pwa', icons: [{ src: 'img/i.png' }] }),
    'img/i.png': 'png',
  });
  try {
    assert.deepEqual(pageFiles(s.url), [
      START, 'a.js', 'app.webmanifest', 'b.js', 'c.js', 'classic.js', 'css/more.css', 'css/o.css', 'data/table.bin',
      'img/bg.png', 'img/i.png', 'index.html', 'lang/en.js', 'lang/vi.js', 'other.html', 'side-effect.js', 'w-helper.js', 'w.js',
    ]);
  } finally {
    s.done();
  }
});

test('a load the walk cannot follow is an error, not a gap in the set', () => {
  const cases = [
    [{ 'index.html': '<script type="module" src="a.js"></script>', 'a.js': 'const name = location.hash;\nimport(name);\n' }, /a\.js:2: a dynamic import of something that is not a literal path/],
    [{ 'index.html': '<script type="module" src="a.js"></script>', 'a.js': 'import(`./t/${lang}.js`);\n' }, /only \$\{code\}/],
    [{ 'index.html': '<script type="module" src="a.js"></script>', 'a.js': "import { x } from './gone.js';\n" }, /www\/gone\.js is loaded by a page but does not exist/],
    [{ 'index.html': '<script src="../outside.js"></script>' }, /leaves www/],
    [{ 'embed.html': '<link rel="stylesheet" href="missing.css">' }, /missing\.css/],
  ];
  for (const [tree, error] of cases) {
    const s = site(tree);
    try {
      assert.throws(() => pageFiles(s.url), error);
    } finally {
      s.done();
    }
  }
  // A name bound to a bare or node: specifier (the package's Node-only branch) is not a file of the site.
  const s = site({ 'index.html': '<script type="module" src="a.js"></script>', 'a.js': "const FS = 'node:fs/promises';\nawait import(/* keep */ FS);\n" });
  try {
    assert.deepEqual(pageFiles(s.url), [START, 'a.js', 'index.html']);
  } finally {
    s.done();
  }
});

test('the version follows every file of the set, and the stamp carries version and list', () => {
  const s = site({ 'index.html': '<script type="module" src="a.js"></script>', 'a.js': "import('./lazy.js');\n", 'lazy.js': 'export default 1;\n', 'sw.js': '' });
  try {
    const list = pageFiles(s.url);
    const v1 = computeVersion(list, s.url);
    assert.match(v1, /^[0-9a-f]{12}$/);
    assert.equal(computeVersion(list, s.url), v1, 'same files, same version');
    writeFileSync(join(s.dir, 'lazy.js'), 'export default 2;\n');
    const v2 = computeVersion(list, s.url);
    assert.notEqual(v2, v1, 'a lazily loaded file changes the version');
    writeFileSync(join(s.dir, 'sw.js'), '// changed\n');
    assert.notEqual(computeVersion(list, s.url), v2, 'sw.js changes the version');
    const sandbox = { self: {} };
    vm.runInNewContext(stampText('abc', list), sandbox);
    assert.equal(sandbox.self.HNEF_VERSION, 'abc');
    assert.deepEqual(JSON.parse(JSON.stringify(sandbox.self.HNEF_FILES)), list);
  } finally {
    s.done();
  }
});

test('the built stamp (www/pkg/sw-version.js) is current: run node tools/sw-version.mjs after changing a page', () => {
  const current = read('pkg/sw-version.js');
  assert.equal(current, stamp().text);
});

/** Runs sw.js in a sandbox with `stampText` (or none) and returns its listeners. */
function loadWorker(stampSource) {
  const listeners = {};
  const self = {
    registration: { scope: 'http://x/', installing: null, waiting: null },
    location: new URL('http://x/sw.js'),
    addEventListener: (type, fn) => {
      listeners[type] = fn;
    },
    skipWaiting: () => {
      listeners.skipped = (listeners.skipped ?? 0) + 1;
    },
  };
  const sandbox = {
    self,
    URL,
    Response,
    Request,
    importScripts: (path) => {
      assert.equal(path, 'pkg/sw-version.js');
      if (stampSource === null) throw new Error('404');
      vm.runInContext(stampSource, sandbox);
    },
  };
  vm.createContext(sandbox);
  vm.runInContext(sw, sandbox);
  return listeners;
}

test('without a stamp (a tree never stamped) the service worker caches nothing and leaves every request to the network', () => {
  const on = loadWorker(null);
  let responded = false;
  on.fetch({ request: { method: 'GET', url: 'http://x/main.js', mode: 'cors' }, respondWith: () => (responded = true) });
  assert.equal(responded, false);
  let waited = false;
  on.install({ waitUntil: () => (waited = true) });
  assert.equal(waited, false, 'nothing to cache');
});

test('with a stamp it answers same-origin GETs, and only the player makes a new version take over', () => {
  const on = loadWorker(stampText('v1', ['./', 'index.html']));
  const answered = [];
  for (const [method, url] of [['GET', 'http://x/main.js'], ['POST', 'http://x/main.js'], ['GET', 'https://elsewhere.example/a.js']]) {
    on.fetch({ request: { method, url, mode: 'cors' }, clientId: 'c', resultingClientId: '', respondWith: (p) => {
      answered.push(`${method} ${url}`);
      p.catch(() => {}); // no Cache Storage here: the browser test covers the answers
    }, waitUntil: () => {} });
  }
  assert.deepEqual(answered, ['GET http://x/main.js']);
  // skipWaiting only in answer to the page's message (the "reload to update" button).
  assert.equal([...sw.matchAll(/skipWaiting\(\)/g)].length, 1);
  on.message({ data: { type: 'hello' } });
  assert.equal(on.skipped, undefined);
  on.message({ data: { type: 'activate' } });
  assert.equal(on.skipped, 1);
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
