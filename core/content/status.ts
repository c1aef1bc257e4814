/**
 * The System Status page's words: the three service states and the incident states. The figures
 * themselves are measured (core/models/status.server.ts, docs/decisions/174).
 */
import type { IncidentState } from '../lib/schemas/incident';

export type ServiceStatus = 'operational' | 'degraded' | 'down';

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  down: 'Down',
};

export const SERVICE_STATUS_CLASS: Record<ServiceStatus, string> = {
  operational: 'bg-emerald-100 text-emerald-900',
  degraded: 'bg-amber-100 text-amber-900',
  down: 'bg-red-100 text-red-900',
};

export const INCIDENT_STATUS_CLASS: Record<IncidentState, string> = {
  investigating: 'bg-red-100 text-red-900',
  monitoring: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
};

/** The headline: operational only when every service is. */
export function overallStatus(services: readonly { status: ServiceStatus }[]): ServiceStatus {
  if (services.some((s) => s.status === 'down')) return 'down';
  if (services.some((s) => s.status === 'degraded')) return 'degraded';
  return 'operational';
}
