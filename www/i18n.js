// Messages: `t(key, params)` looks a key up in the active table (English by
// default) and fills `{name}` parameters. A missing key falls back to English,
// then to the key itself, so a gap shows instead of breaking the page.

import en from './i18n/en.js';

let active = en;
let language = 'en';

/** Makes `table` (a flat key -> string object) the active messages. */
export function setMessages(table, lang = 'en') {
  active = table;
  language = lang;
}

/** The active language tag. */
export function currentLanguage() {
  return language;
}

/** The message for `key` with `{name}` replaced by `params.name`. */
export function t(key, params) {
  const text = active[key] ?? en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Whether a key exists in the English table. */
export function hasMessage(key) {
  return Object.hasOwn(en, key);
}
