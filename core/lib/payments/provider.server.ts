/**
 * Payment providers behind one interface (docs/decisions/021): `stripe` (card payments through Stripe), `test` (local
 * development: pays instantly, recorded through the same path as a webhook) and `disabled`.
 */

export type PaymentProviderName = 'stripe' | 'test' | 'disabled';

/** What a provider needs to know about the project being paid. */
export type PayableProject = { id: number; userId: string; name: string; totalPriceCents: number };

/**
 * A payment notification whose origin is verified (a signed webhook, a session read back from the provider
 * with our key, or the test provider). `recordPaymentEvent` turns it into a payment, at most once per eventId.
 */
export type PaymentEvent = {
  provider: 'stripe' | 'test';
  eventId: string;
  type: string;
  /** True when this event means the money was received. */
  succeeded: boolean;
  projectId: number | null;
  userId: string | null;
  amountCents: number | null;
  currency: string | null;
  /** The provider's id for the payment (checkout session or payment intent). */
  reference: string | null;
};

export type CheckoutStart =
  /** Send the browser to the provider's hosted payment page. */
  | { kind: 'redirect'; url: string; sessionId: string }
  /** The payment happened already (test mode): record this event. */
  | { kind: 'completed'; event: PaymentEvent };

export type CheckoutUrls = { successUrl: string; cancelUrl: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(project: PayableProject, urls: CheckoutUrls): Promise<CheckoutStart>;
  /** A payment intent for the project, for clients that collect the card themselves (Stripe Elements). */
  createPaymentIntent(project: PayableProject): Promise<{ id: string; clientSecret: string }>;
  /** Verifies a webhook delivery; throws `WebhookVerificationError` unless it is authentic and fresh. */
  verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>;
  /** Reads a checkout session back from the provider after the browser returns from its page. */
  confirmCheckoutSession(sessionId: string): Promise<PaymentEvent>;
}

export class WebhookVerificationError extends Error {}

/** The provider could not be reached or refused the request; the message is safe to show. */
export class PaymentProviderError extends Error {}

/** Payments are switched off (the `disabled` provider). */
export class PaymentUnavailableError extends Error {}

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Payment processing is currently unavailable. Please contact support.';
