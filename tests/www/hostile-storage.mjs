// Stored values the page must survive: whatever sits under a key the page
// reads, it sets the value aside and starts. Shared by the Node tests of
// www/storage.js and the browser test (tests/browser/storage-hostile.test.mjs).
// Each entry: [name, the stored string].

const DEPTH = 20_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const game = (extra) =>
  JSON.stringify({ id: 'g', record: '1. d1-d3', mode: 'computer', humanSide: 'defenders', level: 'easy', scored: false, ...extra });

export const HOSTILE = Object.freeze([
  ['toString not callable in version', '{"version":{"toString":1}}'],
  ['toString and valueOf not callable in version', '{"version":{"toString":1,"valueOf":1}}'],
  ['toString not callable everywhere', '{"version":1,"settings":{"mode":{"toString":1},"level":{"toString":1}},"game":{"id":{"toString":1}},"activeProfile":{"toString":1}}'],
  ['profile name with toString not callable', '{"version":1,"profiles":[{"id":"p","name":{"toString":1,"valueOf":1}}],"activeProfile":"p"}'],
  ['profile id with toString not callable', '{"version":1,"profiles":[{"id":{"toString":1},"name":"Ada"}]}'],
  ['legacy resigned with toString not callable', `{"version":1,"game":${game({ resigned: { toString: 1 } })}}`],
  ['record that is an object', `{"version":1,"game":${game({ record: { toString: 1 } })}}`],
  ['null', 'null'],
  ['a string', '"hnef"'],
  ['a number', '42'],
  ['true', 'true'],
  ['an empty array', '[]'],
  ['an array of states', '[{"version":1}]'],
  ['settings and profiles as arrays', '{"version":1,"settings":[1,2],"profiles":{"0":{"id":"p","name":"Ada"}}}'],
  ['deeply nested arrays', deepArray],
  ['deeply nested objects', deepObject],
  ['deep nesting inside settings', `{"version":1,"settings":${deepArray},"game":${deepObject}}`],
  ['version NaN (not JSON)', '{"version":NaN}'],
  ['version 1e309 (Infinity)', '{"version":1e309}'],
  ['version -1e309', '{"version":-1e309}'],
  ['version "1"', '{"version":"1"}'],
  ['version 1 by __proto__', '{"__proto__":{"version":1}}'],
  ['points 1e309', '{"version":1,"profiles":[{"id":"p","name":"Ada","points":1e309,"wins":{"easy":{"attackers":1e309}}}],"activeProfile":"p"}'],
  ['an empty string', ''],
  ['bad JSON', '{"version":1,'],
  ['control characters', '\u0000\u0001{'],
  ['feel settings with toString not callable', '{"version":1,"settings":{"sound":{"toString":1},"theme":{"toString":1,"valueOf":1},"board":{"toString":1},"pieces":{"toString":1},"confirmMoves":{"toString":1}}}'],
  ['feel settings of the wrong kind', '{"version":1,"settings":{"sound":"on","theme":"sepia","board":["stone"],"pieces":null,"confirmMoves":"yes"}}'],
]);
