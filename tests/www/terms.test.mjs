// Terms of the two pages, per language, after the native review (issue 13):
// words that were calques or ambiguous stay out of both the rules page and
// the game page's messages, and rule sentences that went missing stay in.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS } from '../../www/rules/core.js';
import { loadMessages } from '../../www/i18n.js';

const pages = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (code) => {
      const rules = (await import(`../../www/rules/${code}.js`)).default;
      const messages = await loadMessages(code);
      return [code, { rules, text: `${JSON.stringify(rules)}\n${JSON.stringify(messages)}` }];
    }),
  ),
);

test('E1 says there is no pass, in every language', () => {
  const noPass = {
    en: 'There is no pass.',
    'zh-Hans': '不能停一手',
    'zh-Hant': '不能停一手',
    ru: 'Пропустить ход нельзя',
    vi: 'Không được bỏ lượt',
    pt: 'Não existe passar a vez',
  };
  for (const code of LANGS) {
    const e1 = pages[code].rules.sections.e1.body.join(' ');
    assert.ok(e1.includes(noPass[code]), `${code} E1: ${e1}`);
  }
});

test('retired words: calques and a term used for two things', () => {
  const retired = {
    // "exit fort" word for word; the fort is a крепость на краю доски.
    ru: [/выход[а-я]*-крепост/i, /вооруж[её]н/i],
    // "armed king" word for word: the king takes part in captures.
    'zh-Hans': [/武器/],
    'zh-Hant': [/武器/],
    vi: [/vũ khí/i],
    // muralha is the shield wall only; the fort's wall is its parede.
    pt: [/muralha(?! de escudos)/i, /perde para o lado/i],
  };
  for (const [code, patterns] of Object.entries(retired)) {
    for (const pattern of patterns) assert.doesNotMatch(pages[code].text, pattern, `${code}: ${pattern}`);
  }
});

test('the classic ruleset: the side that makes the third occurrence loses', () => {
  const line = (code) => pages[code].rules.sections.classic.body.find((l) => /3|third|третье|thứ ba|terceira|第三/.test(l) && l.startsWith('- '));
  assert.match(line('en'), /loses for the side that \*\*made\*\* it/);
  assert.match(line('pt'), /^- perde o lado que \*\*faz\*\* o lance/);
  assert.match(line('ru'), /проигрывает сторона, которая этот ход \*\*сделала\*\*/);
  assert.match(line('vi'), /bên \*\*đi\*\* nước đó thua/);
  assert.match(line('zh-Hans'), /由\*\*走出\*\*这一步的一方判负/);
  assert.match(line('zh-Hant'), /由\*\*走出\*\*這一步的一方判負/);
});
