/** The domain setup guide. Costs are static estimates, per the spec. */
export const REGISTRARS = [
  {
    name: 'Cloudflare Registrar',
    note: 'At-cost pricing, free DNS and HTTPS.',
    url: 'https://www.cloudflare.com/products/registrar/',
  },
  { name: 'Namecheap', note: 'Low first-year prices and free WHOIS privacy.', url: 'https://www.namecheap.com/' },
  { name: 'Porkbun', note: 'Simple interface, free WHOIS privacy and SSL.', url: 'https://porkbun.com/' },
  {
    name: 'Google Domains successor (Squarespace)',
    note: 'Familiar for former Google Domains customers.',
    url: 'https://domains.squarespace.com/',
  },
] as const;

export const DNS_RECORDS = [
  {
    type: 'CNAME',
    name: 'www',
    value: 'sites.fairstack.app',
    ttl: 'Auto',
    purpose: 'Points www.yourdomain.com at your site',
  },
  { type: 'A', name: '@', value: '192.0.2.10', ttl: 'Auto', purpose: 'Points the bare domain at our edge' },
  {
    type: 'TXT',
    name: '_fairstack',
    value: 'fairstack-verify=<your code>',
    ttl: 'Auto',
    purpose: 'Proves you own the domain',
  },
] as const;

export const HOSTING_STEPS = [
  'Open your project on the dashboard and make sure the website is generated.',
  'Choose the domain you bought and copy the verification code shown for it.',
  'Add the three DNS records above at your registrar.',
  'Wait for DNS to propagate (24-48 hours); HTTPS is issued automatically once it resolves.',
  'Visit your domain: your website is served from it.',
] as const;

/** The first year's costs of a site on its own domain; the generation costs the live default price (docs/decisions/211). */
export function costBreakdown(generationCents: number): { items: { item: string; cents: number }[]; totalCents: number } {
  const items = [
    { item: 'Domain registration (.com, per year)', cents: 1044 },
    { item: 'DNS hosting', cents: 0 },
    { item: 'HTTPS certificate', cents: 0 },
    { item: 'Website generation (one time, default)', cents: generationCents },
  ];
  return { items, totalCents: items.reduce((sum, i) => sum + i.cents, 0) };
}

export type TimelineStatus = 'Pending' | 'Waiting';

export const SETUP_TIMELINE: readonly { step: string; duration: string; status: TimelineStatus }[] = [
  { step: 'Register domain', duration: 'Minutes', status: 'Pending' },
  { step: 'Add DNS records', duration: '10 minutes', status: 'Waiting' },
  { step: 'DNS propagation', duration: '24-48 hours', status: 'Waiting' },
  { step: 'Site live with HTTPS', duration: 'Automatic', status: 'Waiting' },
];
