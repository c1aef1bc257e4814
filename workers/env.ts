import type { GenerationTracker } from './durable-objects/generation-tracker';
import type { RateLimiter } from './durable-objects/rate-limiter';
import type { WebhookDispatcher } from './durable-objects/webhook-dispatcher';

/** Every binding and variable the Worker reads, typed once. Secrets are optional: each feature checks for its own. */
export interface Env {
  DB: D1Database;
  SITES: R2Bucket;
  ASSETS: Fetcher;
  GENERATION_TRACKER: DurableObjectNamespace<GenerationTracker>;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  WEBHOOK_DISPATCHER: DurableObjectNamespace<WebhookDispatcher>;
  ENVIRONMENT: 'development' | 'test' | 'production' | (string & {});
  PAYMENT_PROVIDER?: string;
  GENERATION_PROVIDER?: string;
  SESSION_SECRET?: string;
  ADMIN_PASSWORD?: string;
  ADMIN_EMAILS?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  LANDING?: string;
  SITES_HOST?: string;
}

type AppEnv = Env;
declare global {
  // Lets `cloudflare:test` and `cloudflare:workers` see our bindings.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends AppEnv {}
  }
}
