// The review with the real engine (Node, Game.analyse at the review's node
// budget: the worker's analyse with `nodes` gives the same result): the
// scripted game of review-game.mjs, whose fifth move lets the king escape in
// one, is classed a blunder with the block as the better move, and the
// exercise accepts the block and refuses a move that lets the king out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { REVIEW_NODES, accepts, exercises, plyFromAnalysis, plyFromOutcome, replayGame, reviewGame, withBestChance } from '../../www/review-core.js';
import { BLOCK, BLUNDER_MOVES, BLUNDER_PLY, BLUNDER_RECORD, LOSING_TRY } from './review-game.mjs';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const analyse = (record) => {
  const game = Game.fromRecord(record);
  try {
    return plyFromAnalysis(game.analyse({ lines: 1, nodes: REVIEW_NODES }));
  } finally {
    game.free();
  }
};

const replay = replayGame(Game, BLUNDER_RECORD);
const plies = replay.records.map((record, k) => (k === replay.moves.length && replay.outcome ? plyFromOutcome(replay.outcome) : analyse(record)));
const review = reviewGame({ ...replay, plies });

test('the replay: moves, movers, the escape at the end', () => {
  assert.deepEqual(replay.moves, BLUNDER_MOVES);
  assert.deepEqual(replay.sides, ['attackers', 'defenders', 'attackers', 'defenders', 'attackers', 'defenders']);
  assert.equal(replay.outcome.reason, 'escape');
  assert.equal(replay.records.length, BLUNDER_MOVES.length + 1);
  // Each record is the game after k plies, from the set-up position.
  for (const [k, record] of replay.records.entries()) assert.equal(Array.from(Game.fromRecord(record).history()).length, k);
});

test('the move that allows the escape in one is a blunder, and the better move is the block', () => {
  const blunder = review.moves[BLUNDER_PLY - 1];
  assert.equal(blunder.move, 'k9-k8');
  assert.equal(blunder.cls, 'blunder', JSON.stringify(blunder));
  assert.equal(blunder.better, BLOCK);
  assert.equal(blunder.after, 0, 'after it the defenders win by force');
  // The block does close the king's way: after it the king reaches no corner.
  const blocked = Game.fromRecord(replay.records[BLUNDER_PLY - 1]);
  const [from, to] = BLOCK.split('-');
  blocked.applyMove(from, to);
  assert.deepEqual(Array.from(blocked.cornerReach()), []);
  // The same analysis twice: a cached review is what a new one would be.
  assert.deepEqual(analyse(replay.records[BLUNDER_PLY - 1]), plies[BLUNDER_PLY - 1]);
});

test('learn from your mistakes: the block is accepted, a move that lets the king out is not', () => {
  const list = exercises(review, 'attackers');
  const item = list.find((e) => e.ply === BLUNDER_PLY - 1);
  assert.ok(item, JSON.stringify(list));
  assert.equal(item.best, BLOCK);
  const chanceAfter = (move) => {
    const game = Game.fromRecord(replay.records[item.ply]);
    const [from, to] = move.split('-');
    game.applyMove(from, to);
    const entry = analyse(game.record());
    return item.side === 'attackers' ? entry[0] / 10 : 100 - entry[0] / 10;
  };
  // The page measures the best move as it measures a tried one: the block
  // then passes against itself, and the try that lets the king out fails
  // against either target.
  const measured = withBestChance(item, chanceAfter(item.best));
  assert.ok(measured.target <= item.target);
  assert.equal(accepts(measured, chanceAfter(BLOCK)), true);
  assert.equal(accepts(measured, chanceAfter(LOSING_TRY)), false);
  assert.equal(accepts(item, chanceAfter(LOSING_TRY)), false);
  assert.equal(exercises(review, 'defenders').every((e) => e.side === 'defenders'), true);
});
