import { describe, expect, it } from 'vitest';
import { contactErrors, contactSchema } from './contact';
import { EMAIL_INVALID, EMAIL_REQUIRED, newsletterSchema } from '~core/lib/schemas/newsletter';
import { newsletterIssueError } from '~core/lib/schemas/newsletter-messages';

describe('newsletter schema', () => {
  const message = (input: unknown) => {
    const r = newsletterSchema.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };
  const title = (input: unknown) => {
    const r = newsletterSchema.safeParse(input);
    return r.success ? null : newsletterIssueError(r.error.issues[0]).title;
  };

  it('accepts a simple address, trimmed and lower-cased', () => {
    expect(newsletterSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
  });

  it("refuses empty and missing addresses with 'Email Required'", () => {
    expect(message({ email: '' })).toBe(EMAIL_REQUIRED);
    expect(message({ email: '   ' })).toBe(EMAIL_REQUIRED);
    expect(message({})).toBe(EMAIL_REQUIRED);
    for (const input of [{ email: '' }, { email: '   ' }, {}, { email: 7 }]) expect(title(input), JSON.stringify(input)).toBe('Email Required');
  });

  it("refuses malformed, overlong and script-laden addresses with 'Invalid Email'", () => {
    for (const email of [
      'plainaddress',
      'a@b',
      'a@b.c',
      'two@@example.com',
      'spaces in@example.com',
      `${'a'.repeat(290)}@example.com`,
      '<script>alert(1)</script>@example.com',
      'x@example.com<script>',
      '"quoted"@example.com',
    ]) {
      expect(message({ email }), email).toBe(EMAIL_INVALID);
      expect(title({ email }), email).toBe('Invalid Email');
    }
  });
});

describe('contact schema (all four fields required)', () => {
  it('accepts a complete message', () => {
    expect(
      contactSchema.safeParse({ name: 'Ada', email: 'ada@example.com', subject: 'Pilot', message: 'Hello' }).success,
    ).toBe(true);
  });

  it('reports one message per missing or invalid field', () => {
    const r = contactSchema.safeParse({ name: ' ', email: 'nope', subject: '', message: '' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(contactErrors(r.error)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please enter a message',
    });
  });
});
