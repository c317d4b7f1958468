// The words every board says (www/game-words.js), shared by the page and
// <hnef-board>: the turn, the result and its rule, a move aloud, and the
// resignation question with the side it is for.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveWords, resignQuestion, resigningSide, resultSentence, resultWords, statusText, turnText } from '../../www/game-words.js';
import { drawNote, overText } from '../../www/panel.js';
import { translator } from '../../www/i18n.js';
import en from '../../www/i18n/en.js';
import ru from '../../www/i18n/ru.js';

const t = translator(en);

test('the turn: between two players, against the computer on either side', () => {
  assert.equal(turnText(t, 'attackers'), 'Attackers to move');
  assert.equal(turnText(t, 'defenders', 'attackers'), 'Your move (defenders)');
  assert.equal(turnText(t, 'attackers', 'attackers'), 'Computer to move (attackers)');
});

test('the result: title and rule, "you" against the computer, one sentence for the live region', () => {
  const captured = { status: 'attackers_win', reason: 'king_captured', winner: 'attackers' };
  assert.deepEqual(resultWords(t, captured), { title: 'Attackers win', rule: 'The king was captured.' });
  assert.deepEqual(resultWords(t, captured, 'attackers').title, 'You win! Attackers win');
  assert.deepEqual(resultWords(t, captured, 'defenders').title, 'You lose: Attackers win');
  const resigned = { status: 'defenders_win', reason: 'resignation', winner: 'defenders' };
  assert.equal(resultWords(t, resigned).rule, 'The attackers resigned.');
  assert.equal(resultSentence(t, resultWords(t, resigned)), 'Defenders win. The attackers resigned.');
  assert.equal(resultSentence(t, { title: 'Draw', rule: '' }), 'Draw');
  const tr = translator(ru, 'ru');
  assert.equal(resultWords(tr, captured).rule, ru['reason.king_captured']);
});

test('a move aloud, with its captures', () => {
  assert.deepEqual(moveWords(t, { side: 'defenders', move: 'd6-d4', captured: [] }), ['Defenders: d6-d4.']);
  assert.deepEqual(moveWords(t, { side: 'attackers', move: 'f5-f1', captured: ['d1', 'e1'] }), ['Attackers: f5-f1.', 'Captured: d1, e1.']);
});

test('resignation: the side (against the computer, a side of one\'s own, else the side to move) and the question', () => {
  assert.equal(resigningSide({ computer: 'attackers', sideToMove: 'attackers' }), 'defenders');
  assert.equal(resigningSide({ own: 'attackers', sideToMove: 'defenders' }), 'attackers');
  assert.equal(resigningSide({ own: 'both', sideToMove: 'defenders' }), 'defenders');
  assert.equal(resigningSide({ sideToMove: 'attackers' }), 'attackers');
  assert.deepEqual(resignQuestion(t, 'defenders'), { text: 'Resign this game? The defenders will lose.', yes: 'Resign', no: 'Cancel' });
  assert.equal(resignQuestion(t, null).text, '');
});

test('while the computer thinks the status says only that, not also whose turn it is', () => {
  const base = { ply: 3, plies: 3, outcome: { status: 'ongoing' }, side: 'defenders', computer: 'defenders' };
  assert.equal(statusText(t, { ...base, thinking: true }), 'Computer is thinking…');
  assert.equal(statusText(t, { ...base, thinking: false }), 'Computer to move (defenders)');
  // Browsing back while it thinks: the shown position's turn.
  assert.equal(statusText(t, { ...base, ply: 2, side: 'attackers', thinking: true }), 'Attackers to move');
});

test('after a game the turn line speaks as the result card: "you" against the computer, the side between two', () => {
  const won = { status: 'defenders_win', winner: 'defenders', reason: 'king_escaped' };
  assert.equal(overText(t, won, 'defenders'), 'Game over: you win');
  assert.equal(overText(t, won, 'attackers'), 'Game over: you lose');
  assert.equal(overText(t, won, null), 'Game over: Defenders win');
  assert.equal(overText(t, { status: 'draw', winner: null, reason: 'agreement' }, 'attackers'), 'Game over: Draw');
  assert.equal(overText(translator(ru, 'ru'), won, 'defenders'), 'Партия окончена: вы победили');
});

test('why no draw can be offered', () => {
  assert.equal(drawNote(t, { over: false, allowsDraws: false, computer: false }), 'These rules have no draws.');
  assert.equal(drawNote(t, { over: false, allowsDraws: false, computer: true }), 'These rules have no draws.');
  assert.equal(drawNote(t, { over: false, allowsDraws: true, computer: true }), 'The computer never offers or accepts a draw (rule E3).');
  assert.equal(drawNote(t, { over: false, allowsDraws: true, computer: false }), '');
  assert.equal(drawNote(t, { over: true, allowsDraws: false, computer: true }), '');
});
