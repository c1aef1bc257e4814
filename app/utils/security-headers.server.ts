import type { Env } from '../../workers/env';
import { isDevelopment } from './env.server';

/** Content-Security-Policy for our HTML: scripts only with this response's nonce, no framing. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https: mailto:",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setHtmlSecurityHeaders(headers: Headers, env: Env, nonce: string) {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (!isDevelopment(env)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
