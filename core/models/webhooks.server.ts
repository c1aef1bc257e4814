import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { webhookDeliveries, webhookEndpoints, WEBHOOK_EVENTS } from '../db/schema';
import { canonicalHost, nonPublicHostReason } from '../lib/webhook-host';
import { signWebhook, SIGNATURE_HEADER } from '../lib/webhook-signature';
import { decryptString, encryptString, randomToken } from '../auth/crypto.server';
import { isLocalRuntime, sessionSecret } from '../platform/env.server';

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const SECRET_PURPOSE = 'webhook-endpoint-secret';
export const MAX_ENDPOINTS_PER_USER = 5;
/** Delay before attempt n+1 after n failed attempts; after the last, the delivery is given up. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const DELIVERY_TIMEOUT_MS = 10_000;

export class WebhookUrlError extends Error {}

/**
 * Production endpoints must be public HTTPS URLs on a public host name (core/lib/webhook-host.ts), so webhooks
 * cannot be aimed at internal services. Development also accepts http://127.0.0.1 receivers.
 */
export function checkWebhookUrl(env: Pick<Env, 'ENVIRONMENT'>, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('Enter a valid URL, e.g. https://example.com/hooks/fairstack');
  }
  if (url.username || url.password) throw new WebhookUrlError('The URL must not contain credentials');
  const loopbackForDev = isLocalRuntime(env) && url.protocol === 'http:' && /^(127\.0\.0\.1|localhost)$/.test(url.hostname);
  if (loopbackForDev) return url;
  if (url.protocol !== 'https:') throw new WebhookUrlError('The endpoint must use https://');
  const reason = nonPublicHostReason(url.hostname);
  if (reason) throw new WebhookUrlError(reason);
  url.hostname = canonicalHost(url.hostname);
  return url;
}

export async function createWebhookEndpoint(env: Env, userId: string, rawUrl: string) {
  const url = checkWebhookUrl(env, rawUrl);
  const secret = `whsec_${randomToken(24)}`;
  // The cap is part of the insert: a count read first and an insert after let concurrent requests all pass the
  // count (twenty at once made fifteen endpoints; docs/decisions/256).
  const row = await env.DB.prepare(
    `insert into webhook_endpoints (user_id, url, secret_ciphertext)
     select ?1, ?2, ?3 where (select count(*) from webhook_endpoints where user_id = ?1 and disabled_at is null) < ?4
     returning id, url, created_at as createdAt`,
  )
    .bind(userId, url.toString(), await encryptString(secret, sessionSecret(env), SECRET_PURPOSE), MAX_ENDPOINTS_PER_USER)
    .first<{ id: number; url: string; createdAt: number }>();
  if (!row) throw new WebhookUrlError(`You can register at most ${MAX_ENDPOINTS_PER_USER} endpoints`);
  return { endpoint: row, secret };
}

export async function listWebhookEndpoints(env: Pick<Env, 'DB'>, userId: string) {
  const db = getDb(env);
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookEndpoints.id));
  if (endpoints.length === 0) return [];
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpoints.map((e) => e.id)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  return endpoints.map((e) => ({ ...e, deliveries: deliveries.filter((d) => d.endpointId === e.id).slice(0, 10) }));
}

export async function disableWebhookEndpoint(env: Pick<Env, 'DB'>, userId: string, id: number): Promise<boolean> {
  const rows = await getDb(env)
    .update(webhookEndpoints)
    .set({ disabledAt: Date.now() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Records one delivery per active endpoint of the user and hands each to its dispatcher Durable Object,
 * which attempts it at once and retries with backoff through alarms.
 */
export async function emitWebhookEvent(env: Env, userId: string, type: WebhookEvent, data: Record<string, unknown>) {
  const db = getDb(env);
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt)));
  const ids: string[] = [];
  for (const endpoint of endpoints) {
    const id = `evt_${randomToken(16)}`;
    const payload = JSON.stringify({ id, type, createdAt: new Date().toISOString(), data });
    await db.insert(webhookDeliveries).values({ id, endpointId: endpoint.id, eventType: type, payload, nextAttemptAt: Date.now() });
    await env.WEBHOOK_DISPATCHER.get(env.WEBHOOK_DISPATCHER.idFromName(id)).start(id);
    ids.push(id);
  }
  return ids;
}

export type AttemptOutcome = { status: 'delivered' | 'pending' | 'failed'; retryAt: number | null };

/** Makes one delivery attempt and records it; returns when to retry, if at all. */
export async function attemptDelivery(env: Env, deliveryId: string, now = Date.now()): Promise<AttemptOutcome> {
  const db = getDb(env);
  const row = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secretCiphertext, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .get();
  if (!row || row.delivery.status !== 'pending') return { status: row?.delivery.status ?? 'failed', retryAt: null };
  if (row.disabledAt) {
    await db.update(webhookDeliveries).set({ status: 'failed', lastError: 'Endpoint removed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, deliveryId));
    return { status: 'failed', retryAt: null };
  }
  const secret = await decryptString(row.secret, sessionSecret(env), SECRET_PURPOSE);
  const body = row.delivery.payload;
  const attempts = row.delivery.attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Fairstack-Webhooks/1',
        [SIGNATURE_HEADER]: await signWebhook(secret, body, Math.floor(now / 1000)),
        'Fairstack-Event-Id': deliveryId,
        'Fairstack-Delivery-Attempt': String(attempts),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    statusCode = response.status;
    await response.body?.cancel();
  } catch (e) {
    error = e instanceof Error ? e.message.slice(0, 200) : 'Request failed';
  }
  const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const retryAt = !delivered && attempts < MAX_ATTEMPTS ? now + RETRY_DELAYS_MS[attempts - 1] : null;
  const status = delivered ? 'delivered' : retryAt ? 'pending' : 'failed';
  await db
    .update(webhookDeliveries)
    .set({
      status,
      attempts,
      lastStatusCode: statusCode,
      lastError: delivered ? null : (error ?? `HTTP ${statusCode}`),
      nextAttemptAt: retryAt,
      deliveredAt: delivered ? now : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  return { status, retryAt };
}
