import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers';

function signIn(fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/api/auth/local`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('development local sign-in', () => {
  it('creates the user, starts a session and returns to a same-origin path', async () => {
    const res = await signIn({ email: 'Dev@Example.test', firstName: 'Dev', returnTo: '/dashboard' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/fs_session=.+; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie.split(';')[0] } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'dev@example.test', firstName: 'Dev', role: 'user', isAdmin: false });
  });

  it('never redirects to another origin', async () => {
    for (const returnTo of ['https://evil.test/x', '//evil.test', '/\\evil.test']) {
      const res = await signIn({ email: 'r@example.test', returnTo });
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('refuses a suspended user and creates no session', async () => {
    await env.DB.prepare("insert into users (id, email, status) values ('sus-1', 'sus@example.test', 'suspended')").run();
    const res = await signIn({ email: 'sus@example.test' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/login?error=');
    expect(res.headers.get('set-cookie')).toBeNull();
    const n = await env.DB.prepare("select count(*) as n from sessions where user_id = 'sus-1'").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it('answers 401 JSON at /api/auth/user without a session, and ends a session at /api/logout', async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/auth/user`)).status).toBe(401);
    const res = await signIn({ email: 'out@example.test' });
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const out = await SELF.fetch(`${ORIGIN}/api/logout`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
