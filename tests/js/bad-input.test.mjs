// Bad input of every kind, for every parameter of every method: each throws
// a JS Error whose message says what was wrong, the game is exactly as it
// was, and the module keeps working (the same Game and new ones).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHnef } from './load.mjs';
import { CLASSIC, COPENHAGEN, START, positionText, snapshot, throwsUnchanged } from './helpers.mjs';

const { hnef } = await loadHnef();
const { Game } = hnef;

/** Values of the wrong type for a string parameter, with the type the message names. */
const NOT_STRINGS = [
  [undefined, 'undefined'],
  [null, 'null'],
  [5, 'number'],
  [0, 'number'],
  [NaN, 'number'],
  [true, 'boolean'],
  [{}, 'object'],
  [{ toString: () => 'd1' }, 'object'],
  [new String('d1'), 'object'],
  [['d1'], 'an array'],
  [() => 'd1', 'function'],
  [Symbol('d1'), 'symbol'],
  [10n, 'bigint'],
];

/** Strings that are no square. */
const NOT_SQUARES = [
  'z9',
  '',
  ' ',
  'a12',
  'a0',
  'a01',
  'l1',
  'a',
  '1',
  'aa1',
  'a1a',
  'd1-d3',
  'd 1',
  'é5',
  'ａ1',
  '🙂',
  '\u0000',
  'd1\u0000',
  '\ud800',
  'x'.repeat(100),
  'f'.repeat(100_000),
];

/** A game in the middle of play (a capture behind it, a draw offer standing). */
function midGame(ruleset = COPENHAGEN) {
  const game = Game.fromPosition(positionText({ f6: 'k', e3: 'd', d3: 'a', f1: 'a', b9: 'd', j5: 'a' }, 'a'), ruleset);
  game.applyMove('f1', 'f3');
  game.applyMove('b9', 'b7');
  if (ruleset === COPENHAGEN) game.offerDraw('defenders');
  assert.deepEqual(game.history(), ['f1-f3xe3', 'b9-b7']);
  return game;
}

/** The game still plays (a move, then its undo) and a new game works. */
function stillWorks(game) {
  const before = snapshot(game);
  if (game.outcome().status === 'ongoing') {
    const [from, to] = game.legalMoves()[0].split('-');
    game.applyMove(from, to);
    assert.ok(game.undo());
    // The undo clears a standing draw offer; nothing else may differ.
    assert.deepEqual({ ...snapshot(game), drawOffer: before.drawOffer }, before);
  }
  const fresh = new Game();
  assert.equal(fresh.position(), START);
  assert.equal(fresh.legalMoves().length, 116);
  fresh.free();
}

test('the constructor: unknown rulesets and wrong types', () => {
  const witness = midGame();
  for (const [value, type] of NOT_STRINGS) {
    if (value === undefined) continue; // the default ruleset
    throwsUnchanged(witness, () => new Game(value), new RegExp(`^ruleset must be a string, got ${type}$`), `ruleset ${type}`);
  }
  for (const id of ['nope', '', 'COPENHAGEN-HNEFATAFL-11X11-2025-V1', ` ${COPENHAGEN}`, 'x'.repeat(1000)]) {
    throwsUnchanged(
      witness,
      () => new Game(id),
      id.length > 256 ? /^ruleset is too long/ : /^unknown ruleset '.*' \(known: copenhagen-hnefatafl-11x11-2025-v1, viking-chess-classic-11x11\)$/,
      `ruleset '${id.slice(0, 20)}'`,
    );
  }
  stillWorks(witness);
  witness.free();
});

test('legalTargets: malformed squares and wrong types', () => {
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    const game = midGame(ruleset);
    for (const [value, type] of NOT_STRINGS) {
      throwsUnchanged(game, () => game.legalTargets(value), new RegExp(`^square must be a string, got ${type}$`), type);
    }
    throwsUnchanged(game, () => game.legalTargets(), /^square must be a string, got undefined$/, 'no argument');
    for (const text of NOT_SQUARES) {
      throwsUnchanged(
        game,
        () => game.legalTargets(text),
        text.length > 256
          ? /^square is too long \(100000 characters, at most 256\)$/
          : /^square: '.*' is not a square \(expected a file a-k and a rank 1-11, e\.g\. f6\)$/su,
        JSON.stringify(text.slice(0, 12)),
      );
    }
    // The message quotes at most 40 characters of what it was given.
    assert.throws(() => game.legalTargets('x'.repeat(100)), { message: `square: '${'x'.repeat(40)}…' is not a square (expected a file a-k and a rank 1-11, e.g. f6)` });
    stillWorks(game);
    game.free();
  }
});

test('applyMove: malformed squares, wrong types, illegal moves', () => {
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    const game = midGame(ruleset);
    for (const [value, type] of NOT_STRINGS) {
      throwsUnchanged(game, () => game.applyMove(value, 'd4'), new RegExp(`^from must be a string, got ${type}$`), `from ${type}`);
      throwsUnchanged(game, () => game.applyMove('d3', value), new RegExp(`^to must be a string, got ${type}$`), `to ${type}`);
    }
    throwsUnchanged(game, () => game.applyMove(), /^from must be a string, got undefined$/, 'no arguments');
    throwsUnchanged(game, () => game.applyMove('d3'), /^to must be a string, got undefined$/, 'one argument');
    throwsUnchanged(game, () => game.applyMove('d3-d4'), /^from: 'd3-d4' is not a square/, 'a whole move as from');
    for (const text of NOT_SQUARES) {
      const short = text.length > 256 ? /is too long/ : /is not a square/;
      throwsUnchanged(game, () => game.applyMove(text, 'd4'), short, `from ${JSON.stringify(text.slice(0, 12))}`);
      throwsUnchanged(game, () => game.applyMove('d3', text), short, `to ${JSON.stringify(text.slice(0, 12))}`);
    }
    // The position: king f6, attackers d3 f3 j5, defender b7; attackers to move.
    const illegal = [
      ['c3', 'c4', /^illegal move c3-c4: there is no piece on c3$/],
      ['f6', 'f7', /^illegal move f6-f7: the piece on f6 belongs to the defenders$/],
      ['b7', 'b8', /^illegal move b7-b8: the piece on b7 belongs to the defenders$/],
      ['d3', 'd3', /^illegal move d3-d3: a move must leave d3 \(there is no pass\)$/],
      ['d3', 'e4', /^illegal move d3-e4: pieces move along one rank or file, like a rook$/],
      ['d3', 'g3', /^illegal move d3-g3: f3 is occupied$/],
      ['f3', 'f7', /^illegal move f3-f7: f6 is occupied$/],
      ['j5', 'j4', null], // legal: checked below
    ];
    for (const [from, to, message] of illegal) {
      if (message) throwsUnchanged(game, () => game.applyMove(from, to), message, `${from}-${to}`);
    }
    // Only the king may stop on the throne or a corner (M2).
    const corner = Game.fromPosition(positionText({ f8: 'k', b1: 'a', e6: 'a', c9: 'd' }, 'a'), ruleset);
    throwsUnchanged(corner, () => corner.applyMove('b1', 'a1'), /^illegal move b1-a1: only the king may stop on a1$/, 'b1-a1');
    throwsUnchanged(corner, () => corner.applyMove('e6', 'f6'), /^illegal move e6-f6: only the king may stop on f6$/, 'e6-f6');
    // Through the empty throne: allowed in Copenhagen, blocked in classic.
    if (ruleset === CLASSIC) {
      throwsUnchanged(corner, () => corner.applyMove('e6', 'g6'), /^illegal move e6-g6: only the king may pass through the empty throne in this ruleset$/, 'e6-g6 through the throne');
    } else {
      assert.equal(corner.applyMove('e6', 'g6').move, 'e6-g6');
    }
    stillWorks(corner);
    corner.free();
    stillWorks(game);
    game.free();
  }
});

test('moves, draws and the AI after the game ended', () => {
  const game = Game.fromPosition(positionText({ i11: 'k', c3: 'a', d5: 'd' }, 'd'));
  game.applyMove('i11', 'k11');
  assert.equal(game.outcome().status, 'defenders_win');
  const over = /^the game is over \(defenders win by escape\)$/;
  throwsUnchanged(game, () => game.applyMove('c3', 'c4'), over, 'applyMove');
  throwsUnchanged(game, () => game.applyMove('k11', 'k10'), over, 'applyMove of the king');
  throwsUnchanged(game, () => game.aiMove('easy'), over, 'aiMove');
  throwsUnchanged(game, () => game.aiMove('expert', { nodes: 10 }), over, 'aiMove with options');
  throwsUnchanged(game, () => game.offerDraw('attackers'), over, 'offerDraw');
  throwsUnchanged(game, () => game.acceptDraw('attackers'), over, 'acceptDraw');
  // Bad arguments are still reported as such.
  throwsUnchanged(game, () => game.applyMove('z9', 'c4'), /^from: 'z9' is not a square/, 'bad square');
  throwsUnchanged(game, () => game.aiMove('hard'), /^unknown level 'hard'/, 'bad level');
  // Reading methods answer; undo takes the result back.
  assert.deepEqual(game.legalMoves(), []);
  assert.deepEqual(game.legalTargets('c3'), []);
  assert.ok(game.undo());
  assert.equal(game.outcome().status, 'ongoing');
  game.free();

  // A set-up game lost from the start (E1): nothing to undo either.
  const lost = Game.fromPosition(positionText({ c1: 'k', b1: 'a', d1: 'a', c2: 'a' }, 'd'));
  throwsUnchanged(lost, () => lost.applyMove('c1', 'c2'), /^the game is over \(attackers win by no_moves\)$/, 'E1');
  throwsUnchanged(lost, () => lost.aiMove('normal'), /^the game is over/, 'E1 aiMove');
  assert.equal(lost.undo(), false);
  lost.free();
});

test('undo with nothing to undo returns false and changes nothing', () => {
  for (const game of [new Game(), new Game(CLASSIC), Game.fromPosition(START.replace(/a$/, 'd'))]) {
    const before = snapshot(game);
    assert.equal(game.undo(), false);
    assert.equal(game.undo(), false);
    assert.deepEqual(snapshot(game), before);
    stillWorks(game);
    game.free();
  }
});

test('fromPosition and isPosition: malformed positions and wrong types', () => {
  const witness = midGame();
  const bad = [
    ['', /^bad position: '': empty position$/],
    ['   ', /^bad position: '': empty position$/],
    ['garbage', /^bad position: 'garbage': a position has 11 ranks separated by '\/', found 1$/],
    [START.replace(' a', ''), /the side to move is missing/],
    [START.replace(/ a$/, ' x'), /^bad position: 'x': the side to move is 'a' \(attackers\) or 'd' \(defenders\)$/],
    [`${START} extra`, /^bad position: 'extra': unexpected text after the side to move$/],
    [START.replace('5a5', '5a6'), /rank 10 has 12 squares, not 11/],
    [START.replace('5a5', '5a4'), /rank 10 has 10 squares, not 11/],
    [START.replace('5a5', '5x5'), /unknown piece letter 'x' on rank 10/],
    [START.replace('3aaaaa3/', ''), /a position has 11 ranks separated by '\/', found 10/],
    [positionText({ b2: 'a' }), /a position needs exactly one king, found 0/],
    [positionText({ b2: 'k', c2: 'k' }), /a position needs exactly one king, found 2/],
    [positionText({ b2: 'k', f6: 'd' }), /only the king may stand on f6/],
    [positionText({ b2: 'k', k11: 'a' }), /only the king may stand on k11/],
    ['11/11/11/11/11/11/11/11/11/11/1k99999999999999999999 a', /is not a run of 1 to 11 empty squares/],
    ['/'.repeat(10) + ' a', /bad position/],
    ['\ud800', /bad position/],
    ['🙂 a', /bad position/],
    ['x'.repeat(1_000_000), /^bad position: 'x{60}…': a position has 11 ranks/],
  ];
  for (const [text, message] of bad) {
    throwsUnchanged(witness, () => Game.fromPosition(text), message, `fromPosition ${JSON.stringify(text.slice(0, 30))}`);
    throwsUnchanged(witness, () => Game.fromPosition(text, CLASSIC), message, `fromPosition classic`);
    throwsUnchanged(witness, () => witness.isPosition(text), message, `isPosition ${JSON.stringify(text.slice(0, 30))}`);
  }
  const huge = 'x'.repeat((4 << 20) + 1);
  throwsUnchanged(witness, () => Game.fromPosition(huge), /^position is too long \(4194305 characters, at most 4194304\)$/, 'huge');
  throwsUnchanged(witness, () => witness.isPosition(huge), /^position is too long/, 'huge isPosition');
  for (const [value, type] of NOT_STRINGS) {
    throwsUnchanged(witness, () => Game.fromPosition(value), new RegExp(`^position must be a string, got ${type}$`), type);
    throwsUnchanged(witness, () => witness.isPosition(value), new RegExp(`^position must be a string, got ${type}$`), type);
    if (value !== undefined) {
      throwsUnchanged(witness, () => Game.fromPosition(START, value), new RegExp(`^ruleset must be a string, got ${type}$`), type);
    }
  }
  throwsUnchanged(witness, () => Game.fromPosition(START, 'chess'), /^unknown ruleset 'chess'/, 'ruleset');
  stillWorks(witness);
  witness.free();
});

test('fromRecord: malformed records and wrong types', () => {
  const witness = midGame();
  const bad = [
    ['1. z1-z2', /^bad record: 'z1-z2': ply 1: expected a start square like f2$/],
    ['1. d1-d9', /^bad record: 'd1-d9': ply 1: illegal move d1-d9: d6 is occupied$/],
    ['1. d1-d3 d1-d3', /ply 2: illegal move d1-d3: there is no piece on d1$/],
    ['1. d1-d3xe5', /ply 1: the record captures e5 but the rules capture nothing$/],
    ['[ruleset:chess]\n1. d1-d3', /unknown ruleset 'chess'/],
    ['[result:ongoing', /a '\[' tag or comment is never closed/],
    [`[position:${START.replace('5a5', '5a6')}]\n1. d1-d3`, /rank 10 has 12 squares/],
    // Moves after the end: the escape, then one more move.
    [
      'a8-b8 h6-h3 b8-a8 f8-e8 a8-b8 f7-f9 b8-a8 f9-j9 a8-b8 f6-f8 b8-a8 f8-i8 a8-b8 i8-i11 b8-a8 i11-k11 a8-b8',
      /the game is over/,
    ],
    ['🙂', /^bad record/],
    ['\ud800', /^bad record/],
    ['x'.repeat(1_000_000), /^bad record: 'x{60}…'/],
  ];
  for (const [text, message] of bad) {
    throwsUnchanged(witness, () => Game.fromRecord(text), message, `fromRecord ${JSON.stringify(text.slice(0, 30))}`);
  }
  throwsUnchanged(witness, () => Game.fromRecord('x'.repeat((4 << 20) + 1)), /^record is too long/, 'huge');
  for (const [value, type] of NOT_STRINGS) {
    throwsUnchanged(witness, () => Game.fromRecord(value), new RegExp(`^record must be a string, got ${type}$`), type);
    if (value !== undefined) {
      throwsUnchanged(witness, () => Game.fromRecord('1. d1-d3', value), new RegExp(`^ruleset must be a string, got ${type}$`), type);
    }
  }
  throwsUnchanged(witness, () => Game.fromRecord('1. d1-d3', 'chess'), /^unknown ruleset 'chess'/, 'ruleset');
  stillWorks(witness);
  witness.free();
});

test('timeout: wrong types and unknown sides change nothing; a game over refuses it', () => {
  const game = midGame();
  for (const [value, type] of NOT_STRINGS) {
    throwsUnchanged(game, () => game.timeout(value), new RegExp(`^side must be a string, got ${type}$`), `timeout ${type}`);
  }
  for (const side of ['Attackers', 'a', 'white', '', 'attacker']) {
    throwsUnchanged(game, () => game.timeout(side), /^unknown side '.*' \(expected 'attackers' or 'defenders'\)$/, side);
  }
  game.timeout('defenders');
  throwsUnchanged(game, () => game.timeout('attackers'), /^the game is over \(attackers win by timeout\)$/, 'over');
  game.free();
});

test('offerDraw and acceptDraw: misuse and wrong types', () => {
  const game = midGame(); // the defenders' offer stands
  for (const [value, type] of NOT_STRINGS) {
    throwsUnchanged(game, () => game.offerDraw(value), new RegExp(`^side must be a string, got ${type}$`), `offer ${type}`);
    throwsUnchanged(game, () => game.acceptDraw(value), new RegExp(`^side must be a string, got ${type}$`), `accept ${type}`);
  }
  for (const side of ['Attackers', 'a', 'white', '', 'attacker']) {
    throwsUnchanged(game, () => game.offerDraw(side), /^unknown side '.*' \(expected 'attackers' or 'defenders'\)$/, side);
    throwsUnchanged(game, () => game.acceptDraw(side), /^unknown side/, side);
  }
  // The defenders cannot accept their own offer.
  throwsUnchanged(
    game,
    () => game.acceptDraw('defenders'),
    /^the attackers have not offered a draw, so the defenders cannot accept one$/,
    'own offer',
  );
  // Without any offer.
  const fresh = new Game();
  throwsUnchanged(fresh, () => fresh.acceptDraw('attackers'), /^the defenders have not offered a draw/, 'no offer');
  fresh.free();
  // Classic has no draws at all.
  const classic = midGame(CLASSIC);
  throwsUnchanged(classic, () => classic.offerDraw('attackers'), /^the ruleset viking-chess-classic-11x11 has no draws$/, 'classic offer');
  throwsUnchanged(classic, () => classic.acceptDraw('defenders'), /^the ruleset viking-chess-classic-11x11 has no draws$/, 'classic accept');
  stillWorks(classic);
  classic.free();
  stillWorks(game);
  game.free();
});

test('aiMove: bad levels, options and option values', () => {
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    const game = midGame(ruleset);
    for (const [value, type] of NOT_STRINGS) {
      throwsUnchanged(game, () => game.aiMove(value), new RegExp(`^level must be a string, got ${type}$`), `level ${type}`);
    }
    for (const level of ['hard', 'Easy', '', 'x'.repeat(300)]) {
      throwsUnchanged(game, () => game.aiMove(level), level.length > 256 ? /^level is too long/ : /^unknown level '.*' \(expected 'easy', 'normal' or 'expert'\)$/, level.slice(0, 10));
    }
    const notOptions = [null, 5, 'fast', true, [], [1000], () => {}, Symbol('o'), 3n];
    for (const options of notOptions) {
      throwsUnchanged(game, () => game.aiMove('easy', options), /^options must be an object like \{ timeMs: 1000, seed: 1 \}$/, String(typeof options));
    }
    const badOptions = [
      [{ timeMs: -1 }, /^timeMs must be a positive number of milliseconds, got -1$/],
      [{ timeMs: 0 }, /^timeMs must be a positive number of milliseconds, got 0$/],
      [{ timeMs: NaN }, /^timeMs must be a positive number of milliseconds, got NaN$/],
      [{ timeMs: Infinity }, /^timeMs must be a positive number of milliseconds, got Infinity$/],
      [{ timeMs: 'fast' }, /^timeMs must be a number, got string$/],
      [{ timeMs: null }, /^timeMs must be a number, got null$/],
      [{ timeMs: 10n }, /^timeMs must be a number, got bigint$/],
      [{ seed: -1 }, /^seed must be a non-negative whole number, got -1$/],
      [{ seed: 1.5 }, /^seed must be a non-negative whole number, got 1.5$/],
      [{ seed: NaN }, /^seed must be a non-negative whole number, got NaN$/],
      [{ seed: 2 ** 53 }, /^seed must be a non-negative whole number, got 9007199254740992$/],
      [{ seed: '1' }, /^seed must be a number, got string$/],
      [{ seed: -1n }, /^seed must be a non-negative whole number below 2\^64$/],
      [{ seed: 2n ** 64n }, /^seed must be a non-negative whole number below 2\^64$/],
      [{ nodes: -5 }, /^nodes must be a non-negative whole number, got -5$/],
      [{ nodes: 0.5 }, /^nodes must be a non-negative whole number, got 0.5$/],
      [{ nodes: {} }, /^nodes must be a number, got object$/],
      [{ depth: 0 }, /^depth must be between 1 and 100, got 0$/],
      [{ depth: 101 }, /^depth must be between 1 and 100, got 101$/],
      [{ depth: 2.5 }, /^depth must be a non-negative whole number, got 2.5$/],
      [{ timems: 100 }, /^unknown option 'timems' \(expected timeMs, seed, nodes, depth\)$/],
      [{ nodes: 10, time: 5 }, /^unknown option 'time'/],
    ];
    for (const [options, message] of badOptions) {
      throwsUnchanged(game, () => game.aiMove('normal', options), message, JSON.stringify(options, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)));
    }
    // Options are read once, before the engine is called (issue 10.1). A
    // getter that throws is a clear Error and changes nothing; it used to
    // count as an absent option, read from inside the search, where a throw
    // of another kind poisoned the game. A getter that plays a move does so
    // before the search, which then answers for the new position; it used
    // to be refused with "recursive use of an object".
    const throwing = {
      get nodes() {
        return 500;
      },
      get seed() {
        throw new Error('boom');
      },
    };
    throwsUnchanged(game, () => game.aiMove('easy', throwing), /^options could not be read: boom$/, 'a throwing getter');
    const mover = {
      get nodes() {
        game.applyMove('d3', 'd4');
        return 500;
      },
    };
    const reply = game.aiMove('easy', mover);
    assert.equal(game.history().at(-1), 'd3-d4');
    assert.ok(game.legalMoves().includes(reply), `${reply} answers d3-d4`);
    assert.ok(game.undo());
    stillWorks(game);
    game.free();
  }
});

test('bench: wrong types and values', () => {
  const witness = midGame();
  throwsUnchanged(witness, () => hnef.bench(-1), /^plies must be a non-negative whole number, got -1$/, 'plies -1');
  throwsUnchanged(witness, () => hnef.bench(1.5), /^plies must be a non-negative whole number, got 1.5$/, 'plies 1.5');
  throwsUnchanged(witness, () => hnef.bench('many'), /^plies must be a number, got string$/, 'plies string');
  throwsUnchanged(witness, () => hnef.bench(10, -2), /^seed must be a non-negative whole number, got -2$/, 'seed -2');
  throwsUnchanged(witness, () => hnef.bench(10, {}), /^seed must be a number, got object$/, 'seed object');
  stillWorks(witness);
  witness.free();
});

test('every method after free() throws a clear Error; others games are untouched', () => {
  const witness = midGame();
  const game = new Game();
  game.applyMove('d1', 'd3');
  game.free();
  const calls = {
    ruleset: (g) => g.ruleset,
    sideToMove: (g) => g.sideToMove(),
    legalTargets: (g) => g.legalTargets('d3'),
    legalMoves: (g) => g.legalMoves(),
    moveCount: (g) => g.moveCount(),
    applyMove: (g) => g.applyMove('h6', 'h3'),
    undo: (g) => g.undo(),
    outcome: (g) => g.outcome(),
    position: (g) => g.position(),
    isPosition: (g) => g.isPosition(START),
    record: (g) => g.record(),
    board: (g) => g.board(),
    history: (g) => g.history(),
    repetitions: (g) => g.repetitions(),
    drawOffer: (g) => g.drawOffer(),
    offerDraw: (g) => g.offerDraw('defenders'),
    acceptDraw: (g) => g.acceptDraw('defenders'),
    aiMove: (g) => g.aiMove('easy', { nodes: 100 }),
    analyse: (g) => g.analyse({ lines: 2, depth: 1 }),
    resign: (g) => g.resign('attackers'),
    timeout: (g) => g.timeout('attackers'),
    allowsDraws: (g) => g.allowsDraws,
    decidingSquares: (g) => g.decidingSquares(),
    fortPieces: (g) => g.fortPieces(),
    shieldWall: (g) => g.shieldWall(0),
    cornerReach: (g) => g.cornerReach(),
  };
  // Every method of the prototype is listed here.
  const methods = Object.getOwnPropertyNames(Game.prototype).filter(
    (n) => n !== 'constructor' && n !== 'free' && !n.startsWith('__'),
  );
  assert.deepEqual(methods.sort(), Object.keys(calls).sort());
  for (const [name, call] of Object.entries(calls)) {
    throwsUnchanged(witness, () => call(game), /^this Game was freed \(free\(\) was called\); create a new Game$/, name);
  }
  game.free(); // a second free is harmless
  // A method called on something that is not a Game.
  assert.throws(() => Game.prototype.position.call({}), { name: 'TypeError', message: /not a Game/ });
  assert.throws(() => Game.prototype.free.call({}), { name: 'TypeError', message: /not a Game/ });
  stillWorks(witness);
  witness.free();
});

test('after all of that, the module still plays full games', () => {
  const game = new Game();
  let n = 0;
  while (game.outcome().status === 'ongoing' && n < 3000) {
    const moves = game.legalMoves();
    const [from, to] = moves[(n * 7919) % moves.length].split('-');
    game.applyMove(from, to);
    n++;
  }
  assert.notEqual(game.outcome().status, 'ongoing');
  game.free();
});
