import { Authenticator } from 'remix-auth';
import { OAuth2RequestError } from 'remix-auth-oauth2';
import type { Env } from '../env';
import type { SignInErrorCode } from '../lib/sign-in-errors';
import { AccountBlockedError, upsertUserFromProfile, type ProviderProfile } from '../models/users.server';
import { safeReturnTo } from './return-to';
import { sign, unsign } from './crypto.server';
import { sessionSecret } from '../platform/env.server';
import { cookieAttributes, cookieNames, createSession, destroySession, readCookie } from './session.server';
import { createStrategy, OAUTH_COOKIE_PATH, OAUTH_STATE_COOKIE, OAuthConfigError, type OAuthProvider } from './providers.server';

/** `fs_return.<state>`: where to go after this attempt, bound to its state and signed. */
const RETURN_COOKIE = 'fs_return.';

function redirectResponse(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}

function failure(provider: OAuthProvider, code: SignInErrorCode, returnTo: string, cookies: string[] = []): Response {
  const query = new URLSearchParams({ error: code, provider });
  if (returnTo !== '/') query.set('returnTo', returnTo);
  return redirectResponse(`/login?${query}`, cookies);
}

function strategyFor(env: Env, request: Request, provider: OAuthProvider) {
  try {
    return createStrategy(env, request, provider);
  } catch (error) {
    if (!(error instanceof OAuthConfigError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'oauth_config', provider, message: error.message }));
    return null;
  }
}

/** `GET /api/auth/:provider`: redirect to the provider with state + PKCE; remember `returnTo` for the way back. */
export async function startOAuth(env: Env, request: Request, provider: OAuthProvider): Promise<Response> {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const strategy = strategyFor(env, request, provider);
  if (!strategy) return failure(provider, 'not_configured', returnTo);
  // Without a query the strategy always starts a new attempt (a `state` here must not be mistaken for a callback).
  const clean = new Request(url.origin + url.pathname, { headers: request.headers });
  try {
    await new Authenticator<ProviderProfile>().use(strategy, provider).authenticate(provider, clean);
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get('Location') : null;
    const state = location ? new URL(location).searchParams.get('state') : null;
    if (!location || !state) throw thrown;
    const cookies = (thrown as Response).headers.getSetCookie();
    const signed = await sign(returnTo, sessionSecret(env));
    cookies.push(`${RETURN_COOKIE}${state}=${encodeURIComponent(signed)}; ${cookieAttributes(env, OAUTH_COOKIE_PATH)}; Max-Age=600`);
    return redirectResponse(location, cookies);
  }
  throw new Error('The OAuth strategy returned without redirecting to the provider.');
}

async function returnToFor(env: Env, request: Request, state: string | null): Promise<string> {
  const raw = state ? readCookie(request, `${RETURN_COOKIE}${state}`) : null;
  const value = raw ? await unsign(raw, sessionSecret(env)) : null;
  return safeReturnTo(value);
}

/** Expires every cookie of this flow the browser sent (a finished or failed attempt leaves nothing behind). */
function flowCookieCleanup(env: Env, request: Request): string[] {
  return cookieNames(request)
    .filter((name) => name.startsWith(`${OAUTH_STATE_COOKIE}:`) || name.startsWith(RETURN_COOKIE))
    .map((name) => `${name}=; ${cookieAttributes(env, OAUTH_COOKIE_PATH)}; Max-Age=0`);
}

function errorCode(error: unknown): SignInErrorCode | null {
  if (error instanceof OAuth2RequestError) return error.code === 'access_denied' ? 'oauth_denied' : 'oauth_provider';
  if (error instanceof RangeError) return 'oauth_state'; // state in the URL is not one this browser started
  // remix-auth-oauth2 reports a missing state cookie or verifier, and a missing code, as ReferenceErrors.
  if (error instanceof ReferenceError) return /code in the URL/i.test(error.message) ? 'oauth_code' : 'oauth_state';
  return null;
}

/**
 * `GET /api/auth/:provider/callback`: checks state (cookie vs URL), exchanges the code with the PKCE
 * verifier, reads the profile, signs the user in and returns to `returnTo`. Any failure lands on the sign-in
 * page with a clear message, no user and no session.
 */
export async function finishOAuth(env: Env, request: Request, provider: OAuthProvider): Promise<Response> {
  const url = new URL(request.url);
  const state = url.searchParams.get('state');
  const returnTo = await returnToFor(env, request, state);
  const cleanup = flowCookieCleanup(env, request);
  const strategy = strategyFor(env, request, provider);
  if (!strategy) return failure(provider, 'not_configured', returnTo, cleanup);
  if (!state) {
    // Some providers drop `state` when reporting an error; without it nothing can be trusted.
    const error = url.searchParams.get('error');
    return failure(provider, error === 'access_denied' ? 'oauth_denied' : error ? 'oauth_provider' : 'oauth_state', returnTo, cleanup);
  }

  let profile: ProviderProfile;
  try {
    profile = await new Authenticator<ProviderProfile>().use(strategy, provider).authenticate(provider, request);
  } catch (error) {
    const code = errorCode(error) ?? 'oauth_failed';
    if (code !== 'oauth_denied') {
      console.warn(JSON.stringify({ level: 'warn', event: 'oauth_failed', provider, code, message: String(error) }));
    }
    return failure(provider, code, returnTo, cleanup);
  }

  try {
    const user = await upsertUserFromProfile(env, profile);
    // The browser's previous session (if any) ends here: one cookie, one live row.
    await destroySession(env, request);
    return redirectResponse(returnTo, [...cleanup, await createSession(env, user.id)]);
  } catch (error) {
    if (error instanceof AccountBlockedError) return failure(provider, error.reason, returnTo, cleanup);
    throw error;
  }
}
