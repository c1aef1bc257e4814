import { crc32 } from '~core/lib/generation/png';

/**
 * Real image bytes made in the test (no fixture files): a truecolour RGBA PNG written by hand (zlib "stored"
 * blocks, so no compressor is needed), an EXIF segment to splice into a JPEG, and the first bytes of a HEIC.
 */

function be32(n: number) {
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  out.set(be32(data.length), 0);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  out.set(be32(crc32(out, 4, 8 + data.length)), 8 + data.length);
  return out;
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    blocks.push(last, part.length & 255, part.length >> 8, ~part.length & 255, (~part.length >> 8) & 255, ...part);
    if (raw.length === 0) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(...be32(((b << 16) | a) >>> 0));
  return new Uint8Array(blocks);
}

const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

/**
 * A `width` × `height` RGBA PNG: a colour gradient (so resizing and encoding do real work), optional
 * transparency, an optional tEXt chunk (metadata that must not survive), and an optional lie in the header.
 */
export function makePng(width: number, height: number, options: { text?: string; alpha?: boolean; headerSize?: [number, number]; padding?: number } = {}): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) {
      const p = row + 1 + x * 4;
      raw[p] = (x * 255) / Math.max(1, width - 1);
      raw[p + 1] = (y * 255) / Math.max(1, height - 1);
      raw[p + 2] = 128;
      raw[p + 3] = options.alpha && x < width / 2 ? 0 : 255;
    }
  }
  const [w, h] = options.headerSize ?? [width, height];
  const ihdr = new Uint8Array([...be32(w), ...be32(h), 8, 6, 0, 0, 0]);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (options.text) parts.push(chunk('tEXt', ascii(`Comment\0${options.text}`)));
  // Private ancillary chunks decoders skip (64 KB each): a file of any size that still decodes in moments.
  for (let left = options.padding ?? 0; left > 12; left -= 65536 + 12) parts.push(chunk('prVt', new Uint8Array(Math.min(65536, left - 12)).fill(0x5a)));
  parts.push(chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array()));
  return concat(parts);
}

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Splices an EXIF APP1 segment after a JPEG's SOI: Orientation (tag 0x0112) and an ImageDescription (0x010E)
 * holding `secret`, standing in for a GPS position that must never be stored.
 */
export function withExif(jpeg: Uint8Array, orientation: number, secret: string): Uint8Array<ArrayBuffer> {
  const text = ascii(secret + '\0');
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = new Uint8Array(8 + ifdSize + text.length);
  const dv = new DataView(tiff.buffer);
  tiff.set(ascii('MM'), 0);
  dv.setUint16(2, 42);
  dv.setUint32(4, 8);
  dv.setUint16(8, entries);
  // ImageDescription, ASCII, count, offset to the text.
  dv.setUint16(10, 0x010e);
  dv.setUint16(12, 2);
  dv.setUint32(14, text.length);
  dv.setUint32(18, 8 + ifdSize);
  // Orientation, SHORT, 1, value.
  dv.setUint16(22, 0x0112);
  dv.setUint16(24, 3);
  dv.setUint32(26, 1);
  dv.setUint16(30, orientation);
  dv.setUint32(34, 0);
  tiff.set(text, 8 + ifdSize);
  const payload = concat([ascii('Exif\0\0'), tiff]);
  const app1 = concat([new Uint8Array([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]), payload]);
  return concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** The start of an iPhone HEIC file: an `ftyp` box with the heic brand, then filler. */
export function makeHeic(): Uint8Array<ArrayBuffer> {
  return concat([new Uint8Array([0, 0, 0, 24]), ascii('ftypheic'), new Uint8Array([0, 0, 0, 0]), ascii('mif1heic'), new Uint8Array(64)]);
}

export function contains(haystack: Uint8Array, needle: string): boolean {
  const n = ascii(needle);
  outer: for (let i = 0; i + n.length <= haystack.length; i++) {
    for (let j = 0; j < n.length; j++) if (haystack[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}
