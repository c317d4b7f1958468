// Clocks for two players on one screen (issue 13 item 13), in real Chromium
// with Playwright's fake clock (page.clock): time is moved forward by the
// test, never waited for. A short control lost on time ends the game with
// that reason in the result card and the record (exported, and imported
// back as the same result); a dialog stops the clock; a reload goes on from
// the time left; the long control counts the time the page was closed;
// auto-flip turns the board after every move and is remembered; the board
// does not move while the clocks run; axe in every language; screenshots.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir, readFile } from 'node:fs/promises';
import { LANGS } from '../../www/rules/core.js';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { centre, engine, importRecord, snapshot, waitFor, waitReady } from './page-helpers.mjs';
import { poll } from './poll.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const T0 = new Date('2027-03-01T10:00:00Z').getTime();
const MIN = 60_000;
const HOUR = 3_600_000;

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** Saves what the screen shows as artifacts/NAME.png. */
async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

/**
 * A page with the fake clock installed before anything of it runs, at T0,
 * then held still once the board is ready: from there on only the test
 * moves time (fastForward, runFor).
 */
async function clockedPage(options = {}, lang = 'en') {
  const opened = await openPage(harness.browser, options);
  await opened.page.clock.install({ time: T0 });
  await opened.page.goto(`${harness.baseUrl}?lang=${encodeURIComponent(lang)}`);
  await waitReady(opened.page);
  await opened.page.clock.pauseAt(T0 + HOUR);
  return opened;
}

/** A page opened later in the same context (the fake clock is the context's), its errors recorded too. */
async function reopen(context, errors) {
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console.error: ${msg.text()}`));
  await page.goto(harness.baseUrl);
  await waitReady(page);
  return page;
}

/** Starts a two players' game with the control `clock` through the new-game dialog. */
async function newTwoPlayerGame(page, clock) {
  const before = (await snapshot(page)).gameId;
  await page.click('#new-game');
  await page.check('#new-game-dialog input[name="mode"][value="two-players"]');
  await page.selectOption('#new-clock', clock);
  await page.click('#new-start');
  return waitFor(page, (s, id) => s.gameId !== id && s.mode === 'two-players', before);
}

/** Both clocks as the page shows them: {attackers, defenders} each {ms, text, running, low}, and the state. */
function clocks(page) {
  return page.evaluate(() => {
    const box = document.getElementById('clocks');
    const one = (side) => {
      const node = box.querySelector(`.clock[data-side="${side}"]`);
      return {
        ms: Number(node.dataset.ms),
        text: node.querySelector('.clock-time').textContent,
        running: node.dataset.running === 'true',
        current: node.getAttribute('aria-current') === 'true',
        low: node.dataset.low === 'true',
      };
    };
    return { hidden: box.hidden, state: box.dataset.state, attackers: one('attackers'), defenders: one('defenders') };
  });
}

/** Polls the clocks until `predicate(clocks)` holds. */
function clocksWhen(page, predicate, what) {
  return poll(async () => {
    const c = await clocks(page);
    return predicate(c) ? c : null;
  }, { what });
}

/** Plays `move` ('d1-d3') by two clicks (two taps on a touch screen) and waits until it is in the history. */
async function play(page, move) {
  const [from, to] = move.split('-');
  const n = (await snapshot(page)).history.length;
  const touch = await page.evaluate(() => (scrollTo(0, 0), matchMedia('(pointer: coarse)').matches)); // the board in view
  const press = async (square) => {
    const c = await centre(page, square);
    if (touch) await page.touchscreen.tap(c.x, c.y);
    else await page.mouse.click(c.x, c.y);
  };
  await press(from);
  await waitFor(page, (s, sq) => s.selected === sq, from);
  await press(to);
  return waitFor(page, (s, k) => s.history.length > k, n);
}

async function downloaded(page) {
  const download = page.waitForEvent('download');
  await page.click('#download-record');
  return readFile(await (await download).path(), 'utf8');
}

test('a two players\' game lost on time: the result card and the record say so, and the record imports as the same result', async () => {
  const { page, context, errors } = await clockedPage({ ...DESKTOP, acceptDownloads: true });
  try {
    // Against the computer there is no clock.
    assert.equal((await clocks(page)).hidden, true);
    await newTwoPlayerGame(page, '3+2');
    let c = await clocks(page);
    assert.equal(c.hidden, false);
    assert.equal(c.state, 'running');
    assert.deepEqual([c.attackers.ms, c.attackers.text, c.attackers.running, c.attackers.current], [3 * MIN, '3:00', true, true]);
    assert.deepEqual([c.defenders.ms, c.defenders.running, c.defenders.current], [3 * MIN, false, false]);

    // Ten seconds for the attackers' first move, which earns its 2 s.
    await page.clock.fastForward(10_000);
    c = await clocksWhen(page, (x) => x.attackers.ms === 3 * MIN - 10_000, 'the attackers\' clock at 2:50');
    assert.equal(c.attackers.text, '2:50');
    await play(page, 'd1-d3');
    c = await clocksWhen(page, (x) => x.defenders.running, 'the defenders\' clock to run');
    assert.equal(c.attackers.ms, 3 * MIN - 10_000 + 2000);
    assert.equal(c.attackers.running, false);
    assert.equal(c.defenders.ms, 3 * MIN);

    // A dialog stops the clock: a minute with the new-game dialog open costs nothing.
    await page.click('#new-game');
    await clocksWhen(page, (x) => x.state === 'paused', 'the clock to stop');
    await page.clock.fastForward(MIN);
    c = await clocks(page);
    assert.equal(c.defenders.ms, 3 * MIN);
    await page.click('#new-cancel');
    await clocksWhen(page, (x) => x.state === 'running', 'the clock to go on');
    await page.clock.runFor(5000);
    c = await clocksWhen(page, (x) => x.defenders.ms <= 3 * MIN - 4000, 'the defenders\' clock to run again');
    assert.ok(c.defenders.ms >= 3 * MIN - 5000, `${c.defenders.ms}`);

    // Low time: red, and said once in the live region.
    await page.clock.runFor(3 * MIN - 25_000);
    c = await clocksWhen(page, (x) => x.defenders.low, 'low time');
    assert.equal(c.attackers.low, false);
    assert.match(await page.locator('#live').textContent(), /^Defenders: 0:\d\d left\.$/);

    // The flag falls: the defenders lose on time.
    await page.clock.runFor(30_000);
    const s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'attackers_win', reason: 'timeout', winner: 'attackers' });
    assert.equal(await page.locator('#result').isVisible(), true);
    assert.match(await page.locator('#result-rule').textContent(), /The defenders ran out of time\./);
    assert.match(await page.locator('#live').textContent(), /ran out of time/);
    c = await clocks(page);
    assert.deepEqual([c.state, c.defenders.ms, c.defenders.text, c.defenders.running, c.attackers.running], ['over', 0, '0:00.0', false, false]);
    assert.equal(await page.locator('#resign').isDisabled(), true);
    assert.equal(await page.locator('#undo').isDisabled(), true);
    // Over is over: the clock stays where it stopped.
    await page.clock.fastForward(MIN);
    assert.equal((await clocks(page)).attackers.ms, c.attackers.ms);

    // The record says it; exported, the engine reads it back as that result.
    assert.match(s.record, /^\[ruleset:copenhagen-hnefatafl-11x11-2025-v1\]\n\[result:attackers_win\]\n\[reason:timeout\]\n1\. d1-d3\n?$/);
    const text = await downloaded(page);
    assert.equal(text, s.record);
    const { Game } = await engine();
    const back = Game.fromRecord(text);
    assert.deepEqual(back.outcome(), s.outcome);
    back.free();
    // Imported on the page: the same result, and no clock (an imported game has none).
    await newTwoPlayerGame(page, 'none');
    await importRecord(page, text);
    const imported = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(imported.outcome, s.outcome);
    assert.equal(imported.record, s.record);
    assert.match(await page.locator('#result-rule').textContent(), /The defenders ran out of time\./);
    assert.equal((await clocks(page)).hidden, true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a reload goes on from the time left; the result of a flag survives it', async () => {
  const opened = await clockedPage(DESKTOP);
  const { context, errors } = opened;
  let page = opened.page;
  try {
    await newTwoPlayerGame(page, '5+3');
    await page.clock.fastForward(20_000);
    await play(page, 'd1-d3');
    await page.clock.fastForward(40_000);
    const before = await clocksWhen(page, (x) => x.defenders.ms === 5 * MIN - 40_000, 'the defenders at 4:20');
    assert.equal(before.attackers.ms, 5 * MIN - 20_000 + 3000);
    // The page is left (closed) for an hour; opened again, that hour did not count.
    await page.close();
    await context.clock.fastForward(HOUR);
    page = await reopen(context, errors);
    const c = await clocksWhen(page, (x) => !x.hidden, 'the clocks');
    assert.equal(c.state, 'running');
    assert.equal(c.defenders.running, true);
    assert.equal(c.attackers.ms, before.attackers.ms);
    assert.ok(c.defenders.ms <= before.defenders.ms && c.defenders.ms > before.defenders.ms - 5000, `${c.defenders.ms}`);
    // Still a live clock: it runs out.
    await page.clock.runFor(5 * MIN);
    const s = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(s.outcome, { status: 'attackers_win', reason: 'timeout', winner: 'attackers' });
    await page.reload();
    await waitReady(page);
    const again = await snapshot(page);
    assert.deepEqual(again.outcome, s.outcome);
    assert.equal((await clocks(page)).state, 'over');
    assert.match(await page.locator('#result-rule').textContent(), /ran out of time/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the long control counts the time the page was closed, and starts each move afresh', async () => {
  const opened = await clockedPage(DESKTOP);
  const { context, errors } = opened;
  try {
    let page = opened.page;
    await newTwoPlayerGame(page, '1d');
    await page.clock.fastForward(5 * HOUR);
    await play(page, 'd1-d3');
    let c = await clocksWhen(page, (x) => x.defenders.running, 'the defenders to move');
    assert.equal(c.attackers.ms, 24 * HOUR, 'a new day for the next move');
    assert.equal(c.defenders.text, '1 day 0:00:00');
    // A dialog does not stop the long control.
    await page.click('#new-game');
    await page.clock.fastForward(HOUR);
    c = await clocksWhen(page, (x) => x.defenders.ms <= 23 * HOUR, 'the hour with the dialog open counted');
    await page.click('#new-cancel');
    // The page is closed for 20 hours; opened again, they counted.
    await page.close();
    await context.clock.fastForward(20 * HOUR);
    page = await reopen(context, errors);
    c = await clocksWhen(page, (x) => !x.hidden && x.defenders.ms <= 3 * HOUR, 'the 20 hours away to count');
    assert.ok(c.defenders.ms > 2 * HOUR, `${c.defenders.ms}`);
    assert.equal(c.defenders.low, false);
    await page.clock.fastForward(2.5 * HOUR);
    c = await clocksWhen(page, (x) => x.defenders.low, 'the last hour');
    const s = await waitFor(page, (x) => x.outcome.status === 'ongoing');
    assert.equal(s.history.length, 1);
    await page.clock.fastForward(HOUR);
    const over = await waitFor(page, (x) => x.outcome.status !== 'ongoing');
    assert.deepEqual(over.outcome, { status: 'attackers_win', reason: 'timeout', winner: 'attackers' });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('auto-flip turns the board to the side to move after every move, between two players only, and is remembered', async () => {
  const { page, context, errors } = await clockedPage(PHONE);
  try {
    await newTwoPlayerGame(page, 'none');
    assert.equal((await clocks(page)).hidden, true);
    await page.locator('#auto-flip-toggle').check(); // in the settings card, scrolled to
    let s = await waitFor(page, (x) => !x.flipped);
    await play(page, 'd1-d3');
    s = await waitFor(page, (x) => x.flipped, 'flipped for the defenders');
    await play(page, 'h6-h3');
    s = await waitFor(page, (x) => !x.flipped && x.history.length === 2);
    await play(page, 'h1-h2');
    s = await waitFor(page, (x) => x.flipped && x.history.length === 3);
    // An undo hands the turn back, and the board turns with it.
    await page.click('#undo');
    s = await waitFor(page, (x) => !x.flipped && x.history.length === 2);
    // Remembered across a reload.
    await page.reload();
    await waitReady(page);
    await page.clock.runFor(500); // the held clock lets the new page lay its board out
    assert.equal(await page.locator('#auto-flip-toggle').isChecked(), true);
    // Against the computer the board stays as it is.
    await page.click('#new-game');
    await page.check('#new-game-dialog input[name="mode"][value="computer"]');
    assert.equal(await page.locator('#new-clock').isDisabled(), true, 'no clock against the computer');
    await page.selectOption('#new-side', 'attackers');
    await page.click('#new-start');
    await waitFor(page, (x) => x.mode === 'computer');
    await play(page, 'd1-d3');
    // The computer's reply waits out its pause on the held clock: time is moved on until it comes.
    s = await poll(async () => {
      await page.clock.runFor(200);
      const x = await snapshot(page);
      return x.history.length === 2 && !x.thinking ? x : null;
    }, { what: 'the computer\'s reply' });
    assert.equal(s.flipped, false);
    assert.equal((await clocks(page)).hidden, true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const code of LANGS) {
  test(`at 390 px the board stays put while the clocks run and flag; 44 px controls; axe (${code})`, async () => {
    const { page, context, errors } = await clockedPage({ ...PHONE, bypassCSP: true }, code);
    try {
      await newTwoPlayerGame(page, '3+2');
      const box = () => page.evaluate(() => {
        const r = document.getElementById('board').getBoundingClientRect();
        return JSON.stringify([r.x, r.y + scrollY, r.width, r.height]);
      });
      const first = await box();
      await page.clock.fastForward(5000);
      await play(page, 'd1-d3');
      assert.equal(await box(), first);
      await page.clock.fastForward(3 * MIN - 15_000);
      await clocksWhen(page, (x) => x.defenders.low, 'low time');
      assert.equal(await box(), first);
      // The clocks fit the screen on one line, each at least 44 px high.
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('#clocks .clock, #auto-flip-toggle')].map((n) => {
          const r = (n.closest('label') ?? n).getBoundingClientRect();
          return { w: r.width, h: r.height, right: r.right, top: r.top };
        }),
      );
      for (const r of sizes) assert.ok(r.h >= 44 && r.right <= 390, JSON.stringify(r));
      assert.equal(sizes[0].top, sizes[1].top, 'both clocks on one line');
      if (code === 'ru' || code === 'zh-Hans') await screenshot(page, `clock-low-${code}`);
      await page.addScriptTag({ path: AXE_PATH });
      // axe waits on timers: the held clock is moved on until it is done (only
      // while the game's clock is stopped: a dialog open, or the game over).
      const axe = async () => {
        let done = false;
        const run = page
          .evaluate(async () => {
            const result = await window.axe.run(document, { resultTypes: ['violations'] });
            return result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
          })
          .finally(() => {
            done = true;
          });
        while (!done) await page.clock.runFor(20);
        return run;
      };
      // The new-game dialog with the clock's choice.
      await page.click('#new-game');
      await page.check('#new-game-dialog input[name="mode"][value="two-players"]');
      for (const n of await page.locator('#new-clock option').all()) assert.notEqual((await n.textContent()).trim(), '');
      const select = await page.locator('#new-clock').boundingBox();
      assert.ok(select.height >= 44);
      if (code === 'ru' || code === 'zh-Hans') await screenshot(page, `clock-dialog-${code}`);
      const during = (await clocks(page)).defenders.ms;
      assert.deepEqual(await axe(), []);
      assert.equal((await clocks(page)).defenders.ms, during, 'the clock stood still under the dialog');
      await page.click('#new-cancel');
      // The flag.
      await page.clock.fastForward(20_000);
      await waitFor(page, (x) => x.outcome.reason === 'timeout');
      assert.equal(await box(), first);
      if (code === 'ru' || code === 'zh-Hans') await screenshot(page, `clock-flag-${code}`);
      assert.deepEqual(await axe(), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('desktop: the clocks under the board (screenshot)', async () => {
  const { page, context, errors } = await clockedPage(DESKTOP, 'pt');
  try {
    await newTwoPlayerGame(page, '10+5');
    await page.clock.runFor(12_000);
    await play(page, 'd1-d3');
    await page.clock.runFor(7000);
    await clocksWhen(page, (x) => x.defenders.ms <= 10 * MIN - 6000, 'the defenders\' clock running');
    await screenshot(page, 'clock-desktop-pt');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
