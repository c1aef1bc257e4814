import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sign } from '~core/auth/crypto.server';
import { invalidatePriceSettings } from '~core/models/settings.server';
import { invalidateTemplates } from '~core/models/templates.server';
import { countedFetch } from './d1-counter';
import { createUserWithSession, ORIGIN } from './helpers';
import { generate, insertProject, waitForOutcome } from './generation-helpers';

const DAY = 24 * 60 * 60 * 1000;

const sessionId = (cookie: string) => decodeURIComponent(cookie.slice('fs_session='.length)).split('.')[0]!;

describe('D1 round trips per signed-in page', () => {
  it('renders the dashboard with one round trip for session, user, projects, templates and prices, writing nothing and calling nothing else; a repeat view the same', async () => {
    const owner = await createUserWithSession({ firstName: 'Quinn' });
    for (let i = 0; i < 6; i++) await insertProject(owner.id, { name: `Counted ${i}` });
    // Fills the isolate's memo of this host (no APP_HOST here, so it is checked for a custom domain once).
    await countedFetch(`${ORIGIN}/dashboard`);
    // The isolate's template and price memos empty (as every 30 s, or after an admin's change): the dashboard does
    // not need them, its one look-up reads what they hold (docs/decisions/238).
    invalidateTemplates(env);
    invalidatePriceSettings(env);

    // Rendered (the page cache's miss): the loader renders the rows read with the session (docs/decisions/230).
    const rendered = await countedFetch(`${ORIGIN}/dashboard`, { headers: { Cookie: owner.cookie } });
    invalidateTemplates(env);
    invalidatePriceSettings(env);
    // From the page cache: the same one look-up decides that nothing the page shows changed.
    const cached = await countedFetch(`${ORIGIN}/dashboard`, { headers: { Cookie: owner.cookie } });
    for (const [{ response, body, count, other }, source] of [[rendered, 'MISS'], [cached, 'HIT']] as const) {
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Page-Cache')).toBe(source);
      expect(body).toContain('Welcome back, Quinn.');
      expect(body).toContain('Counted 5');
      expect(count.roundTrips, `${source}: ${JSON.stringify(count.roundTrips.map((t) => t.join(" ").slice(0, 80)))}`).toHaveLength(1);
      const trip = count.roundTrips[0]!.join(' ');
      expect(trip).toMatch(/from "sessions" inner join "users"/);
      expect(trip).toMatch(/from "projects"/);
      expect(trip).toMatch(/from "templates"/);
      expect(trip).toMatch(/from "settings"/);
      expect(count.writes()).toBe(0);
      // No Durable Object, R2, static asset or Cache API call either.
      expect(other).toEqual([]);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("reads the dashboard's loader data and the dashboard with a query string in the same one round trip", async () => {
    const owner = await createUserWithSession({ firstName: 'Quinn' });
    await insertProject(owner.id, { name: 'Navigated To' });
    invalidateTemplates(env);
    invalidatePriceSettings(env);
    for (const path of ['/dashboard.data', '/dashboard?published=1']) {
      const { response, body, count, other } = await countedFetch(`${ORIGIN}${path}`, { headers: { Cookie: owner.cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Page-Cache'), path).toBeNull();
      expect(body, path).toContain('Navigated To');
      expect(count.roundTrips, path).toHaveLength(1);
      expect(count.roundTrips[0]!.join(' '), path).toMatch(/from "templates"/);
      expect(count.writes(), path).toBe(0);
      expect(other, path).toEqual([]);
    }
  });

  it('looks the session up once on other signed-in pages, with nothing else read', async () => {
    const owner = await createUserWithSession({ firstName: 'Quinn' });
    const { response, body, count } = await countedFetch(`${ORIGIN}/about`, { headers: { Cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(body).toContain('Quinn');
    expect(response.headers.get('X-Page-Cache')).toBeNull();
    expect(count.roundTrips).toHaveLength(1);
    expect(count.roundTrips[0]!.join(' ')).toMatch(/from "sessions" inner join "users"/);
    expect(count.roundTrips[0]!.join(' ')).not.toMatch(/"projects"/);
  });

  it('reads a project page with the session look-up and two page reads side by side, the create page with the look-up alone; nothing else called', async () => {
    const owner = await createUserWithSession({ firstName: 'Quinn' });
    const project = await insertProject(owner.id, { name: 'Counted Project' });
    await countedFetch(`${ORIGIN}/create`, { headers: { Cookie: owner.cookie } }); // fills the isolate's template and price memos

    const page = await countedFetch(`${ORIGIN}/projects/${project.id}`, { headers: { Cookie: owner.cookie } });
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('Counted Project');
    expect(page.count.roundTrips).toHaveLength(3);
    expect(page.count.roundTrips[0]!.join(' ')).toMatch(/from "sessions" inner join "users"/);
    // The generation status and the gate's read of the project: the second starts before the first has answered.
    expect(page.count.inFlightAtStart.slice(1)).toEqual([0, 1]);
    expect(page.count.writes()).toBe(0);
    expect(page.other).toEqual([]);

    const create = await countedFetch(`${ORIGIN}/create`, { headers: { Cookie: owner.cookie } });
    expect(create.response.status).toBe(200);
    expect(create.count.roundTrips).toHaveLength(1);
    expect(create.count.roundTrips[0]!.join(' ')).toMatch(/from "sessions" inner join "users"/);
    expect(create.count.writes()).toBe(0);
    expect(create.other).toEqual([]);
  });

  it('slides a day-old session without making the page wait: the one write goes to waitUntil', async () => {
    const owner = await createUserWithSession();
    const old = `fs_session=${encodeURIComponent(await sign(`${sessionId(owner.cookie)}.${(Date.now() - 2 * DAY).toString(36)}`, env.SESSION_SECRET!))}`;
    const { response, count, deferred } = await countedFetch(`${ORIGIN}/dashboard`, { headers: { Cookie: old } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('fs_session='))).toBe(true);
    expect(count.writes()).toBe(1);
    expect(deferred.length).toBeGreaterThan(0);
    // Reading the session for the slide is the request's own look-up: still one round trip for it.
    expect(count.roundTrips.filter((trip) => trip.join(' ').includes('"sessions"') && !/^\s*update/i.test(trip[0]!))).toHaveLength(1);
  });
});

describe('the app store in the edge cache', () => {
  it('serves signed-out visitors from the cache (no D1 at all) and shows a newly published app at once', async () => {
    const first = await countedFetch(`${ORIGIN}/app-store`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(first.response.headers.get('Cache-Control')).toMatch(/public, max-age=0, s-maxage=30/);

    const again = await countedFetch(`${ORIGIN}/app-store`);
    expect(again.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(again.count.roundTrips).toHaveLength(0);
    const etag = again.response.headers.get('ETag')!;
    expect((await countedFetch(`${ORIGIN}/app-store`, { headers: { 'If-None-Match': etag } })).response.status).toBe(304);

    // A creator publishes: the store drops its cached copy.
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Published Bakery' });
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    const appName = `Store ${crypto.randomUUID().slice(0, 6)}`;
    const published = await countedFetch(`${ORIGIN}/api/projects/${project.id}/publish`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: appName, description: 'Bread and coffee.', category: 'Restaurant', features: 'Menu' }),
    });
    expect(published.response.status).toBe(201);
    expect(published.response.headers.get('X-Invalidates-Pages')).toBeNull();

    const after = await countedFetch(`${ORIGIN}/app-store`);
    expect(after.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(after.body).toContain(appName);
  });

  it('never caches the store for a signed-in visitor', async () => {
    const owner = await createUserWithSession();
    const { response } = await countedFetch(`${ORIGIN}/app-store`, { headers: { Cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Edge-Cache')).toBeNull();
  });
});
