import type { Env } from '../env';

/**
 * Which files a public site address serves, remembered per isolate for a few seconds (docs/decisions/160).
 * A generated site's files are immutable per version, so the only thing that changes when a version is
 * published or restored, or a domain changes, is this pointer: the file cache is keyed by project and
 * version (workers/site-cache.ts) and simply stops being asked for the old key. Every change forgets the
 * pointer in the isolate that made it; other isolates follow within POINTER_TTL_MS.
 */
export const POINTER_TTL_MS = 10_000;
/** Bounds the memory a flood of distinct names can take. */
const MAX_POINTERS = 5_000;

export type ServedSite = { projectId: number; version: number };
type HostSite = { slug: string; projectId: number };
type Entry<T> = { value: T; at: number };

type Pointers = { bySlug: Map<string, Entry<ServedSite>>; byHost: Map<string, Entry<HostSite | null>>; pending: Map<string, Promise<unknown>> };
// The Worker bundles this module twice: once for workers/sites.ts, which reads the pointers, and once inside
// the Remix server build, whose actions publish and restore. Both copies must share one memory per isolate.
const SHARED = Symbol.for('fairstack.served-sites');
const shared = globalThis as typeof globalThis & { [SHARED]?: Pointers };
const { bySlug, byHost, pending } = (shared[SHARED] ??= { bySlug: new Map(), byHost: new Map(), pending: new Map() });

function remember<T>(map: Map<string, Entry<T>>, key: string, value: T) {
  if (map.size >= MAX_POINTERS) map.delete(map.keys().next().value!);
  map.set(key, { value, at: Date.now() });
}

/** One D1 look-up per key at a time, however many requests arrive while it runs. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = pending.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load().finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** The served version for a public slug, or null when there is no site there. */
export async function siteBySlug(env: Pick<Env, 'DB'>, slug: string): Promise<ServedSite | null> {
  // A restored version (docs/decisions/110) serves the files of the version it restored.
  const row = await env.DB.prepare(
    `select p.id, coalesce(v.files_version, p.current_version) as files_version
       from projects p left join site_versions v on v.project_id = p.id and v.version = p.current_version
      where p.slug = ? and p.current_version is not null`,
  )
    .bind(slug)
    .first<{ id: number; files_version: number }>();
  return row ? { projectId: row.id, version: row.files_version } : null;
}

/** The site served at a verified custom host name, or null. */
export async function siteByCustomHost(env: Pick<Env, 'DB'>, hostname: string): Promise<HostSite | null> {
  const row = await env.DB.prepare(
    `select p.slug, p.id from custom_domains d join projects p on p.id = d.project_id
      where d.hostname = ? and d.status = 'verified' and p.current_version is not null`,
  )
    .bind(hostname)
    .first<{ slug: string; id: number }>();
  return row ? { slug: row.slug, projectId: row.id } : null;
}

/** The project and files version served at `slug`, or null. Unknown slugs are not remembered (they may appear any moment). */
export async function servedSite(env: Pick<Env, 'DB'>, slug: string): Promise<ServedSite | null> {
  const hit = bySlug.get(slug);
  if (hit && Date.now() - hit.at < POINTER_TTL_MS) return hit.value;
  return once(`slug:${slug}`, async () => {
    const site = await siteBySlug(env, slug);
    if (site) remember(bySlug, slug, site);
    else bySlug.delete(slug);
    return site;
  });
}

/**
 * The site at a verified custom host name, or null. Misses are remembered too: every request for a host that
 * is not the app's or the sites' own asks this, and a domain change forgets the names it touches.
 */
export async function servedCustomHost(env: Pick<Env, 'DB'>, hostname: string): Promise<HostSite | null> {
  const hit = byHost.get(hostname);
  if (hit && Date.now() - hit.at < POINTER_TTL_MS) return hit.value;
  return once(`host:${hostname}`, async () => {
    const site = await siteByCustomHost(env, hostname);
    remember(byHost, hostname, site);
    return site;
  });
}

/**
 * Forgets what this isolate remembers about a project's site (its slug and custom host names) and about
 * `hostnames`: called after a version is published or restored and after a domain is attached, verified,
 * failed or removed.
 */
export function forgetServedSite(change: { projectId: number; hostnames?: (string | null | undefined)[] }) {
  for (const [slug, entry] of bySlug) if (entry.value.projectId === change.projectId) bySlug.delete(slug);
  for (const [host, entry] of byHost) if (entry.value?.projectId === change.projectId) byHost.delete(host);
  for (const host of change.hostnames ?? []) if (host) byHost.delete(host);
}
