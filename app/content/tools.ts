/** Tool catalogue entries. */
export const TOOL_STATUSES = ['Live', 'Demo', 'Beta', 'Docs', 'Coming Soon'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export type Tool = {
  name: string;
  slug: 'redactor' | 'occupancy' | 'energy' | 'playbooks';
  status: ToolStatus;
  description: string;
  features: string[];
  useCase: string;
  /** The label of the button that opens the tool. */
  action: string;
};

/** A 'Coming Soon' tool cannot be opened yet: its button is disabled. */
export function isToolOpen(status: ToolStatus): boolean {
  return status !== 'Coming Soon';
}

export function toolHref(tool: Pick<Tool, 'slug'>): string {
  return `/${tool.slug}`;
}

/** The /tools catalogue. */
export const TOOLS: readonly Tool[] = [
  {
    name: 'Redactor',
    slug: 'redactor',
    status: 'Live',
    description:
      'Mask building identifiers, sensor readings, addresses and personal data in any text before it is shared with vendors or AI tools.',
    features: [
      'Building, unit and room identifiers',
      'HVAC and sensor IDs with readings',
      'E-mail, phone and SSN masking',
      'Runs in the browser, nothing stored',
    ],
    useCase: 'Share maintenance logs with an outside contractor without exposing tenants or floor plans.',
    action: 'Try Now',
  },
  {
    name: 'Occupancy Insights',
    slug: 'occupancy',
    status: 'Demo',
    description:
      'Understand how spaces are really used from anonymous, aggregated sensor counts: no cameras, no badges, no individuals.',
    features: ['Live headcount and capacity', 'Peak-time detection', 'Efficiency score per floor', 'Seven-day trends'],
    useCase: 'Consolidate two under-used floors and cut lease costs while keeping meeting rooms available.',
    action: 'View Demo',
  },
  {
    name: 'Energy Optimizer',
    slug: 'energy',
    status: 'Demo',
    description:
      'Compare HVAC, setpoint, zoning and lighting scenarios by estimated energy, cost and comfort before changing a single setting.',
    features: ['Scenario comparison', 'Cost and kWh estimates', 'Comfort impact', 'Combined optimisation plan'],
    useCase: 'Cut energy costs by 15-30% in a 50,000 sq ft office without complaints from the people inside.',
    action: 'View Demo',
  },
  {
    name: 'Playbooks',
    slug: 'playbooks',
    status: 'Docs',
    description:
      'Step-by-step guides for running a proof of concept, choosing an on-premise or hybrid architecture and getting consent right.',
    features: [
      '30-day proof of concept plan',
      'Reference architectures',
      'Privacy and consent patterns',
      'Stakeholder checklists',
    ],
    useCase: 'Take a pilot from kickoff to a go/no-go decision in thirty days with every stakeholder on board.',
    action: 'View Documentation',
  },
];

/** The smart-building landing's four tool cards (each with its own status). */
export const LANDING_TOOLS: readonly Pick<Tool, 'name' | 'slug' | 'status' | 'description'>[] = [
  {
    name: 'Redactor',
    slug: 'redactor',
    status: 'Live',
    description: 'Mask personal and building data in documents before they leave your hands.',
  },
  {
    name: 'Occupancy Insights',
    slug: 'occupancy',
    status: 'Demo',
    description: 'See how spaces are used from anonymous, aggregated counts.',
  },
  {
    name: 'Energy Optimizer',
    slug: 'energy',
    status: 'Beta',
    description: 'Compare energy scenarios by cost, kWh and comfort before you act.',
  },
  {
    name: 'Playbooks',
    slug: 'playbooks',
    status: 'Coming Soon',
    description: 'Guides for pilots, architectures and consent, from people who ran them.',
  },
];

/** Deployment options. */
export const DEPLOYMENT_OPTIONS = [
  {
    name: 'On-premise',
    description: 'Everything runs inside your network. No building or personal data ever leaves the site.',
    points: ['Air-gapped installs supported', 'Your identity provider', 'Your retention rules'],
  },
  {
    name: 'Hybrid cloud',
    description: 'Sensitive processing stays on site; anonymised aggregates power cloud dashboards.',
    points: ['Redaction at the edge', 'Aggregates only in the cloud', 'Central portfolio view'],
  },
  {
    name: 'SaaS',
    description: 'Fully hosted by us, with data minimisation and redaction applied before storage.',
    points: ['Live in a day', 'EU and US data residency', 'Automatic updates'],
  },
] as const;

export const STATUS_BADGE_CLASS: Record<ToolStatus, string> = {
  Live: 'bg-emerald-100 text-emerald-900',
  Demo: 'bg-sky-100 text-sky-900',
  Beta: 'bg-amber-100 text-amber-900',
  Docs: 'bg-violet-100 text-violet-900',
  'Coming Soon': 'bg-slate-200 text-slate-800',
};
