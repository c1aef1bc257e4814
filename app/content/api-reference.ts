import { API_LIMITS_TEXT } from '~core/lib/api-limits';
import { GENERATION_RATE_LIMIT } from '~core/lib/generation/steps';

/**
 * The prose around the generated reference: what the OpenAPI document cannot say on its own.
 * Operations, parameters and shapes come from /api/v1/openapi.json (see app/lib/openapi-view.ts).
 */
export const API_GUIDE: Record<'authentication' | 'projects' | 'ai-generation' | 'webhooks', readonly string[]> = {
  authentication: [
    'Create a personal API token in Developer settings (from your Dashboard) and send it as Authorization: Bearer <token>. It is shown once and stored only as a hash; revoke it there at any time. Tokens act as you and never carry admin rights. The website itself uses your session cookie instead.',
    `Limits per user: ${API_LIMITS_TEXT}. Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; over a limit you get 429 with Retry-After and the code RATE_LIMITED.`,
    'Errors: { "success": false, "error": { "code": "VALIDATION_ERROR", "message": "Project name is required" } }. Bodies are JSON (application/json), at most 64 KB; unknown fields are refused.',
  ],
  projects: [
    'A project is one website: its description, server-computed price (base price plus a {feePercent} service fee), payment status and generation status. Pay for a project in the dashboard before generating it.',
  ],
  'ai-generation': [
    'Generation runs in the background: follow it with GET /api/projects/{id}/status (status, paymentStatus, generatedUrl, progress) or the server-sent events at GET /api/projects/{id}/events. A failed run can be retried free of charge.',
    `Starting a run counts against ${GENERATION_RATE_LIMIT} generations per user per hour: the answer carries RateLimit-Limit and RateLimit-Remaining for it, and over it you get 429 RATE_LIMITED with Retry-After and RateLimit-Reset.`,
  ],
  webhooks: [
    'Incoming: POST /api/webhooks/stripe receives the payment provider\'s signed events (public, signature-verified, 400 on failure, idempotent per event id).',
    'Outgoing: register an HTTPS endpoint in Developer settings. We POST project.generation.completed and project.generation.failed events as JSON with the header Fairstack-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with your endpoint secret>. Answer with any 2xx; failures are retried after 30 s, 2 min, 10 min, 1 h and 6 h, and every attempt is logged on the settings page.',
  ],
};

export const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verify(secret, rawBody, header) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1 ?? ''));
}`;
