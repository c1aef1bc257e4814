import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, resolveFilePath } from './sites';

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
