// The Game API, method by method, in both rulesets, and every way a game
// ends as seen through the API (status, reason, winner).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHnef } from './load.mjs';
import { CLASSIC, COPENHAGEN, START, cellsOf, positionText, snapshot } from './helpers.mjs';

const { hnef } = await loadHnef();
const { Game, RULESETS } = hnef;

const ONGOING = { status: 'ongoing', reason: null, winner: null };

/** Plays `'from-to'` moves, returning the last MoveResult. */
function play(game, moves) {
  let result;
  for (const mv of moves.split(' ')) result = game.applyMove(...mv.split('-'));
  return result;
}

/** The king escapes to k11 while the attackers shuffle a8-b8 (16 plies). */
const ESCAPE =
  'a8-b8 h6-h3 b8-a8 f8-e8 a8-b8 f7-f9 b8-a8 f9-j9 a8-b8 f6-f8 b8-a8 f8-i8 a8-b8 i8-i11 b8-a8 i11-k11';

/** The position after the attackers' d1-d2 recurs for the third time at ply 9, made by the attackers. */
const REPETITION = 'd1-d2 f4-e4 d2-d3 e4-f4 d3-d2 f4-e4 d2-d3 e4-f4 d3-d2';

test('RULESETS: the ids, default first, frozen, equal to rulesets()', () => {
  assert.deepEqual(RULESETS, [COPENHAGEN, CLASSIC]);
  assert.deepEqual(hnef.rulesets(), [...RULESETS]);
  assert.ok(Object.isFrozen(RULESETS));
  assert.throws(() => {
    'use strict';
    RULESETS.push('x');
  }, TypeError);
  // rulesets() hands out a fresh array each time.
  const copy = hnef.rulesets();
  copy.pop();
  assert.deepEqual(hnef.rulesets(), [...RULESETS]);
});

test('exports: exactly the documented names', () => {
  assert.deepEqual(Object.keys(hnef).sort(), ['Game', 'RULESETS', 'Searcher', 'bench', 'default', 'initSync', 'rulesets']);
});

for (const ruleset of [COPENHAGEN, CLASSIC]) {
  test(`${ruleset}: a new game`, () => {
    const game = ruleset === COPENHAGEN ? new Game() : new Game(ruleset);
    assert.ok(game instanceof Game);
    assert.equal(game.ruleset, ruleset);
    assert.equal(game.sideToMove(), 'attackers');
    assert.equal(game.position(), START);
    assert.ok(game.isPosition(START));
    assert.deepEqual(game.outcome(), ONGOING);
    assert.deepEqual(game.history(), []);
    assert.equal(game.repetitions(), 1);
    assert.equal(game.drawOffer(), null);
    const board = game.board();
    assert.ok(board instanceof Uint8Array);
    assert.equal(board.length, 121);
    assert.deepEqual(Array.from(board), cellsOf(START));
    assert.equal(board[60], 3, 'the king on the throne f6');
    assert.equal(board[3], 1, 'an attacker on d1');
    assert.equal(board[49], 2, 'a defender on f5');
    const moves = game.legalMoves();
    assert.equal(moves.length, game.moveCount());
    assert.equal(moves.length, 116, 'moves of the attackers at the start');
    assert.ok(moves.every((m) => /^[a-k]\d{1,2}-[a-k]\d{1,2}$/.test(m)));
    assert.equal(new Set(moves).size, moves.length);
    assert.deepEqual(game.record(), `[ruleset:${ruleset}]\n[result:ongoing]\n`);
    game.free();
  });

  test(`${ruleset}: legalTargets`, () => {
    const game = new Game(ruleset);
    assert.deepEqual(game.legalTargets('d1').sort(), ['b1', 'c1', 'd2', 'd3', 'd4', 'd5'].sort());
    // Upper case and spaces are accepted, as in notation.
    assert.deepEqual(game.legalTargets('D1'), game.legalTargets('d1'));
    assert.deepEqual(game.legalTargets(' d1 '), game.legalTargets('d1'));
    assert.deepEqual(game.legalTargets('f6'), [], 'the king, but it is the attackers’ turn');
    assert.deepEqual(game.legalTargets('c3'), [], 'an empty square');
    assert.deepEqual(game.legalTargets('f1'), [], 'a blocked attacker');
    game.applyMove('d1', 'd3');
    assert.deepEqual(game.legalTargets('d3'), [], 'the attackers no longer move');
    assert.deepEqual(
      game.legalTargets('h6').sort(),
      ['h2', 'h3', 'h4', 'h5', 'i6', 'h7', 'h8', 'h9', 'h10'].sort(),
      'the defenders move now',
    );
    game.free();
  });

  test(`${ruleset}: applyMove and undo`, () => {
    const game = new Game(ruleset);
    const result = game.applyMove('d1', 'd3');
    assert.deepEqual(result, { move: 'd1-d3', captured: [], ...ONGOING });
    assert.equal(game.sideToMove(), 'defenders');
    assert.deepEqual(game.history(), ['d1-d3']);
    assert.equal(game.board()[3], 0);
    assert.equal(game.board()[25], 1, 'd3 = (3-1)*11 + 3');
    assert.ok(game.undo());
    assert.equal(game.position(), START);
    assert.deepEqual(game.history(), []);
    assert.equal(game.undo(), false, 'nothing left to undo');
    assert.equal(game.position(), START);
    game.free();
  });

  test(`${ruleset}: a capture`, () => {
    // A defender on e3 between an attacker on d3 and the attacker landing on f3.
    const game = Game.fromPosition(positionText({ f6: 'k', e3: 'd', d3: 'a', f1: 'a', b9: 'd' }, 'a'), ruleset);
    const result = game.applyMove('f1', 'f3');
    assert.deepEqual(result, { move: 'f1-f3', captured: ['e3'], ...ONGOING });
    assert.deepEqual(game.history(), ['f1-f3xe3']);
    assert.equal(game.board()[2 * 11 + 4], 0, 'e3 is empty');
    assert.ok(game.undo());
    assert.equal(game.board()[2 * 11 + 4], 2, 'undo puts e3 back');
    game.free();
  });

  test(`${ruleset}: fromPosition, sides and set-up records`, () => {
    const text = START.replace(/ a$/, ' d');
    const game = Game.fromPosition(text, ruleset);
    assert.equal(game.ruleset, ruleset);
    assert.equal(game.sideToMove(), 'defenders');
    assert.equal(game.position(), text);
    assert.ok(game.isPosition(text));
    assert.equal(game.isPosition(START), false);
    game.applyMove('h6', 'h3');
    const record = game.record();
    assert.match(record, new RegExp(`^\\[ruleset:${ruleset}\\]\\n\\[position:${text.replace(/\//g, '\\/')}\\]\\n`));
    assert.match(record, /1\. \.\.\. h6-h3/);
    const again = Game.fromRecord(record);
    assert.equal(again.ruleset, ruleset);
    assert.deepEqual(snapshot(again), snapshot(game));
    again.free();
    game.free();
  });

  test(`${ruleset}: OpenTafl position text`, () => {
    const pieces = { f6: 'k', e3: 'd', d3: 'a' };
    const ours = Game.fromPosition(positionText(pieces, 'a'), ruleset);
    // OpenTafl: rank 1 first, t attacker, T defender, K king, /.../ around.
    const rows = [];
    for (let rank = 1; rank <= 11; rank++) {
      let row = '';
      let empty = 0;
      for (const file of 'abcdefghijk') {
        const piece = { a: 't', d: 'T', k: 'K' }[pieces[`${file}${rank}`]];
        if (!piece) {
          empty++;
          continue;
        }
        if (empty) row += empty;
        empty = 0;
        row += piece;
      }
      if (empty) row += empty;
      rows.push(row);
    }
    const theirs = Game.fromPosition(`/${rows.join('/')}/`, ruleset);
    assert.equal(theirs.position(), ours.position());
    theirs.free();
    ours.free();
  });

  test(`${ruleset}: the escape game, record round trip`, () => {
    const game = new Game(ruleset);
    const last = play(game, ESCAPE);
    assert.deepEqual(last, {
      move: 'i11-k11',
      captured: [],
      status: 'defenders_win',
      reason: 'escape',
      winner: 'defenders',
    });
    assert.deepEqual(game.outcome(), { status: 'defenders_win', reason: 'escape', winner: 'defenders' });
    assert.deepEqual(game.legalMoves(), []);
    assert.equal(game.moveCount(), 0);
    assert.deepEqual(game.legalTargets('a8'), []);
    assert.deepEqual(game.history(), ESCAPE.split(' '));
    assert.match(game.record(), /\[result:defenders_win\]\n\[reason:escape\]\n/);
    const again = Game.fromRecord(game.record());
    assert.deepEqual(snapshot(again), snapshot(game));
    // A bare move list is a record too (the ruleset comes from the argument).
    const bare = Game.fromRecord(ESCAPE, ruleset);
    assert.deepEqual(snapshot(bare), snapshot(game));
    // The finished position loads as a finished game (the king on k11).
    const final = Game.fromPosition(game.position(), ruleset);
    assert.deepEqual(final.outcome(), { status: 'defenders_win', reason: 'escape', winner: 'defenders' });
    assert.deepEqual(final.legalMoves(), []);
    assert.ok(game.isPosition(final.position()));
    assert.throws(() => final.applyMove('a8', 'b8'), /the game is over/);
    final.free();
    // Undo after the end takes the result back.
    assert.ok(game.undo());
    assert.deepEqual(game.outcome(), ONGOING);
    assert.equal(game.sideToMove(), 'defenders');
    assert.ok(game.legalTargets('i11').includes('k11'));
    for (const g of [game, again, bare]) g.free();
  });

  test(`${ruleset}: repetition`, () => {
    const game = new Game(ruleset);
    const moves = REPETITION.split(' ');
    play(game, moves.slice(0, -1).join(' '));
    assert.deepEqual(game.outcome(), ONGOING);
    assert.equal(game.repetitions(), 2, 'd3/f4 attackers to move: its second time');
    const last = game.applyMove('d3', 'd2');
    assert.equal(game.repetitions(), 3);
    // Copenhagen (E2): the defenders lose whoever made the third occurrence.
    // Classic: the side that made it (the attackers) loses.
    const expected =
      ruleset === COPENHAGEN
        ? { status: 'attackers_win', reason: 'repetition', winner: 'attackers' }
        : { status: 'defenders_win', reason: 'repetition', winner: 'defenders' };
    assert.deepEqual(last, { move: 'd3-d2', captured: [], ...expected });
    assert.deepEqual(game.outcome(), expected);
    game.free();
  });

  test(`${ruleset}: no legal move at the start of a set-up game (E1)`, () => {
    // The defenders to move: the king on c1 is boxed in by b1, d1 and c2.
    const game = Game.fromPosition(positionText({ c1: 'k', b1: 'a', d1: 'a', c2: 'a' }, 'd'), ruleset);
    assert.deepEqual(game.outcome(), { status: 'attackers_win', reason: 'no_moves', winner: 'attackers' });
    assert.deepEqual(game.legalMoves(), []);
    assert.equal(game.undo(), false);
    game.free();
  });

  test(`${ruleset}: king captured`, () => {
    // The king on e8 has attackers on d8, f8 and e9; c7-e7 closes the fourth side.
    const game = Game.fromPosition(positionText({ e8: 'k', d8: 'a', f8: 'a', e9: 'a', c7: 'a', j2: 'd' }, 'a'), ruleset);
    const result = game.applyMove('c7', 'e7');
    assert.deepEqual(result, {
      move: 'c7-e7',
      captured: [],
      status: 'attackers_win',
      reason: 'king_captured',
      winner: 'attackers',
    });
    game.free();
  });
}

test('encirclement (Copenhagen W4; classic has none)', () => {
  // King c9 and defender e9 are ringed by b9 c10 d10 e10 c8 d8 e8; j9-f9
  // closes the ring. The king can still step to d9, so it is no E1 loss.
  const text = positionText(
    { c9: 'k', e9: 'd', b9: 'a', c10: 'a', d10: 'a', e10: 'a', c8: 'a', d8: 'a', e8: 'a', j9: 'a' },
    'a',
  );
  const copenhagen = Game.fromPosition(text);
  assert.deepEqual(copenhagen.applyMove('j9', 'f9'), {
    move: 'j9-f9',
    captured: [],
    status: 'attackers_win',
    reason: 'encirclement',
    winner: 'attackers',
  });
  const classic = Game.fromPosition(text, CLASSIC);
  assert.deepEqual(classic.applyMove('j9', 'f9'), { move: 'j9-f9', captured: [], ...ONGOING });
  copenhagen.free();
  classic.free();
});

test('exit fort (Copenhagen W2; classic has none)', () => {
  // King f1 with f2 free inside a wall e1 g1 e2 g2 e3 f3; i3-g3 completes it.
  const text = positionText(
    { f1: 'k', e1: 'd', g1: 'd', e2: 'd', g2: 'd', e3: 'd', f3: 'd', i3: 'd', b10: 'a', j10: 'a' },
    'd',
  );
  const copenhagen = Game.fromPosition(text);
  assert.deepEqual(copenhagen.applyMove('i3', 'g3'), {
    move: 'i3-g3',
    captured: [],
    status: 'defenders_win',
    reason: 'exit_fort',
    winner: 'defenders',
  });
  const classic = Game.fromPosition(text, CLASSIC);
  assert.deepEqual(classic.applyMove('i3', 'g3'), { move: 'i3-g3', captured: [], ...ONGOING });
  copenhagen.free();
  classic.free();
});

test('draws by agreement (Copenhagen only)', () => {
  const game = new Game();
  game.offerDraw('attackers');
  assert.equal(game.drawOffer(), 'attackers');
  // The defenders move on instead: that declines the offer.
  game.applyMove('d1', 'd3');
  game.applyMove('h6', 'h3');
  assert.equal(game.drawOffer(), null);
  game.offerDraw('defenders');
  assert.equal(game.drawOffer(), 'defenders');
  const result = game.acceptDraw('attackers');
  assert.deepEqual(result, { status: 'draw', reason: 'agreement', winner: null });
  assert.deepEqual(game.outcome(), result);
  assert.equal(game.drawOffer(), null);
  assert.deepEqual(game.legalMoves(), []);
  assert.match(game.record(), /\[result:draw\]\n\[reason:agreement\]/);
  // Undo takes back the last move; the draw goes with it.
  assert.ok(game.undo());
  assert.deepEqual(game.outcome(), ONGOING);
  assert.deepEqual(game.history(), ['d1-d3']);
  game.free();
});

test('timeout: the side whose clock ran out loses, the record keeps it, fromRecord restores it', () => {
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    const game = new Game(ruleset);
    play(game, 'd1-d3 h6-h3');
    if (game.allowsDraws) game.offerDraw('attackers'); // a standing offer goes with the end
    const result = game.timeout('attackers');
    assert.deepEqual(result, { status: 'defenders_win', reason: 'timeout', winner: 'defenders' });
    assert.deepEqual(game.outcome(), result);
    assert.equal(game.drawOffer(), null);
    assert.deepEqual(game.legalMoves(), []);
    assert.deepEqual(game.decidingSquares(), [], 'no square decided a loss on time');
    assert.match(game.record(), /\[result:defenders_win\]\n\[reason:timeout\]\n1\. d1-d3 h6-h3/);
    const back = Game.fromRecord(game.record());
    assert.deepEqual(back.outcome(), result);
    assert.deepEqual(back.history(), ['d1-d3', 'h6-h3']);
    // Over is over: neither flag may fall again, and nothing else ends it.
    assert.throws(() => back.timeout('defenders'), { message: /^the game is over \(defenders win by timeout\)$/ });
    assert.throws(() => back.resign('defenders'), { message: /^the game is over/ });
    assert.throws(() => game.applyMove('e1', 'e2'), { message: /over/ });
    back.free();
    game.free();
  }
  // The other side's flag, on a game not yet begun.
  const fresh = new Game();
  assert.deepEqual(fresh.timeout('defenders'), { status: 'attackers_win', reason: 'timeout', winner: 'attackers' });
  assert.match(fresh.record(), /\[result:attackers_win\]\n\[reason:timeout\]/);
  fresh.free();
  // A record may not claim a draw on time.
  assert.throws(() => Game.fromRecord('[result:draw]\n[reason:timeout]\n1. d1-d3'), { message: /a loss on time cannot end in a draw/ });
});

test('aiMove returns a legal move and plays nothing, in both rulesets and at each level', () => {
  for (const ruleset of RULESETS) {
    const game = new Game(ruleset);
    for (const level of ['easy', 'normal', 'expert']) {
      const before = snapshot(game);
      const mv = game.aiMove(level, { nodes: 2000, seed: 7 });
      assert.ok(game.legalMoves().includes(mv), `${ruleset} ${level}: ${mv} is legal`);
      assert.deepEqual(snapshot(game), before, 'aiMove plays nothing');
      // Same seed and node budget, no time limit: the same move.
      assert.equal(game.aiMove(level, { nodes: 2000, seed: 7 }), mv);
    }
    // Every option, and none.
    assert.ok(game.legalMoves().includes(game.aiMove('normal', { depth: 1 })));
    assert.ok(game.legalMoves().includes(game.aiMove('easy', { timeMs: 50, seed: 3, nodes: 500, depth: 2 })));
    assert.ok(game.legalMoves().includes(game.aiMove('easy', {})));
    assert.ok(game.legalMoves().includes(game.aiMove('easy', { nodes: 0 })), 'depth 1 is always searched');
    assert.ok(game.legalMoves().includes(game.aiMove('easy', { seed: 2n ** 63n })), 'a BigInt seed');
    game.free();
  }
});

test('aiMove takes a win in one', () => {
  // Defenders to move: the king on i11 reaches k11 (or a11) at once.
  for (const level of ['easy', 'normal', 'expert']) {
    const game = Game.fromPosition(positionText({ i11: 'k', c3: 'a', d5: 'd' }, 'd'));
    const mv = game.aiMove(level, { nodes: 1000, seed: 1 });
    assert.ok(['i11-k11', 'i11-a11'].includes(mv), `${level}: ${mv}`);
    assert.equal(game.applyMove(...mv.split('-')).reason, 'escape');
    game.free();
  }
});

test('a full game through the API: the AI against random moves, to a result', () => {
  // The AI plays one side, random moves the other; either way the game ends.
  for (const [ruleset, aiSide] of [
    [COPENHAGEN, 'defenders'],
    [CLASSIC, 'attackers'],
  ]) {
    const game = new Game(ruleset);
    let seed = 1;
    for (let ply = 0; ply < 2000 && game.outcome().status === 'ongoing'; ply++) {
      const moves = game.legalMoves();
      const mv =
        game.sideToMove() === aiSide
          ? game.aiMove('normal', { nodes: 1500, seed })
          : moves[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % moves.length];
      assert.ok(moves.includes(mv));
      const result = game.applyMove(...mv.split('-'));
      assert.equal(result.move, mv);
      assert.deepEqual(game.outcome(), {
        status: result.status,
        reason: result.reason,
        winner: result.winner,
      });
    }
    const outcome = game.outcome();
    assert.notEqual(outcome.status, 'ongoing', `${ruleset}: the game ended`);
    assert.equal(outcome.status, `${outcome.winner}_win`);
    assert.throws(() => game.aiMove('easy'), /the game is over/);
    const again = Game.fromRecord(game.record());
    assert.deepEqual(snapshot(again), snapshot(game));
    again.free();
    game.free();
  }
});

test('bench(plies, seed): deterministic, and at least the plies asked for', () => {
  const a = hnef.bench(3000, 5);
  assert.deepEqual(Object.keys(a).sort(), ['captures', 'games', 'plies']);
  assert.ok(a.plies >= 3000);
  assert.ok(a.games >= 1);
  assert.deepEqual(hnef.bench(3000, 5), a);
  assert.notDeepEqual(hnef.bench(3000, 6), a);
  assert.deepEqual(hnef.bench(0, 1), { plies: 0, games: 0, captures: 0 });
  assert.ok(hnef.bench(1).plies >= 1, 'seed is optional');
});

test('free(): twice is harmless; Symbol.dispose frees too', () => {
  const game = new Game();
  game.free();
  game.free();
  if (typeof Symbol.dispose === 'symbol') {
    const other = new Game();
    other[Symbol.dispose]();
    assert.throws(() => other.position(), /freed/);
  }
});

test('aiMove: without a seed the easy level draws one, so its games vary; a seed repeats', () => {
  // Before, a missing seed meant 0: every unseeded easy game opened alike.
  const game = new Game();
  const unseeded = new Set();
  for (let i = 0; i < 24; i++) unseeded.add(game.aiMove('easy', { nodes: 3000 }));
  assert.ok(unseeded.size > 1, `24 unseeded easy moves were all ${[...unseeded]}`);
  const seeded = new Set();
  for (let i = 0; i < 6; i++) seeded.add(game.aiMove('easy', { nodes: 3000, seed: 9 }));
  assert.equal(seeded.size, 1, 'the same seed, the same move');
  game.free();
});

test('the search clock is performance.now, in the main thread and in a worker', async () => {
  const { performance } = globalThis;
  let readings = 0;
  const now = performance.now;
  Object.defineProperty(performance, 'now', {
    value: function counted() {
      readings++;
      return now.call(performance);
    },
    configurable: true,
    writable: true,
  });
  const game = new Game();
  try {
    assert.ok(game.legalMoves().includes(game.aiMove('normal', { timeMs: 20 })));
  } finally {
    delete performance.now;
    game.free();
  }
  assert.ok(readings > 0, 'performance.now was read');
  // A worker thread has its own globalThis.performance.
  const { Worker } = await import('node:worker_threads');
  const entry = new URL('../../pkg/hnef.js', import.meta.url).href;
  const worker = new Worker(
    `import('${entry}').then(async (hnef) => {
       await hnef.default();
       let readings = 0;
       const now = performance.now;
       performance.now = () => (readings++, now.call(performance));
       const game = new hnef.Game();
       const move = game.aiMove('expert', { timeMs: 20 });
       require('node:worker_threads').parentPort.postMessage({ legal: game.legalMoves().includes(move), readings });
     });`,
    { eval: true },
  );
  const reply = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  assert.equal(reply.legal, true);
  assert.ok(reply.readings > 0, 'the worker read its performance.now');
});

test('evidence: the squares that decided a game, for each way it ends', () => {
  const cases = [
    // [position, move, deciding squares in square order (a1, b1, ..., k11)]
    [positionText({ e8: 'k', d8: 'a', f8: 'a', e9: 'a', c7: 'a', j2: 'd' }, 'a'), 'c7-e7', ['e7', 'd8', 'e8', 'f8', 'e9']],
    [positionText({ f7: 'k', e7: 'a', f8: 'a', g1: 'a', j2: 'd' }, 'a'), 'g1-g7', ['f6', 'e7', 'f7', 'g7', 'f8']],
    [positionText({ i11: 'k', c3: 'a', d5: 'd' }, 'd'), 'i11-k11', ['k11']],
    [
      positionText({ f1: 'k', e1: 'd', g1: 'd', e2: 'd', g2: 'd', e3: 'd', f3: 'd', i3: 'd', b10: 'a', j10: 'a' }, 'd'),
      'i3-g3',
      ['e1', 'f1', 'g1', 'e2', 'g2', 'e3', 'f3', 'g3'],
    ],
    [
      positionText({ c9: 'k', e9: 'd', b9: 'a', c10: 'a', d10: 'a', e10: 'a', c8: 'a', d8: 'a', e8: 'a', j9: 'a' }, 'a'),
      'j9-f9',
      ['c8', 'd8', 'e8', 'b9', 'f9', 'c10', 'd10', 'e10'],
    ],
  ];
  for (const [position, move, squares] of cases) {
    const game = Game.fromPosition(position);
    assert.deepEqual(game.decidingSquares(), [], 'nothing while the game goes on');
    assert.notEqual(game.applyMove(...move.split('-')).status, 'ongoing', move);
    assert.deepEqual(game.decidingSquares(), squares, move);
    game.free();
  }
  const repeated = new Game();
  play(repeated, REPETITION);
  assert.deepEqual(repeated.decidingSquares(), ['d2', 'd3']);
  repeated.undo();
  repeated.resign('attackers');
  assert.deepEqual(repeated.decidingSquares(), []);
  repeated.free();
  const stuck = Game.fromPosition(positionText({ c1: 'k', b1: 'a', d1: 'a', c2: 'a' }, 'd'));
  assert.deepEqual(stuck.decidingSquares(), ['c1'], 'the side left without moves');
  stuck.free();
});

test('evidence: shield walls, standing forts, allowsDraws', () => {
  const text = positionText({ d1: 'd', e1: 'd', f1: 'a', d2: 'a', e2: 'a', c5: 'a', h8: 'k', j9: 'a' }, 'a');
  const game = Game.fromPosition(text);
  game.applyMove('c5', 'c1');
  assert.deepEqual(game.shieldWall(0), { brackets: ['c1', 'f1'], front: ['d2', 'e2'], runs: ['d1', 'e1'], captured: ['d1', 'e1'] });
  game.applyMove('h8', 'h7');
  assert.equal(game.shieldWall(1), null, 'a move without a shield wall');
  assert.throws(() => game.shieldWall(2), { message: 'ply 2 is not a move of this game (0 to 1)' });
  assert.throws(() => game.shieldWall(-1), { name: 'RangeError', message: /^ply must be a non-negative whole number, got -1$/ });
  assert.throws(() => game.shieldWall(), { name: 'TypeError', message: /^ply must be a number, got undefined$/ });
  game.free();
  const classic = Game.fromPosition(text, CLASSIC);
  classic.applyMove('c5', 'c1');
  assert.equal(classic.shieldWall(0), null, 'classic has no shield wall');
  assert.equal(classic.allowsDraws, false);
  classic.free();
  const fort = positionText({ f1: 'k', e1: 'd', g1: 'd', e2: 'd', g2: 'd', e3: 'd', f3: 'd', b10: 'a', j10: 'a' }, 'a');
  const standing = Game.fromPosition(fort);
  assert.deepEqual(standing.fortPieces(), ['e1', 'f1', 'g1', 'e2', 'g2', 'e3', 'f3']);
  assert.equal(standing.allowsDraws, true);
  standing.free();
  const noForts = Game.fromPosition(fort, CLASSIC);
  assert.deepEqual(noForts.fortPieces(), []);
  noForts.free();
  assert.deepEqual(new Game().fortPieces(), []);
});

test('cornerReach: the corners the king could land on, whoever is to move, at any ply', () => {
  // The king on a6 with an attacker on a3: a11 only, for either side to move.
  for (const side of ['a', 'd']) {
    const game = Game.fromPosition(positionText({ a6: 'k', a3: 'a', j9: 'a' }, side));
    assert.deepEqual(game.cornerReach(), ['a11'], `side ${side}`);
    game.free();
  }
  // Next to a corner on an empty edge: both corners of that edge, in square order.
  const edge = Game.fromPosition(positionText({ b1: 'k', j9: 'a' }, 'a'));
  assert.deepEqual(edge.cornerReach(), ['a1', 'k1']);
  // A move that blocks the line: the corner is out of reach now, and was in reach before it.
  edge.applyMove('j9', 'j1');
  assert.deepEqual(edge.cornerReach(), ['a1']);
  assert.deepEqual(edge.cornerReach(0), ['a1', 'k1']);
  assert.deepEqual(edge.cornerReach(1), ['a1']);
  assert.deepEqual(edge.cornerReach(0n), ['a1', 'k1'], 'a BigInt ply');
  // Bad plies: a clear error, the game unchanged.
  const before = snapshot(edge);
  assert.throws(() => edge.cornerReach(2), { message: 'ply 2 is not a position of this game (0 to 1)' });
  assert.throws(() => edge.cornerReach(-1), { name: 'RangeError', message: /^ply must be a non-negative whole number, got -1$/ });
  assert.throws(() => edge.cornerReach(1.5), { name: 'RangeError' });
  assert.throws(() => edge.cornerReach('1'), { name: 'TypeError', message: /^ply must be a number, got string$/ });
  assert.deepEqual(snapshot(edge), before);
  edge.free();
  // The start: the king on its throne reaches nothing, in both rulesets.
  for (const rules of [COPENHAGEN, CLASSIC]) {
    const start = new Game(rules);
    assert.deepEqual(start.cornerReach(), []);
    start.free();
  }
  // A game that is over still answers: the king on its corner reaches nothing more along a blocked edge.
  const won = Game.fromPosition(positionText({ a6: 'k', a3: 'a', j9: 'a' }, 'd'));
  won.applyMove('a6', 'a11');
  assert.equal(won.outcome().reason, 'escape');
  assert.deepEqual(won.cornerReach(0), ['a11']);
  won.free();
});
