import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { templates } from '../db/schema';
import type { Outcome, Refusal } from '../lib/outcome';
import type { TemplateInput, TemplateUpdate } from '../lib/schemas/admin';
import { recordAudit, type AuditActor } from './audit.server';
import { invalidateTemplates, toTemplateDto, type TemplateDto } from './templates.server';

/** Template management for the admin panel's Templates tab and /api/admin/templates. */
export type TemplateWriteResult = Outcome<{ template: TemplateDto }, 404 | 409>;

function duplicate(name: string): Refusal<409> {
  const message = `A template named "${name}" already exists.`;
  return { ok: false, status: 409, code: 'DUPLICATE_NAME', message, fields: { name: [message] } };
}
const notFound: Refusal<404> = { ok: false, status: 404, code: 'NOT_FOUND', message: 'Template not found.' };

function isUniqueViolation(error: unknown): boolean {
  const text = (e: unknown): string => (e instanceof Error ? `${e.message} ${text(e.cause)}` : '');
  return /UNIQUE constraint failed/i.test(text(error));
}

/** Every template, active or not, oldest first. */
export async function listAllTemplates(env: Pick<Env, 'DB'>): Promise<TemplateDto[]> {
  const rows = await getDb(env).select().from(templates).orderBy(asc(templates.id));
  return rows.map(toTemplateDto);
}

export async function getTemplate(env: Pick<Env, 'DB'>, id: number): Promise<TemplateDto | null> {
  const row = await getDb(env).select().from(templates).where(eq(templates.id, id)).get();
  return row ? toTemplateDto(row) : null;
}

// Names are unique regardless of case, so "Tech startup" cannot shadow "Tech Startup" in the picker.
async function nameTaken(env: Pick<Env, 'DB'>, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${templates.name}) = lower(${name})`;
  const row = await getDb(env)
    .select({ id: templates.id })
    .from(templates)
    .where(exceptId === undefined ? sameName : and(sameName, ne(templates.id, exceptId)))
    .get();
  return Boolean(row);
}

export async function createTemplate(env: Pick<Env, 'DB'>, actor: AuditActor, input: TemplateInput): Promise<TemplateWriteResult> {
  if (await nameTaken(env, input.name)) return duplicate(input.name);
  let row;
  try {
    row = await getDb(env)
      .insert(templates)
      .values({
        name: input.name,
        description: input.description,
        category: input.category,
        imageUrl: input.imageUrl,
        basePriceCents: input.basePrice,
        isActive: true,
      })
      .returning()
      .get();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(input.name);
    throw error;
  }
  invalidateTemplates(env);
  const template = toTemplateDto(row);
  await recordAudit(env, actor, 'template.created', { type: 'template', id: row.id }, { name: row.name, basePrice: template.basePrice });
  return { ok: true, template };
}

export async function updateTemplate(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  id: number,
  patch: TemplateUpdate,
): Promise<TemplateWriteResult> {
  const before = await getDb(env).select().from(templates).where(eq(templates.id, id)).get();
  if (!before) return notFound;
  if (patch.name !== undefined && (await nameTaken(env, patch.name, id))) return duplicate(patch.name);
  const changes = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.category !== undefined && { category: patch.category }),
    ...(patch.imageUrl !== undefined && { imageUrl: patch.imageUrl }),
    ...(patch.basePrice !== undefined && { basePriceCents: patch.basePrice }),
  };
  let row;
  try {
    row = await getDb(env)
      .update(templates)
      .set({ ...changes, updatedAt: Date.now() })
      .where(eq(templates.id, id))
      .returning()
      .get();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(patch.name ?? before.name);
    throw error;
  }
  if (!row) return notFound;
  invalidateTemplates(env);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => before[key as keyof typeof before] !== value),
  );
  await recordAudit(env, actor, 'template.updated', { type: 'template', id }, { name: row.name, changed });
  return { ok: true, template: toTemplateDto(row) };
}

/** Deactivated templates disappear from /api/templates and the pickers; existing projects keep their price. */
export async function setTemplateActive(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  id: number,
  active: boolean,
): Promise<TemplateWriteResult> {
  const row = await getDb(env)
    .update(templates)
    .set({ isActive: active, updatedAt: Date.now() })
    .where(eq(templates.id, id))
    .returning()
    .get();
  if (!row) return notFound;
  invalidateTemplates(env);
  await recordAudit(env, actor, active ? 'template.activated' : 'template.deactivated', { type: 'template', id }, { name: row.name });
  return { ok: true, template: toTemplateDto(row) };
}
