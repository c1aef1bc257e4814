/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint (docs/decisions/120, fault tests), on 127.0.0.1
 * only. The real `openai` provider (core/lib/generation/providers/openai.server.ts) is pointed at it.
 *
 * Tests script the answers per business: `PUT /__control/script/<key>` with a JSON array of reply kinds.
 * A request whose brief's business name contains `<key>` gets the next reply of that script; once the
 * script is used up (or for unknown businesses) it gets a valid answer. `GET /__control/calls/<key>` says
 * how many requests arrived for that key (a `hang` reply counts when it arrives, not when it ends).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReplyKind =
  /** 200 with valid site content. */
  | 'valid'
  /** 200 with valid content whose words are markup and script injections. */
  | 'valid-hostile'
  /** HTTP 500 with an OpenAI-style JSON error. */
  | 'error-500'
  /** HTTP 502 with an HTML error page (what a gateway in front of the model sends). */
  | 'error-502-html'
  /** Never answers (the connection stays open until the server closes). */
  | 'hang'
  /** Answers valid content, but only after 5 seconds (longer than the provider timeout in tests). */
  | 'late'
  /** 200 whose body is not JSON at all. */
  | 'not-json'
  /** 200 JSON that is not a chat completion (no choices). */
  | 'wrong-envelope'
  /** 200 chat completion whose content is JSON of the wrong shape. */
  | 'wrong-shape'
  /** 200 chat completion whose content is an HTML page with scripts instead of JSON. */
  | 'html-content'
  /** 200 with content of the right shape that states facts nobody gave: a phone number, a price, hours, a name. */
  | 'invented-facts';

export type OpenAiStandIn = { url: string; close: () => Promise<void> };

const hostile = '<script>alert("pwned")</script><img src=x onerror=alert(1)>';

/**
 * Content that passes the schema and states no fact of its own; `words` (markup, in the hostile case) go
 * into every field long enough for them.
 */
export function validContent(words = ''): Record<string, unknown> {
  const item = (n: number) => ({ title: `Point ${n}`, text: `${words}What point ${n} means for you.` });
  return {
    tagline: `${words}Fresh bread every morning`,
    heroHeading: `${words}Baked by the harbour`,
    heroText: `${words}Sourdough, pastries and coffee, made by hand.`,
    highlights: [item(1), item(2), item(3)],
    offerings: { heading: 'What we bake', intro: `${words}Everything is made on site each day.` },
    about: { heading: 'About us', paragraphs: [`${words}A family bakery on Harbor Street.`] },
    contactText: `${words}Drop in or write to us.`,
    closing: { heading: `${words}See you soon`, text: `${words}Come by and say hello.` },
  };
}

/** Valid-looking content that invents facts the checker must refuse (docs/decisions/148). */
export function inventedContent(): Record<string, unknown> {
  return {
    ...validContent(),
    heroText: 'Open every day 8am to 6pm. Call 555-867-5309 to order.',
    offerings: { heading: 'What we bake', intro: 'Loaves from $4.50, baked by head baker Tom Ridley.' },
  };
}

function completion(content: string): string {
  return JSON.stringify({ id: 'chatcmpl-standin', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
}

function businessName(body: string): string {
  try {
    const parsed = JSON.parse(body) as { messages?: { role: string; content: string }[] };
    const user = parsed.messages?.find((m) => m.role === 'user');
    return String((JSON.parse(user?.content ?? '{}') as { businessName?: unknown }).businessName ?? '');
  } catch {
    return '';
  }
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const scripts = new Map<string, string[]>();
  const calls = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  function reply(res: ServerResponse, kind: string) {
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (kind) {
      case 'valid-hostile':
        return json(200, completion(JSON.stringify(validContent(hostile))));
      case 'error-500':
        return json(500, JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
      case 'error-502-html':
        return res
          .writeHead(502, { 'content-type': 'text/html' })
          .end('<html><head><script>steal(document.cookie)</script></head><body><h1>502 Bad Gateway</h1></body></html>');
      case 'hang':
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'late': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) json(200, completion(JSON.stringify(validContent())));
        }, 5000);
        timers.add(timer);
        return;
      }
      case 'not-json':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('upstream says: OK!! ]]} not json');
      case 'wrong-envelope':
        return json(200, JSON.stringify({ result: 'done', data: [1, 2, 3] }));
      case 'wrong-shape':
        return json(200, completion(JSON.stringify({ tagline: 42, highlights: 'many', __proto__: { polluted: true } })));
      case 'invented-facts':
        return json(200, completion(JSON.stringify(inventedContent())));
      case 'html-content':
        return json(200, completion(`<!doctype html><html><body><script>${hostile}</script><h1>Your site</h1></body></html>`));
      default:
        return json(200, completion(JSON.stringify(validContent())));
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'PUT' && url.pathname.startsWith('/__control/script/')) {
        const key = decodeURIComponent(url.pathname.slice('/__control/script/'.length));
        scripts.set(key, JSON.parse(body) as string[]);
        calls.set(key, 0);
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
      if (req.method === 'GET' && url.pathname.startsWith('/__control/calls/')) {
        const key = decodeURIComponent(url.pathname.slice('/__control/calls/'.length));
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ calls: calls.get(key) ?? 0 }));
      }
      if (req.method === 'POST' && url.pathname === '/v1/chat/completions') {
        const name = businessName(body);
        const key = [...scripts.keys()].find((k) => name.includes(k));
        if (!key) return reply(res, 'valid');
        calls.set(key, (calls.get(key) ?? 0) + 1);
        return reply(res, scripts.get(key)!.shift() ?? 'valid');
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
