// The pure parts of the embedding: attribute and query validation, origin
// lists, host commands, move text and who plays which side
// (www/board-settings.js, www/embed.js). No DOM: the element's module is
// not imported at all.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  TEXT_MAX,
  computerSide,
  looksLikeRecord,
  normaliseMove,
  outcomeText,
  readSettings,
  visitorPlays,
} from '../../www/board-settings.js';
import { translator } from '../../www/i18n.js';
import ru from '../../www/i18n/ru.js';
import { parseOrigins, readCommand, readQuery } from '../../www/embed.js';

test('readSettings: defaults, accepted spellings, problems as text', () => {
  const { settings, problems } = readSettings({});
  assert.deepEqual(problems, []);
  assert.deepEqual(settings, {
    position: null,
    record: null,
    ruleset: null,
    orientation: 'attackers',
    interactive: null,
    ai: null,
    coordinates: true,
    size: null,
    theme: 'auto',
    ply: null,
    sound: false,
    confirmMoves: false,
  });
  const ok = readSettings({
    orientation: ' Flipped ',
    interactive: '',
    ai: 'EXPERT',
    coordinates: 'off',
    size: '320px',
    theme: 'dark',
    ply: 'last',
    ruleset: 'viking-chess-classic-11x11',
    sound: '',
    'confirm-moves': ' ON ',
  });
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.settings.sound, true, 'a bare sound attribute means on');
  assert.equal(ok.settings.confirmMoves, true);
  assert.equal(readSettings({ sound: 'off', 'confirm-moves': 'false' }).settings.sound, false);
  assert.equal(ok.settings.orientation, 'flipped');
  assert.equal(ok.settings.interactive, 'both', 'a bare interactive attribute means both sides');
  assert.equal(ok.settings.ai, 'expert');
  assert.equal(ok.settings.coordinates, false);
  assert.equal(ok.settings.size, 320);
  assert.equal(ok.settings.ply, 'last');
  assert.equal(ok.settings.ruleset, 'viking-chess-classic-11x11');
  const bad = readSettings({
    orientation: 'up',
    interactive: 'maybe',
    ai: 'grandmaster',
    coordinates: 'sometimes',
    size: '99999999',
    theme: 'sepia',
    ply: '-1',
    ruleset: 'chess',
    position: 'x'.repeat(TEXT_MAX + 1),
    sound: 'loud',
    'confirm-moves': 'twice',
  });
  assert.equal(bad.problems.length, 11);
  assert.deepEqual(
    bad.problems.map((p) => p.split(':')[0]),
    ['orientation', 'ai', 'theme', 'position', 'interactive', 'ruleset', 'coordinates', 'size', 'ply', 'sound', 'confirm-moves'],
  );
  assert.equal(bad.problems.at(-1), 'confirm-moves: expected on or off, got "twice"');
  assert.deepEqual([bad.settings.sound, bad.settings.confirmMoves], [false, false]);
  assert.equal(bad.settings.position, null);
  assert.equal(bad.settings.ai, null);
  // Long values are clipped in messages.
  const long = readSettings({ theme: 'y'.repeat(500) });
  assert.ok(long.problems[0].length < 120);
});

test('looksLikeRecord tells records from positions', () => {
  assert.equal(looksLikeRecord('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a'), false);
  assert.equal(looksLikeRecord('[ruleset:copenhagen-hnefatafl-11x11-2025-v1]'), true);
  assert.equal(looksLikeRecord('1. d1-d3 h6-h3'), true);
  assert.equal(looksLikeRecord('d1-d3'), true);
});

test('normaliseMove', () => {
  assert.deepEqual(normaliseMove('D1-d3'), { from: 'd1', to: 'd3' });
  assert.deepEqual(normaliseMove(' k11 - k10 '), { from: 'k11', to: 'k10' });
  assert.deepEqual(normaliseMove('g1-g3xe2'), { from: 'g1', to: 'g3' });
  assert.deepEqual(normaliseMove({ from: 'a4', to: 'c4' }), { from: 'a4', to: 'c4' });
  for (const bad of ['', 'd1', 'l1-l2', 'd0-d3', 42, null, {}, { from: 'a1' }, 'd1-d3'.repeat(20)]) {
    assert.equal(normaliseMove(bad), null, JSON.stringify(bad));
  }
});

test('who plays: the computer takes the side the visitor does not', () => {
  const s = (interactive, ai) => ({ interactive, ai });
  assert.equal(computerSide(s(null, null), 'attackers'), null);
  assert.equal(computerSide(s('attackers', 'normal'), 'attackers'), 'defenders');
  assert.equal(computerSide(s('defenders', 'normal'), 'attackers'), 'attackers');
  assert.equal(computerSide(s('none', 'normal'), 'attackers'), null);
  assert.equal(computerSide(s(null, 'easy'), 'attackers'), 'defenders', 'the visitor moves first');
  assert.equal(computerSide(s('both', 'easy'), 'defenders'), 'attackers');
  assert.equal(visitorPlays(s(null, null), null, 'attackers'), false, 'a diagram is not played');
  assert.equal(visitorPlays(s('both', null), null, 'defenders'), true);
  assert.equal(visitorPlays(s('attackers', null), null, 'defenders'), false);
  assert.equal(visitorPlays(s(null, 'easy'), 'defenders', 'attackers'), true);
  assert.equal(visitorPlays(s(null, 'easy'), 'defenders', 'defenders'), false);
});

test('outcomeText: the result and its reason from the message tables (English by default)', () => {
  assert.equal(outcomeText({ status: 'ongoing', reason: null, winner: null }), '');
  assert.equal(outcomeText({ status: 'attackers_win', reason: 'king_captured', winner: 'attackers' }), 'Attackers win. The king was captured.');
  assert.equal(outcomeText({ status: 'draw', reason: 'agreement', winner: null }), 'Draw. Both players agreed to a draw.');
  assert.equal(outcomeText({ status: 'attackers_win', reason: 'no_moves', winner: 'attackers' }), 'Attackers win. The defenders had no legal move.');
  assert.equal(outcomeText({ status: 'defenders_win', reason: 'resignation', winner: 'defenders' }), 'Defenders win. The attackers resigned.');
  const t = translator(ru);
  const text = outcomeText({ status: 'defenders_win', reason: 'escape', winner: 'defenders' }, t);
  assert.equal(text, t('live.result', { result: ru['result.defenders_win'], reason: ru['reason.escape'] }));
  assert.notEqual(text, outcomeText({ status: 'defenders_win', reason: 'escape', winner: 'defenders' }));
});

test('parseOrigins: exact http(s) origins only', () => {
  assert.deepEqual(parseOrigins(null), { origins: [], problems: [] });
  const r = parseOrigins('http://a.test, https://b.test:8443 ,http://a.test,https://c.test/,javascript:alert(1),http://d.test/path,*,null,file:///x');
  assert.deepEqual(r.origins, ['http://a.test', 'https://b.test:8443', 'https://c.test']);
  assert.equal(r.problems.length, 5);
});

test('readQuery: attributes, origins, id, unknown names', () => {
  const q = readQuery('?record=1.%20d1-d3&ai=normal&interactive=attackers&origins=http://a.test&id=b-1&size=300&coordinates=off');
  assert.deepEqual(q.problems, []);
  assert.deepEqual(q.origins, ['http://a.test']);
  assert.equal(q.id, 'b-1');
  assert.deepEqual(q.attributes, {
    record: '1. d1-d3',
    orientation: 'attackers',
    interactive: 'attackers',
    ai: 'normal',
    coordinates: 'off',
    size: '300',
    theme: 'auto',
  });
  const bad = readQuery('?id=%3Cb%3E&x=1&ai=god');
  assert.equal(bad.id, null);
  assert.equal(bad.attributes.ai, undefined);
  assert.equal(bad.problems.length, 3);
});

test('readCommand accepts the six commands in their shapes only', () => {
  assert.deepEqual(readCommand({ type: 'play', move: 'd1-d3', request: 3 }), { type: 'play', request: 3, move: 'd1-d3' });
  assert.deepEqual(readCommand({ type: 'play', move: { from: 'd1', to: 'd3', extra: 1 } }), {
    type: 'play',
    request: null,
    move: { from: 'd1', to: 'd3' },
  });
  assert.deepEqual(readCommand({ type: 'load', record: '1. d1-d3' }), { type: 'load', request: null, input: { record: '1. d1-d3' } });
  assert.deepEqual(readCommand({ type: 'load', position: 'p' }), { type: 'load', request: null, input: { position: 'p' } });
  assert.deepEqual(readCommand({ type: 'load', text: 't' }), { type: 'load', request: null, input: 't' });
  assert.deepEqual(readCommand({ type: 'undo', request: 'r'.repeat(65) }), { type: 'undo', request: null });
  assert.deepEqual(readCommand({ type: 'flip' }), { type: 'flip', request: null });
  assert.deepEqual(readCommand({ type: 'link', request: 'w' }), { type: 'link', request: 'w' });
  assert.deepEqual(readCommand({ type: 'hello' }), { type: 'hello', request: null });
  assert.deepEqual(readCommand({ type: 'resign', side: 'defenders', request: 4 }), { type: 'resign', request: 4, side: 'defenders' });
  assert.deepEqual(readCommand({ type: 'resign' }), { type: 'resign', request: null });
  for (const bad of [
    { type: 'resign', side: 1 },
    { type: 'resign', side: { toString: 1 } },
    { type: 'resign', side: 'x'.repeat(21) },
    null,
    'play',
    [],
    { type: 'eval' },
    { type: 'play' },
    { type: 'play', move: 7 },
    { type: 'load' },
    { type: 'load', record: 5 },
    { type: 'load', text: 'x'.repeat(TEXT_MAX + 1) },
    { type: 'constructor' },
    { type: '__proto__' },
  ]) {
    assert.equal(readCommand(bad), null, JSON.stringify(bad));
  }
  const hostile = {
    get type() {
      throw new Error('no');
    },
  };
  assert.equal(readCommand(hostile), null);
});
