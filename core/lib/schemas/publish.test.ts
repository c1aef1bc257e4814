import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publishSchema, splitFeatures } from './publish';

describe('publishSchema', () => {
  it('splits comma-separated features, trims them and drops empties', () => {
    expect(splitFeatures(' Fast ,Mobile,, , SEO ')).toEqual(['Fast', 'Mobile', 'SEO']);
    expect(publishSchema.parse({ name: 'App', category: 'Other', features: 'a, b' }).features).toEqual(['a', 'b']);
    expect(publishSchema.parse({ name: 'App', category: 'Other' }).features).toEqual([]);
  });

  it('never keeps a feature with surrounding spaces or an empty one', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 10 }), (parts) => {
        for (const f of splitFeatures(parts.join(','))) {
          expect(f).toBe(f.trim());
          expect(f.length).toBeGreaterThan(0);
          expect(f).not.toContain(',');
        }
      }),
    );
  });

  it('accepts only the eight categories', () => {
    for (const category of ['E-commerce', 'Restaurant', 'Portfolio', 'Business', 'Technology', 'Healthcare', 'Education', 'Other']) {
      expect(publishSchema.safeParse({ name: 'App', category }).success, category).toBe(true);
    }
    expect(publishSchema.safeParse({ name: 'App', category: 'Gambling' }).success).toBe(false);
  });
});
