import { Hono } from 'hono';
import { storePageLinks, storeQuerySchema } from '~core/lib/schemas/store-query';
import { searchPublishedApps } from '~core/models/published-apps.server';
import { fail } from './envelope';
import type { ApiEnv } from './types';
import { fieldErrors } from './validation';

const PATH = '/api/published-apps';

/**
 * Public: the published apps, newest first, as a plain list like `GET /api/templates`, a page of
 * `STORE_PAGE_SIZE` at a time, searched by the store's own rule (`?q=…&category=…&page=n`, docs/decisions/270).
 * The body stays the list the spec documents; where the other pages are is said in the `Link` header
 * (RFC 8288: `first`, `prev`, `next`, `last`) and how many apps match in `X-Total-Count`.
 */
export const publishedAppsApi = new Hono<ApiEnv>().get('/', async (c) => {
  const parsed = storeQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    return fail(c, 400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid query.', fieldErrors(parsed.error));
  }
  const { page, ...filter } = parsed.data;
  const found = await searchPublishedApps(c.env, filter, page);
  const links = storePageLinks(filter, page, found.pageCount);
  const link = (
    [
      ['first', links.first],
      ['prev', links.previous],
      ['next', links.next],
      ['last', links.last],
    ] as const
  )
    .flatMap(([rel, search]) => (search === null ? [] : [`<${PATH}${search}>; rel="${rel}"`]))
    .join(', ');
  return c.json(found.apps, 200, {
    'Cache-Control': 'public, max-age=30',
    Link: link,
    'X-Total-Count': String(found.matching),
  });
});
