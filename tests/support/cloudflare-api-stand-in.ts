/**
 * A local stand-in for the Cloudflare API's custom hostnames endpoints (Cloudflare for SaaS, docs/decisions/111), on
 * 127.0.0.1 only. Zones and hostnames live in memory; every call needs `Authorization: Bearer cf-stand-in-token`.
 * - `GET /zones/{zone}/custom_hostnames?hostname=` lists matches;
 * - `POST /zones/{zone}/custom_hostnames` with `{hostname, ssl}` creates one (409 with code 1406 if it exists);
 * - `DELETE /zones/{zone}/custom_hostnames/{id}` deletes it;
 * - `GET /state/{zone}` (test helper) lists what the zone holds; `PUT /fail/{zone}` makes its next POST fail;
 *   `GET /calls` counts the API calls received.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CloudflareApiStandIn = { url: string; close: () => Promise<void> };
export const CF_STAND_IN_TOKEN = 'cf-stand-in-token';

type Hostname = { id: string; hostname: string; ssl: unknown; status: string };

export async function startCloudflareApiStandIn(): Promise<CloudflareApiStandIn> {
  const zones = new Map<string, Hostname[]>();
  const failNext = new Set<string>();
  let counter = 0;
  let calls = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'GET' && parts[0] === 'calls') return send(200, { calls });
      if (req.method === 'GET' && parts[0] === 'state') return send(200, zones.get(parts[1]) ?? []);
      if (req.method === 'PUT' && parts[0] === 'fail') {
        failNext.add(parts[1]);
        return send(200, { ok: true });
      }
      calls++;
      if (req.headers.authorization !== `Bearer ${CF_STAND_IN_TOKEN}`) {
        return send(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], result: null });
      }
      if (parts[0] !== 'zones' || parts[2] !== 'custom_hostnames') return send(404, { success: false, errors: [{ code: 7003, message: 'No route' }] });
      const zone = parts[1];
      const list = zones.get(zone) ?? [];
      zones.set(zone, list);
      if (req.method === 'GET' && parts.length === 3) {
        const wanted = url.searchParams.get('hostname');
        return send(200, { success: true, errors: [], result: list.filter((h) => !wanted || h.hostname === wanted) });
      }
      if (req.method === 'POST' && parts.length === 3) {
        if (failNext.delete(zone)) return send(500, { success: false, errors: [{ code: 1000, message: 'stand-in failure' }], result: null });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { hostname?: string; ssl?: unknown };
        if (!body.hostname) return send(400, { success: false, errors: [{ code: 1409, message: 'hostname required' }] });
        if (list.some((h) => h.hostname === body.hostname)) {
          return send(409, { success: false, errors: [{ code: 1406, message: 'Duplicate custom hostname found.' }] });
        }
        const created = { id: `ch-${++counter}`, hostname: body.hostname, ssl: body.ssl, status: 'pending' };
        list.push(created);
        return send(200, { success: true, errors: [], result: created });
      }
      if (req.method === 'DELETE' && parts.length === 4) {
        const at = list.findIndex((h) => h.id === parts[3]);
        if (at < 0) return send(404, { success: false, errors: [{ code: 1436, message: 'Custom hostname not found' }] });
        list.splice(at, 1);
        return send(200, { success: true, errors: [], result: { id: parts[3] } });
      }
      send(405, { success: false, errors: [{ code: 10405, message: 'Method not allowed' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
