import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { DEVELOPMENT, fetchWith } from './worker-env';

const subscribers = async () => (await env.DB.prepare('select count(*) as n from newsletter_subscribers').first<{ n: number }>())!.n;

function subscribe(headers: Record<string, string>, email = `csrf-${crypto.randomUUID()}@example.test`) {
  return SELF.fetch(`${ORIGIN}/api/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
}

describe('CSRF: state-changing requests with cookies must be same-origin', () => {
  it('refuses a cross-origin API POST with the 403 envelope and writes nothing', async () => {
    const { cookie } = await createUserWithSession();
    const before = await subscribers();
    const attempts: Record<string, string>[] = [{ Origin: 'https://evil.test' }, { Origin: 'null' }, { Referer: 'https://evil.test/x' }, {}];
    for (const headers of attempts) {
      const res = await subscribe({ Cookie: cookie, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'CSRF_REJECTED', message: 'Cross-site request refused. Reload the page and try again.' },
      });
    }
    expect(await subscribers()).toBe(before);
  });

  it('lets the same request through from our own origin', async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(jsonRequest('/api/subscribe', 'POST', cookie, { email: `ok-${crypto.randomUUID()}@example.test` }));
    expect(res.status).toBe(201);
  });

  it('refuses a cross-origin Remix action (a form posted from another site)', async () => {
    const { cookie } = await createUserWithSession();
    const before = await env.DB.prepare('select count(*) as n from sessions').first<{ n: number }>();
    const res = await fetchWith(DEVELOPMENT, `${ORIGIN}/login`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'csrf-form@example.test' }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('Cross-site request refused. Reload the page and try again.');
    expect(await env.DB.prepare('select count(*) as n from sessions').first<{ n: number }>()).toEqual(before);
    expect(await env.DB.prepare("select id from users where email = 'csrf-form@example.test'").first()).toBeNull();
  });

  it('does not apply to the Stripe webhook, /api/v1 token calls, or requests without cookies', async () => {
    const { cookie } = await createUserWithSession();
    const hook = await SELF.fetch(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: { Cookie: cookie, Origin: 'https://evil.test' }, body: '{}' });
    expect(((await hook.json()) as { error?: { code: string } }).error?.code).not.toBe('CSRF_REJECTED');
    // A Bearer header on a cookie route authenticates nothing, so it skips nothing (docs/decisions/154).
    const bearer = await subscribe({ Cookie: cookie, Origin: 'https://evil.test', Authorization: 'Bearer fs_test_token' });
    expect(bearer.status).toBe(403);
    const v1 = await SELF.fetch(`${ORIGIN}/api/v1/projects`, { headers: { Cookie: cookie, Origin: 'https://evil.test', Authorization: 'Bearer fs_test_token' }, method: 'POST', body: '{}' });
    expect(v1.status).toBe(401);
    const cookieless = await subscribe({ Origin: 'https://evil.test' });
    expect(cookieless.status).toBe(201);
  });

  it('leaves GET alone', async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie, Origin: 'https://evil.test' } });
    expect(res.status).toBe(200);
  });
});
