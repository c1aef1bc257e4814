import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { inject } from 'vitest';
import worker from '../../workers/app';
import type { Env } from '~core/env';
import { STAND_IN_SECRET_KEY } from '../support/stripe-stand-in';
import { jsonRequest, ORIGIN } from './helpers';

export const WEBHOOK_SECRET = 'whsec_fairstack_test_secret';

type ProjectRow = {
  id: number;
  user_id: string;
  status: string;
  payment_status: string;
  total_price_cents: number;
  base_price_cents: number;
  fee_cents: number;
  is_published_to_store: number;
  payment_session_id: string | null;
};

/** The Worker's bindings with Stripe configured against the local stand-in. */
export function stripeEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...(env as unknown as Env),
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: inject('stripeApiUrl'),
    ...overrides,
  };
}

/** Calls the real Worker entry with other bindings than the test config's (e.g. Stripe or production). */
export async function callWorker(request: Request, bindings: Env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function createProject(cookie: string, body: Record<string, unknown> = {}) {
  const res = await SELF.fetch(
    jsonRequest('/api/projects', 'POST', cookie, { name: 'Harbor Bakery', businessType: 'Restaurant', ...body }),
  );
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json<{ data: { id: number; totalPrice: string } }>()).data;
}

export function projectRow(id: number) {
  return env.DB.prepare('select * from projects where id = ?').bind(id).first<ProjectRow>();
}

export async function countRows(table: string, where = '1 = 1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Tests cannot run a generation here: they set the state it would leave behind. */
export async function markCompleted(id: number, url = `/sites/project-${id}/`) {
  await env.DB.prepare(
    "update projects set status = 'completed', payment_status = 'paid', generated_url = ? where id = ?",
  )
    .bind(url, id)
    .run();
}

/**
 * A form POST as a browser without JavaScript sends it. A real request always carries Host; Remix's action
 * CSRF check compares it with Origin, so it is set here too.
 */
export function formRequest(path: string, cookie: string | null, fields: Record<string, string>): Request {
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    Host: new URL(ORIGIN).host,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(ORIGIN + path, { method: 'POST', headers, body: new URLSearchParams(fields), redirect: 'manual' });
}

export function page(path: string, cookie: string | null): Request {
  return new Request(ORIGIN + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Signs a webhook body the way Stripe documents it: `t=<unix>,v1=<HMAC-SHA256 of "t.body">`. */
export async function signStripe(body: string, { secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

export function checkoutCompletedEvent(
  id: string,
  session: { projectId: number | string; userId?: string; amount: number; currency?: string; paymentStatus?: string; sessionId?: string },
) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.sessionId ?? `cs_test_${id}`,
        object: 'checkout.session',
        amount_total: session.amount,
        currency: session.currency ?? 'usd',
        payment_status: session.paymentStatus ?? 'paid',
        metadata: { projectId: String(session.projectId), ...(session.userId ? { userId: session.userId } : {}) },
      },
    },
  };
}

export async function postWebhook(body: string, signature: string | null, bindings = stripeEnv()) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return callWorker(new Request(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers, body }), bindings);
}

export async function standInRequests(): Promise<{ method: string; path: string; idempotencyKey: string | null; params: Record<string, string> }[]> {
  const res = await fetch(`${inject('stripeApiUrl')}/__control/requests`);
  return res.json();
}

export async function payStandInSession(sessionId: string) {
  const res = await fetch(`${inject('stripeApiUrl')}/__control/sessions/${sessionId}/pay`, { method: 'POST' });
  if (!res.ok) throw new Error(`stand-in pay failed: ${res.status}`);
}
