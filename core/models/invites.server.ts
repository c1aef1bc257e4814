import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { invites, users, type User, type UserRole } from '../db/schema';
import { randomToken, sha256Hex } from '../auth/crypto.server';
import { INVITE_MESSAGES } from '../lib/admin-notices';
import type { Outcome, Refusal } from '../lib/outcome';
import { recordAudit, userActor, type AuditActor } from './audit.server';
import { notLastActiveAdmin } from './user-admin.server';

/**
 * Invite links (docs/decisions/103): 256 random bits, stored only as a SHA-256, valid 7 days,
 * usable once. Accepting one applies its role and adds its permissions to the accepting user.
 */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

export function inviteUrl(origin: string, token: string): string {
  return `${origin}/invite/${token}`;
}

export async function createInvite(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  creator: Pick<User, 'id'>,
  { role, permissions }: { role: UserRole; permissions: string[] },
  origin: string,
) {
  const token = randomToken(TOKEN_BYTES);
  const expiresAt = Date.now() + INVITE_TTL_MS;
  const row = await getDb(env)
    .insert(invites)
    .values({ tokenHash: await sha256Hex(token), role, permissions, createdBy: creator.id, expiresAt })
    .returning({ id: invites.id })
    .get();
  await recordAudit(env, actor, 'invite.created', { type: 'invite', id: row.id }, { role, permissions, expiresAt });
  return { inviteUrl: inviteUrl(origin, token), role, permissions, expiresAt };
}

export type InviteView =
  | { state: 'valid'; role: UserRole; permissions: string[]; expiresAt: number }
  | { state: 'accepted'; role: UserRole; permissions: string[] }
  | { state: 'used' | 'expired' | 'unknown' };

async function findInvite(env: Pick<Env, 'DB'>, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  return (await getDb(env).select().from(invites).where(eq(invites.tokenHash, await sha256Hex(token))).get()) ?? null;
}

/** What /invite/:token shows. `viewerId` lets the user who just accepted see a confirmation, not "used". */
export async function inspectInvite(env: Pick<Env, 'DB'>, token: string, viewerId: string | null): Promise<InviteView> {
  const invite = await findInvite(env, token);
  if (!invite) return { state: 'unknown' };
  if (invite.usedAt !== null) {
    return viewerId !== null && invite.usedBy === viewerId
      ? { state: 'accepted', role: invite.role, permissions: invite.permissions }
      : { state: 'used' };
  }
  if (invite.expiresAt <= Date.now()) return { state: 'expired' };
  return { state: 'valid', role: invite.role, permissions: invite.permissions, expiresAt: invite.expiresAt };
}

export { INVITE_MESSAGES };

/** Accepted (the role and permissions now held), or why not: each reason its own code and status. */
export type AcceptResult = Outcome<{ role: UserRole; permissions: string[] }, 404 | 409 | 410>;

const REFUSALS = {
  unknown: { status: 404, code: 'INVITE_UNKNOWN' },
  used: { status: 410, code: 'INVITE_USED' },
  expired: { status: 410, code: 'INVITE_EXPIRED' },
  lastAdmin: { status: 409, code: 'LAST_ADMIN' },
} as const satisfies Record<keyof typeof INVITE_MESSAGES, { status: 404 | 409 | 410; code: string }>;

const refuse = (reason: keyof typeof REFUSALS): Refusal<404 | 409 | 410> => ({ ok: false, ...REFUSALS[reason], message: INVITE_MESSAGES[reason] });

export async function acceptInvite(
  env: Pick<Env, 'DB'>,
  token: string,
  user: User,
  ip: string | null,
): Promise<AcceptResult> {
  const invite = await findInvite(env, token);
  if (!invite) return refuse('unknown');
  if (invite.usedAt !== null) return refuse('used');
  const now = Date.now();
  if (invite.expiresAt <= now) return refuse('expired');

  const db = getDb(env);
  // Claim first: of two simultaneous accepts only one UPDATE finds used_at still null.
  const claimed = await db
    .update(invites)
    .set({ usedAt: now, usedBy: user.id })
    .where(and(eq(invites.id, invite.id), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id })
    .get();
  if (!claimed) return refuse('used');

  const permissions = [...new Set([...user.permissions, ...invite.permissions])];
  const updated = await db
    .update(users)
    .set({ role: invite.role, permissions })
    .where(invite.role === 'admin' ? eq(users.id, user.id) : and(eq(users.id, user.id), notLastActiveAdmin))
    .returning({ id: users.id })
    .get();
  if (!updated) {
    // The invite would have demoted the last admin: give it back so someone else can use it.
    await db.update(invites).set({ usedAt: null, usedBy: null }).where(eq(invites.id, invite.id));
    return refuse('lastAdmin');
  }
  const actor: AuditActor = userActor(user, ip);
  await recordAudit(env, actor, 'invite.used', { type: 'invite', id: invite.id }, {
    userId: user.id,
    from: user.role,
    to: invite.role,
    permissions: invite.permissions,
  });
  return { ok: true, role: invite.role, permissions };
}
