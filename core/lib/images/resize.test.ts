import { describe, expect, it } from 'vitest';
import { downscale, type Pixels } from './resize';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { data, width, height };
}

const at = (p: Pixels, x: number, y: number) => [...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4)];

describe('downscale (area average in linear light)', () => {
  it('keeps a flat colour exactly, at whole and fractional ratios', () => {
    const flat = image(7, 5, () => [200, 120, 40, 255]);
    for (const [w, h] of [[7, 5], [3, 2], [5, 4], [1, 1], [6, 5]]) {
      const out = downscale(flat, w, h);
      expect(out.width * out.height).toBe(w * h);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) expect(at(out, x, y)).toEqual([200, 120, 40, 255]);
    }
  });

  it('averages light, not sRGB numbers: black and white make 188, not 128', () => {
    const checker = image(4, 4, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const out = downscale(checker, 2, 2);
    expect(at(out, 0, 0)).toEqual([188, 188, 188, 255]);
  });

  it('lets no colour bleed out of transparent pixels', () => {
    // Left half transparent red, right half opaque blue: the colour is blue, half covered.
    const half = image(2, 1, (x) => (x === 0 ? [255, 0, 0, 0] : [0, 0, 255, 255]));
    expect(at(downscale(half, 1, 1), 0, 0)).toEqual([0, 0, 255, 128]);
  });

  it('keeps each part where it was: a left-right split stays split', () => {
    const split = image(8, 2, (x) => (x < 4 ? [255, 0, 0, 255] : [0, 255, 0, 255]));
    const out = downscale(split, 2, 1);
    expect(at(out, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(at(out, 1, 0)).toEqual([0, 255, 0, 255]);
  });

  it('returns the same image at its own size and refuses to enlarge', () => {
    const one = image(3, 3, () => [1, 2, 3, 255]);
    expect(downscale(one, 3, 3)).toBe(one);
    expect(() => downscale(one, 4, 3)).toThrow(RangeError);
    expect(() => downscale(one, 0, 1)).toThrow(RangeError);
  });
});
