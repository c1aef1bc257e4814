import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRICE_PAGES } from '~core/lib/http-cache';
import { API_REFERENCE_TABS } from '~/lib/openapi-view';
import { BLOG_POSTS } from './blog';

const ROUTES = join(__dirname, '..', 'routes');

/** The address of a route file without parameters (`domain-setup.tsx` is /domain-setup, `_index.tsx` is /). */
function pathOf(file: string): string | null {
  const name = file.replace(/\.tsx$/, '');
  if (name.includes('$')) return null;
  if (name === '_index') return '/';
  return `/${name.replace(/_(?=\.|$)/g, '').replace(/\./g, '/')}`;
}

describe('the pages a price change purges from the edge cache (docs/decisions/259)', () => {
  it('lists every public page that reads the live price or the templates', () => {
    const readers = readdirSync(ROUTES)
      .filter((f) => f.endsWith('.tsx'))
      .filter((f) => {
        const source = readFileSync(join(ROUTES, f), 'utf8');
        const readsPrices = /getPriceSettings|listActiveTemplates/.test(source);
        const edgeCached = /shortLivedPageHeaders|CACHE_POLICIES\.shortLived/.test(source);
        return readsPrices && edgeCached;
      });
    expect(readers.length).toBeGreaterThan(4);
    for (const file of readers) {
      const path = pathOf(file);
      if (path) expect(PRICE_PAGES, file).toContain(path);
    }
  });

  it('lists every tab of the API reference, each its own address', () => {
    for (const tab of API_REFERENCE_TABS) expect(PRICE_PAGES).toContain(`/api-reference?tab=${tab.id}`);
  });

  it('lists every blog article that quotes the price, and no other', () => {
    const quoting = BLOG_POSTS.filter((p) => /\{(base|feePercent|fee|total)\}/.test(JSON.stringify(p))).map((p) => `/blog/${p.slug}`);
    expect(quoting.length).toBeGreaterThan(0);
    expect(PRICE_PAGES.filter((p) => p.startsWith('/blog/'))).toEqual(quoting);
  });
});
