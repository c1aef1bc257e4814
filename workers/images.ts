import { defaultOptions as JPEG_DEFAULTS } from '@jsquash/jpeg/meta';
import { defaultOptions as WEBP_DEFAULTS } from '@jsquash/webp/meta';
import avifDecFactory from '@jsquash/avif/codec/dec/avif_dec.js';
import jpegDecFactory from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js';
import jpegEncFactory from '@jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import webpDecFactory from '@jsquash/webp/codec/dec/webp_dec.js';
import webpEncFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode';
import AVIF_DEC from '@jsquash/avif/codec/dec/avif_dec.wasm';
import JPEG_DEC from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import JPEG_ENC from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
// @ts-expect-error -- the package's .wasm.d.ts describes an instance's exports; Workers import the compiled module as the default.
import PNG from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
import WEBP_DEC from '@jsquash/webp/codec/dec/webp_dec.wasm';
import WEBP_ENC from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import { DecoderMemoryExceeded, type Codecs, type ImageCodecs, type Pixels } from '~core/lib/images/process.server';
import { MAX_DECODER_MEMORY_BYTES } from '~core/lib/images/rules';

/**
 * The jSquash builds of Squoosh's codecs, with their WebAssembly modules bundled into the Worker (Workers
 * cannot fetch them at run time); docs/decisions/180 and 185.
 *
 * A WebAssembly memory only grows: a codec instance that decoded a 5 MP photo keeps 40 MB or more for as
 * long as it lives. So the Emscripten codecs (JPEG, WebP, AVIF) are instantiated afresh for each call, from
 * the modules compiled once, and dropped after it; and one image is processed at a time per isolate, so two
 * uploads never hold their pixels at once. The PNG codec (Rust, wasm-bindgen) has one instance per isolate.
 */

type Factory<M> = (options: { noInitialRun: boolean; instantiateWasm: (imports: WebAssembly.Imports, done: (i: WebAssembly.Instance) => void) => WebAssembly.Exports }) => Promise<M>;

/** Set when a capped memory refused to grow: the decoder failed for want of memory, not on bad bytes. */
type Cap = { limit: number; refused: boolean };

function instantiate<M>(factory: unknown, module: WebAssembly.Module, made: WebAssembly.Instance[], cap?: Cap): Promise<M> {
  return (factory as Factory<M>)({
    noInitialRun: true,
    instantiateWasm: (imports, done) => {
      const instance = new WebAssembly.Instance(module, imports);
      made.push(instance);
      if (cap) capMemory(instance, cap);
      done(instance);
      return instance.exports;
    },
  });
}

/**
 * Emscripten grows a module's memory from JavaScript (`wasmMemory.grow`, inside a try: a refusal makes malloc
 * return null, and the glue first tries larger steps than it needs, then the exact size). Growth past the cap is
 * refused, so a decoder never holds more than the cap whatever the file claims (docs/decisions/256).
 */
function capMemory(instance: WebAssembly.Instance, cap: Cap) {
  for (const memory of Object.values(instance.exports)) {
    if (!(memory instanceof WebAssembly.Memory)) continue;
    const grow = memory.grow.bind(memory);
    Object.defineProperty(memory, 'grow', {
      value: (pages: number) => {
        if (memory.buffer.byteLength + pages * 65_536 > cap.limit) {
          cap.refused = true;
          throw new RangeError('over the decoder memory cap');
        }
        return grow(pages);
      },
    });
  }
}

type Decoder = { decode(data: BufferSource, option: boolean | number): ImageData | null };
type Encoder = { encode(data: Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null };

let pngReady: Promise<void> | null = null;
const png = () =>
  (pngReady ??= (async () => {
    await initPngDecode(PNG);
    await initPngEncode(PNG);
  })().catch((error) => {
    pngReady = null;
    throw error;
  }));

const asImageData = (p: Pixels) => ({ data: p.data, width: p.width, height: p.height, colorSpace: 'srgb' }) as ImageData;

const memoryOf = (instances: WebAssembly.Instance[]) =>
  instances.reduce((sum, i) => sum + Object.values(i.exports).reduce((n, e) => n + (e instanceof WebAssembly.Memory ? e.buffer.byteLength : 0), 0), 0);

/**
 * Codecs for one image. Every decode and encode gets an instance of its own, dropped when it returns, so no
 * two codecs' memories are held at once and the full-size pixels can go before anything is encoded.
 * `wasmBytes` reports the largest WebAssembly memory of each phase (a test holds it to the budget).
 */
export type MeasuredCodecs = Codecs & { wasmBytes(): { decode: number; encode: number } };

function freshCodecs(): MeasuredCodecs {
  const peak = { decode: 0, encode: 0 };
  const decodeWith = async (factory: unknown, module: WebAssembly.Module, bytes: ArrayBuffer, option: boolean | number) => {
    const made: WebAssembly.Instance[] = [];
    const cap: Cap = { limit: MAX_DECODER_MEMORY_BYTES, refused: false };
    let pixels: ImageData | null = null;
    try {
      pixels = (await instantiate<Decoder>(factory, module, made, cap)).decode(bytes, option);
    } catch (error) {
      if (!cap.refused) throw error;
    } finally {
      peak.decode = Math.max(peak.decode, memoryOf(made));
    }
    // A refused growth the glue got round with a smaller step left a whole image; without one, memory was the reason.
    if (!pixels && cap.refused) throw new DecoderMemoryExceeded();
    return pixels;
  };
  const encodeWith = async (factory: unknown, module: WebAssembly.Module, image: Pixels, options: object) => {
    const made: WebAssembly.Instance[] = [];
    const out = (await instantiate<Encoder>(factory, module, made)).encode(image.data, image.width, image.height, options);
    peak.encode = Math.max(peak.encode, memoryOf(made));
    if (!out) throw new Error('Encoding error');
    return out.slice().buffer;
  };
  return {
    async decode(format, bytes) {
      switch (format) {
        case 'jpeg':
          return decodeWith(jpegDecFactory, JPEG_DEC, bytes, false);
        case 'webp':
          return decodeWith(webpDecFactory, WEBP_DEC, bytes, 0);
        case 'avif':
          return decodeWith(avifDecFactory, AVIF_DEC, bytes, 8);
        case 'png':
          await png();
          return decodePng(bytes);
      }
    },
    // `low_memory` trades a little speed for a smaller encoder memory (libwebp's own switch).
    encodeWebp: (image, quality) => encodeWith(webpEncFactory, WEBP_ENC, image, { ...WEBP_DEFAULTS, quality, low_memory: 1 }),
    encodeJpeg: (image, quality) => encodeWith(jpegEncFactory, JPEG_ENC, image, { ...JPEG_DEFAULTS, quality }),
    async encodePng(image) {
      await png();
      return encodePng(asImageData(image));
    },
    wasmBytes: () => ({ ...peak }),
  };
}

/** The tail of the queue of images being processed in this isolate (on globalThis: app/ is bundled twice). */
const QUEUE = Symbol.for('fairstack.images.queue');
const shared = globalThis as unknown as { [QUEUE]?: Promise<unknown> };

/**
 * The codecs for one request. The queue makes the next upload in this isolate wait on this one's work, a promise
 * another request awaits: `waitUntil` keeps this request alive until that work settles, so a visitor who leaves
 * mid-upload cannot cancel it and leave every later upload waiting forever (docs/decisions/237).
 */
export function imageCodecsFor(waiter: Pick<ExecutionContext, 'waitUntil'>): ImageCodecs & { session<T>(work: (codecs: MeasuredCodecs) => Promise<T>): Promise<T> } {
  return {
    session(work) {
      const previous = shared[QUEUE] ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => work(freshCodecs()));
      const settled = run.catch(() => undefined);
      shared[QUEUE] = settled;
      waiter.waitUntil(settled);
      return run;
    },
  };
}
