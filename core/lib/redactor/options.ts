import { CATEGORY_IDS, type CategoryId } from './categories';

export type RedactOptions = {
  /** The categories to redact; all of them when absent. */
  categories?: readonly CategoryId[];
  /** Numbered placeholders: the same e-mail becomes `{{EMAIL_1}}` everywhere. */
  consistent?: boolean;
};

export function enabledFlags(categories: readonly CategoryId[] | undefined): boolean[] {
  if (!categories) return CATEGORY_IDS.map(() => true);
  const set = new Set(categories);
  return CATEGORY_IDS.map((id) => set.has(id));
}
