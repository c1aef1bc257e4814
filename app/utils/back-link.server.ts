import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { CACHE_POLICIES } from '~core/lib/http-cache';
import { safeReturnTo } from '~core/auth/return-to';

/**
 * The previous page of this site, from the request's Referer: same origin, another page, never the API.
 * Null when there is none (opened directly, from another site, or the Referer was stripped).
 * Remix's data requests carry `_data`; their Referer is the page the visitor is leaving, which is the
 * previous page too (docs/decisions/176).
 */
export function previousPage(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const here = new URL(request.url);
  if (from.origin !== here.origin || from.pathname === here.pathname || from.pathname.startsWith('/api/')) return null;
  from.searchParams.delete('_data');
  const path = safeReturnTo(from.pathname + from.search, '');
  return path || null;
}

/**
 * A loader for toolkit pages with a back button: the button's link is the previous page when the Referer
 * names one (so it works without JavaScript), else `fallback`. A page that used the Referer is personal and
 * stays out of the edge cache; the others say `Vary: Referer`, which the edge cache honours
 * (workers/edge-cache.ts).
 */
export function backLinkLoader(fallback: string) {
  return ({ request }: LoaderFunctionArgs) => backLinkData(request, fallback, {});
}

export function backLinkData<T extends object>(request: Request, fallback: string, extra: T) {
  const previous = previousPage(request);
  return data(
    { ...extra, back: previous ?? fallback },
    { headers: { 'Cache-Control': previous ? CACHE_POLICIES.private : CACHE_POLICIES.static, Vary: 'Referer' } },
  );
}

/**
 * Passes the loader's Cache-Control and Vary on to the page; a page answering a form post shows what was posted,
 * so the action's Cache-Control wins when it sets one.
 */
export const backLinkHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  const vary = loaderHeaders.get('Vary');
  if (vary) headers.set('Vary', vary);
  return headers;
};
