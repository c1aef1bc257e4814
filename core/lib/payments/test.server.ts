import { PaymentUnavailableError, WebhookVerificationError, type PaymentProvider } from './provider.server';

/**
 * Local development only (never selected in production, see `select.server.ts`): 'Pay Now (test mode)'
 * produces the same kind of verified payment event a Stripe webhook produces, for the project's exact
 * total, so the rest of the journey (recording, idempotency, status) runs the production code.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async startCheckout(project) {
      const id = crypto.randomUUID();
      return {
        kind: 'completed',
        event: {
          provider: 'test',
          eventId: `test_evt_${id}`,
          type: 'test.payment_succeeded',
          succeeded: true,
          projectId: project.id,
          userId: project.userId,
          amountCents: project.totalPriceCents,
          currency: 'usd',
          reference: `test_pay_${id}`,
        },
      };
    },
    // Payment intents need Stripe's card form in the browser; test mode pays from the checkout page instead.
    async createPaymentIntent() {
      throw new PaymentUnavailableError('Payment intents need the Stripe provider.');
    },
    async verifyWebhook() {
      throw new WebhookVerificationError('The test provider receives no webhooks');
    },
    async confirmCheckoutSession() {
      throw new PaymentUnavailableError('The test provider has no checkout sessions.');
    },
  };
}
