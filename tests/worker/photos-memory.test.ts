import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { processImage, type ImageCodecs } from '../../core/lib/images/process.server';
import { MAX_DECODE_PIXELS, MAX_DECODER_MEMORY_BYTES, MAX_JPEG_SCAN_BLOCKS, MAX_UPLOAD_BYTES, ORIGINAL_MAX_EDGE } from '../../core/lib/images/rules';
import { LYING_AVIF_BASE64 } from '../support/lying-avif';
import { manyScanJpeg } from '../support/many-scan-jpeg';
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

/** Codecs that report the WebAssembly memory their session's decoder and encoders grew to, once the work is done. */
function measuredCodecs(): { codecs: ImageCodecs; wasmBytes: () => { decode: number; encode: number } } {
  let wasm = { decode: 0, encode: 0 };
  const codecs: ImageCodecs = {
    session: (work) =>
      imageCodecsFor(ctx).session(async (c: MeasuredCodecs) => {
        const result = await work(c);
        wasm = c.wasmBytes();
        return result;
      }),
  };
  return { codecs, wasmBytes: () => wasm };
}

describe('upload memory (docs/decisions/185)', () => {
  it('an image at the decode limit stays within a Worker isolate, phase by phase', async () => {
    const width = 2582;
    const height = Math.floor(MAX_DECODE_PIXELS / width);
    const file = await jpegOf(width, height);
    expect(file.byteLength).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const { codecs: measured, wasmBytes } = measuredCodecs();
    const processed = await processImage(measured, file, 'photo');
    const wasm = wasmBytes();
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
    // The decoder's cap leaves room for this image, and the cap itself fits the budget with the upload's copies.
    expect(wasm.decode).toBeLessThanOrEqual(MAX_DECODER_MEMORY_BYTES);
    expect(upload + MAX_DECODER_MEMORY_BYTES + pixels).toBeLessThanOrEqual(ISOLATE - RESERVE);
  }, 180_000);

  it('an image larger than its header says is refused before its decoder outgrows the isolate (docs/decisions/256)', async () => {
    // 1.6 KB; 'ispe' says 100 × 100, the AV1 frame is 8000 × 8000: its decoder grew to 856 MB before the cap.
    const file = Uint8Array.from(atob(LYING_AVIF_BASE64), (c) => c.charCodeAt(0));
    const { codecs: measured, wasmBytes } = measuredCodecs();
    const refused = await processImage(measured, file, 'photo');
    const wasm = wasmBytes();
    expect(refused).toMatchObject({ ok: false, status: 413, code: 'TOO_MANY_PIXELS' });
    expect(wasm.decode).toBeLessThanOrEqual(MAX_DECODER_MEMORY_BYTES);
  }, 180_000);

  it('a progressive JPEG of more scans than the CPU budget allows is refused before any decoder runs; one at the limit is processed (docs/decisions/262)', async () => {
    // 840 KB, 50,001 scans over 2000 × 2000: 24 s of the decoder's CPU before this check.
    const { codecs: refusedWith, wasmBytes: refusedWasm } = measuredCodecs();
    const refused = await processImage(refusedWith, manyScanJpeg(2000, 2000, 50_000), 'photo');
    expect(refused).toMatchObject({ ok: false, status: 413, code: 'TOO_MANY_SCANS' });
    expect(refusedWasm()).toEqual({ decode: 0, encode: 0 });

    const { codecs, wasmBytes } = measuredCodecs();
    const accepted = await processImage(codecs, manyScanJpeg(2000, 2000, MAX_JPEG_SCAN_BLOCKS / (250 * 250) - 1), 'photo');
    expect(accepted).toMatchObject({ ok: true, source: 'jpeg', width: ORIGINAL_MAX_EDGE });
    expect(wasmBytes().decode).toBeGreaterThan(0);
  }, 180_000);
});
