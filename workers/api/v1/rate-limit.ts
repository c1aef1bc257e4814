import { createMiddleware } from 'hono/factory';
import type { RateDecision, RateRule } from '~core/platform/rate-rules';
import type { Env } from '~core/env';
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE } from '~core/lib/api-limits';
import { fail } from '../envelope';
import type { V1Env } from './auth';

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
  return `ip:${request.headers.get('cf-connecting-ip') ?? 'local'}`;
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
