import { Hono } from 'hono';
import { paymentProviderFor } from '~core/lib/payments/select.server';
import { WebhookVerificationError } from '~core/lib/payments/provider.server';
import { recordPaymentEvent } from '~core/models/payments.server';
import { textUpTo } from '~core/platform/bounded-body';
import { fail } from './envelope';
import type { ApiEnv } from './types';

/** Stripe's events are a few KB; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * `POST /api/webhooks/stripe`: public, authenticated by the Stripe-Signature header (HMAC-SHA256 over the
 * raw body, checked with WebCrypto, 5-minute tolerance). Any failure is a 400 and changes nothing.
 * A verified event is answered 200 whatever its outcome, so Stripe does not retry an event we have judged.
 */
export const webhooksApi = new Hono<ApiEnv>().post('/stripe', async (c) => {
  const provider = paymentProviderFor(c.env);
  if (provider.name !== 'stripe' || !c.env.STRIPE_WEBHOOK_SECRET) {
    return fail(c, 400, 'WEBHOOK_NOT_CONFIGURED', 'Stripe webhooks are not configured.');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The webhook body is too large.');
  // Read up to the limit: a body sent without a length was read whole before (finding 31, docs/decisions/268).
  const body = await textUpTo(c.req.raw.body, MAX_WEBHOOK_BYTES).catch(() => undefined);
  if (body === undefined) return fail(c, 400, 'BODY_UNREADABLE', 'The request body could not be read.');
  if (body === null) return fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The webhook body is too large.');

  let event;
  try {
    event = await provider.verifyWebhook(body, c.req.header('stripe-signature') ?? null);
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      return fail(c, 400, 'INVALID_SIGNATURE', 'The webhook signature could not be verified.');
    }
    throw error;
  }
  const outcome = await recordPaymentEvent(c.env, event);
  return c.json({ received: true, outcome });
});
