// The page's English words written into www/index.html at build time: every
// `data-i18n` node gets its English text and every `data-i18n-attr` its
// English attributes (www/i18n/en.js, through i18n.js's `t`), so the first
// frame shows a whole page instead of empty labels, and an English start
// (the usual one) changes no node when the words are applied
// (page-header.js translatePage writes only what differs): no second layout
// of the whole page on the way to the first move. The language select gets
// English as its one option, as the page's start leaves it (the other
// languages' names need other scripts' fonts: page-header.js lists them once
// the page is interactive). Another language replaces the words as before.
//
//   node tools/page-words.mjs           rewrites www/index.html when stale
//   node tools/page-words.mjs --check   exits 1 when www/index.html is stale
//
// ./build.sh build runs it; tests/www/page-words.test.mjs checks the file.
// A translated node must be empty or hold only text (translatePage replaces
// its content with text); anything else is an error.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WWW = new URL('../www/', import.meta.url);

/** Text for HTML content and double-quoted attribute values. */
export function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A start tag's attributes with `name` set to `value` (added at the end when missing). */
function setAttribute(attrs, name, value) {
  const re = new RegExp(`(\\s${name.replace(/[-]/g, '\\-')}=)"[^"]*"`);
  const written = `"${escapeHtml(value)}"`;
  return re.test(attrs) ? attrs.replace(re, `$1${written}`) : `${attrs} ${name}=${written}`;
}

/**
 * `html` with the words of `t(key)` in every `data-i18n` node and
 * `data-i18n-attr` attribute, and `languages` (`[{code, name}]`, the first
 * chosen) as the options of `<select id="lang-select">`. Throws when a
 * translated node holds markup.
 */
export function withWords(html, t, languages = []) {
  const options = languages.map(({ code, name }, i) => `<option value="${escapeHtml(code)}" lang="${escapeHtml(code)}"${i === 0 ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  html = html.replace(/(<select\s[^>]*\bid="lang-select"[^>]*>)[^]*?(<\/select>)/, (whole, open, close) => `${open}${options}${close}`);
  return html.replace(/<([a-zA-Z][\w-]*)(\s[^>]*?)?(\/?)>/g, (tag, name, attrs = '', selfClosing) => {
    if (!/\sdata-i18n(-attr)?="/.test(attrs)) return tag;
    let out = attrs;
    const pairs = /\sdata-i18n-attr="([^"]*)"/.exec(attrs)?.[1];
    for (const pair of pairs ? pairs.split(';') : []) {
      const [attr, key] = pair.split(':').map((part) => part?.trim());
      if (attr && key) out = setAttribute(out, attr, t(key));
    }
    return `<${name}${out}${selfClosing}>`;
  }).replace(/(<([a-zA-Z][\w-]*)(?:\s[^>]*?)?\sdata-i18n="([^"]+)"[^>]*>)([^]*?)(<\/\2>)/g, (whole, open, name, key, inner, close) => {
    if (inner.includes('<')) throw new Error(`index.html: the ${name} of data-i18n="${key}" holds markup; a translated node holds text only`);
    return `${open}${escapeHtml(t(key))}${close}`;
  }).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(t('app.title'))}</title>`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { AUTONYMS, t } = await import(new URL('i18n.js', WWW).href);
  const file = new URL('index.html', WWW);
  const html = readFileSync(file, 'utf8');
  const languages = [{ code: 'en', name: AUTONYMS.en }];
  const next = withWords(html, t, languages);
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error('www/index.html: its English words are stale: run node tools/page-words.mjs');
      process.exit(1);
    }
  } else if (next !== html) {
    writeFileSync(file, next);
    console.log('www/index.html: English words written');
  }
}
