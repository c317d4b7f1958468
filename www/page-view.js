// A full-screen view over the page, for the boards that are not the page's
// own game (analysis, review, puzzles). Made in JS when it opens and removed
// when it closes, so the page's first load carries none of it.
//
// The view is modal, as the friend view is: the page behind it is inert,
// focus starts at its title (from the next frame, unless the opener put it
// inside the view) and goes back where it was when it closes,
// Escape closes it (unless a dialog is open or the key belongs to a board
// inside it), and keys pressed in it stay in it (the page's own keys would
// browse and flip the game behind it). The same holds when the focus is on
// no element at all (before the title takes it, or after a tap on the
// view's background): such keys are the view's too. One view at a time:
// opening another closes the one that is open.

let current = null;

/**
 * Opens a view and returns `{view, bar, heading, body, close}`: `body` is
 * the element to fill; `close()` removes it (and calls `onClose` once).
 * `id`: the view's element id (its title is `${id}-title`); `title`: the
 * heading's text; `closeLabel`: the close button's text.
 */
export function openPageView({ id, title, closeLabel, onClose = () => {}, root = document }) {
  current?.close();
  const app = root.getElementById('app') ?? root.body;
  const returnTo = root.activeElement;
  const view = root.createElement('section');
  view.className = 'page-view';
  view.id = id;
  view.setAttribute('aria-labelledby', `${id}-title`);
  const bar = root.createElement('div');
  bar.className = 'page-view-bar';
  const heading = root.createElement('h2');
  heading.id = `${id}-title`;
  heading.tabIndex = -1;
  heading.textContent = title;
  const closeButton = root.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'page-view-close';
  closeButton.textContent = closeLabel;
  bar.append(heading, closeButton);
  const body = root.createElement('div');
  body.className = 'page-view-body';
  view.append(bar, body);

  // The page's parts, and what lies outside the app (the skip link to the board): none of it takes focus while the view is open.
  const outside = root.body ? [...root.body.children].filter((node) => node !== app && !['dialog', 'script', 'template'].includes(node.localName) && !node.inert) : [];
  const behind = [...app.querySelectorAll(':scope > header, :scope > main, :scope > footer'), ...outside];
  for (const node of behind) node.inert = true;
  app.append(view);
  root.documentElement.classList.add('page-view-open');
  let open = true;
  // Focus goes to the title at the next frame, once the opener has filled
  // the view: focusing now would restyle the whole page (just made inert)
  // in this task, and again for the view's content.
  const frame = root.defaultView?.requestAnimationFrame ?? ((f) => setTimeout(f, 0));
  frame(() => {
    if (open && !view.contains(root.activeElement)) heading.focus({ preventScroll: true });
  });
  const handle = {
    view,
    bar,
    heading,
    body,
    close() {
      if (!open) return;
      open = false;
      if (current === handle) current = null;
      root.removeEventListener('keydown', unfocused, true);
      view.remove();
      for (const node of behind) node.inert = false;
      root.documentElement.classList.remove('page-view-open');
      try {
        onClose();
      } finally {
        if (returnTo?.isConnected) returnTo.focus?.({ preventScroll: true });
      }
    },
    get open() {
      return open;
    },
  };
  closeButton.addEventListener('click', () => handle.close());
  const onKey = (e) => {
    e.stopPropagation();
    if (e.key !== 'Escape' || root.querySelector('dialog[open]')) return;
    if (e.target instanceof Element && e.target.closest('hnef-board, canvas, [role="grid"]')) return;
    handle.close();
  };
  view.addEventListener('keydown', onKey);
  // A key with the focus on no element (its target is the body) is the view's, not the page's behind it.
  const unfocused = (e) => {
    if (e.target === root.body || e.target === root.documentElement) onKey(e);
  };
  root.addEventListener('keydown', unfocused, true);
  current = handle;
  return handle;
}

/** An element for a view: `tag` with a class and a text (both optional). */
export function viewNode(tag, className = '', text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** A button for a view: its class, its text, what a click does. */
export function viewButton(className, text, onClick) {
  const b = viewNode('button', className, text);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** The view that is open, or null. */
export function openView() {
  return current;
}
