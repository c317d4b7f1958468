// Pure helpers of the rules page (no DOM): language choice, the tiny inline
// markup of the content modules, and the key comparison the tests use.

/** Language codes, in the order the switch lists them. */
export const LANGS = Object.freeze(['en', 'zh-Hans', 'zh-Hant', 'ru', 'vi', 'pt']);

/**
 * Each language's name in itself (autonym). These are the same in every
 * language, so they live here; each module's `meta.name` must equal its entry
 * (a test checks), which keeps the module the source of the string.
 */
export const AUTONYMS = Object.freeze({
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  pt: 'Português',
});

/** localStorage key shared with the main page (a plain language code). */
export const STORAGE_KEY = 'hnef.lang';

/**
 * Maps a language tag (`pt-BR`, `zh-TW`, `zh-Hans-CN`, `RU`) to one of LANGS,
 * or null.
 */
export function normalizeLang(tag) {
  if (typeof tag !== 'string' || tag === '') return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const exact = LANGS.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const parts = lower.split('-');
  if (parts[0] === 'zh') {
    if (parts.includes('hant') || parts.some((p) => ['tw', 'hk', 'mo'].includes(p))) return 'zh-Hant';
    return 'zh-Hans';
  }
  return LANGS.find((code) => code === parts[0]) ?? null;
}

/**
 * The page's language: `?lang=` first, then the stored choice, then the
 * browser's preferences, then English.
 *
 * @param {string|null} param value of `?lang=`
 * @param {string|null} stored value stored under STORAGE_KEY
 * @param {readonly string[]} preferred navigator.languages
 */
export function pickLanguage(param, stored, preferred = []) {
  for (const tag of [param, stored, ...preferred]) {
    const code = normalizeLang(tag);
    if (code) return code;
  }
  return 'en';
}

/**
 * Splits a line of content into inline runs: `**bold**` and `` `code` ``;
 * everything else is plain text. Unclosed markers stay literal text.
 *
 * @returns {{type: 'text'|'strong'|'em'|'code', text: string}[]}
 */
export function parseInline(line) {
  const runs = [];
  const re = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|`([^`]+)`/g;
  let last = 0;
  for (const m of line.matchAll(re)) {
    if (m.index > last) runs.push({ type: 'text', text: line.slice(last, m.index) });
    if (m[1] !== undefined) runs.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined) runs.push({ type: 'em', text: m[2] });
    else runs.push({ type: 'code', text: m[3] });
    last = m.index + m[0].length;
  }
  if (last < line.length) runs.push({ type: 'text', text: line.slice(last) });
  return runs;
}

/**
 * Groups a body (array of lines) into blocks: a line starting with `- ` is a
 * list item (consecutive ones form one list); any other line is a paragraph.
 *
 * @returns {({type: 'p', text: string}|{type: 'ul', items: string[]})[]}
 */
export function blocks(body) {
  const out = [];
  for (const line of body) {
    if (line.startsWith('- ')) {
      const prev = out[out.length - 1];
      if (prev?.type === 'ul') prev.items.push(line.slice(2));
      else out.push({ type: 'ul', items: [line.slice(2)] });
    } else {
      out.push({ type: 'p', text: line });
    }
  }
  return out;
}

/**
 * The leaves of a content module as `path -> value` (arrays are leaves:
 * their length is part of the shape), for comparing languages.
 */
export function leaves(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) leaves(v, path, out);
    else out.set(path, v);
  }
  return out;
}

/**
 * Differences between a reference module and another: keys missing or extra,
 * empty strings, and arrays of a different length or with empty entries.
 *
 * @returns {string[]} human-readable problems (empty when they match)
 */
export function compareModules(reference, other) {
  const a = leaves(reference);
  const b = leaves(other);
  const problems = [];
  for (const [path, v] of a) {
    if (!b.has(path)) {
      problems.push(`missing ${path}`);
      continue;
    }
    const w = b.get(path);
    if (Array.isArray(v) !== Array.isArray(w)) problems.push(`${path}: list vs text`);
    else if (Array.isArray(v) && v.length !== w.length) problems.push(`${path}: ${w.length} items, want ${v.length}`);
    else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        if (String(item).startsWith('- ') !== String(w[i]).startsWith('- ')) {
          problems.push(`${path}[${i}]: list item vs paragraph`);
        }
      });
    }
  }
  for (const path of b.keys()) if (!a.has(path)) problems.push(`extra ${path}`);
  for (const [path, w] of b) {
    const items = Array.isArray(w) ? w : [w];
    if (items.length === 0) problems.push(`${path}: empty list`);
    for (const item of items) {
      if (typeof item !== 'string' || item.trim() === '' || item.trim() === '-') problems.push(`${path}: empty text`);
    }
  }
  return problems;
}
