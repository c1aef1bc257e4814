import type { OAuth2Tokens } from 'arctic';
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from 'remix-auth-oauth2';
import type { Env } from '../env';
import type { ProviderProfile } from '../models/users.server';
import { isDevelopment } from '../platform/env.server';
import { appOrigin } from '../platform/app-origin.server';

export const OAUTH_PROVIDERS = ['github', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** Name prefix of the per-attempt state/PKCE cookies (remix-auth-oauth2 appends `:<uuid>`). */
export const OAUTH_STATE_COOKIE = 'fs_oauth';
export const OAUTH_COOKIE_PATH = '/api/auth';
const OAUTH_ATTEMPT_SECONDS = 10 * 60;

type Endpoints = { authorization: string; token: string; userinfo: string; emails?: string };

/** A misconfigured provider (bad base URL); the flow reports "not configured" instead of redirecting anywhere. */
export class OAuthConfigError extends Error {}

/**
 * `*_OAUTH_BASE_URL` points a provider at another host with the provider's own path layout: a GitHub
 * Enterprise Server, or the local stand-in the tests start. Only https, or http on the loopback address.
 */
function baseUrl(value: string | undefined, name: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OAuthConfigError(`${name} is not a URL.`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new OAuthConfigError(`${name} must use https (http only on the loopback address).`);
  }
  return url.toString().replace(/\/+$/, '');
}

export function providerEndpoints(env: Env, provider: OAuthProvider): Endpoints {
  if (provider === 'github') {
    const base = baseUrl(env.GITHUB_OAUTH_BASE_URL, 'GITHUB_OAUTH_BASE_URL');
    const web = base ?? 'https://github.com';
    const api = base ? `${base}/api/v3` : 'https://api.github.com';
    return {
      authorization: `${web}/login/oauth/authorize`,
      token: `${web}/login/oauth/access_token`,
      userinfo: `${api}/user`,
      emails: `${api}/user/emails`,
    };
  }
  const base = baseUrl(env.GOOGLE_OAUTH_BASE_URL, 'GOOGLE_OAUTH_BASE_URL');
  return {
    authorization: `${base ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
    token: `${base ?? 'https://oauth2.googleapis.com'}/token`,
    userinfo: `${base ?? 'https://openidconnect.googleapis.com'}/v1/userinfo`,
  };
}

/** Client credentials come from Worker secrets; a provider without both is not offered. */
export function providerCredentials(env: Env, provider: OAuthProvider) {
  const clientId = provider === 'github' ? env.GITHUB_CLIENT_ID : env.GOOGLE_CLIENT_ID;
  const clientSecret = provider === 'github' ? env.GITHUB_CLIENT_SECRET : env.GOOGLE_CLIENT_SECRET;
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** A profile endpoint answered with something we cannot use. */
export class ProfileFetchError extends Error {}

async function getJson(url: string, accessToken: string, accept = 'application/json'): Promise<unknown> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: accept, 'User-Agent': 'Fairstack' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new ProfileFetchError(`${new URL(url).pathname} answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new ProfileFetchError(`${new URL(url).pathname} did not answer JSON`);
  }
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const at = name.indexOf(' ');
  return at < 0 ? { firstName: name, lastName: null } : { firstName: name.slice(0, at), lastName: name.slice(at + 1).trim() || null };
}

/** GitHub: /user for the identity, /user/emails for the primary *verified* address (scope user:email). */
export async function fetchGitHubProfile(endpoints: Endpoints, accessToken: string): Promise<ProviderProfile> {
  const accept = 'application/vnd.github+json';
  const user = (await getJson(endpoints.userinfo, accessToken, accept)) as Record<string, unknown>;
  const id = typeof user.id === 'number' || typeof user.id === 'string' ? String(user.id) : null;
  if (!id) throw new ProfileFetchError('GitHub profile has no id');
  const emails = endpoints.emails ? await getJson(endpoints.emails, accessToken, accept) : [];
  const verified = Array.isArray(emails)
    ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]).filter((e) => e.verified === true && str(e.email))
    : [];
  const email = str((verified.find((e) => e.primary === true) ?? verified[0])?.email);
  const { firstName, lastName } = splitName(str(user.name) ?? str(user.login));
  return { provider: 'github', providerAccountId: id, email, firstName, lastName, profileImageUrl: str(user.avatar_url) };
}

/** Google: the OpenID Connect userinfo endpoint; the address counts only when `email_verified` is true. */
export async function fetchGoogleProfile(endpoints: Endpoints, accessToken: string): Promise<ProviderProfile> {
  const info = (await getJson(endpoints.userinfo, accessToken)) as Record<string, unknown>;
  const sub = str(info.sub);
  if (!sub) throw new ProfileFetchError('Google profile has no subject');
  const fallback = splitName(str(info.name));
  return {
    provider: 'google',
    providerAccountId: sub,
    email: info.email_verified === true ? str(info.email) : null,
    firstName: str(info.given_name) ?? fallback.firstName,
    lastName: str(info.family_name) ?? fallback.lastName,
    profileImageUrl: str(info.picture),
  };
}

type StrategyOptions = { clientId: string; clientSecret: string; redirectURI: string; endpoints: Endpoints; secure: boolean };

function strategyOptions(options: StrategyOptions, scopes: string[]): OAuth2Strategy.ConstructorOptions {
  return {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectURI: options.redirectURI,
    authorizationEndpoint: options.endpoints.authorization,
    tokenEndpoint: options.endpoints.token,
    scopes,
    // PKCE on top of `state`: both providers accept S256.
    codeChallengeMethod: CodeChallengeMethod.S256,
    cookie: {
      name: OAUTH_STATE_COOKIE,
      path: OAUTH_COOKIE_PATH,
      sameSite: 'Lax',
      httpOnly: true,
      maxAge: OAUTH_ATTEMPT_SECONDS,
      ...(options.secure ? { secure: true as const } : {}),
    },
  };
}

export class GitHubStrategy extends OAuth2Strategy<ProviderProfile> {
  override name = 'github';
  constructor(options: StrategyOptions) {
    super(strategyOptions(options, ['read:user', 'user:email']), ({ tokens }) =>
      fetchGitHubProfile(options.endpoints, tokens.accessToken()),
    );
  }

  /** GitHub reports token errors (used or wrong code, PKCE mismatch) with HTTP 200 and an `error` field. */
  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const tokens = await super.validateAuthorizationCode(code, codeVerifier);
    const data = tokens.data as Record<string, unknown>;
    if (typeof data.error === 'string') {
      throw new OAuth2RequestError(data.error, str(data.error_description), str(data.error_uri), null);
    }
    return tokens;
  }
}

export class GoogleStrategy extends OAuth2Strategy<ProviderProfile> {
  override name = 'google';
  constructor(options: StrategyOptions) {
    super(strategyOptions(options, ['openid', 'email', 'profile']), ({ tokens }) =>
      fetchGoogleProfile(options.endpoints, tokens.accessToken()),
    );
  }

  protected override authorizationParams(params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    // Let people with several Google accounts choose which one signs in.
    next.set('prompt', 'select_account');
    return next;
  }
}

/** The strategy for `provider` on this deployment, or null when its client id/secret are not set. */
export function createStrategy(env: Env, request: Request, provider: OAuthProvider): GitHubStrategy | GoogleStrategy | null {
  const credentials = providerCredentials(env, provider);
  if (!credentials) return null;
  const options: StrategyOptions = {
    ...credentials,
    redirectURI: `${appOrigin(env, request.url)}/api/auth/${provider}/callback`,
    endpoints: providerEndpoints(env, provider),
    secure: !isDevelopment(env),
  };
  return provider === 'github' ? new GitHubStrategy(options) : new GoogleStrategy(options);
}
