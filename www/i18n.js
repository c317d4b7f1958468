// Messages: `t(key, params)` looks a key up in the active table (English by
// default) and fills `{name}` parameters. A missing key falls back to English,
// then to the key itself, so a gap shows instead of breaking the page.
//
// Languages are the rules page's (rules/core.js): the same codes, autonyms
// and localStorage key (`hnef.lang`), so a choice made on one page holds on
// the other. Other tables load on demand from i18n/<code>.js.

import en from './i18n/en.js';
import { AUTONYMS, LANGS, STORAGE_KEY, pickLanguage } from './rules/core.js';

export { AUTONYMS, LANGS, STORAGE_KEY, pickLanguage };

let active = en;
let language = 'en';
let activeT = null;

/** Makes `table` (a flat key -> string object) the active messages. */
export function setMessages(table, lang = 'en') {
  active = table;
  language = lang;
  activeT = null;
}

/** The active language tag. */
export function currentLanguage() {
  return language;
}

/**
 * A `t(key, params)` over one table (English where it lacks a key): for a
 * board with a language of its own, beside the page's active one.
 */
export function translator(table) {
  return (key, params) => {
    const text = table[key] || en[key] || key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
}

/** The message for `key` in the active table with `{name}` replaced by `params.name`. */
export function t(key, params) {
  activeT ??= translator(active);
  return activeT(key, params);
}

/** Whether a key exists in the English table. */
export function hasMessage(key) {
  return Object.hasOwn(en, key);
}

/** The message table of a language code (one of LANGS), loaded on demand. */
export async function loadMessages(code) {
  if (code === 'en' || !LANGS.includes(code)) return en;
  // `code` is one of LANGS: the module path is never built from outside text.
  const module = await import(`./i18n/${code}.js`);
  return module.default;
}

/** Loads and activates a language; returns the code actually used. */
export async function useLanguage(code) {
  const lang = LANGS.includes(code) ? code : 'en';
  setMessages(await loadMessages(lang), lang);
  return lang;
}

/** Keys of `table` that English has and `table` lacks or leaves empty (for the page's check). */
export function missingKeys(table) {
  return Object.keys(en).filter((key) => typeof table[key] !== 'string' || table[key].trim() === '');
}
