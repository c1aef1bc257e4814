import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '~core/lib/write-limits';
import { api } from '../../workers/api';
import { MAX_WATCHERS, RUN_KEY, type GenerationTracker, type RunState } from '../../workers/durable-objects/generation-tracker';
import { insertProject } from './generation-helpers';
import { uniqueIp } from './admin-helpers';
import { createUserWithSession, ORIGIN } from './helpers';
import { callWorker, countRows, stripeEnv } from './project-helpers';
import { fetchWith } from './worker-env';

/*
 * Findings of the fourth self-attack (docs/decisions/268, docs/reliability.md 29 onwards): each failed before its fix.
 */

/** The write limits at their production values (the workerd suite multiplies them by WRITE_LIMIT_FACTOR). */
const REAL = { WRITE_LIMIT_FACTOR: '' };

/** `path` with its first letter after `/api/` percent-encoded: a client may encode any letter it sends. */
function encodedLetter(path: string): string {
  const at = '/api/'.length;
  return `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;
}

describe('finding 29: a percent-encoded letter in an API address sidesteps no write limit', () => {
  it('the newsletter: once its per-address limit is spent, no spelling of the address subscribes anyone', async () => {
    const ip = uniqueIp();
    const subscribe = (path: string) =>
      fetchWith(REAL, `${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
        body: JSON.stringify({ email: `n-${crypto.randomUUID()}@example.test` }),
      });
    const limit = WRITE_LIMITS.newsletter.limit;
    for (let i = 0; i < limit; i++) expect((await subscribe('/api/subscribe')).status).toBe(201);
    expect((await subscribe('/api/subscribe')).status).toBe(429);
    const before = await countRows('newsletter_subscribers');
    for (const spelling of ['/api/%73ubscribe', '/api/subscrib%65', '/api/%73%75%62%73%63%72%69%62%65', '/api/%73UBSCRIBE']) {
      const res = await subscribe(spelling);
      expect([404, 429], spelling).toContain(res.status);
      await res.arrayBuffer();
    }
    expect(await countRows('newsletter_subscribers')).toBe(before);
  });

  it('a signed-in write: once project creation is spent, an encoded address creates no project', async () => {
    const owner = await createUserWithSession();
    const create = (path: string) =>
      fetchWith(REAL, `${ORIGIN}${path}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Cookie: owner.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Encoded Bakery', businessType: 'Restaurant' }),
      });
    // Each project is paid as it is made, so the unpaid-project cap never answers before the limit does.
    const paid = () => env.DB.prepare("update projects set payment_status = 'paid' where user_id = ?").bind(owner.id).run();
    for (let i = 0; i < WRITE_LIMITS['project-create'].limit; i++) {
      expect((await create('/api/projects')).status).toBe(201);
      await paid();
    }
    expect((await create('/api/projects')).status).toBe(429);
    const created = await countRows('projects', 'user_id = ?', owner.id);
    const res = await create(encodedLetter('/api/projects'));
    expect([404, 429]).toContain(res.status);
    expect(await countRows('projects', 'user_id = ?', owner.id)).toBe(created);
  });

  it('every API write route: an encoded letter in its address reaches no handler the limit table does not see', async () => {
    // Each registered non-GET route, with its parameters filled in and one letter of its last fixed part encoded:
    // the API answers the same address the limits, the CSRF check and the token check read, so it is a 404.
    const writes = api.routes.filter((r) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(r.method));
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      const segments = path.split('/');
      const last = segments.map((s) => /^[a-z]/.test(s)).lastIndexOf(true);
      segments[last] = `%${segments[last]!.charCodeAt(0).toString(16)}${segments[last]!.slice(1)}`;
      const spelled = segments.join('/');
      const res = await fetchWith(REAL, `${ORIGIN}${spelled}`, {
        method: route.method,
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueIp() },
        body: '{}',
      });
      // 404, or 401 where a middleware guards every address under a prefix (`/api/v1/projects/*`).
      expect([401, 404], `${route.method} ${spelled}`).toContain(res.status);
      await res.arrayBuffer();
    }
  });
});

describe('finding 30: an IPv6 client gets no fresh per-address budget by changing the address inside its own /64', () => {
  // One subscriber's network: every address from 2001:db8:4:<n>:… is theirs to use (an ISP hands out a /64 at least).
  const network = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const redact = (ip: string) =>
    fetchWith({}, `${ORIGIN}/api/v1/redact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify({ text: 'Call 555-123-4567.' }),
    });
  const remaining = async (ip: string) => {
    const res = await redact(ip);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return Number(res.headers.get('X-RateLimit-Remaining'));
  };

  it('the anonymous API budget: addresses of one /64, however written, count as one client; another /64 is another', async () => {
    const net = network();
    const first = await remaining(`${net}::1`);
    expect(await remaining(`${net}:0:0:0:2`)).toBe(first - 1);
    expect(await remaining(`${net}:dead:beef:1234:5678`)).toBe(first - 2);
    expect(await remaining(`${net.toUpperCase()}:0:0:0:1`)).toBe(first - 3);
    // Another subscriber's /64, and IPv4 addresses, keep budgets of their own.
    expect(await remaining(`${network()}::1`)).toBe(first);
    expect(await remaining('203.0.113.7')).toBe(await remaining('203.0.113.8'));
  });

  it('the admin password lockout: five wrong passwords from five addresses of one /64 lock that network out', async () => {
    const net = network();
    const login = (password: string, i: number) =>
      fetchWith({}, `${ORIGIN}/api/admin/auth`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `${net}::${i.toString(16)}` },
        body: JSON.stringify({ password: `wrong-${i}` }),
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await login(`wrong-${i}`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

const CHUNK = 64 * 1024;
const SENT_AT_MOST = 32 * 1024 * 1024;

/** A chunked body of up to 32 MB of JSON-ish text that counts how much of it the Worker pulled. */
function countedBody() {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode('{"email":"' + 'a'.repeat(CHUNK - 10));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= SENT_AT_MOST) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe('finding 31: a JSON body sent without a length is read no further than its limit', () => {
  it('signed out, signed in and the redaction API: 413 after at most the limit and a chunk, not the whole body', async () => {
    const owner = await createUserWithSession();
    for (const [path, limit, headers] of [
      ['/api/subscribe', 64 * 1024, {}],
      ['/api/v1/redact', 2 * 1024 * 1024 + 1024, {}],
      ['/api/projects', 64 * 1024, { Cookie: owner.cookie, Origin: ORIGIN }],
      ['/api/admin/auth', 64 * 1024, { Origin: ORIGIN }],
    ] as const) {
      const { stream, counter } = countedBody();
      const res = await fetchWith({}, `${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueIp(), ...headers },
        body: stream,
      });
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe('PAYLOAD_TOO_LARGE');
      expect(counter.pulled, path).toBeLessThanOrEqual(limit + 2 * CHUNK);
    }
  });

  it('the Stripe webhook (public, signed by its body): 413 after at most its 256 KB', async () => {
    const { stream, counter } = countedBody();
    const res = await callWorker(
      new Request(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' }, body: stream }),
      stripeEnv(),
    );
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(256 * 1024 + 2 * CHUNK);
  });
});

describe('finding 32: large bodies are counted across the isolate, not only per request', () => {
  const MB = 1024 * 1024;

  /** A page post of `size` declared bytes whose body stops after its first chunk until `release` is called. */
  function heldPost(path: string, size: number) {
    let finish!: () => void;
    const released = new Promise<void>((resolve) => (finish = resolve));
    const boundary = 'x-fourth-attack';
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) {
          sent = head.byteLength;
          return controller.enqueue(head);
        }
        await released;
        controller.enqueue(new Uint8Array(size - sent).fill(0x61));
        sent = size;
        controller.close();
      },
    });
    const response = fetchWith({}, `${ORIGIN}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: ORIGIN, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(size), 'CF-Connecting-IP': uniqueIp() },
      body,
    });
    return { response, release: finish };
  }

  /** A complete urlencoded form of about `size` bytes to the redactor's no-JavaScript form. */
  const redactorPost = (size: number) => {
    // With its length, as every browser sends a form (a Request made here has none until it is sent).
    const body = new URLSearchParams({ text: `Call 555-123-4567. ${'word '.repeat(Math.floor(size / 5))}` }).toString();
    return fetchWith({}, `${ORIGIN}/redactor`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length), 'CF-Connecting-IP': uniqueIp() },
      body,
    });
  };

  it('two page posts near the 4 MB limit held at once: a third large body waits (503, Retry-After); small forms go on', async () => {
    const first = heldPost('/contact', Math.floor(3.9 * MB));
    const second = heldPost('/contact', Math.floor(3.9 * MB));
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const refused = await redactorPost(0.9 * MB);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/try again/i);
      // A body sent without a length is counted as it arrives: refused once it would pass the room, not read on.
      const { stream, counter } = countedBody();
      const chunked = await fetchWith({}, `${ORIGIN}/api/v1/redact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': uniqueIp() },
        body: stream,
      });
      expect(chunked.status).toBe(400);
      await chunked.arrayBuffer();
      expect(counter.pulled).toBeLessThan(MB);
      // A small form is not held back by large ones.
      const small = await redactorPost(1000);
      expect(small.status).toBe(200);
      await small.arrayBuffer();
    } finally {
      first.release();
      second.release();
      await (await first.response).arrayBuffer();
      await (await second.response).arrayBuffer();
    }
    // Once they are answered, the same large form is read.
    const later = await redactorPost(0.9 * MB);
    expect(later.status).toBe(200);
    await later.arrayBuffer();
  });
});

describe('finding 33: one generation run serves a bounded number of live channels', () => {
  it(`a run held open: ${MAX_WATCHERS} channels stream, the next is 429 with Retry-After; all are closed when the run ends`, async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { status: 'generating' });
    const run = await env.DB.prepare(
      "insert into generation_runs (project_id, user_id, provider, status, step, progress, version) values (?, ?, 'composer', 'running', 'copy', 30, 1) returning id",
    )
      .bind(project.id, owner.id)
      .first<{ id: number }>();
    const stub = env.GENERATION_TRACKER.get(env.GENERATION_TRACKER.idFromName(String(project.id)));
    // A run that stays at its "copy" step while the test watches it (nothing advances it).
    await runInDurableObject(stub, async (_instance: GenerationTracker, state) => {
      const now = Date.now();
      const running: RunState = {
        runId: run!.id, projectId: project.id, userId: owner.id, version: 1, provider: 'composer', siteUrl: `${ORIGIN}/sites/${project.slug}/`,
        status: 'running', step: 'copy', percent: 30, message: 'Writing the copy', error: null, generatedUrl: null,
        startedAt: now, lastProgressAt: now, finishedAt: null,
      };
      await state.storage.put(RUN_KEY, running);
      await state.storage.setAlarm(now + 60_000);
    });
    const open = () => SELF.fetch(`${ORIGIN}/api/projects/${project.id}/events`, { headers: { Cookie: owner.cookie } });
    const channels: Response[] = [];
    for (let i = 0; i < MAX_WATCHERS; i++) {
      const res = await open();
      expect(res.status).toBe(200);
      channels.push(res);
    }
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_CHANNELS');
    // The run ends: every channel is sent its end and closed (a watcher that left is dropped at the next write).
    await runInDurableObject(stub, async (instance: GenerationTracker, state) => {
      const running = (await state.storage.get<RunState>(RUN_KEY))!;
      const done: RunState = { ...running, status: 'completed', generatedUrl: running.siteUrl, finishedAt: Date.now() };
      await state.storage.put(RUN_KEY, done);
      (instance as unknown as { broadcast(run: RunState): void }).broadcast(done);
    });
    for (const channel of channels) expect(await channel.text()).toContain('"status":"completed"');
  });
});
