import { and, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { accounts, users, type User } from '../db/schema';
import type { BlockedReason } from '../auth/session.server';

export type ProviderProfile = {
  provider: 'github' | 'google' | 'local';
  providerAccountId: string;
  /** Only an address the provider has verified: it is what links a new identity to an existing user. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export const BLOCKED_MESSAGES: Record<BlockedReason, string> = {
  suspended: 'This account is suspended. Contact support if you think this is a mistake.',
  pending: 'This account is waiting for approval by an administrator. Please try again later.',
};

/** A suspended or pending account tried to sign in; nothing was written. */
export class AccountBlockedError extends Error {
  constructor(readonly reason: BlockedReason) {
    super(BLOCKED_MESSAGES[reason]);
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

const clip = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** Provider pictures are shown in the nav: only plain http(s) URLs of sane length are kept. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Finds the user behind a provider identity (or an existing user with the same verified e-mail), creates
 * one if none exists, refreshes names, picture and lastLoginAt, and promotes ADMIN_EMAILS to admin.
 * Suspended and pending users are refused before anything is written.
 */
export async function upsertUserFromProfile(env: Env, profile: ProviderProfile): Promise<User> {
  const db = getDb(env);
  const email = clip(profile.email, 254)?.toLowerCase() ?? null;
  const firstName = clip(profile.firstName, 80);
  const lastName = clip(profile.lastName, 80);
  const profileImageUrl = safeImageUrl(profile.profileImageUrl);

  const linked = await db
    .select({ user: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, profile.provider), eq(accounts.providerAccountId, profile.providerAccountId)))
    .get();
  const byEmail = email ? await db.select().from(users).where(eq(users.email, email)).get() : undefined;
  let user = linked?.user ?? byEmail;
  if (user && user.status !== 'active') throw new AccountBlockedError(user.status);

  const now = Date.now();
  const promote = email !== null && adminEmails(env).has(email);
  if (!user) {
    user = await db
      .insert(users)
      .values({ id: crypto.randomUUID(), email, firstName, lastName, profileImageUrl, role: promote ? 'admin' : 'user', lastLoginAt: now })
      .returning()
      .get();
  } else {
    // A linked identity whose provider e-mail now belongs to another user keeps its old address
    // (the unique index would refuse it, and the other user's address is theirs).
    const emailFree = !email || !byEmail || byEmail.id === user.id;
    user = await db
      .update(users)
      .set({
        email: emailFree ? (email ?? user.email) : user.email,
        firstName: firstName ?? user.firstName,
        lastName: lastName ?? user.lastName,
        profileImageUrl: profileImageUrl ?? user.profileImageUrl,
        role: promote && emailFree ? 'admin' : user.role,
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
