import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('the Worker', () => {
  it('reports D1, R2 and Durable Object reachability at /api/health', async () => {
    const res = await SELF.fetch('https://fairstack.test/api/health');
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; data: { checks: Record<string, { ok: boolean }> } }>();
    expect(body.success).toBe(true);
    expect(body.data.checks.d1.ok).toBe(true);
    expect(body.data.checks.r2.ok).toBe(true);
    expect(body.data.checks.durableObjects.ok).toBe(true);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await SELF.fetch('https://fairstack.test/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/does-not-exist' },
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON with 400 BAD_JSON and writes nothing', async () => {
    const res = await SELF.fetch('https://fairstack.test/api/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string } }>();
    expect(body.error.code).toBe('BAD_JSON');
    const count = await env.DB.prepare('select count(*) as n from newsletter_subscribers').first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('renders the landing page with the seeded-or-stored templates and the navigation', async () => {
    await env.DB.prepare(
      "insert into templates (name, category, base_price_cents, features) values ('Test Template', 'Business', 3500, '[\"One\",\"Two\",\"Three\"]')",
    ).run();
    const res = await SELF.fetch('https://fairstack.test/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('The AI that keeps AI fair');
    expect(html).toContain('Test Template');
    expect(html).toContain('href="/api/login"');
    expect(html).toContain('$29.99');
  });

  it('returns the 404 page with HTTP 404 for unknown pages', async () => {
    const res = await SELF.fetch('https://fairstack.test/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  it('serves hashed static assets with long-lived cache headers', async () => {
    const page = await (await SELF.fetch('https://fairstack.test/about')).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(asset).toBeTruthy();
    const res = await SELF.fetch(`https://fairstack.test${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('enforces the schema constraints in the database', async () => {
    await expect(
      env.DB.prepare("insert into users (id, role) values ('u-bad-role', 'superuser')").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await env.DB.prepare("insert into newsletter_subscribers (email) values ('a@b.co')").run();
    await expect(env.DB.prepare("insert into newsletter_subscribers (email) values ('a@b.co')").run()).rejects.toThrow(
      /UNIQUE/,
    );
  });
});

describe('security headers', () => {
  it('sends a nonce-based Content-Security-Policy whose nonce is on every script tag', async () => {
    const res = await SELF.fetch('https://fairstack.test/about');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A fresh nonce per response.
    const again = (await SELF.fetch('https://fairstack.test/about')).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('marks API responses nosniff', async () => {
    const res = await SELF.fetch('https://fairstack.test/api/templates');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
