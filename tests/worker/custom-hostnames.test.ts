import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../workers/app';
import type { Env } from '~core/env';
import { CF_STAND_IN_TOKEN } from '../support/cloudflare-api-stand-in';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { fetchWith } from './worker-env';

/**
 * Cloudflare for SaaS (docs/decisions/111): a verified custom domain is created as a custom hostname on the SaaS
 * zone and removed when it stops being verified, through the real Cloudflare API client pointed at the
 * local stand-in (tests/support/cloudflare-api-stand-in.ts).
 */

const api = () => inject('cloudflareApiUrl');
const saas = (zone: string): Partial<Env> => ({ CF_SAAS_ZONE_ID: zone, CF_API_TOKEN: CF_STAND_IN_TOKEN, CF_API_BASE: api() });
const zoneState = async (zone: string) => (await (await fetch(`${api()}/state/${zone}`)).json()) as { hostname: string; ssl: unknown }[];

async function generatedSite() {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name: `Quay ${crypto.randomUUID().slice(0, 6)} Bakery` });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function post(overrides: Partial<Env>, projectId: number, cookie: string, fields: Record<string, string>) {
  return fetchWith(overrides, `${ORIGIN}/projects/${projectId}/domain`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function publishTxt(projectId: number, hostname: string) {
  const { token } = (await env.DB.prepare('select token from custom_domains where project_id = ?').bind(projectId).first<{ token: string }>())!;
  const res = await fetch(`${inject('dnsStandInUrl')}/records/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`, {
    method: 'PUT',
    body: JSON.stringify([`fairstack-verify=${token}`]),
  });
  expect(res.status).toBe(200);
}

const unique = () => `shop-${crypto.randomUUID().slice(0, 8)}.example`;
const zone = () => `zone-${crypto.randomUUID().slice(0, 8)}`;

describe('Cloudflare for SaaS custom hostnames', () => {
  it('creates the custom hostname once the domain is verified, once only, and deletes it when the domain is removed', async () => {
    const { owner, project } = await generatedSite();
    const z = zone();
    const hostname = unique();
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'attach', hostname })).status).toBe(302);
    expect(await zoneState(z)).toEqual([]);
    // Not verified yet: nothing is created.
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect(await zoneState(z)).toEqual([]);

    await publishTxt(project.id, hostname);
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect(await zoneState(z)).toMatchObject([{ hostname, ssl: { method: 'http', type: 'dv' } }]);
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect(await zoneState(z)).toHaveLength(1);

    expect((await post(saas(z), project.id, owner.cookie, { intent: 'remove' })).status).toBe(302);
    expect(await zoneState(z)).toEqual([]);
  });

  it('replacing a verified domain removes the old hostname', async () => {
    const { owner, project } = await generatedSite();
    const z = zone();
    const first = unique();
    await post(saas(z), project.id, owner.cookie, { intent: 'attach', hostname: first });
    await publishTxt(project.id, first);
    await post(saas(z), project.id, owner.cookie, { intent: 'verify' });
    expect((await zoneState(z)).map((h) => h.hostname)).toEqual([first]);
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'attach', hostname: unique() })).status).toBe(302);
    expect(await zoneState(z)).toEqual([]);
  });

  it('an API failure does not undo the verification, and the daily re-check creates the hostname later', async () => {
    const { owner, project } = await generatedSite();
    const z = zone();
    const hostname = unique();
    await post(saas(z), project.id, owner.cookie, { intent: 'attach', hostname });
    await publishTxt(project.id, hostname);
    expect((await fetch(`${api()}/fail/${z}`, { method: 'PUT' })).status).toBe(200);
    expect((await post(saas(z), project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    const row = await env.DB.prepare('select status from custom_domains where project_id = ?').bind(project.id).first<{ status: string }>();
    expect(row!.status).toBe('verified');
    expect(await zoneState(z)).toEqual([]);

    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 25 * 60 * 60 * 1000, cron: '*/10 * * * *' }), { ...env, ...saas(z) });
    expect((await zoneState(z)).map((h) => h.hostname)).toEqual([hostname]);
  });

  it('without CF_SAAS_ZONE_ID the local implementation calls nothing', async () => {
    const { owner, project } = await generatedSite();
    const hostname = unique();
    const calls = async () => ((await (await fetch(`${api()}/calls`)).json()) as { calls: number }).calls;
    const before = await calls();
    await post({}, project.id, owner.cookie, { intent: 'attach', hostname });
    await publishTxt(project.id, hostname);
    expect((await post({ CF_API_BASE: api(), CF_API_TOKEN: CF_STAND_IN_TOKEN }, project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    const row = await env.DB.prepare('select status from custom_domains where project_id = ?').bind(project.id).first<{ status: string }>();
    expect(row!.status).toBe('verified');
    expect(await calls()).toBe(before);
    // The same request with a zone configured does call the API (so the count above can move).
    expect((await post(saas(zone()), project.id, owner.cookie, { intent: 'verify' })).status).toBe(302);
    expect(await calls()).toBeGreaterThan(before);
  });
});
