// A tiny static file server for www/ (development and browser tests).
//
// No dependencies on purpose: `./build.sh serve` and tests/browser/ both use
// it, and it must run on a fresh machine before any npm install. It binds to
// 127.0.0.1 only and serves files below one root; nothing else.
//
//   node tools/serve.mjs [--root DIR] [--port N] [--strict-port]
//
// Without --strict-port a busy port moves on to the next free one, so a
// second `./build.sh serve` still starts. Port 0 asks the OS for any port.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Content types by extension; anything else is application/octet-stream. */
export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
});

const HOST = '127.0.0.1';
const PORT_TRIES = 20;

/**
 * Maps a request path to a file below `root`, or null when the path is
 * malformed or would leave the root (`..`, encoded slashes, NUL bytes).
 */
function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = resolve(root, '.' + decoded);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text + '\n');
}

async function handle(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'method not allowed');
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file = fileFor(root, pathname);
  if (file === null) return send(res, 400, 'bad path');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: pathname + '/' });
      return res.end();
    }
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return send(res, 404, 'not found');
  res.writeHead(200, {
    'Content-Type': MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    // A development server: always revalidate, so a rebuild shows at once.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

function listen(server, port) {
  return new Promise((ok, fail) => {
    const onError = (err) => {
      server.off('listening', onListening);
      fail(err);
    };
    const onListening = () => {
      server.off('error', onError);
      ok();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

/**
 * Starts serving `root` on 127.0.0.1.
 *
 * @param {{root?: string, port?: number, strictPort?: boolean}} options
 *   `port` 0 (the default) picks any free port; otherwise a busy port moves on
 *   to the next one unless `strictPort` is set.
 * @returns {Promise<{server: import('node:http').Server, port: number, url: string, close: () => Promise<void>}>}
 */
export async function startServer({ root = 'www', port = 0, strictPort = false } = {}) {
  const absRoot = resolve(root);
  const rootInfo = await stat(absRoot).catch(() => null);
  if (!rootInfo?.isDirectory()) throw new Error(`serve: no such directory: ${absRoot}`);
  const server = createServer((req, res) => {
    handle(absRoot, req, res).catch((err) => {
      if (!res.headersSent) send(res, 500, 'internal error');
      else res.destroy(err);
    });
  });
  const tries = port === 0 || strictPort ? 1 : PORT_TRIES;
  for (let i = 0; ; i++) {
    try {
      await listen(server, port + (port === 0 ? 0 : i));
      break;
    } catch (err) {
      if (err.code !== 'EADDRINUSE' || i + 1 >= tries) throw err;
    }
  }
  const actual = server.address().port;
  return {
    server,
    port: actual,
    url: `http://${HOST}:${actual}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

function parseArgs(argv) {
  const opts = { root: 'www', port: 8080, strictPort: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--root') opts.root = argv[++i];
    else if (arg === '--port') opts.port = Number(argv[++i]);
    else if (arg === '--strict-port') opts.strictPort = true;
    else throw new Error(`serve: unknown argument ${arg}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    throw new Error('serve: --port must be an integer 0..65535');
  }
  return opts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { url, close } = await startServer(parseArgs(process.argv.slice(2)));
    console.log(`\n  hnef is being served at  ${url}\n  (Ctrl+C to stop)\n`);
    const stop = () => close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
