import { and, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { projects, type Project } from '../db/schema';
import { projectAccess, projectFor, type Actor } from '../access/projects.server';
import type { BusinessFacts } from '../lib/facts/schema';
import { progressFor, type Progress } from '../lib/generation/steps';
import { PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';
import { parseProjectId } from '../lib/projects';
import { allowFactWrite } from '../platform/write-limit.server';
import { beginGeneration } from './begin-generation.server';
import { saveFactsForUser } from './facts.server';

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
