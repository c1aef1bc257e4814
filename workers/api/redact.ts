import { Hono, type Context } from 'hono';
import { redact as runRedaction } from '../../app/lib/redactor';
import { redactRequestSchema } from '../../app/lib/schemas/redact';
import { fail, ok } from './envelope';
import type { ApiEnv } from './types';
import { parseJson } from './validation';

/** Requests per client per minute (the documented API limit); REDACT_RATE_LIMIT overrides it. */
export const REDACT_RATE_LIMIT = 100;
export const REDACT_RATE_WINDOW_MS = 60_000;
/** JSON escaping can double a text's size; the text itself is checked against 1 MB by the schema. */
const MAX_BODY_BYTES = 2 * 1024 * 1024 + 1024;

/** The client a limit applies to: Cloudflare's connecting address (set by the edge, not by the caller). */
function clientKey(c: Context<ApiEnv>): string {
  return `ip:${c.req.header('cf-connecting-ip') ?? 'unknown'}`;
}

/**
 * POST /api/v1/redact: public, rate-limited. Body `{text, categories?, consistent?}`; answers the engine's
 * result `{originalText, redactedText, redactionCount, categories, counts, spans}`. Nothing is stored.
 */
export const redact = new Hono<ApiEnv>().post('/', async (c) => {
  const limit = Number(c.env.REDACT_RATE_LIMIT) > 0 ? Number(c.env.REDACT_RATE_LIMIT) : REDACT_RATE_LIMIT;
  const limiter = c.env.REDACT_RATE_LIMITER.get(c.env.REDACT_RATE_LIMITER.idFromName(clientKey(c)));
  const decision = await limiter.take(limit, REDACT_RATE_WINDOW_MS);
  c.header('X-RateLimit-Limit', String(decision.limit));
  c.header('X-RateLimit-Remaining', String(decision.remaining));
  c.header('X-RateLimit-Reset', String(Math.ceil(decision.resetAt / 1000)));
  c.header('Cache-Control', 'no-store');
  if (!decision.allowed) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((decision.resetAt - Date.now()) / 1000))));
    return fail(c, 429, 'RATE_LIMITED', `Too many requests: at most ${decision.limit} per minute. Try again after the time in Retry-After.`);
  }
  const body = await parseJson(c, redactRequestSchema, { maxBytes: MAX_BODY_BYTES });
  const result = runRedaction(body.text, { categories: body.categories, consistent: body.consistent });
  return ok(c, result);
});
