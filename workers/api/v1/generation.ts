import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { GENERATION_RATE_LIMIT } from '~core/lib/generation/steps';
import { startProjectGeneration } from '~core/models/project-operations.server';
import { withGenerationLimitHeaders } from '../rate-limit';
import { must } from '../refusal';
import type { V1Env } from './auth';
import { envelope, errorResponses, ErrorSchema, GenerateBody, GenerationStartedSchema, ProjectIdParam } from './schemas';

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
      const customRequirements = c.req.valid('json')?.customRequirements;
      const outcome = await startProjectGeneration(c.env, c.get('user')!, c.req.valid('param').id, { customRequirements, requestUrl: c.req.url });
      const { started } = must(withGenerationLimitHeaders(c, outcome));
      return c.json({ success: true as const, data: started }, 202);
    },
  );
}
