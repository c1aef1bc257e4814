import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { appOrigin } from '~core/platform/app-origin.server';
import { refreshSessionCookie, SESSION_COOKIE } from '~core/auth/session.server';
import type { Env } from '~core/env';
import { bodyUpTo, discardUpTo } from '~core/platform/bounded-body';
import { isDevelopment } from '~core/platform/env.server';
import { BODY_ROOM_RETRY_SECONDS, LARGEST_READ_BODY_BYTES } from '~core/platform/body-room';

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
 * The request as the Worker may trust it. `CF-Connecting-IP` names the client every per-address write limit,
 * the admin lockout and the audit log count against; Cloudflare's edge sets it on every request it forwards,
 * replacing any value the client sent. In development nothing sits in front of the Worker, so the header is the
 * client's own word (a new made-up address per request, a fresh budget per request): it is dropped, and every
 * local client counts as the one address it is (docs/decisions/256).
 */
export function trustedRequest(request: Request, env: Pick<Env, 'ENVIRONMENT'>): Request {
  if (!isDevelopment(env) || !request.headers.has('CF-Connecting-IP')) return request;
  const headers = new Headers(request.headers);
  headers.delete('CF-Connecting-IP');
  return new Request(request, { headers });
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

/**
 * The largest form body a page action reads (the redactor's no-JS limit is 3 MB): posts up to it are checked before
 * Remix sees them, and `formData()` reads no more (docs/decisions/262). Uploads read their own, larger, bodies. The
 * isolate-wide body room counts by the same figure (core/platform/body-room.ts, docs/decisions/268).
 */
const MAX_CHECKED_FORM_BYTES = LARGEST_READ_BODY_BYTES;

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

function refusal(status: 400 | 403 | 405 | 415 | 503, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

/** The methods Remix's router serves (`validRequestMethods` in @remix-run/router). */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The server build's route manifest, as much of it as deciding "does this address take a post" needs. */
export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: { action?: unknown } }>;

/** The manifest as the nested route objects Remix's own router matches (`createStaticHandlerDataRoutes`). */
export function pageRoutes(manifest: RouteManifest): AgnosticRouteObject[] {
  const entries = Object.values(manifest);
  const under = (parentId: string): AgnosticRouteObject[] =>
    entries
      .filter((r) => (r.parentId ?? '') === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive, action: Boolean(r.module.action) }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, action: Boolean(r.module.action), children: under(r.id) },
      );
  return under('');
}

/**
 * Whether the route a non-GET request to this address reaches has an action, by Remix's own rules: single fetch
 * strips `.data` (`/_root.data` is `/`, @remix-run/server-runtime), and the target is the index route only with a
 * bare `?index`, else the deepest match that adds to the path (`getTargetMatch` in @remix-run/router).
 */
function takesPosts(routes: AgnosticRouteObject[], url: URL): boolean {
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const matches = matchRoutes(routes, pathname);
  if (!matches) return false;
  const leaf = matches[matches.length - 1]!;
  const nakedIndex = url.searchParams.getAll('index').some((v) => v === '');
  const target = leaf.route.index && nakedIndex ? leaf : matches.filter((m, i) => i === 0 || (m.route.path ?? '').length > 0).pop()!;
  return Boolean(target.route.action);
}

/**
 * Remix answers a method outside its set with a 405 but logs it as a crash, a post to a page without an action
 * with a 405 whose page data carries a sanitized "Unexpected Server Error" (also logged with a stack), and a GET
 * or HEAD that carries a body makes it throw while copying the request (an empty 500; docs/decisions/155, 158).
 * All three are answered here first, the 405 naming the methods the address takes.
 */
export function pageMethodRefusal(request: Request, routes: AgnosticRouteObject[]): Response | null {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD') return request.body ? refusal(400, 'A GET or HEAD request carries no body.') : null;
  const posts = takesPosts(routes, new URL(request.url));
  if (!PAGE_METHODS.has(method) || !posts) {
    return refusal(405, posts ? 'This address takes GET, HEAD and form posts only.' : 'This address takes GET and HEAD only.', { Allow: posts ? 'GET, HEAD, POST' : 'GET, HEAD' });
  }
  return null;
}

/**
 * A path whose percent-encoding does not decode (`/%`, `/about%C3%28`) is a 404 from Remix's router, which logs a
 * "could not be decoded" warning for each; it is the client's mistake, answered 400 before the router sees it
 * (docs/decisions/158).
 */
export function undecodablePathRefusal(url: URL): Response | null {
  try {
    decodeURIComponent(url.pathname);
    return null;
  } catch {
    return refusal(400, 'This address is not valid: its percent-encoding does not decode.');
  }
}

/**
 * Remix actions read `request.formData()`, which throws (a 500) on any body that is not a form: no content
 * type, `text/plain`, JSON, XML (found by the attack, docs/decisions/155), a multipart body that does not
 * match its boundary (found by the fuzz, docs/decisions/122), a urlencoded body in a charset other than UTF-8 or
 * under two content types (found by the hostile sweep, docs/decisions/158). Such a request is the client's fault,
 * so it is answered before Remix runs: 415 for a content type the runtime will not read as a form (asked of the
 * runtime's own parser with an empty body, so its rules are not restated here), 400 for a multipart body that
 * does not parse. Multipart bodies over 4 MB are left to the action (each has its own limit), so nothing big is
 * read twice.
 */
export async function nonFormBodyRefusal(request: Request): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method)) return null;
  const type = request.headers.get('Content-Type') ?? '';
  const multipart = /^multipart\/form-data\b/i.test(type);
  if (!FORM_TYPE.test(type) || (!multipart && !(await readsAsForm(type, '')))) {
    return refusal(415, 'This address takes an HTML form post (application/x-www-form-urlencoded in UTF-8, or multipart/form-data).');
  }
  if (!multipart || !request.body) return null;
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_CHECKED_FORM_BYTES) return null;
  const bytes = await bodyUpTo(request.clone().body!, MAX_CHECKED_FORM_BYTES).catch(() => 'unreadable' as const);
  if (bytes === 'unreadable' || (bytes && !(await readsAsForm(type, bytes)))) return refusal(400, 'The form could not be read. Please go back and try again.');
  return null;
}

async function readsAsForm(type: string, body: BodyInit): Promise<boolean> {
  try {
    await new Response(body, { headers: { 'Content-Type': type } }).formData();
    return true;
  } catch {
    return false;
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

/**
 * Every refusal of a malformed page request, in the order they apply (docs/decisions/155, 158): an address that
 * does not decode, a method or body the address does not take, the pre-single-fetch `?_data=`, a post from
 * another origin, a body that is not a readable form. `routes` is `pageRoutes(build.routes)`.
 */
export async function pageRequestRefusal(request: Request, url: URL, routes: AgnosticRouteObject[]): Promise<Response | null> {
  return (
    undecodablePathRefusal(url) ??
    pageMethodRefusal(request, routes) ??
    legacyDataRefusal(url) ??
    foreignOriginRefusal(request) ??
    (await nonFormBodyRefusal(request))
  );
}

/**
 * The answer when the isolate has no room for another large body (`bodyRoomFor`, docs/decisions/268): 503 with
 * `Retry-After`, the API's envelope under `/api`, plain text for a page (its form is kept in the browser: going back
 * and sending again works). The body is read to its end without being kept, up to the largest one counted, so a
 * client still sending it reads the answer (as the upload room does, docs/decisions/262).
 */
export async function bodyRoomRefusal(request: Request): Promise<Response> {
  if (request.body) await discardUpTo(request.body, LARGEST_READ_BODY_BYTES);
  const message = `Many large forms are being sent right now. Please try again in ${BODY_ROOM_RETRY_SECONDS} seconds.`;
  const headers = { 'Retry-After': String(BODY_ROOM_RETRY_SECONDS), 'Cache-Control': 'no-store' };
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return Response.json({ success: false, error: { code: 'BUSY', message } }, { status: 503, headers });
  }
  return refusal(503, message, headers);
}

/** A body the Worker answered without reading is read up to this many bytes first; a longer one is cancelled. */
const MAX_DISCARDED_BYTES = 64 * 1024;

/**
 * Reads to its end the body of a request that was answered without reading it (a refusal: a 401 before the JSON,
 * a 405 or 400 before the form), as HTTP servers do when they answer early. Left unread, its bytes stay in flight on
 * the connection, and the local runtime's proxy then loses or holds up the next request on it (a 503 or 500, a
 * sign-in page held 30 s, once the whole dev server exiting; docs/decisions/158, amendment).
 */
export async function discardUnread(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await discardUpTo(request.body, MAX_DISCARDED_BYTES);
}

type Action = (args: { request: Request }) => unknown;

/**
 * Every page action's `request.formData()` refuses a body it cannot read with a thrown 400 instead of an exception
 * (a 500): `nonFormBodyRefusal` checks multipart bodies up to 4 MB before Remix runs, and this covers the ones it
 * leaves to the action, e.g. a 5 MB multipart post with the wrong boundary (found by the hostile sweep,
 * docs/decisions/158). Remix shows a thrown response in the error boundary, with or without JavaScript.
 *
 * It reads at most MAX_CHECKED_FORM_BYTES, declared or streamed, and refuses more with a 413: the runtime's own
 * `formData()` reads any body whole, and a signed-out post of 90 MB to the contact form would have been parsed into
 * an isolate of 128 MB (the third attack, docs/decisions/262).
 */
const TOO_LARGE_FORM = `This form is larger than ${MAX_CHECKED_FORM_BYTES / (1024 * 1024)} MB. Please send less.`;

async function boundedFormData(request: Request): Promise<FormData> {
  const plain = (status: 400 | 413, message: string) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_CHECKED_FORM_BYTES) throw plain(413, TOO_LARGE_FORM);
  const bytes = request.body ? await bodyUpTo(request.body, MAX_CHECKED_FORM_BYTES).catch(() => 'unreadable' as const) : new Uint8Array();
  if (bytes === null) throw plain(413, TOO_LARGE_FORM);
  try {
    if (bytes === 'unreadable') throw new Error('unreadable');
    return await new Response(bytes, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
  } catch {
    throw plain(400, 'The form could not be read. Please go back and try again.');
  }
}

export function withReadableForms<B extends { routes: Record<string, { module: { action?: unknown } }> }>(build: B): B {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route.module.action as Action | undefined;
      if (!action) return [id, route];
      const guarded: Action = async (args) => {
        const request = args.request;
        Object.defineProperty(request, 'formData', { value: () => boundedFormData(request) });
        return await action(args);
      };
      return [id, { ...route, module: { ...route.module, action: guarded } }];
    }),
  );
  return { ...build, routes };
}
