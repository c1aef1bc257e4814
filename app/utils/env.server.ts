import type { Env } from '../../workers/env';

export const isDevelopment = (env: Env) => env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';

/** The key that signs cookies. Local runs get a fixed key so restarts keep sessions; production must set one. */
export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET && env.SESSION_SECRET.length >= 32) return env.SESSION_SECRET;
  if (isDevelopment(env)) return 'fairstack-local-development-session-secret';
  throw new Error('SESSION_SECRET must be set (at least 32 characters) outside development.');
}
