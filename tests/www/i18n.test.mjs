// Every visible string of the player's page comes from the message table:
// each key the page uses (data-i18n attributes and literal t('...') calls)
// exists in www/i18n/en.js, and parameters are filled.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import en from '../../www/i18n/en.js';
import { t } from '../../www/i18n.js';

const www = new URL('../../www/', import.meta.url);

test('t fills parameters and falls back to the key', () => {
  assert.equal(t('turn.side', { side: 'Attackers' }), 'Attackers to move');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(t('record.importError', {}), en['record.importError']);
});

test('the table is flat: every value is a string', () => {
  for (const [key, value] of Object.entries(en)) assert.equal(typeof value, 'string', key);
});

test('every key index.html uses exists', async () => {
  const html = await readFile(new URL('index.html', www), 'utf8');
  const keys = new Set();
  for (const m of html.matchAll(/data-i18n="([^"]+)"/g)) keys.add(m[1]);
  for (const m of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of m[1].split(';')) keys.add(pair.split(':')[1]);
  }
  assert.ok(keys.size > 30);
  for (const key of keys) assert.ok(Object.hasOwn(en, key), `missing key ${key}`);
});

test('every literal key main.js uses exists, and dynamic families are complete', async () => {
  const js = await readFile(new URL('main.js', www), 'utf8');
  const used = [...js.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]);
  assert.ok(used.length > 20);
  for (const key of used) assert.ok(Object.hasOwn(en, key), `missing key ${key}`);
  const families = {
    level: ['easy', 'normal', 'expert'],
    result: ['attackers_win', 'defenders_win', 'draw'],
    reason: ['escape', 'exit_fort', 'king_captured', 'encirclement', 'repetition', 'no_moves', 'agreement', 'resignation'],
    ruleset: ['copenhagen-hnefatafl-11x11-2025-v1', 'viking-chess-classic-11x11'],
  };
  for (const [family, names] of Object.entries(families)) {
    for (const name of names) assert.ok(Object.hasOwn(en, `${family}.${name}`), `missing key ${family}.${name}`);
  }
});
