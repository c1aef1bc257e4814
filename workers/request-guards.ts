import { appOrigin } from '~core/platform/app-origin.server';
import { refreshSessionCookie, SESSION_COOKIE } from '~core/auth/session.server';
import type { Env } from '~core/env';
import { bodyUpTo } from '~core/platform/bounded-body';

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

/** `/api/v1` is the only place a request can be authenticated by a token instead of its cookies. */
function isTokenApiPath(pathname: string): boolean {
  return pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}

/**
 * CSRF defence for every state-changing request (API routes and Remix actions alike), on top of
 * SameSite=Lax cookies: a non-GET/HEAD request that carries cookies must come from the app's origin
 * (`APP_ORIGIN`, docs/decisions/153; `Origin`, else `Referer`, else `Sec-Fetch-Site: same-origin`).
 * Requests without cookies carry no ambient authority; the Stripe webhook is signed. A `Bearer` header skips
 * the check only under `/api/v1`, where the `identify` middleware then authenticates by the token alone
 * (an invalid one is a 401 before any handler) and never reads the cookie; anywhere else the header means
 * nothing and the cookie is what authenticates, so the check applies (docs/decisions/154).
 * Returns the refusal, or null to proceed.
 */
export function csrfRefusal(request: Request, env: Pick<Env, 'APP_ORIGIN' | 'ENVIRONMENT'>): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (!request.headers.get('Cookie')) return null;
  const url = new URL(request.url);
  if (CSRF_EXEMPT_PATHS.has(url.pathname)) return null;
  if (isTokenApiPath(url.pathname) && /^Bearer\s+\S/i.test(request.headers.get('Authorization') ?? '')) return null;
  const origin = request.headers.get('Origin') ?? refererOrigin(request);
  if (origin === appOrigin(env, request.url)) return null;
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

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

function refusal(status: 400 | 403 | 405 | 415, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

/** The methods Remix's router serves (`validRequestMethods` in @remix-run/router). */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Remix answers any other method with a 405 but logs it as a crash, and a GET or HEAD that carries a body makes
 * it throw while copying the request (an empty 500; docs/decisions/155). Both are answered here first.
 */
export function pageMethodRefusal(request: Request): Response | null {
  if (!PAGE_METHODS.has(request.method)) return refusal(405, 'This address takes GET, HEAD and form posts only.', { Allow: 'GET, HEAD, POST' });
  if (SAFE_METHODS.has(request.method) && request.body) return refusal(400, 'A GET or HEAD request carries no body.');
  return null;
}

/**
 * Remix actions read `request.formData()`, which throws (a 500) on any body that is not a form: no content
 * type, `text/plain`, JSON, XML (found by the attack, docs/decisions/155), or a multipart body that does not
 * match its boundary (found by the fuzz, docs/decisions/122). Such a request is the client's fault, so it is
 * answered before Remix runs: 415 for a body that is not a form at all, 400 for a multipart body that does
 * not parse. Multipart bodies over 4 MB are left to the action (each has its own limit), so nothing big is
 * read twice.
 */
export async function nonFormBodyRefusal(request: Request): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (!FORM_TYPE.test(type)) {
    return refusal(415, 'This address takes an HTML form post (application/x-www-form-urlencoded or multipart/form-data).');
  }
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) return null;
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_CHECKED_FORM_BYTES) return null;
  try {
    const bytes = await bodyUpTo(request.clone().body!, MAX_CHECKED_FORM_BYTES);
    if (!bytes) return null;
    await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
    return null;
  } catch {
    return refusal(400, 'The form could not be read. Please go back and try again.');
  }
}

/**
 * Remix refuses an action whose `Origin` does not name the request's host (`X-Forwarded-Host`, else `Host`) by
 * throwing, which it answers with an empty 500; an `Origin` that is not a URL throws too. Cookie-less posts
 * (sign-in, contact, newsletter) pass `csrfRefusal`, so a cross-site form, `Origin: null` or a stray
 * `X-Forwarded-Host` reached that 500 (docs/decisions/155). The same rule is applied here first and answered 403.
 */
export function foreignOriginRefusal(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get('Origin');
  if (!origin) return null;
  const forwarded = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('Host');
  let originHost: string | null = origin;
  if (origin !== 'null') {
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
  }
  if (host && originHost === host) return null;
  return refusal(403, 'Cross-site form post refused. Go back to the page, reload it and send the form again.');
}

/**
 * `?_data=` is Remix's pre-single-fetch data protocol; with single fetch on (vite.config.ts) the app never
 * sends it, and the router answered it with a 500 on some routes. Refused outright (docs/decisions/155).
 */
export function legacyDataRefusal(url: URL): Response | null {
  if (!url.searchParams.has('_data')) return null;
  return refusal(400, 'This data address is not supported.');
}
