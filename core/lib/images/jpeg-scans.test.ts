import { readFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import decode, { init as initDecode } from '@jsquash/jpeg/decode.js';
import encode, { init as initEncode } from '@jsquash/jpeg/encode.js';
import { defaultOptions } from '@jsquash/jpeg/meta.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { manyScanJpeg } from '../../../tests/support/many-scan-jpeg';
import { checkImage } from './process.server';
import { MAX_DECODE_PIXELS, MAX_JPEG_SCAN_BLOCKS } from './rules';
import { jpegScanBlocks } from './sniff';

/**
 * A progressive JPEG's decoding CPU against its scans (docs/decisions/262), measured with the same mozjpeg build the
 * Worker runs (WebAssembly on V8, here in Node: workerd's clock does not move while a request computes).
 */

const wasm = (path: string) => new WebAssembly.Module(readFileSync(`node_modules/@jsquash/jpeg/codec/${path}`));

beforeAll(async () => {
  await initDecode(wasm('dec/mozjpeg_dec.wasm'));
  await initEncode(wasm('enc/mozjpeg_enc.wasm'));
});

/** CPU milliseconds of one decode, and its result's size (a decode that fails early would measure nothing). */
async function decodeCpu(file: Uint8Array<ArrayBuffer>) {
  const started = cpuUsage();
  const image = await decode(file.buffer.slice(0) as ArrayBuffer);
  const used = cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, width: image.width, height: image.height };
}

async function encoderJpeg(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    data.set([(x * 255) / width, 120 + ((i >> 5) & 31), 90, 255], i);
  }
  return new Uint8Array(await encode({ data, width, height, colorSpace: 'srgb' } as ImageData, { ...defaultOptions, quality: 85 }));
}

describe('a JPEG’s scans, read before decoding', () => {
  it('counts the blocks every scan visits, from the markers', async () => {
    expect(jpegScanBlocks(manyScanJpeg(2000, 2000, 9))).toEqual({ scans: 10, blocks: 10 * 250 * 250 });
    // mozjpeg's progressive file (4:2:0: an MCU is 4 luma and 2 chroma blocks) has a handful of scans, each at most
    // every block once: a few visits a block in all.
    const file = await encoderJpeg(1600, 1200);
    const blocks = (1600 / 16) * (1200 / 16) * 6;
    const counted = jpegScanBlocks(file)!;
    expect(counted.scans).toBeGreaterThanOrEqual(4);
    expect(counted.scans).toBeLessThanOrEqual(12);
    expect(counted.blocks).toBeGreaterThanOrEqual(blocks);
    expect(counted.blocks).toBeLessThanOrEqual(6 * blocks);
    expect(checkImage(file)).toMatchObject({ ok: true, format: 'jpeg' });
    // No frame before the first scan is no count.
    expect(jpegScanBlocks(file.subarray(0, 20))).toBeNull();
  });

  it('counts as the decoder reads: past bytes between markers, up to where it would stop', () => {
    const file = manyScanJpeg(2000, 2000, 999);
    const end = file.length - 2;
    const lastScan = end - 16;
    // Garbage between two scans is skipped by the decoder (a warning), so the scans after it still count.
    const withGarbage = new Uint8Array([...file.subarray(0, lastScan), 0x00, 0x42, ...file.subarray(lastScan)]);
    expect(jpegScanBlocks(withGarbage)).toEqual({ scans: 1000, blocks: 1000 * 62_500 });
    expect(checkImage(manyScanJpeg(2000, 2000, 50_000).slice())).toMatchObject({ code: 'TOO_MANY_SCANS' });
    // A second frame or a segment running past the end stops the decoder there, after the scans before it.
    const secondFrame = new Uint8Array([...file.subarray(0, end), 0xff, 0xc2, 0x00, 0x0b, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xff, 0xd9]);
    expect(jpegScanBlocks(secondFrame)).toEqual({ scans: 1000, blocks: 1000 * 62_500 });
    expect(jpegScanBlocks(new Uint8Array([...file.subarray(0, end), 0xff, 0xe1, 0xff, 0xff]))).toEqual({ scans: 1000, blocks: 1000 * 62_500 });
  });

  it('refuses a file of many small scans before decoding, with a message that says what to do', () => {
    const file = manyScanJpeg(2000, 2000, 50_000);
    expect(file.byteLength).toBeLessThan(1024 * 1024);
    const refused = checkImage(file);
    expect(refused).toMatchObject({ ok: false, status: 413, code: 'TOO_MANY_SCANS' });
    if (!refused.ok) expect(refused.message).toMatch(/50,001 progressive scans.*export or save it again as a JPEG/);
  });

  it('what the limit accepts decodes in a fraction of a Worker’s 30 s of CPU; ten times past it costs several times more', async () => {
    const blocksPerScan = 250 * 250;
    const atLimit = manyScanJpeg(2000, 2000, Math.floor(MAX_JPEG_SCAN_BLOCKS / blocksPerScan) - 1);
    expect(checkImage(atLimit)).toMatchObject({ ok: true });
    const past = manyScanJpeg(2000, 2000, 10 * Math.floor(MAX_JPEG_SCAN_BLOCKS / blocksPerScan));
    expect(checkImage(past)).toMatchObject({ ok: false, code: 'TOO_MANY_SCANS' });

    await decodeCpu(manyScanJpeg(64, 64, 2)); // compiles the module outside the measurement
    const accepted = await decodeCpu(atLimit);
    const refused = await decodeCpu(past);
    const honest = await decodeCpu(await encoderJpeg(2582, Math.floor(MAX_DECODE_PIXELS / 2582)));
    const nsPerBlock = (refused.ms * 1e6) / jpegScanBlocks(past)!.blocks;
    console.log(
      `decode CPU: 4 MP mozjpeg progressive ${honest.ms.toFixed(0)} ms; at the scan limit (${(atLimit.byteLength / 1024).toFixed(0)} KB) ${accepted.ms.toFixed(0)} ms; ` +
        `10 × past it (${(past.byteLength / 1024).toFixed(0)} KB) ${refused.ms.toFixed(0)} ms, ${nsPerBlock.toFixed(1)} ns a block`,
    );
    expect(accepted).toMatchObject({ width: 2000, height: 2000 });
    expect(refused).toMatchObject({ width: 2000, height: 2000 });
    // The decoder really visits each scan's blocks: ten times the scans, several times the CPU (about 4× when the
    // machine is quiet, 3.7× seen under load; 2× still tells a decoder that skips the scans from one that reads them).
    expect(refused.ms).toBeGreaterThan(2 * accepted.ms);
    // Generous on a shared 2-core machine; measured 0.2 s.
    expect(accepted.ms).toBeLessThan(2_000);
  }, 120_000);
});
