import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { formRequest } from './project-helpers';

/*
 * The site editor's facts form (docs/decisions/144): a site made before facts were stored gets a draft read
 * from its description (no write on GET); saving stores the facts and publishes the site re-rendered with
 * them; the preview shows what they change; section regeneration uses the stored facts.
 */

const DESCRIPTION = 'Sourdough bakery by the harbour. We bake country loaves, cardamom buns and rye crackers. Call 503-555-0142.';

async function legacySite() {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name: 'Harbor Street Bakery', description: DESCRIPTION });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

const storedFacts = async (id: number) =>
  (await env.DB.prepare('select facts from projects where id = ?').bind(id).first<{ facts: string | null }>())?.facts ?? null;

const factsFields = (overrides: Record<string, string> = {}) => ({
  section: 'facts',
  intent: 'save',
  'offerings.0.name': 'Country loaf',
  'offerings.0.price': '$9',
  'offerings.1.name': 'Seeded rye',
  'hours.mode': 'days',
  'hours.days.sat.status': 'open',
  'hours.days.sat.intervals.0.open': '08:00',
  'hours.days.sat.intervals.0.close': '13:30',
  'contact.phone': '503 555 0199',
  place: 'Portland, Oregon',
  ...overrides,
});

describe('the editor’s facts form', () => {
  it('shows a legacy project’s facts read from its description as a draft, writing nothing', async () => {
    const { owner, project } = await legacySite();
    const res = await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Your business facts');
    expect(html).toContain('We read these facts from your description');
    expect(html).toMatch(/name="contact\.phone"[^>]*value="503-555-0142"/);
    expect(await storedFacts(project.id)).toBeNull();
  });

  it('saving stores the facts and publishes the site re-rendered with them', async () => {
    const { owner, project } = await legacySite();
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/edit`, owner.cookie, factsFields()));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/projects/${project.id}/edit?saved=2#facts`);
    expect(JSON.parse((await storedFacts(project.id))!).contact.phone).toBe('503 555 0199');
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('503 555 0199');
    // Links to call go to the corrected number only (the meta description still quotes the owner's words).
    const tels = [...live.matchAll(/href="tel:([^"]*)"/g)].map((m) => m[1]);
    expect(tels.length).toBeGreaterThan(0);
    expect(tels.every((t) => t.replace(/\D/g, '').endsWith('5035550199'))).toBe(true);
    expect(live).toContain('Seeded rye');
    const again = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(again).toContain('Your website states these facts and nothing else');
  });

  it('restoring an earlier version brings back the facts it states, so the project, the editor and the next save agree with the live site (docs/decisions/259)', async () => {
    const { owner, project } = await legacySite();
    // Version 2: the owner's facts, with a Seeded rye offering.
    expect((await SELF.fetch(formRequest(`/projects/${project.id}/edit`, owner.cookie, factsFields()))).status).toBe(302);
    // Version 3: the offering removed and another phone.
    const changed = factsFields({ 'offerings.1.name': '', 'contact.phone': '503 555 0123' });
    delete (changed as Record<string, string>)['offerings.1.name'];
    expect((await SELF.fetch(formRequest(`/projects/${project.id}/edit`, owner.cookie, changed))).status).toBe(302);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).not.toContain('Seeded rye');

    // Restoring version 2 serves its words, and the project's facts are version 2's again.
    const restored = await SELF.fetch(formRequest(`/projects/${project.id}/versions`, owner.cookie, { version: '2' }));
    expect(restored.status).toBe(302);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('Seeded rye');
    const facts = JSON.parse((await storedFacts(project.id))!);
    expect(facts.contact.phone).toBe('503 555 0199');
    expect(facts.offerings.map((o: { name: string }) => o.name)).toEqual(['Country loaf', 'Seeded rye']);
    const overview = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}`, { headers: { Cookie: owner.cookie } })).text();
    expect(overview).toContain('Seeded rye');
    expect(overview).not.toContain('503 555 0123');
  });

  it('bad values answer 400 with field errors; no version, no facts written', async () => {
    const { owner, project } = await legacySite();
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/edit`, owner.cookie, factsFields({ 'contact.phone': 'ring us', 'hours.days.sat.intervals.0.open': '8am' })));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Phone may contain digits');
    expect(html).toContain('Use a 24-hour time');
    expect(await storedFacts(project.id)).toBeNull();
    const versions = await env.DB.prepare('select count(*) as n from site_versions where project_id = ?').bind(project.id).first<{ n: number }>();
    expect(versions?.n).toBe(1);
  });

  it('another user can neither see nor save them', async () => {
    const { project } = await legacySite();
    const other = await createUserWithSession();
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await SELF.fetch(formRequest(`/projects/${project.id}/edit`, other.cookie, factsFields()))).status).toBe(404);
    expect(await storedFacts(project.id)).toBeNull();
  });

  it('the preview shows what the facts change, without saving', async () => {
    const { owner, project } = await legacySite();
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/preview`, owner.cookie, factsFields({ 'contact.phone': '503 555 0123' })));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('503 555 0123');
    expect(html).toContain('Seeded rye');
    expect(await storedFacts(project.id)).toBeNull();
    // With JavaScript every editor form travels as JSON drafts.
    const body = new URLSearchParams({ drafts: JSON.stringify([factsFields({ 'contact.phone': '503 555 0456' })]) });
    const live = await SELF.fetch(`${ORIGIN}/projects/${project.id}/preview`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(await live.text()).toContain('503 555 0456');
  });

  it('section regeneration renders with the stored facts', async () => {
    const { owner, project } = await legacySite();
    await env.DB.prepare('update projects set facts = ? where id = ?')
      .bind(JSON.stringify({ contact: { phone: '503 555 0777' }, offerings: [{ name: 'Seeded rye' }] }), project.id)
      .run();
    const res = await SELF.fetch(formRequest(`/projects/${project.id}/edit`, owner.cookie, { intent: 'regenerate', section: 'hero' }));
    expect(res.status).toBe(302);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('503 555 0777');
  });
});
