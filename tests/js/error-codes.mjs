// The documented error codes: the `ErrorCode` union of the shipped
// hnef.d.ts, read from the file so that the tests check what users are told.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PKG_DIR } from './load.mjs';

/** The codes of `export type ErrorCode = | 'a' | 'b' ...;` in a .d.ts text. */
export function errorCodes(dts) {
  const m = /export type ErrorCode =([^;]*);/.exec(dts);
  assert.ok(m, 'hnef.d.ts declares no ErrorCode union');
  return [...m[1].matchAll(/'([a-z_]+)'/g)].map((x) => x[1]);
}

/** The documented codes, in their order. */
export const CODES = errorCodes(readFileSync(new URL('hnef.d.ts', PKG_DIR), 'utf8'));

/** Asserts that `err` carries a documented `code` (a string own property). */
export function assertCoded(err, note) {
  assert.equal(typeof err?.code, 'string', `${note}: no code on ${err?.name}: ${err?.message}`);
  assert.ok(CODES.includes(err.code), `${note}: code '${err.code}' is not documented`);
}
