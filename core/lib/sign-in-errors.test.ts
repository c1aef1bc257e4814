import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors';

describe('signInErrorMessage', () => {
  it('names the provider', () => {
    expect(signInErrorMessage('oauth_denied', 'github')).toBe('Signing in with GitHub was cancelled. Choose a method to try again.');
    expect(signInErrorMessage('oauth_code', 'google')).toBe('Google did not send back an authorization code. Please try again.');
  });

  it('never echoes what the link carried', () => {
    expect(signInErrorMessage('<script>alert(1)</script>', 'evil')).toBe('Sign-in failed. Please try again.');
    expect(signInErrorMessage('oauth_provider', 'evil')).toBe('The provider could not complete the sign-in. Please try again.');
    expect(signInErrorMessage(null, 'github')).toBeNull();
  });
});
