import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, resolveFilePath, wellFormedConditionals } from './sites';

describe('resolveFilePath', () => {
  it('maps site paths to stored files', () => {
    expect(resolveFilePath('')).toBe('index.html');
    expect(resolveFilePath('index.html')).toBe('index.html');
    expect(resolveFilePath('favicon.svg')).toBe('favicon.svg');
    expect(resolveFilePath('about')).toBe('about.html');
    expect(resolveFilePath('docs/')).toBe('docs/index.html');
    expect(resolveFilePath('caf%C3%A9.html')).toBe('café.html');
  });

  it('refuses anything that could leave the site', () => {
    for (const path of ['..', '../x', 'a/../../b', '%2e%2e/x', 'a%2fb', 'a%5cb', 'a//b', '%00', 'bad%zz']) {
      expect(resolveFilePath(path), path).toBeNull();
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no script, only the hashed styles and same-origin images', () => {
    const csp = contentSecurityPolicy("'sha256-abc='", "'self'");
    expect(csp).toBe("default-src 'none'; style-src 'sha256-abc='; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'");
  });
});

describe('wellFormedConditionals (docs/decisions/158)', () => {
  const of = (headers: Record<string, string>) => Object.fromEntries(wellFormedConditionals(new Headers(headers)));

  it('passes the conditions that answer 304 when R2 can read them', () => {
    expect(of({ 'If-None-Match': '"abc", W/"def"', 'If-Modified-Since': 'Tue, 24 Nov 2026 10:00:00 GMT' })).toEqual({
      'if-none-match': '"abc", W/"def"',
      'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT',
    });
    expect(of({ 'If-None-Match': '*' })).toEqual({ 'if-none-match': '*' });
  });

  it('drops malformed ones (R2 throws on them) and the ones that would come back as a false 304', () => {
    expect(of({ 'If-None-Match': 'W/, "unterminated, *, W/"x"', 'If-Modified-Since': 'yesterday-ish' })).toEqual({});
    expect(of({ 'If-None-Match': 'garbage' })).toEqual({});
    expect(of({ 'If-Match': '"abc"', 'If-Unmodified-Since': 'Tue, 24 Nov 2026 10:00:00 GMT' })).toEqual({});
  });
});
