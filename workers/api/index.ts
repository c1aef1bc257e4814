import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { admin } from './admin';
import { auth } from './auth';
import { fail, HttpError } from './envelope';
import { refuse } from './refusal';
import { generation } from './generation';
import { health } from './health';
import { newsletter } from './newsletter';
import { redact } from './redact';
import { paymentsApi } from './payments';
import { photosApi } from './photos';
import { projectsApi } from './projects';
import { publishedAppsApi } from './published-apps';
import { templatesApi } from './templates';
import { v1 } from './v1';
import { versionsApi } from './versions';
import type { ApiEnv } from './types';
import { webhooksApi } from './webhooks';

/**
 * The API routes by its address exactly as every guard in front of it reads it (`URL.pathname`, percent-encoding
 * kept): Hono's default path decodes it, so `POST /api/%73ubscribe` reached the newsletter while the write limits,
 * the CSRF exemption and the token check compared `/api/%73ubscribe` and saw no route of theirs (finding 29,
 * docs/decisions/268). Route parameters are still decoded by `c.req.param`.
 */
export const api = new Hono<ApiEnv>({ getPath: (request) => new URL(request.url).pathname }).basePath('/api');

api.use(async (c, next) => {
  c.set('requestId', crypto.randomUUID());
  await next();
  c.header('X-Request-Id', c.get('requestId'));
});

api.route('/health', health);
api.route('/', auth);
api.route('/templates', templatesApi);
api.route('/subscribe', newsletter);
api.route('/projects', projectsApi);
api.route('/published-apps', publishedAppsApi);
api.route('/create-payment-intent', paymentsApi);
api.route('/webhooks', webhooksApi);
// Before '/v1': the redaction route takes up to 1 MB of text, more than v1's 64 KB body limit.
api.route('/v1/redact', redact);
api.route('/v1', v1);
api.route('/admin', admin);
api.route('/projects', generation);
api.route('/projects', photosApi);
api.route('/projects', versionsApi);

api.notFound((c) => fail(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`));

api.onError((error, c) => {
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  c.header('X-Request-Id', requestId);
  if (error instanceof HttpError) return refuse(c, error);
  if (error instanceof HTTPException && error.status === 415) {
    return fail(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  if (error instanceof HTTPException && error.status === 413) {
    return fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
  if (error instanceof SyntaxError || (error instanceof HTTPException && /json/i.test(error.message))) {
    return fail(c, 400, 'BAD_JSON', 'The request body is not valid JSON.');
  }
  if (error instanceof HTTPException && error.status < 500) {
    return fail(c, error.status as 400, 'BAD_REQUEST', error.message || 'Bad request.');
  }
  console.error(JSON.stringify({ level: 'error', requestId, path: c.req.path, message: String(error) }));
  return fail(c, 500, 'INTERNAL_ERROR', `Something went wrong on our side. Reference: ${requestId}`);
});
