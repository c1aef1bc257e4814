import { createMiddleware } from 'hono/factory';
import type { User } from '~core/db/schema';
import { authenticateApiToken } from '~core/models/api-tokens.server';
import { getSessionState } from '~core/auth/session.server';
import { unauthorizedBody } from '../auth-middleware';
import { fail } from '../envelope';
import type { ApiEnv } from '../types';

export type V1Env = ApiEnv & {
  Variables: ApiEnv['Variables'] & {
    user: User | null;
    authVia: 'token' | 'session' | null;
    /** Why a presented session is not usable (suspended, pending): the same 401 as `/api` (docs/decisions/214). */
    blocked: { code: string; message: string } | null;
  };
};

/**
 * Identifies the caller by `Authorization: Bearer <token>` or, for the UI's own calls, the session cookie.
 * A presented but invalid token is a 401 even on public routes, so integrators notice revocation at once.
 */
export const identify = createMiddleware<V1Env>(async (c, next) => {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await authenticateApiToken(c.env, match[1]) : null;
    if (!user) return fail(c, 401, 'UNAUTHORIZED', 'The API token is missing, invalid or revoked.');
    c.set('user', user);
    c.set('authVia', 'token');
  } else {
    const state = await getSessionState(c.env, c.req.raw);
    const user = state.status === 'active' ? state.user : null;
    c.set('user', user);
    c.set('authVia', user ? 'session' : null);
    c.set('blocked', state.status === 'blocked' ? unauthorizedBody(state) : null);
  }
  await next();
});

export const requireCaller = createMiddleware<V1Env>(async (c, next) => {
  if (!c.get('user')) {
    const blocked = c.get('blocked');
    if (blocked) return fail(c, 401, blocked.code, blocked.message);
    return fail(c, 401, 'UNAUTHORIZED', 'Authenticate with an API token (Authorization: Bearer ...) or a session.');
  }
  await next();
});
