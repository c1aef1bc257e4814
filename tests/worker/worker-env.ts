import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { inject } from 'vitest';
import worker from '../../workers/app';
import type { Env } from '~core/env';
import { standInVars } from '../support/oauth-stand-in-config';

/**
 * Calls the real Worker (same code SELF runs) with some variables overridden, e.g. ENVIRONMENT or the
 * OAuth endpoints of the stand-in, which the tests' global setup starts on a port chosen at run time.
 */
export async function fetchWith(overrides: Partial<Env>, input: string | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  // A real request always has Host (Remix's own action origin check needs it); `new Request` does not add one.
  if (!request.headers.has('Host')) request.headers.set('Host', new URL(request.url).host);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const DEVELOPMENT: Partial<Env> = { ENVIRONMENT: 'development' };

/** Both providers configured against the local stand-in. */
export function withOAuth(extra: Partial<Env> = {}): Partial<Env> {
  return { ...standInVars(inject('oauthStandInUrl')), ...extra };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]!);
}
