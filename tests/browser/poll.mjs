// The one way browser tests wait: poll a check from Node until it returns
// something truthy, or fail with what it last saw. Polling from Node keeps
// the pages' CSP (no eval) out of the way and works across frames and
// workers. A time limit only guards against a hang; no test asserts a time.

/** How often a check runs, in milliseconds. */
export const POLL_MS = 40;
/** How long before giving up (a guard against a hang, not a measurement). */
export const POLL_LIMIT_MS = 60_000;

/**
 * Runs `check()` (sync or async) until it returns a truthy value and returns
 * that value. A check that throws counts as not yet (a frame that is still
 * navigating, an element not yet defined) unless `rethrow` is set; the last
 * error or value is in the failure message.
 *
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {{what?: string, limit?: number, rethrow?: boolean, show?: (value: T) => unknown}} [options]
 * @returns {Promise<T>}
 */
export async function poll(check, { what = String(check), limit = POLL_LIMIT_MS, rethrow = false, show = (v) => v } = {}) {
  const end = Date.now() + limit;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (err) {
      if (rethrow) throw err;
      last = err;
    }
    if (Date.now() > end) {
      const seen = last instanceof Error ? `error: ${last.message}` : JSON.stringify(show(last));
      throw new Error(`gave up waiting for ${what} (last: ${seen?.slice(0, 600)})`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Polls `fn(arg)` evaluated in `target` (a page or frame) until it is truthy. */
export function until(target, fn, arg, what, options = {}) {
  return poll(() => target.evaluate(fn, arg), { what: what ?? String(fn), ...options });
}
