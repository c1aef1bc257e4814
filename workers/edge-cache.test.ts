import { describe, expect, it } from 'vitest';
import { etagFor, etagMatches, isPublicPolicy, purgeReaches } from './edge-cache';
import { CACHE_POLICIES } from '~core/lib/http-cache';

describe('edge cache helpers', () => {
  it('treats only public policies with s-maxage as cacheable at the edge', () => {
    expect(isPublicPolicy(CACHE_POLICIES.static)).toBe(true);
    expect(isPublicPolicy(CACHE_POLICIES.shortLived)).toBe(true);
    expect(isPublicPolicy(CACHE_POLICIES.private)).toBe(false);
    expect(isPublicPolicy('public, max-age=60')).toBe(false);
    expect(isPublicPolicy(null)).toBe(false);
  });

  it('compares ETags weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });

  it('derives the same ETag from the same bytes and a different one otherwise', async () => {
    const a = await etagFor(new TextEncoder().encode('<html>a</html>').buffer as ArrayBuffer);
    const b = await etagFor(new TextEncoder().encode('<html>a</html>').buffer as ArrayBuffer);
    const c = await etagFor(new TextEncoder().encode('<html>b</html>').buffer as ArrayBuffer);
    expect(a).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('keeps a page a purge names only at the addresses a purge names (docs/decisions/259)', () => {
    const reaches = (address: string) => purgeReaches(new URL(`https://fairstack.test${address}`));
    for (const address of ['/', '/app-store', '/api-reference?tab=projects', '/about', '/blog?category=technology', '/templates']) {
      expect(reaches(address), address).toBe(true);
    }
    for (const address of ['/?ref=newsletter', '/app-store?q=bakery', '/app-store?category=Portfolio', '/api-reference?tab=projects&x=1', '/documentation?v=2']) {
      expect(reaches(address), address).toBe(false);
    }
    // Other spellings of a purged page's path, and its single-fetch data, render it under keys of their own (262).
    for (const address of ['/APP-STORE', '/App-Store', '/app-store/', '/%61pp-store', '/app-store.data', '/app-store.data?q=bakery', '/_root.data', '/.data', '/Documentation', '/documentation/', '/documentation.data', '/help-center.data', '/BLOG/what-fair-ai-means-for-small-business', '/api-reference.data?tab=projects']) {
      expect(reaches(address), address).toBe(false);
    }
    // Pages no purge names keep every spelling (only purged pages go stale).
    for (const address of ['/about/', '/ABOUT', '/blog.data', '/%']) {
      expect(reaches(address), address).toBe(true);
    }
  });
});
