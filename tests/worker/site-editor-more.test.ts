import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';

/** Site editor (docs/decisions/110), the rest: colours with a contrast check, highlights/process/FAQ, live preview. */

async function generatedSite(businessType = 'Restaurant', name = 'Harbor Street Bakery', description?: string) {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name, businessType, ...(description ? { description } : {}) });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

type Source = { content: Record<string, unknown> & { heroHeading: string }; palette?: Record<string, string> };
const source = async (projectId: number, version: number) => (await (await env.SITES.get(`sources/${projectId}/v${version}.json`))!.json()) as Source;
const versionCount = async (projectId: number) =>
  (await env.DB.prepare('select count(*) as n from site_versions where project_id = ?').bind(projectId).first<{ n: number }>())!.n;

/** The colour fields exactly as the editor shows them (its text inputs' values). */
async function shownPalette(projectId: number, cookie: string): Promise<Record<string, string>> {
  const html = await (await SELF.fetch(`${ORIGIN}/projects/${projectId}/edit`, { headers: { Cookie: cookie } })).text();
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input id="colours-(\w+)" name="\w+" type="text"[^>]*value="(#[0-9a-f]{6})"/g)) out[m[1]] = m[2];
  return out;
}

describe('colours', () => {
  it('shows the palette as #rrggbb fields and saves new colours as a new version rendered with them', async () => {
    const { owner, project } = await generatedSite();
    const palette = await shownPalette(project.id, owner.cookie);
    expect(Object.keys(palette)).toHaveLength(15);
    const v1 = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(v1).toContain(`--bg:${palette.bg}`);

    const res = await post(`/projects/${project.id}/edit`, owner.cookie, { section: 'colours', ...palette, bg: '#FFFFFF', surface: '#f4f4f4', primary: '#1F4E9A' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/projects/${project.id}/edit?saved=2#colours`);
    const live = await siteFetch(`/sites/${project.slug}/`);
    const html = await live.text();
    expect(html).toContain('--bg:#ffffff');
    expect(html).toContain('--primary:#1f4e9a');
    // The served page's CSP allows the new inline style by hash (the style block changed).
    expect(live.headers.get('Content-Security-Policy')).toMatch(/style-src 'sha256-/);
    const row = await env.DB.prepare('select kind, note from site_versions where project_id = ? and version = 2').bind(project.id).first();
    expect(row).toEqual({ kind: 'edit', note: 'Edited colours' });
    expect((await source(project.id, 2)).palette!.primary).toBe('#1f4e9a');
    // Version 1 keeps its colours; a later words edit keeps the new ones.
    expect(await (await env.SITES.get(`sites/${project.id}/v1/index.html`))!.text()).toContain(`--bg:${palette.bg}`);
    expect((await post(`/projects/${project.id}/edit`, owner.cookie, { section: 'contact', contactText: 'Ring the bell.' })).status).toBe(302);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('--primary:#1f4e9a');
    expect((await shownPalette(project.id, owner.cookie)).primary).toBe('#1f4e9a');
  });

  it('refuses values that are not colours and low contrast with a field error naming the ratio; nothing written', async () => {
    const { owner, project } = await generatedSite();
    const palette = await shownPalette(project.id, owner.cookie);
    const cases: [Record<string, string>, string][] = [
      [{ ...palette, primary: 'blue' }, 'Enter a colour as #RRGGBB'],
      [{ ...palette, bg: '#ffffff;}body{display:none' }, 'Enter a colour as #RRGGBB'],
      [{ ...palette, text: '' }, 'Enter a colour as #RRGGBB'],
      [{ ...palette, bg: '#ffffff', surface: '#ffffff', text: '#aaaaaa' }, 'Contrast 2.3:1 is below 4.5:1 against the background.'],
      [{ ...palette, primary: '#777777', onPrimary: '#888888', bg: '#ffffff', surface: '#ffffff' }, 'is below 4.5:1 against the primary colour.'],
    ];
    for (const [fields, message] of cases) {
      const res = await post(`/projects/${project.id}/edit`, owner.cookie, { section: 'colours', ...fields });
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await versionCount(project.id)).toBe(1);
    expect((await env.SITES.list({ prefix: `sites/${project.id}/v2/` })).objects).toHaveLength(0);
    expect((await env.SITES.list({ prefix: `sources/${project.id}/v2` })).objects).toHaveLength(0);
  });
});

describe('highlights, process and FAQ', () => {
  it('edits every section the site has, escaping the words, with limits on length and count', async () => {
    // Questions and answers need two facts to answer from: here the offerings and the e-mail.
    const { owner, project } = await generatedSite('Software company', 'Ledgerly', 'Bookkeeping, invoicing and payroll for freelancers. Write to hello@ledgerly.example today.');
    const v1 = await source(project.id, 1);
    // No invented plans: a site's prices are its offerings' own.
    expect(v1.content.pricing).toBeUndefined();
    expect(v1.content.faq).toBeDefined();
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    for (const id of ['highlights-items', 'faq-items']) expect(page).toContain(`for="${id}"`);
    expect(page).not.toContain('for="pricing-plan1Name"');

    const saves: Record<string, string>[] = [
      { section: 'highlights', items: 'Fast <i>setup</i> | Live in a day\nHonest | No lock-in & no tricks\nSupport | People who answer' },
      { section: 'faq', items: 'Is it "free"? | The Solo plan is.\nCan I leave? | Yes, export <everything> any time.' },
    ];
    for (const fields of saves) expect((await post(`/projects/${project.id}/edit`, owner.cookie, fields)).status, fields.section).toBe(302);
    const current = await source(project.id, 3);
    expect(current.content.highlights).toHaveLength(3);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('Fast &lt;i&gt;setup&lt;/i&gt;');
    expect(live).toContain('No lock-in &amp; no tricks');
    expect(live).toContain('Is it &quot;free&quot;?');
    expect(live).toContain('export &lt;everything&gt; any time.');

    const bad: [Record<string, string>, string][] = [
      [{ section: 'highlights', items: 'Only | one\nTwo | lines' }, 'Highlights: write 3 to 4 lines.'],
      [{ section: 'highlights', items: `A | ${'x'.repeat(50_000)}\nB | b\nC | c` }, 'Highlights must be at most 20000 characters.'],
      [{ section: 'faq', items: 'One question | one answer' }, 'Questions: write 2 to 6 lines.'],
      [{ section: 'faq', items: `Q? | ${'a'.repeat(600)}\nR? | r` }, 'Questions: keep names to 140 and descriptions to 500 characters.'],
    ];
    for (const [fields, message] of bad) {
      const res = await post(`/projects/${project.id}/edit`, owner.cookie, fields);
      expect(res.status, message).toBe(400);
      expect(await res.text(), message).toContain(message.replace(/"/g, '&quot;'));
    }
    expect(await versionCount(project.id)).toBe(3);
  });

  it('offers highlights and process steps only while the site draws them: not until it says how to reach the business', async () => {
    // Both invite the visitor ("Get in touch"); the site leaves them out without a way to reach the firm (docs/decisions/255).
    const { owner, project } = await generatedSite('Consulting firm', 'Quiet Advisory', 'Strategy and operations advice for small firms.');
    expect((await source(project.id, 1)).content.process).toBeDefined();
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).not.toContain('id="highlights-title"');
    expect(page).not.toContain('id="process-title"');
    expect(page).toContain('id="about-title"');
    expect(page).toContain('data-testid="waits-for-contact"');
    const refused: [Record<string, string>, string][] = [
      [{ section: 'highlights', items: 'A | a\nB | b\nC | c' }, 'This website has no highlights section.'],
      [{ section: 'process', heading: 'How', steps: 'a | b\nc | d\ne | f' }, 'This website has no how it works section.'],
    ];
    for (const [fields, message] of refused) {
      const res = await post(`/projects/${project.id}/edit`, owner.cookie, fields);
      expect(res.status, message).toBe(400);
      expect(await res.text(), message).toContain(message);
    }
    expect(page).not.toContain('Regenerate highlights');
    const regenerate = await post(`/projects/${project.id}/edit`, owner.cookie, { intent: 'regenerate', section: 'highlights' });
    expect(regenerate.status).toBe(409);
    expect(await regenerate.text()).toContain('This website shows no highlights: new words for it would change nothing.');
    expect(await versionCount(project.id)).toBe(1);
    // The refused regeneration used none of the day's allowance.
    expect(await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text()).toContain('20 of 20 section regenerations left today.');

    // With a way to reach it the same kind of site offers both, and says nothing of the kind.
    const reachable = await generatedSite('Consulting firm', 'Open Advisory', 'Strategy and operations advice for small firms. Call 0117 496 0123.');
    const offered = await (await SELF.fetch(`${ORIGIN}/projects/${reachable.project.id}/edit`, { headers: { Cookie: reachable.owner.cookie } })).text();
    expect(offered).toContain('id="highlights-title"');
    expect(offered).toContain('id="process-title"');
    expect(offered).not.toContain('data-testid="waits-for-contact"');
    expect(offered).toContain('Regenerate highlights');
  });

  it('edits the process steps of a site that has them, and refuses sections a site does not have', async () => {
    // A way to reach the firm: without one the process steps ("Get in touch") are not drawn (docs/decisions/255).
    const { owner, project } = await generatedSite('Consulting firm', 'Northwind Advisory', 'Strategy and operations advice for small firms. Write to hello@northwind.example.');
    const v1 = await source(project.id, 1);
    expect(v1.content.process).toBeDefined();
    const ok = await post(`/projects/${project.id}/edit`, owner.cookie, {
      section: 'process',
      heading: 'How we <em>work</em>',
      steps: 'Listen | We ask first\nPlan | A written plan\nDeliver | On time',
    });
    expect(ok.status).toBe(302);
    const live = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(live).toContain('How we &lt;em&gt;work&lt;/em&gt;');
    expect(live).toContain('A written plan');
    expect((await post(`/projects/${project.id}/edit`, owner.cookie, { section: 'process', heading: 'X', steps: 'a | b' })).status).toBe(400);

    const bakery = await generatedSite();
    expect((await source(bakery.project.id, 1)).content.process).toBeUndefined();
    {
      const res = await post(`/projects/${bakery.project.id}/edit`, bakery.owner.cookie, { section: 'process', heading: 'X', steps: 'a | b\nc | d\ne | f' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This website has no how it works section.');
    }
    expect(await versionCount(bakery.project.id)).toBe(1);
  });
});

describe('live preview /projects/:id/preview', () => {
  it('renders unsaved words and colours through the site templates, escaped, without writing anything', async () => {
    const { owner, project } = await generatedSite();
    // Without JavaScript: a sandboxed frame, and a Preview button per form that posts into it.
    const editor = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(editor).toMatch(/<iframe name="site-preview" title="Preview of your website" src="\/projects\/\d+\/preview" sandbox="allow-same-origin"/);
    // HTML attribute names are case-insensitive; React writes some of these in camel case.
    expect(editor.match(new RegExp(`formaction="/projects/${project.id}/preview"`, 'gi'))?.length).toBeGreaterThanOrEqual(5);
    expect(editor.match(/formtarget="site-preview"/gi)?.length).toBeGreaterThanOrEqual(5);

    const current = await SELF.fetch(`${ORIGIN}/projects/${project.id}/preview`, { headers: { Cookie: owner.cookie } });
    expect(current.status).toBe(200);
    expect(await current.text()).toContain((await source(project.id, 1)).content.heroHeading.slice(0, 8));

    const res = await post(`/projects/${project.id}/preview`, owner.cookie, {
      section: 'hero',
      tagline: 'Fresh every morning',
      heroHeading: 'Preview <script>alert(1)</script> & more',
      heroText: 'Sourdough.',
      primaryAction: 'Visit us',
    });
    expect(res.status).toBe(200);
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[^']+'/);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Preview &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>alert(1)');

    const palette = await shownPalette(project.id, owner.cookie);
    const colours = await post(`/projects/${project.id}/preview`, owner.cookie, { section: 'colours', ...palette, primary: '#123456' });
    expect(await colours.text()).toContain('--primary:#123456');

    // The editor's script sends every form at once: all unsaved changes show together.
    const both = await post(`/projects/${project.id}/preview`, owner.cookie, {
      drafts: JSON.stringify([
        { section: 'hero', tagline: 'T', heroHeading: 'Both <i>changes</i>', heroText: 'Sourdough.', primaryAction: 'Go' },
        { section: 'colours', ...palette, primary: '#654321' },
      ]),
    });
    expect(both.status).toBe(200);
    const bothHtml = await both.text();
    expect(bothHtml).toContain('Both &lt;i&gt;changes&lt;/i&gt;');
    expect(bothHtml).toContain('--primary:#654321');
    for (const drafts of ['not json', '[]', JSON.stringify([{ section: 'hero', heroHeading: 1 }]), JSON.stringify(Array(21).fill({ section: 'contact', contactText: 'x' }))]) {
      expect((await post(`/projects/${project.id}/preview`, owner.cookie, { drafts })).status, drafts.slice(0, 20)).toBe(400);
    }

    const bad = await post(`/projects/${project.id}/preview`, owner.cookie, { section: 'hero', heroHeading: '<b>x</b>' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Tagline is required.');
    expect(badHtml).not.toContain('<b>');

    expect(await versionCount(project.id)).toBe(1);
    expect((await env.SITES.list({ prefix: `sites/${project.id}/v2/` })).objects).toHaveLength(0);
  });

  it('answers 404 to anyone but the owner', async () => {
    const { project } = await generatedSite();
    const stranger = await createUserWithSession();
    expect((await SELF.fetch(`${ORIGIN}/projects/${project.id}/preview`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await post(`/projects/${project.id}/preview`, stranger.cookie, { section: 'hero' })).status).toBe(404);
    const anonymous = await SELF.fetch(`${ORIGIN}/projects/${project.id}/preview`, { redirect: 'manual' });
    expect([302, 401, 404]).toContain(anonymous.status);
  });
});
