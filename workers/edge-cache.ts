import { INVALIDATES_HEADER, PRICE_PAGES, STORE_PAGES } from '~core/lib/http-cache';
import { randomToken } from '~core/auth/crypto.server';
import { SESSION_COOKIE, readCookie } from '~core/auth/session.server';

/**
 * Edge caching for pages (docs/decisions/051): a page opts in with a public `Cache-Control` carrying `s-maxage`
 * (see core/lib/http-cache.ts). For signed-out GET requests such a page is stored in the colo's cache,
 * served from it until s-maxage runs out, and given an ETag so browsers revalidate with a 304.
 *
 * Who is asking decides, not the page: any request with a session cookie bypasses the cache and its
 * response is made `private, no-store` unless the page already said `private` or `no-store`, because every
 * page's navigation bar shows the signed-in user.
 * The cache key carries the build version, so a deploy never serves HTML that points at old assets.
 * A stored page is served with a fresh CSP nonce each time (a nonce must never be shared by two responses);
 * the ETag stays, which is what a weak validator allows.
 */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
const PRIVATE = 'private, no-store';

/** The exact addresses a purge names (`X-Invalidates-Pages`), and their paths. */
const PURGED_ADDRESSES: ReadonlySet<string> = new Set([...STORE_PAGES, ...PRICE_PAGES]);
const PURGED_PATHS: ReadonlySet<string> = new Set([...PURGED_ADDRESSES].map((address) => pagePath(address.split('?')[0])));

/**
 * The page an address renders, as Remix's router finds it: percent-encoding decoded, any case, a trailing slash,
 * and the single-fetch data address (`/app-store.data`, and `/_root.data` or `/.data` for the landing) all reach
 * the same route, under cache keys of their own (docs/decisions/262).
 */
function pagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Undecodable paths are refused before a page renders (decision 158); as written they name no purged page.
  }
  path = path.toLowerCase().replace(/\.data$/, '').replace(/\/+$/, '');
  return path === '' || path === '/_root' ? '/' : path;
}

/**
 * Whether a purge can reach this address's cached copy. A purge deletes exact addresses, and a page a purge names
 * answers other addresses too: any query string (`/app-store?q=…`, `/?ref=…`), another spelling of its path
 * (`/APP-STORE`, `/app-store/`, `/%61pp-store`) and its single-fetch data (`/app-store.data`, which the app's own
 * links load). Such a copy, kept, would show a removed listing or an old price until s-maxage ran out. So a purged
 * page is kept at the edge only at an address a purge names, exactly as named (docs/decisions/162, 259, 262).
 */
export function purgeReaches(url: URL): boolean {
  return !PURGED_PATHS.has(pagePath(url.pathname)) || PURGED_ADDRESSES.has(url.pathname + url.search);
}

/** A `Cache-Control` value's directives, lower case (none for no header). */
function directivesOf(cacheControl: string | null): string[] {
  return (cacheControl ?? '').toLowerCase().split(',').map((d) => d.trim());
}

export function isPublicPolicy(cacheControl: string | null): boolean {
  const directives = directivesOf(cacheControl);
  return directives.includes('public') && directives.some((d) => d.startsWith('s-maxage='));
}

/**
 * True when a policy already keeps the response out of shared caches. A page answered to a session (or to a
 * write) with any other policy, or with none (which lets a shared cache store it by its own heuristics, or a
 * zone's "cache everything" rule), is made `private, no-store` (docs/decisions/256).
 */
function keptOnlyByTheBrowser(cacheControl: string | null): boolean {
  const directives = directivesOf(cacheControl);
  return directives.includes('private') || directives.includes('no-store');
}

/**
 * An API answer to a request that carries credentials (a cookie or an `Authorization` header) is that caller's
 * data unless the route said otherwise: without a policy of its own it is made `private, no-store`, so no shared
 * cache keeps it (`/api/v1` named none; docs/decisions/256). Routes serving public data set their own policy.
 */
export function privateUnlessDeclared(request: Request, response: Response): Response {
  if (response.headers.has('Cache-Control')) return response;
  if (!request.headers.has('Cookie') && !request.headers.has('Authorization')) return response;
  return withPolicy(response, PRIVATE);
}

/** RFC 9110 weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export async function etagFor(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `W/"${hex}"`;
}

function notModified(headers: Headers): Response {
  const out = new Headers();
  for (const name of ['Cache-Control', 'ETag', 'Vary', EDGE_CACHE_HEADER]) {
    const value = headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(null, { status: 304, headers: out });
}

function withPolicy(response: Response, policy: string): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', policy);
  headers.delete('ETag');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Replaces the page's CSP nonce (header and `nonce="..."` attributes) with a new one. */
export function renewNonce(html: string, headers: Headers): string {
  const policy = headers.get('Content-Security-Policy');
  const old = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !old) return html;
  const fresh = randomToken(16);
  headers.set('Content-Security-Policy', policy.split(`'nonce-${old}'`).join(`'nonce-${fresh}'`));
  return html.split(`nonce="${old}"`).join(`nonce="${fresh}"`);
}

function variesOnReferer(headers: Headers): boolean {
  return (headers.get('Vary') ?? '')
    .toLowerCase()
    .split(',')
    .some((v) => v.trim() === 'referer');
}

function varyFor(headers: Headers): string {
  return variesOnReferer(headers) ? 'Cookie, Referer' : 'Cookie';
}

function sameOriginReferer(request: Request): boolean {
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

function cacheKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  url.searchParams.set('__build', version);
  // No headers: conditional and cookie headers must not reach the cache lookup.
  return new Request(url.toString(), { method: 'GET' });
}

export type EdgeCacheOptions = {
  /** The build's asset version: part of the cache key. */
  version: string;
  waitUntil: (promise: Promise<unknown>) => void;
  cache?: Cache;
};

export async function withEdgeCache(
  request: Request,
  options: EdgeCacheOptions,
  render: () => Promise<Response>,
): Promise<Response> {
  const signedIn = readCookie(request, SESSION_COOKIE) !== null;
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || signedIn) {
    const response = await render();
    return keptOnlyByTheBrowser(response.headers.get('Cache-Control')) ? response : withPolicy(response, PRIVATE);
  }

  if (!purgeReaches(new URL(request.url))) return render();

  // The DOM typings (also loaded for the app) hide workerd's `caches.default`.
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, options.version);
  const hit = await cache.match(key);
  // A page whose link back depends on the Referer (app/utils/back-link.server.ts) is served from the cache
  // only to visitors who did not come from another page of this site (docs/decisions/176).
  if (hit && !(variesOnReferer(hit.headers) && sameOriginReferer(request))) {
    const headers = new Headers(hit.headers);
    headers.set(EDGE_CACHE_HEADER, 'HIT');
    headers.set('Vary', varyFor(headers));
    const etag = headers.get('ETag');
    // A 304 carries no CSP: the browser keeps the policy that came with the copy it already has.
    if (etag && etagMatches(request.headers.get('If-None-Match'), etag)) return notModified(headers);
    const html = renewNonce(await hit.text(), headers);
    return new Response(request.method === 'HEAD' ? null : html, { status: hit.status, headers });
  }

  // HEAD is answered from the cache when the page is there, but only a GET fills it.
  const response = await render();
  if (request.method === 'HEAD') return response;
  if (
    response.status !== 200 ||
    response.headers.has('Set-Cookie') ||
    !isPublicPolicy(response.headers.get('Cache-Control'))
  ) {
    return response;
  }
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set('ETag', await etagFor(body));
  headers.delete(EDGE_CACHE_HEADER);
  options.waitUntil(
    cache
      .put(key, new Response(body, { status: 200, headers }))
      .catch((error: unknown) => console.error('edge cache put failed', String(error))),
  );
  headers.set('Vary', varyFor(headers));
  headers.set(EDGE_CACHE_HEADER, 'MISS');
  if (etagMatches(request.headers.get('If-None-Match'), headers.get('ETag')!)) return notModified(headers);
  return new Response(body, { status: 200, headers });
}

/**
 * Deletes the colo's cached copies of the pages a response names in `X-Invalidates-Pages` (a publish names the
 * store and the landing) and strips that header. Other colos keep theirs until s-maxage (30 s) runs out:
 * the Cache API has no global purge (docs/decisions/162).
 */
export function purgeInvalidatedPages(request: Request, response: Response, options: EdgeCacheOptions): Response {
  const named = response.headers.get(INVALIDATES_HEADER);
  if (!named) return response;
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const origin = new URL(request.url).origin;
  for (const path of named.split(',')) {
    if (!path.startsWith('/')) continue;
    options.waitUntil(cache.delete(cacheKey(new Request(origin + path), options.version)).catch(() => false));
  }
  const headers = new Headers(response.headers);
  headers.delete(INVALIDATES_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
