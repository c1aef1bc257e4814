import type { Env } from '../env';

/**
 * True only for `ENVIRONMENT=development` (`npm run dev`, the e2e server). Everything else, including the
 * workerd test runtime (`test`), behaves like production: no local sign-in, Secure cookies, a real
 * SESSION_SECRET. Development-only paths can therefore never be switched on by a mistyped value.
 */
export const isDevelopment = (env: Pick<Env, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development';

/**
 * Development or the workerd test runtime: a process that is never deployed. Only for conveniences that are
 * harmless if misjudged (loopback test receivers); anything that grants access uses `isDevelopment`.
 */
export const isLocalRuntime = (env: Pick<Env, 'ENVIRONMENT'>) => isDevelopment(env) || env.ENVIRONMENT === 'test';

const DEVELOPMENT_SESSION_SECRET = 'fairstack-local-development-session-secret';

/** The key that signs cookies. Development gets a fixed key so restarts keep sessions; elsewhere it must be set. */
export function sessionSecret(env: Pick<Env, 'ENVIRONMENT' | 'SESSION_SECRET'>): string {
  if (env.SESSION_SECRET && env.SESSION_SECRET.length >= 32) return env.SESSION_SECRET;
  if (isDevelopment(env)) return DEVELOPMENT_SESSION_SECRET;
  throw new Error('SESSION_SECRET must be set (at least 32 characters) outside development.');
}
