// boot.js otherLanguage(): whether the page will show another language than
// the English it comes with, decided as main.js decides (the address's
// ?lang=, the stored choice, the browser's languages), so the first frame
// hides the English words only when they are about to be replaced.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { otherLanguage } from '../../www/boot.js';

const store = (value) => ({ getItem: (key) => (key === 'hnef.lang' ? value : null) });

test('English by every source: nothing to hide', () => {
  assert.equal(otherLanguage(store(null), '', ['en-US', 'ru']), false);
  assert.equal(otherLanguage(store('en'), '', ['ru']), false);
  assert.equal(otherLanguage(store(null), '?lang=en', ['pt-BR']), false);
  assert.equal(otherLanguage(store(null), '', []), false, 'no preference: English');
  assert.equal(otherLanguage(store(null), '', ['de-DE', 'fr']), false, 'none of ours: English');
});

test('another language from the address, the stored choice or the browser', () => {
  assert.equal(otherLanguage(store(null), '?lang=vi', ['en']), true);
  assert.equal(otherLanguage(store('zh-Hant'), '', ['en']), true);
  assert.equal(otherLanguage(store(null), '', ['pt-BR']), true);
  assert.equal(otherLanguage(store('ru'), '?lang=en', []), false, 'the address first');
});

test('hostile or broken sources decide nothing on their own', () => {
  assert.equal(otherLanguage(store('<script>'), '', ['en']), false, 'a stored value that is no language is ignored');
  assert.equal(otherLanguage({ getItem() { throw new Error('denied'); } }, '', ['ru']), true, 'no storage: the browser decides');
  assert.equal(otherLanguage(null, '?lang=%E0%A4%A', ['en']), false, 'a malformed address');
  assert.equal(otherLanguage(store(null), '', null), false);
});
