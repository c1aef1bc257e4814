import { fileKey } from '~core/lib/generation/storage.server';
import { siteVersionBySlug } from '~core/models/site-versions.server';
import {
  pointerEpoch,
  servedCustomHost,
  servedCustomHostFreshUntil,
  servedSite,
  servedSiteFreshUntil,
  type ServedSite,
} from '~core/models/served-sites.server';
import { MEDIA_FILE, mediaPrefix, PHOTO_ID, versionShowsPhoto } from '~core/models/photos.server';
import { isLocalHost, sitesHost } from '~core/lib/sites/site-url.server';
import { getSessionUser } from '~core/auth/session.server';
import type { Env } from '~core/env';
import {
  MAX_CACHED_FILE_BYTES,
  memoryHit,
  replayedSiteFile,
  serveCachedSiteFile,
  type LoadedFile,
  type ReplayTicket,
  type SiteFileKey,
} from './site-cache';

/**
 * Serves generated sites from R2: at `/sites/{slug}/…` on the app's host, or at `/{slug}/…` on a
 * separate host when `SITES_HOST` is set (then the app host redirects there). Responses carry ETags
 * (304 on a match), cache headers, the stored content type and a CSP that allows no script at all.
 */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export function contentSecurityPolicy(styleHashes: string | undefined, frameAncestors: string): string {
  return [
    "default-src 'none'",
    styleHashes ? `style-src ${styleHashes}` : null,
    "img-src 'self' data:",
    // No script can run, so this grants nothing to a page; it lets auditors (Lighthouse) read robots.txt.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ]
    .filter(Boolean)
    .join('; ');
}

function plainPage(status: number, title: string, frameAncestors: string, extra: Record<string, string> = {}): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy(undefined, frameAncestors),
      ...SECURITY_HEADERS,
      ...extra,
    },
  });
}

/**
 * R2 refuses keys over 1,024 bytes with an internal error; no generated file name comes near this, so
 * anything longer is a 404 before R2 is asked (docs/decisions/155).
 */
const MAX_FILE_PATH_BYTES = 512;

/** Splits the path after the slug into safe segments; null for anything that could escape the site. */
export function resolveFilePath(rest: string): string | null {
  if (rest.length > MAX_FILE_PATH_BYTES * 3) return null;
  const segments: string[] = [];
  const parts = rest.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '' && i === parts.length - 1) break;
    let decoded = part;
    if (part.includes('%')) {
      try {
        decoded = decodeURIComponent(part);
      } catch {
        return null;
      }
    }
    if (!decoded || decoded === '.' || decoded === '..' || /[\\/\u0000-\u001f]/.test(decoded)) return null;
    segments.push(decoded);
  }
  if (segments.length === 0 || rest.endsWith('/')) segments.push('index.html');
  else if (!segments[segments.length - 1].includes('.')) segments[segments.length - 1] += '.html';
  const path = segments.join('/');
  // A UTF-16 code unit is at most 3 UTF-8 bytes: only long paths need counting.
  if (path.length * 3 <= MAX_FILE_PATH_BYTES) return path;
  return new TextEncoder().encode(path).byteLength > MAX_FILE_PATH_BYTES ? null : path;
}

function cacheControl(path: string): string {
  return /\.(png|svg)$/.test(path) ? 'public, max-age=3600' : 'public, max-age=0, must-revalidate';
}

/**
 * Version n of a site, for its owner's session only (docs/decisions/156): an edit that removed something from
 * the site must remove it for everyone else too. Others get the same 404 as for a missing version.
 */
async function ownVersion(request: Request, env: Env, slug: string, version: number) {
  const site = await siteVersionBySlug(env, slug, version);
  if (!site) return null;
  const viewer = await getSessionUser(env, request);
  return viewer?.id === site.ownerId ? site : null;
}

type Waiter = Pick<ExecutionContext, 'waitUntil'> | undefined;

/** The headers of a site file's 200 response (the ETag is R2's). */
function fileHeaders(object: R2Object, path: string, frameAncestors: string): Headers {
  const headers = new Headers(SECURITY_HEADERS);
  headers.set('Content-Type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', cacheControl(path));
  headers.set('Content-Security-Policy', contentSecurityPolicy(object.customMetadata?.styleHashes, frameAncestors));
  headers.set('Last-Modified', object.uploaded.toUTCString());
  return headers;
}

/**
 * A current-version file of a public site, through the edge cache (workers/site-cache.ts); null when R2 has no
 * such file. A file in this isolate's memory is answered before anything else is built (docs/decisions/166).
 */
function serveCurrentFile(
  request: Request,
  env: Env,
  ctx: Waiter,
  key: SiteFileKey,
  frameAncestors: string,
  ticket: ReplayTicket,
): Response | Promise<Response | null> {
  return memoryHit(request, key, ticket) ?? serveCachedSiteFile(request, key, cacheControl(key.path), () => loadCurrentFile(request, env, key, frameAncestors), waiter(ctx));
}

async function loadCurrentFile(request: Request, env: Env, key: SiteFileKey, frameAncestors: string): Promise<LoadedFile> {
  const object = await env.SITES.get(fileKey(key.projectId, key.version, key.path));
  if (!object) return null;
  return loaded(request, object, fileHeaders(object, key.path, frameAncestors));
}

/** What the cache stores of an R2 object, or the object streamed as it is when it is too large to hold. */
async function loaded(request: Request, object: R2ObjectBody, headers: Headers): Promise<LoadedFile> {
  if (object.size > MAX_CACHED_FILE_BYTES) {
    headers.set('Content-Length', String(object.size));
    return { uncached: new Response(request.method === 'HEAD' ? null : object.body, { headers }) };
  }
  return { headers, body: await object.arrayBuffer() };
}

function waiter(ctx: Waiter) {
  return { waitUntil: (promise: Promise<unknown>) => (ctx ? ctx.waitUntil(promise) : void promise) };
}

async function serveFile(
  request: Request,
  url: URL,
  env: Env,
  ctx: Waiter,
  slug: string,
  rest: string,
  frameAncestors: string,
  ticket: ReplayTicket,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (!SLUG.test(slug)) return plainPage(404, 'Site not found', frameAncestors);
  // `v/{n}/…` previews version n of the site (docs/decisions/110); everything else is the current version.
  const preview = /^v\/([1-9]\d{0,8})(\/.*)?$/.exec(rest);
  if (preview && preview[2] === undefined) {
    const target = new URL(request.url);
    target.pathname += '/';
    return Response.redirect(target.toString(), 301);
  }
  if (!preview) ticket.until = Math.min(ticket.until, servedSiteFreshUntil(slug));
  const site = preview ? await ownVersion(request, env, slug, Number(preview[1])) : await servedSite(env, slug, ctx);
  if (!site) return plainPage(404, preview ? 'Version not found' : 'Site not found', frameAncestors);
  if (preview) rest = preview[2].slice(1);
  const media = MEDIA_PATH.exec(rest);
  if (media) return serveMedia(request, url, env, ctx, site, media[1], media[2], frameAncestors, preview ? null : ticket);
  const path = resolveFilePath(rest);
  if (!preview && path) {
    const cached = await serveCurrentFile(request, env, ctx, { origin: url.origin, projectId: site.projectId, version: site.version, path }, frameAncestors, ticket);
    if (cached) return cached;
  }

  let status = 200;
  let object: R2Object | R2ObjectBody | null = null;
  const conditional = request.method === 'GET' ? { onlyIf: wellFormedConditionals(request.headers) } : undefined;
  // A current-version path the cache did not find is not in R2 either: straight to the 404 page.
  if (path && preview) {
    object = request.method === 'HEAD' ? await env.SITES.head(fileKey(site.projectId, site.version, path)) : await env.SITES.get(fileKey(site.projectId, site.version, path), conditional);
  }
  if (!object) {
    status = 404;
    object = request.method === 'HEAD' ? await env.SITES.head(fileKey(site.projectId, site.version, '404.html')) : await env.SITES.get(fileKey(site.projectId, site.version, '404.html'));
    if (!object) return plainPage(404, 'Page not found', frameAncestors);
  }

  const headers = fileHeaders(object, path ?? '', frameAncestors);
  if (status === 404) headers.set('Cache-Control', 'no-store');
  // Old versions are for their owner's eyes only: never indexed, never stored by a shared cache.
  if (preview) {
    headers.set('X-Robots-Tag', 'noindex');
    headers.set('Cache-Control', 'private, no-store');
    headers.set('Vary', 'Cookie');
  }

  const etagMatches = (request.headers.get('If-None-Match') ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(object.httpEtag);
  if (status === 200 && (etagMatches || (request.method === 'GET' && !('body' in object)))) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(request.method === 'HEAD' || !('body' in object) ? null : (object as R2ObjectBody).body, { status, headers });
}

const MEDIA_PATH = /^media\/([^/]+)\/([^/]+)$/;

const ENTITY_TAG = /^(?:W\/)?"[^"]*"$/;

/**
 * The request's conditions that answer 304, in a form R2 can read: R2 throws on a malformed entity tag ("Weak etags
 * must start with W/"), which made any visitor's garbage `If-None-Match` a 500 (docs/decisions/158). A malformed
 * condition is ignored, as HTTP allows, and the full answer is sent. `If-Match` and `If-Unmodified-Since` are not
 * passed: a failed one would come back looking like a 304 (a 412 is meant).
 */
export function wellFormedConditionals(headers: Headers): Headers {
  const out = new Headers();
  const tags = headers.get('If-None-Match')?.trim();
  if (tags && (tags === '*' || tags.split(',').every((tag) => ENTITY_TAG.test(tag.trim())))) out.set('If-None-Match', tags);
  const since = headers.get('If-Modified-Since');
  if (since && !Number.isNaN(Date.parse(since))) out.set('If-Modified-Since', since);
  return out;
}

/**
 * `media/{photoId}/{file}`: the business's own images (docs/decisions/181). Only an image the served version
 * shows is found, so an image removed before publishing, or another project's, is a 404. Image names never
 * change their bytes, so they are cached for a year. The current version's images come through the edge cache
 * like its pages (docs/decisions/166): the key names the files version, and which images a version shows never
 * changes once it is published, so a stored image is one that version shows. Previews of old versions (owner
 * only, docs/decisions/156) are looked up every time and never cached.
 */
async function serveMedia(
  request: Request,
  url: URL,
  env: Env,
  ctx: Waiter,
  site: ServedSite,
  photoId: string,
  file: string,
  frameAncestors: string,
  /** The current version's replay ticket; null for a preview of another version. */
  ticket: ReplayTicket | null,
): Promise<Response> {
  if (!PHOTO_ID.test(photoId) || !MEDIA_FILE.test(file)) return plainPage(404, 'Image not found', frameAncestors);
  if (ticket) {
    const key = { origin: url.origin, projectId: site.projectId, version: site.version, path: `media/${photoId}/${file}` };
    const served = await (memoryHit(request, key, ticket) ??
      serveCachedSiteFile(request, key, MEDIA_CACHE_CONTROL, () => loadMedia(request, env, site, photoId, file, frameAncestors), waiter(ctx)));
    return served ?? plainPage(404, 'Image not found', frameAncestors);
  }
  if (!(await versionShowsPhoto(env, site.projectId, site.version, photoId))) return plainPage(404, 'Image not found', frameAncestors);
  const key = mediaPrefix(site.projectId, photoId) + file;
  const object = request.method === 'HEAD' ? await env.SITES.head(key) : await env.SITES.get(key, { onlyIf: wellFormedConditionals(request.headers) });
  if (!object) return plainPage(404, 'Image not found', frameAncestors);
  const headers = mediaHeaders(object, frameAncestors);
  // An old version's images are its owner's preview (docs/decisions/156): never kept by a shared cache.
  headers.set('Cache-Control', 'private, no-store');
  if (request.method === 'GET' && !('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(request.method === 'HEAD' ? null : (object as R2ObjectBody).body, { headers });
}

/** An image the served version shows, read from R2 on a cache miss; null when it shows no such image. */
async function loadMedia(request: Request, env: Env, site: ServedSite, photoId: string, file: string, frameAncestors: string): Promise<LoadedFile> {
  if (!(await versionShowsPhoto(env, site.projectId, site.version, photoId))) return null;
  const object = await env.SITES.get(mediaPrefix(site.projectId, photoId) + file);
  if (!object) return null;
  const headers = mediaHeaders(object, frameAncestors);
  headers.set('Cache-Control', MEDIA_CACHE_CONTROL);
  return loaded(request, object, headers);
}

function mediaHeaders(object: R2Object, frameAncestors: string): Headers {
  const headers = new Headers(SECURITY_HEADERS);
  headers.set('Content-Type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  headers.set('ETag', object.httpEtag);
  headers.set('Content-Security-Policy', contentSecurityPolicy(undefined, frameAncestors));
  return headers;
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A current-version site file this isolate answered from memory for the same URL, while the pointers it was
 * answered with still hold; null otherwise. The Worker asks this before anything else (docs/decisions/235).
 */
export function replayedSiteAnswer(request: Request): Response | null {
  return replayedSiteFile(request, pointerEpoch());
}

/** The site response for this request, or null when the request is not for a generated site. */
export async function handleSiteRequest(request: Request, env: Env, ctx?: Waiter, url = new URL(request.url)): Promise<Response | null> {
  // Read before any pointer: a forget after this voids the answer for replaying (docs/decisions/235).
  const ticket: ReplayTicket = { url: request.url, until: Infinity, epoch: pointerEpoch() };
  const host = sitesHost(env);
  // A verified custom domain (docs/decisions/111) serves its site at the root. Only verified names are looked up, so
  // anyone pointing an unverified name here gets the app, never someone's site.
  if (url.host !== host && url.host !== env.APP_HOST && !isLocalHost(url.host)) {
    const hostname = url.hostname.toLowerCase();
    ticket.until = servedCustomHostFreshUntil(hostname);
    const custom = await servedCustomHost(env, hostname, ctx);
    if (custom) return serveFile(request, url, env, ctx, custom.slug, url.pathname.slice(1), "'self'", ticket);
  }
  if (host && url.host === host) {
    // The sites host serves nothing but sites; the app may frame them for previews.
    const appOrigins = "'self'";
    if (url.pathname === '/' || url.pathname === '') return plainPage(404, 'Site not found', appOrigins);
    const match = /^\/([^/]+)(\/.*)?$/.exec(url.pathname);
    // `//slug/`: no slug at all (an exception here was a 500, docs/decisions/158).
    if (!match) return plainPage(404, 'Site not found', appOrigins);
    if (match[2] === undefined) return Response.redirect(`${url.origin}/${match[1]}/${url.search}`, 301);
    return serveFile(request, url, env, ctx, match[1], match[2].slice(1), appOrigins, ticket);
  }
  if (!url.pathname.startsWith('/sites/') && url.pathname !== '/sites') return null;
  const match = /^\/sites\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (!match) return plainPage(404, 'Site not found', "'self'");
  // Version previews stay on the app host, where the owner's session cookie is.
  if (host && !/^\/v\/\d/.test(match[2] ?? '')) {
    const target = `${isLocalHost(host) ? 'http' : 'https'}://${host}/${match[1]}${match[2] ?? '/'}${url.search}`;
    return Response.redirect(target, 301);
  }
  if (match[2] === undefined) return Response.redirect(`${url.origin}/sites/${match[1]}/${url.search}`, 301);
  return serveFile(request, url, env, ctx, match[1], match[2].slice(1), "'self'", ticket);
}
