// The puzzle mode's words in every language: the tasks count moves with
// the language's plural forms, and every task, theme and button is there.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS } from '../../www/rules/core.js';
import { formatMessage, loadMessages } from '../../www/i18n.js';
import { FILTER_THEMES, WIN_THEMES } from '../../www/puzzle-core.js';

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, await loadMessages(code)])));
const task = (code, n) => formatMessage(tables[code]['puzzles.task.escape'], { side: 'S', moves: n }, code);

test('"escape in N": the right noun for 1, 2, 5 and 21', () => {
  assert.deepEqual([1, 2, 5, 21].map((n) => task('en', n)), ['S: escape in 1 move.', 'S: escape in 2 moves.', 'S: escape in 5 moves.', 'S: escape in 21 moves.']);
  assert.deepEqual(
    [1, 2, 5, 21].map((n) => task('ru', n)),
    ['S: уведите короля в угол в 1 ход.', 'S: уведите короля в угол в 2 хода.', 'S: уведите короля в угол в 5 ходов.', 'S: уведите короля в угол в 21 ход.'],
  );
  assert.equal(task('pt', 1), 'S: leve o rei a um canto em 1 lance.');
  assert.equal(task('pt', 2), 'S: leve o rei a um canto em 2 lances.');
  assert.equal(task('zh-Hans', 2), 'S：2 步内让王逃到角格。');
  assert.equal(task('vi', 2), 'S: đưa Vua vào góc trong 2 nước.');
});

test('every task, theme and button of the mode has words in every language', () => {
  const keys = [
    ...WIN_THEMES.map((x) => `puzzles.task.${x}`),
    'puzzles.task.block',
    'puzzles.task.blockEscape',
    'puzzles.task.defence',
    ...FILTER_THEMES.map((x) => `puzzles.theme.${x}`),
    ...['menu', 'title', 'close', 'hint', 'retry', 'solution', 'next', 'stats', 'recovered'].map((x) => `puzzles.${x}`),
  ];
  for (const code of LANGS) for (const key of keys) assert.ok(tables[code][key]?.trim(), `${code} ${key}`);
});
