// Draws the app icons (www/icons/icon-192.png and icon-512.png) with no
// dependencies: shapes are sampled 4x4 per pixel and written as an RGB PNG
// with node:zlib. The motif (the king on the board between four attackers)
// stays inside the central 80 %, so the same file works as a maskable icon.
//
//   node tools/make-icons.mjs

import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../www/icons/', import.meta.url);

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const COLOURS = {
  bg: hex('#191714'),
  board: hex('#cfa971'),
  boardEdge: hex('#7d5b35'),
  line: hex('#a8834f'),
  attacker: hex('#8e1f1f'),
  attackerRim: hex('#3b0a0a'),
  defender: hex('#8cc1ea'),
  defenderRim: hex('#2c5576'),
  crown: hex('#e2b33c'),
  crownRim: hex('#5a3f06'),
};

function inRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const disc = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

// The crown on the king, in unit coordinates.
const CROWN = [
  [0.43, 0.545],
  [0.43, 0.47],
  [0.465, 0.505],
  [0.5, 0.445],
  [0.535, 0.505],
  [0.57, 0.47],
  [0.57, 0.545],
];
const ATTACKERS = [
  [0.5, 0.27],
  [0.5, 0.73],
  [0.27, 0.5],
  [0.73, 0.5],
];

/** The colour of the point (x, y) in the unit square. */
function sample(x, y) {
  for (const [ax, ay] of ATTACKERS) {
    if (disc(x, y, ax, ay, 0.075)) return disc(x, y, ax, ay, 0.062) ? COLOURS.attacker : COLOURS.attackerRim;
  }
  if (inPolygon(x, y, CROWN)) return COLOURS.crown;
  if (disc(x, y, 0.5, 0.5, 0.13)) return disc(x, y, 0.5, 0.5, 0.115) ? COLOURS.defender : COLOURS.defenderRim;
  if (inRoundRect(x, y, 0.16, 0.16, 0.84, 0.84, 0.05)) {
    if (!inRoundRect(x, y, 0.175, 0.175, 0.825, 0.825, 0.04)) return COLOURS.boardEdge;
    // Grid lines every 0.11 from the board's centre.
    const near = (v) => Math.abs(((v - 0.5 + 0.055 + 10) % 0.11) - 0.055) > 0.0505;
    if (near(x) || near(y)) return COLOURS.line;
    return COLOURS.board;
  }
  return COLOURS.bg;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function png(size) {
  const SS = 4;
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let py = 0; py < size; py++) {
    const row = py * (1 + size * 3);
    raw[row] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size);
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      for (let k = 0; k < 3; k++) raw[row + 1 + px * 3 + k] = Math.round(sum[k] / (SS * SS));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  const file = new URL(`icon-${size}.png`, OUT);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
