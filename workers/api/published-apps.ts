import { Hono } from 'hono';
import { listPublishedApps } from '~core/models/published-apps.server';
import type { ApiEnv } from './types';

/** Public: the published apps, newest first, as a plain list like `GET /api/templates`. */
export const publishedAppsApi = new Hono<ApiEnv>().get('/', async (c) => {
  return c.json(await listPublishedApps(c.env), 200, { 'Cache-Control': 'public, max-age=30' });
});
