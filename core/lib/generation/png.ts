import { zlibSync } from 'fflate';
import type { Palette } from './design';
import { hexToRgb } from './color';
import { createRng } from './seed';

/**
 * The Open Graph image (1200x630 PNG): flat shapes in the site's palette, drawn into an indexed-colour
 * PNG so it compresses to a few kilobytes and takes milliseconds to make.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

export function encodeIndexedPng(width: number, height: number, colors: string[], pixels: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = new Uint8Array(colors.length * 3);
  colors.forEach((c, i) => plte.set(hexToRgb(c), i * 3));
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', zlibSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function ogImage(palette: Palette, seed: number): Uint8Array {
  const w = OG_WIDTH;
  const h = OG_HEIGHT;
  const rng = createRng(seed);
  const colors = [palette.heroBg, palette.primary, palette.accent, palette.accentSoft, palette.surface];
  const px = new Uint8Array(w * h);
  const circle = (cx: number, cy: number, r: number, color: number, ring = 0) => {
    const r2 = r * r;
    const inner = ring ? (r - ring) * (r - ring) : -1;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(h, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(w, Math.ceil(cx + r)); x++) {
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d <= r2 && d > inner) px[y * w + x] = color;
      }
    }
  };
  // A band along the bottom, a large disc, a ring and a few planets.
  const band = Math.round(h * (0.78 + rng.next() * 0.08));
  px.fill(4, band * w);
  const cx = w * (0.62 + rng.next() * 0.15);
  const cy = h * (0.45 + rng.next() * 0.1);
  circle(cx, cy, h * 0.3, 1);
  circle(cx, cy, h * 0.42, 2, h * 0.025);
  circle(cx - h * 0.45, cy + h * 0.22, h * 0.09, 3);
  circle(cx + h * 0.33, cy - h * 0.3, h * 0.07, 2);
  for (let i = 0; i < 5; i++) circle(w * 0.08 + rng.next() * w * 0.3, h * 0.1 + rng.next() * h * 0.6, 6 + rng.next() * 10, 3);
  return encodeIndexedPng(w, h, colors, px);
}
