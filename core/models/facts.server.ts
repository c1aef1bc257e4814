import { and, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { projectAccess } from '../access/projects.server';
import { getDb } from '../db/client.server';
import { projects, type Project } from '../db/schema';
import { extractFacts } from '../lib/facts/extract';
import type { BusinessFacts, TimetableRow } from '../lib/facts/schema';
import { parseStoredFacts, serializeFacts } from '../lib/facts/stored';
import { PROJECT_NOT_FOUND, type Outcome } from './projects.server';

/** A project's business facts as stored data (docs/decisions/140); the column's format is in lib/facts/stored.ts. */

export type FactsDraft = {
  facts: BusinessFacts;
  /** False when the facts are what the extractor read and the owner has not confirmed them yet. */
  confirmed: boolean;
  /** The extractor's notes for the owner (only for an unconfirmed draft). */
  notes: string[];
  /** The timetable rows the extractor read, for the owner to confirm (only for an unconfirmed draft, docs/decisions/267). */
  timetable: TimetableRow[];
};

/**
 * What the owner is shown to check: the confirmed facts, else what the extractor reads from the description
 * (a draft: nothing is written until the owner saves it).
 */
export function factsDraftFor(project: Pick<Project, 'facts' | 'description' | 'name' | 'businessType'>): FactsDraft {
  const stored = parseStoredFacts(project.facts);
  if (stored) return { facts: stored, confirmed: true, notes: [], timetable: [] };
  const extraction = extractFacts(project.description, { name: project.name, businessType: project.businessType });
  return { facts: extraction.facts, confirmed: false, notes: extraction.notes, timetable: extraction.timetable };
}

/**
 * Saves the owner's facts on their project (the ownership check is in the statement itself: another user's
 * or a missing project changes nothing and answers 404).
 */
export async function saveFactsForUser(
  env: Pick<Env, 'DB'>,
  userId: string,
  projectId: number,
  facts: BusinessFacts,
): Promise<Outcome<{ project: Project }>> {
  const project = await getDb(env)
    .update(projects)
    .set({ facts: serializeFacts(facts), updatedAt: Date.now() })
    .where(and(eq(projects.id, projectId), projectAccess('write', { id: userId })))
    .returning()
    .get();
  return project ? { ok: true, project } : PROJECT_NOT_FOUND;
}

/** The stored facts of a project, whoever owns it (the generation run, which was authorized when it started). */
export async function storedFactsOf(env: Pick<Env, 'DB'>, projectId: number): Promise<BusinessFacts | null> {
  const row = await getDb(env).select({ facts: projects.facts }).from(projects).where(eq(projects.id, projectId)).get();
  return parseStoredFacts(row?.facts);
}
