import { Hono } from 'hono';
import { localSignInSchema } from '../../app/lib/schemas/local-sign-in';
import { toSessionUser } from '../../app/lib/session-user';
import { SuspendedUserError, upsertUserFromProfile } from '../../app/models/users.server';
import { safeReturnTo } from '../../app/utils/auth.server';
import { isDevelopment } from '../../app/utils/env.server';
import { createSession, destroySession, getSessionUser } from '../../app/utils/session.server';
import { fail } from './envelope';
import type { ApiEnv } from './types';

export const auth = new Hono<ApiEnv>();

/** Sign-in is a full-page navigation to /api/login (spec section 2); the page itself is the Remix route /login. */
auth.get('/login', (c) => {
  const returnTo = safeReturnTo(c.req.query('returnTo'));
  return c.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
});

auth.get('/logout', async (c) => {
  const cookie = await destroySession(c.env, c.req.raw);
  c.header('Set-Cookie', cookie);
  return c.redirect('/', 302);
});

auth.get('/auth/user', async (c) => {
  const user = await getSessionUser(c.env, c.req.raw);
  c.header('Cache-Control', 'private, no-store');
  if (!user) return fail(c, 401, 'UNAUTHORIZED', 'Unauthorized');
  return c.json(toSessionUser(user));
});

/**
 * Development-only sign-in: answers 404 unless ENVIRONMENT is development/test, so a production deploy
 * (whose wrangler.toml sets ENVIRONMENT=production) has no such path.
 */
auth.post('/auth/local', async (c) => {
  if (!isDevelopment(c.env)) return fail(c, 404, 'NOT_FOUND', `No API route for POST ${c.req.path}`);
  const form = await c.req.parseBody();
  const parsed = localSignInSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid sign-in details';
    return c.redirect(`/login?error=${encodeURIComponent(message)}`, 303);
  }
  const { email, firstName, lastName, returnTo } = parsed.data;
  try {
    const user = await upsertUserFromProfile(c.env, {
      provider: 'local',
      providerAccountId: email,
      email,
      firstName: firstName || null,
      lastName: lastName || null,
      profileImageUrl: null,
    });
    c.header('Set-Cookie', await createSession(c.env, user.id));
    return c.redirect(safeReturnTo(returnTo), 303);
  } catch (error) {
    if (error instanceof SuspendedUserError) {
      return c.redirect(`/login?error=${encodeURIComponent(error.message)}`, 303);
    }
    throw error;
  }
});

