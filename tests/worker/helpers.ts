import { env } from 'cloudflare:test';
import { createSession } from '~core/auth/session.server';

export const ORIGIN = 'https://fairstack.test';

type UserOverrides = Partial<{
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'user' | 'premium' | 'moderator' | 'admin';
  status: 'active' | 'suspended' | 'pending';
}>;

/** Creates a user and a live session; returns the user id and the `Cookie` header value to send. */
export async function createUserWithSession(overrides: UserOverrides = {}) {
  const id = overrides.id ?? `user-${crypto.randomUUID()}`;
  await env.DB.prepare(
    'insert into users (id, first_name, last_name, email, role, status) values (?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      overrides.firstName ?? 'Test',
      overrides.lastName ?? 'User',
      overrides.email ?? `${id}@example.test`,
      overrides.role ?? 'user',
      overrides.status ?? 'active',
    )
    .run();
  const setCookie = await createSession(env, id);
  return { id, cookie: setCookie.split(';')[0] };
}

/** A same-origin JSON request with the session cookie, as the UI sends it. */
export function jsonRequest(path: string, method: string, cookie: string | null, body?: unknown): Request {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(ORIGIN + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
