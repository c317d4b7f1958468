// The files <hnef-board> needs: its import graph (tools/import-graph.mjs),
// every file reached from www/hnef-board.js, the AI worker and the message
// tables of every language included. The engine (./pkg/) is left out: the
// package supplies it. Paths are relative to www/, one per line, sorted.
//
//   node tools/board-files.mjs            # the list
//   node tools/board-files.mjs --check    # also says how many (a missing file always fails)

import { fileURLToPath } from 'node:url';
import { WWW, walk } from './import-graph.mjs';

export const ENTRY = 'hnef-board.js';

/** Every file reached from `entry`, the entry included, without the engine's pkg/. */
export function boardFiles(entry = ENTRY, www = WWW) {
  return walk([entry], {
    www,
    keep: (path) => !path.startsWith('pkg/'),
    missing: (paths) => `unresolved imports from the board: ${paths.join(', ')}`,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = boardFiles();
  process.stdout.write(`${files.join('\n')}\n`);
  if (process.argv.includes('--check')) process.stderr.write(`${files.length} files from www/${ENTRY}\n`);
}
