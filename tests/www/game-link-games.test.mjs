// "My games by link" (www/friend-games.js) on a Map-backed storage: new,
// newer, stale and conflicting links; archive; hostile stored values.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE } from './hostile-storage.mjs';
import { LINK_RULESETS, decodeGameLink, encodeGameLink } from '../../www/game-link.js';
import { LINKS_KEY, compareLinks, createLinkGames } from '../../www/friend-games.js';

function memory(initial = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
}

const ID = 'feedfacecafebeef';
const d1d3 = { from: 3, to: 25 };
const f4i4 = { from: 38, to: 41 };
const f4c4 = { from: 38, to: 35 };
const h1h3 = { from: 7, to: 29 };
const link = (moves, extra = {}) =>
  encodeGameLink({ kind: 'play', ruleset: LINK_RULESETS[0], id: ID, names: { attackers: 'A' }, moves, sender: moves.length % 2 ? 'attackers' : 'defenders', ...extra }, 'https://x/');

test('compareLinks: same, newer, stale, conflict', () => {
  const d = (moves, extra) => decodeGameLink(link(moves, extra));
  assert.equal(compareLinks(d([d1d3]), d([d1d3])), 'same');
  assert.equal(compareLinks(d([d1d3]), d([d1d3, f4i4])), 'newer');
  assert.equal(compareLinks(d([]), d([d1d3])), 'newer');
  assert.equal(compareLinks(d([d1d3, f4i4]), d([d1d3])), 'stale');
  assert.equal(compareLinks(d([d1d3, f4i4]), d([d1d3, f4c4])), 'conflict');
  assert.equal(compareLinks(d([d1d3]), d([h1h3])), 'conflict');
  assert.equal(compareLinks(d([d1d3]), d([d1d3], { end: { resigned: 'defenders' } })), 'newer');
  assert.equal(compareLinks(d([d1d3], { end: { resigned: 'defenders' } }), d([d1d3])), 'stale');
  assert.equal(compareLinks(d([d1d3], { end: { resigned: 'defenders' } }), d([d1d3], { end: { resigned: 'attackers' } })), 'conflict');
});

test('receive: a newer link replaces, a stale one changes nothing, a conflict keeps both', () => {
  const backend = memory();
  let clock = 1;
  const games = createLinkGames(backend, { now: () => clock++ });
  assert.equal(games.receive(link([d1d3]), 'defenders').status, 'new');
  assert.equal(games.receive(link([d1d3, f4i4]), 'defenders').status, 'newer');
  const before = backend.getItem(LINKS_KEY);
  assert.equal(games.receive(link([d1d3]), 'defenders').status, 'stale');
  assert.equal(backend.getItem(LINKS_KEY), before, 'a stale link changes nothing stored');
  const c = games.receive(link([d1d3, f4c4]), 'defenders');
  assert.equal(c.status, 'conflict');
  assert.equal(c.game.conflicts.length, 1);
  assert.equal(decodeGameLink(c.game.link).moves.length, 2);
  assert.deepEqual(decodeGameLink(c.game.link).moves[1], f4i4, 'the kept history stays');
  assert.equal(games.receive(link([d1d3, f4c4]), 'defenders').game.conflicts.length, 1, 'the same conflict is kept once');
  // Reloaded from storage: both histories are there.
  const again = createLinkGames(backend);
  assert.equal(again.list().length, 1);
  assert.equal(again.find(ID).conflicts.length, 1);
  assert.ok(again.choose(ID, 0));
  assert.deepEqual(decodeGameLink(again.find(ID).link).moves[1], f4c4);
  assert.ok(again.archive(ID));
  assert.equal(again.list().length, 0);
  assert.equal(again.list({ archived: true }).length, 1);
});

test('hostile stored values: the list starts empty and the value is set aside', () => {
  const values = [...HOSTILE, ['games of the wrong kind', '{"version":1,"games":[1,null,{"link":{"toString":1},"mySide":"attackers"},{"link":"#game=AAAA","mySide":"x"}]}']];
  for (const [name, value] of values) {
    const backend = memory({ [LINKS_KEY]: value });
    let games;
    assert.doesNotThrow(() => (games = createLinkGames(backend, { now: () => 5 })), name);
    assert.deepEqual(games.list(), [], name);
    if (games.asideKey) assert.equal(backend.getItem(games.asideKey), value, name);
    assert.equal(games.receive(link([d1d3]), 'defenders').status, 'new', name);
  }
  // A good game beside bad ones survives.
  const good = JSON.stringify({ version: 1, games: [{ link: link([d1d3]), mySide: 'defenders', updated: 3 }, { link: 'nope', mySide: 'attackers' }] });
  assert.equal(createLinkGames(memory({ [LINKS_KEY]: good })).list().length, 1);
  // A backend that throws on every call.
  const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {} };
  const games = createLinkGames(broken);
  assert.equal(games.receive(link([d1d3]), 'defenders').status, 'new');
});
