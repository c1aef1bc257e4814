import { EDGE_CACHE_HEADER, etagMatches } from './edge-cache';

/**
 * The edge cache for the files of generated sites (docs/decisions/160). A file is immutable once its version
 * is published, so entries are keyed by origin, project, files version and path and never need purging: a
 * new, restored or re-pointed version is a new key (see core/models/served-sites.server.ts for the pointer).
 *
 * Two tiers: a bounded per-isolate memory (the hot files of the sites this isolate serves, no I/O at all),
 * then the colo's Cache API (`caches.default`, shared by the colo's isolates), then R2 on a miss. Only
 * current-version files of public sites come through here; previews of other versions never do.
 */

/** Stored entries: a year, since the key changes with every version. */
export const SITE_FILE_STORED_POLICY = 'public, s-maxage=31536000, immutable';
/** Files larger than this are streamed from R2 every time, never held in memory or the cache. */
export const MAX_CACHED_FILE_BYTES = 2 * 1024 * 1024;

/**
 * One stored file with its answers prepared once (docs/decisions/166, 233): a hit builds nothing but the response
 * itself. The body is a `Blob`, which a Response keeps a reference to, where it copies an ArrayBuffer's bytes on
 * every answer; the three `ResponseInit`s hold `Headers` objects, which a Response copies several times faster than a
 * list of pairs. The Response gets its own copy of the headers, so these are never changed.
 */
export type CachedFile = { body: Blob; etag: string; hit: ResponseInit; notModified: ResponseInit; miss: ResponseInit };

/**
 * What the loader returns on a miss: the file's response headers (ETag included) and its bytes; a ready
 * response for a file too large to cache (served as it is); or null when there is no such file.
 */
export type LoadedFile = { headers: Headers; body: ArrayBuffer } | { uncached: Response } | null;

/** Least recently used entries leave first once either bound is reached. */
export class MemoryTier<T extends { body: Blob } = CachedFile> {
  private entries = new Map<string, T>();
  private bytes = 0;
  /**
   * The most recently used key: asking for it again leaves the order as it is. A hot page is asked for thousands of
   * times a second, and moving it to the end of the map each time leaves deleted slots that the map must compact
   * (docs/decisions/233).
   */
  private newest: string | undefined;
  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || key === this.newest) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.newest = key;
    return entry;
  }

  set(key: string, entry: T) {
    this.delete(key);
    if (entry.body.size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.newest = key;
    this.bytes += entry.body.size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldestKey = this.entries.keys().next().value!;
      this.delete(oldestKey);
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.size;
    if (key === this.newest) this.newest = undefined;
  }

  get size() {
    return this.entries.size;
  }
}

/** Per isolate: 128 MB is the isolate's limit; 24 MB of site files leaves the app ample room. */
const defaultMemory = new MemoryTier(2_000, 24 * 1024 * 1024);

export type SiteFileKey = { origin: string; projectId: number; version: number; path: string };

export function siteFileCacheKey(key: SiteFileKey): string {
  // The path is made of decoded, checked segments (resolveFilePath); encode each so the key is one URL.
  const path = key.path.split('/').map(encodeURIComponent).join('/');
  return `${key.origin}/__site-files/${key.projectId}/v${key.version}/${path}`;
}

export type SiteCacheOptions = {
  waitUntil: (promise: Promise<unknown>) => void;
  memory?: MemoryTier;
  cache?: Cache;
};

/** The file's stored headers, answered with the visitor-facing `cacheControl` (the key fixes the path, so the policy). */
function toEntry(stored: Headers, body: ArrayBuffer, cacheControl: string): CachedFile {
  const headers = new Headers(stored);
  headers.set('Cache-Control', cacheControl);
  headers.delete('Content-Length');
  headers.set(EDGE_CACHE_HEADER, 'HIT');
  const notModified = new Headers(headers);
  headers.set('Content-Length', String(body.byteLength));
  const miss = new Headers(headers);
  miss.set(EDGE_CACHE_HEADER, 'MISS');
  // No type: the Content-Type is in the stored headers, and a Blob's type would only be a second source for it.
  return {
    body: new Blob([body]),
    etag: stored.get('ETag') ?? '',
    hit: { status: 200, headers },
    notModified: { status: 304, headers: notModified },
    miss: { status: 200, headers: miss },
  };
}

function answer(request: Request, entry: CachedFile, state: 'HIT' | 'MISS'): Response {
  if (etagMatches(request.headers.get('If-None-Match'), entry.etag)) return new Response(null, entry.notModified);
  // The Blob is not copied: the Response reads the bytes it holds (docs/decisions/233).
  return new Response(request.method === 'HEAD' ? null : entry.body, state === 'HIT' ? entry.hit : entry.miss);
}

/**
 * What lets an answer be replayed by its request's URL (docs/decisions/235): until when the site pointers it was
 * served with answer without a look-up, and the pointer epoch they were read in.
 */
export type ReplayTicket = { url: string; until: number; epoch: number };
type Replay = CachedFile & Omit<ReplayTicket, 'url'>;

/**
 * Answers given from this isolate's memory, by request URL without its query (a site file never depends on it).
 * Its entries share their bodies with the memory tier; they expire with their ticket, so the bounds are small.
 */
const defaultReplays = new MemoryTier<Replay>(1_000, 8 * 1024 * 1024);

function replayKey(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * The answer this isolate gave the same URL from memory, replayed before the Worker parses anything, or null
 * (docs/decisions/235). Valid while its ticket is: the pointers it was served with are neither due for a refresh
 * (`until`) nor forgotten (`epoch`, bumped by a publish, restore or domain change), which is exactly when the full
 * path would give the same answer from memory again. Only GET and HEAD, which no guard refuses, are replayed.
 */
export function replayedSiteFile(request: Request, epoch: number, replays: MemoryTier<Replay> = defaultReplays): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const key = replayKey(request.url);
  const entry = replays.get(key);
  if (!entry) return null;
  if (entry.epoch !== epoch || Date.now() >= entry.until) {
    replays.delete(key);
    return null;
  }
  return answer(request, entry, 'HIT');
}

/**
 * The answer from this isolate's memory, or null. Synchronous and free of closures: it is the whole cost of a
 * hot file (docs/decisions/166). With a ticket still valid, the answer is kept for replaying.
 */
export function memoryHit(
  request: Request,
  key: SiteFileKey,
  ticket?: ReplayTicket,
  memory: MemoryTier = defaultMemory,
  replays: MemoryTier<Replay> = defaultReplays,
): Response | null {
  const entry = memory.get(siteFileCacheKey(key));
  if (!entry) return null;
  if (ticket && ticket.until > Date.now()) replays.set(replayKey(ticket.url), { ...entry, until: ticket.until, epoch: ticket.epoch });
  return answer(request, entry, 'HIT');
}

/**
 * Answers a GET or HEAD for one file of a site's current version from the cache tiers, loading it with `load`
 * (R2) on a miss. Returns null when `load` finds nothing, so the caller answers its 404 page. The response
 * carries the visitor-facing `cacheControl`, `X-Edge-Cache: HIT|MISS`, and is a 304 when `If-None-Match` matches.
 */
export async function serveCachedSiteFile(
  request: Request,
  key: SiteFileKey,
  cacheControl: string,
  load: () => Promise<LoadedFile>,
  options: SiteCacheOptions,
): Promise<Response | null> {
  const memory = options.memory ?? defaultMemory;
  const id = siteFileCacheKey(key);
  const remembered = memory.get(id);
  if (remembered) return answer(request, remembered, 'HIT');
  // The DOM typings (also loaded for the app) hide workerd's `caches.default`.
  const cache = options.cache ?? (caches as unknown as { default: Cache }).default;
  const stored = await cache.match(id);
  let entry: CachedFile;
  if (stored) {
    entry = toEntry(new Headers(stored.headers), await stored.arrayBuffer(), cacheControl);
  } else {
    const loaded = await load();
    if (!loaded) return null;
    if ('uncached' in loaded) return loaded.uncached;
    entry = toEntry(loaded.headers, loaded.body, cacheControl);
    const storedHeaders = new Headers(loaded.headers);
    storedHeaders.set('Cache-Control', SITE_FILE_STORED_POLICY);
    options.waitUntil(
      cache
        .put(id, new Response(loaded.body, { status: 200, headers: storedHeaders }))
        .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'site cache put failed', error: String(error) }))),
    );
  }
  memory.set(id, entry);
  return answer(request, entry, stored ? 'HIT' : 'MISS');
}
