import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { buildPalette, designFor, minimumContrast, textPairs } from './design';
import { sampleBriefs } from './samples';

describe('palettes', () => {
  it('give every text colour at least 4.5:1 contrast, whatever the hue, saturation and accent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 10, max: 90, noNaN: true }), fc.integer({ min: -180, max: 180 }), fc.boolean(), (hue, sat, shift, dark) => {
        const palette = buildPalette(hue, sat, shift, dark);
        for (const [name, fg, bg] of textPairs(palette)) {
          expect(contrast(fg, bg), `${name} (${fg} on ${bg})`).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('pass for every sample business', () => {
    for (const brief of sampleBriefs()) expect(minimumContrast(designFor(brief).palette)).toBeGreaterThanOrEqual(4.5);
  });
});
