import type { Env } from '../env';
import { LANDING_SHOWCASE_LIMIT, type ShowcaseApp } from '../content/showcase';
import { memoize } from '../platform/memo.server';
import { listPublishedApps, toShowcaseApp } from './published-apps.server';

let cache: ReturnType<typeof memoize<ShowcaseApp[]>> | null = null;

// One Worker has one D1 binding, so one cache per isolate is enough (as for templates).
function newestCache(env: Pick<Env, 'DB'>) {
  cache ??= memoize('showcase', 30_000, async () => (await listPublishedApps(env, LANDING_SHOWCASE_LIMIT)).map(toShowcaseApp));
  return cache;
}

/**
 * The newest published apps for the landing (at most six, with the spec's defaults), served from the
 * isolate cache for 30 s, the same time the edge keeps the signed-out landing (docs/decisions/050, 051).
 */
export function listNewestPublishedApps(env: Pick<Env, 'DB'>): Promise<ShowcaseApp[]> {
  return newestCache(env).get();
}

