/**
 * A local stand-in for a DNS-over-HTTPS resolver's JSON API (docs/decisions/111), on 127.0.0.1 only.
 * `GET /dns-query?name=&type=TXT` (Accept: application/dns-json) answers like cloudflare-dns.com: Status 0
 * with TXT answers (type 16, data as quoted strings, long values split in 255-character chunks) or Status 3
 * (NXDOMAIN). Tests set records with `PUT /records/<name>` (JSON array of values); a name listed with
 * `PUT /broken/<name>` answers HTTP 502, like a resolver outage.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DnsStandIn = { url: string; close: () => Promise<void> };

function quoted(value: string): string {
  const chunks = value.match(/.{1,255}/g) ?? [''];
  return chunks.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(' ');
}

export async function startDnsStandIn(): Promise<DnsStandIn> {
  const records = new Map<string, string[]>();
  const broken = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/dns-json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'PUT' && url.pathname.startsWith('/records/')) {
        records.set(decodeURIComponent(url.pathname.slice('/records/'.length)).toLowerCase(), JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[]);
        return send(200, { ok: true });
      }
      if (req.method === 'PUT' && url.pathname.startsWith('/broken/')) {
        broken.add(decodeURIComponent(url.pathname.slice('/broken/'.length)).toLowerCase());
        return send(200, { ok: true });
      }
      if (req.method === 'GET' && url.pathname === '/dns-query') {
        const name = (url.searchParams.get('name') ?? '').toLowerCase().replace(/\.$/, '');
        if (url.searchParams.get('type') !== 'TXT' || !name) return send(400, { error: 'bad query' });
        if (broken.has(name)) return send(502, { error: 'upstream failure' });
        const values = records.get(name);
        if (!values) return send(200, { Status: 3, Question: [{ name: `${name}.`, type: 16 }] });
        return send(200, {
          Status: 0,
          Question: [{ name: `${name}.`, type: 16 }],
          Answer: values.map((v) => ({ name: `${name}.`, type: 16, TTL: 300, data: quoted(v) })),
        });
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
