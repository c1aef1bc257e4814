import Stripe from 'stripe';
import { parseProjectId } from '../projects';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type PayableProject,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.server';

export type StripeConfig = {
  secretKey: string;
  webhookSecret?: string;
  /** Where the Stripe API lives; only set to point the client at a local stand-in (tests). */
  apiUrl?: string;
};

/** Stripe's own default: a signed webhook older than 5 minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const CURRENCY = 'usd';

function clientFor(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    // Workers have no Node http module: the fetch client and WebCrypto do the work.
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'Fairstack' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? '80' : '443'),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

type StripeObject = Record<string, unknown> & { id?: unknown; metadata?: unknown };

function metadataOf(object: StripeObject): { projectId: number | null; userId: string | null } {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  return {
    projectId: typeof metadata.projectId === 'string' ? parseProjectId(metadata.projectId) : null,
    userId: typeof metadata.userId === 'string' ? metadata.userId : null,
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** A checkout session as a payment event: paid only when Stripe says `payment_status: paid`. */
function sessionEvent(eventId: string, type: string, session: StripeObject): PaymentEvent {
  return {
    provider: 'stripe',
    eventId,
    type,
    succeeded: session.payment_status === 'paid',
    ...metadataOf(session),
    amountCents: num(session.amount_total),
    currency: str(session.currency),
    reference: str(session.id),
  };
}

/** Maps the events we act on; any other type is recorded as not a payment. */
export function toPaymentEvent(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = (event.data?.object ?? {}) as StripeObject;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(event.id, event.type, object);
    case 'payment_intent.succeeded':
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        succeeded: object.status === 'succeeded',
        ...metadataOf(object),
        amountCents: num(object.amount_received),
        currency: str(object.currency),
        reference: str(object.id),
      };
    default:
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        succeeded: false,
        ...metadataOf(object),
        amountCents: null,
        currency: null,
        reference: str(object.id),
      };
  }
}

function metadataFor(project: PayableProject) {
  return { projectId: String(project.id), userId: project.userId };
}

async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: `stripe ${what} failed`, error: String(error) }));
    throw new PaymentProviderError('The payment provider could not be reached. Please try again in a moment.');
  }
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = clientFor(config);
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  return {
    name: 'stripe',

    async startCheckout(project, urls) {
      const session = await callStripe('checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(project.id),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: CURRENCY,
                  unit_amount: project.totalPriceCents,
                  product_data: { name: `Website generation: ${project.name}`.slice(0, 250) },
                },
              },
            ],
            metadata: metadataFor(project),
            payment_intent_data: { metadata: metadataFor(project) },
            // Stripe fills in {CHECKOUT_SESSION_ID}; the checkout page confirms that session on return.
            success_url: `${urls.successUrl}${urls.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: urls.cancelUrl,
          },
          // A double click opens the same session instead of a second one.
          { idempotencyKey: `fairstack-checkout-${project.id}-${project.totalPriceCents}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('The payment provider returned no checkout page.');
      return { kind: 'redirect', url: session.url, sessionId: session.id };
    },

    async createPaymentIntent(project) {
      const intent = await callStripe('payment intent', () =>
        stripe.paymentIntents.create(
          {
            amount: project.totalPriceCents,
            currency: CURRENCY,
            description: `Website generation: ${project.name}`.slice(0, 250),
            metadata: metadataFor(project),
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `fairstack-intent-${project.id}-${project.totalPriceCents}` },
        ),
      );
      if (!intent.client_secret) throw new PaymentProviderError('The payment provider returned no client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!config.webhookSecret) throw new WebhookVerificationError('Webhook secret is not configured');
      if (!signatureHeader) throw new WebhookVerificationError('Missing Stripe-Signature header');
      // Stripe's check refuses old timestamps only; a clock far ahead is refused here too.
      const timestamp = Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signatureHeader)?.[1] ?? NaN);
      if (!Number.isFinite(timestamp) || timestamp - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookVerificationError('Timestamp outside the tolerance zone');
      }
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = (await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          cryptoProvider,
        )) as unknown as typeof event;
      } catch (error) {
        throw new WebhookVerificationError(error instanceof Error ? error.message : 'Invalid signature');
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
        throw new WebhookVerificationError('Not a Stripe event');
      }
      return toPaymentEvent(event);
    },

    async confirmCheckoutSession(sessionId) {
      const session = await callStripe('checkout session lookup', () => stripe.checkout.sessions.retrieve(sessionId));
      // One event id per session: a second return (reload) is a duplicate, and the webhook for the same
      // session finds the project already paid.
      return sessionEvent(`return_${session.id}`, 'checkout.session.return', session as unknown as StripeObject);
    },
  };
}
