import type { PaymentStatus, ProjectStatus } from '~core/db/schema';

/** Spec section 4: the message a project shows for its status and payment status. */
export function projectStatusMessage(status: ProjectStatus, paymentStatus: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return paymentStatus === 'paid' ? 'Payment confirmed - Ready to generate' : 'Waiting for payment';
    case 'generating':
      return 'AI is creating your website...';
    case 'completed':
      return 'Your website is ready!';
    case 'failed':
      return 'Generation failed - please try again';
  }
}
