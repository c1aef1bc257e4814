import { asc, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb, type Db } from '../db/client.server';
import { templates, type Template } from '../db/schema';
import { centsToDecimal } from '../lib/money';
import { memoize } from '../platform/memo.server';

/** The public shape of a template: basePrice as a decimal string. */
export type TemplateDto = {
  id: number;
  name: string;
  description: string;
  category: string;
  imageUrl: string | null;
  basePrice: string;
  isActive: boolean;
  features: string[];
  missionAlignment: string | null;
};

export function toTemplateDto(t: Template): TemplateDto {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    category: t.category,
    imageUrl: t.imageUrl,
    basePrice: centsToDecimal(t.basePriceCents),
    isActive: t.isActive,
    features: t.features,
    missionAlignment: t.missionAlignment,
  };
}

/** The active templates in their order (also read with the dashboard's session look-up, decision 238). */
export function selectActiveTemplates(db: Db) {
  return db.select().from(templates).where(eq(templates.isActive, true)).orderBy(asc(templates.id));
}

let cache: ReturnType<typeof memoize<TemplateDto[]>> | null = null;

// One Worker has one D1 binding, so one cache per isolate is enough.
function activeTemplatesCache(env: Pick<Env, 'DB'>) {
  cache ??= memoize('active-templates', 30_000, async () => {
    const rows = await selectActiveTemplates(getDb(env));
    return rows.map(toTemplateDto);
  });
  return cache;
}

/** Active templates, served from the isolate cache when unchanged. */
export function listActiveTemplates(env: Pick<Env, 'DB'>): Promise<TemplateDto[]> {
  return activeTemplatesCache(env).get();
}

export function invalidateTemplates(env: Pick<Env, 'DB'>) {
  activeTemplatesCache(env).invalidate();
}
