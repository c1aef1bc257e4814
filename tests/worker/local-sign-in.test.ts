import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from './admin-helpers';
import { ORIGIN } from './helpers';
import { cookiesFrom, DEVELOPMENT, fetchWith } from './worker-env';

// Each post from its own client address: outside development the sign-in limit (docs/decisions/151) is not
// multiplied, and the file's posts would otherwise share one address's budget.
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': uniqueIp() },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** The sign-in page's own form posts to the /login route action. */
const signIn = (fields: Record<string, string>) => fetchWith(DEVELOPMENT, `${ORIGIN}/login`, form(fields));

async function count(sql: string, ...params: unknown[]) {
  return (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;
}

describe('local sign-in in development (ENVIRONMENT=development)', () => {
  it('offers "Continue as a local user" on the sign-in page', async () => {
    const html = await (await fetchWith(DEVELOPMENT, `${ORIGIN}/login`)).text();
    expect(html).toContain('Continue as a local user');
    expect(html).toContain('Sign in to your account');
  });

  it('creates the user, starts a session and returns to a same-origin path', async () => {
    const res = await signIn({ email: 'Dev@Example.test', firstName: 'Dev', returnTo: '/dashboard' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookie = res.headers.get('set-cookie')!;
    // Development runs on plain http locally: no Secure flag there.
    expect(cookie).toMatch(/^fs_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const me = await fetchWith(DEVELOPMENT, `${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toMatchObject({ email: 'dev@example.test', firstName: 'Dev', role: 'user', isAdmin: false });
  });

  it('answers bad input with 400 and field errors, writing nothing', async () => {
    const before = await count('select count(*) as n from users');
    const res = await signIn({ email: 'not-an-email', firstName: 'x'.repeat(81) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('At most 80 characters');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await count('select count(*) as n from users')).toBe(before);
  });

  it('never redirects to another origin', async () => {
    for (const returnTo of ['https://evil.test/x', '//evil.test', '/\\evil.test', '/\t/evil.test', 'javascript:alert(1)']) {
      const res = await signIn({ email: 'r@example.test', returnTo });
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
  });

  it('refuses a suspended user with a clear message and creates no session', async () => {
    await env.DB.prepare("insert into users (id, email, status) values ('sus-1', 'sus@example.test', 'suspended')").run();
    const res = await signIn({ email: 'sus@example.test' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This account is suspended');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await count("select count(*) as n from sessions where user_id = 'sus-1'")).toBe(0);
  });

  it('works for scripts at POST /api/auth/local (form or JSON)', async () => {
    const res = await fetchWith(DEVELOPMENT, `${ORIGIN}/api/auth/local`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'script@example.test', returnTo: '/about' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about');
    expect(cookiesFrom(res)[0]).toMatch(/^fs_session=/);
    const bad = await fetchWith(DEVELOPMENT, `${ORIGIN}/api/auth/local`, form({ email: '' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', fields: { email: ['Enter an e-mail address'] } } });
  });

  it('answers 400, not 500, to a body it cannot read (found by the fuzz, docs/decisions/120)', async () => {
    const before = await count('select count(*) as n from users');
    for (const [type, body] of [
      ['multipart/form-data', 'email=x@example.test'],
      ['application/json', '{"email":'],
    ]) {
      const res = await fetchWith(DEVELOPMENT, `${ORIGIN}/api/auth/local`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': type }, body });
      expect(res.status, type).toBe(400);
      expect((await res.json<{ success: boolean }>()).success).toBe(false);
    }
    expect(await count('select count(*) as n from users')).toBe(before);
  });
});

describe('local sign-in outside development', () => {
  for (const ENVIRONMENT of ['production', 'test', 'staging', 'Development', '']) {
    it(`does not exist when ENVIRONMENT=${JSON.stringify(ENVIRONMENT)}`, async () => {
      const vars = { ENVIRONMENT, SESSION_SECRET: 'production-like-secret-0123456789abcdef' };
      const before = await count('select count(*) as n from users');
      const api = await fetchWith(vars, `${ORIGIN}/api/auth/local`, form({ email: 'prod@example.test' }));
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      const action = await fetchWith(vars, `${ORIGIN}/login`, form({ email: 'prod@example.test' }));
      expect(action.status).toBe(404);
      expect(action.headers.get('set-cookie')).toBeNull();
      const page = await (await fetchWith(vars, `${ORIGIN}/login`)).text();
      expect(page).toContain('Continue with GitHub');
      expect(page).not.toContain('Continue as a local user');
      expect(await count('select count(*) as n from users')).toBe(before);
    });
  }

  it('is also off in the test runtime SELF runs (ENVIRONMENT=test)', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/auth/local`, form({ email: 'self@example.test' }));
    expect(res.status).toBe(404);
  });
});
