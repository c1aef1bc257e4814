import { and, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { projects, type Project } from '../db/schema';
import { projectAccess, projectAccessSql, projectFor, type Actor } from '../access/projects.server';
import type { BusinessFacts } from '../lib/facts/schema';
import { progressFor, type Progress } from '../lib/generation/steps';
import { GENERATION_RUNNING, PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';
import { parseProjectId } from '../lib/projects';
import { allowFactWrite } from '../platform/write-limit.server';
import { deleteObjectsUnder, projectFilesPrefix } from '../lib/generation/storage.server';
import { customHostnamesFromEnv, syncCustomHostname } from '../lib/sites/custom-hostnames.server';
import { beginGeneration } from './begin-generation.server';
import { domainOf } from './custom-domains.server';
import { saveFactsForUser } from './facts.server';
import { invalidateNewestPublishedApps } from './published-apps.server';
import { forgetServedSite } from './served-sites.server';

/**
 * The project operations of both project APIs, `/api/projects` (the session's) and `/api/v1/projects` (an API
 * token's), written once (docs/decisions/214). Each takes the path's raw id, asks the access gate and answers
 * an `Outcome`; the two Hono front doors only validate the body, shape the project for their audience and turn
 * a refusal into the one error envelope. Listing and creating are `listProjectsForUser` and `createProject`.
 */

/** A project the caller may read, by the path's id (malformed, missing and foreign are the same 404). */
export async function readProject(env: Pick<Env, 'DB'>, actor: Actor, rawId: string): Promise<Outcome<{ project: Project }>> {
  const id = parseProjectId(rawId);
  const project = id === null ? null : await projectFor(env, actor, id, 'read');
  return project ? { ok: true, project } : PROJECT_NOT_FOUND;
}

/** Replaces the owner's business facts (docs/decisions/140), counted against the fact-write limit (143). */
export async function replaceProjectFacts(
  env: Pick<Env, 'DB' | 'RATE_LIMITER'>,
  actor: Actor,
  rawId: string,
  facts: BusinessFacts,
): Promise<Outcome<{ project: Project }>> {
  const id = parseProjectId(rawId);
  if (id === null) return PROJECT_NOT_FOUND;
  const limit = await allowFactWrite(env, actor.id);
  if (!limit.ok) return limit;
  return saveFactsForUser(env, actor.id, id, facts);
}

/** What a started generation answers on both APIs. */
export type GenerationStarted = {
  id: number;
  name: string;
  status: 'generating';
  generatedUrl: string | null;
  runId: number;
  version: number;
  progress: Progress;
};

async function setRequirements(env: Pick<Env, 'DB'>, projectId: number, actor: Actor, requirements: string) {
  await getDb(env)
    .update(projects)
    .set({ requirements })
    .where(and(eq(projects.id, projectId), projectAccess('write', actor)));
}

/**
 * Starts the owner's generation; `customRequirements` replace the project's requirements for this run and
 * after it (the composer reads them from the project), and are put back when the start is refused.
 * `remaining` is what is left of the per-user generation limit, for the API's limit headers.
 */
export async function startProjectGeneration(
  env: Env,
  actor: Actor,
  rawId: string,
  { customRequirements, requestUrl }: { customRequirements?: string; requestUrl: string },
): Promise<Outcome<{ started: GenerationStarted; remaining: number }>> {
  const id = parseProjectId(rawId);
  if (id === null) return PROJECT_NOT_FOUND;
  const custom = customRequirements?.trim();
  let restore: string | null = null;
  if (custom) {
    const project = await projectFor(env, actor, id, 'write');
    if (!project) return PROJECT_NOT_FOUND;
    restore = project.requirements;
    await setRequirements(env, id, actor, custom);
  }
  const begun = await beginGeneration(env, { projectId: id, userId: actor.id, requestUrl });
  if (!begun.ok) {
    if (restore !== null) await setRequirements(env, id, actor, restore);
    return begun;
  }
  const started: GenerationStarted = {
    id,
    name: begun.name,
    status: 'generating',
    generatedUrl: null,
    runId: begun.runId,
    version: begun.version,
    progress: progressFor('queued'),
  };
  return { ok: true, started, remaining: begun.remaining };
}

/**
 * Deletes the owner's project (docs/decisions/260): its versions, runs, facts, images and their files, its store
 * listing and its custom domain go; the row stays, marked deleted and emptied of the owner's words, as the record
 * of its price and payment (the admin's revenue, the owner's Total Spent). The gate then treats it as missing
 * everywhere, and the site's address stops serving at once in this isolate (`forgetServedSite`).
 *
 * Refused while a generation runs: the run writes the site's files and completes the row, so deleting under it
 * would leave files behind or bring a site back. The first statement is conditional on that (and on the caller
 * being the owner), and every other statement only acts once it has, all in one transaction.
 * `wasListed` says whether the store pages must be purged.
 */
export async function deleteProject(
  env: Pick<Env, 'DB' | 'SITES' | 'CF_SAAS_ZONE_ID' | 'CF_API_TOKEN' | 'CF_API_BASE'>,
  actor: Actor,
  rawId: string,
  now = Date.now(),
): Promise<Outcome<{ id: number; wasListed: boolean }>> {
  const id = parseProjectId(rawId);
  const project = id === null ? null : await projectFor(env, actor, id, 'write');
  if (id === null || !project) return PROJECT_NOT_FOUND;
  if (project.status === 'generating') return GENERATION_RUNNING;
  const domain = await domainOf(env, id);
  // Each delete acts only once the first statement has marked the row deleted (at `now`).
  const marked = `exists (select 1 from projects where id = ?1 and deleted_at = ?2)`;
  const dependents = ['published_apps', 'custom_domains', 'site_version_photos', 'photos', 'site_versions', 'generation_runs'];
  const [mark] = await env.DB.batch([
    env.DB.prepare(
      `update projects set deleted_at = ?1, updated_at = ?1, description = '', requirements = '', facts = null,
          generated_url = null, current_version = null, is_published_to_store = 0
        where id = ?2 and ${projectAccessSql('write', '?3')} and status <> 'generating'`,
    ).bind(now, id, actor.id),
    ...dependents.map((table) => env.DB.prepare(`delete from ${table} where project_id = ?1 and ${marked}`).bind(id, now)),
  ]);
  if (!mark.meta.changes) {
    // Changed since the read: a generation started, or another request deleted it first.
    const again = await projectFor(env, actor, id, 'write');
    return again?.status === 'generating' ? GENERATION_RUNNING : PROJECT_NOT_FOUND;
  }
  forgetServedSite({ projectId: id, hostnames: [domain?.hostname] });
  if (project.isPublishedToStore) invalidateNewestPublishedApps(env);
  // A verified name leaves the Cloudflare for SaaS zone like a removed domain's (a no-op without it).
  await syncCustomHostname(customHostnamesFromEnv(env), domain, null);
  // After the rows: a failure here leaves files nobody can reach (the rows that named them are gone), never a
  // project without its files.
  await deleteObjectsUnder(env.SITES, projectFilesPrefix(id));
  return { ok: true, id, wasListed: project.isPublishedToStore };
}
