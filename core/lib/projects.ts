import type { z } from 'zod';
import type { projectDtoSchema } from './schemas/project-dto';

import type { PaymentStatus, ProjectStatus } from '../db/schema';

export type { PaymentStatus, ProjectStatus } from '../db/schema';

/** The public shape of a project (core/lib/schemas/project-dto.ts). */
export type ProjectDto = z.output<typeof projectDtoSchema>;

/** The message each project state shows; every page that shows a state uses this one table. */
export function statusMessage(project: Pick<ProjectDto, 'status' | 'paymentStatus'>): string {
  switch (project.status) {
    case 'pending':
      return project.paymentStatus === 'paid' ? 'Payment confirmed - Ready to generate' : 'Waiting for payment';
    case 'generating':
      return 'AI is creating your website...';
    case 'completed':
      return 'Your website is ready!';
    case 'failed':
      return 'Generation failed - please try again';
  }
}

/** A paid project starts its generation from `pending` and retries it from `failed`. */
export const GENERATABLE_STATUSES = ['pending', 'failed'] as const satisfies readonly ProjectStatus[];

/**
 * Whether a project may start (or retry) its generation: the buttons and the conditional write that starts a
 * run (`startGeneration`, which uses `GENERATABLE_SQL`) both derive from this rule.
 */
export function canGenerate(project: Pick<ProjectDto, 'status' | 'paymentStatus'>): boolean {
  return project.paymentStatus === 'paid' && (GENERATABLE_STATUSES as readonly ProjectStatus[]).includes(project.status);
}

/** `canGenerate` as an SQL condition on the projects table (constants only, nothing user-written). */
export const GENERATABLE_SQL = `payment_status = 'paid' and status in (${GENERATABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A completed, unpublished project may be published to the store. */
export function canPublish(project: Pick<ProjectDto, 'status' | 'isPublishedToStore' | 'generatedUrl'>): boolean {
  return project.status === 'completed' && !project.isPublishedToStore && Boolean(project.generatedUrl);
}

export type DashboardStats = { websitesGenerated: number; totalSpentCents: number; activeProjects: number };

/**
 * `websitesGenerated` = completed projects; Total Spent = sum of totals over paid projects, deleted ones included
 * (the money was spent; docs/decisions/260); activeProjects = pending or generating projects. A deleted project
 * counts only towards Total Spent.
 */
export function dashboardStats(
  projects: readonly { status: ProjectStatus; paymentStatus: PaymentStatus; totalPriceCents: number; deletedAt: number | null }[],
): DashboardStats {
  let websitesGenerated = 0;
  let totalSpentCents = 0;
  let activeProjects = 0;
  for (const p of projects) {
    if (p.paymentStatus === 'paid') totalSpentCents += p.totalPriceCents;
    if (p.deletedAt !== null) continue;
    if (p.status === 'completed') websitesGenerated++;
    if (p.status === 'pending' || p.status === 'generating') activeProjects++;
  }
  return { websitesGenerated, totalSpentCents, activeProjects };
}

/** A project its owner has not deleted (a deleted row is kept only as a record of what was paid). */
export function isLiveProject(project: { deletedAt: number | null }): boolean {
  return project.deletedAt === null;
}

/** Route and API ids: a positive integer within SQLite's rowid range, else null (which answers 404). */
export function parseProjectId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
