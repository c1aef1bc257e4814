import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers';

type Envelope<T> = { success: true; data: T } | { success: false; error: { code: string; message: string; fields?: Record<string, string[]> } };
type Result = {
  originalText: string;
  redactedText: string;
  redactionCount: number;
  categories: string[];
  counts: Record<string, number>;
  spans: { start: number; end: number; category: string; replacement: string }[];
};

let clientCounter = 0;
/** Each test uses its own client address so rate-limit buckets do not interfere. */
function client(): string {
  return `198.51.100.${++clientCounter}`;
}

function post(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/api/v1/redact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/v1/redact', () => {
  it('returns the engine result with rate-limit headers', async () => {
    const text = 'Tenant: John Smith, john@example.com, (555) 123-4567, SSN 123-45-6789, AHU-3 at 72°F.';
    // The reset is the end of the request's calendar minute: compare with the time it was sent, since the
    // minute may turn before the assertion runs.
    const sentAt = Date.now() / 1000;
    const res = await post({ text }, client());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(sentAt);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json<Envelope<Result>>();
    if (!body.success) throw new Error('expected success');
    expect(body.data.originalText).toBe(text);
    expect(body.data.redactedText).toBe('Tenant: {{NAME}}, {{EMAIL}}, (***) ***-4567, SSN ***-**-****, {{HVAC_ID}} at {{TEMP}}.');
    expect(body.data.redactionCount).toBe(6);
    expect(body.data.categories).toEqual(['email', 'phone', 'ssn', 'hvac_id', 'temperature', 'person_name']);
    expect(body.data.spans[0]).toEqual({ start: 8, end: 18, category: 'person_name', replacement: '{{NAME}}' });
  });

  it('applies the categories and consistent options', async () => {
    const text = 'a@x.com, b@y.com, A@X.com, 555-123-4567';
    const res = await post({ text, categories: ['email'], consistent: true }, client());
    const body = await res.json<Envelope<Result>>();
    expect(body.success && body.data.redactedText).toBe('{{EMAIL_1}}, {{EMAIL_2}}, {{EMAIL_1}}, 555-123-4567');
  });

  it('accepts text up to 1 MB', async () => {
    const text = `SSN 123-45-6789 ${'x'.repeat(1024 * 1024 - 20)}`;
    const res = await post({ text }, client());
    expect(res.status).toBe(200);
    const body = await res.json<Envelope<Result>>();
    expect(body.success && body.data.redactionCount).toBe(1);
  });

  it.each([
    ['missing text', {}, 'VALIDATION_ERROR', 'text'],
    ['blank text', { text: '  \n ' }, 'VALIDATION_ERROR', 'text'],
    ['empty text', { text: '' }, 'VALIDATION_ERROR', 'text'],
    ['text not a string', { text: 42 }, 'VALIDATION_ERROR', 'text'],
    ['unknown category', { text: 'hi', categories: ['emails'] }, 'VALIDATION_ERROR', 'categories.0'],
    ['consistent not boolean', { text: 'hi', consistent: 'yes' }, 'VALIDATION_ERROR', 'consistent'],
    ['unknown field', { text: 'hi', mode: 'fast' }, 'VALIDATION_ERROR', '_'],
  ])('answers 400 for %s', async (_name, body, code, field) => {
    const res = await post(body, client());
    expect(res.status).toBe(400);
    const json = await res.json<Envelope<Result>>();
    if (json.success) throw new Error('expected failure');
    expect(json.error.code).toBe(code);
    expect(Object.keys(json.error.fields ?? {})).toContain(field);
  });

  it('says what is wrong with a blank text', async () => {
    const json = await (await post({ text: ' ' }, client())).json<Envelope<Result>>();
    expect(!json.success && json.error.message).toBe('Please enter text or upload a file to redact');
  });

  it('refuses malformed JSON, other content types and oversized bodies', async () => {
    const ip = client();
    const bad = await post('{"text": ', ip);
    expect(bad.status).toBe(400);
    expect((await bad.json<Envelope<Result>>()).success).toBe(false);
    const form = await post('text=hello', ip, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const tooLong = await post({ text: 'y'.repeat(1024 * 1024 + 1) }, ip);
    expect(tooLong.status).toBe(400);
    const json = await tooLong.json<Envelope<Result>>();
    expect(!json.success && json.error.message).toBe('text is larger than 1 MB');
    const huge = await post({ text: 'z'.repeat(3 * 1024 * 1024) }, ip);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits each client to 100 requests a minute and says when to retry', { timeout: 30_000 }, async () => {
    const ip = client();
    // The window is the calendar minute: do not start right before it turns.
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    if (untilNextMinute < 8_000) await new Promise((r) => setTimeout(r, untilNextMinute + 50));
    for (let k = 0; k < 100; k++) {
      const res = await post({ text: 'ok' }, ip);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const limited = await post({ text: 'ok' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const json = await limited.json<Envelope<Result>>();
    expect(!json.success && json.error.code).toBe('RATE_LIMITED');
    // Other clients are not affected.
    expect((await post({ text: 'ok' }, client())).status).toBe(200);
  });

  it('does not answer other methods: 405 with Allow (docs/decisions/157)', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/redact`);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });
});
