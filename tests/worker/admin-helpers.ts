import { env, SELF } from 'cloudflare:test';
import { LOCAL_ADMIN_PASSWORD } from '~core/auth/admin-session.server';
import { sha256Hex, sign } from '~core/auth/crypto.server';
import { sessionSecret } from '~core/platform/env.server';
import { ORIGIN } from './helpers';

let ipCounter = 0;
/** A distinct client address per call, so login lockouts of one test never touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}-${crypto.randomUUID().slice(0, 8)}`;
}

type RequestOptions = { method?: string; cookies?: (string | null | undefined)[]; body?: unknown; ip?: string };

/** A same-origin request as the admin UI sends it; `body` goes as JSON. */
export function adminRequest(path: string, { method = 'GET', cookies = [], body, ip }: RequestOptions = {}): Request {
  const headers: Record<string, string> = { Origin: ORIGIN };
  const cookie = cookies.filter(Boolean).join('; ');
  if (cookie) headers.Cookie = cookie;
  if (ip) headers['CF-Connecting-IP'] = ip;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(ORIGIN + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A form POST as a browser without JavaScript sends it. */
export function formPost(path: string, fields: Record<string, string>, cookies: (string | null | undefined)[] = [], ip?: string) {
  // Remix compares Origin with Host for document POSTs, as a browser would send both.
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    Host: new URL(ORIGIN).host,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  const cookie = cookies.filter(Boolean).join('; ');
  if (cookie) headers.Cookie = cookie;
  if (ip) headers['CF-Connecting-IP'] = ip;
  return SELF.fetch(ORIGIN + path, { method: 'POST', headers, body: new URLSearchParams(fields), redirect: 'manual' });
}

export async function call(path: string, options: RequestOptions = {}) {
  const res = await SELF.fetch(adminRequest(path, options));
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** Logs in to the admin panel with the local password; returns the `fs_admin=...` cookie pair. */
export async function panelLogin(ip = uniqueIp()): Promise<string> {
  const res = await call('/api/admin/auth', { method: 'POST', body: { password: LOCAL_ADMIN_PASSWORD }, ip });
  if (res.status !== 200) throw new Error(`panel login failed: ${res.status} ${res.text}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** A cookie that is signed correctly but names a session that expired an hour ago. */
export async function expiredPanelCookie(): Promise<string> {
  const id = `expired-${crypto.randomUUID()}`;
  await env.DB.prepare('insert into admin_sessions (id_hash, password_tag, expires_at) values (?, ?, ?)')
    .bind(await sha256Hex(id), 'whatever', Date.now() - 3600_000)
    .run();
  return `fs_admin=${encodeURIComponent(await sign(id, sessionSecret(env)))}`;
}

/** A session cookie for a user whose session row expired yesterday. */
export async function expiredSessionCookie(userId: string): Promise<string> {
  const id = `old-${crypto.randomUUID()}`;
  await env.DB.prepare('insert into sessions (id_hash, user_id, expires_at) values (?, ?, ?)')
    .bind(await sha256Hex(id), userId, Date.now() - 86_400_000)
    .run();
  return `fs_session=${encodeURIComponent(await sign(id, sessionSecret(env)))}`;
}

export const FORGED_PANEL_COOKIES = [
  'fs_admin=not-even-signed',
  `fs_admin=${'A'.repeat(43)}.${'0'.repeat(64)}`,
  'fs_admin=',
];

export async function count(table: string, where = '1 = 1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function auditActions(): Promise<string[]> {
  const { results } = await env.DB.prepare('select action from audit_log order by id').all<{ action: string }>();
  return results.map((r) => r.action);
}
