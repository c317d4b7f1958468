// Every diagram on the rules page is checked against the engine: the drawn
// position is legal, the drawn move is legal and captures exactly the crossed
// pieces, the outcome is the one the text describes, and the dots are exactly
// the squares the engine lets the piece reach (within the drawn window).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHnef } from '../js/load.mjs';
import { DIAGRAMS, COPENHAGEN, START } from '../../www/rules/diagrams.js';
import { layout, parsePosition, positionText, squareIndex, squareName } from '../../www/diagram.js';

const { hnef } = await loadHnef();

const sorted = (list) => [...list].sort();

function inView(view, name) {
  const i = squareIndex(name);
  const f = i % 11;
  const r = Math.floor(i / 11);
  return f >= view.file0 && f < view.file0 + view.cols && r >= view.rank0 && r < view.rank0 + view.rows;
}

test('position text round-trips through diagram.js', () => {
  const { cells, side } = parsePosition(START);
  assert.equal(positionText(cells, side), START);
  assert.equal(squareName(squareIndex('F6')), 'f6');
  assert.throws(() => squareIndex('l1'));
  assert.throws(() => squareIndex('a12'));
});

for (const [id, spec] of Object.entries(DIAGRAMS)) {
  test(`diagram ${id} agrees with the engine`, () => {
    const lay = layout(spec);
    const game = hnef.Game.fromPosition(lay.before, spec.ruleset ?? COPENHAGEN);
    if (spec.targets) {
      const targets = game.legalTargets(spec.targets).filter((sq) => inView(lay.view, sq));
      assert.deepEqual(sorted(targets), sorted(spec.dots.split(' ')), `${id}: dots`);
    }
    const noKing = lay.x.filter((i) => lay.cells[i] !== 'k').map(squareName);
    if (spec.move) {
      const [from, to] = spec.move.split('-');
      const played = game.applyMove(from, to);
      assert.deepEqual(sorted(played.captured), sorted(noKing), `${id}: captures`);
    } else {
      assert.equal(noKing.length, 0, `${id}: crosses without a move`);
    }
    for (const mv of spec.line ?? []) {
      const [from, to] = mv.split('-');
      const played = game.applyMove(from, to);
      assert.deepEqual(played.captured, [], `${id}: ${mv} captures nothing`);
    }
    const outcome = game.outcome();
    assert.equal(outcome.status, spec.check.status, `${id}: status`);
    assert.equal(outcome.reason, spec.check.reason ?? null, `${id}: reason`);
  });
}
