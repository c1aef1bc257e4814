import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../utils/security-headers.server';
import { analyticsConfig, DEFAULT_ANALYTICS_SCRIPT } from './analytics';

describe('analytics configuration', () => {
  it('is off without a token', () => {
    expect(analyticsConfig({})).toBeNull();
    expect(analyticsConfig({ ANALYTICS_TOKEN: '  ' })).toBeNull();
  });

  it("uses Cloudflare's beacon by default, and only https overrides", () => {
    expect(analyticsConfig({ ANALYTICS_TOKEN: 'abc' })).toEqual({ scriptUrl: DEFAULT_ANALYTICS_SCRIPT, token: 'abc' });
    expect(
      analyticsConfig({ ANALYTICS_TOKEN: 'abc', ANALYTICS_SCRIPT_URL: 'https://stats.example.com/b.js' })?.scriptUrl,
    ).toBe('https://stats.example.com/b.js');
    expect(analyticsConfig({ ANALYTICS_TOKEN: 'abc', ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toBeNull();
    expect(analyticsConfig({ ANALYTICS_TOKEN: 'abc', ANALYTICS_SCRIPT_URL: 'not a url' })).toBeNull();
  });

  it('opens the Content-Security-Policy to the beacon only when analytics are configured', () => {
    const off = contentSecurityPolicy('n0nce');
    expect(off).toContain("script-src 'self' 'nonce-n0nce';");
    expect(off).toContain("connect-src 'self';");
    const on = contentSecurityPolicy('n0nce', analyticsConfig({ ANALYTICS_TOKEN: 'abc' }));
    expect(on).toContain("script-src 'self' 'nonce-n0nce' https://static.cloudflareinsights.com;");
    expect(on).toContain("connect-src 'self' https://static.cloudflareinsights.com https://cloudflareinsights.com;");
  });
});
