// The board controller (www/session.js) in Node with the real engine: presses
// and drags, the policy hooks, play / undo / browse / load, the per-ply cache,
// animations on an injected clock, the view the renderer reads; and the
// computer as a player of a session (www/ai-player.js), with the engine in
// process standing in for the worker's transport.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import { squareIndex as sq, squareName } from '../../www/geometry.js';
import { FADE_MS, SLIDE_MS, createSession } from '../../www/session.js';
import { REPLY_PAUSE_MS, createAiPlayer } from '../../www/ai-player.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const names = (list) => list.map(squareName).sort();

/** A session on a fresh game with a hand-driven clock; `events` records the callbacks. */
function setup(options = {}) {
  const events = [];
  let clock = 1000;
  const session = createSession({
    Game,
    now: () => clock,
    onMove: (detail) => events.push(['move', detail.move]),
    onChange: (kind) => events.push(['change', kind]),
    onDraw: () => events.push(['draw']),
    ...options,
  });
  session.load(options.game ?? new Game());
  events.length = 0;
  return { session, events, tick: (ms) => (clock += ms) };
}

test('tap-tap: select shows the engine targets, a second tap on a target plays it', () => {
  const { session, events } = setup();
  assert.equal(session.handlers.press(sq('d1')), true, 'a piece of the side to move may be dragged');
  session.handlers.release(sq('d1'));
  assert.equal(session.selected, sq('d1'));
  const engine = new Game();
  assert.deepEqual(names(session.targets), engine.legalTargets('d1').sort());
  engine.free();
  assert.equal(session.handlers.press(sq('d3')), false);
  assert.deepEqual(session.history, ['d1-d3']);
  assert.equal(session.selected, -1);
  assert.equal(session.sideToMove, 'defenders');
  assert.deepEqual(events.filter((e) => e[0] !== 'draw'), [['move', 'd1-d3'], ['change', 'move']]);
});

test('a second press on the selected piece drops it on release; an empty square deselects', () => {
  const { session } = setup();
  session.handlers.press(sq('d1'));
  session.handlers.release(sq('d1'));
  session.handlers.press(sq('d1'));
  assert.equal(session.selected, sq('d1'), 'still selected while pressed');
  session.handlers.release(sq('d1'));
  assert.equal(session.selected, -1);
  session.handlers.press(sq('d1'));
  session.handlers.release(sq('d1'));
  session.handlers.press(sq('c5')); // empty, not a target
  assert.equal(session.selected, -1);
  // A defenders' piece cannot be picked up on the attackers' turn.
  assert.equal(session.handlers.press(sq('f6')), false);
  assert.equal(session.selected, -1);
});

test('drag and drop: a drop on a target plays without a slide, elsewhere snaps back', () => {
  const { session, tick } = setup();
  session.handlers.press(sq('d1'));
  session.handlers.dragStart(sq('d1'), { x: 10, y: 20 });
  session.handlers.dragMove({ x: 30, y: 40 }, sq('d2'));
  assert.deepEqual(session.view().drag, { from: sq('d1'), x: 30, y: 40, touch: false, over: sq('d2') });
  session.handlers.drop(sq('e5')); // not a target
  assert.equal(session.drag, null);
  assert.equal(session.selected, sq('d1'), 'still selected after snapping back');
  assert.deepEqual(session.history, []);
  session.handlers.dragStart(sq('d1'), { x: 10, y: 20 });
  session.handlers.drop(sq('d3'));
  assert.deepEqual(session.history, ['d1-d3']);
  assert.equal(session.view().slide, null, 'a dropped piece does not slide');
  tick(1);
  session.handlers.press(sq('f4'));
  session.handlers.dragStart(sq('f4'), { x: 0, y: 0 });
  session.handlers.cancel();
  assert.equal(session.drag, null);
  assert.equal(session.selected, sq('f4'));
});

test('mayMove: a side nobody may move cannot be picked up; canMove follows browsing and the result', () => {
  const { session } = setup({ mayMove: (side) => side === 'defenders' });
  assert.equal(session.canMove(), false);
  assert.equal(session.handlers.press(sq('d1')), false);
  assert.equal(session.attempt(sq('d1'), sq('d3')), null);
  session.play(sq('d1'), sq('d3')); // the host (or the computer) plays for the attackers
  assert.equal(session.canMove(), true);
  session.browseTo(0);
  assert.equal(session.canMove(), false, 'no move while browsing');
  session.browseTo(null);
  assert.equal(session.canMove(), true);
});

test('play: an illegal move throws the engine error and changes nothing', () => {
  const { session, events } = setup();
  assert.throws(() => session.play(sq('d1'), sq('d9')), /illegal|occupied|not/i);
  assert.deepEqual(session.history, []);
  assert.deepEqual(events, []);
  assert.equal(session.attempt(sq('d1'), sq('d9')), null);
});

test('the per-ply cache: boards and positions for every ply, equal to a replay', () => {
  const { session } = setup();
  for (const [a, b] of [['d1', 'd3'], ['h6', 'h3'], ['d3', 'd1'], ['h3', 'h6']]) session.play(sq(a), sq(b));
  const replay = new Game();
  const boards = [Array.from(replay.board())];
  const positions = [replay.position()];
  for (const m of session.history) {
    const [a, b] = m.split('-');
    replay.applyMove(a, b.slice(0, b.search(/x|$/)));
    boards.push(Array.from(replay.board()));
    positions.push(replay.position());
  }
  for (let k = 0; k <= 4; k++) {
    assert.deepEqual(Array.from(session.board(k)), boards[k], `board after ${k} plies`);
    assert.equal(session.position(k), positions[k]);
  }
  replay.free();
  assert.equal(session.sideAt(0), 'attackers');
  assert.equal(session.sideAt(3), 'defenders');
});

test('browseTo shows an earlier ply, drops the selection; a press returns to the game unless the host says no', () => {
  const { session, events } = setup();
  session.play(sq('d1'), sq('d3'));
  session.play(sq('h6'), sq('h3'));
  session.handlers.press(sq('d3'));
  session.handlers.release(sq('d3'));
  events.length = 0;
  session.browseTo(1);
  assert.equal(session.viewPly, 1);
  assert.equal(session.selected, -1);
  assert.deepEqual(Array.from(session.view().board), Array.from(session.board(1)));
  assert.deepEqual(session.view().lastMove, { from: sq('d1'), to: sq('d3'), captured: [] });
  session.handlers.press(sq('e1'));
  assert.equal(session.viewPly, null, 'back to the live position');
  assert.deepEqual(events, [['change', 'browse'], ['change', 'browse']]);
  session.browseTo(99);
  assert.equal(session.viewPly, null, 'past the end is the live position');
  session.browseTo(-3);
  assert.equal(session.viewPly, 0);

  const still = setup({ returnOnPress: () => false }).session;
  still.play(sq('d1'), sq('d3'));
  still.browseTo(0);
  still.handlers.press(sq('e1'));
  assert.equal(still.viewPly, 0, 'a board nobody plays stays where it was browsed');
});

test('undo takes back n plies, never more than were played', () => {
  const { session } = setup();
  session.play(sq('d1'), sq('d3'));
  session.play(sq('h6'), sq('h3'));
  session.play(sq('d3'), sq('d1'));
  assert.equal(session.undo(2), 2);
  assert.deepEqual(session.history, ['d1-d3']);
  assert.equal(session.position(), session.game.position());
  assert.equal(session.undo(5), 1);
  assert.equal(session.plies, 0);
  assert.equal(session.undo(), 0);
});

test('animations: capture fades and the slide end on the clock (FADE_MS, SLIDE_MS)', () => {
  // e1-e4 then d6-d4 captures e4.
  const { session, tick } = setup();
  session.play(sq('e1'), sq('e4'));
  let v = session.view();
  assert.deepEqual(v.slide && [v.slide.from, v.slide.to], [sq('e1'), sq('e4')]);
  tick(SLIDE_MS);
  assert.equal(session.view().slide, null);
  const detail = session.play(sq('d6'), sq('d4'));
  assert.deepEqual(detail.captured, ['e4']);
  assert.equal(detail.notation, 'd6-d4xe4');
  v = session.view();
  assert.deepEqual(v.fading.map((f) => [f.index, f.piece]), [[sq('e4'), 1]]);
  tick(FADE_MS - 1);
  assert.equal(session.view().fading.length, 1);
  tick(1);
  assert.equal(session.view().fading.length, 0, 'gone after exactly FADE_MS');
  session.play(sq('a4'), sq('b4'));
  session.undo();
  assert.equal(session.view().slide, null, 'undo stops the animations');
});

test('a quick reply does not cut short the fade of a capture; captures stay marked through the reply', () => {
  // e1-e4, then d6-d4 captures e4, and the reply comes at once.
  const { session, tick } = setup();
  session.play(sq('e1'), sq('e4'));
  tick(SLIDE_MS);
  assert.deepEqual(session.view().captured, []);
  session.play(sq('d6'), sq('d4'));
  tick(10);
  session.play(sq('a4'), sq('b4'));
  let v = session.view();
  assert.deepEqual(v.fading.map((f) => squareName(f.index)), ['e4'], 'the capture still fades after the reply');
  assert.deepEqual(v.captured, [{ index: sq('e4'), piece: 1 }], 'the captured square is marked after the reply');
  tick(FADE_MS);
  assert.equal(session.view().fading.length, 0);
  assert.deepEqual(session.view().captured, [{ index: sq('e4'), piece: 1 }], 'the mark outlives the fade');
  session.play(sq('d4'), sq('d5'));
  assert.deepEqual(session.view().captured, [], 'gone at the next move');
  // Browsing shows the marks of the ply shown; a reload (load) keeps them.
  session.browseTo(3);
  assert.deepEqual(session.view().captured.map((c) => squareName(c.index)), ['e4']);
  session.load(Game.fromRecord(session.game.record()), { ply: 2 });
  assert.deepEqual(session.view().captured.map((c) => squareName(c.index)), ['e4']);
});

test('confirmTaps: a tapped target is marked first and played on a second tap; keys and drops play at once', () => {
  let confirm = true;
  const { session } = setup({ confirmTaps: () => confirm });
  session.handlers.press(sq('d1'));
  session.handlers.release(sq('d1'));
  session.handlers.press(sq('d3'));
  assert.deepEqual(session.history, [], 'the first tap does not play');
  assert.deepEqual(session.view().pending, { from: sq('d1'), to: sq('d3') });
  session.handlers.press(sq('d2'));
  assert.deepEqual(session.view().pending, { from: sq('d1'), to: sq('d2') }, 'another target moves the mark');
  session.handlers.press(sq('d2'));
  assert.deepEqual(session.history, ['d1-d2']);
  assert.equal(session.view().pending, null);
  // A tap on the piece itself takes the mark back and keeps the piece.
  session.handlers.press(sq('d6'));
  session.handlers.release(sq('d6'));
  session.handlers.press(sq('d4'));
  session.handlers.press(sq('d6'));
  session.handlers.release(sq('d6'));
  assert.equal(session.pending, -1);
  assert.equal(session.selected, sq('d6'));
  // The keyboard grid's Enter is deliberate: it plays at once.
  assert.equal(session.activate(sq('d4')).kind, 'played');
  // So is a drop.
  session.handlers.press(sq('h1'));
  session.handlers.dragStart(sq('h1'), { x: 0, y: 0 }, { touch: true, over: sq('h1') });
  session.handlers.drop(sq('h3'));
  assert.equal(session.history.at(-1), 'h1-h3');
  confirm = false;
  session.handlers.press(sq('f4'));
  session.handlers.release(sq('f4'));
  session.handlers.press(sq('f3'));
  assert.equal(session.history.at(-1), 'f4-f3', 'without confirmTaps one tap plays');
});

test('the move detail and the view of a finished game: deciding squares come with the result', () => {
  // The king on a6 escapes to a11.
  const { session } = setup({ game: Game.fromPosition('11/11/11/11/11/k10/11/11/11/11/5a5 d') });
  const won = session.play(sq('a6'), sq('a11'));
  assert.equal(won.source, 'api');
  assert.equal(won.side, 'defenders');
  assert.equal(won.status, 'defenders_win');
  assert.equal(won.reason, 'escape');
  assert.equal(session.over, true);
  assert.deepEqual(session.view().deciding, [sq('a11')]);
  assert.equal(session.canMove(), false);
  session.browseTo(0);
  assert.deepEqual(session.view().deciding, [], 'only the live position shows what decided it');
});

test('deciding squares are the engine\'s (Game.decidingSquares): a king capture (K1), an exit fort (W2), none for a resignation', () => {
  // The king on e8 with attackers on d8, f8 and e9: c7-e7 closes the fourth side.
  const captured = setup({ game: Game.fromPosition('11/11/4a6/3aka5/2a8/11/11/11/11/9d1/11 a') }).session;
  assert.deepEqual(captured.view().deciding, [], 'nothing while the game goes on');
  assert.equal(captured.play(sq('c7'), sq('e7')).reason, 'king_captured');
  assert.deepEqual(names(captured.view().deciding), ['d8', 'e7', 'e8', 'e9', 'f8']);
  assert.deepEqual(captured.view().deciding, Array.from(captured.game.decidingSquares(), sq));
  // The king on f1 behind e1 g1 e2 g2 e3 f3: i3-g3 closes the fort (the diagonal corners count).
  const fort = setup({ game: Game.fromPosition('11/1a7a1/11/11/11/11/11/11/4dd2d2/4d1d4/4dkd4 d') }).session;
  assert.equal(fort.play(sq('i3'), sq('g3')).reason, 'exit_fort');
  assert.deepEqual(names(fort.view().deciding), ['e1', 'e2', 'e3', 'f1', 'f3', 'g1', 'g2', 'g3']);
  // A resignation decided nothing on the board.
  const { session, events } = setup();
  assert.deepEqual(session.resign('attackers'), { status: 'defenders_win', reason: 'resignation', winner: 'defenders' });
  assert.deepEqual(events.at(-1), ['change', 'result']);
  assert.match(session.game.record(), /\[reason:resignation\]/);
  assert.deepEqual(session.view().deciding, []);
  assert.throws(() => session.resign('defenders'), /over/, 'the engine refuses a second result');
  assert.equal(session.outcome.winner, 'defenders', 'and nothing changed');
});

test('browseBy: the browsing keys show another ply; other keys do nothing', () => {
  const { session, events } = setup();
  session.play(sq('d1'), sq('d3'));
  session.play(sq('e5'), sq('e2'));
  assert.equal(session.browseBy('ArrowLeft'), true);
  assert.equal(session.viewPly, 1);
  assert.equal(session.browseBy('Home'), true);
  assert.equal(session.viewPly, 0);
  assert.equal(session.browseBy('End'), true);
  assert.equal(session.viewPly, null);
  events.length = 0;
  assert.equal(session.browseBy('x'), false);
  assert.deepEqual(events, []);
});

test('warnings and confirm: a warned target asks first, and plays only if nothing changed meanwhile', () => {
  let asked = null;
  const { session } = setup({
    warnings: (from, targets) => targets.filter((t) => t === sq('d3')),
    confirm: (move, proceed) => {
      asked = { move, proceed };
      return true;
    },
  });
  session.handlers.press(sq('d1'));
  session.handlers.release(sq('d1'));
  assert.deepEqual(session.warn, [sq('d3')]);
  const r = session.activate(sq('d3'));
  assert.equal(r.kind, 'asking');
  assert.deepEqual(session.history, [], 'not played before the answer');
  asked.proceed();
  assert.deepEqual(session.history, ['d1-d3']);
  // A yes that comes after another move is ignored.
  assert.equal(session.attempt(sq('h6'), sq('h3')), 'played');
  assert.equal(session.attempt(sq('d3'), sq('d2')), 'played');
  assert.equal(session.attempt(sq('h3'), sq('h6')), 'played');
  assert.equal(session.attempt(sq('d2'), sq('d3')), 'asking');
  const late = asked.proceed;
  session.play(sq('d2'), sq('d1'));
  late();
  assert.equal(session.history.at(-1), 'd2-d1');
  // Without a confirm hook a warned move is played at once.
  const plain = setup({ warnings: () => [sq('d3')] }).session;
  assert.equal(plain.attempt(sq('d1'), sq('d3')), 'played');
});

test('activate (keyboard): select, cancel by activating again, play, nothing on an empty square', () => {
  const { session } = setup();
  assert.deepEqual(session.activate(sq('c5')), { kind: 'none', index: sq('c5'), targets: 0 });
  const picked = session.activate(sq('d1'));
  assert.equal(picked.kind, 'selected');
  assert.equal(picked.targets, session.targets.length);
  assert.equal(session.activate(sq('d1')).kind, 'cancelled');
  assert.equal(session.activate(sq('a4')).kind, 'selected');
  assert.equal(session.activate(sq('a2')).kind, 'played');
  assert.deepEqual(session.history, ['a4-a2']);
  assert.equal(session.cancel(), false, 'nothing to cancel');
});

test('trialOutcomes tries moves on a copy: the game is unchanged', () => {
  const { session } = setup();
  const before = session.game.record();
  const out = session.trialOutcomes(sq('d1'), [sq('d3'), sq('d9')]);
  assert.equal(out[0].status, 'ongoing');
  assert.equal(out[1], null, 'an illegal trial is null');
  assert.equal(session.game.record(), before);
});

test('load frees the previous game and changes the game id; gameId guards late answers', () => {
  const { session, events } = setup();
  const old = session.game;
  const id = session.gameId;
  session.load(Game.fromRecord('1. d1-d3 h6-h3'), { ply: 1 });
  assert.notEqual(session.gameId, id);
  assert.equal(session.viewPly, 1);
  assert.deepEqual(events, [['change', 'load']]);
  assert.throws(() => old.sideToMove(), 'the old game was freed');
});

// ---------------------------------------------------------------- ai-player.js

/**
 * The worker's client, in process: the same request/cancel contract as
 * ai-client.js, answered by the real engine when `release()` is called (so a
 * test decides when the reply arrives).
 */
function inProcessClient() {
  const pending = [];
  let restarts = 0;
  return {
    pending,
    client: {
      request({ record, level, options }) {
        this.cancel();
        return new Promise((resolve, reject) => {
          pending.push({
            release() {
              const g = Game.fromRecord(record);
              try {
                resolve(g.aiMove(level, options));
              } catch (err) {
                reject(err);
              } finally {
                g.free();
              }
            },
            resolve,
          });
        });
      },
      cancel() {
        const req = pending.pop();
        if (!req) return false;
        restarts += 1;
        req.resolve(null);
        return true;
      },
      get restarts() {
        return restarts;
      },
      destroy() {
        this.cancel();
      },
    },
  };
}

const flush = () => new Promise((r) => setImmediate(r));

function aiSetup({ side = 'attackers', enabled = () => true } = {}) {
  const { session } = setup();
  const transport = inProcessClient();
  const thinking = [];
  const errors = [];
  // The reply's pause on a clock that stands still: every reply waits the
  // whole pause, and the wait ends at once (the pause's own test below holds it).
  const waits = [];
  const ai = createAiPlayer({
    now: () => 0,
    wait: async (ms) => {
      waits.push(ms);
    },
    session,
    side: () => side,
    level: () => 'easy',
    enabled,
    options: () => ({ seed: 7 }),
    createClient: () => transport.client,
    onThinking: (t) => thinking.push(t),
    onError: (err, move) => errors.push([err.message, move]),
  });
  return { session, ai, transport, thinking, errors, waits };
}

test('ai-player: moves when it is its turn, plays the reply through the session', async () => {
  const { session, ai, transport, thinking } = aiSetup();
  assert.equal(ai.maybeMove(), true);
  assert.equal(ai.thinking, true);
  assert.equal(ai.maybeMove(), false, 'one request at a time');
  transport.pending.shift().release();
  await flush();
  assert.equal(session.plies, 1);
  assert.equal(ai.thinking, false);
  assert.deepEqual(thinking, [true, false]);
  assert.equal(ai.maybeMove(), false, "not the computer's turn");
});

test('ai-player: one staleness rule (request id, game id, ply)', async () => {
  // Cancelled: the reply never plays, the worker restarts.
  let t = aiSetup();
  t.ai.maybeMove();
  const first = t.transport.pending[0];
  assert.equal(t.ai.cancel(), true);
  assert.equal(t.ai.restarts, 1);
  first.release();
  await flush();
  assert.equal(t.session.plies, 0);
  assert.equal(t.ai.cancel(), false, 'nothing running');

  // Another game loaded meanwhile (same side to move, same ply).
  t = aiSetup();
  t.ai.maybeMove();
  const req = t.transport.pending.shift();
  t.session.load(new Game());
  req.release();
  await flush();
  assert.equal(t.session.plies, 0, 'a reply for another game is dropped');

  // The game moved on meanwhile (someone played for the computer).
  t = aiSetup();
  t.ai.maybeMove();
  const req2 = t.transport.pending.shift();
  t.session.play(sq('d1'), sq('d3'));
  t.session.play(sq('h6'), sq('h3'));
  req2.release();
  await flush();
  assert.deepEqual(t.session.history, ['d1-d3', 'h6-h3'], 'a reply for another ply is dropped');

  // The host turned it off meanwhile.
  let on = true;
  t = aiSetup({ enabled: () => on });
  t.ai.maybeMove();
  on = false;
  t.transport.pending.shift().release();
  await flush();
  assert.equal(t.session.plies, 0);
});

test('ai-player: an engine error is reported, not thrown', async () => {
  const { session, ai, transport, errors } = aiSetup();
  ai.maybeMove();
  // A reply the engine refuses (a corner holds no piece).
  transport.pending.shift().resolve('a1-a2');
  await flush();
  assert.equal(session.plies, 0);
  assert.equal(errors.length, 1);
  assert.equal(errors[0][1], 'a1-a2');
  assert.equal(ai.thinking, false);
});

test('ai-player: a quick reply waits out the rest of the pause, still thinking; Stop during the pause drops it', async () => {
  const { session } = setup();
  const transport = inProcessClient();
  let clock = 0;
  const held = [];
  const make = () =>
    createAiPlayer({
      session,
      side: () => 'attackers',
      level: () => 'easy',
      options: () => ({ seed: 7 }),
      createClient: () => transport.client,
      pause: REPLY_PAUSE_MS,
      now: () => clock,
      wait: (ms) => new Promise((resolve) => held.push({ ms, resolve })),
    });
  const ai = make();
  ai.maybeMove();
  clock += 120;
  transport.pending.shift().release();
  await flush();
  assert.deepEqual(held.map((h) => h.ms), [REPLY_PAUSE_MS - 120], 'the rest of the pause');
  assert.equal(session.plies, 0, 'not played during the pause');
  assert.equal(ai.thinking, true, 'the pause is part of the thinking');
  held.shift().resolve();
  await flush();
  assert.equal(session.plies, 1);
  assert.equal(ai.thinking, false);
  assert.ok(REPLY_PAUSE_MS > FADE_MS, 'a capture has faded before the reply');

  // A reply that took longer than the pause plays at once.
  session.load(new Game());
  ai.maybeMove();
  clock += REPLY_PAUSE_MS + 1;
  transport.pending.shift().release();
  await flush();
  assert.equal(held.length, 0);
  assert.equal(session.plies, 1);

  // Stop during the pause: the reply is dropped.
  session.load(new Game());
  ai.maybeMove();
  transport.pending.shift().release();
  await flush();
  assert.equal(held.length, 1);
  assert.equal(ai.cancel(), true);
  held.shift().resolve();
  await flush();
  assert.equal(session.plies, 0);
});
