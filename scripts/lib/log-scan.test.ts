import { describe, expect, it } from 'vitest';
import { cookieParts, findLeaks, maskEmail } from './log-scan.mjs';

const SECRET = 'e2e-session-secret-7d1c0d0f2b0c4d0e9a8b7c6d5e4f3a2b';
const COOKIE = 'Qm9vbS1hLXNlc3Npb24taWQtZm9yLXRlc3Rz.lq2x8k.0f4c2d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c';
const CLEAN = [
  '[wrangler:info] Ready on http://127.0.0.1:8912',
  '{"level":"warn","message":"payment event not applied","eventId":"evt_1","outcome":"amount_mismatch"}',
  '{"level":"info","where":"local-sign-in","email":"a***@example.test"}',
  '[wrangler:info] GET /dashboard 200 OK (41ms)',
].join('\n');

describe('findLeaks', () => {
  it('finds nothing in a clean log', () => {
    expect(findLeaks(CLEAN, { secrets: { SESSION_SECRET: SECRET }, cookieValues: [COOKIE] })).toEqual([]);
  });

  it('finds a planted secret, cookie value, session id, cookie header, API token and e-mail address', () => {
    const id = COOKIE.split('.')[0];
    const planted = [
      CLEAN,
      `config: ${SECRET}`,
      `{"message":"session ${id} expired"}`,
      `Cookie: fs_admin=${encodeURIComponent('abc.def')}`,
      'token fs_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg created',
      '{"level":"info","message":"signed in","email":"jane.doe+shop@example.com"}',
    ].join('\n');
    const leaks = findLeaks(planted, { secrets: { SESSION_SECRET: SECRET }, cookieValues: [COOKIE] });
    expect(leaks.map((l) => [l.kind, l.line])).toEqual([
      ['secret', 5],
      ['cookie', 6],
      ['cookie', 7],
      ['token', 8],
      ['email', 9],
    ]);
    // A report never repeats the leaked value in full.
    for (const leak of leaks) expect(leak.excerpt).not.toContain(SECRET);
    expect(leaks.find((l) => l.kind === 'email')!.what).toBe('the e-mail address j***@example.com');
  });

  it('allows listed and masked addresses only', () => {
    const text = 'from noreply@fairstack.test to j***@example.com and bob@example.com';
    const leaks = findLeaks(text, { allowedEmails: ['noreply@fairstack.test', /@fixtures\.invalid$/] });
    expect(leaks).toHaveLength(1);
    expect(leaks[0].what).toBe('the e-mail address b***@example.com');
  });

  it('ignores short secrets (an empty or missing value must not match everything)', () => {
    expect(findLeaks('anything at all', { secrets: { EMPTY: '', SHORT: 'abc' } })).toEqual([]);
  });
});

describe('helpers', () => {
  it('masks e-mail addresses and splits cookie values into searchable parts', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect(cookieParts(COOKIE)).toEqual([COOKIE, COOKIE.split('.')[0], COOKIE.split('.')[2]]);
  });
});
