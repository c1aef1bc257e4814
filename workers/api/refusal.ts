import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome, Refusal } from '~core/lib/outcome';
import { fail, HttpError } from './envelope';

type Refused = Pick<Refusal, 'code' | 'message' | 'fields' | 'retryAfterSeconds'> & { status: ContentfulStatusCode };

/** A refusal (a model's, or a thrown `HttpError`) as the API envelope, with `Retry-After` when it has one. */
export function refuse(c: Context, refusal: Refused) {
  if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
  return fail(c, refusal.status, refusal.code, refusal.message, refusal.fields);
}

/**
 * The result of an operation, or its refusal thrown for the app's onError to answer with `refuse`. Thrown
 * rather than returned so a v1 handler's typed response stays the documented success shape; both project
 * APIs use it, so one refusal answers the same on both (docs/decisions/214).
 */
export function must<T extends object>(outcome: Outcome<T>): { ok: true } & T {
  if (outcome.ok) return outcome;
  throw new HttpError(outcome.status, outcome.code, outcome.message, outcome.fields, outcome.retryAfterSeconds);
}
