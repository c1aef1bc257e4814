import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { sessions, users, type StaffRole, type User, type UserRole, type UserStatus } from '../db/schema';
import type { Outcome, Refusal } from '../lib/outcome';
import { recordAudit, type AuditActor } from './audit.server';
import { containsText } from '../db/contains-text.server';
import { pageInfo } from './admin-stats.server';

/** The User as the admin list shows it. */
export type AdminUserDto = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  status: UserStatus;
  /** The staff grant beside the role (docs/decisions/201), null for everyone else. */
  staffRole: StaffRole | null;
  permissions: string[];
  createdAt: number;
  lastLoginAt: number | null;
};

export const USERS_PAGE_SIZE = 20;

export function toAdminUserDto(u: User): AdminUserDto {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    status: u.status,
    staffRole: u.staffRole,
    permissions: u.permissions,
    createdAt: u.createdAt,
    lastLoginAt: u.lastLoginAt,
  };
}

export async function listUsers(env: Pick<Env, 'DB'>, { q, page }: { q: string; page: number }) {
  const db = getDb(env);
  const filter = q
    ? or(containsText(users.email, q), containsText(users.firstName, q), containsText(users.lastName, q), eq(users.id, q))
    : undefined;
  const total = (await db.select({ n: count() }).from(users).where(filter).get())?.n ?? 0;
  const info = pageInfo(total, page, USERS_PAGE_SIZE);
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(info.pageSize)
    .offset((info.page - 1) * info.pageSize);
  return { users: rows.map(toAdminUserDto), ...info, q };
}

export type UserChangeResult = Outcome<{ user: AdminUserDto }, 404 | 409>;

const NOT_FOUND: Refusal<404> = { ok: false, status: 404, code: 'NOT_FOUND', message: 'User not found.' };
const lastAdmin = (change: string): Refusal<409> => ({ ok: false, status: 409, code: 'LAST_ADMIN', message: `The last active admin cannot be ${change}.` });

/**
 * True when this row is the only active admin. Evaluated inside the UPDATE's WHERE, so two admins
 * demoting each other at the same moment cannot both succeed (D1 runs one statement at a time).
 */
const isLastActiveAdmin = sql`(${users.role} = 'admin' and ${users.status} = 'active' and (select count(*) from users where role = 'admin' and status = 'active') <= 1)`;
export const notLastActiveAdmin = sql`not ${isLastActiveAdmin}`;

/** Changes the role; permissions are kept unless new ones are given. */
export async function changeUserRole(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  userId: string,
  role: UserRole,
  permissions?: string[],
): Promise<UserChangeResult> {
  const db = getDb(env);
  const before = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!before) return NOT_FOUND;
  const guard = role === 'admin' ? eq(users.id, userId) : and(eq(users.id, userId), notLastActiveAdmin);
  const row = await db
    .update(users)
    .set({ role, ...(permissions !== undefined && { permissions }) })
    .where(guard)
    .returning()
    .get();
  if (!row) return lastAdmin('demoted');
  await recordAudit(env, actor, 'user.role_changed', { type: 'user', id: userId }, {
    email: row.email,
    from: before.role,
    to: row.role,
    ...(permissions !== undefined && { permissions }),
  });
  return { ok: true, user: toAdminUserDto(row) };
}

/** Changes the status; any status but active ends the user's sessions at once. */
export async function changeUserStatus(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  userId: string,
  status: UserStatus,
): Promise<UserChangeResult> {
  const db = getDb(env);
  const before = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!before) return NOT_FOUND;
  const guard = status === 'active' ? eq(users.id, userId) : and(eq(users.id, userId), notLastActiveAdmin);
  // One batch (a transaction in D1): the sessions go only if the status change went through.
  const [updated] = await db.batch([
    db.update(users).set({ status }).where(guard).returning(),
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          sql`exists (select 1 from users where users.id = ${userId} and users.status <> 'active')`,
        ),
      ),
  ]);
  const row = updated[0];
  if (!row) return lastAdmin(status === 'suspended' ? 'suspended' : 'set to pending');
  await recordAudit(env, actor, 'user.status_changed', { type: 'user', id: userId }, {
    email: row.email,
    from: before.status,
    to: row.status,
  });
  return { ok: true, user: toAdminUserDto(row) };
}

/**
 * Grants or revokes the support grant (docs/decisions/216): a support member reads every project through the
 * access gate and writes none. Independent of the role, so it never touches the last-admin rule.
 */
export async function changeStaffRole(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  userId: string,
  staffRole: StaffRole | null,
): Promise<UserChangeResult> {
  const db = getDb(env);
  const before = await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId)).get();
  if (!before) return NOT_FOUND;
  const row = await db.update(users).set({ staffRole }).where(eq(users.id, userId)).returning().get();
  if (!row) return NOT_FOUND;
  await recordAudit(env, actor, 'user.staff_role_changed', { type: 'user', id: userId }, {
    email: row.email,
    from: before.staffRole,
    to: row.staffRole,
  });
  return { ok: true, user: toAdminUserDto(row) };
}
