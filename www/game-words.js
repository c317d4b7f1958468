// The words every board says about its game, once for the page and for
// <hnef-board>: whose turn it is, the result and the rule that decided it, a
// move said aloud, and the resignation question with the side it is asked
// for. Plain functions of a translator (i18n.js `t`) and plain data; no DOM.

import en from './i18n/en.js';
import { translator } from './i18n.js';
import { ATTACKERS, DEFENDERS, isOver, otherSide } from './state.js';

const english = translator(en);

/** A side's name ('Attackers'). */
export function sideWord(t, side) {
  return t(side === ATTACKERS ? 'side.attackers' : 'side.defenders');
}

/**
 * Whose turn it is: "Your move" or "Computer to move" where `computer`
 * names the computer's side, else "Attackers to move".
 */
export function turnText(t, side, computer = null) {
  const key = computer ? (side === computer ? 'turn.computer' : 'turn.yours') : 'turn.side';
  return t(key, { side: sideWord(t, side) });
}

/**
 * A finished game in words: `{title, rule}` ('Attackers win', 'The king was
 * captured.'). With `you` (the side a person played against the computer)
 * the title says whether they won.
 */
export function resultWords(t, outcome, you = null) {
  let title = t(`result.${outcome.status}`);
  if (you && outcome.winner) title = t(outcome.winner === you ? 'result.youWin' : 'result.youLose', { result: title });
  const loser = outcome.winner ? otherSide(outcome.winner) : null;
  const rule = outcome.reason ? t(`reason.${outcome.reason}`, { side: loser ? sideWord(t, loser) : '' }) : '';
  return { title, rule };
}

/** The result and its rule as one sentence for the live region ('Attackers win. The king was captured.'). */
export function resultSentence(t, { title, rule }) {
  return rule ? t('live.result', { result: title, reason: rule }) : title;
}

/**
 * The result in words from a message table ('Attackers win. The king was
 * captured.'), or '' while the game goes on. `t` is a translator
 * (i18n.js); English by default.
 */
export function outcomeText(outcome, t = english) {
  return isOver(outcome) ? resultSentence(t, resultWords(t, outcome)) : '';
}

/**
 * The status line under <hnef-board>: the result at the live end of a
 * finished game, else whose turn it is in the shown position (yours or the
 * computer's against the computer, and whether it is thinking).
 */
export function statusText(t, { ply, plies, outcome, side, computer, thinking }) {
  if (ply === plies && isOver(outcome)) return outcomeText(outcome, t);
  // While the computer thinks the line says only that (not also whose turn it is).
  if (ply === plies && side === computer && thinking) return `${t('ai.thinking')}…`;
  return turnText(t, side, ply === plies ? computer : null);
}

/** A move said aloud: the side and the move, then what it captured ('Defenders: d6-d4. Captured: e4.'). */
export function moveWords(t, { side, move, captured }) {
  const parts = [t('live.move', { side: sideWord(t, side), move })];
  if (captured.length) parts.push(t('live.captured', { squares: captured.join(t('list.separator')) }));
  return parts;
}

/**
 * The side a person resigns for: against the computer the other side than
 * the computer's, else the side they play (`own`, when only one), else the
 * side to move.
 */
export function resigningSide({ computer = null, own = null, sideToMove }) {
  if (computer) return otherSide(computer);
  return own === ATTACKERS || own === DEFENDERS ? own : sideToMove;
}

/** The resignation question for `side` (text '' for none): `{text, yes, no}`. */
export function resignQuestion(t, side) {
  const text = side ? t('confirm.resign', { side: sideWord(t, side) }) : '';
  return { text, yes: t('confirm.resignYes'), no: t('dialog.cancel') };
}
