import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiToken } from '~core/models/api-tokens.server';
import { loadBriefInput } from '~core/models/generation-runs.server';
import { FACT_WRITE_RULES } from '~core/platform/write-limit.server';
import { readSource } from '~core/lib/sites/source.server';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { createProject, formRequest, page } from './project-helpers';

/*
 * Business facts as stored data (docs/decisions/140, 143): the "What we understood" step, the APIs and the
 * way into generation, all through the one schema in core/lib/facts/schema.ts.
 */

const BAKERY =
  'Sourdough bakery in Portland, Oregon run by Ana Souza. We bake country loaves, cardamom buns and rye crackers. Call 503-555-0142 or write to hello@anas-bakery.example.';

async function storedFacts(id: number): Promise<unknown> {
  const row = await env.DB.prepare('select facts from projects where id = ?').bind(id).first<{ facts: string | null }>();
  return row?.facts ? JSON.parse(row.facts) : null;
}

function v1(path: string, token: string, init: RequestInit = {}) {
  return SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.7', ...(init.headers ?? {}) },
  });
}

/** A complete, valid facts form as the step posts it. */
function factsForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'save',
    'offerings.0.name': 'Country loaf',
    'offerings.0.description': 'Long-fermented sourdough',
    'offerings.0.price': '$9',
    'offerings.1.name': 'Cardamom bun',
    'offerings.1.description': '',
    'offerings.1.price': '',
    'hours.mode': 'days',
    'hours.days.mon.status': 'closed',
    'hours.days.wed.status': 'open',
    'hours.days.wed.intervals.0.open': '07:00',
    'hours.days.wed.intervals.0.close': '14:00',
    'hours.days.thu.status': 'unstated',
    'hours.days.thu.intervals.0.open': '',
    'hours.days.thu.intervals.0.close': '',
    'hours.note': '',
    'contact.email': 'orders@anas-bakery.example',
    'contact.phone': '(503) 555-0199',
    'contact.address': '12 Alder St, Portland',
    'contact.bookingUrl': '',
    'people.0.name': 'Ana Souza',
    'people.0.role': 'Owner and baker',
    place: 'Portland, Oregon',
    'social.0': 'https://instagram.example/anasbakery',
    ...overrides,
  };
}

describe('the "What we understood" step', () => {
  it('shows the facts read from the description as editable fields, and writes nothing on GET', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    expect(await storedFacts(project.id)).toBeNull();
    const res = await SELF.fetch(page(`/projects/${project.id}/facts`, owner.cookie));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('What we understood');
    expect(html).toMatch(/name="contact\.phone"[^>]*value="503-555-0142"/);
    expect(html).toMatch(/name="contact\.email"[^>]*value="hello@anas-bakery\.example"/);
    // The sign-in e-mail is offered as an explicit choice, never filled in.
    expect(html).toContain(owner.id);
    expect(html).not.toMatch(new RegExp(`value="${owner.id}@example\\.test"`));
    expect(html).toMatch(/name="contact\.useSignInEmail"(?![^>]*checked)/);
    expect(await storedFacts(project.id)).toBeNull();
  });

  it('saves valid facts and continues to checkout, which shows them with a link back', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm()));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/checkout/${project.id}`);
    expect(await storedFacts(project.id)).toEqual({
      offerings: [{ name: 'Country loaf', description: 'Long-fermented sourdough', price: '$9' }, { name: 'Cardamom bun' }],
      hours: { days: { mon: { status: 'closed' }, wed: { status: 'open', intervals: [{ open: '07:00', close: '14:00' }] } }, appointmentOnly: false },
      serviceHours: [],
      timetable: [],
      contact: { email: 'orders@anas-bakery.example', phone: '(503) 555-0199', address: '12 Alder St, Portland' },
      people: [{ name: 'Ana Souza', role: 'Owner and baker' }],
      place: 'Portland, Oregon',
      social: ['https://instagram.example/anasbakery'],
    });
    const checkout = await (await SELF.fetch(page(`/checkout/${project.id}`, owner.cookie))).text();
    expect(checkout).toContain('Your business facts');
    expect(checkout).toContain('(503) 555-0199');
    expect(checkout).toContain('07:00–14:00');
    expect(checkout).toContain(`href="/projects/${project.id}/facts"`);
  });

  it("shows, adds and saves a service's hours under their label, without JavaScript (docs/decisions/251)", async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, {
      description: 'The Anchor, a pub in Whitby. Open 11am–11pm daily. Food served 12–9 daily. Ring 01947 555 010.',
    });
    // The step shows what the extractor read: the opening hours, and the food-service hours with their label.
    const shown = await (await SELF.fetch(page(`/projects/${project.id}/facts`, owner.cookie))).text();
    expect(shown).toMatch(/name="serviceHours\.0\.label"[^>]*value="Food served"/);
    expect(shown).toMatch(/name="serviceHours\.0\.days\.mon\.intervals\.0\.open"[^>]*value="12:00"/);
    expect(shown).toMatch(/name="hours\.days\.mon\.intervals\.0\.open"[^>]*value="11:00"/);
    // "Add other hours" is a plain submit button: the step answers with an empty block to fill in, saving nothing.
    const added = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ intent: 'add:serviceHours' })));
    expect(added.status).toBe(200);
    expect(await added.text()).toMatch(/name="serviceHours\.0\.label"[^>]*autofocus/i);
    expect(await storedFacts(project.id)).toBeNull();
    // A label without days, and days without a label, are field errors; nothing is written.
    const bad = await SELF.fetch(
      formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ 'serviceHours.0.label': '', 'serviceHours.0.days.sat.status': 'closed', 'serviceHours.1.label': 'Kitchen', 'serviceHours.1.days.mon.status': 'unstated' })),
    );
    expect(bad.status).toBe(400);
    const errors = await bad.text();
    expect(errors).toContain('Hours label is required');
    expect(errors).toContain('Give these hours at least one day');
    expect(errors).toMatch(/name="serviceHours\.0\.label"[^>]*aria-invalid="true"/);
    expect(await storedFacts(project.id)).toBeNull();
    const saved = await SELF.fetch(
      formRequest(
        `/projects/${project.id}/facts`,
        owner.cookie,
        factsForm({
          'serviceHours.0.label': 'Kitchen <open>',
          'serviceHours.0.days.fri.status': 'open',
          'serviceHours.0.days.fri.intervals.0.open': '17:00',
          'serviceHours.0.days.fri.intervals.0.close': '21:30',
        }),
      ),
    );
    expect(saved.status).toBe(302);
    expect(((await storedFacts(project.id)) as { serviceHours: unknown }).serviceHours).toEqual([
      { label: 'Kitchen <open>', days: { fri: { status: 'open', intervals: [{ open: '17:00', close: '21:30' }] } } },
    ]);
    const checkout = await (await SELF.fetch(page(`/checkout/${project.id}`, owner.cookie))).text();
    expect(checkout).toContain('Kitchen &lt;open&gt;');
    expect(checkout).toContain('Friday 17:00–21:30');
  });

  it('proposes a class timetable, and saves the rows the owner confirms or corrects, without JavaScript (docs/decisions/267)', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, {
      description: 'Shotokan karate in Didcot.\nJuniors Mon & Wed 6–7pm, adults Mon & Wed 7–8.30pm.\nText 07700 900 118.',
    });
    // The step shows the rows the extractor read, to confirm: never as opening hours.
    const shown = await (await SELF.fetch(page(`/projects/${project.id}/facts`, owner.cookie))).text();
    expect(shown).toMatch(/name="timetable\.0\.activity"[^>]*value="Juniors"/);
    expect(shown).toMatch(/name="timetable\.0\.start"[^>]*value="18:00"/);
    expect(shown).not.toMatch(/name="hours\.days\.mon\.intervals\.0\.open"[^>]*value="18:00"/);
    // "Add a timetable row" is a plain submit button: an empty row to fill in, saving nothing.
    const added = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ intent: 'add:timetable' })));
    expect(await added.text()).toMatch(/name="timetable\.0\.day"[^>]*autofocus/i);
    expect(await storedFacts(project.id)).toBeNull();
    const saved = await SELF.fetch(
      formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ 'timetable.0.day': 'tue', 'timetable.0.start': '18:00', 'timetable.0.end': '19:00', 'timetable.0.activity': 'Juniors <8–12>' })),
    );
    expect(saved.status).toBe(302);
    expect(((await storedFacts(project.id)) as { timetable: unknown }).timetable).toEqual([{ day: 'tue', start: '18:00', end: '19:00', activity: 'Juniors <8–12>' }]);
    const checkout = await (await SELF.fetch(page(`/checkout/${project.id}`, owner.cookie))).text();
    expect(checkout).toContain('Tuesday 18:00 – 19:00 Juniors &lt;8–12&gt;');
  });

  it('answers field errors on bad values and writes nothing', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    const res = await SELF.fetch(
      formRequest(
        `/projects/${project.id}/facts`,
        owner.cookie,
        factsForm({
          'contact.phone': 'call us',
          'contact.email': 'not-an-email',
          'hours.days.wed.intervals.0.close': '25:00',
          'offerings.1.name': '',
          'offerings.1.price': '$3',
          'social.0': 'javascript:alert(1)',
        }),
      ),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Nothing was saved');
    expect(html).toContain('Phone may contain digits');
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('Use a 24-hour time');
    expect(html).toContain('Offering name is required');
    expect(html).toContain('Social link must be a web address');
    // Each error is tied to its field, and what was typed is shown again.
    expect(html).toMatch(/name="contact\.phone"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/value="call us"/);
    expect(await storedFacts(project.id)).toBeNull();
  });

  it('adds and removes rows without JavaScript, saving nothing until confirmed', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    const added = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ intent: 'add:offerings' })));
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toMatch(/name="offerings\.2\.name"[^>]*autofocus|autofocus[^>]*name="offerings\.2\.name"/i);
    const removed = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ intent: 'remove:offerings:0' })));
    const after = await removed.text();
    expect(after).not.toContain('Country loaf');
    expect(after).toContain('Cardamom bun');
    expect(await storedFacts(project.id)).toBeNull();
  });

  it('publishes the sign-in e-mail only when the owner ticks the choice', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    const both = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ 'contact.useSignInEmail': 'yes' })));
    expect(both.status).toBe(400);
    expect(await both.text()).toContain('not both');
    const chosen = await SELF.fetch(
      formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ 'contact.useSignInEmail': 'yes', 'contact.email': '' })),
    );
    expect(chosen.status).toBe(302);
    expect(((await storedFacts(project.id)) as { contact: { email: string } }).contact.email).toBe(`${owner.id}@example.test`);
  });

  it('is the owner’s only: another user gets 404 and cannot write', async () => {
    const owner = await createUserWithSession();
    const other = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    expect((await SELF.fetch(page(`/projects/${project.id}/facts`, other.cookie))).status).toBe(404);
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, other.cookie, factsForm()));
    expect(res.status).toBe(404);
    expect(await storedFacts(project.id)).toBeNull();
    expect((await SELF.fetch(page(`/projects/${project.id}/facts`, null))).status).not.toBe(200);
  });

  it('is rate limited: past the per-minute limit a save answers 429 and writes nothing', async () => {
    const owner = await createUserWithSession();
    const project = await createProject(owner.cookie, { description: BAKERY });
    // The limiter's windows are aligned to the clock: stay clear of a minute boundary.
    const now = Date.now();
    if (now % 60_000 > 45_000) await new Promise((r) => setTimeout(r, 60_000 - (now % 60_000) + 50));
    const limit = FACT_WRITE_RULES.find((r) => r.windowMs === 60_000)!.limit;
    for (let i = 0; i < limit; i++) {
      const res = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm({ intent: 'add:people' })));
      expect(res.status).toBe(200);
    }
    const refused = await SELF.fetch(formRequest(`/projects/${project.id}/facts`, owner.cookie, factsForm()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many changes to your facts');
    expect(await storedFacts(project.id)).toBeNull();
  }, 90_000);

  it('comes right after the create form', async () => {
    const owner = await createUserWithSession();
    // The form says the requirements stay private (docs/decisions/147), tied to the field for screen readers.
    const form = await (await SELF.fetch(page('/create', owner.cookie))).text();
    const hint = /<p id="([^"]+-requirements-hint)"[^>]*>([^<]+)<\/p>/.exec(form);
    expect(hint?.[2]).toMatch(/never appear on your website/);
    expect(form).toMatch(new RegExp(`<textarea[^>]*aria-describedby="${hint?.[1]}"[^>]*name="requirements"|<textarea[^>]*name="requirements"[^>]*aria-describedby="${hint?.[1]}"`));
    const res = await SELF.fetch(formRequest('/create', owner.cookie, { name: 'Ana’s Bakery', businessType: 'Restaurant', description: BAKERY, requirements: '', templateId: '' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/projects\/\d+\/facts\?created=1$/);
  });
});

describe('facts on the APIs', () => {
  it('POST /api/projects accepts facts, validates them with the one schema and returns them', async () => {
    const owner = await createUserWithSession();
    const bad = await SELF.fetch(
      jsonRequest('/api/projects', 'POST', owner.cookie, { name: 'Bakery', businessType: 'Restaurant', facts: { contact: { phone: 'x' }, offerings: [{ name: '' }] } }),
    );
    expect(bad.status).toBe(400);
    const body = await bad.json<{ success: boolean; error: { code: string; fields: Record<string, string[]> } }>();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['facts.contact.phone', 'facts.offerings.0.name']));
    const before = await env.DB.prepare('select count(*) as n from projects where user_id = ?').bind(owner.id).first<{ n: number }>();
    expect(before?.n).toBe(0);

    const created = await createProject(owner.cookie, { facts: { contact: { phone: '+1 503 555 0100' } } });
    const got = await (await SELF.fetch(jsonRequest(`/api/projects/${created.id}`, 'GET', owner.cookie))).json<{ data: { facts: { contact: { phone: string } } } }>();
    expect(got.data.facts.contact.phone).toBe('+1 503 555 0100');
  });

  it('PUT /api/projects/:id/facts replaces the facts for the owner only', async () => {
    const owner = await createUserWithSession();
    const other = await createUserWithSession();
    const project = await createProject(owner.cookie);
    const foreign = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/facts`, 'PUT', other.cookie, { place: 'Leeds' }));
    expect(foreign.status).toBe(404);
    const bad = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/facts`, 'PUT', owner.cookie, { hours: { days: { mon: { status: 'open', intervals: [] } } } }));
    expect(bad.status).toBe(400);
    expect(await storedFacts(project.id)).toBeNull();
    const ok = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/facts`, 'PUT', owner.cookie, { place: 'Leeds' }));
    expect(ok.status).toBe(200);
    expect(((await storedFacts(project.id)) as { place: string }).place).toBe('Leeds');
  });

  it('/api/v1 stores the extractor’s facts when a client sends none, and validates sent ones', async () => {
    const owner = await createUserWithSession();
    const { token } = await createApiToken(env, owner.id, 'facts');
    const res = await v1('/projects', token, { method: 'POST', body: JSON.stringify({ name: 'Ana’s Bakery', businessType: 'Restaurant', description: BAKERY }) });
    expect(res.status).toBe(201);
    const created = await res.json<{ data: { id: number; facts: { contact: { phone?: string; email?: string } } } }>();
    expect(created.data.facts.contact.phone).toBe('503-555-0142');
    expect(await storedFacts(created.data.id)).toEqual(created.data.facts);

    const bad = await v1('/projects', token, { method: 'POST', body: JSON.stringify({ name: 'X', businessType: 'Restaurant', facts: { social: ['ftp://x'] } }) });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: { code: string } }>()).error.code).toBe('VALIDATION_ERROR');

    const put = await v1(`/projects/${created.data.id}/facts`, token, { method: 'PUT', body: JSON.stringify({ contact: { phone: '503 555 0111' } }) });
    expect(put.status).toBe(200);
    expect((await put.json<{ data: { facts: { contact: { phone: string } } } }>()).data.facts.contact.phone).toBe('503 555 0111');
    const wrong = await v1(`/projects/${created.data.id}/facts`, token, { method: 'PUT', body: JSON.stringify({ contact: { email: 'nope' } }) });
    expect(wrong.status).toBe(400);
    expect(((await storedFacts(created.data.id)) as { contact: { phone: string } }).contact.phone).toBe('503 555 0111');
  });

  it('the OpenAPI document describes facts from the same schema', async () => {
    const doc = await (await SELF.fetch(`${ORIGIN}/api/v1/openapi.json`)).json<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    const facts = doc.components.schemas.BusinessFacts;
    expect(Object.keys(facts?.properties ?? {})).toEqual(expect.arrayContaining(['offerings', 'hours', 'contact', 'people', 'place', 'social']));
    expect(doc.paths['/projects/{id}/facts']?.put).toBeTruthy();
    expect(JSON.stringify(doc.components.schemas.Project)).toContain('BusinessFacts');
  });
});

describe('facts into generation', () => {
  it('loadBriefInput passes the stored facts, never the sign-in e-mail', async () => {
    const owner = await createUserWithSession();
    const { id } = await insertProject(owner.id, { description: BAKERY });
    expect((await loadBriefInput(env, id))?.facts).toBeNull();
    await env.DB.prepare('update projects set facts = ? where id = ?').bind('{not json', id).run();
    expect((await loadBriefInput(env, id))?.facts).toBeNull();
    const facts = { offerings: [{ name: 'Rye crackers' }], contact: { phone: '503 555 0177' } };
    await env.DB.prepare('update projects set facts = ? where id = ?').bind(JSON.stringify(facts), id).run();
    const input = await loadBriefInput(env, id);
    expect(input?.facts?.offerings).toEqual([{ name: 'Rye crackers' }]);
    expect(input?.facts?.contact.phone).toBe('503 555 0177');
    expect(JSON.stringify(input)).not.toContain(`${owner.id}@example.test`);
  });

  it('a generated site’s brief carries the confirmed facts', async () => {
    const owner = await createUserWithSession();
    const { id } = await insertProject(owner.id, { description: BAKERY });
    await env.DB.prepare('update projects set facts = ? where id = ?')
      .bind(JSON.stringify({ offerings: [{ name: 'Rye crackers' }], contact: { phone: '503 555 0177' } }), id)
      .run();
    expect((await generate(owner.cookie, id)).status).toBe(202);
    expect((await waitForOutcome(owner.cookie, id)).status).toBe('completed');
    const source = await readSource(env.SITES, id, 1);
    expect(source?.brief.facts.offerings).toEqual([{ name: 'Rye crackers' }]);
    expect(source?.brief.facts.contact.phone).toBe('503 555 0177');
    expect(JSON.stringify(source)).not.toContain(`${owner.id}@example.test`);
  });
});
