import type { ImageFormat } from './rules';

/**
 * What a file is, read from its bytes (magic numbers and the format's own header), never from its name or
 * the content type the client sent. The dimensions here come from the header; the server checks them again
 * after decoding (docs/decisions/180-photos-storage-and-processing.md).
 */
export type Sniffed =
  | { ok: true; format: ImageFormat; width: number; height: number; orientation: number }
  | { ok: false; reason: 'heic' | 'unsupported' | 'corrupt' };

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length < 16) return { ok: false, reason: 'unsupported' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  if (u32be(bytes, 0) === 0x89504e47 && u32be(bytes, 4) === 0x0d0a1a0a) return png(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  if (ascii(bytes, 4, 4) === 'ftyp') return isobmff(bytes);
  return { ok: false, reason: 'unsupported' };
}

function sized(format: ImageFormat, width: number, height: number, orientation = 1): Sniffed {
  if (!(width > 0 && height > 0)) return { ok: false, reason: 'corrupt' };
  return { ok: true, format, width, height, orientation };
}

function png(b: Uint8Array): Sniffed {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return { ok: false, reason: 'corrupt' };
  return sized('png', u32be(b, 16), u32be(b, 20));
}

function jpeg(b: Uint8Array): Sniffed {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return { ok: false, reason: 'corrupt' };
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return { ok: false, reason: 'corrupt' };
    if (marker === 0xe1 && ascii(b, at + 4, 6) === 'Exif\0\0') orientation = exifOrientation(b.subarray(at + 10, at + 2 + length));
    // Start of frame: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return { ok: false, reason: 'corrupt' };
      return sized('jpeg', u16be(b, at + 7), u16be(b, at + 5), orientation);
    }
    if (marker === 0xda || marker === 0xd9) break;
    at += 2 + length;
  }
  return { ok: false, reason: 'corrupt' };
}

/** The EXIF Orientation tag (1-8), or 1 when absent or unreadable. */
function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = ascii(tiff, 0, 2) === 'II';
  if (!little && ascii(tiff, 0, 2) !== 'MM') return 1;
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? (u16le(tiff, at) | (u16le(tiff, at + 2) << 16)) >>> 0 : u32be(tiff, at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function webp(b: Uint8Array): Sniffed {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30) return sized('webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === 'VP8 ' && b.length >= 30) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return { ok: false, reason: 'corrupt' };
    return sized('webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    if (b[20] !== 0x2f) return { ok: false, reason: 'corrupt' };
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return { ok: false, reason: 'corrupt' };
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** AVIF and HEIC share the ISO base media file format; the brands in `ftyp` tell them apart. */
function isobmff(b: Uint8Array): Sniffed {
  const boxSize = u32be(b, 0);
  if (boxSize < 16 || boxSize > b.length) return { ok: false, reason: 'corrupt' };
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(b, at, 4));
  if (brands.some((x) => AVIF_BRANDS.has(x))) {
    // The image's size is in its 'ispe' property (version+flags, width, height).
    const limit = Math.min(b.length - 16, 1 << 16);
    for (let at = boxSize; at < limit; at++) {
      if (b[at] === 0x69 && ascii(b, at, 4) === 'ispe') return sized('avif', u32be(b, at + 8), u32be(b, at + 12));
    }
    return { ok: false, reason: 'corrupt' };
  }
  if (brands.some((x) => HEIF_BRANDS.has(x))) return { ok: false, reason: 'heic' };
  return { ok: false, reason: 'unsupported' };
}

/**
 * The 8 × 8 blocks a JPEG's decoder visits over all its scans, read from the markers alone (docs/decisions/262).
 * A progressive JPEG's decoder goes over every block of a scan's components in each scan, even a scan that codes
 * nothing: sixteen bytes can be a scan over a whole image, so a small file can hold tens of thousands of them.
 * Each scan counts the blocks of its components as the decoder pads them (whole MCUs). The walk reads as libjpeg
 * does: bytes between markers are skipped, and anything it would stop at (a second frame, a segment past the end)
 * ends the count there, since no scan after it is decoded. Null when there is no frame before the first scan.
 */
export function jpegScanBlocks(b: Uint8Array): { scans: number; blocks: number } | null {
  let frame: { mcusX: number; mcusY: number; sampling: Map<number, number> } | null = null;
  let scans = 0;
  let blocks = 0;
  let at = 2;
  while (at + 4 <= b.length) {
    // Extraneous bytes before a marker: the decoder warns and skips them.
    if (b[at] !== 0xff) {
      at += 1;
      continue;
    }
    const marker = b[at + 1];
    if (marker === 0xd9) break;
    if (marker === 0xff || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0x00) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) break;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const count = b[at + 9];
      if (frame || length < 8 + 3 * count) break;
      const sampling = new Map<number, number>();
      let maxH = 1;
      let maxV = 1;
      for (let i = 0; i < count; i++) {
        const hv = b[at + 11 + 3 * i];
        maxH = Math.max(maxH, hv >> 4);
        maxV = Math.max(maxV, hv & 15);
        sampling.set(b[at + 10 + 3 * i], (hv >> 4) * (hv & 15));
      }
      frame = { mcusX: Math.ceil(u16be(b, at + 7) / (8 * maxH)), mcusY: Math.ceil(u16be(b, at + 5) / (8 * maxV)), sampling };
    }
    at += 2 + length;
    if (marker !== 0xda) continue;
    if (!frame) return null;
    const count = b[at - length + 2];
    scans += 1;
    for (let i = 0; i < count; i++) blocks += frame.mcusX * frame.mcusY * (frame.sampling.get(b[at - length + 3 + 2 * i]) ?? 0);
    // The entropy-coded data runs to the next marker: 0xFF followed by neither a stuffed 0x00 nor a restart marker.
    while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1] >= 0xd0 && b[at + 1] <= 0xd7))) at++;
  }
  return frame ? { scans, blocks } : null;
}
