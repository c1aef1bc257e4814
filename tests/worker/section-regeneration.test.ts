import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';

async function generatedSite() {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name: 'Harbor Street Bakery' });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project };
}

function regenerate(projectId: number, cookie: string, section: string) {
  return SELF.fetch(`${ORIGIN}/projects/${projectId}/edit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'regenerate', section }).toString(),
  });
}

type Source = { content: { heroHeading: string; tagline: string; closing: { heading: string }; about: unknown; contactText: string } };
const source = async (projectId: number, version: number) => (await (await env.SITES.get(`sources/${projectId}/v${version}.json`))!.json()) as Source;
const versionCount = async (projectId: number) =>
  (await env.DB.prepare('select count(*) as n from site_versions where project_id = ?').bind(projectId).first<{ n: number }>())!.n;

/** Pretends `n` section regenerations of the project (or generations of the user) happened just now. */
async function ledger(projectId: number, userId: string, n: number, kind: 'section' | 'generation') {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare(
      `insert into generation_runs (project_id, user_id, provider, kind, status, step, progress, version, started_at, finished_at)
       values (?, ?, 'composer', ?, 'completed', 'done', 100, null, ?, ?)`,
    )
      .bind(projectId, userId, kind, Date.now(), Date.now())
      .run();
  }
}

describe('regenerate one section (docs/decisions/110)', () => {
  it('replaces only that section with a new deterministic variation, as a new version', async () => {
    const { owner, project } = await generatedSite();
    const before = await source(project.id, 1);
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toContain('20 of 20 section regenerations left today.');

    const res = await regenerate(project.id, owner.cookie, 'closing');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/projects/${project.id}/edit?regenerated=2`);
    const after = await source(project.id, 2);
    expect(after.content.heroHeading).toBe(before.content.heroHeading);
    expect(after.content.about).toEqual(before.content.about);
    expect(after.content.contactText).toBe(before.content.contactText);
    const row = await env.DB.prepare('select kind, note from site_versions where project_id = ? and version = 2').bind(project.id).first();
    expect(row).toEqual({ kind: 'section', note: 'Regenerated closing call to action' });
    const served = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(served).toContain(after.content.closing.heading.replace(/&/g, '&amp;').replace(/'/g, '&#39;').slice(0, 10));

    // Several draws of the hero give at least two different headlines (the seed changes each time).
    const headings = new Set([before.content.heroHeading]);
    for (let i = 0; i < 4; i++) {
      expect((await regenerate(project.id, owner.cookie, 'hero')).status).toBe(302);
      const current = (await env.DB.prepare('select current_version as v from projects where id = ?').bind(project.id).first<{ v: number }>())!.v;
      const s = await source(project.id, current);
      headings.add(s.content.heroHeading + s.content.tagline);
    }
    expect(headings.size).toBeGreaterThan(1);
    const left = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(left).toContain('15 of 20 section regenerations left today.');
  });

  it('stops at 20 per project per day with a message, writing nothing', async () => {
    const { owner, project } = await generatedSite();
    // Another user's rows keep the owner's hourly limit out of the way; the daily cap is per project.
    await ledger(project.id, 'someone-else', 20, 'section');
    const res = await regenerate(project.id, owner.cookie, 'hero');
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('at most 20 sections of this website per day');
    expect(await versionCount(project.id)).toBe(1);
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/edit`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toContain('0 of 20 section regenerations left today.');
  });

  it('counts against the 10-per-hour generation limit, both ways', async () => {
    const { owner, project } = await generatedSite();
    // The first generation was one start; nine more reach the limit.
    await ledger(project.id, owner.id, 9, 'generation');
    const res = await regenerate(project.id, owner.cookie, 'hero');
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('at most 10 generations per hour');
    expect(await versionCount(project.id)).toBe(1);

    // And a section regeneration uses up one of the hour's generation starts.
    const other = await generatedSite();
    expect((await regenerate(other.project.id, other.owner.cookie, 'hero')).status).toBe(302);
    const starts = await env.DB.prepare('select count(*) as n from generation_runs where user_id = ?').bind(other.owner.id).first<{ n: number }>();
    expect(starts!.n).toBe(2);
  });

  it('refuses unknown sections (400) and foreign projects (404)', async () => {
    const { owner, project } = await generatedSite();
    expect((await regenerate(project.id, owner.cookie, 'footer')).status).toBe(400);
    const stranger = await createUserWithSession();
    expect((await regenerate(project.id, stranger.cookie, 'hero')).status).toBe(404);
    expect(await versionCount(project.id)).toBe(1);
  });
});
