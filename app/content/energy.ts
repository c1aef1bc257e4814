/** Energy scenarios: product figures for a typical 50,000 sq ft office. */
export type EnergyScenario = { scenario: string; kWhDelta: string; costDelta: string; comfortDelta: string };

export const ENERGY_BASIS = 'Based on a typical 50,000 sq ft office.';

export const ENERGY_COLUMNS = ['Scenario', 'Est. kWh Δ', 'Cost Δ', 'Comfort Δ'] as const;

export const ENERGY_SCENARIOS: readonly EnergyScenario[] = [
  { scenario: 'Current Baseline', kWhDelta: '0', costDelta: '$0', comfortDelta: 'Baseline' },
  { scenario: 'Optimize HVAC Schedule', kWhDelta: '-2,400', costDelta: '-$312/mo', comfortDelta: '+2% satisfaction' },
  { scenario: 'Dynamic Setpoint Control', kWhDelta: '-1,800', costDelta: '-$234/mo', comfortDelta: '+1%' },
  { scenario: 'Occupancy-Based Zones', kWhDelta: '-3,200', costDelta: '-$416/mo', comfortDelta: '+3%' },
  { scenario: 'Smart Lighting Integration', kWhDelta: '-1,200', costDelta: '-$156/mo', comfortDelta: 'No change' },
  { scenario: 'Combined Optimization', kWhDelta: '-7,800', costDelta: '-$1,014/mo', comfortDelta: '+5%' },
];

export const ENERGY_HOW_IT_WORKS = [
  {
    title: 'Model your building',
    text: 'Floor area, zones, schedules and the meters you already have. No new hardware to start.',
  },
  { title: 'Compare scenarios', text: 'Each change is estimated for energy, cost and comfort, alone and combined.' },
  {
    title: 'Pilot, then roll out',
    text: 'Start with one floor, measure against the baseline, then extend what works.',
  },
] as const;
