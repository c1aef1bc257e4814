import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ROLES, STAFF_GRANTS, STATUSES } from '~core/lib/schemas/admin';
import { STAFF_ROLES, USER_ROLES, USER_STATUSES } from '~core/db/schema';
import { auditActions, call, count, expiredSessionCookie, formPost, panelLogin } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { createProject } from './project-helpers';

async function userRow(id: string) {
  return env.DB.prepare('select role, status, permissions from users where id = ?').bind(id).first<{
    role: string;
    status: string;
    permissions: string;
  }>();
}

describe('user management routes are checked on the server', () => {
  it('refuse no session, a forged or expired session, a suspended admin (401) and a non-admin (403)', async () => {
    const target = await createUserWithSession({ role: 'user' });
    const nonAdmin = await createUserWithSession({ role: 'premium' });
    const suspendedAdmin = await createUserWithSession({ role: 'admin' });
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(suspendedAdmin.id).run();
    const formerAdmin = await createUserWithSession({ role: 'admin' });
    const expired = await expiredSessionCookie(formerAdmin.id);
    // The panel password cookie is not an admin account.
    const panel = await panelLogin();

    const routes = [
      { method: 'GET', path: '/api/admin/users' },
      { method: 'POST', path: `/api/admin/users/${target.id}/role`, body: { role: 'admin', permissions: ['x'] } },
      { method: 'POST', path: `/api/admin/users/${target.id}/status`, body: { status: 'suspended' } },
      { method: 'POST', path: '/api/admin/invite', body: { role: 'admin', permissions: 'manage_users' } },
    ];
    const cases: [string[], number][] = [
      [[], 401],
      [['fs_session=forged.0000'], 401],
      [[expired], 401],
      [[suspendedAdmin.cookie], 401],
      [[panel], 401],
      [[nonAdmin.cookie], 403],
      [[nonAdmin.cookie, panel], 403],
    ];
    for (const [cookies, status] of cases) {
      for (const route of routes) {
        const res = await call(route.path, { method: route.method, cookies, body: route.body });
        expect(res.status, `${route.method} ${route.path} with ${cookies.join('; ') || 'nothing'}`).toBe(status);
        expect(res.json.error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    }
    expect(await userRow(target.id)).toMatchObject({ role: 'user', status: 'active' });
    expect(await count('invites')).toBe(0);
    expect(await count('audit_log', "action like 'user.%' or action like 'invite.%'")).toBe(0);
  });
});

describe('user management', () => {
  it('lists users with search and paging', async () => {
    const admin = await createUserWithSession({ role: 'admin', email: 'list-admin@example.test' });
    for (let i = 0; i < 22; i++) await createUserWithSession({ email: `paging-${String(i).padStart(2, '0')}@example.test` });
    const all = await call('/api/admin/users', { cookies: [admin.cookie] });
    expect(all.status).toBe(200);
    expect(all.json.data.users).toHaveLength(20);
    expect(all.json.data.total).toBe(await count('users'));
    const second = await call('/api/admin/users?page=2', { cookies: [admin.cookie] });
    expect(second.json.data.users.length).toBe(all.json.data.total - 20);

    const found = await call('/api/admin/users?q=PAGING-1', { cookies: [admin.cookie] });
    expect(found.json.data.total).toBe(10);
    expect(found.json.data.users[0]).toMatchObject({ role: 'user', status: 'active', permissions: [] });
    expect(Object.keys(found.json.data.users[0]).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastLoginAt', 'lastName', 'permissions', 'profileImageUrl', 'role', 'staffRole', 'status'].sort(),
    );
  });

  it('changes a role and keeps permissions unless new ones are sent', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const target = await createUserWithSession();
    await env.DB.prepare(`update users set permissions = '["create_templates"]' where id = ?`).bind(target.id).run();

    const res = await call(`/api/admin/users/${target.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'moderator' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: target.id, role: 'moderator', permissions: ['create_templates'] });

    const withPermissions = await call(`/api/admin/users/${target.id}/role`, {
      method: 'POST',
      cookies: [admin.cookie],
      body: { role: 'premium', permissions: ' manage_users, ,Create_Templates ,manage_users' },
    });
    expect(withPermissions.json.data).toMatchObject({ role: 'premium', permissions: ['manage_users', 'create_templates'] });
    const audit = await env.DB.prepare("select * from audit_log where action = 'user.role_changed' order by id").all<any>();
    expect(audit.results).toHaveLength(2);
    expect(audit.results[0]).toMatchObject({ actor_type: 'user', actor_id: admin.id, target_type: 'user', target_id: target.id });
    expect(JSON.parse(audit.results[0].details)).toMatchObject({ from: 'user', to: 'moderator' });
  });

  it('refuses unknown roles, statuses, odd permissions and unknown users, writing nothing', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const target = await createUserWithSession();
    const bad: [string, unknown, RegExp][] = [
      ['role', { role: 'superuser' }, /Role must be one of/],
      ['role', { role: '' }, /Role must be one of/],
      ['role', {}, /Role must be one of/],
      ['role', { role: 'admin', permissions: 'drop table; --' }, /not a valid permission/],
      ['role', { role: 'admin', permissions: ['<script>alert(1)</script>'] }, /not a valid permission/],
      ['role', { role: 'admin', permissions: 'ok, spaces inside' }, /not a valid permission/],
      ['role', { role: 'admin', permissions: Array.from({ length: 21 }, (_, i) => `p${i}`) }, /At most 20/],
      ['role', { role: 'admin', permissions: 42 }, /comma-separated/],
      ['status', { status: 'banned' }, /Status must be one of/],
      ['status', { status: null }, /Status must be one of/],
    ];
    for (const [kind, body, message] of bad) {
      const res = await call(`/api/admin/users/${target.id}/${kind}`, { method: 'POST', cookies: [admin.cookie], body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
      expect(res.json.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await userRow(target.id)).toMatchObject({ role: 'user', status: 'active', permissions: '[]' });
    const missing = await call('/api/admin/users/no-such-user/role', { method: 'POST', cookies: [admin.cookie], body: { role: 'premium' } });
    expect(missing.status).toBe(404);
    expect((await call('/api/admin/users/no-such-user/status', { method: 'POST', cookies: [admin.cookie], body: { status: 'active' } })).status).toBe(404);
    expect(await count('audit_log', "action like 'user.%' and target_id = ?", target.id)).toBe(0);
  });

  it('suspending ends every session of the user at once; reactivating lets them sign in again', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const target = await createUserWithSession();
    const second = await (await import('~core/auth/session.server')).createSession(env, target.id);
    expect(await count('sessions', 'user_id = ?', target.id)).toBe(2);
    expect((await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: target.cookie } })).status).toBe(200);

    const res = await call(`/api/admin/users/${target.id}/status`, { method: 'POST', cookies: [admin.cookie], body: { status: 'suspended' } });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('suspended');
    expect(await count('sessions', 'user_id = ?', target.id)).toBe(0);
    for (const cookie of [target.cookie, second.split(';')[0]]) {
      expect((await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(401);
    }
    await call(`/api/admin/users/${target.id}/status`, { method: 'POST', cookies: [admin.cookie], body: { status: 'active' } });
    expect((await userRow(target.id))?.status).toBe('active');
    expect(await auditActions()).toContain('user.status_changed');
  });
});

describe('the support grant (docs/decisions/216)', () => {
  const staffRole = async (id: string) => (await env.DB.prepare('select staff_role from users where id = ?').bind(id).first<{ staff_role: string | null }>())?.staff_role;

  it('an admin grants and revokes it through the API; the access gate follows at once', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const owner = await createUserWithSession();
    const helper = await createUserWithSession();
    const project = await createProject(owner.cookie);
    const read = () => SELF.fetch(`${ORIGIN}/api/projects/${project.id}`, { headers: { Cookie: helper.cookie } });
    expect((await read()).status).toBe(404);

    const granted = await call(`/api/admin/users/${helper.id}/staff-role`, { method: 'POST', cookies: [admin.cookie], body: { staffRole: 'support' } });
    expect(granted.status).toBe(200);
    expect(granted.json.data).toMatchObject({ id: helper.id, staffRole: 'support', role: 'user' });
    expect((await read()).status).toBe(200);
    // Reading, never writing.
    const write = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/facts`, {
      method: 'PUT',
      headers: { Cookie: helper.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ place: 'Leeds' }),
    });
    expect(write.status).toBe(404);

    const revoked = await call(`/api/admin/users/${helper.id}/staff-role`, { method: 'POST', cookies: [admin.cookie], body: { staffRole: 'none' } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.staffRole).toBeNull();
    expect((await read()).status).toBe(404);
    const audit = await env.DB.prepare("select details from audit_log where action = 'user.staff_role_changed' and target_id = ? order by id").bind(helper.id).all<{ details: string }>();
    expect(audit.results.map((r) => JSON.parse(r.details))).toMatchObject([
      { from: null, to: 'support' },
      { from: 'support', to: null },
    ]);
  });

  it('refuses non-admins, unknown grants and unknown users, writing nothing', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const target = await createUserWithSession();
    const nonAdmin = await createUserWithSession({ role: 'moderator' });
    const path = `/api/admin/users/${target.id}/staff-role`;
    expect((await call(path, { method: 'POST', body: { staffRole: 'support' } })).status).toBe(401);
    expect((await call(path, { method: 'POST', cookies: [nonAdmin.cookie], body: { staffRole: 'support' } })).status).toBe(403);
    expect((await call(path, { method: 'POST', cookies: [await panelLogin()], body: { staffRole: 'support' } })).status).toBe(401);
    for (const body of [{ staffRole: 'admin' }, { staffRole: null }, {}, { staffRole: 'Support' }]) {
      const res = await call(path, { method: 'POST', cookies: [admin.cookie], body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toMatch(/Staff role must be one of: none, support/);
    }
    const missing = await call('/api/admin/users/no-such-user/staff-role', { method: 'POST', cookies: [admin.cookie], body: { staffRole: 'support' } });
    expect(missing.status).toBe(404);
    expect(await staffRole(target.id)).toBeNull();
    expect(await count('audit_log', "action = 'user.staff_role_changed'  and target_id = ?", target.id)).toBe(0);
  });

  it('the users page grants and revokes it with plain form posts (no JavaScript)', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const target = await createUserWithSession({ email: 'staff-target@example.test', firstName: 'Sam', lastName: 'Staff' });
    const html = await (await SELF.fetch(`${ORIGIN}/admin/users?q=staff-target`, { headers: { Cookie: admin.cookie } })).text();
    const page = html.replaceAll('<!-- -->', '');
    expect(page).toMatch(new RegExp(`<label for="staff-${target.id}"[^>]*>Staff access of Sam Staff</label>`));
    expect(page).toContain(`<select id="staff-${target.id}" name="staff"`);

    const granted = await formPost('/admin/users', { intent: 'staff', userId: target.id, staff: 'support' }, [admin.cookie]);
    expect(granted.status).toBe(200);
    expect(await granted.text()).toContain('Sam Staff is now Support staff.');
    expect(await staffRole(target.id)).toBe('support');

    const bad = await formPost('/admin/users', { intent: 'staff', userId: target.id, staff: 'root' }, [admin.cookie]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Failed to update the staff role.');
    const refused = await formPost('/admin/users', { intent: 'staff', userId: target.id, staff: 'none' }, [(await createUserWithSession()).cookie]);
    expect(refused.status).toBe(403);
    expect(await staffRole(target.id)).toBe('support');

    const revoked = await formPost('/admin/users', { intent: 'staff', userId: target.id, staff: 'none' }, [admin.cookie]);
    expect(await revoked.text()).toContain('Sam Staff has no staff role.');
    expect(await staffRole(target.id)).toBeNull();
  });
});

describe('/admin/users page', () => {
  it('redirects signed-out visitors to / and tells non-admins access is denied', async () => {
    const out = await SELF.fetch(`${ORIGIN}/admin/users`, { redirect: 'manual' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');

    const user = await createUserWithSession({ role: 'moderator' });
    const denied = await SELF.fetch(`${ORIGIN}/admin/users`, { headers: { Cookie: user.cookie } });
    expect(denied.status).toBe(403);
    const html = await denied.text();
    expect(html).toContain('Access denied. Admin privileges required.');
    expect(html).not.toContain('Generate Invite Link');
  });

  it('lets an admin change a role and a status with plain form posts (no JavaScript)', async () => {
    const admin = await createUserWithSession({ role: 'admin', email: 'page-admin@example.test' });
    const target = await createUserWithSession({ email: 'page-target@example.test', firstName: 'Pat', lastName: 'Target' });
    const page = await (await SELF.fetch(`${ORIGIN}/admin/users?q=page-target`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain('data-testid="user-row-page-target@example.test"');
    expect(page).not.toContain('data-testid="user-row-page-admin@example.test"');
    expect(page).toContain('Generate Invite Link');

    const res = await formPost('/admin/users', { intent: 'role', userId: target.id, role: 'premium' }, [admin.cookie]);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('User Updated');
    expect(html).toContain('Pat Target is now Premium.');
    expect((await userRow(target.id))?.role).toBe('premium');

    const bad = await formPost('/admin/users', { intent: 'status', userId: target.id, status: 'gone' }, [admin.cookie]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Failed to update user status.');

    const nonAdmin = await createUserWithSession();
    const refused = await formPost('/admin/users', { intent: 'role', userId: target.id, role: 'admin' }, [nonAdmin.cookie]);
    expect(refused.status).toBe(403);
    expect((await refused.text()).replaceAll('&#x27;', "'")).toContain("You don't have permission to manage users.");
    const refusedInvite = await formPost('/admin/users', { intent: 'invite', role: 'user', permissions: '' }, [nonAdmin.cookie]);
    expect(refusedInvite.status).toBe(403);
    expect((await refusedInvite.text()).replaceAll('&#x27;', "'")).toContain("You don't have permission to generate invites.");
    expect((await userRow(target.id))?.role).toBe('premium');
    // Signed out: the action refuses (401) and the page's loader then sends the visitor to /.
    const signedOut = await formPost('/admin/users', { intent: 'invite', role: 'admin', permissions: '' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/');
    expect(await count('invites')).toBe(0);
  });
});

describe('shared constants', () => {
  it('the browser-side role and status lists match the database schema', () => {
    expect([...ROLES]).toEqual([...USER_ROLES]);
    expect([...STATUSES]).toEqual([...USER_STATUSES]);
    expect([...STAFF_GRANTS]).toEqual(['none', ...STAFF_ROLES]);
  });
});
