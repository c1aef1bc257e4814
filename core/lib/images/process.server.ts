import { downscale, type Pixels } from './resize';
import { formatBytes, MAX_DECODE_PIXELS, MAX_JPEG_SCAN_BLOCKS, MAX_PIXELS, MAX_UPLOAD_BYTES, ORIGINAL_MAX_EDGE, tooManyPixelsText, WEB_WIDTHS, type ImageFormat, type PhotoKind } from './rules';
import type { Refusal } from '../outcome';
import { jpegScanBlocks, sniffImage } from './sniff';

/**
 * Turns an uploaded file into what the site serves (docs/decisions/180-photos-storage-and-processing.md):
 * checked by its bytes, decoded (which proves it is an image of the size its header claims), reduced to at
 * most ORIGINAL_MAX_EDGE and turned upright, and re-encoded as the stored "original" and at three widths,
 * each as WebP plus a JPEG (photos) or PNG (logos, which keep transparency) fallback. Re-encoding from pixels
 * drops every metadata block (EXIF location, camera serials, XMP): nothing of the uploaded file's bytes is
 * stored. Memory is bounded as docs/decisions/185 measures: one image at a time on fresh codec instances, the
 * full-size pixels dropped as soon as the original size is made, every resize done in JavaScript.
 *
 * The codecs are passed in so this module stays free of WebAssembly imports: the Worker entry owns those
 * (workers/images.ts) and hands them to Remix through the load context.
 */

export type { Pixels };

export interface Codecs {
  decode(format: ImageFormat, bytes: ArrayBuffer): Promise<Pixels | null>;
  encodeWebp(image: Pixels, quality: number): Promise<ArrayBuffer>;
  encodeJpeg(image: Pixels, quality: number): Promise<ArrayBuffer>;
  encodePng(image: Pixels): Promise<ArrayBuffer>;
}

export interface ImageCodecs {
  /** Runs one image's work on codecs of its own, after any other image in this isolate is done. */
  session<T>(work: (codecs: Codecs) => Promise<T>): Promise<T>;
}

export type ImageFile = { name: string; contentType: string; body: Uint8Array; width: number; height: number };

export type Processed = {
  ok: true;
  source: ImageFormat;
  width: number;
  height: number;
  /** Web widths actually made (never wider than the image). */
  widths: number[];
  /** The fallback format beside WebP: 'jpg' for photos, 'png' for logos. */
  fallback: 'jpg' | 'png';
  files: ImageFile[];
  bytes: number;
};

/** Why an image is refused (docs/decisions/213): 413 for what is too big, 400 for what is not a usable image. */
export type ImageRefusal = Refusal<400 | 413> & { code: 'TOO_LARGE' | 'HEIC' | 'UNSUPPORTED' | 'CORRUPT' | 'TOO_MANY_PIXELS' | 'TOO_MANY_SCANS' };

/** Thrown by a codec whose decoder would outgrow MAX_DECODER_MEMORY_BYTES (workers/images.ts). */
export class DecoderMemoryExceeded extends Error {}

export const REFUSALS = {
  heic: 'HEIC photos (the iPhone default) cannot be shown on websites. Save or share the photo as JPEG and upload that.',
  unsupported: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  corrupt: 'This image could not be read; the file may be damaged. Try exporting it again.',
  tooCostly: `This image is too large for us to read as it is. Turn on JavaScript so your browser reduces it before sending, or upload a JPEG at most ${ORIGINAL_MAX_EDGE.toLocaleString('en')} pixels wide.`,
} as const;

/** `size` when it is known (declared or read whole); a stream cut off at the limit has none. */
export function tooLarge(size: number | null): ImageRefusal {
  const limit = formatBytes(MAX_UPLOAD_BYTES);
  const message = size === null ? `This file is larger than the limit of ${limit}.` : `This file is ${formatBytes(size)}; the limit is ${limit}.`;
  return { ok: false, status: 413, code: 'TOO_LARGE', message };
}

/** The checks that need no decoding: size, magic bytes, header dimensions, a JPEG's scans. */
export function checkImage(bytes: Uint8Array): ImageRefusal | { ok: true; format: ImageFormat; width: number; height: number; orientation: number } {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return tooLarge(bytes.byteLength);
  if (bytes.byteLength === 0) return { ok: false, status: 400, code: 'UNSUPPORTED', message: 'Choose an image file to upload.' };
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) {
    if (sniffed.reason === 'heic') return { ok: false, status: 400, code: 'HEIC', message: REFUSALS.heic };
    if (sniffed.reason === 'unsupported') return { ok: false, status: 400, code: 'UNSUPPORTED', message: REFUSALS.unsupported };
    return { ok: false, status: 400, code: 'CORRUPT', message: REFUSALS.corrupt };
  }
  const pixels = sniffed.width * sniffed.height;
  if (pixels > MAX_PIXELS) return { ok: false, status: 413, code: 'TOO_MANY_PIXELS', message: tooManyPixelsText(sniffed.width, sniffed.height) };
  if (pixels > MAX_DECODE_PIXELS) {
    // With JavaScript the browser has already reduced it (182); this is an upload sent as it was.
    return {
      ok: false,
      status: 413,
      code: 'TOO_MANY_PIXELS',
      message: `${tooManyPixelsText(sniffed.width, sniffed.height, MAX_DECODE_PIXELS)} Turn on JavaScript so your browser reduces it before sending, or upload a copy at most ${ORIGINAL_MAX_EDGE.toLocaleString('en')} pixels wide.`,
    };
  }
  // The decoder's CPU grows with its scans × blocks, which the markers state (docs/decisions/262).
  const scanned = sniffed.format === 'jpeg' ? jpegScanBlocks(bytes) : null;
  if (scanned && scanned.blocks > MAX_JPEG_SCAN_BLOCKS) {
    return {
      ok: false,
      status: 413,
      code: 'TOO_MANY_SCANS',
      message: `This JPEG is saved as ${scanned.scans.toLocaleString('en')} progressive scans, too many for us to read. Open it and export or save it again as a JPEG (any photo app does), then upload the new file.`,
    };
  }
  return sniffed;
}

const QUALITY = { webp: 78, jpeg: 80, original: 90 } as const;

export async function processImage(codecs: ImageCodecs, bytes: Uint8Array, kind: PhotoKind): Promise<Processed | ImageRefusal> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  return codecs.session((c) => processChecked(c, bytes, checked, kind));
}

async function processChecked(codecs: Codecs, bytes: Uint8Array, checked: { format: ImageFormat; width: number; height: number; orientation: number }, kind: PhotoKind): Promise<Processed | ImageRefusal> {
  let decoded: Pixels | null;
  try {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (bytes.buffer as ArrayBuffer) : bytes.slice().buffer;
    decoded = await codecs.decode(checked.format, whole);
  } catch (error) {
    if (error instanceof DecoderMemoryExceeded) return { ok: false, status: 413, code: 'TOO_MANY_PIXELS', message: REFUSALS.tooCostly };
    decoded = null;
  }
  // A header that lies about the size (or a body that is not the image it claims) is refused here.
  if (!decoded || decoded.width !== checked.width || decoded.height !== checked.height || decoded.data.length !== decoded.width * decoded.height * 4) {
    return { ok: false, status: 400, code: 'CORRUPT', message: REFUSALS.corrupt };
  }
  // The original's size first, so the full-size pixels can go before anything is encoded.
  const scale = Math.min(1, ORIGINAL_MAX_EDGE / Math.max(decoded.width, decoded.height));
  let reduced: Pixels | null = downscale(decoded, Math.max(1, Math.round(decoded.width * scale)), Math.max(1, Math.round(decoded.height * scale)));
  decoded = null;
  const image = upright(reduced, checked.orientation);
  reduced = null;
  const fallback = kind === 'logo' ? 'png' : 'jpg';
  const encodeFallback = (p: Pixels, quality: number) => (fallback === 'png' ? codecs.encodePng(p) : codecs.encodeJpeg(onWhite(p), quality));
  const files: ImageFile[] = [];
  const add = (name: string, contentType: string, body: ArrayBuffer, p: Pixels) =>
    files.push({ name, contentType, body: new Uint8Array(body), width: p.width, height: p.height });

  add(`original.${fallback}`, fallback === 'png' ? 'image/png' : 'image/jpeg', await encodeFallback(image, QUALITY.original), image);
  const widths = [...new Set(WEB_WIDTHS[kind].map((w) => Math.min(w, image.width)))];
  for (const width of widths) {
    const height = Math.max(1, Math.round((image.height * width) / image.width));
    const sized = downscale(image, width, Math.min(height, image.height));
    add(`w${width}.webp`, 'image/webp', await codecs.encodeWebp(sized, QUALITY.webp), sized);
    add(`w${width}.${fallback}`, fallback === 'png' ? 'image/png' : 'image/jpeg', await encodeFallback(sized, QUALITY.jpeg), sized);
  }
  return {
    ok: true,
    source: checked.format,
    width: image.width,
    height: image.height,
    widths,
    fallback,
    files,
    bytes: files.reduce((sum, f) => sum + f.body.byteLength, 0),
  };
}

/** JPEG has no transparency: composite on white rather than letting transparent pixels turn black. */
function onWhite(p: Pixels): Pixels {
  let opaque = true;
  for (let i = 3; i < p.data.length; i += 4) {
    if (p.data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  if (opaque) return p;
  const data = new Uint8ClampedArray(p.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = p.data[i + 3] / 255;
    data[i] = p.data[i] * a + 255 * (1 - a);
    data[i + 1] = p.data[i + 1] * a + 255 * (1 - a);
    data[i + 2] = p.data[i + 2] * a + 255 * (1 - a);
    data[i + 3] = 255;
  }
  return { data, width: p.width, height: p.height };
}

/**
 * Applies the EXIF orientation (1-8) to the pixels, since the metadata that carried it is not kept.
 * Orientation n maps the stored pixel (x, y) to the displayed one as the EXIF specification defines.
 */
export function upright(p: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return p;
  const { width: w, height: h } = p;
  const swap = orientation >= 5;
  const W = swap ? h : w;
  const H = swap ? w : h;
  const src = new Uint32Array(p.data.buffer, p.data.byteOffset, w * h);
  const out = new Uint8ClampedArray(w * h * 4);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let X: number;
      let Y: number;
      switch (orientation) {
        case 2: X = w - 1 - x; Y = y; break;
        case 3: X = w - 1 - x; Y = h - 1 - y; break;
        case 4: X = x; Y = h - 1 - y; break;
        case 5: X = y; Y = x; break;
        case 6: X = h - 1 - y; Y = x; break;
        case 7: X = h - 1 - y; Y = w - 1 - x; break;
        default: X = y; Y = w - 1 - x; break; // 8
      }
      dst[Y * W + X] = src[y * w + x];
    }
  }
  return { data: out, width: W, height: H };
}
