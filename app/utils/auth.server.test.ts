import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrl, unauthorized } from './auth.server';
import { safeReturnTo } from '~core/auth/return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/checkout/7?step=pay#card')).toBe('/checkout/7?step=pay#card');
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
  });

  it('drops anything that could leave the site', () => {
    for (const value of ['https://evil.test/', '//evil.test', '/\\evil.test', '/\t/evil.test', '/\n/evil.test', 'javascript:alert(1)', 'evil.test', '', null, undefined]) {
      expect(safeReturnTo(value), String(value)).toBe('/');
    }
    expect(safeReturnTo(`/${'a'.repeat(2001)}`)).toBe('/');
  });

  // Each of these resolves, after the URL parser's normalisation, to another origin or a protocol-relative path.
  const OFFSITE = [
    '//evil.example',
    '/\\evil.example',
    '/./\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./\\/evil.example',
    '/.\\/evil.example',
    '/\\/evil.example',
    '/./%5C/evil.example'.replace('%5C', '\\'),
    '///evil.example',
    '/.///evil.example',
    '/\t/evil.example',
    '/.\t//evil.example',
    '/\r\n/evil.example',
    'https://evil.example/',
    'http:evil.example',
    '\\\\evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '/./..//evil.example/path?x=1',
  ];

  it.each(OFFSITE)('refuses %j, which normalises to another origin', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('keeps same-origin paths that only look odd', () => {
    expect(safeReturnTo('/./dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/a/../projects/3')).toBe('/projects/3');
    expect(safeReturnTo('/%2e/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/search?q=//evil.example')).toBe('/search?q=//evil.example');
  });

  it('never yields a URL on another origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const out = safeReturnTo(value);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'https://fairstack.test').origin).toBe('https://fairstack.test');
        // What a browser makes of it in a Location header (it strips tabs and newlines first).
        expect(new URL(out.replace(/[\t\n\r]/g, ''), 'https://fairstack.test').origin).toBe('https://fairstack.test');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('loginUrl and unauthorized', () => {
  it('come back to the page asked for', async () => {
    const request = new Request('https://fairstack.test/checkout/3?x=1', { headers: { Accept: 'text/html' } });
    expect(loginUrl(request)).toBe('/api/login?returnTo=%2Fcheckout%2F3%3Fx%3D1');
    const page = unauthorized(request);
    expect(page.status).toBe(401);
    expect(await page.json()).toEqual({ reason: 'unauthorized', loginUrl: '/api/login?returnTo=%2Fcheckout%2F3%3Fx%3D1' });
    const plain = unauthorized(new Request('https://fairstack.test/create'));
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/api/login?returnTo=%2Fcreate');
  });
});
