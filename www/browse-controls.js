// The board's own controls on the page: Flip, the browsing buttons (first,
// previous, next, last), a click in the move list, and the page's keys (F
// flips, Escape cancels a selection, ← → Home End browse) when no text box
// or dialog has them.

/**
 * @param {object} el the page's elements (flip, navFirst, navPrev, navNext, navLast, moveList)
 * @param {object} o
 * @param {ReturnType<import('./session.js').createSession>} o.session
 * @param {() => boolean} o.ready whether the board takes input yet
 * @param {() => void} o.flip turns the board round (and saves that)
 */
export function wireBrowsing(el, { session, ready, flip }) {
  const on = (node, type, fn) => node.addEventListener(type, fn);
  on(el.flip, 'click', flip);
  on(el.navFirst, 'click', () => session.browseTo(0));
  on(el.navPrev, 'click', () => session.browseBy('ArrowLeft'));
  on(el.navNext, 'click', () => session.browseBy('ArrowRight'));
  on(el.navLast, 'click', () => session.browseTo(null));
  on(el.moveList, 'click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-ply]') : null;
    if (b) session.browseTo(Number(b.dataset.ply));
  });
  on(document, 'keydown', (e) => {
    const typing = e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
    if (!ready() || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing || document.querySelector('dialog[open]')) return;
    if (e.key === 'f' || e.key === 'F') {
      flip();
      e.preventDefault();
    } else if (e.key === 'Escape') session.cancel();
    else if (session.browseBy(e.key)) e.preventDefault();
  });
}
