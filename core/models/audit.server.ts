import { desc } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { auditLog, type AuditActorType, type AuditEntry, type User } from '../db/schema';

/** Every admin action worth answering "who did that, and when?" for (docs/decisions/102). */
export const AUDIT_ACTIONS = {
  'admin.login': 'Logged in to the admin panel',
  'admin.login_failed': 'Failed admin panel login',
  'admin.login_locked': 'Admin panel login locked for 15 minutes',
  'admin.logout': 'Logged out of the admin panel',
  'template.created': 'Created a template',
  'template.updated': 'Changed a template',
  'template.deactivated': 'Deactivated a template',
  'template.activated': 'Activated a template',
  'user.role_changed': "Changed a user's role",
  'user.status_changed': "Changed a user's status",
  'user.staff_role_changed': "Granted or revoked a user's staff role",
  'invite.created': 'Created an invite',
  'invite.used': 'Accepted an invite',
  'settings.changed': 'Changed pricing settings',
  'incident.created': 'Posted a status incident',
  'incident.updated': "Changed a status incident's state",
  'incident.deleted': 'Removed a status incident',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export type AuditActor = { type: AuditActorType; id: string | null; label: string; ip: string | null };

export function userActor(user: Pick<User, 'id' | 'email' | 'firstName'>, ip: string | null): AuditActor {
  return { type: 'user', id: user.id, label: user.email ?? user.firstName ?? user.id, ip };
}

/**
 * The panel has a password, not an identity: the actor is "Admin panel", plus the signed-in user's
 * e-mail when the same browser also has a user session, which is usually the case.
 */
export function panelActor(user: Pick<User, 'id' | 'email'> | null, ip: string | null): AuditActor {
  return { type: 'panel', id: user?.id ?? null, label: user?.email ? `Admin panel (${user.email})` : 'Admin panel', ip };
}

/** Someone who has not proven anything yet (a failed panel login), named as well as we can. */
export function visitorActor(user: Pick<User, 'id' | 'email'> | null, ip: string | null): AuditActor {
  const label = user?.email ? `Visitor (${user.email})` : ip ? `Visitor ${ip}` : 'Visitor';
  return { type: 'visitor', id: user?.id ?? null, label, ip };
}

export type AuditTarget = { type: string; id: string | number };

export async function recordAudit(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget | null = null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await getDb(env)
    .insert(auditLog)
    .values({
      actorType: actor.type,
      actorId: actor.id,
      actorLabel: actor.label.slice(0, 200),
      action,
      targetType: target?.type ?? null,
      targetId: target === null ? null : String(target.id),
      details,
      ip: actor.ip,
    });
}

export type AuditEntryDto = {
  id: number;
  at: number;
  actor: string;
  actorType: AuditActorType;
  action: string;
  summary: string;
  target: string | null;
  details: Record<string, unknown>;
};

export function toAuditDto(entry: AuditEntry): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.createdAt,
    actor: entry.actorLabel,
    actorType: entry.actorType,
    action: entry.action,
    summary: AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action,
    target: entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}`.trim() : null,
    details: entry.details,
  };
}

export async function listRecentAudit(env: Pick<Env, 'DB'>, limit = 20): Promise<AuditEntryDto[]> {
  const rows = await getDb(env).select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(toAuditDto);
}
