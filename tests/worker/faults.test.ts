import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import {
  INTERRUPTED_REASON,
  RUN_KEY,
  STORAGE_REASON,
  type GenerationTracker,
  type RunState,
  type SiteBucket,
} from '../../workers/durable-objects/generation-tracker';
import type { Env } from '~core/env';
import type { ReplyKind } from '../support/openai-stand-in';
import { getStatus, siteFetch, waitForOutcome } from './generation-helpers';
import { createUserWithSession, jsonRequest, ORIGIN } from './helpers';
import { countRows, createProject, formRequest, page, postWebhook, projectRow, signStripe } from './project-helpers';
import { fetchWith } from './worker-env';

/**
 * docs/decisions/121: faults during generation. The real openai provider runs against the local
 * stand-in (tests/support/openai-stand-in.ts, AI_TIMEOUT_MS = 3000 in vitest.config.ts); R2 failures are
 * injected at the Durable Object's storage boundary; the Durable Object is aborted mid-run. Every case ends
 * `failed` with a readable reason and a free Try Again that completes, or `completed`; the project's one
 * payment is never repeated and the project never disappears.
 */

const OPENAI: Partial<Env> = { GENERATION_PROVIDER: 'openai' };

async function script(key: string, replies: ReplyKind[]) {
  const res = await fetch(`${inject('openAiStandInUrl')}/__control/script/${key}`, { method: 'PUT', body: JSON.stringify(replies) });
  if (!res.ok) throw new Error(`stand-in script failed: ${res.status}`);
}

async function callsFor(key: string): Promise<number> {
  const res = await fetch(`${inject('openAiStandInUrl')}/__control/calls/${key}`);
  return (await res.json<{ calls: number }>()).calls;
}

async function waitForCalls(key: string, n: number) {
  const deadline = Date.now() + 10_000;
  while ((await callsFor(key)) < n) {
    if (Date.now() > deadline) throw new Error(`the stand-in never got ${n} calls for ${key}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A project created and paid through the product (test-mode checkout), named after its stand-in script. */
async function paidProject(replies: ReplyKind[] = []) {
  const key = `fault${crypto.randomUUID().slice(0, 8)}`;
  await script(key, replies);
  const user = await createUserWithSession();
  const project = await createProject(user.cookie, { name: `Harbor Bakery ${key}` });
  const paid = await SELF.fetch(formRequest(`/checkout/${project.id}`, user.cookie, { intent: 'pay' }));
  expect(paid.status).toBe(302);
  const row = await projectRow(project.id);
  return { key, cookie: user.cookie, userId: user.id, id: project.id, slug: (row as unknown as { slug: string }).slug };
}

function start(cookie: string, projectId: number, overrides: Partial<Env> = OPENAI) {
  return fetchWith(overrides, jsonRequest(`/api/projects/${projectId}/generate`, 'POST', cookie));
}

function tracker(projectId: number) {
  return env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName(String(projectId)));
}

/** The state every fault must leave: one project, still paid, exactly one payment. */
async function expectPaidOnce(projectId: number) {
  expect(await countRows('projects', 'id = ?', projectId)).toBe(1);
  expect((await projectRow(projectId))?.payment_status).toBe('paid');
  expect(await countRows('payments', 'project_id = ?', projectId)).toBe(1);
}

/** Failed with `reason`, shown on the project page with a Try Again form; then Try Again completes for free. */
async function expectFailedThenRetried(p: { cookie: string; id: number; slug: string }, reason: string | RegExp, overrides = OPENAI) {
  const failed = await waitForOutcome(p.cookie, p.id);
  expect(failed.status).toBe('failed');
  if (typeof reason === 'string') expect(failed.failureReason).toBe(reason);
  else expect(failed.failureReason).toMatch(reason);
  expect(failed.failureReason).not.toMatch(/<script|<html/i);
  expect(failed.currentVersion).toBeNull();
  const html = await (await SELF.fetch(page(`/projects/${p.id}`, p.cookie))).text();
  expect(html).toContain('Try Again');
  expect(html).toContain(failed.failureReason!.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
  await expectPaidOnce(p.id);

  const retry = await start(p.cookie, p.id, overrides);
  expect(retry.status).toBe(202);
  const done = await waitForOutcome(p.cookie, p.id);
  expect(done).toMatchObject({ status: 'completed', failureReason: null, generatedUrl: `${ORIGIN}/sites/${p.slug}/` });
  expect((await siteFetch(`/sites/${p.slug}/`)).status).toBe(200);
  await expectPaidOnce(p.id);
  return done;
}

describe('generation provider faults (real openai provider, local stand-in)', () => {
  it('provider failing: HTTP 500 twice ends failed with the provider message; Try Again completes', async () => {
    const p = await paidProject(['error-500', 'error-500']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    const done = await expectFailedThenRetried(p, 'The AI provider (openai) answered 500: The server had an error while processing your request.');
    // One retry inside the run, then one call for Try Again.
    expect(await callsFor(p.key)).toBe(3);
    expect(done.currentVersion).toBe(2);
    const runs = await env.DB.prepare('select status, provider from generation_runs where project_id = ? order by id').bind(p.id).all();
    expect(runs.results).toEqual([
      { status: 'failed', provider: 'openai' },
      { status: 'completed', provider: 'openai' },
    ]);
  });

  it('provider failing once: the run asks again and completes', async () => {
    const p = await paidProject(['error-500']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    expect(await waitForOutcome(p.cookie, p.id)).toMatchObject({ status: 'completed', currentVersion: 1 });
    expect(await callsFor(p.key)).toBe(2);
    expect(await (await siteFetch(`/sites/${p.slug}/`)).text()).toContain('Baked by the harbour');
  });

  it('a gateway HTML error page (502) is not shown to the owner: only the status', async () => {
    const p = await paidProject(['error-502-html', 'error-502-html']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await expectFailedThenRetried(p, 'The AI provider (openai) answered 502');
  });

  it('provider timing out: no answer, then an answer after the timeout, ends failed; Try Again completes', async () => {
    const p = await paidProject(['hang', 'late']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    // The late answer (after 5 s) is never waited for: the second attempt gives up at the 3-second timeout too.
    await expectFailedThenRetried(p, 'The AI provider (openai) did not answer within 3 seconds.');
    expect(await callsFor(p.key)).toBe(3);
  });

  it('garbage: a body that is not JSON, then JSON that is no chat completion, ends failed; Try Again completes', async () => {
    const p = await paidProject(['not-json', 'wrong-envelope']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await expectFailedThenRetried(p, 'The AI provider (openai) returned content we could not use, twice: the answer is not a JSON object');
  });

  it('garbage: content of the wrong shape (with a __proto__ key) ends failed with what was wrong', async () => {
    const p = await paidProject(['wrong-shape', 'wrong-shape']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await expectFailedThenRetried(p, /^The AI provider \(openai\) returned content we could not use, twice: tagline: .*highlights: /);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('garbage: an HTML page with scripts instead of JSON ends failed, and no markup reaches the reason', async () => {
    const p = await paidProject(['html-content', 'html-content']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await expectFailedThenRetried(p, 'The AI provider (openai) returned content we could not use, twice: the answer is not a JSON object');
  });

  it('hostile words in valid content complete, rendered as text only', async () => {
    const p = await paidProject(['valid-hostile']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    expect((await waitForOutcome(p.cookie, p.id)).status).toBe('completed');
    const html = await (await siteFetch(`/sites/${p.slug}/`)).text();
    expect(await callsFor(p.key)).toBe(1);
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(1); // the JSON-LD block only
    await expectPaidOnce(p.id);
  });
});

/** Wraps the bucket a run writes to; the first `okPuts` writes go through, every later one fails. */
function failingPuts(bucket: SiteBucket, okPuts: number): SiteBucket {
  let puts = 0;
  return {
    put: (async (...args: Parameters<R2Bucket['put']>) => {
      puts += 1;
      if (puts > okPuts) throw new Error('R2 put failed (injected by tests/worker/faults.test.ts)');
      return bucket.put(...args);
    }) as R2Bucket['put'],
    list: (options) => bucket.list(options),
    delete: (keys) => bucket.delete(keys),
  };
}

async function breakStorage(projectId: number, okPuts: number) {
  await runInDurableObject(tracker(projectId), (instance: GenerationTracker) => {
    instance.siteBucket = failingPuts(instance.siteBucket, okPuts);
  });
}

async function repairStorage(projectId: number) {
  await runInDurableObject(tracker(projectId), (instance: GenerationTracker) => {
    instance.siteBucket = env.SITES;
  });
}

async function keysUnder(prefix: string) {
  return (await env.SITES.list({ prefix })).objects.map((o) => o.key);
}

describe('R2 write failing', () => {
  it('ends failed with a reason and leaves no half-written version; Try Again completes', async () => {
    const p = await paidProject();
    await breakStorage(p.id, 3);
    expect((await start(p.cookie, p.id, {})).status).toBe(202);
    const failed = await waitForOutcome(p.cookie, p.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: STORAGE_REASON, currentVersion: null, generatedUrl: null });
    // The three files that were written are removed again; nothing is served.
    expect(await keysUnder(`sites/${p.id}/`)).toEqual([]);
    expect(await env.SITES.get(`sources/${p.id}/v1.json`)).toBeNull();
    expect(await countRows('site_versions', 'project_id = ?', p.id)).toBe(0);
    expect((await siteFetch(`/sites/${p.slug}/`)).status).toBe(404);

    await repairStorage(p.id);
    const done = await expectFailedThenRetried(p, STORAGE_REASON, {});
    expect(done.currentVersion).toBe(2);
    expect(await keysUnder(`sites/${p.id}/v1/`)).toEqual([]);
    expect((await keysUnder(`sites/${p.id}/v2/`)).length).toBe(6);
  });

  it('a failed write of a new version keeps the previous version current and served', async () => {
    const p = await paidProject();
    expect((await start(p.cookie, p.id, {})).status).toBe(202);
    expect((await waitForOutcome(p.cookie, p.id)).currentVersion).toBe(1);
    const before = await (await siteFetch(`/sites/${p.slug}/`)).text();
    // The owner generates again (as tests/worker/generation.test.ts does for a second version).
    await env.DB.prepare("update projects set status = 'failed' where id = ?").bind(p.id).run();
    await breakStorage(p.id, 5);
    expect((await start(p.cookie, p.id, {})).status).toBe(202);
    const failed = await waitForOutcome(p.cookie, p.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: STORAGE_REASON, currentVersion: 1 });
    expect(await keysUnder(`sites/${p.id}/v2/`)).toEqual([]);
    expect((await keysUnder(`sites/${p.id}/v1/`)).length).toBe(6);
    expect(await (await siteFetch(`/sites/${p.slug}/`)).text()).toBe(before);
    await repairStorage(p.id);
    expect((await start(p.cookie, p.id, {})).status).toBe(202);
    expect(await waitForOutcome(p.cookie, p.id)).toMatchObject({ status: 'completed', currentVersion: 3 });
    await expectPaidOnce(p.id);
  });
});

/** Resets the project's Durable Object the way the runtime does on a restart: memory gone, storage kept. */
async function abortTracker(projectId: number) {
  try {
    await runInDurableObject(tracker(projectId), (_instance: GenerationTracker, state) => {
      state.abort('reset by tests/worker/faults.test.ts');
    });
  } catch {
    // abort() throws into its caller; the object is reset either way.
  }
}

async function storedRun(projectId: number): Promise<RunState | null> {
  return runInDurableObject(tracker(projectId), (instance: GenerationTracker) => instance.snapshot());
}

describe('the Durable Object aborted mid-run', () => {
  it('is recovered when it is next reached (the progress channel reconnecting) and the run completes', async () => {
    const p = await paidProject(['hang', 'valid']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await waitForCalls(p.key, 1);
    expect((await getStatus(p.cookie, p.id)).body!.data).toMatchObject({ status: 'generating', progress: { step: 'copy' } });
    await abortTracker(p.id);
    // What the browser's EventSource does after the stream broke: it connects again.
    const events = await SELF.fetch(jsonRequest(`/api/projects/${p.id}/events`, 'GET', p.cookie));
    expect(events.status).toBe(200);
    await runDurableObjectAlarm(tracker(p.id));
    // The reconnected channel follows the restarted run to its end.
    const streamed = [...(await events.text()).matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]) as { status: string });
    expect(streamed.at(-1)).toMatchObject({ status: 'completed' });
    const done = await waitForOutcome(p.cookie, p.id);
    expect(done).toMatchObject({ status: 'completed', currentVersion: 1, generatedUrl: `${ORIGIN}/sites/${p.slug}/` });
    expect(await callsFor(p.key)).toBe(2);
    expect((await storedRun(p.id))?.restarts).toBe(1);
    expect(await countRows('generation_runs', 'project_id = ?', p.id)).toBe(1);
    await expectPaidOnce(p.id);
  });

  it('interrupted twice, the run is failed with a reason instead of looping; Try Again completes', async () => {
    const p = await paidProject(['hang', 'hang']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await waitForCalls(p.key, 1);
    await abortTracker(p.id);
    // A fresh instance wakes its alarm at once; the alarm restarts the run.
    expect(await storedRun(p.id)).toMatchObject({ status: 'running' });
    await runDurableObjectAlarm(tracker(p.id));
    await waitForCalls(p.key, 2);
    await abortTracker(p.id);
    expect(await storedRun(p.id)).toMatchObject({ status: 'running', restarts: 1 });
    await runDurableObjectAlarm(tracker(p.id));
    await expectFailedThenRetried(p, INTERRUPTED_REASON);
  });

  it('a live run that made progress recently is left running by the watchdog', async () => {
    const p = await paidProject(['hang', 'valid']);
    expect((await start(p.cookie, p.id)).status).toBe(202);
    await waitForCalls(p.key, 1);
    expect(await runDurableObjectAlarm(tracker(p.id))).toBe(true);
    // Still the first execution: not restarted, not failed, the watchdog re-armed about 2 minutes ahead.
    expect(await storedRun(p.id)).toMatchObject({ status: 'running', step: 'copy' });
    expect((await storedRun(p.id))?.restarts).toBeUndefined();
    expect((await getStatus(p.cookie, p.id)).body!.data.status).toBe('generating');
    const alarm = await runInDurableObject(tracker(p.id), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 60_000);
    // The hung call times out, the second answers: completed with exactly two calls, none from a restart.
    expect(await waitForOutcome(p.cookie, p.id)).toMatchObject({ status: 'completed' });
    expect((await storedRun(p.id))?.restarts).toBeUndefined();
    expect(await callsFor(p.key)).toBe(2);
  });
});

describe('Stripe webhooks out of order, twice and late', () => {
  async function stripeProject() {
    const user = await createUserWithSession();
    const project = await createProject(user.cookie);
    const row = await projectRow(project.id);
    return { user, id: project.id, amount: row!.total_price_cents };
  }

  function sessionEvent(id: string, type: string, p: { id: number; amount: number }, paymentStatus: string, createdAgoSeconds = 0) {
    return {
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000) - createdAgoSeconds,
      data: {
        object: {
          id: `cs_test_${p.id}`,
          object: 'checkout.session',
          amount_total: p.amount,
          currency: 'usd',
          payment_status: paymentStatus,
          metadata: { projectId: String(p.id) },
        },
      },
    };
  }

  function intentEvent(id: string, type: string, p: { id: number; amount: number }, status: string) {
    return {
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `pi_${p.id}`, object: 'payment_intent', status, amount_received: status === 'succeeded' ? p.amount : 0, currency: 'usd', metadata: { projectId: String(p.id) } } },
    };
  }

  async function deliver(event: object, signedSecondsAgo = 0) {
    const body = JSON.stringify(event);
    const res = await postWebhook(body, await signStripe(body, { timestamp: Math.floor(Date.now() / 1000) - signedSecondsAgo }));
    expect(res.status).toBe(200);
    return (await res.json<{ outcome: string }>()).outcome;
  }

  it('a failure, expiry or refund event after checkout.session.completed does not un-pay the project', async () => {
    const p = await stripeProject();
    expect(await deliver(sessionEvent(`evt_paid_${p.id}`, 'checkout.session.completed', p, 'paid'))).toBe('paid');
    expect(await deliver(intentEvent(`evt_failed_${p.id}`, 'payment_intent.payment_failed', p, 'requires_payment_method'))).toBe('ignored');
    expect(await deliver(sessionEvent(`evt_expired_${p.id}`, 'checkout.session.expired', p, 'unpaid'))).toBe('ignored');
    expect(await deliver(sessionEvent(`evt_asyncfail_${p.id}`, 'checkout.session.async_payment_failed', p, 'unpaid'))).toBe('ignored');
    expect(await deliver({ id: `evt_refund_${p.id}`, type: 'charge.refunded', data: { object: { id: 'ch_1', metadata: { projectId: String(p.id) } } } })).toBe('ignored');
    // Stripe also sends payment_intent.succeeded for the same payment: recorded, never a second payment.
    expect(await deliver(intentEvent(`evt_pi_${p.id}`, 'payment_intent.succeeded', p, 'succeeded'))).toBe('already_paid');
    await expectPaidOnce(p.id);
    expect(await countRows('payment_events', 'project_id = ?', p.id)).toBe(6);
  });

  it('checkout.session.completed arriving after a failure and an expiry pays the project', async () => {
    const p = await stripeProject();
    expect(await deliver(intentEvent(`evt_f1_${p.id}`, 'payment_intent.payment_failed', p, 'requires_payment_method'))).toBe('ignored');
    expect(await deliver(sessionEvent(`evt_x1_${p.id}`, 'checkout.session.expired', p, 'unpaid'))).toBe('ignored');
    expect((await projectRow(p.id))?.payment_status).toBe('pending');
    expect(await deliver(sessionEvent(`evt_ok_${p.id}`, 'checkout.session.completed', p, 'paid'))).toBe('paid');
    await expectPaidOnce(p.id);
  });

  it('a delayed payment method: completed (unpaid), then async success pays once; a late async failure changes nothing', async () => {
    const p = await stripeProject();
    expect(await deliver(sessionEvent(`evt_c_${p.id}`, 'checkout.session.completed', p, 'unpaid'))).toBe('ignored');
    expect((await projectRow(p.id))?.payment_status).toBe('pending');
    expect(await deliver(sessionEvent(`evt_s_${p.id}`, 'checkout.session.async_payment_succeeded', p, 'paid'))).toBe('paid');
    expect(await deliver(sessionEvent(`evt_f_${p.id}`, 'checkout.session.async_payment_failed', p, 'unpaid'))).toBe('ignored');
    await expectPaidOnce(p.id);
  });

  it('late: an event created two days ago (Stripe retries for days) still pays; a late duplicate within tolerance changes nothing, even after generation', async () => {
    const p = await stripeProject();
    const event = sessionEvent(`evt_late_${p.id}`, 'checkout.session.completed', p, 'paid', 2 * 24 * 3600);
    expect(await deliver(event)).toBe('paid');
    // The project is generated meanwhile.
    expect((await start(p.user.cookie, p.id, {})).status).toBe(202);
    expect((await waitForOutcome(p.user.cookie, p.id)).status).toBe('completed');
    const before = await projectRow(p.id);
    // The same delivery again, signed 4 minutes ago (inside the 5-minute tolerance), and once more concurrently.
    const outcomes = await Promise.all([deliver(event, 240), deliver(event, 240), deliver(event)]);
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await projectRow(p.id)).toEqual(before);
    expect((await projectRow(p.id))?.status).toBe('completed');
    await expectPaidOnce(p.id);
  });
});

describe('the live channel', () => {
  /** The stream's text, or what arrived before `ms` passed (the stream then never ended). */
  async function readWithin(res: Response, ms: number): Promise<{ text: string; ended: boolean }> {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + ms;
    for (;;) {
      const left = deadline - Date.now();
      const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(left, 0)))]);
      if (next === null) {
        await reader.cancel();
        return { text, ended: false };
      }
      if (next.done) return { text, ended: true };
      text += decoder.decode(next.value, { stream: true });
    }
  }

  it('a run that ends while a watcher joins still ends that watcher\'s stream with the outcome', async () => {
    const projectId = 990_001;
    await runInDurableObject(tracker(projectId), async (instance: GenerationTracker, state) => {
      const now = Date.now();
      const running: RunState = {
        runId: 1,
        projectId,
        userId: 'watcher',
        version: 1,
        provider: 'composer',
        siteUrl: `${ORIGIN}/sites/live-channel/`,
        status: 'running',
        step: 'rendering',
        percent: 60,
        message: 'Rendering',
        error: null,
        generatedUrl: null,
        startedAt: now,
        lastProgressAt: now,
        finishedAt: null,
      };
      await state.storage.put(RUN_KEY, running);
      const opening = instance.fetch(new Request('https://generation-tracker/events'));
      // The run stores its end and tells the watchers while the joining request still awaits its read of the state
      // (the order a run finishing in that gap takes).
      const done: RunState = { ...running, status: 'completed', generatedUrl: running.siteUrl, finishedAt: now };
      (instance as unknown as { broadcast(run: RunState): void }).broadcast(done);
      const { text, ended } = await readWithin(await opening, 2_000);
      expect(ended).toBe(true);
      expect(text).toContain('"status":"completed"');
      await state.storage.put(RUN_KEY, done);
    });
  });
});
