import { env, SELF } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createApiToken } from '~core/models/api-tokens.server';
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
    expect(listing).toContain(`href="/sites/${project.slug}/" target="_blank" rel="noopener" class="font-medium underline">View your site</a>`);

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

  it('refuses to restore what is live already, on the page and the API, writing nothing (docs/decisions/271)', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const pointer = () => env.DB.prepare('select current_version, updated_at from projects where id = ?').bind(project.id).first();
    const apiRestore = (version: string) => SELF.fetch(jsonRequest(`/api/projects/${project.id}/versions/${version}/restore`, 'POST', owner.cookie));

    // The live version itself, on the page and on the API.
    const again = await restore(project.id, owner.cookie, '2');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Version 2 is already live. Nothing was changed.');
    const live = await apiRestore('2');
    expect(live.status).toBe(409);
    expect(await live.json()).toEqual({ success: false, error: { code: 'ALREADY_LIVE', message: 'Version 2 is already live. Nothing was changed.' } });

    // Restoring version 1 makes version 3; restoring version 1 again, or version 3, would make a twin of it.
    const first = await apiRestore('1');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, data: { version: 3 } });
    const before = await pointer();
    const twice = await restore(project.id, owner.cookie, '1');
    expect(twice.status).toBe(409);
    const html = await twice.text();
    expect(html).toContain('Version 1 is already live: the live version 3 shows the same site. Nothing was changed.');
    expect(html).not.toContain('is now live');
    for (const version of ['1', '3']) {
      const res = await apiRestore(version);
      expect(res.status, version).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ALREADY_LIVE');
    }
    expect(await versionRows(project.id)).toHaveLength(3);
    expect(await pointer()).toEqual(before);

    // The page offers no Restore button for a version that shows the live site, and marks it.
    const listing = await (await page(`/projects/${project.id}/versions`, owner.cookie)).text();
    expect(listing).not.toContain('name="version" value="1"');
    expect(listing).not.toContain('name="version" value="3"');
    expect(listing).toContain('name="version" value="2"');
    expect(listing).toContain('Same as live');

    // A version of other files is still restored: version 2 again, as version 4.
    const back = await apiRestore('2');
    expect(back.status).toBe(201);
    expect(await back.json()).toEqual({ success: true, data: { version: 4 } });
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain('Second Name Cafe');
  });

  it('lists and restores versions through the API for the owner alone, refusing bad input with a 400', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const listed = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/versions`, 'GET', owner.cookie));
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { data: { currentVersion: number; versions: { version: number; current: boolean; live: boolean; createdAt: string }[] } };
    expect(body.data.currentVersion).toBe(2);
    expect(body.data.versions.map((v) => [v.version, v.current, v.live])).toEqual([
      [2, true, true],
      [1, false, false],
    ]);
    expect(body.data.versions[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const version of ['abc', '0', '1.5']) {
      const res = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/versions/${version}/restore`, 'POST', owner.cookie));
      expect(res.status, version).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Choose a version to restore.', fields: { version: ['Choose a version to restore.'] } },
      });
    }
    const missing = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/versions/9/restore`, 'POST', owner.cookie));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('VERSION_NOT_FOUND');
    const stranger = await createUserWithSession();
    for (const [method, path] of [
      ['GET', `/api/projects/${project.id}/versions`],
      ['POST', `/api/projects/${project.id}/versions/1/restore`],
      ['POST', `/api/projects/${project.id}/versions/abc/restore`],
    ] as const) {
      const res = await SELF.fetch(jsonRequest(path, method, stranger.cookie));
      expect(res.status, path).toBe(404);
    }
    expect((await SELF.fetch(jsonRequest(`/api/projects/${project.id}/versions/1/restore`, 'POST', null))).status).toBe(401);
    expect(await versionRows(project.id)).toHaveLength(2);
  });

  it('lists and restores through /api/v1 with a token, refusing what is live with ALREADY_LIVE, as documented', async () => {
    const { owner, project } = await siteWithTwoVersions();
    const { token } = await createApiToken(env, owner.id, 'versions');
    const v1 = (method: string, path: string) => SELF.fetch(`${ORIGIN}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
    const listed = await v1('GET', `/projects/${project.id}/versions`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: { currentVersion: number } }).data.currentVersion).toBe(2);
    const restored = await v1('POST', `/projects/${project.id}/versions/1/restore`);
    expect(restored.status).toBe(201);
    expect(await restored.json()).toEqual({ success: true, data: { version: 3 } });
    const twice = await v1('POST', `/projects/${project.id}/versions/1/restore`);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('ALREADY_LIVE');
    expect((await v1('POST', `/projects/${project.id}/versions/x/restore`)).status).toBe(400);
    expect(await versionRows(project.id)).toHaveLength(3);
    // Another user's token gets the project's 404.
    const stranger = await createUserWithSession();
    const other = await createApiToken(env, stranger.id, 'other');
    const foreign = await SELF.fetch(`${ORIGIN}/api/v1/projects/${project.id}/versions/2/restore`, { method: 'POST', headers: { Authorization: `Bearer ${other.token}` } });
    expect(foreign.status).toBe(404);
    // Documented, with the refusal named.
    const doc = (await (await SELF.fetch(`${ORIGIN}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { description?: string }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/projects/{id}/versions', '/projects/{id}/versions/{version}/restore']));
    expect(doc.paths['/projects/{id}/versions/{version}/restore'].post.description).toContain('ALREADY_LIVE');
  });
});
