import { count, desc, eq, or, sql, sum } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { containsText } from '../db/contains-text.server';
import {
  generationRuns,
  PROJECT_STATUSES,
  projects,
  USER_ROLES,
  USER_STATUSES,
  users,
  type PaymentStatus,
  type ProjectStatus,
} from '../db/schema';
import { centsToDecimal } from '../lib/money';
import { listRecentAudit, type AuditEntryDto } from './audit.server';

export const ADMIN_PAGE_SIZE = 25;

export function pageInfo(total: number, page: number, pageSize = ADMIN_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { total, page: Math.min(page, pageCount), pageSize, pageCount };
}

function tally<K extends string>(keys: readonly K[], rows: { key: string; n: number }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in out) out[row.key as K] = row.n;
  return out;
}

export type AdminOverview = {
  users: { total: number; byStatus: Record<(typeof USER_STATUSES)[number], number>; byRole: Record<(typeof USER_ROLES)[number], number> };
  projects: { total: number; byStatus: Record<ProjectStatus, number>; paid: number };
  revenue: string;
  generation: { completed: number; failed: number; successRate: number | null };
  recentActions: AuditEntryDto[];
};

/** The Overview tab: users, projects by status, revenue from paid projects, generation success rate, latest actions. */
export async function getAdminOverview(env: Pick<Env, 'DB'>): Promise<AdminOverview> {
  const db = getDb(env);
  const [byStatus, byRole, projectsByStatus, paid, runs, recentActions] = await Promise.all([
    db.select({ key: users.status, n: count() }).from(users).groupBy(users.status),
    db.select({ key: users.role, n: count() }).from(users).groupBy(users.role),
    db.select({ key: projects.status, n: count() }).from(projects).groupBy(projects.status),
    db
      .select({ n: count(), cents: sum(projects.totalPriceCents) })
      .from(projects)
      .where(eq(projects.paymentStatus, 'paid'))
      .get(),
    db.select({ key: generationRuns.status, n: count() }).from(generationRuns).groupBy(generationRuns.status),
    listRecentAudit(env, 20),
  ]);
  const userStatus = tally(USER_STATUSES, byStatus);
  const projectStatus = tally(PROJECT_STATUSES, projectsByStatus);
  const run = tally(['completed', 'failed', 'running'] as const, runs);
  const finished = run.completed + run.failed;
  return {
    users: {
      total: Object.values(userStatus).reduce((a, b) => a + b, 0),
      byStatus: userStatus,
      byRole: tally(USER_ROLES, byRole),
    },
    projects: {
      total: Object.values(projectStatus).reduce((a, b) => a + b, 0),
      byStatus: projectStatus,
      paid: paid?.n ?? 0,
    },
    revenue: centsToDecimal(Number(paid?.cents ?? 0)),
    generation: {
      completed: run.completed,
      failed: run.failed,
      successRate: finished === 0 ? null : Math.round((run.completed / finished) * 1000) / 10,
    },
    recentActions,
  };
}

export type AdminProjectRow = {
  id: number;
  name: string;
  userId: string;
  userEmail: string | null;
  businessType: string;
  status: ProjectStatus;
  paymentStatus: PaymentStatus;
  totalPrice: string;
  revenue: string;
  createdAt: number;
  /** Deleted by its owner (docs/decisions/260): kept as the record of its price and payment. */
  deleted: boolean;
};

/** The Projects tab: every project with its owner and the revenue it brought (its total once paid). */
export async function listAllProjects(env: Pick<Env, 'DB'>, { q, page }: { q: string; page: number }) {
  const db = getDb(env);
  const id = /^\d{1,12}$/.test(q) ? Number(q) : null;
  const filter = q
    ? or(
        containsText(projects.name, q),
        containsText(users.email, q),
        eq(projects.userId, q),
        ...(id === null ? [] : [eq(projects.id, id)]),
      )
    : undefined;
  const totals = await db
    .select({
      n: count(),
      revenue: sql<number>`coalesce(sum(case when ${projects.paymentStatus} = 'paid' then ${projects.totalPriceCents} else 0 end), 0)`,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.userId))
    .where(filter)
    .get();
  const info = pageInfo(totals?.n ?? 0, page);
  const rows = await db
    .select({ project: projects, userEmail: users.email })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.userId))
    .where(filter)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(info.pageSize)
    .offset((info.page - 1) * info.pageSize);
  const list: AdminProjectRow[] = rows.map(({ project: p, userEmail }) => ({
    id: p.id,
    name: p.name,
    userId: p.userId,
    userEmail,
    businessType: p.businessType,
    status: p.status,
    paymentStatus: p.paymentStatus,
    totalPrice: centsToDecimal(p.totalPriceCents),
    revenue: centsToDecimal(p.paymentStatus === 'paid' ? p.totalPriceCents : 0),
    createdAt: p.createdAt,
    deleted: p.deletedAt !== null,
  }));
  return { projects: list, ...info, revenue: centsToDecimal(Number(totals?.revenue ?? 0)), q };
}
