import { and, eq } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb } from '../db/client.server';
import { paymentEvents, payments, projects, type Project } from '../db/schema';
import { paymentProviderFor } from '../lib/payments/select.server';
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentProviderError,
  PaymentUnavailableError,
  type PaymentEvent,
} from '../lib/payments/provider.server';
import type { Outcome } from './projects.server';

/**
 * What happened to a payment event:
 * - paid: this event paid the project;
 * - duplicate: this event id was seen before (a replayed or retried delivery), nothing changed;
 * - already_paid: another event paid the project first, nothing changed;
 * - amount_mismatch: the amount or currency differs from the project's total, nothing changed;
 * - unknown_project: no such project (or it belongs to someone else), nothing changed;
 * - ignored: the event does not mean money was received.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'already_paid' | 'amount_mismatch' | 'unknown_project' | 'ignored';

export const ALREADY_PAID_MESSAGE = 'This project is already paid.';
export const PAYMENT_CURRENCY = 'usd';

type PaymentEnv = Pick<Env, 'DB'>;

function decide(event: PaymentEvent, project: Project | undefined): Exclude<PaymentOutcome, 'duplicate'> {
  if (!event.succeeded) return 'ignored';
  if (!project || (event.userId !== null && event.userId !== project.userId)) return 'unknown_project';
  if (event.currency?.toLowerCase() !== PAYMENT_CURRENCY || event.amountCents !== project.totalPriceCents) {
    return 'amount_mismatch';
  }
  if (project.paymentStatus === 'paid') return 'already_paid';
  return 'paid';
}

function isConstraintError(error: unknown): boolean {
  const text = `${String(error)} ${error instanceof Error && error.cause ? String(error.cause) : ''}`;
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT|PRIMARY KEY/i.test(text);
}

/**
 * The one place a payment is recorded, for every provider (Stripe webhooks, the return from Stripe Checkout
 * and test mode): idempotent per event id, and it marks a project paid only for its own exact total.
 * The event row, the payment row (unique per project) and the status change commit together or not at all.
 */
export async function recordPaymentEvent(env: PaymentEnv, event: PaymentEvent): Promise<PaymentOutcome> {
  const db = getDb(env);
  const seen = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.eventId)).get();
  if (seen) return 'duplicate';

  const project =
    event.projectId === null ? undefined : await db.select().from(projects).where(eq(projects.id, event.projectId)).get();
  const outcome = decide(event, project);
  const row = {
    id: event.eventId,
    provider: event.provider,
    type: event.type,
    projectId: project?.id ?? null,
    amountCents: event.amountCents,
  };

  if (outcome !== 'paid') {
    const inserted = await db
      .insert(paymentEvents)
      .values({ ...row, outcome })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (outcome !== 'ignored') {
      console.warn(JSON.stringify({ level: 'warn', message: 'payment event not applied', eventId: event.eventId, outcome }));
    }
    return inserted.length === 0 ? 'duplicate' : outcome;
  }

  try {
    await db.batch([
      db.insert(paymentEvents).values({ ...row, outcome }),
      db.insert(payments).values({
        projectId: project!.id,
        provider: event.provider,
        providerReference: event.reference ?? event.eventId,
        amountCents: event.amountCents!,
      }),
      db
        .update(projects)
        .set({ paymentStatus: 'paid', updatedAt: Date.now() })
        .where(and(eq(projects.id, project!.id), eq(projects.paymentStatus, 'pending'))),
    ]);
    return 'paid';
  } catch (error) {
    if (!isConstraintError(error)) throw error;
    // Lost a race: the same event delivered concurrently, or another event paid this project first.
    const again = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.eventId)).get();
    if (again) return 'duplicate';
    const inserted = await db
      .insert(paymentEvents)
      .values({ ...row, outcome: 'already_paid' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length === 0 ? 'duplicate' : 'already_paid';
  }
}

export type PaymentStart = { redirectTo: string | null };

/**
 * 'Pay Now' at checkout. Stripe: opens a Checkout Session and answers its URL. Test mode: records the
 * payment at once through `recordPaymentEvent`. Disabled: refused with the spec's message.
 */
export async function startPayment(
  env: Env,
  project: Project,
  urls: { successUrl: string; cancelUrl: string },
): Promise<Outcome<PaymentStart>> {
  if (project.paymentStatus === 'paid') return { ok: false, status: 409, code: 'ALREADY_PAID', message: ALREADY_PAID_MESSAGE };
  const provider = paymentProviderFor(env);
  try {
    const start = await provider.startCheckout(project, urls);
    if (start.kind === 'redirect') {
      await getDb(env)
        .update(projects)
        .set({ paymentSessionId: start.sessionId, updatedAt: Date.now() })
        .where(eq(projects.id, project.id));
      return { ok: true, redirectTo: start.url };
    }
    const outcome = await recordPaymentEvent(env, start.event);
    if (outcome === 'paid') return { ok: true, redirectTo: null };
    if (outcome === 'already_paid') return { ok: false, status: 409, code: 'ALREADY_PAID', message: ALREADY_PAID_MESSAGE };
    return { ok: false, status: 409, code: 'PAYMENT_NOT_APPLIED', message: 'The payment could not be applied to this project.' };
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      return { ok: false, status: 503, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE };
    }
    if (error instanceof PaymentProviderError) return { ok: false, status: 503, code: 'PAYMENT_PROVIDER_ERROR', message: error.message };
    throw error;
  }
}

/**
 * After Stripe Checkout sends the browser back with `session_id`: if it is the session we opened for this
 * project, read it back from Stripe and record it (the webhook may arrive later; it then changes nothing).
 */
export async function confirmReturnedCheckout(env: Env, project: Project, sessionId: string): Promise<PaymentOutcome | null> {
  if (project.paymentStatus === 'paid' || !project.paymentSessionId || project.paymentSessionId !== sessionId) return null;
  const provider = paymentProviderFor(env);
  if (provider.name !== 'stripe') return null;
  try {
    const event = await provider.confirmCheckoutSession(sessionId);
    // Not paid yet (the customer came back without paying): keep the event id free for a later return.
    if (!event.succeeded) return 'ignored';
    return await recordPaymentEvent(env, event);
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}

/** `POST /api/create-payment-intent`: a Stripe payment intent for the project's total. */
export async function createPaymentIntentFor(env: Env, project: Project): Promise<Outcome<{ clientSecret: string }>> {
  const provider = paymentProviderFor(env);
  if (provider.name !== 'stripe') {
    return { ok: false, status: 503, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE };
  }
  if (project.paymentStatus === 'paid') return { ok: false, status: 409, code: 'ALREADY_PAID', message: ALREADY_PAID_MESSAGE };
  try {
    const intent = await provider.createPaymentIntent(project);
    await getDb(env)
      .update(projects)
      .set({ paymentSessionId: intent.id, updatedAt: Date.now() })
      .where(eq(projects.id, project.id));
    return { ok: true, clientSecret: intent.clientSecret };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { ok: false, status: 503, code: 'PAYMENT_PROVIDER_ERROR', message: error.message };
    throw error;
  }
}

/** The project's payment, for the receipt at checkout. */
export async function paymentForProject(env: PaymentEnv, projectId: number) {
  return (await getDb(env).select().from(payments).where(eq(payments.projectId, projectId)).get()) ?? null;
}
