import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { User } from '../db/schema';
import type { UnauthorizedData } from '../lib/unauthorized';
import { getSessionUser } from './session.server';

const SAME_ORIGIN_BASE = 'http://same-origin.invalid';

/**
 * Same-origin paths only: anything else (other hosts, `//evil`, `/\\evil`, control characters) falls back.
 * The check runs on the *normalised* result, because that is what lands in `Location`: `/.//evil`, `/..//evil`
 * and `/%2e//evil` all normalise to `//evil`, a protocol-relative URL (docs/decisions/150).
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000 || !value.startsWith('/')) return fallback;
  // Browsers strip tabs and newlines from URLs, which would turn "/\t/evil.test" into "//evil.test".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN_BASE);
    if (url.origin !== SAME_ORIGIN_BASE) return fallback;
    const path = url.pathname + url.search + url.hash;
    // The result must be a plain path that a browser reads back as the same path on the same origin.
    if (!path.startsWith('/') || path.startsWith('//')) return fallback;
    const again = new URL(path, SAME_ORIGIN_BASE);
    if (again.origin !== SAME_ORIGIN_BASE || again.pathname + again.search + again.hash !== path) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** `/api/login?returnTo=<this page>`: sign-in brings the visitor back here. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(url.pathname + url.search))}`;
}

/** Browsers (navigations and Remix's data fetches) send Sec-Fetch-Mode or ask for HTML; scripts and bots do not. */
function isBrowserRequest(request: Request): boolean {
  return request.headers.has('Sec-Fetch-Mode') || (request.headers.get('Accept') ?? '').includes('text/html');
}

/**
 * What a guard throws for a signed-out request. Browsers get HTTP 401 rendered by the root ErrorBoundary as
 * the 'Unauthorized' page (toast "You are logged out. Logging in again...", then /api/login after 500 ms;
 * a <noscript> refresh without JavaScript). Other clients get a plain 302 to /api/login.
 */
export function unauthorized(request: Request): Response {
  const to = loginUrl(request);
  if (!isBrowserRequest(request)) return redirect(to, { headers: { 'Cache-Control': 'no-store' } });
  const body: UnauthorizedData = { reason: 'unauthorized', loginUrl: to };
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The session look-up is made once per request and shared (root loader, route loader, the daily slide): Remix
 * gives every loader its own copy of the request, so the Worker's original request, kept in the load context,
 * is what identifies it (docs/decisions/161).
 */
function sessionRequest(request: Request, context: AppLoadContext): Request {
  return context.request ?? request;
}

export function getOptionalUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return getSessionUser(context.env, sessionRequest(request, context));
}

/**
 * Guard for loaders and actions: the active signed-in user, or throws `unauthorized(request)`.
 *
 *   export async function loader({ request, context }: LoaderFunctionArgs) {
 *     const user = await requireUser(request, context);
 *     ...
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getSessionUser(context.env, sessionRequest(request, context));
  if (!user) throw unauthorized(request);
  return user;
}
