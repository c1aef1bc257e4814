import { Hono } from 'hono';
import { ownedMediaFile, quotaText, storageUsed, uploadPhoto } from '~core/models/photos.server';
import { projectFor } from '~core/access/projects.server';
import { imageCodecsFor } from '../images';
import { requireApiUser, type AuthedEnv } from './auth-middleware';
import { fail, ok } from './envelope';
import { refuse } from './refusal';
import { PROJECT_NOT_FOUND } from '~core/lib/outcome';
import { parseProjectId } from '~core/lib/projects';

/**
 * The business's own images for one project (mounted at /api/projects; docs/decisions/180): the upload the
 * photos page sends with JavaScript (progress bar), and the owner's view of each stored file. Owner only;
 * anyone else gets the same 404 as a missing project. The form without JavaScript posts to the page itself.
 */

export const photosApi = new Hono<AuthedEnv>()
  .post('/:id/photos', requireApiUser, async (c) => {
    const projectId = parseProjectId(c.req.param('id'));
    const user = c.get('user');
    // Ownership before anything about the body: a stranger learns nothing from a validation error.
    if (!projectId || !(await projectFor(c.env, user, projectId, 'write'))) return refuse(c, PROJECT_NOT_FOUND);
    const added = await uploadPhoto(c.env, imageCodecsFor(c.executionCtx), c.req.raw, { projectId, userId: user.id });
    if (!added.ok) return refuse(c, added);
    const used = await storageUsed(c.env, user.id);
    return ok(c, { photo: added.photo, storage: { used, text: quotaText(used) } }, 201);
  })
  .get('/:id/photos/:photoId/:file', requireApiUser, async (c) => {
    const projectId = parseProjectId(c.req.param('id'));
    const object = projectId
      ? await ownedMediaFile(c.env, { projectId, userId: c.get('user').id, photoId: c.req.param('photoId'), file: c.req.param('file') })
      : null;
    if (!object) return fail(c, 404, 'NOT_FOUND', 'Image not found');
    return new Response(object.body, {
      headers: {
        'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
        'Content-Length': String(object.size),
        // The bytes behind a name never change; only the owner's browser keeps them.
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: object.httpEtag,
      },
    });
  });
