import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '~core/env';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import {
  callWorker,
  checkoutCompletedEvent,
  countRows,
  createProject,
  formRequest,
  page,
  payStandInSession,
  postWebhook,
  projectRow,
  signStripe,
  standInRequests,
  stripeEnv,
} from './project-helpers';

type ErrorBody = { success: false; error: { code: string; message: string } };
const UNAVAILABLE = 'Payment processing is currently unavailable. Please contact support.';

function productionEnv(overrides: Partial<Env> = {}): Env {
  // The workerd tests' SESSION_SECRET (vitest.config.ts) signs the sessions createUserWithSession makes.
  return { ...(env as unknown as Env), ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'auto', ...overrides };
}

describe('test mode payments (the development default)', () => {
  it("'Pay Now (test mode)' records the payment for the project's total and marks it paid, once", async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const html = await (await SELF.fetch(page(`/checkout/${project.id}`, cookie))).text();
    expect(html).toContain('Waiting for payment');
    expect(html).toContain('Pay Now (test mode)');

    const res = await SELF.fetch(formRequest(`/checkout/${project.id}`, cookie, { intent: 'pay' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/checkout/${project.id}`);
    expect(await projectRow(project.id)).toMatchObject({ payment_status: 'paid', status: 'pending' });
    const payment = await env.DB.prepare('select * from payments where project_id = ?').bind(project.id).first<{ amount_cents: number; provider: string }>();
    expect(payment).toMatchObject({ amount_cents: 2999, provider: 'test' });
    // The same path as a webhook: an event row with its outcome.
    expect(await countRows('payment_events', "project_id = ? and outcome = 'paid' and provider = 'test'", project.id)).toBe(1);

    const after = await (await SELF.fetch(page(`/checkout/${project.id}`, cookie))).text();
    expect(after).toContain('Payment confirmed - Ready to generate');
    expect(after).not.toContain('Pay Now');

    // Paying twice is refused with a clear message and changes nothing.
    const again = await SELF.fetch(formRequest(`/checkout/${project.id}`, cookie, { intent: 'pay' }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This project is already paid.');
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(1);
    expect(await countRows('payment_events', 'project_id = ?', project.id)).toBe(1);
  });

  it("refuses to pay another user's project (404) and changes nothing", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const project = await createProject(alice.cookie);
    const res = await SELF.fetch(formRequest(`/checkout/${project.id}`, bob.cookie, { intent: 'pay' }));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Project not found');
    expect((await projectRow(project.id))?.payment_status).toBe('pending');
  });

  it('answers POST /api/create-payment-intent with a clear 503 when Stripe is not the provider', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const res = await SELF.fetch(jsonRequest('/api/create-payment-intent', 'POST', cookie, { projectId: project.id }));
    expect(res.status).toBe(503);
    expect((await res.json<ErrorBody>()).error).toEqual({ code: 'PAYMENT_UNAVAILABLE', message: UNAVAILABLE });
  });

  it('is never available in production, even when asked for', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    for (const provider of ['test', 'auto', 'stripe']) {
      const bindings = productionEnv({ PAYMENT_PROVIDER: provider });
      const html = await (await callWorker(page(`/checkout/${project.id}`, cookie), bindings)).text();
      expect(html, provider).toContain('Payment Unavailable');
      expect(html).toContain('Return to Dashboard');
      expect(html).not.toContain('test mode');
      const pay = await callWorker(formRequest(`/checkout/${project.id}`, cookie, { intent: 'pay' }), bindings);
      expect(pay.status).toBe(503);
      expect(await pay.text()).toContain(UNAVAILABLE);
    }
    expect(await projectRow(project.id)).toMatchObject({ payment_status: 'pending' });
    expect(await countRows('payment_events', 'project_id = ?', project.id)).toBe(0);
  });
});

describe('Stripe provider (against the local stand-in)', () => {
  it('creates a payment intent for the server-side total and returns its client secret', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const res = await callWorker(jsonRequest('/api/create-payment-intent', 'POST', cookie, { projectId: project.id }), stripeEnv());
    expect(res.status).toBe(200);
    const body = await res.json<{ success: true; data: { clientSecret: string } }>();
    expect(body.data.clientSecret).toMatch(/^pi_test_\d+_secret_\d+$/);
    const sent = (await standInRequests()).filter((r) => r.path === '/v1/payment_intents' && r.params['metadata[projectId]'] === String(project.id));
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({ amount: '2999', currency: 'usd', 'metadata[userId]': userId });
    expect(sent[0].idempotencyKey).toBe(`fairstack-intent-${project.id}-2999`);
    expect((await projectRow(project.id))?.payment_session_id).toBe(body.data.clientSecret.split('_secret_')[0]);
  });

  it('validates the payment-intent request and checks ownership', async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const project = await createProject(alice.cookie);
    const call = (cookie: string | null, body: unknown) => callWorker(jsonRequest('/api/create-payment-intent', 'POST', cookie, body), stripeEnv());
    expect((await call(bob.cookie, { projectId: project.id })).status).toBe(404);
    expect((await call(alice.cookie, { projectId: 'one' })).status).toBe(400);
    expect((await call(alice.cookie, {})).status).toBe(400);
    expect((await call(alice.cookie, { projectId: 99999999 })).status).toBe(404);
    expect((await call(null, { projectId: project.id })).status).toBe(401);
    await env.DB.prepare("update projects set payment_status = 'paid' where id = ?").bind(project.id).run();
    const paid = await call(alice.cookie, { projectId: project.id });
    expect(paid.status).toBe(409);
    expect((await paid.json<ErrorBody>()).error.code).toBe('ALREADY_PAID');
  });

  it('sends Pay Now to Stripe Checkout, then confirms the returned session with Stripe', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie);
    const html = await (await callWorker(page(`/checkout/${project.id}`, cookie), stripeEnv())).text();
    expect(html).toContain('Pay Now');
    expect(html).not.toContain('test mode');

    const res = await callWorker(formRequest(`/checkout/${project.id}`, cookie, { intent: 'pay' }), stripeEnv());
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    const sessionId = /\/pay\/(cs_test_\d+)$/.exec(location)?.[1];
    expect(sessionId).toBeTruthy();
    const sent = (await standInRequests()).find((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === String(project.id))!;
    expect(sent.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2999',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[projectId]': String(project.id),
      'payment_intent_data[metadata][projectId]': String(project.id),
      success_url: `${ORIGIN}/checkout/${project.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout/${project.id}`,
    });
    expect((await projectRow(project.id))?.payment_session_id).toBe(sessionId);

    // Back from Stripe before paying (or with a forged id): nothing changes.
    await callWorker(page(`/checkout/${project.id}?session_id=${sessionId}`, cookie), stripeEnv());
    await callWorker(page(`/checkout/${project.id}?session_id=cs_test_forged`, cookie), stripeEnv());
    expect((await projectRow(project.id))?.payment_status).toBe('pending');

    await payStandInSession(sessionId!);
    const back = await callWorker(page(`/checkout/${project.id}?session_id=${sessionId}`, cookie), stripeEnv());
    expect(await back.text()).toContain('Payment confirmed - Ready to generate');
    expect(await projectRow(project.id)).toMatchObject({ payment_status: 'paid' });

    // The webhook for the same session arrives later and changes nothing.
    const event = checkoutCompletedEvent('evt_after_return', { projectId: project.id, amount: 2999, sessionId });
    const body = JSON.stringify(event);
    const hook = await postWebhook(body, await signStripe(body));
    expect(await hook.json()).toEqual({ received: true, outcome: 'already_paid' });
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(1);
  });
});

describe('POST /api/webhooks/stripe', () => {
  async function freshProject() {
    const user = await createUserWithSession();
    const project = await createProject(user.cookie);
    return { user, project };
  }

  it('marks the project paid for a correctly signed checkout.session.completed with the exact amount', async () => {
    const { user, project } = await freshProject();
    const body = JSON.stringify(checkoutCompletedEvent('evt_valid_1', { projectId: project.id, userId: user.id, amount: 2999 }));
    const res = await postWebhook(body, await signStripe(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await projectRow(project.id))?.payment_status).toBe('paid');
    const payment = await env.DB.prepare('select * from payments where project_id = ?').bind(project.id).first<Record<string, unknown>>();
    expect(payment).toMatchObject({ provider: 'stripe', provider_reference: 'cs_test_evt_valid_1', amount_cents: 2999 });
  });

  it('refuses a signature made with the wrong secret, a stale timestamp, a tampered body or no signature (400, nothing changes)', async () => {
    const { project } = await freshProject();
    const body = JSON.stringify(checkoutCompletedEvent('evt_bad_sig', { projectId: project.id, amount: 2999 }));
    const now = Math.floor(Date.now() / 1000);
    const attempts: [string, string | null, string][] = [
      ['wrong secret', await signStripe(body, { secret: 'whsec_not_ours' }), body],
      ['stale (6 minutes old)', await signStripe(body, { timestamp: now - 360 }), body],
      ['from the future', await signStripe(body, { timestamp: now + 360 }), body],
      ['tampered body', await signStripe(body), body.replace('2999', '2998')],
      ['garbage header', 'not-a-signature', body],
      ['no header', null, body],
    ];
    for (const [label, signature, payload] of attempts) {
      const res = await postWebhook(payload, signature);
      expect(res.status, label).toBe(400);
      expect((await res.json<ErrorBody>()).error.code, label).toBe('INVALID_SIGNATURE');
    }
    expect((await projectRow(project.id))?.payment_status).toBe('pending');
    expect(await countRows('payment_events', "id = 'evt_bad_sig'")).toBe(0);
  });

  it('accepts a signature within the 5-minute tolerance', async () => {
    const { project } = await freshProject();
    const body = JSON.stringify(checkoutCompletedEvent('evt_four_minutes', { projectId: project.id, amount: 2999 }));
    const res = await postWebhook(body, await signStripe(body, { timestamp: Math.floor(Date.now() / 1000) - 240 }));
    expect(res.status).toBe(200);
    expect((await projectRow(project.id))?.payment_status).toBe('paid');
  });

  it('is idempotent per event id: a replayed delivery changes nothing', async () => {
    const { project } = await freshProject();
    const body = JSON.stringify(checkoutCompletedEvent('evt_replayed', { projectId: project.id, amount: 2999 }));
    const signature = await signStripe(body);
    expect(await (await postWebhook(body, signature)).json()).toEqual({ received: true, outcome: 'paid' });
    expect(await (await postWebhook(body, signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await (await postWebhook(body, await signStripe(body))).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(1);
    expect(await countRows('payment_events', "id = 'evt_replayed'")).toBe(1);
  });

  it('records exactly one payment when the same event and a second event for the project arrive concurrently', async () => {
    const { project } = await freshProject();
    const first = JSON.stringify(checkoutCompletedEvent('evt_race_a', { projectId: project.id, amount: 2999 }));
    const second = JSON.stringify({
      id: 'evt_race_b',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_race', status: 'succeeded', amount_received: 2999, currency: 'usd', metadata: { projectId: String(project.id) } } },
    });
    const [sigA, sigB] = [await signStripe(first), await signStripe(second)];
    const results = await Promise.all([postWebhook(first, sigA), postWebhook(first, sigA), postWebhook(second, sigB), postWebhook(first, sigA)]);
    const outcomes = await Promise.all(results.map((r) => r.json<{ outcome: string }>()));
    expect(outcomes.filter((o) => o.outcome === 'paid')).toHaveLength(1);
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(1);
    expect(await countRows('payment_events', "id in ('evt_race_a', 'evt_race_b')")).toBe(2);
  });

  it('pays only for the matching amount, currency, project and owner; other events are recorded and ignored', async () => {
    const { user, project } = await freshProject();
    const other = await createUserWithSession();
    const cases: [string, object, string][] = [
      ['evt_short', checkoutCompletedEvent('evt_short', { projectId: project.id, amount: 2998 }), 'amount_mismatch'],
      ['evt_eur', checkoutCompletedEvent('evt_eur', { projectId: project.id, amount: 2999, currency: 'eur' }), 'amount_mismatch'],
      ['evt_unpaid', checkoutCompletedEvent('evt_unpaid', { projectId: project.id, amount: 2999, paymentStatus: 'unpaid' }), 'ignored'],
      ['evt_nobody', checkoutCompletedEvent('evt_nobody', { projectId: 987654, amount: 2999 }), 'unknown_project'],
      ['evt_noid', checkoutCompletedEvent('evt_noid', { projectId: 'abc', amount: 2999 }), 'unknown_project'],
      ['evt_owner', checkoutCompletedEvent('evt_owner', { projectId: project.id, userId: other.id, amount: 2999 }), 'unknown_project'],
      ['evt_refund', { id: 'evt_refund', type: 'charge.refunded', data: { object: { id: 'ch_1', metadata: { projectId: String(project.id) } } } }, 'ignored'],
    ];
    for (const [id, event, outcome] of cases) {
      const body = JSON.stringify(event);
      const res = await postWebhook(body, await signStripe(body));
      expect(res.status, id).toBe(200);
      expect(await res.json(), id).toEqual({ received: true, outcome });
    }
    expect((await projectRow(project.id))?.payment_status).toBe('pending');
    expect(await countRows('payments', 'project_id = ?', project.id)).toBe(0);
    // Then the real one pays.
    const body = JSON.stringify(checkoutCompletedEvent('evt_right', { projectId: project.id, userId: user.id, amount: 2999 }));
    expect(await (await postWebhook(body, await signStripe(body))).json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('answers 400 when Stripe is not configured, and is public (no session, no Origin needed)', async () => {
    const body = JSON.stringify(checkoutCompletedEvent('evt_unconfigured', { projectId: 1, amount: 2999 }));
    const res = await SELF.fetch(`${ORIGIN}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signStripe(body) },
      body,
    });
    expect(res.status).toBe(400);
    expect(await countRows('payment_events', "id = 'evt_unconfigured'")).toBe(0);
  });
});
