import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { getDb } from '~core/db/client.server';
import { projects } from '~core/db/schema';
import { GENERATION_RATE_LIMIT } from '~core/lib/generation/steps';
import { parseProjectId } from '~core/lib/projects';
import { projectAccess, projectFor } from '~core/access/projects.server';
import { PROJECT_NOT_FOUND } from '~core/models/projects.server';
import { beginGeneration } from '~core/models/begin-generation.server';
import { HttpError } from '../envelope';
import type { V1Env } from './auth';
import { envelope, errorResponses, ErrorSchema, GenerateBody, GenerationStartedSchema, ProjectIdParam } from './schemas';

async function setRequirements(env: V1Env['Bindings'], projectId: number, userId: string, requirements: string) {
  await getDb(env)
    .update(projects)
    .set({ requirements })
    .where(and(eq(projects.id, projectId), projectAccess('write', { id: userId })));
}

export function registerGenerationRoutes(v1: OpenAPIHono<V1Env>) {
  v1.openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/generate',
      tags: ['AI Generation'],
      summary: 'Start AI generation of a paid project',
      description: `The project must be paid and pending or failed (a failed run is retried free). At most ${GENERATION_RATE_LIMIT} generations per user per hour. Poll GET /api/projects/{id}/status or listen to GET /api/projects/{id}/events for progress; a project.generation.completed or .failed webhook follows.`,
      security: [{ bearerAuth: [] }],
      request: {
        params: ProjectIdParam,
        body: { required: false, content: { 'application/json': { schema: GenerateBody } } },
      },
      responses: {
        202: { description: 'Generation started', content: { 'application/json': { schema: envelope(GenerationStartedSchema) } } },
        400: errorResponses[400],
        401: errorResponses[401],
        402: { description: 'The project is not paid', content: { 'application/json': { schema: ErrorSchema } } },
        404: errorResponses[404],
        409: { description: 'Already generating or completed', content: { 'application/json': { schema: ErrorSchema } } },
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const user = c.get('user')!;
      const id = parseProjectId(c.req.valid('param').id);
      const project = id === null ? null : await projectFor(c.env, user, id, 'write');
      if (!project) throw new HttpError(404, PROJECT_NOT_FOUND.code, PROJECT_NOT_FOUND.message);
      const custom = c.req.valid('json')?.customRequirements?.trim();
      // The composer reads the project's requirements; a refused start puts the old ones back.
      if (custom) await setRequirements(c.env, project.id, user.id, custom);
      const started = await beginGeneration(c.env, { projectId: project.id, userId: user.id, requestUrl: c.req.url });
      if (!started.ok) {
        if (custom) await setRequirements(c.env, project.id, user.id, project.requirements);
        if ('retryAfterSeconds' in started && started.retryAfterSeconds) c.header('Retry-After', String(started.retryAfterSeconds));
        const code = started.status === 429 ? 'RATE_LIMITED' : started.code;
        throw new HttpError(started.status, code, started.message);
      }
      return c.json(
        {
          success: true as const,
          data: { id: project.id, name: started.name, status: 'generating' as const, generatedUrl: null, runId: started.runId, version: started.version },
        },
        202,
      );
    },
  );
}
