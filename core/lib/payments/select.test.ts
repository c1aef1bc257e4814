import { describe, expect, it } from 'vitest';
import type { Env } from '../../env';
import { paymentProviderName } from './select.server';

const base = { ENVIRONMENT: 'development' } as Env;

describe('paymentProviderName', () => {
  it('defaults to Stripe when its key is set, test payments in development, and disabled in production', () => {
    expect(paymentProviderName({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toBe('stripe');
    expect(paymentProviderName(base)).toBe('test');
    expect(paymentProviderName({ ...base, ENVIRONMENT: 'production' })).toBe('disabled');
    expect(paymentProviderName({ ...base, ENVIRONMENT: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toBe('stripe');
  });

  it('never allows test payments outside development, and needs a key for Stripe', () => {
    expect(paymentProviderName({ ...base, ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'test' })).toBe('disabled');
    expect(paymentProviderName({ ...base, PAYMENT_PROVIDER: 'test' })).toBe('test');
    expect(paymentProviderName({ ...base, PAYMENT_PROVIDER: 'stripe' })).toBe('disabled');
    expect(paymentProviderName({ ...base, PAYMENT_PROVIDER: 'disabled', STRIPE_SECRET_KEY: 'sk' })).toBe('disabled');
  });
});
