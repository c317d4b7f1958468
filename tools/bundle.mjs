// The page's module graph as one file: www/main.js and everything it
// imports statically (the engine's entry and glue in www/pkg/ included),
// bundled and minified by esbuild into www/dist/page.js with a linked source
// map (page.js.map, fetched by developer tools only). index.html loads that
// one file instead of ~45 modules. The source modules stay as they are for
// the rest of www/: <hnef-board>, the embeds, the rules page, the AI worker
// and the tests import them directly.
//
// The bundle is made from main.js's imports at build time, never from a
// list: a module main.js starts importing is in the next build.
//
// What the bundle changes in the modules it takes in (nothing else):
// - Files a module finds by `new URL('x', import.meta.url)` (the AI worker,
//   the .wasm) keep their place in www/: the path is rewritten relative to
//   www/dist/, so the page fetches the same files as before and the
//   offline walk (tools/import-graph.mjs) follows the bundle to them. Any
//   other `import.meta.url` becomes the module's own URL in www/.
// - A dynamic import of a template, `import(`./i18n/${code}.js`)` (the
//   other languages' tables, fetched on demand), stays a fetch of those
//   source files: it becomes a table of literal imports, one for each file
//   that matches, pointing from www/dist/ at www/. So the first load carries
//   English only, the lazy files are the same ones the other pages use, and
//   no shared chunk is fetched after page.js. A lazily loaded file may not
//   import a module the bundle holds (it would run a second copy of it):
//   the build fails if one does.
// - `import(NAME)` with NAME bound once to a literal (the package's
//   Node-only `import(NODE_FS)`) gets the literal (node:* stays external).
// - A literal dynamic import, `import('./friend-play.js')` (a feature the
//   page opens later: play by link, analysis, review, puzzles), becomes a
//   chunk of its own in www/dist/ (beside page.js, so the paths the
//   bundler rewrote from dist/ hold in it too), fetched when the page asks for
//   it, so the first load does not carry it. Code that page.js and such a
//   chunk share goes into ONE shared chunk that page.js imports statically
//   (index.html preloads it: tools/preload-list.mjs): the build first finds
//   the lazy chunks' entries, then gives main.js and each of them a last
//   import of every module page.js shares with any of them (a virtual
//   module), so all of those are reached from the same entries and esbuild
//   puts them in one file, not one per set of importers (the first load was
//   nine requests; each costs the page's start-up). The page's own modules
//   run first as before (the import comes last). Chunk names carry a hash of
//   their content, so a cached old chunk is never taken for a new one.
//
//   node tools/bundle.mjs [--www DIR]
//
// Run by ./build.sh build once www/pkg/ is in place; prints the size.

import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { staticGraph } from './import-graph.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const WWW_DIR = resolve(HERE, '../www');

/** Where the bundle goes below www/, and what it is made from. */
export const DIST = 'dist';
export const ENTRY = 'main.js';
export const PAGE = `${DIST}/page.js`;
/** The board's first frame (www/boot.js, see there): a classic script index.html runs under the canvas. */
export const BOOT_ENTRY = 'boot.js';
export const BOOT = `${DIST}/boot.js`;
/** A chunk's path below www/: a lazily loaded feature, or code it shares with page.js (`dist/<name>-<HASH>.js`). */
export const CHUNK = new RegExp(`^${DIST}/[\\w-]+-[A-Z0-9]{8}\\.js$`);

/** A path relative to www/ as a POSIX path. */
const below = (www, file) => relative(www, file).split(sep).join('/');

/** A relative URL from the bundle's folder to `target` (a path below www/). */
export function fromDist(target) {
  const rel = posix.relative(DIST, target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** `target` (joined to `dir`, below www/), or an error naming `path` when it leaves www/. */
function inside(path, dir, ref) {
  const target = posix.normalize(posix.join(dir, ref));
  if (target === '..' || target.startsWith('../')) throw new Error(`www/${path}: "${ref}" leaves www/`);
  return target;
}

/**
 * `text` (the module www/`path`) made independent of where it is bundled
 * (see the head of this file). `list(dir)` names the files of a folder below
 * www/ (for template imports). Returns `{text, lazy}`: the new text and the
 * files (below www/) its template imports may load.
 */
export function rebase(path, text, list = () => []) {
  const dir = posix.dirname(path);
  const kept = [];
  const keep = (code) => `\0${kept.push(code) - 1}\0`;
  const lazy = [];
  // new URL('ref', import.meta.url) with a relative literal.
  let out = text.replace(/new\s+URL\(\s*(['"])([^'"`]*)\1\s*,\s*import\.meta\.url\s*\)/g, (whole, quote, ref) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('/')) return keep(whole);
    const [file, rest = ''] = ref.split(/(?=[?#])/);
    return keep(`new URL(${quote}${fromDist(inside(path, dir, file))}${rest}${quote}, import.meta.url)`);
  });
  // Any other import.meta.url: the module's own URL.
  out = out.replace(/\bimport\.meta\.url\b/g, `new URL('${fromDist(path)}', import.meta.url).href`);
  // import(`prefix${expr}suffix`): a table of literal imports of the files that match.
  out = out.replace(/\bimport\(\s*`(\.{1,2}\/[^`$]*)\$\{([^`}]+)\}([^`$]*)`\s*\)/g, (whole, prefix, expr, suffix) => {
    const folder = inside(path, dir, prefix.slice(0, prefix.lastIndexOf('/') + 1) || './');
    const start = prefix.slice(prefix.lastIndexOf('/') + 1);
    const names = list(folder).filter((name) => name.startsWith(start) && name.endsWith(suffix) && name.length > start.length + suffix.length);
    if (!names.length) throw new Error(`www/${path}: no file matches the import of \`${prefix}\${${expr}}${suffix}\``);
    const entries = names.map((name) => {
      const target = posix.join(folder, name);
      lazy.push(target);
      const spec = prefix + name.slice(start.length, name.length - suffix.length) + suffix;
      return `${JSON.stringify(spec)}: () => import(${JSON.stringify(spec)})`;
    });
    return keep(
      `((spec, files) => (Object.hasOwn(files, spec) ? files[spec]() : Promise.reject(new TypeError(\`no module \${spec}\`))))(\`${prefix}\${${expr}}${suffix}\`, {${entries.join(', ')}})`,
    );
  });
  out = out.replace(/\0(\d+)\0/g, (_, i) => kept[Number(i)]);
  // import(NAME), NAME bound once to a literal.
  out = out.replace(/\bimport\(((?:\s*\/\*[^]*?\*\/)*)\s*([A-Za-z_$][\w$]*)\s*\)/g, (whole, comments, name) => {
    const bound = new RegExp(`\\bconst\\s+${name.replace(/\$/g, '\\$')}\\s*=\\s*(['"])([^'"\\\\]*)\\1\\s*[;,\\n]`).exec(out);
    return bound ? `import(${comments}${bound[1]}${bound[2]}${bound[1]})` : whole;
  });
  return { text: out, lazy };
}

/**
 * Builds www/dist/ from www/main.js. Returns `{bytes, inputs, lazy}`: the
 * size of page.js, the modules bundled into it and the files it may load
 * lazily (paths below www/).
 */
export async function bundle({ www = WWW_DIR } = {}) {
  const root = resolve(www);
  const out = join(root, DIST);
  // What the bundle takes in through static imports: a lazy file among
  // them is imported from the bundle itself (the same copy), never fetched.
  const url = pathToFileURL(`${root}/`);
  const bundled = new Set(staticGraph(ENTRY, { www: url }));
  const lazy = new Set();
  /** Lazy files, by importer (absolute path): left to the browser. */
  const external = new Map();
  // The modules page.js shares with its lazy chunks, and the files that import them all (see the head of this file).
  let shared = [];
  let joiners = new Set();
  const plugin = {
    name: 'hnef-page-bundle',
    setup(b) {
      b.onResolve({ filter: /^hnef:shared$/ }, () => ({ path: 'shared', namespace: 'hnef-shared' }));
      b.onLoad({ filter: /.*/, namespace: 'hnef-shared' }, () => ({
        contents: shared.map((path) => `import ${JSON.stringify(`./${path}`)};`).join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
      b.onLoad({ filter: /\.m?js$/ }, async (args) => {
        const file = resolve(args.path);
        if (!file.startsWith(root + sep)) throw new Error(`${args.path}: outside www/`);
        const path = below(root, file);
        const result = await load(file, path);
        if (joiners.has(path) && shared.length) result.contents += "\nimport 'hnef:shared';\n";
        return result;
      });
      async function load(file, path) {
        const source = readFileSync(file, 'utf8');
        if (!/\bimport\s*(\.\s*meta|\()/.test(source)) return { contents: source, loader: 'js' };
        // Rewritten as code without its comments (prose may name what it does
        // not load), with a source map back to the file.
        const { code } = await transform(source, { loader: 'js', format: 'esm', target: 'esnext', sourcemap: 'inline', sourcefile: file });
        const list = (folder) => readdirSync(join(root, folder), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
        const result = rebase(path, code, list);
        const fetched = result.lazy.filter((target) => !bundled.has(target));
        if (fetched.length) external.set(file, new Set(fetched));
        for (const target of fetched) lazy.add(target);
        return { contents: result.text, loader: 'js', resolveDir: dirname(file) };
      }
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'dynamic-import' || !external.has(args.importer)) return undefined;
        const target = below(root, resolve(args.resolveDir, args.path));
        return external.get(args.importer).has(target) ? { path: fromDist(target), external: true } : undefined;
      });
    },
  };
  rmSync(out, { recursive: true, force: true });
  const options = {
    entryPoints: { page: join(root, ENTRY) },
    // Paths relative to www/ in whatever folder it is: the chunks' hashes (and
    // so the built files) are the same for a copy of www/ elsewhere.
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: '[name]-[hash]',
    outdir: out,
    minify: true,
    charset: 'utf8',
    sourcemap: 'linked',
    target: 'es2022',
    platform: 'browser',
    // The package's Node-only branch (init() without arguments reads the
    // .wasm with node:fs) is never taken in a browser.
    external: ['node:*'],
    metafile: true,
    logLevel: 'warning',
    plugins: [plugin],
  };
  // First the lazy chunks' entries (a build kept in memory), then the modules
  // page.js shares with them, then the bundle with those in one chunk.
  const probe = await build({ ...options, write: false, sourcemap: false, minify: false });
  const entries = Object.values(probe.metafile.outputs)
    .map((o) => o.entryPoint)
    .filter((entry) => entry !== undefined)
    .map((entry) => below(root, resolve(root, entry)));
  const page = below(root, join(root, ENTRY));
  const lazyEntries = entries.filter((entry) => entry !== page);
  const lazyReach = new Set(lazyEntries.flatMap((entry) => staticGraph(entry, { www: url })));
  shared = [...bundled].filter((path) => lazyReach.has(path) && path !== page);
  joiners = new Set([page, ...lazyEntries]);
  lazy.clear();
  external.clear();
  const result = await build(options);
  const outputs = Object.keys(result.metafile.outputs).map((path) => below(root, resolve(root, path)));
  const extra = outputs.map((path) => path.replace(/\.map$/, '')).filter((path) => path !== PAGE && !CHUNK.test(path));
  if (extra.length) throw new Error(`the bundle is page.js and its chunks, but esbuild also wrote ${extra.join(', ')}`);
  const inputs = Object.keys(result.metafile.inputs).map((path) => below(root, resolve(root, path)));
  // A lazily loaded source file must not be, or import, a module the bundle holds.
  for (const target of [...lazy].sort()) {
    const shared = staticGraph(target, { www: url }).filter((path) => inputs.includes(path));
    if (shared.length) {
      throw new Error(`www/${target} is loaded lazily by the page but the bundle holds ${shared.join(', ')}: the page would run a second copy`);
    }
  }
  const chunks = outputs.filter((path) => CHUNK.test(path)).sort();
  // The first frame's script: one classic file (it runs while the page is
  // parsed, before any module), made from boot.js and what it imports. Its
  // modules must not need import.meta, which a classic script lacks.
  let boot = null;
  if (existsSync(join(root, BOOT_ENTRY))) {
    const made = await build({
      entryPoints: [join(root, BOOT_ENTRY)],
      absWorkingDir: root,
      bundle: true,
      format: 'iife',
      outfile: join(root, BOOT),
      minify: true,
      charset: 'utf8',
      sourcemap: 'linked',
      target: 'es2022',
      platform: 'browser',
      metafile: true,
      logLevel: 'warning',
    });
    if (made.warnings.length) throw new Error(`www/${BOOT_ENTRY}: ${made.warnings.map((w) => w.text).join('; ')}`);
    boot = { bytes: statSync(join(root, BOOT)).size, inputs: Object.keys(made.metafile.inputs).map((path) => below(root, resolve(root, path))) };
  }
  return { bytes: statSync(join(root, PAGE)).size, inputs, lazy: [...lazy].sort(), chunks, boot };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--www');
  const www = at >= 0 ? resolve(args[at + 1]) : WWW_DIR;
  if (!existsSync(join(www, ENTRY))) throw new Error(`no ${ENTRY} in ${www}`);
  const { bytes, inputs, lazy, chunks, boot } = await bundle({ www });
  if (boot) console.log(`www/${BOOT}: ${boot.inputs.length} modules, ${boot.bytes} bytes`);
  const size = (path) => statSync(join(www, path)).size;
  const start = staticGraph(PAGE, { www: pathToFileURL(`${www}/`) });
  const first = start.reduce((sum, path) => sum + size(path), 0);
  console.log(
    `www/${PAGE}: ${inputs.length} modules; the first load ${first} bytes (page.js ${bytes} and ${start.length - 1} shared chunks); ` +
      `${chunks.length - start.length + 1} chunks and ${lazy.length} files loaded on demand`,
  );
}
