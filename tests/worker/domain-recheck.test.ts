import { createScheduledController, env, SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../workers/app';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';

/**
 * Automatic DNS re-checks of custom domains (docs/decisions/111): the Worker's Cron Trigger handler, called the way
 * the runtime calls it, against the local DNS-over-HTTPS stand-in.
 */

const MINUTE = 60_000;

async function runCron(scheduledTime: number) {
  const controller = createScheduledController({ scheduledTime, cron: '*/10 * * * *' });
  // The handler awaits its work (no waitUntil), so the run is over when it returns.
  await worker.scheduled(controller, env);
}

async function generatedSite(name = `Pier ${crypto.randomUUID().slice(0, 6)} Bakery`) {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project, name };
}

async function attach(projectId: number, cookie: string, hostname: string) {
  const res = await SELF.fetch(`${ORIGIN}/projects/${projectId}/domain`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'attach', hostname }).toString(),
  });
  expect(res.status).toBe(302);
  return (await env.DB.prepare('select token from custom_domains where project_id = ?').bind(projectId).first<{ token: string }>())!.token;
}

async function dns(path: string, values: string[] = []) {
  const res = await fetch(`${inject('dnsStandInUrl')}/${path}`, { method: 'PUT', body: JSON.stringify(values) });
  expect(res.status).toBe(200);
}
const publish = (hostname: string, token: string) => dns(`records/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`, [`fairstack-verify=${token}`]);

const row = (projectId: number) =>
  env.DB.prepare('select status, checked_at, verified_at from custom_domains where project_id = ?')
    .bind(projectId)
    .first<{ status: string; checked_at: number | null; verified_at: number | null }>();

const unique = () => `www.cron-${crypto.randomUUID().slice(0, 8)}.example`;

describe('scheduled DNS re-check of custom domains', () => {
  it('verifies a pending domain without the owner clicking, and the page says when it was last checked', async () => {
    const { owner, project, name } = await generatedSite();
    const hostname = unique();
    const token = await attach(project.id, owner.cookie, hostname);
    const before = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text();
    expect(before).toContain('Not checked yet.');
    await publish(hostname, token);

    const at = Date.now();
    await runCron(at);
    expect(await row(project.id)).toEqual({ status: 'verified', checked_at: at, verified_at: at });
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).toContain(name);
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/domain`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toContain(`Last checked <time dateTime="${new Date(at).toISOString()}">`);
    expect(page).toContain('data-status="verified"');
  });

  it('marks a missing record failed, waits the interval, and verifies once the record appears', async () => {
    const { owner, project } = await generatedSite();
    const hostname = unique();
    const token = await attach(project.id, owner.cookie, hostname);
    const t0 = Date.now();
    await runCron(t0);
    expect(await row(project.id)).toEqual({ status: 'failed', checked_at: t0, verified_at: null });

    await publish(hostname, token);
    // Not due again within the interval.
    await runCron(t0 + 5 * MINUTE);
    expect((await row(project.id))!.checked_at).toBe(t0);
    await runCron(t0 + 10 * MINUTE);
    expect(await row(project.id)).toEqual({ status: 'verified', checked_at: t0 + 10 * MINUTE, verified_at: t0 + 10 * MINUTE });
  });

  it('re-checks verified domains once a day, and a resolver outage keeps them verified and served', async () => {
    const { owner, project, name } = await generatedSite();
    const hostname = unique();
    const token = await attach(project.id, owner.cookie, hostname);
    await publish(hostname, token);
    const t0 = Date.now();
    await runCron(t0);
    expect((await row(project.id))!.status).toBe('verified');

    // Within the day: not looked up at all.
    await dns(`broken/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`);
    await runCron(t0 + 12 * 60 * MINUTE);
    expect(await row(project.id)).toEqual({ status: 'verified', checked_at: t0, verified_at: t0 });
    // A day later, the resolver fails: still verified and still served.
    await runCron(t0 + 25 * 60 * MINUTE);
    expect(await row(project.id)).toEqual({ status: 'verified', checked_at: t0, verified_at: t0 });
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).toContain(name);
  });

  it('a verified domain whose record is gone is marked failed', async () => {
    const { owner, project, name } = await generatedSite();
    const hostname = unique();
    const token = await attach(project.id, owner.cookie, hostname);
    await publish(hostname, token);
    const t0 = Date.now();
    await runCron(t0);
    expect((await row(project.id))!.status).toBe('verified');
    await dns(`records/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`, ['something-else']);
    await runCron(t0 + 25 * 60 * MINUTE);
    expect(await row(project.id)).toEqual({ status: 'failed', checked_at: t0 + 25 * 60 * MINUTE, verified_at: null });
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).not.toContain(name);
  });

  it('checks at most 25 domains per run, oldest first, and gives up on unverified ones after 7 days', async () => {
    const owner = await createUserWithSession();
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const project = await insertProject(owner.id, { status: 'completed' });
      await env.DB.prepare("insert into custom_domains (project_id, hostname, token, status, created_at) values (?, ?, ?, 'pending', ?)")
        .bind(project.id, unique(), `t${i}`, now - MINUTE)
        .run();
      ids.push(project.id);
    }
    const stale = await insertProject(owner.id, { status: 'completed' });
    await env.DB.prepare("insert into custom_domains (project_id, hostname, token, status, created_at) values (?, ?, 'old', 'pending', ?)")
      .bind(stale.id, unique(), now - 8 * 24 * 60 * MINUTE)
      .run();

    await runCron(now);
    const checked = async () =>
      (await env.DB.prepare(`select count(*) as n from custom_domains where checked_at is not null and project_id in (${ids.join(',')})`).first<{ n: number }>())!.n;
    expect(await checked()).toBe(25);
    await runCron(now + 1000);
    expect(await checked()).toBe(30);
    expect((await row(stale.id))!.checked_at).toBeNull();
  });
});
