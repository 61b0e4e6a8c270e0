// Draws the app icons (public/icons/*.png) from the same shapes as public/favicon.svg, with node
// built-ins only: shapes are filled with 4×4 supersampling and written as 8-bit RGBA PNGs.
// Run after changing the design: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const AMBER = [0xf5, 0x9e, 0x0b];
const INK = [0x18, 0x18, 0x1b];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) {
    c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in the favicon's 64×64 design space: each answers "is this point inside?".
const inRoundedRect = (x, y, w, h, r) => {
  if (x < 0 || y < 0 || x > w || y > h) {
    return false;
  }
  const cx = Math.min(Math.max(x, r), w - r);
  const cy = Math.min(Math.max(y, r), h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

// The "P": a bowl (ring between radii 6.5 and 11.5 around (36, 27), right half, plus straight
// top and bottom strokes from the stem) and a stem from y 15.5 to 50.5.
function inLetter(x, y) {
  const stem = x >= 17.5 && x <= 22.5 && y >= 15.5 && y <= 50.5;
  const top = x >= 17.5 && x <= 36 && y >= 15.5 && y <= 20.5;
  const bottom = x >= 17.5 && x <= 36 && y >= 33.5 && y <= 38.5;
  const d = Math.hypot(x - 36, y - 27);
  const bowl = x >= 36 && d >= 6.5 && d <= 11.5;
  return stem || top || bottom || bowl;
}

const BOLT = [
  [39, 36],
  [31, 48],
  [39, 48],
  [36, 56],
  [46, 42],
  [38, 42],
  [41, 36],
];

/** `fullBleed`: square background, artwork scaled into the 80 % safe zone (maskable). */
function draw(size, { fullBleed }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  const scale = fullBleed ? 0.72 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const ux = ((px + (sx + 0.5) / samples) / size) * 64;
          const uy = ((py + (sy + 0.5) / samples) / size) * 64;
          // Artwork coordinates: the design shrunk about the centre for the maskable icon.
          const x = (ux - 32) / scale + 32;
          const y = (uy - 32) / scale + 32;
          const background = fullBleed || inRoundedRect(ux, uy, 64, 64, 14);
          if (!background) {
            continue;
          }
          const color = inPolygon(x, y, BOLT) ? WHITE : inLetter(x, y) ? INK : AMBER;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 255;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const coverage = a / 255;
      rgba[i] = coverage ? Math.round(r / coverage) : 0;
      rgba[i + 1] = coverage ? Math.round(g / coverage) : 0;
      rgba[i + 2] = coverage ? Math.round(b / coverage) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return png(size, rgba);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', 192, { fullBleed: false }],
  ['icon-512.png', 512, { fullBleed: false }],
  ['maskable-512.png', 512, { fullBleed: true }],
  // iOS masks its own corners and shows transparency as black: full bleed.
  ['apple-touch-icon-180.png', 180, { fullBleed: true }],
];
for (const [name, size, options] of icons) {
  const data = draw(size, options);
  writeFileSync(new URL(name, out), data);
  console.log(`public/icons/${name}  ${size}×${size}  ${data.length} bytes`);
}
