import { env, SELF } from 'cloudflare:test';
import { createApiToken } from '~core/models/api-tokens.server';
import { describe, expect, it } from 'vitest';
import * as build from '../../build/server/index.js';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { uniqueIp } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { createProject } from './project-helpers';
import { DEVELOPMENT, fetchWith, withOAuth } from './worker-env';

/*
 * docs/decisions/120: security headers and cookie flags read from real responses of the Worker.
 * Pages come from the built Remix manifest (every GET route without parameters), plus the signed-in pages.
 */

type ManifestRoute = { id: string; path?: string; parentId?: string; module: { loader?: unknown } };

function staticPagePaths(): string[] {
  const manifest = (build as unknown as { routes: Record<string, ManifestRoute> }).routes;
  const fullPath = (r: ManifestRoute): string => {
    const parent = r.parentId && r.parentId !== 'root' ? manifest[r.parentId] : undefined;
    return `${parent ? fullPath(parent) : ''}/${r.path ?? ''}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  };
  return Object.values(manifest)
    .filter((r) => r.id !== 'root')
    .map(fullPath)
    .filter((p) => !p.includes(':') && !p.includes('*'));
}

function expectHtmlSecurityHeaders(res: Response, html: string, where: string, production = true) {
  const csp = res.headers.get('content-security-policy');
  expect(csp, where).toBeTruthy();
  const nonce = /script-src[^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp!)?.[1];
  expect(nonce, `${where}: script-src is nonce-based`).toBeTruthy();
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, where).toContain("frame-ancestors 'none'");
  // Every script element the page carries has this response's nonce.
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/type="application\/(ld\+)?json"/.test(tag)) continue;
    expect(tag, where).toContain(`nonce="${nonce}"`);
  }
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), where).toBeTruthy();
  if (production) expect(res.headers.get('strict-transport-security'), where).toMatch(/max-age=\d{7,}/);
  else expect(res.headers.get('strict-transport-security'), where).toBeNull();
}

function expectCookieFlags(setCookie: string, production: boolean) {
  expect(setCookie).toMatch(/;\s*HttpOnly/i);
  expect(setCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  if (production) expect(setCookie).toMatch(/;\s*Secure/i);
  else expect(setCookie).not.toMatch(/;\s*Secure/i);
}

describe('security headers on HTML', () => {
  it('every public page from the route manifest (production-like env)', async () => {
    const paths = staticPagePaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const res = await SELF.fetch(ORIGIN + path, { headers: { Accept: 'text/html' }, redirect: 'manual' });
      if (res.status >= 300 && res.status < 400) continue; // e.g. /login for nobody; redirects carry no HTML
      const html = await res.text();
      expect(res.headers.get('content-type') ?? '', path).toContain('text/html');
      expectHtmlSecurityHeaders(res, html, path);
    }
  }, 120_000);

  it('signed-in pages, error pages, and two requests get two different nonces', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const nonces = new Set<string>();
    const paths = ['/dashboard', '/create', '/dashboard/developer', `/projects/${project.id}`, `/projects/${project.id}/photos`, `/projects/${project.id}/facts`, `/checkout/${project.id}`, '/about', '/no-such-page', '/dashboard'];
    for (const path of paths) {
      const res = await SELF.fetch(ORIGIN + path, { headers: { Accept: 'text/html', Cookie: cookie } });
      expectHtmlSecurityHeaders(res, await res.text(), path);
      // A signed-in page is never kept by a shared cache, whatever the route set (docs/decisions/256).
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      nonces.add(/'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]);
    }
    expect(nonces.size).toBe(paths.length);
    // The signed-out 401 page too.
    const denied = await SELF.fetch(`${ORIGIN}/dashboard`, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    expect(denied.status).toBe(401);
    expectHtmlSecurityHeaders(denied, await denied.text(), '401 page');
  });

  it('no HSTS in development, everything else the same', async () => {
    // A page the edge cache does not keep (a cached copy would carry the headers of the env that rendered it).
    const res = await fetchWith(DEVELOPMENT, `${ORIGIN}/login`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expectHtmlSecurityHeaders(res, await res.text(), 'dev /login', false);
  });

  it("generated sites' own stricter policy: no script at all, not framable", async () => {
    const res = await SELF.fetch(`${ORIGIN}/sites/no-such-site/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(csp).toMatch(/frame-ancestors/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Served sites with content: tests/worker/generation.test.ts ('serves pages with ... a CSP that allows no script').
  });

  it('API responses carry nosniff', async () => {
    for (const path of ['/api/health', '/api/templates', '/api/v1/openapi.json', '/api/nothing-here']) {
      const res = await SELF.fetch(ORIGIN + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('API answers to a signed-in caller', () => {
  it('are private, no-store unless the route serves public data (docs/decisions/256)', async () => {
    const { id, cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const { token } = await createApiToken(env, id, 'cache check');
    const callers: [string, Record<string, string>][] = [['session', { Cookie: cookie }], ['token', { Authorization: `Bearer ${token}` }]];
    for (const [who, headers] of callers) {
      for (const path of ['/api/v1/projects', `/api/v1/projects/${project.id}`, '/api/projects', `/api/projects/${project.id}`, '/api/auth/user']) {
        if (who === 'token' && !path.startsWith('/api/v1/')) continue;
        const res = await SELF.fetch(ORIGIN + path, { headers });
        expect(res.status, `${who} ${path}`).toBe(200);
        expect(res.headers.get('cache-control'), `${who} ${path}`).toBe('private, no-store');
      }
    }
    // Public data keeps its own policy.
    expect((await SELF.fetch(`${ORIGIN}/api/templates`, { headers: { Cookie: cookie } })).headers.get('cache-control')).toContain('public');
  });
});

describe('every cookie the Worker sets', () => {
  async function cookiesSet(overrides: Parameters<typeof fetchWith>[0]): Promise<string[]> {
    const all: string[] = [];
    const { cookie } = await createUserWithSession();
    const requests: Request[] = [
      new Request(`${ORIGIN}/api/admin/auth`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueIp() },
        body: JSON.stringify({ password: LOCAL_ADMIN_PASSWORD }),
      }),
      new Request(`${ORIGIN}/api/auth/github`, { redirect: 'manual' }),
      new Request(`${ORIGIN}/api/auth/google`, { redirect: 'manual' }),
      new Request(`${ORIGIN}/api/logout`, { headers: { Cookie: cookie }, redirect: 'manual' }),
      new Request(`${ORIGIN}/api/admin/logout`, { method: 'POST', headers: { Origin: ORIGIN } }),
    ];
    for (const request of requests) {
      const res = await fetchWith(overrides, request);
      await res.arrayBuffer();
      all.push(...res.headers.getSetCookie());
    }
    return all;
  }

  it('production-like: HttpOnly, SameSite and Secure on each', async () => {
    const cookies = await cookiesSet(withOAuth());
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    for (const c of cookies) expectCookieFlags(c, true);
  });

  it('development: HttpOnly and SameSite, not Secure (plain http on localhost); local sign-in included', async () => {
    const cookies = await cookiesSet(withOAuth(DEVELOPMENT));
    const local = await fetchWith(DEVELOPMENT, `${ORIGIN}/api/auth/local`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `cookie-${crypto.randomUUID()}@example.test`, firstName: 'Cookie' }),
    });
    cookies.push(...local.headers.getSetCookie());
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    for (const c of cookies) expectCookieFlags(c, false);
  });
});
