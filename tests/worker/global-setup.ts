import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startStripeStandIn } from '../support/stripe-stand-in';
import { startOAuthStandIn } from '../support/oauth-stand-in';
import { startDnsStandIn } from '../support/dns-stand-in';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { startCloudflareApiStandIn } from '../support/cloudflare-api-stand-in';
import { startSectionOpenAiStandIn } from '../support/section-openai-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    receiverUrl: string;
    oauthStandInUrl: string;
    stripeApiUrl: string;
    dnsStandInUrl: string;
    openAiStandInUrl: string;
    cloudflareApiUrl: string;
    sectionOpenAiStandInUrl: string;
  }
}

type Received = { path: string; headers: IncomingMessage['headers']; body: string; status: number; at: number };

/**
 * A local HTTP receiver on 127.0.0.1 for outgoing webhooks. `POST /hook/<key>?fail=N` answers 500 to the
 * first N deliveries for that key and 200 afterwards; `GET /received/<key>` lists what arrived.
 */
export default async function setup(project: TestProject) {
  const received = new Map<string, Received[]>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [, kind, key] = url.pathname.split('/');
      if (req.method === 'GET' && kind === 'received') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(received.get(key) ?? []));
        return;
      }
      if (req.method === 'POST' && kind === 'hook') {
        const list = received.get(key) ?? [];
        const failFirst = Number(url.searchParams.get('fail') ?? 0);
        const status = list.length < failFirst ? 500 : 200;
        list.push({ path: url.pathname, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status, at: Date.now() });
        received.set(key, list);
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status === 200 ? 'ok' : 'boom');
        return;
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('receiverUrl', `http://127.0.0.1:${port}`);
  // The Stripe stand-in the payment tests point the real Stripe client at (tests/support/stripe-stand-in.ts).
  const stripe = await startStripeStandIn();
  project.provide('stripeApiUrl', stripe.url);
  // The OAuth stand-in (GitHub + Google) that tests/worker/worker-env.ts points the strategies at.
  const oauth = await startOAuthStandIn();
  project.provide('oauthStandInUrl', oauth.url);
  // The DNS-over-HTTPS stand-in the custom-domain verification is pointed at (docs/decisions/111).
  const dns = await startDnsStandIn();
  project.provide('dnsStandInUrl', dns.url);
  // The OpenAI-compatible endpoint the fault tests drive the real openai provider against (docs/decisions/120).
  const openAi = await startOpenAiStandIn();
  project.provide('openAiStandInUrl', openAi.url);
  // The one section regeneration with GENERATION_PROVIDER=openai is pointed at (docs/decisions/110).
  const sectionOpenAi = await startSectionOpenAiStandIn();
  project.provide('sectionOpenAiStandInUrl', sectionOpenAi.url);
  // The Cloudflare API stand-in (custom hostnames, Cloudflare for SaaS).
  const cloudflareApi = await startCloudflareApiStandIn();
  project.provide('cloudflareApiUrl', cloudflareApi.url);
  return async () => {
    await cloudflareApi.close();
    await sectionOpenAi.close();
    await openAi.close();
    await dns.close();
    await stripe.close();
    await oauth.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
