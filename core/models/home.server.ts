import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { projects, type PaymentStatus, type ProjectStatus } from '../db/schema';
import { centsToDecimal } from '../lib/money';

export const RECENT_PROJECTS_LIMIT = 6;

export type RecentProject = {
  id: number;
  name: string;
  businessType: string;
  status: ProjectStatus;
  paymentStatus: PaymentStatus;
  totalPrice: string;
  generatedUrl: string | null;
  isPublishedToStore: boolean;
  createdAt: number;
};

/** The signed-in user's own projects, newest first (the Home page's "recent projects"). */
export async function listRecentProjects(
  env: Pick<Env, 'DB'>,
  userId: string,
  limit = RECENT_PROJECTS_LIMIT,
): Promise<RecentProject[]> {
  const rows = await getDb(env)
    .select({
      id: projects.id,
      name: projects.name,
      businessType: projects.businessType,
      status: projects.status,
      paymentStatus: projects.paymentStatus,
      totalPriceCents: projects.totalPriceCents,
      generatedUrl: projects.generatedUrl,
      isPublishedToStore: projects.isPublishedToStore,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  return rows.map(({ totalPriceCents, ...p }) => ({ ...p, totalPrice: centsToDecimal(totalPriceCents) }));
}
