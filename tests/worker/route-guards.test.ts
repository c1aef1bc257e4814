import { env, SELF } from 'cloudflare:test';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requireUser } from '../../app/utils/auth.server';
import { requireApiAdmin } from '../../workers/api/admin-middleware';
import { requireApiUser, type AuthedEnv } from '../../workers/api/auth-middleware';
import { createUserWithSession, ORIGIN } from './helpers';

const GUARDED = ['/dashboard', '/create', '/checkout/42'];
const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate' };

describe('sign-in-only pages (spec route table)', () => {
  for (const path of GUARDED) {
    it(`${path}: a signed-out browser gets the Unauthorized page (401) that goes to /api/login`, async () => {
      const res = await SELF.fetch(ORIGIN + path, { headers: BROWSER });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      const login = `/api/login?returnTo=${encodeURIComponent(path)}`;
      expect(html).toContain('<title>Sign in required | Fairstack</title>');
      expect(html).toContain('You are logged out.');
      expect(html).toContain(`href="${login}"`);
      // Without JavaScript the page refreshes to sign-in at once.
      expect(html).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${login}"/></noscript>`);
    });

    it(`${path}: a client that is not a browser gets a plain redirect`, async () => {
      const res = await SELF.fetch(ORIGIN + path, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    });

    it(`${path}: a signed-in user is let through`, async () => {
      const { cookie } = await createUserWithSession();
      const res = await SELF.fetch(ORIGIN + path, { headers: { ...BROWSER, Cookie: cookie } });
      expect(res.status).not.toBe(401);
      expect(await res.text()).not.toContain('You are logged out.');
    });
  }

  it('a signed-out form post (no JavaScript) to a guarded action gets the same page and changes nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from projects').first<{ n: number }>();
    for (const [path, fields] of [
      ['/create', { name: 'Guarded Bakery', businessType: 'Restaurant', description: '', requirements: '', templateId: '' }],
      ['/checkout/1', { intent: 'pay' }],
    ] as const) {
      const res = await SELF.fetch(ORIGIN + path, {
        method: 'POST',
        headers: { ...BROWSER, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      expect(res.status, path).toBe(401);
      expect(await res.text(), path).toContain('You are logged out.');
    }
    expect(await env.DB.prepare('select count(*) as n from projects').first<{ n: number }>()).toEqual(before);
  });

  it('keeps the query string in returnTo', async () => {
    const res = await SELF.fetch(`${ORIGIN}/checkout/9?step=pay`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/api/login?returnTo=%2Fcheckout%2F9%3Fstep%3Dpay');
  });

  it('/api/login sends the browser to the sign-in page, keeping only same-origin returnTo', async () => {
    const cases: [string, string][] = [
      ['/api/login?returnTo=%2Fdashboard', '/login?returnTo=%2Fdashboard'],
      ['/api/login', '/login'],
      ['/api/login?returnTo=https%3A%2F%2Fevil.test', '/login'],
      ['/api/login?returnTo=%2F%2Fevil.test', '/login'],
    ];
    for (const [from, to] of cases) {
      const res = await SELF.fetch(ORIGIN + from, { redirect: 'manual' });
      expect(res.headers.get('location'), from).toBe(to);
    }
    const page = await SELF.fetch(`${ORIGIN}/login?returnTo=https%3A%2F%2Fevil.test`);
    const html = await page.text();
    expect(html).toContain('Sign in to your account');
    expect(html).toContain('Choose your preferred authentication method');
    expect(html).toContain('href="/api/auth/google"');
    expect(html).toContain('href="/api/auth/github"');
    expect(html).not.toContain('evil.test');
  });

  it('/ shows the landing page signed out and the signed-in home signed in', async () => {
    const out = await (await SELF.fetch(`${ORIGIN}/`)).text();
    expect(out).toMatch(/<h1[^>]*>The AI that keeps AI fair/);
    expect(out).not.toContain('Welcome back');
    expect(out).toContain('href="/api/login"');
    const { cookie } = await createUserWithSession({ firstName: 'Kim' });
    const signedIn = await (await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: cookie } })).text();
    expect(signedIn).toContain('>Kim<');
    expect(signedIn).toContain('Welcome back');
    expect(signedIn).not.toMatch(/<h1[^>]*>The AI that keeps AI fair/);
  });

  it('a signed-in visitor to the sign-in page goes straight to returnTo', async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(`${ORIGIN}/login?returnTo=%2Fdashboard`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
  });
});

describe('requireUser (for loaders and actions)', () => {
  const context = { env } as unknown as AppLoadContext;
  const request = (cookie?: string, headers: Record<string, string> = BROWSER) =>
    new Request(`${ORIGIN}/dashboard?tab=2`, { headers: cookie ? { ...headers, Cookie: cookie } : headers });

  it('returns the active user', async () => {
    const { id, cookie } = await createUserWithSession();
    expect((await requireUser(request(cookie), context)).id).toBe(id);
  });

  it('throws a 401 carrying the sign-in URL for browsers, a 302 for other clients', async () => {
    const thrown = await requireUser(request(), context).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(401);
    expect(await (thrown as Response).json()).toEqual({ reason: 'unauthorized', loginUrl: '/api/login?returnTo=%2Fdashboard%3Ftab%3D2' });
    const plain = (await requireUser(request(undefined, {}), context).catch((e: unknown) => e)) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/api/login?returnTo=%2Fdashboard%3Ftab%3D2');
  });
});

describe('API guards (requireApiUser, requireApiAdmin)', () => {
  const app = new Hono<AuthedEnv>()
    .get('/me', requireApiUser, (c) => c.json({ id: c.get('user').id }))
    .get('/admin', requireApiAdmin, (c) => c.json({ ok: true }));
  const call = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { Cookie: cookie } : {} }, env);

  it('401 envelope without a session, 403 without the admin role', async () => {
    expect(await (await call('/me')).json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    const user = await createUserWithSession();
    expect(await (await call('/me', user.cookie)).json()).toEqual({ id: user.id });
    const forbidden = await call('/admin', user.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    const admin = await createUserWithSession({ role: 'admin' });
    expect((await call('/admin', admin.cookie)).status).toBe(200);
    expect((await call('/admin')).status).toBe(401);
    const moderator = await createUserWithSession({ role: 'moderator' });
    expect((await call('/admin', moderator.cookie)).status).toBe(403);
    const suspended = await createUserWithSession({ status: 'suspended' });
    expect(await (await call('/me', suspended.cookie)).json()).toMatchObject({ error: { code: 'ACCOUNT_SUSPENDED' } });
  });
});
