import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { projectAccessSql, projectFor } from '~core/access/projects.server';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { createProject } from './project-helpers';

// The one project access rule (docs/decisions/201), asked directly and through pages and the API. The access
// matrix calls every route as a support member; this file pins the rule itself.
async function people() {
  const owner = await createUserWithSession();
  const other = await createUserWithSession();
  const support = await createUserWithSession();
  await env.DB.prepare("update users set staff_role = 'support' where id = ?").bind(support.id).run();
  const project = await createProject(owner.cookie);
  return { owner, other, support, project };
}

describe('projectFor', () => {
  it('gives the owner read and write, a support member read only, anyone else nothing', async () => {
    const { owner, other, support, project } = await people();
    expect((await projectFor(env, owner, project.id, 'read'))?.id).toBe(project.id);
    expect((await projectFor(env, owner, project.id, 'write'))?.id).toBe(project.id);
    expect((await projectFor(env, support, project.id, 'read'))?.id).toBe(project.id);
    expect(await projectFor(env, support, project.id, 'write')).toBeNull();
    expect(await projectFor(env, other, project.id, 'read')).toBeNull();
    expect(await projectFor(env, other, project.id, 'write')).toBeNull();
    expect(await projectFor(env, owner, project.id + 1_000_000, 'read')).toBeNull();
  });

  it('stops reading for a support member the moment the grant is removed', async () => {
    const { support, project } = await people();
    await env.DB.prepare('update users set staff_role = null where id = ?').bind(support.id).run();
    expect(await projectFor(env, support, project.id, 'read')).toBeNull();
  });

  it('treats a deleted project as missing for everyone, in drizzle and in raw SQL (docs/decisions/260)', async () => {
    const { owner, support, project } = await people();
    await env.DB.prepare('update projects set deleted_at = ? where id = ?').bind(Date.now(), project.id).run();
    for (const actor of [owner, support]) {
      expect(await projectFor(env, actor, project.id, 'read')).toBeNull();
      expect(await projectFor(env, actor, project.id, 'write')).toBeNull();
      const sqlRead = await env.DB.prepare(`select id from projects p where p.id = ?1 and ${projectAccessSql('read', '?2', 'p')}`).bind(project.id, actor.id).first();
      expect(sqlRead).toBeNull();
    }
    const rename = await env.DB.prepare(`update projects set name = 'x' where id = ?1 and ${projectAccessSql('write', '?2')}`).bind(project.id, owner.id).run();
    expect(rename.meta.changes).toBe(0);
  });

  it('refuses an unknown grant in the database', async () => {
    const { other } = await people();
    await expect(env.DB.prepare("update users set staff_role = 'admin' where id = ?").bind(other.id).run()).rejects.toThrow(/CHECK/);
  });
});

describe('projectAccessSql in a conditional write', () => {
  it('changes the owner’s row and leaves it alone for a support member', async () => {
    const { owner, support, project } = await people();
    const rename = (userId: string, name: string) =>
      env.DB.prepare(`update projects set name = ?1 where id = ?2 and ${projectAccessSql('write', '?3')}`).bind(name, project.id, userId).run();
    expect((await rename(support.id, 'Support wrote this')).meta.changes).toBe(0);
    expect((await rename(owner.id, 'Owner wrote this')).meta.changes).toBe(1);
    const readable = (userId: string) =>
      env.DB.prepare(`select id from projects p where p.id = ?1 and ${projectAccessSql('read', '?2', 'p')}`).bind(project.id, userId).first();
    expect(await readable(support.id)).toEqual({ id: project.id });
  });
});

describe('a support member through the front doors', () => {
  it('reads a project page and the API answer, and every write is refused as not found', async () => {
    const { support, project } = await people();
    const page = await SELF.fetch(`${ORIGIN}/projects/${project.id}`, { headers: { Cookie: support.cookie, Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const api = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}`, { headers: { Cookie: support.cookie } });
    expect(api.status).toBe(200);
    expect((await api.json<{ data: { id: number } }>()).data.id).toBe(project.id);
    const facts = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/facts`, {
      method: 'PUT',
      headers: { Cookie: support.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(facts.status).toBe(404);
  });
});

describe('a support member and a generated site', () => {
  it('downloads the site and reads its versions, but cannot start a generation', async () => {
    const owner = await createUserWithSession();
    const support = await createUserWithSession();
    await env.DB.prepare("update users set staff_role = 'support' where id = ?").bind(support.id).run();
    const project = await insertProject(owner.id);
    expect((await generate(support.cookie, project.id)).status).toBe(404);
    expect((await generate(owner.cookie, project.id)).status).toBe(202);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    const download = await SELF.fetch(jsonRequest(`/api/projects/${project.id}/download`, 'GET', support.cookie));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('zip');
    await download.body?.cancel();
    const versions = await SELF.fetch(`${ORIGIN}/projects/${project.id}/versions`, { headers: { Cookie: support.cookie, Accept: 'text/html' } });
    expect(versions.status).toBe(200);
  });
});
