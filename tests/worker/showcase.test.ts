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
