/**
 * A local stand-in for an OpenAI-compatible chat completions endpoint (docs/decisions/110, section regeneration), on
 * 127.0.0.1 only. `POST /v1/chat/completions` answers according to the requested `model`:
 * - `section-valid`: a valid JSON object for the section named in the last user message (words that try
 *   to inject markup, so tests can prove escaping);
 * - `section-garbage`: prose that is not JSON;
 * - `section-wrong`: JSON that does not match the section's schema;
 * - `section-error`: HTTP 500;
 * - `section-invented`: JSON of the right shape whose words state a phone number, a price and hours nobody
 *   gave (the fact check must refuse it).
 * `GET /calls` lists the request bodies received (model, messages) and the Authorization headers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SectionOpenAiStandIn = { url: string; close: () => Promise<void> };

const SECTION_ANSWERS: Record<string, unknown> = {
  hero: {
    tagline: 'Stand-in tagline <b>bold</b>',
    heroHeading: 'Stand-in headline <script>alert(1)</script>',
    heroText: 'Words the stand-in model wrote for the hero section.',
    primaryAction: 'Come by',
  },
  highlights: {
    highlights: [
      { title: 'Stand-in highlight one', text: 'First highlight from the stand-in model.' },
      { title: 'Stand-in highlight two', text: 'Second highlight from the stand-in model.' },
      { title: 'Stand-in highlight three', text: 'Third highlight from the stand-in model.' },
    ],
  },
  offerings: { offerings: { heading: 'Stand-in offerings', intro: 'What the stand-in model says we offer.' } },
  closing: { closing: { heading: 'Stand-in closing heading', text: 'Stand-in closing text.' } },
};

function completion(content: string) {
  return JSON.stringify({ id: 'cmpl-stand-in', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });
}

export async function startSectionOpenAiStandIn(): Promise<SectionOpenAiStandIn> {
  const calls: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname === '/calls') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(calls));
        return;
      }
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      let body: { model?: string; messages?: { role: string; content: string }[] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      calls.push({ auth: req.headers.authorization, body });
      const firstUser = body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
      let section = '';
      try {
        section = String((JSON.parse(firstUser) as { section?: unknown }).section ?? '');
      } catch {
        /* not a section request */
      }
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      switch (body.model) {
        case 'section-valid':
          return SECTION_ANSWERS[section] ? send(200, completion(JSON.stringify(SECTION_ANSWERS[section]))) : send(200, completion('{}'));
        case 'section-garbage':
          return send(200, completion('Sorry, I would rather write a poem about bread.'));
        case 'section-wrong':
          return send(200, completion(JSON.stringify({ tagline: '', highlights: 'none' })));
        case 'section-invented':
          return send(
            200,
            completion(JSON.stringify({ closing: { heading: 'Call 555-867-5309 today', text: 'Loaves from $4.50, open until 6pm every Sunday.' } })),
          );
        case 'section-error':
          return send(500, JSON.stringify({ error: { message: 'stand-in outage' } }));
        default:
          return send(400, JSON.stringify({ error: { message: `unknown model ${body.model}` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
