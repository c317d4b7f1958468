// The files of every page in www/, found by following what the pages load:
// the offline cache's set (tools/sw-version.mjs writes it into
// www/pkg/sw-version.js for www/sw.js). Nobody keeps that list by hand.
//
// The walk (tools/import-graph.mjs, which says what it follows) starts from
// every HTML page in www/ and the folder itself. A load it cannot follow is
// an error: a file the walk cannot see would be loaded from the network
// beside an older cached set. So is a reference to a file that does not
// exist, or one outside www/.
//
//   node tools/page-files.mjs       print the set, one path a line

import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { START, WWW, walk } from './import-graph.mjs';

export { START, WWW };

/** Files the browser fetches itself, never from the cache: the service worker and its stamp. */
export const NOT_CACHED = Object.freeze(['sw.js', 'pkg/sw-version.js']);

/** Every .html file below www/ (pkg/ and node_modules/ excluded), as paths relative to it. */
export function pages(www = WWW) {
  const out = [];
  const visit = (dir) => {
    for (const entry of readdirSync(new URL(dir, www), { withFileTypes: true })) {
      const path = dir + entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(`${path}/`);
      } else if (entry.name.endsWith('.html')) out.push(path);
    }
  };
  visit('');
  return out.sort();
}

/**
 * The set: every file the pages of `www` load, sorted, START first (when
 * index.html is a page). Throws when a reference cannot be followed or names
 * a missing file.
 */
export function pageFiles(www = WWW) {
  const list = pages(www);
  // The folder's own URL is how the game is opened (and the manifest's start_url).
  const starts = list.includes('index.html') ? [START, ...list] : list;
  return walk(starts, {
    www,
    keep: (path) => !NOT_CACHED.includes(path),
    missing: (paths) =>
      paths
        .map((path) => `www/${path} is loaded by a page but does not exist${/^(pkg|dist)\//.test(path) ? ' (./build.sh build makes it)' : ''}`)
        .join('; '),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const www = process.argv[2] ? pathToFileURL(`${process.argv[2].replace(/\/$/, '')}/`) : WWW;
  for (const path of pageFiles(www)) console.log(path);
}
