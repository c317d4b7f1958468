// Local profiles and ranking points (www/profiles.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { POINTS, cleanName, createProfile, leaderboard, recordResult, sanitizeProfile, totalWins } from '../../www/profiles.js';

test('beating the computer scores 10, 30 or 100 points by level', () => {
  assert.deepEqual(POINTS, { easy: 10, normal: 30, expert: 100 });
  let p = createProfile('Astrid', 'id-1');
  p = recordResult(p, 'easy', 'defenders', true);
  p = recordResult(p, 'expert', 'attackers', true);
  p = recordResult(p, 'normal', 'attackers', false);
  assert.equal(p.points, 110);
  assert.equal(p.wins.easy.defenders, 1);
  assert.equal(p.wins.expert.attackers, 1);
  assert.equal(p.losses.normal.attackers, 1);
  assert.equal(totalWins(p), 2);
});

test('recordResult does not change its argument', () => {
  const p = createProfile('Bjorn', 'id-2');
  recordResult(p, 'normal', 'defenders', true);
  assert.equal(p.points, 0);
});

test('names are cleaned and capped; stored profiles are checked field by field', () => {
  assert.equal(cleanName('  Sigrid\u0000 the Bold  '), 'Sigrid the Bold');
  assert.equal(cleanName('x'.repeat(40)).length, 24);
  assert.equal(sanitizeProfile({ id: 'a', name: '   ' }), null);
  assert.equal(sanitizeProfile('nope'), null);
  const p = sanitizeProfile({ id: 'a', name: 'Ulf', points: -5, wins: { easy: { attackers: 2, defenders: 'x' } } });
  assert.equal(p.points, 0);
  assert.equal(p.wins.easy.attackers, 2);
  assert.equal(p.wins.easy.defenders, 0);
  assert.equal(p.wins.expert.defenders, 0);
});

test('the leaderboard orders by points, then wins, then name', () => {
  const a = { ...createProfile('Alf', '1'), points: 30 };
  const b = { ...createProfile('Bo', '2'), points: 100 };
  const c = { ...createProfile('Cy', '3'), points: 30 };
  c.wins.easy.attackers = 1;
  assert.deepEqual(leaderboard([a, b, c]).map((p) => p.name), ['Bo', 'Cy', 'Alf']);
});
