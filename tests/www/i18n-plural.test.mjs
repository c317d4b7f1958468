// Counted messages take the plural forms of their language: every plural
// block of every table has exactly the categories Intl.PluralRules gives the
// language (Russian one/few/many/other, Portuguese one/many/other, English
// one/other, Chinese and Vietnamese other), and formatting 1, 2, 5 and 21
// picks the right form. Side and level names inside a sentence are in lower
// case ({side:lower}).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS } from '../../www/rules/core.js';
import { formatMessage, formatNumber, loadMessages, pluralCategory, pluralForms } from '../../www/i18n.js';

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, await loadMessages(code)])));
const en = tables.en;

/** The plural blocks of a message: [{name, forms: Map(selector -> text)}]. */
function pluralBlocks(text) {
  const out = [];
  for (const m of text.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
    let depth = 0;
    let end = -1;
    for (let i = m.index; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    assert.ok(end > 0, `unclosed plural block in ${text}`);
    const forms = pluralForms(text.slice(m.index + m[0].length, end));
    assert.ok(forms, `unreadable plural block in ${text}`);
    out.push({ name: m[1], forms });
  }
  return out;
}

// The messages that show a count next to a counted noun.
const COUNTED = {
  'result.points': ['points'],
  'record.imported': ['plies'],
  'import.summary': ['plies'],
  'profiles.total': ['points'],
  'profiles.entry': ['points', 'wins'],
  'live.selected': ['count'],
  'clock.perMove': ['days'],
  'clock.face': ['days'],
  'puzzles.task.escape': ['moves'],
  'puzzles.task.fort': ['moves'],
  'puzzles.task.kingCapture': ['moves'],
  'puzzles.task.encirclement': ['moves'],
  'puzzles.task.noMoves': ['moves'],
  'analysis.escapeIn': ['moves'],
  'analysis.captureIn': ['moves'],
  'analysis.winIn': ['moves'],
};

test('the counted messages count with plural forms in every language', () => {
  for (const code of LANGS) {
    for (const [key, names] of Object.entries(COUNTED)) {
      const counted = pluralBlocks(tables[code][key]).map((b) => b.name);
      assert.deepEqual([...new Set(counted)].sort(), [...names].sort(), `${code} ${key}: ${tables[code][key]}`);
    }
  }
  // And nothing else in English is a plural block without being listed here.
  for (const [key, value] of Object.entries(en)) {
    if (pluralBlocks(value).length) assert.ok(Object.hasOwn(COUNTED, key), `${key} is counted: list it`);
  }
});

test('every plural block has exactly the categories of its language', () => {
  for (const code of LANGS) {
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    for (const [key, value] of Object.entries(tables[code])) {
      for (const { name, forms } of pluralBlocks(value)) {
        const categories = [...forms.keys()].filter((s) => !s.startsWith('=')).sort();
        assert.deepEqual(categories, needed, `${code} ${key} {${name}}: ${value}`);
        for (const [selector, form] of forms) assert.ok(form.includes('#'), `${code} ${key} ${selector}: no # in "${form}"`);
      }
    }
  }
});

test('formatting 1, 2, 5 and 21 picks the form of the number', () => {
  for (const code of LANGS) {
    for (const [key, names] of Object.entries(COUNTED)) {
      const text = tables[code][key];
      for (const n of [1, 2, 5, 21]) {
        const params = { name: 'Astrid', square: 'e5', points: n, wins: n, plies: n, count: n, days: n, moves: n, side: 'Attackers', time: '1:02:03', rules: 'Copenhagen' };
        const out = formatMessage(text, params, code);
        assert.ok(!/[{}#]/.test(out), `${code} ${key} ${n}: ${out}`);
        for (const { forms } of pluralBlocks(text)) {
          const form = forms.get(`=${n}`) ?? forms.get(pluralCategory(n, code));
          assert.ok(form !== undefined, `${code} ${key}: no form for ${n}`);
          assert.ok(out.includes(form.replaceAll('#', String(n))), `${code} ${key} ${n}: "${out}" lacks "${form}"`);
        }
      }
      for (const name of names) assert.ok(text.includes(`{${name}, plural,`), `${code} ${key}`);
    }
  }
});

test('what a player reads: the right noun for 1, 2, 5 and 21', () => {
  const entry = (code, n) => formatMessage(tables[code]['profiles.entry'], { name: 'A', points: n, wins: n }, code);
  assert.equal(entry('en', 1), 'A — 1 point, 1 win');
  assert.equal(entry('en', 2), 'A — 2 points, 2 wins');
  assert.equal(entry('en', 21), 'A — 21 points, 21 wins');
  assert.equal(entry('ru', 1), 'A — 1 очко, 1 победа');
  assert.equal(entry('ru', 2), 'A — 2 очка, 2 победы');
  assert.equal(entry('ru', 5), 'A — 5 очков, 5 побед');
  assert.equal(entry('ru', 21), 'A — 21 очко, 21 победа');
  assert.equal(entry('pt', 1), 'A — 1 ponto, 1 vitória');
  assert.equal(entry('pt', 0), 'A — 0 pontos, 0 vitórias');
  assert.equal(entry('pt', 5), 'A — 5 pontos, 5 vitórias');
  assert.equal(entry('zh-Hans', 1), 'A — 1 分，1 胜');
  assert.equal(entry('vi', 1), 'A — 1 điểm, 1 ván thắng');
  const imported = (code, n) => formatMessage(tables[code]['record.imported'], { plies: n }, code);
  assert.match(imported('en', 1), /\(1 move\)/);
  assert.match(imported('en', 5), /\(5 moves\)/);
  assert.match(imported('ru', 2), /2 хода/);
  assert.match(imported('ru', 11), /11 ходов/);
  assert.match(imported('ru', 21), /\(21 ход\)/);
  assert.match(imported('pt', 1), /1 lance\b/);
  const points = (code, n) => formatMessage(tables[code]['result.points'], { points: n, name: 'Ulf' }, code);
  assert.equal(points('en', 1), '+1 point for Ulf.');
  assert.equal(points('en', 100), '+100 points for Ulf.');
  assert.equal(points('en', 1000), '+1,000 points for Ulf.');
  const face = (code, n) => formatMessage(tables[code]['clock.face'], { days: n, time: '3:04:05' }, code);
  assert.equal(face('en', 1), '1 day 3:04:05');
  assert.equal(face('en', 2), '2 days 3:04:05');
  assert.equal(face('ru', 2), '2 дня 3:04:05');
  assert.equal(face('ru', 5), '5 дней 3:04:05');
  assert.equal(formatMessage(tables.ru['clock.perMove'], { days: 1 }, 'ru'), '1 день на ход');
  assert.equal(formatMessage(tables.pt['clock.perMove'], { days: 3 }, 'pt'), '3 dias por lance');
  assert.equal(formatMessage(tables['zh-Hans']['clock.perMove'], { days: 3 }, 'zh-Hans'), '每步 3 天');
});

test('side and level names are in lower case inside a sentence', () => {
  assert.equal(formatMessage('The {side:lower} resigned.', { side: 'Defenders' }, 'en'), 'The defenders resigned.');
  assert.equal(formatMessage(en['reason.resignation'], { side: 'Defenders' }, 'en'), 'The defenders resigned.');
  assert.equal(formatMessage(en['draw.offered'], { side: 'Attackers' }, 'en'), 'The attackers offer a draw.');
  assert.equal(formatMessage(en['turn.side'], { side: 'Attackers' }, 'en'), 'Attackers to move');
  for (const code of ['en', 'ru', 'vi', 'pt']) {
    const table = tables[code];
    const sides = [table['side.attackers'], table['side.defenders']];
    const levels = ['level.easy', 'level.normal', 'level.expert'].map((k) => table[k]);
    for (const key of ['draw.offered', 'draw.accept', 'confirm.resign', 'reason.no_moves', 'reason.resignation', 'reason.timeout', 'game.infoComputer', 'turn.side', 'turn.yours', 'turn.computer']) {
      for (const side of sides) {
        const out = formatMessage(table[key], { side, level: levels[0] }, code);
        // The label keeps its capital only where it opens a sentence.
        const at = out.indexOf(side);
        const opens = at === 0 || /[.?!] $/.test(out.slice(0, at));
        assert.ok(at === -1 || opens, `${code} ${key}: "${out}" keeps the capital of "${side}" inside the sentence`);
      }
      for (const level of levels) {
        const out = formatMessage(table['game.infoComputer'], { side: sides[0], level }, code);
        assert.ok(!out.includes(level) || out.startsWith(level), `${code}: "${out}" keeps the capital of "${level}"`);
      }
    }
  }
});

test('a plural block without its number, or a broken one, shows as written', () => {
  assert.equal(formatMessage('{n, plural, one {# a} other {# b}}', {}, 'en'), '{n, plural, one {# a} other {# b}}');
  assert.equal(formatMessage('x {n, plural, one {# a}', { n: 1 }, 'en'), 'x {n, plural, one {# a}');
  assert.equal(formatMessage('{n, plural, =0 {none} one {# a} other {# b}}', { n: 0 }, 'en'), 'none');
  assert.equal(formatMessage('{n, plural, one {# a} other {# b}}', { n: 3 }, 'zh-Hans'), '3 b');
});

test('numbers are written as Intl.NumberFormat writes them in every language, the short way for whole numbers included', () => {
  // Every length of whole number up to the largest safe one, the edges of each group, and a spread of others.
  const samples = [...Array(1000).keys(), 1000, 1001, 9999, 10000, 12345, 99999, 100000, 1234567, 10 ** 9, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -999, -1234, 0.5, 2.25, 1234.5];
  for (let digits = 1; digits <= 16; digits++) samples.push(10 ** (digits - 1), 10 ** digits - 1, Math.floor(10 ** (digits - 1) * 1.234567));
  let x = 7;
  for (let i = 0; i < 2000; i++) {
    x = (x * 48271) % 2147483647;
    samples.push(x * (i % 7) + (i % 13));
  }
  for (const code of LANGS) {
    const intl = new Intl.NumberFormat(code);
    for (const n of samples) assert.equal(formatNumber(n, code), intl.format(n), `${n} in ${code}`);
  }
  // A language outside the page's (with other digits) is always left to Intl.
  assert.equal(formatNumber(42, 'ar-EG'), new Intl.NumberFormat('ar-EG').format(42));
  assert.notEqual(formatNumber(42, 'ar-EG'), '42');
});
