// axe-core on the rules page in every language, at phone and desktop width:
// no serious or critical violation.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { openPage, startHarness } from './harness.mjs';
import { LANGS } from '../../www/rules/core.js';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

for (const code of LANGS) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    test(`axe: rules page in ${code} at ${viewport.width} px`, async () => {
      // The page's CSP allows only its own scripts; the test lifts it to inject axe.
      const { page, context, errors } = await openPage(harness.browser, { viewport, bypassCSP: true });
      try {
        await page.goto(`${harness.baseUrl}rules.html?lang=${encodeURIComponent(code)}`);
        await page.waitForFunction(() => document.documentElement.dataset.missing !== undefined);
        await page.addScriptTag({ path: AXE_PATH });
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          }));
        });
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
        if (violations.length) console.log(`${code} ${viewport.width}: minor`, JSON.stringify(violations));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
}
