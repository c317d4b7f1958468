// The two players' clocks on the page, and auto-flip (two players on one
// screen). The clock's state is plain data (clock.js) kept in the game's meta
// (`meta.clock`), so it is saved with the game (storage.js); this module
// ticks it, shows it under the board, pauses it, and ends the game on time
// (`Game.timeout`).
//
// When the clock stops:
// - while any <dialog> is open (the confirm and new-game dialogs), for a
//   short control (minutes + increment);
// - while the page is hidden (another tab, the phone locked), for a short
//   control: time spent away does not count, and a reload goes on from the
//   time left when the page was left;
// - never for the long control (days per move): it counts real time, across
//   dialogs, hidden pages and reloads, like a correspondence game;
// - at the end of the game.
// Moves pass the turn (with the increment); an undo hands it back (no time
// comes back). The clock shows under the board, so the board never moves;
// it is a role=timer (not announced each second); low time is said once in
// the live region.

import { ATTACKERS, DEFENDERS, isOver } from './state.js';
import { PRESETS, createClock, flagged, formatTime, isControl, isLong, isLow, parseControl, passTurn, running, start, stop, timeLeft, untilChange } from './clock.js';

/** Longest wait between two ticks (ms) while a clock runs. */
const TICK_MAX = 1000;

/**
 * @param {object} o
 * @param {{clocks: HTMLElement, newClock: HTMLSelectElement, autoFlip: HTMLInputElement}} o.el
 *   the clocks under the board (two `.clock[data-side]`, each with a `.clock-time`),
 *   the new-game dialog's control select, the settings card's auto-flip box
 * @param {object} o.session the board's session (session.js)
 * @param {(key: string, params?: object) => string} o.t
 * @param {(side: string) => string} o.sideName
 * @param {() => object|null} o.meta the game's meta now (its `clock`, `mode`, `id`)
 * @param {() => object|null} o.settings the stored settings (`autoFlip`, `flipped`)
 * @param {() => void} o.save saves the game and settings
 * @param {(text: string) => void} o.announce says a text in the live region
 * @param {() => void} o.onEnd after a flag ended the game (the page shows the result)
 * @param {() => void} o.refresh after the auto-flip box turned the board (the page renders)
 * @param {() => number} [o.now] the time (Date.now)
 * @param {Document} [o.doc]
 */
export function createClockView({ el, session, t, sideName, meta, settings, save, announce, onEnd, refresh, now = () => Date.now(), doc = document }) {
  const faces = Object.fromEntries([ATTACKERS, DEFENDERS].map((side) => [side, el.clocks.querySelector(`.clock[data-side="${side}"]`)]));
  let seen = { id: null, plies: -1 }; // the game and ply the clock last followed
  let timer = null;
  let lowSaid = new Set(); // sides whose low time was said (until their time is up again)
  let optionsText = '';

  const clockOf = () => meta()?.clock ?? null;
  const dialogOpen = () => doc.querySelector('dialog[open]') !== null;
  const hidden = () => doc.visibilityState === 'hidden';
  const pausedNow = (c) => !isLong(c.control) && (dialogOpen() || hidden());

  /** Stores a changed clock with the game. */
  function keep(c) {
    const m = meta();
    if (!m || m.clock === c) return;
    m.clock = c;
    save();
  }

  /** The face of a time left: `m:ss`, `h:mm:ss`, or days and `h:mm:ss`. */
  function face(ms) {
    const { days, text } = formatTime(ms);
    return days > 0 ? t('clock.face', { days, time: text }) : text;
  }

  /** A control's name in the new-game dialog. */
  function controlName(id) {
    const c = parseControl(id);
    if (c.kind === 'none') return t('clock.none');
    if (c.kind === 'fischer') return t('clock.fischer', { minutes: c.minutes, seconds: c.seconds });
    return t('clock.perMove', { days: c.days });
  }

  function fillOptions() {
    const names = PRESETS.map(controlName);
    const text = names.join('\n');
    if (text === optionsText) return;
    optionsText = text;
    const value = el.newClock.value;
    el.newClock.replaceChildren(
      ...PRESETS.map((id, i) => {
        const option = doc.createElement('option');
        option.value = id;
        option.textContent = names[i];
        return option;
      }),
    );
    if (PRESETS.includes(value)) el.newClock.value = value;
  }

  /** Auto-flip: between two players the board shows the side to move at the bottom (the attackers as it opens). */
  function autoFlip() {
    const s = settings();
    const m = meta();
    if (!s?.autoFlip || m?.mode !== 'two-players' || !session.game) return;
    const flipped = session.sideToMove === DEFENDERS;
    if (s.flipped === flipped) return;
    s.flipped = flipped;
    save();
  }

  /**
   * Follows the game: a new or restored game, a move (the turn passes with
   * its increment), an undo (the turn goes back), the end; then runs or
   * pauses the clock and shows it.
   */
  function sync() {
    const m = meta();
    if (!m || !session.game) return hide();
    const plies = session.plies;
    const side = session.sideToMove;
    if (seen.id !== m.id || seen.plies !== plies) {
      const first = seen.id !== m.id;
      const moved = !first && plies > seen.plies;
      if (first) lowSaid = new Set();
      autoFlip();
      seen = { id: m.id, plies };
      let c = m.clock ?? null;
      if (c && first && running(c) && !isLong(c.control)) c = { ...c, since: null }; // reloaded: goes on from the saved time
      if (c && c.turn !== side) {
        const mover = c.turn;
        c = passTurn(c, side, now(), { increment: moved });
        // A move made after its time ran out (between two ticks) loses on time.
        if (moved && c.remaining[mover] <= 0 && !isOver(session.outcome)) {
          keep(stop(c, now()));
          return flag(mover);
        }
      }
      if (c) keep(c);
    }
    const c = clockOf();
    if (!c) return hide();
    if (isOver(session.outcome)) keep(stop(c, now()));
    else keep(pausedNow(c) ? stop(c, now()) : start(c, now()));
    tick();
  }

  function hide() {
    clearTimeout(timer);
    timer = null;
    el.clocks.hidden = true;
  }

  /** `side`'s flag fell: the engine records the loss on time; the page shows it. */
  function flag(side) {
    clearTimeout(timer);
    timer = null;
    if (isOver(session.outcome)) return;
    try {
      session.game.timeout(side);
    } catch (err) {
      console.error(err);
      return;
    }
    session.touch('result');
    onEnd();
  }

  /** Shows the clocks at the time now; the flag when one fell; the next tick. */
  function tick() {
    clearTimeout(timer);
    timer = null;
    const c = clockOf();
    if (!c) return hide();
    const at = now();
    const fell = isOver(session.outcome) ? null : flagged(c, at);
    if (fell) {
      keep(stop(c, at));
      return flag(fell);
    }
    draw(c, at);
    if (running(c)) timer = setTimeout(tick, Math.min(TICK_MAX, untilChange(timeLeft(c, c.turn, at))));
  }

  function draw(c, at) {
    el.clocks.hidden = false;
    const over = isOver(session.outcome);
    el.clocks.dataset.state = over ? 'over' : running(c) ? 'running' : 'paused';
    el.clocks.dataset.control = c.control;
    for (const side of [ATTACKERS, DEFENDERS]) {
      const node = faces[side];
      const left = timeLeft(c, side, at);
      const low = isLow(c, side, at);
      const text = face(left);
      const time = node.querySelector('.clock-time');
      if (time.textContent !== text) time.textContent = text;
      node.dataset.ms = String(left);
      node.dataset.low = String(low);
      node.dataset.running = String(!over && c.turn === side);
      if (!over && c.turn === side) node.setAttribute('aria-current', 'true');
      else node.removeAttribute('aria-current');
      if (!low) lowSaid.delete(side);
      else if (!over && running(c) && c.turn === side && !lowSaid.has(side)) {
        lowSaid.add(side);
        announce(t('clock.low', { side: sideName(side), time: text }));
      }
    }
  }

  // A dialog opening or closing, the page hidden or shown: pause or go on.
  new MutationObserver(() => sync()).observe(doc.body, { attributes: true, attributeFilter: ['open'], subtree: true });
  doc.addEventListener('visibilitychange', () => sync());
  // Leaving (a reload, the tab closed): a short control stops where it is, so it goes on from there.
  globalThis.addEventListener?.('pagehide', () => {
    const c = clockOf();
    if (c && running(c) && !isLong(c.control)) keep(stop(c, now()));
    else if (c) save();
  });
  el.autoFlip.addEventListener('change', () => {
    const s = settings();
    if (!s) return;
    s.autoFlip = el.autoFlip.checked === true;
    save();
    autoFlip();
    refresh();
  });

  /** Called by the page's render: options in the language, the setting's box, the clocks. */
  function render() {
    fillOptions();
    el.autoFlip.checked = settings()?.autoFlip === true;
    sync();
  }

  return {
    render,
    /** The clock of a new game (`mode`, the control chosen): null without one. */
    fresh(mode, id) {
      if (mode !== 'two-players' || !isControl(id)) return null;
      return createClock(id, ATTACKERS); // sync() hands the turn to the side to move
    },
  };
}
