// The page's typed-move box: a move written as text (`f2-f4`, `F2 F4`,
// `f2f4`, `f2xf4`) is played through the board's session like a tap or a
// key, and a refusal is shown beside the box in the page's words.

import { squareIndex } from './geometry.js';
import { errorText, moveRefusal } from './engine-errors.js';

const TYPED_MOVE = /^\s*([a-k](?:1[01]|[1-9]))\s*[-–—x:\s]?\s*([a-k](?:1[01]|[1-9]))\s*$/i;

/** The two square names of a typed move, lower case, or null when it is not one. */
export function parseTypedMove(text) {
  const m = TYPED_MOVE.exec(String(text));
  return m ? { from: m[1].toLowerCase(), to: m[2].toLowerCase() } : null;
}

/**
 * Wires the form: on submit the move is tried on `session`; `t` gives the
 * words. `on(target, type, handler)` adds a listener (the page's helper).
 */
export function wireTypedMove({ form, input, error, session, t, on }) {
  on(form, 'submit', (e) => {
    e.preventDefault();
    error.hidden = true;
    const move = parseTypedMove(input.value);
    let problem = null;
    if (!move) problem = t('typed.invalid');
    else if (!session.canMove()) problem = t('typed.wait');
    else {
      session.clearSelection();
      if (!session.attempt(squareIndex(move.from), squareIndex(move.to))) {
        const refusal = moveRefusal(session.game, move.from, move.to); // the engine's reason, in the page's words
        problem = refusal ? errorText(t, refusal) : t('typed.illegal', { move: `${move.from}-${move.to}` });
      }
    }
    if (problem) {
      error.textContent = problem;
      error.hidden = false;
    } else input.value = '';
  });
}
