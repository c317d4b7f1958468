// Messages: `t(key, params)` looks a key up in the active table (English by
// default) and fills its parameters. A missing key falls back to English,
// then to the key itself, so a gap shows instead of breaking the page.
//
// Message syntax (a small subset of ICU MessageFormat; values stay strings):
//   {name}        the parameter as given;
//   {name:lower}  the parameter in lower case, for a label (a side or level
//                 name) inside a sentence: "The {side:lower} resigned.";
//   {name, plural, one {# point} other {# points}}
//                 the form of the active language's plural category for the
//                 number `name` (Intl.PluralRules: one/few/many/other for
//                 Russian, one/many/other for Portuguese, other only for
//                 Chinese and Vietnamese); `#` is the number, written the
//                 language's way; `=2 {…}` matches exactly 2; a missing
//                 category falls back to `other`.
//
// Languages are the rules page's (rules/core.js): the same codes, autonyms
// and localStorage key (`hnef.lang`), so a choice made on one page holds on
// the other. Other tables load on demand from i18n/<code>.js.

import en from './i18n/en.js';
import { AUTONYMS, LANGS, STORAGE_KEY, pickLanguage } from './rules/core.js';

export { AUTONYMS, LANGS, STORAGE_KEY, pickLanguage };

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

/**
 * A `t(key, params)` over one table in language `lang` (English where it
 * lacks a key): for a board with a language of its own, beside the page's
 * active one.
 */
export function translator(table, lang = 'en') {
  return (key, params) => {
    const text = table[key] || en[key] || key;
    return params ? formatMessage(text, params, lang) : text;
  };
}

/** The message for `key` with its parameters filled from `params`. */
export function t(key, params) {
  const text = active[key] || en[key] || key;
  if (!params) return text;
  return formatMessage(text, params, language);
}

const pluralRules = new Map();
const numberFormats = new Map();

/** The plural category (`one`, `few`, `many`, `other`…) of `n` in language `lang`. */
export function pluralCategory(n, lang = language) {
  if (!pluralRules.has(lang)) pluralRules.set(lang, new Intl.PluralRules(lang));
  return pluralRules.get(lang).select(n);
}

/**
 * The thousands separator of each language of the page (CLDR, as
 * Intl.NumberFormat writes whole numbers: Latin digits, groups of three from
 * the first thousand on).
 */
const GROUP_SEPARATORS = Object.freeze({ en: ',', 'zh-Hans': ',', 'zh-Hant': ',', ru: '\u00a0', vi: '.', pt: '.' });

/**
 * `n` written in language `lang`. Whole numbers (0 and up) in the page's
 * languages are written here, digits in groups of three, which needs no
 * Intl.NumberFormat: its first use loads ICU's number data, tens of
 * milliseconds on the main thread (the page's start-up counts the clocks'
 * names; the analysis board counts positions per second). Anything else
 * goes to Intl. tests/www/i18n-plural.test.mjs holds the two ways equal.
 */
export function formatNumber(n, lang) {
  const separator = Object.hasOwn(GROUP_SEPARATORS, lang) ? GROUP_SEPARATORS[lang] : null;
  if (separator !== null && Number.isSafeInteger(n) && n >= 0) {
    const digits = String(n);
    let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (let i = out.length; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
    return out;
  }
  if (!numberFormats.has(lang)) numberFormats.set(lang, new Intl.NumberFormat(lang));
  return numberFormats.get(lang).format(n);
}

/** Index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The forms of a plural block's body: `one {…} other {…}` -> Map(selector -> text), or null. */
export function pluralForms(body) {
  const forms = new Map();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) return body.slice(i).trim() === '' && forms.size ? forms : null;
    const open = i + m[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return null;
    forms.set(m[1], body.slice(open + 1, close));
    i = close + 1;
  }
  return forms.size ? forms : null;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;

/** One `{…}` of a message, filled; `whole` (the text as written) when it cannot be. */
function placeholder(inner, whole, params, lang) {
  const simple = /^(\w+)(:lower)?$/.exec(inner);
  if (simple) {
    if (!(simple[1] in params)) return whole;
    const value = String(params[simple[1]]);
    return simple[2] ? value.toLocaleLowerCase(lang) : value;
  }
  const head = PLURAL_HEAD.exec(inner);
  const forms = head && pluralForms(inner.slice(head[0].length));
  if (!forms || !(head[1] in params)) return whole;
  const n = Number(params[head[1]]);
  const form = forms.get(`=${n}`) ?? forms.get(pluralCategory(n, lang)) ?? forms.get('other') ?? '';
  return formatMessage(form.replaceAll('#', formatNumber(n, lang)), params, lang);
}

/** Fills a message template (syntax above) with `params`, in language `lang`. */
export function formatMessage(text, params, lang = language) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = open < 0 ? -1 : closingBrace(text, open);
    if (close < 0) return out + text.slice(i);
    out += text.slice(i, open) + placeholder(text.slice(open + 1, close), text.slice(open, close + 1), params, lang);
    i = close + 1;
  }
  return out;
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
