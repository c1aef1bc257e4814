import { Hono } from 'hono';
import { templatePicture } from '~core/models/template-picture.server';
import { listActiveTemplates } from '~core/models/templates.server';
import { fail } from './envelope';
import type { ApiEnv } from './types';

/** Public list of active templates. */
export const templatesApi = new Hono<ApiEnv>()
  .get('/', async (c) => {
    return c.json(await listActiveTemplates(c.env), 200, { 'Cache-Control': 'public, max-age=60' });
  })
  // The picture the cards show for a template without its own image (docs/decisions/171).
  .get('/:id{[0-9]{1,9}}/picture.png', async (c) => {
    const id = Number(c.req.param('id'));
    const template = (await listActiveTemplates(c.env)).find((t) => t.id === id);
    if (!template) return fail(c, 404, 'NOT_FOUND', 'Template not found');
    return c.body(templatePicture(template) as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
