import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_RATE_LIMIT } from '~core/lib/generation/steps';
import { createApiToken } from '~core/models/api-tokens.server';
import { FACT_WRITE_RULES } from '~core/platform/write-limit.server';
import { insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';

/*
 * `/api/projects` (session) and `/api/v1/projects` (API token) are two doors to one set of operations
 * (docs/decisions/214): the same refusal answers with the same status, body and headers on both, a started
 * generation answers the same body and limit headers, and both doors count against the same limits.
 */

async function caller() {
  const user = await createUserWithSession();
  const { token } = await createApiToken(env, user.id, 'both doors');
  const session = (path: string, method: string, body?: unknown) => SELF.fetch(jsonRequest(`/api/projects${path}`, method, user.cookie, body));
  const v1 = (path: string, method: string, body?: unknown) =>
    SELF.fetch(`${ORIGIN}/api/v1/projects${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { ...user, doors: { session, v1 } };
}

async function answer(res: Response) {
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('Retry-After') !== null };
}

describe('the two project APIs', () => {
  it('answer the same refusals with the same status and body', async () => {
    const owner = await caller();
    const stranger = await caller();
    const foreign = await insertProject(owner.id);
    const unpaid = await insertProject(stranger.id, { paymentStatus: 'pending' });
    const done = await insertProject(stranger.id, { status: 'completed' });
    const cases: [string, string, unknown?][] = [
      [`/${foreign.id}`, 'GET'],
      ['/abc', 'GET'],
      ['/99999999999', 'GET'],
      [`/${foreign.id}/facts`, 'PUT', { place: 'Leeds' }],
      ['/abc/facts', 'PUT', { place: 'Leeds' }],
      [`/${unpaid.id}/facts`, 'PUT', { hours: { days: { mon: { status: 'open', intervals: [] } } } }],
      [`/${foreign.id}/generate`, 'POST', {}],
      [`/${unpaid.id}/generate`, 'POST', {}],
      [`/${done.id}/generate`, 'POST', {}],
      ['', 'POST', { businessType: 'Other' }],
      ['', 'POST', { name: 'X', templateId: 999999 }],
    ];
    for (const [path, method, body] of cases) {
      const viaSession = await answer(await stranger.doors.session(path, method, body));
      const viaToken = await answer(await stranger.doors.v1(path, method, body));
      expect(viaSession.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(viaToken, `${method} ${path}`).toEqual(viaSession);
    }
    expect(await env.DB.prepare('select facts from projects where id = ?').bind(foreign.id).first('facts')).toBeNull();
  });

  it('refuse a suspended or pending account\'s session with the same 401', async () => {
    for (const status of ['suspended', 'pending'] as const) {
      const user = await createUserWithSession({ status });
      const viaSession = await answer(await SELF.fetch(jsonRequest('/api/projects', 'GET', user.cookie)));
      const viaV1 = await answer(await SELF.fetch(`${ORIGIN}/api/v1/projects`, { headers: { Cookie: user.cookie } }));
      expect(viaSession).toMatchObject({ status: 401, body: { error: { code: `ACCOUNT_${status.toUpperCase()}` } } });
      expect(viaV1).toEqual(viaSession);
    }
  });

  it('start a generation with the same body and the same limit headers, counted together', async () => {
    const user = await caller();
    const first = await insertProject(user.id);
    const second = await insertProject(user.id);
    const viaSession = await user.doors.session(`/${first.id}/generate`, 'POST');
    const viaToken = await user.doors.v1(`/${second.id}/generate`, 'POST', {});
    expect([viaSession.status, viaToken.status]).toEqual([202, 202]);
    const [a, b] = [await viaSession.json<{ data: Record<string, unknown> }>(), await viaToken.json<{ data: Record<string, unknown> }>()];
    expect(Object.keys(b.data).sort()).toEqual(Object.keys(a.data).sort());
    expect(b.data).toMatchObject({ id: second.id, status: 'generating', generatedUrl: null, progress: a.data.progress });
    for (const res of [viaSession, viaToken]) expect(res.headers.get('RateLimit-Limit')).toBe(String(GENERATION_RATE_LIMIT));
    expect(viaSession.headers.get('RateLimit-Remaining')).toBe(String(GENERATION_RATE_LIMIT - 1));
    expect(viaToken.headers.get('RateLimit-Remaining')).toBe(String(GENERATION_RATE_LIMIT - 2));
    await waitForOutcome(user.cookie, first.id);
    await waitForOutcome(user.cookie, second.id);
  });

  it('refuse a generation past the hourly limit with the same headers', async () => {
    const user = await caller();
    const filler = await insertProject(user.id, { status: 'failed' });
    for (let i = 0; i < GENERATION_RATE_LIMIT; i++) {
      await env.DB.prepare("insert into generation_runs (project_id, user_id, provider, status, started_at) values (?, ?, 'composer', 'failed', ?)")
        .bind(filler.id, user.id, Date.now() - 90_000)
        .run();
    }
    const project = await insertProject(user.id);
    // The two answers are a moment apart: the seconds to wait may differ by one.
    const headers = (res: Response) => ({
      limit: res.headers.get('RateLimit-Limit'),
      remaining: res.headers.get('RateLimit-Remaining'),
      reset: Math.round(Number(res.headers.get('RateLimit-Reset')) / 10),
      retryAfter: Math.round(Number(res.headers.get('Retry-After')) / 10),
    });
    const viaSession = await user.doors.session(`/${project.id}/generate`, 'POST');
    const viaToken = await user.doors.v1(`/${project.id}/generate`, 'POST', { customRequirements: 'Not kept when refused' });
    expect([viaSession.status, viaToken.status]).toEqual([429, 429]);
    expect(headers(viaSession)).toMatchObject({ limit: String(GENERATION_RATE_LIMIT), remaining: '0' });
    expect(headers(viaSession).retryAfter).toBeGreaterThan(0);
    expect(headers(viaToken)).toEqual(headers(viaSession));
    expect(await viaToken.json()).toEqual(await viaSession.json());
    expect(await env.DB.prepare('select requirements from projects where id = ?').bind(project.id).first('requirements')).toBe('');
  });

  it('count fact writes against one limit, and refuse past it on both with Retry-After', async () => {
    const user = await caller();
    const project = await insertProject(user.id);
    const now = Date.now();
    // The limiter's windows are aligned to the clock: stay clear of a minute boundary.
    if (now % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (now % 60_000) + 50));
    const limit = FACT_WRITE_RULES.find((r) => r.windowMs === 60_000)!.limit;
    for (let i = 0; i < limit; i++) {
      const door = i % 2 === 0 ? user.doors.session : user.doors.v1;
      expect((await door(`/${project.id}/facts`, 'PUT', { place: `Place ${i}` })).status, `write ${i + 1}`).toBe(200);
    }
    const viaSession = await answer(await user.doors.session(`/${project.id}/facts`, 'PUT', { place: 'One too many' }));
    const viaToken = await answer(await user.doors.v1(`/${project.id}/facts`, 'PUT', { place: 'One too many' }));
    expect(viaSession).toMatchObject({ status: 429, retryAfter: true, body: { success: false, error: { code: 'RATE_LIMITED' } } });
    expect(viaToken).toMatchObject({ status: 429, retryAfter: true, body: { success: false, error: { code: 'RATE_LIMITED' } } });
    const stored = await env.DB.prepare('select facts from projects where id = ?').bind(project.id).first<{ facts: string }>();
    expect(JSON.parse(stored!.facts).place).toBe(`Place ${limit - 1}`);
  }, 90_000);
});
