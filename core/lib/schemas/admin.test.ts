import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCents, inviteSchema, priceSettingsSchema, splitPermissions, templateSchema } from './admin';

describe('admin form schemas', () => {
  it('reads amounts as cents without float error and refuses anything else', () => {
    expect(amountToCents('24.99')).toBe(2499);
    expect(amountToCents(24.99)).toBe(2499);
    expect(amountToCents(0.07)).toBe(7);
    expect(amountToCents(' 30 ')).toBe(3000);
    for (const bad of ['-1', '1e3', '1,5', '.5', '12.345', 'abc', '', 'Infinity']) expect(amountToCents(bad), bad).toBeNull();
    for (const bad of [-1, 24.999, Number.NaN, Number.POSITIVE_INFINITY]) expect(amountToCents(bad), String(bad)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => amountToCents(cents / 100) === cents));
  });

  it('splits permissions: comma-separated, trimmed, empties dropped', () => {
    expect(splitPermissions(' create_templates, ,manage_users ,, ')).toEqual(['create_templates', 'manage_users']);
    expect(inviteSchema.parse({ role: 'admin', permissions: 'A_b, a_b' }).permissions).toEqual(['a_b']);
    expect(inviteSchema.parse({ role: 'user' }).permissions).toEqual([]);
    expect(inviteSchema.safeParse({ role: 'user', permissions: 'fine, not fine' }).success).toBe(false);
  });

  it('accepts the spec template form and refuses empty names and bad prices', () => {
    const ok = templateSchema.parse({ name: ' Shop ', category: 'E-commerce', basePrice: '29.00', imageUrl: '' });
    expect(ok).toEqual({ name: 'Shop', description: '', category: 'E-commerce', imageUrl: null, basePrice: 2900 });
    expect(templateSchema.safeParse({ name: '', category: 'x', basePrice: 1 }).success).toBe(false);
    expect(templateSchema.safeParse({ name: 'x', category: 'x', basePrice: 0.5 }).success).toBe(false);
  });

  it('keeps the fee a whole percent from 0 to 100', () => {
    expect(priceSettingsSchema.parse({ serviceFeePercent: '0', defaultBasePrice: '1' })).toEqual({ serviceFeePercent: 0, defaultBasePrice: 100 });
    for (const bad of ['-1', '101', '2.5', 'x', '']) {
      expect(priceSettingsSchema.safeParse({ serviceFeePercent: bad, defaultBasePrice: '24.99' }).success, bad).toBe(false);
    }
  });
});
