import { Hono } from 'hono';
import { adminPanelApi } from './admin-panel';
import { adminUsersApi } from './admin-users';
import type { ApiEnv } from './types';

/**
 * /api/admin/*: the password-gated panel routes (admin-panel.ts) and the user management routes for
 * signed-in admins (admin-users.ts). Nothing here may be cached anywhere.
 */
export const admin = new Hono<ApiEnv>();

admin.use(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

admin.route('/', adminPanelApi);
admin.route('/', adminUsersApi);
