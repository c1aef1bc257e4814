import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientKey } from '~core/platform/client-key';
import type { RateDecision, RateRule } from '~core/platform/rate-rules';
import type { Env } from '~core/env';
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE } from '~core/lib/api-limits';
import { GENERATION_RATE_LIMIT } from '~core/lib/generation/steps';
import type { Outcome } from '~core/lib/outcome';
import { fail } from './envelope';
import type { V1Env } from './v1/auth';

/*
 * The API's rate-limit headers, written here for every door (docs/decisions/214): v1's per-request quota
 * (`X-RateLimit-*` on every v1 response), the write limits of both project APIs and the pages
 * (workers/write-limits.ts, the same `X-RateLimit-*` and `Retry-After`), and the per-user generation limit
 * (`RateLimit-*`, named apart so v1's quota headers do not overwrite it). A refusal's `Retry-After` is written
 * by `refuse` (workers/api/refusal.ts).
 */

/** Per user: requests per minute and API calls per day (the numbers: core/lib/api-limits.ts). */
export const REQUEST_RULES: RateRule[] = [
  { name: 'minute', limit: API_REQUESTS_PER_MINUTE, windowMs: 60_000 },
  { name: 'day', limit: API_CALLS_PER_DAY, windowMs: 24 * 60 * 60_000 },
];

/**
 * The documented limits, unless the deployment overrides them (`API_LIMIT_PER_MINUTE`, `API_LIMIT_PER_DAY`):
 * the load benchmarks raise them to measure the request path itself rather than 429s.
 */
export function requestRules(env: Pick<Env, 'API_LIMIT_PER_MINUTE' | 'API_LIMIT_PER_DAY'>): RateRule[] {
  const override = (raw: string | undefined) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const perMinute = override(env.API_LIMIT_PER_MINUTE);
  const perDay = override(env.API_LIMIT_PER_DAY);
  if (perMinute === null && perDay === null) return REQUEST_RULES;
  return [
    { ...REQUEST_RULES[0], limit: perMinute ?? REQUEST_RULES[0].limit },
    { ...REQUEST_RULES[1], limit: perDay ?? REQUEST_RULES[1].limit },
  ];
}

export function rateSubject(user: { id: string } | null, request: Request): string {
  if (user) return `user:${user.id}`;
  return `ip:${clientKey(request)}`;
}

export async function consume(env: Env, subject: string, rules: RateRule[]): Promise<RateDecision[]> {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(subject)).hit(rules);
}

/** The headers describe the rule closest to its limit, so clients back off before they hit it. */
export function rateHeaders(decisions: RateDecision[]): Record<string, string> {
  const tightest = decisions.reduce((a, b) => (b.remaining < a.remaining || (!b.allowed && a.allowed) ? b : a));
  const blocked = decisions.filter((d) => !d.allowed);
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(tightest.limit),
    'X-RateLimit-Remaining': String(tightest.remaining),
    'X-RateLimit-Reset': String(Math.ceil(tightest.resetAt / 1000)),
  };
  if (blocked.length > 0) {
    const resetAt = Math.max(...blocked.map((d) => d.resetAt));
    headers['Retry-After'] = String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
  }
  return headers;
}

/** v1's per-request quota, per user (or per address when signed out). */
export const rateLimit = createMiddleware<V1Env>(async (c, next) => {
  const decisions = await consume(c.env, rateSubject(c.get('user'), c.req.raw), requestRules(c.env));
  const headers = rateHeaders(decisions);
  if (decisions.some((d) => !d.allowed)) {
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    const which = decisions.find((d) => !d.allowed)!;
    return fail(c, 429, 'RATE_LIMITED', `Rate limit of ${which.limit} requests per ${which.name} reached. Retry after ${headers['Retry-After']} s.`);
  }
  await next();
  for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
});

/** The per-user generation limit of a start (its 429 also gets `Retry-After` from `refuse`); passes the outcome on. */
export function withGenerationLimitHeaders<T extends Outcome<{ remaining: number }>>(c: Context, outcome: T): T {
  if (outcome.ok) {
    c.header('RateLimit-Limit', String(GENERATION_RATE_LIMIT));
    c.header('RateLimit-Remaining', String(outcome.remaining));
  } else if (outcome.status === 429 && outcome.retryAfterSeconds) {
    c.header('RateLimit-Limit', String(GENERATION_RATE_LIMIT));
    c.header('RateLimit-Remaining', '0');
    c.header('RateLimit-Reset', String(outcome.retryAfterSeconds));
  }
  return outcome;
}
