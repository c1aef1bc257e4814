import type { Env } from '../env';
import type { SiteVersionKind } from '../db/schema';
import { forgetServedSite } from './served-sites.server';
import { restoreLibrary } from './photos.server';
import { ownedSite, projectAccessSql } from '../access/projects.server';
import { CHANGED_MEANWHILE, PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';
import { serializeFacts } from '../lib/facts/stored';
import { readSource } from '../lib/sites/source.server';
import { parseProjectId } from '../lib/projects';
import { CHOOSE_A_VERSION, restoreVersionSchema } from '../lib/schemas/site-version';

/**
 * Version history of a generated site (docs/decisions/110). Every version keeps its row and its files; the project's
 * `current_version` says which one is served. A restore adds a version whose `files_version` points at the
 * files of the restored one, so nothing is copied and nothing is deleted.
 */

export type VersionEntry = {
  version: number;
  kind: SiteVersionKind;
  note: string | null;
  /** The version whose files this one serves (itself unless it is a restore). */
  filesVersion: number;
  fileCount: number;
  totalBytes: number;
  createdAt: number;
  current: boolean;
  /** Serves the same files as the current version (the current one too): restoring it would change nothing. */
  live: boolean;
};

export async function listVersions(env: Pick<Env, 'DB'>, projectId: number, currentVersion: number | null): Promise<VersionEntry[]> {
  const { results } = await env.DB.prepare(
    `select version, kind, note, coalesce(files_version, version) as files_version, file_count, total_bytes, created_at
       from site_versions where project_id = ? order by version desc`,
  )
    .bind(projectId)
    .all<{ version: number; kind: SiteVersionKind; note: string | null; files_version: number; file_count: number; total_bytes: number; created_at: number }>();
  const liveFiles = results.find((r) => r.version === currentVersion)?.files_version;
  return results.map((r) => ({
    version: r.version,
    kind: r.kind,
    note: r.note,
    filesVersion: r.files_version,
    fileCount: r.file_count,
    totalBytes: r.total_bytes,
    createdAt: r.created_at,
    current: r.version === currentVersion,
    live: r.files_version === liveFiles,
  }));
}

/** Which R2 version holds the files of `version` of a project, or null when there is no such version. */
export async function filesVersionOf(env: Pick<Env, 'DB'>, projectId: number, version: number): Promise<number | null> {
  const row = await env.DB.prepare('select coalesce(files_version, version) as v from site_versions where project_id = ? and version = ?')
    .bind(projectId, version)
    .first<{ v: number }>();
  return row?.v ?? null;
}

/** The files of version `n` of the site published at `slug` (for previews), or null. */
export async function siteVersionBySlug(env: Pick<Env, 'DB'>, slug: string, version: number) {
  const row = await env.DB.prepare(
    `select p.id, p.user_id, coalesce(v.files_version, v.version) as files_version
       from projects p join site_versions v on v.project_id = p.id and v.version = ?
      where p.slug = ? and p.deleted_at is null`,
  )
    .bind(version, slug)
    .first<{ id: number; user_id: string; files_version: number }>();
  return row ? { projectId: row.id, ownerId: row.user_id, version: row.files_version } : null;
}

export type RestoreResult = Outcome<{ version: number }, 400 | 404 | 409>;

/** Restoring what is live already changes nothing and says so (docs/decisions/271). */
function alreadyLive(version: number, liveVersion: number) {
  return {
    ok: false,
    status: 409,
    code: 'ALREADY_LIVE',
    message:
      version === liveVersion
        ? `Version ${version} is already live. Nothing was changed.`
        : `Version ${version} is already live: the live version ${liveVersion} shows the same site. Nothing was changed.`,
  } as const;
}

/**
 * Makes an old version current again as a new version pointing at its files. One batch (a transaction):
 * the new row and the project's pointer (and its facts) move together, or neither does. The new number is one past every
 * number used so far, by versions and by generation runs, and the unique index refuses a concurrent twin.
 */
export async function restoreVersion(
  env: Pick<Env, 'DB' | 'SITES'>,
  input: { projectId: number; userId: string; version: number; now?: number },
): Promise<RestoreResult> {
  const now = input.now ?? Date.now();
  const site = await ownedSite(env, input.projectId, input.userId, 'write');
  if (!site) return PROJECT_NOT_FOUND;
  if (site.status !== 'completed' || site.currentVersion === null) {
    return { ok: false, status: 409, code: 'NOT_COMPLETED', message: 'Only a completed website can be restored.' };
  }
  const source = await env.DB.prepare(
    `select version, coalesce(files_version, version) as files_version, file_count, total_bytes, provider,
            (select coalesce(files_version, version) from site_versions where project_id = ?1 and version = ?3) as live_files_version
       from site_versions where project_id = ?1 and version = ?2`,
  )
    .bind(input.projectId, input.version, site.currentVersion)
    .first<{ version: number; files_version: number; file_count: number; total_bytes: number; provider: string; live_files_version: number | null }>();
  if (!source) return { ok: false, status: 404, code: 'VERSION_NOT_FOUND', message: 'Version not found' };
  // The live version, or one serving the same files (restored before, or restoring what a restore made), would
  // only add a twin of what is live (docs/decisions/271).
  if (source.version === site.currentVersion || source.files_version === source.live_files_version) {
    return alreadyLive(source.version, site.currentVersion);
  }
  // The restored words state the facts they were rendered from: the project's facts go back with them, so the
  // project page, the editor and the next save agree with the live site (docs/decisions/259). A version without
  // a stored source keeps the current facts.
  const restoredFacts = (await readSource(env.SITES, input.projectId, source.files_version))?.brief.facts;
  try {
    const [inserted] = await env.DB.batch([
      env.DB.prepare(
        `insert into site_versions (project_id, version, run_id, provider, file_count, total_bytes, created_at, kind, files_version, note)
         select ?1, max(coalesce((select max(version) from site_versions where project_id = ?1), 0),
                        coalesce((select max(version) from generation_runs where project_id = ?1), 0)) + 1,
                null, ?2, ?3, ?4, ?5, 'restore', ?6, ?7
          where exists (select 1 from projects where id = ?1 and ${projectAccessSql('write', '?8')} and status = 'completed' and current_version = ?9)
         returning version`,
      ).bind(input.projectId, source.provider, source.file_count, source.total_bytes, now, source.files_version, `Restored version ${source.version}`, input.userId, site.currentVersion),
      env.DB.prepare(
        `update projects set current_version = (select max(version) from site_versions where project_id = ?1 and created_at = ?2 and kind = 'restore'),
                updated_at = ?2, facts = coalesce(?3, facts)
          where id = ?1 and changes() = 1`,
      ).bind(input.projectId, now, restoredFacts ? serializeFacts(restoredFacts) : null),
    ]);
    const row = (inserted.results as { version: number }[])[0];
    if (!row) return CHANGED_MEANWHILE;
    forgetServedSite({ projectId: input.projectId });
    // The restored files show their own images; the photos page goes back to them too (docs/decisions/181).
    await restoreLibrary(env, input.projectId, source.files_version);
    return { ok: true, version: row.version };
  } catch (error) {
    if (String(error).includes('UNIQUE')) return CHANGED_MEANWHILE;
    throw error;
  }
}

/**
 * A restore as the page's form and the API ask for it: the project id and `{ version }` as written. Anyone but
 * the owner gets the same 404 for bad input as for good, so a refusal never tells a stranger the project exists.
 */
export async function restoreOwnVersion(
  env: Pick<Env, 'DB' | 'SITES'>,
  userId: string,
  projectIdText: string | undefined,
  input: unknown,
): Promise<RestoreResult> {
  const projectId = parseProjectId(projectIdText);
  if (projectId === null) return PROJECT_NOT_FOUND;
  const parsed = restoreVersionSchema.safeParse(input);
  if (!parsed.success) {
    if (!(await ownedSite(env, projectId, userId, 'write'))) return PROJECT_NOT_FOUND;
    const message = parsed.error.issues[0]?.message ?? CHOOSE_A_VERSION;
    return { ok: false, status: 400, code: 'VALIDATION_ERROR', message, fields: { version: [message] } };
  }
  return restoreVersion(env, { projectId, userId, version: parsed.data.version });
}

/** The owner's versions of a project's site, newest first, for the API; anyone else gets the same 404. */
export async function listOwnVersions(
  env: Pick<Env, 'DB'>,
  userId: string,
  projectIdText: string | undefined,
): Promise<Outcome<{ currentVersion: number | null; versions: VersionEntry[] }, 404>> {
  const projectId = parseProjectId(projectIdText);
  const site = projectId === null ? null : await ownedSite(env, projectId, userId, 'read');
  if (!site) return PROJECT_NOT_FOUND;
  return { ok: true, currentVersion: site.currentVersion, versions: await listVersions(env, site.id, site.currentVersion) };
}
