import { and, eq, gt, lt } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { adminSessions } from '../db/schema';
import { constantTimeEqual, hmacSha256Hex, randomToken, sha256Hex, sign, unsign } from './crypto.server';
import { isDevelopment, sessionSecret } from '../platform/env.server';
import { readCookie } from './session.server';

/**
 * The admin panel is gated by a password, not by a user's role. A correct password
 * opens a separate 8-hour session whose id travels in its own cookie, so the password is sent once.
 */
export const ADMIN_COOKIE = 'fs_admin';
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** Used only when ENVIRONMENT is development and ADMIN_PASSWORD is unset; named in the README. */
export const LOCAL_ADMIN_PASSWORD = 'fairstack-admin-local';

export type PanelConfig = { enabled: true; password: string } | { enabled: false; message: string };

/** In production the panel refuses to work unless ADMIN_PASSWORD has at least 12 characters. */
export function adminPanelConfig(env: Pick<Env, 'ADMIN_PASSWORD' | 'ENVIRONMENT'>): PanelConfig {
  const password = env.ADMIN_PASSWORD ?? (isDevelopment(env as Env) ? LOCAL_ADMIN_PASSWORD : '');
  if (password.length >= MIN_ADMIN_PASSWORD_LENGTH) return { enabled: true, password };
  return {
    enabled: false,
    message: `The admin panel is disabled: the ADMIN_PASSWORD secret must be set to at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`,
  };
}

/** Constant-time comparison of fixed-length digests, so neither content nor length leaks through timing. */
export async function passwordMatches(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  return constantTimeEqual(a, b);
}

/** Ties a session to the password it was opened with: a rotated password ends every panel session. */
async function passwordTag(env: Env, password: string): Promise<string> {
  return (await hmacSha256Hex(sessionSecret(env), `admin-password:${password}`)).slice(0, 32);
}

export function adminCookie(env: Env, value: string, maxAgeSeconds: number): string {
  const secure = isDevelopment(env) ? '' : '; Secure';
  return `${ADMIN_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Opens a panel session after a successful password check; returns the Set-Cookie value. */
export async function createAdminSession(env: Env, password: string, ip: string | null, now = Date.now()) {
  const id = randomToken();
  const db = getDb(env);
  await db.batch([
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)),
    db.insert(adminSessions).values({
      idHash: await sha256Hex(id),
      passwordTag: await passwordTag(env, password),
      ip,
      expiresAt: now + ADMIN_SESSION_TTL_MS,
    }),
  ]);
  return { cookie: adminCookie(env, await sign(id, sessionSecret(env)), ADMIN_SESSION_TTL_MS / 1000), expiresAt: now + ADMIN_SESSION_TTL_MS };
}

async function adminSessionId(env: Env, request: Request): Promise<string | null> {
  const raw = readCookie(request, ADMIN_COOKIE);
  return raw ? unsign(raw, sessionSecret(env)) : null;
}

export type AdminSession = { idHash: string; expiresAt: number };

/** The live panel session of this request: signed cookie, unexpired row, opened with today's password. */
export async function getAdminSession(env: Env, request: Request): Promise<AdminSession | null> {
  const config = adminPanelConfig(env);
  if (!config.enabled) return null;
  const id = await adminSessionId(env, request);
  if (!id) return null;
  const idHash = await sha256Hex(id);
  const row = await getDb(env)
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.idHash, idHash), gt(adminSessions.expiresAt, Date.now())))
    .get();
  if (!row || !constantTimeEqual(row.passwordTag, await passwordTag(env, config.password))) return null;
  return { idHash, expiresAt: row.expiresAt };
}

/** Ends the panel session (if any) and returns the Set-Cookie that clears the cookie. */
export async function destroyAdminSession(env: Env, request: Request): Promise<string> {
  const id = await adminSessionId(env, request);
  if (id) await getDb(env).delete(adminSessions).where(eq(adminSessions.idHash, await sha256Hex(id)));
  return adminCookie(env, '', 0);
}

export function clientIp(request: Request): string | null {
  return request.headers.get('CF-Connecting-IP')?.trim() || null;
}
