import type { Env } from '../env';
import type { LocalSignIn } from '../lib/schemas/local-sign-in';
import { upsertUserFromProfile } from '../models/users.server';
import { isDevelopment } from '../platform/env.server';
import { createSession, destroySession } from './session.server';

/**
 * The development-only sign-in ('Continue as a local user'): exists only while ENVIRONMENT is exactly
 * `development`. Production's wrangler.toml says `production` and nothing in the deploy path overrides it.
 */
export const localSignInEnabled = (env: Env) => isDevelopment(env);

/**
 * Signs in (creating if needed) the user with this e-mail, as a 'local' identity; returns the session
 * `Set-Cookie`. Throws AccountBlockedError for suspended or pending users. Callers check `localSignInEnabled`.
 */
export async function signInLocalUser(env: Env, request: Request, input: LocalSignIn): Promise<string> {
  const user = await upsertUserFromProfile(env, {
    provider: 'local',
    providerAccountId: input.email,
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    profileImageUrl: null,
  });
  await destroySession(env, request);
  return createSession(env, user.id);
}
