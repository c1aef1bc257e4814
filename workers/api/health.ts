import { Hono } from 'hono';
import type { ApiEnv } from './types';

async function probe(check: () => Promise<unknown>) {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : 'unreachable' };
  }
}

export const health = new Hono<ApiEnv>().get('/', async (c) => {
  const [d1, r2, durableObjects] = await Promise.all([
    probe(() => c.env.DB.prepare('select 1 as ok').first()),
    probe(() => c.env.SITES.head('health/probe')),
    probe(() => c.env.GENERATION_TRACKER.get(c.env.GENERATION_TRACKER.idFromName('health')).ping()),
  ]);
  const healthy = d1.ok && r2.ok && durableObjects.ok;
  return c.json(
    { success: healthy, data: { status: healthy ? 'ok' : 'degraded', checks: { d1, r2, durableObjects } } },
    healthy ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
});
