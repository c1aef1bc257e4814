import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_SETTINGS } from '~core/lib/pricing';
import { API_GUIDE } from './api-reference';
import { BLOG_POSTS } from './blog';
import { DEMO_STEPS } from './demo';
import { DOC_SECTIONS } from './documentation';
import { FAQ } from './faq';
import { priceWords, withPrices } from './prices';

describe('copy that states the price', () => {
  it('says the live default price', () => {
    expect(priceWords(DEFAULT_PRICE_SETTINGS)).toEqual({ base: '24.99', feePercent: '20%', fee: '5.00', total: '29.99' });
    expect(priceWords({ defaultBasePriceCents: 1000, serviceFeePercent: 15 })).toEqual({ base: '10.00', feePercent: '15%', fee: '1.50', total: '11.50' });
  });

  it('fills placeholders in strings, arrays and objects, leaving everything else alone', () => {
    const words = priceWords({ defaultBasePriceCents: 1000, serviceFeePercent: 15 });
    expect(withPrices({ a: ['pay {total} ({base} + {fee}, {feePercent})'], n: 3, b: true, c: null, d: '{other}' }, words)).toEqual({
      a: ['pay 11.50 (10.00 + 1.50, 15%)'],
      n: 3,
      b: true,
      c: null,
      d: '{other}',
    });
  });

  it('never restates a price in the content modules', () => {
    const copy = JSON.stringify([FAQ, DOC_SECTIONS, BLOG_POSTS, DEMO_STEPS, API_GUIDE]);
    for (const literal of ['24.99', '29.99', '5.00', '20%']) expect(copy, literal).not.toContain(literal);
    const filled = JSON.stringify(withPrices([FAQ, DOC_SECTIONS, BLOG_POSTS, DEMO_STEPS, API_GUIDE], priceWords(DEFAULT_PRICE_SETTINGS)));
    expect(filled).not.toMatch(/\{(base|feePercent|fee|total)\}/);
    expect(filled).toContain('29.99');
  });
});
