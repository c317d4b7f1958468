// The page's header and its words: the static page translated (every
// `data-i18n` / `data-i18n-attr` node), the language select, and the menu
// (a <details> disclosure: its items are buttons and a link, reached by Tab;
// Escape or a click elsewhere closes it). main.js says what an item does.

import { AUTONYMS, LANGS, currentLanguage, hasMessage, loadMessages, missingKeys, setMessages, t } from './i18n.js';
import { fillSelect, touchOnly } from './panel.js';

/**
 * Writes every translated text and attribute of `root`, `<html lang>` and
 * the title. On a touch-only screen an attribute whose key has a `…Touch`
 * variant (a button's name without the key that presses it) takes that.
 */
export function translatePage(t, root = document) {
  // Only what differs is written: index.html holds the English words
  // (tools/page-words.mjs), and an unchanged page is not laid out again.
  const html = document.documentElement;
  if (html.lang !== currentLanguage()) html.lang = currentLanguage();
  if (document.title !== t('app.title')) document.title = t('app.title');
  const touch = touchOnly();
  for (const node of root.querySelectorAll('[data-i18n]')) {
    const text = t(node.dataset.i18n);
    if (node.textContent !== text || node.childElementCount) node.textContent = text;
  }
  for (const node of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of node.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':').map((part) => part?.trim());
      if (!attr || !key) continue;
      const value = t(touch && hasMessage(`${key}Touch`) ? `${key}Touch` : key);
      if (node.getAttribute(attr) !== value) node.setAttribute(attr, value);
    }
  }
}

/**
 * The language select: every language under its own name, the active one
 * chosen; with `all` false only the active one (the start: the other names
 * need other scripts' fonts, looked up on the way to the first move).
 */
export function fillLanguages(select, all = true) {
  const codes = all ? LANGS : [currentLanguage()];
  fillSelect(select, codes.map((c) => ({ value: c, text: AUTONYMS[c], lang: c, selected: c === currentLanguage() })));
}

/**
 * The language select: `apply(code)` loads a language's messages, makes
 * them active and translates the static page, then calls `onApplied()` for
 * what is drawn from state; a choice in the select is stored (the store
 * refusing it, it lasts for this visit) and applied at once. The page's
 * start applies with `{all: false}` (the select lists the active language
 * only) and calls `listAll()` once it is interactive.
 */
export function wireLanguages(select, { store, onApplied }) {
  let listed = false;
  async function apply(code, { all = true } = {}) {
    const table = await loadMessages(code);
    setMessages(table, LANGS.includes(code) ? code : 'en');
    document.documentElement.dataset.missing = String(missingKeys(table).length);
    translatePage(t);
    listed ||= all;
    fillLanguages(select, listed);
    onApplied();
  }
  select.addEventListener('change', async () => {
    const code = select.value;
    if (!LANGS.includes(code)) return;
    store.saveLanguage(code);
    await apply(code);
  });
  return {
    apply,
    /** Lists every language in the select (after a start with `{all: false}`). */
    listAll() {
      listed = true;
      fillLanguages(select);
    },
  };
}

/**
 * Wires the menu: `actions[name]()` runs for the item `data-menu="name"`
 * after the menu closes. Returns `close()`.
 */
export function wireMenu(menu, actions) {
  const summary = menu.querySelector('summary');
  const close = (focus = false) => {
    if (!menu.open) return;
    menu.open = false;
    if (focus) summary.focus();
  };
  menu.addEventListener('click', (e) => {
    const item = e.target instanceof Element ? e.target.closest('[data-menu]') : null;
    if (!item) return;
    close();
    actions[item.dataset.menu]?.();
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !menu.open) return;
    e.preventDefault();
    close(true);
  });
  document.addEventListener('pointerdown', (e) => {
    if (menu.open && !(e.target instanceof Node && menu.contains(e.target))) close();
  });
  menu.addEventListener('focusout', (e) => {
    if (menu.open && e.relatedTarget instanceof Node && !menu.contains(e.relatedTarget)) close();
  });
  return { close };
}

/** Brings a card of the panel into view and puts the focus on its first control (a menu item's target). */
export function showCard(card) {
  card.scrollIntoView({ block: 'start', behavior: 'auto' });
  card.querySelector('button, input, select, textarea, a[href]')?.focus({ preventScroll: true });
}
