/** Solution entries; the metrics are the product's marketing figures. */
export type Solution = {
  id: string;
  title: string;
  subtitle: string;
  painPoints: string[];
  outcomes: string[];
  metrics: { label: string; value: string }[];
};

export const SOLUTIONS: readonly Solution[] = [
  {
    id: 'smart-spaces',
    title: 'Smart Spaces',
    subtitle: 'Buildings that adapt to how people actually use them.',
    painPoints: [
      'Floors heated, cooled and lit while nobody is there',
      'Lease costs for space that stays empty most of the week',
      'No reliable picture of occupancy without invading privacy',
    ],
    outcomes: [
      'HVAC and lighting follow real, anonymous occupancy',
      'Portfolio decisions based on measured utilisation',
      'Privacy-first sensing that works councils approve',
    ],
    metrics: [
      { label: 'Energy cost reduction', value: '15-30%' },
      { label: 'Space utilization improvement', value: '25%' },
    ],
  },
  {
    id: 'human-enablement',
    title: 'Human Enablement',
    subtitle: 'Give the people in the building and the people running it their time back.',
    painPoints: [
      'Facilities teams buried in manual reports and spreadsheets',
      'Occupants who cannot find a free room or a comfortable desk',
      'Complaints that arrive after the problem has cost a day',
    ],
    outcomes: [
      'Reports that write themselves from redacted, shareable data',
      'Comfort kept within the range occupants asked for',
      'Issues spotted and routed before anyone files a ticket',
    ],
    metrics: [
      { label: 'Occupant satisfaction', value: '+12%' },
      { label: 'Hours saved per week', value: '20' },
    ],
  },
  {
    id: 'operational-transformation',
    title: 'Operational Transformation',
    subtitle: 'From reactive repairs to planned, predictable operations.',
    painPoints: [
      'Equipment failures discovered by the people affected',
      'Maintenance on fixed schedules, whether needed or not',
      'Vendor access to data that was never meant to leave the site',
    ],
    outcomes: [
      'Predictive maintenance from sensor trends',
      'Work orders planned around real equipment condition',
      'Vendors receive only redacted, minimal data',
    ],
    metrics: [
      { label: 'Downtime reduction', value: '40%' },
      { label: 'Failures prevented', value: '80%' },
    ],
  },
];
