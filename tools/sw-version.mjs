// Stamps www/sw.js with a version derived from the files it caches: a hash of
// every ASSETS entry's bytes (and of sw.js's own list) replaces the VERSION
// string. The browser compares sw.js byte by byte, so a changed file makes a
// changed sw.js, which installs a new cache set and offers the page an update.
//
//   node tools/sw-version.mjs           rewrite www/sw.js when the hash changed
//   node tools/sw-version.mjs --check   exit 1 when www/sw.js is not up to date

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const WWW = new URL('../www/', import.meta.url);
const SW = new URL('sw.js', WWW);

/** The ASSETS list of sw.js (the array literal of quoted paths). */
export function assetList(source) {
  const m = /const ASSETS = \[([^\]]*)\]/.exec(source);
  if (!m) throw new Error('www/sw.js has no `const ASSETS = [...]`');
  return [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
}

/** The version string for the current files. */
export function computeVersion(source) {
  const hash = createHash('sha256');
  for (const path of assetList(source)) {
    hash.update(path + '\0');
    if (path !== './') hash.update(readFileSync(new URL(path, WWW)));
  }
  return hash.digest('hex').slice(0, 12);
}

const isMain = process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url;
if (isMain) {
  const source = readFileSync(SW, 'utf8');
  const version = computeVersion(source);
  const stamped = source.replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`);
  if (process.argv.includes('--check')) {
    if (stamped !== source) {
      console.error(`www/sw.js is not stamped for the current files (want ${version}): run node tools/sw-version.mjs`);
      process.exit(1);
    }
    console.log(`www/sw.js version ${version}: up to date`);
  } else if (stamped !== source) {
    writeFileSync(SW, stamped);
    console.log(`www/sw.js version -> ${version}`);
  } else {
    console.log(`www/sw.js version ${version}: unchanged`);
  }
}
