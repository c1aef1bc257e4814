import type { Context } from 'hono';
import type { Refusal } from '~core/lib/outcome';
import { fail } from './envelope';

/** A model's refusal as the API envelope (status, code, message and any field errors). */
export function refuse(c: Context, refusal: Refusal) {
  return fail(c, refusal.status, refusal.code, refusal.message, refusal.fields);
}
