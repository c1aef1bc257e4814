import type { RateRule } from './rate-rules';
import type { Env } from '../env';

/**
 * Per-user limits on the owner's fact writes from the pages and the UI's API (docs/decisions/143): the
 * "What we understood" step, the editor's facts form and `PUT /api/projects/:id/facts`. Counted by the
 * same RateLimiter Durable Object as the public API, under its own name so page use never spends the
 * API budget. Adding or removing a row is a POST too and counts.
 */
export const FACT_WRITE_RULES: RateRule[] = [
  { name: 'minute', limit: 30, windowMs: 60_000 },
  { name: 'day', limit: 600, windowMs: 24 * 60 * 60_000 },
];

/** Admin panel writes to the status page's incidents: a person types these; a script hammering it is refused. */
export const INCIDENT_WRITE_RULES: RateRule[] = [{ name: 'incident-writes', limit: 30, windowMs: 60_000 }];

export type WriteDecision = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export async function allowFactWrite(env: Pick<Env, 'RATE_LIMITER'>, userId: string): Promise<WriteDecision> {
  const retryAfterSeconds = await writeRefusedFor(env, `facts:user:${userId}`, FACT_WRITE_RULES);
  if (retryAfterSeconds === null) return { ok: true };
  return { ok: false, retryAfterSeconds, message: `Too many changes to your facts in a short time. Please try again in ${retryAfterSeconds} seconds.` };
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
