import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { redactRequestSchema } from '~core/lib/schemas/redact';
import { listActiveTemplates } from '~core/models/templates.server';
import { fail } from '../envelope';
import { fieldErrors } from '../validation';
import { identify, type V1Env } from './auth';
import { registerGenerationRoutes } from './generation';
import { registerProjectRoutes } from './projects';
import { registerVersionRoutes } from './versions';
import { rateLimit } from '../rate-limit';
import { envelope, errorResponses, ErrorSchema, RedactResultSchema, TemplateSchema } from './schemas';
import { API_LIMITS_TEXT } from '~core/lib/api-limits';

/** The versioned public API. Every route is declared with zod schemas, which also produce the OpenAPI document. */
export const v1 = new OpenAPIHono<V1Env>({
  defaultHook: (result, c) => {
    if (!result.success) {
      const fields = fieldErrors(result.error);
      return fail(c, 400, 'VALIDATION_ERROR', result.error.issues[0]?.message ?? 'Invalid request.', fields);
    }
  },
});

v1.use(
  bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.'),
  }),
);
v1.use(identify);
v1.use(rateLimit);
v1.use(async (c, next) => {
  const allowed = allowedMethods(c.req.path.replace(/^\/api\/v1/, '') || '/');
  if (allowed && !allowed.includes(c.req.method)) {
    c.header('Allow', allowed.join(', '));
    return fail(c, 405, 'METHOD_NOT_ALLOWED', `${c.req.method} is not supported here. Allowed: ${allowed.join(', ')}.`);
  }
  await next();
});

v1.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  description: 'A personal API token created in Dashboard → Developer settings.',
});

v1.openapi(
  createRoute({
    method: 'get',
    path: '/templates',
    tags: ['Templates'],
    summary: 'List active website templates',
    description: 'Public: no authentication needed.',
    responses: {
      200: { description: 'Active templates', content: { 'application/json': { schema: envelope(TemplateSchema.array()) } } },
      429: errorResponses[429],
    },
  }),
  async (c) => c.json({ success: true as const, data: await listActiveTemplates(c.env) }, 200),
);

registerProjectRoutes(v1);
registerGenerationRoutes(v1);
registerVersionRoutes(v1);

// Served by workers/api/redact.ts (mounted ahead of this app for its 1 MB body limit); documented here from
// the same request schema so the reference and the route cannot disagree.
v1.openAPIRegistry.registerPath({
  method: 'post',
  path: '/redact',
  tags: ['Redactor'],
  summary: 'Redact personal and building data from text (nothing is stored)',
  description: 'Public. Up to 1 MB of text. Optional categories (all by default) and consistent numbered placeholders.',
  request: { body: { required: true, content: { 'application/json': { schema: redactRequestSchema } } } },
  responses: {
    200: { description: 'The redaction result', content: { 'application/json': { schema: envelope(RedactResultSchema) } } },
    400: errorResponses[400],
    413: { description: 'Text larger than 1 MB', content: { 'application/json': { schema: ErrorSchema } } },
    429: errorResponses[429],
  },
});

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Fairstack API',
    version: '1.0.0',
    description:
      `Create website projects, start AI generation and follow its progress. Limits per user: ${API_LIMITS_TEXT}; every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.`,
  },
  servers: [{ url: '/api/v1' }],
};

v1.doc31('/openapi.json', OPENAPI_INFO);

let documentCache: ReturnType<typeof v1.getOpenAPI31Document> | null = null;
/** The document served at /api/v1/openapi.json, generated once per isolate. */
export function openApiDocument() {
  documentCache ??= v1.getOpenAPI31Document(OPENAPI_INFO);
  return documentCache;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
let allowedCache: { pattern: RegExp; methods: string[] }[] | null = null;

/**
 * The methods the document lists for the documented path `path` matches (plus HEAD with GET, and the
 * document's own address), or null for a path it does not document: other methods answer 405 with `Allow`
 * (docs/decisions/157).
 */
export function allowedMethods(path: string): string[] | null {
  allowedCache ??= [
    ...Object.entries(openApiDocument().paths ?? {}).map(([documented, item]) => ({
      pattern: new RegExp(`^${documented.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`),
      methods: HTTP_METHODS.filter((m) => m in (item ?? {})).map((m) => m.toUpperCase()),
    })),
    { pattern: /^\/openapi\.json$/, methods: ['GET'] },
  ].map(({ pattern, methods }) => ({ pattern, methods: methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods }));
  return allowedCache.find((p) => p.pattern.test(path))?.methods ?? null;
}
