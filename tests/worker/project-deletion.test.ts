import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiToken } from '~core/models/api-tokens.server';
import { makePng } from '../support/images';
import { panelLogin } from './admin-helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { countRows } from './project-helpers';
import { fetchWith } from './worker-env';

/*
 * Deleting a project (docs/decisions/260): everything it owned goes (rows, R2 files, store listing, custom domain),
 * its addresses stop serving at once, the paid record stays, and only its owner may do it.
 */

const SITES_HOST = 'sites.fairstack.test';
const DEPENDENTS = ['published_apps', 'custom_domains', 'site_version_photos', 'photos', 'site_versions', 'generation_runs'];

async function r2Keys(projectId: number) {
  return (await env.SITES.list({ prefix: `sites/${projectId}/` })).objects.map((o) => o.key);
}

function del(path: string, headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'DELETE', headers: { Origin: ORIGIN, ...headers } });
}

function formPost(path: string, cookie: string, origin = ORIGIN) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: origin, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

/** A paid, generated site with an image, a store listing, a verified custom domain and a payment on record. */
async function fullSite() {
  const owner = await createUserWithSession();
  const name = `Gone ${crypto.randomUUID().slice(0, 6)} Bakery`;
  const project = await insertProject(owner.id, { name });
  await env.DB.prepare("insert into payments (project_id, provider, provider_reference, amount_cents) values (?, 'test', ?, 2999)")
    .bind(project.id, `ref-${project.id}`)
    .run();
  const form = new FormData();
  for (const [k, v] of Object.entries({ kind: 'photo', alt: 'Fresh loaves', place: 'gallery' })) form.set(k, v);
  form.set('file', new File([makePng(64, 48)], 'loaves.png', { type: 'image/png' }));
  const uploaded = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/photos`, { method: 'POST', headers: { Cookie: owner.cookie, Origin: ORIGIN }, body: form });
  expect(uploaded.status).toBe(201);
  await uploaded.text();
  // Uploaded first, so the generated version shows it (site_version_photos).
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  const published = await SELF.fetch(
    jsonRequest(`/api/projects/${project.id}/publish`, 'POST', owner.cookie, { name, description: 'Bread', category: 'Restaurant', features: 'Sourdough' }),
  );
  expect(published.status).toBe(201);
  await published.text();
  const hostname = `www.gone-${crypto.randomUUID().slice(0, 8)}.example`;
  await env.DB.prepare("insert into custom_domains (project_id, hostname, token, status, created_at, verified_at) values (?, ?, 'tok', 'verified', ?, ?)")
    .bind(project.id, hostname, Date.now(), Date.now())
    .run();
  return { owner, project, name, hostname };
}

describe('deleting a project (docs/decisions/260)', () => {
  it('removes its rows, files, listing and domain; its addresses 404 at once; the store is purged; the payment stays', async () => {
    const { owner, project, name, hostname } = await fullSite();
    // Served everywhere, and remembered by this isolate (pointer and file memory) and the edge cache.
    for (let i = 0; i < 2; i++) {
      const site = await siteFetch(`/sites/${project.slug}/`);
      expect(site.status).toBe(200);
      expect(await site.text()).toContain(name);
    }
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).toContain(name);
    expect((await fetchWith({ SITES_HOST }, `https://${SITES_HOST}/${project.slug}/`)).status).toBe(200);
    await (await SELF.fetch(`${ORIGIN}/app-store`)).text();
    const cachedStore = await SELF.fetch(`${ORIGIN}/app-store`);
    expect(cachedStore.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(await cachedStore.text()).toContain(name);
    // The landing's showcase (an isolate memo behind the edge cache) lists it too.
    expect(await (await SELF.fetch(`${ORIGIN}/`)).text()).toContain(name);
    expect((await r2Keys(project.id)).some((k) => k.includes('/media/'))).toBe(true);
    expect((await r2Keys(project.id)).some((k) => k.includes('/v1/'))).toBe(true);
    for (const table of DEPENDENTS) expect(await countRows(table, 'project_id = ?', project.id), table).toBeGreaterThan(0);

    const res = await del(`/api/projects/${project.id}`, { Cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { id: project.id, deleted: true } });

    expect(await r2Keys(project.id)).toEqual([]);
    for (const table of DEPENDENTS) expect(await countRows(table, 'project_id = ?', project.id), table).toBe(0);
    // The record: the row, emptied of the owner's words, with its price and payment.
    const row = await env.DB.prepare('select * from projects where id = ?').bind(project.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ name, description: '', facts: null, generated_url: null, current_version: null, payment_status: 'paid', total_price_cents: 2999 });
    expect(row!.deleted_at).toEqual(expect.any(Number));
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(1);

    // Its addresses stop serving at once, in this isolate too (no stale pointer or file memory).
    const site = await siteFetch(`/sites/${project.slug}/`);
    expect(site.status).toBe(404);
    expect(await site.text()).not.toContain(name);
    expect((await siteFetch(`/sites/${project.slug}/v/1/`, { headers: { Cookie: owner.cookie } })).status).toBe(404);
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).not.toContain(name);
    expect((await fetchWith({ SITES_HOST }, `https://${SITES_HOST}/${project.slug}/`)).status).toBe(404);
    // The store was purged: the next visitor gets a fresh page without the listing.
    const store = await SELF.fetch(`${ORIGIN}/app-store`);
    expect(store.headers.get('X-Edge-Cache')).not.toBe('HIT');
    expect(await store.text()).not.toContain(name);
    expect(await (await SELF.fetch(`${ORIGIN}/`)).text()).not.toContain(name);

    // The project is gone for its owner everywhere, but what was paid still counts.
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}`, 'GET', owner.cookie))).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}`, { headers: { Cookie: owner.cookie } })).status).toBe(404);
    // Every page of the project says what happened and leads back, never the router's "Page Not Found" (decision 271);
    // signed out, each asks to sign in rather than "Something went wrong".
    for (const path of ['', '/versions', '/edit', '/delete', '/domain', '/photos']) {
      const gone = await SELF.fetch(`${ORIGIN}/projects/${project.id}${path}`, { headers: { Cookie: owner.cookie } });
      expect(gone.status, path).toBe(404);
      const html = await gone.text();
      expect(html, path).toContain('Project not found');
      expect(html, path).toContain('href="/dashboard"');
      expect(html, path).not.toContain('Did you forget to add the page to the router?');
      const signedOut = await SELF.fetch(`${ORIGIN}/projects/${project.id}${path}`, { headers: { Accept: 'text/html', 'User-Agent': 'Mozilla/5.0 Chrome/130' } });
      expect(signedOut.status, path).toBe(401);
      expect(await signedOut.text(), path).toContain('Sign in required');
    }
    const list = await (await SELF.fetch(jsonRequest('/api/projects', 'GET', owner.cookie))).json<{ data: { id: number }[] }>();
    expect(list.data.map((p) => p.id)).not.toContain(project.id);
    const dashboard = await (await SELF.fetch(`${ORIGIN}/dashboard?deleted=1`, { headers: { Cookie: owner.cookie } })).text();
    expect(dashboard).toContain('Project deleted');
    expect(dashboard).not.toContain(name);
    // Their only project is gone: not greeted as a newcomer ("No projects yet", "Create your first website").
    expect(dashboard).toContain('No projects left');
    expect(dashboard).not.toContain('Create your first website');
    expect(dashboard).toMatch(/data-testid="stat-spent"[^>]*>[\s\S]*?\$29\.99/);
    // The admin still sees what was paid for, marked deleted.
    const panel = await SELF.fetch(`${ORIGIN}/api/admin/projects?q=${encodeURIComponent(name)}`, { headers: { Cookie: await panelLogin() } });
    const adminRows = (await panel.json<{ data: { projects: { id: number; revenue: string; deleted: boolean }[] } }>()).data.projects;
    expect(adminRows.find((p) => p.id === project.id)).toMatchObject({ revenue: '29.99', deleted: true });
    // Deleting twice is a 404, and nothing can start on it.
    expect((await del(`/api/projects/${project.id}`, { Cookie: owner.cookie })).status).toBe(404);
    expect((await generate(owner.cookie, project.id)).status).toBe(404);
  });

  it('only the owner may delete: another user, a support member and another token get 404 and nothing changes', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id);
    const other = await createUserWithSession();
    const support = await createUserWithSession();
    await env.DB.prepare("update users set staff_role = 'support' where id = ?").bind(support.id).run();
    const { token } = await createApiToken(env, other.id, 'other');
    for (const headers of [{ Cookie: other.cookie }, { Cookie: support.cookie }]) {
      const res = await del(`/api/projects/${project.id}`, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect((await formPost(`/projects/${project.id}/delete`, headers.Cookie)).status).toBe(404);
    }
    expect((await del(`/api/v1/projects/${project.id}`, { Authorization: `Bearer ${token}` })).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}/delete`, { headers: { Cookie: support.cookie } })).status).toBe(404);
    // No session: the API says 401; a post from another site is refused before anything runs.
    expect((await del(`/api/projects/${project.id}`, {})).status).toBe(401);
    expect((await formPost(`/projects/${project.id}/delete`, owner.cookie, 'https://evil.example')).status).toBe(403);
    const row = await env.DB.prepare('select deleted_at from projects where id = ?').bind(project.id).first<{ deleted_at: number | null }>();
    expect(row!.deleted_at).toBeNull();
  });

  it('is refused with 409 while a generation runs, on the API and the page, and nothing changes', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { status: 'generating' });
    const res = await del(`/api/projects/${project.id}`, { Cookie: owner.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'GENERATION_RUNNING', message: expect.stringContaining('Wait until') } });
    const confirm = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/delete`, { headers: { Cookie: owner.cookie } })).text();
    expect(confirm).toContain('being generated right now');
    const posted = await formPost(`/projects/${project.id}/delete`, owner.cookie);
    expect(posted.status).toBe(409);
    expect(await posted.text()).toContain('being generated right now');
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}`, 'GET', owner.cookie))).status).toBe(200);
  });

  it('works without JavaScript: a confirmation page, then a plain form post that lands on the dashboard with a notice', async () => {
    const owner = await createUserWithSession();
    const name = `Plain ${crypto.randomUUID().slice(0, 6)} Cafe`;
    const project = await insertProject(owner.id, { name, status: 'failed' });
    const confirm = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/delete`, { headers: { Cookie: owner.cookie } })).text();
    expect(confirm).toContain(`Delete <span dir="auto">${name}</span>?`);
    expect(confirm).toMatch(/<form method="post"/);
    expect(confirm).toContain('Delete project permanently');
    expect(confirm).toContain('$29.99');
    const posted = await formPost(`/projects/${project.id}/delete`, owner.cookie);
    expect(posted.status).toBe(302);
    expect(posted.headers.get('Location')).toBe('/dashboard?deleted=1');
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}/delete`, { headers: { Cookie: owner.cookie } })).status).toBe(404);
  });

  it('DELETE /api/v1/projects/{id} with the owner\'s token deletes, as documented in the OpenAPI document', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { paymentStatus: 'pending' });
    const { token } = await createApiToken(env, owner.id, 'deleter');
    const doc = await (await SELF.fetch(`${ORIGIN}/api/v1/openapi.json`)).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/projects/{id}'] ?? {})).toContain('delete');
    const res = await SELF.fetch(`${ORIGIN}/api/v1/projects/${project.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { id: project.id, deleted: true } });
    expect((await SELF.fetch(`${ORIGIN}/api/v1/projects/${project.id}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});
