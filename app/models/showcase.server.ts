import { desc } from 'drizzle-orm';
import type { Env } from '../../workers/env';
import { DEFAULT_APP_FEATURES, formatRating, LANDING_SHOWCASE_LIMIT, type ShowcaseApp } from '../content/showcase';
import { getDb } from '../db/client.server';
import { publishedApps, type PublishedApp } from '../db/schema';
import { memoize } from '../utils/memo.server';

/** A published_apps row in the showcase shape, with the spec's defaults for absent fields (section 3). */
export function toShowcaseApp(row: PublishedApp): ShowcaseApp {
  return {
    key: `app-${row.id}`,
    name: row.name,
    description: row.description,
    category: row.category,
    features: row.features.length > 0 ? row.features : [...DEFAULT_APP_FEATURES],
    url: row.url,
    iconType: row.iconType,
    color: row.color,
    rating: formatRating(row.rating),
    userCount: row.userCount ?? 0,
    createdAt: row.createdAt,
    builtIn: false,
  };
}

let cache: ReturnType<typeof memoize<ShowcaseApp[]>> | null = null;

// One Worker has one D1 binding, so one cache per isolate is enough (as for templates).
function newestCache(env: Pick<Env, 'DB'>) {
  cache ??= memoize(30_000, async () => {
    const rows = await getDb(env)
      .select()
      .from(publishedApps)
      .orderBy(desc(publishedApps.createdAt), desc(publishedApps.id))
      .limit(LANDING_SHOWCASE_LIMIT);
    return rows.map(toShowcaseApp);
  });
  return cache;
}

/** The newest published apps (at most six), served from the isolate cache when unchanged. */
export function listNewestPublishedApps(env: Pick<Env, 'DB'>): Promise<ShowcaseApp[]> {
  return newestCache(env).get();
}

/** Call after publishing or unpublishing so this isolate shows the change at once. */
export function invalidateShowcase(env: Pick<Env, 'DB'>) {
  newestCache(env).invalidate();
}
