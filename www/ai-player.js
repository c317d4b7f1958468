// The computer as a player of a board session: asks the worker (ai-client.js)
// for a move when it is the computer's turn, and plays the reply through the
// session. No DOM.
//
// One staleness rule: a reply is played only when it answers this player's
// latest request (request id), for the game the session still shows (game
// id) at the ply it was asked at (ply), and the computer should still move.
// Anything else is dropped. `cancel()` makes every running request stale and
// stops the search (the client terminates its worker).
//
// A reply found faster than REPLY_PAUSE_MS after the request waits out the
// rest: the person sees their own move (its slide, the fade of what it
// captured) before the computer answers, as across a real board. The pause is
// part of the thinking: Stop still cancels it and the staleness rule applies
// after it.

import { createAiClient } from './ai-client.js';
import { parseMove } from './geometry.js';

/** The least time between asking for a move and playing it, in milliseconds (longer than session.js FADE_MS). */
export const REPLY_PAUSE_MS = 450;

const defaultNow = () => globalThis.performance?.now() ?? Date.now();
const defaultWait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {ReturnType<import('./session.js').createSession>} options.session
 * @param {() => string|null} options.side the side the computer plays now, or null
 * @param {() => string} options.level 'easy' | 'normal' | 'expert'
 * @param {() => boolean} [options.enabled] the host's own conditions (not paused, on the page, ...)
 * @param {() => object} [options.options] search options for each request ({seed, timeMs, nodes})
 * @param {(thinking: boolean) => void} [options.onThinking]
 * @param {(err: Error, move: string|null) => void} [options.onError] the worker failed (move null) or its move was refused
 * @param {(opts: object) => object} [options.createClient] makes the worker client (default ai-client.js)
 * @param {boolean} [options.eager] start the worker now rather than at the first request (or at prepare())
 * @param {number} [options.pause] the least time from request to reply played (ms; REPLY_PAUSE_MS)
 * @param {() => number} [options.now] the pause's clock (ms)
 * @param {(ms: number) => Promise<void>} [options.wait] waits out the rest of the pause
 */
export function createAiPlayer({
  session,
  side,
  level,
  enabled = () => true,
  options = () => ({ seed: Math.floor(Math.random() * 2 ** 31) }),
  onThinking,
  onError,
  createClient = createAiClient,
  eager = false,
  pause = REPLY_PAUSE_MS,
  now = defaultNow,
  wait = defaultWait,
}) {
  let client = eager ? createClient() : null;
  let request = 0; // this player's latest request; replies to older ones are stale
  let thinking = false;

  function setThinking(value) {
    if (thinking === value) return;
    thinking = value;
    onThinking?.(value);
  }

  /** Whether the computer should move now (ignoring whether it is already thinking). */
  function shouldMove() {
    const s = side();
    return session.game !== null && s !== null && !session.over && session.sideToMove === s && enabled() === true;
  }

  /** Asks for a move when it is the computer's turn; false when it does not move (or already thinks). */
  function maybeMove() {
    if (thinking || !shouldMove()) return false;
    think();
    return true;
  }

  async function think() {
    const id = ++request;
    const gameId = session.gameId;
    const ply = session.plies;
    const asked = now();
    client ??= createClient();
    setThinking(true);
    let move;
    try {
      move = await client.request({ record: session.game.record(), level: level(), options: options() });
    } catch (err) {
      if (id !== request) return;
      setThinking(false);
      onError?.(err instanceof Error ? err : new Error(String(err)), null);
      return;
    }
    if (id !== request) return; // superseded or cancelled
    const rest = pause - (now() - asked);
    if (move !== null && rest > 0) {
      await wait(rest);
      if (id !== request) return; // cancelled during the pause
    }
    setThinking(false);
    if (move === null || session.gameId !== gameId || session.plies !== ply || !shouldMove()) return;
    const parsed = parseMove(move);
    try {
      if (!parsed) throw new Error(`not a move: ${move}`);
      session.play(parsed.from, parsed.to, { animate: true, source: 'ai' });
    } catch (err) {
      onError?.(err instanceof Error ? err : new Error(String(err)), move);
    }
  }

  return {
    maybeMove,
    shouldMove,
    /** Stops a running search (its reply, if any, is dropped); true when one was running. */
    cancel() {
      request += 1;
      if (!thinking) return false;
      setThinking(false);
      client?.cancel();
      return true;
    },
    get thinking() {
      return thinking;
    },
    /** Workers started after the first (one per cancel). */
    get restarts() {
      return client?.restarts ?? 0;
    },
    /**
     * An analysis of the position after `record` by the same worker (the
     * hint): resolves to the analysis, or null when a move request or a
     * cancel superseded it.
     */
    analyse({ record, options }) {
      client ??= createClient();
      return client.analyse({ record, options });
    },
    /** Starts the worker now when none runs, so that the first request finds the engine loaded. */
    prepare() {
      client ??= createClient();
    },
    /** Ends the worker; a later request starts a new one. */
    destroy() {
      request += 1;
      setThinking(false);
      client?.destroy();
      client = null;
    },
  };
}
