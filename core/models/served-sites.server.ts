import type { Env } from '../env';

/**
 * Which files a public site address serves, remembered per isolate for a few seconds (docs/decisions/160).
 * A generated site's files are immutable per version, so the only thing that changes when a version is
 * published or restored, or a domain changes, is this pointer: the file cache is keyed by project and
 * version (workers/site-cache.ts) and simply stops being asked for the old key. Every change forgets the
 * pointer in the isolate that made it; other isolates follow within POINTER_TTL_MS.
 */
export const POINTER_TTL_MS = 10_000;
/**
 * A pointer this old is refreshed in the background while it still answers (docs/decisions/166): under steady
 * traffic it never expires, so no visitor waits for D1 (before, every 10 s every request in flight queued behind
 * one look-up), and POINTER_TTL_MS stays a hard bound on its age.
 */
export const POINTER_REFRESH_MS = 7_000;
/** Bounds the memory a flood of distinct names can take. */
const MAX_POINTERS = 5_000;

export type ServedSite = { projectId: number; version: number };
type HostSite = { slug: string; projectId: number };
type Entry<T> = { value: T; at: number };
type Table<T> = { entries: Map<string, Entry<T>>; pending: Map<string, Promise<T>> };

// The Worker bundles this module twice: once for workers/sites.ts, which reads the pointers, and once inside
// the Remix server build, whose actions publish and restore. Both copies must share one memory per isolate.
// `epoch` counts the forgets: a look-up that started before one must not remember what it read.
type Pointers = { bySlug: Table<ServedSite | null>; byHost: Table<HostSite | null>; epoch: number };
const SHARED = Symbol.for('fairstack.served-sites');
const shared = globalThis as typeof globalThis & { [SHARED]?: Pointers };
const pointers = (shared[SHARED] ??= {
  bySlug: { entries: new Map(), pending: new Map() },
  byHost: { entries: new Map(), pending: new Map() },
  epoch: 0,
});

type Waiter = Pick<ExecutionContext, 'waitUntil'>;

/**
 * One D1 look-up per key at a time, however many requests arrive while it runs; its answer is remembered
 * (`keep`) unless a forget came in between. Other requests await the look-up only when the request that started
 * it holds it with `waitUntil`: workerd cancels a request's continuations when it ends, and a visitor who leaves
 * would otherwise leave every request waiting on its look-up unanswered (docs/decisions/237).
 */
function lookUp<T>(table: Table<T>, key: string, load: () => Promise<T>, keep: (value: T) => boolean, ctx?: Waiter): Promise<T> {
  const joined = ctx ? table.pending.get(key) : undefined;
  if (joined) return joined;
  const epoch = pointers.epoch;
  const started: Promise<T> = load().then((value) => {
    if (pointers.epoch !== epoch) return value;
    if (!keep(value)) table.entries.delete(key);
    else {
      if (table.entries.size >= MAX_POINTERS) table.entries.delete(table.entries.keys().next().value!);
      table.entries.set(key, { value, at: Date.now() });
    }
    return value;
  });
  if (!ctx) return started;
  const shared = started.finally(() => {
    if (table.pending.get(key) === shared) table.pending.delete(key);
  });
  table.pending.set(key, shared);
  ctx.waitUntil(
    shared.catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', message: 'site pointer look-up failed', error: String(error) })),
    ),
  );
  return shared;
}

/**
 * The remembered value while it is younger than POINTER_TTL_MS (starting its refresh in the background once it
 * is older than POINTER_REFRESH_MS), else the look-up's answer.
 */
function pointer<T>(table: Table<T>, key: string, load: () => Promise<T>, keep: (value: T) => boolean, ctx?: Waiter): T | Promise<T> {
  const hit = table.entries.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < POINTER_REFRESH_MS) return hit.value;
  if (hit && age < POINTER_TTL_MS && ctx) {
    // Logged by lookUp, which holds it with ctx.waitUntil.
    if (!table.pending.has(key)) lookUp(table, key, load, keep, ctx).catch(() => undefined);
    return hit.value;
  }
  return lookUp(table, key, load, keep, ctx);
}

/**
 * Until when (ms since the epoch) the remembered pointer for `key` answers without a look-up, the moment it is due
 * for its refresh; 0 when none is remembered. The Worker replays a site file it answered with that pointer only
 * until then, and only while `pointerEpoch()` is unchanged (docs/decisions/235).
 */
function freshUntil<T>(table: Table<T>, key: string): number {
  const hit = table.entries.get(key);
  return hit ? hit.at + POINTER_REFRESH_MS : 0;
}

/** How many forgets (publish, restore, domain change) this isolate has seen: a change voids what was read before it. */
export function pointerEpoch(): number {
  return pointers.epoch;
}

/** See freshUntil: read it in the same turn as the servedSite call it qualifies. */
export function servedSiteFreshUntil(slug: string): number {
  return freshUntil(pointers.bySlug, slug);
}

/** See freshUntil: read it in the same turn as the servedCustomHost call it qualifies. */
export function servedCustomHostFreshUntil(hostname: string): number {
  return freshUntil(pointers.byHost, hostname);
}

/** The served version for a public slug, or null when there is no site there. */
export async function siteBySlug(env: Pick<Env, 'DB'>, slug: string): Promise<ServedSite | null> {
  // A restored version (docs/decisions/110) serves the files of the version it restored.
  const row = await env.DB.prepare(
    `select p.id, coalesce(v.files_version, p.current_version) as files_version
       from projects p left join site_versions v on v.project_id = p.id and v.version = p.current_version
      where p.slug = ? and p.current_version is not null and p.deleted_at is null`,
  )
    .bind(slug)
    .first<{ id: number; files_version: number }>();
  return row ? { projectId: row.id, version: row.files_version } : null;
}

/** The site served at a verified custom host name, or null. */
export async function siteByCustomHost(env: Pick<Env, 'DB'>, hostname: string): Promise<HostSite | null> {
  const row = await env.DB.prepare(
    `select p.slug, p.id from custom_domains d join projects p on p.id = d.project_id
      where d.hostname = ? and d.status = 'verified' and p.current_version is not null and p.deleted_at is null`,
  )
    .bind(hostname)
    .first<{ slug: string; id: number }>();
  return row ? { slug: row.slug, projectId: row.id } : null;
}

const isSite = (site: ServedSite | null) => site !== null;
const always = () => true;

/**
 * The project and files version served at `slug`, or null. Unknown slugs are not remembered (they may appear any
 * moment). With `ctx`, a pointer due for its refresh answers while it is refreshed (`ctx.waitUntil`).
 */
export async function servedSite(env: Pick<Env, 'DB'>, slug: string, ctx?: Waiter): Promise<ServedSite | null> {
  return pointer(pointers.bySlug, slug, () => siteBySlug(env, slug), isSite, ctx);
}

/**
 * The site at a verified custom host name, or null. Misses are remembered too: every request for a host that
 * is not the app's or the sites' own asks this, and a domain change forgets the names it touches.
 */
export async function servedCustomHost(env: Pick<Env, 'DB'>, hostname: string, ctx?: Waiter): Promise<HostSite | null> {
  return pointer(pointers.byHost, hostname, () => siteByCustomHost(env, hostname), always, ctx);
}

/**
 * Forgets what this isolate remembers about a project's site (its slug and custom host names) and about
 * `hostnames`: called after a version is published or restored and after a domain is attached, verified,
 * failed or removed. Look-ups already under way are neither joined by later requests nor remembered.
 */
export function forgetServedSite(change: { projectId: number; hostnames?: (string | null | undefined)[] }) {
  pointers.epoch++;
  const { bySlug, byHost } = pointers;
  for (const [slug, entry] of bySlug.entries) if (entry.value?.projectId === change.projectId) bySlug.entries.delete(slug);
  for (const [host, entry] of byHost.entries) if (entry.value?.projectId === change.projectId) byHost.entries.delete(host);
  for (const host of change.hostnames ?? []) if (host) byHost.entries.delete(host);
  // A look-up under way may have read the rows before this change: later requests start their own.
  bySlug.pending.clear();
  byHost.pending.clear();
}
