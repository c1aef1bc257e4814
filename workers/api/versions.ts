import { Hono } from 'hono';
import { listOwnVersions, restoreOwnVersion } from '~core/models/site-versions.server';
import { requireApiUser, type AuthedEnv } from './auth-middleware';
import { ok } from './envelope';
import { refuse } from './refusal';

/**
 * The versions of the owner's site (mounted at /api/projects; docs/decisions/110, 271): the list the versions page
 * shows, and the restore its form posts. The same model answers both, so restoring what is live already is
 * refused the same way: 409 `ALREADY_LIVE`, nothing written. Anyone but the owner gets the same 404.
 */
export const versionsApi = new Hono<AuthedEnv>()
  .get('/:id/versions', requireApiUser, async (c) => {
    const listed = await listOwnVersions(c.env, c.get('user').id, c.req.param('id'));
    if (!listed.ok) return refuse(c, listed);
    return ok(c, {
      currentVersion: listed.currentVersion,
      versions: listed.versions.map((v) => ({ ...v, createdAt: new Date(v.createdAt).toISOString() })),
    });
  })
  .post('/:id/versions/:version/restore', requireApiUser, async (c) => {
    const restored = await restoreOwnVersion(c.env, c.get('user').id, c.req.param('id'), { version: c.req.param('version') });
    if (!restored.ok) return refuse(c, restored);
    return ok(c, { version: restored.version }, 201);
  });
