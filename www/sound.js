// Sounds of the game, synthesised with Web Audio (no files to fetch or
// cache): a move, a capture, the king with a corner in reach, a game won and
// a game lost. `moveCues` decides which cues a move gets (plain data, no
// DOM); `createSound` plays them. Which moves threaten what is the engine's
// word: `kingCanEscape` asks `Game.cornerReach`.

/**
 * Each cue: notes `{type, freq, at, dur, gain, to?}`: an oscillator of
 * `type` at `freq` Hz from `at` seconds for `dur` seconds (gliding to `to`
 * Hz when given), at peak `gain`. Short and quiet: a knock, a snap, a bell.
 */
export const CUES = Object.freeze({
  move: [{ type: 'triangle', freq: 392, at: 0, dur: 0.07, gain: 0.22, to: 294 }],
  capture: [
    { type: 'square', freq: 196, at: 0, dur: 0.08, gain: 0.07, to: 98 },
    { type: 'triangle', freq: 587, at: 0.05, dur: 0.12, gain: 0.18, to: 440 },
  ],
  threat: [
    { type: 'sine', freq: 880, at: 0, dur: 0.11, gain: 0.12 },
    { type: 'sine', freq: 988, at: 0.14, dur: 0.14, gain: 0.12 },
  ],
  win: [
    { type: 'sine', freq: 523, at: 0, dur: 0.14, gain: 0.14 },
    { type: 'sine', freq: 659, at: 0.12, dur: 0.14, gain: 0.14 },
    { type: 'sine', freq: 784, at: 0.24, dur: 0.3, gain: 0.14 },
  ],
  loss: [
    { type: 'triangle', freq: 415, at: 0, dur: 0.18, gain: 0.16 },
    { type: 'triangle', freq: 349, at: 0.16, dur: 0.18, gain: 0.16 },
    { type: 'triangle', freq: 277, at: 0.32, dur: 0.36, gain: 0.16 },
  ],
});

/** Seconds between two cues of one move. */
const GAP = 0.08;

/** A cue's length in seconds. */
export const cueLength = (name) => Math.max(...CUES[name].map((n) => n.at + n.dur));

/**
 * Whether the king could move to a corner now, asked of the engine
 * (`Game.cornerReach`, whoever is to move): when the attackers are to move,
 * the threat they must answer. False without a game.
 */
export function kingCanEscape(game) {
  return game ? game.cornerReach().length > 0 : false;
}

/**
 * The cues of a move (a session's move detail): a capture or a move, then a
 * won or lost game (for the person against the computer; any win between
 * two players) or the king's threat. `who`: `{mode, humanSide}`.
 */
export function moveCues(detail, who, threat) {
  const cues = [detail.captured.length > 0 ? 'capture' : 'move'];
  if (detail.status !== 'ongoing') {
    if (detail.winner && who.mode === 'computer') cues.push(detail.winner === who.humanSide ? 'win' : 'loss');
    else if (detail.winner) cues.push('win');
  } else if (threat) cues.push('threat');
  return cues;
}

/**
 * The player of cues. The AudioContext is made at the first cue or at
 * `unlock()` (call it from a tap or key press) once the page has had a
 * gesture; cues before that are skipped, as the browser would silence
 * them. `enabled()` is read at every cue (the mute switch).
 */
export function createSound({ enabled = () => true } = {}) {
  let ctx = null;

  function context() {
    if (!ctx) {
      // No Web Audio (Safari before 14.1 had only webkitAudioContext, but it
      // cannot run the engine's module worker either): no cues. Browsers
      // start audio only once the visitor has pressed, tapped or typed on
      // the page: a context made before starts suspended (Chromium warns in
      // the console) and its cues never sound, so none is made. Without
      // navigator.userActivation, assume a gesture came.
      const Audio = globalThis.AudioContext;
      if (!Audio || navigator.userActivation?.hasBeenActive === false) return null;
      try {
        ctx = new Audio();
      } catch {
        return null;
      }
    }
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    return ctx;
  }

  function note(c, n, start) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = n.type;
    osc.frequency.value = n.freq;
    const t0 = start + n.at;
    const t1 = t0 + n.dur;
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, t1);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(n.gain, t0 + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t1);
    osc.connect(gain).connect(c.destination);
    osc.start(t0);
    osc.stop(t1 + 0.02);
  }

  return {
    /** Plays the named cues one after another; nothing when muted or without Web Audio. */
    play(names) {
      if (enabled() !== true || names.length === 0) return;
      const c = context();
      if (!c) return;
      let start = c.currentTime + 0.01;
      for (const name of names) {
        for (const n of CUES[name] ?? []) note(c, n, start);
        start += cueLength(name) + GAP;
      }
    },
    /** Makes (or resumes) the audio context inside a gesture, when sound is on. */
    unlock() {
      if (enabled() === true) context();
    },
  };
}
