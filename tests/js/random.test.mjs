// Seeded random games through the API: at every ply legalMoves(),
// legalTargets(), moveCount(), board() and position() agree with each other;
// illegal moves are refused without a trace; undo/redo and records round
// trip. Then fuzzed positions and records: each parses or throws an Error,
// never traps.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHnef } from './load.mjs';
import { CLASSIC, COPENHAGEN, SQUARES, START, cellsOf, index, rng, snapshot, throwsUnchanged } from './helpers.mjs';

const { hnef } = await loadHnef();
const { Game } = hnef;

const GAMES_PER_RULESET = 10;
const MAX_PLIES = 1500;

/** Checks everything that must agree at one ply. Returns the legal moves. */
function checkPly(game, random, everySquare) {
  const moves = game.legalMoves();
  assert.equal(moves.length, game.moveCount());
  assert.equal(new Set(moves).size, moves.length, 'no move listed twice');
  const position = game.position();
  const board = game.board();
  assert.deepEqual(Array.from(board), cellsOf(position), 'board() is position()');
  const side = game.sideToMove();
  assert.equal(position.slice(-1), side === 'attackers' ? 'a' : 'd');
  assert.ok(game.isPosition(position));

  // legalTargets of each square is exactly the moves from it.
  const byFrom = new Map();
  for (const mv of moves) {
    const [from, to] = mv.split('-');
    if (!byFrom.has(from)) byFrom.set(from, []);
    byFrom.get(from).push(to);
  }
  const own = side === 'attackers' ? [1] : [2, 3];
  const squares = everySquare ? SQUARES : SQUARES.filter((sq) => own.includes(board[index(sq)]));
  for (const sq of squares) {
    const targets = game.legalTargets(sq);
    assert.deepEqual([...targets].sort(), [...(byFrom.get(sq) ?? [])].sort(), `legalTargets(${sq})`);
    if (targets.length > 0) assert.ok(own.includes(board[index(sq)]), `${sq} holds a piece of the side to move`);
  }
  if (moves.length === 0) assert.notEqual(game.outcome().status, 'ongoing');

  // A random pair of squares that is not a legal move is refused.
  if (random(20) === 0) {
    const from = SQUARES[random(121)];
    const to = SQUARES[random(121)];
    if (!moves.includes(`${from}-${to}`)) {
      throwsUnchanged(game, () => game.applyMove(from, to), /^illegal move |^the game is over/, `${from}-${to}`);
    }
  }
  return moves;
}

for (const ruleset of [COPENHAGEN, CLASSIC]) {
  test(`${ruleset}: random games agree with legalMoves() at every ply`, () => {
    const random = rng(ruleset === COPENHAGEN ? 11 : 12);
    const reasons = new Map();
    let plies = 0;
    for (let g = 0; g < GAMES_PER_RULESET; g++) {
      const game = new Game(ruleset);
      const played = [];
      while (game.outcome().status === 'ongoing' && played.length < MAX_PLIES) {
        const moves = checkPly(game, random, played.length % 16 === 0);
        const mv = moves[random(moves.length)];
        const [from, to] = mv.split('-');
        const boardBefore = game.board();
        const result = game.applyMove(from, to);
        plies++;
        assert.equal(result.move, mv);
        const boardAfter = game.board();
        assert.equal(boardAfter[index(to)], boardBefore[index(from)], 'the piece arrived');
        assert.equal(boardAfter[index(from)], 0, 'and left');
        for (const sq of result.captured) {
          assert.ok([1, 2].includes(boardBefore[index(sq)]), `${sq} held an ordinary piece`);
          assert.equal(boardAfter[index(sq)], 0, `${sq} was captured`);
        }
        const notation = [mv, ...result.captured].join('x');
        played.push(notation);
        assert.deepEqual(game.history(), played);
        assert.deepEqual(game.outcome(), { status: result.status, reason: result.reason, winner: result.winner });

        // Now and then: undo, then play the move again; same state.
        if (random(10) === 0) {
          const after = snapshot(game);
          assert.ok(game.undo());
          assert.deepEqual(Array.from(game.board()), Array.from(boardBefore));
          assert.deepEqual(game.applyMove(from, to), result);
          assert.deepEqual(snapshot(game), after);
        }
        // Now and then: the record so far replays to the same game.
        if (random(100) === 0) {
          const again = Game.fromRecord(game.record());
          assert.deepEqual(snapshot(again), snapshot(game));
          again.free();
        }
      }
      checkPly(game, random, true);
      const outcome = game.outcome();
      if (outcome.status !== 'ongoing') {
        reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
        assert.deepEqual(game.legalMoves(), []);
      }
      const fromRecord = Game.fromRecord(game.record());
      assert.deepEqual(snapshot(fromRecord), snapshot(game), 'fromRecord(record())');
      const bare = Game.fromRecord(game.history().join(' '), ruleset);
      assert.deepEqual(snapshot(bare), snapshot(game), 'fromRecord(history)');
      // A game set up from the final position has that position.
      if (outcome.status === 'ongoing') {
        const setUp = Game.fromPosition(game.position(), ruleset);
        assert.equal(setUp.position(), game.position());
        assert.deepEqual(setUp.legalMoves(), game.legalMoves());
        setUp.free();
      }
      // Undo all the way back to the start.
      let undone = 0;
      while (game.undo()) undone++;
      assert.equal(undone, played.length);
      assert.equal(game.position(), START);
      assert.deepEqual(game.history(), []);
      for (const g2 of [fromRecord, bare, game]) g2.free();
    }
    assert.ok(plies >= 2000, `${plies} random plies played`);
    assert.ok(reasons.size >= 1, 'games ended');
  });
}

/** Random edits of a text: delete, insert or replace a few characters. */
function mutate(text, random) {
  const alphabet = 'adkADKtTK0123456789/ -x[]:."\n.ab#🙂\u0000';
  let s = [...text];
  const edits = 1 + random(4);
  for (let i = 0; i < edits; i++) {
    const at = random(s.length + 1);
    const c = [...alphabet][random([...alphabet].length)];
    switch (random(3)) {
      case 0:
        s.splice(at, 1);
        break;
      case 1:
        s.splice(at, 0, c);
        break;
      default:
        s[at] = c;
    }
  }
  return s.join('');
}

test('fuzzed positions and records parse or throw an Error, never trap', () => {
  const random = rng(99);
  // Seed texts: positions and records from a few random games.
  const positions = [START, '/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/'];
  const records = [];
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    const game = new Game(ruleset);
    for (let ply = 0; ply < 400 && game.outcome().status === 'ongoing'; ply++) {
      const moves = game.legalMoves();
      game.applyMove(...moves[random(moves.length)].split('-'));
      if (ply % 40 === 0) positions.push(game.position());
    }
    records.push(game.record(), game.history().join(' '));
    game.free();
  }
  let parsed = 0;
  let refused = 0;
  const tryIt = (fn) => {
    let game;
    try {
      game = fn();
    } catch (err) {
      assert.ok(err instanceof Error && !(err instanceof WebAssembly.RuntimeError), `trap: ${err}`);
      assert.ok(err.message.length > 0 && err.message.length < 400, `message: ${err.message}`);
      refused++;
      return;
    }
    parsed++;
    // Whatever parsed is a working game.
    const moves = game.legalMoves();
    assert.deepEqual(Array.from(game.board()), cellsOf(game.position()));
    if (moves.length > 0 && random(8) === 0) {
      assert.ok(moves.includes(game.aiMove(['easy', 'normal', 'expert'][random(3)], { nodes: 300, seed: random(1000) })));
    }
    game.free();
  };
  for (let i = 0; i < 1500; i++) {
    const position = mutate(positions[random(positions.length)], random);
    tryIt(() => Game.fromPosition(position, random(2) ? COPENHAGEN : CLASSIC));
    const record = mutate(records[random(records.length)], random);
    tryIt(() => Game.fromRecord(record));
  }
  assert.ok(parsed > 50 && refused > 500, `parsed ${parsed}, refused ${refused}`);
  const game = new Game();
  assert.equal(game.legalMoves().length, 116);
  game.free();
});

test('aiMove on random positions of random games always returns a legal move', () => {
  const random = rng(5);
  for (const ruleset of [COPENHAGEN, CLASSIC]) {
    for (let g = 0; g < 2; g++) {
      const game = new Game(ruleset);
      for (let ply = 0; game.outcome().status === 'ongoing' && ply < 600; ply++) {
        const moves = game.legalMoves();
        if (ply % 50 === 0) {
          const level = ['easy', 'normal', 'expert'][random(3)];
          const mv = game.aiMove(level, { nodes: 400, seed: random(1 << 30) });
          assert.ok(moves.includes(mv), `${level}: ${mv}`);
        }
        game.applyMove(...moves[random(moves.length)].split('-'));
      }
      game.free();
    }
  }
});
