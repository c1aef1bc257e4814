import type { Env } from '~core/env';
import { analyticsConfig, type AnalyticsConfig } from '../lib/analytics';
import { isDevelopment } from '~core/platform/env.server';

/** Where the consented analytics beacon loads from and reports to (docs/decisions/053). */
function analyticsOrigins(analytics: AnalyticsConfig | null): { script: string; connect: string } {
  if (!analytics) return { script: '', connect: '' };
  const origin = new URL(analytics.scriptUrl).origin;
  // Cloudflare's beacon is served from static.cloudflareinsights.com and reports to cloudflareinsights.com.
  const report = origin === 'https://static.cloudflareinsights.com' ? ' https://cloudflareinsights.com' : '';
  return { script: ` ${origin}`, connect: ` ${origin}${report}` };
}

/** Content-Security-Policy for our HTML: scripts only with this response's nonce, no framing. */
export function contentSecurityPolicy(nonce: string, analytics: AnalyticsConfig | null = null): string {
  const extra = analyticsOrigins(analytics);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra.script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${extra.connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https: mailto:",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setHtmlSecurityHeaders(headers: Headers, env: Env, nonce: string) {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, analyticsConfig(env)));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (!isDevelopment(env)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
