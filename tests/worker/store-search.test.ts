import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_POLICIES } from '~core/lib/http-cache';
import { STORE_PAGE_SIZE } from '~core/models/published-apps.server';
import { ORIGIN } from './helpers';

/*
 * The app store searched in D1 over every listing, a page at a time (docs/decisions/260): more listings than the
 * store's old window of the newest 100, and words that LIKE would read as wildcards.
 */

const TAG = `t${crypto.randomUUID().slice(0, 6)}`;
const LISTINGS = 130;
const BASE = 1_700_000_000_000;

beforeAll(async () => {
  const insert = (name: string, description: string, category: string, features: string, createdAt: number) =>
    env.DB.prepare(
      `insert into published_apps (name, description, category, features, url, icon_type, rating, user_count, created_at)
       values (?, ?, ?, ?, 'https://example.com/', 'globe', 0, 0, ?)`,
    ).bind(name, description, category, features, createdAt);
  const rows = Array.from({ length: LISTINGS }, (_, i) =>
    // The oldest listing is the only one with this word, far outside the newest 100.
    insert(`Listing ${i} ${TAG}`, i === 0 ? 'Rye and zephyrloaf since 1890' : 'A published site', i === 0 ? 'Portfolio' : 'Restaurant', '["Menu"]', BASE + i * 1000),
  );
  rows.push(insert(`Sure 100%_off ${TAG}`, 'Percent in the name', 'Business', '["Coupons"]', BASE - 5000));
  rows.push(insert(`Sure 1000ff ${TAG}`, 'No percent here', 'Business', '["Delivery tracking"]', BASE - 6000));
  await env.DB.batch(rows);
});

async function store(query: string) {
  const res = await SELF.fetch(`${ORIGIN}/app-store${query}`);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

const cardNames = (html: string) => [...html.matchAll(/<h2 id="[^"]*" class="text-lg font-semibold[^"]*">([^<]+)<\/h2>/g)].map((m) => m[1]);
const count = (html: string) => /data-testid="store-count">([\s\S]*?)<\/p>/.exec(html)?.[1].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '') ?? '';
const hrefOf = (html: string, label: string) => new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

describe('app store search over every listing (docs/decisions/260)', () => {
  it('finds a listing older than the newest 100, by a word of its description, in D1', async () => {
    const { html, res } = await store('?q=ZephyrLoaf');
    expect(cardNames(html)).toEqual([`Listing 0 ${TAG}`]);
    expect(count(html)).toMatch(/^1 of \d+ apps matches\./);
    // Its own address: never kept by a shared cache, since no purge can name it.
    expect(res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.private);
    expect(res.headers.get('X-Edge-Cache')).toBeNull();
    const { html: narrowed } = await store(`?q=${TAG}&category=Portfolio`);
    expect(cardNames(narrowed)).toEqual([`Listing 0 ${TAG}`]);
  });

  it('pages through every match, newest first, with next and previous links that keep the search', async () => {
    const matching = LISTINGS + 2;
    const pages = Math.ceil(matching / STORE_PAGE_SIZE);
    const seen: string[] = [];
    let address: string | null = `?q=${TAG}`;
    for (let page = 1; address; page++) {
      const { html } = await store(address.replace('/app-store', ''));
      const names = cardNames(html);
      expect(names.length).toBe(page < pages ? STORE_PAGE_SIZE : matching - STORE_PAGE_SIZE * (pages - 1));
      expect(count(html)).toContain(`${matching} of `);
      expect(count(html)).toContain(`Page ${page} of ${pages}.`);
      expect(html).toContain(`value="${TAG}"`);
      expect(hrefOf(html, 'Previous page')).toBe(page === 1 ? null : page === 2 ? `/app-store?q=${TAG}` : `/app-store?q=${TAG}&page=${page - 1}`);
      seen.push(...names);
      address = hrefOf(html, 'Next page');
      if (address) expect(address).toBe(`/app-store?q=${TAG}&page=${page + 1}`);
    }
    expect(seen.length).toBe(matching);
    expect(new Set(seen).size).toBe(matching);
    expect(seen.slice(0, 2)).toEqual([`Listing ${LISTINGS - 1} ${TAG}`, `Listing ${LISTINGS - 2} ${TAG}`]);
    expect(seen.slice(-3)).toEqual([`Listing 0 ${TAG}`, `Sure 100%_off ${TAG}`, `Sure 1000ff ${TAG}`]);
  });

  it('lists the whole store a page at a time: the first page is edge-cached as before, the next ones are not', async () => {
    const first = await store('');
    expect(first.res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.shortLived);
    // The built-in entries lead the first page only.
    expect(first.html).toContain('Smart Building Data Redactor');
    expect(cardNames(first.html).length).toBe(3 + STORE_PAGE_SIZE);
    expect(count(first.html)).toMatch(new RegExp(`^${LISTINGS + 2 + 3} apps Page 1 of 3\\.$`));
    expect(hrefOf(first.html, 'Next page')).toBe('/app-store?page=2');
    const second = await store('?page=2');
    expect(second.res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.private);
    expect(second.html).not.toContain('Smart Building Data Redactor');
    expect(cardNames(second.html)[0]).toBe(`Listing ${LISTINGS - 1 - STORE_PAGE_SIZE} ${TAG}`);
  });

  it("takes % and _ literally, says when nothing matches and keeps the words, and never fails on odd input", async () => {
    expect(cardNames((await store(`?q=${encodeURIComponent('100%_off')}`)).html)).toEqual([`Sure 100%_off ${TAG}`]);
    expect(cardNames((await store(`?q=${encodeURIComponent(`% ${TAG}`)}`)).html)).toEqual([`Sure 100%_off ${TAG}`]);
    const none = (await store(`?q=${encodeURIComponent(`nothing-${TAG}`)}`)).html;
    expect(none).toContain('No apps match your search.');
    expect(none).toContain(`value="nothing-${TAG}"`);
    expect(count(none)).toMatch(/^0 of \d+ apps match\./);
    const beyond = (await store(`?q=${TAG}&page=9`)).html;
    expect(beyond).toContain('There are no apps on this page.');
    expect(hrefOf(beyond, 'Go to the last page')).toBe(`/app-store?q=${TAG}&page=3`);
    // Long words are cut to what D1 accepts in a LIKE pattern (docs/decisions/158); many words, bad pages: no error.
    expect((await store(`?q=${'zephyrloaf'.repeat(40)}`)).html).toContain('No apps match your search.');
    expect((await store(`?q=${encodeURIComponent(Array.from({ length: 50 }, () => 'a').join(' '))}&page=-1`)).res.status).toBe(200);
    expect(cardNames((await store(`?q=${TAG}&page=${encodeURIComponent('1 or 1=1')}`)).html).length).toBe(STORE_PAGE_SIZE);
  });
});

/** The `Link` header's targets by relation (RFC 8288), as the API writes it. */
function linksOf(res: Response): Record<string, string> {
  const header = res.headers.get('Link') ?? '';
  return Object.fromEntries([...header.matchAll(/<([^>]*)>;\s*rel="([^"]+)"/g)].map((m) => [m[2], m[1]]));
}

type Listed = { id: number; name: string; category: string };

async function api(query: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/published-apps${query}`);
  return { res, body: await res.json<unknown>() };
}

describe('GET /api/published-apps, a page at a time (docs/decisions/270)', () => {
  it('answers the first page as the plain list the spec documents, with Link and X-Total-Count', async () => {
    const { res, body } = await api('');
    expect(res.status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const apps = body as Listed[];
    expect(apps.length).toBe(STORE_PAGE_SIZE);
    const total = Number(res.headers.get('X-Total-Count'));
    expect(total).toBeGreaterThanOrEqual(LISTINGS + 2);
    const links = linksOf(res);
    expect(links.first).toBe('/api/published-apps');
    expect(links.prev).toBeUndefined();
    expect(links.next).toBe('/api/published-apps?page=2');
    expect(links.last).toBe(`/api/published-apps?page=${Math.ceil(total / STORE_PAGE_SIZE)}`);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=30');
  });

  it('reaches every listing (more than 100) through the next links, newest first, in the order the store page shows', async () => {
    const seen: string[] = [];
    let address: string | undefined = `?q=${TAG}`;
    let pages = 0;
    while (address !== undefined) {
      const { res, body } = await api(address.replace('/api/published-apps', ''));
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('X-Total-Count'))).toBe(LISTINGS + 2);
      seen.push(...(body as Listed[]).map((a) => a.name));
      const links = linksOf(res);
      if (pages > 0) expect(links.prev).toBeDefined();
      address = links.next;
      pages++;
    }
    expect(pages).toBe(Math.ceil((LISTINGS + 2) / STORE_PAGE_SIZE));
    expect(seen.length).toBe(LISTINGS + 2);
    expect(new Set(seen).size).toBe(LISTINGS + 2);
    expect(seen.slice(0, 2)).toEqual([`Listing ${LISTINGS - 1} ${TAG}`, `Listing ${LISTINGS - 2} ${TAG}`]);
    expect(seen.slice(-3)).toEqual([`Listing 0 ${TAG}`, `Sure 100%_off ${TAG}`, `Sure 1000ff ${TAG}`]);
    // The page's second page and the API's second page are the same listings.
    const { html } = await store(`?q=${TAG}&page=2`);
    const { body } = await api(`?q=${TAG}&page=2`);
    expect((body as Listed[]).map((a) => a.name)).toEqual(cardNames(html));
  });

  it('searches by words and category with the links keeping both, and says where the last page is past the end', async () => {
    const { res, body } = await api(`?q=zephyrloaf&category=Portfolio`);
    expect((body as Listed[]).map((a) => a.name)).toEqual([`Listing 0 ${TAG}`]);
    expect(res.headers.get('X-Total-Count')).toBe('1');
    expect(linksOf(res)).toEqual({ first: '/api/published-apps?q=zephyrloaf&category=Portfolio', last: '/api/published-apps?q=zephyrloaf&category=Portfolio' });
    const literal = await api(`?q=${encodeURIComponent('100%_off')}`);
    expect((literal.body as Listed[]).map((a) => a.name)).toEqual([`Sure 100%_off ${TAG}`]);
    const beyond = await api(`?q=${TAG}&page=9`);
    expect(beyond.res.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(linksOf(beyond.res)).toMatchObject({ prev: `/api/published-apps?q=${TAG}&page=3`, last: `/api/published-apps?q=${TAG}&page=3` });
    expect(linksOf(beyond.res).next).toBeUndefined();
    // An empty field means none, as the store's form sends it.
    expect((await api('?q=&category=&page=1')).res.status).toBe(200);
  });

  it('refuses a bad page, category or search with a 400 that names the rule', async () => {
    for (const [query, field, message] of [
      ['?page=0', 'page', 'page must be a whole number from 1 to 99999'],
      ['?page=-1', 'page', 'page must be a whole number from 1 to 99999'],
      ['?page=2.5', 'page', 'page must be a whole number from 1 to 99999'],
      ['?page=abc', 'page', 'page must be a whole number from 1 to 99999'],
      ['?page=', 'page', 'page must be a whole number from 1 to 99999'],
      ['?page=100000', 'page', 'page must be a whole number from 1 to 99999'],
      [`?page=${encodeURIComponent('1 or 1=1')}`, 'page', 'page must be a whole number from 1 to 99999'],
      ['?category=Bakery', 'category', 'category must be one of: E-commerce, Restaurant, Portfolio, Business, Technology, Healthcare, Education, Other'],
      [`?q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ] as const) {
      const { res, body } = await api(query);
      expect(res.status, query).toBe(400);
      expect(body, query).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message, fields: { [field]: [message] } } });
    }
  });
});
