// The review's graph (game-review.js): the attackers' win chance after each
// ply as an SVG plot of our own (no library: one path, a few marks). Axes
// 0-100 % and plies, the classed moves marked (a shape per class besides its
// colour), the shown ply marked; a pointer over it shows the value at the
// nearest ply, a click or tap picks that ply. The plot is a slider for the
// keyboard (← → Home End pick a ply, its value is said) and for screen readers.

const NS = 'http://www.w3.org/2000/svg';
const PAD = { left: 40, right: 8, top: 8, bottom: 20 };
const HEIGHT = 150;

function node(name, attrs = {}, parent = null) {
  const n = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  parent?.append(n);
  return n;
}

/**
 * @param {HTMLElement} host where the plot goes
 * @param {object} o
 * @param {number[]} o.series the attackers' chance (0..1) after 0..n plies
 * @param {{ply: number, cls: string|null}[]} o.moves the moves (ply from 1) and their classes
 * @param {(ply: number) => string} o.describe the words for a ply's value
 * @param {string} o.label the plot's name
 * @param {(ply: number) => void} o.onSelect a ply picked
 */
export function createGraph(host, { series, moves, describe, label, onSelect }) {
  const n = series.length - 1;
  const wrap = document.createElement('div');
  wrap.className = 'review-graph';
  const svg = node('svg', { role: 'slider', tabindex: 0, 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': n, 'aria-orientation': 'horizontal', height: HEIGHT });
  const tip = document.createElement('p');
  tip.className = 'review-graph-tip';
  tip.setAttribute('aria-hidden', 'true');
  wrap.append(svg, tip);
  host.append(wrap);
  let width = 320;
  let ply = 0;
  let hover = null;

  const x = (k) => PAD.left + (n === 0 ? 0 : (k / n) * (width - PAD.left - PAD.right));
  const y = (v) => PAD.top + (1 - v) * (HEIGHT - PAD.top - PAD.bottom);

  function draw() {
    width = Math.max(200, Math.round(wrap.clientWidth || 320));
    svg.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
    svg.setAttribute('width', width);
    svg.replaceChildren();
    node('rect', { x: PAD.left, y: PAD.top, width: width - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom, class: 'rg-frame' }, svg);
    for (const v of [0, 0.5, 1]) {
      node('line', { x1: PAD.left, x2: width - PAD.right, y1: y(v), y2: y(v), class: v === 0.5 ? 'rg-mid' : 'rg-grid' }, svg);
      const text = node('text', { x: PAD.left - 4, y: y(v) + 4, class: 'rg-label', 'text-anchor': 'end' }, svg);
      text.textContent = `${v * 100}%`;
    }
    const step = n <= 20 ? 5 : n <= 60 ? 10 : n <= 150 ? 20 : 50;
    for (let k = 0; k <= n; k += step) {
      node('line', { x1: x(k), x2: x(k), y1: HEIGHT - PAD.bottom, y2: HEIGHT - PAD.bottom + 4, class: 'rg-grid' }, svg);
      const text = node('text', { x: x(k), y: HEIGHT - 5, class: 'rg-label', 'text-anchor': 'middle' }, svg);
      text.textContent = String(k);
    }
    const points = series.map((v, k) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`);
    node('path', { d: `M${x(0)},${y(0)} L${points.join(' L')} L${x(n)},${y(0)} Z`, class: 'rg-area' }, svg);
    node('polyline', { points: points.join(' '), class: 'rg-line' }, svg);
    // The shown ply under the class marks (a classed move stays visible when shown).
    node('line', { x1: x(ply), x2: x(ply), y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'rg-current' }, svg);
    node('circle', { cx: x(ply), cy: y(series[ply]), r: 7, class: 'rg-current-dot' }, svg);
    for (const m of moves) {
      if (!m.cls) continue;
      const [cx, cy] = [x(m.ply), y(series[m.ply])];
      const attrs = { class: `rg-mark rg-${m.cls}`, 'data-ply': m.ply };
      if (m.cls === 'blunder') node('rect', { ...attrs, x: cx - 5, y: cy - 5, width: 10, height: 10, transform: `rotate(45 ${cx} ${cy})` }, svg);
      else if (m.cls === 'mistake') node('rect', { ...attrs, x: cx - 4, y: cy - 4, width: 8, height: 8 }, svg);
      else node('circle', { ...attrs, cx, cy, r: 4 }, svg);
    }
    if (hover !== null) node('line', { x1: x(hover), x2: x(hover), y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'rg-hover' }, svg);
  }

  function plyAt(clientX) {
    const box = svg.getBoundingClientRect();
    const px = ((clientX - box.left) / Math.max(1, box.width)) * width;
    const k = n === 0 ? 0 : Math.round(((px - PAD.left) / (width - PAD.left - PAD.right)) * n);
    return Math.max(0, Math.min(n, k));
  }

  function showTip(k) {
    tip.textContent = k === null ? '' : describe(k);
  }

  svg.addEventListener('pointermove', (e) => {
    hover = plyAt(e.clientX);
    showTip(hover);
    draw();
  });
  svg.addEventListener('pointerleave', () => {
    hover = null;
    showTip(null);
    draw();
  });
  svg.addEventListener('click', (e) => {
    const k = plyAt(e.clientX);
    showTip(k);
    onSelect(k);
  });
  svg.addEventListener('keydown', (e) => {
    const next = { ArrowLeft: ply - 1, ArrowDown: ply - 1, ArrowRight: ply + 1, ArrowUp: ply + 1, Home: 0, End: n }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(Math.max(0, Math.min(n, next)));
  });
  const resize = globalThis.ResizeObserver ? new ResizeObserver(() => draw()) : null;
  resize?.observe(wrap);

  const api = {
    element: svg,
    /** Marks `k` as the shown ply. */
    setPly(k) {
      ply = Math.max(0, Math.min(n, k));
      svg.setAttribute('aria-valuenow', ply);
      svg.setAttribute('aria-valuetext', describe(ply));
      draw();
    },
    /** The client point of ply `k`'s value (for tests and the pointer). */
    pointOf(k) {
      const box = svg.getBoundingClientRect();
      return { x: box.left + (x(k) / width) * box.width, y: box.top + (y(series[k]) / HEIGHT) * box.height };
    },
    destroy() {
      resize?.disconnect();
      wrap.remove();
    },
  };
  api.setPly(0);
  return api;
}
