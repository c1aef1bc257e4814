import { EMAILS, mailto } from './contact';

export type Position = { title: string; team: string; location: 'Remote'; type: 'Full-time'; description: string };

/** The four open positions, all remote and full-time. */
export const POSITIONS: readonly Position[] = [
  {
    title: 'Senior AI Ethics Engineer',
    team: 'AI',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Design the checks that keep generated content truthful, fair and free of invented claims, and measure them.',
  },
  {
    title: 'Full-Stack Developer',
    team: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description: 'Build the product end to end on the edge: Remix pages, a typed API, D1, R2 and Durable Objects.',
  },
  {
    title: 'Community Manager',
    team: 'Community',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Grow and support the creators who publish to the app store, and bring their feedback into the product.',
  },
  {
    title: 'UX Designer',
    team: 'Design',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Make generating, paying for and publishing a website feel effortless, on every screen and for every ability.',
  },
];

export const BENEFITS = [
  { title: 'Remote first', text: 'Work from anywhere within four hours of Central European Time.' },
  { title: 'Fair pay, published', text: 'Salary bands are public inside the company and reviewed every year.' },
  { title: 'Learning budget', text: 'US$1,500 per year for courses, books and conferences of your choice.' },
  { title: 'Time to recharge', text: '30 days of paid leave plus your local public holidays.' },
  { title: 'Equipment', text: 'A laptop and home-office setup of your choice, yours to keep after two years.' },
  { title: 'Health', text: 'Health insurance or an equivalent allowance wherever you live.' },
] as const;

/** 'Apply Now': a draft to the careers address with the job title as the subject. */
export function applyHref(position: Pick<Position, 'title'>): string {
  return mailto(EMAILS.careers, { subject: position.title });
}

/** 'Get in Touch': a general application. */
export const GENERAL_APPLICATION_HREF = mailto(EMAILS.careers, { subject: 'General Application' });
