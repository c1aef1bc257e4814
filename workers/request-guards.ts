import { refreshSessionCookie, SESSION_COOKIE } from '../app/utils/session.server';
import type { Env } from './env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Called by other servers, authenticated by their own signature, never by a browser's cookies. */
export const CSRF_EXEMPT_PATHS = new Set(['/api/webhooks/stripe', '/api/webhooks/stripe/']);

function refererOrigin(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for every state-changing request (API routes and Remix actions alike), on top of
 * SameSite=Lax cookies: a non-GET/HEAD request that carries cookies must come from our own origin
 * (`Origin`, else `Referer`, else `Sec-Fetch-Site: same-origin`). Requests without cookies carry no
 * ambient authority; `Authorization: Bearer` requests cannot be forged cross-site (the header needs a
 * CORS preflight we never grant); the Stripe webhook is signed. Returns the refusal, or null to proceed.
 */
export function csrfRefusal(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (!request.headers.get('Cookie')) return null;
  const url = new URL(request.url);
  if (CSRF_EXEMPT_PATHS.has(url.pathname)) return null;
  if (/^Bearer\s+\S/i.test(request.headers.get('Authorization') ?? '')) return null;
  const origin = request.headers.get('Origin') ?? refererOrigin(request);
  if (origin === url.origin) return null;
  if (origin === null && request.headers.get('Sec-Fetch-Site') === 'same-origin') return null;

  const message = 'Cross-site request refused. Reload the page and try again.';
  const headers = { 'Cache-Control': 'no-store', Vary: 'Origin' };
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return Response.json({ success: false, error: { code: 'CSRF_REJECTED', message } }, { status: 403, headers });
  }
  return new Response(message, { status: 403, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Runs `handle` and, when the session cookie is due for its daily slide (see refreshSessionCookie), adds the
 * renewed cookie to the response, unless the handler already set or cleared the session cookie itself.
 */
export async function withSessionRefresh(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  handle: () => Promise<Response>,
): Promise<Response> {
  const hasSession = (request.headers.get('Cookie') ?? '').includes(`${SESSION_COOKIE}=`);
  const refreshed = hasSession ? await refreshSessionCookie(env, request, (write) => ctx.waitUntil(write)).catch(() => null) : null;
  const response = await handle();
  if (!refreshed) return response;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return response;
  const renewed = new Response(response.body, response);
  renewed.headers.append('Set-Cookie', refreshed);
  return renewed;
}

/** Form posts up to this size are checked before Remix sees them (the redactor's no-JS limit is 3 MB). */
const MAX_CHECKED_FORM_BYTES = 4 * 1024 * 1024;

/** The whole body when it is at most `max` bytes, else null (then it is left unread here). */
async function bodyUpTo(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A multipart form post whose body cannot be parsed (no boundary, or a body that does not match it) made
 * every Remix action that reads `request.formData()` answer 500; found by the fuzz (issue 12). Such a post
 * is the client's fault: answer 400 before Remix runs. Bodies over 4 MB are left to the action (each has its
 * own limit), so nothing big is read twice.
 */
export async function unreadableFormRefusal(request: Request): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return null;
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_CHECKED_FORM_BYTES) return null;
  try {
    const bytes = await bodyUpTo(request.clone().body!, MAX_CHECKED_FORM_BYTES);
    if (!bytes) return null;
    await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
    return null;
  } catch {
    return new Response('The form could not be read. Please go back and try again.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
