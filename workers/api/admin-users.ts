import { Hono, type Context } from 'hono';
import { inviteSchema, readListQuery, roleChangeSchema, staffRoleChangeSchema, statusChangeSchema } from '~core/lib/schemas/admin';
import { userActor } from '~core/models/audit.server';
import { createInvite } from '~core/models/invites.server';
import { changeStaffRole, changeUserRole, changeUserStatus, listUsers, type UserChangeResult } from '~core/models/user-admin.server';
import { clientIp } from '~core/auth/admin-session.server';
import { appOrigin } from '~core/platform/app-origin.server';
import { requireApiAdmin } from './admin-middleware';
import type { AuthedEnv } from './auth-middleware';
import { ok } from './envelope';
import { refuse } from './refusal';
import { parseJson } from './validation';

/** User management for signed-in admins, independent of the panel password (docs/decisions/102). */
export const adminUsersApi = new Hono<AuthedEnv>();

adminUsersApi.use('/users', requireApiAdmin);
adminUsersApi.use('/users/*', requireApiAdmin);
adminUsersApi.use('/invite', requireApiAdmin);

function changeAnswer(c: Context<AuthedEnv>, result: UserChangeResult) {
  if (!result.ok) return refuse(c, result);
  return ok(c, result.user);
}

/** `?q=` searches e-mail, names and id; `?page=` pages by 20. */
adminUsersApi.get('/users', async (c) => ok(c, await listUsers(c.env, readListQuery(new URL(c.req.url)))));

adminUsersApi.post('/users/:userId/role', async (c) => {
  const { role, permissions } = await parseJson(c, roleChangeSchema);
  const actor = userActor(c.get('user'), clientIp(c.req.raw));
  return changeAnswer(c, await changeUserRole(c.env, actor, c.req.param('userId'), role, permissions));
});

adminUsersApi.post('/users/:userId/status', async (c) => {
  const { status } = await parseJson(c, statusChangeSchema);
  const actor = userActor(c.get('user'), clientIp(c.req.raw));
  return changeAnswer(c, await changeUserStatus(c.env, actor, c.req.param('userId'), status));
});

/** `{staffRole: 'support'}` grants read access to every project, `{staffRole: 'none'}` revokes it. */
adminUsersApi.post('/users/:userId/staff-role', async (c) => {
  const { staffRole } = await parseJson(c, staffRoleChangeSchema);
  const actor = userActor(c.get('user'), clientIp(c.req.raw));
  return changeAnswer(c, await changeStaffRole(c.env, actor, c.req.param('userId'), staffRole === 'none' ? null : staffRole));
});

adminUsersApi.post('/invite', async (c) => {
  const input = await parseJson(c, inviteSchema);
  const user = c.get('user');
  const invite = await createInvite(c.env, userActor(user, clientIp(c.req.raw)), user, input, appOrigin(c.env, c.req.url));
  return ok(c, invite, 201);
});
