// The embedding demo: fills each snippet with its board's own markup, sets
// up the iframe example (its `origins` is this page's origin), and logs the
// events the boards send. Every text goes in with textContent.

const log = document.getElementById('event-log');
const LOG_MAX = 30;

function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > LOG_MAX) log.lastElementChild.remove();
}

function describe(type, detail) {
  if (type === 'move') return `${detail.side} ${detail.notation} (${detail.source}), ${detail.sideToMove} to move`;
  if (type === 'gameover') return `${detail.status}: ${detail.reason}`;
  if (type === 'ready') return `${detail.plies} moves, showing ${detail.ply} of them`;
  return '';
}

// The snippets: the element as written in this page, before anything changes it.
for (const code of document.querySelectorAll('code[data-snippet-for]')) {
  const target = document.getElementById(code.dataset.snippetFor);
  if (target?.localName === 'hnef-board') {
    code.textContent = `<script type="module" src="https://YOUR-SITE/hnef/hnef-board.js"></script>\n${target.outerHTML}`;
  }
}

for (const board of document.querySelectorAll('hnef-board')) {
  for (const type of ['ready', 'move', 'gameover']) {
    board.addEventListener(type, (e) => note(`#${board.id} ${type}: ${describe(type, e.detail)}`));
  }
}

// The iframe: served from this page's origin here; in your page, from wherever
// you host embed.html, with your page's origin in `origins`.
const frame = document.getElementById('frame');
const params = new URLSearchParams({
  position: '3aaaaa3/5a5/11/a4d4a/a3ddd3a/aa1ddkdd1aa/a3ddd3a/a4d4a/11/5a5/3aaaaa3 a',
  interactive: 'both',
  coordinates: 'on',
  origins: location.origin,
});
const src = new URL(`embed.html?${params}`, location.href);
frame.src = src.href;
// The snippet spells the query readably (only what must be escaped is).
const readable = [...params]
  .map(([k, v]) => `${k}=${k === 'origins' ? 'https://YOUR-PAGE' : encodeURIComponent(v).replaceAll('%2F', '/')}`)
  .join('&amp;');
const frameCode = document.querySelector('code[data-snippet-for="frame"]');
frameCode.textContent =
  `<iframe src="https://YOUR-SITE/hnef/embed.html?${readable}"\n` +
  `        title="Hnefatafl board" width="360" height="420"></iframe>\n` +
  `<script>\n` +
  `  // Events from the board; commands back with the board's origin as targetOrigin.\n` +
  `  addEventListener('message', (e) => {\n` +
  `    if (e.origin !== 'https://YOUR-SITE' || e.data?.source !== 'hnef-embed') return;
    const iframe = document.querySelector('iframe');\n` +
  `    if (e.data.type === 'resize') iframe.height = e.data.height;\n` +
  `    if (e.data.type === 'move') console.log(e.data.detail.move);\n` +
  `  });\n` +
  `  // iframe.contentWindow.postMessage({type: 'play', move: 'd1-d3'}, 'https://YOUR-SITE');\n` +
  `</script>`;

addEventListener('message', (e) => {
  if (e.origin !== location.origin || e.source !== frame.contentWindow) return;
  const msg = e.data;
  if (!msg || typeof msg !== 'object' || msg.source !== 'hnef-embed') return;
  if (msg.type === 'ready' || msg.type === 'resize') {
    const h = Math.ceil(Number(msg.height));
    if (h > 0 && h < 5000) frame.height = String(h);
  }
  if (msg.type === 'resize') return;
  note(`iframe ${msg.type}: ${describe(msg.type, msg.detail ?? {})}`);
});

// A read-only link to the playable board's game (the element's watchLink()),
// opening in the hnef page beside this one.
document.getElementById('watch-play').addEventListener('click', () => {
  const out = document.getElementById('watch-link');
  try {
    const link = document.getElementById('play').watchLink(new URL('./', location.href));
    out.href = link;
    out.textContent = link;
    note(`#play watch link: ${link.length} characters`);
  } catch (err) {
    out.removeAttribute('href');
    out.textContent = String(err?.message ?? err);
  }
  out.hidden = false;
});

for (const button of document.querySelectorAll('button.copy')) {
  button.addEventListener('click', async () => {
    const code = button.parentElement.querySelector('code');
    try {
      await navigator.clipboard.writeText(code.textContent);
      button.textContent = 'Copied';
    } catch {
      // No clipboard (insecure context, permission): select the text instead.
      getSelection().selectAllChildren(code);
      button.textContent = 'Selected';
    }
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 1500);
  });
}
