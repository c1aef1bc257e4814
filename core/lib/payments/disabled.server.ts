import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentUnavailableError,
  WebhookVerificationError,
  type PaymentProvider,
} from './provider.server';

/** Production without payment keys: checkout shows 'Payment Unavailable' and every attempt is refused. */
export function createDisabledProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentUnavailableError(PAYMENT_UNAVAILABLE_MESSAGE);
  };
  return {
    name: 'disabled',
    startCheckout: refuse,
    createPaymentIntent: refuse,
    async verifyWebhook() {
      throw new WebhookVerificationError('Payments are not configured');
    },
    confirmCheckoutSession: refuse,
  };
}
