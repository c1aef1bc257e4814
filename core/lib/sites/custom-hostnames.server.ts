/**
 * Cloudflare for SaaS custom hostnames (docs/decisions/111, docs/custom-hostnames.md). When a deployment serves
 * customers' domains through Cloudflare for SaaS, each verified domain must also exist as a custom hostname
 * on the SaaS zone, or Cloudflare neither routes it to this Worker nor issues its certificate. Behind an
 * interface: the real implementation calls the Cloudflare API (`/zones/{zone}/custom_hostnames`); without
 * CF_SAAS_ZONE_ID and CF_API_TOKEN the local one does nothing (the Worker routes by Host on its own, as in
 * development). Tests drive the real one against a local stand-in through CF_API_BASE.
 */
export interface CustomHostnames {
  readonly kind: 'cloudflare' | 'local';
  /** Makes sure the host name exists on the SaaS zone (idempotent). */
  ensure(hostname: string): Promise<void>;
  /** Removes the host name from the SaaS zone if it is there. */
  remove(hostname: string): Promise<void>;
}

export const DEFAULT_CF_API_BASE = 'https://api.cloudflare.com/client/v4';

type CfEnvelope<T> = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: T };

export class CloudflareCustomHostnames implements CustomHostnames {
  readonly kind = 'cloudflare' as const;

  constructor(
    private readonly config: { apiBase: string; zoneId: string; token: string; timeoutMs?: number },
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${this.config.apiBase.replace(/\/+$/, '')}/zones/${encodeURIComponent(this.config.zoneId)}${path}`;
    const res = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${this.config.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    const envelope = (await res.json().catch(() => ({}))) as CfEnvelope<T>;
    if (!res.ok || envelope.success === false) {
      const why = envelope.errors?.map((e) => `${e.code ?? ''} ${e.message ?? ''}`.trim()).join('; ') || `HTTP ${res.status}`;
      throw new Error(`Cloudflare custom hostnames ${method} failed: ${why}`);
    }
    return envelope.result as T;
  }

  private async find(hostname: string): Promise<string | null> {
    const found = await this.call<{ id: string; hostname: string }[]>('GET', `/custom_hostnames?hostname=${encodeURIComponent(hostname)}`);
    return found?.find((h) => h.hostname === hostname)?.id ?? null;
  }

  async ensure(hostname: string): Promise<void> {
    if (await this.find(hostname)) return;
    // HTTP validation: the owner's CNAME already points at our fallback origin once the TXT check passed.
    await this.call('POST', '/custom_hostnames', { hostname, ssl: { method: 'http', type: 'dv' } });
  }

  async remove(hostname: string): Promise<void> {
    const id = await this.find(hostname);
    if (id) await this.call('DELETE', `/custom_hostnames/${encodeURIComponent(id)}`);
  }
}

export const localCustomHostnames: CustomHostnames = {
  kind: 'local',
  async ensure() {},
  async remove() {},
};

export function customHostnamesFromEnv(env: { CF_SAAS_ZONE_ID?: string; CF_API_TOKEN?: string; CF_API_BASE?: string }): CustomHostnames {
  const zoneId = env.CF_SAAS_ZONE_ID?.trim();
  const token = env.CF_API_TOKEN?.trim();
  if (!zoneId || !token) return localCustomHostnames;
  return new CloudflareCustomHostnames({ apiBase: env.CF_API_BASE?.trim() || DEFAULT_CF_API_BASE, zoneId, token });
}

/**
 * Brings the SaaS zone in line with a domain's change of state: a newly (or still) verified name is
 * ensured, a name that stopped being verified for this project (failed, replaced, removed) is removed.
 * Failures are logged, not thrown: the domain's own state is already recorded, and the daily re-check
 * of verified domains ensures the name again.
 */
export async function syncCustomHostname(
  hostnames: CustomHostnames,
  before: { hostname: string; status: string } | null,
  after: { hostname: string; status: string } | null,
): Promise<void> {
  try {
    if (before?.status === 'verified' && (after?.status !== 'verified' || after.hostname !== before.hostname)) {
      await hostnames.remove(before.hostname);
    }
    if (after?.status === 'verified') await hostnames.ensure(after.hostname);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', job: 'custom-hostnames', hostname: after?.hostname ?? before?.hostname, message: String(error) }));
  }
}
