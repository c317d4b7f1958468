// The iframe embed (embed.html): an <hnef-board> set up from the URL query,
// talking to the page that frames it with postMessage.
//
// Query: the element's attributes (position, record, ruleset, orientation,
// interactive, ai, coordinates, size, theme, ply), plus
//   origins  comma-separated origins allowed to send commands and to receive
//            events (default none: the board works but says nothing)
//   id       a name echoed in every message (letters, digits, - _ . :)
// Invalid values are listed as text above the board and left out.
//
// embed -> host (to each allowed origin, never '*'):
//   {source: 'hnef-embed', id, type: 'ready', width, height, detail}
//   {source: 'hnef-embed', id, type: 'resize', width, height}
//   {source: 'hnef-embed', id, type: 'move' | 'gameover', detail}
//   {source: 'hnef-embed', id, type: 'error', message}
//   {source: 'hnef-embed', id, type: 'reply', request, ok, value | message}
// host -> embed (from an allowed origin and the parent window only):
//   {type: 'hello'} (answered with 'ready' once the board is ready)
//   {type: 'load', text | position | record}, {type: 'play', move},
//   {type: 'undo'}, {type: 'resign', side?}, {type: 'flip'}, {type: 'link'}
//   (a read-only link to the game, the element's watchLink()); an optional
//   `request` (number or short string) is echoed in the reply. Anything else
//   is ignored.

import { TAG, TEXT_MAX, clip, readSettings } from './hnef-board.js';

const SETTINGS = ['position', 'record', 'ruleset', 'orientation', 'interactive', 'ai', 'coordinates', 'size', 'theme', 'ply'];
const KNOWN = new Set([...SETTINGS, 'origins', 'id']);
const COMMANDS = new Set(['hello', 'load', 'play', 'undo', 'resign', 'flip', 'link']);
const ORIGINS_MAX = 20;

/**
 * The allowed origins from the `origins` parameter: each must be exactly an
 * http(s) origin (scheme, host, optional port; no path). Returns
 * `{origins, problems}`.
 */
export function parseOrigins(value) {
  const origins = [];
  const problems = [];
  if (value === null || value.trim() === '') return { origins, problems };
  for (const part of value.split(',').slice(0, ORIGINS_MAX)) {
    const text = part.trim();
    if (!text) continue;
    let url = null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '')) {
      origins.push(url.origin);
    } else {
      problems.push(`origins: "${clip(text)}" is not an origin like https://example.org`);
    }
  }
  return { origins: [...new Set(origins)], problems };
}

/** Reads the whole query: `{attributes, origins, id, problems}`. */
export function readQuery(search) {
  const params = new URLSearchParams(search);
  const raw = {};
  for (const name of SETTINGS) raw[name] = params.get(name);
  const { settings, problems } = readSettings(raw);
  const attributes = {};
  if (settings.record !== null) attributes.record = settings.record;
  if (settings.position !== null) attributes.position = settings.position;
  if (settings.ruleset !== null) attributes.ruleset = settings.ruleset;
  attributes.orientation = settings.orientation;
  if (settings.interactive !== null) attributes.interactive = settings.interactive;
  if (settings.ai !== null) attributes.ai = settings.ai;
  attributes.coordinates = settings.coordinates ? 'on' : 'off';
  if (settings.size !== null) attributes.size = String(settings.size);
  attributes.theme = settings.theme;
  if (settings.ply !== null) attributes.ply = String(settings.ply);
  const o = parseOrigins(params.get('origins'));
  problems.push(...o.problems);
  let id = null;
  const rawId = params.get('id');
  if (rawId !== null) {
    if (/^[A-Za-z0-9_.:-]{1,64}$/.test(rawId)) id = rawId;
    else problems.push(`id: "${clip(rawId)}" may hold only letters, digits and - _ . : (at most 64)`);
  }
  for (const name of new Set(params.keys())) {
    if (!KNOWN.has(name)) problems.push(`unknown setting "${clip(name, 30)}"`);
  }
  return { attributes, origins: o.origins, id, problems };
}

/** A command from the host as plain, checked data, or null when it is not one. */
export function readCommand(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  let type;
  let request;
  let side;
  try {
    type = data.type;
    request = data.request;
    side = data.side;
  } catch {
    return null;
  }
  if (typeof type !== 'string' || !COMMANDS.has(type)) return null;
  const cmd = { type, request: null };
  if (typeof request === 'string' && request.length <= 64) cmd.request = request;
  else if (Number.isSafeInteger(request)) cmd.request = request;
  const text = (v) => (typeof v === 'string' && v.length <= TEXT_MAX ? v : null);
  if (type === 'load') {
    if (text(data.record) !== null) cmd.input = { record: data.record };
    else if (text(data.position) !== null) cmd.input = { position: data.position };
    else if (text(data.text) !== null) cmd.input = data.text;
    else return null;
  } else if (type === 'play') {
    const m = data.move;
    if (typeof m === 'string' && m.length <= 40) cmd.move = m;
    else if (m && typeof m === 'object' && typeof m.from === 'string' && typeof m.to === 'string') {
      cmd.move = { from: m.from.slice(0, 4), to: m.to.slice(0, 4) };
    } else return null;
  } else if (type === 'resign') {
    // The side is checked by the element (its error goes back in the reply).
    if (typeof side === 'string' && side.length <= 20) cmd.side = side;
    else if (side !== undefined && side !== null) return null;
  }
  return cmd;
}

function start() {
  const { attributes, origins, id, problems } = readQuery(location.search);
  const allowed = new Set(origins);
  const framed = window.parent !== window;

  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    :root { color-scheme: light dark; }
    html, body { margin: 0; background: transparent; }
    body { padding: 4px; font: 14px/1.4 system-ui, sans-serif; }
    #notice { margin: 0 0 6px; padding: 6px 8px; border-radius: 6px; background: #fff3cd; color: #5c4200; font-size: 13px; overflow-wrap: anywhere; }
    @media (prefers-color-scheme: dark) { #notice { background: #3b3112; color: #ffe08a; } }
    #notice[hidden] { display: none; }
  `);
  document.adoptedStyleSheets = [sheet];

  if (problems.length) {
    const notice = document.getElementById('notice');
    notice.textContent = `Some settings were left out: ${problems.join('; ')}`;
    notice.hidden = false;
  }

  const board = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
  document.getElementById('slot').append(board);

  const base = id === null ? { source: 'hnef-embed' } : { source: 'hnef-embed', id };
  // Events go to the parent under each allowed origin as targetOrigin: the
  // browser delivers only the one that matches the parent's real origin.
  function post(message) {
    if (!framed) return;
    for (const origin of allowed) window.parent.postMessage({ ...base, ...message }, origin);
  }
  // The content's size (the body's box), not the viewport's: the host sizes
  // the iframe from it.
  function size() {
    const box = document.body.getBoundingClientRect();
    return { width: Math.ceil(box.width), height: Math.ceil(box.height) };
  }

  let ready = false;
  let last = { width: 0, height: 0 };
  board.addEventListener('ready', (e) => {
    ready = true;
    last = size();
    post({ type: 'ready', ...last, detail: e.detail });
  });
  board.addEventListener('move', (e) => post({ type: 'move', detail: e.detail }));
  board.addEventListener('gameover', (e) => post({ type: 'gameover', detail: e.detail }));
  board.addEventListener('error', (e) => post({ type: 'error', message: String(e.detail?.message ?? '') }));
  new ResizeObserver(() => {
    if (!ready) return;
    const now = size();
    if (now.width === last.width && now.height === last.height) return;
    last = now;
    post({ type: 'resize', ...now });
  }).observe(document.body);

  addEventListener('message', (event) => {
    // Only the framing page, only from an allowed origin; everything else is ignored.
    if (!framed || event.source !== window.parent || !allowed.has(event.origin)) return;
    const cmd = readCommand(event.data);
    if (!cmd) return;
    const reply = (body) => event.source.postMessage({ ...base, type: 'reply', request: cmd.request, ...body }, event.origin);
    if (cmd.type === 'hello') {
      if (ready) event.source.postMessage({ ...base, type: 'ready', ...size(), detail: readyDetail(board) }, event.origin);
      return;
    }
    try {
      let value;
      if (cmd.type === 'load') value = board.load(cmd.input);
      else if (cmd.type === 'play') value = board.play(cmd.move);
      else if (cmd.type === 'undo') value = board.undo();
      else if (cmd.type === 'resign') value = board.resign(cmd.side);
      else if (cmd.type === 'flip') value = board.flip();
      else if (cmd.type === 'link') value = board.watchLink();
      reply({ ok: true, value });
    } catch (err) {
      reply({ ok: false, message: String(err?.message ?? err) });
    }
  });
}

function readyDetail(board) {
  const o = board.outcome ?? {};
  return {
    position: board.position,
    record: board.record,
    ply: board.ply,
    plies: board.plies,
    sideToMove: board.sideToMove,
    status: o.status ?? null,
    reason: o.reason ?? null,
    winner: o.winner ?? null,
  };
}

if (typeof document !== 'undefined') start();
