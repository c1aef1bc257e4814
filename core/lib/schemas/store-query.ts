import { z } from 'zod';
import { PUBLISH_CATEGORIES } from './publish';

/**
 * The app store's search and page number, as an address states them: one rule for the `/app-store` page and
 * `GET /api/published-apps` (docs/decisions/260, 270). The API refuses a value this schema refuses with a 400;
 * the page, read by people who edit addresses by hand, falls back to the whole store's first page instead.
 */

/** Search words beyond this many characters are cut by the page and refused by the API. */
export const STORE_SEARCH_MAX = 100;

export const STORE_PAGE_MESSAGE = 'page must be a whole number from 1 to 99999';
export const STORE_CATEGORY_MESSAGE = `category must be one of: ${PUBLISH_CATEGORIES.join(', ')}`;
export const STORE_SEARCH_MESSAGE = `q must be at most ${STORE_SEARCH_MAX} characters`;

/** A page number as written in an address: digits only, no sign, no leading zero. */
export const storePageField = z
  .string({ error: STORE_PAGE_MESSAGE })
  .regex(/^[1-9]\d{0,4}$/, STORE_PAGE_MESSAGE)
  .transform(Number);

export const storeCategoryField = z.enum(PUBLISH_CATEGORIES, { error: STORE_CATEGORY_MESSAGE });

/** The query of `GET /api/published-apps`: every field optional; an empty `q` or `category` means none. */
export const storeQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(STORE_SEARCH_MAX, STORE_SEARCH_MESSAGE)
    .optional()
    .transform((q) => q ?? ''),
  category: z.preprocess((c) => (c === '' ? undefined : c), storeCategoryField.optional()).transform((c) => c ?? ''),
  page: storePageField.optional().transform((p) => p ?? 1),
});

export type StoreQuery = z.output<typeof storeQuerySchema>;

/** The query string of a store search's page (`?q=…&page=2`, or '' for the whole store's first page). */
export function storeSearch({ q, category }: { q: string; category: string }, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The neighbours of a page of results, as query strings: none before the first page or after the last; a page
 * past the last points back to the last one.
 */
export function storePageLinks(filter: { q: string; category: string }, page: number, pageCount: number) {
  return {
    first: storeSearch(filter, 1),
    previous: page > 1 ? storeSearch(filter, Math.min(page - 1, pageCount)) : null,
    next: page < pageCount ? storeSearch(filter, page + 1) : null,
    last: storeSearch(filter, pageCount),
  };
}
