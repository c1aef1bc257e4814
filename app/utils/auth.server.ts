import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { User } from '../db/schema';
import { getSessionUser } from './session.server';

/** Same-origin paths only: anything else (other hosts, `//evil`, `/\evil`) falls back to '/'. */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/api/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export function getOptionalUser(request: Request, context: AppLoadContext): Promise<User | null> {
  return getSessionUser(context.env, request);
}

/** Guard for loaders and actions: the active signed-in user, or a redirect to sign-in that comes back here. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getSessionUser(context.env, request);
  if (!user) throw redirect(loginUrl(request));
  return user;
}
