import type { Env } from '../../env';
import { appOrigin } from '../../platform/app-origin.server';

/** Where generated sites are served: `SITES_HOST` when set, else `/sites/` on the app's origin (workers/sites.ts). */
export function sitesHost(env: Env): string | null {
  const host = env.SITES_HOST?.trim();
  return host ? host.replace(/^https?:\/\//, '').replace(/\/+$/, '') : null;
}

export function isLocalHost(host: string) {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}

/** The public address of a project's site (its generatedUrl), ending in '/'. */
export function siteUrlFor(env: Env, requestUrl: string, slug: string): string {
  const host = sitesHost(env);
  if (host) return `${isLocalHost(host) ? 'http' : 'https'}://${host}/${slug}/`;
  return `${appOrigin(env, requestUrl)}/sites/${slug}/`;
}
