import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build is produced by `remix vite:build` before wrangler bundles this file.
import * as build from '../build/server/index.js';
import { getLoadContext } from '~core/load-context';
import { api } from './api';
import { openApiDocument } from './api/v1';
import { privateUnlessDeclared, purgeInvalidatedPages, withEdgeCache, type EdgeCacheOptions } from './edge-cache';
import type { Env } from '~core/env';
import { bodyRoomRefusal, csrfRefusal, discardUnread, pageRequestRefusal, pageRoutes, trustedRequest, withReadableForms, withSessionRefresh, type RouteManifest } from './request-guards';
import { handleSiteRequest, replayedSiteAnswer } from './sites';
import { cachedDashboard } from './dashboard-cache';
import { apiWriteRefusal, withWriteLimits } from './write-limits';
import { imageCodecsFor } from './images';
import { bodyRoomFor } from '~core/platform/body-room';
import { recheckDueDomains } from '~core/models/custom-domains.server';
import { resolverFromEnv } from '~core/lib/sites/dns.server';
import { customHostnamesFromEnv } from '~core/lib/sites/custom-hostnames.server';

export { GenerationTracker } from './durable-objects/generation-tracker';
export { RateLimiter } from './durable-objects/rate-limiter';
export { WebhookDispatcher } from './durable-objects/webhook-dispatcher';
export { AdminLoginLimiter } from './durable-objects/admin-login-limiter';

const handleRemixRequest = createRequestHandler(withWriteLimits(withReadableForms(build as unknown as ServerBuild)));
const PAGE_ROUTES = pageRoutes(build.routes as unknown as RouteManifest);

const HASHED_ASSET = /^\/assets\//;
// A service worker script must be revalidated on every load, or an update would wait for the cache to expire.
const REVALIDATE_ALWAYS = new Set(['/sw.js', '/manifest.webmanifest']);
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

async function serveAsset(request: Request, env: Env): Promise<Response | null> {
  const response = await env.ASSETS.fetch(request);
  if (response.status === 404) return null;
  const headers = new Headers(response.headers);
  const { pathname } = new URL(request.url);
  headers.set(
    'Cache-Control',
    HASHED_ASSET.test(pathname)
      ? 'public, max-age=31536000, immutable'
      : REVALIDATE_ALWAYS.has(pathname)
        ? 'no-cache'
        : 'public, max-age=3600, s-maxage=86400',
  );
  // A static HTML file (the offline page) has no script and no user content: it may use its own styles and images only.
  if (/^text\/html/i.test(headers.get('Content-Type') ?? '')) headers.set('Content-Security-Policy', STATIC_HTML_CSP);
  return new Response(response.body, { status: response.status, headers });
}

/** docs/decisions/158: the offline page's inline style is the only thing it needs; no script at all. */
const STATIC_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Some responses (e.g. `Response.redirect`) have immutable headers: copy those before setting one. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

export default {
  fetch(request, env, ctx): Response | Promise<Response> {
    // A generated-site file answered moments ago is answered again before anything is parsed (docs/decisions/235);
    // its prepared headers carry nosniff.
    return replayedSiteAnswer(request) ?? respond(trustedRequest(request, env), env, ctx);
  },

  /** Cron Triggers (wrangler.toml [triggers]): re-checks custom domains' DNS records (docs/decisions/111). */
  async scheduled(controller, env): Promise<void> {
    const summary = await recheckDueDomains(env, resolverFromEnv(env), { now: controller.scheduledTime, hostnames: customHostnamesFromEnv(env) });
    console.log(JSON.stringify({ level: 'info', job: 'domain-recheck', cron: controller.cron, ...summary }));
  },
} satisfies ExportedHandler<Env>;

/**
 * Every response, static files and generated sites included, is served with nosniff (docs/decisions/155). A large
 * body is read only when the isolate has room for it beside the others being read (docs/decisions/268).
 */
async function respond(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const room = bodyRoomFor(request);
  if (!room) return withHeader(await bodyRoomRefusal(request), 'X-Content-Type-Options', 'nosniff');
  try {
    const response = await route(room.request, env, ctx);
    await discardUnread(room.request);
    return withHeader(response, 'X-Content-Type-Options', 'nosniff');
  } finally {
    room.release();
  }
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const { pathname } = url;
  // One CSRF check for every API route and Remix action (see request-guards.ts).
  const refused = csrfRefusal(request, env);
  if (refused) return refused;
  // Generated sites first: they never reach the API or Remix (and own the whole SITES_HOST host).
  const site = await handleSiteRequest(request, env, ctx, url);
  if (site) return site;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const limited = await apiWriteRefusal(request, env);
    if (limited) return limited;
    return withSessionRefresh(request, env, ctx, async () =>
      privateUnlessDeclared(request, purgeInvalidatedPages(request, await api.fetch(request, env, ctx), edgeCacheOptions(ctx))),
    );
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && FILE_PATH.test(pathname)) {
    const asset = await serveAsset(request, env);
    if (asset) return asset;
  }
  const malformed = await pageRequestRefusal(request, url, PAGE_ROUTES);
  if (malformed) return malformed;
  // The signed-in dashboard may come from its page cache (docs/decisions/230); every other page renders.
  return withSessionRefresh(request, env, ctx, cachedDashboard(request, env, url, () => handlePage(request, env, ctx, pathname)));
}

function edgeCacheOptions(ctx: ExecutionContext): EdgeCacheOptions {
  return { version: build.assets.version, waitUntil: (p) => ctx.waitUntil(p) };
}

/** Remix renders every page; a crash becomes a plain 500 with a reference instead of a stack trace. */
async function handlePage(request: Request, env: Env, ctx: ExecutionContext, pathname: string): Promise<Response> {
  const requestId = crypto.randomUUID();
  try {
    const context = getLoadContext({ request, context: { cloudflare: { env, ctx } }, requestId, openApiDocument, images: imageCodecsFor(ctx) });
    const cacheOptions = edgeCacheOptions(ctx);
    const rendered = await withEdgeCache(request, cacheOptions, () => handleRemixRequest(request, context),
    );
    const response = purgeInvalidatedPages(request, rendered, cacheOptions);
    const headers = new Headers(response.headers);
    context.responseHeaders.forEach((value, name) => headers.set(name, value));
    headers.set('X-Request-Id', requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', requestId, path: pathname, message: String(error) }));
    return new Response('Something went wrong on our side.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Request-Id': requestId },
    });
  }
}
