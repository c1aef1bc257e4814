import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { parseProjectId } from '../../../app/lib/projects';
import { projectSchema } from '../../../app/lib/schemas/project';
import {
  createProject,
  getProjectForUser,
  listProjectsForUser,
  PROJECT_NOT_FOUND,
  toProjectDto,
} from '../../../app/models/projects.server';
import type { Project } from '../../../app/db/schema';
import { HttpError } from '../envelope';
import { fieldErrors } from '../validation';
import { requireCaller, type V1Env } from './auth';
import { CreateProjectBody, envelope, errorResponses, ProjectIdParam, ProjectSchema } from './schemas';

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
      const result = await createProject(c.env, c.get('user')!.id, parsed.data);
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
      const project = id === null ? null : await getProjectForUser(c.env, c.get('user')!.id, id);
      if (!project) throw notFound();
      return c.json({ success: true as const, data: publicProject(project) }, 200);
    },
  );
}
