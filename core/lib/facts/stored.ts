import { businessFactsSchema, type BusinessFacts } from './schema';

/**
 * The `projects.facts` column (docs/decisions/140): JSON that `businessFactsSchema` validates; null means the
 * owner never confirmed any facts.
 */

/** Stored JSON to facts; anything unreadable (bad JSON, an old or damaged shape) counts as never confirmed. */
export function parseStoredFacts(json: string | null | undefined): BusinessFacts | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = businessFactsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Facts to the stored JSON: always re-validated, so nothing unchecked reaches the column. */
export function serializeFacts(facts: BusinessFacts): string {
  return JSON.stringify(businessFactsSchema.parse(facts));
}
