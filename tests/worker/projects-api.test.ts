import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updatePriceSettings } from '~core/models/settings.server';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { countRows, createProject, projectRow } from './project-helpers';

type Envelope<T> = { success: boolean; data: T; error: { code: string; message: string; fields?: Record<string, string[]> } };
type ProjectJson = {
  id: number;
  name: string;
  businessType: string;
  templateId: number | null;
  status: string;
  paymentStatus: string;
  basePrice: string;
  serviceFee: string;
  totalPrice: string;
  generatedUrl: string | null;
  isPublishedToStore: boolean;
  userId: string;
};

async function insertTemplate(name: string, basePriceCents: number, { category = 'Business', active = true } = {}) {
  const row = await env.DB.prepare(
    'insert into templates (name, category, base_price_cents, is_active) values (?, ?, ?, ?) returning id',
  )
    .bind(name, category, basePriceCents, active ? 1 : 0)
    .first<{ id: number }>();
  return row!.id;
}

describe('POST /api/projects', () => {
  it('creates a pending, unpaid project priced on the server: 24.99 + 5.00 = 29.99 without a template', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const res = await SELF.fetch(
      jsonRequest('/api/projects', 'POST', cookie, {
        name: '  Harbor Street Bakery ',
        description: 'Sourdough since 1998',
        businessType: 'Restaurant',
        requirements: 'Menu and opening hours',
        templateId: null,
        // A client cannot set its own price or state: unknown fields are ignored.
        totalPrice: '0.01',
        paymentStatus: 'paid',
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json<Envelope<ProjectJson>>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      name: 'Harbor Street Bakery',
      businessType: 'Restaurant',
      templateId: null,
      status: 'pending',
      paymentStatus: 'pending',
      basePrice: '24.99',
      serviceFee: '5.00',
      totalPrice: '29.99',
      generatedUrl: null,
      isPublishedToStore: false,
      userId,
    });
    expect(res.headers.get('location')).toBe(`/api/projects/${body.data.id}`);
    const row = await projectRow(body.data.id);
    expect(row).toMatchObject({ base_price_cents: 2499, fee_cents: 500, total_price_cents: 2999, user_id: userId });
  });

  it("uses the template's base price, and its category when no business type is given", async () => {
    const { cookie } = await createUserWithSession();
    const templateId = await insertTemplate('Pricing Template 40', 4000, { category: 'Healthcare' });
    const created = await SELF.fetch(jsonRequest('/api/projects', 'POST', cookie, { name: 'Clinic', templateId: String(templateId) }));
    expect(created.status).toBe(201);
    const { data } = await created.json<Envelope<ProjectJson>>();
    expect(data).toMatchObject({ templateId, businessType: 'Healthcare', basePrice: '40.00', serviceFee: '8.00', totalPrice: '48.00' });
  });

  it('refuses invalid input with 400 field errors and writes nothing', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const inactive = await insertTemplate('Retired Template', 3000, { active: false });
    const cases: [unknown, string, string][] = [
      [{ name: '', businessType: 'Restaurant' }, 'name', 'Project name is required'],
      [{ name: '   ', businessType: 'Restaurant' }, 'name', 'Project name is required'],
      [{ businessType: 'Restaurant' }, 'name', 'Project name is required'],
      [{ name: 'x'.repeat(101), businessType: 'Restaurant' }, 'name', 'Project name must be at most 100 characters'],
      [{ name: 'No type' }, 'businessType', 'Business type is required'],
      [{ name: 'Bad type', businessType: 'Casino' }, 'businessType', 'Choose a business type from the list'],
      [{ name: 'Bad template', businessType: 'Other', templateId: 'abc' }, 'templateId', 'Choose a template from the list'],
      [{ name: 'Bad template', businessType: 'Other', templateId: -3 }, 'templateId', 'Choose a template from the list'],
      [{ name: 'Bad template', businessType: 'Other', templateId: 1.5 }, 'templateId', 'Choose a template from the list'],
      [{ name: 'No template', businessType: 'Other', templateId: 999999 }, 'templateId', 'Choose a template from the list'],
      [{ name: 'Inactive', businessType: 'Other', templateId: inactive }, 'templateId', 'Choose a template from the list'],
      [{ name: 42, businessType: 'Other' }, 'name', 'Project name is required'],
      [{ name: 'Long', businessType: 'Other', description: 'd'.repeat(5001) }, 'description', 'Description must be at most 5000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await SELF.fetch(jsonRequest('/api/projects', 'POST', cookie, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json<Envelope<never>>();
      expect(json.success).toBe(false);
      expect(json.error.code).toBe('VALIDATION_ERROR');
      expect(json.error.fields?.[field]?.[0], JSON.stringify(body)).toBe(message);
    }
    expect(await countRows('projects', 'user_id = ?', userId)).toBe(0);
  });

  it("answers the documented error for a missing name: VALIDATION_ERROR / 'Project name is required'", async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(jsonRequest('/api/projects', 'POST', cookie, { businessType: 'Other' }));
    const json = await res.json<Envelope<never>>();
    expect(json.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Project name is required' });
  });

  it('refuses non-JSON, oversized and malformed bodies', async () => {
    const { cookie } = await createUserWithSession();
    const form = new Request(`${ORIGIN}/api/projects`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=x&businessType=Other',
    });
    expect((await SELF.fetch(form)).status).toBe(415);
    const big = jsonRequest('/api/projects', 'POST', cookie, { name: 'Big', businessType: 'Other', description: 'x'.repeat(70_000) });
    expect((await SELF.fetch(big)).status).toBe(413);
    const bad = new Request(`${ORIGIN}/api/projects`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect((await SELF.fetch(bad)).status).toBe(400);
  });

  it('requires a session and creates nothing without one', async () => {
    const before = await countRows('projects');
    const res = await SELF.fetch(jsonRequest('/api/projects', 'POST', null, { name: 'Anon', businessType: 'Other' }));
    expect(res.status).toBe(401);
    expect((await res.json<Envelope<never>>()).error.code).toBe('UNAUTHORIZED');
    expect(await countRows('projects')).toBe(before);
  });

  it('prices new projects with the settings in D1; existing projects keep their price', async () => {
    const { cookie } = await createUserWithSession();
    const before = await createProject(cookie);
    await updatePriceSettings(env, { defaultBasePriceCents: 1000, serviceFeePercent: 15 });
    try {
      const after = await createProject(cookie);
      expect(after.totalPrice).toBe('11.50');
      expect((await projectRow(before.id))?.total_price_cents).toBe(2999);
    } finally {
      await updatePriceSettings(env, { defaultBasePriceCents: 2499, serviceFeePercent: 20 });
    }
  });
});

describe('pricing in workerd (property)', () => {
  it('stores base + fee = total, the fee 20% of base rounded half-up, never negative, for any template price', async () => {
    const { cookie } = await createUserWithSession();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000_000 }), async (baseCents) => {
        const templateId = await insertTemplate(`Property template ${++n}-${baseCents}`, baseCents);
        const project = await createProject(cookie, { templateId });
        const row = (await projectRow(project.id))!;
        expect(row.base_price_cents).toBe(baseCents);
        expect(row.fee_cents).toBe(Math.floor((baseCents * 40 + 100) / 200));
        // Half-up: exactly half a cent goes up, anything else to the nearest cent.
        expect(Math.abs(row.fee_cents - baseCents * 0.2)).toBeLessThanOrEqual(0.5);
        if ((baseCents * 20) % 100 === 50) expect(row.fee_cents).toBe(Math.ceil(baseCents * 0.2));
        expect(row.total_price_cents).toBe(row.base_price_cents + row.fee_cents);
        expect(row.total_price_cents).toBeGreaterThanOrEqual(0);
        expect(project.totalPrice).toBe(`${Math.floor(row.total_price_cents / 100)}.${String(row.total_price_cents % 100).padStart(2, '0')}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/projects and /api/projects/:id', () => {
  it("lists only the caller's projects, newest first", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const a1 = await createProject(alice.cookie, { name: 'Alice One' });
    const a2 = await createProject(alice.cookie, { name: 'Alice Two' });
    await createProject(bob.cookie, { name: 'Bob One' });
    const res = await SELF.fetch(jsonRequest('/api/projects', 'GET', alice.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = await res.json<Envelope<ProjectJson[]>>();
    expect(data.map((p) => p.id)).toEqual([a2.id, a1.id]);
  });

  it("answers another user's, a missing and a malformed id with the same 404", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const own = await createProject(alice.cookie);
    const ok = await SELF.fetch(jsonRequest(`/api/projects/${own.id}`, 'GET', alice.cookie));
    expect(ok.status).toBe(200);
    expect((await ok.json<Envelope<ProjectJson>>()).data.id).toBe(own.id);

    const bodies = new Set<string>();
    for (const id of [String(own.id), '999999', '0', '-1', 'abc', '1.5', '99999999999999999999', '1e3']) {
      const res = await SELF.fetch(jsonRequest(`/api/projects/${id}`, 'GET', bob.cookie));
      expect(res.status, id).toBe(404);
      bodies.add(JSON.stringify((await res.json<Envelope<never>>()).error));
    }
    expect([...bodies]).toEqual([JSON.stringify({ code: 'NOT_FOUND', message: 'Project not found' })]);
    expect((await SELF.fetch(jsonRequest(`/api/projects/${own.id}`, 'GET', null))).status).toBe(401);
  });
});
