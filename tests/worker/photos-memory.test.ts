import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { processImage, type ImageCodecs } from '../../core/lib/images/process.server';
import { MAX_DECODE_PIXELS, MAX_UPLOAD_BYTES, ORIGINAL_MAX_EDGE } from '../../core/lib/images/rules';
import { imageCodecsFor, type MeasuredCodecs } from '../../workers/images';

/** What a request would give the codecs: the queue keeps it alive while an image is processed. */
const ctx = createExecutionContext();

/**
 * Memory of one upload at the largest size the Worker decodes, in workerd with the real codecs
 * (docs/decisions/185). Workers give an isolate 128 MB for everything; this counts what one image holds
 * at its two peaks and keeps 24 MB for the rest of the isolate (code, the request, other work).
 *   decoding: the upload's bytes (request body, form file, the copy read: 3 × the file) + the decoder's
 *             WebAssembly memory (file + pixels) + the pixels handed back to JavaScript;
 *   encoding: the same upload bytes + the reduced original (and its copy on white) + the largest encoder's
 *             memory + the files made.
 * Each codec instance is dropped when its call returns, so no two of them add up. The image is a progressive
 * JPEG (mozjpeg's default), whose decoder holds every coefficient: the costliest of the accepted formats.
 */
const MB = 1024 * 1024;
const ISOLATE = 128 * MB;
const RESERVE = 24 * MB;

async function jpegOf(width: number, height: number): Promise<Uint8Array> {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed >> 16) & 31;
    const x = (i / 4) % width;
    data[i] = ((x * 255) / width + n) | 0;
    data[i + 1] = 120 + n;
    data[i + 2] = 90;
    data[i + 3] = 255;
  }
  return new Uint8Array(await imageCodecsFor(ctx).session((c) => c.encodeJpeg({ data, width, height }, 92)));
}

describe('upload memory (docs/decisions/185)', () => {
  it('an image at the decode limit stays within a Worker isolate, phase by phase', async () => {
    const width = 2582;
    const height = Math.floor(MAX_DECODE_PIXELS / width);
    const file = await jpegOf(width, height);
    expect(file.byteLength).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    let wasm = { decode: 0, encode: 0 };
    const measured: ImageCodecs = {
      session: (work) =>
        imageCodecsFor(ctx).session(async (c: MeasuredCodecs) => {
          const result = await work(c);
          wasm = c.wasmBytes();
          return result;
        }),
    };
    const processed = await processImage(measured, file, 'photo');
    expect(processed.ok).toBe(true);
    if (!processed.ok) return;
    expect(Math.max(processed.width, processed.height)).toBe(ORIGINAL_MAX_EDGE);

    const pixels = width * height * 4;
    const reduced = processed.width * processed.height * 4;
    // The worst case is a file at the upload limit: three copies of it, and a larger one inside the decoder.
    const upload = 3 * MAX_UPLOAD_BYTES;
    const decoding = upload + wasm.decode + (MAX_UPLOAD_BYTES - file.byteLength) + pixels;
    const encoding = upload + 2 * reduced + wasm.encode + processed.bytes;
    console.log(
      `${width} × ${height}: decoder ${(wasm.decode / MB).toFixed(1)} MB, encoders ${(wasm.encode / MB).toFixed(1)} MB; ` +
        `peaks ${(decoding / MB).toFixed(1)} MB decoding, ${(encoding / MB).toFixed(1)} MB encoding (budget ${((ISOLATE - RESERVE) / MB).toFixed(0)} MB)`,
    );
    // The decoder's memory holds the pixels, so this measures a real decode, not an empty one.
    expect(wasm.decode).toBeGreaterThan(pixels);
    expect(decoding).toBeLessThanOrEqual(ISOLATE - RESERVE);
    expect(encoding).toBeLessThanOrEqual(ISOLATE - RESERVE);
  }, 180_000);
});
