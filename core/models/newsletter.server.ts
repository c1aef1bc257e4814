import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { newsletterSubscribers } from '../db/schema';

/** Idempotent: a second subscription of the same (lower-cased) address succeeds and stores nothing new. */
export async function subscribe(env: Pick<Env, 'DB'>, email: string): Promise<{ created: boolean }> {
  const rows = await getDb(env)
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}
