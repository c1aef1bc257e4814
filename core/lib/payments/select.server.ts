import type { Env } from '../../env';
import { isLocalRuntime } from '../../platform/env.server';
import type { PaymentProvider, PaymentProviderName } from './provider.server';
import { createDisabledProvider } from './disabled.server';
import { createStripeProvider } from './stripe.server';
import { createTestProvider } from './test.server';

type PaymentEnv = Pick<
  Env,
  'ENVIRONMENT' | 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/**
 * PAYMENT_PROVIDER is `stripe`, `test`, `disabled` or `auto` (the default): Stripe when its key is set,
 * otherwise test payments in development (and the workerd tests) and 'Payment Unavailable' in production.
 * `test` is refused outside those, so a misconfigured deploy can never hand out free websites.
 */
export function paymentProviderName(env: PaymentEnv): PaymentProviderName {
  const wanted = (env.PAYMENT_PROVIDER ?? 'auto').trim().toLowerCase();
  const hasStripe = Boolean(env.STRIPE_SECRET_KEY);
  switch (wanted) {
    case 'disabled':
      return 'disabled';
    case 'test':
      return isLocalRuntime(env) ? 'test' : 'disabled';
    case 'stripe':
      return hasStripe ? 'stripe' : 'disabled';
    default:
      if (hasStripe) return 'stripe';
      return isLocalRuntime(env) ? 'test' : 'disabled';
  }
}

export function paymentProviderFor(env: PaymentEnv): PaymentProvider {
  switch (paymentProviderName(env)) {
    case 'stripe':
      return createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      });
    case 'test':
      return createTestProvider();
    default:
      return createDisabledProvider();
  }
}
