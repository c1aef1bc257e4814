import { env, SELF } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';

/** A project generated twice: version 1 says 'First Name Cafe', version 2 'Second Name Cafe'. */
async function siteWithTwoVersions() {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name: 'First Name Cafe' });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  await env.DB.prepare("update projects set name = 'Second Name Cafe', status = 'failed' where id = ?").bind(project.id).run();
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(2);
  return { owner, project };
}

function page(path: string, cookie: string) {
  return SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
}

function restore(projectId: number, cookie: string, version: string) {
  return SELF.fetch(`${ORIGIN}/projects/${projectId}/versions`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ version }).toString(),
  });
}

const versionRows = async (projectId: number) =>
  (
    await env.DB.prepare('select version, kind, files_version, note from site_versions where project_id = ? order by version')
      .bind(projectId)
      .all()
  ).results;

describe('site versions (docs/decisions/110)', () => {
  it('lists every version with what made it, and previews any version at /sites/{slug}/v/{n}/', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const res = await page(`/projects/${project.id}/versions`, owner.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Version 1');
    expect(html).toContain('Version 2');
    expect(html).toContain('Generation');
    expect(html).toContain(`/sites/${project.slug}/v/1/`);
    expect(html).toContain(`/api/projects/${project.id}/download?version=1`);

    const asOwner = { headers: { Cookie: owner.cookie } };
    const v1 = await siteFetch(`/sites/${project.slug}/v/1/`, asOwner);
    expect(v1.status).toBe(200);
    expect(v1.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await v1.text()).toContain('First Name Cafe');
    expect(await (await siteFetch(`/sites/${project.slug}/v/2/`, asOwner)).text()).toContain('Second Name Cafe');
    const bare = await siteFetch(`/sites/${project.slug}/v/1`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('Location')).toBe(`${ORIGIN}/sites/${project.slug}/v/1/`);
    expect((await siteFetch(`/sites/${project.slug}/v/9/`, asOwner)).status).toBe(404);
    // The current site is still version 2.
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('Second Name Cafe');
  });

  it('restores version 1 as a new version 3 that serves the old files, deleting nothing', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const res = await restore(project.id, owner.cookie, '1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/projects/${project.id}/versions?restored=3`);
    expect(await versionRows(project.id)).toEqual([
      { version: 1, kind: 'generation', files_version: null, note: null },
      { version: 2, kind: 'generation', files_version: null, note: null },
      { version: 3, kind: 'restore', files_version: 1, note: 'Restored version 1' },
    ]);
    const current = await env.DB.prepare('select current_version from projects where id = ?').bind(project.id).first();
    expect(current).toEqual({ current_version: 3 });
    const served = await (await siteFetch(`/sites/${project.slug}/`)).text();
    expect(served).toContain('First Name Cafe');
    expect(served).not.toContain('Second Name Cafe');
    expect(await (await siteFetch(`/sites/${project.slug}/v/3/`, { headers: { Cookie: owner.cookie } })).text()).toContain('First Name Cafe');
    // Both earlier file sets are still in R2.
    expect(await env.SITES.head(`sites/${project.id}/v1/index.html`)).not.toBeNull();
    expect(await env.SITES.head(`sites/${project.id}/v2/index.html`)).not.toBeNull();
    const listing = await (await page(`/projects/${project.id}/versions?restored=3`, owner.cookie)).text();
    expect(listing).toContain('Restored version 1');
    // Said once, not "Restore: Restored version 1".
    expect(listing).not.toContain('Restore: ');
    expect(listing).toContain('Version 3 is now live.');

    // Restoring version 2 again makes version 4 that serves version 2's files.
    expect((await restore(project.id, owner.cookie, '2')).status).toBe(302);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('Second Name Cafe');
  });

  it('refuses bad restore input and the current version with a message, writing nothing', async () => {
    const { owner, project } = await siteWithTwoVersions();
    for (const [version, status] of [
      ['abc', 400],
      ['', 400],
      ['0', 400],
      ['7', 404],
      ['2', 409],
    ] as const) {
      const res = await restore(project.id, owner.cookie, version);
      expect(res.status, `version=${version}`).toBe(status);
    }
    expect(await versionRows(project.id)).toHaveLength(2);
  });

  it('downloads any version as a zip with ?version=n', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const v1 = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download?version=1`, 'GET', owner.cookie));
    expect(v1.status).toBe(200);
    expect(v1.headers.get('Content-Disposition')).toBe(`attachment; filename="${project.slug}-v1.zip"`);
    const files = unzipSync(new Uint8Array(await v1.arrayBuffer()));
    expect(new TextDecoder().decode(files['index.html'])).toContain('First Name Cafe');
    const current = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download`, 'GET', owner.cookie));
    expect(current.headers.get('Content-Disposition')).toBe(`attachment; filename="${project.slug}-v2.zip"`);
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download?version=5`, 'GET', owner.cookie))).status).toBe(404);
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download?version=x`, 'GET', owner.cookie))).status).toBe(400);
    // A restored version downloads the files it serves.
    await restore(project.id, owner.cookie, '1');
    const v3 = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download?version=3`, 'GET', owner.cookie));
    expect(new TextDecoder().decode(unzipSync(new Uint8Array(await v3.arrayBuffer()))['index.html'])).toContain('First Name Cafe');
  });

  it('answers 404 to anyone but the owner: listing, restoring and downloading', async () => {
    const { project } = await siteWithTwoVersions();
    const stranger = await createUserWithSession();
    expect((await page(`/projects/${project.id}/versions`, stranger.cookie)).status).toBe(404);
    expect((await page(`/projects/999999/versions`, stranger.cookie)).status).toBe(404);
    expect((await restore(project.id, stranger.cookie, '1')).status).toBe(404);
    expect((await restore(project.id, stranger.cookie, 'abc')).status).toBe(404);
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download?version=1`, 'GET', stranger.cookie))).status).toBe(404);
    expect(await versionRows(project.id)).toHaveLength(2);
    const anonymous = await SELF.fetch(`${ORIGIN}/projects/${project.id}/versions`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
  });

  it('links completed projects to their versions from the dashboard and the project page', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const waiting = await insertProject(owner.id, { name: 'Still Waiting Co' });
    const dashboard = await (await page('/dashboard', owner.cookie)).text();
    expect(dashboard).toContain(`href="/projects/${project.id}/versions"`);
    expect(dashboard).toContain(`href="/projects/${project.id}/edit"`);
    expect(dashboard).not.toContain(`href="/projects/${waiting.id}/edit"`);
    expect(dashboard).toContain(`href="/projects/${project.id}/domain"`);
    expect(dashboard).not.toContain(`href="/projects/${waiting.id}/versions"`);
    const detail = await (await page(`/projects/${project.id}`, owner.cookie)).text();
    expect(detail).toContain(`href="/projects/${project.id}/versions"`);
  });
});
