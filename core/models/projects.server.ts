import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Env } from '../env';
import { getDb, preparedQuery, type Db } from '../db/client.server';
import { projects, templates, type Project } from '../db/schema';
import { extractFacts } from '../lib/facts/extract';
import { parseStoredFacts, serializeFacts } from '../lib/facts/stored';
import { centsToDecimal } from '../lib/money';
import { priceFor, type Price } from '../lib/pricing';
import { isLiveProject, type ProjectDto } from '../lib/projects';
import { businessTypeForCategory, TEMPLATE_INVALID, type ProjectInput } from '../lib/schemas/project';
import { MAX_UNPAID_PROJECTS, writeLimitFactor } from '../lib/write-limits';
import { getPriceSettings } from './settings.server';

import { PROJECT_NOT_FOUND, type Outcome } from '../lib/outcome';

export { PROJECT_NOT_FOUND, type Outcome, type Refusal } from '../lib/outcome';

export function toProjectDto(p: Project): ProjectDto {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    businessType: p.businessType,
    requirements: p.requirements,
    templateId: p.templateId,
    status: p.status,
    paymentStatus: p.paymentStatus,
    basePrice: centsToDecimal(p.basePriceCents),
    serviceFee: centsToDecimal(p.feeCents),
    totalPrice: centsToDecimal(p.totalPriceCents),
    slug: p.slug,
    generatedUrl: p.generatedUrl,
    isPublishedToStore: p.isPublishedToStore,
    userId: p.userId,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
    facts: parseStoredFacts(p.facts),
  };
}

/** 'Café Zoë & Sons!' -> 'cafe-zoe-sons'; empty for names with no Latin letters or digits. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A readable, unguessable, unique address part: the name's slug plus 40 random bits in hex. */
function newSlug(name: string): string {
  const suffix = [...crypto.getRandomValues(new Uint8Array(5))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const base = slugify(name);
  return base ? `${base}-${suffix}` : `site-${suffix}`;
}

/**
 * What happens to the facts of a project created without any (docs/decisions/140): `confirm-later` leaves
 * them unconfirmed (null) because the owner goes on to the "What we understood" step; `extract` stores what
 * the extractor reads from the description (API clients, which have no such step).
 */
export type MissingFacts = 'confirm-later' | 'extract';

/**
 * Creates a pending, unpaid project priced on the server: the template's base price (or the default), the
 * service fee from the settings, all in cents. A template must exist and be active.
 */
export async function createProject(
  env: Pick<Env, 'DB' | 'ENVIRONMENT' | 'WRITE_LIMIT_FACTOR'>,
  userId: string,
  input: ProjectInput,
  { missingFacts = 'confirm-later' }: { missingFacts?: MissingFacts } = {},
): Promise<Outcome<{ project: Project; price: Price }>> {
  const db = getDb(env);
  let templateBaseCents: number | null = null;
  let businessType = input.businessType;
  if (input.templateId !== null) {
    const template = await db
      .select({ basePriceCents: templates.basePriceCents, category: templates.category })
      .from(templates)
      .where(and(eq(templates.id, input.templateId), eq(templates.isActive, true)))
      .get();
    if (!template) {
      return {
        ok: false,
        status: 400,
        code: 'VALIDATION_ERROR',
        message: TEMPLATE_INVALID,
        fields: { templateId: [TEMPLATE_INVALID] },
      };
    }
    templateBaseCents = template.basePriceCents;
    businessType ??= businessTypeForCategory(template.category);
  }
  const price = priceFor(templateBaseCents, await getPriceSettings(env));
  const facts =
    input.facts ??
    (missingFacts === 'extract' ? extractFacts(input.description, { name: input.name, businessType: businessType ?? 'Other' }).facts : null);
  const project = await db
    .insert(projects)
    .values({
      userId,
      name: input.name,
      description: input.description,
      businessType: businessType ?? 'Other',
      requirements: input.requirements,
      templateId: input.templateId,
      basePriceCents: price.baseCents,
      feeCents: price.feeCents,
      totalPriceCents: price.totalCents,
      slug: newSlug(input.name),
      facts: facts ? serializeFacts(facts) : null,
    })
    .returning()
    .get();
  // Checked after the insert, counting only rows up to this one: of concurrent creations the earliest win
  // and the total never exceeds the cap (docs/decisions/151).
  const unpaid = await env.DB.prepare("select count(*) as n from projects where user_id = ? and payment_status = 'pending' and deleted_at is null and id <= ?")
    .bind(userId, project.id)
    .first<{ n: number }>();
  const cap = MAX_UNPAID_PROJECTS * writeLimitFactor(env);
  if ((unpaid?.n ?? 0) > cap) {
    await env.DB.prepare('delete from projects where id = ?').bind(project.id).run();
    return { ok: false, status: 409, code: 'TOO_MANY_UNPAID_PROJECTS', message: unpaidCapMessage(cap) };
  }
  return { ok: true, project, price };
}

function unpaidCapMessage(cap: number): string {
  return `You already have ${cap} unpaid projects. Pay for one of them before you create another.`;
}

/**
 * A user's projects, newest first, deleted ones included: the dashboard counts a deleted paid project in Total
 * Spent (docs/decisions/260) and lists only the live ones (`isLiveProject`). `userId` a placeholder or a column.
 */
export function selectUserProjects(db: Db, userId: Placeholder | AnySQLiteColumn) {
  return db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt), desc(projects.id));
}

/** The dashboard's query (docs/decisions/167). */
const projectsForUser = preparedQuery((db) => selectUserProjects(db, sql.placeholder('userId')).prepare());

/** Every row `selectUserProjects` reads, deleted projects included (the dashboard's records). */
export function listProjectRecordsForUser(env: Pick<Env, 'DB'>, userId: string): Promise<Project[]> {
  return projectsForUser(env).all({ userId });
}

/** The user's projects, newest first, without the deleted ones. */
export async function listProjectsForUser(env: Pick<Env, 'DB'>, userId: string): Promise<Project[]> {
  return (await listProjectRecordsForUser(env, userId)).filter(isLiveProject);
}

/** The name of the project's template, for summaries ('No specific template' without one). */
export async function templateNameFor(env: Pick<Env, 'DB'>, templateId: number | null): Promise<string | null> {
  if (templateId === null) return null;
  const row = await getDb(env).select({ name: templates.name }).from(templates).where(eq(templates.id, templateId)).get();
  return row?.name ?? null;
}
