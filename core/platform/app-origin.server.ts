import type { Env } from '../env';
import { isDevelopment } from './env.server';

/**
 * The app's public origin (`https://host[:port]`), from the `APP_ORIGIN` variable (docs/decisions/153). It is
 * what stored site URLs, invite links, OAuth callbacks and the CSRF origin check use, so a forged `Host`
 * header can change none of them. Only development falls back to the request's own origin (any port on
 * 127.0.0.1 works); elsewhere a missing or malformed value is a configuration error.
 */
export function appOrigin(env: Pick<Env, 'APP_ORIGIN' | 'ENVIRONMENT'>, requestUrl: string): string {
  const configured = parseOrigin(env.APP_ORIGIN);
  if (configured) return configured;
  if (isDevelopment(env)) return new URL(requestUrl).origin;
  throw new Error('APP_ORIGIN must be set to the app\'s public origin (e.g. https://fairstack.app) outside development.');
}

function parseOrigin(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
