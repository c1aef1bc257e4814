/**
 * Downscaling by area averaging in linear light with premultiplied alpha (docs/decisions/185): every output
 * pixel is the mean of the source area it covers, so nothing aliases, and memory is the output plus two rows
 * of accumulators. The WebAssembly lanczos resize it replaces turned the whole source into 32-bit floats
 * (16 bytes a pixel, kept by the module's memory afterwards), which a Worker's 128 MB could not hold.
 */

/** Decoded RGBA pixels, 4 bytes a pixel, rows top to bottom. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const SRGB_STEPS = 4096;
const TO_SRGB = Uint8Array.from({ length: SRGB_STEPS + 1 }, (_, i) => {
  const l = i / SRGB_STEPS;
  const c = l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
});

/** For each output index, the source indices it covers and the share of each (shares sum to 1). */
function spans(source: number, target: number): { start: Int32Array; count: Uint8Array; weights: Float32Array; perOut: number } {
  const scale = source / target;
  const perOut = Math.ceil(scale) + 1;
  const start = new Int32Array(target);
  const count = new Uint8Array(target);
  const weights = new Float32Array(target * perOut);
  for (let o = 0; o < target; o++) {
    const from = o * scale;
    const to = Math.min(source, (o + 1) * scale);
    const first = Math.floor(from);
    start[o] = first;
    let n = 0;
    for (let s = first; s < to && n < perOut; s++, n++) {
      const cover = Math.min(to, s + 1) - Math.max(from, s);
      weights[o * perOut + n] = cover / scale;
    }
    count[o] = n;
  }
  return { start, count, weights, perOut };
}

/** `image` scaled down to `width` × `height` (each at most the source's; the same size returns it unchanged). */
export function downscale(image: Pixels, width: number, height: number): Pixels {
  if (width === image.width && height === image.height) return image;
  if (width < 1 || height < 1 || width > image.width || height > image.height) throw new RangeError('downscale only makes an image smaller');
  const src = image.data;
  const sw = image.width;
  const xs = spans(sw, width);
  const ys = spans(image.height, height);
  const out = new Uint8ClampedArray(width * height * 4);
  const row = new Float32Array(width * 4);
  const acc = new Float32Array(width * 4);

  for (let oy = 0; oy < height; oy++) {
    acc.fill(0);
    for (let k = 0; k < ys.count[oy]; k++) {
      const sy = ys.start[oy] + k;
      const wy = ys.weights[oy * ys.perOut + k];
      // One source row, averaged horizontally into `row` (premultiplied linear light).
      const base = sy * sw * 4;
      for (let ox = 0; ox < width; ox++) {
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (let n = 0; n < xs.count[ox]; n++) {
          const p = base + (xs.start[ox] + n) * 4;
          const w = xs.weights[ox * xs.perOut + n] * (src[p + 3] / 255);
          r += TO_LINEAR[src[p]] * w;
          g += TO_LINEAR[src[p + 1]] * w;
          b += TO_LINEAR[src[p + 2]] * w;
          a += w;
        }
        const q = ox * 4;
        row[q] = r;
        row[q + 1] = g;
        row[q + 2] = b;
        row[q + 3] = a;
      }
      for (let i = 0; i < acc.length; i++) acc[i] += row[i] * wy;
    }
    const line = oy * width * 4;
    for (let ox = 0; ox < width; ox++) {
      const q = ox * 4;
      const a = acc[q + 3];
      const p = line + q;
      if (a > 0) {
        out[p] = TO_SRGB[Math.min(SRGB_STEPS, Math.round((acc[q] / a) * SRGB_STEPS))];
        out[p + 1] = TO_SRGB[Math.min(SRGB_STEPS, Math.round((acc[q + 1] / a) * SRGB_STEPS))];
        out[p + 2] = TO_SRGB[Math.min(SRGB_STEPS, Math.round((acc[q + 2] / a) * SRGB_STEPS))];
      }
      out[p + 3] = Math.round(Math.min(1, a) * 255);
    }
  }
  return { data: out, width, height };
}
