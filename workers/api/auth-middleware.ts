import { createMiddleware } from 'hono/factory';
import type { User } from '~core/db/schema';
import { getSessionState, type SessionState } from '~core/auth/session.server';
import { fail } from './envelope';
import type { ApiEnv } from './types';

export type AuthedEnv = ApiEnv & { Variables: ApiEnv['Variables'] & { user: User } };

/** The 401 envelope for a request without a usable session (suspended/pending accounts say so). */
export function unauthorizedBody(state: SessionState): { code: string; message: string } {
  if (state.status === 'blocked') {
    return state.reason === 'suspended'
      ? { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended.' }
      : { code: 'ACCOUNT_PENDING', message: 'This account is waiting for approval.' };
  }
  return { code: 'UNAUTHORIZED', message: 'Unauthorized' };
}

/** 401 envelope unless the request carries a valid session of an active user; sets `c.get('user')`. */
export const requireApiUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const state = await getSessionState(c.env, c.req.raw);
  if (state.status !== 'active') {
    const { code, message } = unauthorizedBody(state);
    return fail(c, 401, code, message);
  }
  c.set('user', state.user);
  await next();
});

