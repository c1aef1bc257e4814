import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from './api-client';

/**
 * The spec's generic request failure (section 8): 'the status code, a colon and space, then the response text
 * (or status text if empty)'. Answered by a real local server, so fetch, headers and bodies are the real ones.
 */
let server: Server;
let base = '';
const seen: { method?: string; credentials?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      if (req.url === '/text') return res.writeHead(502, { 'Content-Type': 'text/plain' }).end('upstream timed out');
      if (req.url === '/empty') return res.writeHead(503).end();
      if (req.url === '/envelope') {
        return res
          .writeHead(422, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Project name is required', fields: { name: ['Project name is required'] } } }));
      }
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, data: { id: 7 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('reads a failure that is not our envelope as "status: response text"', async () => {
    const result = await apiRequest('GET', `${base}/text`);
    expect(result).toMatchObject({ ok: false, status: 502, message: '502: upstream timed out' });
  });

  it('uses the status text when the response text is empty', async () => {
    const result = await apiRequest('GET', `${base}/empty`);
    expect(result).toMatchObject({ ok: false, status: 503, message: '503: Service Unavailable' });
  });

  it("keeps the envelope's message and field errors", async () => {
    const result = await apiRequest('POST', `${base}/envelope`, { name: '' });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Project name is required',
      fields: { name: ['Project name is required'] },
    });
  });

  it('sends a JSON body only when there is one', async () => {
    seen.length = 0;
    expect(await apiRequest('POST', `${base}/ok`)).toEqual({ ok: true, status: 201, data: { id: 7 } });
    expect(await apiRequest('POST', `${base}/ok`, { a: 1 })).toEqual({ ok: true, status: 201, data: { id: 7 } });
    expect(seen).toEqual([
      { method: 'POST', type: undefined, body: '' },
      { method: 'POST', type: 'application/json', body: '{"a":1}' },
    ]);
  });
});
