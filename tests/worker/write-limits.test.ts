import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as build from '../../build/server/index.js';
import type { ServerBuild } from '@remix-run/cloudflare';
import { MAX_UNPAID_PROJECTS, WRITE_LIMITS } from '~core/lib/write-limits';
import { createApiToken } from '~core/models/api-tokens.server';
import { api } from '../../workers/api';
import { apiWriteKind, PAGE_ACTION_LIMITS, withWriteLimits } from '../../workers/write-limits';
import { uniqueIp } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { countRows } from './project-helpers';
import { fetchWith } from './worker-env';

/*
 * The write limits at their production values (docs/decisions/151): the workerd suite multiplies them by
 * WRITE_LIMIT_FACTOR, which these calls unset.
 */
const REAL = { WRITE_LIMIT_FACTOR: '' };

function send(path: string, init: { method?: string; headers?: Record<string, string>; json?: unknown; form?: Record<string, string> }) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Accept = 'text/html';
    body = new URLSearchParams(init.form).toString();
  }
  return fetchWith(REAL, `${ORIGIN}${path}`, { method: init.method ?? 'POST', headers, body, redirect: 'manual' });
}

const statuses = (responses: Response[]) => {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};

describe('every write has a limit', () => {
  it('each non-GET API route is in API_WRITE_LIMITS (a limit, or null with its reason)', () => {
    const missing = api.routes
      .filter((r) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(r.method))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1')}`)
      .filter((route) => {
        const [method, path] = route.split(' ');
        return apiWriteKind(method!, path!) === undefined;
      });
    expect(missing).toEqual([]);
  });

  it('each page action is in PAGE_ACTION_LIMITS, and an unlisted one stops the Worker from starting', () => {
    const server = build as unknown as ServerBuild;
    const withAction = Object.entries(server.routes).filter(([, r]) => r.module.action).map(([id]) => id);
    expect(withAction.length).toBeGreaterThan(15);
    expect(withAction.filter((id) => !(id in PAGE_ACTION_LIMITS))).toEqual([]);
    const extra = { ...server.routes, 'routes/new-form': { ...server.routes['routes/contact']!, id: 'routes/new-form' } };
    expect(() => withWriteLimits({ ...server, routes: extra })).toThrow(/routes\/new-form has no write limit/);
  });
});

describe('signed-in writes are limited per user', () => {
  it(`150 parallel POST /api/projects: ${MAX_UNPAID_PROJECTS} created (the unpaid cap), the rest 409 then 429 with Retry-After`, async () => {
    const owner = await createUserWithSession();
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => send('/api/projects', { headers: { Cookie: owner.cookie }, json: { name: `Burst ${i}`, businessType: 'Restaurant' } })),
    );
    const counts = statuses(responses);
    expect(counts[201]).toBe(MAX_UNPAID_PROJECTS);
    expect(counts[409]).toBe(WRITE_LIMITS['project-create'].limit - MAX_UNPAID_PROJECTS);
    expect(counts[429]).toBe(150 - WRITE_LIMITS['project-create'].limit);
    expect(await countRows('projects', 'user_id = ?', owner.id)).toBe(MAX_UNPAID_PROJECTS);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^You have made too many new projects for now\. Please try again in \d+ (seconds?|minutes?)\.$/) },
    });
    const capped = responses.find((r) => r.status === 409)!;
    expect(((await capped.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_UNPAID_PROJECTS');
    // Another user is not affected.
    const other = await createUserWithSession();
    expect((await send('/api/projects', { headers: { Cookie: other.cookie }, json: { name: 'Unaffected', businessType: 'Other' } })).status).toBe(201);
  });

  it('the public API counts against the same per-user limit, by token', async () => {
    const owner = await createUserWithSession();
    const { token } = await createApiToken(env, owner.id, 'limits');
    await env.DB.prepare("update projects set payment_status = 'paid' where user_id = ?").bind(owner.id).run();
    const results: number[] = [];
    for (let i = 0; i < WRITE_LIMITS['project-create'].limit + 2; i++) {
      const res = await send('/api/v1/projects', { headers: { Authorization: `Bearer ${token}` }, json: { name: `Token ${i}`, businessType: 'Other' } });
      results.push(res.status);
      // Paying keeps the unpaid cap out of the way, so this test sees the rate limit alone.
      await env.DB.prepare("update projects set payment_status = 'paid' where user_id = ?").bind(owner.id).run();
    }
    expect(results.filter((s) => s === 201)).toHaveLength(WRITE_LIMITS['project-create'].limit);
    expect(results.slice(-2)).toEqual([429, 429]);
  });

  it('the unpaid cap: paying for a project frees a place', async () => {
    const owner = await createUserWithSession();
    for (let i = 0; i < MAX_UNPAID_PROJECTS; i++) {
      expect((await send('/api/projects', { headers: { Cookie: owner.cookie }, json: { name: `Unpaid ${i}`, businessType: 'Other' } })).status).toBe(201);
    }
    expect((await send('/api/projects', { headers: { Cookie: owner.cookie }, json: { name: 'One too many', businessType: 'Other' } })).status).toBe(409);
    await env.DB.prepare("update projects set payment_status = 'paid' where id = (select min(id) from projects where user_id = ?)").bind(owner.id).run();
    expect((await send('/api/projects', { headers: { Cookie: owner.cookie }, json: { name: 'Now fits', businessType: 'Other' } })).status).toBe(201);
  });

  it('the /create form shows the unpaid cap as a form error and the limit as a friendly page', async () => {
    const owner = await createUserWithSession();
    const create = (name: string) => send('/create', { headers: { Cookie: owner.cookie }, form: { name, businessType: 'Restaurant', description: '', requirements: '', templateId: '' } });
    for (let i = 0; i < MAX_UNPAID_PROJECTS; i++) expect((await create(`Form ${i}`)).status).toBe(302);
    const capped = await create('Capped');
    expect(capped.status).toBe(409);
    expect(await capped.text()).toContain('Pay for one of them before you create another.');
    for (let i = MAX_UNPAID_PROJECTS + 1; i < WRITE_LIMITS['project-create'].limit; i++) await create(`Filler ${i}`);
    const limited = await create('Limited');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('Too many requests');
    expect(html).toContain('You have made too many new projects for now.');
  });
});

describe('anonymous writes are limited per client address', () => {
  it(`150 parallel POST /api/subscribe from one address: ${WRITE_LIMITS.newsletter.limit} accepted, the rest 429`, async () => {
    const ip = uniqueIp();
    const before = await countRows('newsletter_subscribers');
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => send('/api/subscribe', { headers: { 'CF-Connecting-IP': ip }, json: { email: `burst-${i}-${crypto.randomUUID()}@example.test` } })),
    );
    expect(statuses(responses)).toEqual({ 201: WRITE_LIMITS.newsletter.limit, 429: 150 - WRITE_LIMITS.newsletter.limit });
    expect(await countRows('newsletter_subscribers')).toBe(before + WRITE_LIMITS.newsletter.limit);
    // Another address is not affected.
    expect((await send('/api/subscribe', { headers: { 'CF-Connecting-IP': uniqueIp() }, json: { email: `other-${crypto.randomUUID()}@example.test` } })).status).toBe(201);
  });

  it('the contact form: a friendly 429 page with Retry-After after its limit', async () => {
    const ip = uniqueIp();
    const contact = () => send('/contact', { headers: { 'CF-Connecting-IP': ip }, form: { name: 'Ada', email: 'ada@example.test', subject: 'Hi', message: 'Hello there.' } });
    for (let i = 0; i < WRITE_LIMITS.contact.limit; i++) expect((await contact()).status).toBeLessThan(400);
    const limited = await contact();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('You have made too many contact messages for now.');
  });

  it('sign-in attempts: the local sign-in API and the admin password, per address', async () => {
    const ip = uniqueIp();
    const local = () => fetchWith({ ...REAL, ENVIRONMENT: 'development' }, `${ORIGIN}/api/auth/local`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': ip, 'Content-Type': 'application/json' },
      body: '{}',
    });
    for (let i = 0; i < WRITE_LIMITS['sign-in'].limit; i++) expect((await local()).status).toBe(400);
    expect((await local()).status).toBe(429);
    const adminIp = uniqueIp();
    const admin = () => send('/api/admin/auth', { headers: { 'CF-Connecting-IP': adminIp }, json: {} });
    for (let i = 0; i < WRITE_LIMITS['admin-sign-in'].limit; i++) expect((await admin()).status).toBe(400);
    expect((await admin()).status).toBe(429);
  });
});
