// tools/board-messages.mjs: which message keys the board's modules can ask
// for, read from their source (whole keys and template heads).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { keyLiterals, keptKeys } from '../../tools/board-messages.mjs';
import en from '../../www/i18n/en.js';

test('keyLiterals: quoted keys in either quote, template heads as prefixes', () => {
  const found = keyLiterals("t('board.region'); t(\"live.move\", {}); t(`result.${s}`); const x = `reason.`; t(`plain`);");
  assert.deepEqual([...found.words].sort(), ['board.region', 'live.move', 'plain']);
  assert.deepEqual([...found.prefixes].sort(), ['reason.', 'result.']);
});

test('keptKeys: exact keys and keys under a prefix, nothing else', () => {
  const table = { 'a.b': 1, 'a.c': 2, 'r.x': 3, 'r.y': 4, 'z.z': 5 };
  assert.deepEqual(keptKeys(table, { words: new Set(['a.b']), prefixes: new Set(['r.']) }), ['a.b', 'r.x', 'r.y']);
});

test('the words of every board (game-words.js) survive the cut', () => {
  const found = keyLiterals(readFileSync(new URL('../../www/game-words.js', import.meta.url), 'utf8'));
  const kept = new Set(keptKeys(en, found));
  for (const key of ['result.attackers_win', 'reason.king_captured', 'reason.resignation', 'live.move', 'live.captured', 'confirm.resign']) {
    assert.ok(kept.has(key), key);
  }
});
