import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers';

// Its own file: the landing's showcase is memoized per isolate, so nothing may render / before the apps exist.
describe('live app showcase on the landing', () => {
  it('shows the newest published apps first, with defaults, filled up by the built-ins to six', async () => {
    const insert = (name: string, createdAt: number, features: string) =>
      env.DB.prepare(
        `insert into published_apps (name, description, category, features, url, icon_type, rating, user_count, created_at)
         values (?, 'A published site', 'Restaurant', ?, 'https://example.com/' || ?, 'globe', 4.26, 12, ?)`,
      )
        .bind(name, features, name, createdAt)
        .run();
    await insert('Oldest App', 1_700_000_000_000, '["Menu","Bookings"]');
    await insert('Newer App', 1_700_000_100_000, '[]');
    await insert('Newest <App>', 1_700_000_200_000, '["Online orders"]');

    const html = await (await SELF.fetch(`${ORIGIN}/?showcase=${crypto.randomUUID()}`)).text();
    const showcase = /data-testid="showcase">([\s\S]*?)<\/ul><\/div><\/section>/.exec(html)?.[1] ?? '';
    const names = [...showcase.matchAll(/<h3 class="font-semibold text-slate-900">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Newest &lt;App&gt;',
      'Newer App',
      'Oldest App',
      'Smart Building Data Redactor',
      'Agent Builder',
      'App Builder',
    ]);
    expect(showcase).toContain('Professional Design'); // the default features of an app without any
    expect(showcase).toContain('4.3');
  });
});

describe('app store search without JavaScript (docs/decisions/259)', () => {
  it('filters by words and category from the address, says how many match and offers all apps again', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (const [name, category] of [[`Harbour Bakery ${tag}`, 'Restaurant'], [`Studio Lens ${tag}`, 'Portfolio']] as const) {
      await env.DB.prepare(
        `insert into published_apps (name, description, category, features, url, icon_type, rating, user_count, created_at)
         values (?, 'A published site', ?, '["Menu"]', 'https://example.com/', 'globe', 0, 0, ?)`,
      )
        .bind(name, category, Date.now())
        .run();
    }
    const page = async (query: string) => (await SELF.fetch(`${ORIGIN}/app-store${query}`)).text();
    const all = await page('');
    expect(all).toContain(`Harbour Bakery ${tag}`);
    expect(all).toContain(`Studio Lens ${tag}`);
    expect(all).toMatch(/<form[^>]*method="get"[^>]*role="search"|<form[^>]*role="search"[^>]*method="get"/);

    const bakery = await page(`?q=${encodeURIComponent(`bakery ${tag}`)}&category=`);
    expect(bakery).toContain(`Harbour Bakery ${tag}`);
    expect(bakery).not.toContain(`Studio Lens ${tag}`);
    expect(bakery).not.toContain('Smart Building Data Redactor');
    expect(bakery).toMatch(/1<!-- --> of <!-- -->\d+<!-- --> apps <!-- -->matches/);
    expect(bakery).toContain('href="/app-store"');
    expect(bakery).toContain(`value="bakery ${tag}"`);

    const portfolio = await page(`?q=${tag}&category=Portfolio`);
    expect(portfolio).toContain(`Studio Lens ${tag}`);
    expect(portfolio).not.toContain(`Harbour Bakery ${tag}`);
    expect(portfolio).toMatch(/<option value="Portfolio" selected=""/);

    // A search is never kept at the edge: removing a listing purges only /app-store, so a kept search would still show
    // it (the store itself is kept and purged).
    for (let i = 0; i < 2; i++) {
      const searched = await SELF.fetch(`${ORIGIN}/app-store?q=${tag}`);
      expect(searched.headers.get('X-Edge-Cache')).toBeNull();
      expect(await searched.text()).toContain(`Studio Lens ${tag}`);
    }
    await page('');
    const whole = await SELF.fetch(`${ORIGIN}/app-store`);
    expect(whole.headers.get('X-Edge-Cache')).toBe('HIT');
    await whole.text();
    await env.DB.prepare('delete from published_apps where name = ?').bind(`Studio Lens ${tag}`).run();
    expect(await page(`?q=${tag}`)).not.toContain(`Studio Lens ${tag}`);

    const none = await page(`?q=${tag}&category=Education`);
    expect(none).toContain('No apps match your search.');
    // An unknown category or an overlong search is not an error: all categories, the first 100 characters.
    const odd = await page(`?category=${encodeURIComponent('<script>')}&q=${'x'.repeat(5000)}`);
    expect(odd).toContain('No apps match your search.');
    expect(odd).not.toContain('<script>');
  });
});
