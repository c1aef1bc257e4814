import { Hono } from 'hono';
import { checkDependencies } from '~core/models/health.server';
import type { ApiEnv } from './types';

export const health = new Hono<ApiEnv>().get('/', async (c) => {
  const checks = await checkDependencies(c.env);
  const healthy = checks.d1.ok && checks.r2.ok && checks.durableObjects.ok;
  return c.json(
    { success: healthy, data: { status: healthy ? 'ok' : 'degraded', checks } },
    healthy ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
});
