/**
 * Why a sign-in did not happen. The sign-in page receives only the code (`/login?error=oauth_state`), so
 * nobody can put their own text on our page through a link.
 */
export const SIGN_IN_ERRORS = {
  oauth_denied: (p: string) => `Signing in with ${p} was cancelled. Choose a method to try again.`,
  oauth_state: () => 'This sign-in attempt could not be verified (it expired or was changed on the way). Please try again.',
  oauth_code: (p: string) => `${p} did not send back an authorization code. Please try again.`,
  oauth_provider: (p: string) => `${p} could not complete the sign-in. Please try again.`,
  oauth_failed: (p: string) => `Signing in with ${p} failed. Please try again in a moment.`,
  not_configured: (p: string) => `Signing in with ${p} is not set up on this server.`,
  suspended: () => 'This account is suspended. Contact support if you think this is a mistake.',
  pending: () => 'This account is waiting for approval by an administrator. Please try again later.',
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

const LABELS: Record<string, string> = { github: 'GitHub', google: 'Google' };

export function signInErrorMessage(code: string | null, provider: string | null): string | null {
  if (!code) return null;
  const label = (provider && LABELS[provider]) || 'the provider';
  const describe = (SIGN_IN_ERRORS as Record<string, (p: string) => string>)[code];
  const message = describe ? describe(label) : 'Sign-in failed. Please try again.';
  return message.charAt(0).toUpperCase() + message.slice(1);
}
