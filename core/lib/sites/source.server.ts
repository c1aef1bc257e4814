import { extractFacts } from '../facts/extract';
import { businessFactsSchema } from '../facts/schema';
import type { SiteBrief } from '../generation/brief';
import { siteContentSchema, type SiteContent } from '../generation/content-schema';
import { withoutMisplacedOfferings } from '../generation/facts-text';
import { designFor, type Design, type Palette } from '../generation/design';

/**
 * The words and the brief a version was rendered from (docs/decisions/110), kept beside its files but outside the
 * served prefix so they are never public or zipped: `sources/{projectId}/v{version}.json`. The editor
 * re-renders from them through the same templates as generation.
 */
export type SiteSource = {
  brief: SiteBrief;
  content: SiteContent;
  /** Set once the owner edits the colours; until then the palette is the one generation derived from the brief. */
  palette?: Palette;
};

/** The design a version is rendered with: generation's, with the owner's colours when they chose some. */
export function designForSource(source: Pick<SiteSource, 'brief' | 'palette'>): Design {
  const design = designFor(source.brief);
  return source.palette ? { ...design, palette: source.palette } : design;
}

export function sourceKey(projectId: number, version: number): string {
  return `sources/${projectId}/v${version}.json`;
}

export async function writeSource(bucket: Pick<R2Bucket, 'put'>, projectId: number, version: number, source: SiteSource): Promise<void> {
  await bucket.put(sourceKey(projectId, version), JSON.stringify(source), { httpMetadata: { contentType: 'application/json' } });
}

export async function readSource(bucket: R2Bucket, projectId: number, version: number): Promise<SiteSource | null> {
  const object = await bucket.get(sourceKey(projectId, version));
  if (!object) return null;
  try {
    return normalizeSource(await object.json());
  } catch {
    return null;
  }
}

/**
 * A stored source in today's shape (docs/decisions/146). Versions written before the facts existed carry
 * invented menu items, hours rows and pricing plans in their words (dropped by the content schema) and a
 * brief without facts: their facts are read from the description, as for a project with none stored.
 */
export function normalizeSource(stored: unknown): SiteSource | null {
  const source = stored as SiteSource;
  const content = siteContentSchema.safeParse(source?.content);
  if (!content.success || !source.brief) return null;
  const { brief } = source;
  const facts = businessFactsSchema.safeParse(brief.facts);
  return {
    ...source,
    brief: {
      ...brief,
      facts: withoutMisplacedOfferings(
        facts.success ? facts.data : extractFacts(brief.description ?? '', { name: brief.name, businessType: brief.businessType }).facts,
      ),
    },
    content: content.data,
  };
}
