import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { listOwnVersions, restoreOwnVersion } from '~core/models/site-versions.server';
import { must } from '../refusal';
import type { V1Env } from './auth';
import { envelope, errorResponses, ErrorSchema, ProjectIdParam } from './schemas';

const security = [{ bearerAuth: [] }];

const SiteVersionSchema = z
  .object({
    version: z.number().int(),
    kind: z.enum(['generation', 'edit', 'section', 'restore']),
    note: z.string().nullable().openapi({ example: 'Restored version 1' }),
    filesVersion: z.number().int().openapi({ description: 'The version whose files this one serves (itself unless it is a restore).' }),
    fileCount: z.number().int(),
    totalBytes: z.number().int(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    current: z.boolean().openapi({ description: 'The version the site serves.' }),
    live: z.boolean().openapi({ description: 'Serves the same files as the current version: restoring it would change nothing.' }),
  })
  .openapi('SiteVersion');

const SiteVersionsSchema = z
  .object({ currentVersion: z.number().int().nullable(), versions: SiteVersionSchema.array() })
  .openapi('SiteVersions');

const VersionParams = ProjectIdParam.extend({
  // Any string: a malformed number is refused with 400 to the owner only (anyone else gets the project's 404).
  version: z.string().openapi({ param: { name: 'version', in: 'path' }, example: '1' }),
});

/** The versions of a generated site and their restore (docs/decisions/110, 271), from the model the page uses. */
export function registerVersionRoutes(v1: OpenAPIHono<V1Env>) {
  v1.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/versions',
      tags: ['Projects'],
      summary: "List the versions of a project's website, newest first",
      security,
      request: { params: ProjectIdParam },
      responses: {
        200: { description: 'The versions', content: { 'application/json': { schema: envelope(SiteVersionsSchema) } } },
        401: errorResponses[401],
        404: errorResponses[404],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { currentVersion, versions } = must(await listOwnVersions(c.env, c.get('user')!.id, c.req.valid('param').id));
      const data = { currentVersion, versions: versions.map((v) => ({ ...v, createdAt: new Date(v.createdAt).toISOString() })) };
      return c.json({ success: true as const, data }, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/versions/{version}/restore',
      tags: ['Projects'],
      summary: 'Restore a version of a completed website',
      description:
        'Publishes the version again as a new version, with its business facts, logo and photos; nothing is deleted. Refused with 409 ALREADY_LIVE when the version is the live one or serves the same files (nothing is changed).',
      security,
      request: { params: VersionParams },
      responses: {
        201: { description: 'Restored as a new version', content: { 'application/json': { schema: envelope(z.object({ version: z.number().int() })) } } },
        400: errorResponses[400],
        401: errorResponses[401],
        404: errorResponses[404],
        409: { description: 'Already live, not completed, or changed meanwhile', content: { 'application/json': { schema: ErrorSchema } } },
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param');
      const { version: restored } = must(await restoreOwnVersion(c.env, c.get('user')!.id, id, { version }));
      return c.json({ success: true as const, data: { version: restored } }, 201);
    },
  );
}
