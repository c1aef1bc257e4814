import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { statusIncidents, type StatusIncident } from '../db/schema';
import type { IncidentInput, IncidentState } from '../lib/schemas/incident';
import { recordAudit, type AuditActor } from './audit.server';

/** The status page's incidents, kept by the admin panel (docs/decisions/174). */
export type IncidentDto = { id: number; title: string; summary: string; status: IncidentState; createdAt: string; updatedAt: string };

/** How many incidents the status page lists. */
export const STATUS_PAGE_INCIDENTS = 10;

function toDto(row: StatusIncident): IncidentDto {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listIncidents(env: Pick<Env, 'DB'>, limit = STATUS_PAGE_INCIDENTS): Promise<IncidentDto[]> {
  const rows = await getDb(env).select().from(statusIncidents).orderBy(desc(statusIncidents.createdAt), desc(statusIncidents.id)).limit(limit);
  return rows.map(toDto);
}

export async function countIncidentsSince(env: Pick<Env, 'DB'>, since: number): Promise<number> {
  const row = await getDb(env)
    .select({ n: sql<number>`count(*)` })
    .from(statusIncidents)
    .where(gte(statusIncidents.createdAt, since))
    .get();
  return row?.n ?? 0;
}

export async function createIncident(env: Pick<Env, 'DB'>, actor: AuditActor, input: IncidentInput): Promise<IncidentDto> {
  const row = await getDb(env).insert(statusIncidents).values(input).returning().get();
  await recordAudit(env, actor, 'incident.created', { type: 'incident', id: row.id }, { title: row.title, status: row.status });
  return toDto(row);
}

export async function setIncidentStatus(env: Pick<Env, 'DB'>, actor: AuditActor, id: number, status: IncidentState): Promise<IncidentDto | null> {
  const row = await getDb(env)
    .update(statusIncidents)
    .set({ status, updatedAt: Date.now() })
    .where(eq(statusIncidents.id, id))
    .returning()
    .get();
  if (!row) return null;
  await recordAudit(env, actor, 'incident.updated', { type: 'incident', id }, { to: status });
  return toDto(row);
}

export async function deleteIncident(env: Pick<Env, 'DB'>, actor: AuditActor, id: number): Promise<boolean> {
  const row = await getDb(env).delete(statusIncidents).where(eq(statusIncidents.id, id)).returning({ id: statusIncidents.id }).get();
  if (!row) return false;
  await recordAudit(env, actor, 'incident.deleted', { type: 'incident', id });
  return true;
}
