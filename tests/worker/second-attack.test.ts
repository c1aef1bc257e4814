import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createWebhookEndpoint, MAX_ENDPOINTS_PER_USER, WebhookUrlError } from '~core/models/webhooks.server';
import { uniqueIp } from './admin-helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { BLOG_POSTS } from '~/content/blog';
import { callWorker, createProject, standInRequests, stripeEnv } from './project-helpers';
import { DEVELOPMENT, fetchWith } from './worker-env';

/*
 * The findings of the second outside-style attack (docs/decisions/256) that no existing suite could hold, each
 * reproduced as it was found. Findings that extend a suite (headers, the access matrix, the fuzz) live there;
 * docs/reliability.md maps every finding to its test.
 */

describe('finding 2: a client-sent CF-Connecting-IP picks no rate-limit bucket in development', () => {
  const redact = (overrides: typeof DEVELOPMENT, ip: string) =>
    fetchWith(overrides, `${ORIGIN}/api/v1/redact`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify({ text: 'Call 555-123-4567.' }),
    });
  const remaining = (res: Response) => Number(res.headers.get('X-RateLimit-Remaining'));

  it('development: two made-up addresses from one client share one budget', async () => {
    const first = await redact(DEVELOPMENT, uniqueIp());
    const second = await redact(DEVELOPMENT, uniqueIp());
    expect(first.status).toBe(200);
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it('deployed (Cloudflare sets the header): each address has its own budget', async () => {
    const first = await redact({}, uniqueIp());
    const second = await redact({}, uniqueIp());
    expect(remaining(second)).toBe(remaining(first));
  });
});

describe('finding 3: the Host header decides no link and no reserved name (the class of decision 153)', () => {
  const forged = 'https://evil.example';

  it("an admin's API invite links to APP_ORIGIN whatever host the request named", async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    const res = await SELF.fetch(`${forged}/api/admin/invite`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: 'premium' }),
    });
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: { inviteUrl: string } }>();
    expect(new URL(data.inviteUrl).origin).toBe(ORIGIN);
  });

  it("the app's own host stays reserved for custom domains when the request names another host", async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Reserved Host Bakery' });
    await generate(owner.cookie, project.id);
    await waitForOutcome(owner.cookie, project.id);
    for (const hostname of [new URL(ORIGIN).hostname, `shop.${new URL(ORIGIN).hostname}`]) {
      const res = await SELF.fetch(`${forged}/projects/${project.id}/domain`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: owner.cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'attach', hostname }).toString(),
      });
      expect(res.status, hostname).toBe(400);
      expect(await res.text()).toContain('belongs to Fairstack');
    }
    const row = await env.DB.prepare('select hostname from custom_domains where project_id = ?').bind(project.id).first();
    expect(row).toBeNull();
  });
});

describe('finding 3 (links in pages): a blog article names APP_ORIGIN as its canonical address', () => {
  it('whatever host the request named', async () => {
    const slug = BLOG_POSTS[0]!.slug;
    const html = await (await SELF.fetch(`https://evil.example/blog/${slug}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${slug}"/>`);
    expect(html).not.toContain('evil.example');
  });
});

describe('finding 3 (payments): Stripe sends the buyer back to APP_ORIGIN', () => {
  it('success and cancel addresses ignore the host the request named', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const res = await callWorker(
      new Request(`https://evil.example/checkout/${project.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'pay' }).toString(),
      }),
      stripeEnv(),
    );
    expect(res.status).toBe(302);
    const sent = (await standInRequests()).find((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === String(project.id))!;
    expect(sent.params.success_url).toBe(`${ORIGIN}/checkout/${project.id}?session_id={CHECKOUT_SESSION_ID}`);
    expect(sent.params.cancel_url).toBe(`${ORIGIN}/checkout/${project.id}`);
  });
});

describe('finding 4: caps hold under concurrent writes', () => {
  it('twenty webhook endpoints registered at once leave exactly the allowed number', async () => {
    const { id } = await createUserWithSession();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createWebhookEndpoint(env, id, `https://hooks${i}.example.com/receive`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_ENDPOINTS_PER_USER);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WebhookUrlError);
    const active = await env.DB.prepare('select count(*) as n from webhook_endpoints where user_id = ? and disabled_at is null').bind(id).first<{ n: number }>();
    expect(active?.n).toBe(MAX_ENDPOINTS_PER_USER);
  });
});
