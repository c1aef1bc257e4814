import type { Env } from '../env';
import type { ServiceStatus } from '../content/status';
import { paymentProviderName } from '../lib/payments/select.server';
import { providerId, providerProblem } from '../lib/generation/providers/index.server';
import { checkDependencies, type Probe } from './health.server';
import { countIncidentsSince, listIncidents, type IncidentDto } from './incidents.server';

/**
 * The status page's figures, measured (docs/decisions/174): the health check's probes of D1, R2 and the
 * Durable Objects, the configured payment and generation providers, and the admin panel's incidents.
 * Kept for CACHE_MS per isolate, so a busy status page does not probe on every view.
 */
export type ServiceView = { name: string; description: string; status: ServiceStatus; detail: string };
export type StatusReport = {
  checkedAt: string;
  slowestCheckMs: number;
  incidentsLast30Days: number;
  services: ServiceView[];
  incidents: IncidentDto[];
};

export const STATUS_CACHE_MS = 15_000;
/** A probe slower than this still works, but the service is shown as degraded. */
export const SLOW_PROBE_MS = 1_000;
const DAY_MS = 24 * 60 * 60_000;

type StatusEnv = Env;

function fromProbe(name: string, description: string, probe: Probe): ServiceView {
  if (!probe.ok) return { name, description, status: 'down', detail: 'Not answering' };
  if (probe.ms > SLOW_PROBE_MS) return { name, description, status: 'degraded', detail: `Answered in ${probe.ms} ms` };
  return { name, description, status: 'operational', detail: `Answered in ${probe.ms} ms` };
}

function generationService(env: StatusEnv): ServiceView {
  const name = 'AI Generation';
  const description = 'Website generation runs';
  if (providerProblem(env)) return { name, description, status: 'down', detail: 'The generation provider is not configured' };
  switch (providerId(env)) {
    case 'workers-ai':
      return { name, description, status: 'operational', detail: 'Workers AI' };
    case 'openai':
      return { name, description, status: 'operational', detail: 'OpenAI-compatible API' };
    default:
      return { name, description, status: 'operational', detail: 'Embedded composer, no outside AI service' };
  }
}

function paymentService(env: StatusEnv): ServiceView {
  const name = 'Payments';
  const description = 'Card payments and checkout';
  switch (paymentProviderName(env)) {
    case 'stripe':
      return { name, description, status: 'operational', detail: 'Card payments through Stripe' };
    case 'test':
      return { name, description, status: 'operational', detail: 'Test mode: payments are simulated, no card is charged' };
    default:
      return { name, description, status: 'down', detail: 'Checkout is not configured' };
  }
}

async function measure(env: StatusEnv, now: number): Promise<StatusReport> {
  const [checks, incidents, incidentsLast30Days] = await Promise.all([
    checkDependencies(env),
    listIncidents(env).catch(() => [] as IncidentDto[]),
    countIncidentsSince(env, now - 30 * DAY_MS).catch(() => 0),
  ]);
  return {
    checkedAt: new Date(now).toISOString(),
    slowestCheckMs: Math.max(checks.d1.ms, checks.r2.ms, checks.durableObjects.ms),
    incidentsLast30Days,
    services: [
      { name: 'Website', description: 'Landing, dashboard and information pages', status: 'operational', detail: 'Serving this page' },
      fromProbe('Database', 'Accounts, projects and settings (D1)', checks.d1),
      fromProbe('Site storage', 'Generated websites and their files (R2)', checks.r2),
      fromProbe('Live generation runs', 'Progress of each generation (Durable Objects)', checks.durableObjects),
      generationService(env),
      paymentService(env),
    ],
    incidents,
  };
}

// The measured report, not a pending promise: workerd does not let one request wait on another's I/O.
let cached: { at: number; report: StatusReport } | null = null;

export async function statusReport(env: StatusEnv, now = Date.now()): Promise<StatusReport> {
  if (cached && now - cached.at < STATUS_CACHE_MS) return cached.report;
  const report = await measure(env, now);
  cached = { at: now, report };
  return report;
}

/** After an admin changes the incidents, this isolate shows them at once (others within STATUS_CACHE_MS). */
export function invalidateStatusReport() {
  cached = null;
}
