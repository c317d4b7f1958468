// The board canvas's geometry (renderer.js createBoardCanvas) asked for
// before its first frame and between a resize and the redraw: a square's
// centre and the square under a point must follow the canvas's size now,
// not the last picture drawn. (A tap that came before the first frame once
// went to the wrong square.)

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness } from './harness.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

test('centres and hit-tests are right before the first frame and right after a resize', async () => {
  const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto(`${harness.baseUrl}rules.html`);
    const result = await page.evaluate(async () => {
      const { createBoardCanvas } = await import('./renderer.js');
      const { squareIndex } = await import('./geometry.js');
      const canvas = document.createElement('canvas');
      canvas.style.cssText = 'position:fixed;left:10px;top:20px;width:330px;height:330px';
      document.body.append(canvas);
      const board = createBoardCanvas(canvas, { getView: () => ({ board: new Uint8Array(121), coordinates: true }) });
      // Same task: no frame, no ResizeObserver callback yet.
      const probe = () => {
        const box = canvas.getBoundingClientRect();
        return ['a11', 'k1', 'f6'].map((sq) => {
          const c = board.clientCentre(squareIndex(sq));
          return { sq, x: c.x, y: c.y, back: board.squareAt(c.x, c.y), want: squareIndex(sq), box: [box.left, box.top, box.width] };
        });
      };
      const early = probe();
      canvas.style.width = canvas.style.height = '200px';
      const resized = probe();
      board.destroy();
      return { early, resized };
    });
    for (const [when, list] of Object.entries(result)) {
      for (const p of list) {
        const [left, top, width] = p.box;
        assert.ok(Number.isFinite(p.x) && Number.isFinite(p.y), `${when} ${p.sq}: ${p.x},${p.y}`);
        assert.ok(p.x > left && p.x < left + width && p.y > top && p.y < top + width, `${when} ${p.sq} inside the canvas: ${JSON.stringify(p)}`);
        assert.equal(p.back, p.want, `${when} ${p.sq}: the square under its centre`);
      }
      // a11 is top-left, k1 bottom-right, f6 the middle.
      const [a11, k1, f6] = list;
      assert.ok(a11.x < f6.x && f6.x < k1.x && a11.y < f6.y && f6.y < k1.y, `${when}: ${JSON.stringify(list)}`);
    }
  } finally {
    await context.close();
  }
});
