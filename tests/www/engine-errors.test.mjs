// The engine's refusals in the player's words (www/engine-errors.js): every
// code the package documents (the ErrorCode union of src/api/hnef.d.ts)
// has a sentence in every language, so do the finer sentences by move rule
// and record fault; the details become parameters; an unknown code or a
// value that is no engine error gets a general sentence, never the English
// message. Real engine errors come from the real engine (www/pkg).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LANGS } from '../../www/rules/core.js';
import { formatMessage, loadMessages } from '../../www/i18n.js';
import { CODE_KEYS, errorMessage, errorText, moveRefusal } from '../../www/engine-errors.js';
import init, { Game } from '../../www/pkg/hnef.js';

await init();

const dts = readFileSync(new URL('../../src/api/hnef.d.ts', import.meta.url), 'utf8');
const union = (name) => [...new RegExp(`export type ${name} =([^;]*);`).exec(dts)[1].matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
const CODES = union('ErrorCode');
const RULES = union('MoveRule');
const FAULTS = union('RecordFault');

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, await loadMessages(code)])));
/** `t` over one language's table, with no fallback to English: a missing key shows as itself. */
const tIn = (lang) => (key, params) => {
  const text = tables[lang][key];
  if (typeof text !== 'string') return `MISSING ${key}`;
  return params ? formatMessage(text, params, lang) : text;
};

function thrown(fn) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  assert.fail('no error');
}

test('every documented code has a message in every language', () => {
  assert.ok(CODES.length >= 15, CODES.join());
  assert.deepEqual(Object.keys(CODE_KEYS).sort(), [...CODES].sort(), 'CODE_KEYS maps exactly the documented codes');
  for (const lang of LANGS) {
    for (const code of CODES) {
      const { key } = errorMessage({ code, details: {} });
      assert.notEqual(key, 'engine.unknown', code);
      const text = errorText(tIn(lang), { code, details: {} });
      assert.doesNotMatch(text, /MISSING|\{/, `${lang} ${code}: ${text}`);
    }
  }
});

test('every move rule and record fault has its own sentence in every language', () => {
  const keys = new Set();
  for (const rule of RULES) keys.add(errorMessage({ code: 'illegal_move', details: { rule, square: 'f4', move: 'f2-f6' } }).key);
  for (const fault of FAULTS) keys.add(errorMessage({ code: 'bad_record', details: { fault, ply: 3, token: 'd3-d9' } }).key);
  assert.ok(keys.size >= 11, [...keys].join());
  for (const lang of LANGS) {
    for (const key of keys) assert.equal(typeof tables[lang][key], 'string', `${lang} ${key}`);
  }
});

test('real engine errors: the details are the parameters, never the English message', () => {
  const game = new Game();
  const blocked = thrown(() => game.applyMove('f2', 'f6'));
  const record = thrown(() => Game.fromRecord('1. d1-d3 h6-h3 2. d3-d9'));
  const notYours = thrown(() => game.applyMove('e6', 'c6'));
  const ruleset = thrown(() => Game.fromRecord('[ruleset:chess]\nd1-d3'));
  const en = tIn('en');
  assert.equal(errorText(en, blocked), 'That move is blocked: f4 is occupied.');
  assert.equal(errorText(en, record), 'In turn 2, d3-d9 is not a legal move.');
  assert.equal(errorText(en, notYours), 'The piece on e6 belongs to the other side.');
  assert.equal(errorText(en, ruleset), 'The record’s header cannot be read (the problem is at “chess”).');
  assert.equal(errorText(tIn('ru'), blocked), 'Так пройти нельзя: клетка f4 занята.');
  assert.equal(errorText(tIn('zh-Hans'), record), '第 2 回合中，d3-d9 不是合法的着法。');
  for (const lang of LANGS) {
    for (const err of [blocked, record, notYours, ruleset]) {
      const text = errorText(tIn(lang), err);
      assert.ok(!text.includes(err.message), `${lang}: ${text}`);
      assert.doesNotMatch(text, /MISSING|\{|undefined|null/, `${lang}: ${text}`);
    }
  }
  game.free();
});

test('moveRefusal: the engine\'s reason for a move, on a copy; null for a legal move', () => {
  const game = Game.fromRecord('d1-d3 h6-h3');
  const before = game.record();
  assert.equal(moveRefusal(game, 'd3', 'd9').code, 'illegal_move');
  assert.equal(moveRefusal(game, 'e6', 'e9').code, 'not_your_piece');
  assert.equal(moveRefusal(game, 'd3', 'd4'), null);
  assert.equal(game.record(), before, 'the game is unchanged');
  game.free();
});

test('an unknown code, a plain Error or a hostile value: a general translated sentence', () => {
  const hostile = new Proxy({}, { get: () => { throw new Error('trap'); }, has: () => { throw new Error('trap'); }, getOwnPropertyDescriptor: () => { throw new Error('trap'); } });
  for (const lang of LANGS) {
    const general = tables[lang]['engine.unknown'];
    for (const value of [new Error('Something English'), { code: 'no_such_code', message: 'English' }, null, undefined, 'text', 42, hostile]) {
      assert.equal(errorText(tIn(lang), value), general, `${lang} ${typeof value}`);
    }
  }
});
