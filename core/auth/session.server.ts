import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb, preparedQuery, type Db } from '../db/client.server';
import { sessions, users, type User } from '../db/schema';
import { randomToken, sha256Hex, sign, unsign } from './crypto.server';
import { isDevelopment, sessionSecret } from '../platform/env.server';

export const SESSION_COOKIE = 'fs_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Sliding expiry: a session used more than a day after its cookie was issued gets a new expiry (row and
 * cookie), so a session lives 30 days after its last use while costing at most one write a day.
 */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type BlockedReason = 'suspended' | 'pending';

/** What a request's session cookie amounts to. */
export type SessionState =
  | { status: 'anonymous' }
  | { status: 'active'; user: User }
  | { status: 'blocked'; reason: BlockedReason; userId: string };

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

/** Every cookie name on the request (used to expire the OAuth flow's per-attempt cookies). */
export function cookieNames(request: Request): string[] {
  const header = request.headers.get('Cookie');
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.slice(0, Math.max(part.indexOf('='), 0)).trim())
    .filter(Boolean);
}

/** `HttpOnly; SameSite=Lax`, and `Secure` everywhere except local development over plain http. */
export function cookieAttributes(env: Pick<Env, 'ENVIRONMENT'>, path = '/'): string {
  return `Path=${path}; HttpOnly; SameSite=Lax${isDevelopment(env) ? '' : '; Secure'}`;
}

export function sessionCookie(env: Env, value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; ${cookieAttributes(env)}; Max-Age=${maxAgeSeconds}`;
}

export function clearSessionCookie(env: Env): string {
  return sessionCookie(env, '', 0);
}

/** The signed cookie value: `<random id>.<issued at, base 36 ms>.<HMAC>`; only the id's hash is stored. */
async function sessionCookieFor(env: Env, id: string, issuedAt: number): Promise<string> {
  return sessionCookie(env, await sign(`${id}.${issuedAt.toString(36)}`, sessionSecret(env)), SESSION_TTL_MS / 1000);
}

type SessionToken = { id: string; issuedAt: number };

// The cookie's HMAC is checked once per request: the page cache's look-up and the daily slide both ask
// (docs/decisions/238). Keyed by the request and awaited only by it; both bundles share the map (see below).
const TOKENS = Symbol.for('fairstack.session-token');
const sharedTokens = globalThis as typeof globalThis & { [TOKENS]?: WeakMap<Request, Promise<SessionToken | null>> };
const tokenByRequest = (sharedTokens[TOKENS] ??= new WeakMap());

/** The verified id in the request's cookie; null when missing or when the signature does not match (forged). */
export function readSessionToken(env: Env, request: Request): Promise<SessionToken | null> {
  let token = tokenByRequest.get(request);
  if (!token) {
    token = verifiedToken(env, request);
    tokenByRequest.set(request, token);
  }
  return token;
}

async function verifiedToken(env: Env, request: Request): Promise<SessionToken | null> {
  const raw = readCookie(request, SESSION_COOKIE);
  if (!raw) return null;
  const value = await unsign(raw, sessionSecret(env));
  if (!value) return null;
  const [id, issued] = value.split('.');
  if (!id) return null;
  const issuedAt = issued ? parseInt(issued, 36) : 0;
  return { id, issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0 };
}

/** Starts a session for `userId`; returns the `Set-Cookie` value. Also prunes that user's expired rows. */
export async function createSession(env: Env, userId: string): Promise<string> {
  const id = randomToken();
  const now = Date.now();
  const db = getDb(env);
  await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now))),
    db.insert(sessions).values({ idHash: await sha256Hex(id), userId, expiresAt: now + SESSION_TTL_MS }),
  ]);
  return sessionCookieFor(env, id, now);
}

/** Deletes the request's session row (if any); returns the `Set-Cookie` value that clears the cookie. */
export async function destroySession(env: Env, request: Request): Promise<string> {
  const token = await readSessionToken(env, request);
  if (token) await getDb(env).delete(sessions).where(eq(sessions.idHash, await sha256Hex(token.id)));
  return clearSessionCookie(env);
}

// Root loader, route loader, API middleware and the daily slide may all ask about the same request. The Worker
// bundles this module twice (for workers/ and inside the Remix server build), so both copies share one map.
const SHARED = Symbol.for('fairstack.session-state');
const shared = globalThis as typeof globalThis & { [SHARED]?: WeakMap<Request, Promise<SessionState>> };
const stateByRequest = (shared[SHARED] ??= new WeakMap());

export function getSessionState(env: Env, request: Request): Promise<SessionState> {
  let pending = stateByRequest.get(request);
  if (!pending) {
    pending = lookUp(env, request, sessionUser).then((found) => found.state);
    stateByRequest.set(request, pending);
  }
  return pending;
}

/**
 * The select of the live session's user (the cookie's id hash, not expired), with `extra` columns computed in the
 * same statement: one definition of which session is live for every look-up.
 */
export function selectSessionUser<X extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: X) {
  return db
    .select({ user: users, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))));
}

/** The live session's user: one joined select, built once (docs/decisions/161, 167). */
const sessionUser = preparedQuery((db) => selectSessionUser(db, {}).prepare());

/** A prepared `selectSessionUser`: run with the cookie's id hash and the time. */
export type SessionUserQuery<R extends { user: User }> = (env: Pick<Env, 'DB'>) => {
  get(params: { idHash: string; now: number }): Promise<R | undefined>;
};

function stateOf(row: { user: User } | undefined): SessionState {
  if (!row) return { status: 'anonymous' };
  if (row.user.status !== 'active') return { status: 'blocked', reason: row.user.status, userId: row.user.id };
  return { status: 'active', user: row.user };
}

async function lookUp<R extends { user: User }>(env: Env, request: Request, query: SessionUserQuery<R>): Promise<{ state: SessionState; row: R | null }> {
  const token = await readSessionToken(env, request);
  if (!token) return { state: { status: 'anonymous' }, row: null };
  const row = await query(env).get({ idHash: await sha256Hex(token.id), now: Date.now() });
  return { state: stateOf(row), row: row ?? null };
}

/**
 * The request's session look-up made through `query` (a prepared `selectSessionUser` with extra columns), so one
 * round trip also brings what the caller needs beside the user; the state it finds is this request's shared
 * session state (getSessionState). Must be the request's first look-up: a request already looked up is looked up
 * again here, and its shared state is kept.
 */
export function lookUpSessionWith<R extends { user: User }>(
  env: Env,
  request: Request,
  query: SessionUserQuery<R>,
): Promise<{ state: SessionState; row: R | null }> {
  const pending = lookUp(env, request, query);
  if (!stateByRequest.has(request)) {
    const state = pending.then((found) => found.state);
    // A failed look-up is the caller's to handle; whoever asks for the shared state later gets the same failure.
    state.catch(() => {});
    stateByRequest.set(request, state);
  }
  return pending;
}

/** The signed-in, active user for this request, or null. Suspended and pending users are signed out. */
export async function getSessionUser(env: Env, request: Request): Promise<User | null> {
  const state = await getSessionState(env, request);
  return state.status === 'active' ? state.user : null;
}

/**
 * Slides the expiry of the request's session when its cookie is over a day old and the session is live:
 * returns a fresh `Set-Cookie` and hands the row's new expiry to `waitUntil`, so a read request never waits
 * for a write (docs/decisions/161). Null when nothing needs to change. The live check is the request's own
 * session look-up (shared with the loaders), so sliding costs no extra read.
 */
export async function refreshSessionCookie(
  env: Env,
  request: Request,
  waitUntil: (write: Promise<unknown>) => void,
): Promise<string | null> {
  const token = await readSessionToken(env, request);
  const now = Date.now();
  if (!token || now - token.issuedAt < SESSION_REFRESH_AFTER_MS) return null;
  if ((await getSessionState(env, request)).status !== 'active') return null;
  const idHash = await sha256Hex(token.id);
  waitUntil(
    getDb(env)
      .update(sessions)
      .set({ expiresAt: now + SESSION_TTL_MS })
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
      .run()
      .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'session slide failed', error: String(error) }))),
  );
  return sessionCookieFor(env, token.id, now);
}
