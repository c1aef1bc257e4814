import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sign } from '~core/auth/crypto.server';
import { dashboardData, lookUpDashboard } from '~core/models/dashboard.server';
import { listProjectsForUser } from '~core/models/projects.server';
import { getPriceSettings, readPriceSettings, updatePriceSettings } from '~core/models/settings.server';
import { invalidateTemplates, listActiveTemplates } from '~core/models/templates.server';
import { PAGE_CACHE_HEADER, PageLru } from '../../workers/dashboard-cache';
import { countedFetch } from './d1-counter';
import { createUserWithSession, ORIGIN } from './helpers';
import { insertProject } from './generation-helpers';
import { markCompleted } from './project-helpers';

const DAY = 24 * 60 * 60 * 1000;

/** Views a page as a browser would, counting D1 round trips (tests/worker/d1-counter.ts). */
async function view(path: string, cookie: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'text/html');
  if (cookie) headers.set('Cookie', cookie);
  const viewed = await countedFetch(ORIGIN + path, { ...init, headers });
  return { ...viewed, cache: viewed.response.headers.get(PAGE_CACHE_HEADER) };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
/** The page with this response's nonce taken out: what must be the same from the cache as rendered. */
function normalised(body: string, response: Response) {
  return body.split(`nonce="${nonceOf(response)}"`).join('nonce="N"');
}
function headersOf(response: Response) {
  const out = Object.fromEntries(response.headers);
  out['content-security-policy'] = out['content-security-policy']!.split(`'nonce-${nonceOf(response)}'`).join(`'nonce-N'`);
  delete out['x-request-id'];
  delete out[PAGE_CACHE_HEADER.toLowerCase()];
  return out;
}

/** An active template, written straight to D1 (no invalidation of the isolate's memo); returns its id. */
async function insertTemplate(name: string) {
  const row = await env.DB.prepare(
    "insert into templates (name, description, category, base_price_cents, features) values (?, 'A template.', 'Restaurant', 1999, '[\"Menu\"]') returning id",
  )
    .bind(name)
    .first<{ id: number }>();
  return row!.id;
}

async function creatorWithProjects(firstName: string, names: string[]) {
  const owner = await createUserWithSession({ firstName });
  const ids: number[] = [];
  for (const name of names) ids.push((await insertProject(owner.id, { name })).id);
  return { ...owner, ids };
}

describe('the dashboard from the page cache', () => {
  it('serves a repeat view from memory: the same page and headers, a fresh nonce and request id, one D1 round trip', async () => {
    await view('/dashboard', (await createUserWithSession()).cookie); // fills the isolate's template and price memos
    const owner = await creatorWithProjects('Ingrid', ['Fjord Ferries', 'Lantern & Loaf']);
    const first = await view('/dashboard', owner.cookie);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.body).toContain('Welcome back, Ingrid.');
    expect(first.body).toContain('Lantern &amp; Loaf');
    // The miss too costs one round trip: the loader renders the rows read with the session.
    expect(first.count.roundTrips).toHaveLength(1);

    const again = await view('/dashboard', owner.cookie);
    expect(again.response.status).toBe(200);
    expect(again.cache).toBe('HIT');
    expect(again.count.roundTrips).toHaveLength(1);
    expect(again.count.roundTrips[0]!.join(' ')).toMatch(/from "sessions" inner join "users"/);
    expect(again.count.writes()).toBe(0);
    expect(again.response.headers.getSetCookie()).toEqual([]);

    expect(normalised(again.body, again.response)).toBe(normalised(first.body, first.response));
    expect(headersOf(again.response)).toEqual(headersOf(first.response));
    const [nonce1, nonce2] = [nonceOf(first.response), nonceOf(again.response)];
    expect(nonce2).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(again.body).toContain(`nonce="${nonce2}"`);
    expect(again.body).not.toContain(nonce1!);
    expect(again.response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.response.headers.get('X-Request-Id')).not.toBe(first.response.headers.get('X-Request-Id'));
    expect(again.response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it("never serves one user's page to another", async () => {
    const a = await creatorWithProjects('Astrid', ['Astrid Only Bakery']);
    const b = await creatorWithProjects('Bjorn', ['Bjorn Only Garage']);
    await view('/dashboard', a.cookie);
    expect((await view('/dashboard', a.cookie)).cache).toBe('HIT');
    const other = await view('/dashboard', b.cookie);
    expect(other.cache).toBe('MISS');
    expect(other.body).toContain('Welcome back, Bjorn.');
    expect(other.body).toContain('Bjorn Only Garage');
    expect(other.body).not.toContain('Astrid');
    const againA = await view('/dashboard', a.cookie);
    expect(againA.body).toContain('Astrid Only Bakery');
    expect(againA.body).not.toContain('Bjorn');
  });

  it('renders again whenever anything the page shows changed, whoever changed it', async () => {
    const owner = await creatorWithProjects('Hedda', ['Quiet Change Cafe', 'Second Site']);
    await view('/dashboard', owner.cookie);
    expect((await view('/dashboard', owner.cookie)).cache).toBe('HIT');

    // A write that bypasses every application path (no updated_at, no invalidation call) still shows at once.
    await env.DB.prepare('update projects set name = ? where id = ?').bind('Renamed Quietly', owner.ids[0]).run();
    const renamed = await view('/dashboard', owner.cookie);
    expect(renamed.cache).toBe('MISS');
    expect(renamed.body).toContain('Renamed Quietly');
    expect(renamed.body).not.toContain('Quiet Change Cafe');

    // Generation started, then finished: each state is rendered, never the one before.
    await env.DB.prepare("update projects set status = 'generating' where id = ?").bind(owner.ids[1]).run();
    const generating = await view('/dashboard', owner.cookie);
    expect(generating.cache).toBe('MISS');
    await markCompleted(owner.ids[1]!);
    const completed = await view('/dashboard', owner.cookie);
    expect(completed.cache).toBe('MISS');
    expect(completed.body).not.toBe(generating.body);
    expect(completed.body).toContain(`/projects/${owner.ids[1]}/edit`);

    // A new project, the user's own name, the prices the page offers.
    await insertProject(owner.id, { name: 'Brand New Venture' });
    const added = await view('/dashboard', owner.cookie);
    expect(added.cache).toBe('MISS');
    expect(added.body).toContain('Brand New Venture');
    await env.DB.prepare('update users set first_name = ? where id = ?').bind('Hedvig', owner.id).run();
    const renamedUser = await view('/dashboard', owner.cookie);
    expect(renamedUser.cache).toBe('MISS');
    expect(renamedUser.body).toContain('Welcome back, Hedvig.');

    // A template changed behind the app's back (no invalidation of the isolate's memo): the page shows it at once.
    const template = await insertTemplate('Loud Template');
    try {
      const withTemplate = await view('/dashboard', owner.cookie);
      expect(withTemplate.cache).toBe('MISS');
      expect(withTemplate.body).toContain('Loud Template');
      expect((await view('/dashboard', owner.cookie)).cache).toBe('HIT');
      await env.DB.prepare('update templates set name = ? where id = ?').bind('Quietly Renamed Template', template).run();
      const retemplated = await view('/dashboard', owner.cookie);
      expect(retemplated.cache).toBe('MISS');
      expect(retemplated.body).toContain('Quietly Renamed Template');
    } finally {
      await env.DB.prepare('delete from templates where id = ?').bind(template).run();
    }

    const prices = await getPriceSettings(env);
    try {
      await updatePriceSettings(env, { defaultBasePriceCents: 4321 });
      const repriced = await view('/dashboard', owner.cookie);
      expect(repriced.cache).toBe('MISS');
      expect(repriced.body).toContain('\\"defaultBasePriceCents\\",4321');
    } finally {
      await updatePriceSettings(env, prices);
    }
  });

  it('renders a query string (the no-JavaScript publish form, its confirmation) every time and keeps it apart', async () => {
    const owner = await creatorWithProjects('Liv', ['Publishing Place']);
    await view('/dashboard', owner.cookie);
    const confirmation = await view('/dashboard?published=1', owner.cookie);
    expect(confirmation.cache).toBeNull();
    expect(confirmation.body).toContain('Published Successfully');
    const plain = await view('/dashboard', owner.cookie);
    expect(plain.cache).toBe('HIT');
    expect(plain.body).not.toContain('Published Successfully');
    expect((await view('/dashboard', owner.cookie, { method: 'HEAD' })).cache).toBeNull();
  });

  it('answers signed-out, forged and suspended sessions exactly as the page does', async () => {
    const signedOut = await view('/dashboard', null);
    expect(signedOut.response.status).toBe(401);
    expect(signedOut.cache).toBeNull();
    const forged = await view('/dashboard', 'fs_session=forged.value.sig');
    expect(forged.response.status).toBe(401);
    expect(forged.cache).toBeNull();

    const owner = await creatorWithProjects('Sigrid', ['Suspended Shop']);
    await view('/dashboard', owner.cookie);
    expect((await view('/dashboard', owner.cookie)).cache).toBe('HIT');
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(owner.id).run();
    const suspended = await view('/dashboard', owner.cookie);
    expect(suspended.response.status).toBe(401);
    expect(suspended.cache).toBeNull();
    expect(suspended.body).not.toContain('Suspended Shop');

    const revoked = await creatorWithProjects('Ragna', ['Revoked Rooms']);
    await view('/dashboard', revoked.cookie);
    await env.DB.prepare('delete from sessions where user_id = ?').bind(revoked.id).run();
    const gone = await view('/dashboard', revoked.cookie);
    expect(gone.response.status).toBe(401);
    expect(gone.body).not.toContain('Revoked Rooms');
  });

  it("slides a day-old session from the cache like a rendered page: renewed cookie, the write in waitUntil", async () => {
    const owner = await creatorWithProjects('Tove', ['Sliding Studio']);
    await view('/dashboard', owner.cookie);
    const id = decodeURIComponent(owner.cookie.slice('fs_session='.length)).split('.')[0]!;
    const old = `fs_session=${encodeURIComponent(await sign(`${id}.${(Date.now() - 2 * DAY).toString(36)}`, env.SESSION_SECRET!))}`;
    const { response, cache, count, deferred } = await view('/dashboard', old);
    expect(cache).toBe('HIT');
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('fs_session='))).toHaveLength(1);
    expect(count.writes()).toBe(1);
    expect(deferred.length).toBeGreaterThan(0);
    expect(count.roundTrips.filter((trip) => !/^\s*update/i.test(trip[0]!))).toHaveLength(1);
  });

  it("gives the loader exactly the rows drizzle's own queries give", async () => {
    const owner = await createUserWithSession({ firstName: 'Rows' });
    const plain = await insertProject(owner.id, { name: 'Plain "quoted" \u00e9 \ud83c\udf5e', description: '' });
    const rich = await insertProject(owner.id, { name: 'Rich', status: 'completed' });
    await env.DB.prepare(
      'update projects set generated_url = ?, current_version = 3, is_published_to_store = 1, template_id = null, facts = ? where id = ?',
    )
      .bind(`/sites/${rich.slug}/`, JSON.stringify({ phone: '+47 22 00 00 00' }), rich.id)
      .run();
    const template = await insertTemplate('Rows Template');
    const request = new Request(`${ORIGIN}/dashboard`, { headers: { Cookie: owner.cookie } });
    const found = await lookUpDashboard(env, request);
    expect(found?.user.id).toBe(owner.id);
    const looked = await dashboardData(env, request, owner.id);
    expect(looked.projects).toEqual(await listProjectsForUser(env, owner.id));
    expect(looked.projects.map((p) => p.id)).toEqual([rich.id, plain.id].sort((x, y) => y - x));
    expect(looked.templates.length).toBeGreaterThan(0);
    invalidateTemplates(env);
    expect(looked.templates).toEqual(await listActiveTemplates(env));
    expect(looked.prices).toEqual(await readPriceSettings(env));
    // Another user's id never gets these rows.
    const other = await dashboardData(env, request, 'someone-else');
    expect(other.projects).toEqual([]);
    await env.DB.prepare('delete from templates where id = ?').bind(template).run();
  });
});

describe('PageLru', () => {
  const entry = (fingerprint: string, chars: number) => ({
    fingerprint,
    bodyParts: ['x'],
    policyParts: ['p'],
    headers: new Headers(),
    status: 200,
    chars,
  });

  it('serves an entry only with its exact fingerprint', () => {
    const lru = new PageLru(10, 1000);
    lru.set('u1', entry('f1', 10));
    expect(lru.get('u1', 'f1')?.fingerprint).toBe('f1');
    expect(lru.get('u1', 'f2')).toBeNull();
    expect(lru.get('u2', 'f1')).toBeNull();
  });

  it('stays within its entry and size bounds, dropping the least recently served first', () => {
    const lru = new PageLru(3, 100);
    lru.set('a', entry('f', 30));
    lru.set('b', entry('f', 30));
    lru.set('c', entry('f', 30));
    lru.get('a', 'f');
    lru.set('d', entry('f', 5));
    expect(lru.size).toBe(3);
    expect(lru.get('b', 'f')).toBeNull();
    lru.set('e', entry('f', 60));
    expect(lru.totalChars).toBeLessThanOrEqual(100);
    expect(lru.get('e', 'f')).not.toBeNull();
    expect(lru.get('c', 'f')).toBeNull();
    lru.set('huge', entry('f', 101));
    expect(lru.get('huge', 'f')).toBeNull();
    // Replacing an entry counts only the new one: a (30) + d (5) + e (10).
    lru.set('e', entry('g', 10));
    expect(lru.size).toBe(3);
    expect(lru.totalChars).toBe(45);
  });
});
