// How it feels to play on a phone (issue 13), at 390x844 with touch: the
// board never moves during a computer move (every language); a capture
// stays marked after the computer's reply; no tap target under 44x44 CSS px
// but the squares; sound on a move and a capture (an AudioContext spy) and a
// mute that lasts; light and dark page colours, the stone board and the
// colour-blind palette (screenshots, and axe in every language); a piece
// dragged by a finger is lifted and the square under it marked.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { ATTACKER, DEFENDER, squareName } from '../../www/geometry.js';
import { LANGS } from '../../www/rules/core.js';
import { CUES } from '../../www/sound.js';
import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR, openPage, startHarness } from './harness.mjs';
import { centre, centrePixels, engine, idle, newGame, prng, snapshot, waitFor, waitReady } from './page-helpers.mjs';
import { poll } from './poll.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
/** Search limits no test outlasts (main.js reads them): the computer is still thinking whenever the test looks. */
const FOREVER = JSON.stringify({ nodes: 2 ** 50, depth: 100 });

/** Saves what the phone's screen shows (not the whole page) as artifacts/NAME.png. */
async function screenshot(page, name) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png` });
}

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

async function tapSquare(page, square) {
  const c = await centre(page, square);
  await page.touchscreen.tap(c.x, c.y);
}

/** Plays `move` ('d1-d3') with two taps and waits until it is in the history. */
async function tapMove(page, move) {
  const [from, to] = move.split('-');
  const n = (await snapshot(page)).history.length;
  await tapSquare(page, from);
  await waitFor(page, (s, sq) => s.selected === sq, from);
  await tapSquare(page, to);
  return waitFor(page, (s, k) => s.history.length > k, n);
}

/** Starts recording the board's box and the thinking state at every animation frame. */
function recordBoardBox(page) {
  return page.evaluate(() => {
    window.__boxes = [];
    const tick = () => {
      if (!window.__boxes) return;
      const r = document.getElementById('board').getBoundingClientRect();
      window.__boxes.push({ x: r.x, y: r.y + window.scrollY, w: r.width, h: r.height, thinking: document.getElementById('app').dataset.thinking });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function stopRecording(page) {
  return page.evaluate(() => {
    const boxes = window.__boxes;
    window.__boxes = null;
    return boxes;
  });
}

for (const code of LANGS) {
  test(`the board does not move during a computer move at 390 px (${code})`, async () => {
    const { page, context, errors } = await openPage(harness.browser, PHONE);
    try {
      await page.goto(`${harness.baseUrl}?lang=${encodeURIComponent(code)}`);
      await waitReady(page);
      await newGame(page, { side: 'attackers', level: 'easy' });
      await recordBoardBox(page);
      // A real reply: the person's move, the computer's thought and pause, its move.
      await tapMove(page, 'd1-d3');
      await waitFor(page, (s) => s.history.length === 2 && !s.thinking);
      await idle(page);
      let boxes = await stopRecording(page);
      assert.ok(boxes.some((b) => b.thinking === 'true'), 'frames were drawn while the computer thought');
      const first = JSON.stringify({ ...boxes[0], thinking: null });
      const moved = boxes.filter((b) => JSON.stringify({ ...b, thinking: null }) !== first);
      assert.deepEqual(moved, [], `the board stayed at ${first}`);

      // Held thinking (the expert, without limits), Stop, the resume button:
      // still the same box, and the Stop button whole inside the line above the board.
      await newGame(page, { side: 'attackers', level: 'expert' });
      await page.evaluate((v) => localStorage.setItem('hnef.debug.ai', v), FOREVER);
      await recordBoardBox(page);
      await tapMove(page, 'e1-e3');
      await waitFor(page, (s) => s.thinking);
      const inside = await page.evaluate(() => {
        const turn = document.getElementById('turn').getBoundingClientRect();
        const stop = document.getElementById('stop-ai').getBoundingClientRect();
        return stop.width > 0 && stop.left >= turn.left && stop.right <= turn.right && stop.top >= turn.top && stop.bottom <= turn.bottom && stop.right <= innerWidth;
      });
      assert.equal(inside, true, 'Stop is shown whole');
      if (code === 'ru' || code === 'vi') await screenshot(page, `feel-thinking-${code}`);
      await page.locator('#stop-ai').tap();
      await waitFor(page, (s) => s.aiPaused);
      await page.evaluate(() => localStorage.setItem('hnef.debug.ai', '{"depth":1}'));
      await page.locator('#resume-ai').waitFor({ state: 'visible' });
      await page.locator('#resume-ai').tap();
      await waitFor(page, (s) => s.history.length === 2 && !s.thinking);
      await idle(page);
      boxes = await stopRecording(page);
      const moved2 = boxes.filter((b) => JSON.stringify({ ...b, thinking: null }) !== first);
      assert.deepEqual(moved2, [], `the board stayed at ${first} through Stop and resume`);
      if (code === 'ru') await screenshot(page, 'feel-turn-ru');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

/**
 * A record from the start (seeded random play, checked by the engine) after
 * which the attackers are to move and have a capturing move; returns
 * `{record, move, captured}`.
 */
async function positionWithCapture() {
  const { Game } = await engine();
  const random = prng(13);
  for (let attempt = 0; attempt < 200; attempt++) {
    const g = new Game();
    try {
      for (let ply = 0; ply < 40 && g.outcome().status === 'ongoing'; ply++) {
        const moves = Array.from(g.legalMoves(), String);
        if (g.sideToMove() === 'attackers' && ply >= 6) {
          for (const m of moves) {
            const [from, to] = m.split('-');
            const r = g.applyMove(from, to);
            const captured = Array.from(r.captured, String);
            g.undo();
            if (captured.length && r.status === 'ongoing') return { record: g.record(), move: m, captured };
          }
        }
        const [from, to] = moves[Math.floor(random() * moves.length)].split('-');
        g.applyMove(from, to);
      }
    } finally {
      g.free();
    }
  }
  throw new Error('no capture found');
}

test('a capture against the easy computer stays marked after its reply', async () => {
  const { record, move, captured } = await positionWithCapture();
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    // The game is the page's saved game: the person plays the attackers.
    await page.goto(`${harness.baseUrl}rules.html`);
    await page.evaluate((rec) => {
      const game = { id: 'capture-test', record: rec, mode: 'computer', humanSide: 'attackers', level: 'easy', scored: false };
      localStorage.setItem('hnef.state', JSON.stringify({ version: 1, settings: { mode: 'computer', humanSide: 'attackers', level: 'easy' }, game, profiles: [], activeProfile: null }));
    }, record);
    await page.goto(harness.baseUrl);
    await waitReady(page);
    let s = await snapshot(page);
    assert.equal(s.sideToMove, 'attackers');
    const plies = s.history.length;
    await tapMove(page, move);
    s = await waitFor(page, (x, n) => x.history.length === n + 2 && !x.thinking, plies);
    assert.ok(s.history[plies].includes(`x${captured[0]}`), `the person's move captured: ${s.history[plies]}`);
    await idle(page);
    s = await snapshot(page);
    for (const sq of captured) assert.ok(s.captured.includes(sq), `${sq} is marked after the reply (${s.captured})`);
    // The mark is drawn: where the square is empty now, its centre is the mark's colour, not the square's.
    const empty = captured.filter((sq) => s.board[squareIndexOf(sq)] === 0);
    if (empty.length) {
      const px = await centrePixels(page, empty);
      for (const sq of empty) {
        const [r, g, b] = px[sq];
        assert.ok(r > g + 40 && r > b + 40, `${sq}: the red cross at the centre (${px[sq]})`);
      }
    }
    // The grid says it too.
    const label = await page.locator(`[data-square="${captured[0]}"]`).textContent();
    assert.match(label, /captured/);
    await screenshot(page, 'feel-capture-mark');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

function squareIndexOf(square) {
  return 'abcdefghijk'.indexOf(square[0]) + (Number(square.slice(1)) - 1) * 11;
}

/** Interactive elements shown on the page smaller than 44x44 CSS px (a control with its label counts as one target). */
function smallTargets(page) {
  return page.evaluate(() => {
    const MIN = 44 - 0.5;
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]';
    const out = [];
    for (const node of document.querySelectorAll(selector)) {
      if (node.closest('[role="grid"]')) continue; // the board's squares
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (style.visibility === 'hidden' || (box.width === 0 && box.height === 0) || node.closest('[hidden]')) continue;
      if (node.closest('dialog') && !node.closest('dialog').open) continue;
      let { left, top, right, bottom } = box;
      for (const label of node.labels ?? []) {
        const l = label.getBoundingClientRect();
        if (l.left <= left && l.right >= right && l.top <= top && l.bottom >= bottom) ({ left, top, right, bottom } = l);
      }
      const w = right - left;
      const h = bottom - top;
      if (w < MIN || h < MIN) out.push(`${node.tagName.toLowerCase()}#${node.id || node.className || node.textContent.trim().slice(0, 20)}: ${w.toFixed(1)}x${h.toFixed(1)}`);
    }
    return out;
  });
}

test('tap targets: nothing on the phone page is smaller than 44x44 CSS px but the squares', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await newGame(page, { mode: 'two-players' });
    await tapMove(page, 'd1-d3'); // a row in the move list
    await tapMove(page, 'd6-d4'); // whoever is to move
    // The skip link has its size when it is focused (it is shown then).
    await page.focus('#skip-link');
    assert.deepEqual(await smallTargets(page), []);
    await page.locator('#new-game').tap();
    await page.locator('#new-game-dialog').waitFor({ state: 'visible' });
    await page.check('#new-game-dialog input[value="computer"]');
    assert.deepEqual(await smallTargets(page), [], 'the new-game dialog');
    await page.locator('#new-cancel').tap();
    await page.locator('#resign').tap();
    await page.locator('#confirm-dialog').waitFor({ state: 'visible' });
    assert.deepEqual(await smallTargets(page), [], 'the confirmation dialog');
    await page.locator('#confirm-no').tap();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('confirm tapped moves: the first tap marks the move, the second plays it; the setting lasts', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await newGame(page, { mode: 'two-players' });
    await page.locator('#confirm-toggle').check();
    await page.reload();
    await waitReady(page);
    await page.evaluate(() => scrollTo(0, 0));
    assert.equal(await page.locator('#confirm-toggle').isChecked(), true, 'kept over a reload');
    await tapSquare(page, 'd1');
    await waitFor(page, (s) => s.selected === 'd1');
    await tapSquare(page, 'd3');
    let s = await waitFor(page, (x) => x.pending === 'd3');
    assert.deepEqual(s.history, [], 'not played yet');
    await screenshot(page, 'feel-confirm-pending');
    await tapSquare(page, 'd3');
    // The snapshot's mark is the last frame's: it goes at the frame after the move.
    s = await waitFor(page, (x) => x.history.length === 1 && x.pending === null);
    assert.deepEqual(s.history, ['d1-d3']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

/**
 * Records every oscillator the page starts (its wave and frequency) and
 * every audio context it makes, with whether the page had had a gesture
 * then. Both, and each new text of the turn line, are also said on the
 * console: reading the page from Playwright (evaluate, even a locator's
 * text) counts as a gesture, and the console lets a test watch without one.
 */
const AUDIO_SPY = () => {
  window.__notes = [];
  window.__contexts = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function spy(...args) {
    window.__notes.push({ type: this.type, freq: this.frequency.value });
    console.debug('spy: note');
    return start.apply(this, args);
  };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      const afterGesture = navigator.userActivation.hasBeenActive;
      window.__contexts.push({ afterGesture });
      console.debug(`spy: context, after a gesture: ${afterGesture}`);
    }
  };
  let turn = '';
  new MutationObserver(() => {
    const now = document.getElementById('turn-text')?.textContent ?? '';
    if (now !== turn) console.debug(`spy: turn ${(turn = now)}`);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};
const notesOf = (name) => CUES[name].map((n) => ({ type: n.type, freq: n.freq }));

test('sound: a move and a capture play their cues; muted, nothing plays, and the mute lasts', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  await context.addInitScript(AUDIO_SPY);
  // Chromium warns when a page makes or resumes audio before any gesture.
  const audioWarnings = [];
  const said = [];
  page.on('console', (msg) => {
    if (/AudioContext/.test(msg.text())) audioWarnings.push(msg.text());
    if (msg.text().startsWith('spy: ')) said.push(msg.text().slice(5));
  });
  try {
    await page.goto(harness.baseUrl);
    // The page's first game is against the computer, which moves first.
    // Nobody has touched the page yet, so the browser would not let its cue
    // sound: the page makes no audio context for it (and earns no autoplay
    // warning). The wait for that move watches the console only (see
    // AUDIO_SPY); it must end before a new game starts (one started
    // earlier supersedes the computer's search).
    await poll(async () => said.some((x) => /^turn your move/i.test(x)), {
      what: "the computer's first move",
      limit: 30_000,
    });
    assert.deepEqual(
      said.filter((x) => !x.startsWith('turn ')),
      [],
      'the computer moved at the start, before any gesture: no audio context, no cue',
    );
    const notes = () => page.evaluate(() => window.__notes);
    const contexts = () => page.evaluate(() => window.__contexts);
    await waitReady(page);
    await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
    await idle(page);
    await newGame(page, { mode: 'two-players' });
    assert.equal(await page.locator('#sound-toggle').isChecked(), true, 'sound is on by default');
    await idle(page);
    assert.deepEqual(await notes(), [], 'a new game plays no cue');
    assert.deepEqual(await contexts(), [{ afterGesture: true }], 'the taps that started the game made the audio context');
    await page.evaluate(() => (window.__notes.length = 0));
    await tapMove(page, 'e1-e4');
    await poll(async () => (await notes()).length >= CUES.move.length, { what: 'the move cue' });
    await idle(page);
    assert.deepEqual(await notes(), notesOf('move'), JSON.stringify(await notes()));
    await page.evaluate(() => (window.__notes.length = 0));
    const s = await tapMove(page, 'd6-d4'); // captures e4
    assert.equal(s.history.at(-1), 'd6-d4xe4');
    await poll(async () => (await notes()).length >= CUES.capture.length, { what: 'the capture cue' });
    assert.deepEqual(await notes(), notesOf('capture'));

    await page.locator('#sound-toggle').uncheck();
    await page.reload();
    await waitReady(page);
    await page.evaluate(() => scrollTo(0, 0));
    assert.equal(await page.locator('#sound-toggle').isChecked(), false, 'the mute is kept over a reload');
    await tapMove(page, 'a4-b4');
    await tapMove(page, 'd4-d5');
    await idle(page);
    assert.deepEqual(await notes(), [], 'muted: no sound');
    assert.deepEqual(audioWarnings, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

/** The centre pixel of a piece's square, as a luminance 0..255. */
async function luminance(page, square) {
  const [r, g, b] = (await centrePixels(page, [square]))[square];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('page colours follow the device, a switch overrides them and lasts; the board and pieces themes draw', async () => {
  const { page, context, errors } = await openPage(harness.browser, { ...PHONE, colorScheme: 'light' });
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    let s = await snapshot(page);
    assert.equal(s.look.theme, 'light', 'a device that prefers light gets light');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBg = await bg();
    await idle(page);
    await screenshot(page, 'feel-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitFor(page, (x) => x.look.theme === 'dark');
    assert.notEqual(await bg(), lightBg);
    await page.emulateMedia({ colorScheme: 'light' });
    await waitFor(page, (x) => x.look.theme === 'light');
    // The switch: dark on a light device, kept over a reload.
    await page.selectOption('#theme-select', 'dark');
    await waitFor(page, (x) => x.look.theme === 'dark');
    // Classic pieces: a bright red attacker is not dark, a defender is light blue.
    // The computer (attackers, easy: a random first move) has moved first, so
    // the position is the same after the reload; the squares sampled are
    // ones that hold an attacker and a defender in it.
    s = await waitFor(page, (x) => x.history.length === 1 && !x.thinking);
    const on = (code) => squareName(s.board.indexOf(code));
    const [attackerAt, defenderAt] = [on(ATTACKER), on(DEFENDER)];
    const position = s.board;
    await idle(page);
    const classic = { attacker: await luminance(page, attackerAt), defender: await luminance(page, defenderAt) };
    await page.selectOption('#pieces-select', 'contrast');
    await page.selectOption('#board-select', 'stone');
    await page.reload();
    await waitReady(page);
    s = await snapshot(page);
    assert.deepEqual(s.look, { theme: 'dark', board: 'stone', pieces: 'contrast' });
    assert.equal(await page.locator('#pieces-select').inputValue(), 'contrast');
    await idle(page);
    assert.deepEqual((await snapshot(page)).board, position, 'the same position after the reload');
    const contrast = { attacker: await luminance(page, attackerAt), defender: await luminance(page, defenderAt) };
    assert.ok(contrast.defender - contrast.attacker > 150, `black and ivory: far apart in lightness ${JSON.stringify(contrast)}`);
    assert.ok(contrast.defender - contrast.attacker > classic.defender - classic.attacker, JSON.stringify({ classic, contrast }));
    await screenshot(page, 'feel-dark-stone-contrast');
    await page.selectOption('#theme-select', 'light');
    await waitFor(page, (x) => x.look.theme === 'light');
    await idle(page);
    await screenshot(page, 'feel-light-stone-contrast');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const code of LANGS) {
  test(`axe: dark page colours with the stone board and the colour-blind pieces (${code})`, async () => {
    const { page, context, errors } = await openPage(harness.browser, { ...PHONE, colorScheme: 'dark', bypassCSP: true });
    try {
      await page.goto(`${harness.baseUrl}?lang=${encodeURIComponent(code)}`);
      await waitReady(page);
      await page.selectOption('#pieces-select', 'contrast');
      await page.selectOption('#board-select', 'stone');
      await waitFor(page, (s) => s.look.theme === 'dark' && s.look.pieces === 'contrast');
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(serious, [], JSON.stringify(serious, null, 2));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('a piece dragged by a finger is lifted above it, and the square under the finger is marked', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await page.goto(harness.baseUrl);
    await waitReady(page);
    await newGame(page, { mode: 'two-players' });
    const a = await centre(page, 'd1');
    const b = await centre(page, 'd4');
    const cdp = await context.newCDPSession(page);
    const touch = (type, p) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1, radiusX: 10, radiusY: 10 }] });
    await touch('touchStart', a);
    for (let k = 1; k <= 8; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 8, y: a.y + ((b.y - a.y) * k) / 8 });
    const s = await waitFor(page, (x) => x.drag?.over === 'd4');
    assert.deepEqual(s.drag, { from: 'd1', over: 'd4', touch: true });
    // The lifted piece is drawn a cell above the finger: the square above d4 shows an attacker's colour.
    await screenshot(page, 'feel-drag-touch');
    await touch('touchEnd', b);
    await waitFor(page, (x) => x.history.length === 1);
    await idle(page);
    const done = await snapshot(page);
    assert.deepEqual(done.history, ['d1-d4']);
    assert.equal(done.drag, null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('<hnef-board> takes the board themes and the colour-blind palette from board-themes.css', async () => {
  const { page, context, errors } = await openPage(harness.browser, PHONE);
  try {
    await page.goto(`${harness.baseUrl}embed-demo.html`);
    await page.waitForFunction(() => document.getElementById('play')?.status === 'ready');
    /** Luminance of a square's centre on the element's canvas. */
    const lum = (square) =>
      page.evaluate((sq) => {
        const el = document.getElementById('play');
        const canvas = el.shadowRoot.querySelector('canvas');
        const p = el.pixelCentre(sq);
        const [r, g, b] = canvas.getContext('2d').getImageData(p.x, p.y, 1, 1).data;
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }, square);
    const frames = () => page.evaluate(() => document.getElementById('play').frames);
    const redrawn = async (before) => poll(async () => (await frames()) > before, { what: 'a redraw' });
    const before = { attacker: await lum('d1'), defender: await lum('f4'), square: await lum('c3') };
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = 'board-themes.css';
          link.onload = resolve;
          document.head.append(link);
        }),
    );
    const f0 = await frames();
    await page.evaluate(() => {
      const el = document.getElementById('play');
      el.dataset.hnefPieces = 'contrast';
      el.dataset.hnefBoard = 'stone';
      el.refreshTheme();
    });
    await redrawn(f0);
    const after = { attacker: await lum('d1'), defender: await lum('f4'), square: await lum('c3') };
    const seen = JSON.stringify({ before, after });
    assert.ok(after.attacker < before.attacker, `the attackers turn black: ${seen}`);
    assert.ok(after.defender - after.attacker > 150, `black and ivory, far apart in lightness: ${seen}`);
    assert.notEqual(Math.round(after.square), Math.round(before.square), 'the stone squares');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
