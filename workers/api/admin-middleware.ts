import { createMiddleware } from 'hono/factory';
import { adminPanelConfig, getAdminSession, type AdminSession } from '~core/auth/admin-session.server';
import { getSessionUser } from '~core/auth/session.server';
import type { AuthedEnv } from './auth-middleware';
import { fail } from './envelope';
import type { ApiEnv } from './types';
import { isAdmin } from '~core/lib/permissions';

export type PanelEnv = ApiEnv & { Variables: ApiEnv['Variables'] & { adminSession: AdminSession } };

/** Panel routes: the admin panel cookie (password login), independent of who is signed in. */
export const requirePanel = createMiddleware<PanelEnv>(async (c, next) => {
  const config = adminPanelConfig(c.env);
  if (!config.enabled) return fail(c, 503, 'ADMIN_DISABLED', config.message);
  const session = await getAdminSession(c.env, c.req.raw);
  if (!session) return fail(c, 401, 'UNAUTHORIZED', 'Unauthorized: log in to the admin panel first.');
  c.set('adminSession', session);
  await next();
});

/** User-management routes: a signed-in, active user whose role is admin. */
export const requireApiAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await getSessionUser(c.env, c.req.raw);
  if (!user) return fail(c, 401, 'UNAUTHORIZED', 'Unauthorized');
  if (!isAdmin(user)) return fail(c, 403, 'FORBIDDEN', 'Access denied. Admin privileges required.');
  c.set('user', user);
  await next();
});
