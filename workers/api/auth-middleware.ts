import { createMiddleware } from 'hono/factory';
import type { User } from '../../app/db/schema';
import { getSessionUser } from '../../app/utils/session.server';
import { fail } from './envelope';
import type { ApiEnv } from './types';

export type AuthedEnv = ApiEnv & { Variables: ApiEnv['Variables'] & { user: User } };

/** 401 envelope unless the request carries a valid session of an active user. */
export const requireApiUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await getSessionUser(c.env, c.req.raw);
  if (!user) return fail(c, 401, 'UNAUTHORIZED', 'Sign in to continue.');
  c.set('user', user);
  await next();
});
