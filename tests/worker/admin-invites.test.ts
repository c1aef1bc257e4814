import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '~core/auth/crypto.server';
import { call, count, formPost } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

async function invite(adminCookie: string, body: unknown) {
  return call('/api/admin/invite', { method: 'POST', cookies: [adminCookie], body });
}

function tokenOf(inviteUrl: string): string {
  return new URL(inviteUrl).pathname.split('/').pop()!;
}

const page = (token: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/invite/${token}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const accept = (token: string, cookie?: string) => formPost(`/invite/${token}`, {}, [cookie]);

async function userRow(id: string) {
  return env.DB.prepare('select role, permissions from users where id = ?').bind(id).first<{ role: string; permissions: string }>();
}

describe('invites', () => {
  it('creates a 7-day link whose 256-bit token is stored only as a hash', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const before = Date.now();
    const res = await invite(admin.cookie, { role: 'moderator', permissions: ' create_templates, ,manage_users ,, ' });
    expect(res.status).toBe(201);
    const { inviteUrl, role, permissions, expiresAt } = res.json.data;
    expect(inviteUrl).toMatch(new RegExp(`^${ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
    expect(role).toBe('moderator');
    expect(permissions).toEqual(['create_templates', 'manage_users']);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const token = tokenOf(inviteUrl);
    const row = await env.DB.prepare('select * from invites order by id desc limit 1').first<Record<string, unknown>>();
    expect(row!.token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ role: 'moderator', created_by: admin.id, used_at: null });
    const audit = await env.DB.prepare("select details from audit_log where action = 'invite.created'").first<{ details: string }>();
    expect(audit!.details).not.toContain(token);
  });

  it('refuses unknown roles and permissions with odd characters, writing nothing', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const before = await count('invites');
    for (const body of [
      { role: 'owner', permissions: '' },
      { permissions: 'a' },
      { role: 'user', permissions: 'manage users' },
      { role: 'user', permissions: 'a,b;c' },
      { role: 'user', permissions: '"quoted"' },
      { role: 'user', permissions: 'é' },
      { role: 'user', permissions: '1starts_with_digit' },
    ]) {
      const res = await invite(admin.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count('invites')).toBe(before);
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const token = tokenOf((await invite(admin.cookie, { role: 'premium', permissions: [] })).json.data.inviteUrl);
    const res = await page(token);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain('Sign in to accept');
    expect(html).toContain(`href="/api/login?returnTo=${encodeURIComponent(`/invite/${token}`)}"`);
    expect(html).not.toContain('Accept invite');

    const post = await accept(token);
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toContain('/api/login?returnTo=');
    expect((await env.DB.prepare('select used_at from invites where token_hash = ?').bind(await sha256Hex(token)).first())!.used_at).toBeNull();
  });

  it('applies role and permissions on an explicit accept, once', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const token = tokenOf((await invite(admin.cookie, { role: 'moderator', permissions: 'create_templates' })).json.data.inviteUrl);
    const invitee = await createUserWithSession();
    await env.DB.prepare(`update users set permissions = '["beta"]' where id = ?`).bind(invitee.id).run();

    // Looking at the page changes nothing; the POST does.
    const view = await (await page(token, invitee.cookie)).text();
    expect(view).toContain('Accept invite');
    expect((await userRow(invitee.id))?.role).toBe('user');

    const res = await accept(token, invitee.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/invite/${token}`);
    expect(await userRow(invitee.id)).toEqual({ role: 'moderator', permissions: '["beta","create_templates"]' });
    expect(await (await page(token, invitee.cookie)).text()).toContain('Invite accepted');

    const other = await createUserWithSession();
    const again = await accept(token, other.cookie);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('already been used');
    expect((await userRow(other.id))?.role).toBe('user');
    const otherView = await page(token, other.cookie);
    expect(otherView.status).toBe(410);
    expect(await otherView.text()).toContain('Invite already used');

    const audit = await env.DB.prepare("select * from audit_log where action = 'invite.used'").first<any>();
    expect(audit).toMatchObject({ actor_type: 'user', actor_id: invitee.id });
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const token = tokenOf((await invite(admin.cookie, { role: 'premium' })).json.data.inviteUrl);
    const a = await createUserWithSession();
    const b = await createUserWithSession();
    const results = await Promise.all([accept(token, a.cookie), accept(token, b.cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 410]);
    const roles = [(await userRow(a.id))?.role, (await userRow(b.id))?.role].sort();
    expect(roles).toEqual(['premium', 'user']);
  });

  it('shows a clear page for expired and unknown links and refuses to use them', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const token = tokenOf((await invite(admin.cookie, { role: 'admin' })).json.data.inviteUrl);
    await env.DB.prepare('update invites set expires_at = ? where token_hash = ?').bind(Date.now() - 1000, await sha256Hex(token)).run();
    const user = await createUserWithSession();

    const expired = await page(token, user.cookie);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Invite expired');
    const post = await accept(token, user.cookie);
    expect(post.status).toBe(410);
    expect((await userRow(user.id))?.role).toBe('user');

    for (const unknown of ['x'.repeat(43), 'short', `${'y'.repeat(43)}%3Cscript%3E`]) {
      const res = await page(unknown, user.cookie);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Invite not found');
      expect((await accept(unknown, user.cookie)).status).toBe(404);
    }
  });
});

describe('the last active admin', () => {
  let admin: { id: string; cookie: string };

  beforeEach(async () => {
    // Start every case from exactly one active admin.
    await env.DB.prepare("update users set role = 'user' where role = 'admin'").run();
    admin = await createUserWithSession({ role: 'admin' });
  });

  it('cannot be demoted, suspended or set to pending', async () => {
    for (const role of ['user', 'premium', 'moderator']) {
      const res = await call(`/api/admin/users/${admin.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role } });
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({ code: 'LAST_ADMIN', message: 'The last active admin cannot be demoted.' });
    }
    for (const status of ['suspended', 'pending']) {
      const res = await call(`/api/admin/users/${admin.id}/status`, { method: 'POST', cookies: [admin.cookie], body: { status } });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('LAST_ADMIN');
    }
    expect(await env.DB.prepare('select role, status from users where id = ?').bind(admin.id).first()).toEqual({ role: 'admin', status: 'active' });
    expect(await count('sessions', 'user_id = ?', admin.id)).toBe(1);
    // Re-affirming the admin role is fine.
    expect((await call(`/api/admin/users/${admin.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'admin' } })).status).toBe(200);
  });

  it('a suspended admin does not count as another admin', async () => {
    const suspended = await createUserWithSession({ role: 'admin' });
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(suspended.id).run();
    const res = await call(`/api/admin/users/${admin.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'user' } });
    expect(res.status).toBe(409);
  });

  it('with a second active admin, one may step down, and then the other is the last', async () => {
    const second = await createUserWithSession({ role: 'user' });
    expect((await call(`/api/admin/users/${second.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'admin' } })).status).toBe(200);
    const stepDown = await call(`/api/admin/users/${admin.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'user' } });
    expect(stepDown.status).toBe(200);
    // The first admin is now a user and cannot manage users any more.
    expect((await call('/api/admin/users', { cookies: [admin.cookie] })).status).toBe(403);
    const res = await call(`/api/admin/users/${second.id}/status`, { method: 'POST', cookies: [second.cookie], body: { status: 'suspended' } });
    expect(res.status).toBe(409);
  });

  it('two admins demoting each other at once leave exactly one admin', async () => {
    const second = await createUserWithSession({ role: 'admin' });
    const results = await Promise.all([
      call(`/api/admin/users/${second.id}/role`, { method: 'POST', cookies: [admin.cookie], body: { role: 'user' } }),
      call(`/api/admin/users/${admin.id}/role`, { method: 'POST', cookies: [second.cookie], body: { role: 'user' } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // Either one succeeds and the other meets the guard, or the second is refused because its caller was demoted.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await count('users', "role = 'admin' and status = 'active'")).toBe(1);
  });

  it('cannot be demoted by accepting an invite; the invite stays usable', async () => {
    const token = tokenOf((await invite(admin.cookie, { role: 'user', permissions: 'x' })).json.data.inviteUrl);
    const res = await accept(token, admin.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('last active admin');
    expect((await env.DB.prepare('select role from users where id = ?').bind(admin.id).first<{ role: string }>())?.role).toBe('admin');
    const someone = await createUserWithSession();
    expect((await accept(token, someone.cookie)).status).toBe(302);
  });
});
