import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiToken, revokeApiToken } from '~core/models/api-tokens.server';
import { createWebhookEndpoint, emitWebhookEvent, MAX_ATTEMPTS, WebhookUrlError } from '~core/models/webhooks.server';
import { verifyWebhook } from '~core/lib/webhook-signature';
import { createUserWithSession, ORIGIN } from './helpers';

const v1 = (path: string, init: RequestInit = {}) => SELF.fetch(`${ORIGIN}/api/v1${path}`, init);

describe('GET /api/v1/templates', () => {
  it('is public and carries rate-limit headers', async () => {
    await env.DB.prepare("insert into templates (name, category, base_price_cents) values ('Api T', 'Business', 3500)").run();
    const res = await v1('/templates', { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; data: { name: string; basePrice: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.data.find((t) => t.name === 'Api T')?.basePrice).toBe('35.00');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBe(99);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('API tokens', () => {
  it('authenticate as their user, and stop working once revoked', async () => {
    const { id } = await createUserWithSession();
    const { token, summary } = await createApiToken(env, id, 'ci');
    const row = await env.DB.prepare('select token_hash from api_tokens where id = ?').bind(summary.id).first<{ token_hash: string }>();
    expect(row?.token_hash).not.toContain(token.slice(3));
    const ok = await v1('/templates', { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await revokeApiToken(env, id, summary.id)).toBe(true);
    const revoked = await v1('/templates', { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
    expect((await revoked.json<{ error: { code: string } }>()).error.code).toBe('UNAUTHORIZED');
  });

  it('cannot be revoked by another user', async () => {
    const a = await createUserWithSession();
    const b = await createUserWithSession();
    const { summary } = await createApiToken(env, a.id, 'mine');
    expect(await revokeApiToken(env, b.id, summary.id)).toBe(false);
  });

  it('refuse a garbage bearer value', async () => {
    const res = await v1('/templates', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answer 429 RATE_LIMITED with Retry-After after 100 requests in a minute', async () => {
    const { id } = await createUserWithSession();
    const { token } = await createApiToken(env, id, 'burst');
    const headers = { Authorization: `Bearer ${token}` };
    const now = Date.now();
    // Stay clear of a minute boundary so all requests share one window.
    if (now % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 60_000 - (now % 60_000) + 50));
    for (let i = 0; i < 100; i++) {
      const res = await v1('/templates', { headers });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const blocked = await v1('/templates', { headers });
    expect(blocked.status).toBe(429);
    expect((await blocked.json<{ error: { code: string } }>()).error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('x-ratelimit-remaining')).toBe('0');
  }, 60_000);

  it('reset when the window passes, and count days separately', async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName('test:reset'));
    const rules = [
      { name: 'minute', limit: 2, windowMs: 60_000 },
      { name: 'day', limit: 3, windowMs: 86_400_000 },
    ];
    // A minute-aligned time in the near future, so the object's clean-up alarm does not interfere.
    const t0 = (Math.floor(Date.now() / 60_000) + 2) * 60_000 + 5_000;
    expect((await stub.hit(rules, t0)).every((d) => d.allowed)).toBe(true);
    expect((await stub.hit(rules, t0 + 1000)).every((d) => d.allowed)).toBe(true);
    expect((await stub.hit(rules, t0 + 2000)).find((d) => d.name === 'minute')?.allowed).toBe(false);
    const nextMinute = await stub.hit(rules, t0 + 60_000);
    expect(nextMinute.every((d) => d.allowed)).toBe(true);
    const dayOver = await stub.hit(rules, t0 + 120_000);
    expect(dayOver.find((d) => d.name === 'day')?.allowed).toBe(false);
    expect(dayOver.find((d) => d.name === 'minute')?.allowed).toBe(true);
  });
});

describe('OpenAPI document', () => {
  it('is served as OpenAPI 3.1 and lists the templates path', async () => {
    const res = await v1('/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/templates');
  });
});

describe('outgoing webhooks', () => {
  const receiver = () => env.TEST_RECEIVER_URL;

  async function deliveryRow(id: string) {
    return env.DB.prepare('select * from webhook_deliveries where id = ?').bind(id).first<Record<string, unknown>>();
  }

  /** The first attempt runs from an alarm set for "now"; wait for it to be recorded. */
  async function firstAttempt(id: string) {
    for (let i = 0; i < 200; i++) {
      const row = await deliveryRow(id);
      if (row && Number(row.attempts) >= 1) return row;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('first delivery attempt did not happen');
  }

  async function received(key: string) {
    return (await (await fetch(`${receiver()}/received/${key}`)).json()) as { body: string; headers: Record<string, string>; status: number }[];
  }

  it('refuse non-HTTPS and private production URLs', async () => {
    const { id } = await createUserWithSession();
    const prod = { ...env, ENVIRONMENT: 'production' };
    for (const url of ['http://example.com/h', 'https://127.0.0.1/h', 'https://10.0.0.1/h', 'https://localhost/h', 'ftp://x.y', 'not a url']) {
      await expect(createWebhookEndpoint(prod, id, url)).rejects.toBeInstanceOf(WebhookUrlError);
    }
  });

  it('deliver a signed event, and retry after a 500', async () => {
    const { id } = await createUserWithSession();
    const key = crypto.randomUUID();
    const { secret } = await createWebhookEndpoint(env, id, `${receiver()}/hook/${key}?fail=1`);
    const [deliveryId] = await emitWebhookEvent(env, id, 'project.generation.completed', { projectId: 7 });
    const stub = env.WEBHOOK_DISPATCHER.get(env.WEBHOOK_DISPATCHER.idFromName(deliveryId));
    let row = await firstAttempt(deliveryId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(Number(row.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
    // Fire the scheduled retry now instead of waiting 30 s.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    row = (await deliveryRow(deliveryId))!;
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });

    const hits = await received(key);
    expect(hits.map((h) => h.status)).toEqual([500, 200]);
    const event = JSON.parse(hits[1].body);
    expect(event).toMatchObject({ id: deliveryId, type: 'project.generation.completed', data: { projectId: 7 } });
    expect(await verifyWebhook(secret, hits[1].body, hits[1].headers['fairstack-signature'])).toBe(true);
    expect(await verifyWebhook('whsec_wrong', hits[1].body, hits[1].headers['fairstack-signature'])).toBe(false);
  });

  it('give up after the last retry', async () => {
    const { id } = await createUserWithSession();
    const key = crypto.randomUUID();
    await createWebhookEndpoint(env, id, `${receiver()}/hook/${key}?fail=1000`);
    const [deliveryId] = await emitWebhookEvent(env, id, 'project.generation.failed', { projectId: 8 });
    const stub = env.WEBHOOK_DISPATCHER.get(env.WEBHOOK_DISPATCHER.idFromName(deliveryId));
    await firstAttempt(deliveryId);
    for (let i = 1; i < MAX_ATTEMPTS; i++) expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    const row = await deliveryRow(deliveryId);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect((await received(key)).length).toBe(MAX_ATTEMPTS);
  });
});

describe('/api/v1/projects', () => {
  async function caller() {
    const user = await createUserWithSession();
    const { token } = await createApiToken(env, user.id, 'int');
    const auth = { Authorization: `Bearer ${token}` };
    return { ...user, auth, json: { ...auth, 'Content-Type': 'application/json' } };
  }

  it('creates, lists and reads projects with server-side prices', async () => {
    const c = await caller();
    const created = await v1('/projects', {
      method: 'POST',
      headers: c.json,
      body: JSON.stringify({ name: 'Api Bakery', businessType: 'Restaurant', requirements: 'Menu and hours' }),
    });
    expect(created.status).toBe(201);
    const { data } = await created.json<{ data: { id: number; totalPrice: string; status: string; userId?: string } }>();
    expect(data).toMatchObject({ totalPrice: '29.99', status: 'pending' });
    expect(data.userId).toBeUndefined();
    expect(created.headers.get('location')).toBe(`/api/v1/projects/${data.id}`);

    const list = await (await v1('/projects', { headers: c.auth })).json<{ data: { id: number }[] }>();
    expect(list.data.map((p) => p.id)).toContain(data.id);
    const one = await v1(`/projects/${data.id}`, { headers: c.auth });
    expect(one.status).toBe(200);
  });

  it('answers the documented validation error and writes nothing', async () => {
    const c = await caller();
    const before = await env.DB.prepare('select count(*) as n from projects where user_id = ?').bind(c.id).first<{ n: number }>();
    const cases: [BodyInit, Record<string, string>, number, string][] = [
      [JSON.stringify({ businessType: 'Restaurant' }), c.json, 400, 'VALIDATION_ERROR'],
      [JSON.stringify({ name: '   ', businessType: 'Restaurant' }), c.json, 400, 'VALIDATION_ERROR'],
      [JSON.stringify({ name: 'X', businessType: 'Restaurant', isAdmin: true }), c.json, 400, 'VALIDATION_ERROR'],
      [JSON.stringify({ name: 42, businessType: 'Restaurant' }), c.json, 400, 'VALIDATION_ERROR'],
      [JSON.stringify({ name: 'X', templateId: -1 }), c.json, 400, 'VALIDATION_ERROR'],
      [JSON.stringify({ name: 'X', businessType: 'Restaurant', description: 'a'.repeat(70_000) }), c.json, 413, 'PAYLOAD_TOO_LARGE'],
      ['{"name":', c.json, 400, 'BAD_JSON'],
      ['name=X', { ...c.auth, 'Content-Type': 'application/x-www-form-urlencoded' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [body, headers, status, code] of cases) {
      const res = await v1('/projects', { method: 'POST', headers, body });
      expect(res.status, String(body).slice(0, 60)).toBe(status);
      const json = await res.json<{ success: boolean; error: { code: string; message: string } }>();
      expect(json.success).toBe(false);
      expect(json.error.code, String(body).slice(0, 60)).toBe(code);
    }
    const missing = await v1('/projects', { method: 'POST', headers: c.json, body: JSON.stringify({ businessType: 'Other' }) });
    expect((await missing.json<{ error: { message: string } }>()).error.message).toBe('Project name is required');
    const after = await env.DB.prepare('select count(*) as n from projects where user_id = ?').bind(c.id).first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("hides other users' projects and malformed ids behind the same 404", async () => {
    const owner = await caller();
    const other = await caller();
    const created = await v1('/projects', { method: 'POST', headers: owner.json, body: JSON.stringify({ name: 'Mine', businessType: 'Other' }) });
    const { data } = await created.json<{ data: { id: number } }>();
    for (const id of [String(data.id), '-1', '0', '99999999999999999999', 'abc', '1%20or%201=1']) {
      const res = await v1(`/projects/${id}`, { headers: other.auth });
      expect(res.status, id).toBe(404);
      expect((await res.json<{ error: { code: string } }>()).error.code).toBe('NOT_FOUND');
    }
  });

  it('requires credentials', async () => {
    expect((await v1('/projects')).status).toBe(401);
    expect((await v1('/projects', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);
  });
});

describe('the OpenAPI document and the routes agree', () => {
  it('every documented operation answers (not 404 route-missing, not 5xx)', async () => {
    const { id } = await createUserWithSession();
    const { token } = await createApiToken(env, id, 'walker');
    const doc = await (await v1('/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        operations++;
        const concrete = path.replace(/\{[^}]+\}/g, '999999');
        const res = await v1(concrete, {
          method: method.toUpperCase(),
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: method === 'get' ? undefined : '{}',
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const body = await res.json<{ error?: { message: string } }>();
        expect(body.error?.message ?? '', `${method} ${path} is routed`).not.toMatch(/^No API route/);
      }
    }
    expect(operations).toBeGreaterThanOrEqual(4);
  });
});

describe('POST /api/v1/projects/:id/generate', () => {
  async function paidProject(userId: string, status = 'pending', payment = 'paid') {
    const slug = `v1-gen-${crypto.randomUUID().slice(0, 8)}`;
    const row = await env.DB.prepare(
      `insert into projects (user_id, name, business_type, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug, requirements)
       values (?, 'V1 Gen', 'Restaurant', ?, ?, 2499, 500, 2999, ?, 'old requirements') returning id`,
    )
      .bind(userId, status, payment, slug)
      .first<{ id: number }>();
    return row!.id;
  }

  it('starts a paid project with custom requirements, and refuses the rest with clear codes', async () => {
    const { id } = await createUserWithSession();
    const { token } = await createApiToken(env, id, 'gen');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const projectId = await paidProject(id);
    const res = await v1(`/projects/${projectId}/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customRequirements: 'Show a reservations section' }),
    });
    expect(res.status).toBe(202);
    expect((await res.json<{ data: { status: string } }>()).data.status).toBe('generating');
    const stored = await env.DB.prepare('select requirements from projects where id = ?').bind(projectId).first<{ requirements: string }>();
    expect(stored?.requirements).toBe('Show a reservations section');

    const again = await v1(`/projects/${projectId}/generate`, { method: 'POST', headers, body: '{}' });
    expect(again.status).toBe(409);

    const unpaid = await paidProject(id, 'pending', 'pending');
    const refused = await v1(`/projects/${unpaid}/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customRequirements: 'must not be stored' }),
    });
    expect(refused.status).toBe(402);
    const kept = await env.DB.prepare('select requirements from projects where id = ?').bind(unpaid).first<{ requirements: string }>();
    expect(kept?.requirements).toBe('old requirements');

    const bad = await v1(`/projects/${unpaid}/generate`, { method: 'POST', headers, body: JSON.stringify({ customRequirements: 7 }) });
    expect(bad.status).toBe(400);
    const unknown = await v1(`/projects/${unpaid}/generate`, { method: 'POST', headers, body: JSON.stringify({ priority: 'high' }) });
    expect(unknown.status).toBe(400);

    const other = await createUserWithSession();
    const { token: otherToken } = await createApiToken(env, other.id, 'other');
    const foreign = await v1(`/projects/${unpaid}/generate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherToken}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(404);
  });
});
