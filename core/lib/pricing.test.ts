import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money';
import { feeFor, priceFor } from './pricing';

describe('pricing', () => {
  it('charges 24.99 + 5.00 = 29.99 without a template', () => {
    expect(priceFor(null)).toEqual({ baseCents: 2499, feeCents: 500, totalCents: 2999 });
  });

  it("uses the template's base price", () => {
    expect(priceFor(4000)).toEqual({ baseCents: 4000, feeCents: 800, totalCents: 4800 });
  });

  it('rounds the fee half-up to whole cents', () => {
    expect(feeFor(1, 20)).toBe(0); // 0.2 cents
    expect(feeFor(3, 20)).toBe(1); // 0.6 cents
    expect(feeFor(5, 10)).toBe(1); // exactly 0.5 cents rounds up
    expect(feeFor(2499, 20)).toBe(500); // 499.8 cents
  });

  it('never produces a negative total, and the fee is 20% rounded half-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (base) => {
        const price = priceFor(base);
        expect(price.totalCents).toBeGreaterThanOrEqual(0);
        expect(price.totalCents).toBe(price.baseCents + price.feeCents);
        const exact = (base * 20) / 100;
        expect(Math.abs(price.feeCents - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(price.feeCents).toBe(Math.ceil(exact));
      }),
    );
  });
});

describe('money', () => {
  it('converts between cents and decimal strings', () => {
    expect(centsToDecimal(2999)).toBe('29.99');
    expect(centsToDecimal(500)).toBe('5.00');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(decimalToCents('24.99')).toBe(2499);
    expect(decimalToCents('24.9')).toBe(2490);
    expect(decimalToCents('24')).toBe(2400);
    expect(decimalToCents(35)).toBe(3500);
    for (const bad of ['-1', 'abc', '1.234', '', '1e5', 'NaN']) expect(decimalToCents(bad)).toBeNull();
  });

  it('round-trips any amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (c) => decimalToCents(centsToDecimal(c)) === c));
  });
});

describe('pricing with stored settings', () => {
  it('uses the default base price from the settings when there is no template', () => {
    expect(priceFor(null, { defaultBasePriceCents: 1000, serviceFeePercent: 15 })).toEqual({ baseCents: 1000, feeCents: 150, totalCents: 1150 });
  });

  it('for any base price and whole-percent fee: total = base + fee, fee within half a cent of exact, never negative', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (template, defaultBasePriceCents, serviceFeePercent) => {
          const price = priceFor(template, { defaultBasePriceCents, serviceFeePercent });
          expect(price.baseCents).toBe(template ?? defaultBasePriceCents);
          expect(price.totalCents).toBe(price.baseCents + price.feeCents);
          expect(price.feeCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(price.feeCents)).toBe(true);
          const exact = (price.baseCents * serviceFeePercent) / 100;
          expect(Math.abs(price.feeCents - exact)).toBeLessThanOrEqual(0.5);
          if ((price.baseCents * serviceFeePercent) % 100 === 50) expect(price.feeCents).toBe(Math.ceil(exact));
        },
      ),
    );
  });
});
