// The rules page: picks a language, loads its content module from rules/ and
// builds the page with createElement/textContent only (content never goes
// through innerHTML). Diagrams come from diagram.js, specs from rules/diagrams.js.

import { renderDiagram } from './diagram.js';
import { AUTONYMS, LANGS, STORAGE_KEY, blocks, parseInline, pickLanguage } from './rules/core.js';
import { CLASSIC, COPENHAGEN, DIAGRAMS } from './rules/diagrams.js';

/**
 * The page's outline. Titles and text come from `sections.<id>` of the
 * language module; `clause` is the docs/RULES.md clause shown beside the title;
 * `figures` are diagram ids (words in `figures.<id>`).
 */
const OUTLINE = [
  { id: 'history', ruleset: COPENHAGEN },
  {
    id: 'rules',
    children: [
      { id: 'board', figures: ['setup'] },
      { id: 'm1', clause: 'M1', figures: ['m1'] },
      { id: 'm2', clause: 'M2', figures: ['m2'] },
      { id: 'c1', clause: 'C1', figures: ['c1', 'c1safe'] },
      { id: 'c2', clause: 'C2', figures: ['c2throne', 'c2corner'] },
      { id: 'c3', clause: 'C3', figures: ['c3'] },
      { id: 'k1', clause: 'K1', figures: ['k1'] },
      { id: 'w1', clause: 'W1', figures: ['w1'] },
      { id: 'w2', clause: 'W2', figures: ['w2'] },
      { id: 'w3', clause: 'W3', figures: ['w3'] },
      { id: 'w4', clause: 'W4', figures: ['w4'] },
      { id: 'e1', clause: 'E1', figures: ['e1'] },
      { id: 'e2', clause: 'E2', figures: ['e2'] },
      { id: 'e3', clause: 'E3', figures: ['e3'] },
      { id: 'order' },
    ],
  },
  { id: 'guide' },
  { id: 'strategy', children: [{ id: 'attack' }, { id: 'defence' }] },
  { id: 'special', children: [{ id: 'repetition' }, { id: 'fort' }, { id: 'draws' }] },
  { id: 'mistakes' },
  { id: 'classic', ruleset: CLASSIC, figures: ['classic'] },
];

const modules = new Map();
let english = null;
let current = null;
let missing = [];

async function loadModule(code) {
  if (!modules.has(code)) {
    // `code` is always one of LANGS (pickLanguage and the select only give those).
    modules.set(code, import(`./rules/${code}.js`).then((m) => m.default));
  }
  return modules.get(code);
}

/** The text at a dotted path of the current module; English when missing. */
function t(path) {
  const find = (obj) => path.split('.').reduce((o, k) => (o == null ? undefined : o[k]), obj);
  const value = find(current);
  const ok = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
  if (ok) return value;
  missing.push(path);
  return find(english) ?? path;
}

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A line of content with `**bold**` and `` `code` `` made into elements. */
function inline(parent, line) {
  for (const run of parseInline(line)) {
    if (run.type === 'text') parent.append(run.text);
    else parent.append(h(run.type, { text: run.text }));
  }
  return parent;
}

function body(parent, lines) {
  for (const block of blocks(lines)) {
    if (block.type === 'p') parent.append(inline(h('p'), block.text));
    else parent.append(h('ul', {}, ...block.items.map((item) => inline(h('li'), item))));
  }
}

function figure(id) {
  const alt = t(`figures.${id}.alt`);
  const fig = h('figure', { class: 'fig', 'data-figure': id });
  fig.append(renderDiagram(DIAGRAMS[id], alt, document));
  fig.append(inline(h('figcaption'), t(`figures.${id}.caption`)));
  return fig;
}

function heading(level, node) {
  const title = t(`sections.${node.id}.title`);
  const el = h(`h${level}`, { id: node.id });
  if (node.clause) el.append(h('span', { class: 'clause', text: node.clause }));
  el.append(title, ' ');
  el.append(h('a', { class: 'anchor', href: `#${node.id}`, 'aria-label': `${t('ui.anchor')}: ${title}`, text: '#' }));
  return el;
}

function section(node, level) {
  const sec = h('section', { class: node.clause ? 'part clause-part' : 'part', 'aria-labelledby': node.id });
  sec.append(heading(level, node));
  const text = h('div', { class: 'text' });
  body(text, t(`sections.${node.id}.body`));
  if (node.ruleset) {
    text.append(h('p', { class: 'ruleset' }, h('span', { text: t('ui.rulesetLabel') }), ' ', h('code', { text: node.ruleset })));
  }
  sec.append(text);
  if (node.figures) {
    const figs = h('div', { class: 'figs' });
    for (const id of node.figures) figs.append(figure(id));
    sec.append(figs);
  }
  for (const child of node.children ?? []) sec.append(section(child, level + 1));
  return sec;
}

function toc() {
  const nav = h('nav', { class: 'toc', 'aria-labelledby': 'toc-title' });
  nav.append(h('h2', { id: 'toc-title', text: t('ui.toc') }));
  const list = (nodes) =>
    h(
      'ol',
      // Only the long list of clauses is worth two columns on a wide screen.
      nodes.length > 6 ? { class: 'cols' } : {},
      ...nodes.map((node) => {
        const link = h('a', { href: `#${node.id}` });
        if (node.clause) link.append(h('span', { class: 'clause', text: node.clause }));
        link.append(t(`sections.${node.id}.title`));
        return h('li', {}, link, node.children ? list(node.children) : null);
      }),
    );
  nav.append(list(OUTLINE));
  return nav;
}

function legend() {
  const items = [
    ['att', 'legend.attacker'],
    ['def', 'legend.defender'],
    ['king', 'legend.king'],
    ['special', 'legend.special'],
    ['move', 'legend.move'],
    ['taken', 'legend.taken'],
    ['dot', 'legend.dot'],
  ];
  const box = h('aside', { class: 'legend', 'aria-labelledby': 'legend-title' });
  box.append(h('h2', { id: 'legend-title', text: t('legend.title') }));
  box.append(h('ul', {}, ...items.map(([cls, key]) => h('li', {}, h('span', { class: `key key-${cls}`, 'aria-hidden': 'true' }), t(key)))));
  return box;
}

function languageSelect(code) {
  const select = h('select', { id: 'lang' });
  for (const lang of LANGS) {
    const option = h('option', { value: lang, lang, text: AUTONYMS[lang] });
    if (lang === code) option.selected = true;
    select.append(option);
  }
  select.addEventListener('change', () => {
    const next = select.value;
    if (!LANGS.includes(next)) return;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be disabled; the switch still works for this visit.
    }
    const url = new URL(location.href);
    url.searchParams.set('lang', next);
    history.replaceState(null, '', url);
    show(next).then(() => document.getElementById('lang')?.focus());
  });
  return h('label', { class: 'lang' }, h('span', { text: t('ui.language') }), select);
}

async function show(code) {
  [english, current] = await Promise.all([loadModule('en'), loadModule(code)]);
  missing = [];
  const root = document.documentElement;
  root.lang = t('meta.htmlLang');
  document.title = t('ui.title');

  const header = h('header', { class: 'top' });
  header.append(h('a', { class: 'back', href: './', text: t('ui.back') }), languageSelect(code));

  const main = h('main', { id: 'main' });
  main.append(h('h1', { text: t('ui.heading') }));
  const lead = h('div', { class: 'lead' });
  body(lead, t('ui.lead'));
  main.append(lead, toc(), legend());
  for (const node of OUTLINE) main.append(section(node, 2));

  const footer = h('footer', { class: 'bottom' });
  footer.append(h('a', { href: './', text: t('ui.back') }), ' · ', h('a', { href: '#main', text: t('ui.top') }));

  const skip = h('a', { class: 'skip', href: '#main', text: t('ui.skip') });
  document.body.replaceChildren(skip, header, main, footer);
  root.dataset.lang = code;
  root.dataset.missing = String(missing.length);
  if (missing.length) console.warn(`rules page: ${code} misses ${missing.join(', ')}`);
  const target = location.hash.slice(1);
  if (target) document.getElementById(target)?.scrollIntoView();
}

function storedLanguage() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const param = new URLSearchParams(location.search).get('lang');
show(pickLanguage(param, storedLanguage(), navigator.languages ?? [navigator.language])).catch((err) => {
  document.documentElement.dataset.missing = 'error';
  console.error(err);
});
