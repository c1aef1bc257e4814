import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { apiTokens, users, type User } from '../db/schema';
import { randomToken, sha256Hex } from '../auth/crypto.server';

export const TOKEN_PREFIX = 'fs_';
/** last_used_at is written at most once a minute per token, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiTokenSummary = {
  id: number;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
};

/** Creates a token and returns it in clear exactly once; only its hash is stored. */
export async function createApiToken(env: Pick<Env, 'DB'>, userId: string, name: string) {
  const token = `${TOKEN_PREFIX}${randomToken(32)}`;
  const row = await getDb(env)
    .insert(apiTokens)
    .values({ userId, name, tokenHash: await sha256Hex(token), prefix: token.slice(0, 10) })
    .returning()
    .get();
  return { token, summary: toSummary(row) };
}

function toSummary(row: typeof apiTokens.$inferSelect): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

export async function listApiTokens(env: Pick<Env, 'DB'>, userId: string): Promise<ApiTokenSummary[]> {
  const rows = await getDb(env)
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toSummary);
}

/** Revokes one of the user's own tokens; false when it is not theirs or already revoked. */
export async function revokeApiToken(env: Pick<Env, 'DB'>, userId: string, tokenId: number): Promise<boolean> {
  const rows = await getDb(env)
    .update(apiTokens)
    .set({ revokedAt: Date.now() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** The active user behind a bearer token, or null for unknown, revoked or suspended. */
export async function authenticateApiToken(env: Pick<Env, 'DB'>, token: string): Promise<User | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const db = getDb(env);
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ user: users, id: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .get();
  if (!row || row.user.status !== 'active') return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt > LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return row.user;
}
