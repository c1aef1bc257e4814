import { Hono } from 'hono';
import { redact as runRedaction } from '~core/lib/redactor';
import { redactRequestSchema } from '~core/lib/schemas/redact';
import { ok } from './envelope';
import { identify, type V1Env } from './v1/auth';
import { rateLimit } from './rate-limit';
import { parseJson } from './validation';

/** JSON escaping can double a text's size; the text itself is checked against 1 MB by the schema. */
const MAX_BODY_BYTES = 2 * 1024 * 1024 + 1024;

/**
 * POST /api/v1/redact: public. Body `{text, categories?, consistent?}` with up to 1 MB of text; answers the
 * engine's result `{originalText, redactedText, redactionCount, categories, counts, spans}`. Nothing is stored.
 * Limits are the API's own (the RateLimiter Durable Object, per token user or per client address), with
 * their X-RateLimit headers; see docs/decisions/060. Mounted before `/v1` so v1's 64 KB body limit does not
 * apply to it.
 */
export const redact = new Hono<V1Env>()
  .use(identify)
  .use(rateLimit)
  .post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await parseJson(c, redactRequestSchema, { maxBytes: MAX_BODY_BYTES });
    const result = runRedaction(body.text, { categories: body.categories, consistent: body.consistent });
    return ok(c, result);
  });
