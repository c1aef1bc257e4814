import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of the Stripe API we call (checkout sessions, payment intents), on
 * 127.0.0.1. It checks the secret key, honours Idempotency-Key like Stripe, and records every request so
 * tests can see exactly what our Stripe client sent. Control endpoints under /__control let a test play
 * the customer (mark a session paid) and read the log.
 */
export const STAND_IN_SECRET_KEY = 'sk_test_fairstack_stand_in';

type Recorded = { method: string; path: string; idempotencyKey: string | null; authorization: string | null; params: Record<string, string> };
type StripeObject = Record<string, unknown> & { id: string };

export async function startStripeStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const sessions = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const idempotent = new Map<string, StripeObject>();
  let counter = 0;
  let base = '';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text));
      req.on('error', reject);
    });

  const metadataOf = (params: Record<string, string>, prefix = 'metadata') => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) {
      const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(k);
      if (m) out[m[1]] = v;
    }
    return out;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const body = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(body));
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++counter}` });
      res.end(JSON.stringify(value));
    };

    if (url.pathname === '/__control/requests') return send(200, requests);
    const payMatch = /^\/__control\/sessions\/([^/]+)\/pay$/.exec(url.pathname);
    if (payMatch) {
      const session = sessions.get(payMatch[1]);
      if (!session) return send(404, { error: 'no such session' });
      session.payment_status = 'paid';
      session.status = 'complete';
      return send(200, session);
    }

    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
      authorization: (req.headers.authorization as string) ?? null,
      params,
    };
    requests.push(recorded);
    if (recorded.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const replay = recorded.idempotencyKey ? idempotent.get(`${url.pathname}:${recorded.idempotencyKey}`) : undefined;
    if (req.method === 'POST' && replay) return send(200, replay);

    let created: StripeObject | null = null;
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      created = {
        id,
        object: 'checkout.session',
        url: `${base}/pay/${id}`,
        mode: params.mode,
        amount_total: Number(params['line_items[0][price_data][unit_amount]']),
        currency: params['line_items[0][price_data][currency]'],
        client_reference_id: params.client_reference_id ?? null,
        metadata: metadataOf(params),
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        cancel_url: params.cancel_url,
      };
      sessions.set(id, created);
    } else if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_test_${++counter}`;
      created = {
        id,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency,
        metadata: metadataOf(params),
        client_secret: `${id}_secret_${counter}`,
        status: 'requires_payment_method',
      };
      intents.set(id, created);
    } else {
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]);
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    }
    if (recorded.idempotencyKey) idempotent.set(`${url.pathname}:${recorded.idempotencyKey}`, created);
    return send(200, created);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
