/** The System Status page's figures. Static by the spec ("Status page ... figures are static"). */
export type ServiceStatus = 'operational' | 'degraded' | 'down';
export type IncidentStatus = 'resolved' | 'monitoring';

export const UPTIME_SUMMARY = [
  { label: 'Uptime (90 days)', value: '99.9%' },
  { label: 'Average response time', value: '142 ms' },
  { label: 'Incidents this month', value: '2' },
] as const;

export const SERVICES: readonly { name: string; description: string; status: ServiceStatus }[] = [
  { name: 'Website', description: 'Landing, dashboard and information pages', status: 'operational' },
  { name: 'API', description: 'REST API and webhooks', status: 'operational' },
  { name: 'AI Generation', description: 'Website generation runs', status: 'degraded' },
  { name: 'Authentication', description: 'Sign-in with Google and GitHub', status: 'operational' },
  { name: 'App Store', description: 'Published apps and previews', status: 'operational' },
  { name: 'Payments', description: 'Card payments and checkout', status: 'down' },
];

export const INCIDENTS: readonly { title: string; date: string; status: IncidentStatus; summary: string }[] = [
  {
    title: 'Slower website generation',
    date: 'January 21, 2025',
    status: 'monitoring',
    summary:
      'An upstream AI provider is answering slowly. Generations complete but may take 2-3 minutes. We are monitoring.',
  },
  {
    title: 'Sign-in with GitHub failing for some users',
    date: 'January 14, 2025',
    status: 'resolved',
    summary: 'A certificate rotation broke the GitHub callback for 18 minutes. Fixed and covered by a new check.',
  },
  {
    title: 'Dashboard status updates delayed',
    date: 'January 6, 2025',
    status: 'resolved',
    summary: 'Project status updates were delayed by up to a minute after a deployment. Rolled back within 12 minutes.',
  },
];

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

export const INCIDENT_STATUS_CLASS: Record<IncidentStatus, string> = {
  resolved: 'bg-emerald-100 text-emerald-900',
  monitoring: 'bg-sky-100 text-sky-900',
};

/** The headline: operational only when every service is. */
export function overallStatus(services: readonly { status: ServiceStatus }[] = SERVICES): ServiceStatus {
  if (services.some((s) => s.status === 'down')) return 'down';
  if (services.some((s) => s.status === 'degraded')) return 'degraded';
  return 'operational';
}
