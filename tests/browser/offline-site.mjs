// A copy of www/ in a temporary folder with an offline stamp of its own, for
// tests that stop the server and cut the network after a first visit (the
// copy's service worker caches exactly the copy's files, under its own
// version).

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageFiles } from '../../tools/page-files.mjs';
import { stampText } from '../../tools/sw-version.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/** Copies www/ and stamps it `version`: `{root, assets (the offline set), remove()}`. */
export async function offlineSite(version) {
  const root = await mkdtemp(join(tmpdir(), `hnef-${version}-`));
  await cp(WWW, root, { recursive: true });
  const assets = pageFiles(pathToFileURL(`${root}/`));
  await writeFile(join(root, 'pkg', 'sw-version.js'), stampText(version, assets));
  return { root, assets, remove: () => rm(root, { recursive: true, force: true }) };
}
