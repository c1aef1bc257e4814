import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiToken, revokeApiToken } from '../../app/models/api-tokens.server';
import { createWebhookEndpoint, emitWebhookEvent, MAX_ATTEMPTS, WebhookUrlError } from '../../app/models/webhooks.server';
import { verifyWebhook } from '../../app/lib/webhook-signature';
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
  });

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
