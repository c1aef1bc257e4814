import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, jsonRequest } from './helpers';
import { countRows, createProject, formRequest, markCompleted, page, projectRow } from './project-helpers';

type ErrorBody = { success: false; error: { code: string; message: string; fields?: Record<string, string[]> } };
type AppJson = {
  id: number;
  name: string;
  description: string;
  category: string;
  features: string[];
  url: string;
  iconType: string;
  color: string;
  rating: number;
  userCount: number;
  createdAt: string;
};

const publishBody = { name: 'Harbor Bakery', description: 'Fresh bread daily', category: 'Restaurant', features: ' Menu , Online orders,, Opening hours ,' };

function publish(id: number | string, cookie: string | null, body: unknown = publishBody) {
  return SELF.fetch(jsonRequest(`/api/projects/${id}/publish`, 'POST', cookie, body));
}

describe('POST /api/projects/:id/publish', () => {
  it('publishes a completed project once, with features split, trimmed and empties dropped', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    await markCompleted(project.id, '/sites/harbor-bakery/');

    const res = await publish(project.id, cookie);
    expect(res.status).toBe(201);
    const { data } = await res.json<{ success: true; data: AppJson }>();
    expect(data).toMatchObject({
      name: 'Harbor Bakery',
      description: 'Fresh bread daily',
      category: 'Restaurant',
      features: ['Menu', 'Online orders', 'Opening hours'],
      url: '/sites/harbor-bakery/',
      iconType: 'star',
      rating: 0,
      userCount: 0,
    });
    expect(await projectRow(project.id)).toMatchObject({ is_published_to_store: 1 });
    const row = await env.DB.prepare('select user_id, project_id from published_apps where id = ?').bind(data.id).first();
    expect(row).toEqual({ user_id: userId, project_id: project.id });

    // The project now reads as published, and a second publish is refused and changes nothing.
    const fetched = await SELF.fetch(jsonRequest(`/api/projects/${project.id}`, 'GET', cookie));
    expect((await fetched.json<{ data: { isPublishedToStore: boolean } }>()).data.isPublishedToStore).toBe(true);
    const twice = await publish(project.id, cookie, { ...publishBody, name: 'Renamed' });
    expect(twice.status).toBe(409);
    expect((await twice.json<ErrorBody>()).error).toEqual({
      code: 'ALREADY_PUBLISHED',
      message: 'This project is already published to the store.',
    });
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(1);
  });

  it('accepts features as a list too, and applies the spec defaults when none are given', async () => {
    const { cookie } = await createUserWithSession();
    const a = await createProject(cookie);
    const b = await createProject(cookie);
    await markCompleted(a.id);
    await markCompleted(b.id);
    const withList = await publish(a.id, cookie, { name: 'List', category: 'Technology', features: [' API ', '', 'Docs'] });
    expect((await withList.json<{ data: AppJson }>()).data.features).toEqual(['API', 'Docs']);
    const without = await publish(b.id, cookie, { name: 'Bare', category: 'Other' });
    const bare = (await without.json<{ data: AppJson }>()).data;
    expect(bare).toMatchObject({ description: '', features: ['Professional Design', 'Mobile Responsive'], rating: 0, userCount: 0, iconType: 'globe' });
  });

  it('refuses a project that is not completed (pending, paid, generating, failed), changing nothing', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    for (const [status, payment] of [
      ['pending', 'pending'],
      ['pending', 'paid'],
      ['generating', 'paid'],
      ['failed', 'paid'],
    ]) {
      await env.DB.prepare('update projects set status = ?, payment_status = ? where id = ?').bind(status, payment, project.id).run();
      const res = await publish(project.id, cookie);
      expect(res.status, status).toBe(409);
      expect((await res.json<ErrorBody>()).error).toEqual({
        code: 'NOT_COMPLETED',
        message: 'Only a completed website can be published to the store.',
      });
    }
    // Completed but without an address yet is not publishable either.
    await env.DB.prepare("update projects set status = 'completed', generated_url = null where id = ?").bind(project.id).run();
    expect((await publish(project.id, cookie)).status).toBe(409);
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(0);
    expect((await projectRow(project.id))?.is_published_to_store).toBe(0);
  });

  it("answers 404 for another user's, a missing or a malformed project, and 401 without a session", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const project = await createProject(alice.cookie);
    await markCompleted(project.id);
    for (const id of [String(project.id), '987654', 'abc', '0']) {
      const res = await publish(id, bob.cookie);
      expect(res.status, id).toBe(404);
      expect((await res.json<ErrorBody>()).error).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    }
    expect((await publish(project.id, null)).status).toBe(401);
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(0);
  });

  it('refuses invalid publish forms with field errors and writes nothing', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    await markCompleted(project.id);
    const cases: [unknown, string, string][] = [
      [{ ...publishBody, name: '  ' }, 'name', 'App name is required'],
      [{ ...publishBody, category: 'Casino' }, 'category', 'Choose a category from the list'],
      [{ ...publishBody, category: undefined }, 'category', 'Choose a category from the list'],
      [{ ...publishBody, features: Array.from({ length: 13 }, (_, i) => `F${i}`).join(',') }, 'features', 'List at most 12 features'],
      [{ ...publishBody, features: 'x'.repeat(61) }, 'features', 'Each feature must be at most 60 characters'],
      [{ ...publishBody, features: 42 }, 'features', 'Features must be comma-separated text'],
      [{ ...publishBody, description: 'd'.repeat(1001) }, 'description', 'Description must be at most 1000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await publish(project.id, cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const fields = (await res.json<ErrorBody>()).error.fields ?? {};
      expect(Object.entries(fields).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1][0]).toBe(message);
    }
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(0);
  });

  it('publishes exactly once under concurrent requests', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    await markCompleted(project.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => publish(project.id, cookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(1);
  });

  it('escapes what users wrote when the store renders it', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    await markCompleted(project.id);
    await publish(project.id, cookie, { name: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>', category: 'Other' });
    const html = await (await SELF.fetch(page('/app-store', null))).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the dashboard publish form without JavaScript', () => {
  it('publishes through the dashboard action and shows the Published badge', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie, { name: 'No Script Studio' });
    await markCompleted(project.id);
    const dashboard = await (await SELF.fetch(page('/dashboard', cookie))).text();
    expect(dashboard).toContain('Your website is ready!');
    expect(dashboard).toContain('View Your Website');
    expect(dashboard).toContain(`href="/dashboard?publish=${project.id}"`);
    const form = await (await SELF.fetch(page(`/dashboard?publish=${project.id}`, cookie))).text();
    expect(form).toContain('Publish No Script Studio to the store');
    // A way back that publishes nothing, as the dialog's Cancel is with JavaScript.
    expect(form).toMatch(/<a class="btn-ghost"[^>]*href="\/dashboard">Cancel<\/a>/);

    const bad = await SELF.fetch(formRequest('/dashboard', cookie, { intent: 'publish', projectId: String(project.id), name: '', category: 'Other' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('App name is required');
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(0);

    const res = await SELF.fetch(
      formRequest('/dashboard', cookie, { intent: 'publish', projectId: String(project.id), name: 'No Script Studio', category: 'Portfolio', features: 'Gallery, Contact', description: '' }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard?published=1');
    const after = await (await SELF.fetch(page('/dashboard?published=1', cookie))).text();
    expect(after).toContain('Published Successfully');
    expect(after).toContain('>Published</span>');
    // Beside the badge, not only in the notice: the card leads to the listing on every later visit.
    expect(after.slice(after.indexOf('data-testid="project-status"'))).toMatch(/href="\/app-store"[^>]*>See it in the App Store<\/a>/);
    expect(after).not.toContain(`/dashboard?publish=${project.id}`);

    const again = await SELF.fetch(formRequest('/dashboard', cookie, { intent: 'publish', projectId: String(project.id), name: 'Again', category: 'Other' }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This project is already published to the store.');
  });

  it("refuses another user's project through the action with 404", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const project = await createProject(alice.cookie);
    await markCompleted(project.id);
    const res = await SELF.fetch(formRequest('/dashboard', bob.cookie, { intent: 'publish', projectId: String(project.id), name: 'Mine', category: 'Other' }));
    expect(res.status).toBe(404);
    expect(await countRows('published_apps', 'project_id = ?', project.id)).toBe(0);
  });
});

describe('GET /api/published-apps and /app-store', () => {
  it('lists published apps newest first, publicly, after the three built-in entries in the store', async () => {
    const { cookie } = await createUserWithSession();
    const first = await createProject(cookie);
    const second = await createProject(cookie);
    await markCompleted(first.id);
    await markCompleted(second.id);
    await publish(first.id, cookie, { ...publishBody, name: 'Older Store App' });
    await publish(second.id, cookie, { ...publishBody, name: 'Newer Store App' });

    const res = await SELF.fetch(page('/api/published-apps', null));
    expect(res.status).toBe(200);
    const apps = await res.json<AppJson[]>();
    const names = apps.map((a) => a.name);
    expect(names.indexOf('Newer Store App')).toBeLessThan(names.indexOf('Older Store App'));
    expect(Object.keys(apps[0]).sort()).toEqual(
      ['category', 'color', 'createdAt', 'description', 'features', 'iconType', 'id', 'name', 'rating', 'url', 'userCount'].sort(),
    );

    const html = await (await SELF.fetch(page('/app-store', null))).text();
    expect(html).toContain('Back to Home');
    // The order of the store's cards: the navigation's Build menu also names the builders, so read from <main>.
    const store = html.slice(html.indexOf('<main'));
    const order = ['Smart Building Data Redactor', 'Agent Builder', 'App Builder', 'Newer Store App', 'Older Store App'].map((n) => store.indexOf(n));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/>Visit</g)?.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/>Preview</g)?.length).toBeGreaterThanOrEqual(5);
  });
});
