import type { Env } from '../../workers/env';
import type { RateRule } from '../../workers/durable-objects/rate-limiter';

/** Admin panel writes to the status page's incidents: a person types these; a script hammering it is refused. */
export const INCIDENT_WRITE_RULES: RateRule[] = [{ name: 'incident-writes', limit: 30, windowMs: 60_000 }];

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
