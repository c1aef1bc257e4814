import { and, eq, gt } from 'drizzle-orm';
import type { Env } from '../../workers/env';
import { getDb } from '../db/client.server';
import { sessions, users, type User } from '../db/schema';
import { randomToken, sha256Hex, sign, unsign } from './crypto.server';
import { isDevelopment, sessionSecret } from './env.server';

export const SESSION_COOKIE = 'fs_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0) continue;
    if (part.slice(0, eqAt).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eqAt + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function sessionCookie(env: Env, value: string, maxAgeSeconds: number): string {
  const secure = isDevelopment(env) ? '' : '; Secure';
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export async function createSession(env: Env, userId: string): Promise<string> {
  const id = randomToken();
  await getDb(env)
    .insert(sessions)
    .values({ idHash: await sha256Hex(id), userId, expiresAt: Date.now() + SESSION_TTL_MS });
  return sessionCookie(env, await sign(id, sessionSecret(env)), SESSION_TTL_MS / 1000);
}

export async function destroySession(env: Env, request: Request): Promise<string> {
  const id = await sessionIdFrom(env, request);
  if (id) await getDb(env).delete(sessions).where(eq(sessions.idHash, await sha256Hex(id)));
  return sessionCookie(env, '', 0);
}

async function sessionIdFrom(env: Env, request: Request): Promise<string | null> {
  const raw = readCookie(request, SESSION_COOKIE);
  return raw ? unsign(raw, sessionSecret(env)) : null;
}

/** The signed-in, active user for this request, or null. Suspended users are treated as signed out. */
export async function getSessionUser(env: Env, request: Request): Promise<User | null> {
  const id = await sessionIdFrom(env, request);
  if (!id) return null;
  const idHash = await sha256Hex(id);
  const db = getDb(env);
  const now = Date.now();
  const row = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .get();
  if (!row || row.user.status !== 'active') return null;
  if (row.expiresAt - now < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: now + SESSION_TTL_MS }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}
