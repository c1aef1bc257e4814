import { Hono } from 'hono';
import { newsletterSchema } from '~core/lib/schemas/newsletter';
import { subscribe } from '~core/models/newsletter.server';
import { ok } from './envelope';
import type { ApiEnv } from './types';
import { parseJson } from './validation';

export const newsletter = new Hono<ApiEnv>().post('/', async (c) => {
  const { email } = await parseJson(c, newsletterSchema);
  const { created } = await subscribe(c.env, email);
  return ok(c, { email, subscribed: true }, created ? 201 : 200);
});
