import { Hono, type Context } from 'hono';
import { localSignInEnabled, signInLocalUser } from '~core/auth/local-sign-in.server';
import { finishOAuth, startOAuth } from '~core/auth/oauth-flow.server';
import { OAUTH_PROVIDERS } from '~core/auth/providers.server';
import { localSignInSchema } from '~core/lib/schemas/local-sign-in';
import { toSessionUser } from '~core/lib/session-user';
import { AccountBlockedError } from '~core/models/users.server';
import { safeReturnTo } from '~core/auth/return-to';
import { destroySession, getSessionState } from '~core/auth/session.server';
import { unauthorizedBody } from './auth-middleware';
import { fail } from './envelope';
import type { ApiEnv } from './types';
import { fieldErrors } from './validation';

export const auth = new Hono<ApiEnv>();

/** Sign-in is a full-page navigation to /api/login; the page itself is the Remix route /login. */
auth.get('/login', (c) => {
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  return c.redirect(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
});

/** Ends the session server-side (the row is deleted, so the cookie is dead even if a copy survives). */
async function signOut(c: Context<ApiEnv>, status: 302 | 303) {
  c.header('Set-Cookie', await destroySession(c.env, c.req.raw));
  c.header('Cache-Control', 'no-store');
  return c.redirect('/', status);
}

/**
 * A navigation from another site (`Sec-Fetch-Site: cross-site` or `same-site`, e.g. a link on a generated
 * site) must not sign anyone out: it gets this page, whose button posts back (the POST passes the origin
 * check only from our own pages). Typed, bookmarked and same-origin navigations sign out at once, as the spec
 * says (docs/decisions/154).
 */
const CONFIRM_LOGOUT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign out? | Fairstack</title></head><body><main><h1>Sign out?</h1><p>Another site sent you here. Do you want to sign out of Fairstack?</p><form method="post" action="/api/logout"><button type="submit">Sign out</button></form><p><a href="/">Stay signed in</a></p></main></body></html>`;

auth.get('/logout', async (c) => {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') {
    return c.html(CONFIRM_LOGOUT_PAGE, 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
    });
  }
  return signOut(c, 302);
});

auth.post('/logout', (c) => signOut(c, 303));

auth.get('/auth/user', async (c) => {
  const state = await getSessionState(c.env, c.req.raw);
  c.header('Cache-Control', 'private, no-store');
  if (state.status !== 'active') {
    const { code, message } = unauthorizedBody(state);
    return fail(c, 401, code, message);
  }
  return c.json(toSessionUser(state.user));
});

// The authorization-code flows (state + PKCE); see core/auth/oauth-flow.server.ts.
for (const provider of OAUTH_PROVIDERS) {
  auth.get(`/auth/${provider}`, (c) => startOAuth(c.env, c.req.raw, provider));
  auth.get(`/auth/${provider}/callback`, (c) => finishOAuth(c.env, c.req.raw, provider));
}

/**
 * Development-only local sign-in for scripts (the page uses the /login action): 404 unless ENVIRONMENT is
 * exactly `development`. Form or JSON body; 303 to `returnTo` with the session cookie.
 */
auth.post('/auth/local', async (c) => {
  if (!localSignInEnabled(c.env)) return fail(c, 404, 'NOT_FOUND', `No API route for POST ${c.req.path}`);
  const isJson = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
  let body: unknown;
  try {
    body = isJson ? await c.req.json<unknown>() : await c.req.parseBody();
  } catch {
    // Malformed JSON, or a multipart type without its boundary (found by the fuzz, docs/decisions/120): the client's fault.
    return fail(c, 400, 'BAD_REQUEST', 'The request body could not be read.');
  }
  const parsed = localSignInSchema.safeParse(body);
  if (!parsed.success) {
    return fail(c, 400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid sign-in details', fieldErrors(parsed.error));
  }
  try {
    c.header('Set-Cookie', await signInLocalUser(c.env, c.req.raw, parsed.data));
    return c.redirect(safeReturnTo(parsed.data.returnTo), 303);
  } catch (error) {
    if (error instanceof AccountBlockedError) return fail(c, 403, `ACCOUNT_${error.reason.toUpperCase()}`, error.message);
    throw error;
  }
});
