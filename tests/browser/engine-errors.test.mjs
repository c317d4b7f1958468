// The engine's refusals reach the player in the page language
// (www/engine-errors.js): in Russian, a typed move the rules refuse and a
// record that cannot be read are explained in Russian, with the square and
// the record's turn, and nothing of the engine's English message shows.
// Screenshots: artifacts/engine-errors-<lang>-<phone|desktop>.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, screenshot, startHarness } from './harness.mjs';
import { newGame, openBoard, snapshot } from './page-helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

const EXPECTED = {
  ru: {
    blocked: 'Так пройти нельзя: клетка f4 занята.',
    notYours: 'Фигура на клетке e6 принадлежит другой стороне.',
    record: 'Не удалось загрузить запись. В 2-м ходу d3-d9 — невозможный ход. Текущая партия не изменилась.',
  },
  'zh-Hans': {
    blocked: '这步走不通：f4 上有棋子。',
    notYours: 'e6 上的棋子属于对方。',
    record: '无法载入这份棋谱。第 2 回合中，d3-d9 不是合法的着法。当前对局保持不变。',
  },
};

async function typeMove(page, move) {
  await page.fill('#typed-move', move);
  await page.press('#typed-move', 'Enter');
  return (await page.locator('#typed-error').textContent()).trim();
}

for (const [lang, words] of Object.entries(EXPECTED)) {
  for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`${lang} (${device}): a refused typed move and an unreadable record are explained in ${lang}`, async () => {
      const { page, context, errors } = await openPage(harness.browser, options);
      try {
        await openBoard(page, `${harness.baseUrl}?lang=${lang}`);
        await newGame(page, { mode: 'two-players' });
        const before = await snapshot(page);

        assert.equal(await typeMove(page, 'f2-f6'), words.blocked);
        assert.equal(await page.locator('#typed-error').isVisible(), true);
        assert.equal(await typeMove(page, 'e6-c6'), words.notYours);

        await page.fill('#import-text', '1. d1-d3 h6-h3\n2. d3-d9');
        await page.click('#import-record');
        const message = (await page.locator('#import-error').textContent()).trim();
        assert.equal(message, words.record);
        assert.doesNotMatch(message, /illegal|occupied|ply|record/i, 'no English');
        await page.locator('#import-error').scrollIntoViewIfNeeded();
        await screenshot(page, `engine-errors-${lang}-${device}`);

        const after = await snapshot(page);
        assert.equal(after.record, before.record, 'nothing changed');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
}
