import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { forgetServedSite, POINTER_REFRESH_MS, POINTER_TTL_MS, servedSite } from '~core/models/served-sites.server';
import worker from '../../workers/app';
import type { Env } from '~core/env';
import { MemoryTier, serveCachedSiteFile, siteFileCacheKey, SITE_FILE_STORED_POLICY } from '../../workers/site-cache';
import { countingD1 } from './d1-counter';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { makePng } from '../support/images';

/** A generated site (version 1) and its owner. */
async function generatedSite(name = `Cache ${crypto.randomUUID().slice(0, 6)} Bakery`) {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { name });
  await generate(owner.cookie, project.id);
  expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
  return { owner, project, name };
}

/** The real bindings, with D1 and R2 wrapped to count what a request costs. */
function countingEnv() {
  const { db, count } = countingD1(env.DB);
  const r2 = { reads: 0 };
  const sites = new Proxy(env.SITES, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'get' || prop === 'head') {
        return (...args: unknown[]) => {
          r2.reads++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { bindings: { ...env, DB: db, SITES: sites } as Env, d1: count, r2 };
}

async function call(bindings: Env, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: 'manual', ...init }) as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('generated sites from the edge cache', () => {
  it('misses once, then serves every page from the cache without touching D1 or R2, with 304s for matching ETags', async () => {
    const { project, name } = await generatedSite();
    const { bindings, d1, r2 } = countingEnv();
    const url = `${ORIGIN}/sites/${project.slug}/`;

    const first = await call(bindings, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    const html = await first.text();
    expect(html).toContain(name);
    expect(r2.reads).toBe(1);

    const readsBefore = d1.roundTrips.length;
    const second = await call(bindings, url);
    expect(second.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
    expect(second.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    // The URL serves the next version after a publish: browsers revalidate every time, with the ETag.
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(d1.roundTrips.length).toBe(readsBefore);
    expect(r2.reads).toBe(1);

    const etag = second.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const revalidated = await call(bindings, url, { headers: { 'If-None-Match': `W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);

    const head = await call(bindings, url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(html).byteLength));
    expect(await head.text()).toBe('');

    // Images keep their hour in the browser.
    const icon = await call(bindings, `${ORIGIN}/sites/${project.slug}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600');

    // Unknown pages are the site's own 404, never cached.
    const missing = await call(bindings, `${ORIGIN}/sites/${project.slug}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    expect(missing.headers.get('X-Edge-Cache')).toBeNull();
    expect(r2.reads).toBe(2 + 2); // the icon once, then the missing page and the 404 page
  });

  it('stores the file in the colo cache under a key of origin, project and files version, with a year of s-maxage', async () => {
    const { project } = await generatedSite();
    await call(env, `${ORIGIN}/sites/${project.slug}/`);
    const stored = await (caches as unknown as { default: Cache }).default.match(
      siteFileCacheKey({ origin: ORIGIN, projectId: project.id, version: 1, path: 'index.html' }),
    );
    expect(stored).toBeDefined();
    expect(stored!.headers.get('Cache-Control')).toBe(SITE_FILE_STORED_POLICY);
    expect(SITE_FILE_STORED_POLICY).toMatch(/s-maxage=31536000/);
  });

  it('answers from the colo cache when this isolate’s memory does not have the file, and loads from R2 only on a miss', async () => {
    const waits: Promise<unknown>[] = [];
    const options = { waitUntil: (p: Promise<unknown>) => waits.push(p) };
    const key = { origin: 'https://cache-tier.test', projectId: 424242, version: 7, path: 'index.html' };
    let loads = 0;
    const load = async () => {
      loads++;
      return { headers: new Headers({ 'Content-Type': 'text/html', ETag: '"abc"' }), body: new TextEncoder().encode('<p>seven</p>').buffer as ArrayBuffer };
    };
    const request = new Request('https://cache-tier.test/');
    const miss = await serveCachedSiteFile(request, key, 'public, max-age=0, must-revalidate', load, { ...options, memory: new MemoryTier(10, 1024) });
    expect(miss!.headers.get('X-Edge-Cache')).toBe('MISS');
    await Promise.all(waits);
    // Another isolate: empty memory, same colo cache.
    const other = await serveCachedSiteFile(request, key, 'public, max-age=0, must-revalidate', load, { ...options, memory: new MemoryTier(10, 1024) });
    expect(other!.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(await other!.text()).toBe('<p>seven</p>');
    expect(loads).toBe(1);
    // The memory tier keeps within its bounds, least recently used out first.
    const memory = new MemoryTier(2, 1024);
    for (const path of ['a', 'b', 'c']) await serveCachedSiteFile(request, { ...key, path }, 'x', load, { ...options, memory });
    expect(memory.size).toBe(2);
  });

  it('evicts the least recently used entry first, also when the newest one is asked for again and again', () => {
    const memory = new MemoryTier<{ body: Blob }>(3, 8);
    const entry = (bytes: number) => ({ body: new Blob(['x'.repeat(bytes)]) });
    const [a, b, c, d] = [entry(2), entry(2), entry(2), entry(2)];
    memory.set('a', a);
    memory.set('b', b);
    memory.set('c', c);
    // 'a' becomes the newest, then is asked for again (the order stays), so 'b' is the oldest.
    expect(memory.get('a')).toBe(a);
    expect(memory.get('a')).toBe(a);
    memory.set('d', d);
    expect(memory.get('b')).toBeUndefined();
    expect([memory.get('c'), memory.get('d'), memory.get('a')]).toEqual([c, d, a]);
    // The newest deleted: the next get of another key makes that one the newest.
    memory.delete('a');
    expect(memory.get('c')).toBe(c);
    memory.set('e', entry(2));
    memory.set('f', entry(2));
    expect(memory.get('d')).toBeUndefined();
    expect(memory.get('c')).toBe(c);
    // The byte bound: 8 bytes hold two 3-byte entries, the oldest leaves for a third.
    const bytes = new MemoryTier<{ body: Blob }>(10, 8);
    bytes.set('x', entry(3));
    bytes.set('y', entry(3));
    bytes.get('x');
    bytes.set('z', entry(3));
    expect([bytes.get('y'), bytes.size]).toEqual([undefined, 2]);
    // An entry over the bound is never kept.
    bytes.set('big', entry(9));
    expect(bytes.get('big')).toBeUndefined();
  });

  it('serves a new version as soon as it is published (an edit), and the restored files after a restore', async () => {
    const { owner, project, name } = await generatedSite();
    const url = `/sites/${project.slug}/`;
    expect(await (await siteFetch(url)).text()).toContain(name);
    expect((await siteFetch(url)).headers.get('X-Edge-Cache')).toBe('HIT');

    // An edit publishes version 2 (a new key: the first request for it is a miss).
    const tagline = `Fresh bread ${crypto.randomUUID().slice(0, 6)}`;
    const edit = await post(`/projects/${project.id}/edit`, owner.cookie, {
      section: 'hero',
      tagline,
      heroHeading: 'Bread worth waking up for',
      heroText: 'Sourdough and pastries baked by the harbour.',
      primaryAction: 'Visit us',
    });
    expect(edit.status).toBe(302);
    const v2 = await siteFetch(url);
    expect(v2.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(await v2.text()).toContain(tagline);

    // Restoring version 1 serves its files again at once.
    expect((await post(`/projects/${project.id}/versions`, owner.cookie, { version: '1' })).status).toBe(302);
    const restored = await siteFetch(url);
    const restoredHtml = await restored.text();
    expect(restoredHtml).toContain(name);
    expect(restoredHtml).not.toContain(tagline);
    // Version 1's files were cached before: the restore points back at that key.
    expect(restored.headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('follows a custom domain as it is verified and removed', async () => {
    const { owner, project, name } = await generatedSite();
    const hostname = `www.cached-${crypto.randomUUID().slice(0, 8)}.example`;
    expect((await post(`/projects/${project.id}/domain`, owner.cookie, { intent: 'attach', hostname })).status).toBe(302);
    // Not verified yet: the host is not this site (and that answer is remembered).
    expect(await (await SELF.fetch(`https://${hostname}/`)).text()).not.toContain(name);
    const token = (await env.DB.prepare('select token from custom_domains where project_id = ?').bind(project.id).first<{ token: string }>())!.token;
    const dns = await fetch(`${inject('dnsStandInUrl')}/records/${encodeURIComponent(`_fairstack-verify.${hostname}`)}`, {
      method: 'PUT',
      body: JSON.stringify([`fairstack-verify=${token}`]),
    });
    expect(dns.status).toBe(200);
    expect((await post(`/projects/${project.id}/domain`, owner.cookie, { intent: 'verify' })).status).toBe(302);
    const served = await SELF.fetch(`https://${hostname}/`);
    expect(await served.text()).toContain(name);
    expect((await SELF.fetch(`https://${hostname}/`)).headers.get('X-Edge-Cache')).toBe('HIT');

    expect((await post(`/projects/${project.id}/domain`, owner.cookie, { intent: 'remove' })).status).toBe(302);
    const after = await SELF.fetch(`https://${hostname}/`);
    // The app answers that host again (its landing), not the cached site.
    expect(after.headers.get('Content-Security-Policy')).not.toContain("default-src 'none'");
    expect(await after.text()).not.toContain(name);
  });

  it('never caches a preview of another version', async () => {
    const { owner, project } = await generatedSite();
    const preview = await SELF.fetch(`${ORIGIN}/sites/${project.slug}/v/1/`, { headers: { Cookie: owner.cookie }, redirect: 'manual' });
    expect(preview.headers.get('X-Edge-Cache')).toBeNull();
    expect(preview.headers.get('Cache-Control')).not.toMatch(/s-maxage/);
    // Only the current version's own path fills the cache: nothing is stored for the preview's address.
    const stored = await (caches as unknown as { default: Cache }).default.match(`${ORIGIN}/sites/${project.slug}/v/1/`);
    expect(stored).toBeUndefined();
  });
});

describe('site images from the edge cache (docs/decisions/166)', () => {
  it('serves a version’s image from D1 and R2 once, then from the cache; an image the version does not show is a 404, never stored', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id);
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'photo', alt: 'Loaves on the counter', place: 'hero' })) form.set(k, v);
    form.set('file', new File([makePng(100, 50)], 'loaves.png', { type: 'image/png' }));
    const uploaded = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/photos`, { method: 'POST', headers: { Cookie: owner.cookie, Origin: ORIGIN }, body: form });
    expect(uploaded.status).toBe(201);
    const photoId = (await uploaded.json<{ data: { photo: { id: string } } }>()).data.photo.id;
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);

    const { bindings, d1, r2 } = countingEnv();
    const url = `${ORIGIN}/sites/${project.slug}/media/${photoId}/w100.webp`;
    const first = await call(bindings, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(first.headers.get('Content-Type')).toBe('image/webp');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(d1.roundTrips.some(([sql]) => sql.includes('site_version_photos'))).toBe(true);
    expect(r2.reads).toBe(1);

    const [d1Before, r2Before] = [d1.roundTrips.length, r2.reads];
    const second = await call(bindings, url);
    expect(second.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(second.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const revalidated = await call(bindings, url, { headers: { 'If-None-Match': second.headers.get('ETag')! } });
    expect(revalidated.status).toBe(304);
    expect([d1.roundTrips.length, r2.reads]).toEqual([d1Before, r2Before]);
    // The colo's cache holds it under the files version's key.
    const stored = await (caches as unknown as { default: Cache }).default.match(
      siteFileCacheKey({ origin: ORIGIN, projectId: project.id, version: 1, path: `media/${photoId}/w100.webp` }),
    );
    expect(stored?.headers.get('Cache-Control')).toBe(SITE_FILE_STORED_POLICY);

    // Another image id (well formed) is asked of D1 every time and never stored.
    const other = 'ab'.repeat(16);
    for (let i = 0; i < 2; i++) {
      const before = d1.roundTrips.length;
      const missing = await call(bindings, `${ORIGIN}/sites/${project.slug}/media/${other}/w100.webp`);
      expect(missing.status).toBe(404);
      expect(d1.roundTrips.length).toBe(before + 1);
    }
    const none = await (caches as unknown as { default: Cache }).default.match(
      siteFileCacheKey({ origin: ORIGIN, projectId: project.id, version: 1, path: `media/${other}/w100.webp` }),
    );
    expect(none).toBeUndefined();
  });
});

describe('site pointers (docs/decisions/166)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a pointer due for its refresh at once while one look-up refreshes it; an expired one waits', async () => {
    const { project } = await generatedSite();
    const { db, count } = countingD1(env.DB);
    const bindings = { DB: db };
    const waits: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void waits.push(p) };
    forgetServedSite({ projectId: project.id });
    vi.useFakeTimers({ toFake: ['Date'] });

    // Two requests at once share one look-up, which the first holds with waitUntil (docs/decisions/237).
    const both = await Promise.all([servedSite(bindings, project.slug, ctx), servedSite(bindings, project.slug, ctx)]);
    expect(both).toEqual([{ projectId: project.id, version: 1 }, { projectId: project.id, version: 1 }]);
    expect(count.roundTrips).toHaveLength(1);
    expect(waits).toHaveLength(1);
    expect(await servedSite(bindings, project.slug, ctx)).toEqual({ projectId: project.id, version: 1 });
    expect(count.roundTrips).toHaveLength(1);

    // Due for its refresh: the remembered value answers, one look-up runs in the background for any number of requests.
    vi.setSystemTime(Date.now() + POINTER_REFRESH_MS + 1);
    // Another isolate publishes version 2 meanwhile.
    await env.DB.batch([
      env.DB.prepare(
        `insert into site_versions (project_id, version, provider, file_count, total_bytes, kind, files_version)
         select project_id, 2, provider, file_count, total_bytes, 'edit', 2 from site_versions where project_id = ? and version = 1`,
      ).bind(project.id),
      env.DB.prepare('update projects set current_version = 2 where id = ?').bind(project.id),
    ]);
    expect(await servedSite(bindings, project.slug, ctx)).toEqual({ projectId: project.id, version: 1 });
    expect(await servedSite(bindings, project.slug, ctx)).toEqual({ projectId: project.id, version: 1 });
    expect(waits).toHaveLength(2);
    await Promise.all(waits);
    expect(count.roundTrips).toHaveLength(2);
    expect(await servedSite(bindings, project.slug, ctx)).toEqual({ projectId: project.id, version: 2 });
    expect(count.roundTrips).toHaveLength(2);

    // Older than the TTL (no request refreshed it): the request waits for the look-up.
    vi.setSystemTime(Date.now() + POINTER_TTL_MS + 1);
    expect(await servedSite(bindings, project.slug, ctx)).toEqual({ projectId: project.id, version: 2 });
    expect(count.roundTrips).toHaveLength(3);
    expect(waits).toHaveLength(3);
  });

  it('never remembers what a look-up read before a forget', async () => {
    const { project } = await generatedSite();
    const { db, count } = countingD1(env.DB);
    const bindings = { DB: db };
    forgetServedSite({ projectId: project.id });
    const before = servedSite(bindings, project.slug);
    forgetServedSite({ projectId: project.id });
    await before;
    await servedSite(bindings, project.slug);
    expect(count.roundTrips).toHaveLength(2);
    await servedSite(bindings, project.slug);
    expect(count.roundTrips).toHaveLength(2);
  });

  it('never makes a request wait on a look-up that no request holds with waitUntil', async () => {
    const { project } = await generatedSite();
    const { db, count } = countingD1(env.DB);
    forgetServedSite({ projectId: project.id });
    await Promise.all([servedSite({ DB: db }, project.slug), servedSite({ DB: db }, project.slug)]);
    expect(count.roundTrips).toHaveLength(2);
  });
});

describe('replayed answers (docs/decisions/235)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The real bindings, counting every read of a binding or variable: a replayed answer reads none. */
  function watchedEnv(overrides: Partial<Env> = {}) {
    const reads = { count: 0 };
    const bindings = new Proxy({ ...env, ...overrides } as Env, {
      get(target, prop, receiver) {
        reads.count++;
        return Reflect.get(target, prop, receiver);
      },
    });
    return { bindings, reads };
  }

  /** Calls until the answer comes from this isolate's memory (a miss, then a memory hit that keeps it for replaying). */
  async function warm(bindings: Env, url: string) {
    expect((await call(bindings, url)).headers.get('X-Edge-Cache')).toBe('MISS');
    expect((await call(bindings, url)).headers.get('X-Edge-Cache')).toBe('HIT');
  }

  it('answers a repeat GET or HEAD of a current-version file without reading a binding, whatever its query; ETags give 304s', async () => {
    const { project, name } = await generatedSite();
    const { bindings, reads } = watchedEnv();
    const url = `${ORIGIN}/sites/${project.slug}/`;
    await warm(bindings, url);

    const before = reads.count;
    const replayed = await call(bindings, url);
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).toContain(name);
    const headers = Object.fromEntries(replayed.headers);
    expect(headers['x-edge-cache']).toBe('HIT');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const withQuery = await call(bindings, `${url}?utm_source=flyer`);
    expect(await withQuery.text()).toContain(name);
    const head = await call(bindings, url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const revalidated = await call(bindings, url, { headers: { 'If-None-Match': headers.etag } });
    expect(revalidated.status).toBe(304);
    expect(reads.count).toBe(before);

    // Anything but GET and HEAD takes the full path (here: 405).
    const posted = await call(bindings, url, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(reads.count).toBeGreaterThan(before);
  });

  it('stops replaying at once when the site is published, restored or its domain changes (a forget)', async () => {
    const { project } = await generatedSite();
    const { bindings, reads } = watchedEnv();
    const url = `${ORIGIN}/sites/${project.slug}/`;
    await warm(bindings, url);
    forgetServedSite({ projectId: project.id });
    const before = reads.count;
    await call(bindings, url);
    expect(reads.count).toBeGreaterThan(before);
  });

  it('stops replaying when the pointer it was served with is due for its refresh', async () => {
    const { project } = await generatedSite();
    const { bindings, reads } = watchedEnv();
    const url = `${ORIGIN}/sites/${project.slug}/`;
    vi.useFakeTimers({ toFake: ['Date'] });
    await warm(bindings, url);
    let before = reads.count;
    await call(bindings, url);
    expect(reads.count).toBe(before);

    vi.setSystemTime(Date.now() + POINTER_REFRESH_MS);
    before = reads.count;
    const due = await call(bindings, url);
    expect(due.status).toBe(200);
    expect(reads.count).toBeGreaterThan(before);
  });

  it('never replays a preview of another version: each is checked against the owner’s session', async () => {
    const { owner, project } = await generatedSite();
    const { bindings, d1 } = countingEnv();
    const url = `${ORIGIN}/sites/${project.slug}/v/1/`;
    for (let i = 0; i < 3; i++) {
      const before = d1.roundTrips.length;
      const preview = await call(bindings, url, { headers: { Cookie: owner.cookie } });
      expect(preview.status).toBe(200);
      expect(d1.roundTrips.length).toBeGreaterThan(before);
    }
    expect((await call(bindings, url)).status).toBe(404);
  });

  it('replays on SITES_HOST and on a verified custom domain like on the app host', async () => {
    const { project, name } = await generatedSite();
    const sites = watchedEnv({ SITES_HOST: 'sites.replay.test' });
    const onSitesHost = `https://sites.replay.test/${project.slug}/`;
    await warm(sites.bindings, onSitesHost);
    let before = sites.reads.count;
    expect(await (await call(sites.bindings, onSitesHost)).text()).toContain(name);
    expect(sites.reads.count).toBe(before);

    const hostname = `www.replay-${crypto.randomUUID().slice(0, 8)}.example`;
    await env.DB.prepare(`insert into custom_domains (project_id, hostname, token, status, verified_at) values (?, ?, 'token', 'verified', ?)`)
      .bind(project.id, hostname, Date.now())
      .run();
    const custom = watchedEnv();
    await warm(custom.bindings, `https://${hostname}/`);
    before = custom.reads.count;
    expect(await (await call(custom.bindings, `https://${hostname}/`)).text()).toContain(name);
    expect(custom.reads.count).toBe(before);
    // Removing the domain forgets its name: the host is the app's again at once.
    await env.DB.prepare('delete from custom_domains where hostname = ?').bind(hostname).run();
    forgetServedSite({ projectId: project.id, hostnames: [hostname] });
    expect(await (await call(custom.bindings, `https://${hostname}/`)).text()).not.toContain(name);
  });
});
