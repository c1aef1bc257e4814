import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readPriceSettings, updatePriceSettings } from '~core/models/settings.server';
import { PRICE_PAGES } from '~core/lib/http-cache';
import { call, count, formPost, panelLogin } from './admin-helpers';
import { countedFetch } from './d1-counter';
import { createUserWithSession, ORIGIN } from './helpers';

describe('pricing settings', () => {
  it('start at the defaults: 20% markup and a 24.99 default base price', async () => {
    const cookie = await panelLogin();
    const res = await call('/api/admin/settings', { cookies: [cookie] });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      serviceFeePercent: 20,
      defaultBasePrice: '24.99',
      example: { base: '24.99', fee: '5.00', total: '29.99' },
    });
  });

  it('refuse to change without the panel cookie, for a signed-in admin user too', async () => {
    const admin = await createUserWithSession({ role: 'admin' });
    for (const cookies of [[], [admin.cookie], ['fs_admin=forged.value']]) {
      expect((await call('/api/admin/settings', { cookies })).status).toBe(401);
      const put = await call('/api/admin/settings', { method: 'PUT', cookies, body: { serviceFeePercent: 50, defaultBasePrice: 99 } });
      expect(put.status).toBe(401);
    }
    expect(await readPriceSettings(env)).toEqual({ serviceFeePercent: 20, defaultBasePriceCents: 2499 });
  });

  it('refuse negative, non-numeric or absurd values and write nothing', async () => {
    const cookie = await panelLogin();
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceFeePercent: -1, defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ serviceFeePercent: 101, defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ serviceFeePercent: 12.5, defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ serviceFeePercent: 'abc', defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ serviceFeePercent: '', defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ defaultBasePrice: 24.99 }, 'serviceFeePercent'],
      [{ serviceFeePercent: 20, defaultBasePrice: -24.99 }, 'defaultBasePrice'],
      [{ serviceFeePercent: 20, defaultBasePrice: 'twenty' }, 'defaultBasePrice'],
      [{ serviceFeePercent: 20, defaultBasePrice: 0 }, 'defaultBasePrice'],
      [{ serviceFeePercent: 20, defaultBasePrice: 1e9 }, 'defaultBasePrice'],
      [{ serviceFeePercent: 20, defaultBasePrice: '24.999' }, 'defaultBasePrice'],
    ];
    for (const [body, field] of cases) {
      const res = await call('/api/admin/settings', { method: 'PUT', cookies: [cookie], body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await readPriceSettings(env)).toEqual({ serviceFeePercent: 20, defaultBasePriceCents: 2499 });
    expect(await count('audit_log', "action = 'settings.changed'")).toBe(0);
  });

  it('price the next project with the new values and leave existing projects as they were', async () => {
    const cookie = await panelLogin();
    const owner = await createUserWithSession();
    const create = async (name: string, templateId: number | null = null) => {
      const res = await call('/api/projects', {
        method: 'POST',
        cookies: [owner.cookie],
        body: { name, description: '', businessType: 'Business', requirements: '', templateId },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.data as { id: number; basePrice: string; serviceFee: string; totalPrice: string };
    };
    const template = await env.DB.prepare(
      "insert into templates (name, category, base_price_cents) values ('Settings Template', 'Business', 4000) returning id",
    ).first<{ id: number }>();

    const before = await create('Priced Before');
    expect(before).toMatchObject({ basePrice: '24.99', serviceFee: '5.00', totalPrice: '29.99' });

    const res = await call('/api/admin/settings', { method: 'PUT', cookies: [cookie], body: { serviceFeePercent: 10, defaultBasePrice: '30' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ serviceFeePercent: 10, defaultBasePrice: '30.00', example: { base: '30.00', fee: '3.00', total: '33.00' } });

    // The next projects are priced with the new settings, with and without a template...
    expect(await create('Priced After')).toMatchObject({ basePrice: '30.00', serviceFee: '3.00', totalPrice: '33.00' });
    expect(await create('Priced After Template', template!.id)).toMatchObject({ basePrice: '40.00', serviceFee: '4.00', totalPrice: '44.00' });
    // ...and the project created before keeps its price.
    const existing = await call(`/api/projects/${before.id}`, { cookies: [owner.cookie] });
    expect(existing.json.data).toMatchObject({ basePrice: '24.99', serviceFee: '5.00', totalPrice: '29.99' });
    expect(await readPriceSettings(env)).toEqual({ serviceFeePercent: 10, defaultBasePriceCents: 3000 });

    const audit = await env.DB.prepare("select details from audit_log where action = 'settings.changed'").first<{ details: string }>();
    expect(JSON.parse(audit!.details)).toMatchObject({ from: { serviceFeePercent: 20 }, to: { serviceFeePercent: 10, defaultBasePrice: '30.00' } });
  });

  it('are edited through the Settings tab form without JavaScript', async () => {
    const cookie = await panelLogin();
    const page = await (await formPost('/admin/settings', { serviceFeePercent: '150', defaultBasePrice: '24.99' }, [cookie])).text();
    expect(page).toContain('Service fee must be a whole percent from 0 to 100');
    const saved = await formPost('/admin/settings', { serviceFeePercent: '25', defaultBasePrice: '19.99' }, [cookie]);
    expect(saved.status).toBe(200);
    const html = await saved.text();
    expect(html).toContain('Settings saved');
    expect(html).toContain('$24.99'); // 19.99 + 25% = 4.9975 → 5.00
    expect(await readPriceSettings(env)).toEqual({ serviceFeePercent: 25, defaultBasePriceCents: 1999 });
  });

  it('reach every cached public page that states a price at once, through the form, the API and a template change (docs/decisions/259)', async () => {
    const cookie = await panelLogin();
    await updatePriceSettings(env, { serviceFeePercent: 20, defaultBasePriceCents: 2499 });
    const visit = (path: string) => countedFetch(ORIGIN + path);
    // Signed-out visitors have every page that states the price from the edge cache.
    for (const path of PRICE_PAGES) {
      expect((await visit(path)).response.status, path).toBe(200);
      expect((await visit(path)).response.headers.get('X-Edge-Cache'), path).toBe('HIT');
    }
    expect((await visit('/')).body).toContain('20%');
    const landing = async () => (await visit('/')).body;

    // The Settings tab's form, as a browser without JavaScript posts it.
    const saved = await countedFetch(`${ORIGIN}/admin/settings`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ serviceFeePercent: '30', defaultBasePrice: '20.00' }),
    });
    expect(saved.response.status).toBe(200);
    expect(saved.response.headers.get('X-Invalidates-Pages')).toBeNull();
    for (const path of ['/', '/documentation', '/help-center', '/api-reference?tab=projects', '/blog/pay-per-generation-no-subscription']) {
      const after = await visit(path);
      expect(after.response.headers.get('X-Edge-Cache'), path).toBe('MISS');
      expect(after.body, path).toContain('30%');
      expect(after.body, path).not.toMatch(/\b20%/);
    }
    expect((await visit('/domain-setup')).body).toContain('$26.00');

    // The API's PUT, as the panel's script sends it.
    await landing();
    expect((await call('/api/admin/settings', { method: 'PUT', cookies: [cookie], body: { serviceFeePercent: 15, defaultBasePrice: '20' } })).status).toBe(200);
    expect(await landing()).toContain('15%');

    // A template's new price on the landing's gallery.
    const template = await env.DB.prepare('select id, name from templates where is_active = 1 order by id limit 1').first<{ id: number; name: string }>();
    await landing();
    const edited = await call(`/api/admin/templates/${template!.id}`, { method: 'PATCH', cookies: [cookie], body: { basePrice: 77.5 } });
    expect(edited.status, edited.text).toBe(200);
    const after = await visit('/');
    expect(after.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(after.body).toMatch(/\$(<!-- -->)?77\.50/);
  });
});
