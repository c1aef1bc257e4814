import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GENERATION_WATCHDOG_MS } from '~core/lib/generation/steps';
import { handleSiteRequest } from '../../workers/sites';
import { siteUrlFor } from '~core/lib/sites/site-url.server';
import { WATCHDOG_REASON, type GenerationTracker, type RunState } from '../../workers/durable-objects/generation-tracker';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { generate, getStatus, insertProject, siteFetch, waitForOutcome } from './generation-helpers';

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

describe('POST /api/projects/:id/generate', () => {
  it('starts a run, reports progress and completes with the site in R2 and the project pointing at it', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId);
    const res = await generate(cookie, project.id);
    expect(res.status).toBe(202);
    const body = await res.json<{ data: { status: string; name: string; version: number } }>();
    expect(body.data).toMatchObject({ status: 'generating', name: 'Harbor Street Bakery', version: 1 });
    expect(res.headers.get('RateLimit-Limit')).toBe('10');
    expect(res.headers.get('RateLimit-Remaining')).toBe('9');

    const outcome = await waitForOutcome(cookie, project.id);
    expect(outcome).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      generatedUrl: `${ORIGIN}/sites/${project.slug}/`,
      currentVersion: 1,
      progress: null,
      failureReason: null,
    });
    const listed = await env.SITES.list({ prefix: `sites/${project.id}/v1/` });
    expect(listed.objects.map((o) => o.key.split('/').pop()).sort()).toEqual([
      '404.html',
      'favicon.svg',
      'index.html',
      'og-image.png',
      'robots.txt',
      'sitemap.xml',
    ]);
    const run = await env.DB.prepare('select status, progress, step, provider, version from generation_runs where project_id = ?')
      .bind(project.id)
      .first();
    expect(run).toEqual({ status: 'completed', progress: 100, step: 'done', provider: 'composer', version: 1 });
    expect(await count('select count(*) as n from site_versions where project_id = ? and version = 1', project.id)).toBe(1);
  });

  it('starts exactly one run for concurrent requests (double clicks)', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId);
    const responses = await Promise.all(Array.from({ length: 8 }, () => generate(cookie, project.id)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    const refused = await responses.find((r) => r.status === 409)!.json<{ error: { code: string } }>();
    expect(refused.error.code).toBe('ALREADY_GENERATING');
    expect(await count('select count(*) as n from generation_runs where project_id = ?', project.id)).toBe(1);
    await waitForOutcome(cookie, project.id);
  });

  it('refuses unpaid and already completed projects without writing anything', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const unpaid = await insertProject(userId, { paymentStatus: 'pending' });
    const res = await generate(cookie, unpaid.id);
    expect(res.status).toBe(402);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('PAYMENT_REQUIRED');
    const done = await insertProject(userId, { status: 'completed' });
    expect((await generate(cookie, done.id)).status).toBe(409);
    expect(await count('select count(*) as n from generation_runs where user_id = ?', userId)).toBe(0);
    expect((await getStatus(cookie, unpaid.id)).body!.data.status).toBe('pending');
  });

  it('answers 404 for foreign, missing and malformed projects, and 401 without a session', async () => {
    const owner = await createUserWithSession();
    const stranger = await createUserWithSession();
    const project = await insertProject(owner.id);
    for (const path of ['generate', 'status', 'events', 'download']) {
      const method = path === 'generate' ? 'POST' : 'GET';
      const foreign = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/${path}`, method, stranger.cookie));
      expect(foreign.status, `${path} of a foreign project`).toBe(404);
      expect(await foreign.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Project not found' } });
      expect((await SELF.fetch(jsonRequest(`/api/projects/999999/${path}`, method, owner.cookie))).status).toBe(404);
      expect((await SELF.fetch(jsonRequest(`/api/projects/abc/${path}`, method, owner.cookie))).status).toBe(404);
      expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}/${path}`, method, null))).status).toBe(401);
    }
    expect(await count('select count(*) as n from generation_runs where project_id = ?', project.id)).toBe(0);
  });

  it('allows 10 starts per user per hour, then answers 429 with Retry-After', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const now = Date.now();
    const old = await insertProject(userId, { status: 'failed' });
    // Ten starts in the last hour (the oldest 50 minutes ago) and one outside the window.
    for (let i = 0; i < 10; i++) {
      await env.DB.prepare("insert into generation_runs (project_id, user_id, provider, status, started_at) values (?, ?, 'composer', 'failed', ?)")
        .bind(old.id, userId, now - (50 - i) * 60_000)
        .run();
    }
    await env.DB.prepare("insert into generation_runs (project_id, user_id, provider, status, started_at) values (?, ?, 'composer', 'failed', ?)")
      .bind(old.id, userId, now - 2 * 60 * 60_000)
      .run();
    const project = await insertProject(userId);
    const res = await generate(cookie, project.id);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60 + 1);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/at most 10 generations per hour/);
    expect((await getStatus(cookie, project.id)).body!.data.status).toBe('pending');
  });

  it('enforces the limit atomically when several projects start at once', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const filler = await insertProject(userId, { status: 'failed' });
    for (let i = 0; i < 9; i++) {
      await env.DB.prepare("insert into generation_runs (project_id, user_id, provider, status, started_at) values (?, ?, 'composer', 'failed', ?)")
        .bind(filler.id, userId, Date.now() - 60_000)
        .run();
    }
    const projects = await Promise.all([1, 2, 3, 4].map(() => insertProject(userId)));
    const responses = await Promise.all(projects.map((p) => generate(cookie, p.id)));
    expect(responses.map((r) => r.status).sort()).toEqual([202, 429, 429, 429]);
    const started = projects[responses.findIndex((r) => r.status === 202)];
    await waitForOutcome(cookie, started.id);
    expect(await count('select count(*) as n from generation_runs where user_id = ?', userId)).toBe(10);
  });
});

describe('the generation run', () => {
  async function stuckRun(lastProgressAgoMs: number) {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId, { status: 'generating' });
    const run = await env.DB.prepare(
      "insert into generation_runs (project_id, user_id, provider, status, step, progress, version) values (?, ?, 'composer', 'running', 'copy', 30, 1) returning id",
    )
      .bind(project.id, userId)
      .first<{ id: number }>();
    const stub = env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName(String(project.id)));
    // A run whose worker died after the "copy" step: its state says running, nothing advances it.
    await runInDurableObject(stub, async (_instance: GenerationTracker, state) => {
      const at = Date.now() - lastProgressAgoMs;
      const stored: RunState = {
        runId: run!.id, projectId: project.id, userId, version: 1, provider: 'composer', siteUrl: `${ORIGIN}/sites/${project.slug}/`,
        status: 'running', step: 'copy', percent: 30, message: 'Writing the copy', error: null, generatedUrl: null,
        startedAt: at, lastProgressAt: at, finishedAt: null,
      };
      await state.storage.put('run', stored);
      // Scheduled ahead so it only runs when the test says; the watchdog judges by lastProgressAt.
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    return { userId, cookie, project, stub, runId: run!.id };
  }

  it('shows the step and percentage while running', async () => {
    const { cookie, project } = await stuckRun(1000);
    const { body } = await getStatus(cookie, project.id);
    expect(body!.data).toMatchObject({ status: 'generating', progress: { step: 'copy', percent: 30, message: 'Writing the copy' } });
  });

  it('is failed by the watchdog after 2 minutes without progress, with a readable reason; Try Again then succeeds', async () => {
    const { cookie, project, stub, runId } = await stuckRun(GENERATION_WATCHDOG_MS + 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const failed = (await getStatus(cookie, project.id)).body!.data;
    expect(failed).toMatchObject({ status: 'failed', progress: null, failureReason: WATCHDOG_REASON });
    const run = await env.DB.prepare('select status, error, finished_at from generation_runs where id = ?').bind(runId).first<{
      status: string;
      error: string;
      finished_at: number | null;
    }>();
    expect(run).toMatchObject({ status: 'failed', error: WATCHDOG_REASON });
    expect(run!.finished_at).toBeGreaterThan(0);

    // Try Again: a failed run is retried for free and gets the next version number.
    const retry = await generate(cookie, project.id);
    expect(retry.status).toBe(202);
    const outcome = await waitForOutcome(cookie, project.id);
    expect(outcome).toMatchObject({ status: 'completed', currentVersion: 2, generatedUrl: `${ORIGIN}/sites/${project.slug}/` });
  });

  it('starts a run that made progress recently but is not executing (its object was reset) again, and completes it', async () => {
    // A live run that made recent progress is left running: tests/worker/faults.test.ts (it needs a real run in flight).
    const { cookie, project, stub } = await stuckRun(30_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const alarm = await runInDurableObject(stub, (_i, state) => state.storage.getAlarm());
    expect(alarm === null || alarm > Date.now() + GENERATION_WATCHDOG_MS - 31_000).toBe(true);
    expect(await waitForOutcome(cookie, project.id)).toMatchObject({ status: 'completed', currentVersion: 1 });
    expect(await runInDurableObject(stub, (instance: GenerationTracker) => instance.snapshot())).toMatchObject({ status: 'completed', restarts: 1 });
  });

  it('streams each step over the live channel, ending with the completed state', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId);
    expect((await generate(cookie, project.id)).status).toBe(202);
    const res = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/events`, 'GET', cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text(); // the stream ends when the run does
    const events = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]));
    const percents = events.filter((e) => e.status === 'generating').map((e) => e.progress.percent);
    expect(percents.length).toBeGreaterThanOrEqual(3);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(events.at(-1)).toMatchObject({ status: 'completed', generatedUrl: `${ORIGIN}/sites/${project.slug}/` });
    const steps = events.filter((e) => e.progress).map((e) => e.progress.step);
    expect(steps).toContain('publish');
  });

  it('keeps older versions in R2 and serves and downloads the newest', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId, { name: 'First Name Cafe' });
    await generate(cookie, project.id);
    expect((await waitForOutcome(cookie, project.id)).currentVersion).toBe(1);
    // The owner changes the business and the project is generated again (docs/decisions/110 adds this flow in the UI).
    await env.DB.prepare("update projects set name = 'Second Name Cafe', status = 'failed' where id = ?").bind(project.id).run();
    await generate(cookie, project.id);
    expect((await waitForOutcome(cookie, project.id)).currentVersion).toBe(2);
    const v1 = await env.SITES.get(`sites/${project.id}/v1/index.html`);
    const v2 = await env.SITES.get(`sites/${project.id}/v2/index.html`);
    expect(await v1!.text()).toContain('First Name Cafe');
    expect(await v2!.text()).toContain('Second Name Cafe');
    const served = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(served).toContain('Second Name Cafe');
    expect(served).not.toContain('First Name Cafe');
    expect(await count('select count(*) as n from site_versions where project_id = ?', project.id)).toBe(2);
  });

  it('renders hostile descriptions as text, never as markup', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const description = '<script>alert("x")</script><img src=x onerror=alert(1)> "quoted" & \'single\' 🥐 مرحبا';
    const project = await insertProject(userId, { name: '<b>Bold</b> & Co', description, requirements: '</style><script>bad()</script>' });
    await generate(cookie, project.id);
    expect((await waitForOutcome(cookie, project.id)).status).toBe('completed');
    const page = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>Bold</b>');
    expect(page).not.toContain('bad()</script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(page).toContain('🥐 مرحبا');
    // The only script element is the JSON-LD data block, which cannot be closed from inside.
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('<script type="application/ld+json">');
  });
});

describe('serving generated sites', () => {
  async function generatedSite() {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId, { businessType: 'Technology', name: 'Ledgerly' });
    await generate(cookie, project.id);
    await waitForOutcome(cookie, project.id);
    return { cookie, project };
  }

  it('serves pages with content types, ETags, cache headers and a CSP that allows no script', async () => {
    const { project } = await generatedSite();
    const res = await siteFetch(`/sites/${project.slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(csp).toContain(`style-src 'sha256-${hash}'`);

    const again = await siteFetch(`/sites/${project.slug}/`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const head = await siteFetch(`/sites/${project.slug}/index.html`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);

    const icon = await siteFetch(`/sites/${project.slug}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await siteFetch(`/sites/${project.slug}/og-image.png`)).headers.get('content-type')).toBe('image/png');
    expect((await siteFetch(`/sites/${project.slug}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await (await siteFetch(`/sites/${project.slug}/robots.txt`)).text()).toContain(`Sitemap: ${ORIGIN}/sites/${project.slug}/sitemap.xml`);
  });

  it('redirects to the trailing slash, answers 404 with the site 404 page, refuses traversal and writes', async () => {
    const { project } = await generatedSite();
    const bare = await siteFetch(`/sites/${project.slug}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${ORIGIN}/sites/${project.slug}/`);
    const missing = await siteFetch(`/sites/${project.slug}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    expect((await siteFetch(`/sites/${project.slug}/%2e%2e/%2e%2e/secret`)).status).toBe(404);
    expect((await siteFetch(`/sites/${project.slug}/a%2fb`)).status).toBe(404);
    expect((await siteFetch('/sites/no-such-site/')).status).toBe(404);
    expect((await siteFetch('/sites/Bad_Slug!/')).status).toBe(404);
    expect((await siteFetch(`/sites/${project.slug}/`, { method: 'POST' })).status).toBe(405);
  });

  it('serves from a separate host when SITES_HOST is set, and the app host redirects there', async () => {
    const { project } = await generatedSite();
    const sitesEnv = { ...env, SITES_HOST: 'sites.fairstack.test' };
    expect(siteUrlFor(sitesEnv, `${ORIGIN}/api/x`, project.slug)).toBe(`https://sites.fairstack.test/${project.slug}/`);
    const served = await handleSiteRequest(new Request(`https://sites.fairstack.test/${project.slug}/`), sitesEnv);
    expect(served!.status).toBe(200);
    expect(served!.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await served!.text()).toContain('Ledgerly');
    const moved = await handleSiteRequest(new Request(`${ORIGIN}/sites/${project.slug}/favicon.svg?x=1`), sitesEnv);
    expect(moved!.status).toBe(301);
    expect(moved!.headers.get('location')).toBe(`https://sites.fairstack.test/${project.slug}/favicon.svg?x=1`);
    // The sites host never serves the app, and app paths elsewhere are not sites.
    expect((await handleSiteRequest(new Request('https://sites.fairstack.test/api/health'), sitesEnv))!.status).toBe(404);
    expect((await handleSiteRequest(new Request('https://sites.fairstack.test/'), sitesEnv))!.status).toBe(404);
    expect(await handleSiteRequest(new Request(`${ORIGIN}/dashboard`), sitesEnv)).toBeNull();
  });

  it('serves nothing for a project that was never generated', async () => {
    const { id: userId } = await createUserWithSession();
    const project = await insertProject(userId);
    expect((await siteFetch(`/sites/${project.slug}/`)).status).toBe(404);
  });

  it('gives the owner a zip of the current version', async () => {
    const { cookie, project } = await generatedSite();
    const res = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download`, 'GET', cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${project.slug}-v1.zip"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['404.html', 'favicon.svg', 'index.html', 'og-image.png', 'robots.txt', 'sitemap.xml']);
    const index = new TextDecoder().decode(files['index.html']);
    expect(index).toContain('<h1 id="hero-title" dir="auto">');
    expect(index).toBe(await (await env.SITES.get(`sites/${project.id}/v1/index.html`))!.text());
    expect([...files['og-image.png'].slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('answers 404 NO_SITE for a download before generation', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await insertProject(userId);
    const res = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download`, 'GET', cookie));
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('NO_SITE');
  });
});
