// The package as a user gets it: `npm pack` of pkg/, `npm install` of the
// tarball in a clean scratch project (offline: the package has no
// dependencies), then `import ... from 'hnef'` with `await init()` and with
// `initSync`, a browser bundle of it (esbuild), and a TypeScript check of
// hnef.d.ts against that install.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PKG_DIR, RUNTIME_FILES, loadHnef } from './load.mjs';

await loadHnef(); // fails early, with a clear message, when pkg/ is not built

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TSC = fileURLToPath(new URL('node_modules/typescript/bin/tsc', import.meta.url));

let scratch;
let project;
let packed;

function npm(args, cwd) {
  return execFileSync(NPM, args, {
    cwd,
    encoding: 'utf8',
    // A private cache: nothing read from or written to the user's.
    env: { ...process.env, npm_config_cache: join(scratch, 'npm-cache'), npm_config_update_notifier: 'false' },
  });
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'hnef-pack-'));
  [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch], fileURLToPath(PKG_DIR)));
  project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  npm(['install', '--offline', '--no-audit', '--no-fund', join(scratch, packed.filename)], project);
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Runs `source` as project/name.mjs; returns its stdout lines. */
function runInProject(name, source) {
  writeFileSync(join(project, name), source);
  const child = spawnSync(process.execPath, [name], { cwd: project, encoding: 'utf8' });
  assert.equal(child.status, 0, `${name} failed:\n${child.stderr}`);
  assert.equal(child.stderr, '', `${name}: no warnings`);
  return child.stdout.trim().split('\n');
}

test('the tarball holds the package files, nothing else, and stays under 150 KB gzip', () => {
  const manifest = JSON.parse(readFileSync(new URL('package.json', PKG_DIR), 'utf8'));
  const files = packed.files.map((f) => f.path).sort();
  for (const file of [...RUNTIME_FILES, 'hnef.d.ts', 'README.md', 'LICENSE', 'package.json']) {
    assert.ok(files.includes(file), `the tarball holds ${file}`);
  }
  // Nothing that the manifest's "files" does not list (a file, or a folder/).
  const listed = (file) =>
    file === 'package.json' || manifest.files.some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f));
  assert.deepEqual(files.filter((f) => !listed(f)), [], 'files outside the manifest list');
  // Every export points into the tarball.
  const targets = Object.values(manifest.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
  for (const target of targets) assert.ok(files.includes(target.replace(/^\.\//, '')), `export ${target}`);
  assert.equal(packed.name, 'hnef');
  // The goal of issue 3: the whole package under 150 KB gzip (the tarball is gzip).
  assert.ok(packed.size < 150 * 1024, `tarball ${packed.size} bytes`);
  const installed = join(project, 'node_modules', 'hnef');
  for (const file of files) assert.ok(existsSync(join(installed, file)), `installed ${file}`);
});

test("import from 'hnef' with await init() (the Node.js path)", () => {
  const lines = runInProject(
    'async.mjs',
    `import init, { Game, RULESETS, rulesets } from 'hnef';
     await init();
     const game = new Game(RULESETS[1]);
     const result = game.applyMove('d1', 'd3');
     console.log(JSON.stringify([rulesets(), game.ruleset, result, game.aiMove('easy', { nodes: 200 }).length > 0]));`,
  );
  assert.deepEqual(JSON.parse(lines[0]), [
    ['copenhagen-hnefatafl-11x11-2025-v1', 'viking-chess-classic-11x11'],
    'viking-chess-classic-11x11',
    { move: 'd1-d3', captured: [], status: 'ongoing', reason: null, winner: null },
    true,
  ]);
});

test("import from 'hnef' with initSync and the package's own .wasm", () => {
  const lines = runInProject(
    'sync.mjs',
    `import { readFileSync } from 'node:fs';
     import { initSync, Game } from 'hnef';
     initSync({ module: readFileSync(new URL(import.meta.resolve('hnef/hnef_bg.wasm'))) });
     const game = Game.fromRecord('1. d1-d3 h6-h3');
     console.log(JSON.stringify(game.history()));`,
  );
  assert.deepEqual(JSON.parse(lines[0]), ['d1-d3', 'h6-h3']);
});

test('the package cannot be reached around its entry', () => {
  const lines = runInProject(
    'private.mjs',
    `for (const path of ['hnef/hnef_glue.js', 'hnef/hnef.js']) {
       try { await import(path); console.log('open ' + path); }
       catch (err) { console.log(err.code); }
     }`,
  );
  assert.deepEqual(lines, ['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_PACKAGE_PATH_NOT_EXPORTED']);
});

test('a bundler (esbuild, for the browser) takes the package without errors or warnings', async () => {
  const esbuild = await import('esbuild');
  writeFileSync(
    join(project, 'app.js'),
    `import init, { Game, RULESETS } from 'hnef';
     await init();
     const game = new Game(RULESETS[0]);
     console.log(game.legalMoves().length);`,
  );
  const outdir = join(project, 'dist');
  const result = await esbuild.build({
    absWorkingDir: project,
    entryPoints: ['app.js'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  const bundle = readFileSync(join(outdir, 'app.mjs'), 'utf8');
  assert.doesNotMatch(bundle, /from ["']node:/, 'no static import of a Node built-in');
  assert.match(bundle, /new URL\("hnef_bg\.wasm", import\.meta\.url\)/, 'the .wasm is still found next to the code');
  // The bundle runs too (here in Node, with the .wasm beside it).
  writeFileSync(join(outdir, 'hnef_bg.wasm'), readFileSync(join(project, 'node_modules', 'hnef', 'hnef_bg.wasm')));
  const child = spawnSync(process.execPath, [join(outdir, 'app.mjs')], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout.trim(), '116');
});

/** A program that uses every declared name, checked by tsc in strict mode. */
const USAGE_TS = `
import init, {
  initSync, Game, RULESETS, rulesets, bench,
  type Side, type Level, type Status, type Reason, type Outcome, type MoveResult, type AiOptions, type BenchResult,
  type ShieldWall, type ErrorCode, type ErrorDetails, type HnefError, type MoveRule, type RecordFault,
} from 'hnef';

/** An error's code and details, narrowed by the code. */
export function explain(err: HnefError): string {
  const code: ErrorCode = err.code;
  if (err.code === 'illegal_move' && err.details) {
    const rule: MoveRule = err.details.rule;
    const square: string | null = err.details.square;
    return [code, rule, square, err.details.move].join();
  }
  if (err.code === 'bad_record' && err.details) {
    const fault: RecordFault = err.details.fault;
    const ply: number | null = err.details.ply;
    return [fault, ply, err.details.token].join();
  }
  const square: ErrorDetails['bad_square'] = { parameter: 'square', square: 'z9' };
  return [code, err.message, square.square].join();
}

export async function main(bytes: Uint8Array): Promise<string> {
  await init();
  await init(bytes);
  await init({ module_or_path: bytes });
  initSync({ module: bytes });
  const ids: readonly string[] = RULESETS;
  const fresh: string[] = rulesets();
  const stats: BenchResult = bench(1000, 1);
  const game = new Game(ids[0]);
  const other: Game = Game.fromPosition(game.position(), 'viking-chess-classic-11x11');
  const replay: Game = Game.fromRecord(game.record());
  const side: Side = game.sideToMove();
  const ruleset: string = game.ruleset;
  const targets: string[] = game.legalTargets('d1');
  const moves: string[] = game.legalMoves();
  const count: number = game.moveCount();
  const result: MoveResult = game.applyMove('d1', 'd3');
  const captured: string[] = result.captured;
  const status: Status = result.status;
  const reason: Reason = result.reason;
  const winner: Side | null = result.winner;
  const undone: boolean = game.undo();
  const outcome: Outcome = game.outcome();
  const cells: Uint8Array = game.board();
  const history: string[] = game.history();
  const same: boolean = game.isPosition(game.position());
  const reps: number = game.repetitions();
  const offer: Side | null = game.drawOffer();
  game.offerDraw('attackers');
  const drawn: MoveResult | Outcome = game.acceptDraw('defenders');
  const level: Level = 'expert';
  const options: AiOptions = { timeMs: 100, seed: 1, nodes: 1000, depth: 3 };
  const best: string = new Game().aiMove(level, options);
  const decided: string[] = game.decidingSquares();
  const fort: string[] = game.fortPieces();
  const wall: ShieldWall | null = game.shieldWall(0);
  const draws: boolean = game.allowsDraws;
  const seeded: AiOptions = { seed: 2n ** 63n, nodes: 10 };
  game.free();
  other.free();
  replay.free();
  return [fresh, stats, side, ruleset, targets, moves, count, captured, status, reason, winner, undone,
    outcome, cells, history, same, reps, offer, drawn, best, decided, fort, wall, draws, seeded].join();
}

// Misuse the declarations must reject.
// @ts-expect-error an unknown level
new Game().aiMove('hard');
// @ts-expect-error a square is a string
new Game().legalTargets(5);
// @ts-expect-error an unknown option
new Game().aiMove('easy', { timems: 5 });
// @ts-expect-error an unknown side
new Game().offerDraw('white');
// @ts-expect-error RULESETS is read-only
RULESETS.push('x');
// @ts-expect-error not a documented code
const wrong: ErrorCode = 'illegal';
`;

/** What only a browser's lib can construct: URL, fetch, WebAssembly.Module. */
const BROWSER_TS = `
import init, { initSync } from 'hnef';
export async function browser(): Promise<void> {
  await init(new URL('./hnef_bg.wasm', 'https://example.invalid/'));
  await init(fetch('hnef_bg.wasm'));
  await init(await fetch('hnef_bg.wasm'));
  await init({ module_or_path: 'hnef_bg.wasm' });
  initSync({ module: new WebAssembly.Module(new Uint8Array(8)) });
}
// hnef/worker (its signals need the DOM lib or @types/node), and the Searcher it keeps.
import { Game, Searcher, type DepthReport } from 'hnef';
import { createEngine, type AnalysisUpdate, type Engine } from 'hnef/worker';
export async function worker(): Promise<void> {
  const engine: Engine = await createEngine({ url: new URL('https://example.invalid/engine-worker.js') });
  const update: AnalysisUpdate = await engine.analyse('', { lines: 2, depth: 5, signal: new AbortController().signal, onProgress: (u) => console.log(u.nps) });
  const move: string = await engine.aiMove('', 'expert', { nodes: 1000n, seed: 1 });
  // @ts-expect-error not a level
  await engine.aiMove('', 'master');
  engine.clear();
  engine.close();
  const searcher = new Searcher();
  const kept: boolean = searcher.kept;
  searcher.analyse(new Game(), { lines: 1 }, (r: DepthReport) => console.log(r.line, r.pv));
  console.log(update.lines[0]?.winChance.attackers, move, kept, engine.restarts, searcher.aiMove(new Game(), 'easy'));
  searcher.free();
}
`;

for (const [name, compilerOptions, extra] of [
  ['browser (DOM lib)', { lib: ['es2022', 'dom'], types: [] }, BROWSER_TS],
  ['Node.js (@types/node, no DOM)', { lib: ['es2022'], types: ['node'], typeRoots: [] }, ''],
  ['bare ES2022 (no DOM, no @types/node)', { lib: ['es2022'], types: [] }, ''],
]) {
  test(`hnef.d.ts type-checks a program using every name: ${name}`, () => {
    assert.ok(existsSync(TSC), 'typescript is installed in tests/js (./build.sh setup)');
    const dir = join(project, name.replace(/\W+/g, '-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'usage.ts'), USAGE_TS);
    writeFileSync(join(dir, 'extra.ts'), extra || 'export {};\n');
    const options = {
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      noEmit: true,
      skipLibCheck: false, // hnef.d.ts must be checked itself
      skipDefaultLibCheck: true,
      exactOptionalPropertyTypes: true,
      ...compilerOptions,
    };
    if (options.typeRoots) {
      // @types/node comes from tests/js, not from the scratch project.
      options.typeRoots = [fileURLToPath(new URL('node_modules/@types', import.meta.url))];
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['usage.ts', 'extra.ts'] }));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const child = spawnSync(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    assert.equal(child.status, 0, `tsc:\n${child.stdout}${child.stderr}`);
    // The declarations use no 'any' (comments aside).
    const declarations = readFileSync(join(project, 'node_modules', 'hnef', 'hnef.d.ts'), 'utf8');
    assert.doesNotMatch(declarations.replace(/\/\*[^]*?\*\/|\/\/.*$/gm, ''), /\bany\b/);
  });
}
