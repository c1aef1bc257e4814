import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sign } from '~core/auth/crypto.server';
import { createSession, SESSION_TTL_MS } from '~core/auth/session.server';
import { createUserWithSession, ORIGIN } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

const me = (cookie?: string) => SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: cookie ? { Cookie: cookie } : {} });

/** The random id inside a `fs_session=<id>.<issued>.<mac>` cookie. */
const sessionId = (cookie: string) => decodeURIComponent(cookie.slice('fs_session='.length)).split('.')[0]!;
const idHash = async (id: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id)))].map((b) => b.toString(16).padStart(2, '0')).join('');
const rowFor = async (cookie: string) =>
  env.DB.prepare('select expires_at from sessions where id_hash = ?').bind(await idHash(sessionId(cookie))).first<{ expires_at: number }>();

describe('session creation', () => {
  it('sets an HttpOnly, Secure, SameSite=Lax, signed cookie for a 30-day row in D1', async () => {
    await env.DB.prepare("insert into users (id, email, first_name) values ('s-new', 's-new@example.test', 'Sam')").run();
    const setCookie = await createSession(env, 's-new');
    expect(setCookie).toMatch(/^fs_session=[\w-]{43}\.[0-9a-z]+\.[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=2592000$/);
    const cookie = setCookie.split(';')[0]!;
    const row = await rowFor(cookie);
    expect(row!.expires_at - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    // Only the hash of the id is stored.
    const raw = await env.DB.prepare('select count(*) as n from sessions where id_hash = ?').bind(sessionId(cookie)).first<{ n: number }>();
    expect(raw!.n).toBe(0);
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: 's-new',
      firstName: 'Sam',
      lastName: null,
      email: 's-new@example.test',
      profileImageUrl: null,
      role: 'user',
      permissions: [],
      isAdmin: false,
    });
  });

  it('answers 401 JSON without a session', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
  });
});

describe('expiry', () => {
  it('refuses a session past its expiry', async () => {
    const { cookie } = await createUserWithSession();
    await env.DB.prepare('update sessions set expires_at = ? where id_hash = ?').bind(Date.now() - 1, await idHash(sessionId(cookie))).run();
    expect((await me(cookie)).status).toBe(401);
    const page = await (await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('Sign In');
  });

  it('slides: a cookie over a day old renews the row and the cookie to 30 days from now', async () => {
    const { id, cookie } = await createUserWithSession();
    const sid = sessionId(cookie);
    // As if signed in 29 days ago and last renewed then: one day left.
    await env.DB.prepare('update sessions set expires_at = ? where id_hash = ?').bind(Date.now() + DAY, await idHash(sid)).run();
    const old = `fs_session=${encodeURIComponent(await sign(`${sid}.${(Date.now() - 29 * DAY).toString(36)}`, env.SESSION_SECRET!))}`;
    const res = await SELF.fetch(`${ORIGIN}/about`, { headers: { Cookie: old } });
    expect(res.status).toBe(200);
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith('fs_session='))!;
    expect(renewed).toMatch(/Max-Age=2592000/);
    expect(sessionId(renewed)).toBe(sid); // same session, new issue date
    expect((await rowFor(cookie))!.expires_at - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(await (await me(renewed.split(';')[0])).json()).toMatchObject({ id });
  });

  it('does not renew a fresh cookie (no write per request) nor an expired session', async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(res.headers.getSetCookie()).toEqual([]);

    const sid = sessionId(cookie);
    await env.DB.prepare('update sessions set expires_at = ? where id_hash = ?').bind(Date.now() - 1, await idHash(sid)).run();
    const old = `fs_session=${encodeURIComponent(await sign(`${sid}.${(Date.now() - 31 * DAY).toString(36)}`, env.SESSION_SECRET!))}`;
    const stale = await me(old);
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie()).toEqual([]);
  });
});

describe('revocation', () => {
  it('deleting the row ends the session on the very next request', async () => {
    const { cookie } = await createUserWithSession();
    expect((await me(cookie)).status).toBe(200);
    await env.DB.prepare('delete from sessions where id_hash = ?').bind(await idHash(sessionId(cookie))).run();
    expect((await me(cookie)).status).toBe(401);
  });

  it('logout deletes the row, so a kept copy of the cookie is dead', async () => {
    const { cookie } = await createUserWithSession();
    const out = await SELF.fetch(`${ORIGIN}/api/logout`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toMatch(/^fs_session=; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=0$/);
    expect(await rowFor(cookie)).toBeNull();
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('forged cookies', () => {
  it('are refused: bad signature, other key, unknown id, garbage', async () => {
    const { cookie } = await createUserWithSession();
    const sid = sessionId(cookie);
    const issued = Date.now().toString(36);
    const forged = [
      `fs_session=${encodeURIComponent(`${sid}.${issued}.${'0'.repeat(64)}`)}`,
      `fs_session=${encodeURIComponent(await sign(`${sid}.${issued}`, 'another-secret-of-at-least-32-characters'))}`,
      `fs_session=${encodeURIComponent(await sign(`${'A'.repeat(43)}.${issued}`, env.SESSION_SECRET!))}`,
      `fs_session=${sid}`,
      'fs_session=%E0%A4%A',
      'fs_session=',
    ];
    const before = await env.DB.prepare('select count(*) as n from sessions').first<{ n: number }>();
    for (const bad of forged) {
      const res = await me(bad);
      expect(res.status, bad).toBe(401);
      const page = await SELF.fetch(`${ORIGIN}/dashboard`, { headers: { Cookie: bad, Accept: 'text/html' } });
      expect(page.status, bad).toBe(401);
    }
    expect(await env.DB.prepare('select count(*) as n from sessions').first<{ n: number }>()).toEqual(before);
  });
});

describe('suspended and pending users', () => {
  it('cannot use an existing session, and the sign-in page says why', async () => {
    const { cookie } = await createUserWithSession({ status: 'suspended' });
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended.' } });
    const login = await SELF.fetch(`${ORIGIN}/login`, { headers: { Cookie: cookie } });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('This account is suspended. Contact support if you think this is a mistake.');
    const guarded = await SELF.fetch(`${ORIGIN}/create`, { headers: { Cookie: cookie, Accept: 'text/html' } });
    expect(guarded.status).toBe(401);
    const home = await (await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: cookie } })).text();
    expect(home).toContain('Sign In');
  });

  it('a user suspended mid-session is out on the next request', async () => {
    const { id, cookie } = await createUserWithSession();
    expect((await me(cookie)).status).toBe(200);
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(id).run();
    expect((await me(cookie)).status).toBe(401);
  });

  it('pending accounts are held too', async () => {
    const { cookie } = await createUserWithSession({ status: 'pending' });
    expect(await (await me(cookie)).json()).toMatchObject({ error: { code: 'ACCOUNT_PENDING' } });
    expect(await (await SELF.fetch(`${ORIGIN}/login`, { headers: { Cookie: cookie } })).text()).toContain('waiting for approval');
  });
});

describe('navigation when signed in', () => {
  it('shows the first name, or the e-mail when there is none, with the profile image', async () => {
    const { id, cookie } = await createUserWithSession({ firstName: 'Robin' });
    await env.DB.prepare('update users set profile_image_url = ? where id = ?').bind('https://img.example.test/robin.png', id).run();
    const html = await (await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: cookie } })).text();
    expect(html).toMatch(/data-testid="nav-user-name">Robin</);
    expect(html).toContain('src="https://img.example.test/robin.png"');
    expect(html).toContain('href="/api/logout"');
    expect(html).toContain('Create Website');
    expect(html).not.toContain('>Sign In<');

    const other = await createUserWithSession({ email: 'no-name@example.test' });
    await env.DB.prepare('update users set first_name = null where id = ?').bind(other.id).run();
    const html2 = await (await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: other.cookie } })).text();
    expect(html2).toMatch(/data-testid="nav-user-name">no-name@example.test</);
  });
});
