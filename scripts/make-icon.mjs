/**
 * Draws Heistbox's icon — a gold vault wheel on a dark rounded square — and writes it as a 512×512
 * RGBA PNG to resources/icons/icon.png, the source electron-builder converts for every platform.
 * No dependency: shapes are signed-distance functions (anti-aliased by coverage), the PNG is
 * assembled by hand and compressed with node:zlib. Deterministic: the same bytes on every run.
 *
 * Usage: node scripts/make-icon.mjs [--out <file>]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';

const size = 512;
const center = size / 2;
const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outFile = path.resolve(root, values.out ?? 'resources/icons/icon.png');

const gold = [226, 176, 74];
const darkGold = [170, 124, 40];
const night = [23, 22, 28];

// Signed distances in pixels: negative inside the shape.
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r;
const ring = (x, y, r, width) => Math.abs(Math.hypot(x - center, y - center) - r) - width / 2;
function roundedSquare(x, y, half, radius) {
  const qx = Math.abs(x - center) - half + radius;
  const qy = Math.abs(y - center) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}
function segment(x, y, ax, ay, bx, by, width) {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy) - width / 2;
}
const coverage = (distance) => Math.max(0, Math.min(1, 0.5 - distance));

const spokes = [0, 1, 2, 3, 4, 5].map((i) => (i * Math.PI) / 3 + Math.PI / 6);
const bolts = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => (i * Math.PI) / 4);

/** The colour of one pixel: layers painted back to front. */
function pixel(x, y) {
  const background = coverage(roundedSquare(x, y, 236, 92));
  const shade = y / size;
  let rgb = [43 - 20 * shade, 33 - 11 * shade, 64 - 36 * shade];
  const paint = (color, alpha) => {
    rgb = rgb.map((channel, i) => channel + (color[i] - channel) * alpha);
  };
  paint(gold, coverage(ring(x, y, 176, 24)));
  for (const angle of bolts) {
    paint(
      darkGold,
      coverage(circle(x, y, center + 208 * Math.cos(angle), center + 208 * Math.sin(angle), 9)),
    );
  }
  for (const angle of spokes) {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    paint(gold, coverage(segment(x, y, center, center, center + 132 * cos, center + 132 * sin, 18)));
    paint(gold, coverage(circle(x, y, center + 140 * cos, center + 140 * sin, 15)));
  }
  paint(gold, coverage(circle(x, y, center, center, 64)));
  paint(darkGold, coverage(ring(x, y, 44, 6)));
  paint(night, coverage(circle(x, y, center, center - 10, 12)));
  paint(night, coverage(segment(x, y, center, center - 6, center, center + 22, 10)));
  return [...rgb.map((channel) => Math.round(channel)), Math.round(255 * background)];
}

/** Raw PNG scanlines: each row starts with filter type 0 (None). */
function scanlines() {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const rowStart = y * (size * 4 + 1);
    for (let x = 0; x < size; x += 1) rows.set(pixel(x + 0.5, y + 0.5), rowStart + 1 + x * 4);
  }
  return rows;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, no filter method, no interlace

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(scanlines(), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, png);
console.log(`icon: ${size}×${size} PNG, ${png.length} bytes → ${path.relative(root, outFile)}`);
