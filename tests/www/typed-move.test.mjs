// www/typed-move.js: the typed-move box's parser (pure).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTypedMove } from '../../www/typed-move.js';

test('parseTypedMove: the written forms of a move', () => {
  for (const text of ['f2-f4', ' F2-F4 ', 'f2 f4', 'f2f4', 'f2xf4', 'f2–f4', 'f2:f4']) {
    assert.deepEqual(parseTypedMove(text), { from: 'f2', to: 'f4' }, text);
  }
  assert.deepEqual(parseTypedMove('a11-k11'), { from: 'a11', to: 'k11' });
});

test('parseTypedMove: anything else is no move', () => {
  for (const text of ['', 'f2', 'f2-f', 'l2-l4', 'f0-f4', 'f12-f4', 'f2-f4-f6', 'f2 to f4', null, undefined, {}]) {
    assert.equal(parseTypedMove(text), null, String(text));
  }
});
