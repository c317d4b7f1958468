// The rules page's content modules: every language has exactly the keys of
// English (no missing, extra or empty text, lists of the same length), every
// figure and section of the page has its words, and the pure helpers of
// www/rules/core.js behave.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  AUTONYMS,
  LANGS,
  blocks,
  compareModules,
  leaves,
  normalizeLang,
  parseInline,
  pickLanguage,
} from '../../www/rules/core.js';
import { DIAGRAMS } from '../../www/rules/diagrams.js';

const modules = Object.fromEntries(
  await Promise.all(LANGS.map(async (code) => [code, (await import(`../../www/rules/${code}.js`)).default])),
);
const en = modules.en;

for (const code of LANGS) {
  test(`${code}: same keys as English, none empty`, () => {
    assert.deepEqual(compareModules(en, modules[code]), []);
    assert.deepEqual(compareModules(modules[code], en), []);
  });

  test(`${code}: names itself as the language switch does`, () => {
    assert.equal(modules[code].meta.name, AUTONYMS[code]);
  });

  test(`${code}: inline markup is balanced`, () => {
    for (const [path, value] of leaves(modules[code])) {
      for (const line of Array.isArray(value) ? value : [value]) {
        const rest = parseInline(line)
          .filter((run) => run.type === 'text')
          .map((run) => run.text)
          .join('');
        assert.ok(!rest.includes('**') && !rest.includes('`'), `${code} ${path}: unbalanced markup in ${line}`);
      }
    }
  });

  test(`${code}: the ruleset id and clause names are not translated`, () => {
    const all = [...leaves(modules[code]).values()].flat().join('\n');
    for (const clause of ['E2', 'W2', 'C1', 'K1']) assert.ok(all.includes(clause), `${code} mentions ${clause}`);
  });
}

test('every diagram has a caption and an alt text in English', () => {
  assert.deepEqual(Object.keys(en.figures).sort(), Object.keys(DIAGRAMS).sort());
});

test('the page script uses every section and figure of the content', async () => {
  const page = await readFile(new URL('../../www/rules.js', import.meta.url), 'utf8');
  for (const id of Object.keys(en.sections)) assert.match(page, new RegExp(`id: '${id}'`), `section ${id}`);
  for (const id of Object.keys(en.figures)) assert.match(page, new RegExp(`'${id}'`), `figure ${id}`);
});

test('compareModules reports missing, extra, empty and mis-shaped entries', () => {
  const a = { x: 'one', y: { z: ['a', '- b'] } };
  assert.deepEqual(compareModules(a, { x: 'uno', y: { z: ['a', '- b'] } }), []);
  assert.deepEqual(compareModules(a, { y: { z: ['a', '- b'] } }), ['missing x']);
  assert.deepEqual(compareModules(a, { x: '', y: { z: ['a', '- b'] }, w: 'w' }), ['extra w', 'x: empty text']);
  assert.deepEqual(compareModules(a, { x: 'uno', y: { z: ['a'] } }), ['y.z: 1 items, want 2']);
  assert.deepEqual(compareModules(a, { x: 'uno', y: { z: ['- a', '- b'] } }), ['y.z[0]: list item vs paragraph']);
  assert.deepEqual(compareModules(a, { x: 'uno', y: { z: ['a', '- '] } }), ['y.z: empty text']);
});

test('normalizeLang maps browser tags to our codes', () => {
  assert.equal(normalizeLang('pt-BR'), 'pt');
  assert.equal(normalizeLang('zh-TW'), 'zh-Hant');
  assert.equal(normalizeLang('zh-HK'), 'zh-Hant');
  assert.equal(normalizeLang('zh-Hant-TW'), 'zh-Hant');
  assert.equal(normalizeLang('zh-CN'), 'zh-Hans');
  assert.equal(normalizeLang('zh'), 'zh-Hans');
  assert.equal(normalizeLang('ZH-HANS'), 'zh-Hans');
  assert.equal(normalizeLang('ru_RU'), 'ru');
  assert.equal(normalizeLang('vi'), 'vi');
  assert.equal(normalizeLang('de-DE'), null);
  assert.equal(normalizeLang(''), null);
  assert.equal(normalizeLang(null), null);
});

test('pickLanguage prefers ?lang=, then storage, then the browser', () => {
  assert.equal(pickLanguage('ru', 'vi', ['pt']), 'ru');
  assert.equal(pickLanguage('xx', 'vi', ['pt']), 'vi');
  assert.equal(pickLanguage(null, null, ['de', 'pt-PT']), 'pt');
  assert.equal(pickLanguage(null, 'garbage', []), 'en');
});

test('parseInline and blocks', () => {
  assert.deepEqual(parseInline('a **b** *c* `d` e'), [
    { type: 'text', text: 'a ' },
    { type: 'strong', text: 'b' },
    { type: 'text', text: ' ' },
    { type: 'em', text: 'c' },
    { type: 'text', text: ' ' },
    { type: 'code', text: 'd' },
    { type: 'text', text: ' e' },
  ]);
  assert.deepEqual(parseInline('3 * 4 = 12'), [{ type: 'text', text: '3 * 4 = 12' }]);
  assert.deepEqual(parseInline('<b>x</b>'), [{ type: 'text', text: '<b>x</b>' }]);
  assert.deepEqual(blocks(['p1', '- i1', '- i2', 'p2']), [
    { type: 'p', text: 'p1' },
    { type: 'ul', items: ['i1', 'i2'] },
    { type: 'p', text: 'p2' },
  ]);
});
