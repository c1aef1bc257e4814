import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"), which made a long admin search a 500
 * (docs/decisions/158): the search is cut to the longest start that fits, escapes and wildcards included. The admin's
 * searches and the app store's (docs/decisions/260) use this one rule.
 */
const MAX_LIKE_PATTERN_BYTES = 50;

/** `column LIKE %q%` with the user's % and _ taken literally. */
export function containsText(column: SQLWrapper, q: string): SQL {
  const utf8 = new TextEncoder();
  let needle = '';
  for (const ch of q.toLowerCase()) {
    const next = needle + (/[\\%_]/.test(ch) ? `\\${ch}` : ch);
    if (utf8.encode(`%${next}%`).byteLength > MAX_LIKE_PATTERN_BYTES) break;
    needle = next;
  }
  return sql`lower(${column}) LIKE ${`%${needle}%`} ESCAPE '\\'`;
}
