import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { User } from '~core/db/schema';
import type { UnauthorizedData } from '../lib/unauthorized';
import { getSessionUser } from '~core/auth/session.server';
import { safeReturnTo } from '~core/auth/return-to';

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
