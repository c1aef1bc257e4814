import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { projectFor } from '~core/access/projects.server';
import { parseProjectId } from '~core/lib/projects';
import { projectSchema } from '~core/lib/schemas/project';
import { saveFactsForUser } from '~core/models/facts.server';
import {
  createProject,
  listProjectsForUser,
  PROJECT_NOT_FOUND,
  toProjectDto,
} from '~core/models/projects.server';
import type { Project } from '~core/db/schema';
import { HttpError } from '../envelope';
import { fieldErrors } from '../validation';
import { requireCaller, type V1Env } from './auth';
import { BusinessFactsSchema, CreateProjectBody, envelope, errorResponses, ProjectIdParam, ProjectSchema } from './schemas';

const security = [{ bearerAuth: [] }];

// Thrown rather than returned so each handler's typed response stays the documented success shape.
const notFound = () => new HttpError(404, PROJECT_NOT_FOUND.code, PROJECT_NOT_FOUND.message);

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
      const result = await createProject(c.env, c.get('user')!.id, parsed.data, { missingFacts: 'extract' });
      if (!result.ok) throw new HttpError(result.status, result.code, result.message, result.fields);
      c.header('Location', `/api/v1/projects/${result.project.id}`);
      return c.json({ success: true as const, data: publicProject(result.project) }, 201);
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
      const id = parseProjectId(c.req.valid('param').id);
      const project = id === null ? null : await projectFor(c.env, c.get('user')!, id, 'read');
      if (!project) throw notFound();
      return c.json({ success: true as const, data: publicProject(project) }, 200);
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
      const id = parseProjectId(c.req.valid('param').id);
      if (id === null) throw notFound();
      const result = await saveFactsForUser(c.env, c.get('user')!.id, id, c.req.valid('json'));
      if (!result.ok) throw notFound();
      return c.json({ success: true as const, data: publicProject(result.project) }, 200);
    },
  );
}
