import { env } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { ORIGIN } from './helpers';
import { cookiesFrom, fetchWith, withOAuth } from './worker-env';

type Provider = 'github' | 'google';
const AUTHORIZE_PATH: Record<Provider, string> = { github: '/login/oauth/authorize', google: '/o/oauth2/v2/auth' };

const get = (path: string, cookies: string[] = [], vars = withOAuth()) =>
  fetchWith(vars, ORIGIN + path, { headers: cookies.length ? { Cookie: cookies.join('; ') } : {}, redirect: 'manual' });

/** Step 1: our start route. Returns the provider URL and the flow cookies it set. */
async function start(provider: Provider, returnTo?: string, vars = withOAuth()) {
  const res = await get(`/api/auth/${provider}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`, [], vars);
  expect(res.status).toBe(302);
  return { authorize: new URL(res.headers.get('location')!), cookies: cookiesFrom(res), setCookies: res.headers.getSetCookie() };
}

/** Step 2: the person answers the stand-in's consent form (what the browser test clicks). */
async function consent(authorize: URL, provider: Provider, fields: Record<string, string>, decision = 'allow') {
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const body = new URLSearchParams({ decision, email_verified: 'true', ...fields });
  for (const k of ['client_id', 'redirect_uri', 'state', 'code_challenge', 'scope']) body.set(k, authorize.searchParams.get(k) ?? '');
  if (fields.email_verified === 'false') body.delete('email_verified');
  const res = await fetch(new URL(AUTHORIZE_PATH[provider], authorize), { method: 'POST', body, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The whole round trip; returns our callback's response. */
async function signInWith(provider: Provider, fields: Record<string, string>, returnTo?: string) {
  const { authorize, cookies } = await start(provider, returnTo);
  const callback = await consent(authorize, provider, fields);
  return get(callback.pathname + callback.search, cookies);
}

const sessionCount = async () => (await env.DB.prepare('select count(*) as n from sessions').first<{ n: number }>())!.n;
const userCount = async () => (await env.DB.prepare('select count(*) as n from users').first<{ n: number }>())!.n;

function sessionCookie(res: Response) {
  return cookiesFrom(res).find((c) => c.startsWith('fs_session=') && c !== 'fs_session=');
}

describe('starting the authorization-code flow', () => {
  it('sends GitHub the client id, exact callback, state and an S256 PKCE challenge', async () => {
    const { authorize, setCookies } = await start('github', '/dashboard');
    expect(authorize.origin).toBe(inject('oauthStandInUrl'));
    expect(authorize.pathname).toBe('/login/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('gh-client-fairstack');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/github/callback`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    // State/verifier and returnTo live in short-lived HttpOnly cookies scoped to the auth routes.
    expect(setCookies).toHaveLength(2);
    for (const c of setCookies) expect(c).toMatch(/Path=\/api\/auth; .*HttpOnly; .*SameSite=Lax/i);
    expect(setCookies.join()).toMatch(/Secure/);
  });

  it('asks Google for openid email profile, letting the person pick an account', async () => {
    const { authorize } = await start('google');
    expect(authorize.pathname).toBe('/o/oauth2/v2/auth');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('says so on the sign-in page when a provider has no client secret', async () => {
    const res = await get('/api/auth/github?returnTo=%2Fcreate', [], withOAuth({ GITHUB_CLIENT_SECRET: '' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?error=not_configured&provider=github&returnTo=%2Fcreate');
    const page = await (await get(res.headers.get('location')!)).text();
    expect(page).toContain('Signing in with GitHub is not set up on this server.');
  });

  it('refuses a provider base URL that is not https or loopback', async () => {
    const res = await get('/api/auth/google', [], withOAuth({ GOOGLE_OAUTH_BASE_URL: 'http://evil.test' }));
    expect(res.headers.get('location')).toBe('/login?error=not_configured&provider=google');
  });
});

describe('completing sign-in', () => {
  it('GitHub: creates the user from the profile and verified e-mail, starts a session, returns to returnTo', async () => {
    const before = await sessionCount();
    const res = await signInWith('github', { login: 'ada-gh', name: 'Ada Lovelace', email: 'Ada.GH@example.test' }, '/checkout/7?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout/7?x=1');
    const session = sessionCookie(res)!;
    expect(session).toBeTruthy();
    expect(res.headers.getSetCookie().find((c) => c.startsWith('fs_session='))).toMatch(/HttpOnly; SameSite=Lax; Secure; Max-Age=2592000/);
    // The flow's cookies are expired.
    expect(res.headers.getSetCookie().filter((c) => /^fs_(oauth|return)/.test(c)).every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect(await sessionCount()).toBe(before + 1);

    const me = await (await get('/api/auth/user', [session])).json<Record<string, unknown>>();
    expect(me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.gh@example.test', role: 'user', isAdmin: false });
    expect(me.profileImageUrl).toMatch(new RegExp(`^${inject('oauthStandInUrl')}/avatars/`));
    const row = await env.DB.prepare('select last_login_at from users where email = ?').bind('ada.gh@example.test').first<{ last_login_at: number }>();
    expect(Date.now() - row!.last_login_at).toBeLessThan(60_000);
    const account = await env.DB.prepare("select provider from accounts where provider = 'github' and user_id = ?").bind(me.id).first();
    expect(account).toBeTruthy();
  });

  it('Google: uses given/family name and picture; the same account signs in again as the same user', async () => {
    const fields = { given_name: 'Grace', family_name: 'Hopper', email: 'grace.g@example.test' };
    const first = await signInWith('google', fields);
    expect(first.headers.get('location')).toBe('/');
    const me1 = await (await get('/api/auth/user', [sessionCookie(first)!])).json<{ id: string; firstName: string }>();
    expect(me1.firstName).toBe('Grace');
    const users = await userCount();
    const again = await signInWith('google', { ...fields, given_name: 'Amazing Grace' });
    const me2 = await (await get('/api/auth/user', [sessionCookie(again)!])).json<{ id: string; firstName: string }>();
    expect(me2.id).toBe(me1.id);
    expect(me2.firstName).toBe('Amazing Grace');
    expect(await userCount()).toBe(users);
  });

  it('links a provider to the existing user with the same verified e-mail, but never through an unverified one', async () => {
    await env.DB.prepare("insert into users (id, email, first_name) values ('owner-1', 'owner@example.test', 'Owner')").run();
    const verified = await signInWith('google', { given_name: 'O', family_name: 'W', email: 'owner@example.test' });
    expect((await (await get('/api/auth/user', [sessionCookie(verified)!])).json<{ id: string }>()).id).toBe('owner-1');

    await env.DB.prepare("insert into users (id, email) values ('victim-1', 'victim@example.test')").run();
    const unverified = await signInWith('github', { login: 'attacker', name: 'Mallory', email: 'victim@example.test', email_verified: 'false' });
    const me = await (await get('/api/auth/user', [sessionCookie(unverified)!])).json<{ id: string; email: string | null }>();
    expect(me.id).not.toBe('victim-1');
    expect(me.email).toBeNull();
  });

  it('makes ADMIN_EMAILS admins at sign-in', async () => {
    const vars = withOAuth({ ADMIN_EMAILS: ' someone@else.test , Boss@Example.test ' });
    const { authorize, cookies } = await start('github', undefined, vars);
    const callback = await consent(authorize, 'github', { login: 'boss', name: 'The Boss', email: 'boss@example.test' });
    const res = await get(callback.pathname + callback.search, cookies, vars);
    const me = await (await get('/api/auth/user', [sessionCookie(res)!])).json();
    expect(me).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('refuses a suspended user: clear message, no session', async () => {
    await env.DB.prepare("insert into users (id, email, status) values ('sus-g', 'sus.g@example.test', 'suspended')").run();
    const before = await sessionCount();
    const res = await signInWith('google', { given_name: 'S', family_name: 'U', email: 'sus.g@example.test' }, '/dashboard');
    expect(res.headers.get('location')).toBe('/login?error=suspended&provider=google&returnTo=%2Fdashboard');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const page = await (await get(res.headers.get('location')!)).text();
    expect(page).toContain('This account is suspended. Contact support if you think this is a mistake.');
  });
});

describe('bad callbacks: a clear page, no user, no session', () => {
  async function expectRefused(res: Response, code: string, provider: Provider) {
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe(code);
    expect(location.searchParams.get('provider')).toBe(provider);
    expect(sessionCookie(res)).toBeUndefined();
    return location;
  }

  it('the person cancels at the provider (error=access_denied)', async () => {
    const [users, sessions] = [await userCount(), await sessionCount()];
    const { authorize, cookies } = await start('github', '/create');
    const callback = await consent(authorize, 'github', {}, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await get(callback.pathname + callback.search, cookies);
    const location = await expectRefused(res, 'oauth_denied', 'github');
    expect(location.searchParams.get('returnTo')).toBe('/create');
    expect(await (await get(location.pathname + location.search)).text()).toContain('Signing in with GitHub was cancelled.');
    expect([await userCount(), await sessionCount()]).toEqual([users, sessions]);
  });

  it('another provider error', async () => {
    const { authorize, cookies } = await start('google');
    const state = authorize.searchParams.get('state')!;
    const res = await get(`/api/auth/google/callback?state=${state}&error=server_error`, cookies);
    await expectRefused(res, 'oauth_provider', 'google');
  });

  it('a tampered state', async () => {
    const users = await userCount();
    const { authorize, cookies } = await start('github');
    const callback = await consent(authorize, 'github', { login: 'tamper', name: 'T', email: 'tamper@example.test' });
    callback.searchParams.set('state', 'x'.repeat(43));
    await expectRefused(await get(callback.pathname + callback.search, cookies), 'oauth_state', 'github');
    expect(await userCount()).toBe(users);
  });

  it('a callback from a browser that never started the flow (no state cookie): login CSRF', async () => {
    const { authorize } = await start('google');
    const callback = await consent(authorize, 'google', { given_name: 'A', family_name: 'B', email: 'csrf-login@example.test' });
    await expectRefused(await get(callback.pathname + callback.search, []), 'oauth_state', 'google');
    const row = await env.DB.prepare("select id from users where email = 'csrf-login@example.test'").first();
    expect(row).toBeNull();
  });

  it('a callback without state', async () => {
    await expectRefused(await get('/api/auth/github/callback?code=abc'), 'oauth_state', 'github');
  });

  it('a callback without a code', async () => {
    const { authorize, cookies } = await start('github');
    const res = await get(`/api/auth/github/callback?state=${authorize.searchParams.get('state')}`, cookies);
    const location = await expectRefused(res, 'oauth_code', 'github');
    expect(await (await get(location.pathname + location.search)).text()).toContain('GitHub did not send back an authorization code.');
  });

  it('a code replayed, or exchanged without the right PKCE verifier, is refused by the provider', async () => {
    const { authorize, cookies } = await start('github');
    const callback = await consent(authorize, 'github', { login: 'replay', name: 'R', email: 'replay@example.test' });
    expect((await get(callback.pathname + callback.search, cookies)).headers.get('location')).toBe('/');
    await expectRefused(await get(callback.pathname + callback.search, cookies), 'oauth_provider', 'github');

    const second = await start('google');
    const code = await consent(second.authorize, 'google', { given_name: 'P', family_name: 'K', email: 'pkce@example.test' });
    // The state cookie ends with the PKCE verifier: change it, and the stand-in's S256 check must fail.
    const forged = second.cookies.map((c) => (c.startsWith('fs_oauth:') ? c.replace(/[\w-]{10}$/, 'AAAAAAAAAA') : c));
    expect(forged).not.toEqual(second.cookies);
    await expectRefused(await get(code.pathname + code.search, forged), 'oauth_provider', 'google');
    expect(await env.DB.prepare("select id from users where email = 'pkce@example.test'").first()).toBeNull();
  });

  it('a returnTo pointing elsewhere is dropped at the start', async () => {
    for (const returnTo of ['https://evil.test/', '//evil.test/x', '/\\evil.test']) {
      const { authorize, cookies } = await start('github', returnTo);
      const callback = await consent(authorize, 'github', { login: 'rt', name: 'R T', email: 'rt@example.test' });
      const res = await get(callback.pathname + callback.search, cookies);
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
  });
});
