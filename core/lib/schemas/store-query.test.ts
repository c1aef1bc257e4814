import { describe, expect, it } from 'vitest';
import { storePageLinks, storeQuerySchema, storeSearch } from './store-query';

describe('the store query (docs/decisions/270)', () => {
  it('reads empty fields as none and the page as a number', () => {
    expect(storeQuerySchema.parse({})).toEqual({ q: '', category: '', page: 1 });
    expect(storeQuerySchema.parse({ q: '  bakery  ', category: '', page: '3' })).toEqual({ q: 'bakery', category: '', page: 3 });
    expect(storeQuerySchema.safeParse({ page: '03' }).success).toBe(false);
    expect(storeQuerySchema.safeParse({ category: 'restaurant' }).success).toBe(false);
  });

  it('writes addresses without empty fields, and the first page without a number', () => {
    expect(storeSearch({ q: '', category: '' }, 1)).toBe('');
    expect(storeSearch({ q: 'a&b', category: 'Other' }, 2)).toBe('?q=a%26b&category=Other&page=2');
  });

  it('links the neighbours of a page; a page past the last points back to the last', () => {
    const filter = { q: 'x', category: '' };
    expect(storePageLinks(filter, 1, 1)).toEqual({ first: '?q=x', previous: null, next: null, last: '?q=x' });
    expect(storePageLinks(filter, 2, 3)).toEqual({ first: '?q=x', previous: '?q=x', next: '?q=x&page=3', last: '?q=x&page=3' });
    expect(storePageLinks(filter, 9, 3)).toEqual({ first: '?q=x', previous: '?q=x&page=3', next: null, last: '?q=x&page=3' });
  });
});
