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

test('every literal key the page\'s modules use exists, and dynamic families are complete', async () => {
  // main.js and the page's modules that ask t() for words themselves.
  const files = ['main.js', 'panel.js', 'dialogs.js', 'records.js', 'typed-move.js', 'game-words.js', 'mount.js', 'hints.js', 'preferences.js', 'import-flow.js', 'page-header.js', 'profiles-card.js', 'saved-game.js', 'clock-view.js'];
  const js = (await Promise.all(files.map((f) => readFile(new URL(f, www), 'utf8')))).join('\n');
  const used = [...js.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]);
  assert.ok(used.length > 20);
  for (const key of used) assert.ok(Object.hasOwn(en, key), `missing key ${key}`);
  const families = {
    level: ['easy', 'normal', 'expert'],
    result: ['attackers_win', 'defenders_win', 'draw'],
    reason: ['escape', 'exit_fort', 'king_captured', 'encirclement', 'repetition', 'no_moves', 'agreement', 'resignation', 'timeout'],
    ruleset: ['copenhagen-hnefatafl-11x11-2025-v1', 'viking-chess-classic-11x11'],
  };
  for (const [family, names] of Object.entries(families)) {
    for (const name of names) assert.ok(Object.hasOwn(en, `${family}.${name}`), `missing key ${family}.${name}`);
  }
});

// ---------------------------------------------------------------- the six languages

import { LANGS } from '../../www/rules/core.js';
import { loadMessages, missingKeys } from '../../www/i18n.js';

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, await loadMessages(code)])));
// Parameter names: `{name}`, `{name:lower}` and the number of `{name, plural, …}`.
const params = (text) => [...new Set([...text.matchAll(/\{(\w+)(?::lower)?\}|\{\s*(\w+)\s*,\s*plural\s*,/g)].map((m) => m[1] ?? m[2]))].sort();

test('there is a message table for each of the six languages', () => {
  assert.deepEqual(LANGS, ['en', 'zh-Hans', 'zh-Hant', 'ru', 'vi', 'pt']);
  for (const code of LANGS) assert.equal(typeof tables[code], 'object', code);
  assert.equal(tables.en, en);
});

test('every table has every key any other table has, and no empty value', () => {
  const union = new Set(LANGS.flatMap((code) => Object.keys(tables[code])));
  for (const code of LANGS) {
    const table = tables[code];
    const missing = [...union].filter((key) => !Object.hasOwn(table, key));
    assert.deepEqual(missing, [], `${code} lacks keys`);
    for (const [key, value] of Object.entries(table)) {
      assert.equal(typeof value, 'string', `${code} ${key}`);
      assert.notEqual(value.trim(), '', `${code} ${key} is empty`);
    }
    assert.deepEqual(missingKeys(table), [], code);
  }
});

test('parameters {name} are the same in every translation of a key', () => {
  for (const code of LANGS) {
    for (const [key, value] of Object.entries(en)) {
      assert.deepEqual(params(tables[code][key]), params(value), `${code} ${key}: ${tables[code][key]}`);
    }
  }
});

test('the translations are translations: most values differ from English', () => {
  for (const code of LANGS.filter((c) => c !== 'en')) {
    const same = Object.keys(en).filter((key) => tables[code][key] === en[key]);
    // Names, notation and symbols stay as they are (app.name, typed.placeholder, ...).
    assert.ok(same.length <= 8, `${code}: ${same.length} values equal to English: ${same.join(', ')}`);
  }
});

test('game terms follow the rules page of each language', async () => {
  // The words the rules page (rules/<code>.js) chose for the sides and the
  // special rules appear in the page's messages of the same language.
  const terms = {
    'zh-Hans': { 'side.attackers': '攻方', 'side.defenders': '守方', 'hint.shieldWall': '盾墙', 'hint.exitFort': '出口堡垒', 'reason.repetition': '重复局面' },
    'zh-Hant': { 'side.attackers': '攻方', 'side.defenders': '守方', 'hint.shieldWall': '盾牆', 'hint.exitFort': '出口堡壘', 'reason.repetition': '重複局面' },
    ru: { 'side.attackers': 'Атакующие', 'side.defenders': 'Защитники', 'hint.shieldWall': 'Стена щитов', 'hint.exitFort': 'Крепость на краю доски', 'reason.repetition': 'повторение' },
    vi: { 'side.attackers': 'tấn công', 'side.defenders': 'phòng thủ', 'hint.shieldWall': 'Bức tường khiên', 'hint.exitFort': 'Pháo đài thoát hiểm', 'reason.repetition': 'lặp lại thế cờ' },
    pt: { 'side.attackers': 'Atacantes', 'side.defenders': 'Defensores', 'hint.shieldWall': 'Muralha de escudos', 'hint.exitFort': 'Forte de saída', 'reason.repetition': 'repetição' },
  };
  for (const [code, pairs] of Object.entries(terms)) {
    const rules = (await import(`../../www/rules/${code}.js`)).default;
    const titles = JSON.stringify(rules.sections).toLowerCase();
    for (const [key, term] of Object.entries(pairs)) {
      assert.ok(tables[code][key].includes(term), `${code} ${key} uses ${term}`);
      assert.ok(titles.includes(term.toLowerCase()), `rules page (${code}) uses ${term}`);
    }
  }
});
