// The engine's refusals in the player's words: each error of the package
// carries a stable `code` and, for some, `details` (src/api/README.md,
// "Error codes"); errorText() picks the page's sentence for it, in the page
// language, with the details as parameters. Never the English message: a
// code this page does not know gets a general sentence instead.

import { Game } from './pkg/hnef.js';

/** The message key of each documented code (several share one). */
export const CODE_KEYS = Object.freeze({
  not_loaded: 'engine.notLoaded',
  loading: 'engine.notLoaded',
  load_failed: 'engine.loadFailed',
  not_a_game: 'engine.internal',
  freed: 'engine.internal',
  busy: 'engine.internal',
  bad_argument: 'engine.internal',
  internal: 'engine.internal',
  unknown_side: 'engine.internal',
  unknown_level: 'engine.internal',
  bad_square: 'engine.badSquare',
  unknown_ruleset: 'engine.unknownRuleset',
  bad_position: 'engine.badPosition',
  bad_record: 'engine.badRecord',
  no_piece: 'engine.noPiece',
  not_your_piece: 'engine.notYourPiece',
  illegal_move: 'engine.illegal',
  game_over: 'engine.gameOver',
  no_draws: 'engine.noDraws',
  no_draw_offer: 'engine.noDrawOffer',
  // hnef/worker: a cancelled request (the page turns it into no answer) and a closed or failed worker.
  aborted: 'engine.internal',
  closed: 'engine.internal',
});

/** The finer sentence of an illegal move, by `details.rule`. */
const RULE_KEYS = Object.freeze({
  blocked: 'engine.blocked',
  not_straight: 'engine.notStraight',
  null_move: 'engine.nullMove',
  throne: 'engine.throne',
  restricted: 'engine.restricted',
});

/** The finer sentence of a record that cannot be read, by `details.fault`. */
const FAULT_KEYS = Object.freeze({
  header: 'engine.recordHeader',
  not_a_move: 'engine.recordNotAMove',
  illegal: 'engine.recordIllegal',
  captures: 'engine.recordCaptures',
  after_end: 'engine.recordAfterEnd',
  result: 'engine.recordResult',
});

/** An own string property of a plain value, or '' (never throws). */
function field(object, name) {
  try {
    const value = object !== null && typeof object === 'object' && Object.hasOwn(object, name) ? object[name] : undefined;
    return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? value : '';
  } catch {
    return '';
  }
}

/** The message key and parameters for an engine error. */
export function errorMessage(err) {
  const code = field(err, 'code');
  const details = readDetails(err);
  const d = (name) => field(details, name);
  if (!Object.hasOwn(CODE_KEYS, code)) return { key: 'engine.unknown', params: {} };
  if (code === 'illegal_move' && Object.hasOwn(RULE_KEYS, d('rule'))) {
    return { key: RULE_KEYS[d('rule')], params: { square: d('square') } };
  }
  if (code === 'bad_record' && Object.hasOwn(FAULT_KEYS, d('fault'))) {
    const ply = d('ply');
    // The record's turn (a turn is one move of each side, attackers first).
    return { key: FAULT_KEYS[d('fault')], params: { n: typeof ply === 'number' ? Math.ceil(ply / 2) : '', token: d('token') } };
  }
  const params = { move: d('move'), square: d('square'), token: d('token'), ruleset: d('ruleset'), code };
  return { key: CODE_KEYS[code], params };
}

function readDetails(err) {
  try {
    const details = Object.hasOwn(err, 'details') ? err.details : null;
    return details !== null && typeof details === 'object' ? details : null;
  } catch {
    return null;
  }
}

/** The player's sentence for an engine error, in the page language (`t` of i18n.js). */
export function errorText(t, err) {
  const { key, params } = errorMessage(err);
  return t(key, params);
}

/**
 * The engine's refusal of the move `from`-`to` in `game` (an Error with a
 * code), or null when the move is legal; `game` is not changed (the move is
 * tried on a copy).
 */
export function moveRefusal(game, from, to) {
  const copy = Game.fromRecord(game.record());
  try {
    copy.applyMove(from, to);
    return null;
  } catch (err) {
    return err;
  } finally {
    copy.free();
  }
}
