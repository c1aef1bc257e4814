import { and, eq } from 'drizzle-orm';
import type { Env } from '../../workers/env';
import { getDb } from '../db/client.server';
import { accounts, users, type User } from '../db/schema';

export type ProviderProfile = {
  provider: 'github' | 'google' | 'local';
  providerAccountId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export class SuspendedUserError extends Error {
  constructor() {
    super('This account is suspended. Contact support if you think this is a mistake.');
  }
}

export function adminEmails(env: Pick<Env, 'ADMIN_EMAILS'>): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Finds the user behind a provider identity (or an existing user with the same e-mail), creates one if
 * none exists, refreshes names, picture and lastLoginAt, and promotes ADMIN_EMAILS to admin.
 * Suspended users are refused.
 */
export async function upsertUserFromProfile(env: Env, profile: ProviderProfile): Promise<User> {
  const db = getDb(env);
  const email = profile.email?.trim().toLowerCase() || null;
  const linked = await db
    .select({ user: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, profile.provider), eq(accounts.providerAccountId, profile.providerAccountId)))
    .get();
  let user = linked?.user ?? (email ? await db.select().from(users).where(eq(users.email, email)).get() : undefined);
  if (user?.status === 'suspended') throw new SuspendedUserError();

  const now = Date.now();
  const promote = email !== null && adminEmails(env).has(email);
  if (!user) {
    user = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.profileImageUrl,
        role: promote ? 'admin' : 'user',
        lastLoginAt: now,
      })
      .returning()
      .get();
  } else {
    user = await db
      .update(users)
      .set({
        email: email ?? user.email,
        firstName: profile.firstName ?? user.firstName,
        lastName: profile.lastName ?? user.lastName,
        profileImageUrl: profile.profileImageUrl ?? user.profileImageUrl,
        role: promote ? 'admin' : user.role,
        lastLoginAt: now,
      })
      .where(eq(users.id, user.id))
      .returning()
      .get();
  }
  await db
    .insert(accounts)
    .values({ provider: profile.provider, providerAccountId: profile.providerAccountId, userId: user.id })
    .onConflictDoNothing();
  return user;
}
