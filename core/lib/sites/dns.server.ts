/**
 * TXT look-ups for custom-domain verification (docs/decisions/111), behind an interface: production asks a
 * DNS-over-HTTPS resolver (JSON API, RFC 8484-style `?name=&type=TXT`), tests point the same code at a
 * local stand-in on 127.0.0.1 through DOH_URL.
 */
export interface TxtResolver {
  txt(name: string): Promise<string[]>;
}

export const DEFAULT_DOH_URL = 'https://cloudflare-dns.com/dns-query';

type DohAnswer = { Status?: number; Answer?: { type: number; data: string }[] };

export class DohTxtResolver implements TxtResolver {
  constructor(
    private readonly endpoint: string,
    private readonly timeoutMs = 5000,
  ) {}

  async txt(name: string): Promise<string[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('name', name);
    url.searchParams.set('type', 'TXT');
    const res = await fetch(url, { headers: { accept: 'application/dns-json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`DNS lookup failed with HTTP ${res.status}`);
    const body = (await res.json()) as DohAnswer;
    // TXT type is 16; data is one or more quoted strings that together form the value.
    return (body.Answer ?? [])
      .filter((a) => a.type === 16 && typeof a.data === 'string')
      .map((a) => {
        const parts = a.data.match(/"((?:[^"\\]|\\.)*)"/g);
        return parts ? parts.map((p) => p.slice(1, -1).replace(/\\(.)/g, '$1')).join('') : a.data;
      });
  }
}

export function resolverFromEnv(env: { DOH_URL?: string }): TxtResolver {
  return new DohTxtResolver(env.DOH_URL?.trim() || DEFAULT_DOH_URL);
}
