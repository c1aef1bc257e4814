import { Hono } from 'hono';
import { listActiveTemplates } from '../../app/models/templates.server';
import type { ApiEnv } from './types';

/** Public list of active templates (spec section 7: GET /api/templates returns a plain list). */
export const templatesApi = new Hono<ApiEnv>().get('/', async (c) => {
  return c.json(await listActiveTemplates(c.env), 200, { 'Cache-Control': 'public, max-age=60' });
});
