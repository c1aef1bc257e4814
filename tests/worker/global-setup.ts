import type { TestProject } from 'vitest/node';
import { startStripeStandIn } from '../support/stripe-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApiUrl: string;
  }
}

/** Runs in Node before the workerd tests: the Stripe stand-in they point the real Stripe client at. */
export default async function setup(project: TestProject) {
  const stripe = await startStripeStandIn();
  project.provide('stripeApiUrl', stripe.url);
  return () => stripe.close();
}
