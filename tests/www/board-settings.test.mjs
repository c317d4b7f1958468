// <hnef-board>'s attribute plumbing and pure helpers (www/board-settings.js)
// in Node: the attributes it observes and what a change of each asks of the
// board, attributes read from an element, properties reflected and upgraded,
// the readiness errors, the resignation question's state, the words its
// parts show (with a real session and the real engine), a key's meaning and
// who hears a move's cues.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, { Game } from '../../www/pkg/hnef.js';
import {
  ATTRIBUTES,
  EFFECTS,
  OBSERVED,
  attributeEffect,
  boardKey,
  createResignQuestion,
  listener,
  moveAnnouncement,
  notReady,
  partsState,
  readAttributes,
  readPly,
  readSettings,
  reflectAttribute,
  resignationFor,
  upgradeProperties,
} from '../../www/board-settings.js';
import { squareIndex as sq } from '../../www/geometry.js';
import { translator } from '../../www/i18n.js';
import en from '../../www/i18n/en.js';
import pt from '../../www/i18n/pt.js';
import { createSession } from '../../www/session.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/hnef_bg.wasm', import.meta.url)) });

const t = translator(en);

/** An element as far as the attribute helpers see one: attributes in a Map. */
function fakeElement(attributes = {}) {
  const map = new Map(Object.entries(attributes));
  return {
    map,
    getAttribute: (name) => (map.has(name) ? map.get(name) : null),
    setAttribute: (name, value) => map.set(name, value),
    removeAttribute: (name) => map.delete(name),
  };
}

test('the observed attributes: every setting, the two switches, and lang; every one has an effect', () => {
  assert.deepEqual(ATTRIBUTES, [...OBSERVED, 'lang']);
  assert.ok(OBSERVED.includes('sound') && OBSERVED.includes('confirm-moves'));
  assert.ok(Object.isFrozen(ATTRIBUTES) && Object.isFrozen(EFFECTS));
  for (const name of Object.keys(EFFECTS)) assert.ok(OBSERVED.includes(name), `${name} is observed`);
  assert.deepEqual(
    OBSERVED.map((name) => [name, attributeEffect(name)]),
    [
      ['position', 'load'],
      ['record', 'load'],
      ['ruleset', 'load'],
      ['orientation', 'orientation'],
      ['interactive', 'players'],
      ['ai', 'players'],
      ['coordinates', 'view'],
      ['size', 'view'],
      ['theme', 'view'],
      ['ply', 'ply'],
      ['sound', 'none'],
      ['confirm-moves', 'selection'],
    ],
  );
});

test('readAttributes reads every observed attribute of an element, as readSettings would', () => {
  const el = fakeElement({ sound: '', 'confirm-moves': 'on', size: '300', coordinates: 'off', lang: 'ru' });
  const { settings, problems } = readAttributes(el);
  assert.deepEqual(problems, []);
  assert.deepEqual(settings, readSettings({ sound: '', 'confirm-moves': 'on', size: '300', coordinates: 'off' }).settings);
  assert.equal(settings.sound, true);
  assert.equal(settings.confirmMoves, true);
  assert.equal(settings.size, 300);
  const bad = readAttributes(fakeElement({ sound: 'loud' }));
  assert.deepEqual(bad.problems, ['sound: expected on or off, got "loud"']);
  assert.equal(bad.settings.sound, false, 'a bad value leaves the default');
});

test('reflectAttribute sets text or removes; upgradeProperties re-sets own properties through the accessor', () => {
  const el = fakeElement();
  reflectAttribute(el, 'position', 42);
  assert.equal(el.getAttribute('position'), '42');
  reflectAttribute(el, 'position', undefined);
  assert.equal(el.getAttribute('position'), null);
  reflectAttribute(el, 'record', 'd1-d3');
  reflectAttribute(el, 'record', null);
  assert.equal(el.map.size, 0);

  class Probe {
    seen = [];
    set position(v) {
      this.seen.push(['position', v]);
    }
    get position() {
      return 'accessor';
    }
  }
  const probe = new Probe();
  // Set before the class was defined: an own property shadows the accessor.
  Object.defineProperty(probe, 'position', { value: 'early', writable: true, configurable: true, enumerable: true });
  upgradeProperties(probe, ['position', 'record']);
  assert.deepEqual(probe.seen, [['position', 'early']]);
  assert.equal(probe.position, 'accessor', 'the own property is gone');
  assert.equal(Object.hasOwn(probe, 'record'), false, 'a name never set stays unset');
});

test('readPly and notReady: what was wrong, as the methods throw it', () => {
  assert.equal(readPly(3), 3);
  assert.equal(readPly('2'), 2);
  for (const bad of [-1, 1.5, 'x', NaN]) assert.throws(() => readPly(bad), /^Error: ply: expected a whole number, got /);
  const game = {};
  assert.equal(notReady({ status: 'ready', error: null, game, engine: true }), null);
  assert.equal(notReady({ status: 'loading', error: null, game: null, engine: false }), 'hnef-board is not ready yet (await element.ready)');
  assert.equal(notReady({ status: 'error', error: 'bad record', game: null, engine: true }), 'hnef-board is in an error state: bad record');
  assert.equal(notReady({ status: 'ready', error: null, game: null, engine: true }), 'hnef-board is not ready yet (await element.ready)');
  // load() needs only the engine: it may bring a board out of its error state.
  assert.equal(notReady({ status: 'error', error: 'bad', game: null, engine: true }, false), null);
  assert.equal(notReady({ status: 'loading', error: null, game: null, engine: true }, false), 'hnef-board is not ready yet (await element.ready)');
  assert.equal(notReady({ status: 'ready', error: null, game, engine: false }, false), 'hnef-board is not ready yet (await element.ready)');
});

test('the resignation question: opens for a side, shuts on either answer, Yes names the side', () => {
  const q = createResignQuestion();
  assert.equal(q.asking, null);
  assert.equal(q.ask(null), false, 'nobody to resign for: no question');
  assert.equal(q.asking, null);
  assert.equal(q.ask('defenders'), true);
  assert.equal(q.asking, 'defenders');
  assert.equal(q.answer(false), null, 'Cancel');
  assert.equal(q.asking, null);
  q.ask('attackers');
  assert.equal(q.answer(true), 'attackers');
  assert.equal(q.answer(true), null, 'answered once');
});

test('partsState: the words and controls of a ready board, from a real session', () => {
  const session = createSession({ Game });
  session.load(new Game());
  const settings = readSettings({ interactive: 'attackers', ai: 'easy' }).settings;
  const state = partsState(t, { settings, session, computer: 'defenders', thinking: false });
  assert.deepEqual(state, { ply: 0, plies: 0, status: 'Your move (attackers)', thinking: false, playable: true, resigner: 'attackers' });
  session.play(sq('d1'), sq('d3'));
  const thinking = partsState(t, { settings, session, computer: 'defenders', thinking: true });
  assert.equal(thinking.status, 'Computer is thinking…');
  assert.equal(thinking.plies, 1);
  const nobody = partsState(t, { settings: readSettings({}).settings, session, computer: null, thinking: false });
  assert.deepEqual([nobody.playable, nobody.resigner], [false, null]);
  // In another language, the same state in its words.
  const inPt = partsState(translator(pt, 'pt'), { settings, session, computer: 'defenders', thinking: true });
  assert.notEqual(inPt.status, thinking.status);
  session.resign('attackers');
  const over = partsState(t, { settings, session, computer: 'defenders', thinking: false });
  assert.equal(over.resigner, null, 'no Resign button once the game is over');
  assert.match(over.status, /resigned/);
});

test('resignationFor, boardKey, moveAnnouncement, listener', () => {
  const session = createSession({ Game });
  session.load(new Game());
  assert.equal(resignationFor(undefined, 'defenders', session, t), 'attackers');
  assert.equal(resignationFor('defenders', null, session, t), 'defenders');
  assert.throws(() => resignationFor('vikings', null, session, t), /resign: expected 'attackers' or 'defenders'/);
  session.resign('attackers');
  assert.throws(() => resignationFor('defenders', null, session, t), /^Error: resign: the game is over \(Defenders win/);

  const live = createSession({ Game });
  live.load(Game.fromRecord('d1-d3 h6-h3'));
  assert.equal(boardKey(live, 'ArrowLeft'), true, 'browses back');
  assert.equal(live.shownPly, 1);
  assert.equal(boardKey(live, 'End'), true);
  assert.equal(live.shownPly, 2);
  assert.equal(boardKey(live, 'x'), false, 'not a key of the board');
  live.handlers.press(sq('d3'));
  live.handlers.release(sq('d3'));
  assert.equal(live.selected, sq('d3'));
  assert.equal(boardKey(live, 'Escape'), false, 'Escape drops the selection, its default left alone');
  assert.equal(live.selected, -1);

  const detail = live.play(sq('d3'), sq('d2'));
  assert.equal(moveAnnouncement(t, detail, 'Defenders to move.'), 'Attackers: d3-d2. Defenders to move.');

  assert.deepEqual(listener('defenders'), { mode: 'computer', humanSide: 'attackers' });
  assert.deepEqual(listener(null), { mode: 'players', humanSide: null });
});
