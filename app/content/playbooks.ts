/** Playbook entries, plus the contents 'Access Playbook' opens. */
export type PlaybookStatus = 'Available' | 'Coming Soon';

export type PlaybookSection = { title: string; items: string[] };

export type Playbook = {
  slug: string;
  title: string;
  description: string;
  icon: 'rocket' | 'server' | 'shield' | 'users';
  category: string;
  duration: string;
  audience: string;
  status: PlaybookStatus;
  /** Empty while the playbook is 'Coming Soon'. */
  contents: PlaybookSection[];
};

export const PLAYBOOKS: readonly Playbook[] = [
  {
    slug: 'poc-30-days',
    title: 'POC in 30 Days',
    description: 'Run a smart-building proof of concept from kickoff to a go/no-go decision in four weeks.',
    icon: 'rocket',
    category: 'Implementation',
    duration: '30 days',
    audience: 'Facilities managers, project leads',
    status: 'Available',
    contents: [
      {
        title: 'Week 1: Scope and baseline',
        items: [
          'Pick one building and at most two floors; write down the single question the pilot must answer.',
          'Export 90 days of meter and BMS data and run it through the Redactor before sharing it.',
          'Agree the success metrics up front: kWh per m², occupancy accuracy, tickets closed.',
        ],
      },
      {
        title: 'Week 2: Connect',
        items: [
          'Connect read-only to the BMS and sensors; no write access during a pilot.',
          'Validate counts against a manual headcount on two different days.',
          'Publish the privacy notice and the consent pattern chosen with your works council.',
        ],
      },
      {
        title: 'Week 3: Analyze and act',
        items: [
          'Compare energy scenarios and choose one low-risk change, such as the HVAC schedule.',
          'Apply it to one zone and keep a control zone unchanged.',
          'Collect comfort feedback twice a week with a one-question survey.',
        ],
      },
      {
        title: 'Week 4: Decide',
        items: [
          'Measure the pilot zone against the control zone and the baseline.',
          'Write a one-page result: savings, comfort, risks found, cost to roll out.',
          'Hold the go/no-go meeting with facilities, IT, privacy and finance.',
        ],
      },
    ],
  },
  {
    slug: 'on-prem-hybrid-architecture',
    title: 'On-Prem/Hybrid Architecture',
    description:
      'Reference architectures for keeping sensitive processing on site while using the cloud for what is safe.',
    icon: 'server',
    category: 'Architecture',
    duration: '2-3 hours',
    audience: 'IT architects, security teams',
    status: 'Available',
    contents: [
      {
        title: 'Choosing a model',
        items: [
          'On-premise: everything inside your network, for sites with strict data-residency rules.',
          'Hybrid: redaction and aggregation on site, only anonymised aggregates leave the building.',
          'SaaS: fastest start, with data minimisation applied before anything is stored.',
        ],
      },
      {
        title: 'The on-site gateway',
        items: [
          'One small VM or appliance per site that talks to the BMS over BACnet or Modbus, read-only.',
          'Outbound-only connections over TLS; no inbound ports opened in the firewall.',
          'Local buffer of 7 days so a network outage loses no data.',
        ],
      },
      {
        title: 'Security controls',
        items: [
          'Single sign-on through your identity provider; roles mapped from existing groups.',
          'Audit log of every export and every redaction run.',
          'Keys held in your own key management service for on-premise installs.',
        ],
      },
    ],
  },
  {
    slug: 'privacy-consent-patterns',
    title: 'Privacy & Consent Patterns',
    description:
      'Proven patterns for notices, consent and data minimisation that works councils and regulators accept.',
    icon: 'shield',
    category: 'Privacy',
    duration: '1-2 hours',
    audience: 'Privacy officers, HR, legal',
    status: 'Available',
    contents: [
      {
        title: 'Minimise first',
        items: [
          'Count people, never identify them: aggregated sensors instead of cameras or badge data.',
          'Aggregate to zones of at least five people before anything is stored.',
          'Redact identifiers from documents before they go to vendors or AI tools.',
        ],
      },
      {
        title: 'Tell people clearly',
        items: [
          'A one-page notice at every entrance: what is measured, why, for how long, who to ask.',
          'A QR code to the full policy and to the contact of the privacy officer.',
          'Announce changes two weeks before they take effect.',
        ],
      },
      {
        title: 'Consent where it is needed',
        items: [
          'Opt-in for anything personal, such as desk booking linked to a name.',
          'Equal-weight Accept and Decline choices; declining never blocks access to the building.',
          'Record consent with a timestamp and let people withdraw it as easily as they gave it.',
        ],
      },
    ],
  },
  {
    slug: 'stakeholder-alignment-guide',
    title: 'Stakeholder Alignment Guide',
    description: 'Bring facilities, IT, finance, HR and occupants to one plan, with templates for every meeting.',
    icon: 'users',
    category: 'Change management',
    duration: '1 hour',
    audience: 'Executives, project sponsors',
    status: 'Coming Soon',
    contents: [],
  },
];

export function isPlaybookAvailable(p: Pick<Playbook, 'status'>): boolean {
  return p.status === 'Available';
}

export function findPlaybook(slug: string): Playbook | undefined {
  return PLAYBOOKS.find((p) => p.slug === slug);
}
