// Watch links made from any game (www/game-link.js watchLinkOf): the page's
// "Link to watch this game", <hnef-board>'s watchLink() and the iframe
// embed's `link` command all make them this way. With the real engine: the
// link replays to the same game (moves, a set-up start, a resignation or an
// agreed draw), and the game it was made from is not changed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { LinkError, decodeGameLink, gameFromLink, watchLinkOf } from '../../www/game-link.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const BASE = 'https://someone.github.io/hnef/';

/** Plays the engine's first legal move `plies` times (or to the end). */
function played(game, plies) {
  while (game.history().length < plies && game.outcome().status === 'ongoing') {
    const moves = game.legalMoves();
    const mv = moves[(game.history().length * 7) % moves.length];
    const [from, to] = (typeof mv === 'string' ? mv : `${mv.from}-${mv.to}`).split('-');
    game.applyMove(from, to);
  }
  return game;
}

/** The link's game, replayed by the engine. */
function replay(text) {
  const link = decodeGameLink(text);
  assert.equal(link.kind, 'watch');
  return { link, game: gameFromLink(Game, link) };
}

test('a game in progress: the watch link replays to the same record, and the game is unchanged', () => {
  const game = played(new Game(), 31);
  const before = game.record();
  const text = watchLinkOf(Game, game, BASE);
  assert.ok(text.startsWith(`${BASE}#game=`));
  assert.equal(game.record(), before, 'the game the link was made from is unchanged');
  const { link, game: copy } = replay(text);
  assert.equal(link.moves.length, 31);
  assert.equal(copy.record(), before);
  assert.match(link.id, /^[0-9a-f]{16}$/);
  assert.notEqual(decodeGameLink(watchLinkOf(Game, game, BASE)).id, link.id, 'each link its own id');
});

test('a game from a set-up position keeps its start', () => {
  const game = Game.fromPosition('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aa1aa3 d');
  played(game, 6);
  const { link, game: copy } = replay(watchLinkOf(Game, game, BASE));
  assert.ok(link.start, 'the start is in the link');
  assert.equal(link.start.sideToMove, 'defenders');
  assert.equal(copy.position(), game.position());
  assert.deepEqual(copy.history(), game.history());
});

test('a resignation and an agreed draw end the watched game the same way', () => {
  const resigned = played(new Game(), 10);
  resigned.resign('defenders');
  const r = replay(watchLinkOf(Game, resigned, BASE)).game.outcome();
  assert.equal(r.reason, 'resignation');
  assert.equal(r.winner, 'attackers');

  const agreed = played(new Game(), 8);
  assert.ok(agreed.allowsDraws);
  agreed.offerDraw('attackers');
  agreed.acceptDraw('defenders');
  const d = replay(watchLinkOf(Game, agreed, BASE)).game.outcome();
  assert.equal(d.status, 'draw');
  assert.equal(d.reason, 'agreement');
});

test('a game with no move and a game won on the board make links too', () => {
  const empty = replay(watchLinkOf(Game, new Game(), BASE));
  assert.equal(empty.link.moves.length, 0);
  const finished = played(new Game(), 400);
  if (finished.outcome().status !== 'ongoing') {
    const { game: copy } = replay(watchLinkOf(Game, finished, BASE));
    assert.deepEqual(copy.outcome(), finished.outcome());
  }
});

test('what is not a game is refused with a LinkError', () => {
  for (const bad of [null, undefined, {}, { record: () => 'x' }]) {
    assert.throws(() => watchLinkOf(Game, bad, BASE), LinkError);
  }
});
