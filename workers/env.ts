import type { AdminLoginLimiter } from './durable-objects/admin-login-limiter';
import type { WorkersAiBinding } from '../app/lib/generation/providers/workers-ai.server';
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
  ADMIN_LOGIN_LIMITER: DurableObjectNamespace<AdminLoginLimiter>;
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
  /** Another host with the provider's own paths (GitHub Enterprise Server; the tests' local stand-in). */
  GITHUB_OAUTH_BASE_URL?: string;
  GOOGLE_OAUTH_BASE_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Points the Stripe client at another API host (a local stand-in in tests); unset in production. */
  STRIPE_API_URL?: string;
  /** 'smart-buildings' makes / show the smart-building landing to signed-out visitors. */
  LANDING?: string;
  /** Cloudflare Web Analytics site token; loaded only after the visitor accepts analytics. */
  ANALYTICS_TOKEN?: string;
  ANALYTICS_SCRIPT_URL?: string;
  SITES_HOST?: string;
  /** The app's public origin, e.g. `https://fairstack.app` (docs/decisions/153); development defaults to the request's. */
  APP_ORIGIN?: string;
  /** Issue 11: the app's own host (skips the custom-domain lookup) and the DNS-over-HTTPS endpoint. */
  APP_HOST?: string;
  DOH_URL?: string;
  /** Cloudflare for SaaS (docs/custom-hostnames.md): the SaaS zone and an API token (secret); CF_API_BASE for tests. */
  CF_SAAS_ZONE_ID?: string;
  CF_API_TOKEN?: string;
  CF_API_BASE?: string;
  API_LIMIT_PER_MINUTE?: string;
  API_LIMIT_PER_DAY?: string;
  /** Never-deployed runtimes only: multiplies the write limits (app/lib/write-limits.ts, docs/decisions/151). */
  WRITE_LIMIT_FACTOR?: string;
  // Website generation (issue 5): GENERATION_PROVIDER is composer (default), workers-ai or openai.
  AI?: WorkersAiBinding;
  WORKERS_AI_MODEL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  /** Development only: a pause between steps so the progress bar can be watched (the composer takes milliseconds). */
  GENERATION_STEP_PAUSE_MS?: string;
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
