/** The static demo figures of /occupancy. */
export const OCCUPANCY_STATS = [
  { label: 'Current Occupancy', value: '847', detail: 'people in the building' },
  { label: 'Capacity', value: '73%', detail: 'of 1,160 seats in use' },
  { label: 'Peak Time', value: '2:30 PM', detail: '+12% vs yesterday' },
  { label: 'Efficiency Score', value: '87%', detail: 'space used as planned' },
] as const;

/** Daily peak occupancy for the last 7 days, shown as the demo chart (percent of capacity). */
export const LAST_7_DAYS = [
  { day: 'Mon', percent: 68 },
  { day: 'Tue', percent: 74 },
  { day: 'Wed', percent: 79 },
  { day: 'Thu', percent: 71 },
  { day: 'Fri', percent: 52 },
  { day: 'Sat', percent: 9 },
  { day: 'Sun', percent: 7 },
] as const;

export const OCCUPANCY_FEATURES = [
  {
    title: 'Anonymous by design',
    text: 'Counts come from aggregated sensors. No cameras, badges or personal devices are tracked.',
  },
  { title: 'Real-time capacity', text: 'Headcount and capacity per building, floor and zone, refreshed every minute.' },
  { title: 'Peak detection', text: 'Know when spaces fill up and how today compares with yesterday and last week.' },
  { title: 'Efficiency score', text: 'One number for how well the space matches how people actually use it.' },
] as const;

export const OCCUPANCY_USE_CASES = [
  {
    title: 'Right-size the portfolio',
    text: 'Improve space utilisation by 25% by consolidating floors that stay empty.',
  },
  { title: 'Clean where people were', text: 'Send cleaning crews to the rooms that were used, not on a fixed route.' },
  {
    title: 'Tune HVAC to real use',
    text: 'Feed occupancy into the Energy Optimizer to condition only occupied zones.',
  },
] as const;
