import type { RateRule } from './rate-rules';
import type { Env } from '../env';
import type { Refusal } from '../lib/outcome';
import { WRITE_LIMITS } from '../lib/write-limits';

/**
 * The owner's fact writes ("What we understood", the editor's facts form, `PUT /api/projects/:id/facts`), counted
 * by the same RateLimiter Durable Object as the public API under their own subject, so page use never spends
 * the API budget. Numbers: `WRITE_LIMITS.facts` (core/lib/write-limits.ts); the rule names keep the counters.
 */
export const FACT_WRITE_RULES: RateRule[] = [
  { name: 'minute', limit: WRITE_LIMITS.facts.limit, windowMs: WRITE_LIMITS.facts.windowMs },
  { name: 'day', ...WRITE_LIMITS.facts.also[0] },
];

/** Admin panel writes to the status page's incidents (numbers: `WRITE_LIMITS.incidents`). */
export const INCIDENT_WRITE_RULES: RateRule[] = [{ name: 'incident-writes', limit: WRITE_LIMITS.incidents.limit, windowMs: WRITE_LIMITS.incidents.windowMs }];

/** Allowed, or the API's 429 refusal (the pages show its message and send its Retry-After). */
export type WriteDecision = { ok: true } | (Refusal<429> & { retryAfterSeconds: number });

export async function allowFactWrite(env: Pick<Env, 'RATE_LIMITER'>, userId: string): Promise<WriteDecision> {
  const retryAfterSeconds = await writeRefusedFor(env, `facts:user:${userId}`, FACT_WRITE_RULES);
  if (retryAfterSeconds === null) return { ok: true };
  const message = `Too many changes to your facts in a short time. Please try again in ${retryAfterSeconds} seconds.`;
  return { ok: false, status: 429, code: 'RATE_LIMITED', message, retryAfterSeconds };
}

/**
 * Counts one write for `subject` in the RateLimiter Durable Object (the one the API uses, workers/api/v1);
 * the seconds to wait when a rule is exhausted, else null.
 */
export async function writeRefusedFor(env: Pick<Env, 'RATE_LIMITER'>, subject: string, rules: RateRule[]): Promise<number | null> {
  const decisions = await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(subject)).hit(rules);
  const blocked = decisions.filter((d) => !d.allowed);
  if (blocked.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...blocked.map((d) => d.resetAt)) - Date.now()) / 1000));
}
