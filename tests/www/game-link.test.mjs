// The game-link codec (www/game-link.js) in Node: round trips, the length
// bar (a 200-ply game in at most 1,500 characters), every recorded human game
// of tests/data/copenhagen-games.csv through a link and back (and replayed by
// the real engine), the coded errors, and fuzzing with fast-check (mutations
// and truncations of valid links throw nothing but the codec's LinkError).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import init, { Game } from '../../www/pkg/hnef.js';
import {
  LINK_ERRORS,
  LINK_MAX,
  LINK_RULESETS,
  LinkError,
  decodeGameLink,
  encodeGameLink,
  gameFromLink,
  linkPayload,
  looksLikeLink,
  movesKey,
  movesOf,
  newLinkId,
} from '../../www/game-link.js';

// tests/www has no node_modules of its own: fast-check comes from tests/js's.
const fc = createRequire(new URL('../js/package.json', import.meta.url))('fast-check');

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const BASE = 'https://someone.github.io/hnef/';
const ID = '0123456789abcdef';

/** A game played by the engine's random legal moves (a seeded LCG), `plies` long or to its end. */
function randomGame(plies, seed = 7) {
  const game = new Game();
  let s = seed;
  const rand = (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s % n;
  };
  while (game.history().length < plies && game.outcome().status === 'ongoing') {
    const moves = game.legalMoves();
    const mv = moves[rand(moves.length)];
    const [from, to] = (typeof mv === 'string' ? mv : `${mv.from}-${mv.to}`).split('-');
    game.applyMove(from, to);
  }
  return game;
}

function expectCode(fn, code) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof LinkError, `expected a LinkError, got ${err}`);
    assert.equal(err.code, code, err.message);
    assert.ok(LINK_ERRORS.includes(err.code));
    return err;
  }
  assert.fail(`expected a LinkError ${code}`);
}

const sample = (extra = {}) => ({
  kind: 'play',
  ruleset: LINK_RULESETS[0],
  id: ID,
  names: { attackers: 'Åsa 🛡', defenders: 'Bjørn' },
  start: null,
  moves: [
    { from: 3, to: 25 },
    { from: 38, to: 41 },
  ],
  sender: 'defenders',
  drawOffer: 'defenders',
  declined: false,
  end: null,
  ...extra,
});

test('a link round-trips every field', () => {
  const text = encodeGameLink(sample(), BASE);
  assert.ok(text.startsWith(`${BASE}#game=`));
  assert.match(linkPayload(text), /^[A-Za-z0-9_-]+$/);
  assert.ok(looksLikeLink(text));
  const back = decodeGameLink(text);
  for (const key of ['kind', 'ruleset', 'id', 'names', 'start', 'moves', 'sender', 'drawOffer', 'declined', 'end']) {
    assert.deepEqual(back[key], sample()[key], key);
  }
  assert.equal(back.sideToMove, 'attackers');
  assert.equal(back.version, 1);
  for (const end of [{ resigned: 'attackers' }, { resigned: 'defenders' }, { draw: true }]) {
    assert.deepEqual(decodeGameLink(encodeGameLink(sample({ end, kind: 'watch' }))).end, end);
  }
  const classic = decodeGameLink(encodeGameLink(sample({ ruleset: LINK_RULESETS[1], names: {}, drawOffer: null, declined: true })));
  assert.equal(classic.ruleset, LINK_RULESETS[1]);
  assert.deepEqual(classic.names, { attackers: '', defenders: '' });
  assert.equal(classic.declined, true);
  assert.match(newLinkId(), /^[0-9a-f]{16}$/);
});

test('a set-up start position round-trips and replays', () => {
  const source = Game.fromPosition('3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/11/3aaaaa3 d');
  const cells = Array.from(source.board());
  const link = decodeGameLink(encodeGameLink(sample({ start: { cells, sideToMove: 'defenders' }, moves: [{ from: 38, to: 41 }], drawOffer: null })));
  assert.deepEqual(link.start, { cells, sideToMove: 'defenders' });
  assert.equal(link.sideToMove, 'attackers');
  const game = gameFromLink(Game, link);
  assert.equal(game.position(), (source.applyMove('f4', 'i4'), source.position()));
});

test('a 200-ply game with names fits in at most 1,500 characters (address included)', () => {
  const game = randomGame(200);
  assert.equal(game.history().length, 200, 'the random game lasted 200 plies');
  const names = { attackers: 'Æthelflæd the Wise', defenders: 'Ragnar Loðbrók' };
  const text = encodeGameLink({ ...sample({ names, drawOffer: null }), moves: movesOf(game.history()) }, BASE);
  console.error(`200-ply link: ${text.length} characters (address ${BASE.length})`);
  assert.ok(text.length <= 1500, `${text.length} characters`);
  const back = gameFromLink(Game, decodeGameLink(text));
  assert.deepEqual(back.history(), game.history());
  assert.equal(back.record(), game.record());
});

test('every recorded human game round-trips through a link and replays in the engine', async () => {
  const csv = await readFile(new URL('../data/copenhagen-games.csv', import.meta.url), 'utf8');
  const lines = csv.split('\n').filter((l) => l.trim());
  assert.equal(lines.length, 1752);
  let longest = 0;
  let endedEarlier = 0;
  for (const [n, line] of lines.entries()) {
    const tokens = line.split(',')[0].split(' ').filter((tok) => /^[a-k]\d+-[a-k]\d+/.test(tok));
    const moves = movesOf(tokens);
    const text = encodeGameLink(sample({ moves, drawOffer: null, sender: moves.length % 2 ? 'attackers' : 'defenders' }), BASE);
    longest = Math.max(longest, text.length);
    const link = decodeGameLink(text);
    assert.deepEqual(link.moves, moves, `game ${n + 1}`);
    assert.equal(movesKey(link.moves), tokens.map((tok) => tok.replace(/x.*$/, '')).join(' '));
    // Replayed by the engine: the same moves, and the captures the record writes.
    try {
      const game = gameFromLink(Game, link);
      const history = game.history();
      assert.deepEqual(
        history.map((h) => h.replace(/x.*$/, '')),
        tokens.map((tok) => tok.replace(/x.*$/, '')),
        `game ${n + 1}`,
      );
      history.forEach((h, i) => {
        const caps = (s) => [...new Set(s.split('x').slice(1))].sort().join();
        assert.equal(caps(h), caps(tokens[i]), `game ${n + 1} ply ${i + 1}`);
      });
      game.free();
    } catch (err) {
      // The games docs/RULES.md ends earlier (E2; tests/recorded_games.rs lists 11): a later move is refused as after the end.
      assert.equal(err.code, 'illegal_move', `game ${n + 1}: ${err.message}`);
      assert.equal(err.details.reason, 'game_over', `game ${n + 1}: ${err.message}`);
      endedEarlier += 1;
    }
  }
  console.error(`1,752 games: the longest link ${longest} characters; ${endedEarlier} end earlier under E2`);
  assert.equal(endedEarlier, 11);
});

test('bad links are refused with a code naming the problem', () => {
  const good = encodeGameLink(sample(), BASE);
  const payload = linkPayload(good);
  expectCode(() => decodeGameLink(42), 'not_a_link');
  expectCode(() => decodeGameLink('https://example.com/#other=1'), 'not_a_link');
  expectCode(() => decodeGameLink(`${BASE}#game=abc$def`), 'not_a_link');
  const long = expectCode(() => decodeGameLink(`${BASE}#game=${'A'.repeat(LINK_MAX)}`), 'too_long');
  assert.match(long.message, /longer than 8000 characters/);
  expectCode(() => decodeGameLink(`${BASE}#game=`), 'truncated');
  // Cut anywhere: the fields run out before their end.
  for (let cut = 1; cut < payload.length; cut++) expectCode(() => decodeGameLink(`#game=${payload.slice(0, cut)}`), 'truncated');
  // One character changed: tampered (the checksum) or a field out of range.
  const flipped = payload.slice(0, 20) + (payload[20] === 'A' ? 'B' : 'A') + payload.slice(21);
  expectCode(() => decodeGameLink(`#game=${flipped}`), 'tampered');
  expectCode(() => decodeGameLink(`#game=${payload}AAAA`), 'tampered');
});

/** A link's bytes with a valid checksum after a change made by `edit`. */
function forged(edit) {
  const bytes = Buffer.from(linkPayload(encodeGameLink(sample())), 'base64url');
  const body = bytes.subarray(0, bytes.length - 4);
  edit(body);
  let h = 0x811c9dc5;
  for (const b of body) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(h >>> 0);
  return `#game=${Buffer.concat([body, sum]).toString('base64url')}`;
}

test('unknown versions and rulesets, and illegal moves, are named', () => {
  assert.deepEqual(decodeGameLink(forged(() => {})).moves, sample().moves, 'the forger itself is right');
  const version = expectCode(() => decodeGameLink(forged((b) => (b[0] = 2))), 'unknown_version');
  assert.equal(version.details.version, 2);
  expectCode(() => decodeGameLink(forged((b) => (b[1] |= 7 << 3))), 'unknown_ruleset');
  expectCode(() => decodeGameLink(forged((b) => (b[2] |= 3 << 6))), 'malformed');
  expectCode(() => decodeGameLink(forged((b) => (b[1] ^= 2))), 'malformed'); // the side to move disagrees with the moves
  expectCode(() => encodeGameLink(sample({ ruleset: 'chess' })), 'unknown_ruleset');
  const many = Array.from({ length: 3000 }, () => ({ from: 3, to: 25 }));
  assert.ok(encodeGameLink(sample({ moves: many, drawOffer: null })).length <= LINK_MAX, 'the most plies fit with a short address');
  expectCode(() => encodeGameLink(sample({ moves: many, drawOffer: null }), `https://example.com/${'x'.repeat(2000)}`), 'too_long');
  expectCode(() => encodeGameLink(sample({ id: 'x' })), 'bad_data');
  expectCode(() => encodeGameLink(sample({ moves: [{ from: 121, to: 0 }] })), 'bad_data');
  expectCode(() => encodeGameLink(sample({ names: { attackers: 'a\u0000b' } })), 'bad_data');
  // d3-d10 runs into the defender on d6: the engine refuses it, the link names the ply.
  const illegal = decodeGameLink(encodeGameLink(sample({ moves: [{ from: 3, to: 25 }, { from: 38, to: 41 }, { from: 25, to: 102 }], drawOffer: null })));
  const err = expectCode(() => gameFromLink(Game, illegal), 'illegal_move');
  assert.equal(err.details.ply, 3);
  assert.equal(err.details.move, 'd3-d10');
  // A draw offer in a ruleset without draws.
  const classic = decodeGameLink(encodeGameLink(sample({ ruleset: LINK_RULESETS[1] })));
  expectCode(() => gameFromLink(Game, classic), 'malformed');
});

test('draw offers and resignations replay through the engine', () => {
  const offered = gameFromLink(Game, decodeGameLink(encodeGameLink(sample())));
  assert.equal(offered.outcome().status, 'ongoing');
  assert.doesNotThrow(() => offered.acceptDraw('attackers'));
  assert.equal(offered.outcome().status, 'draw');
  const drawn = gameFromLink(Game, decodeGameLink(encodeGameLink(sample({ end: { draw: true } }))));
  assert.equal(drawn.outcome().status, 'draw');
  const resigned = gameFromLink(Game, decodeGameLink(encodeGameLink(sample({ drawOffer: null, end: { resigned: 'attackers' } }))));
  assert.equal(resigned.outcome().winner, 'defenders');
  assert.equal(resigned.outcome().reason, 'resignation');
});

test('fuzz: mutated and truncated links throw nothing but LinkError', () => {
  const base = linkPayload(encodeGameLink({ ...sample(), moves: movesOf(randomGame(60, 3).history()) }));
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=#&%. é';
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('set'), at: fc.nat(), ch: fc.constantFrom(...chars) }),
    fc.record({ kind: fc.constant('cut'), at: fc.nat() }),
    fc.record({ kind: fc.constant('insert'), at: fc.nat(), ch: fc.constantFrom(...chars) }),
    fc.record({ kind: fc.constant('delete'), at: fc.nat() }),
  );
  let accepted = 0;
  fc.assert(
    fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), (edits) => {
      let p = base;
      for (const e of edits) {
        const at = e.at % (p.length + 1);
        if (e.kind === 'set') p = p.slice(0, at) + e.ch + p.slice(at + 1);
        else if (e.kind === 'cut') p = p.slice(0, at);
        else if (e.kind === 'insert') p = p.slice(0, at) + e.ch + p.slice(at);
        else p = p.slice(0, at) + p.slice(at + 1);
      }
      try {
        const link = decodeGameLink(`${BASE}#game=${p}`);
        accepted += 1;
        gameFromLink(Game, link).free();
      } catch (err) {
        if (!(err instanceof LinkError) || !LINK_ERRORS.includes(err.code)) throw err;
      }
    }),
    { numRuns: 3000, seed: 16 },
  );
  // Random bytes behind the key, too.
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
      try {
        decodeGameLink(`#game=${Buffer.from(bytes).toString('base64url')}`);
      } catch (err) {
        if (!(err instanceof LinkError)) throw err;
      }
    }),
    { numRuns: 2000, seed: 17 },
  );
  assert.ok(accepted < 300, `${accepted} mutated links were accepted (an unchanged one, or a set to the same character)`);
});

test('<hnef-board record> takes a game link (board-settings.js gameFromText)', async () => {
  const { gameFromText } = await import('../../www/board-settings.js');
  const text = encodeGameLink(sample({ kind: 'watch', drawOffer: null, end: { resigned: 'defenders' } }), BASE);
  const game = gameFromText(Game, text, 'record');
  assert.deepEqual(game.history(), ['d1-d3', 'f4-i4']);
  assert.equal(game.outcome().reason, 'resignation');
  assert.throws(() => gameFromText(Game, `${text.slice(0, -3)}`, 'record'), (err) => err instanceof LinkError && err.code === 'truncated');
});
