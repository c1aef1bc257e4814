import decodeAvif, { init as initAvifDecode } from '@jsquash/avif/decode';
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode';
import AVIF_DEC from '@jsquash/avif/codec/dec/avif_dec.wasm';
import JPEG_DEC from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import JPEG_ENC from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
// @ts-expect-error -- the package's .wasm.d.ts describes an instance's exports; Workers import the compiled module as the default.
import PNG from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
// @ts-expect-error -- the package's .wasm.d.ts describes an instance's exports; Workers import the compiled module as the default.
import RESIZE from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
import WEBP_DEC from '@jsquash/webp/codec/dec/webp_dec.wasm';
import WEBP_ENC from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import type { ImageCodecs, Pixels } from '~core/lib/images/process.server';

/**
 * The jSquash codecs (Squoosh's WebAssembly builds) with their modules bundled into the Worker, as Workers
 * cannot fetch them at run time. Each is compiled once per isolate, on first use (docs/decisions/180).
 */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let ready: Promise<T> | null = null;
  return () => (ready ??= start().catch((error) => {
    ready = null;
    throw error;
  }));
}

const ready = {
  avifDec: once(() => initAvifDecode(AVIF_DEC)),
  jpegDec: once(() => initJpegDecode(JPEG_DEC)),
  jpegEnc: once(() => initJpegEncode(JPEG_ENC)),
  png: once(async () => {
    await initPngDecode(PNG);
    await initPngEncode(PNG);
  }),
  resize: once(() => initResize(RESIZE)),
  webpDec: once(() => initWebpDecode(WEBP_DEC)),
  webpEnc: once(() => initWebpEncode(WEBP_ENC)),
};

const asImageData = (p: Pixels) => ({ data: p.data, width: p.width, height: p.height, colorSpace: 'srgb' }) as ImageData;

export const imageCodecs: ImageCodecs = {
  async decode(format, bytes) {
    switch (format) {
      case 'jpeg':
        await ready.jpegDec();
        return decodeJpeg(bytes);
      case 'png':
        await ready.png();
        return decodePng(bytes);
      case 'webp':
        await ready.webpDec();
        return decodeWebp(bytes);
      case 'avif':
        await ready.avifDec();
        return decodeAvif(bytes);
    }
  },
  async resize(image, width, height) {
    await ready.resize();
    return resize(asImageData(image), { width, height, method: 'lanczos3', fitMethod: 'stretch', premultiply: true, linearRGB: true });
  },
  async encodeWebp(image, quality) {
    await ready.webpEnc();
    return encodeWebp(asImageData(image), { quality });
  },
  async encodeJpeg(image, quality) {
    await ready.jpegEnc();
    return encodeJpeg(asImageData(image), { quality });
  },
  async encodePng(image) {
    await ready.png();
    return encodePng(asImageData(image));
  },
};
