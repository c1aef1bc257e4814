import type { HeadersFunction } from '@remix-run/cloudflare';

/**
 * Cache policies for pages. A page whose HTML is the same for every signed-out visitor declares one of the
 * public policies through its `headers` export; the Worker (workers/edge-cache.ts) then stores it in the
 * edge cache, adds an ETag, answers If-None-Match with 304, and turns the policy into `private, no-store`
 * for any request that carries a session cookie (its HTML names the user in the navigation bar).
 * Browsers always revalidate (max-age=0); the edge keeps the page for s-maxage seconds.
 */
export const CACHE_POLICIES = {
  /** Pages built only from content modules. */
  static: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** Pages that also read the database (the landing, the app store). Same TTL as the isolate memo; a publish purges them. */
  shortLived: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  /** Anything personal. */
  private: 'private, no-store',
} as const;

/**
 * A response that changed what cached public pages show names those paths in this header; the Worker deletes
 * their entries from the colo's edge cache and strips the header (workers/edge-cache.ts, docs/decisions/162).
 */
export const INVALIDATES_HEADER = 'X-Invalidates-Pages';
/** The pages that list published apps: the store and the landing's showcase. */
export const STORE_PAGES = ['/app-store', '/'] as const;

/**
 * The public pages that state the live price or a template's price (the landing's gallery and pricing, the guides,
 * the help center, the API reference's tabs, the blog articles that quote the price): a change of the price settings
 * or of a template names them, so a signed-out visitor sees the new price at once (docs/decisions/259).
 * `app/content/price-pages.test.ts` checks that every page filling in a price placeholder is listed.
 */
export const PRICE_PAGES = [
  '/',
  '/domain-setup',
  '/documentation',
  '/help-center',
  '/api-reference',
  '/api-reference?tab=authentication',
  '/api-reference?tab=projects',
  '/api-reference?tab=ai-generation',
  '/api-reference?tab=webhooks',
  '/blog/what-fair-ai-means-for-small-business',
  '/blog/pay-per-generation-no-subscription',
] as const;

export function invalidates(paths: readonly string[]): Record<string, string> {
  return { [INVALIDATES_HEADER]: paths.join(',') };
}

/** `export const headers = staticPageHeaders;` on a page that does not depend on who is asking. */
export const staticPageHeaders: HeadersFunction = () => ({ 'Cache-Control': CACHE_POLICIES.static });

/** `export const headers = shortLivedPageHeaders;` on a public page that reads the database (e.g. the live price). */
export const shortLivedPageHeaders: HeadersFunction = () => ({ 'Cache-Control': CACHE_POLICIES.shortLived });

/** Passes the loader's own Cache-Control through (for pages whose policy depends on the loader's result). */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const policy = loaderHeaders.get('Cache-Control');
  const headers = new Headers();
  if (policy) headers.set('Cache-Control', policy);
  return headers;
};

/** `export const headers = privatePageHeaders;` on a personal page without a form. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': CACHE_POLICIES.private });

/**
 * A personal page with a rate-limited form: private, and an action's `Retry-After` reaches the browser
 * (Remix uses a route's `headers` export, not the action's own headers, for a document response), as do the
 * pages it invalidates, for the Worker to purge (docs/decisions/259).
 */
export const privateFormHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': CACHE_POLICIES.private });
  for (const name of ['Retry-After', INVALIDATES_HEADER]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
