import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';

async function generatedSite() {
  const owner = await createUserWithSession();
  // The e-mail in the description is a fact, so the site has a contact section whose words can be edited.
  const project = await insertProject(owner.id, { name: 'Harbor Street Bakery', description: 'Sourdough, pastries and coffee by the harbour since 1998. Write to hello@harborstreet.example.' });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function save(projectId: number, cookie: string, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/projects/${projectId}/edit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const hero = (overrides: Record<string, string> = {}) => ({
  section: 'hero',
  tagline: 'Fresh every morning',
  heroHeading: 'Bread worth waking up for',
  heroText: 'Sourdough and pastries baked by the harbour.',
  primaryAction: 'Visit us',
  ...overrides,
});

const versionCount = async (projectId: number) =>
  (await env.DB.prepare('select count(*) as n from site_versions where project_id = ?').bind(projectId).first<{ n: number }>())!.n;

describe('site editor /projects/:id/edit (docs/decisions/110)', () => {
  it('shows the current words section by section in labelled fields', async () => {
    const { owner, project } = await generatedSite();
    const res = await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of ['hero-heroHeading', 'hero-tagline', 'about-text', 'contact-contactText', 'closing-heading']) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    const source = await env.SITES.get(`sources/${project.id}/v1.json`);
    const { content } = (await source!.json()) as { content: { heroHeading: string } };
    expect(html).toContain(content.heroHeading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('saves an edit as a new version rendered with escaping, leaving the old version intact', async () => {
    const { owner, project } = await generatedSite();
    const v1Before = await (await env.SITES.get(`sites/${project.id}/v1/index.html`))!.text();
    const res = await save(project.id, owner.cookie, hero({ heroHeading: '<script>alert(1)</script> Bread & "butter"' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/projects/${project.id}/edit?saved=2#hero`);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bread &amp; &quot;butter&quot;');
    expect(live).not.toContain('<script>alert(1)');
    expect(live).toContain('Fresh every morning');
    expect(await (await env.SITES.get(`sites/${project.id}/v1/index.html`))!.text()).toBe(v1Before);
    const row = await env.DB.prepare('select kind, note, file_count, files_version from site_versions where project_id = ? and version = 2')
      .bind(project.id)
      .first();
    expect(row).toEqual({ kind: 'edit', note: 'Edited hero', file_count: 6, files_version: null });
    expect(await env.DB.prepare('select current_version from projects where id = ?').bind(project.id).first()).toEqual({ current_version: 2 });
    // Editing again builds on the edited words.
    expect((await save(project.id, owner.cookie, { section: 'contact', contactText: 'Call us any day.' })).status).toBe(302);
    const again = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(again).toContain('Call us any day.');
    expect(again).toContain('Bread &amp; &quot;butter&quot;');
  });

  it('answers bad input with field errors (400) and writes nothing', async () => {
    const { owner, project } = await generatedSite();
    const cases: [Record<string, string>, string][] = [
      [hero({ heroHeading: '   ' }), 'Headline is required.'],
      [hero({ heroText: 'x'.repeat(50_000) }), 'Introduction must be at most 320 characters.'],
      [{ section: 'about', heading: 'About us', text: 'y'.repeat(50_000) }, 'About text must be at most 48000 characters.'],
      [{ section: 'nope' }, 'Choose a section to save.'],
    ];
    for (const [fields, message] of cases) {
      const res = await save(project.id, owner.cookie, fields);
      expect(res.status, message).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await versionCount(project.id)).toBe(1);
    expect((await env.SITES.list({ prefix: `sites/${project.id}/v2/` })).objects).toHaveLength(0);
  });

  it('answers 404 to anyone but the owner', async () => {
    const { project } = await generatedSite();
    const stranger = await createUserWithSession();
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await save(project.id, stranger.cookie, hero())).status).toBe(404);
    expect((await save(999999, stranger.cookie, hero())).status).toBe(404);
    expect(await versionCount(project.id)).toBe(1);
  });

  it("edits the offerings section's words; its items stay the business's facts, and there is no hours form", async () => {
    const { owner, project } = await generatedSite();
    const res = await save(project.id, owner.cookie, { section: 'services', heading: 'What we <b>bake</b>', intro: 'Everything is baked before sunrise & more.' });
    expect(res.status).toBe(302);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('What we &lt;b&gt;bake&lt;/b&gt;');
    expect(live).toContain('Everything is baked before sunrise &amp; more.');
    // The offerings are the ones read from the description, unchanged by the edit.
    expect(live).toMatch(/<h3 dir="auto">Sourdough<\/h3>/);
    const bad = await save(project.id, owner.cookie, { section: 'services', heading: '', intro: 'Y' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Heading is required.');
    for (const section of ['hours', 'pricing']) {
      const gone = await save(project.id, owner.cookie, { section, hours: 'Every day | 9 – 5' });
      expect(gone.status, section).toBe(400);
    }
    expect(await versionCount(project.id)).toBe(2);
  });
});
