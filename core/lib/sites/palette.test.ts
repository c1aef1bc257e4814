import { describe, expect, it } from 'vitest';
import { contrast } from '../generation/color';
import { buildBrief } from '../generation/brief';
import { designFor } from '../generation/design';
import { formatRatio, paletteFormSchema, paletteValues } from './palette';

const palette = paletteValues(
  designFor(
    buildBrief({
      name: 'Harbor Street Bakery',
      businessType: 'Restaurant',
      description: 'Sourdough, pastries and coffee by the harbour.',
      siteUrl: 'https://fairstack.example/sites/harbor/',
      generatedAt: Date.UTC(2026, 10, 23),
    }),
  ).palette,
);

describe('WCAG contrast math', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // Symmetric, and the textbook grey just below AA on white.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(contrast('#ff0000', '#ffffff')).toBeCloseTo(4.0, 1);
  });

  it('rounds the shown ratio down', () => {
    expect(formatRatio(4.4999)).toBe('4.4');
    expect(formatRatio(2.16)).toBe('2.1');
    expect(formatRatio(21)).toBe('21.0');
  });
});

describe('palette form', () => {
  it('accepts the generated palette and normalises case and spaces', () => {
    const parsed = paletteFormSchema.safeParse({ ...palette, bg: ` ${palette.bg.toUpperCase()} ` });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.bg).toBe(palette.bg);
  });

  it('refuses values that are not #rrggbb colours', () => {
    for (const bad of ['red', '#fff', '#12345g', 'url(x)', '#1234567', '', '#123456;}body{']) {
      const parsed = paletteFormSchema.safeParse({ ...palette, primary: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0].path).toEqual(['primary']);
      expect(parsed.error!.issues[0].message).toContain('#RRGGBB');
    }
    expect(paletteFormSchema.safeParse({ ...palette, primary: undefined }).success).toBe(false);
  });

  it('names the ratio when text is below 4.5:1 against its background', () => {
    const parsed = paletteFormSchema.safeParse({ ...palette, bg: '#ffffff', surface: '#ffffff', text: '#aaaaaa' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === 'text')!;
    expect(issue.message).toBe(`Contrast ${formatRatio(contrast('#aaaaaa', '#ffffff'))}:1 is below 4.5:1 against the background.`);
    expect(issue.message).toBe('Contrast 2.3:1 is below 4.5:1 against the background.');
  });

  it('checks the primary button label against the primary colour', () => {
    const parsed = paletteFormSchema.safeParse({ ...palette, onPrimary: palette.primary });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([['onPrimary', 'Contrast 1.0:1 is below 4.5:1 against the primary colour.']]);
  });
});
