import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { projectSchema } from '~core/lib/schemas/project';
import { deleteProject, readProject, replaceProjectFacts } from '~core/models/project-operations.server';
import { createProject, listProjectsForUser, toProjectDto } from '~core/models/projects.server';
import type { Project } from '~core/db/schema';
import { INVALIDATES_HEADER, invalidates, STORE_PAGES } from '~core/lib/http-cache';
import { HttpError } from '../envelope';
import { must } from '../refusal';
import { fieldErrors } from '../validation';
import { requireCaller, type V1Env } from './auth';
import { BusinessFactsSchema, CreateProjectBody, envelope, ErrorSchema, errorResponses, ProjectDeletedSchema, ProjectIdParam, ProjectSchema } from './schemas';

const security = [{ bearerAuth: [] }];

/** The public shape, without the owner's internal id. */
export function publicProject(p: Project) {
  const { userId: _owner, ...dto } = toProjectDto(p);
  return dto;
}

export function registerProjectRoutes(v1: OpenAPIHono<V1Env>) {
  v1.use('/projects', requireCaller);
  v1.use('/projects/*', requireCaller);

  v1.openapi(
    createRoute({
      method: 'get',
      path: '/projects',
      tags: ['Projects'],
      summary: "List the caller's projects, newest first",
      security,
      responses: {
        200: { description: 'Projects', content: { 'application/json': { schema: envelope(ProjectSchema.array()) } } },
        401: errorResponses[401],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const rows = await listProjectsForUser(c.env, c.get('user')!.id);
      return c.json({ success: true as const, data: rows.map(publicProject) }, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: 'post',
      path: '/projects',
      tags: ['Projects'],
      summary: 'Create a project (priced on the server; pay in the dashboard before generating)',
      description:
        'Send `facts` to state what the site may say. Without them, the facts read from `description` are stored and returned in `data.facts`: check them and correct them with PUT /projects/{id}/facts before generating.',
      security,
      request: { body: { required: true, content: { 'application/json': { schema: CreateProjectBody } } } },
      responses: {
        201: { description: 'Created', content: { 'application/json': { schema: envelope(ProjectSchema) } } },
        400: errorResponses[400],
        401: errorResponses[401],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const parsed = projectSchema.safeParse(c.req.valid('json'));
      if (!parsed.success) {
        throw new HttpError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid project', fieldErrors(parsed.error));
      }
      // No "What we understood" step here: what the extractor reads is stored, for the client to check (docs/decisions/140).
      const { project } = must(await createProject(c.env, c.get('user')!.id, parsed.data, { missingFacts: 'extract' }));
      c.header('Location', `/api/v1/projects/${project.id}`);
      return c.json({ success: true as const, data: publicProject(project) }, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}',
      tags: ['Projects'],
      summary: 'Get one of your projects',
      security,
      request: { params: ProjectIdParam },
      responses: {
        200: { description: 'The project', content: { 'application/json': { schema: envelope(ProjectSchema) } } },
        401: errorResponses[401],
        404: errorResponses[404],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { project } = must(await readProject(c.env, c.get('user')!, c.req.valid('param').id));
      return c.json({ success: true as const, data: publicProject(project) }, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: 'delete',
      path: '/projects/{id}',
      tags: ['Projects'],
      summary: 'Delete one of your projects',
      description:
        'Deletes the project with its site versions, facts, images, store listing and custom domain; its address stops serving the site. What was paid stays on record. Refused with 409 GENERATION_RUNNING while a generation runs: wait until it has finished.',
      security,
      request: { params: ProjectIdParam },
      responses: {
        200: { description: 'Deleted', content: { 'application/json': { schema: envelope(ProjectDeletedSchema) } } },
        401: errorResponses[401],
        404: errorResponses[404],
        409: { description: 'A generation is running', content: { 'application/json': { schema: ErrorSchema } } },
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { id, wasListed } = must(await deleteProject(c.env, c.get('user')!, c.req.valid('param').id));
      // A listed project's store pages are purged like a publish's (docs/decisions/162).
      if (wasListed) c.header(INVALIDATES_HEADER, invalidates(STORE_PAGES)[INVALIDATES_HEADER]);
      return c.json({ success: true as const, data: { id, deleted: true as const } }, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: 'put',
      path: '/projects/{id}/facts',
      tags: ['Projects'],
      summary: "Replace a project's business facts",
      description:
        'The whole set of facts the site may state (fields left out are removed). Used by the next generation or section regeneration; a generated site is re-rendered with them when its owner saves in the site editor.',
      security,
      request: { params: ProjectIdParam, body: { required: true, content: { 'application/json': { schema: BusinessFactsSchema } } } },
      responses: {
        200: { description: 'The project with its new facts', content: { 'application/json': { schema: envelope(ProjectSchema) } } },
        400: errorResponses[400],
        401: errorResponses[401],
        404: errorResponses[404],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { project } = must(await replaceProjectFacts(c.env, c.get('user')!, c.req.valid('param').id, c.req.valid('json')));
      return c.json({ success: true as const, data: publicProject(project) }, 200);
    },
  );
}
