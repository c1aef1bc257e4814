import { Hono } from 'hono';
import { localSignInEnabled, signInLocalUser } from '../../app/auth/local-sign-in.server';
import { finishOAuth, startOAuth } from '../../app/auth/oauth-flow.server';
import { OAUTH_PROVIDERS } from '../../app/auth/providers.server';
import { localSignInSchema } from '../../app/lib/schemas/local-sign-in';
import { toSessionUser } from '../../app/lib/session-user';
import { AccountBlockedError } from '../../app/models/users.server';
import { safeReturnTo } from '../../app/utils/auth.server';
import { destroySession, getSessionState } from '../../app/utils/session.server';
import { unauthorizedBody } from './auth-middleware';
import { fail } from './envelope';
import type { ApiEnv } from './types';
import { fieldErrors } from './validation';

export const auth = new Hono<ApiEnv>();

/** Sign-in is a full-page navigation to /api/login (spec section 2); the page itself is the Remix route /login. */
auth.get('/login', (c) => {
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  return c.redirect(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
});

/** Ends the session server-side (the row is deleted, so the cookie is dead even if a copy survives). */
auth.get('/logout', async (c) => {
  c.header('Set-Cookie', await destroySession(c.env, c.req.raw));
  c.header('Cache-Control', 'no-store');
  return c.redirect('/', 302);
});

auth.get('/auth/user', async (c) => {
  const state = await getSessionState(c.env, c.req.raw);
  c.header('Cache-Control', 'private, no-store');
  if (state.status !== 'active') {
    const { code, message } = unauthorizedBody(state);
    return fail(c, 401, code, message);
  }
  return c.json(toSessionUser(state.user));
});

// The authorization-code flows (state + PKCE); see app/auth/oauth-flow.server.ts.
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
    // Malformed JSON, or a multipart type without its boundary (found by the fuzz, issue 12): the client's fault.
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
