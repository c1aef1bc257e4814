import { zipSync, type Zippable } from 'fflate';
import { Hono } from 'hono';
import { listVersion, versionPrefix } from '~core/lib/generation/storage.server';
import { currentSiteOf, getGenerationStatus } from '~core/models/generation-runs.server';
import { filesVersionOf } from '~core/models/site-versions.server';
import { addMediaToZip } from '../photos-zip';
import { startProjectGeneration } from '~core/models/project-operations.server';
import { liveEvent, sseData, type LiveEvent } from '../durable-objects/generation-tracker';
import type { Env } from '~core/env';
import { requireApiUser, type AuthedEnv } from './auth-middleware';
import { fail, ok } from './envelope';
import { withGenerationLimitHeaders } from './rate-limit';
import { must, refuse } from './refusal';
import { PROJECT_NOT_FOUND } from '~core/lib/outcome';
import { parseProjectId } from '~core/lib/projects';

/**
 * Website generation for one project (mounted at /api/projects): start, status, live progress (server-sent
 * events from the project's Durable Object) and the zip download. Owner only; anything else is a 404.
 */

function tracker(env: Env, projectId: number) {
  return env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName(String(projectId)));
}

export const generation = new Hono<AuthedEnv>()
  .post('/:id/generate', requireApiUser, async (c) => {
    const outcome = await startProjectGeneration(c.env, c.get('user'), c.req.param('id'), { requestUrl: c.req.url });
    const { started } = must(withGenerationLimitHeaders(c, outcome));
    return ok(c, started, 202);
  })
  .get('/:id/status', requireApiUser, async (c) => {
    const projectId = parseProjectId(c.req.param('id'));
    const status = projectId ? await getGenerationStatus(c.env, projectId, c.get('user').id) : null;
    if (!status) return refuse(c, PROJECT_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return ok(c, status);
  })
  .get('/:id/events', requireApiUser, async (c) => {
    const projectId = parseProjectId(c.req.param('id'));
    const status = projectId ? await getGenerationStatus(c.env, projectId, c.get('user').id) : null;
    if (!status || !projectId) return refuse(c, PROJECT_NOT_FOUND);
    if (status.status === 'generating') {
      return tracker(c.env, projectId).fetch('https://generation-tracker/events', { signal: c.req.raw.signal });
    }
    // Nothing running: one event with the current state, then the stream ends.
    const event: LiveEvent =
      status.status === 'completed' || status.status === 'failed'
        ? { status: status.status, progress: null, generatedUrl: status.generatedUrl, failureReason: status.failureReason }
        : (liveEvent(null) ?? { status: 'generating', progress: null, generatedUrl: null, failureReason: null });
    const body = status.status === 'pending' ? 'retry: 5000\n\n' : `retry: 5000\n\n${sseData(event)}`;
    return new Response(body, {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  })
  .get('/:id/download', requireApiUser, async (c) => {
    const projectId = parseProjectId(c.req.param('id'));
    const site = projectId ? await currentSiteOf(c.env, projectId, c.get('user').id) : null;
    if (!site) return refuse(c, PROJECT_NOT_FOUND);
    if (!site.version) return fail(c, 404, 'NO_SITE', 'This project has no generated website yet.');
    // `?version=n` downloads any version (docs/decisions/110); a restored version holds the files of the one it restored.
    const asked = c.req.query('version');
    let version = site.version;
    if (asked !== undefined) {
      if (!/^[1-9]\d{0,8}$/.test(asked)) return fail(c, 400, 'VALIDATION_ERROR', 'version must be a positive whole number.');
      version = Number(asked);
    }
    const filesVersion = await filesVersionOf(c.env, site.id, version);
    if (!filesVersion) return fail(c, 404, 'NOT_FOUND', 'Version not found');
    const objects = await listVersion(c.env.SITES, site.id, filesVersion);
    if (objects.length === 0) return fail(c, 404, 'NO_SITE', 'The files of this website are missing.');
    const prefix = versionPrefix(site.id, filesVersion);
    const mtime = new Date(site.created_at ?? Date.now());
    const files: Zippable = {};
    await Promise.all(
      objects.map(async (o) => {
        const body = await c.env.SITES.get(o.key);
        if (!body) return;
        const data = new Uint8Array(await body.arrayBuffer());
        // PNGs are already compressed; deflating them again only costs time.
        files[o.key.slice(prefix.length)] = [data, { level: o.key.endsWith('.png') ? 0 : 6, mtime }];
      }),
    );
    await addMediaToZip(c.env, site.id, filesVersion, files, mtime);
    const zip = zipSync(files);
    return new Response(zip, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${site.slug}-v${version}.zip"`,
        'Content-Length': String(zip.byteLength),
        'Cache-Control': 'private, no-store',
      },
    });
  });
