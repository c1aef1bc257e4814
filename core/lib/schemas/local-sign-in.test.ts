import { describe, expect, it } from 'vitest';
import { localSignInErrors, localSignInSchema } from './local-sign-in';

describe('localSignInSchema', () => {
  it('normalises the e-mail', () => {
    expect(localSignInSchema.parse({ email: '  Dev@Example.TEST ' }).email).toBe('dev@example.test');
  });

  it('reports field errors', () => {
    const result = localSignInSchema.safeParse({ email: 'not-an-email', firstName: 'x'.repeat(81) });
    expect(result.success).toBe(false);
    const errors = localSignInErrors(result.error!);
    expect(errors.email).toEqual(['Enter a valid e-mail address']);
    expect(errors.firstName).toEqual(['At most 80 characters']);
    expect(localSignInErrors(localSignInSchema.safeParse({}).error!).email?.[0]).toBe('Enter an e-mail address');
  });
});
