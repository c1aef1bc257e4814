import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { api } from '../../workers/api';
import {
  adminRequest,
  auditActions,
  call,
  count,
  expiredPanelCookie,
  FORGED_PANEL_COOKIES,
  formPost,
  panelLogin,
  uniqueIp,
} from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';

const TEMPLATE = { name: 'Panel Test Bakery', description: 'Bread', category: 'Restaurant', imageUrl: '', basePrice: 31.5 };

/** Every panel route with a body that would be valid, so only the missing login can refuse it. */
const PANEL_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'GET', path: '/api/admin/templates' },
  { method: 'POST', path: '/api/admin/templates', body: { ...TEMPLATE, name: 'Refused Template' } },
  { method: 'PATCH', path: '/api/admin/templates/1', body: { name: 'Refused Rename' } },
  { method: 'POST', path: '/api/admin/templates/1/deactivate' },
  { method: 'POST', path: '/api/admin/templates/1/activate' },
  { method: 'GET', path: '/api/admin/projects' },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PUT', path: '/api/admin/settings', body: { serviceFeePercent: 50, defaultBasePrice: 99 } },
];

async function seedTemplate(name = `Seed ${crypto.randomUUID().slice(0, 8)}`) {
  const row = await env.DB.prepare(
    "insert into templates (name, category, base_price_cents) values (?, 'Business', 2500) returning id",
  )
    .bind(name)
    .first<{ id: number }>();
  return row!.id;
}

describe('admin panel login', () => {
  it('refuses a wrong password with 401 and sets a separate 8-hour HttpOnly SameSite=Strict cookie on success', async () => {
    const ip = uniqueIp();
    const wrong = await call('/api/admin/auth', { method: 'POST', body: { password: 'not-the-password' }, ip });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await call('/api/admin/auth', { method: 'POST', body: { password: LOCAL_ADMIN_PASSWORD }, ip });
    expect(right.status).toBe(200);
    expect(right.json.data.loggedIn).toBe(true);
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^fs_admin=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800/);
    // The password itself is never part of the cookie.
    expect(cookie).not.toContain(LOCAL_ADMIN_PASSWORD);
    expect(right.headers.get('cache-control')).toBe('private, no-store');

    const overview = await call('/api/admin/overview', { cookies: [cookie.split(';')[0]] });
    expect(overview.status).toBe(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(['admin.login_failed', 'admin.login']));
  });

  it('answers bad login bodies with 400/415 and opens no session', async () => {
    const before = await count('admin_sessions');
    expect((await call('/api/admin/auth', { method: 'POST', body: {}, ip: uniqueIp() })).status).toBe(400);
    expect((await call('/api/admin/auth', { method: 'POST', body: { password: 42 }, ip: uniqueIp() })).status).toBe(400);
    const notJson = await SELF.fetch(`${ORIGIN}/api/admin/auth`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain' },
      body: LOCAL_ADMIN_PASSWORD,
    });
    expect(notJson.status).toBe(415);
    expect(await count('admin_sessions')).toBe(before);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const cookie = await panelLogin();
    const out = await call('/api/admin/logout', { method: 'POST', cookies: [cookie] });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('/api/admin/overview', { cookies: [cookie] })).status).toBe(401);
  });
});

describe('every panel route is checked on the server', () => {
  it('refuses no cookie, forged cookies, an expired session, a non-admin user and a suspended admin', async () => {
    const templateId = await seedTemplate();
    const nonAdmin = await createUserWithSession({ role: 'user' });
    const suspendedAdmin = await createUserWithSession({ role: 'admin' });
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(suspendedAdmin.id).run();
    const activeAdmin = await createUserWithSession({ role: 'admin' });
    const refused: (string | null)[][] = [
      [],
      ...FORGED_PANEL_COOKIES.map((c) => [c]),
      [await expiredPanelCookie()],
      [nonAdmin.cookie],
      [suspendedAdmin.cookie],
      // Being a signed-in admin user is not the panel password.
      [activeAdmin.cookie],
    ];
    const templatesBefore = await count('templates');
    for (const cookies of refused) {
      for (const route of PANEL_ROUTES) {
        const path = route.path.replace('/1', `/${templateId}`);
        const res = await call(path, { method: route.method, cookies, body: route.body });
        expect(res.status, `${route.method} ${path} with ${cookies.join('; ') || 'no cookie'}`).toBe(401);
        expect(res.json.error.code).toBe('UNAUTHORIZED');
      }
    }
    expect(await count('templates')).toBe(templatesBefore);
    const row = await env.DB.prepare('select name, is_active from templates where id = ?').bind(templateId).first();
    expect(row).toMatchObject({ is_active: 1 });
    expect(await count('audit_log', "action like 'template.%'")).toBe(0);
  });

  it('ends every panel session when ADMIN_PASSWORD is rotated', async () => {
    const cookie = await panelLogin();
    const rotated = { ...env, ADMIN_PASSWORD: 'a-brand-new-password-2026' };
    const res = await api.fetch(adminRequest('/api/admin/overview', { cookies: [cookie] }), rotated, createExecutionContext());
    expect(res.status).toBe(401);
  });

  it('refuses to work in production without an ADMIN_PASSWORD of at least 12 characters', async () => {
    for (const password of [undefined, '', 'short-pw-11']) {
      const production = { ...env, ENVIRONMENT: 'production', ADMIN_PASSWORD: password, SESSION_SECRET: 's'.repeat(40) };
      const login = await api.fetch(
        adminRequest('/api/admin/auth', { method: 'POST', body: { password: password || 'any-password-at-all' }, ip: uniqueIp() }),
        production,
        createExecutionContext(),
      );
      expect(login.status).toBe(503);
      expect(((await login.json()) as any).error.code).toBe('ADMIN_DISABLED');
      const page = await (await import('../../workers/app')).default.fetch(
        new Request(`${ORIGIN}/admin`) as Request<unknown, IncomingRequestCfProperties>,
        production,
        createExecutionContext(),
      );
      const html = await page.text();
      expect(html).toContain('The admin panel is disabled');
      expect(html).not.toContain('Admin password');
    }
    // The local password is only a development fallback: production never accepts it.
    const production = { ...env, ENVIRONMENT: 'production', ADMIN_PASSWORD: undefined, SESSION_SECRET: 's'.repeat(40) };
    const res = await api.fetch(
      adminRequest('/api/admin/auth', { method: 'POST', body: { password: LOCAL_ADMIN_PASSWORD }, ip: uniqueIp() }),
      production,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
  });
});

describe('templates', () => {
  it('creates a template that the public list and pickers show at once, and audits it', async () => {
    const cookie = await panelLogin();
    const res = await call('/api/admin/templates', {
      method: 'POST',
      cookies: [cookie],
      // The spec's client also sends the password in the body; the cookie is what counts.
      body: { ...TEMPLATE, password: 'ignored' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Panel Test Bakery', category: 'Restaurant', basePrice: '31.50', isActive: true, imageUrl: null });
    const publicList = (await (await SELF.fetch(`${ORIGIN}/api/templates`)).json()) as { name: string }[];
    expect(publicList.map((t) => t.name)).toContain('Panel Test Bakery');
    const audit = await env.DB.prepare("select * from audit_log where action = 'template.created'").first<any>();
    expect(audit.actor_type).toBe('panel');
    expect(audit.target_id).toBe(String(res.json.data.id));
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const cookie = await panelLogin();
    const before = await count('templates');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...TEMPLATE, basePrice: -5 }, 'basePrice', /cannot be negative/],
      [{ ...TEMPLATE, basePrice: '-5' }, 'basePrice', /cannot be negative/],
      [{ ...TEMPLATE, basePrice: 'abc' }, 'basePrice', /amount like 24.99/],
      [{ ...TEMPLATE, basePrice: '12.345' }, 'basePrice', /at most two decimals/],
      [{ ...TEMPLATE, basePrice: 24.999 }, 'basePrice', /at most two decimals/],
      [{ ...TEMPLATE, basePrice: '1e5' }, 'basePrice', /amount like 24.99/],
      [{ ...TEMPLATE, basePrice: 1e12 }, 'basePrice', /between 1.00 and 10000.00/],
      [{ ...TEMPLATE, basePrice: 0 }, 'basePrice', /between 1.00 and 10000.00/],
      [{ ...TEMPLATE, basePrice: Number.NaN }, 'basePrice', /.+/],
      [{ ...TEMPLATE, basePrice: '' }, 'basePrice', /Base price is required/],
      [{ ...TEMPLATE, basePrice: undefined }, 'basePrice', /Base price is required/],
      [{ ...TEMPLATE, name: '   ' }, 'name', /Template name is required/],
      [{ ...TEMPLATE, name: undefined }, 'name', /Template name is required/],
      [{ ...TEMPLATE, name: 'x'.repeat(81) }, 'name', /at most 80/],
      [{ ...TEMPLATE, category: '' }, 'category', /Category is required/],
      [{ ...TEMPLATE, imageUrl: 'javascript:alert(1)' }, 'imageUrl', /https:\/\//],
      [{ ...TEMPLATE, imageUrl: '//evil.test/x.png' }, 'imageUrl', /https:\/\//],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('/api/admin/templates', { method: 'POST', cookies: [cookie], body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
      expect(res.json.error.fields[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    expect(await count('templates')).toBe(before);
  });

  it('refuses a duplicate name regardless of case with 409', async () => {
    const cookie = await panelLogin();
    const name = `Unique ${crypto.randomUUID().slice(0, 6)}`;
    expect((await call('/api/admin/templates', { method: 'POST', cookies: [cookie], body: { ...TEMPLATE, name } })).status).toBe(201);
    const again = await call('/api/admin/templates', { method: 'POST', cookies: [cookie], body: { ...TEMPLATE, name: name.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('DUPLICATE_NAME');
    expect(await count('templates', 'lower(name) = lower(?)', name)).toBe(1);
  });

  it('edits, deactivates and reactivates a template; deactivated ones leave the public list', async () => {
    const cookie = await panelLogin();
    const id = await seedTemplate('Editable Template');
    const edit = await call(`/api/admin/templates/${id}`, { method: 'PATCH', cookies: [cookie], body: { basePrice: '44.10', description: 'New words' } });
    expect(edit.status).toBe(200);
    expect(edit.json.data).toMatchObject({ id, name: 'Editable Template', basePrice: '44.10', description: 'New words' });

    const bad = await call(`/api/admin/templates/${id}`, { method: 'PATCH', cookies: [cookie], body: { basePrice: -1 } });
    expect(bad.status).toBe(400);
    const empty = await call(`/api/admin/templates/${id}`, { method: 'PATCH', cookies: [cookie], body: {} });
    expect(empty.status).toBe(400);
    expect((await call('/api/admin/templates/999999', { method: 'PATCH', cookies: [cookie], body: { name: 'Nope' } })).status).toBe(404);
    expect((await call('/api/admin/templates/999999/deactivate', { method: 'POST', cookies: [cookie] })).status).toBe(404);

    const off = await call(`/api/admin/templates/${id}/deactivate`, { method: 'POST', cookies: [cookie] });
    expect(off.json.data.isActive).toBe(false);
    let names = ((await (await SELF.fetch(`${ORIGIN}/api/templates`)).json()) as { name: string }[]).map((t) => t.name);
    expect(names).not.toContain('Editable Template');
    const all = await call('/api/admin/templates', { cookies: [cookie] });
    expect(all.json.data.find((t: any) => t.id === id)).toMatchObject({ isActive: false, basePrice: '44.10' });

    await call(`/api/admin/templates/${id}/activate`, { method: 'POST', cookies: [cookie] });
    names = ((await (await SELF.fetch(`${ORIGIN}/api/templates`)).json()) as { name: string }[]).map((t) => t.name);
    expect(names).toContain('Editable Template');
    expect(await auditActions()).toEqual(expect.arrayContaining(['template.updated', 'template.deactivated', 'template.activated']));
  });
});

describe('projects and overview', () => {
  async function project(userId: string, name: string, totalCents: number, paymentStatus: 'paid' | 'pending', status = 'pending') {
    const base = totalCents - 500;
    await env.DB.prepare(
      `insert into projects (user_id, name, business_type, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug)
       values (?, ?, 'Business', ?, ?, ?, 500, ?, ?)`,
    )
      .bind(userId, name, status, paymentStatus, base, totalCents, `slug-${crypto.randomUUID()}`)
      .run();
  }

  it('lists every project with its user id and revenue, with search and paging', async () => {
    const cookie = await panelLogin();
    const alice = await createUserWithSession({ email: 'alice-projects@example.test' });
    const bob = await createUserWithSession({ email: 'bob-projects@example.test' });
    await project(alice.id, 'Alice Paid Shop', 2999, 'paid', 'completed');
    await project(alice.id, 'Alice Unpaid Blog', 2999, 'pending');
    for (let i = 0; i < 26; i++) await project(bob.id, `Bob Site ${i}`, 1000, i < 2 ? 'paid' : 'pending');

    const all = await call('/api/admin/projects', { cookies: [cookie] });
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBe(28);
    expect(all.json.data.projects).toHaveLength(25);
    expect(all.json.data.pageCount).toBe(2);
    expect(all.json.data.revenue).toBe('49.99');

    const page2 = await call('/api/admin/projects?page=2', { cookies: [cookie] });
    expect(page2.json.data.projects).toHaveLength(3);

    const alices = await call('/api/admin/projects?q=ALICE-projects', { cookies: [cookie] });
    expect(alices.json.data.total).toBe(2);
    const paid = alices.json.data.projects.find((p: any) => p.name === 'Alice Paid Shop');
    expect(paid).toMatchObject({ userId: alice.id, userEmail: 'alice-projects@example.test', totalPrice: '29.99', revenue: '29.99' });
    expect(alices.json.data.projects.find((p: any) => p.name === 'Alice Unpaid Blog').revenue).toBe('0.00');
    expect(alices.json.data.revenue).toBe('29.99');

    // % and _ are literal characters in a search, not wildcards.
    expect((await call('/api/admin/projects?q=%25', { cookies: [cookie] })).json.data.total).toBe(0);
    expect((await call(`/api/admin/projects?q=${bob.id}`, { cookies: [cookie] })).json.data.total).toBe(26);
    // Absurd paging falls back to sensible pages.
    expect((await call('/api/admin/projects?page=-3', { cookies: [cookie] })).json.data.page).toBe(1);
    expect((await call('/api/admin/projects?page=99', { cookies: [cookie] })).json.data.page).toBe(2);
  });

  it('summarises users, projects by status, revenue, generation success rate and recent actions', async () => {
    const cookie = await panelLogin();
    const user = await createUserWithSession();
    await project(user.id, 'Overview Paid', 4800, 'paid', 'completed');
    const projectId = (await env.DB.prepare('select id from projects order by id desc limit 1').first<{ id: number }>())!.id;
    for (const status of ['completed', 'completed', 'completed', 'failed']) {
      await env.DB.prepare("insert into generation_runs (project_id, user_id, status, provider) values (?, ?, ?, 'test')")
        .bind(projectId, user.id, status)
        .run();
    }
    const res = await call('/api/admin/overview', { cookies: [cookie] });
    expect(res.status).toBe(200);
    const o = res.json.data;
    expect(o.users.total).toBe(await count('users'));
    expect(o.projects.byStatus.completed).toBe(await count('projects', "status = 'completed'"));
    const paidCents = (await env.DB.prepare("select sum(total_price_cents) as s from projects where payment_status = 'paid'").first<{ s: number }>())!.s;
    expect(o.revenue).toBe((paidCents / 100).toFixed(2));
    expect(o.generation).toEqual({ completed: 3, failed: 1, successRate: 75 });
    expect(o.recentActions[0]).toMatchObject({ action: 'admin.login', actorType: 'panel' });
  });
});

describe('the /admin pages', () => {
  it('shows the password form without a panel session, and the five tabs with one', async () => {
    const loggedOut = await (await SELF.fetch(`${ORIGIN}/admin/templates`)).text();
    expect(loggedOut).toContain('Admin password');
    expect(loggedOut).not.toContain('Create a template');

    const cookie = await panelLogin();
    const tabs = {
      '/admin': 'Latest admin actions',
      '/admin/templates': 'Create a template',
      '/admin/projects': 'Search projects',
      '/admin/accounts': 'Open user management',
      '/admin/settings': 'Default base price (USD)',
    };
    for (const [path, marker] of Object.entries(tabs)) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(marker);
      for (const label of ['Overview', 'Templates', 'Projects', 'Users', 'Settings']) expect(html).toContain(`>${label}</a>`);
      expect(html).toContain('role="tablist"');
      expect(html).toContain('aria-selected="true"');
      expect(html).toContain('href="/admin/users"');
      expect(html).toContain('href="/domain-setup"');
    }
  });

  it('logs in and creates a template through the forms without JavaScript', async () => {
    const ip = uniqueIp();
    const wrong = await formPost('/admin', { intent: 'login', password: 'wrong-password', redirectTo: '/admin/templates' }, [], ip);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Invalid password');

    const login = await formPost('/admin', { intent: 'login', password: LOCAL_ADMIN_PASSWORD, redirectTo: '/admin/templates' }, [], ip);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/admin/templates');
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    const before = await count('templates');
    const invalid = await formPost('/admin/templates', { intent: 'create', name: '', category: 'Business', basePrice: '-3' }, [cookie]);
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('Template name is required');
    expect(invalidHtml).toContain('Base price cannot be negative');
    expect(await count('templates')).toBe(before);

    const ok = await formPost(
      '/admin/templates',
      { intent: 'create', name: 'No-JS <Template>', description: '', category: 'Portfolio', imageUrl: '', basePrice: '19.99' },
      [cookie],
    );
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('Template created successfully');
    expect(html).toContain('No-JS &lt;Template&gt;');
    expect(await count('templates', 'name = ? and base_price_cents = 1999', 'No-JS <Template>')).toBe(1);

    // Without the panel cookie the same form is refused and writes nothing.
    const refused = await formPost('/admin/templates', { intent: 'create', name: 'Sneaky', category: 'Portfolio', basePrice: '19.99' });
    expect(refused.status).toBe(401);
    expect(await count('templates', "name = 'Sneaky'")).toBe(0);

    const logout = await formPost('/admin', { intent: 'logout' }, [cookie]);
    expect(logout.status).toBe(302);
    expect((await call('/api/admin/overview', { cookies: [cookie] })).status).toBe(401);
  });
});
