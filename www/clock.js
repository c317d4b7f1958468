// The two players' clocks as plain data: no DOM, no timers, no global time.
// Every function takes the time `now` (ms, as Date.now() gives it) and
// returns a new state; nothing is changed in place. The page (clock-view.js)
// keeps the state with the saved game and ticks it.
//
// Time controls, by id:
//   'none'   no clock;
//   'M+I'    M minutes for the whole game, I seconds added after each of
//            one's own moves (Fischer increment), e.g. '5+3';
//   'Nd'     N days for every move (a long, correspondence-like control):
//            a move's time does not carry over, the clock starts afresh at
//            N days for each move, e.g. '1d'.
//
// A state: {control, turn, remaining: {attackers, defenders}, since}
//   turn       the side whose clock runs (or would run when paused);
//   remaining  ms each side had when its clock last stopped or started;
//   since      when `turn`'s clock started (ms), or null while it is stopped
//              (paused, or the game is over).
// The time left of `turn` is remaining[turn] - (now - since); a clock whose
// time left is 0 or less has flagged.

import { ATTACKERS, DEFENDERS } from './state.js';

const SIDES = [ATTACKERS, DEFENDERS];
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The controls the new-game dialog offers, 'none' first. */
export const PRESETS = ['none', '3+2', '5+3', '10+5', '15+10', '30+20', '1d', '3d'];

/** Longest short control and largest increment accepted (a stored id is checked against them). */
const MINUTES_MAX = 600;
const INCREMENT_MAX = 600;
const DAYS_MAX = 30;

/**
 * Reads a control id: `{kind: 'none'}`, `{kind: 'fischer', base, increment}`
 * (ms) or `{kind: 'move', perMove}` (ms); null for anything else.
 */
export function parseControl(id) {
  if (id === 'none') return { kind: 'none' };
  if (typeof id !== 'string' || id.length > 16) return null;
  let m = /^([1-9]\d{0,2})\+(0|[1-9]\d{0,2})$/.exec(id);
  if (m) {
    const [minutes, seconds] = [Number(m[1]), Number(m[2])];
    if (minutes > MINUTES_MAX || seconds > INCREMENT_MAX) return null;
    return { kind: 'fischer', base: minutes * MINUTE, increment: seconds * 1000, minutes, seconds };
  }
  m = /^([1-9]\d?)d$/.exec(id);
  if (m && Number(m[1]) <= DAYS_MAX) return { kind: 'move', perMove: Number(m[1]) * DAY, days: Number(m[1]) };
  return null;
}

/** Whether `id` is a control id parseControl reads. */
export const isControl = (id) => parseControl(id) !== null;

/** Whether the control counts real time across reloads and hidden pages (the long control). */
export const isLong = (id) => parseControl(id)?.kind === 'move';

/** The time a side starts with (and, for the long control, starts every move with). */
function allowance(control) {
  return control.kind === 'fischer' ? control.base : control.perMove;
}

/**
 * A new clock for `control` with `turn` to move, stopped until `start`;
 * null for 'none' (no clock). Throws on an unknown control.
 */
export function createClock(id, turn = ATTACKERS) {
  const control = parseControl(id);
  if (!control) throw new Error(`unknown time control ${JSON.stringify(String(id).slice(0, 20))}`);
  if (!SIDES.includes(turn)) throw new Error(`unknown side ${JSON.stringify(String(turn).slice(0, 20))}`);
  if (control.kind === 'none') return null;
  const full = allowance(control);
  return { control: id, turn, remaining: { [ATTACKERS]: full, [DEFENDERS]: full }, since: null };
}

/** Whether the clock runs now. */
export const running = (state) => state !== null && state.since !== null;

/** Time spent on the running clock since it started (never negative: a clock set back counts nothing). */
function elapsed(state, now) {
  return state.since === null ? 0 : Math.max(0, now - state.since);
}

/** `side`'s time left (ms) at `now`, 0 at least. */
export function timeLeft(state, side, now) {
  const left = state.remaining[side] - (side === state.turn ? elapsed(state, now) : 0);
  return Math.max(0, left);
}

/** The side whose time ran out at `now`, or null. */
export function flagged(state, now) {
  if (state === null) return null;
  for (const side of SIDES) if (timeLeft(state, side, now) <= 0) return side;
  return null;
}

/** Stops the running clock at `now` (a pause, or the end of the game). */
export function stop(state, now) {
  if (!running(state)) return state;
  const left = timeLeft(state, state.turn, now);
  return { ...state, remaining: { ...state.remaining, [state.turn]: left }, since: null };
}

/** Starts (or resumes) `turn`'s clock at `now`. */
export function start(state, now) {
  if (state === null || running(state)) return state;
  return { ...state, since: now };
}

/**
 * After a move of `state.turn`: its clock stops (plus the increment, or
 * afresh for the long control, unless its time had already run out) and
 * `next`'s starts when the clock was running. An undo hands the turn back
 * with `{increment: false}`: no time comes back, none is added.
 */
export function passTurn(state, next, now, { increment = true } = {}) {
  if (state === null || next === state.turn) return state;
  if (!SIDES.includes(next)) throw new Error(`unknown side ${JSON.stringify(String(next).slice(0, 20))}`);
  const wasRunning = running(state);
  const stopped = stop(state, now);
  const mover = state.turn;
  const control = parseControl(state.control);
  let left = stopped.remaining[mover];
  if (increment && left > 0) left = control.kind === 'fischer' ? left + control.increment : control.perMove;
  return { ...stopped, turn: next, remaining: { ...stopped.remaining, [mover]: left }, since: wasRunning ? now : null };
}

/**
 * The state read back from storage: a copy of a well-formed state, or null
 * (not an object, an unknown control, a side or time that cannot be).
 * `null` itself (a game without a clock) reads as null too.
 */
export function sanitizeClock(raw) {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const control = parseControl(raw.control);
  if (!control || control.kind === 'none' || !SIDES.includes(raw.turn)) return null;
  const rem = raw.remaining;
  if (rem === null || typeof rem !== 'object' || Array.isArray(rem)) return null;
  const most = control.kind === 'fischer' ? control.base + 10_000 * MINUTE : control.perMove;
  const time = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= most;
  if (!time(rem[ATTACKERS]) || !time(rem[DEFENDERS])) return null;
  const since = raw.since;
  if (since !== null && !(typeof since === 'number' && Number.isFinite(since) && since >= 0)) return null;
  return { control: raw.control, turn: raw.turn, remaining: { [ATTACKERS]: rem[ATTACKERS], [DEFENDERS]: rem[DEFENDERS] }, since };
}

/** Whether `state` is in its low time at `now` for `side`: 20 s for a short control, an hour for the long one. */
export function isLow(state, side, now) {
  const limit = isLong(state.control) ? 3_600_000 : 20_000;
  return timeLeft(state, side, now) <= limit;
}

/**
 * A time left as the clock face shows it: `{days, text}`. Under 10 s tenths
 * show (`0:09.4`); under an hour `m:ss`; then `h:mm:ss`; a day or more gives
 * `days` (the page words it) and `text` the rest as `h:mm:ss`. Seconds are
 * rounded up (a clock at 0:00 has flagged), tenths down.
 */
export function formatTime(ms) {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return { days: 0, text: `0:0${Math.floor(tenths / 10)}.${tenths % 10}` };
  }
  let seconds = Math.ceil(left / 1000);
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n) => String(n).padStart(2, '0');
  const text = h > 0 || days > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
  return { days, text };
}

/**
 * The ms until formatTime(timeLeft) next changes, or the clock flags, while
 * it runs (for the page's next tick); 1 ms at least.
 */
export function untilChange(ms) {
  if (ms <= 0) return 1;
  if (ms < 100) return ms;
  if (ms <= 10_000) return (ms % 100) + 1;
  const toSecond = ms % 1000 || 1000;
  // Just past 10 s the next change is where the tenths begin.
  return Math.max(1, Math.min(toSecond, ms - 10_000 || 1000));
}
