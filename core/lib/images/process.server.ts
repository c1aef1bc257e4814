import { formatBytes, MAX_PIXELS, MAX_UPLOAD_BYTES, WEB_WIDTHS, type ImageFormat, type PhotoKind } from './rules';
import { sniffImage } from './sniff';

/**
 * Turns an uploaded file into what the site serves (docs/decisions/180-photos-storage-and-processing.md):
 * checked by its bytes, decoded (which proves it is an image of the size its header claims), turned upright,
 * and re-encoded at full size (the stored "original") and at three widths, each as WebP plus a JPEG (photos)
 * or PNG (logos, which keep transparency) fallback. Re-encoding from pixels drops every metadata block
 * (EXIF location, camera serials, XMP): nothing of the uploaded file's bytes is stored.
 *
 * The codecs are passed in so this module stays free of WebAssembly imports: the Worker entry owns those
 * (workers/images.ts) and hands them to Remix through the load context.
 */

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

export interface ImageCodecs {
  decode(format: ImageFormat, bytes: ArrayBuffer): Promise<Pixels | null>;
  resize(image: Pixels, width: number, height: number): Promise<Pixels>;
  encodeWebp(image: Pixels, quality: number): Promise<ArrayBuffer>;
  encodeJpeg(image: Pixels, quality: number): Promise<ArrayBuffer>;
  encodePng(image: Pixels): Promise<ArrayBuffer>;
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

export type Refusal = { ok: false; code: 'TOO_LARGE' | 'HEIC' | 'UNSUPPORTED' | 'CORRUPT' | 'TOO_MANY_PIXELS'; message: string };

export const REFUSALS = {
  heic: 'HEIC photos (the iPhone default) cannot be shown on websites. Save or share the photo as JPEG and upload that.',
  unsupported: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  corrupt: 'This image could not be read; the file may be damaged. Try exporting it again.',
} as const;

export function tooLarge(size: number): Refusal {
  return { ok: false, code: 'TOO_LARGE', message: `This file is ${formatBytes(size)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}.` };
}

/** The checks that need no decoding: size, magic bytes, header dimensions. */
export function checkImage(bytes: Uint8Array): Refusal | { ok: true; format: ImageFormat; width: number; height: number; orientation: number } {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return tooLarge(bytes.byteLength);
  if (bytes.byteLength === 0) return { ok: false, code: 'UNSUPPORTED', message: 'Choose an image file to upload.' };
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) {
    if (sniffed.reason === 'heic') return { ok: false, code: 'HEIC', message: REFUSALS.heic };
    if (sniffed.reason === 'unsupported') return { ok: false, code: 'UNSUPPORTED', message: REFUSALS.unsupported };
    return { ok: false, code: 'CORRUPT', message: REFUSALS.corrupt };
  }
  const pixels = sniffed.width * sniffed.height;
  if (pixels > MAX_PIXELS) {
    return {
      ok: false,
      code: 'TOO_MANY_PIXELS',
      message: `This image is ${sniffed.width} × ${sniffed.height} pixels (${(pixels / 1e6).toFixed(1)} megapixels); the limit is ${MAX_PIXELS / 1e6} megapixels.`,
    };
  }
  return sniffed;
}

const QUALITY = { webp: 78, jpeg: 80, original: 90 } as const;

export async function processImage(codecs: ImageCodecs, bytes: Uint8Array, kind: PhotoKind): Promise<Processed | Refusal> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  let decoded: Pixels | null;
  try {
    decoded = await codecs.decode(checked.format, bytes.slice().buffer);
  } catch {
    decoded = null;
  }
  // A header that lies about the size (or a body that is not the image it claims) is refused here.
  if (!decoded || decoded.width !== checked.width || decoded.height !== checked.height || decoded.data.length !== decoded.width * decoded.height * 4) {
    return { ok: false, code: 'CORRUPT', message: REFUSALS.corrupt };
  }
  const image = upright(decoded, checked.orientation);
  const fallback = kind === 'logo' ? 'png' : 'jpg';
  const encodeFallback = (p: Pixels, quality: number) => (fallback === 'png' ? codecs.encodePng(p) : codecs.encodeJpeg(onWhite(p), quality));
  const files: ImageFile[] = [];
  const add = (name: string, contentType: string, body: ArrayBuffer, p: Pixels) =>
    files.push({ name, contentType, body: new Uint8Array(body), width: p.width, height: p.height });

  add(`original.${fallback}`, fallback === 'png' ? 'image/png' : 'image/jpeg', await encodeFallback(image, QUALITY.original), image);
  const widths = [...new Set(WEB_WIDTHS[kind].map((w) => Math.min(w, image.width)))];
  for (const width of widths) {
    const height = Math.max(1, Math.round((image.height * width) / image.width));
    const sized = width === image.width ? image : await codecs.resize(image, width, height);
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
