import { describe, expect, it } from 'vitest';
import { csrfRefusal } from './request-guards';

const ORIGIN = 'https://fairstack.test';

function post(path: string, headers: Record<string, string>, method = 'POST') {
  return new Request(ORIGIN + path, { method, headers });
}

describe('csrfRefusal', () => {
  const cookie = { Cookie: 'fs_session=abc' };

  it('lets same-origin state changes through', () => {
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: ORIGIN }))).toBeNull();
    expect(csrfRefusal(post('/create', { ...cookie, Referer: `${ORIGIN}/create` }))).toBeNull();
    expect(csrfRefusal(post('/create', { ...cookie, 'Sec-Fetch-Site': 'same-origin' }))).toBeNull();
  });

  it('refuses cross-origin, null-origin and unattributed requests that carry cookies', async () => {
    for (const headers of [
      { ...cookie, Origin: 'https://evil.test' },
      { ...cookie, Origin: 'null' },
      { ...cookie, Origin: 'http://fairstack.test' },
      { ...cookie, Referer: 'https://evil.test/page' },
      { ...cookie, 'Sec-Fetch-Site': 'cross-site' },
      { ...cookie },
    ]) {
      const refused = csrfRefusal(post('/api/projects', headers));
      expect(refused?.status, JSON.stringify(headers)).toBe(403);
      expect(await refused!.json()).toEqual({
        success: false,
        error: { code: 'CSRF_REJECTED', message: 'Cross-site request refused. Reload the page and try again.' },
      });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(csrfRefusal(post('/api/projects/1', { ...cookie, Origin: 'https://evil.test' }, method))?.status).toBe(403);
    }
  });

  it('answers page actions with plain text', async () => {
    const refused = csrfRefusal(post('/create', { ...cookie, Origin: 'https://evil.test' }));
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get('content-type')).toContain('text/plain');
  });

  it('exempts safe methods, cookieless requests, bearer tokens and the Stripe webhook', () => {
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: 'https://evil.test' }, 'GET'))).toBeNull();
    expect(csrfRefusal(post('/api/subscribe', { Origin: 'https://evil.test' }))).toBeNull();
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: 'https://evil.test', Authorization: 'Bearer tok_123' }))).toBeNull();
    expect(csrfRefusal(post('/api/webhooks/stripe', { ...cookie, Origin: 'https://evil.test' }))).toBeNull();
    expect(csrfRefusal(post('/api/projects', { ...cookie, Origin: 'https://evil.test', Authorization: 'Bearer ' }))?.status).toBe(403);
  });
});
