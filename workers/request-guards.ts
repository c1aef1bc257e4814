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
export async function withSessionRefresh(request: Request, env: Env, handle: () => Promise<Response>): Promise<Response> {
  const hasSession = (request.headers.get('Cookie') ?? '').includes(`${SESSION_COOKIE}=`);
  const refreshed = hasSession ? await refreshSessionCookie(env, request).catch(() => null) : null;
  const response = await handle();
  if (!refreshed) return response;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return response;
  const renewed = new Response(response.body, response);
  renewed.headers.append('Set-Cookie', refreshed);
  return renewed;
}
