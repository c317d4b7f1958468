// index.html carries the page's English words (tools/page-words.mjs, run by
// ./build.sh build): every data-i18n node and data-i18n-attr attribute, the
// title and the language select (English only: the page lists the others
// once it is interactive) are what i18n.js gives in English, so the first
// frame shows a whole page and an English start changes no node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { escapeHtml, withWords } from '../../tools/page-words.mjs';
import { AUTONYMS, t } from '../../www/i18n.js';

const html = readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
const languages = [{ code: 'en', name: AUTONYMS.en }];

test('www/index.html holds the English words (node tools/page-words.mjs writes them)', () => {
  assert.equal(withWords(html, t, languages), html, 'stale: run node tools/page-words.mjs');
  const nodes = [...html.matchAll(/<(\w+)\b[^>]*\sdata-i18n="([^"]+)"[^>]*>([^<]*)<\/\1>/g)];
  assert.ok(nodes.length > 100, `${nodes.length} translated nodes`);
  for (const [, , key, text] of nodes) {
    assert.notEqual(text, '', `${key} is empty`);
    assert.equal(text, escapeHtml(t(key)), key);
  }
  assert.match(html, new RegExp(`<title>${escapeHtml(t('app.title'))}</title>`));
  assert.match(html, /<select id="lang-select"><option value="en" lang="en" selected>English<\/option><\/select>/);
});

test('words are written into empty and stale nodes and attributes, escaped, and a second pass changes nothing', () => {
  const words = { 'a.b': 'Fish & <chips>', 'c.d': 'Say "hi"', 'app.title': 'T' };
  const tr = (key) => words[key] ?? key;
  const page = [
    '<title>old</title>',
    '<span data-i18n="a.b"></span>',
    '<p class="x" data-i18n="c.d">stale</p>',
    '<button data-i18n-attr="aria-label:a.b;title:c.d" aria-label="old">x</button>',
    '<input data-i18n-attr="placeholder:c.d">',
    '<select id="lang-select"><option>old</option></select>',
  ].join('\n');
  const out = withWords(page, tr, [{ code: 'en', name: 'English' }, { code: 'ru', name: 'Русский' }]);
  assert.equal(
    out,
    [
      '<title>T</title>',
      '<span data-i18n="a.b">Fish &amp; &lt;chips&gt;</span>',
      '<p class="x" data-i18n="c.d">Say &quot;hi&quot;</p>',
      '<button data-i18n-attr="aria-label:a.b;title:c.d" aria-label="Fish &amp; &lt;chips&gt;" title="Say &quot;hi&quot;">x</button>',
      '<input data-i18n-attr="placeholder:c.d" placeholder="Say &quot;hi&quot;">',
      '<select id="lang-select"><option value="en" lang="en" selected>English</option><option value="ru" lang="ru">Русский</option></select>',
    ].join('\n'),
  );
  assert.equal(withWords(out, tr, [{ code: 'en', name: 'English' }, { code: 'ru', name: 'Русский' }]), out);
});

test('a translated node that holds markup is refused', () => {
  assert.throws(() => withWords('<p data-i18n="a.b">x <b>y</b></p>', (k) => k), /holds markup/);
});
